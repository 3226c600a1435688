/**
 * Cookieless visits through the real HTTP entry (issue 30): a production server on 127.0.0.1:4410
 * (VISITS_TEST_PORT). Views of a public page count whether the page is rendered or answered from the
 * public-page cache; bots, HEAD requests and private pages do not; no response sets a cookie; the
 * counts kept in memory are written when the server stops.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../app/lib/db/client.server.ts";
import { rowsOf } from "../app/lib/db/rows.ts";
import { ensureServerBuild, spawnServer } from "../scripts/lib/serve.ts";

const PORT = Number(process.env.VISITS_TEST_PORT ?? 4410);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

let server: ChildProcess;
let dataDir: string;
let stderr = "";

function send(target: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: PORT, path: target, method, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  ensureServerBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), "ho-visits-"));
  server = spawnServer(
    {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BASE_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
    },
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  server.stderr!.on("data", (data: Buffer) => {
    stderr += data.toString();
  });
  for (let i = 0; ; i++) {
    if (i > 900) throw new Error(`server did not start: ${stderr}`);
    if ((await send("/healthz").catch(() => ({ status: 0 }))).status === 200) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}, 240_000);

afterAll(() => {
  if (server?.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("visits counted by the server", () => {
  it("counts rendered and cached views of public pages, sets no cookie, and writes the counts at shutdown", async () => {
    const host = `localhost:${PORT}`;
    const first = await send("/faq", { "user-agent": BROWSER, host });
    expect(first.status).toBe(200);
    // The next ones come from the public-page cache (its stage in server/pipeline/page-caches.ts): without its
    // count, only the first view would be in the table.
    for (let i = 0; i < 4; i++) {
      const again = await send("/faq", {
        "user-agent": BROWSER,
        host,
        ...(i % 2 ? { referer: `http://${host}/` } : {}),
      });
      expect(again.status).toBe(200);
      expect(again.headers["set-cookie"]).toBeUndefined();
    }
    expect(first.headers["set-cookie"]).toBeUndefined();
    await send("/faq", { "user-agent": BOT, host });
    await send("/faq", { "user-agent": BROWSER, host }, "HEAD");
    await send("/account", { "user-agent": BROWSER, host });
    await send("/no-such-page", { "user-agent": BROWSER, host });

    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    const database = await openDatabase({ url: "", dataDir });
    try {
      const result = await database.db.execute(sql`select path, views, entries from page_views order by path`);
      const rows = rowsOf<{ path: string; views: number; entries: number }>(result);
      expect(rows).toEqual([{ path: "/faq", views: 5, entries: 3 }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
