import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.server.ts";

const html =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.client-x.js" nonce="n=="/>' +
  "<title>Réservez — “studio”</title></head><body><p>Texte accentué: é à ü 🙂</p>" +
  '<link rel="modulepreload" href="/assets/book-y.js"/><script type="module" nonce="n==">import "/assets/book-y.js";</script></body></html>';
const expected = html.replace(/<link rel="modulepreload"[^>]*>/g, "");

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe("withoutModulePreloads", () => {
  it("drops every module preload and keeps every other byte, however the document is chunked", async () => {
    const bytes = Buffer.from(html);
    expect(await through([bytes])).toBe(expected);
    for (const size of [1, 2, 3, 7, 16, 61]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await through(chunks)).toBe(expected);
    }
    expect(expected).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(expected).toContain('<script type="module"');
    expect(expected).not.toContain("modulepreload");
  });
});
