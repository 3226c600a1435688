import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bumpDataVersion, dataVersion } from "./data-version.server.ts";
import {
  clearPrivatePages,
  enablePrivatePageCache,
  PRIVATE_PAGE_MARKER,
  PRIVATE_PAGE_TTL_MS,
  privatePage,
  privatePageCandidate,
  privatePageKey,
  renderWithNonce,
  storePrivatePage,
} from "./private-page-cache.server.ts";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const csp = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'`;
const headers = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "private, no-store",
  "content-security-policy": csp(NONCE),
  "set-cookie": ["ho.session_data=secret"],
  "x-request-id": "one",
  "content-length": "99",
  [PRIVATE_PAGE_MARKER]: NONCE,
};
const body = Buffer.from(`<p>Héllo Ada</p><script nonce="${NONCE}">1</script><script nonce="${NONCE}">2</script>`);
const ada = { id: "user-ada", role: "admin" };

describe("the signed-in page cache", () => {
  beforeEach(() => enablePrivatePageCache(true));
  afterEach(() => {
    clearPrivatePages();
    enablePrivatePageCache(false);
  });

  it("considers only signed-in GETs of the paths that opted in", () => {
    const request = (method: string, url: string, cookie?: string) => ({ method, url, headers: { cookie } });
    expect(privatePageCandidate(request("GET", "/dashboard", "ho.session_token=x"))).toBe(true);
    expect(privatePageCandidate(request("GET", "/dashboard?x=1", "ho.session_token=x"))).toBe(true);
    expect(privatePageCandidate(request("GET", "/dashboard"))).toBe(false);
    expect(privatePageCandidate(request("HEAD", "/dashboard", "a=b"))).toBe(false);
    expect(privatePageCandidate(request("POST", "/dashboard", "a=b"))).toBe(false);
    expect(privatePageCandidate(request("GET", "/admin/users", "a=b"))).toBe(false);
    enablePrivatePageCache(false);
    expect(privatePageCandidate(request("GET", "/dashboard", "a=b"))).toBe(false);
  });

  it("keys pages by build, user, role and full URL", () => {
    const keys = new Set([
      privatePageKey("b1", ada, "/dashboard"),
      privatePageKey("b2", ada, "/dashboard"),
      privatePageKey("b1", { ...ada, role: "client" }, "/dashboard"),
      privatePageKey("b1", { id: "user-bob", role: "admin" }, "/dashboard"),
      privatePageKey("b1", ada, "/dashboard?tab=2"),
    ]);
    expect(keys.size).toBe(5);
  });

  it("serves a kept page with a fresh nonce in the body and the CSP, and never keeps cookies or the marker", () => {
    const key = privatePageKey("b1", ada, "/dashboard");
    storePrivatePage(key, dataVersion(), NONCE, headers, body);
    const page = privatePage(key);
    expect(page).toBeDefined();
    if (!page) return;
    const names = page.headers.map(([name]) => name);
    for (const name of [
      "set-cookie",
      "x-request-id",
      "content-length",
      "content-security-policy",
      PRIVATE_PAGE_MARKER,
    ]) {
      expect(names).not.toContain(name);
    }
    expect(names).toEqual(expect.arrayContaining(["content-type", "cache-control"]));
    const fresh = "BBBBBBBBBBBBBBBBBBBBBB==";
    const answer = renderWithNonce(page, fresh);
    expect(answer.csp).toBe(csp(fresh));
    expect(answer.body.toString()).toBe(body.toString().replaceAll(NONCE, fresh));
    expect(answer.body.toString()).not.toContain(NONCE);
  });

  it("drops a kept page after any write, and after its lifetime", () => {
    const key = privatePageKey("b1", ada, "/dashboard");
    storePrivatePage(key, dataVersion(), NONCE, headers, body);
    bumpDataVersion();
    expect(privatePage(key)).toBeUndefined();

    const now = Date.now();
    storePrivatePage(key, dataVersion(), NONCE, headers, body, now);
    expect(privatePage(key, now + PRIVATE_PAGE_TTL_MS - 1)).toBeDefined();
    // Aged: the first request renders again; the others keep getting it for a moment, never after a write.
    const aged = now + PRIVATE_PAGE_TTL_MS;
    expect(privatePage(key, aged)).toBeUndefined();
    expect(privatePage(key, aged + 1)).toBeDefined();
    expect(privatePage(key, aged + 5_000)).toBeUndefined();
    bumpDataVersion();
    expect(privatePage(key, aged + 5_001)).toBeUndefined();
    storePrivatePage(key, dataVersion(), NONCE, headers, body, aged + 5_002);
    expect(privatePage(key, aged + 5_003)).toBeDefined();
  });

  it("never keeps a rendering that a write overtook, one whose CSP lacks its nonce, or any while switched off", () => {
    const key = privatePageKey("b1", ada, "/dashboard");
    const before = dataVersion();
    bumpDataVersion(); // a write while the page was being rendered
    storePrivatePage(key, before, NONCE, headers, body);
    expect(privatePage(key)).toBeUndefined();

    storePrivatePage(
      key,
      dataVersion(),
      NONCE,
      { ...headers, "content-security-policy": csp("other-nonce-0123456") },
      body,
    );
    expect(privatePage(key)).toBeUndefined();

    enablePrivatePageCache(false);
    storePrivatePage(key, dataVersion(), NONCE, headers, body);
    enablePrivatePageCache(true);
    expect(privatePage(key)).toBeUndefined();
  });
});
