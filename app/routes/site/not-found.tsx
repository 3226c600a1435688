import { data } from "react-router";
import { contentPage } from "~/lib/page-handle";

export const handle = contentPage;

/** Any URL no other route matches: a real 404 rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
