import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { getBusinessTimeZone, setSetting } from "./settings.server.ts";

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
