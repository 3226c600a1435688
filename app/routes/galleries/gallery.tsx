import { data, Form, useFetcher } from "react-router";
import { z } from "zod";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { galleryAccess } from "~/media/access.server";
import { expectedFinalDates, formatDay } from "~/media/business-days";
import { FinalsSection } from "~/media/components/finals-section";
import { Lightbox } from "~/media/components/lightbox";
import { failure, readSmallForm } from "~/media/forms.server";
import { addComment, CommentSchema, galleryPhotosFor, setFavourite, submitSelection } from "~/media/galleries.server";
import { Picture } from "~/media/picture";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, { title: loaderData?.gallery.title ?? "Gallery", noindex: true });

const PhotoId = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, "Choose a photo.");
const ActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("favourite"), photoId: PhotoId }),
    z.object({ intent: z.literal("unfavourite"), photoId: PhotoId }),
    CommentSchema.extend({ intent: z.literal("comment"), photoId: PhotoId }),
    z.object({ intent: z.literal("submit") }),
  ],
  "Unknown action.",
);

async function requireAccess(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(args);
  const db = await getDb();
  const access = await galleryAccess(db, args.params.id, user);
  if (!access) throw data(null, { status: 404 });
  return { db, user, access };
}

export async function loader(args: Route.LoaderArgs) {
  const { db, access } = await requireAccess(args);
  const { gallery } = access;
  const photos = await galleryPhotosFor(db, access);
  const finals = photos.filter((p) => p.kind === "final");
  return {
    gallery: {
      id: gallery.id,
      title: gallery.title,
      selectionLimit: gallery.selectionLimit,
      expiresOn: gallery.expiresAt.toISOString().slice(0, 10),
      selectionSubmitted: Boolean(gallery.selectionSubmittedAt),
      allowDownloads: gallery.allowDownloads,
      expectedFinals: gallery.selectionSubmittedAt
        ? expectedFinalDates(gallery.selectionSubmittedAt.toISOString().slice(0, 10))
        : null,
    },
    proofs: photos.filter((p) => p.kind === "proof"),
    finals,
    zipBytes: finals.filter((p) => p.downloadable).reduce((sum, p) => sum + p.size, 0),
  };
}

export async function action(args: Route.ActionArgs) {
  const { db, user, access } = await requireAccess(args);
  try {
    const parsed = ActionSchema.safeParse(await readSmallForm(args.request));
    if (!parsed.success) {
      return data({ ok: false, message: parsed.error.issues[0]?.message ?? "Invalid form." }, { status: 400 });
    }
    const input = parsed.data;
    switch (input.intent) {
      case "favourite":
      case "unfavourite":
        await setFavourite(db, access, input.photoId, input.intent === "favourite");
        return {
          ok: true,
          message: input.intent === "favourite" ? "Added to your favourites." : "Removed from your favourites.",
        };
      case "comment":
        await addComment(db, access, input.photoId, user.id, input.body);
        return { ok: true, message: "Comment sent." };
      case "submit":
        await submitSelection(db, access);
        return { ok: true, message: "Thank you! Your selection has been sent." };
    }
  } catch (error) {
    const { status, message } = failure(error);
    return data({ ok: false, message }, { status });
  }
}

type Photo = Route.ComponentProps["loaderData"]["proofs"][number];

function ProofCard({ photo, open, locked }: { photo: Photo; open(event: React.MouseEvent): void; locked: boolean }) {
  const fetcher = useFetcher<typeof action>();
  const favourite = fetcher.formData ? fetcher.formData.get("intent") === "favourite" : photo.favourite;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-2" data-file-name={photo.fileName}>
      {photo.picture ? (
        <a href={photo.picture.src} onClick={open} className="block rounded-lg">
          <Picture
            photo={photo.picture}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            className="rounded-lg"
          />
        </a>
      ) : (
        <p className="flex aspect-[3/2] items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-700">
          Being prepared…
        </p>
      )}
      <p className="mt-2 truncate text-sm font-medium">{photo.fileName}</p>
      <fetcher.Form method="post" className="mt-1">
        <input type="hidden" name="photoId" value={photo.id} />
        <button
          type="submit"
          name="intent"
          value={favourite ? "unfavourite" : "favourite"}
          aria-pressed={favourite}
          disabled={locked}
          className={favourite ? "btn-primary" : "btn-secondary"}
        >
          {favourite ? "★ Favourite" : "☆ Add to favourites"}
          <span className="sr-only"> ({photo.fileName})</span>
        </button>
      </fetcher.Form>
      {photo.comments.map((c) => (
        <p key={c.at} className="mt-1 rounded bg-slate-50 p-1 text-sm text-slate-800">
          <span className="font-medium">{c.author}:</span> {c.body}
        </p>
      ))}
      <fetcher.Form method="post" className="mt-2">
        <input type="hidden" name="photoId" value={photo.id} />
        <label htmlFor={`comment-${photo.id}`} className="block text-sm text-slate-800">
          Comment on {photo.fileName}
        </label>
        <textarea
          id={`comment-${photo.id}`}
          name="body"
          rows={2}
          maxLength={1000}
          required
          className="mt-1 block w-full rounded-md border border-slate-300 p-1 text-sm"
        />
        <button type="submit" name="intent" value="comment" className="btn-secondary mt-1">
          Send comment
        </button>
      </fetcher.Form>
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {fetcher.data.message}
        </p>
      ) : null}
    </li>
  );
}

export default function ClientGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { gallery, proofs, finals, zipBytes } = loaderData;
  const favourites = proofs.filter((p) => p.favourite).length;
  const ready = proofs.filter((p): p is Photo & { picture: NonNullable<Photo["picture"]> } => Boolean(p.picture));
  return (
    <div className="container-page py-10">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Your private gallery</p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-brand-900">{gallery.title}</h1>
      <p className="mt-2 text-slate-700">Open until {formatDay(gallery.expiresOn)}.</p>

      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-4 font-medium ${actionData.ok ? "text-emerald-800" : "text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : null}

      <FinalsSection
        galleryId={gallery.id}
        heading="Your final photos"
        finals={finals}
        allowDownloads={gallery.allowDownloads}
        zipBytes={zipBytes}
      />

      <section aria-labelledby="proofs" className="mt-8">
        <h2 id="proofs" className="font-serif text-2xl font-bold text-brand-900">
          Proofs
        </h2>
        <p className="mt-2 text-slate-700" aria-live="polite">
          {gallery.selectionSubmitted
            ? `Your selection is submitted. Your final photos are expected ${gallery.expectedFinals ? `between ${formatDay(gallery.expectedFinals.from)} and ${formatDay(gallery.expectedFinals.to)}` : "soon"}.`
            : `Choose up to ${gallery.selectionLimit} favourites, then submit your selection. You have ${favourites} of ${gallery.selectionLimit}.`}
        </p>
        {!gallery.selectionSubmitted ? (
          <Form method="post" className="mt-3">
            <button type="submit" name="intent" value="submit" className="btn-primary">
              Submit my selection
            </button>
          </Form>
        ) : null}
        <Lightbox
          listClassName="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          label="Proof viewer"
          items={ready.map((p) => ({ key: p.id, picture: p.picture, caption: p.fileName }))}
          renderThumb={(item, _index, open) => {
            const photo = ready.find((p) => p.id === item.key) as Photo;
            return <ProofCard key={item.key} photo={photo} open={open} locked={gallery.selectionSubmitted} />;
          }}
        />
      </section>
    </div>
  );
}
