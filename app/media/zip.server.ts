/**
 * A gallery's photos as one zip, streamed: entries are stored (photos do not compress), each
 * original is opened from storage only when the archiver reaches it, and nothing is written to a
 * temporary file, so memory stays flat whatever the size. Zip64 is used, so archives and files
 * over 4 GB work.
 */
import { PassThrough, type Readable } from "node:stream";
import type { FileStorage } from "~/media/storage.server";

export interface ZipEntry {
  name: string;
  key: string;
  date?: Date;
}

/** A readable that opens its source on first read (so 200 entries never mean 200 open files). */
export function lazyReadable(open: () => Promise<Readable | undefined>, name: string) {
  const out = new PassThrough();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    open().then(
      (source) => {
        if (!source) {
          out.destroy(new Error(`Stored file missing for ${name}`));
          return;
        }
        source.on("error", (error) => out.destroy(error));
        source.pipe(out);
      },
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  };
  out.once("resume", start);
  const read = out._read.bind(out);
  out._read = (size) => {
    start();
    read(size);
  };
  return out;
}

/** The archive as a stream (archiver is loaded on the first download: most processes never make a zip). */
export async function zipStream(entries: ZipEntry[], storage: FileStorage): Promise<Readable> {
  const { ZipArchive } = await import("archiver");
  const archive = new ZipArchive({ store: true, forceZip64: true });
  for (const entry of entries) {
    archive.append(
      lazyReadable(() => storage.get(entry.key), entry.name),
      { name: entry.name, date: entry.date, store: true },
    );
  }
  void archive.finalize();
  return archive;
}

/** Names inside a zip must be unique and safe: no folders, no control characters. */
export function zipEntryNames(fileNames: string[]) {
  const seen = new Set<string>();
  return fileNames.map((raw) => {
    const base = raw.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").slice(0, 150) || "photo.jpg";
    let name = base;
    for (let n = 2; seen.has(name.toLowerCase()); n++) {
      const dot = base.lastIndexOf(".");
      name = dot > 0 ? `${base.slice(0, dot)} (${n})${base.slice(dot)}` : `${base} (${n})`;
    }
    seen.add(name.toLowerCase());
    return name;
  });
}
