import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { getBusinessTimeZone, isTimeZone, setSetting } from "./settings.server.ts";

describe("settings", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it("defaults the business time zone to Europe/Paris and stores a new one", async () => {
    expect(await getBusinessTimeZone(database.db)).toBe("Europe/Paris");
    await setSetting(database.db, "businessTimeZone", "America/New_York");
    expect(await getBusinessTimeZone(database.db)).toBe("America/New_York");
  });

  it("refuses an unknown zone", async () => {
    await expect(setSetting(database.db, "businessTimeZone", "Mars/Olympus")).rejects.toThrow();
  });
});

describe("isTimeZone", () => {
  it("accepts the time-zone database's zones, again from memory, and refuses anything else", () => {
    for (let round = 0; round < 2; round++) {
      expect(isTimeZone("Europe/Paris")).toBe(true);
      expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
      expect(isTimeZone("UTC")).toBe(true);
      expect(isTimeZone("europe/paris")).toBe(true); // Intl's own leniency, checked each time
      expect(isTimeZone("Mars/Olympus")).toBe(false);
      expect(isTimeZone("")).toBe(false);
    }
  });
});
