import { describe, expect, it } from "vitest";
import * as enBlueprint from "../blueprint-phases";
import * as enFrameworks from "../frameworks";
import * as enServices from "../services";
import * as frBlueprint from "./blueprint-phases";
import * as frFrameworks from "./frameworks";
import * as frServices from "./services";

/**
 * The French structured content must mirror the English file by file: same exports, same entries in the same order,
 * identifiers byte-identical, and every piece of copy actually written in French.
 */

/** Fields whose value is an identifier, a link or a stored value: never translated. */
const identifierKeys = new Set([
  "slug",
  "id",
  "path",
  "basePath",
  "segment",
  "href",
  "url",
  "image",
  "src",
  "number",
  "price",
  "duration",
]);

/** Strings that are the same in both languages (proper names, or words French shares with English). */
const sameInBothLanguages = new Set(["Module 1", "Module 2", "Module 3", "Module 4", "Module 5"]);

/**
 * Walks the English and French values side by side and lists every difference in shape, every identifier that
 * drifted and every string left empty, untranslated or set with English typography.
 */
function compareStructure(en: unknown, fr: unknown, at = "$"): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(fr)) return [`${at}: expected an array`];
    const problems = en.length === fr.length ? [] : [`${at}: ${fr.length} entries, English has ${en.length}`];
    const shared = Math.min(en.length, fr.length);
    for (let index = 0; index < shared; index++) {
      problems.push(...compareStructure(en[index], fr[index], `${at}[${index}]`));
    }
    return problems;
  }
  if (typeof en === "object" && en !== null) {
    if (typeof fr !== "object" || fr === null || Array.isArray(fr)) return [`${at}: expected an object`];
    const enKeys = Object.keys(en).sort();
    const frKeys = Object.keys(fr).sort();
    if (enKeys.join() !== frKeys.join()) {
      return [`${at}: keys [${frKeys.join(", ")}], English has [${enKeys.join(", ")}]`];
    }
    return enKeys.flatMap((key) => {
      const enValue = (en as Record<string, unknown>)[key];
      const frValue = (fr as Record<string, unknown>)[key];
      if (identifierKeys.has(key)) {
        if (enValue === frValue) return [];
        return [`${at}.${key}: identifier ${JSON.stringify(frValue)}, English has ${JSON.stringify(enValue)}`];
      }
      return compareStructure(enValue, frValue, `${at}.${key}`);
    });
  }
  if (typeof en !== "string") {
    return en === fr ? [] : [`${at}: ${JSON.stringify(fr)}, English has ${JSON.stringify(en)}`];
  }
  if (typeof fr !== "string") return [`${at}: expected a string`];
  if (fr.trim() === "") return [`${at}: empty`];
  if (fr === en && !sameInBothLanguages.has(fr)) return [`${at}: not translated (${JSON.stringify(fr)})`];
  return frenchTypographyProblems(fr).map((problem) => `${at}: ${problem}`);
}

/** French punctuation: curly apostrophe, a no-break space before ; : ! ? and inside « ». */
function frenchTypographyProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes("'")) problems.push("straight apostrophe (use ’)");
  if (/(^|[^\u00A0])[;:!?»]/u.test(text.replace(/\d:\d/g, ""))) problems.push("no no-break space before ; : ! ? »");
  if (/«(?!\u00A0)/u.test(text)) problems.push("no no-break space after «");
  return problems;
}

describe("compareStructure", () => {
  const english = { items: [{ slug: "a", title: "Hello" }], count: 2 };

  it("accepts a faithful translation", () => {
    expect(compareStructure(english, { items: [{ slug: "a", title: "Bonjour" }], count: 2 })).toEqual([]);
  });

  it("reports a missing entry, a drifted identifier, an untranslated or empty string and a changed number", () => {
    expect(compareStructure(english, { items: [], count: 2 })).toEqual(["$.items: 0 entries, English has 1"]);
    expect(compareStructure(english, { items: [{ slug: "b", title: "Bonjour" }], count: 2 })).toEqual([
      '$.items[0].slug: identifier "b", English has "a"',
    ]);
    expect(compareStructure(english, { items: [{ slug: "a", title: "Hello" }], count: 2 })).toEqual([
      '$.items[0].title: not translated ("Hello")',
    ]);
    expect(compareStructure(english, { items: [{ slug: "a", title: " " }], count: 2 })).toEqual([
      "$.items[0].title: empty",
    ]);
    expect(compareStructure(english, { items: [{ slug: "a", title: "Bonjour" }], count: 3 })).toEqual([
      "$.count: 3, English has 2",
    ]);
  });

  it("reports a missing or extra key and English punctuation", () => {
    expect(compareStructure(english, { items: [{ slug: "a" }], count: 2 })).toEqual([
      "$.items[0]: keys [slug], English has [slug, title]",
    ]);
    expect(compareStructure({ text: "Hi: there" }, { text: "C'est : ici" })).toEqual([
      "$.text: straight apostrophe (use ’)",
      "$.text: no no-break space before ; : ! ? »",
    ]);
  });
});

describe("French services", () => {
  it("mirror the English services and the self development card", () => {
    expect(Object.keys(frServices).sort()).toEqual(Object.keys(enServices).sort());
    expect(compareStructure(enServices.services, frServices.services)).toEqual([]);
    expect(compareStructure(enServices.selfDevelopmentCard, frServices.selfDevelopmentCard)).toEqual([]);
  });

  it("keep the card lengths the English copy respects", () => {
    for (const service of frServices.services) {
      expect(service.summary.length, service.slug).toBeLessThanOrEqual(160);
      expect(service.short.length, service.slug).toBeLessThanOrEqual(70);
    }
    expect(frServices.selfDevelopmentCard.summary.length).toBeLessThanOrEqual(160);
    expect(frServices.selfDevelopmentCard.short.length).toBeLessThanOrEqual(70);
  });
});

describe("French Blueprint phases", () => {
  it("mirror the English introduction, the four phases and what follows them", () => {
    expect(Object.keys(frBlueprint).sort()).toEqual(Object.keys(enBlueprint).sort());
    expect(compareStructure(enBlueprint.blueprintIntro, frBlueprint.blueprintIntro)).toEqual([]);
    expect(compareStructure(enBlueprint.blueprintPhases, frBlueprint.blueprintPhases)).toEqual([]);
    expect(compareStructure(enBlueprint.afterTheBlueprint, frBlueprint.afterTheBlueprint)).toEqual([]);
  });

  it("name the four phases in the introduction as their pages do", () => {
    for (const phase of frBlueprint.blueprintPhases) {
      expect(frBlueprint.blueprintIntro.join(" ")).toContain(phase.title);
    }
  });
});

describe("French frameworks", () => {
  it("mirror the three English frameworks and their fifteen pages", () => {
    expect(Object.keys(frFrameworks).sort()).toEqual(Object.keys(enFrameworks).sort());
    expect(compareStructure(enFrameworks.frameworks, frFrameworks.frameworks)).toEqual([]);
  });

  it("keep the addresses of every framework page", () => {
    const addresses = (list: typeof enFrameworks.frameworks) =>
      list.flatMap((framework) => framework.pages.map((page) => `${framework.basePath}/${page.segment}`));
    expect(addresses(frFrameworks.frameworks)).toEqual(addresses(enFrameworks.frameworks));
  });
});
