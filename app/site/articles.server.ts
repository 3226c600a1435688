/**
 * Articles are Markdown files with YAML front matter in app/content/articles/. They are bundled at
 * build time (import.meta.glob), validated once when this module loads and rendered to HTML with
 * `marked` when first read. The Markdown is our own trusted content, so its HTML is rendered as is.
 */
import matter from "gray-matter";
import { Marked } from "marked";
import { z } from "zod";
import { type Locale, localizedHref } from "~/lib/i18n/locale";

const files = import.meta.glob<string>("../content/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
// The French text of the same articles, under the same slugs (ADR 023: long texts are content per language).
const frenchFiles = import.meta.glob<string>("../content/articles/fr/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** "2024-02-30" matches the pattern but is not a day of the calendar. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const IsoDate = z.preprocess(
  // An unquoted YAML date is parsed as a Date; accept it as the same calendar day.
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
    .refine(isCalendarDate, "is not a real date"),
);

export const ArticleFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  date: IsoDate,
  author: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
});

export interface ArticleSummary {
  slug: string;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  excerpt: string;
  /** Whole minutes at an unhurried 220 words a minute; 0 when the article has no body. */
  readingMinutes: number;
}

export interface Article extends ArticleSummary {
  /** Rendered body; empty when the article has no body yet. */
  html: string;
}

// The page already has the article title as its h1, so body headings start at h2.
const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === "heading" && token.depth < 2) token.depth = 2;
  },
});

/**
 * Site links in a rendered body, in the article's language: a French article's `href="/services"` becomes
 * `/fr/services` (pages that exist only in English keep their address).
 */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === "en") return html;
  return html.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localizedHref(href, locale)}"`);
}

interface ParsedArticle extends ArticleSummary {
  /** The Markdown body, trimmed. */
  body: string;
  locale: Locale;
}

/** Reads one article file's front matter; throws an error naming the file when it is invalid. */
function parseSource(fileName: string, raw: string, locale: Locale): ParsedArticle {
  const slug = fileName.replace(/^.*\//, "").replace(/\.md$/, "");
  // gray-matter caches by input string and returns a shared object; only read from it.
  const { data, content } = matter(raw);
  const result = ArticleFrontMatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".") || "(front matter)"}: ${i.message}`);
    throw new Error(`Invalid front matter in article ${fileName}:\n${problems.join("\n")}`);
  }
  const body = content.trim();
  return { slug, ...result.data, readingMinutes: readingMinutes(body), body, locale };
}

function render({ body, locale, ...summary }: ParsedArticle): Article {
  const html = body ? localizeLinks(markdown.parse(body, { async: false }), locale) : "";
  return { ...summary, html };
}

/** Parses one article file; throws an error naming the file when its front matter is invalid. */
export function parseArticle(fileName: string, raw: string, locale: Locale = "en"): Article {
  return render(parseSource(fileName, raw, locale));
}

const WORDS_PER_MINUTE = 220;

/** Reading time of a Markdown body: words (not markup) at 220 a minute, at least one minute. */
export function readingMinutes(markdownBody: string): number {
  const words = markdownBody
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word)).length;
  return words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

// Every file's front matter is checked when the module loads, so a bad article stops the start. Bodies are
// rendered when first asked for: rendering all of them took ~90 ms of each start (measured on 36 files).
function load(sources: Record<string, string>, locale: Locale): ParsedArticle[] {
  return Object.entries(sources)
    .map(([fileName, raw]) => parseSource(fileName, raw, locale))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, locale));
}

const articles: Record<Locale, ParsedArticle[]> = { en: load(files, "en"), fr: load(frenchFiles, "fr") };

const bySlug: Record<Locale, Map<string, ParsedArticle>> = {
  en: new Map(articles.en.map((article) => [article.slug, article])),
  fr: new Map(articles.fr.map((article) => [article.slug, article])),
};

const rendered: Record<Locale, Map<string, Article>> = { en: new Map(), fr: new Map() };

/** Every article in the language, newest first (same day: by title). Bodies are left out; see `getArticle`. */
export function listArticles(locale: Locale = "en"): ArticleSummary[] {
  return articles[locale].map(({ body: _body, locale: _locale, ...summary }) => summary);
}

export function getArticle(slug: string, locale: Locale = "en"): Article | undefined {
  const done = rendered[locale].get(slug);
  if (done) return done;
  const parsed = bySlug[locale].get(slug);
  if (!parsed) return undefined;
  const article = render(parsed);
  rendered[locale].set(slug, article);
  return article;
}

const frenchDate = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2024-03-12" → "12 mars 2024". */
export function formatFrenchDate(iso: string): string {
  return frenchDate.format(new Date(`${iso}T00:00:00Z`));
}
