import { Readable } from "node:stream";
import { data } from "react-router";
import { getDb } from "~/lib/db.server";
import { getStorage } from "~/lib/storage.server";
import { requireViewer } from "~/media/access.server";
import { attachmentHeader, downloadablePhoto } from "~/media/downloads.server";
import type { Route } from "./+types/photo-download";

/** One final photo's original, for its gallery's client and share-link guests (with download rights) and the owner. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const photo = await downloadablePhoto(await getDb(), args.params.id, args.params.photoId, viewer);
  const content = photo && (await getStorage().get(photo.key));
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
