/**
 * Backups of the embedded database (stop the server first):
 *   npm run db -- backup <file>
 *   npm run db -- restore <file> [--force]
 * With DATABASE_URL set, use pg_dump / pg_restore instead (see README).
 */
import { BackupError, backupEmbedded, restoreEmbedded } from "../app/lib/db/backup.server.ts";
import { DatabaseLockedError } from "../app/lib/db/client.server.ts";
import { ConfigError, parseEnv } from "../app/lib/env.server.ts";
import { LOCKED_HINT, parseCli } from "./lib/cli.ts";

const usage = `Back up or restore the embedded database (DATA_DIR).

Usage:
  npm run db -- backup <file>
      Write the whole database to <file> (a .tar.gz).
  npm run db -- restore <file> [--force]
      Replace the database with <file>; --force overwrites a database that has data.
  npm run db -- --help
      Show this help.

Stop the server first: the embedded database is used by one process at a time.
With DATABASE_URL (PostgreSQL) use pg_dump and pg_restore instead (see README).`;
const { positionals, values } = parseCli(usage, { force: { type: "boolean" } });
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
  if (error instanceof DatabaseLockedError) {
    console.error(`${error.message}\n${LOCKED_HINT}`);
    process.exit(1);
  }
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
