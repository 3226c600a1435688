import type { MarkedExtension } from "marked";
import { describe, expect, it, vi } from "vitest";

describe("article bodies", () => {
  it("are rendered when first read, once each, not when the module loads", async () => {
    let renders = 0;
    vi.resetModules();
    vi.doMock("marked", async (importOriginal) => {
      const actual = await importOriginal<typeof import("marked")>();
      class CountingMarked extends actual.Marked {
        constructor(...options: MarkedExtension[]) {
          super(...options);
          const parse = this.parse;
          this.parse = ((...args: Parameters<typeof parse>) => {
            renders++;
            return parse(...args);
          }) as typeof parse;
        }
      }
      return { ...actual, Marked: CountingMarked };
    });
    const { getArticle, listArticles } = await import("./articles.server");

    const [first] = listArticles();
    expect(first).toBeDefined();
    expect(renders).toBe(0);

    const article = getArticle(first!.slug);
    expect(article?.html).toContain("<p>");
    expect(renders).toBe(1);

    expect(getArticle(first!.slug)).toBe(article);
    expect(renders).toBe(1);
    expect(getArticle("no-such-article")).toBeUndefined();
    vi.doUnmock("marked");
  });
});
