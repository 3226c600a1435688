import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/auth";

/** better-auth's own endpoints (verification links, sign-in, sign-up, sign-out …). */
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
