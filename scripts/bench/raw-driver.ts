/**
 * The ceilings the app is compared with: the database driver alone, with no HTTP, no session and
 * no framework, doing what the app's request does.
 *   node scripts/bench/raw-driver.ts saves --duration 10 --connections 50 [--warm-up 3] [--grouped] (--pglite DATA_DIR | --url URL)
 *     the answer-save statement of saveAnswers (app/lib/db/answer-save-statement.ts), for the bench-saver-*
 *     clients, from `connections` concurrent loops (PostgreSQL: through a pool of 10, as the app); with
 *     --grouped, the loops' saves go through the app's group commit (answerSaveWriter) instead.
 *   node scripts/bench/raw-driver.ts export (--pglite DATA_DIR | --url URL)
 *     reads every Phase 1 row of the CSV export's query (app/blueprint/results.server.ts) once.
 *   node scripts/bench/raw-driver.ts serve --port PORT (--pglite DATA_DIR | --url URL)
 *     the HTTP floor: the least a server can do for an answer save. node:http reads the URL-encoded
 *     body, the save goes through the app's group commit for the next bench-saver client in turn, and
 *     the answer is the app's JSON. There is no session, validation, security header or log line.
 *     Prints "listening" and serves until stopped.
 * Prints one JSON line. The server must be stopped first on PGlite (one process per data dir).
 */
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { answerSaveWriter, ANSWER_SAVE_STATEMENT as SAVE } from "../../app/lib/db/answer-save-statement.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: "string", default: "10" },
    "warm-up": { type: "string", default: "0" },
    connections: { type: "string", default: "50" },
    pglite: { type: "string" },
    url: { type: "string" },
    port: { type: "string" },
    grouped: { type: "boolean", default: false },
  },
});
const mode = positionals[0];
if (!["saves", "export", "serve"].includes(mode ?? "") || (!values.pglite && !values.url)) {
  console.error("Usage: node scripts/bench/raw-driver.ts saves|export|serve (--pglite DATA_DIR | --url URL)");
  process.exit(2);
}

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
let query: Query;
let close: () => Promise<void>;
if (values.pglite) {
  const client = await PGlite.create(path.join(values.pglite, "pglite"));
  query = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
  close = () => client.close();
} else {
  const pool = new pg.Pool({ connectionString: values.url, max: 10 });
  query = async (text, params) => (await pool.query(text, params)).rows;
  close = () => pool.end();
}

/** The CSV export's query for Phase 1 with no filter (app/blueprint/results.server.ts, resultsSql). */
const EXPORT = `
  select r.id as result_id, r.profile_id, u.name, u.email, r.completed_at, r.updated_at,
    coalesce((
      select jsonb_object_agg(q.question_key, a.answer)
      from questionnaire_answers a join questions q on q.id = a.question_id
      where a.result_id = r.id
    ), '{}'::jsonb) as answers
  from questionnaire_results r join users u on u.id = r.profile_id
  where r.questionnaire_id = $1
  order by r.completed_at desc nulls last, r.updated_at desc, r.id desc`;

try {
  const [phase] = await query("select id from questionnaires where name = 'Phase 1'");
  if (!phase) throw new Error("Phase 1 is not registered yet.");
  const questionnaireId = Number(phase.id);
  const [question] = await query(
    "select id from questions where questionnaire_id = $1 and question_key = 'values-q1'",
    [questionnaireId],
  );
  const clients = (await query("select id from users where email like 'bench-saver-%' order by email")).map((r) =>
    String(r.id),
  );
  const answerOf = (text: string) => JSON.stringify([{ question_id: Number(question?.id), answer: text }]);
  const writeGrouped = answerSaveWriter(query);
  const save = (profileId: string, answers: string) =>
    writeGrouped({ questionnaireId, profileId, answers, removed: [] });
  if (mode === "serve") {
    if (!question || clients.length === 0) throw new Error("No bench-saver clients or no values-q1 question.");
    let next = 0;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", async () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const profileId = clients[next++ % clients.length]!;
        await save(profileId, answerOf(form.get("answer") ?? ""));
        const body = JSON.stringify({ redirectTo: "/hob/phase1/values-q2" });
        res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
        res.end(body);
      });
    });
    server.listen(Number(values.port), "127.0.0.1", () => console.log("listening"));
    await new Promise<void>((resolve) =>
      process.once("SIGTERM", () => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    );
  } else if (mode === "saves") {
    if (!question || clients.length === 0) throw new Error("No bench-saver clients or no values-q1 question.");
    const answer = answerOf(
      "Honesty, curiosity and care: I want my work to feel like me, even when a tool helps me make it.",
    );
    const latencies: number[] = [];
    // The loops run through the warm-up first; only saves begun after it count.
    const started = performance.now() + Number(values["warm-up"]) * 1000;
    const deadline = started + Number(values.duration) * 1000;
    await Promise.all(
      Array.from({ length: Number(values.connections) }, async (_, index) => {
        const profileId = clients[index % clients.length]!;
        while (performance.now() < deadline) {
          const begun = performance.now();
          if (values.grouped) await save(profileId, answer);
          else await query(SAVE, [questionnaireId, profileId, answer, "{}"]);
          if (begun >= started) latencies.push(performance.now() - begun);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
    console.log(
      JSON.stringify({
        savesPerSec: Math.round((latencies.length / seconds) * 10) / 10,
        p50: at(0.5),
        p99: at(0.99),
        saves: latencies.length,
        clients: clients.length,
      }),
    );
  } else {
    const started = performance.now();
    const rows = await query(EXPORT, [questionnaireId]);
    console.log(JSON.stringify({ rows: rows.length, ms: Math.round((performance.now() - started) * 10) / 10 }));
  }
} finally {
  await close();
}
