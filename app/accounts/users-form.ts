/**
 * The owner's users page forms (/admin/users): inviting a client and changing an account's role, each read in the
 * browser and by the action (ADR 024). Plain module, safe in the browser bundle. What only the server knows (an
 * address that already has an account, the last administrator) comes back on the field it concerns.
 */
import { z } from "zod";
import { say } from "~/lib/contact-fields";
import { ROLES } from "~/lib/db/roles";
import { LOCALES } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";

export const InviteFormSchema = z.object({
  email: z
    .string(say(m.owner_admin_valid_email))
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: () => m.owner_admin_valid_email() }).max(254)),
  name: z
    .string()
    .trim()
    .max(100, { error: () => m.owner_admin_name_max() })
    .default(""),
  /** The language of the invitation and of their pages until they choose (the owner's by default). */
  locale: z.enum(LOCALES, say(m.account_language_choose)).optional(),
});

/** The account a row's button or select acts on. */
export const AccountRowSchema = z.object({ userId: z.string().min(1).max(64) });

export const RoleFormSchema = AccountRowSchema.extend({ role: z.enum(ROLES, say(m.owner_users_role_choose)) });
