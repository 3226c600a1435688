import { redirect } from "react-router";
import { requireBlueprintUser, requirePhase, resumeUrl } from "~/blueprint/flow.server";
import { getDb } from "~/lib/db.server";
import type { Route } from "./+types/resume";

/** /hob/phaseN: continue where the client left off (welcome when nothing is saved). */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireBlueprintUser(args);
  const phase = requirePhase(args.params.phase);
  throw redirect(await resumeUrl(await getDb(), user.id, phase));
}
