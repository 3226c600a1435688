import { eq, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, get, postForm } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { saveAnswers } from "../blueprint/blueprint.server.ts";
import { PHASES } from "../blueprint/questionnaires/engine.ts";
import {
  answerHistory,
  auditLog,
  emailOutbox,
  phaseReports,
  questionnaireAnswers,
  reportNotes,
  users,
} from "../lib/db/schema.ts";
import { action as reportAction, loader as reportLoader } from "../routes/admin/report.tsx";
import { loadToday } from "./today.server.ts";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
const phase1 = PHASES[0]!;
const scores = [7, 4, 9, 6, 3, 8];

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
  client = await signedInUser("client");
  await database.db.update(users).set({ name: "Rosa Report" }).where(eq(users.id, client.id));
});
afterAll(() => database.destroy());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

type Outcome = { data: { ok: boolean; message: string }; init: ResponseInit | null };

describe("answer history (database trigger)", () => {
  it("keeps every previous value, on insert, change and removal, and ignores identical saves", async () => {
    const user = await signedInUser("client");
    const { resultId } = await saveAnswers(database.db, user.id, phase1, [{ key: "values-q1", value: "first" }]);
    await saveAnswers(database.db, user.id, phase1, [{ key: "values-q1", value: "first" }]);
    await saveAnswers(database.db, user.id, phase1, [{ key: "values-q1", value: "second" }]);
    await saveAnswers(database.db, user.id, phase1, [], { removeKeys: ["values-q1"] });
    const history = await database.db
      .select({ before: answerHistory.previousAnswer, after: answerHistory.newAnswer })
      .from(answerHistory)
      .where(eq(answerHistory.resultId, resultId))
      .orderBy(answerHistory.id);
    expect(history).toEqual([
      { before: null, after: "first" },
      { before: "first", after: "second" },
      { before: "second", after: null },
    ]);
    // Deleting the client deletes the history with the answers (the trigger must not block it).
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(await database.db.select().from(answerHistory).where(eq(answerHistory.resultId, resultId))).toEqual([]);
  });
});

