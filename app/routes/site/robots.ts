import { getEnv } from "~/lib/env.server";
import { privatePrefixes } from "~/site/public-pages.server";

export function loader() {
  const lines = [
    "User-agent: *",
    ...privatePrefixes.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${getEnv().BASE_URL}/sitemap.xml`,
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
