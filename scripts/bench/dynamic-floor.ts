/**
 * The dynamic floor of a signed-in page (issue 26): the least a server can do to answer it. For each
 * request it runs the page's own database statements, for the request's session, through the raw driver
 * (the app's: PGlite opened with the app's options, or a node-postgres pool of 10 as the app's), then
 * answers the same HTML bytes the app answered. There is no framework, session check, rendering,
 * security header or log line, so app ÷ floor is what those cost on top of the database work.
 *
 *   node scripts/bench/dynamic-floor.ts capture --base URL --plan plan.json --log STATEMENTS.jsonl --out captures.json
 *     against a production server started with scripts/bench/statement-capture.ts loaded (NODE_OPTIONS=--import …,
 *     STATEMENT_CAPTURE_FILE=STATEMENTS.jsonl) and the signed-in page cache off: for every session of the plan
 *     (`{ sessions: [{ role, cookie }], pages: [{ name, path, role }] }`), renews its session cookie cache with
 *     one request, then GETs each page of its role once and keeps the answer's bytes and the statements it
 *     sent, with their parameters. Fails unless every answer is a 200.
 *   node scripts/bench/dynamic-floor.ts serve --port PORT --captures captures.json (--pglite DATA_DIR | --url URL)
 *     serves them: a GET of a captured path replays that (path, session)'s statements (those a loader sent
 *     together run together, the others in order: `after` in the capture) and answers its bytes; the
 *     session is the request's `session_token` cookie. A POST to a Blueprint step is an answer save through
 *     the app's group commit (the bench's stream of writes, as scripts/bench/raw-driver.ts serve does).
 *     GET /__floor/stats answers the requests answered and their statements (run, failed) per path since the
 *     last call, and resets them;
 *     GET /healthz runs `select 1`, as the app's does.
 *     Prints "listening" and serves until stopped. On PGlite the app's server must be stopped first.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { answerSaveWriter } from "../../app/lib/db/answer-save-statement.ts";
import { pgliteOptions } from "../../app/lib/db/client.server.ts";
import type { CapturedStatement, CaptureLine } from "./statement-capture.ts";

/** The header statement-capture.ts looks for (not imported: that module patches the drivers when loaded). */
const CAPTURE_HEADER = "x-bench-capture";

export interface FloorPlan {
  sessions: { role: string; cookie: string }[];
  pages: { name: string; path: string; role: string }[];
}

export interface CapturedPage {
  name: string;
  path: string;
  role: string;
  entries: { token: string; status: number; statements: CapturedStatement[]; transactions: number; html: string }[];
}

/** The session token a Cookie header carries (better-auth's `…session_token` cookie), or "". */
export function sessionToken(cookie: string | undefined) {
  for (const pair of (cookie ?? "").split(";")) {
    const [name = "", ...value] = pair.trim().split("=");
    if (name.endsWith("session_token")) return value.join("=");
  }
  return "";
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string" },
    plan: { type: "string" },
    log: { type: "string" },
    out: { type: "string" },
    port: { type: "string" },
    captures: { type: "string" },
    pglite: { type: "string" },
    url: { type: "string" },
  },
});

if (positionals[0] === "capture") await capture();
else if (positionals[0] === "serve") await serve();
else {
  console.error("Usage: node scripts/bench/dynamic-floor.ts capture|serve … (see the top of the file)");
  process.exit(2);
}

