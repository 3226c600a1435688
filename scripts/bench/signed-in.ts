/**
 * The signed-in side measured for real (issue 26), a part of `npm run bench` (scripts/bench/run.ts calls
 * it for each database; BENCH_ONLY=signed-in and BENCH_ONLY=mixed run it alone). Ports 3672–3673.
 *
 * - Data (`prepare`): 1,000 client accounts (scripts/bench/seed.ts, then scripts/bench/signed-in-seed.ts puts
 *   them in every state), 300 bookings, 100 inquiries, a gallery of 200 photos, and 60 signed-in clients plus
 *   50 sessions of the owner, all from real sign-ins (scripts/bench/clients.ts).
 * - Pages (`measurePages`): every signed-in page, 50 connections, each its own session and cookie jar, while
 *   ten other clients save answers, 20 a second in all, one every 50 ms (load.ts --rate; each save makes every
 *   kept signed-in page stale, so a client's dashboard is rendered again after each; the owner's 50 sessions are
 *   one person and share one kept page, so one rendering after each save serves all 50); the dashboards again
 *   with that cache off
 *   (PRIVATE_PAGE_CACHE=off). Each against its dynamic floor (scripts/bench/dynamic-floor.ts) under the same
 *   load and the same writes: the page's own statements, captured from the app for each session, through the
 *   raw driver, answering the app's bytes.
 * - PostgreSQL, one process or two (`measureProcesses`): the owner's Today and the answer saves.
 * - Mixed load (`measureMixed`): 50 clients saving, 10 owner connections on Today and the calendar, 20
 *   anonymous visitors on public pages and 5 connections booking, all at once, each group a load generator
 *   of its own, the pages asked for compressed as browsers ask; the server's RSS read every second.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Child, sleep, startChild, startServerChild, stopChild, waitForHealth } from "./children.ts";
import type { LoadResult } from "./paced.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const HOST = "127.0.0.1";
const PORTS = { app: 3672, floor: 3673 };
const LOAD = path.join(ROOT, "scripts/bench/load.ts");
const CAPTURE_PRELOAD = path.join(ROOT, "scripts/bench/statement-capture.ts");

/** Clients whose sessions load the pages (one per connection); WRITERS more save meanwhile. */
const CLIENTS = 50;
const OWNER_SESSIONS = 50;
const CLIENT_PASSWORD = "bench saver passphrase 1";
/** Answer saves per second from other clients while a page is measured, evenly spaced: each makes kept pages stale. */
const WRITE_RATE = 20;
/**
 * The write stream's clients, one connection each: a connection of a saturated server gets its share of
 * the answers (with 50 page connections, ~1/50 of them), and one client's saves run one after the other
 * (group commit keeps a client's saves in order), so the stream needs several to keep its rate.
 */
const WRITERS = 10;
/** Seconds of a page's load before it is measured, not counted (app and floor alike). */
const WARM_UP = 2;
const SAVE_PATH = "/hob/phase1/values-q1";
const SAVE_BODY = new URLSearchParams({
  intent: "next",
  answer: "Honesty, curiosity and care: I want my work to feel like me, even when a tool helps me make it.",
}).toString();
const ARTICLE = "/articles/how-small-studios-can-use-ai-without-losing-their-voice";
const PUBLIC_PATHS = ["/", ARTICLE, "/services", "/faq", "/book", "/fr"];

export const TARGETS = {
  ratio: 0.5,
  pageP99: 100,
  saveP99: 50,
  ownerP99: 100,
  publicP99: 20,
  bookingP99: 300,
  rssMB: 400,
};

export type { LoadResult } from "./paced.ts";

