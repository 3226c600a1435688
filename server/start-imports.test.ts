/**
 * Packages the server loads when first needed, not when it starts: each is a large share of a start
 * (docs/performance.md, "Cold start" and "Starts"). Every module under app/ and server/ is in the server
 * build, so one static import of these, other than of its types, loads it on every start.
 */
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const LOADED_ON_FIRST_USE = [
  "stripe",
  "nodemailer",
  "sharp",
  "file-type",
  "archiver",
  "@aws-sdk/client-s3",
  "@aws-sdk/lib-storage",
  // PostgreSQL's driver, with drizzle's modules for it: the embedded database never needs them.
  "pg",
  "drizzle-orm/node-postgres",
  "drizzle-orm/node-postgres/migrator",
];

const sources = globSync("{app,server}/**/*.{ts,tsx}", { cwd: process.cwd() }).filter(
  (file) => !/\.(test|spec)\.tsx?$/.test(file),
);

/** The packages of a source's value imports (`import x from "p"`, `import { a } from "p"`, `import "p"`). */
function staticValueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm)) {
    found.push(match[1]!);
  }
  return found;
}

describe("packages loaded on first use", () => {
  it("finds value imports and leaves type imports", () => {
    const source = [
      'import Stripe from "stripe";',
      'import type Other from "nodemailer";',
      'import {\n  a,\n  b,\n} from "sharp";',
      'import "archiver";',
      'const lazy = await import("file-type");',
    ].join("\n");
    expect(staticValueImports(source)).toEqual(["stripe", "sharp", "archiver"]);
  });

  it("are never imported statically by the server's modules", () => {
    expect(sources.length).toBeGreaterThan(100);
    const offending = sources.flatMap((file) =>
      staticValueImports(readFileSync(file, "utf8"))
        .filter((name) => LOADED_ON_FIRST_USE.includes(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(offending).toEqual([]);
  });
});
