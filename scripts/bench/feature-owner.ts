import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { npmScriptArgs } from "../lib/serve.ts";
import {
  autocannon,
  type Child,
  children,
  type FeatureRow,
  finishChild,
  startChild,
  startServerChild,
  stopChild,
  waitForHealth,
} from "./children.ts";
import { signIn } from "./sign-in.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
process.chdir(ROOT);

const { values } = parseArgs({ options: { out: { type: "string", default: "bench/feature-owner.json" } } });
const HOST = "127.0.0.1";
const PORT = 3640;
const BASE = `http://${HOST}:${PORT}`;
const BUILD_DIR = process.env.BUILD_DIR || "build";
const CLIENTS = 1_000;
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION || 10);
const TARGET_P99_MS = 500;
const ADMIN = { email: "owner-bench@bench.test", password: "owner bench passphrase 1" };

const log = (message: string) => console.log(`[feature-owner ${new Date().toISOString().slice(11, 19)}] ${message}`);
const work = mkdtempSync(path.join(tmpdir(), "ho-owner-bench-"));
const dataDir = path.join(work, "data");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  BUILD_DIR,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PORT: String(PORT),
  HOST,
  BASE_URL: BASE,
  LOG_LEVEL: "warn",
  SMTP_URL: "",
  TRUST_PROXY: "0",
};

/** 1,000 clients in every state Today shows, written straight to the (stopped) embedded database. */
async function seed() {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    await db.exec(`
      begin;
      insert into users (id, name, email, email_verified, role)
        select 'owner-bench-' || i, 'Bench Client ' || i, 'owner-bench-' || i || '@bench.test', true, 'client'
        from generate_series(1, ${CLIENTS}) as i;
      insert into questionnaire_results (questionnaire_id, profile_id, started_at, updated_at, completed_at)
        select (select id from questionnaires where name = 'Phase 1'), 'owner-bench-' || i,
          now() - interval '60 days', now() - make_interval(days => i % 41),
          case when i % 10 = 0 then now() - make_interval(days => i % 84) end
        from generate_series(1, ${CLIENTS}) as i;
      -- Answers (the history trigger runs for each), then half of the reports sent before a change.
      insert into questionnaire_answers (result_id, question_id, answer)
        select r.id, q.id, to_jsonb('answer ' || r.id)
        from questionnaire_results r
        cross join lateral (select id from questions where questionnaire_id = r.questionnaire_id
          order by position limit 5) q
        where r.profile_id like 'owner-bench-%';
      update phase_reports p set status = 'approved', approved_at = now() - interval '1 day', sent_count = 1,
          answer_version = (select max(h.id) from answer_history h where h.result_id = p.result_id) - 1
        where p.id % 2 = 0;
      insert into contact_messages (name, email, message)
        select 'Inquirer ' || i, 'inquirer-' || i || '@bench.test', 'Hello, I would like a session.'
        from generate_series(1, 100) as i;
      insert into email_outbox ("to", subject, text, status, last_error)
        select 'bounce-' || i || '@bench.test', 'Bench', 'Bench', 'failed', 'mailbox unavailable'
        from generate_series(1, 10) as i;
      commit;`);
    const [counts] = (
      await db.query<{ drafts: number; outdated: number; idle: number }>(`select
        (select count(*)::int from phase_reports where status = 'draft') as drafts,
        (select count(*)::int from phase_reports where status = 'approved') as outdated,
        (select count(*)::int from questionnaire_results
           where completed_at is null and updated_at < now() - interval '14 days') as idle`)
    ).rows;
    return counts!;
  } finally {
    await db.close();
  }
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

async function load(cookie: string, pagePath = "/dashboard") {
  return autocannon<AutocannonJson>(`${BASE}${pagePath}`, CONNECTIONS, DURATION, [`cookie=${cookie}`]);
}

/** The production server, answering. */
async function startServer() {
  const server = startServerChild(env);
  await waitForHealth(BASE, server, 240_000);
  return server;
}

let server: Child | undefined;
try {
  mkdirSync(dataDir, { recursive: true });
  log(`creating the owner's account in ${dataDir}`);
  await finishChild(
    startChild(
      [...npmScriptArgs("users"), "create", "--email", ADMIN.email, "--password", ADMIN.password, "--role", "admin"],
      env,
    ),
  );
  // The first start registers the Blueprint questions; then the database is seeded while stopped.
  log("first start (registers the questions)");
  server = await startServer();
  await stopChild(server);
  const seeded = await seed();
  log(
    `seeded ${CLIENTS} clients: ${seeded.drafts} draft reports, ${seeded.outdated} sent then changed, ${seeded.idle} idle`,
  );
  log("starting the server on the seeded database");
  server = await startServer();
  const cookie = await signIn(BASE, ADMIN.email, ADMIN.password);
  const page = await fetch(`${BASE}/dashboard`, { headers: { cookie } });
  const html = await page.text();
  if (page.status !== 200 || !html.includes("Reports to review and send")) throw new Error("Today did not render");
  for (let i = 0; i < 20; i++) await (await fetch(`${BASE}/dashboard`, { headers: { cookie } })).arrayBuffer();
  log(`loading /dashboard for ${DURATION} s at ${CONNECTIONS} connections`);
  const result = await load(cookie);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  // A signed-in page without Today (same session lookup, same navigation badge): the machine's baseline.
  log("loading /tools as the owner (no Today) as the baseline");
  const baseline = await load(cookie, "/tools");
  const rows = [
    {
      name: `Today (/dashboard as the owner), ${CLIENTS.toLocaleString("en")} clients: p99`,
      value: result.latency.p99,
      unit: "ms",
      target: `≤ ${TARGET_P99_MS} ms`,
      pass: result.latency.p99 <= TARGET_P99_MS,
      note: `${CONNECTIONS} connections × ${DURATION} s, embedded database; p50 ${result.latency.p50} ms`,
    },
    {
      name: "Baseline: /tools as the owner (no Today), same server: p99",
      value: baseline.latency.p99,
      unit: "ms",
      note: `p50 ${baseline.latency.p50} ms, ${Math.round(baseline.requests.average * 10) / 10} req/s: the machine's share of the figure above`,
    },
    {
      name: `Today, ${CLIENTS.toLocaleString("en")} clients: throughput`,
      value: Math.round(result.requests.average * 10) / 10,
      unit: "req/s",
      note: `${result.requests.total} requests`,
    },
  ] satisfies FeatureRow[];
  mkdirSync(path.dirname(path.resolve(values.out!)), { recursive: true });
  writeFileSync(values.out!, `${JSON.stringify({ rows }, null, 2)}\n`);
  log(
    `Today p99 ${result.latency.p99} ms (p50 ${result.latency.p50}), ${rows[2]!.value} req/s; ` +
      `baseline p99 ${baseline.latency.p99} ms → ${values.out}`,
  );
} finally {
  if (server) await stopChild(server);
  await Promise.all([...children].map((child) => stopChild(child)));
  rmSync(work, { recursive: true, force: true });
}
