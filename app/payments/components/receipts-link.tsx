import { Link } from "react-router";

/** On the dashboard of someone who has paid online: where their receipts are. */
export function ReceiptsLink() {
  return (
    <p className="mt-8">
      <Link to="/receipts">Your payments and receipts</Link>
    </p>
  );
}
