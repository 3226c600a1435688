import { redirect } from "react-router";
import { getDb } from "~/lib/db.server";
import { requireUser } from "~/lib/session.server";
import { exportResponse } from "~/privacy/self-service.server";
import type { Route } from "./+types/export";

/** "Download my data": a POST (from /account) answers the ZIP. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  return exportResponse(await getDb(), user, user.id);
}

export function loader() {
  throw redirect("/account");
}
