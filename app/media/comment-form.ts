/**
 * A client's comment on a proof: one schema, read in the browser for instant feedback and by the gallery's
 * action as the authority (app/lib/submission.ts). Plain module, safe in the browser bundle.
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";

export const CommentSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: () => m.media_error_comment_empty() })
    .max(1000, { error: () => m.media_error_comment_long() }),
});
