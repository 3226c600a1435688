import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, BASE, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { saveAnswers } from "../../blueprint/blueprint.server.ts";
import { PHASES } from "../../blueprint/questionnaires/engine.ts";
import { VALUES } from "../../blueprint/questionnaires/options.ts";
import { reportNotes } from "../../lib/db/schema.ts";
import { approveReport } from "../../owner/reports.server.ts";
import Report, { action, loader } from "./report.tsx";
import { loader as pdfLoader } from "./report-pdf.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(async () => {
  await database.destroy();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
type ReportData = Awaited<ReturnType<typeof loader>>;
const phase1 = PHASES[0]!;
const phase2 = PHASES[1]!;

const open = (person: Person | null, phase: string, query = "") =>
  run(() => loader(args(get(`/hob/${phase}/report${query}`, person?.cookie), { phase })));
const postNote = (person: Person, phase: string, query: string, note: string) =>
  run(() => action(args(postForm(`/hob/${phase}/report${query}`, { note }, person.cookie), { phase })));
const status = (value: unknown) =>
  value instanceof Response ? value.status : ((value as { init?: ResponseInit | null }).init?.status ?? 200);
const notesOf = (person: Person) => database.db.select().from(reportNotes).where(eq(reportNotes.profileId, person.id));
const itemOf = (report: ReportData, key: string) =>
  report.summary.groups.flatMap((g) => g.items).find((item) => item.key === key);

/** Server-renders the page component with the loader's data, as the document request would. */
function render(loaderData: ReportData, path = "/hob/phase1/report") {
  const Stub = createRoutesStub([
    // biome-ignore lint/suspicious/noExplicitAny: the stub passes route props the way the framework does
    { id: "report", path: "/hob/:phase/report", Component: Report as any, loader: () => loaderData },
  ]);
  return renderToString(
    createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { report: loaderData } } }),
  );
}

let client: Person;
let other: Person;
let admin: Person;
const topValues = VALUES.slice(0, 10);
const finalValues = VALUES.slice(0, 5);

beforeAll(async () => {
  client = await signedInUser("client");
  other = await signedInUser("client");
  admin = await signedInUser("admin");
  await saveAnswers(database.db, client.id, phase1, [
    { key: "values-q1", value: "Teaching my first workshop <b>live</b>" },
    { key: "values-q7-10", value: topValues },
    { key: "values-q7", value: finalValues },
    { key: "wellness-q1", value: 7 },
    { key: "wellness-q1-detail", value: "Sleeping better" },
    { key: "wellness-q2", value: 4 },
    { key: "wellness-q3", value: 9 },
    { key: "wellness-q4", value: "" },
    { key: "wellness-q5", value: 6 },
    { key: "wellness-q6", value: 3 },
  ]);
  await saveAnswers(database.db, other.id, phase1, [{ key: "values-q1", value: "Other client's secret story" }]);
  // The client's Phase 1 is complete and its report approved (what "the report" below reads).
  await saveAnswers(database.db, client.id, phase1, [], { complete: true });
  await approveFor(client);
});

/** The owner approves a client's Phase 1 report (their phase must be complete), through the owner's own code. */
async function approveFor(person: Person, fields = { note: "", recommendations: "" }) {
  const { rows } = (await database.db.execute(sql`select p.id from phase_reports p
    join questionnaire_results r on r.id = p.result_id where r.profile_id = ${person.id}`)) as unknown as {
    rows: { id: number }[];
  };
  await approveReport(database.db, admin, rows[0]!.id, fields, { siteName: "Holistic Omega", baseUrl: BASE });
}

