/**
 * Deleting one's own account from /account (ADR 024): the form's schema, read in the browser and by the action
 * (privacy/self-service.server.ts), which then checks the password and, when it is on, the second factor. Plain
 * module, safe in the browser bundle.
 */
import { z } from "zod";
import { say } from "~/lib/contact-fields";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { m } from "~/paraglide/messages";

/** The word typed to confirm, the same in both languages. */
export const DELETE_CONFIRM_WORD = "DELETE";

export const DeleteAccountFormSchema = z.object({
  confirm: z
    .string(say(m.account_delete_confirm_missing))
    .trim()
    .refine((word) => word === DELETE_CONFIRM_WORD, say(m.account_delete_confirm_missing)),
  password: z
    .string(say(m.account_password_required))
    .min(1, say(m.account_password_required))
    .max(PASSWORD_LENGTH.max),
  /** Shown, and so posted, only when two-factor is on. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, say(m.account_delete_code_missing))
    .optional(),
});
