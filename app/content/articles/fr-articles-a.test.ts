/**
 * French articles, first half (issue 30): each French file in fr/ stands beside its English original with
 * the same slug and date, a French title, a real body (500 words or more), the same headings structure and
 * the same links (the lead rewrites them to /fr at render time), in French typography.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Article, parseArticle } from "../../site/articles.server";

const slugs = [
  "asking-better-business-questions-before-collecting-data",
  "automating-client-onboarding-with-ai",
  "avoiding-burnout-boundaries-for-creative-entrepreneurs",
  "brand-archetypes-explained-for-small-business-owners",
  "building-a-brand-story-that-clients-remember",
  "choosing-the-right-ai-assistant-for-your-business",
  "creative-thinking-with-scamper-a-practical-guide",
  "designing-a-lead-magnet-that-builds-trust",
  "five-kpis-every-solo-entrepreneur-should-track",
];

const here = import.meta.dirname;

function read(file: string): { article: Article; body: string } {
  const raw = readFileSync(file, "utf8");
  return { article: parseArticle(file, raw), body: raw.replace(/^---\n[\s\S]*?\n---\n/, "") };
}

/** Words as the reading time counts them: tokens with a letter or digit, markup aside. */
function wordCount(body: string): number {
  return body
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word)).length;
}

const headingLevels = (body: string) => body.match(/^#{2,6} /gm) ?? [];
const links = (body: string) => [...body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);

describe.each(slugs)("French article %s", (slug) => {
  // Read inside each test, so that a missing French file fails its tests by name.
  const pair = () => ({
    english: read(path.join(here, `${slug}.md`)),
    french: read(path.join(here, "fr", `${slug}.md`)),
  });

  it("keeps the slug, date and author, and has its own French title and excerpt", () => {
    const { english, french } = pair();
    expect(french.article.slug).toBe(slug);
    expect(french.article.date).toBe(english.article.date);
    expect(french.article.author).toBe("Holistic Omega");
    expect(french.article.title).not.toBe(english.article.title);
    expect(french.article.excerpt).not.toBe(english.article.excerpt);
    // Sentence case: only the first word (and names) start with a capital.
    expect(french.article.title.split(" ").filter((w) => /^\p{Lu}/u.test(w)).length).toBeLessThanOrEqual(3);
  });

  it("has a real body of 500 words or more, with the English headings and links", () => {
    const { english, french } = pair();
    expect(wordCount(french.body)).toBeGreaterThanOrEqual(500);
    expect(french.article.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(headingLevels(french.body)).toEqual(headingLevels(english.body));
    expect(links(french.body)).toEqual(links(english.body));
  });

  it("is written in French typography: ’ apostrophes, non-breaking spaces before ; : ! ? and inside « »", () => {
    const { french } = pair();
    const prose = `${french.article.title}\n${french.article.excerpt}\n${french.body.replace(/\]\([^)]*\)/g, "]")}`;
    expect(prose).not.toContain("'");
    expect(prose.match(/(?:^|[^\u00a0])[;!?»]|[^\u00a0\s*]:|«[^\u00a0]/gm) ?? []).toEqual([]);
    expect(prose).toMatch(/\b(les|des|une|vous)\b/);
  });
});