describe("who may open a report", () => {
  it("sends anonymous visitors to sign in and shows a plain user the clients-only page", async () => {
    expect(isRedirect(await open(null, "phase1"), "/auth?redirectTo=%2Fhob%2Fphase1%2Freport")).toBe(true);
    const user = await signedInUser("user");
    const refused = (await open(user, "phase1")) as { data: unknown; init: ResponseInit };
    expect(refused.init.status).toBe(403);
    expect(refused.data).toEqual({ kind: "clients-only" });
    expect(status(await postNote(user, "phase1", "", "hello"))).toBe(403);
  });

  it("404s an unknown phase", async () => {
    expect(status(await open(client, "phase9"))).toBe(404);
    expect(status(await open(admin, "phase9", `?client=${client.id}`))).toBe(404);
  });

  it("never shows a client another client's report", async () => {
    for (const query of [`?client=${other.id}`, `?client=${admin.id}`, "?client=nobody"]) {
      const refused = await open(client, "phase1", query);
      expect(status(refused), query).toBe(404);
      expect(JSON.stringify(refused)).not.toContain("secret story");
    }
    // Their own id is simply their own report.
    const own = (await open(client, "phase1", `?client=${client.id}`)) as ReportData;
    expect(own.profile.id).toBe(client.id);
  });

  it("lets the admin open any client's report, and 404s an unknown client", async () => {
    const report = (await open(admin, "phase1", `?client=${other.id}`)) as ReportData;
    expect(report.profile.email).toBe(other.email);
    expect(itemOf(report, "values-q1")?.value).toBe("Other client's secret story");
    expect(report.viewingOther).toBe(true);
    expect(report.canEditNote).toBe(true);
    expect(report.reportPath).toBe(`/hob/phase1/report?client=${other.id}`);
    expect(status(await open(admin, "phase1", "?client=does-not-exist"))).toBe(404);
  });
});

describe("the report", () => {
  it("opens with a summary, then shows only answered questions grouped by module, with a count", async () => {
    const report = (await open(client, "phase1")) as ReportData;
    expect(report.profile.id).toBe(client.id);
    expect(report.canEditNote).toBe(false);
    // Only modules with an answer; "Vision & Mission" and "Strengths" have none.
    expect(report.summary.groups.map((g) => g.section)).toEqual(["Core Values", "Holistic Well-being"]);
    expect(itemOf(report, "values-q7")?.value).toEqual(finalValues);
    expect(itemOf(report, "values-q2")).toBeUndefined();
    // 35 answer keys in Phase 1; 9 answered, one of them skipped (wellness-q4, stored empty).
    expect(report.summary.counts).toEqual({ answered: 9, skipped: 1, total: 35 });
    expect(report.summary.highlights.map((h) => [h.label, h.value])).toEqual([["Core Values", finalValues]]);
    expect(report.summary.wellbeing).toEqual([
      { key: "wellness-q1", label: "Physical Well-being", score: 7 },
      { key: "wellness-q2", label: "Mental Well-being", score: 4 },
      { key: "wellness-q3", label: "Emotional Well-being", score: 9 },
      { key: "wellness-q4", label: "Spiritual/Purpose Well-being", score: null },
      { key: "wellness-q5", label: "Social Well-being", score: 6 },
      { key: "wellness-q6", label: "Work/Business Well-being", score: 3 },
    ]);

    const html = render(report);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain("Prepared for");
    expect(html).toContain(client.email);
    expect(html).toContain("Phase 1: The Aligned Foundation");
    expect(html).toContain("9 of 35 answered, 1 skipped");
    expect(html.indexOf("At a glance")).toBeLessThan(html.indexOf("Your answers"));
    for (const section of ["Core Values", "Holistic Well-being"]) {
      expect(html).toMatch(new RegExp(`<h3[^>]*>${section}</h3>`));
    }
    expect(html).not.toMatch(/<h3[^>]*>Vision &amp; Mission<\/h3>/);
    // Free text is quoted as written (and escaped), lists are tags, scores read "n / 10"; no "No answer" rows.
    expect(html).toContain("Teaching my first workshop &lt;b&gt;live&lt;/b&gt;</blockquote>");
    for (const value of finalValues) expect(html).toContain(`>${value}</li>`);
    expect(html).toContain("7 / 10");
    expect(html).not.toContain("No answer");
    // The chart renders on the server as SVG, inside an image figure whose label lists the scores.
    expect(html).toContain("<svg");
    expect(html).toMatch(
      /<figure role="img" aria-label="[^"]*Physical Well-being 7 of 10[^"]*Spiritual\/Purpose Well-being no answer/,
    );
    expect(html).toContain("Well-being scores</caption>");
    expect(html).toMatch(/<button type="button" class="[^"]*no-print[^"]*">Print or save as PDF<\/button>/);
    // Print branding: a cover page and a running footer.
    expect(html).toMatch(/class="report-cover print-only"/);
    expect(html).toMatch(/class="report-footer print-only"/);
    expect(html).not.toContain("<textarea");
    expect(html).not.toContain("A note from your consultant");
  });

  it("draws no well-being chart without a score", async () => {
    const quiet = await signedInUser("client");
    await saveAnswers(database.db, quiet.id, phase1, [
      { key: "values-q1", value: "Only this" },
      { key: "wellness-q1", value: "" },
    ]);
    const report = (await open(admin, "phase1", `?client=${quiet.id}`)) as ReportData;
    expect(report.summary.wellbeing).toBeNull();
    expect(render(report)).not.toContain("Radar chart of well-being scores");
  });

  it("says so when there is no result, and shows no chart", async () => {
    const fresh = await signedInUser("client");
    const report = (await open(admin, "phase1", `?client=${fresh.id}`)) as ReportData;
    expect(report.summary.hasResult).toBe(false);
    expect(report.summary.wellbeing).toBeNull();
    const html = render(report);
    expect(html).toContain("No results found for this profile.");
    expect(html).not.toContain("Radar chart of well-being scores");
  });

  it("shows an uploaded mood board image, and other files as a download", async () => {
    const artist = await signedInUser("client");
    await saveAnswers(database.db, artist.id, phase2, [
      { key: "visual-narrative-q1", value: "Light through trees" },
      {
        key: "mood_board_upload",
        value: { url: "https://example.com/board", fileId: "abc123", fileName: "board.PNG" },
      },
      { key: "archetype-q4", value: ["The Sage"] },
    ]);
    const report = (await open(admin, "phase2", `?client=${artist.id}`)) as ReportData;
    expect(report.summary.wellbeing).toBeNull();
    expect(report.summary.highlights.map((h) => h.key)).toEqual(["archetype-q4"]);
    const html = render(report, "/hob/phase2/report");
    expect(html).toContain('href="https://example.com/board"');
    expect(html).toMatch(/<img src="\/hob\/uploads\/abc123" alt="Mood board: board.PNG"/);
    expect(html).not.toContain("Radar chart of well-being scores");

    await saveAnswers(database.db, artist.id, phase2, [
      { key: "mood_board_upload", value: { url: "", fileId: "def456", fileName: "board.pdf" } },
    ]);
    const pdf = render((await open(admin, "phase2", `?client=${artist.id}`)) as ReportData, "/hob/phase2/report");
    expect(pdf).not.toContain('<img src="/hob/uploads');
    expect(pdf).toMatch(/<a href="\/hob\/uploads\/def456" download="">Download board.pdf<\/a>/);
  });
});

