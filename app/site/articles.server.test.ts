import { describe, expect, it } from "vitest";
import {
  formatFrenchDate,
  getArticle,
  listArticles,
  localizeLinks,
  parseArticle,
  readingMinutes,
} from "./articles.server";

describe("articles", () => {
  it("lists the 18 articles, dated 12–23 March 2024, newest first", () => {
    const articles = listArticles();
    expect(articles).toHaveLength(18);
    for (const article of articles) {
      expect(article.date >= "2024-03-12" && article.date <= "2024-03-23").toBe(true);
      expect(article.title).not.toBe("");
      expect(article.author).not.toBe("");
      expect(article.excerpt).not.toBe("");
    }
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe("2024-03-23");
    expect(dates.at(-1)).toBe("2024-03-12");
  });

  it("breaks ties between articles of the same day by title", () => {
    const articles = listArticles();
    for (let i = 1; i < articles.length; i++) {
      const [previous, current] = [articles[i - 1]!, articles[i]!];
      if (previous.date === current.date) {
        expect(previous.title.localeCompare(current.title, "en")).toBeLessThan(0);
      }
    }
  });

  it("formats dates the French way", () => {
    expect(formatFrenchDate("2024-03-23")).toBe("23 mars 2024");
    expect(formatFrenchDate("2024-03-12")).toBe("12 mars 2024");
    expect(formatFrenchDate("2024-03-01")).toBe("1 mars 2024");
  });

  it("renders the Markdown body of an article that has one", () => {
    const withBody = listArticles()
      .map((a) => getArticle(a.slug))
      .filter((a) => a?.html);
    expect(withBody.length).toBeGreaterThanOrEqual(1);
    const article = getArticle("the-energy-audit-a-simple-tool-for-sustainable-growth");
    expect(article?.title).toBe("The Energy Audit: A Simple Tool for Sustainable Growth");
    expect(article?.html).toContain("<h2>Why energy matters more than time</h2>");
    expect(article?.html).toContain("<ol>");
  });

  it("returns undefined for an unknown slug", () => {
    expect(getArticle("nope")).toBeUndefined();
  });

  it("names the file when the front matter is invalid", () => {
    const raw = '---\ntitle: "A title"\ndate: "12/03/2024"\nauthor: "Someone"\nexcerpt: "Short."\n---\n';
    expect(() => parseArticle("../content/articles/broken.md", raw)).toThrow(/broken\.md[\s\S]*date/);
  });
});

describe("article bodies", () => {
  it("gives every article a real body of 700–1,200 words and a reading time", () => {
    for (const { slug } of listArticles()) {
      const article = getArticle(slug);
      expect(article?.html, slug).not.toBe("");
      expect(article?.html, slug).not.toMatch(/coming soon/i);
      const words = (article?.html ?? "")
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, slug).toBeGreaterThanOrEqual(700);
      expect(words, slug).toBeLessThanOrEqual(1300);
      expect(article?.readingMinutes, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("counts reading time from words, not markup", () => {
    expect(readingMinutes("")).toBe(0);
    expect(readingMinutes("## Heading\n\n- one\n- two")).toBe(1);
    expect(readingMinutes(Array.from({ length: 660 }, () => "word").join(" "))).toBe(3);
  });
});

describe("articles in French", () => {
  it("lists the same 18 slugs and dates in French, with French titles", () => {
    const english = listArticles("en");
    const french = listArticles("fr");
    expect(french).toHaveLength(18);
    expect(new Set(french.map((a) => a.slug))).toEqual(new Set(english.map((a) => a.slug)));
    for (const article of french) {
      const twin = english.find((a) => a.slug === article.slug);
      expect(article.date, article.slug).toBe(twin?.date);
      expect(article.title, article.slug).not.toBe(twin?.title);
    }
    const dates = french.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("keeps English as the default language", () => {
    expect(listArticles()).toEqual(listArticles("en"));
    expect(getArticle("the-energy-audit-a-simple-tool-for-sustainable-growth")).toBe(
      getArticle("the-energy-audit-a-simple-tool-for-sustainable-growth", "en"),
    );
  });

  it("reads the French body of an article by its English slug", () => {
    const article = getArticle("automating-client-onboarding-with-ai", "fr");
    expect(article?.title).toBe("Automatiser l’accueil de vos clients grâce à l’IA");
    expect(article?.html).toContain("<h2>Cartographier le parcours avant de l’automatiser</h2>");
    expect(article?.readingMinutes).toBeGreaterThanOrEqual(3);
    expect(getArticle("nope", "fr")).toBeUndefined();
  });

  it("links a French article to the French pages, and leaves English articles as they are", () => {
    const french = getArticle("choosing-the-right-ai-assistant-for-your-business", "fr")?.html ?? "";
    expect(french).toContain('href="/fr/services/ai-tools-mastery"');
    expect(french).toContain('href="/fr/blueprint"');
    expect(french).not.toMatch(/href="\/(?!fr[/"])/);
    const english = getArticle("choosing-the-right-ai-assistant-for-your-business", "en")?.html ?? "";
    expect(english).toContain('href="/services/ai-tools-mastery"');
    expect(english).not.toContain('href="/fr');
  });

  it("rewrites only site links that exist in French", () => {
    const html =
      '<a href="/faq">a</a> <a href="/account">b</a> <a href="https://example.com/faq">c</a> <a href="/">d</a>';
    expect(localizeLinks(html, "fr")).toBe(
      '<a href="/fr/faq">a</a> <a href="/account">b</a> <a href="https://example.com/faq">c</a> <a href="/fr">d</a>',
    );
    expect(localizeLinks(html, "en")).toBe(html);
  });
});
