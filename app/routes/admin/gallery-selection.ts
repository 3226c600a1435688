import { data } from "react-router";
import { getDb } from "~/lib/db.server";
import { HttpError } from "~/lib/http.server";
import { requireApiRole } from "~/lib/session.server";
import { requireOwnerGallery, selectionExport } from "~/media/galleries.server";
import type { Route } from "./+types/gallery-selection";

/** The client's selected file names as text (one per line) or CSV, for the owner's editing software. */
export async function loader(args: Route.LoaderArgs) {
  await requireApiRole(args, "admin");
  const format = new URL(args.request.url).searchParams.get("format") ?? "txt";
  if (format !== "txt" && format !== "csv") throw data({ detail: "Choose format=txt or format=csv." }, { status: 400 });
  const db = await getDb();
  const gallery = await requireOwnerGallery(db, args.params.id).catch((error: unknown) => {
    if (error instanceof HttpError) throw data({ detail: error.detail }, { status: 404 });
    throw error;
  });
  const body = await selectionExport(db, gallery.id, format);
  const name = `selection-${gallery.title.replace(/[^A-Za-z0-9-]+/g, "-").slice(0, 60) || "gallery"}.${format}`;
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
