/** The owner's portfolio forms: one schema for the page's instant check and the server's decision. */
import { z } from "zod";
import { PORTFOLIO_CATEGORIES } from "~/lib/db/schema-media";
import { m } from "~/paraglide/messages";

/** Said by the page before publishing and by the server: in the language in use. */
export const altTextNeeded = () => m.studio_portfolio_alt_needed();

export const PhotoDetailsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  caption: z
    .string()
    .trim()
    .max(300, { error: () => m.studio_portfolio_caption_too_long() }),
  altText: z
    .string()
    .trim()
    .max(300, { error: () => m.studio_portfolio_alt_too_long() }),
  category: z.enum(PORTFOLIO_CATEGORIES, { error: () => m.studio_portfolio_choose_category() }),
});
