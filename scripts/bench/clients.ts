/**
 * Benchmark accounts, created in one short-lived process (the embedded database allows one
 * process at a time, so the server is stopped meanwhile):
 *   node scripts/bench/clients.ts --count 50 --password P --cookies OUT.json
 *   (DATA_DIR / DATABASE_URL / AUTH_SECRET / BASE_URL as for the server)
 * Creates verified `client` accounts bench-saver-1..N@bench.test (keeps those that exist) with the
 * app's own code, signs each in once through better-auth (as the sign-in form does, each from an
 * address of its own so the per-address limit does not apply) and writes their Cookie headers.
 * With --owner-email E --owner-password P --owner-sessions N --owner-cookies OUT.json it also signs that
 * (existing) account in N times the same way: N distinct sessions of one person, one per connection.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createVerifiedUser, UserExistsError } from "../../app/accounts/users.server.ts";
import { createAuth } from "../../app/lib/auth.server.ts";
import { openDatabase } from "../../app/lib/db/client.server.ts";
import { parseEnv } from "../../app/lib/env.server.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string" },
    password: { type: "string" },
    cookies: { type: "string" },
    "owner-email": { type: "string" },
    "owner-password": { type: "string" },
    "owner-sessions": { type: "string", default: "0" },
    "owner-cookies": { type: "string" },
  },
});
const ownerSessions = Number(values["owner-sessions"]);
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 250 || !values.password || !values.cookies) {
  console.error("Usage: node scripts/bench/clients.ts --count N (1–250) --password P --cookies OUT.json");
  process.exit(2);
}
if (ownerSessions > 0 && (!values["owner-email"] || !values["owner-password"] || !values["owner-cookies"])) {
  console.error("--owner-sessions needs --owner-email, --owner-password and --owner-cookies");
  process.exit(2);
}

const benchSaverEmail = (index: number) => `bench-saver-${index}@bench.test`;

const env = parseEnv(process.env);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  for (let index = 1; index <= count; index++) {
    try {
      await createVerifiedUser(database.db, {
        email: benchSaverEmail(index),
        password: values.password,
        role: "client",
        name: `Bench Saver ${index}`,
      });
    } catch (error) {
      if (!(error instanceof UserExistsError)) throw error;
    }
  }
  const auth = createAuth(database.db, env);
  /** Signs in as the sign-in form does, from an address of its own; returns the Cookie header. */
  const signIn = async (email: string, password: string, address: string) => {
    const response = await auth.handler(
      new Request(`${env.BASE_URL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: env.BASE_URL, "x-client-ip": address },
        body: JSON.stringify({ email, password }),
      }),
    );
    if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0] ?? "")
      .filter((cookie) => cookie && !cookie.endsWith("="))
      .join("; ");
  };
  const cookies: string[] = [];
  for (let index = 1; index <= count; index++) {
    cookies.push(await signIn(benchSaverEmail(index), values.password, `198.18.0.${index}`));
  }
  writeFileSync(values.cookies, JSON.stringify(cookies));
  const ownerCookies: string[] = [];
  for (let index = 1; index <= ownerSessions; index++) {
    ownerCookies.push(await signIn(values["owner-email"]!, values["owner-password"]!, `198.18.1.${index}`));
  }
  if (ownerSessions > 0) writeFileSync(values["owner-cookies"]!, JSON.stringify(ownerCookies));
  console.log(JSON.stringify({ clients: count, ownerSessions }));
} finally {
  await database.close();
}
