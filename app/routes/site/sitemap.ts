import { getEnv } from "~/lib/env.server";
import { publicPaths } from "~/lib/public-pages.server";

export function loader() {
  const base = getEnv().BASE_URL;
  const urls = publicPaths()
    .map((path) => `  <url><loc>${base}${path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
