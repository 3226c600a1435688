import { getEnv } from "~/lib/env.server";
import { LOCALES, localizedHref } from "~/lib/i18n/locale";
import { publicPaths } from "~/site/public-pages.server";

export function loader() {
  const base = getEnv().BASE_URL;
  // Each page in both languages, each entry naming both addresses (Google's hreflang in sitemaps).
  const urls = publicPaths()
    .flatMap((path) => {
      const alternates = LOCALES.map(
        (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${base}${localizedHref(path, locale)}"/>`,
      ).join("");
      return LOCALES.map((locale) => `  <url><loc>${base}${localizedHref(path, locale)}</loc>${alternates}</url>`);
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
