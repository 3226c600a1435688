/**
 * A counter of the writes this process made to its embedded database: every statement that changed
 * rows bumps it once it has run (db/client.server.ts wraps the PGlite client). The signed-in page
 * cache (private-page-cache.server.ts) keeps a rendering only while the counter still has the value it
 * had before the rendering's session lookup and loaders ran, so any write, from any request or
 * background worker, that a rendering may have missed makes it unusable.
 *
 * Why bumping after a write is enough: a rendering that read the counter before the bump is dropped;
 * one that read it after the bump began after the write had run, so it saw the write. Like the
 * public-page cache, the HTTP entry and the server bundle each load a copy of this module, so the
 * counter lives on `globalThis`.
 */

const KEY = Symbol.for("holistic-omega.data-version");

interface Holder {
  version: number;
}

function holder(): Holder {
  const global = globalThis as typeof globalThis & { [KEY]?: Holder };
  global[KEY] ??= { version: 0 };
  return global[KEY];
}

export function dataVersion(): number {
  return holder().version;
}

export function bumpDataVersion() {
  holder().version += 1;
}
