/**
 * Privacy by self-service (issue 30): the export ZIP opened and read, the deletion checked in the
 * database and on disk, the owner acting for a client, and the one authorisation rule.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateIn } from "~/booking/availability";
import { ANONYMISED_EMAIL, ANONYMISED_NAME } from "~/lib/anonymised";
import { enqueueEmail, enqueueEmails } from "~/lib/email/outbox.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, get, isRedirect, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { unzip as readZip } from "../../tests/support/zip.ts";
import { saveAnswers } from "../blueprint/blueprint.server.ts";
import { PHASES } from "../blueprint/questionnaires/engine.ts";
import { saveReportNote } from "../blueprint/results.server.ts";
import { selectRows } from "../lib/db/rows.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { localDiskStorage, useStorageForTests } from "../media/storage.server.ts";
import { findReceipt, receiptPdf } from "../payments/receipts.server.ts";
import { action as accountAction } from "../routes/account/account.tsx";
import { action as exportAction } from "../routes/account/export.ts";
import { loader as bookingLoader } from "../routes/admin/booking/booking.tsx";
import { loader as calendarLoader } from "../routes/admin/booking/calendar.tsx";
import { action as setupAction, loader as setupLoader } from "../routes/admin/booking/setup.tsx";
import { action as clientAction } from "../routes/admin/client.tsx";
import { action as clientExportAction } from "../routes/admin/client-export.ts";
import { loader as paymentsLoader } from "../routes/admin/payments.tsx";
import { loader as feedLoader } from "../routes/booking/feed.ts";
import { deleteAccount } from "./deletion.server.ts";
import { exportResponse } from "./self-service.server.ts";

let database: TestDatabase;
let storageDir: string;
const phase1 = PHASES[0]!;
/** Each booking on its own day (the calendar refuses overlaps). */
let bookingDay = 2;

beforeAll(async () => {
  database = await useFreshAppDatabase({ OWNER_EMAIL: "owner@example.com" });
  storageDir = mkdtempSync(path.join(tmpdir(), "ho-privacy-"));
  useStorageForTests(localDiskStorage(storageDir));
});
afterAll(async () => {
  useStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await database.destroy();
});

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(database.db, query);

/**
 * A client with answers (changed once), an uploaded file on disk, a booking (still to come, or `past`), a
 * paid deposit for it, a gallery, an inquiry.
 */
