import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { Field } from "~/components/ui/field";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { PORTFOLIO_CATEGORIES } from "~/lib/db/schema";
import { type Db, getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { parseSubmission, payloadOf, savedReply, submissionErrors } from "~/lib/submission";
import { categoryLabel } from "~/media/categories";
import { PhotoUploader, parseUploadSummary } from "~/media/components/photo-uploader";
import { useRefreshWhilePending } from "~/media/components/use-refresh-while-pending";
import { failure, readSmallFormWithLists } from "~/media/forms.server";
import { Picture } from "~/media/picture";
import {
  bulkUpdatePortfolio,
  listPortfolioForOwner,
  movePhoto,
  PhotoDetailsSchema,
  portfolioPhotosById,
  publishWithDetails,
  removeFromPortfolio,
  reorderPortfolio,
  setFeatured,
  setPublished,
  updatePhotoDetails,
} from "~/media/portfolio.server";
import { PhotoCardSchema } from "~/media/portfolio-forms";
import { removeStorageGarbage } from "~/media/storage-sweep.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.studio_portfolio_title(), noindex: true });

const choosePhoto = { error: () => m.studio_choose_photo() };
const Id = z.coerce.number(choosePhoto).int(choosePhoto).positive(choosePhoto).max(2_147_483_647, choosePhoto);
const Ids = z
  .array(Id, { error: () => m.studio_portfolio_choose_some() })
  .min(1, { error: () => m.studio_portfolio_choose_some_first() })
  .max(2000, { error: () => m.studio_portfolio_choose_at_most() });
const ActionSchema = z.discriminatedUnion(
  "intent",
  [
    PhotoDetailsSchema.extend({ intent: z.literal("details") }),
    // From a photo's card, Publish carries its fields, saved with it; without them it publishes what is saved.
    PhotoDetailsSchema.partial().extend({ intent: z.literal("publish"), id: Id }),
    z.object({ intent: z.literal("unpublish"), id: Id }),
    z.object({ intent: z.literal("feature"), id: Id }),
    z.object({ intent: z.literal("unfeature"), id: Id }),
    z.object({
      intent: z.literal("move"),
      id: Id,
      direction: z.enum(["up", "down"], { error: () => m.studio_portfolio_choose_direction() }),
    }),
    z.object({ intent: z.literal("delete"), id: Id }),
    // Deleting asks first: the first post answers with the question, the second (confirmed) deletes.
    ...(["bulk-publish", "bulk-unpublish", "bulk-feature", "bulk-delete"] as const).map((intent) =>
      z.object({ intent: z.literal(intent), ids: Ids, confirmed: z.literal("yes").optional() }),
    ),
    z.object({
      intent: z.literal("reorder"),
      order: z
        .string()
        .max(20_000)
        .transform((v) => v.split(",").filter(Boolean).map(Number))
        .pipe(
          z
            .array(z.number().int().positive().max(2_147_483_647))
            .min(1, { error: () => m.studio_portfolio_send_order() })
            .max(2000),
        ),
    }),
  ],
  { error: () => m.studio_unknown_action() },
);

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  return { photos: await listPortfolioForOwner(await getDb()) };
}

