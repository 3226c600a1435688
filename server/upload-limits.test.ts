/**
 * The upload limits against a real production server process (the build in build/, rebuilt when older
 * than the sources), on 127.0.0.1:UPLOAD_TEST_PORT (default 3656): camera-sized photos pass the early
 * gate, bodies over a route's limit are refused with the limit in words, a chunked upload stops being
 * written at the per-file and per-request limits of app/lib/body-limits.ts, and temporary files live
 * under DATA_DIR/tmp, where a start-up removes what a killed process left.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountWithCli, ensureServerBuild, spawnServer } from "../scripts/lib/serve.ts";
import { cameraFile, cameraFixturesDir } from "../tests/support/images.ts";

const PORT = Number(process.env.UPLOAD_TEST_PORT ?? 3656);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MiB = 1024 * 1024;

let server: ChildProcess;
let dataDir: string;
let fixtures: string;
let adminCookie = "";
const serverOutput: string[] = [];
const host = hostname().replace(/[^\w.-]/g, "_") || "host";

/** Every file under DATA_DIR/tmp, with its size. */
function tempFiles(): { file: string; size: number }[] {
  const directory = path.join(dataDir, "tmp");
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, size: existsSync(file) ? statSync(file).size : 0 };
    });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Request body bytes handed to the socket before the answer came. */
  sent: number;
  /** The largest temporary upload file seen while the body was being sent. */
  largestTemp: number;
}

/**
 * A POST whose body comes from `parts` (chunked unless `declared` is given), written with back-pressure
 * until the server answers; DATA_DIR/tmp is measured meanwhile.
 */
function post(
  target: string,
  options: { headers: Record<string, string>; parts: Iterable<Buffer>; declared?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let largestTemp = 0;
    let answered = false;
    const sampler = setInterval(() => {
      for (const { size } of tempFiles()) largestTemp = Math.max(largestTemp, size);
    }, 25);
    const req = httpRequest(`${ORIGIN}${target}`, {
      method: "POST",
      agent: false,
      headers: {
        origin: ORIGIN,
        cookie: adminCookie,
        accept: "application/json",
        ...options.headers,
        ...(options.declared === undefined ? {} : { "content-length": String(options.declared) }),
      },
    });
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        clearInterval(sampler);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          sent,
          largestTemp,
        });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) {
        clearInterval(sampler);
        reject(error);
      }
    });
    req.flushHeaders(); // a refusal may come before any body byte is written
    const parts = options.parts[Symbol.iterator]();
    const pump = () => {
      for (;;) {
        if (answered || req.destroyed) return;
        const next = parts.next();
        if (next.done) {
          if (options.declared === undefined) req.end();
          return;
        }
        sent += next.value.length;
        if (!req.write(next.value)) {
          req.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });
}

const boundary = `----limits${randomBytes(8).toString("hex")}`;
const multipartType = `multipart/form-data; boundary=${boundary}`;
const fileHead = (name: string, type = "image/jpeg") =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
const closing = Buffer.from(`\r\n--${boundary}--\r\n`);

/** A multipart body of one file of `bytes` filler bytes, in 1 MiB pieces (never held whole). */
function* fillerFile(name: string, bytes: number) {
  yield fileHead(name);
  const piece = Buffer.alloc(MiB, 0x5a);
  for (let left = bytes; left > 0; left -= piece.length) yield left >= piece.length ? piece : piece.subarray(0, left);
  yield closing;
}

