import { Readable } from "node:stream";
import { data } from "react-router";
import { getDb } from "~/lib/db.server";
import { authorizeAsset, viewerOf } from "~/media/access.server";
import { derivativeKey } from "~/media/pipeline/pipeline.server";
import { FORMAT_OF_EXTENSION } from "~/media/pipeline/urls";
import { getStorage } from "~/media/storage.server";
import type { Route } from "./+types/derivative";

const FILE = /^(\d{1,5})\.(avif|webp|jpg)$/;

/**
 * One derivative of a photo. Public portfolio photos are cached immutably (the content hash is in
 * the URL); gallery photos go through the gallery authorisation and are never stored by caches.
 * Anything unknown, stale or not allowed answers 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { assetId, hash, file } = args.params;
  const match = FILE.exec(file);
  if (!match || !/^[a-f0-9]{16}$/.test(hash)) throw data(null, { status: 404 });
  const width = Number(match[1]);
  const format = FORMAT_OF_EXTENSION[match[2] as keyof typeof FORMAT_OF_EXTENSION];
  const decision = await authorizeAsset(await getDb(), assetId, await viewerOf(args), "view");
  const derivative = decision?.asset.derivatives.find((d) => d.format === format && d.width === width);
  if (!decision || !derivative || decision.asset.contentHash !== hash) throw data(null, { status: 404 });
  const content = await getStorage().get(derivativeKey(assetId, hash, derivative));
  if (!content) throw data(null, { status: 404 });
  return new Response(Readable.toWeb(content) as ReadableStream, {
    headers: {
      "Content-Type": `image/${format}`,
      "Content-Length": String(derivative.size),
      "Cache-Control": decision.cache === "public" ? "public, max-age=31536000, immutable" : "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
