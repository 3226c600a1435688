/**
 * A production server process (the build in build/, rebuilt when older than the sources) on
 * 127.0.0.1:3653 (LOG_NOISE_TEST_PORT): requests any client can send at will must not write a stack trace
 * each, nor a log line each beyond the request line; their warnings are rate limited. Its start-up line
 * also shows the process started as production starts it.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureServerBuild, spawnServer } from "../scripts/lib/serve.ts";

const PORT = Number(process.env.LOG_NOISE_TEST_PORT ?? 3653);

let server: ChildProcess;
let dataDir: string;
const stdoutLines: { level: number; msg?: string; kind?: string; [key: string]: unknown }[] = [];
let stderr = "";

/** A GET with the path sent byte for byte (no client-side normalising). */
function get(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: PORT, path: target, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  ensureServerBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), "ho-log-noise-"));
  server = spawnServer(
    {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BASE_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: "info",
      SMTP_URL: "",
    },
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let pending = "";
  server.stdout!.on("data", (data: Buffer) => {
    pending += data.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      try {
        stdoutLines.push(JSON.parse(line));
      } catch {
        stdoutLines.push({ level: 60, msg: line });
      }
    }
  });
  server.stderr!.on("data", (data: Buffer) => {
    stderr += data.toString();
  });
  for (let i = 0; ; i++) {
    if (i > 900) throw new Error(`server did not start: ${stderr}`);
    if ((await get("/healthz").catch(() => 0)) === 200) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}, 240_000);

afterAll(async () => {
  if (server?.pid) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a path with a malformed percent-encoding", () => {
  it("50 requests: each answered 400, nothing on stderr, one warning line in the log", async () => {
    const paths = ["/book/%E0%A4%A", "/%E0%A4%A", "/hob/%ZZ/step", "/galleries/%C3%28"];
    const statuses: number[] = [];
    const before = stdoutLines.length; // start-up warnings (no SMTP, the setup link) are not counted
    for (let i = 0; i < 50; i++) statuses.push(await get(paths[i % paths.length]!));
    await new Promise((r) => setTimeout(r, 300)); // the last log lines reach the pipe
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect(stderr).toBe("");
    const logged = stdoutLines.slice(before);
    const warnings = logged.filter((line) => line.level >= 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, kind: "http-400-URIError", status: 400 });
    expect(JSON.stringify(warnings[0])).not.toMatch(/at decodeURIComponent|stack/);
    // The request log still has one line per request, as for every request.
    expect(logged.filter((line) => line.msg === "request" && line.status === 400)).toHaveLength(50);
  }, 60_000);
});

describe("the production server's start", () => {
  it("has the collection at rest on (scripts/serve.sh's --expose-gc reaches server/rest-collector.ts)", () => {
    const ready = stdoutLines.find((line) => line.msg === "server ready");
    expect(ready).toMatchObject({ mode: "production", collectsAtRest: true });
  });
});
