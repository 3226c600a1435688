import { ARCHETYPES } from "../options";
import type { ChipOption } from "../types";

/**
 * French labels of the stored option values. The values themselves stay in English in every
 * language (saved answers hold them); only what the client reads is translated.
 */

/** The 44 core values of the Phase 1 values picker (values-q7), keyed by the stored value. */
export const VALUE_LABELS: Record<string, string> = {
  Achievement: "Accomplissement",
  Adventure: "Aventure",
  Authenticity: "Authenticité",
  Autonomy: "Autonomie",
  Balance: "Équilibre",
  Belonging: "Appartenance",
  Compassion: "Compassion",
  Competence: "Compétence",
  Contribution: "Contribution",
  Creativity: "Créativité",
  Curiosity: "Curiosité",
  Dedication: "Dévouement",
  Excellence: "Excellence",
  Fairness: "Équité",
  Freedom: "Liberté",
  Growth: "Croissance",
  Honesty: "Honnêteté",
  Impact: "Impact",
  Innovation: "Innovation",
  Integrity: "Intégrité",
  Joy: "Joie",
  Justice: "Justice",
  Knowledge: "Savoir",
  Leadership: "Leadership",
  Learning: "Apprentissage",
  Love: "Amour",
  Meaning: "Sens",
  Optimism: "Optimisme",
  Passion: "Passion",
  Peace: "Paix",
  "Personal Development": "Développement personnel",
  Purpose: "Raison d’être",
  Recognition: "Reconnaissance",
  Resilience: "Résilience",
  Respect: "Respect",
  Responsibility: "Responsabilité",
  Security: "Sécurité",
  Service: "Service",
  Simplicity: "Simplicité",
  Stability: "Stabilité",
  Success: "Réussite",
  Trust: "Confiance",
  Wisdom: "Sagesse",
  "Well-being": "Bien-être",
};

/** The 10 strengths of the Phase 1 strengths picker (strengths-q8), keyed by the stored value. */
export const STRENGTH_LABELS: Record<string, string> = {
  "Strategic Thinking": "Pensée stratégique",
  Creativity: "Créativité",
  Empathy: "Empathie",
  "Problem-Solving": "Résolution de problèmes",
  Communication: "Communication",
  Organization: "Organisation",
  Leadership: "Leadership",
  "Technical Prowess": "Maîtrise technique",
  Resilience: "Résilience",
  Persuasion: "Persuasion",
};

/** French name and descriptor words of each of the twelve archetypes (archetype-q4). */
const ARCHETYPE_FRENCH: Record<string, { label: string; description: string }> = {
  Sage: { label: "Le Sage", description: "Sagesse, vérité, discernement" },
  Hero: { label: "Le Héros", description: "Courage, maîtrise, détermination" },
  Creator: { label: "Le Créateur", description: "Imagination, inventivité, expression" },
  Caregiver: { label: "Le Protecteur", description: "Compassion, service, générosité" },
  Magician: { label: "Le Magicien", description: "Transformation, vision, champ des possibles" },
  Ruler: { label: "Le Souverain", description: "Leadership, ordre, stabilité" },
  Lover: { label: "L’Amoureux", description: "Passion, intimité, beauté" },
  Jester: { label: "Le Bouffon", description: "Joie, humour, espièglerie" },
  Innocent: { label: "L’Innocent", description: "Optimisme, simplicité, bonté" },
  Explorer: { label: "L’Explorateur", description: "Liberté, découverte, aventure" },
  Rebel: { label: "Le Rebelle", description: "Rupture, libération, changement" },
  Everyman: { label: "Le Camarade", description: "Appartenance, authenticité, lien" },
};

/** The archetypes with their stored English value, in the English order, shown in French. */
export const ARCHETYPES_FR: ChipOption[] = ARCHETYPES.map(({ value }) => {
  const french = ARCHETYPE_FRENCH[value];
  if (!french) throw new Error(`No French name for the archetype ${value}`);
  return { value, ...french };
});

/** Chips for stored English values, each shown by its French label (throws when one is missing). */
export function frenchChips(values: readonly string[], labels: Record<string, string>): ChipOption[] {
  return values.map((value) => {
    const label = labels[value];
    if (!label) throw new Error(`No French label for the option ${value}`);
    return { value, label };
  });
}

/** Stored values ordered by their French label, so the French list reads alphabetically. */
export function byFrenchLabel(values: readonly string[], labels: Record<string, string>): string[] {
  return [...values].sort((a, b) => (labels[a] ?? a).localeCompare(labels[b] ?? b, "fr"));
}
