import { getEnv } from "~/lib/env.server";
import { DEFAULT_SOCIAL_IMAGE } from "~/lib/meta";
import { pagePath } from "~/lib/request-path";
import { socialCardPng } from "~/site/social-card.server";
import type { Route } from "./+types/social-card";

/** GET /og/default.png, /og/default-fr.png: the site's default social card (see app/site/social-card.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = pagePath(request) === DEFAULT_SOCIAL_IMAGE.paths.fr ? "fr" : "en";
  const png = await socialCardPng(getEnv().SITE_NAME, locale);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=86400",
    },
  });
}
