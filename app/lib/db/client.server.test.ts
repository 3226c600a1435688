import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { processState } from "../process-state.server.ts";
import {
  DatabaseLockedError,
  openDatabase,
  PGLITE_TEMPLATE,
  pgliteTemplateStamp,
  usableTemplate,
} from "./client.server.ts";
import { rowsOf } from "./rows.ts";

describe("the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it("is migrated with every table of the product", async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "users",
        "sessions",
        "accounts",
        "verifications",
        "two_factors",
        "rate_limits",
        "todos",
        "questionnaires",
        "questions",
        "questionnaire_results",
        "questionnaire_answers",
        "contact_messages",
        "email_outbox",
      ]),
    );
  });

  it("reports its driver", () => {
    expect(database.driver).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });
});

describe("the embedded data directory", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "ho-lock-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps data across reopen and refuses a second opener instead of hanging", async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.db.execute(sql`insert into questionnaires (name) values ('Phase 1')`);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseLockedError);
    await first.close();

    const again = await openDatabase({ dataDir: dir });
    const result = await again.db.execute(sql`select name from questionnaires`);
    expect(rowsOf<{ name: string }>(result)).toEqual([{ name: "Phase 1" }]);
    await again.close();
  });
});

describe("the embedded data directory's lock after a crash (restart at once after kill -9)", () => {
  let dir: string;
  const started: number[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ho-lock-crash-"));
    await (await openDatabase({ url: "", dataDir: dir })).close(); // created once, reopened below
  }, 120_000);
  afterAll(() => {
    for (const pid of started) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {}
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** The data directory, its lock naming `pid` as a killed server leaves it. */
  function lockedBy(pid: number) {
    writeFileSync(path.join(dir, "pglite.lock"), String(pid));
    return dir;
  }

  /** Starts `sh -c script`, answers its process id and the first line it prints. */
  async function shell(script: string) {
    const child = spawn("sh", ["-c", script], { stdio: ["ignore", "pipe", "ignore"] });
    started.push(child.pid!);
    const [line] = (await once(child.stdout!, "data")) as [Buffer];
    return { child, printed: Number(line.toString().trim()) };
  }

  it("treats a lock whose holder is a zombie (killed, not yet reaped) as free", async () => {
    // `sleep 0` ends at once; its parent becomes `sleep` by exec and never reaps it: a zombie.
    const { printed: zombie } = await shell("sleep 0 & echo $!; exec sleep 30");
    for (let i = 0; i < 500 && processState(zombie) !== "zombie"; i++) await new Promise((r) => setTimeout(r, 20));
    expect(processState(zombie)).toBe("zombie");
    expect(() => process.kill(zombie, 0)).not.toThrow(); // what the old check asked: "still alive"
    // The zombie stays one for 30 s: only seeing it as gone lets this open succeed.
    const database = await openDatabase({ url: "", dataDir: lockedBy(zombie) });
    await database.close();
  });

  it("waits for a holder that is still exiting, and names a holder that stays", async () => {
    const { child, printed: holder } = await shell("echo $$; exec sleep 1");
    const opened = await openDatabase({ url: "", dataDir: lockedBy(holder) });
    expect(child.exitCode ?? child.signalCode).not.toBeNull();
    await opened.close();

    const { printed: stays } = await shell("echo $$; exec sleep 30");
    const startedAt = Date.now();
    await expect(openDatabase({ url: "", dataDir: lockedBy(stays) })).rejects.toThrow(`in use by process ${stays}`);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(4_500);
  }, 30_000);
});

describe("a new data directory filled from the build's template", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "ho-template-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is used only when its stamp matches these migrations, and gives a migrated directory", async () => {
    const template = path.join(dir, PGLITE_TEMPLATE);
    const source = await openDatabase({ url: "memory://", dataDir: "" });
    await source.db.execute(sql`insert into questionnaires (name) values ('From the template')`);
    const { $client } = source.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } };
    writeFileSync(template, Buffer.from(await (await $client.dumpDataDir("gzip")).arrayBuffer()));
    await source.close();

    writeFileSync(`${template}.json`, "stale");
    expect(usableTemplate(template)).toBeUndefined();
    expect(usableTemplate(path.join(dir, "missing.tar.gz"))).toBeUndefined();
    writeFileSync(`${template}.json`, pgliteTemplateStamp());
    expect(usableTemplate(template)).toBe(template);

    const dataDir = path.join(dir, "data");
    const opened = await openDatabase({ dataDir, prepareInChild: true, template });
    const result = await opened.db.execute(sql`select name from questionnaires`);
    expect(rowsOf<{ name: string }>(result)).toEqual([{ name: "From the template" }]);
    await opened.close();
    expect(existsSync(path.join(dataDir, "pglite.staging"))).toBe(false);
    expect(existsSync(path.join(dataDir, "pglite", "ho-migrations.json"))).toBe(true);
  });

  it("is never moved into place when one of its files cannot be written", async () => {
    const { pack } = await import("tar-stream");
    const tar = pack();
    tar.entry({ name: "base", type: "directory" });
    tar.entry({ name: "PG_VERSION" }, "17\n");
    tar.entry({ name: "base" }, "a file where the template has a directory");
    tar.finalize();
    const template = path.join(dir, "broken.tar.gz");
    await pipeline(tar, createGzip(), createWriteStream(template));
    writeFileSync(`${template}.json`, pgliteTemplateStamp());
    expect(usableTemplate(template)).toBe(template);

    const dataDir = path.join(dir, "broken");
    await expect(openDatabase({ dataDir, prepareInChild: true, template })).rejects.toThrow(/EISDIR/);
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(false);
  });
});

