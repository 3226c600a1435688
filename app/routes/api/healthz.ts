import { sql } from "drizzle-orm";
import { getDatabase } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

/** 200 when the database answers a query, 503 otherwise. */
export async function loader() {
  try {
    const database = await getDatabase();
    await database.db.execute(sql`select 1`);
    return Response.json({ status: "ok", database: database.driver }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    return Response.json({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
