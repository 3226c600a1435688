import { Link } from "react-router";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/**
 * When a booking can no longer be changed online: the policy and how to reach the owner instead of a button.
 * An alert where a change was asked for (move, cancel); a plain note where it is information (booked page).
 */
export function LateChangeNotice({
  policy,
  contact,
  tone = "alert",
}: {
  policy: string;
  contact: { email: string; phone: string };
  tone?: "alert" | "note";
}) {
  const localized = useLocalizedHref();
  return (
    <div role={tone === "alert" ? "alert" : undefined} className={tone === "alert" ? "alert-danger mt-6" : "card mt-6"}>
      <p>{policy}</p>
      <p className="mt-2">
        {m.booking_late_contact_email()} <a href={`mailto:${contact.email}`}>{contact.email}</a>
        {m.booking_late_contact_call()} <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}>{contact.phone}</a>
        {m.booking_late_contact_or()}{" "}
        <Link to={localized("/book#send-a-message")}>{m.booking_late_contact_message()}</Link>.
      </p>
    </div>
  );
}
