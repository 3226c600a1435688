/** Cookieless visit counting (issue 30): what counts, the batch write, and nothing kept that identifies anyone. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { selectRows } from "../lib/db/rows.ts";
import { MAX_PENDING_PATHS, startVisitWriter, VisitCounter } from "./counter.server.ts";
import { visitsReport } from "./report.server.ts";
import { isPersonBrowsing, MAX_REMEMBERED_AGENTS, visitPath } from "./visit-path.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.execute(sql`delete from page_views`);
});

const counts = () =>
  selectRows<{ day: string; path: string; views: number; entries: number }>(
    database.db,
    sql`select day::text as day, path, views, entries from page_views order by path`,
  );

describe("which views count", () => {
  it("counts public pages only, never token, account or owner pages", () => {
    expect(visitPath("/")).toBe("/");
    expect(visitPath("/services/portrait-session?utm=x")).toBe("/services/portrait-session");
    expect(visitPath("/articles/")).toBe("/articles");
    expect(visitPath("/book/signature-portrait")).toBe("/book/signature-portrait");
    expect(visitPath("/fr")).toBe("/fr");
    expect(visitPath("/fr/services/portrait-session?utm=x")).toBe("/fr/services/portrait-session");
    expect(visitPath("/fr/articles/")).toBe("/fr/articles");
    expect(visitPath("/fr/auth")).toBeUndefined();
    expect(visitPath("/fr/book/booked/abc")).toBeUndefined();
    expect(visitPath("/fr/fr/faq")).toBeUndefined();
    for (const path of [
      "/book/cancel/abc123",
      "/book/booked/abc",
      "/shared/secret-token",
      "/account",
      "/admin",
      "/dashboard",
      "/hob/phase1/1",
      "/assets/app.js",
      "/favicon.ico",
      "/calendar-feed/xyz",
    ]) {
      expect(visitPath(path), path).toBeUndefined();
    }
  });

  it("leaves out bots, requests without a user agent, and anything but GET", () => {
    const counter = new VisitCounter();
    expect(counter.record({ url: "/", userAgent: BROWSER })).toBe(true);
    expect(counter.record({ url: "/", userAgent: BOT })).toBe(false);
    expect(counter.record({ url: "/", userAgent: "curl/8.5.0" })).toBe(false);
    expect(counter.record({ url: "/", userAgent: "" })).toBe(false);
    expect(counter.record({ url: "/", userAgent: BROWSER, method: "HEAD" })).toBe(false);
    expect(counter.record({ url: "/", userAgent: BROWSER, method: "POST" })).toBe(false);
    expect(counter.size).toBe(1);
  });

  it("keeps its verdict on an agent, and still judges after forgetting many agents", () => {
    for (let round = 0; round < 3; round++) {
      expect(isPersonBrowsing(BOT)).toBe(false);
      expect(isPersonBrowsing(BROWSER)).toBe(true);
    }
    for (let i = 0; i < MAX_REMEMBERED_AGENTS + 5; i++) {
      expect(isPersonBrowsing(`${BROWSER} build/${i}`)).toBe(true);
      expect(isPersonBrowsing(`Mozilla/5.0 (compatible; ExampleCrawler/${i}; +https://example.org/bot)`)).toBe(false);
    }
    expect(isPersonBrowsing(BOT)).toBe(false);
  });

  it("caps the distinct paths kept between two writes", () => {
    const counter = new VisitCounter();
    for (let i = 0; i < MAX_PENDING_PATHS + 10; i++) counter.record({ url: `/articles/a-${i}`, userAgent: BROWSER });
    expect(counter.size).toBe(MAX_PENDING_PATHS);
  });
});

describe("the batch write", { timeout: 60_000 }, () => {
  it("adds up views in memory and writes them in one statement, adding to what other instances wrote", async () => {
    const statements: string[] = [];
    const counter = new VisitCounter();
    const now = Date.parse("2031-05-06T10:00:00Z");
    counter.record({ url: "/", userAgent: BROWSER, host: "example.com" }, now);
    counter.record({ url: "/", userAgent: BROWSER, host: "example.com", referer: "https://search.example/" }, now);
    counter.record({ url: "/", userAgent: BROWSER, host: "example.com", referer: "http://example.com/faq" }, now);
    counter.record({ url: "/faq", userAgent: BROWSER, host: "example.com", referer: "http://example.com/" }, now);
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "execute") {
          return (query: Parameters<typeof target.execute>[0]) => {
            statements.push("execute");
            return target.execute(query);
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    expect(await counter.flush(db)).toBe(2);
    expect(statements).toHaveLength(1);
    expect(counter.size).toBe(0);
    // Another instance's batch for the same day adds up.
    const other = new VisitCounter();
    other.record({ url: "/", userAgent: BROWSER }, now);
    await other.flush(database.db);
    expect(await counts()).toEqual([
      { day: "2031-05-06", path: "/", views: 4, entries: 3 },
      { day: "2031-05-06", path: "/faq", views: 1, entries: 0 },
    ]);
    // Nothing else is stored: the table has a day, a path and two counts.
    const columns = await selectRows<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns where table_name = 'page_views' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(["day", "entries", "path", "views"]);
  });

  it("keeps the counts for the next write when the database refuses", async () => {
    const counter = new VisitCounter();
    counter.record({ url: "/", userAgent: BROWSER });
    const broken = { execute: () => Promise.reject(new Error("database down")) } as unknown as typeof database.db;
    await expect(counter.flush(broken)).rejects.toThrow("database down");
    counter.record({ url: "/", userAgent: BROWSER });
    await counter.flush(database.db);
    expect((await counts())[0]).toMatchObject({ path: "/", views: 2 });
  });

  it("writes every interval and once more at stop", async () => {
    const counter = new VisitCounter();
    const writer = startVisitWriter(database.db, { intervalMilliseconds: 50, counter });
    counter.record({ url: "/faq", userAgent: BROWSER });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await counts())[0]).toMatchObject({ path: "/faq", views: 1 });
    counter.record({ url: "/faq", userAgent: BROWSER });
    await writer.stop();
    expect((await counts())[0]).toMatchObject({ path: "/faq", views: 2 });
  });
});

describe("Today's visits report", { timeout: 60_000 }, () => {
  it("sums visits and views per week (Monday first) and ranks the most viewed pages", async () => {
    await database.db.execute(sql`insert into page_views (day, path, views, entries) values
      ('2031-05-05', '/', 10, 6), ('2031-05-11', '/', 4, 2), ('2031-05-12', '/faq', 3, 1),
      ('2031-05-12', '/', 1, 1), ('2031-04-01', '/old', 99, 99)`);
    const report = await visitsReport(database.db, ["2031-05-05", "2031-05-12"]);
    expect(report.weeks).toEqual([
      { start: "2031-05-05", visits: 8, views: 14 },
      { start: "2031-05-12", visits: 2, views: 4 },
    ]);
    expect(report.topPages).toEqual([
      { path: "/", views: 15, visits: 9 },
      { path: "/faq", views: 3, visits: 1 },
    ]);
  });
});
