import { describe, expect, it } from "vitest";
import {
  cachedPage,
  cacheGeneration,
  connectPublicPages,
  disconnectPublicPages,
  etagMatches,
  forgetPublicPages,
  invalidatePublicPages,
  isShareable,
  negotiateEncoding,
  pausePublicPages,
  publicPageKey,
  resumePublicPages,
  storePage,
} from "./public-page-cache.server.ts";

const html = { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0, must-revalidate" };

describe("the public-page cache", () => {
  it("only keys cookie-less GET and HEAD requests without a query string", () => {
    const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });
    expect(publicPageKey("b1", request("GET", "/faq"))).toBe("b1 /faq");
    expect(publicPageKey("b1", request("HEAD", "/faq"))).toBe("b1 /faq");
    expect(publicPageKey("b1", request("POST", "/faq"))).toBeUndefined();
    expect(publicPageKey("b1", request("GET", "/faq", { cookie: "ho.session_token=x" }))).toBeUndefined();
    expect(publicPageKey("b1", request("GET", "/faq", { cookie: "anything=1" }))).toBeUndefined();
    expect(publicPageKey("b1", request("GET", "/faq", { authorization: "Bearer x" }))).toBeUndefined();
    expect(publicPageKey("b1", request("GET", "/faq?x=1"))).toBeUndefined();
    expect(publicPageKey("b1", request("GET", "/assets/entry.js"))).toBeUndefined();
    expect(publicPageKey("b1", request("GET", "//evil.example"))).toBeUndefined();
  });

  it("keeps the English page with the French offer apart from the one without", () => {
    const get = (url: string, acceptLanguage?: string) => ({
      method: "GET",
      url,
      headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
    });
    expect(publicPageKey("b1", get("/faq", "fr-FR,fr;q=0.9,en;q=0.8"))).toBe("b1 /faq fr-offer");
    expect(publicPageKey("b1", get("/faq", "en-GB,en;q=0.9,fr;q=0.8"))).toBe("b1 /faq");
    expect(publicPageKey("b1", get("/fr/faq", "fr-FR"))).toBe("b1 /fr/faq");
    expect(publicPageKey("b1", get("/fr/faq"))).toBe("b1 /fr/faq");
  });

  it("stores only 200 HTML marked public that sets no cookie", () => {
    expect(isShareable(200, html)).toBe(true);
    expect(isShareable(404, html)).toBe(false);
    expect(isShareable(200, { ...html, "set-cookie": ["a=b"] })).toBe(false);
    expect(isShareable(200, { ...html, "cache-control": "private, no-store" })).toBe(false);
    expect(isShareable(200, { ...html, "content-type": "application/json" })).toBe(false);
    expect(isShareable(200, { "content-type": "text/html" })).toBe(false);
  });

  it("negotiates brotli, then gzip, then plain bytes, honouring q-values", () => {
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("identity")).toBe("identity");
  });

  it("keeps every header but per-response ones, an ETag per encoding, and forgets everything on invalidation", async () => {
    invalidatePublicPages();
    const body = Buffer.from(`<!doctype html><p>${"content ".repeat(500)}</p>`);
    await storePage(
      "b1 /page",
      cacheGeneration(),
      { ...html, "x-request-id": "r1", "content-security-policy": "x" },
      body,
    );
    const page = cachedPage("b1 /page")!;
    expect(page.bodies.identity.equals(body)).toBe(true);
    expect(page.bodies.br.length).toBeLessThan(body.length / 4);
    expect(page.headers["content-security-policy"]).toBe("x");
    expect(page.headers["x-request-id"]).toBeUndefined();
    expect(page.rawHeaders.br).toEqual(
      expect.arrayContaining(["content-encoding", "br", "vary", "Accept-Encoding, Accept-Language"]),
    );
    const etag = page.rawHeaders.gzip[page.rawHeaders.gzip.indexOf("etag") + 1]!;
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);
    expect(etagMatches(`W/${etag}, "other"`, etag)).toBe(true);
    expect(etagMatches('"other"', etag)).toBe(false);

    // A rendering that started before an invalidation is not stored afterwards.
    const before = cacheGeneration();
    invalidatePublicPages();
    expect(cachedPage("b1 /page")).toBeUndefined();
    await storePage("b1 /stale", before, html, body);
    expect(cachedPage("b1 /stale")).toBeUndefined();
  });

  it("with other instances: tells them of an invalidation, and serves nothing while it cannot hear theirs", async () => {
    let told = 0;
    connectPublicPages(() => {
      told += 1;
    });
    try {
      // Connected but not yet listening: nothing is stored or served.
      await storePage("b1 /bus", cacheGeneration(), html, Buffer.from("<p>one</p>"));
      expect(cachedPage("b1 /bus")).toBeUndefined();
      resumePublicPages();
      await storePage("b1 /bus", cacheGeneration(), html, Buffer.from("<p>one</p>"));
      expect(cachedPage("b1 /bus")).toBeDefined();

      // Another instance's change, heard on the bus: forgotten here, not told back.
      forgetPublicPages();
      expect(cachedPage("b1 /bus")).toBeUndefined();
      expect(told).toBe(0);

      // A change made here: forgotten here and told to the others.
      await storePage("b1 /bus", cacheGeneration(), html, Buffer.from("<p>two</p>"));
      invalidatePublicPages();
      expect(cachedPage("b1 /bus")).toBeUndefined();
      expect(told).toBe(1);

      // The bus lost its connection: a rendering stored now or kept from before is not served.
      await storePage("b1 /bus", cacheGeneration(), html, Buffer.from("<p>three</p>"));
      const generation = cacheGeneration();
      pausePublicPages();
      expect(cachedPage("b1 /bus")).toBeUndefined();
      await storePage("b1 /bus", generation, html, Buffer.from("<p>four</p>"));
      await storePage("b1 /bus", cacheGeneration(), html, Buffer.from("<p>four</p>"));
      resumePublicPages();
      expect(cachedPage("b1 /bus")).toBeUndefined();
    } finally {
      disconnectPublicPages();
    }
    invalidatePublicPages();
    expect(told).toBe(1);
  });
});
