import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, isRedirect, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { questionRegistry, saveAnswers } from "../../blueprint/blueprint.server.ts";
import { PHASES } from "../../blueprint/questionnaires/engine.ts";
import { phaseFor } from "../../blueprint/questionnaires/localized.ts";
import { VALUES } from "../../blueprint/questionnaires/options.ts";
import { reportSummary } from "../../blueprint/report-summary.ts";
import {
  clientResults,
  csvColumns,
  EXPORT_BATCH_SIZE,
  parseResultsFilter,
  resultsCsvStream,
  saveReportNote,
} from "../../blueprint/results.server.ts";
import { loader as resultsLoader } from "./results.tsx";
import { loader as exportLoader } from "./results-export.ts";

const statements: string[] = [];
let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
const phase1 = PHASES[0]!;
const phase2 = PHASES[1]!;

beforeAll(async () => {
  database = await useFreshAppDatabase({}, { onQuery: (query) => statements.push(query) });
  admin = await signedInUser("admin");
  alice = await signedInUser("client");
  bob = await signedInUser("client");
  await database.db.execute(sql`update users set name = 'Alice, "the" Client' where id = ${alice.id}`);
  await saveAnswers(database.db, alice.id, phase1, [
    { key: "values-q1", value: "Line one\nline two, with a comma" },
    { key: "values-q2", value: '=HYPERLINK("http://evil")' },
    { key: "values-q7-10", value: VALUES.slice(0, 10) },
    { key: "values-q7", value: VALUES.slice(0, 5) },
    { key: "wellness-q1", value: 7 },
  ]);
  await saveAnswers(database.db, bob.id, phase1, [{ key: "values-q1", value: "+1 for Bob" }], { complete: true });
  await saveAnswers(database.db, alice.id, phase2, [
    {
      key: "mood_board_upload",
      value: { url: "https://example.com/board", fileId: "abcdefghijkl", fileName: "board.png" },
    },
  ]);
  // Alice finished on 10 March, Bob on 20 March (dates are inclusive whole days).
  await database.db.execute(
    sql`update questionnaire_results set completed_at = '2026-03-10T23:30:00Z', updated_at = '2026-03-10T23:30:00Z' where profile_id = ${alice.id} and completed_at is null and questionnaire_id = (select id from questionnaires where name = 'Phase 1')`,
  );
  await database.db.execute(
    sql`update questionnaire_results set completed_at = '2026-03-20T08:00:00Z' where profile_id = ${bob.id}`,
  );
});
afterAll(() => database.destroy());

async function exportCsv(query: string, cookie = admin.cookie) {
  const response = (await run(() => exportLoader(args(get(`/hob/results/export?${query}`, cookie))))) as Response;
  return response;
}
async function csvRows(query: string) {
  const response = await exportCsv(query);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString("utf8");
  return {
    bytes,
    text,
    headers: response.headers,
    records: parse(text, { bom: true, columns: true }) as Record<string, string>[],
  };
}

