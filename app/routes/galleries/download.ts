import { Readable } from "node:stream";
import { data } from "react-router";
import { getDb } from "~/lib/db.server";
import { requireViewer } from "~/media/access.server";
import { attachmentHeader, downloadableFinals, preparingResponse } from "~/media/downloads.server";
import { getStorage } from "~/media/storage.server";
import { zipStream } from "~/media/zip.server";
import type { Route } from "./+types/download";

/** The gallery's final photos as one zip, streamed (no temporary file, flat memory, Zip64). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const finals = await downloadableFinals(await getDb(), args.params.id, viewer);
  if (!finals) throw data(null, { status: 404 });
  if (finals.preparing) return preparingResponse();
  const name = `${
    finals.title
      .replace(/[^A-Za-z0-9 _-]+/g, "")
      .trim()
      .slice(0, 80) || "photos"
  }.zip`;
  return new Response(Readable.toWeb(await zipStream(finals.entries, getStorage())) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": attachmentHeader(name),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
