/**
 * Operations, against a server process of our own (its logs captured): graceful shutdown under
 * load, and logs that never contain passwords, codes, tokens or cookies.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_PORT, SMTP_PORT } from "../../playwright.config";
import { spawnServer } from "../../scripts/lib/serve";
import { expect, mailTo, postSignInLink, signInLinkIn, test } from "./fixtures";

const PORT = E2E_PORT + 40;
const BASE = `http://127.0.0.1:${PORT}`;

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ho-ops-"));
  let output = "";
  const child: ChildProcess = spawnServer(
    {
      ...process.env,
      PORT: String(PORT),
      BASE_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      TRUST_PROXY: "1",
      LOG_LEVEL: "info",
    },
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${BASE}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test("SIGTERM lets 50 in-flight requests finish, refuses new ones and exits 0", async () => {
  test.setTimeout(60_000);
  const server = await startServer();
  try {
    // 50 inquiries whose bodies arrive in two halves: the server has accepted each request and is
    // reading it when SIGTERM arrives; the second half is sent afterwards.
    const requests = Array.from({ length: 50 }, (_, i) => {
      const body = JSON.stringify({
        name: `Caller ${i}`,
        email: `caller${i}@e2e.test`,
        message: "Please call me back about a session.",
      });
      const half = Math.floor(body.length / 2);
      const request = http.request(`${BASE}/api/contact`, {
        method: "POST",
        headers: {
          origin: BASE,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": `198.51.100.${i + 1}`,
        },
      });
      const status = new Promise<number | string>((resolve) => {
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("error", (error) => resolve(`failed: ${error.message}`));
      });
      request.write(body.slice(0, half));
      return { request, rest: body.slice(half), status };
    });
    await new Promise((r) => setTimeout(r, 500));
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 200));
    for (const { request, rest } of requests) request.end(rest);
    const statuses = await Promise.all(requests.map((r) => r.status));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${BASE}/healthz`)).rejects.toThrow();
    expect(server.output()).toContain("shutting down");
  } finally {
    await server.stop();
  }
});

test("logs never contain passwords, one-time codes, tokens or cookies", async () => {
  test.setTimeout(60_000);
  const server = await startServer();
  try {
    const email = `logcheck-${Date.now()}@e2e.test`;
    const password = "Secret-Passphrase-4242";
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.90" },
      body: new URLSearchParams(fields),
      redirect: "manual" as const,
    });
    expect((await fetch(`${BASE}/auth?view=sign_up`, form({ view: "sign_up", email, password }))).status).toBe(200);
    const verifyLink = signInLinkIn((await mailTo(email, /Confirm your e-mail address/)).text, "verify-email");
    const token = new URL(verifyLink).searchParams.get("token")!;
    const verified = await postSignInLink(verifyLink);
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!.split("=")[1]!)
      .find((v) => v.length > 20)!;
    expect(cookie).toBeTruthy();
    await fetch(`${BASE}/dashboard`, {
      headers: {
        cookie: verified.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; "),
      },
    });
    await fetch(`${BASE}/auth`, form({ view: "sign_in", email, password: `${password}-wrong` }));
    await fetch(`${BASE}/auth?view=verify_otp`, form({ view: "verify_otp", email }));
    const code = (await mailTo(email, /sign-in code/)).text.match(/\b(\d{6})\b/)![1]!;
    await fetch(`${BASE}/auth?view=verify_otp`, form({ view: "verify_otp", email, code }));
    await fetch(`${BASE}/auth?view=forgotten_password`, form({ view: "forgotten_password", email }));
    const resetLink = (await mailTo(email, /Reset your/)).text.match(/https?:\/\/\S+reset-password\S+/)![0];
    const resetToken = new URL(resetLink).pathname.split("/").pop()!;
    await fetch(resetLink, { redirect: "manual" });

    await server.stop();
    const logs = server.output();
    expect(logs).toContain('"path":"/auth"');
    const secrets = { password, token, cookie, resetToken };
    for (const [name, secret] of Object.entries(secrets)) {
      const leaks = logs.split("\n").filter((line) => line.includes(secret));
      expect(leaks, `the ${name} appears in the logs`).toEqual([]);
    }
    // A 6-digit code only counts where it stands alone (timestamps and ids are longer runs).
    expect(
      new RegExp(`(?<![0-9a-zA-Z])${code}(?![0-9a-zA-Z])`).test(logs),
      "the one-time code appears in the logs",
    ).toBe(false);
  } finally {
    await server.stop();
  }
});
