/**
 * Backups of the embedded database (stop the server first):
 *   npm run db -- backup <file>
 *   npm run db -- restore <file> [--force]
 * With DATABASE_URL set, use pg_dump / pg_restore instead (see README).
 */
import { parseArgs } from "node:util";
import { BackupError, backupEmbedded, restoreEmbedded } from "../app/lib/db/backup.server.ts";
import { DatabaseLockedError } from "../app/lib/db/client.server.ts";
import { ConfigError, parseEnv } from "../app/lib/env.server.ts";

const usage = "Usage:\n  npm run db -- backup <file>\n  npm run db -- restore <file> [--force]";
const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean" } } });
const [command, file] = positionals;

try {
  const env = parseEnv(process.env);
  if (env.DATABASE_URL?.startsWith("postgres")) {
    throw new BackupError("DATABASE_URL points at PostgreSQL: use pg_dump and pg_restore (see README).");
  }
  if (command === "backup" && file) {
    await backupEmbedded(env.DATA_DIR, file);
    console.log(`Backup written to ${file}.`);
  } else if (command === "restore" && file) {
    await restoreEmbedded(env.DATA_DIR, file, { force: values.force });
    console.log(`Restored ${file} into ${env.DATA_DIR}.`);
  } else {
    console.error(usage);
    process.exit(1);
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
