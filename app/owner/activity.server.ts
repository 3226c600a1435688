/**
 * The activity chart's data: phase completions and bookings per week (Monday to Sunday in the
 * business time zone), for the last N weeks, in one query per series.
 */
import { sql } from "drizzle-orm";
import { selectRows } from "~/lib/db/rows";
import type { Db } from "~/lib/db.server";
import { DAY_MS, dateInZone } from "./time.ts";

export interface ActivityWeek {
  /** The Monday that starts the week, YYYY-MM-DD. */
  start: string;
  completions: number;
  bookings: number;
}

export interface ActivityChart {
  weeks: ActivityWeek[];
  /** False until a bookings source is wired: the chart then says bookings are not counted yet. */
  countsBookings: boolean;
}

/** Bookings made in each of the given weeks (same order). */
export type BookingsPerWeek = (db: Db, weeks: { starts: string[]; timeZone: string }) => Promise<number[]>;

/** Until booking exists there is nothing to count. */
export const noBookingsYet: BookingsPerWeek = async (_db, { starts }) => starts.map(() => 0);

/** The Mondays of the last `weeks` weeks, oldest first, in `timeZone`. */
export function weekStarts(now: Date, timeZone: string, weeks: number): string[] {
  const today = dateInZone(now, timeZone);
  const noon = new Date(`${today}T12:00:00Z`);
  const mondayOffset = (noon.getUTCDay() + 6) % 7;
  const monday = new Date(noon.getTime() - mondayOffset * DAY_MS);
  return Array.from({ length: weeks }, (_, index) =>
    new Date(monday.getTime() - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

export async function activityChart(
  db: Db,
  options: { now: Date; timeZone: string; weeks: number; bookings: BookingsPerWeek },
): Promise<ActivityChart> {
  const starts = weekStarts(options.now, options.timeZone, options.weeks);
  const first = starts[0]!;
  // A day of margin on the indexed column, then the exact local-date filter.
  const earliest = new Date(new Date(`${first}T00:00:00Z`).getTime() - DAY_MS).toISOString();
  const [completions, bookings] = await Promise.all([
    selectRows<{ week: string; n: number | string }>(
      db,
      sql`select to_char(date_trunc('week', completed_at at time zone ${options.timeZone}), 'YYYY-MM-DD') as week,
          count(*) as n
        from questionnaire_results
        where completed_at >= ${earliest} and (completed_at at time zone ${options.timeZone})::date >= ${first}::date
        group by 1`,
    ),
    options.bookings(db, { starts, timeZone: options.timeZone }),
  ]);
  const byWeek = new Map(completions.map((row) => [row.week, Number(row.n)]));
  return {
    weeks: starts.map((start, index) => ({
      start,
      completions: byWeek.get(start) ?? 0,
      bookings: bookings[index] ?? 0,
    })),
    countsBookings: options.bookings !== noBookingsYet,
  };
}
