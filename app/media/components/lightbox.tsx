import { Fragment, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { m } from "~/paraglide/messages";
import { Picture } from "../picture.tsx";
import type { PictureData } from "../picture-data.ts";
import { keepTabInside } from "../viewer/focus-trap.ts";

/** The large photo fills the stage whatever its shape; nothing here blocks the browser's pinch-zoom. */
export const VIEWER_IMAGE_CLASS = "h-full! w-full! object-contain";
const VIEWER_PICTURE_CLASS = "h-full w-full bg-transparent!";

export interface LightboxItem {
  key: string;
  picture: PictureData;
  caption?: string;
}

/**
 * The viewer's layout, shared by the modal viewer, its static twin and a photo's own page: a line
 * with the counter and caption, the photo as large as the screen allows, Previous / Next with the
 * page's own actions between them, and an optional panel (comments) beside the photo on a wide
 * screen and below it on a phone. `close` comes first, so it is the first control focus reaches.
 */
export function ViewerFrame({
  stage,
  counter,
  caption,
  previous,
  next,
  close,
  actions,
  details,
  fullScreen = true,
}: {
  stage: ReactNode;
  counter: ReactNode;
  caption?: ReactNode;
  previous: ReactNode;
  next: ReactNode;
  close: ReactNode;
  actions?: ReactNode;
  details?: ReactNode;
  /** In the modal viewer (the whole screen); a photo's page puts it below the site's header instead. */
  fullScreen?: boolean;
}) {
  const height = fullScreen ? "h-dvh lg:h-full" : "h-[calc(100dvh-6rem)] lg:h-full";
  return (
    <div className={`relative flex min-h-full flex-col lg:flex-row ${fullScreen ? "lg:h-full" : "lg:h-[80dvh]"}`}>
      <div className="absolute top-2 right-3 z-10">{close}</div>
      <figure className={`flex min-w-0 flex-col lg:flex-1 ${height}`}>
        <figcaption className="flex min-h-14 flex-wrap items-center gap-x-3 py-2 pr-28 pl-4 text-sm">
          <span>{counter}</span>
          {caption ? <span className="viewer-muted min-w-0 truncate">{caption}</span> : null}
        </figcaption>
        <div className="flex min-h-0 flex-1 items-center justify-center px-2">{stage}</div>
        <div className="flex flex-wrap items-center justify-center gap-2 p-3">
          {previous}
          {actions}
          {next}
        </div>
      </figure>
      {details ? (
        <aside
          aria-label={m.media_viewer_details()}
          className="border-t border-[#f3eee6]/25 p-4 lg:w-96 lg:shrink-0 lg:overflow-y-auto lg:border-t-0 lg:border-l lg:pt-16"
        >
          {details}
        </aside>
      ) : null}
    </div>
  );
}

/** The photo in the viewer's stage. */
export function ViewerPicture({ picture }: { picture: PictureData }) {
  return (
    <Picture
      photo={picture}
      sizes="100vw"
      priority
      placeholder={false}
      className={VIEWER_PICTURE_CLASS}
      imgClassName={VIEWER_IMAGE_CLASS}
    />
  );
}

/** A horizontal swipe of one finger, long enough and not while the page is pinch-zoomed: the direction, or 0. */
export function swipeDirection(start: { x: number; fingers: number } | null, endX: number | undefined) {
  if (!start || endX === undefined || start.fingers !== 1) return 0;
  if (typeof window !== "undefined" && (window.visualViewport?.scale ?? 1) > 1.01) return 0;
  const distance = endX - start.x;
  if (Math.abs(distance) < 50) return 0;
  return distance < 0 ? 1 : -1;
}

/**
 * A grid whose photos open in a full-screen viewer: each thumbnail is a plain link (to the large
 * image or to the photo's own page), so the grid works without JavaScript; with it, a click opens a
 * modal <dialog> (the page behind is inert and does not scroll, focus stays inside, Escape closes,
 * focus returns to the thumbnail), with the arrow keys and a swipe for previous/next.
 * `renderActions` and `renderDetails` put the page's own controls (a favourite, comments) inside it.
 */
export function Lightbox({
  items,
  renderThumb,
  renderActions,
  renderDetails,
  label,
  listClassName,
}: {
  listClassName: string;
  items: LightboxItem[];
  renderThumb(item: LightboxItem, index: number, open: (event: React.MouseEvent) => void): ReactNode;
  renderActions?(item: LightboxItem): ReactNode;
  renderDetails?(item: LightboxItem): ReactNode;
  label: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const touch = useRef<{ x: number; fingers: number } | null>(null);

  const show = useCallback(
    (next: number) => setIndex(((next % items.length) + items.length) % items.length),
    [items.length],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) element.showModal();
    if (index === null && element.open) element.close();
  }, [index]);

  const current = index === null ? null : items[index];

  return (
    <>
      <ul className={listClassName}>
        {items.map((item, i) =>
          renderThumb(item, i, (event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            opener.current = event.currentTarget as HTMLElement;
            show(i);
          }),
        )}
      </ul>
      <dialog
        ref={dialog}
        aria-label={label}
        className="photo-viewer"
        onClose={() => {
          setIndex(null);
          opener.current?.focus();
        }}
        onKeyDown={(event) => {
          if (index === null) return;
          keepTabInside(event, event.currentTarget);
          // Arrow keys in a text field move its caret, not the photo.
          if (event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLInputElement) return;
          if (event.key === "ArrowRight") show(index + 1);
          if (event.key === "ArrowLeft") show(index - 1);
        }}
        onTouchStart={(event) => {
          const first = event.touches[0];
          // A second finger turns the gesture into a pinch: never a swipe.
          touch.current = first && event.touches.length === 1 ? { x: first.clientX, fingers: 1 } : null;
        }}
        onTouchEnd={(event) => {
          const direction = swipeDirection(touch.current, event.changedTouches[0]?.clientX);
          touch.current = null;
          if (index !== null && direction !== 0) show(index + direction);
        }}
      >
        {current ? (
          // The frame (and the focused button in it) stays from photo to photo; the photo and its panel are new.
          <ViewerFrame
            stage={<ViewerPicture key={current.key} picture={current.picture} />}
            counter={m.media_viewer_counter({ number: (index ?? 0) + 1, total: items.length })}
            caption={current.caption}
            close={
              <button type="button" className="viewer-btn-primary" onClick={() => setIndex(null)}>
                {m.media_viewer_close()}
              </button>
            }
            previous={
              <button type="button" className="viewer-btn" onClick={() => show((index ?? 0) - 1)}>
                {m.media_viewer_previous()}
              </button>
            }
            next={
              <button type="button" className="viewer-btn" onClick={() => show((index ?? 0) + 1)}>
                {m.media_viewer_next()}
              </button>
            }
            actions={renderActions ? <Fragment key={current.key}>{renderActions(current)}</Fragment> : null}
            details={renderDetails ? <Fragment key={current.key}>{renderDetails(current)}</Fragment> : null}
          />
        ) : null}
      </dialog>
    </>
  );
}

