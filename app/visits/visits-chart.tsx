/**
 * Today's visits (issue 30): visits per week as a server-rendered SVG (no script, no library), the
 * bookings made per 100 visits, and the most viewed pages. The drawing is hidden from assistive
 * technology; the weekly numbers are a table beside it, and the top pages a visible table.
 */
import { WeeklyBarChart, weekLabel } from "~/components/ui/weekly-bar-chart";
import type { VisitsReport } from "./report.server";

/** Every sentence of the chart, together (for a later i18n layer). */
export const VISITS_COPY = {
  title: (weeks: number) => `Visits, last ${weeks} weeks`,
  summary: (visits: number, views: number) =>
    `${visits} ${visits === 1 ? "visit" : "visits"} and ${views} ${views === 1 ? "page view" : "page views"}, counted without cookies.`,
  conversion: (perHundred: string) => `${perHundred} bookings per 100 visits.`,
  noConversion: "Bookings per visit appear once visits are counted.",
  empty: "No visits counted yet. Views of the public pages appear here within a minute.",
  tableCaption: "Visits, page views and bookings per week (weeks start on Monday)",
  weekOf: "Week of",
  visits: "Visits",
  views: "Page views",
  bookings: "Bookings",
  perHundred: "Bookings per 100 visits",
  topCaption: "Most viewed pages",
  page: "Page",
  method:
    "A visit is a view that did not come from another page of this site. Bots are left out; no cookie, address or identifier is kept.",
} as const;

const perHundred = (bookings: number, visits: number) =>
  visits > 0 ? ((bookings / visits) * 100).toFixed(1) : undefined;

export function VisitsChart({ report, bookings }: { report: VisitsReport; bookings: number[] }) {
  const { weeks } = report;
  const totalVisits = weeks.reduce((sum, w) => sum + w.visits, 0);
  const totalViews = weeks.reduce((sum, w) => sum + w.views, 0);
  const totalBookings = bookings.reduce((sum, n) => sum + n, 0);
  const conversion = perHundred(totalBookings, totalVisits);

  return (
    <figure className="card" aria-labelledby="visits-title" data-testid="visits-report">
      <figcaption id="visits-title" className="text-lg font-bold text-brand-900">
        {VISITS_COPY.title(weeks.length)}
      </figcaption>
      {totalViews === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{VISITS_COPY.empty}</p>
      ) : (
        <p className="mt-1 text-sm text-slate-700" data-testid="visits-summary">
          {VISITS_COPY.summary(totalVisits, totalViews)}{" "}
          {conversion ? VISITS_COPY.conversion(conversion) : VISITS_COPY.noConversion}
        </p>
      )}
      <WeeklyBarChart
        weeks={weeks.map((week) => week.start)}
        series={[{ name: "visits", className: "fill-brand-700", values: weeks.map((week) => week.visits) }]}
        testId="visits-chart"
      />
      <div className="sr-only">
        <table>
          <caption>{VISITS_COPY.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{VISITS_COPY.weekOf}</th>
              <th scope="col">{VISITS_COPY.visits}</th>
              <th scope="col">{VISITS_COPY.views}</th>
              <th scope="col">{VISITS_COPY.bookings}</th>
              <th scope="col">{VISITS_COPY.perHundred}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week.start}>
                <th scope="row">{weekLabel(week.start)}</th>
                <td>{week.visits}</td>
                <td>{week.views}</td>
                <td>{bookings[index] ?? 0}</td>
                <td>{perHundred(bookings[index] ?? 0, week.visits) ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.topPages.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-semibold text-brand-900">{VISITS_COPY.topCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {VISITS_COPY.page}
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  {VISITS_COPY.views}
                </th>
                <th scope="col" className="py-1 text-right">
                  {VISITS_COPY.visits}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.topPages.map((page) => (
                <tr key={page.path} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-4 font-normal break-all">
                    {page.path}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{page.views}</td>
                  <td className="py-1 text-right tabular-nums">{page.visits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-xs text-slate-600">{VISITS_COPY.method}</p>
    </figure>
  );
}
