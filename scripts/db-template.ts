/**
 * Writes the migrated template of the embedded database beside a server build:
 *   node scripts/db-template.ts build/server
 * A new data directory is then filled from it instead of running initdb and every migration
 * (app/lib/db/client.server.ts). Run by `npm run build`, the test script and the bench after each build.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase, PGLITE_TEMPLATE, pgliteTemplateStamp } from "../app/lib/db/client.server.ts";

const outDir = process.argv[2];
if (!outDir || outDir === "--help") {
  console.error("Usage: node scripts/db-template.ts <server build directory, e.g. build/server>");
  process.exit(outDir ? 0 : 2);
}
const database = await openDatabase({ url: "memory://", dataDir: "" });
const { $client } = database.db as unknown as { $client: { dumpDataDir(compression: "gzip"): Promise<Blob> } };
const dump = Buffer.from(await (await $client.dumpDataDir("gzip")).arrayBuffer());
await database.close();
const file = path.join(outDir, PGLITE_TEMPLATE);
writeFileSync(file, dump);
writeFileSync(`${file}.json`, pgliteTemplateStamp());
console.log(`Wrote ${file} (${Math.round(dump.length / 1024)} KB)`);
