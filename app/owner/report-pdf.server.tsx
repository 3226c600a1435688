/**
 * The phase report as a PDF, rendered on the server from React components (@react-pdf/renderer) in the
 * site's identity: Fraunces and Inter (static files in app/owner/fonts, SIL Open Font License, see the
 * README there), the cream paper and rust accent of the design tokens (app/app.css, light scheme). It opens
 * like the web report: "At a glance" (the owner's note, the highlights such as core values and strengths,
 * the well-being radar drawn as vector graphics, the recommendations), then the answers by module.
 */
import path from "node:path";
import type * as ReactPdf from "@react-pdf/renderer";
import { answerText } from "~/blueprint/answers-format";
import {
  RADAR,
  radarCentre,
  radarPoint,
  radarPolygon,
  ringLabelPosition,
  spokeLabel,
  spokeLabelPosition,
} from "~/blueprint/components/report/radar-geometry";
import type { AnswerValue } from "~/blueprint/questionnaires/answers";
import { shownValue } from "~/blueprint/questionnaires/option-labels";
import type { Locale } from "~/lib/i18n/locale";
import { dateFormat } from "~/lib/intl";
import { m } from "~/paraglide/messages";

export interface ReportPdfInput {
  /** The client's language: headings, labels and dates (English when absent). */
  locale?: Locale;
  siteName: string;
  clientName: string;
  phase: { name: string; title: string };
  completedAt: string | null;
  approvedAt: string;
  note: string;
  recommendations: string;
  /** The answers that sum up the phase (Phase 1: core values, top strengths), as on the web report. */
  highlights: { label: string; value: AnswerValue; optionLabels?: Readonly<Record<string, string>> }[];
  /** Phase 1's six well-being scores, or null when none was given. */
  wellbeing: { label: string; score: number | null }[] | null;
  /** Answered questions only, by module. */
  groups: {
    section: string;
    items: { key: string; label: string; value: AnswerValue; optionLabels?: Readonly<Record<string, string>> }[];
  }[];
  counts: { answered: number; skipped: number; total: number };
}

/**
 * The light scheme's tokens from app/app.css (`--ho-*`), the colours a printed page uses; a test checks
 * them against the stylesheet so the two never drift apart.
 */
export const PDF_COLOURS = {
  paper: "#f6f2eb",
  surface: "#fffdf9",
  sand: "#ede6da",
  line: "#dcd3c5",
  lineStrong: "#857b6e",
  ink: "#1f1c18",
  inkSoft: "#3b362f",
  muted: "#5e564b",
  accent: "#9a3f22",
  accentStrong: "#7a2f17",
  accentSoft: "#f1dccf",
} as const;

/** The font files, read from the project root (where the server runs) or from `OWNER_FONTS_DIR`. */
export const PDF_FONT_FILES = {
  heading: "Fraunces-SemiBold.ttf",
  body: "Inter-Regular.ttf",
  bodyStrong: "Inter-SemiBold.ttf",
} as const;

/**
 * The renderer weighs tens of megabytes: it is loaded on the first PDF, not with the server.
 */
let loaded: Promise<(input: ReportPdfInput) => Promise<Buffer>> | undefined;

export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  loaded ??= import("@react-pdf/renderer").then(pdfRenderer);
  return loaded.then((render) => render(input));
}

