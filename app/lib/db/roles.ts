/** The account roles. Their own module so a form can name them without the database schema. */
export const ROLES = ["admin", "client", "user"] as const;
export type Role = (typeof ROLES)[number];
