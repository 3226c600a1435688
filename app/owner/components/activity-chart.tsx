/**
 * Completions and bookings per week as a server-rendered SVG bar chart (no chart library, no
 * JavaScript). The drawing is hidden from assistive technology; the same numbers are a table.
 */
import { WeeklyBarChart, weekLabel } from "~/components/ui/weekly-bar-chart";
import { useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { ActivityChart as ActivityChartData } from "../activity.server";

export function ActivityChart({ chart }: { chart: ActivityChartData }) {
  const locale = useLocale();
  const { weeks } = chart;
  const totalCompletions = weeks.reduce((sum, w) => sum + w.completions, 0);
  const totalBookings = weeks.reduce((sum, w) => sum + w.bookings, 0);

  return (
    <figure className="card">
      <figcaption className="text-lg font-bold text-brand-900">
        {m.owner_activity_title({ weeks: weeks.length })}
      </figcaption>
      <p className="mt-1 text-sm text-slate-700">
        {m.owner_activity_completed({ count: totalCompletions })}
        {chart.countsBookings
          ? `, ${m.owner_activity_booked({ count: totalBookings })}`
          : ` ${m.owner_activity_bookings_later()}`}
        .
      </p>
      <div className="mt-3 flex gap-4 text-sm text-slate-700" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-700" /> {m.owner_activity_completions()}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-amber-500" /> {m.owner_activity_bookings()}
        </span>
      </div>
      <WeeklyBarChart
        weeks={weeks.map((week) => week.start)}
        series={[
          { name: "completions", className: "fill-brand-700", values: weeks.map((week) => week.completions) },
          { name: "bookings", className: "fill-amber-500", values: weeks.map((week) => week.bookings) },
        ]}
        testId="activity-chart"
        locale={locale}
      />
      {/* The table sits in a clipped box: an absolutely placed table keeps its own width (a 1 px width does
          not apply to tables), which widened the page on a phone. */}
      <div className="sr-only">
        <table>
          <caption>{m.owner_activity_table_caption()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.owner_chart_week_of()}</th>
              <th scope="col">{m.owner_activity_completions()}</th>
              <th scope="col">{m.owner_activity_bookings()}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.start}>
                <th scope="row">{weekLabel(week.start, locale)}</th>
                <td>{week.completions}</td>
                <td>{chart.countsBookings ? week.bookings : m.owner_activity_not_counted()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
