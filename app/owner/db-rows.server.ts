import type { SQL } from "drizzle-orm";
import { PHASES } from "~/blueprint/questionnaires/engine";
import type { PhaseDefinition } from "~/blueprint/questionnaires/types";
import type { Db } from "~/lib/db.server";

/** Both drivers (PGlite and node-postgres) answer raw queries with `{ rows }`. */
export async function selectRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The phase whose questionnaire is named `name` ("Phase 1" …). */
export function phaseNamed(name: string): PhaseDefinition | undefined {
  return PHASES.find((phase) => phase.name === name);
}

export const personName = (person: { name?: string | null; email: string }) => person.name?.trim() || person.email;