describe("CSV export", () => {
  it("is an attachment with a BOM, the spec's columns in step order, RFC 4180 quoting and neutralised formulas", async () => {
    const { bytes, text, headers, records } = await csvRows("questionnaire=Phase%201");
    expect(headers.get("content-disposition")).toBe('attachment; filename="phase1_results.csv"');
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain("\r\n");
    const header = parse(text, { bom: true, to_line: 1 })[0] as string[];
    expect(header.slice(0, 4)).toEqual(["user_id", "user_full_name", "user_email", "completed_at"]);
    expect(header).toEqual(csvColumns(phase1));
    expect(header.indexOf("values-q7-10")).toBe(header.indexOf("values-q7") - 1);

    expect(records.map((r) => r.user_email)).toEqual([bob.email, alice.email]); // newest first
    const a = records[1]!;
    expect(a.user_full_name).toBe('Alice, "the" Client');
    expect(a["values-q1"]).toBe("Line one\nline two, with a comma");
    expect(a["values-q2"]).toBe('\'=HYPERLINK("http://evil")');
    expect(records[0]!["values-q1"]).toBe("'+1 for Bob");
    expect(a["values-q7-10"]).toBe(VALUES.slice(0, 10).join("; "));
    expect(a["values-q7"]).toBe(VALUES.slice(0, 5).join("; "));
    expect(a["wellness-q1"]).toBe("7");
    expect(a["vision-q1"]).toBe("");
  });

  it("writes the mood board as 'url; file name' and names the file after the phase", async () => {
    const { headers, records } = await csvRows("questionnaire=Phase%202");
    expect(headers.get("content-disposition")).toBe('attachment; filename="phase2_results.csv"');
    expect(records[0]!.mood_board_upload).toBe("https://example.com/board; board.png");
  });

  it("applies the filters: user, inclusive dates, status", async () => {
    expect((await csvRows(`user=${alice.id}`)).records.map((r) => r.user_email)).toEqual([alice.email]);
    expect((await csvRows("from=2026-03-10&to=2026-03-10")).records.map((r) => r.user_email)).toEqual([alice.email]);
    expect((await csvRows("from=2026-03-11&to=2026-03-20")).records.map((r) => r.user_email)).toEqual([bob.email]);
    expect((await csvRows("from=2026-03-21")).records).toEqual([]);
    expect((await csvRows("status=completed")).records).toHaveLength(2);
    expect((await csvRows("status=in-progress")).records).toHaveLength(0);
  });

  it("answers 400 to an unknown questionnaire or a bad date, 401 anonymous, 403 to clients", async () => {
    const unknown = await exportCsv("questionnaire=Phase%209");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ detail: "No questionnaires found for selected phase." });
    expect((await exportCsv("from=yesterday")).status).toBe(400);
    const anonymous = (await run(() => exportLoader(args(get("/hob/results/export"))))) as { init: ResponseInit };
    expect(anonymous.init.status).toBe(401);
    const client = (await run(() => exportLoader(args(get("/hob/results/export", alice.cookie))))) as {
      init: ResponseInit;
      data: unknown;
    };
    expect(client.init.status).toBe(403);
  });

  it("exports 1,000 clients with the same statements as 10 (one cursor, no query per client)", async () => {
    const registry = (await questionRegistry(database.db)).get(2)!;
    const seed = async (count: number, prefix: string) => {
      await database.db.execute(sql`
        insert into users (id, name, email, email_verified, role)
        select ${prefix} || g, 'Client ' || g, ${prefix} || g || '@example.com', true, 'client' from generate_series(1, ${count}) g`);
      await database.db.execute(sql`
        insert into questionnaire_results (questionnaire_id, profile_id, completed_at)
        select ${registry.questionnaireId}, ${prefix} || g, now() - make_interval(mins => g) from generate_series(1, ${count}) g`);
      await database.db.execute(sql`
        insert into questionnaire_answers (result_id, question_id, answer)
        select r.id, ${registry.questionIds.get("visual-narrative-q1")!}, to_jsonb('Answer of ' || r.profile_id)
        from questionnaire_results r where r.profile_id like ${`${prefix}%`}`);
    };
    const count = async (user?: string) => {
      const outcome = parseResultsFilter(new URLSearchParams({ questionnaire: "Phase 2", ...(user ? {} : {}) }));
      if (!outcome.ok) throw new Error(outcome.error);
      statements.length = 0;
      let rows = 0;
      const stream = resultsCsvStream(database.db, outcome.filter, { backpressure: true });
      for await (const chunk of stream) rows += String(chunk).split("\r\n").length - 1;
      const fetches = statements.filter((s) => /^fetch /i.test(s)).length;
      return { rows, queries: statements.length - fetches, fetches };
    };
    await seed(10, "small-");
    const small = await count();
    await seed(990, "large-");
    const large = await count();
    expect(large.rows).toBe(1000 + 1 + 1); // header + 1,000 seeded + Alice's phase 2 row
    expect(large.queries).toBe(small.queries);
    // A batch shorter than the batch size is the last: no fetch after it.
    expect(large.fetches).toBe(Math.ceil(1001 / EXPORT_BATCH_SIZE));
    await database.db.execute(sql`delete from users where id like 'small-%' or id like 'large-%'`);
  });
});

