/**
 * The owner's studio pages in the owner's language (issue 30): uploads, the portfolio and the galleries
 * answer in the request's language (the account's, through the locale middleware), their English stays
 * as it was, and the refusals the page says before sending match the server's.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { heicHeader, photoJpeg } from "../../tests/support/images.ts";
import { args, BASE, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { formatFileSize } from "../lib/intl.ts";
import { action as newGalleryAction } from "../routes/admin/galleries.tsx";
import { action as galleryAdminAction } from "../routes/admin/gallery.tsx";
import { action as uploadAction } from "../routes/admin/media-upload.ts";
import { action as portfolioAdminAction } from "../routes/admin/portfolio.tsx";
import { localDiskStorage, useStorageForTests } from "./storage.server.ts";
import { acceptedPhotosSentence, photoTooLargeMessage } from "./upload-copy.ts";

type Account = Awaited<ReturnType<typeof signedInUser>>;
let database: TestDatabase;
let storageDir: string;
let admin: Account;
let client: Account;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "ho-studio-fr-"));
  useStorageForTests(localDiskStorage(storageDir));
  admin = await signedInUser("admin");
  client = await signedInUser("client");
});
afterAll(async () => {
  useStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await database.destroy();
});

/** What an action answered: its data, returned plainly or wrapped by `data()` with a status. */
const answerOf = <T>(value: unknown) =>
  ((value as { data?: T })?.data ?? value) as T & { message: string; fieldErrors?: Record<string, string> };

async function upload(locale: Locale, query: string, files: { name: string; content: Buffer }[]) {
  const form = new FormData();
  for (const file of files) form.append("photos", new Blob([new Uint8Array(file.content)]), file.name);
  const request = new Request(`${BASE}/admin/media/upload?${query}`, {
    method: "POST",
    headers: { origin: BASE, accept: "application/json", cookie: admin.cookie },
    body: form,
  });
  const answer = await inLocale(locale, () => uploadAction(args(request)));
  return answerOf<{ results: { name: string; ok: boolean; message: string }[] }>(answer).results;
}

