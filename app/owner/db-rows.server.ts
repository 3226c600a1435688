import { PHASES } from "~/blueprint/questionnaires/engine";
import type { PhaseDefinition } from "~/blueprint/questionnaires/types";

export const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The phase whose questionnaire is named `name` ("Phase 1" …). */
export function phaseNamed(name: string): PhaseDefinition | undefined {
  return PHASES.find((phase) => phase.name === name);
}

export const personName = (person: { name?: string | null; email: string }) => person.name?.trim() || person.email;
