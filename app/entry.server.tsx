import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { questionRegistry } from "./lib/blueprint.server";
import { closeDatabase, getDatabase } from "./lib/db.server";
import { type OutboxWorker, startOutboxWorker } from "./lib/email/outbox.server";
import { createTransport } from "./lib/email/transport.server";
import { getEnv } from "./lib/env.server";
import { logger } from "./lib/logger.server";
import { type MediaWorker, startMediaWorker } from "./lib/media/jobs.server";
import { createSetupLink } from "./lib/setup.server";

export const streamTimeout = 5_000;

export function documentCsp(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

let outbox: OutboxWorker | undefined;
let mediaWorker: MediaWorker | undefined;

/** Called by the HTTP entry before it listens: opens (and migrates) the database, starts the outbox. */
export async function startServices() {
  const env = getEnv();
  const database = await getDatabase();
  // The questions of the four phases are registered from their definitions (idempotent).
  await questionRegistry(database.db);
  outbox = startOutboxWorker({
    db: database.db,
    transport: createTransport({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR }),
    from: env.MAIL_FROM,
    retryBaseSeconds: env.OUTBOX_RETRY_BASE_SECONDS,
  });
  mediaWorker = startMediaWorker({ db: database.db, concurrency: env.MEDIA_JOB_CONCURRENCY });
  const setupLink = await createSetupLink(database.db, env.BASE_URL);
  if (setupLink) {
    logger.warn({ setupLink }, "No admin account yet: open this one-time link to create the owner's account");
  }
  return { driver: database.driver };
}

/** Called on SIGTERM/SIGINT once the HTTP server has drained. */
export async function stopServices() {
  await mediaWorker?.stop();
  mediaWorker = undefined;
  await outbox?.stop();
  outbox = undefined;
  await closeDatabase();
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and our own tests get the complete document; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // A fresh nonce per document: only our own scripts run (no 'unsafe-inline' for scripts).
    const nonce = randomBytes(16).toString("base64");
    responseHeaders.set("Content-Security-Policy", documentCsp(nonce));
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "streaming render error");
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error(
    { err: error, path: new URL(request.url).pathname, requestId: request.headers.get("x-request-id") },
    "unhandled error",
  );
}
