/**
 * The PDF report in the site's identity, from fixed content: its first page rendered to an image
 * (pdftoppm, Debian's poppler-utils) and compared with the committed picture
 * (`app/owner/__snapshots__/report-pdf-first-page.png`; `UPDATE_PDF_SNAPSHOTS=1` rewrites it, then look at
 * it), its text in reading order (pdftotext), its fonts (pdffonts) and colours (the design tokens).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_COLOURS, type ReportPdfInput, renderReportPdf } from "./report-pdf.server.tsx";

const BASELINE = new URL("./__snapshots__/report-pdf-first-page.png", import.meta.url);
const work = mkdtempSync(path.join(tmpdir(), "report-pdf-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function poppler(tool: string, args: string[]) {
  try {
    return execFileSync(tool, args, { encoding: "utf8" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error(`${tool} is missing: install Debian's poppler-utils (scripts/test.sh does it as root).`);
    throw error;
  }
}

const input: ReportPdfInput = {
  siteName: "Holistic Omega",
  clientName: "Ana Example",
  phase: { name: "Phase 1", title: "The Aligned Foundation" },
  completedAt: "2026-03-02T10:00:00.000Z",
  approvedAt: "2026-03-04T09:30:00.000Z",
  note: "Ana, your values read as one clear voice.\n\nLet us build Phase 2 on authenticity and freedom.",
  recommendations: "Protect two mornings a week for deep work before starting Phase 2.",
  highlights: [
    { label: "Core Values", value: ["Authenticity", "Compassion", "Freedom", "Growth", "Joy"] },
    { label: "Top Strengths", value: ["Strategic Thinking", "Creativity", "Empathy", "Communication", "Resilience"] },
  ],
  wellbeing: [
    { label: "Physical Well-being", score: 7 },
    { label: "Mental Well-being", score: 4 },
    { label: "Emotional Well-being", score: 8 },
    { label: "Spiritual/Purpose Well-being", score: null },
    { label: "Social Well-being", score: 5 },
    { label: "Work/Business Well-being", score: 9 },
  ],
  groups: [
    {
      section: "Core Values",
      items: [
        {
          key: "values-q1",
          label: "Peak experience",
          value: "Running my first workshop, when a shy participant spoke up.",
        },
        { key: "values-q7", label: "Core Values", value: ["Authenticity", "Compassion", "Freedom", "Growth", "Joy"] },
      ],
    },
    {
      section: "Holistic Well-being",
      items: [{ key: "wellness-q1", label: "Physical Well-being", value: 7 }],
    },
  ],
  counts: { answered: 30, skipped: 5, total: 35 },
};

let pdfFile: string;
let text: string;
beforeAll(async () => {
  pdfFile = path.join(work, "report.pdf");
  writeFileSync(pdfFile, await renderReportPdf(input));
  text = poppler("pdftotext", [pdfFile, "-"]);
  if (process.env.KEEP_REPORT_PDF) writeFileSync(process.env.KEEP_REPORT_PDF, readFileSync(pdfFile));
}, 60_000);

/** Share of pixels whose colour differs noticeably (any channel by more than 48 of 255). */
async function differingShare(actual: Buffer, expected: Buffer) {
  const [a, b] = await Promise.all(
    [actual, expected].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (a!.info.width !== b!.info.width || a!.info.height !== b!.info.height) return 1;
  let differing = 0;
  for (let i = 0; i < a!.data.length; i += 3) {
    if (
      Math.abs(a!.data[i]! - b!.data[i]!) > 48 ||
      Math.abs(a!.data[i + 1]! - b!.data[i + 1]!) > 48 ||
      Math.abs(a!.data[i + 2]! - b!.data[i + 2]!) > 48
    )
      differing += 1;
  }
  return differing / (a!.info.width * a!.info.height);
}

describe("the PDF report", () => {
  it("opens with the same 'At a glance' summary as the web report, then the answers", () => {
    const page1 = text.split("\f")[0]!;
    // Letter-spaced eyebrows come out of pdftotext as "C O R E VA L U E S": compare without spaces.
    const squashed = (words: string) => words.replace(/\s+/g, "");
    for (const words of [
      "Holistic Omega",
      "PERSONAL REPORT · PHASE 1",
      "Phase 1: The Aligned Foundation",
      "Prepared for Ana Example",
      "Completed 2 March 2026 · Approved 4 March 2026 · 30 of 35 answered, 5 skipped",
      "At a glance",
      "A note from your consultant",
      "Ana, your values read as one clear voice.",
      "CORE VALUES",
      "Authenticity",
      "TOP STRENGTHS",
      "Strategic Thinking",
      "WELL-BEING AT A GLANCE",
      "Physical Well-being",
      "7 / 10",
      "Not answered",
      "RECOMMENDATIONS FOR THE NEXT PHASE",
      "Protect two mornings a week",
    ])
      expect(squashed(page1), words).toContain(squashed(words));
    // The chart's spoke labels are text drawn inside the vector chart.
    for (const spoke of ["Physical", "Mental", "Emotional", "Social"])
      expect(page1).toMatch(new RegExp(`\\b${spoke}\\b`));
    // The answers follow the summary, on the next page.
    expect(page1).not.toContain("Your answers");
    expect(text.indexOf("At a glance")).toBeLessThan(text.indexOf("Your answers"));
    expect(text).toContain("Running my first workshop, when a shy participant spoke up.");
    expect(text).toContain("Holistic Omega · Ana Example · Phase 1 · page 2 of 2");
  });

  it("embeds the site's faces, Fraunces and Inter, and no standard PDF font", () => {
    const fonts = poppler("pdffonts", [pdfFile]);
    expect(fonts).toMatch(/Fraunces/);
    expect(fonts).toMatch(/Inter/);
    expect(fonts).not.toMatch(/Times|Helvetica|Liberation|Courier/);
    for (const line of fonts.split("\n").slice(2).filter(Boolean)) expect(line, line).toMatch(/\byes\s+yes\b/);
  });

  it("uses the light scheme's design tokens of app/app.css", () => {
    const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    const root = css.slice(css.indexOf(":root {"), css.indexOf("}", css.indexOf(":root {")));
    const token = (name: string) => root.match(new RegExp(`--ho-${name}:\\s*(#[0-9a-f]{6});`, "i"))?.[1];
    const names: Record<keyof typeof PDF_COLOURS, string> = {
      paper: "paper",
      surface: "surface",
      sand: "sand",
      line: "line",
      lineStrong: "line-strong",
      ink: "ink",
      inkSoft: "ink-soft",
      muted: "muted",
      accent: "accent",
      accentStrong: "accent-strong",
      accentSoft: "accent-soft",
    };
    for (const [key, name] of Object.entries(names))
      expect(PDF_COLOURS[key as keyof typeof PDF_COLOURS], name).toBe(token(name));
  });

  it("looks as it did: its first page, rendered to an image, matches the committed picture", async () => {
    const prefix = path.join(work, "page");
    poppler("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", pdfFile, prefix]);
    const actual = readFileSync(`${prefix}.png`);

    // Cream paper in the corner, rust in the chart: the identity, whatever the baseline says.
    const { data, info } = await sharp(actual).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * 3;
      return `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    };
    expect(pixel(2, 2)).toBe(PDF_COLOURS.paper);
    let rust = 0;
    for (let i = 0; i < data.length; i += 3)
      if (data[i] === 0x9a && data[i + 1] === 0x3f && data[i + 2] === 0x22) rust++;
    expect(rust).toBeGreaterThan(50);

    const baseline = BASELINE.pathname;
    if (process.env.UPDATE_PDF_SNAPSHOTS === "1" || (!existsSync(baseline) && !process.env.CI)) {
      mkdirSync(path.dirname(baseline), { recursive: true });
      writeFileSync(baseline, actual);
      return;
    }
    const share = await differingShare(actual, readFileSync(baseline));
    if (share > 0.005) {
      mkdirSync("test-results", { recursive: true });
      writeFileSync("test-results/report-pdf-first-page.actual.png", actual);
    }
    expect(share, "share of differing pixels (see test-results/report-pdf-first-page.actual.png)").toBeLessThanOrEqual(
      0.005,
    );
  });
});

describe("the PDF report in French", () => {
  it("has French headings, labels and dates for a French report, the same content otherwise", async () => {
    const file = path.join(work, "rapport.pdf");
    writeFileSync(
      file,
      await renderReportPdf({ ...input, locale: "fr", phase: { name: "Phase 1", title: "Les fondations alignées" } }),
    );
    const french = poppler("pdftotext", [file, "-"]).replace(/\s+/g, " ");
    for (const words of [
      "Préparé pour Ana Example",
      "Terminée le 2 mars 2026",
      "Validé le 4 mars 2026",
      "30 réponses sur 35, 5 passées",
      "Un mot de votre consultant",
      "Sans réponse",
      "page 1 sur",
    ])
      expect(french).toContain(words);
    expect(french).toContain("Running my first workshop");
    // Letter-spaced headings: compared without spaces.
    const squashed = french.replace(/\s+/g, "").toLowerCase();
    expect(squashed).toContain("recommandationspourlaphasesuivante");
    expect(squashed).not.toContain("recommendationsforthenextphase");
    for (const english of ["Prepared for", "Approved", "At a glance", "Recommendations for the next phase", " of 35"])
      expect(french).not.toContain(english);
    // English stays English.
    const english = text.replace(/\s+/g, " ");
    expect(english).toContain("Prepared for Ana Example");
    expect(english).toContain("Approved 4 March 2026");
  }, 60_000);
});
