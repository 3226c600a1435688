import { redirect } from "react-router";
import { callAuthEndpoint, withCookies } from "~/accounts/auth-forms.server";
import type { Route } from "./+types/logout";

/** Ends the session and returns to the home page. */
export async function action({ request }: Route.ActionArgs) {
  const result = await callAuthEndpoint(request, "/sign-out", {});
  throw redirect("/", withCookies({}, result.setCookies));
}

export function loader() {
  throw redirect("/");
}
