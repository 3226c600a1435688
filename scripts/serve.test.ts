/**
 * Every test, bench and check starts the server through scripts/serve.sh (scripts/lib/serve.ts), so the
 * Node and flags production runs are the ones tested: no file spawns server/index.ts by itself.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newestSourceMtime } from "./lib/serve.ts";

const root = path.resolve(import.meta.dirname, "..");

function sources(directory: string): string[] {
  return readdirSync(path.join(root, directory), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes("node_modules"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A process started with server/index.ts as its script argument. */
const sideDoor = /\[\s*["'`](?:\.\/)?server\/index\.ts["'`]/;

describe("the server is started the way production starts it", () => {
  it("recognises a side door", () => {
    expect(sideDoor.test('spawn(process.execPath, ["server/index.ts"], { env })')).toBe(true);
    expect(sideDoor.test('spawnServer(env, { stdio: "inherit" })')).toBe(false);
  });

  it("the command-line tools run with npm run's flags (PGlite's memory: 650 → 290 MB for `npm run users`)", () => {
    const toolSideDoor = /\[\s*["'`](?:\.\/)?scripts\/(?:users|db)\.ts["'`]/;
    expect(toolSideDoor.test('execFileSync(process.execPath, ["scripts/users.ts", "list"])')).toBe(true);
    const offenders = ["tests", "server", "scripts"]
      .flatMap(sources)
      .filter(
        (file) => file !== "scripts/serve.test.ts" && toolSideDoor.test(readFileSync(path.join(root, file), "utf8")),
      );
    expect(offenders).toEqual([]);
  });

  it("no test, bench or script spawns server/index.ts directly", () => {
    const offenders = ["tests", "server", "scripts"]
      .flatMap(sources)
      .filter((file) => file !== "scripts/serve.test.ts" && sideDoor.test(readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("the tests' server build is rebuilt only when its sources change", () => {
  it("counts app/ and the messages, not the compiled messages Vitest writes again at every run", () => {
    const project = mkdtempSync(path.join(tmpdir(), "ho-sources-"));
    const file = (relative: string, seconds: number) => {
      const full = path.join(project, relative);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, "");
      utimesSync(full, seconds, seconds);
    };
    try {
      file("app/routes/home.tsx", 1_000);
      file("messages/site/fr.json", 2_000);
      file("app/paraglide/messages.js", 9_000);
      expect(newestSourceMtime(project)).toBe(2_000_000);
      file("app/routes/home.tsx", 3_000);
      expect(newestSourceMtime(project)).toBe(3_000_000);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
