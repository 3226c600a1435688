/**
 * The owner's refund by hand on a booking's page: one schema, run in the browser and by the action. Plain
 * module. What is left to refund, and whether the payment is this booking's, only the server knows
 * (`requestManualRefund`).
 */
import { z } from "zod";
import { parseEuros } from "~/booking/price";
import { m } from "~/paraglide/messages";

const id = z.coerce
  .number({ error: () => m.owner_invalid_request() })
  .int()
  .positive()
  .max(2_147_483_647);

export const RefundFormSchema = z.object({
  intent: z.literal("refund"),
  paymentId: id,
  /** Euros as typed ("25", "25.50", "25,50"), read as cents. */
  amount: z
    .string()
    .max(20, { error: () => m.calendar_refund_amount() })
    .transform((value, ctx) => {
      const cents = parseEuros(value);
      if (!cents) {
        ctx.addIssue({ code: "custom", message: m.calendar_refund_amount() });
        return z.NEVER;
      }
      return cents;
    }),
  /** One refund per form shown: a second submit of the same form refunds nothing more. */
  key: z.uuid({ error: () => m.owner_invalid_request() }),
});
