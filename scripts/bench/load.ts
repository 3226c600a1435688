/**
 * A load generator for signed-in requests: autocannon's HTTP clients (a prepared request per
 * connection, its own parser: a fraction of node:http's CPU, which shares the two cores with the
 * server under test), with what its command line lacks: every connection is a visitor of its own
 * with its own cookie jar (Set-Cookie answers update it, as a browser's would, so a short-lived
 * session cookie cache keeps being renewed), and connections can be distinct accounts.
 *   node scripts/bench/load.ts --url URL --connections 50 --duration 10
 *     [--cookies cookies.json (a JSON array; connection i uses entry i mod length)]
 *     [--method POST --body BODY --content-type TYPE --accept TYPE --origin ORIGIN]
 *     [--accept-encoding "gzip, deflate, br, zstd" (what browsers send: the answers come compressed)]
 *     [--paths /a,/b (each connection requests these paths of --url's origin in turn)]
 *     [--rate N (N requests per second in all, evenly spaced: a light stream, such as the writes that
 *      arrive while signed-in pages are measured; sent by ./paced.ts, not autocannon)]
 * Prints one JSON line: requestsPerSec, p50, p99, avgMs, requests, statusCodes, errors, timeouts.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { pacedStream } from "./paced.ts";

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
    "accept-encoding": { type: "string" },
    origin: { type: "string" },
    paths: { type: "string" },
    rate: { type: "string" },
  },
});
if (!values.url) {
  console.error("Usage: node scripts/bench/load.ts --url URL [--connections N --duration S --cookies FILE ...]");
  process.exit(2);
}
const cookies: string[] = values.cookies ? JSON.parse(readFileSync(values.cookies, "utf8")) : [""];

/** Applies Set-Cookie answers to a `name=value; name=value` jar (an expired cookie is dropped). */
function updateJar(jar: Map<string, string>, setCookies: string[]) {
  for (const line of setCookies) {
    const [pair = "", ...attributes] = line.split(";");
    const name = pair.split("=", 1)[0]?.trim() ?? "";
    const value = pair.slice(name.length + 1);
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

const headers: Record<string, string> = {};
if (values.origin) headers.origin = values.origin;
if (values["content-type"]) headers["content-type"] = values["content-type"];
if (values.accept) headers.accept = values.accept;
if (values["accept-encoding"]) headers["accept-encoding"] = values["accept-encoding"];
const withCookies = (jar: Map<string, string>) =>
  jar.size ? { ...headers, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : headers;

/** An autocannon client as it is: its "headers" event carries http-parser-js's info (raw header pairs). */
interface Client {
  setHeaders(headers: Record<string, string>): void;
  setRequests(requests: autocannon.Request[]): void;
  on(event: "headers", listener: (info: { headers: string[] }) => void): void;
}

const method = values.method as autocannon.Request["method"];
const paths = values.paths?.split(",").filter(Boolean);
/** With several paths, each request of the cycle carries the jar's cookies (setHeaders sets the current one's). */
const requestsWith = (requestHeaders: Record<string, string>) =>
  paths?.map((path) => ({ method, path, headers: requestHeaders, body: values.body }));

/** The stream of `--rate`: evenly spaced (autocannon's overallRate bursts at the start of every second). */
const paced = (rate: number) =>
  pacedStream({
    url: values.url!,
    rate,
    connections: Number(values.connections),
    durationMs: Number(values.duration) * 1000,
    method: values.method,
    headers,
    body: values.body,
    paths,
    cookieFor: (connection) => cookies[connection % cookies.length] ?? "",
    updateJar,
  });

/** As many requests as the connections can make, each connection waiting for its answer. */
async function flat() {
  let connectionIndex = 0;
  const result = await autocannon({
    url: values.url!,
    connections: Number(values.connections),
    duration: Number(values.duration),
    method,
    body: values.body,
    headers,
    requests: requestsWith(headers),
    timeout: 10,
    setupClient(typed) {
      const client = typed as unknown as Client;
      const jar = new Map<string, string>();
      const applyJar = () => {
        const requests = requestsWith(withCookies(jar));
        if (requests) client.setRequests(requests);
        else client.setHeaders(withCookies(jar));
      };
      updateJar(jar, (cookies[connectionIndex++ % cookies.length] ?? "").split("; ").filter(Boolean));
      applyJar();
      client.on("headers", ({ headers: raw }) => {
        const setCookies: string[] = [];
        for (let i = 0; i < raw.length; i += 2) {
          if (raw[i]!.toLowerCase() === "set-cookie") setCookies.push(raw[i + 1]!);
        }
        if (setCookies.length === 0) return;
        updateJar(jar, setCookies);
        applyJar();
      });
    },
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = count ?? 0;
  const requests = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSec: Math.round((requests / (result.duration || Number(values.duration))) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    avgMs: result.latency.average,
    requests,
    statusCodes,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}

console.log(JSON.stringify(values.rate ? await paced(Number(values.rate)) : await flat()));
