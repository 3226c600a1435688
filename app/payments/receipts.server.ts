/**
 * Numbered receipts (issue 29). The number comes from the one-row `receipt_sequence` in the
 * caller's transaction: the row lock orders concurrent payments and a rollback gives the number
 * back, so numbers are sequential with no gaps.
 */
import { eq, sql } from "drizzle-orm";
import { payments, type ReceiptDetails, receiptSequence, receipts } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { getEnv } from "../lib/env.server.ts";
import { getSetting } from "../lib/settings.server.ts";

export const VAT_NOTES = {
  included: "Prices include VAT.",
  not_applicable: "TVA non applicable, art. 293 B du CGI",
} as const;

export interface ReceiptInput {
  kind: "payment" | "refund";
  paymentId: number;
  refundId?: number;
  amountCents: number;
}

export async function issueReceipt(tx: Db, input: ReceiptInput) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId));
  if (!payment) throw new Error(`No payment ${input.paymentId}`);
  const billing = await getSetting(tx, "billing");
  const details: ReceiptDetails = {
    seller: {
      name: billing.legalName || getEnv().SITE_NAME,
      address: billing.address,
      siret: billing.siret,
      vatNote: VAT_NOTES[billing.vat],
    },
    buyer: { name: payment.name, email: payment.email },
    lines: [
      {
        label: input.kind === "payment" ? payment.description : `Refund: ${payment.description}`,
        amountCents: input.kind === "payment" ? input.amountCents : -input.amountCents,
      },
    ],
  };
  const [next] = await tx
    .update(receiptSequence)
    .set({ last: sql`${receiptSequence.last} + 1` })
    .where(eq(receiptSequence.id, 1))
    .returning({ number: receiptSequence.last });
  const [receipt] = await tx
    .insert(receipts)
    .values({
      number: next!.number,
      kind: input.kind,
      paymentId: input.paymentId,
      refundId: input.refundId ?? null,
      amountCents: input.amountCents,
      details,
    })
    .returning();
  return receipt!;
}