/** What run.ts lends this part: its child runner (stopped with the bench), server settings and log. */
export interface BenchContext {
  log(message: string): void;
  work: string;
  duration: number;
  connections: number;
  admin: { email: string; password: string };
  runChild(args: string[], options: { env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<{ stdout: string }>;
  serverEnv(port: number, dataDir: string, databaseUrl?: string, processes?: number): NodeJS.ProcessEnv;
  createAdmin(port: number, dataDir: string, databaseUrl?: string): Promise<void>;
}

export type Driver = "pglite" | "postgres";

interface Page {
  name: string;
  path: string;
  role: "client" | "owner";
}

export interface Setup {
  driver: Driver;
  dataDir: string;
  databaseUrl?: string;
  clientCookies: string[];
  writerCookies: string[];
  ownerCookies: string[];
  pages: Page[];
  /** Per page (same order): the statements each captured request sent, and the HTML's size. */
  captured: { statements: number[]; transactions: number; htmlBytes: number }[];
  capturesFile: string;
  seed: { clientId: string; galleryId: string; bookings: number };
}

export interface PageRun {
  name: string;
  path: string;
  role: string;
  statements: { min: number; max: number; mean: number };
  htmlBytes: number;
  /** The app as shipped (signed-in page cache on), writes arriving. */
  app: LoadResult;
  /** From the server's log lines during `app`: GETs of the page answered 200, and from the cache. */
  answered: number;
  privateHits: number;
  /** The app with the signed-in page cache off (PRIVATE_PAGE_CACHE=off), writes arriving: cacheable pages only. */
  cacheOff?: LoadResult;
  floor: LoadResult;
  floorStatements: number;
  floorErrors: number;
  floorFirstError?: string;
  /** The stream of saves during the app's load (its status codes show it kept writing). */
  writes: LoadResult;
}

export interface MixedGroup {
  name: string;
  connections: number;
  target: number;
  result: LoadResult;
}

export interface MixedRun {
  seconds: number;
  groups: MixedGroup[];
  rss: { samples: number[]; peakMB: number; meanMB: number; afterMB: number };
}

export interface ProcessesRun {
  processes: number;
  today: LoadResult;
  saves: LoadResult;
}

export interface SignedInResults {
  pages: Partial<Record<Driver, PageRun[]>>;
  mixed: Partial<Record<Driver, MixedRun>>;
  processes: ProcessesRun[];
  seed: Partial<Record<Driver, Setup["seed"] & { ms: number }>>;
}

export const emptySignedInResults = (): SignedInResults => ({ pages: {}, mixed: {}, processes: [], seed: {} });

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const driverName = (driver: string) => (driver === "pglite" ? "PGlite" : "PostgreSQL");
const targetArgs = (setup: { dataDir: string; databaseUrl?: string }) =>
  setup.databaseUrl ? ["--url", setup.databaseUrl] : ["--pglite", setup.dataDir];
const lastJson = <T>(stdout: string) =>
  JSON.parse(
    stdout
      .trim()
      .split("\n")
      .findLast((line) => line.startsWith("{")) ?? "{}",
  ) as T;
const serverErrors = (result: LoadResult) =>
  Object.entries(result.statusCodes)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
export const describeLoad = (r: LoadResult) =>
  `${r.requestsPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, status ${JSON.stringify(r.statusCodes)}` +
  (r.errors ? `, ${r.errors} errors` : "") +
  (r.timeouts ? `, ${r.timeouts} timeouts` : "");

// ── Servers ───────────────────────────────────────────────────────────────────
interface Server {
  child: Child;
  base: string;
  /** GETs answered 200 per path, and from the signed-in page cache, counted from the log lines (LOG_LEVEL=info). */
  counts: Map<string, { answered: number; privateHits: number }>;
}

/** The production server as npm run serve starts it, with `extra` settings; returns once it answers. */
async function startApp(
  ctx: BenchContext,
  setup: { dataDir: string; databaseUrl?: string },
  extra: NodeJS.ProcessEnv = {},
  processes = 1,
): Promise<Server> {
  const env = { ...ctx.serverEnv(PORTS.app, setup.dataDir, setup.databaseUrl, processes), ...extra };
  const child = startServerChild(env);
  const counts = new Map<string, { answered: number; privateHits: number }>();
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.includes('"msg":"request"') || !line.includes('"method":"GET"')) continue;
      const entry = JSON.parse(line) as { path?: string; status?: number; cache?: string };
      if (entry.status !== 200 || !entry.path) continue;
      const count = counts.get(entry.path) ?? { answered: 0, privateHits: 0 };
      count.answered++;
      if (entry.cache === "private-hit") count.privateHits++;
      counts.set(entry.path, count);
    }
  });
  const base = `http://${HOST}:${PORTS.app}`;
  await waitForHealth(base, child, 120_000);
  return { child, base, counts };
}

/** Fails with the server's last output if it has stopped (a crash must not pass for a slow page). */
function assertRunning(server: Server) {
  if (server.child.exitCode === null && server.child.signalCode === null) return;
  throw new Error(
    `${server.base} stopped (exit ${server.child.exitCode ?? server.child.signalCode}):\n${server.child.output.join("").slice(-3000)}`,
  );
}

/** The node process serving (scripts/serve.sh execs node; a wrapper shell's child otherwise). */
function nodePid(pid: number): number {
  try {
    if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "node") return pid;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return children.length ? nodePid(Number(children[0])) : pid;
  } catch {
    return pid;
  }
}

