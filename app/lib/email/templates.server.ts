/** Plain-text e-mails (with a light HTML twin) in the business's voice. */
import { m } from "../../paraglide/messages.js";
import type { Locale } from "../i18n/locale.ts";
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

interface InquiryDetails {
  id: number;
  name: string;
  email: string;
  phone?: string;
  message: string;
}

export function inquiryNotificationEmail(siteName: string, to: string, inquiry: InquiryDetails, baseUrl: string) {
  return withButton(
    siteName,
    to,
    `New inquiry from ${inquiry.name}`,
    [
      `${inquiry.name} <${inquiry.email}>${inquiry.phone ? `, phone ${inquiry.phone}` : ""} sent a message through the website:`,
      inquiry.message,
      "Reply directly to the sender's e-mail address.",
    ],
    { label: "Open the inquiries inbox", url: `${baseUrl}/admin/inquiries/${inquiry.id}` },
  );
}

/**
 * Repeats nothing the sender typed (neither the message nor the name): the form must not become a way
 * to put someone else's words into a third party's inbox.
 */
export function inquiryAcknowledgementEmail(siteName: string, to: string): EmailInput {
  const text = [
    "Hello,",
    "Thank you for getting in touch. We have received your message and will reply within two business days.",
    `— ${siteName}`,
  ].join("\n\n");
  return { to, subject: `We received your message — ${siteName}`, text };
}

export function magicLinkEmail(siteName: string, to: string, url: string): EmailInput {
  return withButton(
    siteName,
    to,
    `Your sign-in link for ${siteName}`,
    [
      "Use the button below to sign in. The link works once and expires in 10 minutes.",
      "If you did not ask for it, ignore this message.",
    ],
    { label: "Sign in", url },
  );
}

export function oneTimeCodeEmail(siteName: string, to: string, code: string): EmailInput {
  const text = [
    `Your ${siteName} sign-in code is: ${code}`,
    "It expires in 5 minutes. If you did not ask for it, ignore this message.",
    `— ${siteName}`,
  ].join("\n\n");
  return { to, subject: `Your sign-in code: ${code}`, text };
}

/** Sent instead of a sign-in link or code when the address has no usable account: same answer on the page. */
export function noAccountEmail(siteName: string, to: string, baseUrl: string, reason: "unknown" | "unverified") {
  const lines =
    reason === "unknown"
      ? [
          `Someone asked to sign in to ${siteName} with this address, but there is no account for it.`,
          "If it was you, you can create an account:",
        ]
      : [
          "Someone asked to sign in with this address, but it has not been confirmed yet.",
          "Please use the confirmation link we sent when you signed up, or sign in with your password to receive a new one.",
        ];
  return withButton(siteName, to, `Sign-in request for ${siteName}`, lines, {
    label: reason === "unknown" ? "Create an account" : "Sign in",
    url: `${baseUrl}/auth?view=${reason === "unknown" ? "sign_up" : "sign_in"}`,
  });
}

/**
 * Sent when someone signs up with an address that already has an account (confirmed, or a sign-up of
 * the last few minutes that is not confirmed yet). Nothing changes; the owner of the mailbox learns how
 * to get in.
 */
export function alreadyRegisteredEmail(siteName: string, to: string, baseUrl: string, confirmed: boolean) {
  const lines = confirmed
    ? [
        "Someone tried to create an account with this address, but you already have one. Nothing has changed.",
        "If it was you, sign in, or reset your password if you have forgotten it. If it was not you, ignore this message.",
      ]
    : [
        "Someone tried to create an account with this address a few minutes after another sign-up that is not confirmed yet. Nothing has changed.",
        "If the first sign-up was yours, use the confirmation link we sent you. Otherwise choose your own password with the reset link below: it makes the account yours.",
      ];
  return withButton(siteName, to, `Sign-up request for ${siteName}`, lines, {
    label: confirmed ? "Sign in" : "Choose my password",
    url: `${baseUrl}/auth?view=${confirmed ? "sign_in" : "forgotten_password"}`,
  });
}

/** Sent instead of a magic link or e-mail code to an account that has two-factor authentication on. */
export function twoFactorOnlyEmail(siteName: string, to: string, baseUrl: string) {
  return withButton(
    siteName,
    to,
    `Sign-in request for ${siteName}`,
    [
      "Someone asked for a sign-in link or code for this address. Your account has two-factor authentication on, so links and e-mailed codes are not used for it.",
      "Sign in with your password and the code from your authenticator app (or a backup code).",
    ],
    { label: "Sign in", url: `${baseUrl}/auth?view=sign_in` },
  );
}

export function invitationEmail(siteName: string, to: string, url: string): EmailInput {
  return withButton(
    siteName,
    to,
    `You are invited to the ${siteName} client portal`,
    [
      `You have been invited to the ${siteName} client portal, where you will work through the Holistic Omega Blueprint.`,
      "Choose your password to activate your account. The link is valid for 3 days.",
    ],
    { label: "Choose my password", url },
  );
}

export interface PhaseSummaryLine {
  label: string;
  answer: string;
}

export function phaseCompletedClientEmail(
  siteName: string,
  to: string,
  phase: { name: string; title: string },
  summary: PhaseSummaryLine[],
  resultsUrl: string,
  reviewBookingUrl?: string,
) {
  const lines = [
    `Congratulations: you have completed ${phase.name}, ${phase.title}.`,
    "Your personalised report is on its way: your consultant reviews it personally, then it arrives by e-mail. We will also be in touch to schedule your next session.",
    ...(reviewBookingUrl ? [`Book your ${phase.name} review at a time that suits you: ${reviewBookingUrl}`] : []),
    "Here is a summary of your answers:",
    summary.map((line) => `• ${line.label}: ${line.answer}`).join("\n"),
  ];
  return withButton(siteName, to, `${phase.name} complete — ${siteName}`, lines, {
    label: "See your answers",
    url: resultsUrl,
  });
}

export function phaseCompletedOwnerEmail(
  siteName: string,
  to: string,
  client: string,
  phase: { name: string; title: string },
  resultsUrl: string,
) {
  return withButton(
    siteName,
    to,
    `${client} completed ${phase.name}`,
    [`${client} has completed ${phase.name}, ${phase.title}. Their answers are ready for the personalised report.`],
    { label: "Open their results", url: resultsUrl },
  );
}
