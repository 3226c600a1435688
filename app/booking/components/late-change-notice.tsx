import { Link } from "react-router";

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
  return (
    <div role={tone === "alert" ? "alert" : undefined} className={tone === "alert" ? "alert-danger mt-6" : "card mt-6"}>
      <p>{policy}</p>
      <p className="mt-2">
        E-mail <a href={`mailto:${contact.email}`}>{contact.email}</a>, call{" "}
        <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}>{contact.phone}</a> or{" "}
        <Link to="/book#send-a-message">send a message</Link>.
      </p>
    </div>
  );
}
