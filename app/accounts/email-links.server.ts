/**
 * The two e-mailed links that sign someone in: a magic link, and the confirmation of a new address
 * (which signs in too). Opening one only shows a page with a button; the button's same-origin POST
 * signs in. So a mail scanner that follows links cannot use up a one-time link or take a session, and
 * another site cannot sign a visitor into someone else's account by sending them there.
 *
 * The pages' addresses are in app/lib/email-link-pages.ts; the POST runs the library's endpoint in-process.
 */
import { z } from "zod";
import { CLIENT_IP_HEADER, getAuth } from "../lib/auth.server.ts";
import { EMAIL_LINKS, type EmailLinkKind } from "../lib/email-link-pages.ts";
import { getEnv } from "../lib/env.server.ts";
import { localizedHref } from "../lib/i18n/locale.ts";
import { safeRedirectTarget } from "../lib/session.server.ts";

/** What the page keeps from the link and posts back: bounded, and the ways back on this site only. */
export const EmailLinkFormSchema = z.object({
  token: z.string().trim().min(1).max(2048),
  callbackURL: z.string().max(2048).optional(),
  errorCallbackURL: z.string().max(2048).optional(),
});

export type EmailLinkFields = z.infer<typeof EmailLinkFormSchema>;

/** The link's fields from the page's query (what the e-mail carried), or null when the token is missing. */
export function emailLinkFields(search: URLSearchParams): EmailLinkFields | null {
  const parsed = EmailLinkFormSchema.safeParse({
    token: search.get("token") ?? "",
    callbackURL: search.get("callbackURL") ?? undefined,
    errorCallbackURL: search.get("errorCallbackURL") ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Runs the library's endpoint for the link, as the person's browser would have, and gives back where it
 * sends them and the session cookies it set (none when the link is used, expired or refused).
 */
export async function openEmailLink(
  request: Request,
  kind: EmailLinkKind,
  fields: EmailLinkFields,
): Promise<{ location: string; setCookies: string[] }> {
  const env = getEnv();
  const query = new URLSearchParams({ token: fields.token, callbackURL: safeRedirectTarget(fields.callbackURL) });
  if (kind === "magic-link" && fields.errorCallbackURL) {
    query.set("errorCallbackURL", safeRedirectTarget(fields.errorCallbackURL, localizedHref("/auth", "en")));
  }
  const headers = new Headers();
  for (const name of [CLIENT_IP_HEADER, "cookie", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const auth = await getAuth();
  const response = await auth.handler(
    new Request(`${env.BASE_URL}/api/auth${EMAIL_LINKS[kind]}?${query}`, { headers }),
  );
  // With a way back given, every outcome is a redirect; anything else is the sign-in page.
  const location = response.headers.get("location") ?? "/auth";
  return { location, setCookies: response.headers.getSetCookie() };
}
