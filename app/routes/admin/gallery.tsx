import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, useLocation } from "react-router";
import { z } from "zod";
import { bookingChoicesFor } from "~/booking/read-models.server";
import { SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { getDb } from "~/lib/db.server";
import { HttpError } from "~/lib/http.server";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { parseSubmission, payloadOf, savedReply } from "~/lib/submission";
import { accessTo } from "~/media/access.server";
import { formatDay } from "~/media/business-days";
import {
  type BookingChoice,
  GalleryFields,
  type GalleryFieldValues,
  galleryDefaults,
} from "~/media/components/gallery-fields";
import { PhotoUploader, parseUploadSummary } from "~/media/components/photo-uploader";
import { SharePanel } from "~/media/components/share-panel";
import { useRefreshWhilePending } from "~/media/components/use-refresh-while-pending";
import { failure, readSmallForm, studioRefusal } from "~/media/forms.server";
import {
  deliverFinals,
  GalleryFieldError,
  galleryPhotosFor,
  publishGallery,
  requireOwnerGallery,
  setPhotoHidden,
  unpublishGallery,
  updateGallerySettings,
} from "~/media/galleries.server";
import { GallerySettingsSchema } from "~/media/gallery-form";
import { Picture } from "~/media/picture";
import { disableSharing, enableSharing, regenerateShareLink, shareStatus } from "~/media/share.server";
import { ShareOnSchema } from "~/media/share-form";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData
      ? m.studio_gallery_meta_title({ title: loaderData.gallery.title })
      : m.studio_gallery_meta_untitled(),
    noindex: true,
  });

const PhotoId = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: () => m.studio_choose_photo() });
const ActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("publish") }),
    z.object({ intent: z.literal("unpublish") }),
    z.object({ intent: z.literal("deliver") }),
    z.object({ intent: z.literal("hide"), photoId: PhotoId }),
    z.object({ intent: z.literal("show"), photoId: PhotoId }),
    z.object({ intent: z.literal("share-new-link") }),
    z.object({ intent: z.literal("share-off") }),
  ],
  { error: () => m.studio_unknown_action() },
);

