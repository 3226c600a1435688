/**
 * The owner's refunds by hand, one schema per form, run in the browser for instant feedback and by the action
 * as the authority (app/lib/submission.ts). Plain module, safe in the browser bundle. What is left to refund,
 * and whether the payment or package is the one shown, only the server knows (`requestManualRefund`, the
 * package refund).
 */
import { z } from "zod";
import { eurosField } from "~/booking/price";
import { m } from "~/paraglide/messages";

const MAX_SERIAL_ID = 2_147_483_647;

const serialId = z.coerce
  .number({ error: () => m.owner_invalid_request() })
  .int({ error: () => m.owner_invalid_request() })
  .positive({ error: () => m.owner_invalid_request() })
  .max(MAX_SERIAL_ID, { error: () => m.owner_invalid_request() });

/** Euros as typed ("25", "25.50", "25,50"), read as cents; nothing, zero or not a sum is refused with `message`. */
const refundAmount = (message: () => string) =>
  eurosField(message).transform((cents, ctx) => {
    if (!cents) {
      ctx.addIssue({ code: "custom", message: message() });
      return z.NEVER;
    }
    return cents;
  });

/** A booking's payment, refunded from the booking's page. */
export const RefundFormSchema = z.object({
  intent: z.literal("refund"),
  paymentId: serialId,
  amount: refundAmount(m.calendar_refund_amount),
  /** One refund per form shown: a second submit of the same form refunds nothing more. */
  key: z.uuid({ error: () => m.owner_invalid_request() }),
});

/** A client's package, refunded from the client's page. */
export const RefundPackageSchema = z.object({
  purchaseId: serialId,
  amount: refundAmount(m.owner_client_refund_amount),
  /** Makes a second submit of the same form no second refund. */
  key: z.uuid({ error: () => m.owner_invalid_request() }),
});
