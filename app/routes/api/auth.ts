import { redirect } from "react-router";
import { isPublicAuthEndpoint } from "~/accounts/auth-endpoints.server";
import { getAuth } from "~/lib/auth.server";
import { pageForLibraryLink } from "~/lib/email-link-pages";
import type { Route } from "./+types/auth";

/**
 * The only better-auth endpoint reachable from outside: the password-reset link our e-mails carry (it
 * leads to the form that changes the password, and signs no one in). A sign-in link of the library's
 * own form leads to its page, which asks before signing in (app/lib/email-link-pages.ts). Every other
 * auth operation goes through our own forms (app/accounts/auth-flows.server.ts), which call the
 * library in-process; its raw JSON API (sign-up, admin/*, ...) answers 404 here.
 */
async function handle(request: Request) {
  const url = new URL(request.url);
  const page = request.method === "GET" || request.method === "HEAD" ? pageForLibraryLink(url) : null;
  if (page) throw redirect(page, 303);
  if (!isPublicAuthEndpoint(request.method, url.pathname)) {
    return Response.json({ detail: "Not found." }, { status: 404 });
  }
  return (await getAuth()).handler(request);
}

export async function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handle(request);
}
