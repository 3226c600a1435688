import { isPublicAuthEndpoint } from "~/accounts/auth-endpoints.server";
import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/auth";

/**
 * The only better-auth endpoints reachable from outside: the links our e-mails carry. Every other
 * auth operation goes through our own forms (app/accounts/auth-flows.server.ts), which call the library
 * in-process; its raw JSON API (sign-up, admin/*, ...) answers 404 here.
 */
async function handle(request: Request) {
  if (!isPublicAuthEndpoint(request.method, new URL(request.url).pathname)) {
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