describe("the write counter (PGlite, or PostgreSQL with TEST_DATABASE_URL)", () => {
  it("moves after statements that changed rows, not after reads or writes that matched nothing", async () => {
    const { dataVersion } = await import("../data-version.server.ts");
    const { driverStatement } = await import("./client.server.ts");
    const database = await createTestDatabase();
    try {
      const db = database.db;
      await db.execute(sql`create table counted (id int primary key, note text)`);
      let version = dataVersion();
      const moved = () => {
        const now = dataVersion();
        const changed = now !== version;
        version = now;
        return changed;
      };
      await db.execute(sql`insert into counted values (1, 'a')`);
      expect(moved()).toBe(true);
      await db.execute(sql`select * from counted`);
      await db.execute(sql`with m as (select id from counted) select count(*) from m`);
      await db.execute(sql`update counted set note = 'b' where id = 42`);
      await db.execute(sql`insert into counted values (1, 'a') on conflict do nothing`);
      await db.execute(sql`with m as (update counted set note = 'x' where id = 42 returning id) select id from m`);
      expect(moved()).toBe(false);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update counted set note = 'c' where id = 1`);
        version = dataVersion();
      });
      // Again at the commit: a rendering that began before it read the old row.
      expect(moved()).toBe(true);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      expect(moved()).toBe(false);
      // A SELECT over a data-modifying CTE (as the answer saves are), on the driver directly where it exists.
      const statement = `with m as (update counted set note = 'd' where id = 1 returning id) select id from m`;
      const run = driverStatement(db);
      if (run) await run(statement, []);
      else await db.execute(sql.raw(statement));
      expect(moved()).toBe(true);
      await db.execute(sql`delete from counted`);
      expect(moved()).toBe(true);
    } finally {
      await database.destroy();
    }
  });
});

describe("drizzle's parsers on the embedded database", () => {
  it("are the client's own: dates stay text, and PGlite is not handed a parser table with each statement", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const query = vi.spyOn(PGlite.prototype, "query");
    const database = await openDatabase({ url: "memory://", dataDir: "" });
    try {
      const { db } = database;
      query.mockClear();
      const sample = sql`select now() as at, '2026-11-24'::date as day, 41 + 1 as answer`;
      const rowsOf = (result: unknown) => (result as { rows: { at: unknown; day: unknown; answer: unknown }[] }).rows;
      const [row] = rowsOf(await db.execute(sample));
      expect(row).toMatchObject({ day: "2026-11-24", answer: 42 });
      expect(typeof row?.at).toBe("string");
      const inTransaction = await db.transaction(async (tx) => rowsOf(await tx.execute(sample))[0]);
      expect(inTransaction).toMatchObject({ day: "2026-11-24" });
      expect(query.mock.calls.length).toBeGreaterThanOrEqual(1);
      for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
      // A caller's own parsers still apply.
      const client = (db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
      const custom = await client.query("select 7 as n", [], { parsers: { 23: () => "seven" } });
      expect(custom.rows).toEqual([{ n: "seven" }]);
    } finally {
      query.mockRestore();
      await database.close();
    }
  });
});
