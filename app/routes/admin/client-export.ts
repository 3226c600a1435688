import { redirect } from "react-router";
import { getDb } from "~/lib/db.server";
import { requireApiRole } from "~/lib/session.server";
import { exportResponse } from "~/privacy/self-service.server";
import type { Route } from "./+types/client-export";

/** The owner downloads a client's data for them (the same ZIP as the client's own button). */
export async function action(args: Route.ActionArgs) {
  const me = await requireApiRole(args, "admin");
  return exportResponse(await getDb(), me, args.params.id);
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/admin/clients/${encodeURIComponent(params.id)}`);
}