// ── Capture ───────────────────────────────────────────────────────────────────
async function capture() {
  if (!values.base || !values.plan || !values.log || !values.out) {
    console.error("capture needs --base, --plan, --log and --out");
    process.exit(2);
  }
  const base = values.base;
  const plan = JSON.parse(readFileSync(values.plan, "utf8")) as FloorPlan;
  const pages: CapturedPage[] = plan.pages.map((page) => ({ ...page, entries: [] }));
  const bodies = new Map<string, { page: number; token: string; status: number; html: string }>();
  const failures: string[] = [];

  /** The session's cookie jar, renewed from every answer's Set-Cookie as a browser's is. */
  const jarOf = (cookie: string) => new Map(cookie.split("; ").map((pair) => [pair.split("=", 1)[0]!, pair]));
  const get = async (jar: Map<string, string>, pagePath: string, id?: string) => {
    const response = await fetch(`${base}${pagePath}`, {
      redirect: "manual",
      headers: {
        cookie: [...jar.values()].join("; "),
        "accept-encoding": "identity",
        ...(id ? { [CAPTURE_HEADER]: id } : {}),
      },
    });
    const html = await response.text();
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";", 1)[0]!;
      const name = pair.split("=", 1)[0]!;
      if (pair.endsWith("=")) jar.delete(name);
      else jar.set(name, pair);
    }
    return { status: response.status, html };
  };

  let next = 0;
  const worker = async () => {
    while (next < plan.sessions.length) {
      const sessionIndex = next++;
      const session = plan.sessions[sessionIndex]!;
      const jar = jarOf(session.cookie);
      await get(jar, "/account"); // renews the session cookie cache: the captures are of a warm session
      const token = sessionToken(session.cookie);
      for (const [pageIndex, page] of plan.pages.entries()) {
        if (page.role !== session.role) continue;
        const id = `${pageIndex}:${sessionIndex}`;
        const { status, html } = await get(jar, page.path, id);
        if (status !== 200) failures.push(`${page.name} (${page.path}) as session ${sessionIndex + 1}: ${status}`);
        bodies.set(id, { page: pageIndex, token, status, html });
      }
    }
  };
  // A few sessions at a time (each one's requests in order): the capture's own speed does not matter.
  await Promise.all(Array.from({ length: 4 }, worker));
  if (failures.length > 0) throw new Error(`capture: not every page answered 200:\n${failures.join("\n")}`);

  await new Promise((resolve) => setTimeout(resolve, 300)); // the last responses' "close" lines
  const lines = readFileSync(values.log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaptureLine);
  const logged = new Map(lines.map((line) => [line.id, line]));
  for (const [id, body] of bodies) {
    const line = logged.get(id);
    if (!line) throw new Error(`capture: no statement log for request ${id}`);
    pages[body.page]!.entries.push({
      token: body.token,
      status: body.status,
      statements: line.statements,
      transactions: line.transactions,
      html: body.html,
    });
  }
  writeFileSync(values.out, JSON.stringify({ pages }));
  console.log(
    JSON.stringify({
      pages: pages.map((page) => ({
        name: page.name,
        sessions: page.entries.length,
        statements: page.entries.map((entry) => entry.statements.length),
        transactions: page.entries.reduce((sum, entry) => sum + entry.transactions, 0),
        htmlBytes: page.entries[0]?.html.length ?? 0,
      })),
    }),
  );
}

