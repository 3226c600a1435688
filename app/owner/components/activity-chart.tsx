/**
 * Completions and bookings per week as a server-rendered SVG bar chart (no chart library, no
 * JavaScript). The drawing is hidden from assistive technology; the same numbers are a table.
 */
import { WeeklyBarChart, weekLabel } from "~/components/ui/weekly-bar-chart";
import type { ActivityChart as ActivityChartData } from "../activity.server";

export function ActivityChart({ chart }: { chart: ActivityChartData }) {
  const { weeks } = chart;
  const totalCompletions = weeks.reduce((sum, w) => sum + w.completions, 0);
  const totalBookings = weeks.reduce((sum, w) => sum + w.bookings, 0);

  return (
    <figure className="card">
      <figcaption className="text-lg font-bold text-brand-900">Activity, last {weeks.length} weeks</figcaption>
      <p className="mt-1 text-sm text-slate-700">
        {totalCompletions === 1 ? "1 phase completed" : `${totalCompletions} phases completed`}
        {chart.countsBookings
          ? `, ${totalBookings === 1 ? "1 session booked" : `${totalBookings} sessions booked`}`
          : " (bookings are counted once online booking is set up)"}
        .
      </p>
      <div className="mt-3 flex gap-4 text-sm text-slate-700" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-700" /> Completions
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-amber-500" /> Bookings
        </span>
      </div>
      <WeeklyBarChart
        weeks={weeks.map((week) => week.start)}
        series={[
          { name: "completions", className: "fill-brand-700", values: weeks.map((week) => week.completions) },
          { name: "bookings", className: "fill-amber-500", values: weeks.map((week) => week.bookings) },
        ]}
        testId="activity-chart"
      />
      {/* The table sits in a clipped box: an absolutely placed table keeps its own width (a 1 px width does
          not apply to tables), which widened the page on a phone. */}
      <div className="sr-only">
        <table>
          <caption>Completions and bookings per week (weeks start on Monday)</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Completions</th>
              <th scope="col">Bookings</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.start}>
                <th scope="row">{weekLabel(week.start)}</th>
                <td>{week.completions}</td>
                <td>{chart.countsBookings ? week.bookings : "Not counted yet"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