async function clientWithData(options: { past?: boolean } = {}) {
  const client = await signedInUser("client");
  const db = database.db;
  await saveAnswers(db, client.id, phase1, [{ key: "values-q1", value: "Honesty first" }]);
  await saveAnswers(db, client.id, phase1, [{ key: "values-q1", value: "Courage and honesty" }]);
  const uploadKey = randomBytes(18).toString("base64url");
  const assetId = randomBytes(15).toString("base64url");
  const galleryAssetKey = `media/${assetId}/original`;
  const pdf = Buffer.from("%PDF-1.4\nmood board notes\n%%EOF\n");
  await import("../media/storage.server.ts").then(({ getStorage }) =>
    Promise.all([getStorage().put(uploadKey, pdf), getStorage().put(galleryAssetKey, Buffer.from("jpeg bytes"))]),
  );
  await db.execute(sql`insert into uploads (id, user_id, original_name, mime_type, size, storage_key)
    values (${`u${uploadKey.slice(0, 20)}`}, ${client.id}, 'mood board.pdf', 'application/pdf', ${pdf.length}, ${uploadKey})`);
  const [type] = await rows<{ id: number }>(
    sql`insert into session_types (slug, name, duration_minutes) values (${`t-${randomBytes(4).toString("hex")}`}, 'Portrait', 60) returning id`,
  );
  const day = options.past ? -bookingDay++ : bookingDay++;
  const [booking] = await rows<{ id: number }>(sql`insert into bookings
      (session_type_id, user_id, name, email, phone, time_zone, starts_at, ends_at, held_from, held_until, ics_uid)
    values (${type!.id}, ${client.id}, 'Camille Client', ${client.email}, '+33 6 00 00 00 00', 'Europe/Paris',
      now() + make_interval(days => ${day}), now() + make_interval(days => ${day}, hours => 1),
      now() + make_interval(days => ${day}), now() + make_interval(days => ${day}, hours => 1),
      ${`uid-${randomBytes(6).toString("hex")}`}) returning id`);
  const [payment] = await rows<{
    id: number;
  }>(sql`insert into payments (booking_id, user_id, name, email, description, amount_cents, status, paid_at)
    values (${booking!.id}, ${client.id}, 'Camille Client', ${client.email}, 'Deposit: Portrait', 5000, 'paid', now()) returning id`);
  await db.execute(sql`insert into receipts (number, kind, payment_id, amount_cents, details)
    values ((select coalesce(max(number), 0) + 1 from receipts), 'payment', ${payment!.id}, 5000,
      ${JSON.stringify({ seller: { name: "S", address: "A", siret: "1", vatNote: "" }, buyer: { name: "Camille Client", email: client.email }, lines: [] })}::jsonb)`);
  await db.execute(sql`insert into media_assets (id, use, original_key, original_name, mime_type, size)
    values (${assetId}, 'proof', ${galleryAssetKey}, 'IMG_1.jpg', 'image/jpeg', 10)`);
  const galleryId = randomBytes(8).toString("hex");
  await db.execute(sql`insert into galleries (id, client_id, title, expires_at, status)
    values (${galleryId}, ${client.id}, 'Spring portraits', now() + interval '30 days', 'published')`);
  const photoId = randomBytes(8).toString("hex");
  await db.execute(sql`insert into gallery_photos (id, gallery_id, asset_id, kind, file_name, favourite)
    values (${photoId}, ${galleryId}, ${assetId}, 'proof', 'IMG_1.jpg', true)`);
  await db.execute(
    sql`insert into gallery_comments (photo_id, author_id, body) values (${photoId}, ${client.id}, 'Brighter, please')`,
  );
  await db.execute(sql`insert into contact_messages (name, email, message)
    values ('Camille Client', ${client.email}, 'I would like a portrait session')`);
  return { ...client, uploadKey, galleryAssetKey, typeId: type!.id, bookingId: booking!.id, paymentId: payment!.id };
}

