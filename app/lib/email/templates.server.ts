/** Plain-text e-mails (with a light HTML twin) in the business's voice. */
import { m } from "../../paraglide/messages.js";
import { type Locale, localizedHref } from "../i18n/locale.ts";
import type { EmailInput } from "./outbox.server.ts";

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function withButton(
  siteName: string,
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  locale: Locale = "en",
) {
  const text = `${lines.join("\n\n")}\n\n${action.label}${locale === "fr" ? "\u00a0" : ""}: ${action.url}\n\n— ${siteName}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f4c5c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(m.account_mail_button_fallback({}, { locale }))}<br>${escapeHtml(action.url)}</p>
<p>— ${escapeHtml(siteName)}</p></body></html>`;
  return { to, subject, text, html } satisfies EmailInput;
}

/** In the account's language (`locale`), like the other account e-mails. */
export function verificationEmail(siteName: string, to: string, url: string, locale: Locale = "en"): EmailInput {
  const o = { locale };
  return withButton(
    siteName,
    to,
    m.account_mail_verify_subject({ site: siteName }, o),
    [m.account_mail_verify_welcome({}, o), m.account_mail_verify_validity({}, o)],
    { label: m.account_mail_verify_button({}, o), url },
    locale,
  );
}

export function passwordResetEmail(siteName: string, to: string, url: string, locale: Locale = "en"): EmailInput {
  const o = { locale };
  return withButton(
    siteName,
    to,
    m.account_mail_reset_subject({ site: siteName }, o),
    [m.account_mail_reset_request({}, o), m.account_mail_reset_validity({}, o)],
    { label: m.account_mail_reset_button({}, o), url },
    locale,
  );
}

/** The sign-in e-mails below are in the account's language, or the page's when there is no account. */
export function magicLinkEmail(siteName: string, to: string, url: string, locale: Locale = "en"): EmailInput {
  const o = { locale };
  return withButton(
    siteName,
    to,
    m.email_magic_subject({ site: siteName }, o),
    [m.email_magic_use({}, o), m.email_ignore({}, o)],
    { label: m.email_sign_in_button({}, o), url },
    locale,
  );
}

export function oneTimeCodeEmail(siteName: string, to: string, code: string, locale: Locale = "en"): EmailInput {
  const o = { locale };
  const text = [m.email_otp_code({ site: siteName, code }, o), m.email_otp_expiry({}, o), `— ${siteName}`].join("\n\n");
  return { to, subject: m.email_otp_subject({ code }, o), text };
}

/** The sign-in page in the e-mail's language (`/fr/auth` in French). */
const authUrl = (baseUrl: string, view: string, locale: Locale) =>
  `${baseUrl}${localizedHref(`/auth?view=${view}`, locale)}`;

/** Sent instead of a sign-in link or code when the address has no usable account: same answer on the page. */
export function noAccountEmail(
  siteName: string,
  to: string,
  baseUrl: string,
  reason: "unknown" | "unverified",
  locale: Locale = "en",
) {
  const o = { locale };
  const lines =
    reason === "unknown"
      ? [m.email_no_account_unknown({ site: siteName }, o), m.email_no_account_create({}, o)]
      : [m.email_no_account_unverified({}, o), m.email_no_account_unverified_help({}, o)];
  return withButton(
    siteName,
    to,
    m.email_sign_in_request_subject({ site: siteName }, o),
    lines,
    {
      label: reason === "unknown" ? m.email_no_account_create_button({}, o) : m.email_sign_in_button({}, o),
      url: authUrl(baseUrl, reason === "unknown" ? "sign_up" : "sign_in", locale),
    },
    locale,
  );
}

/**
 * Sent when someone signs up with an address that already has an account (confirmed, or a sign-up of
 * the last few minutes that is not confirmed yet). Nothing changes; the owner of the mailbox learns how
 * to get in.
 */
export function alreadyRegisteredEmail(
  siteName: string,
  to: string,
  baseUrl: string,
  confirmed: boolean,
  locale: Locale = "en",
) {
  const o = { locale };
  const lines = confirmed
    ? [m.email_registered_confirmed({}, o), m.email_registered_confirmed_help({}, o)]
    : [m.email_registered_unconfirmed({}, o), m.email_registered_unconfirmed_help({}, o)];
  return withButton(
    siteName,
    to,
    m.email_sign_up_request_subject({ site: siteName }, o),
    lines,
    {
      label: confirmed ? m.email_sign_in_button({}, o) : m.email_choose_password_button({}, o),
      url: authUrl(baseUrl, confirmed ? "sign_in" : "forgotten_password", locale),
    },
    locale,
  );
}

/** Sent instead of a magic link or e-mail code to an account that has two-factor authentication on. */
export function twoFactorOnlyEmail(siteName: string, to: string, baseUrl: string, locale: Locale = "en") {
  const o = { locale };
  return withButton(
    siteName,
    to,
    m.email_sign_in_request_subject({ site: siteName }, o),
    [m.email_two_factor_only({}, o), m.email_two_factor_only_help({}, o)],
    { label: m.email_sign_in_button({}, o), url: authUrl(baseUrl, "sign_in", locale) },
    locale,
  );
}

export function invitationEmail(siteName: string, to: string, url: string, locale: Locale = "en"): EmailInput {
  const o = { locale };
  return withButton(
    siteName,
    to,
    m.email_invitation_subject({ site: siteName }, o),
    [m.email_invitation_body({ site: siteName }, o), m.email_invitation_password({}, o)],
    { label: m.email_choose_password_button({}, o), url },
    locale,
  );
}
