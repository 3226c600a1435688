import { getEnv } from "~/lib/env.server";
import { socialCardPng } from "~/site/social-card.server";

/** GET /og/default.png: the site's default social card (see app/site/social-card.server.ts). */
export async function loader() {
  const png = await socialCardPng(getEnv().SITE_NAME);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=86400",
    },
  });
}
