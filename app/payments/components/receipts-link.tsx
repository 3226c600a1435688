import { Link } from "react-router";
import { m } from "~/paraglide/messages";

/** On the dashboard of someone who has paid online: where their receipts are. */
export function ReceiptsLink() {
  return (
    <p className="mt-8">
      <Link to="/receipts">{m.payments_receipts_link()}</Link>
    </p>
  );
}