async function load(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireRole(args, "admin");
  const db = await getDb();
  try {
    return { db, user, gallery: await requireOwnerGallery(db, args.params.id) };
  } catch (error) {
    if (error instanceof HttpError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader(args: Route.LoaderArgs) {
  const { db, user, gallery } = await load(args);
  const access = accessTo(gallery, user);
  if (!access) throw data(null, { status: 404 });
  const photos = await galleryPhotosFor(db, access);
  return {
    gallery: {
      id: gallery.id,
      title: gallery.title,
      status: gallery.status,
      selectionLimit: gallery.selectionLimit,
      expiresOn: gallery.expiresAt.toISOString().slice(0, 10),
      allowDownloads: gallery.allowDownloads,
      finalsKeepMetadata: gallery.finalsKeepMetadata,
      watermarkText: gallery.watermarkText ?? "",
      sessionDate: gallery.sessionDate ?? "",
      bookingId: gallery.bookingId ?? "",
      clientId: gallery.clientId,
      selectionSubmittedAt: gallery.selectionSubmittedAt?.toISOString() ?? null,
      finalsDeliveredAt: gallery.finalsDeliveredAt?.toISOString() ?? null,
    },
    share: shareStatus(gallery),
    bookings: await bookingChoicesFor(db, [gallery.clientId]),
    proofs: photos.filter((p) => p.kind === "proof"),
    finals: photos.filter((p) => p.kind === "final"),
  };
}

/** What the page's forms answer; the share form's (on the one way of building a form) carries its result. */
type GalleryActionData = {
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
  /** The share form's answer. */
  result?: SubmissionResult<string[]>;
  /** The settings form's answer. */
  settingsResult?: SubmissionResult<string[]>;
};

export async function action(args: Route.ActionArgs) {
  const { db, gallery } = await load(args);
  try {
    const fields = await readSmallForm(args.request);
    const done = (message: string) => ({ ok: true, message, fieldErrors: {} as Record<string, string> });
    if (fields.intent === "share-on") {
      const submission = parseSubmission(payloadOf(fields), ShareOnSchema);
      if (submission.status !== "success") return studioRefusal(submission.reply());
      await enableSharing(db, gallery.id, submission.value.sharePassword);
      return done(m.studio_gallery_share_on_done());
    }
    if (fields.intent === "settings") {
      const submission = parseSubmission(payloadOf(fields), GallerySettingsSchema);
      const refused = (result: SubmissionResult<string[]>, status = 400, message?: string) =>
        data<GalleryActionData>({ ...studioRefusal(result, status, message).data, settingsResult: result }, { status });
      if (submission.status !== "success") return refused(submission.reply());
      try {
        await updateGallerySettings(db, gallery.id, submission.value);
      } catch (error) {
        if (error instanceof GalleryFieldError) {
          return refused(submission.reply({ fieldErrors: { [error.field]: [error.detail] } }));
        }
        const { status, message } = failure(error);
        return refused(submission.reply({ formErrors: [message] }), status, message);
      }
      return { ...done(m.studio_gallery_settings_saved()), settingsResult: savedReply(submission) };
    }
    const parsed = ActionSchema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      return data({ ok: false, message: m.studio_check_fields(), fieldErrors }, { status: 400 });
    }
    const input = parsed.data;
    switch (input.intent) {
      case "publish":
        await publishGallery(db, gallery.id);
        return done(m.studio_gallery_published_done());
      case "unpublish":
        await unpublishGallery(db, gallery.id);
        return done(m.studio_gallery_unpublished_done());
      case "deliver":
        await deliverFinals(db, gallery.id);
        return done(m.studio_gallery_delivered_done());
      case "hide":
      case "show":
        await setPhotoHidden(db, gallery.id, input.photoId, input.intent === "hide");
        return done(input.intent === "hide" ? m.studio_gallery_photo_hidden() : m.studio_gallery_photo_shown());
      case "share-new-link":
        await regenerateShareLink(db, gallery);
        return done(m.studio_gallery_share_new_done());
      case "share-off":
        await disableSharing(db, gallery.id);
        return done(m.studio_gallery_share_off_done());
    }
  } catch (error) {
    const { status, message } = failure(error);
    return data({ ok: false, message, fieldErrors: {} as Record<string, string> }, { status });
  }
}

type Photo = Route.ComponentProps["loaderData"]["proofs"][number];

function PhotoGrid({ photos, label }: { photos: Photo[]; label: string }) {
  if (photos.length === 0) return <p className="mt-3 text-slate-700">{m.studio_gallery_none_yet()}</p>;
  return (
    <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={label}>
      {photos.map((photo) => (
        <li
          key={photo.id}
          className="rounded-xl border border-slate-200 bg-white p-2 text-sm"
          data-file-name={photo.fileName}
        >
          {photo.picture ? (
            <Picture photo={photo.picture} sizes="(min-width: 1024px) 20vw, 50vw" className="rounded-lg" />
          ) : (
            <p className="flex aspect-[3/2] items-center justify-center rounded-lg bg-slate-100 text-slate-700">
              {photo.status === "failed" ? m.studio_gallery_processing_failed() : m.studio_processing()}
            </p>
          )}
          <p className="mt-2 truncate font-medium">{photo.fileName}</p>
          <p className="text-slate-700">
            {[
              photo.selected ? m.studio_gallery_selected() : photo.favourite ? m.studio_gallery_favourite() : "",
              photo.hidden ? m.studio_gallery_hidden() : "",
            ]
              .filter(Boolean)
              .join(" · ") || "\u00a0"}
          </p>
          {photo.comments.map((c) => (
            <p key={c.at} className="mt-1 rounded bg-slate-50 p-1 text-slate-800">
              <span className="font-medium">{c.author}:</span> {c.body}
            </p>
          ))}
          <Form method="post" className="mt-2">
            <input type="hidden" name="photoId" value={photo.id} />
            <button type="submit" name="intent" value={photo.hidden ? "show" : "hide"} className="btn-secondary">
              {photo.hidden ? m.studio_gallery_show() : m.studio_gallery_hide()}
              <span className="sr-only"> {photo.fileName}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { gallery, share, proofs, finals, bookings } = loaderData;
  const location = useLocation();
  const locale = useLocale();
  const summary = parseUploadSummary(location.search);
  const selected = proofs.filter((p) => p.selected);
  useRefreshWhilePending([...proofs, ...finals].some((p) => p.status === "pending"));
  return (
    <div className="container-page py-10">
      <p>
        <Link to="/admin/galleries" className="text-brand-800 underline">
          {m.studio_gallery_all()}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-brand-900">{gallery.title}</h1>
      <p className="mt-1 text-slate-700">
        {gallery.status === "published" ? m.studio_gallery_state_published() : m.studio_gallery_state_draft()} ·{" "}
        {m.studio_gallery_closes()} <time dateTime={gallery.expiresOn}>{formatDay(gallery.expiresOn, locale)}</time>
      </p>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-3 ${actionData.ok ? "text-success" : "text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={gallery.status === "published" ? "unpublish" : "publish"}
            className="btn-primary"
          >
            {gallery.status === "published" ? m.studio_unpublish() : m.studio_gallery_publish()}
          </button>
        </Form>
        {finals.length > 0 && !gallery.finalsDeliveredAt ? (
          <Form method="post">
            <button type="submit" name="intent" value="deliver" className="btn-primary">
              {m.studio_gallery_deliver()}
            </button>
          </Form>
        ) : null}
      </div>

      <section aria-labelledby="selection" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="selection" className="font-serif text-xl font-bold text-brand-900">
          {m.studio_gallery_selection()}
        </h2>
        {gallery.selectionSubmittedAt ? (
          <>
            <p className="mt-2 text-slate-700">
              {m.studio_gallery_selection_summary({ chosen: selected.length, limit: gallery.selectionLimit })}{" "}
              <time dateTime={gallery.selectionSubmittedAt}>{formatDay(gallery.selectionSubmittedAt, locale)}</time>.
            </p>
            <label htmlFor="selection-names" className="mt-3 block text-sm font-medium text-slate-800">
              {m.studio_gallery_selection_names()}
            </label>
            <textarea
              id="selection-names"
              readOnly
              rows={Math.min(10, Math.max(2, selected.length))}
              value={selected.map((p) => p.fileName).join(", ")}
              className="mt-1 block w-full rounded-md border border-slate-300 p-2 font-mono text-sm"
            />
            <p className="mt-2 flex gap-3">
              <a
                href={`/admin/galleries/${gallery.id}/selection?format=txt`}
                className="text-brand-800 underline"
                download
              >
                {m.studio_gallery_download_text()}
              </a>
              <a
                href={`/admin/galleries/${gallery.id}/selection?format=csv`}
                className="text-brand-800 underline"
                download
              >
                {m.studio_gallery_download_csv()}
              </a>
            </p>
          </>
        ) : (
          <p className="mt-2 text-slate-700">{m.studio_gallery_not_submitted()}</p>
        )}
      </section>

      <SharePanel
        share={share}
        published={gallery.status === "published"}
        lastResult={(actionData as GalleryActionData | undefined)?.result}
      />

      <section aria-labelledby="proofs" className="mt-8">
        <h2 id="proofs" className="font-serif text-xl font-bold text-brand-900">
          {m.studio_gallery_proofs_heading({ count: proofs.length })}
        </h2>
        <div className="mt-3">
          <PhotoUploader
            action={`/admin/media/upload?to=gallery&kind=proof&gallery=${gallery.id}`}
            label={m.studio_gallery_add_proofs()}
            summary={summary}
          />
        </div>
        <PhotoGrid photos={proofs} label={m.studio_gallery_proofs()} />
      </section>

      <section aria-labelledby="finals" className="mt-8">
        <h2 id="finals" className="font-serif text-xl font-bold text-brand-900">
          {m.studio_gallery_finals_heading({ count: finals.length })}
        </h2>
        <div className="mt-3">
          <PhotoUploader
            action={`/admin/media/upload?to=gallery&kind=final&gallery=${gallery.id}`}
            label={m.studio_gallery_add_finals()}
            summary={null}
          />
        </div>
        <PhotoGrid photos={finals} label={m.studio_gallery_finals()} />
      </section>

      <section aria-labelledby="settings" className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="settings" className="font-serif text-xl font-bold text-brand-900">
          {m.studio_gallery_settings()}
        </h2>
        <GallerySettingsForm
          values={gallery}
          bookings={bookings}
          clientId={gallery.clientId}
          lastResult={(actionData as GalleryActionData | undefined)?.settingsResult}
        />
      </section>
    </div>
  );
}

/** The gallery's settings, on the schema the action reads (media/gallery-form.ts). */
function GallerySettingsForm({
  values,
  bookings,
  clientId,
  lastResult,
}: {
  values: GalleryFieldValues;
  bookings: BookingChoice[];
  clientId: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "gallery-settings-form",
    schema: GallerySettingsSchema,
    lastResult,
    defaultValue: galleryDefaults(values),
  });
  return (
    <Form method="post" {...formProps} className="mt-4 space-y-4">
      <SchemaFormSummary {...summary} />
      <GalleryFields fields={fields} bookings={bookings} clientId={clientId} />
      <button type="submit" name="intent" value="settings" className="btn-primary">
        {m.studio_gallery_save_settings()}
      </button>
    </Form>
  );
}