function rssMB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return round(Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? Number.NaN) / 1024);
}

/**
 * The node flags scripts/serve.sh gives the server for this database (the floor runs the same way);
 * `serve-flags.test.ts` checks that serve.sh still says so.
 */
export const serveFlags = (databaseUrl?: string) =>
  databaseUrl
    ? ["--max-semi-space-size=16"]
    : ["--max-semi-space-size=8", "--liftoff-only", "--heap-growing-percent=100"];

async function startFloor(ctx: BenchContext, setup: Setup): Promise<Server> {
  const child = startChild(
    [
      ...serveFlags(setup.databaseUrl),
      "scripts/bench/dynamic-floor.ts",
      "serve",
      "--port",
      String(PORTS.floor),
      "--captures",
      setup.capturesFile,
      ...targetArgs(setup),
    ],
    { ...process.env, MALLOC_ARENA_MAX: "2" },
  );
  const deadline = Date.now() + 60_000;
  while (!child.output.join("").includes("listening")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child, 2_000);
      throw new Error(`the dynamic floor did not start:\n${child.output.join("")}`);
    }
    await sleep(50);
  }
  ctx.log("dynamic floor listening");
  return { child, base: `http://${HOST}:${PORTS.floor}`, counts: new Map() };
}

// ── Load generators (each a child process) ────────────────────────────────────
interface LoadOptions {
  cookies?: string[];
  connections: number;
  duration: number;
  method?: string;
  body?: string;
  contentType?: string;
  accept?: string;
  /** What browsers send (BROWSER_ENCODINGS): the answers come compressed, as a browser gets them. */
  acceptEncoding?: string;
  origin?: string;
  paths?: string[];
  rate?: number;
}

/** The Accept-Encoding of Chromium and Firefox. The mixed load's pages ask with it (fetch, in booking-load.ts, does too). */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** scripts/bench/load.ts's flags for what each request sends (method, body and headers, paths, rate). */
export function requestFlags(options: Omit<LoadOptions, "connections" | "duration" | "cookies">): string[] {
  const flags: string[] = [];
  if (options.method) flags.push("--method", options.method);
  if (options.body !== undefined) flags.push("--body", options.body);
  if (options.contentType) flags.push("--content-type", options.contentType);
  if (options.accept) flags.push("--accept", options.accept);
  if (options.acceptEncoding) flags.push("--accept-encoding", options.acceptEncoding);
  if (options.origin) flags.push("--origin", options.origin);
  if (options.paths) flags.push("--paths", options.paths.join(","));
  if (options.rate) flags.push("--rate", String(options.rate));
  return flags;
}

let cookieFiles = 0;
async function loadChild(ctx: BenchContext, url: string, options: LoadOptions): Promise<LoadResult> {
  const args = [
    LOAD,
    "--url",
    url,
    "--connections",
    String(options.connections),
    "--duration",
    String(options.duration),
  ];
  if (options.cookies) {
    const file = path.join(ctx.work, `signed-in-cookies-${cookieFiles++}.json`);
    writeFileSync(file, JSON.stringify(options.cookies));
    args.push("--cookies", file);
  }
  args.push(...requestFlags(options));
  const { stdout } = await ctx.runChild(args, { timeoutMs: (options.duration + 60) * 1000 });
  return lastJson<LoadResult>(stdout);
}

/** Answer saves from `cookies` (one client per connection), as the step page sends them. */
const saves = (ctx: BenchContext, base: string, cookies: string[], duration: number, rate?: number) =>
  loadChild(ctx, `${base}${SAVE_PATH}`, {
    cookies,
    connections: cookies.length,
    duration,
    method: "POST",
    body: SAVE_BODY,
    contentType: "application/x-www-form-urlencoded",
    accept: "application/json",
    origin: base,
    rate,
  });

/**
 * Waits until the server has worked off what an earlier load left it (a load generator stops waiting at
 * its deadline; the server still answers every request it had read): /healthz, which runs a statement
 * behind any queued ones, answers within 50 ms three times in a row. At most 60 s.
 */
async function settle(server: Server) {
  const deadline = Date.now() + 60_000;
  for (let quick = 0; quick < 3 && Date.now() < deadline; ) {
    const began = performance.now();
    const response = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    quick = performance.now() - began < 50 ? quick + 1 : 0;
    await sleep(100);
  }
}