function pdfRenderer(pdf: typeof ReactPdf) {
  const { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } = pdf;
  let fontsRegistered = false;
  function registerFonts() {
    if (fontsRegistered) return;
    const dir = path.resolve(process.env.OWNER_FONTS_DIR ?? "app/owner/fonts");
    Font.register({
      family: "Inter",
      fonts: [
        { src: path.join(dir, PDF_FONT_FILES.body), fontWeight: 400 },
        { src: path.join(dir, PDF_FONT_FILES.bodyStrong), fontWeight: 600 },
      ],
    });
    Font.register({ family: "Fraunces", src: path.join(dir, PDF_FONT_FILES.heading), fontWeight: 600 });
    // Words are never split with hyphens mid-answer.
    Font.registerHyphenationCallback((word) => [word]);
    fontsRegistered = true;
  }

  const c = PDF_COLOURS;
  const A4_HEIGHT_PT = 841.89;
  const styles = StyleSheet.create({
    page: {
      fontFamily: "Inter",
      fontSize: 10,
      color: c.inkSoft,
      backgroundColor: c.paper,
      paddingTop: 44,
      paddingBottom: 56,
      paddingHorizontal: 48,
      lineHeight: 1.5,
    },
    brand: { flexDirection: "row", alignItems: "center", gap: 6 },
    brandName: { fontFamily: "Fraunces", fontWeight: 600, fontSize: 12, color: c.ink },
    eyebrow: { fontSize: 8, fontWeight: 600, color: c.accent, letterSpacing: 1.4, textTransform: "uppercase" },
    title: { fontFamily: "Fraunces", fontWeight: 600, fontSize: 24, color: c.ink, marginTop: 4, lineHeight: 1.2 },
    meta: { marginTop: 4, color: c.muted },
    rule: { borderBottomWidth: 1, borderBottomColor: c.line, marginTop: 14 },
    h2: { fontFamily: "Fraunces", fontWeight: 600, fontSize: 17, color: c.ink, marginTop: 18, marginBottom: 8 },
    h3: { fontSize: 8, fontWeight: 600, color: c.accent, letterSpacing: 1.4, textTransform: "uppercase" },
    note: {
      backgroundColor: c.accentSoft,
      borderLeftWidth: 3,
      borderLeftColor: c.accent,
      borderRadius: 4,
      padding: 10,
      marginBottom: 10,
    },
    noteHeading: { fontFamily: "Fraunces", fontWeight: 600, fontSize: 12, color: c.ink, marginBottom: 4 },
    cards: { flexDirection: "row", gap: 10, marginBottom: 10 },
    card: {
      backgroundColor: c.surface,
      borderWidth: 1,
      borderColor: c.line,
      borderRadius: 6,
      padding: 10,
    },
    /** A card side by side with others in a row. */
    half: { flexGrow: 1, flexBasis: 0 },
    chips: { flexDirection: "row", flexWrap: "wrap", gap: 4, marginTop: 6 },
    chip: {
      fontSize: 9,
      fontWeight: 600,
      color: c.accentStrong,
      backgroundColor: c.accentSoft,
      borderRadius: 8,
      paddingTop: 2.5,
      paddingBottom: 1.5,
      paddingHorizontal: 7,
      lineHeight: 1.3,
    },
    quote: { marginTop: 6, color: c.ink },
    wellbeing: { flexDirection: "row", alignItems: "center", gap: 12 },
    scores: { flexGrow: 1 },
    scoreRow: {
      flexDirection: "row",
      justifyContent: "space-between",
      gap: 8,
      fontSize: 9.5,
      borderBottomWidth: 0.75,
      borderBottomColor: c.line,
      paddingVertical: 2,
    },
    scoreValue: { fontWeight: 600, color: c.ink },
    missing: { color: c.muted },
    section: { marginTop: 14 },
    answer: { marginTop: 8 },
    label: { fontWeight: 600, color: c.ink },
    // Placed from the top: react-pdf 4.9 drops a page-numbered text placed with `bottom` on a padded page.
    footer: {
      position: "absolute",
      top: A4_HEIGHT_PT - 34,
      left: 48,
      right: 48,
      fontSize: 8,
      color: c.muted,
      textAlign: "center",
    },
  });

  const longDate = (iso: string, locale: Locale) =>
    dateFormat(locale === "fr" ? "fr-FR" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
  const inLanguage = (input: ReportPdfInput) => ({ locale: input.locale ?? "en" });

  /** The site's mark: two rings and a rust dot (as on the printed web report's cover). */
  function Mark() {
    const { Svg, Circle } = pdf;
    return (
      <Svg width={18} height={18} viewBox="0 0 32 32">
        <Circle cx={16} cy={16} r={15} fill="none" stroke={c.ink} strokeWidth={1.25} />
        <Circle cx={16} cy={16} r={6.5} fill="none" stroke={c.ink} strokeWidth={1.25} />
        <Circle cx={16} cy={16} r={2} fill={c.accent} />
      </Svg>
    );
  }

  /** The same radar as the web report, from the same geometry, as vector paths. */
  function Radar({ scores }: { scores: NonNullable<ReportPdfInput["wellbeing"]> }) {
    const { Svg, G, Polygon, Line, Circle, Text: SvgText } = pdf;
    const count = scores.length;
    // A margin either side, so the longest spoke labels ("Work/Business") are never cut.
    const margin = 40;
    const scale = 0.54;
    return (
      <Svg
        width={(RADAR.width + 2 * margin) * scale}
        height={RADAR.height * scale}
        viewBox={`${-margin} 0 ${RADAR.width + 2 * margin} ${RADAR.height}`}
      >
        <G>
          {RADAR.rings.map((ring) => (
            <Polygon
              key={ring}
              points={radarPolygon(scores.map(() => ring))}
              fill="none"
              stroke={c.lineStrong}
              strokeWidth={1}
            />
          ))}
          {scores.map((s, i) => {
            const end = radarPoint(i, count, RADAR.maxScore);
            return (
              <Line
                key={s.label}
                x1={radarCentre.x}
                y1={radarCentre.y}
                x2={end.x}
                y2={end.y}
                stroke={c.lineStrong}
                strokeWidth={1}
              />
            );
          })}
        </G>
        {RADAR.rings.map((ring) => {
          const at = ringLabelPosition(ring);
          return (
            <SvgText key={ring} x={at.x} y={at.y} fill={c.muted} style={{ fontFamily: "Inter", fontSize: 12 }}>
              {String(ring)}
            </SvgText>
          );
        })}
        <Polygon
          points={radarPolygon(scores.map((s) => s.score ?? 0))}
          fill={c.accent}
          fillOpacity={0.22}
          stroke={c.accent}
          strokeWidth={2}
        />
        {scores.map((s, i) => {
          const p = radarPoint(i, count, s.score ?? 0);
          return <Circle key={s.label} cx={p.x} cy={p.y} r={3.5} fill={c.accent} />;
        })}
        {scores.map((s, i) => {
          const at = spokeLabelPosition(i, count);
          return (
            <SvgText
              key={s.label}
              x={at.x}
              y={at.y}
              textAnchor={at.anchor}
              fill={c.ink}
              style={{ fontFamily: "Inter", fontSize: 15, fontWeight: 600 }}
            >
              {spokeLabel(s.label)}
            </SvgText>
          );
        })}
      </Svg>
    );
  }

  function Paragraphs({ text }: { text: string }) {
    return (
      <>
        {text
          .split(/\n{2,}/)
          .filter((p) => p.trim())
          .map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
            <Text key={index} style={{ marginBottom: 4 }}>
              {paragraph.trim()}
            </Text>
          ))}
      </>
    );
  }

  /** A highlight as on the web report: a list as chips, anything else as its text. */
  function HighlightValue({ value, labels }: { value: AnswerValue; labels?: Readonly<Record<string, string>> }) {
    if (Array.isArray(value)) {
      return (
        <View style={styles.chips}>
          {value.map((item) => (
            <Text key={item} style={styles.chip}>
              {shownValue(item, labels)}
            </Text>
          ))}
        </View>
      );
    }
    return <Text style={styles.quote}>{answerText(value, labels)}</Text>;
  }

  function AtAGlance({ input }: { input: ReportPdfInput }) {
    const { highlights, wellbeing } = input;
    const t = inLanguage(input);
    return (
      <View>
        <Text style={styles.h2}>{m.blueprint_at_a_glance({}, t)}</Text>
        {input.note.trim() && (
          <View style={styles.note} wrap={false}>
            <Text style={styles.noteHeading}>{m.blueprint_consultant_note({}, t)}</Text>
            <Paragraphs text={input.note} />
          </View>
        )}
        {highlights.length > 0 && (
          <View style={styles.cards} wrap={false}>
            {highlights.map((item) => (
              <View key={item.label} style={[styles.card, styles.half]}>
                <Text style={styles.h3}>{item.label}</Text>
                <HighlightValue value={item.value} labels={item.optionLabels} />
              </View>
            ))}
          </View>
        )}
        {wellbeing && (
          <View style={[styles.card, { marginBottom: 10 }]} wrap={false}>
            <Text style={styles.h3}>{m.blueprint_wellbeing_glance({}, t)}</Text>
            <View style={styles.wellbeing}>
              <Radar scores={wellbeing} />
              <View style={styles.scores}>
                {wellbeing.map((s) => (
                  <View key={s.label} style={styles.scoreRow}>
                    <Text style={{ flexGrow: 1, flexShrink: 1 }}>{s.label}</Text>
                    <Text
                      style={[{ width: 70, textAlign: "right" }, s.score === null ? styles.missing : styles.scoreValue]}
                    >
                      {s.score === null ? m.blueprint_not_answered({}, t) : `${s.score} / 10`}
                    </Text>
                  </View>
                ))}
              </View>
            </View>
          </View>
        )}
        {input.recommendations.trim() && (
          <View style={[styles.card, { marginBottom: 10 }]} wrap={false}>
            <Text style={styles.h3}>{m.blueprint_recommendations({}, t)}</Text>
            <View style={{ marginTop: 6 }}>
              <Paragraphs text={input.recommendations} />
            </View>
          </View>
        )}
      </View>
    );
  }

  function countsText(counts: ReportPdfInput["counts"], t: { locale: Locale }) {
    const base = m.blueprint_answered_count({ answered: counts.answered, total: counts.total }, t);
    return counts.skipped ? m.blueprint_answered_skipped({ base, skipped: counts.skipped }, t) : base;
  }

  function ReportDocument({ input }: { input: ReportPdfInput }) {
    const t = inLanguage(input);
    const completed = input.completedAt
      ? `${m.blueprint_pdf_completed({ day: longDate(input.completedAt, t.locale) }, t)} · `
      : "";
    return (
      <Document
        title={m.blueprint_pdf_title({ phase: input.phase.name, who: input.clientName }, t)}
        author={input.siteName}
        language={t.locale === "fr" ? "fr-FR" : "en-GB"}
      >
        <Page size="A4" style={styles.page}>
          <Text
            style={styles.footer}
            fixed
            render={({ pageNumber, totalPages }) =>
              `${input.siteName} · ${input.clientName} · ${input.phase.name} · ${m.blueprint_pdf_page({ page: pageNumber, pages: totalPages }, t)}`
            }
          />
          <View style={styles.brand}>
            <Mark />
            <Text style={styles.brandName}>{input.siteName}</Text>
          </View>
          <Text
            style={[styles.eyebrow, { marginTop: 16 }]}
          >{`${m.blueprint_personal_report({}, t)} · ${input.phase.name}`}</Text>
          <Text style={styles.title}>{`${input.phase.name}: ${input.phase.title}`}</Text>
          <Text style={styles.meta}>{m.blueprint_prepared_for({ who: input.clientName }, t)}</Text>
          <Text style={styles.meta}>
            {`${completed}${m.blueprint_pdf_approved({ day: longDate(input.approvedAt, t.locale) }, t)} · ${countsText(input.counts, t)}`}
          </Text>
          <View style={styles.rule} />

          <AtAGlance input={input} />

          <Text style={styles.h2} break={Boolean(input.wellbeing)}>
            {m.blueprint_your_answers({}, t)}
          </Text>
          {input.groups.length === 0 && <Text style={styles.missing}>{m.blueprint_pdf_none_answered({}, t)}</Text>}
          {input.groups.map((group) => (
            <View key={group.section} style={styles.section}>
              <Text style={styles.h3}>{group.section}</Text>
              {group.items.map((item) => (
                <View key={item.key} style={styles.answer} wrap={false}>
                  <Text style={styles.label}>{item.label}</Text>
                  <Text>{answerText(item.value, item.optionLabels)}</Text>
                </View>
              ))}
            </View>
          ))}
        </Page>
      </Document>
    );
  }

  return (input: ReportPdfInput) => {
    registerFonts();
    return renderToBuffer(<ReportDocument input={input} />);
  };
}
