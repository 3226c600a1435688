/**
 * A load generator for signed-in requests, where autocannon falls short: every connection is a
 * visitor of its own with its own cookie jar (Set-Cookie answers update it, as a browser's would,
 * so a short-lived session cookie cache keeps being renewed), and connections can be distinct
 * accounts.
 *   node scripts/bench/load.ts --url URL --connections 50 --duration 10
 *     [--cookies cookies.json (a JSON array; connection i uses entry i mod length)]
 *     [--method POST --body BODY --content-type TYPE --accept TYPE --origin ORIGIN]
 * Prints one JSON line: requestsPerSec, p50, p99, avgMs, requests, statusCodes, errors, timeouts.
 */
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    cookies: { type: "string" },
    method: { type: "string", default: "GET" },
    body: { type: "string" },
    "content-type": { type: "string" },
    accept: { type: "string" },
    origin: { type: "string" },
  },
});
if (!values.url) {
  console.error("Usage: node scripts/bench/load.ts --url URL [--connections N --duration S --cookies FILE ...]");
  process.exit(2);
}
const url = new URL(values.url);
const connections = Number(values.connections);
const durationMs = Number(values.duration) * 1000;
const cookies: string[] = values.cookies ? JSON.parse(readFileSync(values.cookies, "utf8")) : [""];
const body = values.body === undefined ? undefined : Buffer.from(values.body);

const latencies: number[] = [];
const statusCodes: Record<string, number> = {};
let errors = 0;
let timeouts = 0;

/** Applies Set-Cookie answers to a `name=value; name=value` jar (an expired cookie is dropped). */
function updateJar(jar: Map<string, string>, setCookies: string[] | undefined) {
  for (const line of setCookies ?? []) {
    const [pair = "", ...attributes] = line.split(";");
    const name = pair.split("=", 1)[0]?.trim() ?? "";
    const value = pair.slice(name.length + 1);
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

function once(agent: Agent, jar: Map<string, string>) {
  return new Promise<void>((resolve) => {
    const headers: Record<string, string | number> = {};
    if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    if (values.origin) headers.origin = values.origin;
    if (values["content-type"]) headers["content-type"] = values["content-type"];
    if (values.accept) headers.accept = values.accept;
    if (body) headers["content-length"] = body.length;
    const started = performance.now();
    const req = request(url, { method: values.method, agent, headers }, (res) => {
      updateJar(jar, res.headers["set-cookie"]);
      res.resume();
      res.on("end", () => {
        latencies.push(performance.now() - started);
        const code = String(res.statusCode);
        statusCodes[code] = (statusCodes[code] ?? 0) + 1;
        resolve();
      });
      res.on("error", () => {
        errors++;
        resolve();
      });
    });
    req.setTimeout(10_000, () => {
      timeouts++;
      req.destroy();
    });
    req.on("error", () => {
      errors++;
      resolve();
    });
    req.end(body);
  });
}

const started = performance.now();
const deadline = started + durationMs;
await Promise.all(
  Array.from({ length: connections }, async (_, index) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const jar = new Map<string, string>();
    updateJar(
      jar,
      (cookies[index % cookies.length] ?? "")
        .split("; ")
        .filter(Boolean)
        .map((c) => c),
    );
    while (performance.now() < deadline) await once(agent, jar);
    agent.destroy();
  }),
);
const elapsedSeconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
console.log(
  JSON.stringify({
    requestsPerSec: Math.round((latencies.length / elapsedSeconds) * 10) / 10,
    p50: percentile(0.5),
    p99: percentile(0.99),
    avgMs: Math.round((latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length)) * 100) / 100,
    requests: latencies.length,
    statusCodes,
    errors,
    timeouts,
  }),
);