/** A page's load (50 connections, one session each) while other clients write; returns both. */
async function pageLoad(ctx: BenchContext, server: Server, setup: Setup, page: Page, duration: number) {
  const cookies = page.role === "owner" ? setup.ownerCookies : setup.clientCookies;
  await settle(server);
  const [load, writes] = await Promise.all([
    loadChild(ctx, `${server.base}${page.path}`, { cookies, connections: ctx.connections, duration }),
    saves(ctx, server.base, setup.writerCookies, duration, WRITE_RATE),
  ]);
  assertRunning(server);
  return { load, writes };
}

// ── Data, sessions and the floor's captures ──────────────────────────────────
/** Seeds a fresh data directory or database, signs everyone in, and captures every page's statements. */
export async function prepare(
  ctx: BenchContext,
  driver: Driver,
  target: { dataDir: string; databaseUrl?: string },
): Promise<Setup> {
  const started = performance.now();
  const { dataDir, databaseUrl } = target;
  mkdirSync(dataDir, { recursive: true });
  const env = ctx.serverEnv(PORTS.app, dataDir, databaseUrl);
  await ctx.createAdmin(PORTS.app, dataDir, databaseUrl);
  // The first start registers the Blueprint's questions; the rest is written while it is stopped.
  await stopChild((await startApp(ctx, target)).child);
  const seeded = await ctx.runChild(["scripts/bench/seed.ts", "--count", "1000", ...targetArgs(target)], {
    timeoutMs: 300_000,
  });
  ctx.log(`seed.ts: ${seeded.stdout.trim().split("\n").at(-1)}`);
  const clientsFile = path.join(ctx.work, `signed-in-clients-${driver}.json`);
  const ownerFile = path.join(ctx.work, `signed-in-owner-${driver}.json`);
  await ctx.runChild(
    [
      "scripts/bench/clients.ts",
      "--count",
      String(CLIENTS + WRITERS),
      "--password",
      CLIENT_PASSWORD,
      "--cookies",
      clientsFile,
      "--owner-email",
      ctx.admin.email,
      "--owner-password",
      ctx.admin.password,
      "--owner-sessions",
      String(OWNER_SESSIONS),
      "--owner-cookies",
      ownerFile,
    ],
    { env, timeoutMs: 600_000 },
  );
  const allClients = JSON.parse(readFileSync(clientsFile, "utf8")) as string[];
  const ownerCookies = JSON.parse(readFileSync(ownerFile, "utf8")) as string[];
  const { stdout } = await ctx.runChild(
    ["scripts/bench/signed-in-seed.ts", "--savers", String(CLIENTS), ...targetArgs(target)],
    { timeoutMs: 300_000 },
  );
  const seed = lastJson<Setup["seed"] & { ms: number }>(stdout);
  ctx.log(`signed-in-seed.ts: ${JSON.stringify(seed)}`);

  const pages: Page[] = [
    { name: "client `/dashboard`", path: "/dashboard", role: "client" },
    { name: "client `/blueprint`", path: "/blueprint", role: "client" },
    { name: "client questionnaire step", path: SAVE_PATH, role: "client" },
    { name: "client results", path: "/hob/phase1/Phase1ResultsPage", role: "client" },
    { name: "client report", path: "/hob/phase1/report", role: "client" },
    { name: "client `/account`", path: "/account", role: "client" },
    { name: "owner Today (`/dashboard`)", path: "/dashboard", role: "owner" },
    { name: "owner `/admin/users` (1,000 clients)", path: "/admin/users", role: "owner" },
    { name: "owner calendar (`/admin/booking`, 300 bookings)", path: "/admin/booking", role: "owner" },
    { name: "owner inquiries", path: "/admin/inquiries", role: "owner" },
    { name: "owner gallery of 200 photos", path: `/admin/galleries/${seed.galleryId}`, role: "owner" },
    { name: "owner client page", path: `/admin/clients/${encodeURIComponent(seed.clientId)}`, role: "owner" },
  ];
  const setup: Setup = {
    driver,
    dataDir,
    databaseUrl,
    clientCookies: allClients.slice(0, CLIENTS),
    writerCookies: allClients.slice(CLIENTS),
    ownerCookies,
    pages,
    captured: [],
    capturesFile: path.join(ctx.work, `signed-in-captures-${driver}.json`),
    seed,
  };

  // The capture: the same server with the statement log loaded and the signed-in page cache off (every
  // request renders); it is not measured.
  const statementLog = path.join(ctx.work, `signed-in-statements-${driver}.jsonl`);
  const planFile = path.join(ctx.work, `signed-in-plan-${driver}.json`);
  writeFileSync(
    planFile,
    JSON.stringify({
      sessions: [
        ...setup.clientCookies.map((cookie) => ({ role: "client", cookie })),
        ...ownerCookies.map((cookie) => ({ role: "owner", cookie })),
      ],
      pages,
    }),
  );
  const capture = async () => {
    writeFileSync(statementLog, "");
    const capturing = await startApp(ctx, target, {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${CAPTURE_PRELOAD}`.trim(),
      STATEMENT_CAPTURE_FILE: statementLog,
      PRIVATE_PAGE_CACHE: "off",
    });
    try {
      const args = ["capture", "--base", capturing.base, "--plan", planFile, "--log", statementLog];
      const { stdout } = await ctx
        .runChild(["scripts/bench/dynamic-floor.ts", ...args, "--out", setup.capturesFile], { timeoutMs: 600_000 })
        .catch((error: Error) => {
          const output = capturing.child.output.join("").slice(-3000);
          throw Object.assign(new Error(`${error.message}\nThe capture server's last output:\n${output}`), {
            serverStopped: capturing.child.exitCode !== null || capturing.child.signalCode !== null,
          });
        });
      return lastJson<{ pages: Setup["captured"] }>(stdout);
    } finally {
      await stopChild(capturing.child);
    }
  };
  // Captured again once if its server stopped meanwhile (see eachPage).
  const summary = await capture().catch((error: Error & { serverStopped?: boolean }) => {
    if (!error.serverStopped) throw error;
    ctx.log(`the capture server stopped (${error.message.split("\n", 1)[0]}); capturing again`);
    return capture();
  });
  setup.captured = summary.pages;
  for (const [index, page] of pages.entries()) {
    const counts = summary.pages[index]!.statements;
    ctx.log(
      `captured ${page.name}: ${counts.length} sessions, ${Math.min(...counts)}–${Math.max(...counts)} statements, ` +
        `${summary.pages[index]!.htmlBytes} bytes`,
    );
  }
  ctx.log(`signed-in data, sessions and captures ready in ${round((performance.now() - started) / 1000)} s`);
  return setup;
}