describe("Download my data", { timeout: 60_000 }, () => {
  it("is a ZIP with the answers and their history, bookings, payments, gallery choices, inquiries and the uploaded file", async () => {
    const client = await clientWithData();
    const response = (await run(() => exportAction(args(postForm("/account/export", {}, client.cookie))))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="my-data-/);
    const files = await readZip(Buffer.from(await response.arrayBuffer()));
    const json = (name: string) => JSON.parse(files.get(name)?.toString("utf8") ?? "null");
    expect(json("profile.json").email).toBe(client.email);
    expect(JSON.stringify(json("profile.json"))).not.toMatch(/password/i);
    expect(json("answers.json")).toEqual([
      expect.objectContaining({ questionnaire: phase1.name, question_key: "values-q1", answer: "Courage and honesty" }),
    ]);
    expect(files.get("answers.csv")?.toString()).toContain("Courage and honesty");
    const history = json("answer-history.json") as { previous_answer: unknown; new_answer: unknown }[];
    expect(history.map((h) => h.new_answer)).toEqual(["Honesty first", "Courage and honesty"]);
    expect(json("bookings.json")[0]).toMatchObject({ id: client.bookingId, phone: "+33 6 00 00 00 00" });
    expect(json("payments.json")[0]).toMatchObject({ id: client.paymentId, amount_cents: 5000 });
    expect(json("receipts.json")).toHaveLength(1);
    expect(json("galleries.json")[0]).toMatchObject({ title: "Spring portraits", favourite: true });
    expect(json("gallery-comments.json")[0]).toMatchObject({ body: "Brighter, please" });
    expect(json("inquiries.json")[0]).toMatchObject({ message: "I would like a portrait session" });
    expect(files.get("uploads/mood board.pdf")?.toString()).toContain("mood board notes");
    expect(files.get("README.txt")?.toString()).toContain("answers.json");
  });

  it("holds back the owner's note on a report until the owner approves it, as the report page does", async () => {
    const client = await signedInUser("client");
    await saveAnswers(database.db, client.id, phase1, [{ key: "values-q1", value: "Care" }], { complete: true });
    // Completing the phase made the report, a draft; the owner writes on it.
    await saveReportNote(database.db, client.id, phase1, "Draft thoughts for the owner only");
    const exportNote = async () => {
      const response = (await run(() =>
        exportAction(args(postForm("/account/export", {}, client.cookie))),
      )) as Response;
      const files = await readZip(Buffer.from(await response.arrayBuffer()));
      const reports = JSON.parse(files.get("reports.json")?.toString("utf8") ?? "[]") as { personal_note: unknown }[];
      return reports[0]?.personal_note;
    };
    expect(await exportNote()).toBeNull();
    await database.db.execute(sql`update phase_reports set status = 'approved', approved_at = now()
      where result_id in (select id from questionnaire_results where profile_id = ${client.id})`);
    await database.db.execute(sql`delete from rate_limits`);
    expect(await exportNote()).toBe("Draft thoughts for the owner only");
  });

  it("is limited to one download every few minutes per account", async () => {
    const client = await signedInUser("client");
    const first = (await run(() => exportAction(args(postForm("/account/export", {}, client.cookie))))) as Response;
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const second = (await run(() => exportAction(args(postForm("/account/export", {}, client.cookie))))) as Response;
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("is the owner's for a client, never a client's for someone else", async () => {
    const owner = await signedInUser("admin");
    const client = await clientWithData();
    const other = await signedInUser("client");
    const byOwner = (await run(() =>
      clientExportAction(args(postForm(`/admin/clients/${client.id}/export`, {}, owner.cookie), { id: client.id })),
    )) as Response;
    expect(byOwner.status).toBe(200);
    const files = await readZip(Buffer.from(await byOwner.arrayBuffer()));
    expect(JSON.parse(files.get("profile.json")!.toString()).email).toBe(client.email);
    const byClient = await run(() =>
      clientExportAction(args(postForm(`/admin/clients/${client.id}/export`, {}, other.cookie), { id: client.id })),
    );
    // An owner-only download: 403 to anyone else signed in (decisions §2).
    expect((byClient as { init?: ResponseInit }).init?.status).toBe(403);
    // The one rule every path asks: someone else's account does not exist for a client.
    const direct = await exportResponse(database.db, other, client.id);
    expect(direct.status).toBe(404);
  });
});

describe("Delete my account", { timeout: 60_000 }, () => {
  it("refuses a wrong password or a missing confirmation and changes nothing", async () => {
    const client = await clientWithData();
    const wrong = (await run(() =>
      accountAction(
        args(postForm("/account", { intent: "delete-account", confirm: "DELETE", password: "not it" }, client.cookie)),
      ),
    )) as { data: { ok: boolean; fields: Record<string, string> }; init: { status: number } };
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.fields.password).toMatch(/password is not correct/);
    const unconfirmed = (await run(() =>
      accountAction(
        args(postForm("/account", { intent: "delete-account", confirm: "", password: client.password }, client.cookie)),
      ),
    )) as { data: { fields: Record<string, string> }; init: { status: number } };
    expect(unconfirmed.init.status).toBe(400);
    expect(unconfirmed.data.fields.confirm).toMatch(/DELETE/);
    expect(await rows(sql`select 1 from users where id = ${client.id}`)).toHaveLength(1);
    expect(existsSync(path.join(storageDir, client.uploadKey))).toBe(true);
  });

  it("removes the account, its answers, files, galleries, comments and messages; keeps bookings and payments anonymised; tells the owner", async () => {
    const client = await clientWithData();
    const uploadFile = path.join(storageDir, client.uploadKey);
    const galleryFile = path.join(storageDir, ...client.galleryAssetKey.split("/"));
    expect(existsSync(uploadFile)).toBe(true);
    expect(existsSync(galleryFile)).toBe(true);
    const response = await run(() =>
      accountAction(
        args(
          postForm(
            "/account",
            { intent: "delete-account", confirm: "DELETE", password: client.password },
            client.cookie,
          ),
        ),
      ),
    );
    expect(isRedirect(response, "/account/deleted")).toBe(true);
    // The browser's session cookie is cleared.
    expect((response as Response).headers.getSetCookie().join("\n")).toMatch(/session_token=;|Max-Age=0/);
    const db = database.db;
    const count = async (table: string, where: ReturnType<typeof sql>) =>
      Number(
        (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!
          .n,
      );
    expect(await count("users", sql`id = ${client.id}`)).toBe(0);
    expect(await count("sessions", sql`user_id = ${client.id}`)).toBe(0);
    expect(await count("accounts", sql`user_id = ${client.id}`)).toBe(0);
    expect(await count("questionnaire_results", sql`profile_id = ${client.id}`)).toBe(0);
    expect(await count("uploads", sql`user_id = ${client.id}`)).toBe(0);
    expect(await count("galleries", sql`client_id = ${client.id}`)).toBe(0);
    expect(await count("gallery_comments", sql`body = 'Brighter, please' and author_id is null`)).toBe(0);
    expect(await count("contact_messages", sql`lower(email) = lower(${client.email})`)).toBe(0);
    expect(await count("storage_garbage", sql`true`)).toBe(0);
    // The files are gone from the disk.
    expect(existsSync(uploadFile)).toBe(false);
    expect(existsSync(galleryFile)).toBe(false);
    // Kept for the accounts, anonymised.
    const [booking] = await rows<{ name: string; email: string; phone: string | null; user_id: string | null }>(
      sql`select name, email, phone, user_id from bookings where id = ${client.bookingId}`,
    );
    // No name is kept, in any language: pages name the record in their reader's (below).
    expect(booking).toEqual({ name: ANONYMISED_NAME, email: ANONYMISED_EMAIL, phone: null, user_id: null });
    const [payment] = await rows<{ name: string; email: string; amount_cents: number }>(
      sql`select name, email, amount_cents from payments where id = ${client.paymentId}`,
    );
    expect(payment).toEqual({ name: ANONYMISED_NAME, email: ANONYMISED_EMAIL, amount_cents: 5000 });
    const [receipt] = await rows<{ details: { buyer: { name: string; email: string } } }>(
      sql`select details from receipts where payment_id = ${client.paymentId}`,
    );
    expect(receipt!.details.buyer).toEqual({ name: ANONYMISED_NAME, email: ANONYMISED_EMAIL });
    // Nowhere else in the database does their address remain.
    const dump = await rows<{
      t: string;
    }>(sql`select (select json_agg(b) from bookings b)::text || (select json_agg(p) from payments p)::text
        || coalesce((select json_agg(a) from audit_log a)::text, '') || coalesce((select json_agg(o) from email_outbox o)::text, '') as t`);
    expect(dump[0]!.t).not.toContain(client.email);
    const [mail] = await rows<{ to: string; subject: string }>(
      sql`select "to", subject from email_outbox where subject = 'A client deleted their account'`,
    );
    expect(mail?.to).toBe("owner@example.com");
  });

  it("leaves the owner's pages, the month's payments, the feed and the receipt naming the record in their reader's language", async () => {
    const client = await clientWithData({ past: true });
    await deleteAccount(database.db, client, { reason: "self" });
    const owner = await signedInUser("admin");
    const [{ starts_at: startsAt } = { starts_at: new Date() }] = await rows<{ starts_at: Date }>(
      sql`select starts_at from bookings where id = ${client.bookingId}`,
    );
    const week = dateIn(new Date(startsAt), await getBusinessTimeZone(database.db));
    const shown = async (work: () => unknown) => {
      const english = JSON.stringify(await run(work));
      const french = JSON.stringify(await run(() => inLocale("fr", work)));
      return { english, french };
    };
    const pages = [
      () => calendarLoader(args(get(`/admin/booking?week=${week}`, owner.cookie))),
      () =>
        bookingLoader(args(get(`/admin/booking/${client.bookingId}`, owner.cookie), { id: String(client.bookingId) })),
      () => paymentsLoader(args(get("/admin/payments", owner.cookie))),
    ];
    for (const page of pages) {
      const { english, french } = await shown(page);
      expect(english).toContain("Deleted client");
      expect(french).toContain("Client supprimé");
      expect(french).not.toContain("Deleted client");
    }
    // The owner's calendar feed names the session without an attendee or the marker address.
    await run(() => setupAction(args(postForm("/admin/booking/setup", { intent: "feed" }, owner.cookie))));
    const { feedUrl } = (await run(() => setupLoader(args(get("/admin/booking/setup", owner.cookie))))) as {
      feedUrl: string;
    };
    const token = feedUrl.split("/").pop()!;
    const feed = (await run(() => feedLoader(args(get(`/calendar-feed/${token}`), { token })))) as Response;
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, "");
    const event = ics.split("BEGIN:VEVENT").find((block) => block.includes(`/admin/booking/${client.bookingId}\r\n`));
    expect(event).toMatch(/SUMMARY:Portrait: Deleted client/);
    expect(event).not.toContain("ATTENDEE");
    expect(ics).not.toContain(ANONYMISED_EMAIL);
    const [receipt] = await rows<{ id: number }>(sql`select id from receipts where payment_id = ${client.paymentId}`);
    const found = (await findReceipt(database.db, receipt!.id))!;
    const { text } = await extractText(new Uint8Array(await receiptPdf(found)), { mergePages: true });
    expect(text).toContain("Deleted client");
    const french = await extractText(new Uint8Array(await receiptPdf({ ...found, locale: "fr" })), {
      mergePages: true,
    });
    expect(french.text).toContain("Client supprimé");
  });

  it("cancels the sessions still to come, frees their times, refunds as the client's own cancellation and tells the owner", async () => {
    const client = await clientWithData();
    const db = database.db;
    const [past] = await rows<{ id: number }>(sql`insert into bookings
        (session_type_id, user_id, name, email, time_zone, starts_at, ends_at, held_from, held_until, ics_uid)
      values (${client.typeId}, ${client.id}, 'Camille Client', ${client.email}, 'Europe/Paris',
        now() - interval '30 days', now() - interval '30 days' + interval '1 hour',
        now() - interval '30 days', now() - interval '30 days' + interval '1 hour',
        ${`uid-${randomBytes(6).toString("hex")}`}) returning id`);
    const result = await deleteAccount(db, client, { reason: "self" });
    expect(result).toMatchObject({ bookingsCancelled: 1, bookingsKept: 2 });
    const status = async (id: number) =>
      (
        await rows<{ status: string; cancelled_at: Date | null }>(
          sql`select status, cancelled_at from bookings where id = ${id}`,
        )
      )[0];
    expect(await status(client.bookingId)).toMatchObject({ status: "cancelled", cancelled_at: expect.anything() });
    expect(await status(past!.id)).toMatchObject({ status: "confirmed", cancelled_at: null });
    // Its deposit goes back, as the client's own cancellation two days ahead would (the refunds job sends it).
    expect(await rows(sql`select amount_cents, reason from refunds where payment_id = ${client.paymentId}`)).toEqual([
      { amount_cents: 5000, reason: "client_cancelled" },
    ]);
    // Its time is free: another booking may take it (the database's exclusion ignores cancelled ones).
    await db.execute(sql`insert into bookings
        (session_type_id, name, email, time_zone, starts_at, ends_at, held_from, held_until, ics_uid)
      select session_type_id, 'Next Client', 'next@example.com', time_zone, starts_at, ends_at, held_from, held_until,
        ${`uid-${randomBytes(6).toString("hex")}`} from bookings where id = ${client.bookingId}`);
    const [notice] = await rows<{ text: string }>(
      sql`select text from email_outbox where "to" = 'owner@example.com' and subject = 'A client deleted their account'
        order by id desc limit 1`,
    );
    expect(notice!.text).toContain("1 session still to come was cancelled and its time is free again.");
    expect(notice!.text).toContain("2 bookings and 1 payment are kept for the accounts");
    // Nothing is ever queued for the marker address (a receipt for the refund, a late payment's notice…).
    expect(await rows(sql`select 1 from email_outbox where "to" = ${ANONYMISED_EMAIL}`)).toEqual([]);
  });

  it("queues no e-mail to an address that can never receive one", async () => {
    const mail = (to: string) => ({ to, subject: "Your receipt", text: "Attached." });
    expect(await enqueueEmail(database.db, mail(ANONYMISED_EMAIL))).toBeUndefined();
    const ids = await enqueueEmails(database.db, [
      mail("first@example.com"),
      mail("someone@host.invalid"),
      mail("second@example.com"),
    ]);
    expect(ids[1]).toBeUndefined();
    const queued = await rows<{ id: number; to: string }>(
      sql`select id, "to" from email_outbox where id in (${ids[0] ?? 0}, ${ids[2] ?? 0}) order by id`,
    );
    expect(queued.map((row) => row.to)).toEqual(["first@example.com", "second@example.com"]);
    expect(await rows(sql`select 1 from email_outbox where "to" like '%invalid'`)).toEqual([]);
  });

  it("asks for the authenticator code when two-factor authentication is on", async () => {
    const client = await clientWithData();
    await database.db.execute(sql`update users set two_factor_enabled = true where id = ${client.id}`);
    const response = (await run(() =>
      accountAction(
        args(
          postForm(
            "/account",
            { intent: "delete-account", confirm: "DELETE", password: client.password },
            client.cookie,
          ),
        ),
      ),
    )) as { data: { fields: Record<string, string> }; init: { status: number } };
    expect(response.init.status).toBe(400);
    expect(response.data.fields.code).toMatch(/6-digit code/);
    expect(await rows(sql`select 1 from users where id = ${client.id}`)).toHaveLength(1);
  });

  it("is the owner's to do for a client (confirmed by the address), and never on an administrator", async () => {
    const owner = await signedInUser("admin");
    const client = await clientWithData();
    const mistyped = (await run(() =>
      clientAction(
        args(
          postForm(
            `/admin/clients/${client.id}`,
            { intent: "delete-account", confirmEmail: "x@example.com" },
            owner.cookie,
          ),
          { id: client.id },
        ),
      ),
    )) as { init: { status: number } };
    expect(mistyped.init.status).toBe(400);
    expect(await rows(sql`select 1 from users where id = ${client.id}`)).toHaveLength(1);
    const done = await run(() =>
      clientAction(
        args(
          postForm(
            `/admin/clients/${client.id}`,
            { intent: "delete-account", confirmEmail: client.email },
            owner.cookie,
          ),
          { id: client.id },
        ),
      ),
    );
    expect(isRedirect(done, "/admin/clients?deleted=1")).toBe(true);
    expect(await rows(sql`select 1 from users where id = ${client.id}`)).toHaveLength(0);
    const [entry] = await rows<{ actor_email: string; target_email: string }>(
      sql`select actor_email, target_email from audit_log where action = 'account-deleted' order by id desc limit 1`,
    );
    expect(entry).toEqual({ actor_email: owner.email, target_email: ANONYMISED_EMAIL });
    const otherAdmin = await signedInUser("admin");
    const refused = (await run(() =>
      clientAction(
        args(
          postForm(
            `/admin/clients/${otherAdmin.id}`,
            { intent: "delete-account", confirmEmail: otherAdmin.email },
            owner.cookie,
          ),
          { id: otherAdmin.id },
        ),
      ),
    )) as { init: { status: number } };
    expect(refused.init.status).toBe(403);
    expect(await rows(sql`select 1 from users where id = ${otherAdmin.id}`)).toHaveLength(1);
  });
});
