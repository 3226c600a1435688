/**
 * `npm run test:crash` (through scripts/crash-test.sh): the production build is killed with SIGKILL
 * while clients save Blueprint answers, restarted, and every acknowledged answer must still be there.
 *
 *   node scripts/crash-test.ts [--cycles 50] [--clients 4] [--driver pglite|postgres|both]
 *
 * Per driver: a fresh database (a temporary DATA_DIR for PGlite; a new database on TEST_DATABASE_URL
 * for PostgreSQL, dropped at the end), one admin and N client accounts made with scripts/users.ts,
 * and a server (`scripts/serve.sh`, BUILD_DIR, default ./build) on 127.0.0.1, ports 3700–3799.
 * Each cycle: wait for the server's /healthz; read every client's answers back through the admin CSV
 * export and compare them with what was acknowledged; then the clients save answers concurrently
 * (POST /hob/phase1/<step>, one request at a time each) until the server is sent SIGKILL 150–1200 ms
 * later, and restarted at once, as a process manager would (the killed process may not be reaped yet:
 * the embedded database's lock must not stop the new one). Last, once per driver, the server is killed
 * while the owner's photo upload is being written (chunked) and must leave no temporary file
 * (DATA_DIR/tmp) after its restart. A save counts as acknowledged only when it got its 302 (or, sent as the step
 * page sends it, its JSON answer naming the next step). For every client and step the stored answer must
 * be the last acknowledged value, or a value sent after it whose request was cut short by the kill (it
 * may or may not have committed). Anything else is lost.
 *
 * Prints one summary line per driver and, last, `N passed, M failed` (drivers); exits 1 when an
 * answer was lost, a save was refused, or a driver could not run. Every child is started and
 * stopped by process id; nothing else on the machine is touched.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parse as parseCsv } from "csv-parse/sync";
import pg from "pg";
import { npmScriptArgs, spawnServer } from "./lib/serve.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
process.chdir(ROOT);

// ── Options ───────────────────────────────────────────────────────────────────
const usage = "Usage: node scripts/crash-test.ts [--cycles N] [--clients N (1-9)] [--driver pglite|postgres|both]";
const { values: options } = parseArgs({
  options: {
    cycles: { type: "string", default: "50" },
    clients: { type: "string", default: "4" },
    driver: { type: "string", default: "both" },
    help: { type: "boolean", short: "h" },
  },
});
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const CYCLES = Number(options.cycles);
// Sign-in is rate limited to 10 a minute per address: the admin and up to 9 clients sign in once.
const CLIENTS = Number(options.clients);
const DRIVERS: string[] = options.driver === "both" ? ["pglite", "postgres"] : [options.driver];
if (
  !Number.isInteger(CYCLES) ||
  CYCLES < 1 ||
  !Number.isInteger(CLIENTS) ||
  CLIENTS < 1 ||
  CLIENTS > 9 ||
  !DRIVERS.every((d) => d === "pglite" || d === "postgres")
) {
  console.error(usage);
  process.exit(2);
}
type DriverName = "pglite" | "postgres";

// ── Constants ─────────────────────────────────────────────────────────────────
const HOST = "127.0.0.1";
const PORT_RANGE = { first: 3700, last: 3799 };
const BUILD_DIR = path.resolve(process.env.BUILD_DIR || "build");
const AUTH_SECRET = "crash-test-secret-crash-test-secret-0123456789";
const KILL_AFTER_MS = { min: 150, max: 1200 };
const REQUEST_TIMEOUT_MS = 15_000;
const START_TIMEOUT_MS = 90_000;
const CLI_TIMEOUT_MS = 90_000;
const CYCLE_TIMEOUT_MS = 180_000;
const EXIT_TIMEOUT_MS = 10_000;
/** The free-text (textarea) steps of Phase 1, as in app/blueprint/questionnaires/phase1.ts. */
const STEPS = [
  ...["values-q1", "values-q2", "values-q3", "values-q4", "values-q5", "values-q6"],
  ...["vision-q1", "vision-q2", "mission-q1", "mission-q2"],
  ...["wellness-reflect1", "wellness-reflect2", "wellness-reflect3"],
  ...["strengths-q1", "strengths-q2", "strengths-q3", "strengths-q4", "strengths-q5", "strengths-q6", "strengths-q7"],
];
const FILLER =
  "I feel most like myself when the work is honest, unhurried and made with care for the people it serves. ";

