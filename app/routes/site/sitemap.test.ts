/** The sitemap lists every public page in both languages (decisions §1), the portfolio's categories included. */
import { beforeAll, describe, expect, it } from "vitest";
import { PORTFOLIO_CATEGORIES } from "../../lib/db/schema-media.ts";
import { resetEnvForTests } from "../../lib/env.server.ts";
import { loader } from "./sitemap.ts";

beforeAll(() => {
  process.env.BASE_URL = "http://localhost:3000";
  resetEnvForTests();
});

describe("sitemap.xml", () => {
  it("lists each portfolio category in English and French", async () => {
    const xml = await loader().text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(PORTFOLIO_CATEGORIES.length).toBeGreaterThan(0);
    for (const category of PORTFOLIO_CATEGORIES) {
      expect(paths).toContain(`/portfolio/${category}`);
      expect(paths).toContain(`/fr/portfolio/${category}`);
    }
    expect(paths).toContain("/portfolio");
    expect(paths).not.toContain("/admin/portfolio");
  });
});
