/**
 * The owner's refund of a client's package (the client's page): one schema, read in the browser for instant
 * feedback and by the action as the authority (app/lib/submission.ts); the refund itself checks the amount against
 * what is left. Plain module, safe in the browser bundle.
 */
import { z } from "zod";
import { eurosField } from "~/booking/price";
import { m } from "~/paraglide/messages";

const MAX_SERIAL_ID = 2_147_483_647;

export const RefundPackageSchema = z.object({
  purchaseId: z.coerce
    .number({ error: () => m.owner_invalid_request() })
    .int({ error: () => m.owner_invalid_request() })
    .positive({ error: () => m.owner_invalid_request() })
    .max(MAX_SERIAL_ID, { error: () => m.owner_invalid_request() }),
  amount: eurosField(m.owner_client_refund_amount).transform((cents, ctx) => {
    if (!cents) {
      ctx.addIssue({ code: "custom", message: m.owner_client_refund_amount() });
      return z.NEVER;
    }
    return cents;
  }),
  /** Makes a second submit of the same form no second refund. */
  key: z.uuid({ error: () => m.owner_invalid_request() }),
});