const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const log = (message: string) => console.log(`[crash ${clock()}] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${seconds(ms)}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// ── Child processes (all stopped by process id) ───────────────────────────────
const children = new Set<ChildProcess>();
const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function killChild(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL") {
  if (child.pid === undefined || exited(child)) return;
  try {
    process.kill(child.pid, signal);
  } catch {}
}

/** Resolves when the child has exited (at once if it already has). */
function exitOf(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (exited(child)) resolve();
    else child.once("exit", () => resolve());
  });
}

async function killAll() {
  for (const child of children) killChild(child);
  await Promise.race([Promise.all([...children].map(exitOf)), sleep(EXIT_TIMEOUT_MS)]);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the servers`);
    void killAll().finally(() => process.exit(130));
  });
}

/** `"server"` starts the production server through scripts/serve.sh; other args run a Node script. */
function spawnNode(args: string[] | "server", env: NodeJS.ProcessEnv) {
  const stdio = ["ignore", "pipe", "pipe"] as const;
  const child =
    args === "server"
      ? spawnServer(env, { stdio: [...stdio] })
      : spawn(process.execPath, args, { env, stdio: [...stdio] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  children.add(child);
  child.once("exit", () => children.delete(child));
  child.once("error", () => children.delete(child));
  return Object.assign(child, { output });
}

async function runCli(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawnNode(args, env);
  const timer = setTimeout(() => killChild(child), CLI_TIMEOUT_MS);
  try {
    await exitOf(child);
  } finally {
    clearTimeout(timer);
  }
  if (child.exitCode !== 0) {
    const why = child.signalCode ? `killed by ${child.signalCode} (time limit)` : `exit ${child.exitCode}`;
    throw new Error(
      `node ${args.join(" ").replace(/--password \S+/, "--password …")}: ${why}\n${child.output.join("")}`,
    );
  }
}

/** The first port of 3700–3799 (from `from`) that 127.0.0.1 can listen on now. */
async function freePort(from: number) {
  for (let port = from; port <= PORT_RANGE.last; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, HOST, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${PORT_RANGE.last}`);
}

/** Where a JSON save's answer (`{ redirectTo }`) sends the client next, if it says. */
function nextStepOf(body: string): string | undefined {
  try {
    const reply = JSON.parse(body) as { redirectTo?: unknown };
    return typeof reply.redirectTo === "string" ? reply.redirectTo : undefined;
  } catch {
    return undefined;
  }
}

// ── HTTP (a new connection per request: nothing survives a killed server) ─────
interface HttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function http(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const req = httpRequest(
      url,
      {
        method: init.method ?? "GET",
        agent: false,
        headers: { ...init.headers, ...(body ? { "content-length": String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", (error) => {
          clearTimeout(timer);
          reject(error);
        });
      },
    );
    const timeoutMs = init.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${seconds(timeoutMs)}`)), timeoutMs);
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

// ── A kill during a photo job (issue 31) ──────────────────────────────────────
/** A restarted server must finish a photo job its killed predecessor was running within this time. */
const PHOTO_JOB_AFTER_RESTART_MS = 30_000;

/**
 * Uploads one large photo to the portfolio, sends SIGKILL while its media job runs, restarts, and
 * answers how long after the restart the photo was ready (the admin page shows its derivatives).
 */
async function killDuringPhotoJob(run: {
  base: string;
  adminCookie: string;
  /** PostgreSQL: the test's database, to see the job's lease taken before the kill. */
  databaseUrl: string;
  server: () => ChildProcess & { output: string[] };
  startServer: () => Promise<number>;
}) {
  const sharp = (await import("sharp")).default;
  // A photo-like picture (smooth colour blobs): 3.8 MP, a few seconds of rendering on 2 idle cores.
  const [width, height] = [2400, 1600];
  const blobs = await sharp({
    create: {
      width: width / 16,
      height: height / 16,
      channels: 3,
      background: "#887766",
      noise: { type: "gaussian", mean: 120, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  const photo = await sharp(blobs).resize(width, height, { kernel: "cubic" }).jpeg({ quality: 90 }).toBuffer();
  const body = new FormData();
  body.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "crash-photo.jpg");
  const upload = await fetch(`${run.base}/admin/media/upload?to=portfolio`, {
    method: "POST",
    headers: { cookie: run.adminCookie, origin: run.base, accept: "application/json" },
    body,
  });
  const reply = (await upload.json()) as { results?: { ok: boolean; assetId?: string }[] };
  const assetId = reply.results?.[0]?.assetId;
  if (upload.status !== 200 || !assetId) throw new Error(`photo upload: ${upload.status} ${JSON.stringify(reply)}`);
  const ready = async () => {
    const page = await http(`${run.base}/admin/portfolio`, { headers: { cookie: run.adminCookie } });
    return page.status === 200 && page.body.includes(`/media/${assetId}/`);
  };
  await sleep(300); // the job is claimed as soon as the upload is stored
  if (run.databaseUrl) {
    const db = new pg.Client({ connectionString: run.databaseUrl });
    await db.connect();
    try {
      const leased = async () =>
        (
          await db.query(
            "select 1 from jobs where kind = 'media.process' and status = 'running' and locked_until > now()",
          )
        ).rowCount === 1;
      for (let tries = 0; !(await leased()); tries++) {
        if (tries > 100) throw new Error("the photo job was never claimed");
        await sleep(100);
      }
    } finally {
      await db.end();
    }
  }
  if (await ready()) throw new Error("the photo was processed before the kill: use a larger photo");
  const victim = run.server();
  process.kill(victim.pid!, "SIGKILL");
  await withTimeout(exitOf(victim), EXIT_TIMEOUT_MS, "exit after SIGKILL (photo job)");
  await run.startServer();
  const restartedAt = performance.now();
  while (performance.now() - restartedAt < PHOTO_JOB_AFTER_RESTART_MS) {
    if (await ready()) {
      // The embedded database: the killed process's lease was found and released at start-up.
      if (!run.databaseUrl && !run.server().output.join("").includes("left running by the previous process")) {
        throw new Error("the restarted server did not report releasing the killed photo job's lease");
      }
      return performance.now() - restartedAt;
    }
    await sleep(250);
  }
  throw new Error(
    `the photo job killed mid-way was not finished ${seconds(PHOTO_JOB_AFTER_RESTART_MS)} after restart:\n` +
      run.server().output.join("").slice(-3000),
  );
}

// ── One driver's run ──────────────────────────────────────────────────────────
interface Slot {
  /** The last value whose save was acknowledged (302), or what the database held at the last check. */
  acked: string | undefined;
  /** When that acknowledgement arrived (performance.now()), if it came from a save. */
  ackedAt?: number;
  /** Values sent after `acked` whose saves were not acknowledged: each may or may not have committed. */
  unconfirmed: string[];
}

interface Client {
  index: number;
  email: string;
  password: string;
  cookie: string;
  nextStep: number;
  slots: Map<string, Slot>;
}

interface Lost {
  check: string;
  email: string;
  step: string;
  expected: string;
  found: string;
}

interface DriverResult {
  driver: DriverName;
  cycles: number;
  acknowledged: number;
  lost: Lost[];
  checks: number;
  inFlightAtKill: number;
  /** Saves acknowledged less than 100 ms before the SIGKILL (or as it was sent): the riskiest ones. */
  ackedJustBeforeKill: number;
  committedUnacknowledged: number;
  refused: string[];
  restartsMs: number[];
  staleLocks: number;
  /** Temporary upload files found after the restart that followed a kill during an upload. */
  uploadTempLeft?: number;
  /** How long after its restart the server finished the photo job killed mid-way. */
  photoJobMs?: number;
  error?: string;
}

/** Every file under `directory` (none if it does not exist). */
function tempFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const short = (value: string) => (value === "" ? "(empty)" : (value.split(" ")[0] ?? value));

async function runDriver(driver: DriverName): Promise<DriverResult> {
  const result: DriverResult = {
    driver,
    cycles: 0,
    acknowledged: 0,
    lost: [],
    checks: 0,
    inFlightAtKill: 0,
    ackedJustBeforeKill: 0,
    committedUnacknowledged: 0,
    refused: [],
    restartsMs: [],
    staleLocks: 0,
  };
  const port = await freePort(driver === "pglite" ? 3701 : 3711);
  const base = `http://${HOST}:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `ho-crash-${driver}-`));
  const lockFile = path.join(dataDir, "pglite.lock");
  let pgAdmin: pg.Client | undefined;
  let database: string | undefined;
  let databaseUrl = "";
  let server: (ChildProcess & { output: string[] }) | undefined;

  try {
    if (driver === "postgres") {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) {
        throw new Error("TEST_DATABASE_URL is not set (scripts/crash-test.sh sets it with ensure_postgres)");
      }
      pgAdmin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
      await pgAdmin.connect();
      database = `ho_crash_${process.pid}_${Date.now()}`;
      await pgAdmin.query(`create database ${database}`);
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      PORT: String(port),
      HOST,
      BASE_URL: base,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      TRUST_PROXY: "0",
    };

    // Accounts, with the real command-line tool (before the server: PGlite allows one process).
    const tag = randomBytes(3).toString("hex");
    const admin = { email: `crash-admin-${tag}@crash.test`, password: `crash admin passphrase ${tag}` };
    const clients: Client[] = Array.from({ length: CLIENTS }, (_, index) => ({
      index,
      email: `crash-client${index}-${tag}@crash.test`,
      password: `crash client passphrase ${index} ${tag}`,
      cookie: "",
      nextStep: index * 5,
      slots: new Map(),
    }));
    const create = (email: string, password: string, role: string) =>
      runCli([...npmScriptArgs("users"), "create", "--email", email, "--password", password, "--role", role], env);
    const setupStarted = performance.now();
    await create(admin.email, admin.password, "admin"); // first alone: it creates and migrates the database
    if (driver === "postgres") await Promise.all(clients.map((c) => create(c.email, c.password, "client")));
    else for (const c of clients) await create(c.email, c.password, "client");
    log(`${driver}: database and ${CLIENTS + 1} accounts ready in ${seconds(performance.now() - setupStarted)}`);

    async function startServer() {
      const startedAt = performance.now();
      // Started right after a SIGKILL: the lock still names the killed process, which may not have
      // exited or been reaped yet. The server must see that lock as stale (or wait for it) itself.
      if (driver === "pglite" && existsSync(lockFile)) result.staleLocks++;
      const child = spawnNode("server", env);
      server = child;
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (exited(child)) {
          throw new Error(
            `server exited during start-up (${child.signalCode ?? `exit ${child.exitCode}`}):\n${child.output.join("")}`,
          );
        }
        try {
          const health = await http(`${base}/healthz`, { timeoutMs: 2_000 });
          if (health.status === 200) return performance.now() - startedAt;
        } catch {}
        await sleep(25);
      }
      throw new Error(`server did not answer /healthz within ${seconds(START_TIMEOUT_MS)}:\n${child.output.join("")}`);
    }

    async function signIn(email: string, password: string) {
      const response = await http(`${base}/auth`, {
        method: "POST",
        headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
        body: form({ view: "sign_in", email, password }),
      });
      const cookies = (response.headers["set-cookie"] ?? []).map((c) => c.split(";")[0] ?? "").filter(Boolean);
      if (response.status !== 302 || !cookies.some((c) => c.includes("session_token="))) {
        throw new Error(`sign-in of ${email} failed: ${response.status} ${response.body.slice(0, 300)}`);
      }
      return cookies.join("; ");
    }

    /** Reads every client's answers through the admin export and checks them against the record. */
    async function verify(check: string) {
      const response = await http(`${base}/hob/results/export?questionnaire=Phase%201`, {
        headers: { cookie: adminCookie },
        timeoutMs: 30_000,
      });
      if (response.status !== 200)
        throw new Error(`export (${check}): ${response.status} ${response.body.slice(0, 300)}`);
      const rows = parseCsv(response.body, { bom: true, columns: true, skip_empty_lines: true }) as Record<
        string,
        string
      >[];
      const header = rows[0] ? Object.keys(rows[0]) : [];
      const missing = STEPS.filter((step) => rows.length > 0 && !header.includes(step));
      if (missing.length) throw new Error(`export has no column for ${missing.join(", ")}`);
      const byEmail = new Map(rows.map((row) => [row.user_email ?? "", row]));
      if (byEmail.size !== rows.length) throw new Error(`export (${check}): a client appears more than once`);
      for (const client of clients) {
        const row = byEmail.get(client.email);
        for (const [step, slot] of client.slots) {
          const found = row?.[step] ?? "";
          const expected = slot.acked ?? "";
          result.checks++;
          if (found !== expected) {
            if (slot.unconfirmed.includes(found)) result.committedUnacknowledged++;
            else result.lost.push({ check, email: client.email, step, expected, found });
          }
          // What the database holds is the new reference (a loss is counted once).
          slot.acked = found === "" ? undefined : found;
          slot.ackedAt = undefined;
          slot.unconfirmed = [];
        }
      }
    }

    /** One client: saves one answer after another until the server is killed. */
    async function saveLoop(client: Client, cycle: number, state: { killed: boolean }) {
      for (let n = 0; !state.killed; n++) {
        const step = STEPS[client.nextStep++ % STEPS.length]!;
        const token = `c${client.index}-cycle${cycle}-n${n}`;
        const value = `${token} ${FILLER.repeat(30).slice(0, randomInt(0, 3000))}`.trim();
        let slot = client.slots.get(step);
        if (!slot) {
          slot = { acked: undefined, unconfirmed: [] };
          client.slots.set(step, slot);
        }
        slot.unconfirmed.push(value); // from here on the value may be in the database
        // Every other save as the step page sends it (JSON, answered `{ redirectTo }`), the rest as its
        // form without JavaScript (answered with a redirect).
        const asJson = n % 2 === 0;
        let response: HttpResult;
        try {
          response = await http(`${base}/hob/phase1/${step}`, {
            method: "POST",
            headers: {
              cookie: client.cookie,
              origin: base,
              "content-type": "application/x-www-form-urlencoded",
              ...(asJson ? { accept: "application/json" } : {}),
            },
            body: form({ intent: "next", answer: value }),
          });
        } catch (error) {
          if (state.killed) result.inFlightAtKill++;
          else result.refused.push(`${token} ${step}: ${(error as Error).message} (server still running)`);
          return;
        }
        const next = asJson && response.status === 200 ? nextStepOf(response.body) : response.headers.location;
        const location = new URL(String(next ?? ""), base).pathname;
        if (response.status === (asJson ? 200 : 302) && location.startsWith("/hob/phase1/")) {
          slot.acked = value;
          slot.ackedAt = performance.now();
          slot.unconfirmed = [];
          result.acknowledged++;
          cycleAcks++;
        } else {
          // Refused (or sent to sign in): not acknowledged, so allowed either way, but reported.
          result.refused.push(`${token} ${step}: ${response.status}${location ? ` → ${location}` : ""}`);
          if (result.refused.length > 20) throw new Error(`too many refused saves: ${result.refused.slice(-3)}`);
        }
      }
    }

    /**
     * The owner uploads a photo as a slow chunked body; once its temporary file under DATA_DIR/tmp
     * holds a few MB, the server is killed and restarted at once. Answers the temporary files left
     * after the restart (there must be none).
     */
    async function killDuringUpload(): Promise<number> {
      const killed = server!;
      const tempRoot = path.join(dataDir, "tmp");
      const boundary = `crash${randomBytes(8).toString("hex")}`;
      const socket = connect(port, HOST);
      socket.on("error", () => {}); // reset by the kill: expected
      const chunk = (data: Buffer) =>
        socket.write(`${data.length.toString(16)}\r\n${data.toString("latin1")}\r\n`, "latin1");
      socket.write(
        `POST /admin/media/upload?to=portfolio HTTP/1.1\r\nHost: ${HOST}:${port}\r\nOrigin: ${base}\r\n` +
          `Cookie: ${adminCookie}\r\nAccept: application/json\r\nTransfer-Encoding: chunked\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\n\r\n`,
      );
      chunk(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="camera.jpg"\r\n` +
            "Content-Type: image/jpeg\r\n\r\n",
        ),
      );
      const written = () => tempFiles(tempRoot).reduce((sum, file) => sum + statSync(file).size, 0);
      const deadline = Date.now() + REQUEST_TIMEOUT_MS;
      while (written() < 4 * 1024 * 1024) {
        if (Date.now() > deadline) throw new Error("the upload's temporary file did not grow to 4 MB");
        if (exited(killed)) throw new Error(`server exited during the upload:\n${killed.output.join("")}`);
        chunk(randomBytes(256 * 1024));
        await sleep(10);
      }
      process.kill(killed.pid!, "SIGKILL");
      const restart = startServer();
      restart.catch(() => {});
      await withTimeout(exitOf(killed), EXIT_TIMEOUT_MS, "exit after SIGKILL");
      socket.destroy();
      result.restartsMs.push(await restart);
      const left = tempFiles(tempRoot);
      log(`${driver}: killed during a chunked upload; ${left.length} temporary files left after the restart`);
      return left.length;
    }

    let cycleAcks = 0;
    /** The start that followed the last SIGKILL at once; awaited by the next step. */
    let restarting: Promise<number> | undefined;
    result.restartsMs.push(await startServer());
    const adminCookie = await signIn(admin.email, admin.password);
    for (const client of clients) client.cookie = await signIn(client.email, client.password);

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      await withTimeout(
        (async () => {
          let restartMs: number | undefined;
          if (restarting) {
            restartMs = await restarting;
            restarting = undefined;
            result.restartsMs.push(restartMs);
          } else if (!server || exited(server)) {
            restartMs = await startServer();
            result.restartsMs.push(restartMs);
          }
          await verify(`after restart ${cycle - 1}`);
          const killed = server!;
          const pid = killed.pid!;
          const state = { killed: false };
          cycleAcks = 0;
          const inFlightBefore = result.inFlightAtKill;
          const killAfter = randomInt(KILL_AFTER_MS.min, KILL_AFTER_MS.max);
          const loops = clients.map((client) => saveLoop(client, cycle, state));
          const clientsDone = Promise.all(loops).then(() => {
            if (!state.killed) throw new Error("the clients stopped before the kill");
          });
          await Promise.race([sleep(killAfter), clientsDone]);
          if (exited(killed)) throw new Error(`server exited on its own:\n${killed.output.join("")}`);
          state.killed = true;
          const killedAt = performance.now();
          process.kill(pid, "SIGKILL");
          restarting = startServer();
          restarting.catch(() => {}); // its failure is reported where it is awaited
          await withTimeout(exitOf(killed), EXIT_TIMEOUT_MS, "exit after SIGKILL");
          if (killed.signalCode !== "SIGKILL") throw new Error(`server ended with ${killed.exitCode}, not SIGKILL`);
          await withTimeout(
            clientsDone.catch(() => {}),
            REQUEST_TIMEOUT_MS + 5_000,
            "clients after the kill",
          );
          await clientsDone;
          // Each of these is still the latest value of its step, so the next check reads it back.
          for (const client of clients) {
            for (const slot of client.slots.values()) {
              if (slot.ackedAt !== undefined && slot.ackedAt >= killedAt - 100) result.ackedJustBeforeKill++;
            }
          }
          result.cycles = cycle;
          log(
            `${driver} cycle ${cycle}/${CYCLES}: ` +
              (restartMs === undefined ? "" : `restarted in ${seconds(restartMs)}, `) +
              `${cycleAcks} saves acknowledged, ${result.inFlightAtKill - inFlightBefore} in flight at SIGKILL after ${killAfter} ms`,
          );
        })(),
        CYCLE_TIMEOUT_MS,
        `${driver} cycle ${cycle}`,
      );
    }

    if (restarting) result.restartsMs.push(await restarting);
    restarting = undefined;
    result.uploadTempLeft = await killDuringUpload();
    // Last check, then a clean stop.
    await verify(`after restart ${CYCLES} (final)`);
    result.photoJobMs = await killDuringPhotoJob({
      base,
      adminCookie,
      databaseUrl,
      server: () => server!,
      startServer,
    });
    const last = server!;
    killChild(last, "SIGTERM");
    await Promise.race([exitOf(last), sleep(EXIT_TIMEOUT_MS)]);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    if (server) {
      killChild(server);
      await Promise.race([exitOf(server), sleep(EXIT_TIMEOUT_MS)]);
    }
    if (pgAdmin) {
      if (database) await pgAdmin.query(`drop database if exists ${database} with (force)`).catch(() => {});
      await pgAdmin.end().catch(() => {});
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

// ── Main ──────────────────────────────────────────────────────────────────────
let passed = 0;
let failed = 0;
try {
  if (!existsSync(path.join(BUILD_DIR, "server", "index.js"))) {
    throw new Error(`no production build in ${BUILD_DIR} (run \`BUILD_DIR=${BUILD_DIR} react-router build\`)`);
  }
  log(`${CYCLES} cycles × ${DRIVERS.join(" and ")}, ${CLIENTS} clients, build ${path.relative(ROOT, BUILD_DIR)}`);
  const results: DriverResult[] = [];
  for (const driver of DRIVERS as DriverName[]) results.push(await runDriver(driver));

  console.log("");
  for (const r of results) {
    const ok = !r.error && r.lost.length === 0 && r.refused.length === 0 && r.uploadTempLeft === 0;
    if (ok) passed++;
    else failed++;
    console.log(`${r.driver}: ${r.cycles} cycles, ${r.acknowledged} acknowledged saves, ${r.lost.length} lost`);
    const restarts = [...r.restartsMs].sort((a, b) => a - b);
    const median = restarts[Math.floor(restarts.length / 2)] ?? 0;
    console.log(
      `  ${r.checks} answers checked (after every restart); ${r.ackedJustBeforeKill} saves acknowledged < 100 ms ` +
        `before a SIGKILL; ${r.inFlightAtKill} in flight at a SIGKILL, ${r.committedUnacknowledged} of them ` +
        `committed; ${restarts.length} starts, median ${seconds(median)}, ` +
        `max ${seconds(restarts.at(-1) ?? 0)}` +
        (r.driver === "pglite" ? `; started on a killed process's pglite.lock ${r.staleLocks} times` : ""),
    );
    if (r.uploadTempLeft !== undefined) {
      console.log(`  killed during a chunked upload: ${r.uploadTempLeft} temporary files left after the restart`);
    }
    if (r.photoJobMs !== undefined) {
      console.log(`  a photo job killed mid-way finished ${seconds(r.photoJobMs)} after the restart`);
    }
    for (const lost of r.lost.slice(0, 20)) {
      console.log(
        `  LOST ${lost.check}: ${lost.email} ${lost.step}: expected ${short(lost.expected)}, found ${short(lost.found)}`,
      );
    }
    for (const refused of r.refused.slice(0, 10)) console.log(`  REFUSED ${refused}`);
    if (r.error) console.log(`  ERROR after ${r.cycles} cycles: ${r.error}`);
  }
} catch (error) {
  failed = Math.max(1, DRIVERS.length - passed);
  console.error(error instanceof Error ? error.message : error);
} finally {
  await killAll();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
