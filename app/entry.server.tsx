import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { createSetupLink } from "./accounts/setup.server";
import { BACKGROUND_JOBS } from "./background-jobs.server";
import { questionRegistry } from "./blueprint/blueprint.server";
import { type CacheBus, startCacheBus } from "./lib/cache-bus.server";
import { closeDatabase, getDatabase } from "./lib/db.server";
import { configureEmailDelivery } from "./lib/email/outbox.server";
import { createTransport, mayLogEmailLinks } from "./lib/email/transport.server";
import { getEnv } from "./lib/env.server";
import { requestTooLargeMessage } from "./lib/http.server";
import { englishPath, hasFrenchTwin, localeOfPath, prefersFrench } from "./lib/i18n/locale";
import { type JobRunner, startJobRunner } from "./lib/jobs/runner.server";
import { loggedPath } from "./lib/logged-path";
import { logger } from "./lib/logger.server";
import { withoutModulePreloads } from "./lib/module-preloads.server";
import { documentHasOwnScripts, documentKeptPrivately, documentShipsScripts } from "./lib/page-handle";
import { enablePrivatePageCache, PRIVATE_PAGE_MARKER } from "./lib/private-page-cache.server";
import { lookUpSession, sessionUserContext, watchSessionChanges } from "./lib/session.server";
import { removeStaleUploadTemp } from "./lib/upload-temp.server";
import { m } from "./paraglide/messages";
import { checkoutOrigin } from "./payments/stripe.server";
import { startVisitWriter, type VisitWriter, visitCounter } from "./visits/counter.server";

export const streamTimeout = 5_000;

/**
 * The document's Content-Security-Policy. A document with scripts allows only its own per-request
 * nonce; a content page (no inline scripts, so its bytes can be cached and shared) allows none, or,
 * when it loads a script file of its own (`ownScripts`), files from our origin only.
 * Styles come only from our stylesheet: no inline `style` attributes or `<style>` elements
 * (the dev server's injected styles are the one exception, in development only).
 */
export function documentCsp(nonce: string | null, ownScripts = false) {
  const development = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : ownScripts ? "script-src 'self'" : "script-src 'none'",
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // Booking with a deposit posts its form, then goes on to Stripe's page: without JavaScript that
    // redirect is the form's own, and the browser checks it against this list.
    `form-action 'self'${checkoutOrigin() ? ` ${checkoutOrigin()}` : ""}`,
  ].join("; ");
}

/**
 * Marks an anonymous content page as shareable: `public` tells the HTTP entry's page cache
 * (server/pipeline/page-caches.ts) it may keep these bytes; browsers revalidate every time (ETag).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

let emailDelivery: { close(): void } | undefined;
let jobRunner: JobRunner | undefined;
let sessionWatch: { stop(): void } | undefined;
let cacheBus: CacheBus | undefined;
let visits: VisitWriter | undefined;
/** Read once at start (VISIT_COUNTING): off only when measuring what counting costs. */
let countingVisits = true;

/** Called by the HTTP entry before it listens: opens (and migrates) the database, starts the outbox. */
export async function startServices() {
  const env = getEnv();
  const database = await getDatabase();
  // Uploads a killed process was receiving (DATA_DIR/tmp) go before this one receives any.
  const leftovers = await removeStaleUploadTemp();
  if (leftovers.length)
    logger.info({ folders: leftovers }, "removed temporary upload files left by an earlier process");
  // The questions of the four phases are registered from their definitions (idempotent).
  await questionRegistry(database.db);
  // Sign-outs and bans from before this start (or, on PostgreSQL, on other instances) outrank cookie caches.
  sessionWatch = await watchSessionChanges(database.db, { poll: database.driver !== "pglite" });
  // Other instances on PostgreSQL hear of public-page changes, and this one of theirs.
  if (database.driver === "postgres" && env.DATABASE_URL) {
    cacheBus = startCacheBus(database.db, env.DATABASE_URL, { privatePages: env.PRIVATE_PAGE_CACHE === "on" });
    await cacheBus.ready;
  }
  // E-mails are sent by the job runner's `email.send` kind (app/lib/email/outbox.server.ts).
  emailDelivery = configureEmailDelivery({
    transport: createTransport({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, logLinks: mayLogEmailLinks(env) }),
    from: env.MAIL_FROM,
    retryBaseSeconds: env.OUTBOX_RETRY_BASE_SECONDS,
  });
  // The one job runner (app/lib/jobs/runner.server.ts): each scheduled kind runs once per period
  // across instances: e-mail, photo processing, refunds and receipts, retention, reminders and the rest.
  jobRunner = startJobRunner(database.db, BACKGROUND_JOBS, {
    // The embedded database has one process at a time: a job found running is a killed process's.
    releaseLeftoverLeases: database.driver === "pglite",
  });
  // Page views counted in memory are added to the database in batches (and at stop).
  countingVisits = env.VISIT_COUNTING === "on";
  visits = startVisitWriter(database.db);
  if (!env.SMTP_URL) {
    logger.warn(
      { directory: `${env.DATA_DIR}/mail`, linksInLog: mayLogEmailLinks(env) },
      mayLogEmailLinks(env)
        ? "No SMTP_URL: e-mails are written to files and their links are logged (never in production)"
        : "No SMTP_URL: e-mails are written to files; their links are not logged in production",
    );
  }
  const setupLink = await createSetupLink(database.db, env.BASE_URL);
  if (setupLink) {
    logger.warn({ setupLink }, "No admin account yet: open this one-time link to create the owner's account");
  }
  // The signed-in page cache: the embedded database has no other writer; on PostgreSQL the cache bus
  // switches it on while it hears the other instances' writes.
  if (database.driver === "pglite" && env.PRIVATE_PAGE_CACHE === "on") enablePrivatePageCache(true);
  return { driver: database.driver };
}

