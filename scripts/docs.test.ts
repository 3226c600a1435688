/**
 * The docs hold: every ADR's title carries its file's number (once each, none skipped), and every file
 * or folder the README and docs/ name in backticks exists in the tree (or is an output git ignores).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const decisions = path.join(root, "docs/decisions");

describe("architecture decision records", () => {
  const files = readdirSync(decisions)
    .filter((name) => name.endsWith(".md"))
    .sort();

  it.each(files)("%s is titled with its own number", (name) => {
    const title = readFileSync(path.join(decisions, name), "utf8").split("\n", 1)[0]!;
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
  });

  it("are numbered 001, 002, … without gaps or repeats", () => {
    const numbers = files.map((name) => Number.parseInt(name.slice(0, 3), 10));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});

/** Backticked repository paths: a folder and a file name, e.g. `tests/e2e/0-visual.spec.ts` or `docs/`. */
function namedPaths(markdown: string): string[] {
  const paths = [
    ...markdown.matchAll(/`((?:\.\/)?(?:app|docs|scripts|server|tests|bench|drizzle|public|\.ci)\/[^`\s*…<>]*)`/g),
  ];
  return [...new Set(paths.map((match) => match[1]!.replace(/^\.\//, "").replace(/[:#].*$/, "")))];
}

/** A file the tools write and git ignores (bench/results.json): named by the docs, absent from a clone. */
function generated(named: string) {
  try {
    execFileSync("git", ["check-ignore", "-q", named], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

describe("paths named in the docs", () => {
  const documents = [
    "README.md",
    ...readdirSync(path.join(root, "docs"))
      .filter((n) => n.endsWith(".md"))
      .map((n) => `docs/${n}`),
  ];

  it("finds the paths it checks", () => {
    expect(namedPaths("see `tests/e2e/0-visual.spec.ts` and `docs/` but not `foo.ts`")).toEqual([
      "tests/e2e/0-visual.spec.ts",
      "docs/",
    ]);
  });

  it.each(documents)("every file %s names exists", (document) => {
    const missing = namedPaths(readFileSync(path.join(root, document), "utf8")).filter(
      (named) => !existsSync(path.join(root, named)) && !generated(named),
    );
    expect(missing).toEqual([]);
  });
});
