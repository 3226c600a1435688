/**
 * Reading a request body in the pipeline (the answer save stage; every other body is streamed to the
 * app, which bounds it while reading). Only a body whose declared length a stage has already bounded
 * (the declared-body-limit stage, then the stage's own limit) is read here.
 */
import type { IncomingMessage } from "node:http";
import { MAX_FORM_BYTES } from "../../app/lib/body-limits.ts";

/** The client went away before its body ended: nothing to answer, nothing to log. */
export class ClientClosedError extends Error {
  constructor() {
    super("The client closed the request before its body ended.");
  }
}

/**
 * The body of a request with a declared length. Node ends a body at its declared length; nothing beyond
 * it is kept all the same.
 */
export function readDeclaredBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(req.headers["content-length"]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= declared) chunks.push(chunk);
    });
    req.once("end", () => resolve(Buffer.concat(chunks)));
    // A request stream fails only when its connection does. Every request closes once answered: the
    // error (its stack trace is ~20 µs) only for one cut short.
    req.once("error", () => reject(new ClientClosedError()));
    req.once("close", () => {
      if (!req.complete) reject(new ClientClosedError());
    });
  });
}

/** Whether a request declares a body no larger than a form's (not chunked): one the pipeline may read whole. */
export function declaresFormSizedBody(req: IncomingMessage) {
  const declared = Number(req.headers["content-length"]);
  return req.headers["transfer-encoding"] === undefined && declared >= 0 && declared <= MAX_FORM_BYTES;
}
