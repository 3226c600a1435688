/**
 * Shapes of the site's typed content. Copy lives in the sibling data files; routes only render it.
 * Paragraph strings are plain text (no HTML); a blank line is never needed: one string = one paragraph.
 */

export type ServiceSlug =
  | "ai-tools-mastery"
  | "visual-identity"
  | "web-development"
  | "business-intelligence"
  | "business-development"
  | "artistic-expertise"
  | "holistic-business-coaching"
  | "corporate-photography";

export interface TitledText {
  title: string;
  text: string;
}

export interface Service {
  slug: ServiceSlug;
  /** Card and page title, e.g. "AI Tools Mastery for Entrepreneurs". */
  title: string;
  /** One sentence for cards and the meta description (max 160 characters). */
  summary: string;
  /** A few words for the scannable services list on the home page (max 70 characters). */
  short: string;
  /** The heading of `subServices`, in plain words (e.g. "What we photograph"). */
  subServicesTitle?: string;
  /** Paragraphs under "Introduction" (for the AI tools page this is the "Overview"). */
  introduction: string[];
  /** Paragraphs under "Why it matters". Omitted on the AI tools page. */
  whyItMatters?: string[];
  /** Steps of the approach. Omitted on the AI tools page. */
  approach?: TitledText[];
  /** AI tools page only: "What we offer" items. */
  offer?: TitledText[];
  keyBenefits: TitledText[];
  bestPractices: TitledText[];
  /** Omitted on the AI tools page. */
  subServices?: TitledText[];
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export type FrameworkId = "ai-creative" | "resilience" | "aligned-impact";

export interface FrameworkPage {
  /** URL segment under the framework, e.g. "module-1", "step-3", "pillar-5". */
  segment: string;
  /** e.g. "Module 1", "Step 3", "Pillar 5". */
  label: string;
  /** e.g. "Creative AI Landscape Mapping". */
  title: string;
  /** Only for the AI-Augmented Creative Framework modules: "Week 1" … "Week 5". */
  week?: string;
  objective: string;
  keyTopics: string[];
  toolsAndTechniques: string[];
  practicalExercise: string;
  deliverables: string[];
}

export interface Framework {
  id: FrameworkId;
  /** Path prefix: "/frameworks" for modules, "/frameworks/resilience", "/frameworks/aligned-impact". */
  basePath: string;
  name: string;
  tagline: string;
  description: string[];
  /** Format line, e.g. "Multi-session programme, 4–6 weeks". */
  format: string;
  pages: FrameworkPage[];
}

export interface BlueprintPhaseOverview {
  number: 1 | 2 | 3 | 4;
  /** Exact titles: "The Aligned Foundation", "The Creative & Brand Resonance",
   * "The Intelligent Engine (AI & BI Integration)",
   * "The Growth & Presence Activation (Business Dev & Digital)". */
  title: string;
  summary: string;
  overview: string[];
  keyMethods: TitledText[];
  activities: TitledText[];
  outcomes: string[];
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalPage {
  /** Route path, e.g. "/privacypolicy". */
  path: "/about" | "/privacypolicy" | "/termsofservice" | "/cookiepolicy";
  title: string;
  description: string;
  /** ISO date the text was last updated. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}
