/**
 * Today's visits (issue 30): visits per week as a server-rendered SVG (no script, no library), the
 * bookings made per 100 visits, and the most viewed pages. The drawing is hidden from assistive
 * technology; the weekly numbers are a table beside it, and the top pages a visible table.
 */
import { WeeklyBarChart, weekLabel } from "~/components/ui/weekly-bar-chart";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { VisitsReport } from "./report.server";

/** One decimal, with the language's decimal mark ("2.5", "2,5"). */
const perHundred = (bookings: number, visits: number, locale: Locale) => {
  if (visits <= 0) return undefined;
  const figure = ((bookings / visits) * 100).toFixed(1);
  return locale === "fr" ? figure.replace(".", ",") : figure;
};

export function VisitsChart({ report, bookings }: { report: VisitsReport; bookings: number[] }) {
  const locale = useLocale();
  const { weeks } = report;
  const totalVisits = weeks.reduce((sum, w) => sum + w.visits, 0);
  const totalViews = weeks.reduce((sum, w) => sum + w.views, 0);
  const totalBookings = bookings.reduce((sum, n) => sum + n, 0);
  const conversion = perHundred(totalBookings, totalVisits, locale);

  return (
    <figure className="card" aria-labelledby="visits-title" data-testid="visits-report">
      <figcaption id="visits-title" className="text-lg font-bold text-brand-900">
        {m.owner_visits_title({ weeks: weeks.length })}
      </figcaption>
      {totalViews === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{m.owner_visits_empty()}</p>
      ) : (
        <p className="mt-1 text-sm text-slate-700" data-testid="visits-summary">
          {m.owner_visits_summary({ visits: totalVisits })} {m.owner_visits_summary_views({ views: totalViews })}{" "}
          {conversion ? m.owner_visits_conversion({ perHundred: conversion }) : m.owner_visits_no_conversion()}
        </p>
      )}
      <WeeklyBarChart
        weeks={weeks.map((week) => week.start)}
        series={[{ name: "visits", className: "fill-brand-700", values: weeks.map((week) => week.visits) }]}
        testId="visits-chart"
        locale={locale}
      />
      <div className="sr-only">
        <table>
          <caption>{m.owner_visits_table_caption()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.owner_chart_week_of()}</th>
              <th scope="col">{m.owner_visits_visits()}</th>
              <th scope="col">{m.owner_visits_views()}</th>
              <th scope="col">{m.owner_activity_bookings()}</th>
              <th scope="col">{m.owner_visits_per_hundred()}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week.start}>
                <th scope="row">{weekLabel(week.start, locale)}</th>
                <td>{week.visits}</td>
                <td>{week.views}</td>
                <td>{bookings[index] ?? 0}</td>
                <td>{perHundred(bookings[index] ?? 0, week.visits, locale) ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.topPages.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-semibold text-brand-900">{m.owner_visits_top_caption()}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {m.owner_visits_page()}
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  {m.owner_visits_views()}
                </th>
                <th scope="col" className="py-1 text-right">
                  {m.owner_visits_visits()}
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
      <p className="mt-3 text-xs text-slate-600">{m.owner_visits_method()}</p>
    </figure>
  );
}
