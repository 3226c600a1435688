import { OutcomeMessage } from "~/components/ui/outcome-message";
import { useLocale } from "~/lib/i18n/use-locale";
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
import { SLOT, withSlots } from "~/media/components/with-slots";
import { Picture } from "~/media/picture";
import { chosenSummary } from "~/media/selection-copy";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, { title: loaderData?.gallery.title ?? m.media_gallery_meta_title(), noindex: true });

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
  const locale = useLocale();
  if (stage.name === "finals-delivered") {
    return (
      <p className="mt-2 text-ink-soft">
        {withSlots(m.media_gallery_stage_delivered({ date: SLOT[0] }), [
          <time key="until" dateTime={gallery.expiresOn}>
            {formatDay(gallery.expiresOn, locale)}
          </time>,
        ])}
      </p>
    );
  }
  if (stage.name === "selection-sent") {
    return (
      <p className="mt-2 text-ink-soft">
        {withSlots(m.media_gallery_stage_sent({ from: SLOT[0], to: SLOT[1] }), [
          <time key="from" dateTime={stage.finalsFrom}>
            {formatDay(stage.finalsFrom, locale)}
          </time>,
          <time key="to" dateTime={stage.finalsTo}>
            {formatDay(stage.finalsTo, locale)}
          </time>,
        ])}
      </p>
    );
  }
  return <p className="mt-2 text-ink-soft">{m.media_gallery_stage_choosing({ limit: gallery.selectionLimit })}</p>;
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
            <span aria-hidden="true">★</span> {m.media_gallery_chosen()}
          </p>
        ) : (
          <span />
        )}
        {comments > 0 ? <p className="text-sm text-muted">{m.media_comment_count({ count: comments })}</p> : null}
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
  const locale = useLocale();
  return (
    <div className="container-page py-10">
      <p className="eyebrow">{m.media_gallery_eyebrow()}</p>
      <h1 className="mt-2 font-display text-title font-medium text-ink">{gallery.title}</h1>
      <p className="mt-2 text-ink-soft">
        {withSlots(m.media_gallery_open_until({ date: SLOT[0] }), [
          <time key="until" dateTime={gallery.expiresOn}>
            {formatDay(gallery.expiresOn, locale)}
          </time>,
        ])}
      </p>

      <OutcomeMessage outcome={actionData} className="mt-4" />

      <FinalsSection
        galleryId={gallery.id}
        heading={m.media_gallery_finals_heading()}
        finals={finals}
        allowDownloads={gallery.allowDownloads}
        zipBytes={zipBytes}
      />

      <section aria-labelledby="proofs" className="mt-8">
        <h2 id="proofs" className="font-display text-heading font-medium text-ink">
          {choosing ? m.media_gallery_proofs_heading() : m.media_gallery_your_proofs_heading()}
        </h2>
        <StageNote gallery={gallery} />
        <Lightbox
          listClassName="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          label={m.media_gallery_proof_viewer()}
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
                <span aria-hidden="true">★</span> {m.media_gallery_chosen()}
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
          <p className="mt-4 text-sm text-muted">{m.media_more_preparing({ count: proofs.length - ready.length })}</p>
        ) : null}
        {choosing ? <SelectionBar chosen={chosen} limit={gallery.selectionLimit} /> : null}
      </section>
    </div>
  );
}
