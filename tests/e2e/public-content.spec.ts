/**
 * Every public page (the sitemap's list, which includes every article) is finished and shareable: no
 * "coming soon" anywhere, a meta description, and Open Graph + Twitter card tags whose image is served.
 */
import { readdirSync } from "node:fs";
import { expect, test } from "./fixtures";

const articleSlugs = readdirSync("app/content/articles")
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.replace(/\.md$/, ""));

async function publicPaths(request: import("@playwright/test").APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]+(?:name|property)="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

test("the sitemap lists every article, so the checks below cover them all", async ({ request }) => {
  const paths = await publicPaths(request);
  expect(articleSlugs.length).toBeGreaterThanOrEqual(18);
  for (const slug of articleSlugs) expect(paths).toContain(`/articles/${slug}`);
});

test("no public page says 'coming soon'", async ({ request }) => {
  const offenders: string[] = [];
  for (const path of await publicPaths(request)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const text = (await response.text()).replace(/<[^>]+>/g, " ");
    if (/coming\s+soon/i.test(text)) offenders.push(path);
  }
  expect(offenders).toEqual([]);
});

test("every public page has a description and a social card", async ({ request }) => {
  const problems: string[] = [];
  for (const path of await publicPaths(request)) {
    const html = await (await request.get(path)).text();
    const description = metaContent(html, "description");
    if (!description || description.length < 50) problems.push(`${path}: description "${description ?? ""}"`);
    for (const key of ["og:title", "og:description", "og:image", "og:image:alt", "twitter:card", "twitter:image"]) {
      if (!metaContent(html, key)) problems.push(`${path}: no ${key}`);
    }
    if (metaContent(html, "twitter:card") !== "summary_large_image") problems.push(`${path}: twitter:card`);
  }
  expect(problems).toEqual([]);
});

test("the default social card is a 1200 × 630 PNG served by the site itself, in the page's language", async ({
  request,
}) => {
  const bodies: Buffer[] = [];
  for (const [page, card] of [
    ["/", "/og/default.png"],
    ["/fr", "/og/default-fr.png"],
  ]) {
    const html = await (await request.get(page!)).text();
    const image = new URL(metaContent(html, "og:image")!);
    expect(image.pathname).toBe(card);
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    bodies.push(png);
  }
  expect(bodies[0]!.equals(bodies[1]!)).toBe(false);
});
