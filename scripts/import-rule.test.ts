/**
 * The import rule (biome.json, docs/architecture.md): imports go downward only, and no route module queries
 * the database. Probe files are written into each layer and linted with the project's own configuration; an
 * upward import must fail `biome check`, and the same file importing downward must pass. Deleting a rule from
 * biome.json makes this test fail.
 */
import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const probes: string[] = [];
afterAll(() => {
  for (const file of probes) rmSync(file, { force: true });
});

/** Lints all probe files at once (one run: Biome reads the whole module graph each time) → files refused. */
async function refusedFiles(files: Record<string, string>): Promise<Set<string>> {
  for (const [file, specifier] of Object.entries(files)) {
    probes.push(file);
    writeFileSync(file, `import * as probe from "${specifier}";\n\nexport { probe };\n`);
  }
  const output = await run("node_modules/.bin/biome", ["lint", "--max-diagnostics=200", ...Object.keys(files)]).then(
    ({ stdout, stderr }) => stdout + stderr,
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ""}${error.stderr ?? ""}`,
  );
  return new Set(
    [...output.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((match) => match[1] ?? ""),
  );
}

const id = `${process.pid}-${Date.now()}`;

describe("imports go downward only", () => {
  const cases: [layer: string, file: string, specifier: string, upward: boolean][] = [
    ["core → capability", `app/lib/zz-probe-${id}-1.ts`, "~/booking/policy", true],
    ["core → capability (relative)", `app/lib/zz-probe-${id}-2.ts`, "../media/access.server", true],
    ["core → route", `app/lib/zz-probe-${id}-3.ts`, "../routes/site/faq", true],
    ["core → UI", `app/lib/zz-probe-${id}-4.ts`, "~/components/page-header", true],
    ["core → root", `app/lib/zz-probe-${id}-5.ts`, "../root", true],
    ["content → capability", `app/content/zz-probe-${id}-6.ts`, "~/payments/schema", true],
    ["core → Blueprint", `app/lib/zz-probe-${id}-7.ts`, "~/blueprint/results", true],
    ["UI → capability", `app/components/zz-probe-${id}-8.ts`, "~/owner/navigation", true],
    ["capability → route", `app/media/zz-probe-${id}-9.ts`, "../routes/admin/gallery", true],
    ["capability → job list", `app/payments/zz-probe-${id}-10.ts`, "../background-jobs.server", true],
    ["core → core", `app/lib/zz-probe-${id}-11.ts`, "./request-path", false],
    ["UI → core", `app/components/zz-probe-${id}-12.ts`, "~/lib/i18n/locale", false],
    ["capability → core", `app/booking/zz-probe-${id}-13.ts`, "~/lib/db.server", false],
    ["capability → capability", `app/payments/zz-probe-${id}-14.ts`, "~/booking/price", false],
    ["capability → UI", `app/media/zz-probe-${id}-15.ts`, "~/components/ui/field", false],
    ["UI → accounts", `app/components/zz-probe-${id}-16.ts`, "~/accounts/account.server", true],
    ["accounts → route", `app/accounts/zz-probe-${id}-17.ts`, "../routes/auth/setup", true],
    ["Blueprint → its questionnaires", `app/blueprint/zz-probe-${id}-18.ts`, "./questionnaires/engine", false],
    ["core → media pipeline", `app/lib/zz-probe-${id}-19.ts`, "~/media/pipeline/jobs.server", true],
    ["route → database", `app/routes/dashboard/zz-probe-${id}-20.tsx`, "drizzle-orm", true],
    ["route's server module → database", `app/routes/dashboard/zz-probe-${id}-21.server.ts`, "drizzle-orm", true],
    ["capability → database", `app/owner/zz-probe-${id}-22.server.ts`, "drizzle-orm", false],
    ["core → site", `app/lib/zz-probe-${id}-23.ts`, "~/site/articles.server", true],
    ["UI → site", `app/components/zz-probe-${id}-24.ts`, "../site/public-pages.server", true],
    ["site → route", `app/site/zz-probe-${id}-25.ts`, "~/routes/site/articles", true],
    ["site → content", `app/site/zz-probe-${id}-26.ts`, "~/content/services", false],
  ];
  it("refuses each upward import and allows each downward one", { timeout: 120_000 }, async () => {
    const refused = await refusedFiles(Object.fromEntries(cases.map(([, file, specifier]) => [file, specifier])));
    const verdicts = cases.map(
      ([layer, file, specifier]) => `${layer} (${specifier}): ${refused.has(file) ? "refused" : "allowed"}`,
    );
    expect(verdicts).toEqual(
      cases.map(([layer, , specifier, upward]) => `${layer} (${specifier}): ${upward ? "refused" : "allowed"}`),
    );
  });
});

describe("no import cycles", () => {
  it("refuses a cycle closed by a type-only import (the session and the body guard were one)", {
    timeout: 120_000,
  }, async () => {
    const first = `app/lib/zz-probe-${id}-cycle-a.ts`;
    const second = `app/lib/zz-probe-${id}-cycle-b.ts`;
    probes.push(first, second);
    writeFileSync(
      first,
      `import { b } from "./zz-probe-${id}-cycle-b.ts";\n\nexport interface A {\n  n: number;\n}\nexport const a = b + 1;\n`,
    );
    writeFileSync(
      second,
      `import type { A } from "./zz-probe-${id}-cycle-a.ts";\n\nexport const b = 1;\nexport type B = A;\n`,
    );
    const output = await run("node_modules/.bin/biome", ["lint", first, second]).then(
      ({ stdout, stderr }) => stdout + stderr,
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ""}${error.stderr ?? ""}`,
    );
    const flagged = new Set(
      [...output.matchAll(/^(\S+):\d+:\d+ lint\/suspicious\/noImportCycles/gm)].map((match) => match[1]),
    );
    expect([...flagged].sort()).toEqual([first, second].sort());
  });
});
