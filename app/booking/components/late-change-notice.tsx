import { Link } from "react-router";

/** Inside the notice window: the policy and how to reach the owner instead of a button. */
export function LateChangeNotice({ policy, contact }: { policy: string; contact: { email: string; phone: string } }) {
  return (
    <div role="alert" className="alert-danger mt-6">
      <p>{policy}</p>
      <p className="mt-2">
        E-mail <a href={`mailto:${contact.email}`}>{contact.email}</a>, call{" "}
        <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}>{contact.phone}</a> or{" "}
        <Link to="/book#send-a-message">send a message</Link>.
      </p>
    </div>
  );
}