describe("results pages", () => {
  it("gives the owner 'Questionnaire Results' with one row per client, 'No answer' cells and the overview", async () => {
    const data = (await resultsLoader(args(get("/hob/phase1/Phase1ResultsPage", admin.cookie)))) as Extract<
      Awaited<ReturnType<typeof resultsLoader>>,
      { mode: "admin" }
    >;
    expect(data.mode).toBe("admin");
    expect(data.rows.map((r) => r.name)).toEqual([bob.email, 'Alice, "the" Client']);
    expect(data.columns[0]).toEqual({ key: "values-q1", label: expect.any(String) });
    expect(data.overview.phases.find((p) => p.name === "Phase 1")).toMatchObject({ completed: 2, inProgress: 0 });
    const unknown = (await resultsLoader(
      args(get("/hob/phase1/Phase1ResultsPage?questionnaire=Nope", admin.cookie)),
    )) as { error: string };
    expect(unknown.error).toBe("No questionnaires found for selected phase.");
    const none = (await resultsLoader(args(get("/hob/phase1/Phase1ResultsPage?from=2030-01-01", admin.cookie)))) as {
      rows: unknown[];
    };
    expect(none.rows).toEqual([]);
  });

  it("shows a client their own answers with friendly labels, and never another client's", async () => {
    const own = (await resultsLoader(args(get("/hob/phase2/Phase2ResultsPage", alice.cookie)))) as Extract<
      Awaited<ReturnType<typeof resultsLoader>>,
      { mode: "client" }
    >;
    expect(own.mode).toBe("client");
    const labels = own.groups.flatMap((g) => g.items.map((i) => i.label));
    expect(labels).toEqual(
      expect.arrayContaining([
        "Brand Personality",
        "Brand Archetype(s)",
        "SCAMPER Innovation",
        "Origin Story",
        "Color Palette",
      ]),
    );
    expect(own.groups.flatMap((g) => g.items).find((i) => i.key === "mood_board_upload")?.value).toMatchObject({
      fileName: "board.png",
    });

    const snoop = await run(() =>
      resultsLoader(args(get(`/hob/phase1/Phase1ResultsPage?client=${alice.id}`, bob.cookie))),
    );
    expect((snoop as { init?: ResponseInit }).init?.status).toBe(404);
    const empty = (await resultsLoader(args(get("/hob/phase4/Phase4ResultsPage", bob.cookie)))) as {
      hasResult: boolean;
    };
    expect(empty.hasResult).toBe(false);
  });

  it("reads a client's saved answers through the French phase: French labels, options as French labels", async () => {
    const french = await clientResults(database.db, alice.id, phaseFor("fr", 1));
    const english = await clientResults(database.db, alice.id, phase1);
    const items = (results: typeof french) => new Map(results.groups.flatMap((g) => g.items).map((i) => [i.key, i]));
    const top = items(french).get("values-q7")!;
    expect(top.label).toBe("Valeurs fondamentales");
    expect(top.value).toEqual(["Achievement", "Adventure", "Authenticity", "Autonomy", "Balance"]);
    expect((top.value as string[]).map((v) => top.optionLabels?.[v])).toEqual([
      "Accomplissement",
      "Aventure",
      "Authenticité",
      "Autonomie",
      "Équilibre",
    ]);
    expect(items(french).get("values-q7-10")!.label).toBe("Vos 10 valeurs principales");
    expect(items(french).get("wellness-q1")!.label).toBe("Bien-être physique");
    expect(french.groups.map((g) => g.section)).toContain("Valeurs fondamentales");
    expect(reportSummary(french).highlights[0]).toMatchObject({ key: "values-q7", optionLabels: top.optionLabels });
    // English shows the stored values as they are: no labels travel with the answers.
    expect(items(english).get("values-q7")).not.toHaveProperty("optionLabels");
    expect(reportSummary(english).highlights[0]).not.toHaveProperty("optionLabels");
    expect([...items(french).keys()]).toEqual([...items(english).keys()]);
  });

  it("never sends a client the owner's note on their report (the report page decides when they read it)", async () => {
    await saveReportNote(database.db, alice.id, phase1, "Draft: not for Alice yet");
    const own = (await resultsLoader(args(get("/hob/phase1/Phase1ResultsPage", alice.cookie)))) as object;
    expect(own).toHaveProperty("groups");
    expect(JSON.stringify(own)).not.toContain("Draft: not for Alice yet");
    expect(own).not.toHaveProperty("note");
  });

  it("lets the owner open any client's answers", async () => {
    const data = (await resultsLoader(args(get(`/hob/phase1/Phase1ResultsPage?client=${alice.id}`, admin.cookie)))) as {
      viewingOther: boolean;
      groups: { items: { key: string; value: unknown }[] }[];
    };
    expect(data.viewingOther).toBe(true);
    expect(data.groups.flatMap((g) => g.items).find((i) => i.key === "wellness-q1")?.value).toBe(7);
    const missing = await run(() =>
      resultsLoader(args(get("/hob/phase1/Phase1ResultsPage?client=nobody", admin.cookie))),
    );
    expect((missing as { init?: ResponseInit }).init?.status).toBe(404);
  });

  it("keeps anonymous visitors and plain users out", async () => {
    expect(
      isRedirect(await run(() => resultsLoader(args(get("/hob/phase1/Phase1ResultsPage"))))),
      "/auth?redirectTo=%2Fhob%2Fphase1%2FPhase1ResultsPage",
    ).toBe(true);
    const user = await signedInUser("user");
    const refused = await run(() => resultsLoader(args(get("/hob/phase1/Phase1ResultsPage", user.cookie))));
    expect((refused as { init?: ResponseInit }).init?.status).toBe(403);
  });
});