async function waitForHealth(child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${serverOutput.join("")}`);
    const ok = await new Promise<boolean>((resolve) => {
      const req = httpRequest(`${ORIGIN}/healthz`, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on("error", () => resolve(false));
      req.end();
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

/** What a killed server leaves: a dead process's folder (this host) and a stray file; and a live one. */
const deadFolder = `${host}-999999999`;
const liveFolder = `${host}-${process.pid}`;

beforeAll(async () => {
  ensureServerBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), "ho-upload-limits-"));
  fixtures = cameraFixturesDir();
  const temp = path.join(dataDir, "tmp");
  mkdirSync(path.join(temp, deadFolder), { recursive: true });
  writeFileSync(path.join(temp, deadFolder, "photo-left-by-a-crash"), Buffer.alloc(5 * MiB));
  writeFileSync(path.join(temp, "ho-media-stray"), "x");
  mkdirSync(path.join(temp, liveFolder), { recursive: true });
  writeFileSync(path.join(temp, liveFolder, "photo-in-flight"), "x");

  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    BASE_URL: ORIGIN,
    LOG_LEVEL: "warn",
    SMTP_URL: "",
  };
  createAccountWithCli(env, { email: "owner@example.com", password: "owner passphrase", role: "admin" });
  server = spawnServer(env, { stdio: ["ignore", "pipe", "pipe"] });
  server.stdout!.on("data", (data: Buffer) => serverOutput.push(data.toString()));
  server.stderr!.on("data", (data: Buffer) => serverOutput.push(data.toString()));
  await waitForHealth(server);
  const signIn = await post("/auth", {
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    parts: [Buffer.from("view=sign_in&email=owner%40example.com&password=owner+passphrase")],
  });
  expect(signIn.status).toBe(302);
  adminCookie = (signIn.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  expect(adminCookie).toContain("session_token");
}, 240_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("temporary upload files (real server)", () => {
  it("live under DATA_DIR/tmp: a start-up removes what an earlier process left, never a running one's", () => {
    const left = readdirSync(path.join(dataDir, "tmp"));
    expect(left).not.toContain(deadFolder);
    expect(left).not.toContain("ho-media-stray");
    expect(readFileSync(path.join(dataDir, "tmp", liveFolder, "photo-in-flight"), "utf8")).toBe("x");
    rmSync(path.join(dataDir, "tmp", liveFolder), { recursive: true });
  });
});

describe("the owner's photo upload limits (real server)", () => {
  it("takes a 24-megapixel camera JPEG of 20 MB with its declared length", async () => {
    const photo = readFileSync(await cameraFile(fixtures, "jpeg24mp"));
    expect(photo.length).toBeGreaterThan(15 * MiB);
    const body = Buffer.concat([fileHead("DSC_0024.jpg"), photo, closing]);
    const answer = await post("/admin/media/upload?to=portfolio", {
      headers: { "content-type": multipartType },
      parts: [body],
      declared: body.length,
    });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).results).toEqual([expect.objectContaining({ name: "DSC_0024.jpg", ok: true })]);
    expect(tempFiles()).toEqual([]);
  }, 120_000);

  it("refuses a declared body over the route's limit before reading it, naming the limit", async () => {
    const answer = await post("/admin/media/upload?to=portfolio", {
      headers: { "content-type": multipartType },
      parts: [],
      declared: 600 * MiB + 1,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).detail).toBe(
      "The request is too large: this address accepts at most 600 MB in one request.",
    );
    // The same gate reads the mood board's own, smaller figure.
    const moodBoard = await post("/hob/phase2/mood_board_upload", {
      headers: { "content-type": multipartType },
      parts: [],
      declared: 11 * MiB,
    });
    expect(moodBoard.status).toBe(413);
    expect(JSON.parse(moodBoard.body).detail).toMatch(/at most 10\.1 MB/);
  });

  it("stops writing a chunked file at the per-file limit and deletes it; the answer says why", async () => {
    const answer = await post("/admin/media/upload?to=portfolio", {
      headers: { "content-type": multipartType },
      parts: fillerFile("huge.tif", 70 * MiB),
    });
    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body).results).toEqual([
      expect.objectContaining({
        name: "huge.tif",
        ok: false,
        message: "Larger than 60 MB: this file was not uploaded.",
      }),
    ]);
    expect(answer.largestTemp).toBeLessThanOrEqual(60 * MiB);
    expect(tempFiles()).toEqual([]);
  }, 120_000);

  it("cuts off a chunked body at the request's limit: 413, nothing more read, no temporary file left", async () => {
    const answer = await post("/admin/media/upload?to=portfolio", {
      headers: { "content-type": multipartType },
      parts: fillerFile("endless.jpg", 2048 * MiB),
    });
    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body).detail).toBe(
      "The request is too large: this address accepts at most 600 MB in one request.",
    );
    expect(answer.sent).toBeLessThan(700 * MiB); // socket buffers at most, beyond the limit
    expect(answer.largestTemp).toBeLessThanOrEqual(60 * MiB);
    await new Promise((r) => setTimeout(r, 200));
    expect(tempFiles()).toEqual([]);
  }, 120_000);
});
