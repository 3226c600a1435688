/**
 * The one Postgres schema of the product, gathered from one file per capability (drizzle-kit reads this
 * file). The capabilities' files import the tables they refer to from `schema-core.ts` or from each
 * other, never from here, so there is no import cycle (Biome's noImportCycles checks it).
 */
export * from "./schema-booking.ts";
export * from "./schema-core.ts";
export * from "./schema-jobs.ts";
export * from "./schema-media.ts";
export * from "./schema-owner.ts";
export * from "./schema-payments.ts";
export * from "./schema-privacy.ts";
export * from "./schema-security.ts";
