import { m } from "~/paraglide/messages";
import type { InquiryState } from "../inquiries.server";

const LABELS: Record<InquiryState, () => string> = {
  new: m.owner_inquiry_state_new,
  read: m.owner_inquiry_state_read,
  replied: m.owner_inquiry_state_replied,
  closed: m.owner_inquiry_state_closed,
};
const STYLES: Record<InquiryState, string> = {
  new: "bg-brand-700 text-white",
  read: "bg-amber-100 text-amber-900",
  replied: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

/** One inquiry's state, the same words and colours in the list and on the detail page. */
export function InquiryStateBadge({ state }: { state: InquiryState }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STYLES[state]}`} data-state={state}>
      {LABELS[state]()}
    </span>
  );
}
