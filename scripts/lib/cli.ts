/**
 * Argument parsing shared by the command-line tools: `--help`/`-h`/`help` print the usage and exit 0,
 * and a mistyped option prints what is wrong plus the usage (exit 2) instead of a stack trace.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

export function parseCli<T extends Options>(usage: string, options: T) {
  let parsed: ReturnType<
    typeof parseArgs<{ allowPositionals: true; options: T & { help: { type: "boolean"; short: "h" } } }>
  >;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { ...options, help: { type: "boolean", short: "h" } } as T & { help: { type: "boolean"; short: "h" } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
  if ((parsed.values as { help?: boolean }).help || parsed.positionals[0] === "help") {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** Added to "database in use" errors: what to do when the server holds the embedded database. */
export const LOCKED_HINT =
  "The embedded database is used by one process at a time. If the server is running on it, stop the server, " +
  "run this command, then start the server again (a few seconds). With DATABASE_URL (PostgreSQL) the command " +
  "runs beside any number of servers.";
