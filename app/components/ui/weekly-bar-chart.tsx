/**
 * Numbers per week as a server-rendered SVG bar chart (no chart library, no JavaScript): one bar per
 * series in each week, a few grid lines, every other week named. The drawing is hidden from assistive
 * technology: whoever uses it gives the same numbers as a table. On a phone the drawing is about half
 * its drawn width, so its words are drawn larger there, naming every third week instead of every other.
 */
import type { Locale } from "~/lib/i18n/locale";
import { dateFormat, intlLocale } from "~/lib/intl";

const width = 640;
const height = 200;
const padding = { top: 20, right: 28, bottom: 40, left: 56 };
const labelClass = "fill-slate-600 text-[13px] max-sm:text-[28px]";

/** "3 Nov" ("3 nov.") for the week starting on 2026-11-03 (a date in UTC). */
export const weekLabel = (start: string, locale: Locale = "en") =>
  dateFormat(intlLocale[locale], { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${start}T12:00:00Z`),
  );

export interface BarSeries {
  /** One number per week, in the weeks' order. */
  values: number[];
  /** The bars' fill, a Tailwind class ("fill-brand-700"). */
  className: string;
  /** Set on each bar as `data-value`, for tests. */
  name: string;
}

export function WeeklyBarChart({
  weeks,
  series,
  testId,
  locale = "en",
}: {
  weeks: string[];
  series: BarSeries[];
  testId: string;
  locale?: Locale;
}) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const bar = Math.max(4, (slot * 0.6) / Math.max(1, series.length));
  const y = (value: number) => padding.top + plotHeight - (value / max) * plotHeight;
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : [0, Math.round(max / 2), max];

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="mt-2 h-auto w-full"
      aria-hidden="true"
      focusable="false"
      data-testid={testId}
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
          <text x={padding.left - 6} y={y(tick) + 4} textAnchor="end" className={labelClass}>
            {tick}
          </text>
        </g>
      ))}
      {weeks.map((start, index) => {
        const x = padding.left + index * slot + (slot - bar * series.length) / 2;
        // The last week is always named; before it, every other week (wide screens) or every third (phones).
        const fromLast = weeks.length - 1 - index;
        const wide = fromLast % 2 === 0;
        const narrow = fromLast % 3 === 0;
        return (
          <g key={start}>
            {series.map((s, n) => {
              const value = s.values[index] ?? 0;
              return (
                <rect
                  key={s.name}
                  x={x + n * bar}
                  y={y(value)}
                  width={bar}
                  height={padding.top + plotHeight - y(value)}
                  className={s.className}
                  rx="2"
                  data-series={s.name}
                  data-value={value}
                />
              );
            })}
            {wide || narrow ? (
              <text
                x={padding.left + index * slot + slot / 2}
                y={height - 8}
                textAnchor="middle"
                className={`${labelClass} ${wide && narrow ? "" : wide ? "max-sm:hidden" : "sm:hidden"}`}
              >
                {weekLabel(start, locale)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
