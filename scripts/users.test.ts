import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { npmScriptArgs } from "./lib/serve.ts";

const run = promisify(execFile);

/** The CLI against the embedded database in a temp DATA_DIR, or against PostgreSQL in the Postgres suite. */
// Each case starts several CLI processes that open a fresh embedded database (seconds each on 2 cores).
describe("npm run users", { timeout: 180_000 }, () => {
  let dataDir: string;
  let postgres: TestDatabase | undefined;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ho-cli-"));
    // Vitest sets BASE_URL="/" (a Vite variable); the CLI must see a clean environment.
    env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", DATABASE_URL: "", BASE_URL: "" };
    if (process.env.TEST_DATABASE_URL) {
      postgres = await createTestDatabase();
      await postgres.close(); // the CLI opens its own connection
      env.DATABASE_URL = postgres.url;
    }
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.destroy().catch(() => {});
  });

  async function users(...argv: string[]) {
    try {
      const { stdout, stderr } = await run(process.execPath, npmScriptArgs("users", ...argv), { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it("creates verified accounts, lists them and changes roles", async () => {
    const created = await users(
      "create",
      "--email",
      "Owner@Example.com",
      "--password",
      "owner-pass-1",
      "--role",
      "admin",
      "--name",
      "Ann Owner",
    );
    expect(created).toMatchObject({ code: 0, stdout: "Created admin owner@example.com (verified).\n" });
    expect(
      (await users("create", "--email", "c@example.com", "--password", "client-pass", "--role", "user")).code,
    ).toBe(0);
    expect((await users("set-role", "--email", "c@example.com", "--role", "client")).stdout).toBe(
      "c@example.com is now client.\n",
    );
    const listed = await users("list");
    expect(listed.stdout).toBe("c@example.com\tclient\tverified\t-\nowner@example.com\tadmin\tverified\tAnn Owner\n");
  });

  it("fails clearly and changes nothing on bad input", async () => {
    const duplicate = await users(
      "create",
      "--email",
      "owner@example.com",
      "--password",
      "whatever-1",
      "--role",
      "user",
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain("A user with the e-mail owner@example.com already exists.");

    const badRole = await users("create", "--email", "x@example.com", "--password", "whatever-1", "--role", "root");
    expect(badRole).toMatchObject({ code: 1, stderr: "--role must be one of: admin, client, user\n" });

    const weak = await users("create", "--email", "x@example.com", "--password", "short", "--role", "user");
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("--password must be at least 8 characters");

    const missing = await users("set-role", "--email", "ghost@example.com", "--role", "admin");
    expect(missing).toMatchObject({ code: 1, stderr: "No user with the e-mail ghost@example.com.\n" });

    // The last active admin stays an admin, whatever the tool (finding 5 of issue 16).
    const lastAdmin = await users("set-role", "--email", "owner@example.com", "--role", "client");
    expect(lastAdmin).toMatchObject({ code: 1, stderr: "At least one administrator must remain.\n" });

    expect((await users("frobnicate")).stderr).toContain("Usage:");
    expect((await users("list")).stdout.split("\n").filter(Boolean)).toHaveLength(2);
  });

  it("prints its usage for --help, -h and help, and explains a mistyped option", async () => {
    for (const flag of ["--help", "-h", "help"]) {
      const help = await users(flag);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain("npm run users -- create --email E");
      expect(help.stdout).toContain("one process at a time");
      expect(help.stderr).toBe("");
    }
    const typo = await users("list", "--emial", "x@example.com");
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("Unknown option '--emial'");
    expect(typo.stderr).toContain("Usage:");
    expect(typo.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });
});
