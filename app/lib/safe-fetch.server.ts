/**
 * Fetching an address the owner typed (a busy calendar's ICS feed) without letting it reach inside
 * our network (SSRF; docs/security.md, "Busy calendars"). The host name is resolved here, every
 * address it resolves to is checked, and the connection goes to the checked address itself, so a
 * second DNS answer cannot swap in another (DNS rebinding). Redirects are followed by hand, each
 * target checked the same way; the body is counted while it streams and cut at the limit.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { m } from "~/paraglide/messages";

/**
 * Why an address could not be fetched, as data: a failing calendar keeps it, and it is worded when
 * shown, in the reader's language (`fetchFailureText`).
 */
export type FetchFailure =
  | { code: "address" | "scheme" | "credentials" | "redirect-invalid" | "redirect-scheme" | "redirect-nowhere" }
  | { code: "not-found" | "private"; host: string }
  | { code: "redirects"; max: number }
  | { code: "status"; status: number }
  | { code: "timeout"; seconds: number }
  | { code: "too-large"; megabytes: number }
  | { code: "read" | "unreachable"; detail: string };

/** A sentence for the owner, in the language the server works in now. */
export function fetchFailureText(failure: FetchFailure): string {
  switch (failure.code) {
    case "address":
      return m.calendar_fetch_address();
    case "scheme":
      return m.calendar_fetch_scheme();
    case "credentials":
      return m.calendar_fetch_credentials();
    case "redirect-invalid":
      return m.calendar_fetch_redirect_invalid();
    case "redirect-scheme":
      return m.calendar_fetch_redirect_scheme();
    case "redirect-nowhere":
      return m.calendar_fetch_redirect_nowhere();
    case "not-found":
      return m.calendar_fetch_not_found({ host: failure.host });
    case "private":
      return m.calendar_fetch_private({ host: failure.host });
    case "redirects":
      return m.calendar_fetch_redirects({ max: failure.max });
    case "status":
      return [401, 403, 404].includes(failure.status)
        ? m.calendar_fetch_denied({ status: failure.status })
        : m.calendar_fetch_status({ status: failure.status });
    case "timeout":
      return m.calendar_fetch_timeout({ seconds: failure.seconds });
    case "too-large":
      return m.calendar_fetch_too_large({ size: failure.megabytes });
    case "read":
      return m.calendar_fetch_read({ detail: failure.detail });
    case "unreachable":
      return m.calendar_fetch_unreachable({ detail: failure.detail });
  }
}

export class FetchRefused extends Error {
  readonly failure: FetchFailure;
  constructor(failure: FetchFailure) {
    super(fetchFailureText(failure));
    this.failure = failure;
  }
}

export interface SafeFetchOptions {
  /** Private, loopback and link-local addresses too (tests, a self-hosted calendar server). */
  allowPrivateHosts?: boolean;
  maxBytes?: number;
  timeoutMilliseconds?: number;
  maxRedirects?: number;
  etag?: string | null;
  lastModified?: string | null;
  /** Replaceable in tests; defaults to the system resolver. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

export type SafeFetchResult =
  | { status: "not-modified" }
  | { status: "ok"; body: string; etag: string | null; lastModified: string | null };

export const CALENDAR_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_TIMEOUT_MILLISECONDS = 15_000;
const DEFAULT_MAX_REDIRECTS = 3;

// Addresses that are not the public internet: this machine, the private networks, link-local
// (cloud metadata at 169.254.169.254 and fd00:ec2::254 included), shared (CGNAT, Alibaba's
// metadata at 100.100.100.200), documentation, benchmarking, multicast and reserved ranges.
const internal = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  internal.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  internal.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address (v4 or v6) is outside the public internet. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, "ipv4");
  if (family !== 6) return true;
  const lower = address.toLowerCase();
  // IPv4 carried in IPv6 (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, old compatible ::a.b.c.d): judge the IPv4.
  const embedded = embeddedIpv4(lower);
  if (embedded) return internal.check(embedded, "ipv4");
  return internal.check(lower, "ipv6");
}

function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** The address as we will fetch it: webcal is ICS over HTTPS; anything but http(s) is refused. */
export function calendarFetchUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new FetchRefused({ code: "address" });
  }
  if (url.protocol === "webcal:") url = new URL(`https:${url.href.slice("webcal:".length)}`);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new FetchRefused({ code: "scheme" });
  }
  if (url.username || url.password) throw new FetchRefused({ code: "credentials" });
  return url;
}

