import { useEffect, useRef, useState } from "react";
import { data, useFetcher, useLocation } from "react-router";
import { z } from "zod";
import { PORTFOLIO_CATEGORIES } from "~/lib/db/schema";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { removeStorageGarbage } from "~/lib/uploads.server";
import { CATEGORY_LABELS } from "~/media/categories";
import { PhotoUploader, parseUploadSummary } from "~/media/components/photo-uploader";
import { useRefreshWhilePending } from "~/media/components/use-refresh-while-pending";
import { failure, readSmallForm } from "~/media/forms.server";
import { Picture } from "~/media/picture";
import {
  listPortfolioForOwner,
  movePhoto,
  PhotoDetailsSchema,
  removeFromPortfolio,
  reorderPortfolio,
  setFeatured,
  setPublished,
  updatePhotoDetails,
} from "~/media/portfolio.server";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Portfolio", noindex: true });

const Id = z.coerce
  .number("Choose a photo.")
  .int("Choose a photo.")
  .positive("Choose a photo.")
  .max(2_147_483_647, "Choose a photo.");
const ActionSchema = z.discriminatedUnion(
  "intent",
  [
    PhotoDetailsSchema.extend({ intent: z.literal("details") }),
    z.object({ intent: z.literal("publish"), id: Id }),
    z.object({ intent: z.literal("unpublish"), id: Id }),
    z.object({ intent: z.literal("feature"), id: Id }),
    z.object({ intent: z.literal("unfeature"), id: Id }),
    z.object({ intent: z.literal("move"), id: Id, direction: z.enum(["up", "down"], "Choose up or down.") }),
    z.object({ intent: z.literal("delete"), id: Id }),
    z.object({
      intent: z.literal("reorder"),
      order: z
        .string()
        .max(20_000)
        .transform((v) => v.split(",").filter(Boolean).map(Number))
        .pipe(z.array(z.number().int().positive().max(2_147_483_647)).min(1, "Send the new order.").max(2000)),
    }),
  ],
  "Unknown action.",
);

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  return { photos: await listPortfolioForOwner(await getDb()) };
}

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  try {
    const parsed = ActionSchema.safeParse(await readSmallForm(args.request));
    if (!parsed.success) {
      return data(
        { ok: false, id: null, message: parsed.error.issues[0]?.message ?? "Invalid form." },
        { status: 400 },
      );
    }
    const input = parsed.data;
    switch (input.intent) {
      case "details":
        await updatePhotoDetails(db, input);
        return { ok: true, id: input.id, message: "Saved." };
      case "publish":
      case "unpublish":
        await setPublished(db, input.id, input.intent === "publish");
        return { ok: true, id: input.id, message: input.intent === "publish" ? "Published." : "Unpublished." };
      case "feature":
      case "unfeature":
        await setFeatured(db, input.id, input.intent === "feature");
        return { ok: true, id: input.id, message: input.intent === "feature" ? "Featured." : "No longer featured." };
      case "move":
        await movePhoto(db, input.id, input.direction);
        return { ok: true, id: input.id, message: `Moved ${input.direction}.` };
      case "reorder":
        await reorderPortfolio(db, input.order);
        return { ok: true, id: null, message: "Order saved." };
      case "delete": {
        // The asset's delete trigger queues every file it owns; they leave storage now.
        await removeFromPortfolio(db, input.id);
        await removeStorageGarbage(db);
        return { ok: true, id: null, message: "Photo deleted." };
      }
    }
  } catch (error) {
    const { status, message } = failure(error);
    return data({ ok: false, id: null, message }, { status });
  }
}

type Photo = Route.ComponentProps["loaderData"]["photos"][number];

