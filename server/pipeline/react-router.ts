/**
 * React Router, as the last stage reaches it through Express: the request the app sees is made from
 * the pipeline's context (its origin, id and client address; a body an earlier stage read, or the
 * request stream), and its Response is written over the pipeline's headers. A page cache waiting for
 * this answer (`context.fill`) gets the bytes as the app wrote them, before compression; the renderer's
 * private-page marker never leaves the server. The app runs behind the work gate (./work-gate.ts): a
 * form's body is read first, so a slow client never holds a place; a body too large for a form (an
 * upload) streams to the app outside the gate.
 */
import type { ServerResponse } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import type { Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { PRIVATE_PAGE_MARKER } from "../../app/lib/private-page-cache.server.ts";
import { ClientClosedError, declaresFormSizedBody, readDeclaredBody } from "./body.ts";
import { contextOf, type PageFill, type RequestContext, requestHeaders } from "./request.ts";
import type { WorkGate } from "./work-gate.ts";
import { writeBody } from "./write-body.ts";

/** A target the URL parser refuses (a host with characters no host has): the client's error. */
class BadTargetError extends Error {
  readonly status = 400;
  override readonly name = "BadTargetError";
}

function appRequest(context: RequestContext, res: ServerResponse): Request {
  let url: string;
  try {
    url = new URL(`${context.origin}${context.url}`).href;
  } catch {
    throw new BadTargetError(`not a URL: ${context.url}`);
  }
  let controller: AbortController | null = new AbortController();
  res.once("finish", () => {
    controller = null;
  });
  res.once("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: context.method,
    headers: requestHeaders(context.req),
    signal: controller.signal,
  };
  if (context.method !== "GET" && context.method !== "HEAD") {
    const { body } = context;
    init.body = body
      ? new Uint8Array(body.buffer, body.byteOffset, body.length)
      : createReadableStreamFromReadable(context.req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** The bytes of a body as they stream to the client. */
function keeping(body: ReadableStream<Uint8Array>, chunks: Buffer[]) {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        chunks.push(Buffer.from(chunk));
        controller.enqueue(chunk);
      },
    }),
  );
}

async function send(res: ServerResponse, response: Response, fill: PageFill | undefined, log: Logger) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  let privateNonce: string | undefined;
  for (const [name, value] of response.headers) {
    if (name === PRIVATE_PAGE_MARKER) privateNonce = value;
    else if (name === "set-cookie") res.appendHeader(name, value);
    // The app's own value of a header the pipeline set (X-Content-Type-Options on a download, ...) wins.
    else res.setHeader(name, value);
  }
  const chunks = fill?.accept(response.status, response.headers, privateNonce) ? [] : undefined;
  const events = /text\/event-stream/i.test(response.headers.get("content-type") ?? "");
  if (events) res.flushHeaders();
  if (!response.body) {
    res.end();
  } else {
    try {
      const body = chunks ? keeping(response.body, chunks) : response.body;
      // Events go out as they come; anything else is written whole when it is small (writeBody).
      if (events) await writeReadableStreamToWritable(body, res);
      else if (!(await writeBody(res.req, res, body))) return;
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      throw error;
    }
  }
  if (!chunks) return;
  try {
    await fill!.store(response.status, response.headers, Buffer.concat(chunks));
  } catch (error) {
    log.warn({ err: error }, "could not cache a page");
  }
}

/**
 * Whether the request's body is in hand before the app runs: none (GET, HEAD), read by an earlier stage,
 * or a form's, read here (its declared length is bounded). Only then does the request wait at the gate.
 */
async function bodyInHand(context: RequestContext) {
  if (context.method === "GET" || context.method === "HEAD" || context.body) return true;
  if (!declaresFormSizedBody(context.req)) return false;
  context.body = await readDeclaredBody(context.req);
  return true;
}

/** The Express handler of every request that reaches React Router. */
export function reactRouterHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
  log: Logger,
  gate: WorkGate,
) {
  const handle = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const context = contextOf(req);
    // This answer settles the page cache's fill from here on, whatever happens to it.
    const fill = context.fill;
    context.fill = undefined;
    let leave: (() => void) | undefined;
    try {
      if (await bodyInHand(context)) leave = await gate.enter();
      // A client that left while its request waited gets nothing rendered.
      if (res.destroyed) return;
      const response = await handle(appRequest(context, res));
      leave?.(); // the body streams to the client outside the gate (freeing twice frees once)
      await send(res, response, fill, log);
    } catch (error) {
      if (error instanceof ClientClosedError) req.destroy();
      else next(error);
    } finally {
      leave?.();
      fill?.settle();
    }
  };
}