// ── Pages against their floors ───────────────────────────────────────────────
/**
 * Measures each page on one server. A server that stops during a page (on this shared machine another
 * process has been seen to signal servers it did not start) is started again and that page measured
 * again, once; the log says so.
 */
async function eachPage(
  ctx: BenchContext,
  label: string,
  pages: Page[],
  start: () => Promise<Server>,
  measure: (server: Server, page: Page, index: number) => Promise<void>,
) {
  let server = await start();
  try {
    for (const [index, page] of pages.entries()) {
      for (let attempt = 1; ; attempt++) {
        try {
          await measure(server, page, index);
          assertRunning(server);
          break;
        } catch (error) {
          const stopped = server.child.exitCode !== null || server.child.signalCode !== null;
          if (!stopped || attempt > 1) throw error;
          ctx.log(
            `${label}: the server stopped during ${page.name} (${(error as Error).message.split("\n", 1)[0]}); again`,
          );
          server = await start();
        }
      }
    }
  } finally {
    await stopChild(server.child);
  }
}

export async function measurePages(ctx: BenchContext, setup: Setup): Promise<PageRun[]> {
  const runs: PageRun[] = setup.pages.map((page, index) => {
    const counts = setup.captured[index]?.statements ?? [];
    return {
      ...page,
      statements: {
        min: Math.min(...counts),
        max: Math.max(...counts),
        mean: round(counts.reduce((sum, n) => sum + n, 0) / Math.max(1, counts.length), 1),
      },
      htmlBytes: setup.captured[index]?.htmlBytes ?? 0,
    } as PageRun;
  });
  const warm = (server: Server, page: Page) => pageLoad(ctx, server, setup, page, WARM_UP);

  // The app as shipped. Info lines (as in production) tell rendered answers from the cache's.
  await eachPage(
    ctx,
    "app",
    setup.pages,
    () => startApp(ctx, setup, { LOG_LEVEL: "info" }),
    async (server, page, index) => {
      await warm(server, page);
      const pathOnly = page.path.split("?", 1)[0]!;
      server.counts.delete(pathOnly);
      const { load, writes } = await pageLoad(ctx, server, setup, page, ctx.duration);
      await sleep(500); // the last log lines, still in the pipe
      const counted = server.counts.get(pathOnly) ?? { answered: 0, privateHits: 0 };
      Object.assign(runs[index]!, { app: load, writes, ...counted });
      ctx.log(
        `app ${page.name}: ${describeLoad(load)}; signed-in cache ${counted.privateHits}/${counted.answered}; ` +
          `writes ${describeLoad(writes)}`,
      );
    },
  );

  // The pages that the signed-in page cache may keep, with the cache off: every answer rendered.
  const cacheable = setup.pages.filter((page) => page.path === "/dashboard");
  await eachPage(
    ctx,
    "app, signed-in cache off",
    cacheable,
    () => startApp(ctx, setup, { LOG_LEVEL: "info", PRIVATE_PAGE_CACHE: "off" }),
    async (server, page) => {
      await warm(server, page);
      server.counts.delete(page.path);
      const { load } = await pageLoad(ctx, server, setup, page, ctx.duration);
      const hits = server.counts.get(page.path)?.privateHits ?? 0;
      if (hits > 0) throw new Error(`PRIVATE_PAGE_CACHE=off, yet ${hits} answers came from the cache`);
      runs[setup.pages.indexOf(page)]!.cacheOff = load;
      ctx.log(`app, signed-in cache off, ${page.name}: ${describeLoad(load)}`);
    },
  );

  // The floor, under the same loads and the same writes (PGlite: the app stopped, one process per data dir).
  await eachPage(
    ctx,
    "floor",
    setup.pages,
    () => startFloor(ctx, setup),
    async (floor, page, index) => {
      await warm(floor, page);
      await fetch(`${floor.base}/__floor/stats`).then((r) => r.arrayBuffer());
      const { load } = await pageLoad(ctx, floor, setup, page, ctx.duration);
      const stats = (await (await fetch(`${floor.base}/__floor/stats`)).json()) as Record<
        string,
        { requests: number; statements: number; errors: number; firstError?: string }
      >;
      const own = stats[page.path] ?? { requests: 0, statements: 0, errors: 0 };
      Object.assign(runs[index]!, {
        floor: load,
        floorStatements: round(own.statements / Math.max(1, own.requests), 1),
        floorErrors: own.errors,
        floorFirstError: own.firstError,
      });
      ctx.log(
        `floor ${page.name}: ${describeLoad(load)}; ${runs[index]!.floorStatements} statements per request` +
          (own.errors ? `, ${own.errors} failed (${own.firstError})` : ""),
      );
    },
  );
  return runs;
}

