import type { WellbeingScore } from "~/blueprint/report-summary";
import { m } from "~/paraglide/messages";
import {
  RADAR,
  radarCentre,
  radarPoint,
  radarPolygon,
  ringLabelPosition,
  spokeLabel,
  spokeLabelPosition,
} from "./radar-geometry";

export type { WellbeingScore };

/**
 * The six Phase 1 well-being scores as a radar chart, drawn as plain SVG so the server renders it
 * (Recharts 3 draws only after mounting, which leaves server-rendered and printed pages empty).
 * To assistive technology the figure is one image whose label lists the scores; the table beside
 * it repeats them as text. A missing score is drawn as 0.
 */
export function WellbeingRadar({ scores }: { scores: WellbeingScore[] }) {
  const count = scores.length;
  const summary = scores
    .map(
      (s) =>
        `${s.label} ${s.score === null ? m.blueprint_radar_no_answer() : m.blueprint_radar_score({ score: s.score })}`,
    )
    .join(", ");
  return (
    <figure role="img" aria-label={m.blueprint_radar_label({ summary })} className="mx-auto w-full max-w-[440px]">
      <svg
        width={RADAR.width}
        height={RADAR.height}
        viewBox={`0 0 ${RADAR.width} ${RADAR.height}`}
        className="h-auto w-full text-accent"
        aria-hidden="true"
        focusable="false"
      >
        <g fill="none" className="stroke-line-strong" strokeWidth={1}>
          {RADAR.rings.map((ring) => (
            <polygon key={ring} points={radarPolygon(scores.map(() => ring))} />
          ))}
          {scores.map((s, i) => {
            const end = radarPoint(i, count, RADAR.maxScore);
            return <line key={s.key} x1={radarCentre.x} y1={radarCentre.y} x2={end.x} y2={end.y} />;
          })}
        </g>
        <g className="fill-muted" fontSize={11} textAnchor="start">
          {RADAR.rings.map((ring) => (
            <text key={ring} {...ringLabelPosition(ring)}>
              {ring}
            </text>
          ))}
        </g>
        <polygon
          points={radarPolygon(scores.map((s) => s.score ?? 0))}
          fill="currentColor"
          fillOpacity={0.22}
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {scores.map((s, i) => {
          const p = radarPoint(i, count, s.score ?? 0);
          return <circle key={s.key} cx={p.x} cy={p.y} r={3.5} fill="currentColor" />;
        })}
        <g className="fill-ink" fontSize={13} fontWeight={600}>
          {scores.map((s, i) => {
            const label = spokeLabelPosition(i, count);
            return (
              <text key={s.key} x={label.x} y={label.y} textAnchor={label.anchor}>
                {spokeLabel(s.label)}
              </text>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}
