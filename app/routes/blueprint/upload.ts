import { Readable } from "node:stream";
import { data } from "react-router";
import { getDb } from "~/lib/db.server";
import { requireUser } from "~/lib/session.server";
import { authorizeUpload } from "~/media/access.server";
import { uploadContentToServe } from "~/media/mood-board.server";
import { getStorage } from "~/media/storage.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/upload";

/** A client's uploaded file, for its owner and the admin only, always as a download. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const db = await getDb();
  const upload = await authorizeUpload(db, args.params.id, user);
  if (!upload) throw data(null, { status: 404 });
  const served = await uploadContentToServe(db, upload);
  if (!served) {
    throw data(m.blueprint_upload_preparing(), {
      status: 503,
      headers: { "Retry-After": "5", "Cache-Control": "private, no-store" },
    });
  }
  const content = await getStorage().get(served.key);
  if (!content) throw data(null, { status: 404 });
  const ascii = served.fileName.replace(/[^\x20-\x7e]/g, "_");
  return new Response(Readable.toWeb(content) as ReadableStream, {
    headers: {
      "Content-Type": served.mimeType,
      "Content-Length": String(served.size),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(served.fileName)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}