// ── PostgreSQL: one process or two ───────────────────────────────────────────
export async function measureProcesses(ctx: BenchContext, setup: Setup): Promise<ProcessesRun[]> {
  const runs: ProcessesRun[] = [];
  const today = setup.pages.find((page) => page.role === "owner" && page.path === "/dashboard")!;
  for (const processes of [1, 2]) {
    const server = await startApp(ctx, setup, {}, processes);
    try {
      await pageLoad(ctx, server, setup, today, WARM_UP);
      const { load } = await pageLoad(ctx, server, setup, today, ctx.duration);
      await settle(server);
      await saves(ctx, server.base, setup.clientCookies, 3);
      await settle(server);
      const saved = await saves(ctx, server.base, setup.clientCookies, ctx.duration);
      assertRunning(server);
      runs.push({ processes, today: load, saves: saved });
      ctx.log(`${processes} process(es): Today ${describeLoad(load)}; saves ${describeLoad(saved)}`);
    } finally {
      await stopChild(server.child);
    }
  }
  return runs;
}

// ── Mixed load ────────────────────────────────────────────────────────────────
export async function measureMixed(ctx: BenchContext, setup: Setup, seconds: number): Promise<MixedRun> {
  // Booking visitors each come from an address of their own (X-Forwarded-For), as behind a proxy.
  const server = await startApp(ctx, setup, { TRUST_PROXY: "1" });
  const pid = nodePid(server.child.pid!);
  try {
    const startsFile = path.join(ctx.work, `signed-in-starts-${setup.driver}.json`);
    await ctx.runChild(["scripts/bench/booking-load.ts", "--base", server.base, "--discover", startsFile], {
      timeoutMs: 120_000,
    });
    const groups = (duration: number) => [
      {
        name: "answer saves (50 clients)",
        connections: CLIENTS,
        target: TARGETS.saveP99,
        run: () => saves(ctx, server.base, setup.clientCookies, duration),
      },
      {
        name: "owner Today",
        connections: 5,
        target: TARGETS.ownerP99,
        run: () =>
          loadChild(ctx, `${server.base}/dashboard`, {
            cookies: setup.ownerCookies.slice(0, 5),
            connections: 5,
            duration,
            acceptEncoding: BROWSER_ENCODINGS,
          }),
      },
      {
        name: "owner calendar",
        connections: 5,
        target: TARGETS.ownerP99,
        run: () =>
          loadChild(ctx, `${server.base}/admin/booking`, {
            cookies: setup.ownerCookies.slice(5, 10),
            connections: 5,
            duration,
            acceptEncoding: BROWSER_ENCODINGS,
          }),
      },
      {
        name: "anonymous public pages",
        connections: 20,
        target: TARGETS.publicP99,
        run: () =>
          loadChild(ctx, server.base, {
            connections: 20,
            duration,
            paths: PUBLIC_PATHS,
            acceptEncoding: BROWSER_ENCODINGS,
          }),
      },
      {
        name: "booking POSTs",
        connections: 5,
        target: TARGETS.bookingP99,
        run: () =>
          ctx
            .runChild(
              [
                "scripts/bench/booking-load.ts",
                "--base",
                server.base,
                "--starts",
                startsFile,
                "--connections",
                "5",
                "--duration",
                String(duration),
              ],
              { timeoutMs: (duration + 60) * 1000 },
            )
            .then(({ stdout }) => lastJson<LoadResult>(stdout)),
      },
    ];
    // A short round of the same load first: a server that has just started runs unoptimised code.
    await Promise.all(groups(3).map((group) => group.run()));
    await settle(server);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMB(pid)), 1_000);
    let results: LoadResult[];
    try {
      results = await Promise.all(groups(seconds).map((group) => group.run()));
    } finally {
      clearInterval(sampler);
    }
    assertRunning(server);
    const afterMB = rssMB(pid);
    const run: MixedRun = {
      seconds,
      groups: groups(seconds).map(({ name, connections, target }, i) => ({
        name,
        connections,
        target,
        result: results[i]!,
      })),
      rss: {
        samples,
        peakMB: Math.max(...samples, afterMB),
        meanMB: round(samples.reduce((sum, mb) => sum + mb, 0) / Math.max(1, samples.length)),
        afterMB,
      },
    };
    for (const group of run.groups)
      ctx.log(`mixed ${driverName(setup.driver)}, ${group.name}: ${describeLoad(group.result)}`);
    ctx.log(`mixed ${driverName(setup.driver)}: RSS peak ${run.rss.peakMB} MB, mean ${run.rss.meanMB} MB (pid ${pid})`);
    return run;
  } finally {
    await stopChild(server.child);
  }
}

