import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { uprightImage, writeTemp } from "../../../tests/support/images.ts";
import { args, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { jobs } from "../../lib/db/schema.ts";
import { emailSendJob } from "../../lib/email/outbox.server.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { claimJobs, enqueueJob, runJob } from "../../lib/jobs/runner.server.ts";
import { createMediaAsset, mediaProcessJob, runDueMediaJobs } from "../../media/pipeline/jobs.server.ts";
import { localDiskStorage } from "../../media/storage.server.ts";
import { nudgeJob } from "../../owner/nudges.server.ts";
import { loader as dashboardLoader } from "../dashboard/dashboard.tsx";
import { action, loader } from "./system.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());

/** A nudge round that fails on its only attempt, as a broken SMTP or database would make it. */
async function failedJob() {
  await enqueueJob(database.db, nudgeJob, {}, { dedupeKey: `failing-${Math.random()}` });
  const [job] = await claimJobs(database.db, nudgeJob, 1, "test");
  await runJob(
    database.db,
    { ...nudgeJob, handler: () => Promise.reject(new Error("SMTP refused the message")) },
    job!,
    "test",
  );
  return job!.id;
}

describe("the owner's System page", () => {
  it("is the owner's only: a client is sent away from the page and the Retry", async () => {
    const client = await signedInUser("client");
    expect(isRedirect(await run(() => loader(args(get("/admin/system", client.cookie)))))).toBe(true);
    const id = await failedJob();
    const retry = await run(() =>
      action(args(postForm("/admin/system", { intent: "retry", id: String(id) }, client.cookie))),
    );
    expect(isRedirect(retry)).toBe(true);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.status).toBe("failed");
  });

  it("lists a task that failed every attempt, on the page and on Today, and runs it again on Retry", async () => {
    const id = await failedJob();
    const page = (await run(() => loader(args(get("/admin/system", admin.cookie))))) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page.failed).toContainEqual(
      expect.objectContaining({
        id,
        label: "Reminders to idle clients",
        error: "SMTP refused the message",
        attempts: 1,
      }),
    );
    expect(page.kinds.find((kind) => kind.kind === nudgeJob.kind)).toMatchObject({ schedule: "Every 15 minutes" });

    const today = JSON.stringify(await run(() => dashboardLoader(args(get("/dashboard", admin.cookie)))));
    expect(today).toContain("Background tasks that failed");
    expect(today).toContain("SMTP refused the message");

    const retried = (await run(() =>
      action(args(postForm("/admin/system", { intent: "retry", id: String(id) }, admin.cookie))),
    )) as { ok: boolean; message: string };
    expect(retried.ok).toBe(true);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });

    const again = (await run(() =>
      action(args(postForm("/admin/system", { intent: "retry", id: String(id) }, admin.cookie))),
    )) as { data: { ok: boolean; message: string }; init: ResponseInit };
    expect(again.init.status).toBe(409);
  });

  it("lists a failed e-mail on the System page but not twice on Today (Today names failed e-mails in words)", async () => {
    const lastAttempt = { ...emailSendJob, retries: 0 };
    await enqueueJob(database.db, lastAttempt, { outboxId: 999_999 }, { dedupeKey: `email-${Math.random()}` });
    const [job] = await claimJobs(database.db, emailSendJob, 1, "test");
    await runJob(
      database.db,
      { ...lastAttempt, handler: () => Promise.reject(new Error("mailbox unavailable 550")) },
      job!,
      "test",
    );
    const page = (await run(() => loader(args(get("/admin/system", admin.cookie))))) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page.failed.map((row) => row.id)).toContain(job!.id);
    const today = JSON.stringify(await run(() => dashboardLoader(args(get("/dashboard", admin.cookie)))));
    expect(today).not.toContain("mailbox unavailable 550");
  });

  it("words a photo that could not be processed in the owner's language, on the page and on Today; an older row as it was stored", async () => {
    // A row written before reasons were kept as codes: English, shown as it is.
    const oldText = "The image could not be processed: VipsJpeg: premature end of JPEG image";
    const [old] = await database.db
      .insert(jobs)
      .values({
        kind: mediaProcessJob.kind,
        payload: { assetId: "old" },
        status: "failed",
        attempts: 1,
        maxAttempts: 3,
        lastError: oldText,
        finishedAt: sql`now() - interval '1 second'`,
      })
      .returning({ id: jobs.id });

    // A truncated JPEG: its header passes the upload's check, its pixels cannot be decoded.
    const dir = mkdtempSync(path.join(tmpdir(), "ho-system-"));
    try {
      const storage = localDiskStorage(path.join(dir, "store"));
      const jpeg = await sharp(await uprightImage(200, 100))
        .jpeg()
        .toBuffer();
      const tempPath = await writeTemp(dir, "truncated.jpg", jpeg.subarray(0, Math.round(jpeg.length / 2)));
      const input = { use: "portfolio" as const, tempPath, originalName: "truncated.jpg", uploadedBy: null };
      const asset = await createMediaAsset(database.db, { ...input, size: statSync(tempPath).size }, storage);
      await runDueMediaJobs(database.db, storage);
      const [job] = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `asset:${asset.id}`));
      expect(job).toMatchObject({ status: "failed", lastError: '{"code":"damaged"}' });

      const english = "The photo file is damaged and could not be read. Upload the photo again from the original.";
      const french =
        "Le fichier de la photo est endommagé et n’a pas pu être lu. Importez de nouveau la photo à partir de l’original.";
      const systemPage = async (locale: "en" | "fr") =>
        (await inLocale(locale, () => run(() => loader(args(get("/admin/system", admin.cookie)))))) as Awaited<
          ReturnType<typeof loader>
        >;
      for (const [locale, label, words] of [
        ["en", "Processing uploaded photos", english],
        ["fr", "Traitement des photos importées", french],
      ] as const) {
        const page = await systemPage(locale);
        expect(page.failed).toContainEqual(expect.objectContaining({ id: job!.id, label, error: words }));
        expect(page.failed).toContainEqual(expect.objectContaining({ id: old!.id, error: oldText }));

        const today = await inLocale(locale, () => run(() => dashboardLoader(args(get("/dashboard", admin.cookie)))));
        const items = (
          today as { today: { sections: { id: string; items: { key: string; detail: string }[] }[] } }
        ).today.sections.find((section) => section.id === "failed-jobs")!.items;
        expect(items).toContainEqual(expect.objectContaining({ key: `job-${job!.id}`, detail: words }));
        expect(items).toContainEqual(expect.objectContaining({ key: `job-${old!.id}`, detail: oldText }));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a malformed Retry with a clear message and changes nothing", async () => {
    const bad = (await run(() =>
      action(args(postForm("/admin/system", { intent: "retry", id: "abc" }, admin.cookie))),
    )) as { data: { ok: boolean; message: string }; init: ResponseInit };
    expect(bad.init.status).toBe(400);
    expect(bad.data.message).toBe("Choose a task.");
  });
});
