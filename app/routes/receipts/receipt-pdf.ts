import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/lib/db.server";
import { requireUser } from "~/lib/session.server";
import { receiptFileName } from "~/payments/receipt-pdf.server";
import { findReceipt, mayReadReceipt, receiptPdf } from "~/payments/receipts.server";
import type { Route } from "./+types/receipt-pdf";

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A receipt's PDF: the owner any, a client their own (mayReadReceipt); anyone else a 404. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  const found = await findReceipt(await getDb(), id.data);
  // The same answer for "not yours" as for "no such receipt": numbers reveal nothing.
  if (!found || !mayReadReceipt(user, found)) throw data(null, { status: 404 });
  const pdf = await receiptPdf(found);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(found.receipt)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
