import { Readable } from "node:stream";
import { csvFileName, parseResultsFilter, resultsCsvStream } from "~/blueprint/results.server";
import { getDatabase } from "~/lib/db.server";
import { requireApiRole } from "~/lib/session.server";
import type { Route } from "./+types/results-export";

/** GET /hob/results/export?questionnaire=Phase 1&user=&from=&to=&status= → the filtered CSV (admin only). */
export async function loader(args: Route.LoaderArgs) {
  await requireApiRole(args, "admin");
  const outcome = parseResultsFilter(new URL(args.request.url).searchParams);
  if (!outcome.ok) return Response.json({ detail: outcome.error }, { status: 400 });
  const database = await getDatabase();
  const csv = resultsCsvStream(database.db, outcome.filter, { backpressure: database.driver === "postgres" });
  return new Response(Readable.toWeb(csv) as ReadableStream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(outcome.filter.phase)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
