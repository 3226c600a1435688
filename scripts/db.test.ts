import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../app/lib/db/client.server.ts";
import { npmScriptArgs } from "./lib/serve.ts";

const run = promisify(execFile);

// Each case starts several CLI processes that open a fresh embedded database (seconds each on 2 cores).
describe("npm run db -- backup / restore (embedded database)", { timeout: 180_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "ho-backup-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const db = async (args: string[], dataDir: string) => {
    try {
      const { stdout } = await run(process.execPath, npmScriptArgs("db", ...args), {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", BASE_URL: "", NODE_ENV: "test" },
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const e = error as { code: number; stderr: string };
      return { code: e.code, out: e.stderr };
    }
  };

  it("round-trips the data, refuses to overwrite without --force, and refuses while the database is open", async () => {
    const source = path.join(dir, "source");
    const target = path.join(dir, "target");
    const file = path.join(dir, "backup.tar.gz");
    const original = await openDatabase({ dataDir: source });
    await original.db.execute(sql`insert into questionnaires (name) values ('Backed up')`);
    expect(await db(["backup", file], source)).toMatchObject({
      code: 1,
      out: expect.stringContaining("in use by process"),
    });
    expect((await db(["backup", file], source)).out).toContain("stop the server, run this command");
    await original.close();

    expect(await db(["backup", file], source)).toEqual({ code: 0, out: `Backup written to ${file}.\n` });
    expect(await db(["restore", file], target)).toMatchObject({ code: 0 });
    expect(await db(["restore", file], target)).toMatchObject({
      code: 1,
      out: expect.stringContaining("pass --force"),
    });
    expect(await db(["restore", file, "--force"], target)).toMatchObject({ code: 0 });

    const restored = await openDatabase({ dataDir: target });
    const rows = await restored.db.execute(sql`select name from questionnaires`);
    await restored.close();
    expect((rows as unknown as { rows: { name: string }[] }).rows).toEqual([{ name: "Backed up" }]);
    expect((await db(["frobnicate"], target)).code).toBe(1);
  });

  it("prints its usage for --help instead of a stack trace", async () => {
    const help = await db(["--help"], dir);
    expect(help.code).toBe(0);
    expect(help.out).toContain("npm run db -- backup <file>");
    expect(help.out).toContain("one process at a time");
    const typo = await db(["backup", "--forse"], dir);
    expect(typo.code).toBe(2);
    expect(typo.out).toContain("Unknown option '--forse'");
    expect(typo.out).not.toMatch(/\n\s+at /);
  });
});