interface PortfolioResult {
  ok: boolean;
  /** The photo a card's answer belongs to; null for the page (bulk actions, order, deletion). */
  id: number | null;
  message: string;
  /** A bulk action's answer: the page clears its choice once it succeeded. */
  bulk?: boolean;
  /** Asked before a bulk deletion: which photos, by name. */
  confirmDelete?: { ids: number[]; names: string[] };
  /** A card form's answer (its fields' errors). */
  result?: SubmissionResult<string[]>;
}

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  const answer = (result: PortfolioResult) => result;
  try {
    const { fields, lists } = await readSmallFormWithLists(args.request);
    if ("altText" in fields) return await saveCard(db, fields);
    const parsed = ActionSchema.safeParse({ ...fields, ids: lists.ids ?? [] });
    if (!parsed.success) {
      return data(
        answer({
          ok: false,
          id: null,
          bulk: fields.intent?.startsWith("bulk-"),
          message: parsed.error.issues[0]?.message ?? m.studio_invalid_form(),
        }),
        { status: 400 },
      );
    }
    const input = parsed.data;
    switch (input.intent) {
      case "details":
        await updatePhotoDetails(db, input);
        return answer({ ok: true, id: input.id, message: m.studio_portfolio_saved() });
      case "publish": {
        const { caption, altText, category } = input;
        if (caption !== undefined && altText !== undefined && category !== undefined) {
          await publishWithDetails(db, { id: input.id, caption, altText, category });
        } else {
          await setPublished(db, input.id, true);
        }
        return answer({ ok: true, id: input.id, message: m.studio_portfolio_published_done() });
      }
      case "unpublish":
        await setPublished(db, input.id, false);
        return answer({ ok: true, id: input.id, message: m.studio_portfolio_unpublished_done() });
      case "feature":
      case "unfeature":
        await setFeatured(db, input.id, input.intent === "feature");
        return answer({
          ok: true,
          id: input.id,
          message:
            input.intent === "feature" ? m.studio_portfolio_featured_done() : m.studio_portfolio_unfeatured_done(),
        });
      case "move":
        await movePhoto(db, input.id, input.direction);
        return answer({
          ok: true,
          id: input.id,
          message: input.direction === "up" ? m.studio_portfolio_moved_up() : m.studio_portfolio_moved_down(),
        });
      case "reorder":
        await reorderPortfolio(db, input.order);
        return answer({ ok: true, id: null, message: m.studio_portfolio_order_saved() });
      case "delete": {
        // The asset's delete trigger queues every file it owns; they leave storage now.
        await removeFromPortfolio(db, input.id);
        await removeStorageGarbage(db);
        return answer({ ok: true, id: null, message: m.studio_portfolio_photo_deleted() });
      }
      case "bulk-delete": {
        if (input.confirmed !== "yes") {
          const rows = await portfolioPhotosById(db, input.ids);
          return answer({
            ok: true,
            id: null,
            message: "",
            confirmDelete: { ids: rows.map((r) => r.photo.id), names: rows.map((r) => r.fileName) },
          });
        }
        const message = await bulkUpdatePortfolio(db, "delete", input.ids);
        await removeStorageGarbage(db);
        return answer({ ok: true, id: null, bulk: true, message });
      }
      case "bulk-publish":
      case "bulk-unpublish":
      case "bulk-feature": {
        const action = input.intent.slice("bulk-".length) as "publish" | "unpublish" | "feature";
        return answer({ ok: true, id: null, bulk: true, message: await bulkUpdatePortfolio(db, action, input.ids) });
      }
    }
  } catch (error) {
    const { status, message } = failure(error);
    return data(answer({ ok: false, id: null, bulk: true, message }), { status });
  }
}

/**
 * A photo card's form (its fields, with Save, Publish or Unpublish): read with the schema the card checks in the
 * browser; a refusal of the stored photo (a published photo's alternative text) lands on the field.
 */
async function saveCard(db: Db, fields: Record<string, string>) {
  const submission = parseSubmission(payloadOf(fields), PhotoCardSchema);
  const id = Number(fields.id) || null;
  const refused = (result: SubmissionResult<string[]>, status = 400) =>
    data<PortfolioResult>(
      { ok: false, id, message: Object.values(submissionErrors(result))[0] ?? m.studio_invalid_form(), result },
      { status },
    );
  if (submission.status !== "success") return refused(submission.reply());
  const { intent, published: _shown, ...details } = submission.value;
  try {
    if (intent === "details") await updatePhotoDetails(db, details);
    else if (intent === "publish") await publishWithDetails(db, details);
    else await setPublished(db, details.id, false);
  } catch (error) {
    const { status, message } = failure(error);
    const on = status === 400 ? { fieldErrors: { altText: [message] } } : { formErrors: [message] };
    return refused(submission.reply(on), status);
  }
  const message = {
    details: m.studio_portfolio_saved,
    publish: m.studio_portfolio_published_done,
    unpublish: m.studio_portfolio_unpublished_done,
  }[intent]();
  const saved: PortfolioResult = { ok: true, id: details.id, message, result: savedReply(submission) };
  return saved;
}

