import { data } from "react-router";
import { requireBlueprintUser, requirePhase } from "~/blueprint/flow.server";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { renderReportPdf } from "~/owner/report-pdf.server";
import { findReport, reportFileName, reportPdfInput, requireReportAccess } from "~/owner/reports.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/report-pdf";

/**
 * The approved report as a PDF (the one the client received by e-mail, with today's answers): its client
 * once the owner has approved it, the owner for any client (`?client=<id>`). Before approval it does not
 * exist for the client (404), whatever the address.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireBlueprintUser(args);
  const phase = requirePhase(args.params.phase);
  const db = await getDb();
  const { access } = await requireReportAccess(db, user, args.request, phase);
  if (!access.ready || !access.approved) throw data(`${m.blueprint_report_preparing()}.`, { status: 404 });
  const report = await findReport(db, access.approved.id);
  if (!report) throw data(null, { status: 404 });
  const pdf = await renderReportPdf(
    await reportPdfInput(db, report, report, getEnv().SITE_NAME, access.approved.approvedAt),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${reportFileName(report)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
