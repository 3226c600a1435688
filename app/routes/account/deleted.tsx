import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import { PRIVACY_COPY } from "~/privacy/copy";
import type { Route } from "./+types/deleted";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: PRIVACY_COPY.deleteHeading, noindex: true });

export default function AccountDeleted() {
  return (
    <div className="container-page max-w-3xl space-y-6 pt-10 sm:pt-16">
      <h1 className="font-display text-title font-normal text-ink">{PRIVACY_COPY.deleteHeading}</h1>
      <p role="status" className="alert-success">
        {PRIVACY_COPY.deletedNotice}
      </p>
      <p>
        <Link to="/">Home page</Link>
      </p>
    </div>
  );
}
