import { describe, expect, it } from "vitest";
import * as english from "../legal";
import type { LegalPage } from "../types";
import * as french from "./legal";

const NBSP = "\u00a0";

/** Fact combinations that take every branch of the policies, with singular and plural counts. */
const FACTS: english.PolicyFacts[] = [
  english.DEFAULT_POLICY_FACTS,
  {
    retention: { inquiryMonths: 1, galleryFilesMonths: 1, inactiveAccountYears: 1, warningDays: 1 },
    fileStorage: "s3",
    emailDelivery: "files",
    stripe: true,
    visitMonths: 1,
    emailRecordDays: 1,
  },
  {
    retention: { inquiryMonths: 36, galleryFilesMonths: 6, inactiveAccountYears: 5, warningDays: 14 },
    fileStorage: "s3",
    emailDelivery: "smtp",
    stripe: true,
    visitMonths: 13,
    emailRecordDays: 180,
  },
];

/** Every human-readable string of a page, in reading order. */
function texts(page: LegalPage): string[] {
  return [
    page.title,
    page.description,
    ...page.intro,
    ...page.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
  ];
}

/** The shape of a page: what the renderer lays out, without the words. */
function shape(page: LegalPage) {
  return {
    path: page.path,
    updated: page.updated,
    intro: page.intro.length,
    sections: page.sections.map((section) => ({
      paragraphs: section.paragraphs.length,
      list: section.list?.length ?? 0,
    })),
  };
}

// Words that are the same in both languages.
const SAME_IN_BOTH = new Set(["Cookies"]);

function expectFrenchVersionOf(frenchPage: LegalPage, englishPage: LegalPage) {
  expect(shape(frenchPage)).toEqual(shape(englishPage));
  const englishTexts = texts(englishPage);
  texts(frenchPage).forEach((text, index) => {
    expect(text.trim()).not.toBe("");
    if (!SAME_IN_BOTH.has(text)) expect(text).not.toBe(englishTexts[index]);
  });
}

const plainText = (page: LegalPage) => texts(page).join("\n");

describe("French legal pages", () => {
  it("has the English pages, under the same paths, with the same sections", () => {
    expect(Object.keys(french.legalPages)).toEqual(Object.keys(english.legalPages));
    for (const [path, page] of Object.entries(french.legalPages)) {
      expect(page.path).toBe(path);
      expectFrenchVersionOf(page, english.legalPages[path as LegalPage["path"]]);
    }
  });

  it.each(FACTS.map((facts, index) => [index, facts] as const))(
    "writes both policies from the installation's facts (combination %i), section for section with the English",
    (_index, facts) => {
      expectFrenchVersionOf(french.privacyPolicyPage(facts), english.privacyPolicyPage(facts));
      expectFrenchVersionOf(french.cookiePolicyPage(facts), english.cookiePolicyPage(facts));
    },
  );

  it("states the retention periods with their numbers and French plurals", () => {
    const plural = (n: number, one: string, many: string) => `${n}${NBSP}${n < 2 ? one : many}`;
    for (const facts of FACTS) {
      const privacy = plainText(french.privacyPolicyPage(facts));
      const r = facts.retention;
      expect(privacy).toContain(`pendant ${plural(r.inactiveAccountYears, "an", "ans")} est supprimé`);
      expect(privacy).toContain(`par e-mail ${plural(r.warningDays, "jour", "jours")} avant`);
      expect(privacy).toContain(`: ${r.inquiryMonths}${NBSP}mois après le dernier message`);
      expect(privacy).toContain(`: ${r.galleryFilesMonths}${NBSP}mois après la date d’expiration`);
      expect(privacy).toContain(`: ${plural(facts.emailRecordDays, "jour", "jours")} après l’envoi`);
      expect(privacy).toContain(`Mesure d’audience${NBSP}: ${facts.visitMonths}${NBSP}mois.`);
      expect(plainText(french.cookiePolicyPage(facts))).toContain(`conservés ${facts.visitMonths}${NBSP}mois`);
    }
    const defaults = plainText(french.privacyPolicyPage(english.DEFAULT_POLICY_FACTS));
    expect(defaults).toContain(`3${NBSP}ans`);
    expect(defaults).toContain(`24${NBSP}mois`);
    expect(defaults).toContain(`30${NBSP}jours`);
    expect(plainText(french.privacyPolicyPage(FACTS[1]!))).toMatch(new RegExp(`1${NBSP}an\\b(?!s)`));
  });

  it("names Stripe, a file storage provider and an e-mail provider only when the installation uses them", () => {
    for (const facts of FACTS) {
      const privacy = plainText(french.privacyPolicyPage(facts));
      const cookies = plainText(french.cookiePolicyPage(facts));
      expect(privacy.includes("Stripe")).toBe(facts.stripe);
      expect(cookies.includes("Stripe")).toBe(facts.stripe);
      expect(privacy.includes("prestataire de stockage de fichiers")).toBe(facts.fileStorage === "s3");
      expect(privacy.includes("prestataire d’envoi d’e-mails")).toBe(facts.emailDelivery === "smtp");
    }
  });

  it("uses the RGPD's and the CNIL's vocabulary", () => {
    const privacy = plainText(french.legalPages["/privacypolicy"]);
    for (const term of [
      "responsable de traitement",
      "Base légale",
      "Droit d’accès",
      "Droit à l’effacement",
      "droit à la portabilité",
      "réclamation auprès de l’autorité",
      "CNIL",
    ]) {
      expect(privacy).toContain(term);
    }
  });

  it("follows French typography: curly apostrophes, a no-break space before ; : ! ? and inside « »", () => {
    for (const page of Object.values(french.legalPages)) {
      const text = plainText(page);
      expect(text).not.toContain("'");
      expect(text).not.toMatch(/[^\s\u00a0][;:!?]/);
      expect(text).not.toMatch(/ [;:!?»]|« /);
    }
  });
});
