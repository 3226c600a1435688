/**
 * The password that opens a gallery shared by link (/shared/:token), read in the browser and by the action
 * (ADR 024). Plain module, safe in the browser bundle. Whether it is the right one is the action's answer.
 */
import { z } from "zod";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { m } from "~/paraglide/messages";

export const SharedPasswordFormSchema = z.object({
  password: z
    .string({ error: () => m.media_shared_password_missing() })
    .min(1, { error: () => m.media_shared_password_missing() })
    .max(PASSWORD_LENGTH.max, { error: () => m.media_shared_password_long() }),
});
