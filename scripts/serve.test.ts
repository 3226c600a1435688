/**
 * Every test, bench and check starts the server through scripts/serve.sh (scripts/lib/serve.ts), so the
 * Node and flags production runs are the ones tested: no file spawns server/index.ts by itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

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

  it("no test, bench or script spawns server/index.ts directly", () => {
    const offenders = ["tests", "server", "scripts"]
      .flatMap(sources)
      .filter((file) => file !== "scripts/serve.test.ts" && sideDoor.test(readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
