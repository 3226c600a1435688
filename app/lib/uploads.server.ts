/**
 * Mood board uploads: an image (JPEG, PNG, WebP, GIF) or a PDF, recognised by its content (not its
 * name), at most 10 MB, stored under a generated name and served only to its owner and the admin.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { eq } from "drizzle-orm";
import { fileTypeFromFile } from "file-type";
import { uploads } from "./db/schema.ts";
import type { Db } from "./db.server.ts";
import type { ReceivedFile } from "./forms.server.ts";
import { HttpError } from "./http.server.ts";
import type { SessionUser } from "./session.server.ts";
import { getStorage } from "./storage.server.ts";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ALLOWED_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "application/pdf"] as const;

/** A file name that is safe to show and to put in a header: no path, no control characters. */
export function safeFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"<>]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150);
  return cleaned && cleaned !== "." && cleaned !== ".." ? cleaned : "upload";
}

export async function storeUpload(db: Db, userId: string, file: ReceivedFile) {
  try {
    if (file.size === 0) throw new HttpError(400, "The file is empty.");
    const detected = await fileTypeFromFile(file.tempPath);
    if (!detected || !(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(detected.mime)) {
      throw new HttpError(400, "Upload an image (JPEG, PNG, WebP or GIF) or a PDF.");
    }
    const id = randomBytes(18).toString("base64url");
    await getStorage().put(id, createReadStream(file.tempPath));
    const fileName = safeFileName(file.originalName);
    await db.insert(uploads).values({
      id,
      userId,
      originalName: fileName,
      mimeType: detected.mime,
      size: file.size,
      storageKey: id,
    });
    return { fileId: id, fileName };
  } finally {
    await file.discard();
  }
}

/** The upload, if this viewer may see it (its owner or the admin); otherwise undefined. */
export async function findViewableUpload(db: Db, id: string, viewer: SessionUser) {
  if (!/^[\w-]{10,100}$/.test(id)) return undefined;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row || (row.userId !== viewer.id && viewer.role !== "admin")) return undefined;
  return row;
}
