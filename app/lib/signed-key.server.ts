/**
 * A link's own key: an HMAC of what it names (`purpose:id`) under the server's secret. It opens one
 * thing for one purpose (a receipt's PDF, leaving a package's checkout) without an account, and cannot
 * be guessed from the id.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "./env.server.ts";

export type KeyPurpose = "receipt" | "purchase-cancel";

export function signedKey(purpose: KeyPurpose, id: number) {
  return createHmac("sha256", getEnv().AUTH_SECRET).update(`${purpose}:${id}`).digest("base64url").slice(0, 32);
}

/** Whether `key` is `purpose`'s key for `id` (in constant time). */
export function keyMatches(purpose: KeyPurpose, id: number, key: string | null | undefined) {
  if (!key) return false;
  const expected = Buffer.from(signedKey(purpose, id));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
