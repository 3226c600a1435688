import { Readable } from "node:stream";
import { data } from "react-router";
import { getDb } from "~/lib/db.server";
import { requireUser } from "~/lib/session.server";
import { getStorage } from "~/lib/storage.server";
import { findViewableUpload } from "~/lib/uploads.server";
import type { Route } from "./+types/upload";

/** A client's uploaded file, for its owner and the admin only, always as a download. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const upload = await findViewableUpload(await getDb(), args.params.id, user);
  const content = upload && (await getStorage().get(upload.storageKey));
  if (!upload || !content) throw data(null, { status: 404 });
  const ascii = upload.originalName.replace(/[^\x20-\x7e]/g, "_");
  return new Response(Readable.toWeb(content) as ReadableStream, {
    headers: {
      "Content-Type": upload.mimeType,
      "Content-Length": String(upload.size),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(upload.originalName)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}
