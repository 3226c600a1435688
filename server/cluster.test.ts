/**
 * One server process per core on PostgreSQL (server/cluster.ts): `PROCESSES=2 npm run serve` starts
 * two processes on one port, replaces one that is killed, and stops both on SIGTERM. The embedded
 * database refuses more than one process with a message naming the variable.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureServerBuild, PROJECT_ROOT, SERVE_SCRIPT, spawnServer } from "../scripts/lib/serve.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3670);
const origin = `http://127.0.0.1:${PORT}`;

function workersOf(primary: number) {
  const out = spawnSync("pgrep", ["-P", String(primary)], { encoding: "utf8" }).stdout.trim();
  return out ? out.split("\n").map(Number) : [];
}

async function until<T>(probe: () => T | Promise<T>, ok: (value: T) => boolean, limitMs: number) {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() - started > limitMs) throw new Error(`not reached in ${limitMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const healthy = () =>
  fetch(`${origin}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

describe("one process or several", () => {
  it("the embedded database refuses PROCESSES above 1, naming the variable", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ho-cluster-"));
    try {
      const result = spawnSync("/bin/sh", [SERVE_SCRIPT], {
        cwd: PROJECT_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: "",
          BASE_URL: origin,
          PROCESSES: "2",
          DATA_DIR: dataDir,
          PORT: String(PORT),
        },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain("PROCESSES: more than one process needs DATABASE_URL");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("PROCESSES=2 on PostgreSQL", () => {
  let database: TestDatabase | undefined;
  let server: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "ho-cluster-"));
  let logs = "";

  beforeAll(async () => {
    ensureServerBuild();
    database = await createTestDatabase();
    server = spawnServer(
      {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(PORT),
        BASE_URL: origin,
        DATABASE_URL: database.url,
        AUTH_SECRET: "cluster-test-secret-0123456789-abcdefghijklm",
        DATA_DIR: dataDir,
        SMTP_URL: "",
        PROCESSES: "2",
      },
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    server.stdout?.on("data", (data: Buffer) => (logs += data.toString()));
    server.stderr?.on("data", (data: Buffer) => (logs += data.toString()));
    await until(healthy, Boolean, 120_000).catch((error) => {
      throw new Error(`${error}\n${logs.slice(-2000)}`);
    });
  }, 180_000);

  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill("SIGKILL");
      for (const pid of workersOf(server.pid!)) process.kill(pid, "SIGKILL");
    }
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves from two processes, replaces a killed one, and stops both on SIGTERM", async () => {
    const primary = server!.pid!;
    const workers = await until(
      () => workersOf(primary),
      (pids) => pids.length === 2,
      60_000,
    );
    // Both answer: the port is shared, so a burst of new connections reaches each of them.
    await until(healthy, Boolean, 60_000);
    const pages = await Promise.all(Array.from({ length: 20 }, () => fetch(`${origin}/`).then((r) => r.status)));
    expect(pages.every((status) => status === 200)).toBe(true);

    process.kill(workers[0]!, "SIGKILL");
    const replaced = await until(
      () => workersOf(primary),
      (pids) => pids.length === 2 && !pids.includes(workers[0]!),
      30_000,
    );
    expect(replaced).toContain(workers[1]);
    await until(healthy, Boolean, 60_000);
    expect(logs).toContain("starting another");

    const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
    server!.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(workersOf(primary)).toEqual([]);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  }, 180_000);
});