describe("before the owner approves it", () => {
  const openPdf = (person: Person, query = "") =>
    run(() => pdfLoader(args(get(`/hob/phase1/report/pdf${query}`, person.cookie), { phase: "phase1" })));

  it("shows the client only their answers and 'Your report is being prepared', online and without a PDF", async () => {
    const waiting = await signedInUser("client");
    await saveAnswers(database.db, waiting.id, phase1, [
      { key: "values-q1", value: "Baking bread with my father" },
      { key: "values-q7-10", value: topValues },
      { key: "values-q7", value: finalValues },
      { key: "wellness-q1", value: 8 },
    ]);
    // Not complete yet: their answers so far, and the way back to the questionnaire.
    const started = (await open(waiting, "phase1")) as ReportData;
    expect(started.ready).toBe(false);
    let html = render(started);
    expect(html).toContain("Your report follows Phase 1");
    expect(html).toContain('href="/hob/phase1"');
    expect(html).toContain("Baking bread with my father");

    await saveAnswers(database.db, waiting.id, phase1, [], { complete: true });
    // The owner writes a note on the draft and on the online report: still nothing of it for the client.
    expect(status(await postNote(admin, "phase1", `?client=${waiting.id}`, "Draft thoughts"))).toBe(200);
    const draft = (await open(waiting, "phase1")) as ReportData;
    expect(draft.ready).toBe(false);
    expect(draft.note).toBeNull();
    expect(draft.recommendations).toBeNull();
    expect(draft.pdfHref).toBeNull();
    expect(draft.summary.highlights).toEqual([]);
    expect(draft.summary.wellbeing).toBeNull();
    expect(itemOf(draft, "values-q1")?.value).toBe("Baking bread with my father");
    html = render(draft);
    expect(html).toContain("Your report is being prepared");
    expect(html).toContain("Your answers");
    expect(html).toContain("Baking bread with my father");
    for (const hidden of ["At a glance", "Draft thoughts", "Radar chart", "Print or save as PDF", "report-cover"])
      expect(html, hidden).not.toContain(hidden);
    const pdf = await openPdf(waiting);
    expect(status(pdf)).toBe(404);
    // The owner still reads everything, as a preview.
    const preview = (await open(admin, "phase1", `?client=${waiting.id}`)) as ReportData;
    expect(preview.ready).toBe(true);
    expect(preview.summary.wellbeing?.[0]?.score).toBe(8);

    // Approved: the whole report, its recommendations and the PDF.
    await approveFor(waiting, { note: "Well done.", recommendations: "Rest before Phase 2." });
    const approved = (await open(waiting, "phase1")) as ReportData;
    expect(approved.ready).toBe(true);
    expect(approved.recommendations).toBe("Rest before Phase 2.");
    expect(approved.pdfHref).toBe("/hob/phase1/report/pdf");
    html = render(approved);
    expect(html).toContain("At a glance");
    expect(html).toContain("Well done.");
    expect(html).not.toContain("Your report is being prepared");
    const file = (await openPdf(waiting)) as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="phase-1-report-/);
    const { text } = await extractText(new Uint8Array(await file.arrayBuffer()), { mergePages: true });
    expect(text).toContain("At a glance");
    expect(text).toContain("Rest before Phase 2.");
  });

  it("never gives a client another client's PDF, approved or not", async () => {
    for (const query of [`?client=${client.id}`, "?client=nobody"])
      expect(status(await openPdf(other, query))).toBe(404);
    const own = (await openPdf(client)) as Response;
    expect(own.status).toBe(200);
    const theirs = (await openPdf(admin, `?client=${client.id}`)) as Response;
    expect(theirs.status).toBe(200);
  });
});