function portfolioPost(locale: Locale, fields: [string, string][]) {
  const request = new Request(`${BASE}/admin/portfolio`, {
    method: "POST",
    headers: { origin: BASE, cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return run(() => inLocale(locale, () => portfolioAdminAction(args(request))));
}

describe("file sizes", () => {
  it("are written as before in English and the French way in French", () => {
    expect(formatFileSize(60 * 1024 * 1024, "en")).toBe("60 MB");
    expect(formatFileSize(10.1 * 1024 * 1024, "en")).toBe("10.1 MB");
    expect(formatFileSize(300, "en")).toBe("1 KB");
    expect(formatFileSize(1024 * 1024 * 1024, "en")).toBe("1024 MB");
    expect(formatFileSize(60 * 1024 * 1024, "fr")).toBe("60\u00a0Mo");
    expect(formatFileSize(10.1 * 1024 * 1024, "fr")).toBe("10,1\u00a0Mo");
    expect(formatFileSize(64 * 1024, "fr")).toBe("64\u00a0Ko");
    expect(formatFileSize(1024 * 1024 * 1024, "fr")).toBe("1\u202f024\u00a0Mo");
  });
});

describe("the uploader's own words", () => {
  it("say the limit and the accepted types in the page's language", () => {
    expect(photoTooLargeMessage("en")).toBe("Larger than 60 MB: this file was not uploaded.");
    expect(photoTooLargeMessage("fr")).toBe("Plus de 60\u00a0Mo\u00a0: ce fichier n’a pas été importé.");
    expect(acceptedPhotosSentence("en")).toBe("JPEG, PNG, WebP, AVIF or TIFF, up to 60 MB each.");
    expect(acceptedPhotosSentence("fr")).toBe("JPEG, PNG, WebP, AVIF ou TIFF, jusqu’à 60\u00a0Mo chacune.");
  });
});

describe("uploads in French", () => {
  it("answer each file in French: accepted, HEIC with its hint, not a photo", async () => {
    const results = await upload("fr", "to=portfolio", [
      { name: "ok.jpg", content: await photoJpeg(300, 200, 1) },
      { name: "IMG_1234.HEIC", content: heicHeader() },
      { name: "notes.jpg", content: Buffer.from("hello") },
    ]);
    expect(results.map((r) => r.message)).toEqual([
      "Importée\u00a0; traitement en cours.",
      "Photos HEIC (iPhone)\u00a0: ce format n’est pas accepté. Importez une photo au format JPEG, PNG, WebP, AVIF ou TIFF. Exportez-la d’abord en JPEG (sur iPhone\u00a0: Réglages › Appareil photo › Formats › Le plus compatible).",
      "Ce fichier n’est pas une photo utilisable. Importez une photo au format JPEG, PNG, WebP, AVIF ou TIFF.",
    ]);
  });

  it("keep their English words for an English request", async () => {
    const results = await upload("en", "to=portfolio", [{ name: "IMG_9.HEIC", content: heicHeader() }]);
    expect(results[0]?.message).toBe(
      "HEIC (iPhone) photos are not accepted. Upload JPEG, PNG, WebP, AVIF or TIFF. Export it as JPEG first (on iPhone: Settings › Camera › Formats › Most Compatible).",
    );
  });
});

describe("the portfolio in French", () => {
  it("refuses in French, naming the photos with « et », and says what it did", async () => {
    await upload("fr", "to=portfolio", [
      { name: "a.jpg", content: await photoJpeg(300, 200, 2) },
      { name: "b.jpg", content: await photoJpeg(300, 200, 3) },
    ]);
    const { listPortfolioForOwner } = await import("./portfolio.server.ts");
    const photos = await listPortfolioForOwner(database.db);
    const ids = photos.filter((p) => ["a.jpg", "b.jpg"].includes(p.fileName)).map((p) => String(p.id));
    expect(ids).toHaveLength(2);

    const refused = answerOf(
      await portfolioPost("fr", [["intent", "bulk-publish"], ...ids.map((id): [string, string] => ["ids", id])]),
    );
    expect(refused.message).toBe(
      "Ajoutez le texte alternatif de a.jpg et b.jpg avant de publier\u00a0; rien n’a été publié.",
    );
    const english = answerOf(
      await portfolioPost("en", [["intent", "bulk-publish"], ...ids.map((id): [string, string] => ["ids", id])]),
    );
    expect(english.message).toBe(
      "Add the alternative text to a.jpg and b.jpg before publishing; nothing was published.",
    );

    expect(answerOf(await portfolioPost("fr", [["intent", "bulk-unpublish"]])).message).toBe(
      "Choisissez d’abord au moins une photo.",
    );
    expect(
      answerOf(
        await portfolioPost("fr", [["intent", "bulk-unpublish"], ...ids.map((id): [string, string] => ["ids", id])]),
      ).message,
    ).toBe("2 photos retirées du portfolio.");
    expect(
      answerOf(
        await portfolioPost("fr", [
          ["intent", "move"],
          ["id", ids[0] as string],
          ["direction", "down"],
        ]),
      ).message,
    ).toBe("Descendue d’un rang.");
    expect(answerOf(await portfolioPost("fr", [["intent", "nothing"]])).message).toBe("Action inconnue.");
  });
});

describe("galleries in French", () => {
  it("point at the fields in French and refuse to publish a gallery without proofs", async () => {
    const fields = {
      clientId: client.id,
      title: "",
      selectionLimit: "0",
      expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    };
    const invalid = answerOf(
      await run(() => inLocale("fr", () => newGalleryAction(args(postForm("/admin/galleries", fields, admin.cookie))))),
    );
    expect(invalid.message).toBe("Vérifiez les champs signalés.");
    expect(invalid.fieldErrors).toMatchObject({
      title: "Donnez un titre à la galerie.",
      selectionLimit: "Le client doit pouvoir choisir au moins 1 photo.",
    });

    const created = (await run(() =>
      newGalleryAction(
        args(postForm("/admin/galleries", { ...fields, title: "Portraits", selectionLimit: "5" }, admin.cookie)),
      ),
    )) as Response;
    const galleryId = created.headers.get("location")?.split("/").pop() as string;
    const publish = answerOf(
      await run(() =>
        inLocale("fr", () =>
          galleryAdminAction(
            args(postForm(`/admin/galleries/${galleryId}`, { intent: "publish" }, admin.cookie), { id: galleryId }),
          ),
        ),
      ),
    );
    expect(publish.message).toBe("Importez au moins une épreuve avant de publier la galerie.");
    const shareTooShort = answerOf(
      await run(() =>
        inLocale("fr", () =>
          galleryAdminAction(
            args(
              postForm(`/admin/galleries/${galleryId}`, { intent: "share-on", sharePassword: "court" }, admin.cookie),
              {
                id: galleryId,
              },
            ),
          ),
        ),
      ),
    );
    expect(shareTooShort.fieldErrors?.sharePassword).toBe("Choisissez un mot de passe d’au moins 8 caractères.");
  });
});

describe("the System page in French", () => {
  it("names the tasks and their rhythm in French, and in English as before", async () => {
    const { loader: systemLoader } = await import("../routes/admin/system.tsx");
    const request = () => args(new Request(`${BASE}/admin/system`, { headers: { cookie: admin.cookie } }));
    const french = await inLocale("fr", () => systemLoader(request()));
    expect(french.kinds.find((kind) => kind.kind === "owner.nudges")).toMatchObject({
      label: "Rappels aux clients inactifs",
      schedule: "Toutes les 15 minutes",
    });
    expect(french.kinds.find((kind) => kind.kind === "media.process")?.label).toBe("Traitement des photos importées");
    const english = await inLocale("en", () => systemLoader(request()));
    expect(english.kinds.find((kind) => kind.kind === "owner.nudges")).toMatchObject({
      label: "Reminders to idle clients",
      schedule: "Every 15 minutes",
    });
  });
});

describe("the Settings page in French", () => {
  it("answers its forms in French, and in English as before", async () => {
    const { action: settingsAction } = await import("../routes/admin/settings.tsx");
    const post = (locale: Locale, fields: Record<string, string>) =>
      run(() => inLocale(locale, () => settingsAction(args(postForm("/admin/settings", fields, admin.cookie)))));
    const badRetention = {
      intent: "retention",
      inquiryMonths: "0",
      galleryFilesMonths: "12",
      inactiveAccountYears: "3",
      warningDays: "30",
    };
    expect(answerOf(await post("fr", badRetention)).message).toBe(
      "Saisissez des nombres entiers\u00a0: demandes et photos des galeries de 1 à 120 mois, comptes de 1 à 10 ans, avertissement de 7 à 90 jours.",
    );
    expect(answerOf(await post("en", badRetention)).message).toBe(
      "Use whole numbers: inquiries and gallery photos 1–120 months, accounts 1–10 years, the warning 7–90 days.",
    );
    expect(
      answerOf(await post("fr", { intent: "nudges", enabled: "on", firstDelayDays: "3", secondDelayDays: "10" }))
        .message,
    ).toBe("Rappels enregistrés.");
  });
});
