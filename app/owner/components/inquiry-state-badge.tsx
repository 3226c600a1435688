import { StatusBadge, type StatusTone } from "~/components/ui/status-badge";
import { m } from "~/paraglide/messages";
import type { InquiryState } from "../inquiries.server";

const LABELS: Record<InquiryState, () => string> = {
  new: m.owner_inquiry_state_new,
  read: m.owner_inquiry_state_read,
  replied: m.owner_inquiry_state_replied,
  closed: m.owner_inquiry_state_closed,
};
const TONES: Record<InquiryState, StatusTone> = {
  new: "accent",
  read: "warning",
  replied: "success",
  closed: "neutral",
};

/** One inquiry's state, the same words and colours in the list and on the detail page. */
export function InquiryStateBadge({ state }: { state: InquiryState }) {
  return (
    <StatusBadge tone={TONES[state]} data-state={state}>
      {LABELS[state]()}
    </StatusBadge>
  );
}
