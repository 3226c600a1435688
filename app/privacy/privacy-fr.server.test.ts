/**
 * The privacy features in the reader's language (issue 30): the data export's README.txt and refusals, and the
 * refusals and confirmations of deleting an account, are in French for a French request; English stays word for
 * word what it was. The names written into the kept bookings and payments are not a reader's: they stay English.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { unzip } from "../../tests/support/zip.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { type FileStorage, localDiskStorage, useStorageForTests } from "../media/storage.server.ts";
import { action as accountAction } from "../routes/account/account.tsx";
import { action as exportAction } from "../routes/account/export.ts";
import { type AccountData, accountZip, MAX_EXPORT_FILE_BYTES } from "./export.server.ts";
import { deleteClientAccount, exportResponse } from "./self-service.server.ts";

let database: TestDatabase;
let storageDir: string;
beforeAll(async () => {
  database = await useFreshAppDatabase({ OWNER_EMAIL: "owner@example.com" });
  storageDir = mkdtempSync(path.join(tmpdir(), "ho-privacy-fr-"));
  useStorageForTests(localDiskStorage(storageDir));
});
afterAll(async () => {
  useStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await database.destroy();
});

type Account = Awaited<ReturnType<typeof signedInUser>>;

/** The README.txt of `account`'s export, downloaded in `locale`. */
async function readme(account: Account, locale: Locale) {
  const response = (await inLocale(locale, () =>
    run(() => exportAction(args(postForm("/account/export", {}, account.cookie)))),
  )) as Response;
  expect(response.status).toBe(200);
  const files = await unzip(Buffer.from(await response.arrayBuffer()));
  return files.get("README.txt")?.toString("utf8");
}

/** The answer to deleting one's own account from /account, in `locale`. */
async function deleteOwn(account: Account, locale: Locale, fields: Record<string, string>) {
  const answer = (await inLocale(locale, () =>
    run(() =>
      accountAction(
        args(postForm("/account", { intent: "delete-account", confirm: "DELETE", ...fields }, account.cookie)),
      ),
    ),
  )) as { data: { message: string; fields: Record<string, string> }; init: { status: number } };
  return { status: answer.init.status, message: answer.data.message, fields: answer.data.fields };
}

describe("Download my data, in the reader's language", { timeout: 60_000 }, () => {
  it("writes README.txt in French for a French reader, and word for word as before in English", async () => {
    const client = await signedInUser("client");
    expect(await readme(client, "en")).toBe(
      [
        "This archive holds the data kept about your account, as of the moment you downloaded it.",
        "",
        "profile.json: your account, sign-in methods and sessions.",
        "answers.json, answers.csv: your Blueprint answers; answer-history.json, answer-history.csv: every change.",
        "reports.json: your phases and the reports sent to you.",
        "bookings.json, bookings.csv; payments.json, payments.csv; receipts.json; packages.json.",
        "galleries.json: your gallery photos with your favourites and selection; gallery-comments.json.",
        "inquiries.json: the messages you sent through the contact form, with the replies.",
        "uploads/: the files you uploaded; uploads.json describes them.",
        "",
      ].join("\n"),
    );
    await database.db.execute(sql`delete from rate_limits`);
    const french = await readme(client, "fr");
    expect(french).toContain(
      "Cette archive contient les données conservées sur votre compte, telles qu’elles étaient au moment de votre téléchargement.",
    );
    expect(french).toContain("profile.json\u00a0: votre compte, vos moyens de connexion et vos sessions.");
    expect(french).toContain("uploads/\u00a0: les fichiers que vous avez déposés\u00a0; uploads.json les décrit.");
    expect(french).not.toMatch(/your|the files/);
  });

  it("names the files left out of a too large download in the reader's language", async () => {
    const big = {
      original_name: "film.mov",
      mime_type: "video/quicktime",
      size: MAX_EXPORT_FILE_BYTES,
      created_at: "",
    };
    const none = { answers: [], history: [], reports: [], bookings: [], payments: [], receipts: [], packages: [] };
    const data = {
      ...none,
      profile: {},
      galleries: [],
      comments: [],
      inquiries: [],
      uploads: [
        { ...big, id: "u1", storage_key: "k1" },
        { ...big, id: "u2", storage_key: "k2" },
        { ...big, id: "u3", storage_key: "k3" },
      ],
    } as unknown as AccountData;
    const storage = { get: async () => Readable.from([Buffer.from("x")]) } as unknown as FileStorage;
    const readmeOf = async (locale: Locale) => {
      const archive = await inLocale(locale, () => accountZip(data, storage));
      const chunks: Buffer[] = [];
      for await (const chunk of archive) chunks.push(Buffer.from(chunk));
      return (await unzip(Buffer.concat(chunks))).get("README.txt")?.toString("utf8");
    };
    expect(await readmeOf("en")).toContain(
      "2 uploaded files were left out because the download would be larger than 200 MB. Ask the owner for them.",
    );
    expect(await readmeOf("fr")).toContain(
      "2 fichiers déposés n’ont pas été inclus, car le téléchargement dépasserait 200\u00a0Mo. Demandez-les à la propriétaire du site.",
    );
  });

  it("says when the next download is possible, and that someone else's account is not found, in French", async () => {
    const client = await signedInUser("client");
    const other = await signedInUser("client");
    const download = (locale: Locale) =>
      inLocale(locale, () => run(() => exportAction(args(postForm("/account/export", {}, client.cookie)))));
    await ((await download("en")) as Response).arrayBuffer();
    const english = (await download("en")) as Response;
    expect(english.status).toBe(429);
    expect(await english.text()).toBe("You downloaded your data a moment ago. You can download it again in 5 minutes.");
    const french = (await download("fr")) as Response;
    expect(french.status).toBe(429);
    expect(await french.text()).toBe(
      "Vous avez téléchargé vos données il y a un instant. Vous pourrez les télécharger de nouveau dans 5 minutes.",
    );
    const hidden = await inLocale("fr", () => exportResponse(database.db, other, client.id));
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toBe("Introuvable.");
  });
});