/** What a thumbnail link of a `StaticLightbox` carries for the viewer script. */
export interface ViewerLinkProps {
  "data-viewer-item": "";
  "data-viewer-caption"?: string;
}

/**
 * The same grid and viewer for a page that is not hydrated (a cacheable public page): the markup is
 * rendered here, and the behaviour comes from a small classic script (app/media/viewer/photo-viewer.ts,
 * its URL passed by the page) instead of React. Each thumbnail is a link to the large image, so the
 * page works without the script.
 */
export function StaticLightbox({
  items,
  renderThumb,
  label,
  listClassName,
  scriptUrl,
}: {
  listClassName: string;
  items: LightboxItem[];
  renderThumb(item: LightboxItem, index: number, link: ViewerLinkProps): ReactNode;
  label: string;
  scriptUrl: string;
}) {
  return (
    <div data-viewer="">
      <ul className={listClassName}>
        {items.map((item, i) =>
          renderThumb(item, i, { "data-viewer-item": "", "data-viewer-caption": item.caption || undefined }),
        )}
      </ul>
      <dialog data-viewer-dialog="" aria-label={label} className="photo-viewer">
        <ViewerFrame
          stage={<div data-viewer-stage="" className="flex h-full w-full items-center justify-center" />}
          counter={<span data-viewer-counter={m.media_viewer_counter({ number: "{number}", total: "{total}" })} />}
          caption={<span data-viewer-caption="" />}
          close={
            <button type="button" data-viewer-action="close" className="viewer-btn-primary">
              {m.media_viewer_close()}
            </button>
          }
          previous={
            <button type="button" data-viewer-action="previous" className="viewer-btn">
              {m.media_viewer_previous()}
            </button>
          }
          next={
            <button type="button" data-viewer-action="next" className="viewer-btn">
              {m.media_viewer_next()}
            </button>
          }
        />
      </dialog>
      <script src={scriptUrl} defer />
    </div>
  );
}
