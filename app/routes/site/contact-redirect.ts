import { redirect } from "react-router";

/** The old contact address: "Get a free consultation" now lives at /book. */
export function loader() {
  return redirect("/book", 301);
}
