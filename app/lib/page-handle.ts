/**
 * Route `handle` flags read by the root layout. A pure content page exports
 * `export const handle = contentPage;`: it ships no JavaScript at all (no hydration, no module
 * preloads, no scroll-restoration script), and its anonymous rendering may be served from the
 * public-page cache (see app/lib/public-page-cache.ts). Pages with forms and the signed-in app
 * keep the default: server rendering plus progressive enhancement.
 */
export interface PageHandle {
  /** `false`: the document carries no `<script>` that runs (JSON-LD data blocks only). */
  scripts?: boolean;
  /**
   * With `scripts: false`: the page includes classic scripts of its own, loaded from our origin
   * (`<script src="/assets/…" defer>`), allowed by `script-src 'self'`: no inline code, no nonce,
   * so the document can still be cached and shared (e.g. /portfolio's photo viewer).
   */
  ownScripts?: boolean;
  /**
   * A signed-in page that each user's last rendering may be served again while nothing has been written
   * (app/lib/private-page-cache.server.ts; its path must also be in `PRIVATE_CACHE_PATHS`).
   */
  keptPrivately?: boolean;
}

export const contentPage: PageHandle = { scripts: false };

/** A content page whose only behaviour is a small script file of its own (no React on the client). */
export const contentPageWithOwnScripts: PageHandle = { scripts: false, ownScripts: true };

/** True when the deepest matched route that says anything about its own scripts has some. */
export function documentHasOwnScripts(handles: readonly unknown[]): boolean {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index] as PageHandle | undefined;
    if (handle && typeof handle.scripts === "boolean") return handle.ownScripts === true;
  }
  return false;
}

/** True when the deepest matched route that says anything about scripts turns them off. */
export function documentShipsScripts(handles: readonly unknown[]): boolean {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index] as PageHandle | undefined;
    if (handle && typeof handle.scripts === "boolean") return handle.scripts;
  }
  return true;
}

/** True when the deepest matched route lets its signed-in renderings be kept for their user. */
export function documentKeptPrivately(handles: readonly unknown[]): boolean {
  const handle = handles.at(-1) as PageHandle | undefined;
  return handle?.keptPrivately === true;
}
