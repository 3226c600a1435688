import { Readable } from "node:stream";
import { data } from "react-router";
import { getDb } from "~/lib/db.server";
import { requireViewer } from "~/media/access.server";
import { attachmentHeader, downloadablePhoto, preparingResponse } from "~/media/downloads.server";
import { getStorage } from "~/media/storage.server";
import type { Route } from "./+types/photo-download";

/**
 * One final photo's original, for its gallery's client and share-link guests (with download rights)
 * and the owner; without location or camera metadata except for the owner (and the client when the
 * owner keeps it for the finals).
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const photo = await downloadablePhoto(await getDb(), args.params.id, args.params.photoId, viewer);
  if (photo && photo.key === null) return preparingResponse();
  const content = photo?.key ? await getStorage().get(photo.key) : undefined;
  if (!photo || !content) throw data(null, { status: 404 });
  return new Response(Readable.toWeb(content) as ReadableStream, {
    headers: {
      "Content-Type": photo.mimeType,
      "Content-Length": String(photo.size),
      "Content-Disposition": attachmentHeader(photo.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