// ── Report ────────────────────────────────────────────────────────────────────
export interface TargetRow {
  measure: string;
  target: string;
  result: string;
  met: boolean | null;
}

const ratioOf = (app: LoadResult, floor: LoadResult) =>
  round(app.requestsPerSec / Math.max(0.1, floor.requestsPerSec), 2);

/** Every answer came back, and none was a 5xx. */
const clean = (result: LoadResult) =>
  result.requests > 0 && serverErrors(result) === 0 && result.errors === 0 && result.timeouts === 0;

export function signedInTargets(results: SignedInResults): TargetRow[] {
  const rows: TargetRow[] = [];
  for (const [driver, runs] of Object.entries(results.pages)) {
    for (const run of runs ?? []) {
      const ratio = ratioOf(run.app, run.floor);
      const hits = run.path === "/dashboard" ? `; signed-in cache ${run.privateHits}/${run.answered}` : "";
      rows.push({
        measure: `${run.name} (${driverName(driver)}, 50 sessions, writes arriving): ÷ dynamic floor; p99`,
        target: `≥ ${TARGETS.ratio}; ≤ ${TARGETS.pageP99} ms`,
        result: `${ratio} (${run.app.requestsPerSec} ÷ ${run.floor.requestsPerSec} req/s), p99 ${run.app.p99} ms (floor ${run.floor.p99} ms); ${run.statements.mean} statements${hits}`,
        met: ratio >= TARGETS.ratio && run.app.p99 <= TARGETS.pageP99 && clean(run.app),
      });
      if (run.cacheOff) {
        const off = ratioOf(run.cacheOff, run.floor);
        rows.push({
          measure: `${run.name} (${driverName(driver)}), signed-in page cache off: ÷ dynamic floor; p99`,
          target: `≥ ${TARGETS.ratio}; ≤ ${TARGETS.pageP99} ms`,
          result: `${off} (${run.cacheOff.requestsPerSec} ÷ ${run.floor.requestsPerSec} req/s), p99 ${run.cacheOff.p99} ms`,
          met: off >= TARGETS.ratio && run.cacheOff.p99 <= TARGETS.pageP99 && clean(run.cacheOff),
        });
      }
    }
  }
  for (const [driver, mixed] of Object.entries(results.mixed)) {
    if (!mixed) continue;
    for (const group of mixed.groups) {
      rows.push({
        measure: `Mixed load ${mixed.seconds} s (${driverName(driver)}): ${group.name}, ${group.connections} connections: p99, no 5xx`,
        target: `≤ ${group.target} ms`,
        result:
          `${group.result.p99} ms (${group.result.requestsPerSec} req/s; ${JSON.stringify(group.result.statusCodes)}` +
          `${group.result.errors ? `; ${group.result.errors} errors` : ""}${group.result.timeouts ? `; ${group.result.timeouts} timed out (10 s)` : ""})`,
        met: group.result.p99 <= group.target && clean(group.result),
      });
    }
    rows.push({
      measure: `Mixed load (${driverName(driver)}): server RSS sampled every second, peak`,
      target: driver === "pglite" ? `≤ ${TARGETS.rssMB} MB` : "–",
      result: `${mixed.rss.peakMB} MB (mean ${mixed.rss.meanMB} MB; ${mixed.rss.afterMB} MB right after)`,
      met: driver === "pglite" ? mixed.rss.peakMB <= TARGETS.rssMB : null,
    });
  }
  return rows;
}

