/**
 * The bench's dynamic floor runs with the node flags the server gets from scripts/serve.sh, so that
 * "app ÷ floor" compares the same V8 settings. The floor's copy of them must follow serve.sh.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serveFlags } from "./signed-in.ts";

const serveScript = readFileSync(path.join(import.meta.dirname, "../serve.sh"), "utf8");

/** The node flags serve.sh's `case` branch for this database URL sets: the semi-space size and the embedded ones. */
function flagsInServeScript(databaseUrl: string) {
  const branches = serveScript.slice(serveScript.indexOf("case "), serveScript.indexOf("esac"));
  const branch = databaseUrl.startsWith("postgres")
    ? branches.split("\n").find((line) => line.includes("postgres://"))!
    : branches.split("\n").find((line) => line.trim().startsWith("*)"))!;
  const semiSpace = branch.match(/semi_space_mb=(\d+)/)?.[1];
  const embedded = branch.match(/embedded="([^"]*)"/)?.[1]?.split(" ") ?? [];
  return [`--max-semi-space-size=${semiSpace}`, ...embedded];
}

describe("the dynamic floor's node flags", () => {
  it.each([
    ["PostgreSQL", "postgres://bench"],
    ["PGlite", ""],
  ])("are scripts/serve.sh's on %s", (_name, databaseUrl) => {
    expect(serveFlags(databaseUrl || undefined).sort()).toEqual(flagsInServeScript(databaseUrl).sort());
  });
});
