import { describe, expect, it } from "vitest";
import { socialCardSvg } from "../site/social-card.server";
import { pageMeta } from "./meta";

const matches = [{ id: "root", loaderData: { site: { name: "Holistic Omega", baseUrl: "https://example.test" } } }];
const find = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((t) => (t as Record<string, string>).property === key || (t as Record<string, string>).name === key) as
    | { content: string }
    | undefined;

describe("pageMeta", () => {
  it("gives a page with a path the default social card, as absolute URLs, on Open Graph and Twitter", () => {
    const tags = pageMeta(matches, { title: "FAQ", description: "Answers about sessions.", path: "/faq" });
    expect(find(tags, "og:image")?.content).toBe("https://example.test/og/default.png");
    expect(find(tags, "og:image:width")?.content).toBe("1200");
    expect(find(tags, "og:image:height")?.content).toBe("630");
    expect(find(tags, "og:image:alt")?.content).toMatch(/Holistic Omega/);
    expect(find(tags, "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "twitter:title")?.content).toBe("FAQ · Holistic Omega");
    expect(find(tags, "twitter:description")?.content).toBe("Answers about sessions.");
    expect(find(tags, "twitter:image")?.content).toBe("https://example.test/og/default.png");
    expect(find(tags, "og:type")?.content).toBe("website");
  });

  it("gives a French page the French card, with its French description", () => {
    const french = [{ id: "root", loaderData: { ...matches[0]!.loaderData, locale: "fr" } }];
    const tags = pageMeta(french, { title: "FAQ", description: "Réponses.", path: "/faq" });
    expect(find(tags, "og:image")?.content).toBe("https://example.test/og/default-fr.png");
    expect(find(tags, "twitter:image")?.content).toBe("https://example.test/og/default-fr.png");
    expect(find(tags, "og:image:alt")?.content).toMatch(/images de marque/);
  });

  it("uses a page's own photo and type when given", () => {
    const tags = pageMeta(matches, {
      title: "An article",
      path: "/articles/a",
      type: "article",
      image: { url: "https://cdn.example.test/p.jpg", alt: "A portrait" },
    });
    expect(find(tags, "og:image")?.content).toBe("https://cdn.example.test/p.jpg");
    expect(find(tags, "og:image:width")).toBeUndefined();
    expect(find(tags, "og:type")?.content).toBe("article");
  });

  it("adds no social tags to a page without a path (error pages, private pages)", () => {
    const tags = pageMeta(matches, { title: "Page not found", noindex: true });
    expect(find(tags, "og:image")).toBeUndefined();
    expect(find(tags, "twitter:card")).toBeUndefined();
  });
});

describe("the default social card", () => {
  it("is written in the page's language", () => {
    const english = socialCardSvg("Holistic Omega", "en");
    const french = socialCardSvg("Holistic Omega", "fr");
    expect(english).toContain("PORTRAIT STUDIO · CONSULTING · TRAINING");
    expect(french).toContain("STUDIO PHOTO · CONSEIL · FORMATION");
    expect(french).toContain("images de marque et l’entreprise qui les porte");
    expect(french).not.toContain("business behind them");
  });
});
