/**
 * How an app answer's body reaches the client (./react-router.ts). One that ends within ONE_WRITE_BYTES
 * (every page: the largest, a gallery of 200 photos, is ~490 KB) is gathered and written in one call, compressed here, on this thread,
 * when the client accepts it. A longer one (a download) streams through Express's compression middleware.
 *
 * Why not the middleware for everything: it hands each of React's few-KB chunks to zlib, which runs on
 * libuv's threads, and each chunk's result comes back one turn of the event loop later. Under load a turn
 * lasts tens of milliseconds, so a compressed page (every browser asks for one) waited a second or more
 * for its own bytes, while the whole page compresses in under a millisecond (docs/performance.md,
 * "Compressed answers, one turn"). The middleware leaves an answer that has its Content-Encoding alone.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import { negotiateEncoding } from "../../app/lib/public-page-cache.server.ts";

/** Up to this many bytes, an answer is written whole. */
export const ONE_WRITE_BYTES = 1024 * 1024;
/** Smaller answers go as they are, as the middleware's default threshold does. */
const THRESHOLD_BYTES = 1024;
/** The types this app answers with that compress: pages, their data, JSON, CSV, calendars, SVG. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)\b|image\/svg\+xml\b)/i;
/** Brotli's quality 4 (the middleware's own choice): a 115 KB calendar page in ~0.8 ms, to 11 %. */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };

function varyOnEncoding(res: ServerResponse) {
  const vary = String(res.getHeader("vary") ?? "");
  if (vary === "*" || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return;
  res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/** The bytes to send for `body`, the whole answer: compressed when the client and the answer allow it. */
function encodedWhole(req: IncomingMessage, res: ServerResponse, body: Buffer): Buffer {
  if (res.hasHeader("content-encoding") || !COMPRESSIBLE.test(String(res.getHeader("content-type") ?? ""))) {
    return body;
  }
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(String(res.getHeader("cache-control") ?? ""))) return body;
  varyOnEncoding(res);
  if (body.length < THRESHOLD_BYTES || req.method === "HEAD") return body;
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  if (encoding === "identity") return body;
  const encoded = encoding === "br" ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", encoded.length);
  return encoded;
}

/**
 * Writes a body to the client: whole when it ends within ONE_WRITE_BYTES, else streamed. Answers false
 * when the client left before it was all written.
 */
export async function writeBody(req: IncomingMessage, res: ServerResponse, body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let length = 0;
  try {
    while (length <= ONE_WRITE_BYTES) {
      const { done, value } = await reader.read();
      // A client that left gets nothing more rendered.
      if (res.destroyed) {
        reader.cancel().catch(() => {});
        return false;
      }
      if (done) {
        res.end(encodedWhole(req, res, Buffer.concat(head, length)));
        return true;
      }
      head.push(value);
      length += value.byteLength;
    }
  } catch (error) {
    res.destroy();
    throw error;
  }
  reader.releaseLock();
  res.write(Buffer.concat(head, length));
  await writeReadableStreamToWritable(body, res);
  return true;
}
