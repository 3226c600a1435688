import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { requireApiRole } from "~/lib/session.server";
import { renderReportPdf } from "~/owner/report-pdf.server";
import { findReport, reportFileName, reportPdfInput } from "~/owner/reports.server";
import type { Route } from "./+types/report-pdf";

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The PDF as the client will receive it (a preview while the report is a draft). Owner only. */
export async function loader(args: Route.LoaderArgs) {
  await requireApiRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  const db = await getDb();
  const report = await findReport(db, id.data);
  if (!report) throw data(null, { status: 404 });
  const pdf = await renderReportPdf(
    await reportPdfInput(db, report, report, getEnv().SITE_NAME, report.approvedAt ?? new Date()),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${reportFileName(report)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
