/**
 * A counter of the writes the database saw: every statement that changed rows (and every commit, on
 * PostgreSQL) bumps it once it has run (db/client.server.ts wraps the drivers' clients). The signed-in
 * page cache (private-page-cache.server.ts) keeps a rendering only while the counter still has the
 * value it had before the rendering's session lookup and loaders ran, so any write, from any request or
 * background worker, that a rendering may have missed makes it unusable.
 *
 * Why bumping after a write is enough: a rendering that read the counter before the bump is dropped;
 * one that read it after the bump began after the write had run, so it saw the write. Other instances
 * on PostgreSQL hear of this process's bumps through the cache bus (cache-bus.server.ts) and bump their
 * own counters (`bumpDataVersionFromElsewhere`). Like the public-page cache, the HTTP entry and the
 * server bundle each load a copy of this module, so the counter lives on `globalThis`.
 */

const KEY = Symbol.for("holistic-omega.data-version");

interface Holder {
  version: number;
  /** Told of this process's own bumps (the cache bus passes them on to other instances). */
  onBump?: () => void;
}

function holder(): Holder {
  const global = globalThis as typeof globalThis & { [KEY]?: Holder };
  global[KEY] ??= { version: 0 };
  return global[KEY];
}

export function dataVersion(): number {
  return holder().version;
}

/** A write made by this process. */
export function bumpDataVersion() {
  const state = holder();
  state.version += 1;
  state.onBump?.();
}

/** A write made by another instance, heard on the cache bus. */
export function bumpDataVersionFromElsewhere() {
  holder().version += 1;
}

export function onDataVersionBump(listener: (() => void) | undefined) {
  holder().onBump = listener;
}