describe("Delete my account, in the reader's language", { timeout: 60_000 }, () => {
  it("refuses an administrator's own account in French", async () => {
    const admin = await signedInUser("admin");
    const english = await deleteOwn(admin, "en", { password: admin.password });
    expect(english).toMatchObject({
      status: 403,
      message: "An administrator's account cannot be deleted here. Give the administrator role to someone else first.",
    });
    const french = await deleteOwn(admin, "fr", { password: admin.password });
    expect(french).toMatchObject({
      status: 403,
      message:
        "Le compte d’un administrateur ne peut pas être supprimé ici. Confiez d’abord le rôle d’administrateur à quelqu’un d’autre.",
    });
  });

  it("refuses a wrong authenticator code, then too many attempts, in French", async () => {
    const client = await signedInUser("client");
    await database.db.execute(sql`update users set two_factor_enabled = true where id = ${client.id}`);
    const english = await deleteOwn(client, "en", { password: client.password, code: "000000" });
    expect(english.fields.code).toBe("This code is not correct. Try the current one.");
    const french = await deleteOwn(client, "fr", { password: client.password, code: "000000" });
    expect(french.fields.code).toBe(
      "Ce code n’est pas correct. Saisissez celui qu’affiche actuellement votre application.",
    );
    for (let attempt = 3; attempt <= 5; attempt++) await deleteOwn(client, "en", { password: "not it" });
    expect(await deleteOwn(client, "en", { password: client.password })).toMatchObject({
      status: 429,
      message: "Too many attempts. Please wait 15 minutes and try again.",
    });
    expect(await deleteOwn(client, "fr", { password: client.password })).toMatchObject({
      status: 429,
      message: "Trop de tentatives. Patientez 15 minutes, puis réessayez.",
    });
  });

  it("answers the owner in French: the address mistyped, another administrator, the account deleted", async () => {
    const owner = await signedInUser("admin");
    const client = await signedInUser("client");
    const otherAdmin = await signedInUser("admin");
    expect(await deleteClientAccount(database.db, owner, client.id, "x@example.com")).toMatchObject({
      status: 400,
      message: "Type the client's e-mail address exactly to confirm.",
    });
    expect(
      await inLocale("fr", () => deleteClientAccount(database.db, owner, client.id, "x@example.com")),
    ).toMatchObject({ status: 400, message: "Pour confirmer, saisissez exactement l’adresse e-mail du client." });
    expect(await deleteClientAccount(database.db, owner, otherAdmin.id, otherAdmin.email)).toMatchObject({
      status: 403,
      message: "Not for an administrator's account.",
    });
    expect(
      await inLocale("fr", () => deleteClientAccount(database.db, owner, otherAdmin.id, otherAdmin.email)),
    ).toMatchObject({ status: 403, message: "Cette action n’est pas possible sur le compte d’un administrateur." });
    expect(await inLocale("fr", () => deleteClientAccount(database.db, owner, client.id, client.email))).toEqual({
      ok: true,
      status: 200,
      message: `Le compte de ${client.email} a été supprimé.`,
    });
  });
});
