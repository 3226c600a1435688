/**
 * The load generator's `--rate` stream (the writes that arrive while the signed-in bench measures a page) is
 * spread over each second. With autocannon's overallRate, ten connections at 20 a second sent their 20
 * requests within a few milliseconds at the start of every second: one write burst a second, and the
 * owner's Today served from the signed-in cache for the rest of it (docs/performance.md, tenth round).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendTimes } from "./paced.ts";

const LOAD = path.join(import.meta.dirname, "load.ts");

describe("load.ts --rate", () => {
  const arrivals: { at: number; cookie: string }[] = [];
  let server: http.Server;
  let base: string;
  let work: string;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "ho-load-test-"));
    server = http.createServer((request, response) => {
      arrivals.push({ at: performance.now(), cookie: request.headers.cookie ?? "" });
      request.resume();
      request.on("end", () => {
        // A renewed cookie, as a session's cookie cache is: the connection's jar must send it from then on.
        response.writeHead(200, { "set-cookie": "renewed=yes; Path=/" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it("schedules requests evenly", () => {
    expect(sendTimes(20, 1000)).toEqual(Array.from({ length: 20 }, (_, k) => k * 50));
    expect(sendTimes(3, 1000).map(Math.round)).toEqual([0, 333, 667]);
  });

  it("sends 20 a second from 10 connections one every ~50 ms, not in a burst at each second's start", async () => {
    const cookies = path.join(work, "cookies.json");
    writeFileSync(cookies, JSON.stringify(Array.from({ length: 10 }, (_, i) => `session=${i}`)));
    const { stdout } = await promisify(execFile)(process.execPath, [
      LOAD,
      ...["--url", `${base}/hob/phase1/values-q1`, "--connections", "10", "--duration", "2", "--rate", "20"],
      ...["--method", "POST", "--body", "intent=next", "--content-type", "application/x-www-form-urlencoded"],
      ...["--cookies", cookies],
    ]);
    const times = arrivals.map((arrival) => arrival.at);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    // Even: 50 ms apart. Autocannon's bursts: ~950 ms between the seconds, 20 within ~10 ms.
    expect(Math.max(...gaps)).toBeLessThan(250);
    const mostInAnyTenth = Math.max(...times.map((at) => times.filter((t) => t >= at && t < at + 100).length));
    expect(mostInAnyTenth).toBeLessThanOrEqual(6);
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!);
    expect(result.statusCodes["200"]).toBeGreaterThanOrEqual(36);
    expect(arrivals.length).toBeGreaterThanOrEqual(36);
    expect(arrivals.length).toBeLessThanOrEqual(40);

    // Each connection its own session, its jar updated from Set-Cookie.
    expect(new Set(arrivals.slice(0, 10).map((arrival) => arrival.cookie))).toEqual(
      new Set(Array.from({ length: 10 }, (_, i) => `session=${i}`)),
    );
    expect(arrivals.slice(-10).every((arrival) => arrival.cookie.includes("renewed=yes"))).toBe(true);
  }, 20_000);
});
