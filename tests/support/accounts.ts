/** Fixtures: verified accounts and signed-in sessions, created directly through the app's own code. */

import { createVerifiedUser } from "../../app/accounts/users.server.ts";
import { getAuth } from "../../app/lib/auth.server.ts";
import type { Role } from "../../app/lib/db/schema.ts";
import { getDb } from "../../app/lib/db.server.ts";
import { BASE, cookieFrom } from "./routes.ts";

let counter = 0;

export async function signedInUser(role: Role, password = "correct horse battery") {
  const email = `${role}${++counter}-${Date.now()}@example.com`;
  const user = await createVerifiedUser(await getDb(), { email, password, role });
  const auth = await getAuth();
  const response = await auth.handler(
    new Request(`${BASE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-client-ip": `198.51.100.${counter}` },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return { ...user, password, cookie: cookieFrom(response) };
}
