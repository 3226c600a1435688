/**
 * The phase report as a PDF, rendered on the server from React components (@react-pdf/renderer)
 * with fonts shipped in the repository (app/owner/fonts: Liberation 1.07, GPL v2 with the font exception, see LICENSE there).
 */
import path from "node:path";
import type * as ReactPdf from "@react-pdf/renderer";
import { answerText } from "~/lib/answers-format";
import type { AnswerValue } from "~/questionnaires/answers";

export interface ReportPdfInput {
  siteName: string;
  clientName: string;
  phase: { name: string; title: string };
  completedAt: string | null;
  approvedAt: string;
  note: string;
  recommendations: string;
  scores: { label: string; score: number | null }[];
  groups: { section: string; items: { key: string; label: string; value: AnswerValue | null }[] }[];
}

/**
 * The renderer weighs tens of megabytes: it is loaded on the first PDF, not with the server.
 */
let loaded: Promise<(input: ReportPdfInput) => Promise<Buffer>> | undefined;

export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  loaded ??= import("@react-pdf/renderer").then(pdfRenderer);
  return loaded.then((render) => render(input));
}

function pdfRenderer({ Document, Font, Page, renderToBuffer, StyleSheet, Text, View }: typeof ReactPdf) {
  let fontsRegistered = false;
  function registerFonts() {
    if (fontsRegistered) return;
    // The server always runs from the project root (like the build directory).
    const dir = path.resolve(process.env.OWNER_FONTS_DIR ?? "app/owner/fonts");
    Font.register({
      family: "Body",
      fonts: [
        { src: path.join(dir, "LiberationSans-Regular.ttf") },
        { src: path.join(dir, "LiberationSans-Bold.ttf"), fontWeight: "bold" },
      ],
    });
    Font.register({ family: "Heading", src: path.join(dir, "LiberationSerif-Bold.ttf"), fontWeight: "bold" });
    // Words are never split with hyphens mid-answer.
    Font.registerHyphenationCallback((word) => [word]);
    fontsRegistered = true;
  }

  const brand = "#0f4c5c";
  const styles = StyleSheet.create({
    page: { fontFamily: "Body", fontSize: 10.5, color: "#1f2933", padding: 48, lineHeight: 1.45 },
    eyebrow: { fontSize: 9, fontWeight: "bold", color: brand, letterSpacing: 1.5, textTransform: "uppercase" },
    title: { fontFamily: "Heading", fontWeight: "bold", fontSize: 22, color: brand, marginTop: 6 },
    meta: { marginTop: 6, color: "#3e4c59" },
    section: { marginTop: 22 },
    heading: {
      fontFamily: "Heading",
      fontWeight: "bold",
      fontSize: 14,
      color: brand,
      borderBottomWidth: 1.5,
      borderBottomColor: brand,
      paddingBottom: 3,
      marginBottom: 8,
    },
    box: { backgroundColor: "#eef6f7", borderLeftWidth: 3, borderLeftColor: brand, padding: 10 },
    barRow: { flexDirection: "row", alignItems: "center", marginBottom: 5 },
    barLabel: { width: 170 },
    barTrack: { flexGrow: 1, height: 10, backgroundColor: "#e4e7eb", borderRadius: 2 },
    barFill: { height: 10, backgroundColor: brand, borderRadius: 2 },
    barValue: { width: 50, textAlign: "right", fontWeight: "bold" },
    answer: { marginBottom: 8 },
    label: { fontWeight: "bold" },
    empty: { color: "#616e7c" },
    footer: {
      position: "absolute",
      bottom: 24,
      left: 48,
      right: 48,
      fontSize: 8.5,
      color: "#616e7c",
      textAlign: "center",
    },
  });

  const longDate = (iso: string) =>
    new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

  function ScoreChart({ scores }: { scores: ReportPdfInput["scores"] }) {
    return (
      <View style={styles.section} wrap={false}>
        <Text style={styles.heading}>Well-being scores</Text>
        {scores.map((score) => (
          <View key={score.label} style={styles.barRow}>
            <Text style={styles.barLabel}>{score.label}</Text>
            <View style={styles.barTrack}>
              {score.score !== null && <View style={[styles.barFill, { width: `${score.score * 10}%` }]} />}
            </View>
            <Text style={styles.barValue}>{score.score === null ? "No answer" : `${score.score} / 10`}</Text>
          </View>
        ))}
      </View>
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
              {paragraph}
            </Text>
          ))}
      </>
    );
  }

  function ReportDocument({ input }: { input: ReportPdfInput }) {
    return (
      <Document title={`${input.phase.name} report · ${input.clientName}`} author={input.siteName} language="en">
        <Page size="A4" style={styles.page}>
          <Text style={styles.eyebrow}>{`${input.siteName} · Personal report · ${input.phase.name}`}</Text>
          <Text style={styles.title}>{`${input.phase.name}: ${input.phase.title}`}</Text>
          <Text style={styles.meta}>{`Prepared for ${input.clientName}`}</Text>
          <Text style={styles.meta}>
            {`${input.completedAt ? `Completed ${longDate(input.completedAt)} · ` : ""}Approved ${longDate(input.approvedAt)}`}
          </Text>

          {input.note.trim() && (
            <View style={styles.section}>
              <Text style={styles.heading}>A note from your consultant</Text>
              <View style={styles.box}>
                <Paragraphs text={input.note} />
              </View>
            </View>
          )}
          {input.recommendations.trim() && (
            <View style={styles.section}>
              <Text style={styles.heading}>Recommendations for the next phase</Text>
              <Paragraphs text={input.recommendations} />
            </View>
          )}
          {input.scores.length > 0 && <ScoreChart scores={input.scores} />}

          {input.groups.map((group) => (
            <View key={group.section} style={styles.section}>
              <Text style={styles.heading}>{group.section}</Text>
              {group.items.map((item) => {
                const text = item.value === null ? "" : answerText(item.value);
                return (
                  <View key={item.key} style={styles.answer} wrap={false}>
                    <Text style={styles.label}>{item.label}</Text>
                    <Text style={text ? undefined : styles.empty}>{text || "No answer"}</Text>
                  </View>
                );
              })}
            </View>
          ))}
          <Text
            style={styles.footer}
            fixed
            render={({ pageNumber, totalPages }) =>
              `${input.clientName} · ${input.phase.name} · page ${pageNumber} of ${totalPages}`
            }
          />
        </Page>
      </Document>
    );
  }

  return (input: ReportPdfInput) => {
    registerFonts();
    return renderToBuffer(<ReportDocument input={input} />);
  };
}
