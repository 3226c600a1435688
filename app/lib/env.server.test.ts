import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("gives the embedded defaults", () => {
    const env = parseEnv({ NODE_ENV: "test" });
    expect(env.PORT).toBe(3000);
    expect(env.BASE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_NAME).toBe("Holistic Omega");
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.OUTBOX_RETRY_BASE_SECONDS).toBe(30);
  });

  it("derives BASE_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ NODE_ENV: "test", PORT: "4100" }).BASE_URL).toBe("http://localhost:4100");
    expect(parseEnv({ NODE_ENV: "test", BASE_URL: "https://example.com/" }).BASE_URL).toBe("https://example.com");
  });

  it.each([
    ["PORT", "seventy"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["BASE_URL", "ftp://example.com"],
    ["SMTP_URL", "http://mail.example.com"],
    ["OWNER_EMAIL", "not-an-address"],
    ["AUTH_SECRET", "short"],
    ["OUTBOX_RETRY_BASE_SECONDS", "0"],
    ["OUTBOX_RETRY_BASE_SECONDS", "1.5"],
  ])("names %s when its value (%s) is wrong", (name, value) => {
    expect(() => parseEnv({ NODE_ENV: "test", [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("reads the outbox retry delay", () => {
    expect(parseEnv({ NODE_ENV: "test", OUTBOX_RETRY_BASE_SECONDS: "1" }).OUTBOX_RETRY_BASE_SECONDS).toBe(1);
  });

  it("keeps a generated secret in the data directory, which tests do not read", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ho-env-"));
    try {
      const made = parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir }).AUTH_SECRET;
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir }).AUTH_SECRET).toBe(made);
      // A server run from the same checkout leaves ./data/auth-secret: tests still sign with their own.
      writeFileSync(path.join(dataDir, "auth-secret"), "a-secret-left-by-npm-start-0123456789abcdef\n");
      expect(parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir }).AUTH_SECRET).toBe(
        "test-secret-for-automated-tests-only-0123456789",
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("requires a shared AUTH_SECRET in production on PostgreSQL", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u:p@localhost/db", DATA_DIR: "/tmp/x" }),
    ).toThrow(/AUTH_SECRET: required in production/);
  });

  it("accepts PostgreSQL and SMTP URLs", () => {
    const env = parseEnv({
      NODE_ENV: "test",
      DATABASE_URL: "postgresql://u:p@db:5432/app",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      OWNER_EMAIL: "owner@example.com",
    });
    expect(env.DATABASE_URL).toBe("postgresql://u:p@db:5432/app");
    expect(env.SMTP_URL).toContain("smtps://");
  });
});
