/** The owner's portfolio forms: one schema for the page's instant check and the server's decision. */
import { z } from "zod";
import { PORTFOLIO_CATEGORIES } from "~/lib/db/schema-media";

export const ALT_TEXT_NEEDED = "Add the alternative text (what the photo shows) before publishing it.";

export const PhotoDetailsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  caption: z.string().trim().max(300, "Keep the caption under 300 characters."),
  altText: z.string().trim().max(300, "Keep the alternative text under 300 characters."),
  category: z.enum(PORTFOLIO_CATEGORIES, "Choose a category."),
});