async function checkedAddress(url: URL, options: SafeFetchOptions) {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (options.resolve ?? ((h) => dnsLookup(h, { all: true, verbatim: true })))(host);
    } catch {
      throw new FetchRefused({ code: "not-found", host });
    }
  }
  if (addresses.length === 0) throw new FetchRefused({ code: "not-found", host });
  if (!options.allowPrivateHosts && addresses.some((a) => isInternalAddress(a.address))) {
    throw new FetchRefused({ code: "private", host });
  }
  return addresses[0]!;
}

/** GETs `address` under the rules above; throws FetchRefused with a sentence for the owner. */
export async function safeFetchText(address: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const deadline = Date.now() + (options.timeoutMilliseconds ?? DEFAULT_TIMEOUT_MILLISECONDS);
  let url = calendarFetchUrl(address);
  for (let redirects = 0; ; redirects++) {
    const target = await checkedAddress(url, options);
    const answer = await getOnce(url, target, options, deadline);
    if (answer.kind === "redirect") {
      if (redirects >= maxRedirects) {
        throw new FetchRefused({ code: "redirects", max: maxRedirects });
      }
      let next: URL;
      try {
        next = new URL(answer.location, url);
      } catch {
        throw new FetchRefused({ code: "redirect-invalid" });
      }
      if (next.protocol !== "https:" && next.protocol !== "http:") {
        throw new FetchRefused({ code: "redirect-scheme" });
      }
      url = next;
      continue;
    }
    return answer.result;
  }
}

type Answer = { kind: "redirect"; location: string } | { kind: "done"; result: SafeFetchResult };

function getOnce(
  url: URL,
  target: { address: string; family: number },
  options: SafeFetchOptions,
  deadline: number,
): Promise<Answer> {
  const maxBytes = options.maxBytes ?? CALENDAR_MAX_BYTES;
  // The connection goes to the address checked above, whatever the resolver would say now;
  // TLS still verifies the certificate against the host name.
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const headers: Record<string, string> = {
    accept: "text/calendar, text/plain;q=0.8, */*;q=0.1",
    "user-agent": "HolisticOmega-BusyCalendar/1",
  };
  if (options.etag) headers["if-none-match"] = options.etag;
  if (options.lastModified) headers["if-modified-since"] = options.lastModified;
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new FetchRefused(timeout(options)));

  return new Promise<Answer>((resolveAnswer, rejectAnswer) => {
    // The whole exchange, not only idle gaps, must fit in the time left (a server dripping bytes is cut too).
    const timer = setTimeout(() => {
      request.destroy();
      reject(new FetchRefused(timeout(options)));
    }, remaining);
    const resolve = (answer: Answer) => {
      clearTimeout(timer);
      resolveAnswer(answer);
    };
    const reject = (error: Error) => {
      clearTimeout(timer);
      rejectAnswer(error);
    };
    const get = url.protocol === "https:" ? https.get : http.get;
    const request = get(url, { headers, lookup: pinned, agent: false }, (response) => {
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) reject(new FetchRefused({ code: "redirect-nowhere" }));
        else resolve({ kind: "redirect", location });
        return;
      }
      if (status === 304) {
        response.resume();
        resolve({ kind: "done", result: { status: "not-modified" } });
        return;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        reject(new FetchRefused({ code: "status", status }));
        return;
      }
      const declared = Number(response.headers["content-length"]);
      if (Number.isFinite(declared) && declared > maxBytes) {
        request.destroy();
        reject(new FetchRefused({ code: "too-large", megabytes: Math.round(maxBytes / 1024 / 1024) }));
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) {
          request.destroy();
          reject(new FetchRefused({ code: "too-large", megabytes: Math.round(maxBytes / 1024 / 1024) }));
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () =>
        resolve({
          kind: "done",
          result: {
            status: "ok",
            body: Buffer.concat(chunks).toString("utf8"),
            etag: headerValue(response.headers.etag),
            lastModified: headerValue(response.headers["last-modified"]),
          },
        }),
      );
      response.on("error", (error) => reject(new FetchRefused({ code: "read", detail: error.message })));
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      reject(new FetchRefused({ code: "unreachable", detail: error.code ?? error.message }));
    });
  });
}

function headerValue(value: string | string[] | undefined) {
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 200 ? text : null;
}

function timeout(options: SafeFetchOptions): FetchFailure {
  return { code: "timeout", seconds: Math.ceil((options.timeoutMilliseconds ?? DEFAULT_TIMEOUT_MILLISECONDS) / 1000) };
}
