/**
 * The page caches' stages: a signed-in page kept for its user (app/lib/private-page-cache.server.ts)
 * and an anonymous public page (app/lib/public-page-cache.server.ts) are answered from memory. A miss
 * that may be kept passes on with a fill (`context.fill`) that the React Router stage hands the
 * rendered bytes to. With `enabled` off (development: a page would outlive the edit of its code) both
 * stages pass every request on.
 */
import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { dataVersion } from "../../app/lib/data-version.server.ts";
import {
  keepPrivatePage,
  type PrivatePage,
  privatePage,
  privatePageCandidate,
  privatePageKey,
  renderWithNonce,
  reusablePage,
} from "../../app/lib/private-page-cache.server.ts";
import {
  type CachedPage,
  cachedPage,
  cacheGeneration,
  etagFor,
  etagMatches,
  isShareable,
  negotiateEncoding,
  publicPageKey,
  storePage,
} from "../../app/lib/public-page-cache.server.ts";
import type { ResponseHeaders } from "./headers.ts";
import type { PageFill, RequestContext } from "./request.ts";
import type { Stage } from "./stages.ts";

const gzipAsync = promisify(gzip);
/** How long a signed-in request waits for the same page's rendering by another request before rendering itself. */
const RENDERING_WAIT_MS = 2_000;
const brotliAsync = promisify(brotliCompress);
/** Per-answer brotli for signed-in pages: quality 5 compresses a dashboard in well under a millisecond. */
const brotli = (body: Buffer) => brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });

/** A response's headers as Node keeps them (lower-case names, Set-Cookie as a list), for the caches' rules. */
function headerRecord(headers: Headers) {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of headers) if (name !== "set-cookie") record[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record["set-cookie"] = cookies;
  return record;
}

/** Hands a fill to the React Router stage; settles it if the request never gets there (a static file). */
function awaitRendering(context: RequestContext, fill: PageFill) {
  context.fill = fill;
  context.res.once("close", () => {
    if (context.fill !== fill) return;
    context.fill = undefined;
    fill.settle();
  });
}

