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

/**
 * A photo's card on the owner's portfolio page: Save, Publish and Unpublish send its fields. Alternative text is
 * needed to publish, and to save a photo that is published (`published` is what the page shows; the server checks
 * the stored photo again before it changes anything).
 */
export const PhotoCardSchema = PhotoDetailsSchema.extend({
  intent: z.enum(["details", "publish", "unpublish"], { error: () => m.studio_unknown_action() }),
  published: z.enum(["yes", ""]).default(""),
}).superRefine((card, context) => {
  if (card.altText) return;
  if (card.intent === "publish") {
    context.addIssue({ code: "custom", path: ["altText"], message: altTextNeeded() });
  } else if (card.intent === "details" && card.published === "yes") {
    context.addIssue({ code: "custom", path: ["altText"], message: m.studio_portfolio_published_needs_alt() });
  }
});
