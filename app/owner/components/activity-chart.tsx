/**
 * Completions and bookings per week as a server-rendered SVG bar chart (no chart library, no
 * JavaScript). The drawing is hidden from assistive technology; the same numbers are a table.
 */
import { dateFormat } from "~/lib/intl";
import type { ActivityChart as ActivityChartData } from "../activity.server";

const width = 640;
const height = 200;
const padding = { top: 12, right: 8, bottom: 28, left: 28 };

const weekLabel = (start: string) =>
  dateFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${start}T12:00:00Z`));

export function ActivityChart({ chart }: { chart: ActivityChartData }) {
  const { weeks } = chart;
  const max = Math.max(1, ...weeks.flatMap((w) => [w.completions, w.bookings]));
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const slot = plotWidth / weeks.length;
  const bar = Math.max(4, slot / 3);
  const y = (value: number) => padding.top + plotHeight - (value / max) * plotHeight;
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : [0, Math.round(max / 2), max];
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
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-2 h-auto w-full"
        aria-hidden="true"
        focusable="false"
        data-testid="activity-chart"
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
        {weeks.map((week, index) => {
          const x = padding.left + index * slot + (slot - bar * 2) / 2;
          return (
            <g key={week.start}>
              <rect
                x={x}
                y={y(week.completions)}
                width={bar}
                height={padding.top + plotHeight - y(week.completions)}
                className="fill-brand-700"
                rx="2"
              />
              <rect
                x={x + bar}
                y={y(week.bookings)}
                width={bar}
                height={padding.top + plotHeight - y(week.bookings)}
                className="fill-amber-500"
                rx="2"
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
          );
        })}
      </svg>
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
