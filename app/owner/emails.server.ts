/** The owner's e-mails: nudges, "your report is ready", inquiries (the notice, the acknowledgement, replies). */
import type { EmailAttachment } from "~/lib/db/schema";
import type { EmailInput } from "~/lib/email/outbox.server";
import { escapeHtml, withButton } from "~/lib/email/templates.server";
import type { Locale } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";

const greeting = (name: string, locale: Locale) =>
  name.trim() ? m.email_hello_name({ name: name.trim() }, { locale }) : m.email_hello({}, { locale });

/** In the client's language (`locale`; `phaseLabel` written in it). */
export function nudgeEmail(
  siteName: string,
  to: string,
  nudge: { name: string; phaseLabel: string; resumeUrl: string; optOutUrl: string },
  locale: Locale = "en",
): EmailInput {
  const o = { locale };
  const phase = nudge.phaseLabel;
  const email = withButton(
    siteName,
    to,
    m.email_nudge_subject({ phase }, o),
    [greeting(nudge.name, locale), m.email_nudge_body({ phase }, o)],
    { label: m.email_nudge_button({ phase }, o), url: nudge.resumeUrl },
    locale,
  );
  const optOutLine = m.email_nudge_opt_out_line({}, o);
  return {
    ...email,
    text: `${email.text}\n${optOutLine} ${nudge.optOutUrl}\n`,
    html: email.html.replace(
      "</body>",
      `<p style="font-size:13px;color:#52606d">${escapeHtml(optOutLine)} <a href="${escapeHtml(nudge.optOutUrl)}">${escapeHtml(m.email_nudge_opt_out_link({}, o))}</a>.</p></body>`,
    ),
  };
}

/** In the client's language (`locale`; the phase's name and title written in it). */
export function reportReadyEmail(
  siteName: string,
  to: string,
  report: { name: string; phaseName: string; phaseTitle: string; reportUrl: string; pdf: EmailAttachment },
  locale: Locale = "en",
): EmailInput {
  const o = { locale };
  return {
    ...withButton(
      siteName,
      to,
      m.email_report_subject({ phase: report.phaseName }, o),
      [greeting(report.name, locale), m.email_report_body({ phase: report.phaseName, title: report.phaseTitle }, o)],
      { label: m.email_report_button({}, o), url: report.reportUrl },
      locale,
    ),
    attachments: [report.pdf],
  };
}

/** A reply to an inquiry: signed with the owner's name, and answered straight to the owner's own address. */
export function inquiryReplyEmail(
  siteName: string,
  to: string,
  reply: { subject: string; body: string },
  sender: { name: string; email: string },
): EmailInput {
  const signature = sender.name ? [sender.name, siteName] : [siteName];
  const text = `${reply.body}\n\n— ${signature.join("\n")}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">
${reply.body
  .split(/\n{2,}/)
  .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
  .join("\n")}
<p>— ${signature.map(escapeHtml).join("<br>")}</p></body></html>`;
  return { to, subject: reply.subject, text, html, replyTo: sender.email };
}

interface InquiryDetails {
  id: number;
  name: string;
  email: string;
  phone?: string;
  message: string;
}

/** To the owner, in the owner's account language (`locale`). */
export function inquiryNotificationEmail(
  siteName: string,
  to: string,
  inquiry: InquiryDetails,
  baseUrl: string,
  locale: Locale = "en",
) {
  const o = { locale };
  const sender = `${inquiry.name} <${inquiry.email}>`;
  return withButton(
    siteName,
    to,
    m.email_inquiry_subject({ name: inquiry.name }, o),
    [
      m.email_inquiry_sent(
        { sender: inquiry.phone ? m.email_inquiry_sender_phone({ sender, phone: inquiry.phone }, o) : sender },
        o,
      ),
      inquiry.message,
      m.email_inquiry_reply({}, o),
    ],
    { label: m.email_inquiry_button({}, o), url: `${baseUrl}/admin/inquiries/${inquiry.id}` },
    locale,
  );
}

/**
 * Repeats nothing the sender typed (neither the message nor the name): the form must not become a way
 * to put someone else's words into a third party's inbox. In the language of the page the form was on.
 */
export function inquiryAcknowledgementEmail(siteName: string, to: string, locale: Locale = "en"): EmailInput {
  const o = { locale };
  const text = [m.email_hello({}, o), m.email_ack_body({}, o), `— ${siteName}`].join("\n\n");
  return { to, subject: m.email_ack_subject({ site: siteName }, o), text };
}
