/**
 * An answer's body behind Express's compression middleware, as the React Router stage writes it: a page
 * arrives in React's small chunks. Compressed, it must reach the client within a turn or two of the event
 * loop, not one turn per chunk (the middleware's zlib stream came back once per chunk, and under load a
 * turn lasts tens of milliseconds).
 */

import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_WRITE_BYTES, writeBody } from "./write-body.ts";

/** A page of `rows` table rows, about 100 bytes each, as different from row to row as a calendar's. */
const page = (rows: number) =>
  `<!DOCTYPE html><html lang="fr"><body><table>${Array.from(
    { length: rows },
    (_, i) =>
      `<tr><td>${i}</td><td>Séance ${(i * 7919) % 1000}</td><td>${new Date(i * 3_600_000).toISOString()}</td></tr>`,
  ).join("")}</table></body></html>`;

/** A body in chunks of `size` bytes, as React's stream gives them. */
function inChunks(text: string, size = 2048): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + size));
      at += size;
    },
  });
}

/** Turns of the event loop, counted in their check phase. */
let turns = 0;
let counting = true;
const tick = () => {
  turns++;
  if (counting) setImmediate(tick);
};

const bodies = new Map<string, { text: string; type: string }>();
/** Turns each path's answer took, from the handler to the last byte handed to the socket. */
const turnsTaken = new Map<string, number>();
let server: Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.get("/{*path}", async (req, res) => {
    const { text, type } = bodies.get(req.path)!;
    const before = turns;
    res.once("finish", () => turnsTaken.set(req.path, turns - before));
    res.setHeader("Content-Type", type);
    await writeBody(req, res, inChunks(text));
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  setImmediate(tick);
});

afterAll(async () => {
  counting = false;
  await new Promise((resolve) => server.close(resolve));
});

function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    request({ port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("writing an answer's body", () => {
  const html = page(1_600);

  it("writes a page of many chunks whole, compressed in the encoding the client prefers, within two turns", async () => {
    expect(html.length).toBeGreaterThan(100_000);
    bodies.set("/br", { text: html, type: "text/html; charset=utf-8" });
    const br = await get("/br", "gzip, deflate, br, zstd");
    // Through the middleware, chunk by chunk, it took over 2,000 turns here (each chunk came back from zlib later).
    expect(turnsTaken.get("/br")).toBeLessThanOrEqual(2);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);

    bodies.set("/gzip", { text: html, type: "text/html; charset=utf-8" });
    const gzip = await get("/gzip", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(turnsTaken.get("/gzip")).toBeLessThanOrEqual(2);
  });

  it("writes the largest page (a gallery of 200 photos, ~490 KB) whole too", async () => {
    const gallery = page(6_600);
    expect(gallery.length).toBeGreaterThan(480_000);
    bodies.set("/gallery", { text: gallery, type: "text/html; charset=utf-8" });
    const answer = await get("/gallery", "br");
    expect(turnsTaken.get("/gallery")).toBeLessThanOrEqual(2);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(gallery);
  });

  it("sends the bytes as they are to a client that accepts no encoding, and small or incompressible answers", async () => {
    bodies.set("/plain", { text: html, type: "text/html; charset=utf-8" });
    const plain = await get("/plain");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.toString()).toBe(html);

    bodies.set("/small", { text: '{"saved":true}', type: "application/json" });
    const small = await get("/small", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe('{"saved":true}');

    bodies.set("/photo", { text: html, type: "image/jpeg" });
    const photo = await get("/photo", "br");
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect(photo.body.toString()).toBe(html);
  });

  it("streams a longer answer (a download) through the middleware's compression", async () => {
    const csv = "date;séance;client\n".repeat(Math.ceil((ONE_WRITE_BYTES * 2) / 20));
    bodies.set("/export.csv", { text: csv, type: "text/csv; charset=utf-8" });
    const answer = await get("/export.csv", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(gunzipSync(answer.body).toString()).toBe(csv);
  });
});
