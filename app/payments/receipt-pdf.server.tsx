/**
 * A receipt as a PDF (issue 29), in the report PDF's identity (fonts and colours of
 * owner/report-pdf.server.tsx): the number, the date, the business's legal details as they were when
 * it was issued, the buyer, the line and the VAT note. A refund receipt shows the amount as negative.
 * Written in the buyer's language (`locale`): "Reçu 000042", "Émis le 26 novembre 2026", "250,00 €".
 */
import path from "node:path";
import type * as ReactPdf from "@react-pdf/renderer";
import { keptName } from "~/lib/anonymised";
import type { ReceiptDetails } from "~/lib/db/schema";
import type { Locale } from "~/lib/i18n/locale";
import { dateFormat, intlLocale } from "~/lib/intl";
import { PDF_COLOURS, PDF_FONT_FILES } from "~/owner/report-pdf.server";
import { m } from "~/paraglide/messages";
import { formatEuros } from "./money.ts";

export interface ReceiptPdfInput {
  number: number;
  kind: "payment" | "refund";
  issuedAt: Date;
  details: ReceiptDetails;
  /** Stripe's reference for the payment, for the accountant. */
  reference: string | null;
  /** The buyer's language (their account's, or their booking's for a guest): the receipt is theirs. */
  locale: Locale;
}

/** "000042": receipts are numbered from one sequence, written with six digits. */
export function receiptNumber(number: number) {
  return String(number).padStart(6, "0");
}

export function receiptFileName(receipt: { number: number; kind: "payment" | "refund" }, locale: Locale = "en") {
  const name =
    receipt.kind === "refund"
      ? m.payments_pdf_file_refund({}, { locale })
      : m.payments_pdf_file_receipt({}, { locale });
  return `${name}-${receiptNumber(receipt.number)}.pdf`;
}

let loaded: Promise<(input: ReceiptPdfInput) => Promise<Buffer>> | undefined;

/** The renderer is loaded on the first receipt, not with the server (as for the report PDF). */
export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  loaded ??= import("@react-pdf/renderer").then(receiptRenderer);
  return loaded.then((render) => render(input));
}

function receiptRenderer(pdf: typeof ReactPdf) {
  const { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } = pdf;
  const dir = path.resolve(process.env.OWNER_FONTS_DIR ?? "app/owner/fonts");
  Font.register({
    family: "Inter",
    fonts: [
      { src: path.join(dir, PDF_FONT_FILES.body), fontWeight: 400 },
      { src: path.join(dir, PDF_FONT_FILES.bodyStrong), fontWeight: 600 },
    ],
  });
  Font.register({ family: "Fraunces", src: path.join(dir, PDF_FONT_FILES.heading), fontWeight: 600 });
  Font.registerHyphenationCallback((word) => [word]);

  const c = PDF_COLOURS;
  const styles = StyleSheet.create({
    page: {
      fontFamily: "Inter",
      fontSize: 10,
      color: c.inkSoft,
      backgroundColor: c.paper,
      paddingVertical: 48,
      paddingHorizontal: 48,
      lineHeight: 1.5,
    },
    seller: { fontFamily: "Fraunces", fontWeight: 600, fontSize: 14, color: c.ink },
    eyebrow: { fontSize: 8, fontWeight: 600, color: c.accent, letterSpacing: 1.4, textTransform: "uppercase" },
    title: { fontFamily: "Fraunces", fontWeight: 600, fontSize: 24, color: c.ink, marginTop: 18 },
    meta: { color: c.muted },
    columns: { flexDirection: "row", gap: 24, marginTop: 18 },
    column: { flexGrow: 1, flexBasis: 0 },
    table: { marginTop: 24, borderTopWidth: 1, borderTopColor: c.line },
    row: { flexDirection: "row", paddingVertical: 8, borderBottomWidth: 1, borderBottomColor: c.line },
    label: { flexGrow: 1, flexBasis: 0, paddingRight: 12 },
    amount: { width: 90, textAlign: "right" },
    total: { fontWeight: 600, color: c.ink },
    note: { marginTop: 18, color: c.muted },
  });

  function ReceiptDocument({ input }: { input: ReceiptPdfInput }) {
    const { seller, buyer, lines } = input.details;
    const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const { locale } = input;
    const refund = input.kind === "refund";
    const title = refund ? m.payments_pdf_refund_title({}, { locale }) : m.payments_pdf_title({}, { locale });
    const issued = dateFormat(intlLocale[locale], { dateStyle: "long", timeZone: "Europe/Paris" }).format(
      input.issuedAt,
    );
    const euros = (cents: number) => formatEuros(cents, locale);
    return (
      <Document
        title={`${title} ${receiptNumber(input.number)} · ${seller.name}`}
        author={seller.name}
        language={intlLocale[locale]}
      >
        <Page size="A4" style={styles.page}>
          <Text style={styles.seller}>{seller.name}</Text>
          {seller.address ? <Text style={styles.meta}>{seller.address}</Text> : null}
          {seller.siret ? <Text style={styles.meta}>SIRET {seller.siret}</Text> : null}
          <Text style={styles.title}>
            {title} {receiptNumber(input.number)}
          </Text>
          <Text style={styles.meta}>{m.payments_pdf_issued({ day: issued }, { locale })}</Text>
          <View style={styles.columns}>
            <View style={styles.column}>
              <Text style={styles.eyebrow}>
                {refund ? m.payments_pdf_refunded_to({}, { locale }) : m.payments_pdf_paid_by({}, { locale })}
              </Text>
              <Text>{keptName(buyer, locale)}</Text>
              <Text style={styles.meta}>{buyer.email}</Text>
            </View>
            <View style={styles.column}>
              <Text style={styles.eyebrow}>{m.payments_pdf_payment({}, { locale })}</Text>
              <Text>{m.payments_pdf_by_card({}, { locale })}</Text>
              {input.reference ? (
                <Text style={styles.meta}>{m.payments_pdf_reference({ reference: input.reference }, { locale })}</Text>
              ) : null}
            </View>
          </View>
          <View style={styles.table}>
            {lines.map((line) => (
              <View style={styles.row} key={line.label}>
                <Text style={styles.label}>{line.label}</Text>
                <Text style={styles.amount}>{euros(line.amountCents)}</Text>
              </View>
            ))}
            <View style={styles.row}>
              <Text style={[styles.label, styles.total]}>
                {refund ? m.payments_pdf_total_refunded({}, { locale }) : m.payments_pdf_total_paid({}, { locale })}
              </Text>
              <Text style={[styles.amount, styles.total]}>{euros(Math.abs(total))}</Text>
            </View>
          </View>
          {seller.vatNote ? <Text style={styles.note}>{seller.vatNote}</Text> : null}
        </Page>
      </Document>
    );
  }

  return (input: ReceiptPdfInput) => renderToBuffer(<ReceiptDocument input={input} />);
}
