import { pageMeta } from "~/lib/meta";
import { formatDay } from "~/media/business-days";
import { clientGalleryAction, clientGalleryView } from "~/media/client-gallery.server";
import { FinalsSection } from "~/media/components/finals-section";
import { Lightbox } from "~/media/components/lightbox";
import {
  FavouriteButton,
  PhotoComments,
  type ProofForControls,
  SelectionBar,
  useFavourites,
} from "~/media/components/proof-controls";
import { Picture } from "~/media/picture";
import { chosenSummary } from "~/media/selection-copy";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, { title: loaderData?.gallery.title ?? "Gallery", noindex: true });

export async function loader(args: Route.LoaderArgs) {
  return clientGalleryView(args);
}

export async function action(args: Route.ActionArgs) {
  return clientGalleryAction(args);
}

type Photo = Route.ComponentProps["loaderData"]["proofs"][number];
type Gallery = Route.ComponentProps["loaderData"]["gallery"];

/** What the proofs section says: one sentence per state, each replacing the one before. */
function StageNote({ gallery }: { gallery: Gallery }) {
  const { stage } = gallery;
  if (stage.name === "finals-delivered") {
    return (
      <p className="mt-2 text-ink-soft">
        Your final photos are ready above. Your proofs stay here for reference until{" "}
        <time dateTime={gallery.expiresOn}>{formatDay(gallery.expiresOn)}</time>; the ones you chose are marked.
      </p>
    );
  }
  if (stage.name === "selection-sent") {
    return (
      <p className="mt-2 text-ink-soft">
        Your selection is sent. Your final photos are expected between{" "}
        <time dateTime={stage.finalsFrom}>{formatDay(stage.finalsFrom)}</time> and{" "}
        <time dateTime={stage.finalsTo}>{formatDay(stage.finalsTo)}</time>.
      </p>
    );
  }
  return (
    <p className="mt-2 text-ink-soft">
      Open a photo to see it full screen, mark your favourites and leave a comment. Choose up to{" "}
      {gallery.selectionLimit}, then submit your selection.
    </p>
  );
}

function ProofTile({
  photo,
  galleryId,
  open,
  favourite,
  atLimit,
  limit,
  choosing,
}: {
  photo: Photo & { picture: NonNullable<Photo["picture"]> };
  galleryId: string;
  open(event: React.MouseEvent): void;
  favourite: boolean;
  atLimit: boolean;
  limit: number;
  choosing: boolean;
}) {
  const comments = photo.comments.length;
  return (
    <li className="rounded-card border border-line bg-surface p-2" data-file-name={photo.fileName}>
      <a href={`/galleries/${galleryId}/photos/${photo.id}`} onClick={open} className="block rounded-lg">
        <Picture
          photo={photo.picture}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          className="rounded-lg"
        />
      </a>
      <p className="mt-2 truncate text-sm font-medium">{photo.fileName}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        {choosing ? (
          <FavouriteButton photo={photo} favourite={favourite} atLimit={atLimit} limit={limit} />
        ) : favourite ? (
          <p className="text-sm font-semibold text-ink">
            <span aria-hidden="true">★</span> Chosen
          </p>
        ) : (
          <span />
        )}
        {comments > 0 ? (
          <p className="text-sm text-muted">{comments === 1 ? "1 comment" : `${comments} comments`}</p>
        ) : null}
      </div>
    </li>
  );
}

export default function ClientGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { gallery, proofs, finals, zipBytes } = loaderData;
  const { isFavourite, chosen } = useFavourites(proofs as ProofForControls[]);
  const choosing = gallery.stage.name === "choosing";
  const atLimit = chosen >= gallery.selectionLimit;
  const ready = proofs.filter((p): p is Photo & { picture: NonNullable<Photo["picture"]> } => Boolean(p.picture));
  const byKey = new Map(ready.map((p) => [p.id, p]));
  return (
    <div className="container-page py-10">
      <p className="eyebrow">Your private gallery</p>
      <h1 className="mt-2 font-display text-title font-medium text-ink">{gallery.title}</h1>
      <p className="mt-2 text-ink-soft">
        Open until <time dateTime={gallery.expiresOn}>{formatDay(gallery.expiresOn)}</time>.
      </p>

      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-4 ${actionData.ok ? "alert-success" : "alert-danger"}`}
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
        <h2 id="proofs" className="font-display text-heading font-medium text-ink">
          {choosing ? "Proofs" : "Your proofs"}
        </h2>
        <StageNote gallery={gallery} />
        <Lightbox
          listClassName="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          label="Proof viewer"
          items={ready.map((p) => ({ key: p.id, picture: p.picture, caption: p.fileName }))}
          renderThumb={(item, _index, open) => {
            const photo = byKey.get(item.key) as Photo & { picture: NonNullable<Photo["picture"]> };
            return (
              <ProofTile
                key={item.key}
                photo={photo}
                galleryId={gallery.id}
                open={open}
                favourite={isFavourite(photo)}
                atLimit={atLimit}
                limit={gallery.selectionLimit}
                choosing={choosing}
              />
            );
          }}
          renderActions={(item) => {
            const photo = byKey.get(item.key) as Photo;
            if (choosing) {
              return (
                <FavouriteButton
                  photo={photo}
                  favourite={isFavourite(photo)}
                  atLimit={atLimit}
                  limit={gallery.selectionLimit}
                  onDark
                />
              );
            }
            return isFavourite(photo) ? (
              <span className="px-3 font-semibold">
                <span aria-hidden="true">★</span> Chosen
              </span>
            ) : null;
          }}
          renderDetails={(item) => {
            const photo = byKey.get(item.key) as Photo;
            return (
              <>
                {choosing ? (
                  <p className="mb-4 text-sm viewer-muted" aria-live="polite">
                    {chosenSummary(chosen, gallery.selectionLimit)}
                  </p>
                ) : null}
                <PhotoComments photo={photo} onDark />
              </>
            );
          }}
        />
        {proofs.length > ready.length ? (
          <p className="mt-4 text-sm text-muted">
            {proofs.length - ready.length === 1
              ? "One more photo is"
              : `${proofs.length - ready.length} more photos are`}{" "}
            being prepared.
          </p>
        ) : null}
        {choosing ? <SelectionBar chosen={chosen} limit={gallery.selectionLimit} /> : null}
      </section>
    </div>
  );
}
