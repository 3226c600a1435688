/** Auth messages shared by the server flows and the sign-in page. */
import { m } from "../paraglide/messages.js";

/**
 * The refusal better-auth gives (code TWO_FACTOR_REQUIRED) to a magic link or e-mailed code for an account with
 * two-factor on: English, for any API caller. The /auth page shows `m.account_auth_two_factor_required()`, in its
 * reader's language, when that code reaches it.
 */
export const TWO_FACTOR_REQUIRED_MESSAGE = m.account_auth_two_factor_required({}, { locale: "en" });
