/** Plain-text e-mails (with a light HTML twin) in the business's voice. */
import type { EmailInput } from "./outbox.server.ts";

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function withButton(
  siteName: string,
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
) {
  const text = `${lines.join("\n\n")}\n\n${action.label}: ${action.url}\n\n— ${siteName}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f4c5c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#52606d">If the button does not work, paste this address into your browser:<br>${escapeHtml(action.url)}</p>
<p>— ${escapeHtml(siteName)}</p></body></html>`;
  return { to, subject, text, html } satisfies EmailInput;
}

export function verificationEmail(siteName: string, to: string, url: string): EmailInput {
  return withButton(
    siteName,
    to,
    `Confirm your e-mail address for ${siteName}`,
    [
      "Welcome! Please confirm your e-mail address to activate your account.",
      "The link is valid for 24 hours. If you did not create an account, you can ignore this message.",
    ],
    { label: "Confirm my e-mail address", url },
  );
}

export function passwordResetEmail(siteName: string, to: string, url: string): EmailInput {
  return withButton(
    siteName,
    to,
    `Reset your ${siteName} password`,
    [
      "We received a request to reset your password.",
      "The link is valid for one hour. If you did not ask for this, you can ignore this message: your password stays unchanged.",
    ],
    { label: "Choose a new password", url },
  );
}
