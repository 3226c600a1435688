import { data, redirect } from "react-router";
import { type Db, getDb } from "~/lib/db.server";
import { HttpError } from "~/lib/http.server";
import { requireApiRole } from "~/lib/session.server";
import { addGalleryPhoto, requireOwnerGallery } from "~/media/galleries.server";
import { addToPortfolio } from "~/media/portfolio.server";
import { receivePhotoUploads, type UploadResult } from "~/media/upload.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/media-upload";

/** Where the photos go: `?to=portfolio`, or `?to=gallery&gallery=<id>&kind=proof|final`. */
async function target(db: Db, url: URL) {
  const to = url.searchParams.get("to");
  if (to === "portfolio") {
    return {
      use: "portfolio" as const,
      back: "/admin/portfolio",
      watermark: null,
      attach: (tx: Db, id: string) => addToPortfolio(tx, id),
    };
  }
  const kind = url.searchParams.get("kind");
  if (to === "gallery" && (kind === "proof" || kind === "final")) {
    const gallery = await requireOwnerGallery(db, url.searchParams.get("gallery") ?? "");
    return {
      use: kind as "proof" | "final",
      back: `/admin/galleries/${gallery.id}`,
      watermark: kind === "proof" ? gallery.watermarkText : null,
      attach: (tx: Db, id: string, name: string) => addGalleryPhoto(tx, gallery.id, kind, id, name),
    };
  }
  throw new HttpError(400, m.studio_upload_where());
}

/**
 * The owner's photo upload. The role and the destination are checked before the body is read;
 * the answer is JSON for the page's script (one result per file) or, for a plain form post,
 * a redirect back to the page with the results.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireApiRole(args, "admin");
  const db = await getDb();
  const url = new URL(args.request.url);
  const wantsJson = (args.request.headers.get("accept") ?? "").includes("application/json");
  let results: UploadResult[];
  let back: string;
  try {
    const destination = await target(db, url);
    back = destination.back;
    results = await receivePhotoUploads(db, args.request, {
      use: destination.use,
      uploadedBy: user.id,
      watermark: destination.watermark,
      attach: destination.attach,
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // A request the endpoint cannot use at all (no files, unknown destination) is a clear 4xx;
    // refusals of single files come back as results, below.
    return data({ detail: error.detail }, { status: error.status });
  }
  if (wantsJson) {
    const refused = results.filter((r) => !r.ok);
    const status = refused.length < results.length ? 200 : refused.every((r) => r.tooLarge) ? 413 : 415;
    return data({ results }, { status });
  }
  const summary = results.map((r) => ({ name: r.name, ok: r.ok, message: r.message }));
  return redirect(`${back}?upload=${encodeURIComponent(JSON.stringify(summary).slice(0, 6000))}`, 303);
}

export function loader() {
  throw data({ detail: "Send photos with POST." }, { status: 405, headers: { Allow: "POST" } });
}
