/**
 * The colour tokens of app/app.css meet WCAG 2.1 AA in both schemes: read from the stylesheet itself
 * (so a changed value is checked, not a copy), then every text/background pair the pages use is measured.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");

function tokensIn(block: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const match of block.matchAll(/--ho-([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)) tokens[match[1]!] = match[2]!;
  return tokens;
}

function blockAfter(marker: string): string {
  const start = css.indexOf(marker);
  if (start < 0) throw new Error(`${marker} not found in app.css`);
  return css.slice(start, css.indexOf("}", start));
}

const light = tokensIn(blockAfter(":root {"));
const dark = tokensIn(blockAfter("@media (prefers-color-scheme: dark) {\n  :root {"));

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [foreground, background, minimum]: 4.5 for text, 3 for borders that identify controls and focus rings. */
const pairs: [string, string, number][] = [];
for (const background of ["paper", "surface", "sand"]) {
  for (const text of ["ink", "ink-soft", "muted", "accent", "accent-strong"]) pairs.push([text, background, 4.5]);
  pairs.push(["line-strong", background, 3], ["focus", background, 3]);
}
pairs.push(
  ["on-ink", "ink", 4.5],
  ["danger", "danger-soft", 4.5],
  ["danger", "surface", 4.5],
  ["success", "success-soft", 4.5],
  ["warning", "warning-soft", 4.5],
  ["ink", "accent-soft", 4.5],
  ["ink", "danger-soft", 4.5],
);

describe.each([
  ["light", light],
  ["dark", dark],
])("%s colour tokens", (_scheme, tokens) => {
  it("defines every role", () => {
    expect(Object.keys(tokens).sort()).toEqual(Object.keys(light).sort());
    expect(Object.keys(tokens).length).toBeGreaterThan(15);
  });

  it.each(pairs)("%s on %s reaches %d:1", (foreground, background, minimum) => {
    expect(tokens[foreground], foreground).toBeDefined();
    expect(tokens[background], background).toBeDefined();
    expect(contrast(tokens[foreground]!, tokens[background]!)).toBeGreaterThanOrEqual(minimum);
  });
});

describe("contrast", () => {
  it("matches the WCAG reference values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
  });
});
