/** The owner's e-mails: nudges, "your report is ready", replies to inquiries. */
import type { EmailAttachment } from "~/lib/db/schema";
import type { EmailInput } from "~/lib/email/outbox.server";
import { escapeHtml, withButton } from "~/lib/email/templates.server";

const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : "Hello,");

export function nudgeEmail(
  siteName: string,
  to: string,
  nudge: { name: string; phaseLabel: string; resumeUrl: string; optOutUrl: string },
): EmailInput {
  const email = withButton(
    siteName,
    to,
    `Pick up ${nudge.phaseLabel} where you left off`,
    [
      greeting(nudge.name),
      `Your answers in ${nudge.phaseLabel} are saved. The button below takes you straight back to the question where you stopped; a few minutes are enough to move on.`,
    ],
    { label: `Continue ${nudge.phaseLabel}`, url: nudge.resumeUrl },
  );
  const optOutLine = "You receive at most two reminders per phase. To stop them, use this link:";
  return {
    ...email,
    text: `${email.text}\n${optOutLine} ${nudge.optOutUrl}\n`,
    html: email.html.replace(
      "</body>",
      `<p style="font-size:13px;color:#52606d">${escapeHtml(optOutLine)} <a href="${escapeHtml(nudge.optOutUrl)}">stop the reminders</a>.</p></body>`,
    ),
  };
}

export function reportReadyEmail(
  siteName: string,
  to: string,
  report: { name: string; phaseName: string; phaseTitle: string; reportUrl: string; pdf: EmailAttachment },
): EmailInput {
  return {
    ...withButton(
      siteName,
      to,
      `Your ${report.phaseName} report is ready`,
      [
        greeting(report.name),
        `Your personal report for ${report.phaseName}, ${report.phaseTitle}, is ready. It is attached as a PDF, and you can read it online at any time.`,
      ],
      { label: "Read your report", url: report.reportUrl },
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