function PhotoCard({
  photo,
  index,
  total,
  onDragStart,
  onDropOn,
}: {
  photo: Photo;
  index: number;
  total: number;
  onDragStart(): void;
  onDropOn(): void;
}) {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data;
  const headingId = `photo-${photo.id}`;
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
          {photo.picture ? (
            <Picture photo={photo.picture} sizes="12rem" className="rounded-lg" />
          ) : (
            <p className="flex aspect-[3/2] items-center justify-center rounded-lg bg-slate-100 p-2 text-center text-sm text-slate-700">
              {photo.status === "failed" ? "Processing failed: upload it again." : "Processing…"}
            </p>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-medium text-slate-900">
            {index + 1}. {photo.fileName}{" "}
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {photo.published ? (photo.featured ? "Published · featured" : "Published") : "Not published"}
            </span>
          </h3>
          <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
            <input type="hidden" name="intent" value="details" />
            <input type="hidden" name="id" value={photo.id} />
            <label className="block text-sm font-medium text-slate-800">
              Alternative text (required to publish)
              <input
                name="altText"
                defaultValue={photo.altText}
                maxLength={300}
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
              />
            </label>
            <label className="block text-sm font-medium text-slate-800">
              Caption
              <input
                name="caption"
                defaultValue={photo.caption}
                maxLength={300}
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
              />
            </label>
            <label className="block text-sm font-medium text-slate-800">
              Category
              <select
                name="category"
                defaultValue={photo.category}
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
              >
                {PORTFOLIO_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {CATEGORY_LABELS[c]}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex items-end">
              <button type="submit" name="intent" value="details" className="btn-secondary">
                Save details
              </button>
            </div>
          </fetcher.Form>
          <div className="mt-3 flex flex-wrap gap-2">
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={photo.id} />
              <button
                type="submit"
                name="intent"
                value={photo.published ? "unpublish" : "publish"}
                className="btn-primary"
              >
                {photo.published ? "Unpublish" : "Publish"}
              </button>
            </fetcher.Form>
            {photo.published ? (
              <fetcher.Form method="post">
                <input type="hidden" name="id" value={photo.id} />
                <button
                  type="submit"
                  name="intent"
                  value={photo.featured ? "unfeature" : "feature"}
                  className="btn-secondary"
                >
                  {photo.featured ? "Stop featuring" : "Feature on home"}
                </button>
              </fetcher.Form>
            ) : null}
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={photo.id} />
              <input type="hidden" name="direction" value="up" />
              <button type="submit" name="intent" value="move" className="btn-secondary" disabled={index === 0}>
                Move up<span className="sr-only"> {photo.fileName}</span>
              </button>
            </fetcher.Form>
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={photo.id} />
              <input type="hidden" name="direction" value="down" />
              <button type="submit" name="intent" value="move" className="btn-secondary" disabled={index === total - 1}>
                Move down<span className="sr-only"> {photo.fileName}</span>
              </button>
            </fetcher.Form>
            <fetcher.Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm(`Delete ${photo.fileName} for good?`)) event.preventDefault();
              }}
            >
              <input type="hidden" name="id" value={photo.id} />
              <button type="submit" name="intent" value="delete" className="btn-secondary text-red-800">
                Delete<span className="sr-only"> {photo.fileName}</span>
              </button>
            </fetcher.Form>
          </div>
          {result ? (
            <p
              role={result.ok ? "status" : "alert"}
              className={`mt-2 text-sm ${result.ok ? "text-emerald-800" : "text-red-800"}`}
            >
              {result.message}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

export default function AdminPortfolio({ loaderData, actionData }: Route.ComponentProps) {
  const { photos } = loaderData;
  const location = useLocation();
  const reorder = useFetcher<typeof action>();
  const dragged = useRef<number | null>(null);
  const [order, setOrder] = useState(photos.map((p) => p.id));
  useEffect(() => setOrder(photos.map((p) => p.id)), [photos]);
  useRefreshWhilePending(photos.some((p) => p.status === "pending"));
  const byId = new Map(photos.map((p) => [p.id, p]));
  const ordered = order.map((id) => byId.get(id)).filter((p): p is Photo => Boolean(p));

  return (
    <div className="container-page py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-900">Portfolio</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Upload photos, describe them, then publish the ones you want on the public portfolio. Featured photos also
        appear on the home and photography pages. Drag photos (or use Move up / Move down) to change their order.
      </p>
      <div className="mt-6">
        <PhotoUploader
          action="/admin/media/upload?to=portfolio"
          label="Add photos"
          summary={parseUploadSummary(location.search)}
        />
      </div>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 text-red-800">
          {actionData.message}
        </p>
      ) : null}
      {reorder.data ? (
        <p role={reorder.data.ok ? "status" : "alert"} className="mt-4 text-sm text-slate-800">
          {reorder.data.message}
        </p>
      ) : null}
      {photos.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          No photos yet. Add your first ones above.
        </p>
      ) : (
        <ol className="mt-8 space-y-4" aria-label="Portfolio photos, in order">
          {ordered.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              index={index}
              total={ordered.length}
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
      )}
    </div>
  );
}
