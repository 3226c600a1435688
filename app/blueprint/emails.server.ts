/** The Blueprint's e-mails: a phase completed, to the client and to the owner. */
import { withButton } from "~/lib/email/templates.server";
import type { Locale } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";

export interface PhaseSummaryLine {
  label: string;
  answer: string;
}

/** In the client's language (`locale`): `phase` and `summary` are already written in it. */
export function phaseCompletedClientEmail(
  siteName: string,
  to: string,
  phase: { name: string; title: string },
  summary: PhaseSummaryLine[],
  resultsUrl: string,
  reviewBookingUrl?: string,
  locale: Locale = "en",
) {
  const o = { locale };
  const lines = [
    m.email_phase_done_congrats({ phase: phase.name, title: phase.title }, o),
    m.email_phase_done_report({}, o),
    ...(reviewBookingUrl ? [m.email_phase_done_review({ phase: phase.name, url: reviewBookingUrl }, o)] : []),
    m.email_phase_done_summary({}, o),
    summary.map((line) => m.email_summary_line(line, o)).join("\n"),
  ];
  return withButton(
    siteName,
    to,
    m.email_phase_done_subject({ phase: phase.name, site: siteName }, o),
    lines,
    { label: m.email_phase_done_button({}, o), url: resultsUrl },
    locale,
  );
}

/** To the owner, in the owner's account language (`phase` written in it). */
export function phaseCompletedOwnerEmail(
  siteName: string,
  to: string,
  client: string,
  phase: { name: string; title: string },
  resultsUrl: string,
  locale: Locale = "en",
) {
  const o = { locale };
  return withButton(
    siteName,
    to,
    m.email_phase_done_owner_subject({ client, phase: phase.name }, o),
    [m.email_phase_done_owner_body({ client, phase: phase.name, title: phase.title }, o)],
    { label: m.email_phase_done_owner_button({}, o), url: resultsUrl },
    locale,
  );
}
