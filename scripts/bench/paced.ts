/**
 * A light stream of requests at an even pace (load.ts's `--rate`): request k is sent at k ÷ rate seconds
 * after the start, on connection k mod n, each connection with its own keep-alive socket and cookie jar.
 *
 * Why not autocannon's `overallRate`: it splits the rate among the connections and lets each send its
 * share as soon as its per-second counter resets, so ten connections at 20 a second sent 20 requests
 * within a few milliseconds at the start of every second and nothing for the rest of it. For the
 * signed-in bench's writes that made a burst, one group commit and one stale page a second instead of a
 * write every 50 ms: the owner's Today was kept for the other ~950 ms (docs/performance.md, tenth round).
 */
import http from "node:http";

export interface PacedOptions {
  url: string;
  rate: number;
  connections: number;
  durationMs: number;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Each connection requests these paths of `url`'s origin in turn (default: `url` itself). */
  paths?: string[];
  /** Connection i's initial Cookie header (its jar is then kept up to date from Set-Cookie). */
  cookieFor: (connection: number) => string;
  /** Applies Set-Cookie lines to a jar. */
  updateJar: (jar: Map<string, string>, setCookies: string[]) => void;
  timeoutMs?: number;
}

/** One load's figures, as `load.ts` prints them (autocannon's or the paced stream's). */
export interface LoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  avgMs: number;
  requests: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** When each request is due, in ms from the start: evenly spaced, none at or after the end. */
export function sendTimes(rate: number, durationMs: number): number[] {
  const interval = 1000 / rate;
  const times: number[] = [];
  for (let k = 0; k * interval < durationMs; k++) times.push(k * interval);
  return times;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * Runs the stream; resolves at the end of the duration with what was answered by then (requests still
 * in flight are dropped, as autocannon does). A request's latency counts from when it was due, so a
 * connection still busy with its previous request does not hide the wait.
 */
export async function pacedStream(options: PacedOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  const connections = Array.from({ length: Math.max(1, options.connections) }, (_, index) => {
    const jar = new Map<string, string>();
    options.updateJar(jar, options.cookieFor(index).split("; ").filter(Boolean));
    return { jar, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }), sent: 0 };
  });
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  let stopped = false;
  const started = performance.now();

  const send = (connection: (typeof connections)[number], due: number) => {
    const path = options.paths?.[connection.sent++ % options.paths.length] ?? `${target.pathname}${target.search}`;
    const headers: Record<string, string> = { ...options.headers };
    if (connection.jar.size) headers.cookie = [...connection.jar].map(([name, value]) => `${name}=${value}`).join("; ");
    if (options.body !== undefined) headers["content-length"] = String(Buffer.byteLength(options.body));
    const request = http.request(
      { host: target.hostname, port: target.port, path, method: options.method, headers, agent: connection.agent },
      (response) => {
        const setCookies = response.headers["set-cookie"];
        if (setCookies) options.updateJar(connection.jar, setCookies);
        response.resume();
        response.on("end", () => {
          if (stopped) return;
          latencies.push(performance.now() - started - due);
          const code = String(response.statusCode);
          statusCodes[code] = (statusCodes[code] ?? 0) + 1;
        });
      },
    );
    let timedOut = false;
    request.setTimeout(options.timeoutMs ?? 10_000, () => {
      timedOut = true;
      if (!stopped) timeouts++;
      request.destroy();
    });
    request.on("error", () => {
      if (!stopped && !timedOut) errors++;
    });
    request.end(options.body);
  };

  const timers = sendTimes(options.rate, options.durationMs).map((due, k) =>
    setTimeout(() => send(connections[k % connections.length]!, due), due),
  );
  await new Promise((resolve) => setTimeout(resolve, options.durationMs));
  stopped = true;
  for (const timer of timers) clearTimeout(timer);
  for (const connection of connections) connection.agent.destroy();

  const sorted = latencies.toSorted((a, b) => a - b);
  const requests = sorted.length;
  return {
    requestsPerSec: Math.round((requests / (options.durationMs / 1000)) * 10) / 10,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    avgMs: requests ? Math.round((sorted.reduce((sum, ms) => sum + ms, 0) / requests) * 100) / 100 : 0,
    requests,
    statusCodes,
    errors,
    timeouts,
  };
}
