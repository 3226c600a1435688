/** Where a session type takes place. Its own module so a form can name them without the database schema. */
export const LOCATION_KINDS = ["studio", "on_location", "video", "phone"] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
