/**
 * The photo viewer of pages that are not hydrated (/portfolio): a few hundred bytes of plain DOM code
 * instead of React, loaded as a classic script by the page (see `StaticLightbox` in ../components/lightbox.tsx).
 *
 * The page is complete without it: every thumbnail is a link to the large image. With it, a click
 * opens the page's `<dialog>` (modal: the page behind is inert, so focus stays inside; Escape
 * closes it), the arrow keys and a horizontal swipe move between photos, and focus returns to the
 * thumbnail that opened it. The large photo is the thumbnail's own `<picture>`, cloned with
 * `sizes="100vw"`: the browser picks the wider file from the same `srcset`.
 */

import { keepTabInside } from "./focus-trap.ts";

function setUp(root: HTMLElement) {
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-viewer-dialog]");
  const stage = dialog?.querySelector<HTMLElement>("[data-viewer-stage]");
  const caption = dialog?.querySelector<HTMLElement>("[data-viewer-caption]");
  const counter = dialog?.querySelector<HTMLElement>("[data-viewer-counter]");
  if (!dialog || !stage || !caption || !counter) return;
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>("a[data-viewer-item]"));
  let current = -1;
  let opener: HTMLElement | null = null;
  let touch: { x: number } | null = null;

  function show(next: number) {
    if (!dialog || !stage || !caption || !counter || links.length === 0) return;
    current = ((next % links.length) + links.length) % links.length;
    const link = links[current];
    const picture = link?.querySelector("picture")?.cloneNode(true) as HTMLPictureElement | undefined;
    if (!link || !picture) return;
    for (const element of picture.querySelectorAll("source, img")) element.setAttribute("sizes", "100vw");
    // The same classes as the React viewer's photo (VIEWER_IMAGE_CLASS in ../components/lightbox.tsx).
    picture.className = "block h-full w-full";
    const img = picture.querySelector("img");
    if (img) {
      img.loading = "eager";
      img.className = "h-full! w-full! object-contain";
    }
    stage.replaceChildren(picture);
    caption.textContent = link.dataset.viewerCaption ?? "";
    caption.hidden = !link.dataset.viewerCaption;
    // The words come from the server, in the page's language, with {number} and {total} to fill in.
    const words = counter.dataset.viewerCounter || "Photo {number} of {total}";
    counter.textContent = words.replace("{number}", String(current + 1)).replace("{total}", String(links.length));
    if (!dialog.open) dialog.showModal();
  }

  links.forEach((link, index) => {
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener = link;
      show(index);
    });
  });
  dialog.addEventListener("close", () => {
    stage.replaceChildren();
    current = -1;
    opener?.focus();
  });
  dialog.addEventListener("keydown", (event) => {
    keepTabInside(event, dialog);
    if (event.key === "ArrowRight") show(current + 1);
    if (event.key === "ArrowLeft") show(current - 1);
  });
  // One finger swipes; a second finger makes it a pinch (the browser zooms), and a zoomed page pans.
  dialog.addEventListener("touchstart", (event) => {
    const first = event.touches[0];
    touch = first && event.touches.length === 1 ? { x: first.clientX } : null;
  });
  dialog.addEventListener("touchend", (event) => {
    const start = touch;
    const end = event.changedTouches[0]?.clientX;
    touch = null;
    if (!start || end === undefined || Math.abs(end - start.x) < 50) return;
    if ((window.visualViewport?.scale ?? 1) > 1.01) return;
    show(end < start.x ? current + 1 : current - 1);
  });
  for (const button of dialog.querySelectorAll<HTMLButtonElement>("button[data-viewer-action]")) {
    button.addEventListener("click", () => {
      const action = button.dataset.viewerAction;
      if (action === "previous") show(current - 1);
      else if (action === "next") show(current + 1);
      else dialog.close();
    });
  }
}

for (const root of document.querySelectorAll<HTMLElement>("[data-viewer]")) setUp(root);
