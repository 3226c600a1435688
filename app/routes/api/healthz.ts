import { checkDatabase } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

/** 200 when the database answers a query, 503 otherwise. */
export async function loader() {
  try {
    const driver = await checkDatabase();
    return Response.json({ status: "ok", database: driver }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    return Response.json({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