export function signedInMarkdown(results: SignedInResults): string[] {
  const lines: string[] = [];
  for (const [driver, runs] of Object.entries(results.pages)) {
    if (!runs?.length) continue;
    lines.push(
      "",
      `Signed-in pages, ${driverName(driver)} (50 connections, 50 distinct sessions, ten other clients saving ${WRITE_RATE}/s in all; ` +
        "dynamic floor: the page's captured statements through the raw driver + the same bytes, same load and writes):",
      "",
      "| Page | Statements | HTML | App req/s | App p50 / p99 | Signed-in cache hits | Cache off: req/s, p99 | Floor req/s | Floor p99 | App ÷ floor |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const run of runs) {
      lines.push(
        `| ${run.name.includes("`") ? run.name : `${run.name} \`${run.path}\``} | ${run.statements.mean} (${run.statements.min}–${run.statements.max}) | ` +
          `${round(run.htmlBytes / 1024)} KB | ${run.app.requestsPerSec} | ${run.app.p50} / ${run.app.p99} ms | ` +
          `${run.path === "/dashboard" ? `${run.privateHits} of ${run.answered}` : "–"} | ` +
          `${run.cacheOff ? `${run.cacheOff.requestsPerSec}, ${run.cacheOff.p99} ms` : "–"} | ` +
          `${run.floor.requestsPerSec} | ${run.floor.p99} ms | **${ratioOf(run.app, run.floor)}**` +
          `${run.cacheOff ? ` (cache off ${ratioOf(run.cacheOff, run.floor)})` : ""}${run.floorErrors ? ` (floor: ${run.floorErrors} failed statements)` : ""} |`,
      );
    }
  }
  if (results.processes.length > 0) {
    lines.push(
      "",
      "PostgreSQL, one server process or two (`PROCESSES`; 50 owner sessions on Today with writes arriving; 50 clients saving):",
      "",
      "| Processes | Today req/s | Today p99 | Saves/s | Save p99 |",
      "| --- | --- | --- | --- | --- |",
    );
    for (const run of results.processes) {
      lines.push(
        `| ${run.processes} | ${run.today.requestsPerSec} | ${run.today.p99} ms | ${run.saves.requestsPerSec} | ${run.saves.p99} ms |`,
      );
    }
  }
  for (const [driver, mixed] of Object.entries(results.mixed)) {
    if (!mixed) continue;
    lines.push(
      "",
      `Mixed load, ${driverName(driver)}, ${mixed.seconds} s (every group at once, each its own load generator):`,
      "",
      "| Group | Connections | req/s | p50 | p99 | Target p99 | Status codes |",
      "| --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const group of mixed.groups) {
      const r = group.result;
      lines.push(
        `| ${group.name} | ${group.connections} | ${r.requestsPerSec} | ${r.p50} ms | ${r.p99} ms | ≤ ${group.target} ms | ` +
          `${JSON.stringify(r.statusCodes)}${r.errors ? `, ${r.errors} errors` : ""}${r.timeouts ? `, ${r.timeouts} timeouts` : ""} |`,
      );
    }
    lines.push(
      "",
      `Server RSS during the mixed load, every second (MB): ${mixed.rss.samples.join(", ")}; peak ${mixed.rss.peakMB}, right after ${mixed.rss.afterMB}.`,
    );
  }
  return lines;
}
