import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/lib/db.server";
import { getUser, requireUser } from "~/lib/session.server";
import { receiptFileName } from "~/payments/receipt-pdf.server";
import { findReceipt, mayReadReceipt, receiptPdf } from "~/payments/receipts.server";
import type { Route } from "./+types/receipt-pdf";

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const KeySchema = z.string().max(64).nullable();

/**
 * A receipt's PDF: the owner any, a client their own, anyone with the receipt's key (the link in its
 * e-mail and on its booking's page, for guests) that one (mayReadReceipt); anyone else a 404. Without a
 * key, someone not signed in is sent to sign in first. The PDF is in the buyer's language (their account's,
 * or their booking's for a guest), whoever downloads it: it is their receipt.
 */
export async function loader(args: Route.LoaderArgs) {
  const key = KeySchema.safeParse(new URL(args.request.url).searchParams.get("key"));
  if (!key.success) throw data(null, { status: 404 });
  const user = key.data ? await getUser(args) : await requireUser(args);
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  const found = await findReceipt(await getDb(), id.data);
  // The same answer for "not yours" as for "no such receipt": numbers reveal nothing.
  if (!found || !mayReadReceipt(user, found, key.data)) throw data(null, { status: 404 });
  const pdf = await receiptPdf(found);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(found.receipt, found.locale)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
