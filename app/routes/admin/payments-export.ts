import { data } from "react-router";
import { getDb } from "~/lib/db.server";
import { requireApiRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { isMonth, ledgerCsv, monthLedger } from "~/payments/accounting.server";
import type { Route } from "./+types/payments-export";

/** A month's payments and refunds as CSV for the accountant. Owner only. */
export async function loader(args: Route.LoaderArgs) {
  await requireApiRole(args, "admin");
  const month = new URL(args.request.url).searchParams.get("month");
  if (!isMonth(month)) throw data(m.payments_export_month_format(), { status: 400 });
  const db = await getDb();
  const timeZone = await getBusinessTimeZone(db);
  return new Response(ledgerCsv(await monthLedger(db, month, timeZone), timeZone), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${m.payments_csv_file({ month })}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
