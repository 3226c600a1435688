/**
 * The geometry of the well-being radar chart, shared by the web report (SVG in the page) and the PDF
 * (react-pdf's Svg primitives), so both draw the same chart: six spokes, rings at 2, 4, 6, 8 and 10,
 * the first spoke pointing up, clockwise.
 */
export const RADAR = { width: 440, height: 340, radius: 115, maxScore: 10, rings: [2, 4, 6, 8, 10] } as const;

const CX = RADAR.width / 2;
const CY = RADAR.height / 2;

export const radarCentre = { x: CX, y: CY };

const round = (n: number) => Math.round(n * 10) / 10;

/** The point at `value` (0–10, or beyond for labels) on spoke `index` of `count`. */
export function radarPoint(index: number, count: number, value: number) {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  const r = (value / RADAR.maxScore) * RADAR.radius;
  return {
    x: round(CX + r * Math.cos(angle)),
    y: round(CY + r * Math.sin(angle)),
    cos: Math.cos(angle),
    sin: Math.sin(angle),
  };
}

/** An SVG `points` list through `values`, one per spoke. */
export function radarPolygon(values: readonly number[]) {
  return values
    .map((v, i) => {
      const p = radarPoint(i, values.length, v);
      return `${p.x},${p.y}`;
    })
    .join(" ");
}

/** Where a ring's number sits: just right of the upward spoke. */
export function ringLabelPosition(ring: number) {
  return { x: CX + 4, y: round(CY - (ring / RADAR.maxScore) * RADAR.radius + 4) };
}

/** Where spoke `index`'s label sits, and how it is anchored so it never overlaps the chart. */
export function spokeLabelPosition(index: number, count: number) {
  const p = radarPoint(index, count, RADAR.maxScore + 1.4);
  const anchor: "start" | "middle" | "end" = Math.abs(p.cos) < 0.2 ? "middle" : p.cos > 0 ? "start" : "end";
  const dy = p.sin < -0.9 ? 0 : p.sin > 0.9 ? 10 : 4;
  return { x: p.x, y: round(p.y + dy), anchor };
}

/** The short label of a well-being area on the chart ("Physical", not "Physical Well-being"). */
export const spokeLabel = (label: string) => label.replace(/ Well-being$/, "");
