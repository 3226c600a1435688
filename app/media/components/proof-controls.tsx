/**
 * The client's controls on a proof, shared by the gallery's grid, its viewer and a photo's own page:
 * the favourite toggle (stopped at the gallery's limit), the comments and their form, and the bar that
 * counts the selection. Every form is a plain post (no JavaScript needed); with JavaScript they send
 * in the background and the page shows the outcome at once.
 */
import { Form, useFetcher, useFetchers } from "react-router";
import { FieldError } from "~/components/ui/field";
import { SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { formatDay } from "../business-days.ts";
import type { GalleryActionResult } from "../client-gallery.server.ts";
import { CommentSchema } from "../comment-form.ts";
import { chosenSummary, limitReachedMessage } from "../selection-copy.ts";

export interface ProofForControls {
  id: string;
  fileName: string;
  favourite: boolean;
  comments: { body: string; author: string; at: string }[];
}

/** Each proof's favourite state as the page should show it now: saved state, overridden by posts in flight. */
export function useFavourites(proofs: ProofForControls[]) {
  const fetchers = useFetchers();
  const pending = new Map<string, boolean>();
  for (const fetcher of fetchers) {
    const intent = fetcher.formData?.get("intent");
    const photoId = fetcher.formData?.get("photoId");
    if ((intent === "favourite" || intent === "unfavourite") && typeof photoId === "string") {
      pending.set(photoId, intent === "favourite");
    }
  }
  const isFavourite = (photo: ProofForControls) => pending.get(photo.id) ?? photo.favourite;
  return { isFavourite, chosen: proofs.filter(isFavourite).length };
}

export const SELECTION_SUMMARY_ID = "selection-summary";

/**
 * A toggle button (its name stays "Favourite", aria-pressed says whether it is one). At the limit the
 * other photos' buttons are disabled and point to the line that explains why; the server refuses
 * anyway with the same words.
 */
export function FavouriteButton({
  photo,
  favourite,
  atLimit,
  limit,
  onDark = false,
}: {
  photo: ProofForControls;
  favourite: boolean;
  atLimit: boolean;
  limit: number;
  onDark?: boolean;
}) {
  const fetcher = useFetcher<GalleryActionResult>({ key: `favourite-${photo.id}` });
  const blocked = !favourite && atLimit;
  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const style = onDark
    ? favourite
      ? "viewer-btn-primary"
      : "viewer-btn"
    : favourite
      ? "btn-primary"
      : "btn-secondary";
  return (
    <fetcher.Form method="post" className="inline-flex flex-col items-center gap-1">
      <input type="hidden" name="photoId" value={photo.id} />
      <button
        type="submit"
        name="intent"
        value={favourite ? "unfavourite" : "favourite"}
        aria-pressed={favourite}
        disabled={blocked}
        aria-describedby={blocked ? SELECTION_SUMMARY_ID : undefined}
        title={blocked ? limitReachedMessage(limit) : undefined}
        className={style}
      >
        <span aria-hidden="true">{favourite ? "★" : "☆"}</span> {m.media_favourite()}
        <span className="sr-only"> {photo.fileName}</span>
      </button>
      {refused ? (
        <span role="alert" className={`text-sm ${onDark ? "text-[#ffb4a8]" : "text-danger"}`}>
          {refused}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/** The comments on a photo and the form to add one: the box empties once sent and cannot send twice. */
export function PhotoComments({ photo, onDark = false }: { photo: ProofForControls; onDark?: boolean }) {
  const fetcher = useFetcher<GalleryActionResult>({ key: `comment-${photo.id}` });
  const sending = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const fieldId = `comment-${photo.id}`;
  // The schema the action reads (media/comment-form.ts); a sent comment's answer empties the box.
  const { formProps, fields, summary } = useSchemaForm({
    id: `${fieldId}-form`,
    schema: CommentSchema,
    lastResult: result?.result,
  });
  const error = fields.body.errors?.[0];
  const muted = onDark ? "viewer-muted" : "text-muted";
  const locale = useLocale();
  return (
    <section aria-labelledby={`${fieldId}-heading`}>
      <h2
        id={`${fieldId}-heading`}
        className={`font-display text-xl font-medium ${onDark ? "text-[#f3eee6]" : "text-ink"}`}
      >
        {m.media_comments_heading()}
      </h2>
      {photo.comments.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {photo.comments.map((c) => (
            <li key={c.at} className="text-sm">
              <p>
                <span className="font-semibold">{c.author}</span>{" "}
                <time dateTime={c.at} className={muted}>
                  {formatDay(c.at, locale)}
                </time>
              </p>
              <p className="mt-0.5 whitespace-pre-line">{c.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={`mt-2 text-sm ${muted}`}>{m.media_comments_none()}</p>
      )}
      <fetcher.Form method="post" {...formProps} className="mt-4">
        <SchemaFormSummary {...summary} fieldIds={{ body: fieldId }} />
        <input type="hidden" name="photoId" value={photo.id} />
        <label htmlFor={fieldId} className="block text-sm font-semibold">
          {m.media_comment_label({ fileName: photo.fileName })}
        </label>
        <textarea
          id={fieldId}
          name={fields.body.name}
          rows={3}
          maxLength={1000}
          required
          readOnly={sending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={onDark ? "viewer-input mt-1" : "field-input mt-1"}
        />
        {/* On the viewer's dark ground, the error in the viewer's light red. */}
        <div className={onDark ? "[&_.field-error]:text-[#ffb4a8]" : undefined}>
          <FieldError id={`${fieldId}-error`} error={error} />
        </div>
        <button
          type="submit"
          name="intent"
          value="comment"
          disabled={sending}
          className={`${onDark ? "viewer-btn" : "btn-secondary"} mt-2`}
        >
          {sending ? m.media_comment_sending() : m.media_comment_send()}
        </button>
        {result && (result.ok || !result.result) ? (
          <p
            role={result.ok ? "status" : "alert"}
            className={`mt-2 text-sm ${result.ok ? "" : onDark ? "text-[#ffb4a8]" : "text-danger"}`}
          >
            {result.message}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}

/** The selection's count and the submit button, kept in view at the bottom of the proofs while choosing. */
export function SelectionBar({ chosen, limit }: { chosen: number; limit: number }) {
  return (
    <div className="sticky bottom-0 z-10 mt-6 flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface px-4 py-3 shadow-lg">
      <p id={SELECTION_SUMMARY_ID} aria-live="polite" className="font-medium text-ink">
        {chosenSummary(chosen, limit)}
      </p>
      <Form method="post">
        <button type="submit" name="intent" value="submit" className="btn-primary" disabled={chosen === 0}>
          {m.media_selection_submit()}
        </button>
      </Form>
    </div>
  );
}
