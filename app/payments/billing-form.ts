/**
 * The owner's billing details form on /admin/settings (what every receipt carries): read in the browser as the
 * owner types and by the action as the authority (app/lib/submission.ts). Plain module, safe in the browser bundle.
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";

export const VAT_CHOICES = ["included", "not_applicable"] as const;

export const BillingFormSchema = z.object({
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
  vat: z.enum(VAT_CHOICES, { error: () => m.payments_billing_vat_choose() }),
});
