/**
 * The owner's notices (new inquiry, a phase completed, a booking, a deletion…) go to OWNER_EMAIL, else
 * the site's contact address, in the owner's account language (issue 30): the account with that
 * address, else the first administrator's; English when there is neither.
 */
import { asc, desc, eq, or, sql } from "drizzle-orm";
import { users } from "../db/schema.ts";
import type { Db } from "../db.server.ts";
import { getEnv } from "../env.server.ts";
import { isLocale, type Locale } from "../i18n/locale.ts";
import { getSiteConfig } from "../site-config.server.ts";

export function ownerAddress(): string {
  const env = getEnv();
  return env.OWNER_EMAIL ?? getSiteConfig(env.SITE_NAME).contactEmail;
}

export async function ownerLocale(db: Pick<Db, "select">, address = ownerAddress()): Promise<Locale> {
  const [row] = await ownerLocaleQuery(db, address);
  return localeOrEnglish(row?.locale);
}

/** The query `ownerLocale` runs, to read as a column of a larger statement (its value through `localeOrEnglish`). */
export function ownerLocaleQuery(db: Pick<Db, "select">, address = ownerAddress()) {
  const sameAddress = sql`lower(${users.email}) = ${address.toLowerCase()}`;
  return db
    .select({ locale: users.locale })
    .from(users)
    .where(or(sameAddress, eq(users.role, "admin")))
    .orderBy(desc(sameAddress), asc(users.createdAt))
    .limit(1);
}

export function localeOrEnglish(locale: unknown): Locale {
  return isLocale(locale) ? locale : "en";
}
