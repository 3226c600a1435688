/**
 * Raw statements (`db.execute(sql…)`) answer `{ rows }` on both drivers (PGlite and node-postgres);
 * these read them without a cast at every call.
 */
import type { SQL } from "drizzle-orm";

/** The rows of a raw statement's answer. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs a raw statement and answers its rows. */
export async function selectRows<T>(db: { execute(query: SQL): PromiseLike<unknown> }, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
