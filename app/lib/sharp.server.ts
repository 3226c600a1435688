/**
 * sharp (libvips), loaded the first time a picture is processed: a server that never handles an image
 * does not pay its start-up time or memory (~20 MB). Two cores are shared with the web server, so
 * libvips uses one thread per operation and keeps no cache.
 */
import type SharpModule from "sharp";

let loaded: Promise<typeof SharpModule> | undefined;

export function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
