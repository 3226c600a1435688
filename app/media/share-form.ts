/**
 * The owner's form that turns a gallery's share link on: one schema, read in the browser for instant feedback and
 * by the action as the authority (app/lib/submission.ts). Plain module, safe in the browser bundle: its messages
 * name the password and are read when it fails, in the language of the page or of the request.
 */
import { z } from "zod";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { m } from "~/paraglide/messages";

export const SharePasswordSchema = z
  .string({ error: () => m.studio_share_password_missing() })
  .min(PASSWORD_LENGTH.min, { error: () => m.studio_share_password_short(PASSWORD_LENGTH) })
  .max(PASSWORD_LENGTH.max, { error: () => m.studio_share_password_long(PASSWORD_LENGTH) });

export const ShareOnSchema = z.object({ sharePassword: SharePasswordSchema });