describe("reports the owner approves", () => {
  let reportId: string;

  it("creates a draft in the transaction that completes the phase, listed on Today", async () => {
    const entries = scores.map((value, index) => ({ key: `wellness-q${index + 1}`, value }));
    await saveAnswers(database.db, client.id, phase1, [{ key: "values-q1", value: "Courage" }, ...entries]);
    expect(await database.db.select().from(phaseReports)).toEqual([]);
    // A failing completion rolls the draft back with it.
    await expect(
      saveAnswers(database.db, client.id, phase1, [], {
        complete: true,
        onFirstCompletion: async () => {
          throw new Error("mail queue down");
        },
      }),
    ).rejects.toThrow("mail queue down");
    expect(await database.db.select().from(phaseReports)).toEqual([]);
    await saveAnswers(database.db, client.id, phase1, [], { complete: true });
    const [draft] = await database.db.select().from(phaseReports);
    expect(draft).toMatchObject({ status: "draft", sentCount: 0 });
    reportId = String(draft!.id);
    const today = await loadToday(database.db);
    const drafts = today.sections.find((s) => s.id === "draft-reports")!;
    expect(drafts.items).toMatchObject([
      { title: "Rosa Report completed Phase 1: Clarity", href: `/admin/reports/${reportId}` },
    ]);
  });

  it("never shows a draft as changed 'since you approved it': it was never approved", async () => {
    // The client edits an answer after completing, before the owner has looked at the draft.
    await saveAnswers(database.db, client.id, phase1, [{ key: "values-q1", value: "Courage and care" }]);
    const page = await reportLoader(args(get(`/admin/reports/${reportId}`, admin.cookie), { id: reportId }));
    expect(page.status).toBe("draft");
    expect(page.outdated).toBe(false);
    expect(page.changes).toEqual([]);
    const today = await loadToday(database.db);
    expect(today.sections.find((s) => s.id === "outdated-reports")!.total).toBe(0);
  });

  it("saves the draft, approves it, and e-mails the PDF with the client's name and scores", async () => {
    const saved = (await reportAction(
      args(
        postForm(
          `/admin/reports/${reportId}`,
          { intent: "save", note: "Lovely work.", recommendations: "Rest more." },
          admin.cookie,
        ),
        { id: reportId },
      ),
    )) as unknown as Outcome;
    expect(saved.data).toEqual({ ok: true, message: "Draft saved." });
    expect(await database.db.select().from(emailOutbox).where(sql`subject like '%report is ready%'`)).toEqual([]);

    const approved = (await reportAction(
      args(
        postForm(
          `/admin/reports/${reportId}`,
          { intent: "approve", note: "Lovely work, Rosa.", recommendations: "Rest more before Phase 2." },
          admin.cookie,
        ),
        { id: reportId },
      ),
    )) as unknown as Outcome;
    expect(approved.data).toEqual({ ok: true, message: "Phase 1 report sent to Rosa Report." });
    const [mail] = await database.db.select().from(emailOutbox).where(sql`subject = 'Your Phase 1 report is ready'`);
    expect(mail!.to).toBe(client.email);
    expect(mail!.text).toContain("http://localhost:3000/hob/phase1/report");
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments![0]).toMatchObject({
      filename: "phase-1-report-rosa-report.pdf",
      contentType: "application/pdf",
    });
    const pdf = Buffer.from(mail!.attachments![0]!.contentBase64, "base64");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain("Prepared for Rosa Report");
    // It opens with the summary of the web report: the well-being scores, then the answers.
    expect(text).toContain("At a glance");
    expect(text).toContain("Physical Well-being");
    for (const score of scores) expect(text).toContain(`${score} / 10`);
    expect(text.indexOf("At a glance")).toBeLessThan(text.indexOf("Your answers"));
    expect(text).toContain("Courage and care");
    expect(text).toContain("Lovely work, Rosa.");
    expect(text).toContain("Rest more before Phase 2.");

    // The approved note is the client's online report note too; the approval is audited.
    const [note] = await database.db.select().from(reportNotes).where(eq(reportNotes.profileId, client.id));
    expect(note!.note).toBe("Lovely work, Rosa.");
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "report-approved"));
    expect(audit).toHaveLength(1);

    // Approving twice sends nothing more.
    const again = (await reportAction(
      args(
        postForm(`/admin/reports/${reportId}`, { intent: "approve", note: "x", recommendations: "y" }, admin.cookie),
        { id: reportId },
      ),
    )) as unknown as Outcome;
    expect(again.init?.status).toBe(409);
    expect(
      await database.db.select().from(emailOutbox).where(sql`subject = 'Your Phase 1 report is ready'`),
    ).toHaveLength(1);
    const today = await loadToday(database.db);
    expect(today.sections.find((s) => s.id === "draft-reports")!.total).toBe(0);
    expect(today.sections.find((s) => s.id === "outdated-reports")!.total).toBe(0);
  });

  it("flags the report outdated when an answer changes after approval, and shows the change", async () => {
    await saveAnswers(database.db, client.id, phase1, [{ key: "wellness-q2", value: 9 }]);
    await saveAnswers(database.db, client.id, phase1, [{ key: "wellness-q2", value: 10 }]);
    const today = await loadToday(database.db);
    const outdated = today.sections.find((s) => s.id === "outdated-reports")!;
    expect(outdated.total).toBe(1);
    expect(outdated.items[0]!.detail).toContain("1 answer changed since approval");
    const page = await reportLoader(args(get(`/admin/reports/${reportId}`, admin.cookie), { id: reportId }));
    expect(page.outdated).toBe(true);
    expect(page.changes).toMatchObject([{ key: "wellness-q2", before: "4", after: "10" }]);

    const resent = (await reportAction(
      args(
        postForm(
          `/admin/reports/${reportId}`,
          { intent: "approve", note: "Updated.", recommendations: "" },
          admin.cookie,
        ),
        { id: reportId },
      ),
    )) as unknown as Outcome;
    expect(resent.data.ok).toBe(true);
    expect(
      await database.db.select().from(emailOutbox).where(sql`subject = 'Your Phase 1 report is ready'`),
    ).toHaveLength(2);
    const after = await loadToday(database.db);
    expect(after.sections.find((s) => s.id === "outdated-reports")!.total).toBe(0);
  });

  it("writes the PDF in the client's language, whichever language the owner's page is in", async () => {
    await database.db.update(users).set({ locale: "fr" }).where(eq(users.id, client.id));
    await saveAnswers(database.db, client.id, phase1, [{ key: "wellness-q2", value: 8 }]);
    const resent = (await reportAction(
      args(
        postForm(
          `/admin/reports/${reportId}`,
          { intent: "approve", note: "Bravo.", recommendations: "" },
          admin.cookie,
        ),
        { id: reportId },
      ),
    )) as unknown as Outcome;
    expect(resent.data.ok).toBe(true);
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.to} = ${client.email} and ${emailOutbox.attachments} is not null`)
      .orderBy(emailOutbox.id);
    const pdf = Buffer.from(mails.at(-1)!.attachments![0]!.contentBase64, "base64");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain("Préparé pour Rosa Report");
    expect(text).not.toContain("Prepared for");
    await database.db.update(users).set({ locale: "en" }).where(eq(users.id, client.id));
  });

  it("refuses bad input with 400/404 and changes nothing", async () => {
    const [before] = await database.db.select().from(phaseReports);
    for (const fields of [
      { intent: "approve", note: "x".repeat(10_001), recommendations: "" },
      { intent: "publish", note: "", recommendations: "" },
      { intent: "save", note: "only the note" },
    ]) {
      const outcome = (await reportAction(
        args(postForm(`/admin/reports/${reportId}`, fields as Record<string, string>, admin.cookie), { id: reportId }),
      )) as unknown as Outcome;
      expect(outcome.init?.status).toBe(400);
    }
    const missing = (await reportAction(
      args(postForm("/admin/reports/999999", { intent: "save", note: "", recommendations: "" }, admin.cookie), {
        id: "999999",
      }),
    )) as unknown as Outcome;
    expect(missing.init?.status).toBe(404);
    const [after] = await database.db.select().from(phaseReports);
    expect(after).toEqual(before);
    expect(
      (await rows<{ n: number }>(sql`select count(*)::int as n from questionnaire_answers`))[0]!.n,
    ).toBeGreaterThan(0);
    void questionnaireAnswers;
  });
});
