/**
 * Media benchmarks (issue 12):
 *   node scripts/bench/feature-media.ts --out bench/feature-media.json
 * - photos processed per minute for a 24-megapixel JPEG, and the peak RSS while processing;
 * - a zip of 200 photos streamed to a counting sink: RSS growth must stay flat;
 * - /portfolio throughput with 24 published photos, and Lighthouse (mobile) on /portfolio and home with
 *   those photos, against the production build in build/ (its own server and embedded database on port 3631).
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import "../lib/app-imports.ts";
import { photoJpeg } from "../../tests/support/images.ts";
import { npmScriptArgs } from "../lib/serve.ts";
import type { FeatureRow } from "./children.ts";
import { runLighthouseMedian } from "./lighthouse.ts";
import { signIn } from "./sign-in.ts";

const { renderImage } = await import("../../app/media/pipeline/pipeline.server.ts");
const { localDiskStorage } = await import("../../app/media/storage.server.ts");
const { zipStream } = await import("../../app/media/zip.server.ts");

const rows: FeatureRow[] = [];
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function sampleRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

async function processing() {
  const original = await photoJpeg(6000, 4000, 7);
  const runs = 3;
  const before = process.memoryUsage().rss;
  const stop = sampleRss();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await renderImage(original);
  const seconds = (performance.now() - started) / 1000;
  const peak = stop();
  const perMinute = Math.round((runs / seconds) * 60 * 10) / 10;
  rows.push({
    name: "media: 24 MP JPEG processed (5 widths × AVIF/WebP/JPEG)",
    value: perMinute,
    unit: "photos/min",
    target: "≥ 6 (one job at a time, 2 shared cores)",
    pass: perMinute >= 6,
  });
  rows.push({
    name: "media: peak RSS while processing a 24 MP photo",
    value: mb(peak),
    unit: "MB",
    target: "≤ 600 MB",
    pass: mb(peak) <= 600,
    note: `RSS before: ${mb(before)} MB`,
  });
}

async function zip() {
  const dir = mkdtempSync(path.join(tmpdir(), "ho-bench-zip-"));
  try {
    const storage = localDiskStorage(dir);
    const entries = [];
    for (let i = 0; i < 200; i++) {
      const key = `media/bench${String(i).padStart(4, "0")}/original`;
      mkdirSync(path.join(dir, path.dirname(key)), { recursive: true });
      writeFileSync(path.join(dir, key), randomBytes(1024 * 1024));
      entries.push({ name: `photo-${i + 1}.jpg`, key });
    }
    global.gc?.();
    const before = process.memoryUsage().rss;
    const stop = sampleRss();
    let bytes = 0;
    const started = performance.now();
    await pipeline(
      await zipStream(entries, storage),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const growth = stop() - before;
    rows.push({
      name: "media: zip of 200 photos (200 MB) streamed, RSS growth",
      value: mb(growth),
      unit: "MB",
      target: "≤ 64 MB (flat: independent of the archive's size)",
      pass: mb(growth) <= 64,
      note: `${mb(bytes)} MB in ${seconds.toFixed(1)} s`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function portfolioThroughput() {
  const port = 3631;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "ho-bench-media-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PORT: String(port),
    BASE_URL: base,
    LOG_LEVEL: "warn",
  };
  const email = "bench-owner@example.com";
  const password = "bench owner passphrase";
  execFileSync(
    process.execPath,
    [...npmScriptArgs("users"), "create", "--email", email, "--password", password, "--role", "admin"],
    {
      env,
      stdio: "ignore",
    },
  );
  // As `npm run serve` runs it (its memory settings), on this Node.
  const server = spawn("/bin/sh", ["scripts/serve.sh"], { env, stdio: "ignore" });
  try {
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 300));
    }
    const cookie = await signIn(base, email, password);
    for (let i = 0; i < 24; i++) {
      const form = new FormData();
      form.append("photos", new Blob([new Uint8Array(await photoJpeg(1600, 1067, i))]), `bench-${i + 1}.jpg`);
      const upload = await fetch(`${base}/admin/media/upload?to=portfolio`, {
        method: "POST",
        headers: { cookie, origin: base, accept: "application/json" },
        body: form,
      });
      if (!upload.ok) throw new Error(`upload ${i + 1}: ${upload.status} ${await upload.text()}`);
    }
    const post = (fields: Record<string, string>) =>
      fetch(`${base}/admin/portfolio`, {
        method: "POST",
        headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    // Publishing waits for processing: retry until every photo is published.
    for (let id = 1; id <= 24; id++) {
      await post({
        intent: "details",
        id: String(id),
        altText: `Bench photo ${id}`,
        caption: "",
        category: "portraits",
      });
      for (let attempt = 0; attempt < 600; attempt++) {
        if ((await post({ intent: "publish", id: String(id) })).status === 200) break;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    // The home page and the photography service page show featured photos.
    for (const id of [1, 2, 3]) await post({ intent: "feature", id: String(id) });
    const html = await (await fetch(`${base}/portfolio`)).text();
    const photos = (html.match(/<picture>/g) ?? []).length;
    // The load generator runs in its own process, as in scripts/bench/run.ts.
    const result = JSON.parse(
      execFileSync(
        process.execPath,
        ["node_modules/autocannon/autocannon.js", "-c", "10", "-d", "10", "--json", `${base}/portfolio`],
        { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
      ),
    ) as { requests: { average: number }; latency: { p99: number } };
    rows.push({
      name: "media: /portfolio throughput (24 photos, anonymous)",
      value: Math.round(result.requests.average),
      unit: "req/s",
      target: "≥ 100",
      pass: result.requests.average >= 100 && photos === 24,
      note: `p99 ${result.latency.p99} ms, ${photos} photos on the page`,
    });
    // Mobile Lighthouse (simulated throttling) with the published photos in place.
    for (const [page, target] of [
      ["/portfolio", 98],
      ["/", 100],
    ] as const) {
      const run = await runLighthouseMedian(`${base}${page}`, path.join(dataDir, "lighthouse.json"));
      rows.push({
        name: `media: Lighthouse mobile performance, ${page} with 24 published photos (3 featured)`,
        value: run.performance ?? 0,
        unit: "score",
        target: `≥ ${target}`,
        pass: (run.performance ?? 0) >= target,
        note:
          `median of ${run.performanceRuns?.length} runs (${run.performanceRuns?.join(", ")}); ` +
          `a11y/BP/SEO ${run.accessibility}/${run.bestPractices}/${run.seo}; ` +
          `FCP ${run.metrics["first-contentful-paint"]}, LCP ${run.metrics["largest-contentful-paint"]}, ` +
          `TBT ${run.metrics["total-blocking-time"]}, CLS ${run.metrics["cumulative-layout-shift"]}` +
          (run.missed.length ? `; below 100: ${run.missed.join(", ")}` : ""),
      });
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const outIndex = process.argv.indexOf("--out");
const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
await processing();
await zip();
await portfolioThroughput();
const json = JSON.stringify({ rows }, null, 2);
if (out) {
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${json}\n`);
}
console.log(json);
