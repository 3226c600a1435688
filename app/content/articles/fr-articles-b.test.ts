import { readFileSync } from "node:fs";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { parseArticle } from "~/site/articles.server";

/**
 * The French versions of nine of the articles (the other nine have their own test). Each must stand
 * beside its English original: same slug, same date and links, same sections, a real French text.
 */
const SLUGS = [
  "from-spreadsheet-to-dashboard-business-intelligence-for-small-teams",
  "how-small-studios-can-use-ai-without-losing-their-voice",
  "mood-boards-the-first-step-toward-a-coherent-visual-identity",
  "natural-light-portraits-for-personal-branding",
  "preparing-for-your-corporate-headshot-session",
  "the-energy-audit-a-simple-tool-for-sustainable-growth",
  "what-your-website-needs-before-you-launch",
  "why-your-core-values-belong-in-your-business-plan",
  "writing-a-30-day-content-calendar-you-can-keep",
] as const;

const MIN_BODY_WORDS = 500;

function read(relativePath: string): string {
  return readFileSync(new URL(relativePath, import.meta.url), "utf8");
}

/** Words of a Markdown body, not counting markup or link targets. */
function countWords(markdownBody: string): number {
  return markdownBody
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word)).length;
}

const body = (raw: string) => matter(raw).content;
const headingCount = (raw: string) => body(raw).match(/^#{2,6} /gm)?.length ?? 0;
const links = (raw: string) => [...body(raw).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
const sentences = (raw: string) =>
  body(raw)
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 40);

describe.each(SLUGS)("French article %s", (slug) => {
  const englishRaw = read(`./${slug}.md`);
  const frenchRaw = read(`./fr/${slug}.md`);
  const english = parseArticle(`${slug}.md`, englishRaw);
  const french = parseArticle(`fr/${slug}.md`, frenchRaw);

  it("keeps the slug, date and author of the English article", () => {
    expect(french.slug).toBe(slug);
    expect(french.date).toBe(english.date);
    expect(french.author).toBe(english.author);
  });

  it("has its own French title and excerpt", () => {
    expect(french.title).not.toBe(english.title);
    expect(french.excerpt).not.toBe(english.excerpt);
    // A few words every French text of this length uses; an untranslated one would have none.
    expect(`${french.title} ${french.excerpt}`).toMatch(/\b(le|la|les|des|du|de|un|une|et|pour|votre|vos)\b/i);
  });

  it(`has at least ${MIN_BODY_WORDS} words of body, written in French`, () => {
    expect(countWords(body(frenchRaw))).toBeGreaterThanOrEqual(MIN_BODY_WORDS);
    const englishSentences = new Set(sentences(englishRaw));
    expect(sentences(frenchRaw).filter((sentence) => englishSentences.has(sentence))).toEqual([]);
  });

  it("keeps the English structure: as many sections, the same links in the same order", () => {
    expect(headingCount(frenchRaw)).toBe(headingCount(englishRaw));
    expect(links(frenchRaw)).toEqual(links(englishRaw));
  });

  it("follows French typography: curly apostrophes, a no-break space before ; : ! ? and inside « »", () => {
    // Front matter values and body, without link targets (URLs have their own colons).
    const text = [french.title, french.excerpt, body(frenchRaw)].join("\n").replace(/\]\([^)]*\)/g, "]");
    expect(text).not.toContain("'");
    expect(text).not.toMatch(/ [;:!?]/);
    expect(text).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
    expect(text).not.toMatch(/[^\s\u00a0][;:!?]/);
  });
});