describe("the owner's note", () => {
  it("is saved by the admin and then shown to the client, and removed when emptied", async () => {
    const adminView = (await open(admin, "phase1", `?client=${client.id}`)) as ReportData;
    const form = render(adminView, `/hob/phase1/report?client=${client.id}`);
    expect(form).toContain(`Personal note for ${client.email}`);
    expect(form).toMatch(/<textarea[^>]*name="note"/);
    expect(form).toContain("Save note</button>");

    const saved = (await postNote(admin, "phase1", `?client=${client.id}`, "  Lovely clarity on values.  ")) as {
      data: unknown;
    };
    expect(status(saved)).toBe(200);
    expect(saved.data).toEqual({ ok: true, message: "Note saved." });
    expect((await notesOf(client)).map((n) => n.note)).toEqual(["Lovely clarity on values."]);

    const seen = (await open(client, "phase1")) as ReportData;
    expect(seen.note?.text).toBe("Lovely clarity on values.");
    const html = render(seen);
    expect(html).toContain("A note from your consultant");
    expect(html).toContain("Lovely clarity on values.");
    expect(html).not.toContain("<textarea");
    // The note belongs to one phase's report only.
    expect(((await open(client, "phase2")) as ReportData).note).toBeNull();

    expect(status(await postNote(admin, "phase1", `?client=${client.id}`, "   "))).toBe(200);
    expect(await notesOf(client)).toEqual([]);
  });

  it("refuses a client's note with 403 and stores nothing", async () => {
    expect(status(await postNote(client, "phase1", "", "I am my own consultant"))).toBe(403);
    expect(status(await postNote(client, "phase1", `?client=${other.id}`, "Hello there"))).toBe(403);
    expect(await notesOf(client)).toEqual([]);
    expect(await notesOf(other)).toEqual([]);
  });

  it("refuses a too-long note with 400 and a message, and 404s an unknown client", async () => {
    const refused = (await postNote(admin, "phase1", `?client=${other.id}`, "x".repeat(10_001))) as { data: unknown };
    expect(status(refused)).toBe(400);
    expect(refused.data).toEqual({ ok: false, message: "The note is too long (at most 10,000 characters)." });
    expect(await notesOf(other)).toEqual([]);
    expect(status(await postNote(admin, "phase1", "?client=nobody", "Hi"))).toBe(404);
    expect(status(await postNote(admin, "phase9", `?client=${other.id}`, "Hi"))).toBe(404);
    expect(await notesOf(other)).toEqual([]);
  });
});
