/**
 * The owner's billing details form (Settings): one schema, read in the browser for instant feedback and by the
 * action as the authority (app/lib/submission.ts); the stored setting (lib/settings.server.ts) keeps the same
 * bounds. Plain module, safe in the browser bundle. A field not sent at all counts as empty, as it always has.
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";

export const BillingSchema = z.object({
  legalName: z
    .string()
    .trim()
    .max(200, { error: () => m.payments_billing_legal_name_long() })
    .default(""),
  address: z
    .string()
    .trim()
    .max(500, { error: () => m.payments_billing_address_long() })
    .default(""),
  siret: z
    .string()
    .trim()
    .max(40, { error: () => m.payments_billing_siret_long() })
    .default(""),
  vat: z.enum(["included", "not_applicable"], { error: () => m.payments_billing_vat_choose() }),
});

export type BillingForm = z.output<typeof BillingSchema>;
