import { data, Link } from "react-router";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { pageMeta } from "~/lib/meta";
import { clientGalleryAction, clientGalleryView } from "~/media/client-gallery.server";
import { ViewerFrame, ViewerPicture } from "~/media/components/lightbox";
import { FavouriteButton, PhotoComments, useFavourites } from "~/media/components/proof-controls";
import { chosenSummary } from "~/media/selection-copy";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/photo";

/**
 * One proof on its own page: where a thumbnail leads without JavaScript (with it, the gallery's viewer
 * opens instead), and an address for each photo. The same frame, favourite and comments as the viewer.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData ? `${loaderData.photo.fileName} · ${loaderData.gallery.title}` : m.media_photo_meta_title(),
    noindex: true,
  });

export async function loader(args: Route.LoaderArgs) {
  const view = await clientGalleryView(args);
  const ready = view.proofs.filter((p) => p.picture);
  const index = ready.findIndex((p) => p.id === args.params.photoId);
  const photo = ready[index];
  if (!photo?.picture) throw data(null, { status: 404 });
  const at = (i: number) => ready[(i + ready.length) % ready.length]?.id as string;
  return {
    gallery: view.gallery,
    proofs: view.proofs,
    photo: { ...photo, picture: photo.picture },
    position: { index, total: ready.length, previous: at(index - 1), next: at(index + 1) },
  };
}

export async function action(args: Route.ActionArgs) {
  return clientGalleryAction(args);
}

export default function GalleryPhoto({ loaderData, actionData }: Route.ComponentProps) {
  const { gallery, proofs, photo, position } = loaderData;
  const { isFavourite, chosen } = useFavourites(proofs);
  const choosing = gallery.stage.name === "choosing";
  const base = `/galleries/${gallery.id}`;
  return (
    <div className="container-page py-6">
      <h1 className="sr-only">{m.media_photo_heading({ fileName: photo.fileName, title: gallery.title })}</h1>
      <OutcomeMessage outcome={actionData} className="mb-4" />
      <div className="overflow-hidden rounded-card bg-[#0c0b0a] text-[#f3eee6]">
        <ViewerFrame
          fullScreen={false}
          stage={<ViewerPicture picture={photo.picture} />}
          counter={m.media_viewer_counter({ number: position.index + 1, total: position.total })}
          caption={photo.fileName}
          close={
            <Link to={base} className="viewer-btn-primary">
              {m.media_photo_back()}
            </Link>
          }
          previous={
            <Link to={`${base}/photos/${position.previous}`} className="viewer-btn">
              {m.media_viewer_previous()}
            </Link>
          }
          next={
            <Link to={`${base}/photos/${position.next}`} className="viewer-btn">
              {m.media_viewer_next()}
            </Link>
          }
          actions={
            choosing ? (
              <FavouriteButton
                photo={photo}
                favourite={isFavourite(photo)}
                atLimit={chosen >= gallery.selectionLimit}
                limit={gallery.selectionLimit}
                onDark
              />
            ) : null
          }
          details={
            <>
              {choosing ? (
                <p id="selection-summary" className="mb-4 text-sm viewer-muted">
                  {chosenSummary(chosen, gallery.selectionLimit)}
                </p>
              ) : null}
              <PhotoComments photo={photo} onDark />
            </>
          }
        />
      </div>
    </div>
  );
}
