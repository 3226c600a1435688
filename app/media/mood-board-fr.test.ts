/**
 * The mood board's and the forms' refusals in the request's language (issue 30): a French client reads
 * them in French, sizes written the French way; English stays as it was.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { BASE } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { uploads } from "../lib/db/schema.ts";
import { readForm } from "../lib/forms.server.ts";
import { HttpError } from "../lib/http.server.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { readSmallForm } from "./forms.server.ts";
import { storeUpload, UPLOAD_QUOTA_BYTES } from "./mood-board.server.ts";

let database: TestDatabase;
let dir: string;
let client: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  dir = mkdtempSync(path.join(tmpdir(), "ho-uploads-fr-"));
  client = await signedInUser("client");
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.destroy();
});

/** A received file with `content`, as readForm hands it over. */
function received(name: string, content: Buffer) {
  const tempPath = path.join(dir, randomBytes(6).toString("hex"));
  writeFileSync(tempPath, content);
  return { fieldName: "file", originalName: name, tempPath, size: content.length, discard: async () => {} };
}

/** What `work` was refused with, in `locale`. */
async function refusal(locale: Locale, work: () => Promise<unknown>) {
  const error = await inLocale(locale, work).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, detail } = error as HttpError;
  return { status, detail };
}

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

describe("mood board uploads", () => {
  it("refuses an empty file and a file of another kind in French, and in English", async () => {
    const store = (file: ReturnType<typeof received>) => () => storeUpload(database.db, client.id, file);
    expect(await refusal("fr", store(received("vide.pdf", Buffer.alloc(0))))).toEqual({
      status: 400,
      detail: "Le fichier est vide.",
    });
    expect(await refusal("fr", store(received("notes.txt", Buffer.from("juste du texte\n".repeat(20)))))).toEqual({
      status: 400,
      detail: "Déposez une image (JPEG, PNG, WebP, AVIF, TIFF ou GIF) ou un PDF.",
    });
    expect((await refusal("en", store(received("empty.pdf", Buffer.alloc(0))))).detail).toBe("The file is empty.");
  });

  it("says the quota in French megabytes, and in English ones", async () => {
    await database.db.insert(uploads).values({
      id: "already-full-upload",
      userId: client.id,
      originalName: "big.pdf",
      mimeType: "application/pdf",
      size: UPLOAD_QUOTA_BYTES,
      storageKey: "already-full-upload",
    });
    const store = () => storeUpload(database.db, client.id, received("plan.pdf", pdf));
    expect(await refusal("fr", store)).toEqual({
      status: 413,
      detail: "Vos fichiers dépasseraient 100\u00a0Mo. Retirez un fichier avant d’en ajouter un autre.",
    });
    expect((await refusal("en", store)).detail).toBe(
      "Your files would use more than 100 MB. Remove a file before adding another.",
    );
  });
});

describe("form refusals", () => {
  const limits = { maxFieldsBytes: 1000, maxFileBytes: 1000 };

  it("says an empty multipart form and a NUL character in French", async () => {
    const empty = () =>
      readForm(
        new Request(`${BASE}/hob/x`, {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=x" },
        }),
        limits,
      );
    expect((await refusal("fr", empty)).detail).toBe("Le formulaire est vide.");
    expect((await refusal("en", empty)).detail).toBe("The form is empty.");
    const form = new FormData();
    form.append("answer", "a\u0000b");
    const nul = () => readForm(new Request(`${BASE}/hob/x`, { method: "POST", body: form }), limits);
    expect((await refusal("fr", nul)).detail).toBe("Le texte ne doit pas contenir de caractère NUL.");
    const long = new FormData();
    long.append("answer", "x".repeat(2000));
    const tooLong = () => readForm(new Request(`${BASE}/hob/x`, { method: "POST", body: long }), limits);
    expect(await refusal("fr", tooLong)).toEqual({ status: 413, detail: "Votre réponse est trop longue." });
  });

  it("answers the media pages' forms in French", async () => {
    const json = () =>
      readSmallForm(
        new Request(`${BASE}/galleries/x`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
      );
    expect(await refusal("fr", json)).toEqual({
      status: 415,
      detail: "Envoyez ce formulaire comme un formulaire ordinaire.",
    });
    expect((await refusal("en", json)).detail).toBe("Send this form as a normal form post.");
    const nul = () =>
      readSmallForm(
        new Request(`${BASE}/galleries/x`, { method: "POST", body: new URLSearchParams({ note: "a\u0000" }) }),
      );
    expect((await refusal("fr", nul)).detail).toBe("Le texte ne doit pas contenir de caractère NUL.");
  });
});