/**
 * The signed-in user of a request that the HTTP entry may answer from the signed-in page cache: the
 * same lookup as the app's (session cookie cache, revocations, bans), from the request's headers.
 */
export function sessionFromHeaders(headers: Record<string, string | string[] | undefined>) {
  const cookie = headers.cookie;
  const request = new Headers(typeof cookie === "string" ? { cookie } : {});
  return lookUpSession(new Request(getEnv().BASE_URL, { headers: request }));
}

export { saveAnswerDirectly } from "./blueprint/direct-save.server";

/** A public page answered from the HTTP entry's cache counts as a view, as a rendered one does. */
export function countCachedPageView(url: string, headers: Record<string, string | string[] | undefined>) {
  const header = (name: string) => (typeof headers[name] === "string" ? (headers[name] as string) : undefined);
  if (!countingVisits) return;
  visitCounter.record({ url, userAgent: header("user-agent"), referer: header("referer"), host: header("host") });
}
export { MAX_FORM_BYTES } from "./lib/body-guard.server";

/**
 * The words of the HTTP entry's own refusals (server/pipeline/refusals.ts answers them before the app runs, so
 * before the session is known): in the page's language when it has an address in both, else in the
 * language the browser prefers.
 */
export function earlyRefusal(
  refusal: { kind: "cross-site" } | { kind: "method"; method: string } | { kind: "too-large"; limitBytes: number },
  pathname: string,
  acceptLanguage: string | undefined,
): string {
  const locale = hasFrenchTwin(englishPath(pathname))
    ? localeOfPath(pathname)
    : prefersFrench(acceptLanguage)
      ? "fr"
      : "en";
  if (refusal.kind === "cross-site") return m.request_cross_site({}, { locale });
  if (refusal.kind === "method") return m.request_method({ method: refusal.method }, { locale });
  return requestTooLargeMessage(refusal.limitBytes, locale);
}

/** Called on SIGTERM/SIGINT once the HTTP server has drained. */
export async function stopServices() {
  sessionWatch?.stop();
  sessionWatch = undefined;
  await cacheBus?.stop();
  cacheBus = undefined;
  await jobRunner?.stop();
  jobRunner = undefined;
  await visits?.stop();
  visits = undefined;
  emailDelivery?.close();
  emailDelivery = undefined;
  await closeDatabase();
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A fresh nonce per document with scripts: only our own scripts run (no 'unsafe-inline').
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  const scripts = documentShipsScripts(handles);
  const nonce = scripts ? randomBytes(16).toString("base64") : undefined;
  responseHeaders.set("Content-Security-Policy", documentCsp(nonce ?? null, documentHasOwnScripts(handles)));
  const anonymous = !loadContext.get(sessionUserContext)?.user;
  const shareable = !scripts && anonymous && responseStatusCode === 200 && !responseHeaders.has("Set-Cookie");
  if (shareable) responseHeaders.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  // A visitor's view of a public page (the signed-in owner's own browsing is not counted).
  if (countingVisits && anonymous && responseStatusCode === 200) {
    visitCounter.record({
      url: new URL(request.url).pathname,
      method: request.method.toUpperCase(),
      userAgent: request.headers.get("user-agent"),
      referer: request.headers.get("referer"),
      host: request.headers.get("host"),
    });
  }
  // A signed-in page that may be kept for its user (the HTTP entry removes the marker before sending).
  const keptPrivately =
    nonce !== undefined && !anonymous && responseStatusCode === 200 && documentKeptPrivately(handles);
  if (keptPrivately) responseHeaders.set(PRIVATE_PAGE_MARKER, nonce);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and our own tests get the complete document; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      // A shareable page is rendered completely before its headers go out, so an error anywhere in it
      // can still withdraw the `public` marker and keep it out of the cache.
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || shareable || keptPrivately
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = withoutModulePreloads(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
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
          if (!shellRendered) {
            responseHeaders.delete("Cache-Control");
            responseHeaders.delete(PRIVATE_PAGE_MARKER);
          }
          if (shellRendered) logger.error({ err: error }, "streaming render error");
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A malformed request (a method a route does not take, ...) is the client's error, answered with a 4xx.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error(
    { err: error, path: loggedPath(new URL(request.url).pathname), requestId: request.headers.get("x-request-id") },
    "unhandled error",
  );
}