// ── Serve ─────────────────────────────────────────────────────────────────────
async function serve() {
  if (!values.port || !values.captures || (!values.pglite && !values.url)) {
    console.error("serve needs --port, --captures and --pglite DATA_DIR or --url URL");
    process.exit(2);
  }
  type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  let query: Query;
  let exec: (text: string) => Promise<unknown>;
  let close: () => Promise<void>;
  if (values.pglite) {
    const client = await PGlite.create(path.join(values.pglite, "pglite"), pgliteOptions());
    query = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
    exec = (text) => client.exec(text);
    close = () => client.close();
  } else {
    const pool = new pg.Pool({ connectionString: values.url, max: 10 });
    query = async (text, params) => (await pool.query(text, params)).rows;
    exec = (text) => pool.query(text);
    close = () => pool.end();
  }

  const revive = (value: unknown): unknown =>
    value && typeof value === "object" && "$bytes" in value
      ? Buffer.from(String((value as { $bytes: string }).$bytes), "base64")
      : Array.isArray(value)
        ? value.map(revive)
        : value;
  interface Entry {
    statements: (CapturedStatement & { params: unknown[] })[];
    html: Buffer;
  }
  const captured = JSON.parse(readFileSync(values.captures, "utf8")) as { pages: CapturedPage[] };
  const byPath = new Map<string, Map<string, Entry>>();
  for (const page of captured.pages) {
    // Pages of different roles may share a path (/dashboard): their sessions differ.
    const sessions = byPath.get(page.path) ?? new Map<string, Entry>();
    for (const entry of page.entries) {
      sessions.set(entry.token, {
        statements: entry.statements.map((s) => ({ ...s, params: s.params.map(revive) })),
        html: Buffer.from(entry.html),
      });
    }
    byPath.set(page.path, sessions);
  }

  const stats = new Map<string, { requests: number; statements: number; errors: number; firstError?: string }>();
  const statsOf = (pagePath: string) => {
    const entry = stats.get(pagePath) ?? { requests: 0, statements: 0, errors: 0 };
    stats.set(pagePath, entry);
    return entry;
  };

  /** Runs a request's statements with the concurrency they had in the app; counts them once all have run. */
  async function replay(pagePath: string, statements: Entry["statements"]) {
    const counted = { statements: 0, errors: 0, firstError: undefined as string | undefined };
    const done: Promise<void>[] = [];
    for (const [index, statement] of statements.entries()) {
      const before = statement.after.map((i) => done[i]!);
      done[index] = (before.length ? Promise.all(before) : Promise.resolve()).then(async () => {
        try {
          if (statement.exec) await exec(statement.text);
          else await query(statement.text, statement.params);
          counted.statements++;
        } catch (error) {
          counted.errors++;
          counted.firstError ??= `${(error as Error).message}: ${statement.text.slice(0, 200)}`;
        }
      });
    }
    await Promise.all(done);
    const total = statsOf(pagePath);
    total.requests++;
    total.statements += counted.statements;
    total.errors += counted.errors;
    total.firstError ??= counted.firstError;
  }

  // Answer saves for the bench's stream of writes, as raw-driver.ts serve does them.
  const [phase] = await query("select id from questionnaires where name = 'Phase 1'");
  const [question] = await query(
    "select id from questions where questionnaire_id = $1 and question_key = 'values-q1'",
    [phase?.id],
  );
  const savers = (await query("select id from users where email like 'bench-saver-%' order by email")).map((r) =>
    String(r.id),
  );
  const writeGrouped = answerSaveWriter(query);
  let nextSaver = 0;

  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    if (req.method === "GET" && url === "/healthz") {
      // As the app's: one statement, behind any queued ones (the bench waits for a quick one between loads).
      query("select 1").then(() => res.writeHead(200, { "content-length": 2 }).end("ok"));
      return;
    }
    if (req.method === "GET" && url === "/__floor/stats") {
      const body = JSON.stringify(Object.fromEntries(stats));
      stats.clear();
      res.writeHead(200, { "content-type": "application/json" }).end(body);
      return;
    }
    if (req.method === "POST") {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", async () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const answers = JSON.stringify([{ question_id: Number(question?.id), answer: form.get("answer") ?? "" }]);
        await writeGrouped({
          questionnaireId: Number(phase?.id),
          profileId: savers[nextSaver++ % savers.length]!,
          answers,
          removed: [],
        });
        const body = JSON.stringify({ redirectTo: "/hob/phase1/values-q2" });
        res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
        res.end(body);
      });
      return;
    }
    const entry = byPath.get(url)?.get(sessionToken(req.headers.cookie));
    if (!entry) {
      statsOf(url).errors++;
      res.writeHead(404, { "content-length": 0 }).end();
      return;
    }
    replay(url, entry.statements).then(() => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": entry.html.length });
      res.end(entry.html);
    });
  });
  server.listen(Number(values.port), "127.0.0.1", () => console.log("listening"));
  await new Promise<void>((resolve) =>
    process.once("SIGTERM", () => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  );
  await close();
}