type Photo = Route.ComponentProps["loaderData"]["photos"][number];

function PhotoCard({
  photo,
  pageAnswer,
  index,
  total,
  selected,
  onSelect,
  onDragStart,
  onDropOn,
}: {
  photo: Photo;
  /** The action's answer about this photo when it came as a page (a form sent without JavaScript). */
  pageAnswer?: PortfolioResult;
  index: number;
  total: number;
  selected: boolean;
  onSelect(selected: boolean): void;
  onDragStart(): void;
  onDropOn(): void;
}) {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.state === "idle" ? (fetcher.data ?? pageAnswer) : undefined;
  const { formProps, fields, summary } = useSchemaForm({
    id: `photo-${photo.id}-form`,
    schema: PhotoCardSchema,
    lastResult: result?.result,
    defaultValue: {
      id: String(photo.id),
      caption: photo.caption,
      altText: photo.altText,
      category: photo.category,
      published: photo.published ? "yes" : "",
    },
  });
  const headingId = `photo-${photo.id}`;
  // Every card has these fields: their ids carry the photo's.
  const fieldIds = { altText: `alt-${photo.id}`, caption: `caption-${photo.id}`, category: `category-${photo.id}` };
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4"
      draggable
      onDragStart={onDragStart}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDropOn();
      }}
      aria-labelledby={headingId}
      data-photo-id={photo.id}
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="w-full shrink-0 sm:w-48">
          <label className="mb-2 flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              name="ids"
              value={photo.id}
              form={BULK_FORM_ID}
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              className="size-5"
            />
            {m.studio_portfolio_select()}
            <span className="sr-only"> {photo.fileName}</span>
          </label>
          {photo.picture ? (
            <Picture photo={photo.picture} sizes="12rem" className="rounded-lg" />
          ) : (
            <p className="flex aspect-[3/2] items-center justify-center rounded-lg bg-slate-100 p-2 text-center text-sm text-slate-700">
              {photo.status === "failed" ? m.studio_portfolio_processing_failed() : m.studio_processing()}
            </p>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-medium text-slate-900">
            {index + 1}. {photo.fileName}{" "}
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {photo.published
                ? photo.featured
                  ? m.studio_portfolio_published_featured()
                  : m.studio_portfolio_published()
                : m.studio_portfolio_not_published()}
            </span>
          </h3>
          {/* Save and Publish send the same fields: publishing saves what is typed, in one step. */}
          <fetcher.Form method="post" {...formProps} className="mt-3 grid gap-3 sm:grid-cols-2">
            <div className="empty:hidden sm:col-span-2">
              <SchemaFormSummary {...summary} fieldIds={fieldIds} />
            </div>
            <input type="hidden" name="id" value={photo.id} />
            <input type="hidden" name="published" value={photo.published ? "yes" : ""} />
            <Field
              {...fieldProps(fields.altText)}
              id={fieldIds.altText}
              label={m.studio_portfolio_alt_label()}
              maxLength={300}
              required={false}
            />
            <Field
              {...fieldProps(fields.caption)}
              id={fieldIds.caption}
              label={m.studio_portfolio_caption()}
              maxLength={300}
              required={false}
            />
            <Field
              {...fieldProps(fields.category)}
              id={fieldIds.category}
              as="select"
              label={m.studio_portfolio_category()}
              // A category is always chosen; a required select would need an empty first option (Nu checker).
              required={false}
            >
              {PORTFOLIO_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </Field>
            <div className="flex flex-wrap items-end gap-2">
              {/* First in the form: Enter in a field saves, it does not publish. */}
              <button type="submit" name="intent" value="details" className="btn-secondary">
                {m.studio_portfolio_save_details()}
              </button>
              <button
                type="submit"
                name="intent"
                value={photo.published ? "unpublish" : "publish"}
                className="btn-primary"
              >
                {photo.published ? m.studio_unpublish() : m.studio_publish()}
              </button>
            </div>
          </fetcher.Form>
          <div className="mt-3 flex flex-wrap gap-2">
            {photo.published ? (
              <fetcher.Form method="post">
                <input type="hidden" name="id" value={photo.id} />
                <button
                  type="submit"
                  name="intent"
                  value={photo.featured ? "unfeature" : "feature"}
                  className="btn-secondary"
                >
                  {photo.featured ? m.studio_portfolio_stop_featuring() : m.studio_portfolio_feature()}
                </button>
              </fetcher.Form>
            ) : null}
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={photo.id} />
              <input type="hidden" name="direction" value="up" />
              <button type="submit" name="intent" value="move" className="btn-secondary" disabled={index === 0}>
                {m.studio_portfolio_move_up()}
                <span className="sr-only"> {photo.fileName}</span>
              </button>
            </fetcher.Form>
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={photo.id} />
              <input type="hidden" name="direction" value="down" />
              <button type="submit" name="intent" value="move" className="btn-secondary" disabled={index === total - 1}>
                {m.studio_portfolio_move_down()}
                <span className="sr-only"> {photo.fileName}</span>
              </button>
            </fetcher.Form>
            <fetcher.Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm(m.studio_portfolio_delete_question({ fileName: photo.fileName })))
                  event.preventDefault();
              }}
            >
              <input type="hidden" name="id" value={photo.id} />
              <button type="submit" name="intent" value="delete" className="btn-secondary text-red-800">
                {m.studio_delete()}
                <span className="sr-only"> {photo.fileName}</span>
              </button>
            </fetcher.Form>
          </div>
          {result && (result.ok || !result.result) ? (
            <p
              role={result.ok ? "status" : "alert"}
              className={`mt-2 text-sm ${result.ok ? "text-success" : "text-red-800"}`}
            >
              {result.message}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

const BULK_FORM_ID = "portfolio-bulk";

/**
 * Acting on several photos: the cards' checkboxes belong to this form (their `form` attribute), so it
 * works without JavaScript; with it, the bar counts the choice and offers "Select all". Deleting asks
 * first (the server answers with the question, so the confirmation works without JavaScript too).
 */
function BulkBar({
  selected,
  total,
  hydrated,
  onSelectAll,
}: {
  selected: number;
  total: number;
  hydrated: boolean;
  onSelectAll(all: boolean): void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent")?.toString().startsWith("bulk-");
  const none = hydrated && selected === 0;
  return (
    <Form
      id={BULK_FORM_ID}
      method="post"
      aria-label={m.studio_portfolio_bulk_label()}
      className="sticky bottom-0 z-10 mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-slate-300 bg-white px-4 py-3 shadow-lg"
    >
      {hydrated ? (
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-5"
            checked={total > 0 && selected === total}
            onChange={(event) => onSelectAll(event.currentTarget.checked)}
          />
          {m.studio_portfolio_select_all()}
        </label>
      ) : null}
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {hydrated ? m.studio_portfolio_selected({ count: selected }) : m.studio_portfolio_with_ticked()}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="bulk-publish" className="btn-primary" disabled={none || busy}>
          {m.studio_publish()}
        </button>
        <button type="submit" name="intent" value="bulk-feature" className="btn-secondary" disabled={none || busy}>
          {m.studio_portfolio_feature()}
        </button>
        <button type="submit" name="intent" value="bulk-unpublish" className="btn-secondary" disabled={none || busy}>
          {m.studio_unpublish()}
        </button>
        <button
          type="submit"
          name="intent"
          value="bulk-delete"
          className="btn-secondary text-red-800"
          disabled={none || busy}
        >
          {m.studio_portfolio_delete_ellipsis()}
        </button>
      </div>
    </Form>
  );
}

function ConfirmDelete({ ids, names }: { ids: number[]; names: string[] }) {
  const heading = m.studio_portfolio_confirm_heading({ count: ids.length });
  const panel = useRef<HTMLElement>(null);
  // Focus lands on the question, so a keyboard or screen reader user meets it at once.
  useEffect(() => panel.current?.focus(), []);
  return (
    <section
      aria-labelledby="confirm-delete"
      className="mt-6 rounded-2xl border-2 border-red-800 bg-white p-5"
      tabIndex={-1}
      ref={panel}
    >
      <h2 id="confirm-delete" className="font-serif text-xl font-bold text-brand-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{m.studio_portfolio_confirm_body({ names: names.join(", ") })}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        {ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" name="intent" value="bulk-delete" className="btn-primary">
          {m.studio_portfolio_confirm_delete({ count: ids.length })}
        </button>
        <Link to="/admin/portfolio" className="btn-secondary">
          {m.studio_portfolio_keep()}
        </Link>
      </Form>
    </section>
  );
}

export default function AdminPortfolio({ loaderData, actionData }: Route.ComponentProps) {
  const { photos } = loaderData;
  const location = useLocation();
  const reorder = useFetcher<typeof action>();
  const dragged = useRef<number | null>(null);
  const [order, setOrder] = useState(photos.map((p) => p.id));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setOrder(photos.map((p) => p.id)), [photos]);
  // A bulk action that succeeded clears the choice; a deleted photo leaves it.
  useEffect(() => {
    if (actionData?.ok && actionData.bulk) setSelected(new Set());
  }, [actionData]);
  useEffect(() => {
    setSelected((current) => new Set([...current].filter((id) => photos.some((p) => p.id === id))));
  }, [photos]);
  useRefreshWhilePending(photos.some((p) => p.status === "pending"));
  const byId = new Map(photos.map((p) => [p.id, p]));
  const ordered = order.map((id) => byId.get(id)).filter((p): p is Photo => Boolean(p));
  const confirm = actionData?.confirmDelete;

  return (
    <div className="container-page py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-900">{m.studio_portfolio_title()}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{m.studio_portfolio_lead()}</p>
      <div className="mt-6">
        <PhotoUploader
          action="/admin/media/upload?to=portfolio"
          label={m.studio_portfolio_add_photos()}
          summary={parseUploadSummary(location.search)}
        />
      </div>
      {/* Without JavaScript every form's answer arrives here; with it, only the page's own (the cards answer in place). */}
      {actionData?.message ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-4 ${actionData.ok ? "text-success" : "text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : null}
      {confirm ? <ConfirmDelete ids={confirm.ids} names={confirm.names} /> : null}
      {reorder.data ? (
        <p role={reorder.data.ok ? "status" : "alert"} className="mt-4 text-sm text-slate-800">
          {reorder.data.message}
        </p>
      ) : null}
      {photos.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          {m.studio_portfolio_empty()}
        </p>
      ) : (
        <>
          <ol className="mt-8 space-y-4" aria-label={m.studio_portfolio_list()}>
            {ordered.map((photo, index) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                pageAnswer={actionData?.id === photo.id ? actionData : undefined}
                index={index}
                total={ordered.length}
                selected={selected.has(photo.id)}
                onSelect={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(photo.id);
                    else next.delete(photo.id);
                    return next;
                  })
                }
                onDragStart={() => {
                  dragged.current = photo.id;
                }}
                onDropOn={() => {
                  const from = dragged.current;
                  dragged.current = null;
                  if (from === null || from === photo.id) return;
                  const next = order.filter((id) => id !== from);
                  next.splice(next.indexOf(photo.id), 0, from);
                  setOrder(next);
                  reorder.submit({ intent: "reorder", order: next.join(",") }, { method: "post" });
                }}
              />
            ))}
          </ol>
          <BulkBar
            selected={selected.size}
            total={photos.length}
            hydrated={hydrated}
            onSelectAll={(all) => setSelected(new Set(all ? photos.map((p) => p.id) : []))}
          />
        </>
      )}
    </div>
  );
}
