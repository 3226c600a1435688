/**
 * The feature benches (scripts/bench/feature-*.ts) run under plain Node, which reads neither `~/` paths,
 * extension-less imports nor JSX. They import the app through scripts/lib/app-imports.ts; this loads, in a
 * child Node as a bench does, every app module they import that way. (Two of them broke unnoticed when
 * booking began to reach the receipt PDF, a .tsx file.)
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const benches = readdirSync(import.meta.dirname).filter(
  (name) => /^feature-.+\.ts$/.test(name) && !name.endsWith(".test.ts"),
);

/** The app modules a bench imports after the hook: `await import("../../app/….ts")`. */
const appImports = (bench: string) =>
  [
    ...readFileSync(path.join(import.meta.dirname, bench), "utf8").matchAll(
      /await import\("(\.\.\/\.\.\/app\/[^"]+)"\)/g,
    ),
  ].map((match) => path.resolve(import.meta.dirname, match[1]!));

describe("the feature benches' imports of the app", () => {
  const cases = benches.map((bench) => [bench, appImports(bench)] as const).filter(([, modules]) => modules.length > 0);

  it("are found (the benches that need the hook use it)", () => {
    expect(cases.map(([bench]) => bench)).toEqual(
      expect.arrayContaining(["feature-busy-calendars.ts", "feature-media.ts"]),
    );
  });

  it.each(cases)(
    "%s: every one loads under plain Node through the hook",
    (_bench, modules) => {
      const script = [
        'await import("./scripts/lib/app-imports.ts");',
        ...modules.map((file) => `await import(${JSON.stringify(file)});`),
        'console.log("loaded");',
      ].join("\n");
      const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(output.trim().split("\n").at(-1)).toBe("loaded");
    },
    70_000,
  );
});
