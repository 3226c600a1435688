import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { jobs } from "../../lib/db/schema.ts";
import { emailSendJob } from "../../lib/email/outbox.server.ts";
import { claimJobs, enqueueJob, runJob } from "../../lib/jobs/runner.server.ts";
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

  it("refuses a malformed Retry with a clear message and changes nothing", async () => {
    const bad = (await run(() =>
      action(args(postForm("/admin/system", { intent: "retry", id: "abc" }, admin.cookie))),
    )) as { data: { ok: boolean; message: string }; init: ResponseInit };
    expect(bad.init.status).toBe(400);
    expect(bad.data.message).toBe("Choose a task.");
  });
});