export function pageCacheStages(
  headers: ResponseHeaders,
  { enabled, buildId }: { enabled: boolean; buildId: string },
): Stage[] {
  /** Public keys being rendered for the cache right now: concurrent misses of the same page render without keeping bytes. */
  const fillsInFlight = new Set<string>();
  /** Public pages rendered and being compressed for the cache: a request for one waits the few ms and gets it. */
  const storesInFlight = new Map<string, Promise<void>>();

  /** A public page: kept when the finished response is shareable (see isShareable). */
  function publicFill(key: string, generation: number): PageFill {
    return {
      accept: (status, headers) => isShareable(status, headerRecord(headers)),
      store(status, headers, body) {
        const record = headerRecord(headers);
        if (!isShareable(status, record)) return;
        const storing = storePage(key, generation, record, body);
        storesInFlight.set(key, storing);
        return storing;
      },
      settle() {
        fillsInFlight.delete(key);
        storesInFlight.delete(key);
      },
    };
  }

  /**
   * Signed-in pages being rendered right now, with the data version each rendering started from and, once
   * it is done, the rendering itself (undefined when it cannot be answered again).
   */
  const privateRenders = new Map<string, { version: number; done: Promise<PrivatePage | undefined> }>();

  /** A signed-in page: kept when the renderer marked it with its nonce, and handed to the requests waiting for it. */
  function privateFill(key: string, version: number): PageFill {
    let nonce: string | undefined;
    let finish: (page: PrivatePage | undefined) => void = () => {};
    const rendering = { version, done: new Promise<PrivatePage | undefined>((resolve) => (finish = resolve)) };
    privateRenders.set(key, rendering);
    return {
      accept(status, headers, privateNonce) {
        nonce = privateNonce;
        return nonce !== undefined && status === 200 && !headers.has("set-cookie");
      },
      store(status, headers, body) {
        if (!nonce || status !== 200) return;
        const page = reusablePage(version, nonce, headerRecord(headers), body);
        if (!page) return;
        keepPrivatePage(key, page);
        finish(page);
      },
      settle() {
        if (privateRenders.get(key) === rendering) privateRenders.delete(key);
        finish(undefined);
      },
    };
  }

  /** A request answered from the public-page cache: the headers the page was rendered with, 304 when unchanged. */
  function servePublicPage(context: RequestContext, page: CachedPage) {
    const { req, res } = context;
    context.cache = "hit";
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (etagMatches(req.headers["if-none-match"], etagFor(page.hash, encoding))) {
      // 304: the same headers less the length of a body that is not sent.
      res.writeHead(304, headers.head(context, page.rawHeaders[encoding].slice(0, -2))).end();
    } else {
      res.writeHead(200, headers.head(context, page.rawHeaders[encoding]));
      res.end(context.method === "HEAD" ? undefined : page.bodies[encoding]);
    }
    if (context.method === "GET") context.entry.countCachedPageView(context.url, req.headers);
  }

  /**
   * A signed-in request answered from its user's kept page: a fresh nonce in the body and the CSP, the
   * session lookup's cookies, compressed for the client (the body differs per answer, so per answer).
   */
  async function servePrivatePage(context: RequestContext, page: PrivatePage, setCookies: string[]) {
    context.cache = "private-hit";
    const { body, csp } = renderWithNonce(page, randomBytes(16).toString("base64"));
    const encoding = negotiateEncoding(context.req.headers["accept-encoding"]);
    const sent =
      encoding === "br" ? await brotli(body) : encoding === "gzip" ? await gzipAsync(body, { level: 6 }) : body;
    const own: string[] = [];
    for (const [name, value] of page.headers) {
      for (const one of Array.isArray(value) ? value : [value]) own.push(name, one);
    }
    own.push("content-security-policy", csp);
    for (const cookie of setCookies) own.push("set-cookie", cookie);
    own.push("vary", "Accept-Encoding", "content-length", String(sent.length));
    if (encoding !== "identity") own.push("content-encoding", encoding);
    headers.send(context, 200, own, sent);
  }

  /** The session lookup, then the kept page, or the app with a fill. */
  async function signedIn(context: RequestContext) {
    // Read before the lookup and the loaders: a write from here on leaves this rendering unused.
    const version = dataVersion();
    const session = await context.entry.sessionFromHeaders(context.req.headers);
    if (!session.user) return false;
    const key = privatePageKey(buildId, session.user, context.url);
    const page = privatePage(key);
    if (page) {
      await servePrivatePage(context, page, session.setCookies);
      return true;
    }
    // The same person's page, being rendered by another request from the same data: a write makes a burst
    // of loads miss together. That rendering answers this request too, even if a write lands before it is
    // done: the version read before this request's lookup equals the one the rendering began from, so no
    // write came between the rendering's start and this request's arrival, and a later write is concurrent
    // with this request. The wait is bounded: a rendering slower than that costs one more.
    const rendering = privateRenders.get(key);
    if (rendering?.version === version) {
      const rendered = await Promise.race([rendering.done, delay(RENDERING_WAIT_MS, undefined, { ref: false })]);
      if (rendered) {
        await servePrivatePage(context, rendered, session.setCookies);
        return true;
      }
    }
    awaitRendering(context, privateFill(key, version));
    return false;
  }

  return [
    {
      name: "signed-in-page-cache",
      // A failed lookup costs the shortcut only: the app renders the page.
      onError: "pass",
      run: (context) => enabled && privatePageCandidate(context.req) && signedIn(context),
    },
    {
      name: "public-page-cache",
      run(context) {
        if (!enabled) return false;
        const key = publicPageKey(buildId, context.req);
        if (key === undefined) return false;
        const page = cachedPage(key);
        if (page) {
          servePublicPage(context, page);
          return true;
        }
        const storing = storesInFlight.get(key);
        if (storing) {
          const serveStored = () => {
            const stored = cachedPage(key);
            if (stored) servePublicPage(context, stored);
            return stored !== undefined;
          };
          return storing.then(serveStored, serveStored);
        }
        if (context.method === "GET" && !fillsInFlight.has(key)) {
          fillsInFlight.add(key);
          awaitRendering(context, publicFill(key, cacheGeneration()));
        }
        return false;
      },
    },
  ];
}
