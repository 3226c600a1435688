import type { Role } from "~/lib/db/roles";
import { m } from "~/paraglide/messages";

/** A role as the owner reads it, in the language being spoken (the stored value is the same in every language). */
const ROLE_LABELS: Readonly<Record<Role, () => string>> = {
  admin: m.owner_role_admin,
  client: m.owner_role_client,
  user: m.owner_role_user,
};

export const roleLabel = (role: Role) => ROLE_LABELS[role]();
