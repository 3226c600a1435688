import type { WellbeingScore } from "~/lib/report-summary";

export type { WellbeingScore };

const WIDTH = 440;
const HEIGHT = 340;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;
const RADIUS = 115;
const MAX_SCORE = 10;
const RINGS = [2, 4, 6, 8, 10];

/** Point at `value` (0–10) on spoke `index` of `count`, the first spoke pointing up, clockwise. */
function point(index: number, count: number, value: number) {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  const r = (value / MAX_SCORE) * RADIUS;
  return { x: CX + r * Math.cos(angle), y: CY + r * Math.sin(angle), cos: Math.cos(angle), sin: Math.sin(angle) };
}

const round = (n: number) => Math.round(n * 10) / 10;
const polygon = (values: number[]) =>
  values.map((v, i) => `${round(point(i, values.length, v).x)},${round(point(i, values.length, v).y)}`).join(" ");

/**
 * The six Phase 1 well-being scores as a radar chart, drawn as plain SVG so the server renders it
 * (Recharts 3 draws only after mounting, which leaves server-rendered and printed pages empty).
 * To assistive technology the figure is one image whose label lists the scores; the table beside
 * it repeats them as text. A missing score is drawn as 0.
 */
export function WellbeingRadar({ scores }: { scores: WellbeingScore[] }) {
  const count = scores.length;
  const summary = scores.map((s) => `${s.label} ${s.score === null ? "no answer" : `${s.score} of 10`}`).join(", ");
  return (
    <figure
      role="img"
      aria-label={`Radar chart of well-being scores out of 10: ${summary}.`}
      className="mx-auto w-full max-w-[440px]"
    >
      <svg
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-accent"
        aria-hidden="true"
        focusable="false"
      >
        <g fill="none" className="stroke-line-strong" strokeWidth={1}>
          {RINGS.map((ring) => (
            <polygon key={ring} points={polygon(scores.map(() => ring))} />
          ))}
          {scores.map((s, i) => {
            const end = point(i, count, MAX_SCORE);
            return <line key={s.key} x1={CX} y1={CY} x2={round(end.x)} y2={round(end.y)} />;
          })}
        </g>
        <g className="fill-muted" fontSize={11} textAnchor="start">
          {RINGS.map((ring) => (
            <text key={ring} x={CX + 4} y={round(CY - (ring / MAX_SCORE) * RADIUS + 4)}>
              {ring}
            </text>
          ))}
        </g>
        <polygon
          points={polygon(scores.map((s) => s.score ?? 0))}
          fill="currentColor"
          fillOpacity={0.22}
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {scores.map((s, i) => {
          const p = point(i, count, s.score ?? 0);
          return <circle key={s.key} cx={round(p.x)} cy={round(p.y)} r={3.5} fill="currentColor" />;
        })}
        <g className="fill-ink" fontSize={13} fontWeight={600}>
          {scores.map((s, i) => {
            const p = point(i, count, MAX_SCORE + 1.4);
            const anchor = Math.abs(p.cos) < 0.2 ? "middle" : p.cos > 0 ? "start" : "end";
            const dy = p.sin < -0.9 ? 0 : p.sin > 0.9 ? 10 : 4;
            return (
              <text key={s.key} x={round(p.x)} y={round(p.y + dy)} textAnchor={anchor}>
                {s.label.replace(/ Well-being$/, "")}
              </text>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}
