/**
 * Today's visits (issue 30): visits per week as a server-rendered SVG (no script, no library), the
 * bookings made per 100 visits, and the most viewed pages. The drawing is hidden from assistive
 * technology; the weekly numbers are a table beside it, and the top pages a visible table.
 */
import { dateFormat } from "~/lib/intl";
import type { VisitsReport } from "./report.server";

const width = 640;
const height = 200;
const padding = { top: 12, right: 8, bottom: 28, left: 40 };

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

const weekLabel = (start: string) =>
  dateFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${start}T12:00:00Z`));

const perHundred = (bookings: number, visits: number) =>
  visits > 0 ? ((bookings / visits) * 100).toFixed(1) : undefined;

export function VisitsChart({ report, bookings }: { report: VisitsReport; bookings: number[] }) {
  const { weeks } = report;
  const max = Math.max(1, ...weeks.map((w) => w.visits));
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const bar = Math.max(4, slot * 0.6);
  const y = (value: number) => padding.top + plotHeight - (value / max) * plotHeight;
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : [0, Math.round(max / 2), max];
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
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-2 h-auto w-full"
        aria-hidden="true"
        focusable="false"
        data-testid="visits-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={padding.left}
              x2={width - padding.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
              strokeWidth="1"
            />
            <text x={padding.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-600 text-[13px]">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => (
          <g key={week.start}>
            <rect
              x={padding.left + index * slot + (slot - bar) / 2}
              y={y(week.visits)}
              width={bar}
              height={padding.top + plotHeight - y(week.visits)}
              className="fill-brand-700"
              rx="2"
              data-visits={week.visits}
            />
            {index % 2 === weeks.length % 2 ? null : (
              <text
                x={padding.left + index * slot + slot / 2}
                y={height - 8}
                textAnchor="middle"
                className="fill-slate-600 text-[13px]"
              >
                {weekLabel(week.start)}
              </text>
            )}
          </g>
        ))}
      </svg>
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
