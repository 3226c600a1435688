/**
 * What Today shows of the visits: visits (entries) and page views per week for the last N weeks
 * (weeks start on Monday; counts are kept per UTC day), and the most viewed pages over those weeks.
 * One query on `page_views`, whose rows are one per day and path.
 */
import { sql } from "drizzle-orm";
import { selectRows } from "~/lib/db/rows";
import type { Db } from "~/lib/db.server";

export interface VisitWeek {
  /** The Monday that starts the week, YYYY-MM-DD. */
  start: string;
  visits: number;
  views: number;
}

export interface VisitsReport {
  weeks: VisitWeek[];
  topPages: { path: string; views: number; visits: number }[];
}

export const TOP_PAGES = 8;

/** `starts`: the weeks' Mondays, oldest first (the activity chart's weeks, so bookings line up). */
export async function visitsReport(db: Db, starts: string[]): Promise<VisitsReport> {
  const first = starts[0];
  if (!first) return { weeks: [], topPages: [] };
  // One statement (Today's count of statements is fixed): a row per week and path, summed here.
  const rows = await selectRows<{ week: string; path: string; visits: number | string; views: number | string }>(
    db,
    sql`select to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') as week, path,
        sum(entries) as visits, sum(views) as views
      from page_views where day >= ${first}::date group by 1, 2`,
  );
  const weeks = new Map(starts.map((start) => [start, { start, visits: 0, views: 0 }]));
  const pages = new Map<string, { path: string; views: number; visits: number }>();
  for (const row of rows) {
    const visits = Number(row.visits);
    const views = Number(row.views);
    const week = weeks.get(row.week);
    if (week) {
      week.visits += visits;
      week.views += views;
    }
    const page = pages.get(row.path) ?? { path: row.path, views: 0, visits: 0 };
    page.views += views;
    page.visits += visits;
    pages.set(row.path, page);
  }
  return {
    weeks: [...weeks.values()],
    topPages: [...pages.values()].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)).slice(0, TOP_PAGES),
  };
}
