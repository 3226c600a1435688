/**
 * Benchmark accounts, created in one short-lived process (the embedded database allows one
 * process at a time, so the server is stopped meanwhile):
 *   node scripts/bench/clients.ts --count 50 --password P   (DATA_DIR / DATABASE_URL as for the server)
 * Creates verified `client` accounts bench-saver-1..N@bench.test (keeps those that exist) with the
 * app's own code, so they sign in through the normal form.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../../app/lib/db/client.server.ts";
import { parseEnv } from "../../app/lib/env.server.ts";
import { createVerifiedUser, UserExistsError } from "../../app/lib/users.server.ts";

const { values } = parseArgs({ options: { count: { type: "string" }, password: { type: "string" } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || !values.password) {
  console.error("Usage: node scripts/bench/clients.ts --count N --password P");
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
  console.log(JSON.stringify({ clients: count }));
} finally {
  await database.close();
}
