import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Picture } from "../picture.tsx";
import type { PictureData } from "../picture-data.ts";

/** Buttons on the viewer's dark backdrop (`white`/`black` follow the colour scheme, so they stay readable in both). */
const onDark = "btn border border-white/70 bg-black text-white hover:bg-white/15";
const closeButton = "btn bg-white text-black hover:bg-white/85";
const dialogClass = "m-auto max-h-[100dvh] max-w-[100vw] bg-transparent p-0 backdrop:bg-black/90";
const figureClass = "flex max-h-[100dvh] flex-col items-center gap-3 p-4 text-white";
// An opaque backing: the backdrop is a pseudo-element, so contrast checkers would measure against the page.
const captionClass = "rounded bg-black px-2 py-0.5 text-center text-sm";

export interface LightboxItem {
  key: string;
  picture: PictureData;
  caption?: string;
}

/**
 * A grid whose photos open in a modal viewer: each thumbnail is a plain link to the large image
 * (works without JavaScript); with JavaScript it opens a <dialog> (focus stays inside, Escape
 * closes, focus returns to the thumbnail), with arrow keys and swipe for previous/next.
 */
export function Lightbox({
  items,
  renderThumb,
  label,
  listClassName,
}: {
  listClassName: string;
  items: LightboxItem[];
  renderThumb(item: LightboxItem, index: number, open: (event: React.MouseEvent) => void): ReactNode;
  label: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const touchX = useRef<number | null>(null);

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
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            opener.current = event.currentTarget as HTMLElement;
            show(i);
          }),
        )}
      </ul>
      <dialog
        ref={dialog}
        aria-label={label}
        className={dialogClass}
        onClose={() => {
          setIndex(null);
          opener.current?.focus();
        }}
        onKeyDown={(event) => {
          if (index === null) return;
          if (event.key === "ArrowRight") show(index + 1);
          if (event.key === "ArrowLeft") show(index - 1);
        }}
        onTouchStart={(event) => {
          touchX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchX.current;
          const end = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (index === null || start === null || end === undefined || Math.abs(end - start) < 50) return;
          show(end < start ? index + 1 : index - 1);
        }}
      >
        {current ? (
          <figure className={figureClass}>
            <Picture
              key={current.key}
              photo={current.picture}
              sizes="100vw"
              priority
              className="max-h-[80dvh] w-auto bg-transparent"
              imgClassName="max-h-[80dvh] w-auto object-contain"
            />
            {/* Drawn below the caption (order-last); before it in the markup, where HTML wants the caption last. */}
            <div className="order-last flex gap-2">
              <button type="button" className={onDark} onClick={() => show((index ?? 0) - 1)}>
                Previous
              </button>
              <button type="button" className={onDark} onClick={() => show((index ?? 0) + 1)}>
                Next
              </button>
              <button type="button" className={closeButton} onClick={() => setIndex(null)}>
                Close
              </button>
            </div>
            <figcaption className={captionClass}>
              {current.caption ? <span className="block">{current.caption}</span> : null}
              <span>
                Photo {(index ?? 0) + 1} of {items.length}
              </span>
            </figcaption>
          </figure>
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
      <dialog data-viewer-dialog="" aria-label={label} className={dialogClass}>
        <figure className={figureClass}>
          <div data-viewer-stage="" className="max-h-[80dvh]" />
          {/* Drawn below the caption (order-last); before it in the markup, where HTML wants the caption last. */}
          <div className="order-last flex gap-2">
            <button type="button" data-viewer-action="previous" className={onDark}>
              Previous
            </button>
            <button type="button" data-viewer-action="next" className={onDark}>
              Next
            </button>
            <button type="button" data-viewer-action="close" className={closeButton}>
              Close
            </button>
          </div>
          <figcaption className={captionClass}>
            <span data-viewer-caption="" className="block" />
            <span data-viewer-counter="" />
          </figcaption>
        </figure>
      </dialog>
      <script src={scriptUrl} defer />
    </div>
  );
}
