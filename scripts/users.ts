/**
 * Manage accounts from the command line (works on both database drivers):
 *   npm run users -- create --email E --password P --role admin|client|user [--name N]
 *   npm run users -- set-role --email E --role R
 *   npm run users -- list
 */

import {
  createVerifiedUser,
  LastAdminError,
  listUsers,
  setUserRole,
  UserExistsError,
  UserNotFoundError,
} from "../app/accounts/users.server.ts";
import { DatabaseLockedError, openDatabase } from "../app/lib/db/client.server.ts";
import { ROLES, type Role } from "../app/lib/db/schema.ts";
import { ConfigError, parseEnv } from "../app/lib/env.server.ts";
import { LOCKED_HINT, parseCli } from "./lib/cli.ts";

const usage = `Manage accounts (embedded database or DATABASE_URL).

Usage:
  npm run users -- create --email E --password P --role admin|client|user [--name N]
      Create a verified account that can sign in at once.
  npm run users -- set-role --email E --role admin|client|user
      Change an account's role.
  npm run users -- list
      List every account: e-mail, role, status, name.
  npm run users -- --help
      Show this help.

The embedded database is used by one process at a time: stop the server while you run this command,
or use DATABASE_URL (PostgreSQL), where it runs beside the server.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseCli(usage, {
  email: { type: "string" },
  password: { type: "string" },
  role: { type: "string" },
  name: { type: "string" },
});

const command = positionals[0];
if (!command || !["create", "set-role", "list"].includes(command)) fail(usage);
const role = values.role;
if (command !== "list" && role !== undefined && !ROLES.includes(role as Role)) {
  fail(`--role must be one of: ${ROLES.join(", ")}`);
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error: Error) =>
  fail(error instanceof DatabaseLockedError ? `${error.message}\n${LOCKED_HINT}` : error.message),
);

try {
  if (command === "create") {
    if (!values.email || !values.password || !role) fail(usage);
    const user = await createVerifiedUser(database.db, {
      email: values.email,
      password: values.password,
      role: role as Role,
      name: values.name,
    });
    console.log(`Created ${user.role} ${user.email} (verified).`);
  } else if (command === "set-role") {
    if (!values.email || !role) fail(usage);
    const user = await setUserRole(database.db, values.email, role as Role);
    console.log(`${user.email} is now ${user.role}.`);
  } else {
    const rows = await listUsers(database.db);
    if (rows.length === 0) console.log("No users yet.");
    for (const row of rows) {
      const status = row.banned ? "deactivated" : row.emailVerified ? "verified" : "unverified";
      console.log(`${row.email}\t${row.role}\t${status}\t${row.name || "-"}`);
    }
  }
} catch (error) {
  if (error instanceof UserExistsError || error instanceof UserNotFoundError || error instanceof LastAdminError) {
    await database.close();
    fail(error.message);
  }
  if (error && typeof error === "object" && "issues" in error) {
    await database.close();
    const issues = (error as { issues: { path: PropertyKey[]; message: string }[] }).issues;
    fail(issues.map((i) => `--${String(i.path[0])} ${i.message}`).join("\n"));
  }
  throw error;
}
await database.close();
