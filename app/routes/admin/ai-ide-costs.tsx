import { ExternalLinkCards } from "~/components/external-link-list";
import { aiIdeCostLinks } from "~/content/links";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/ai-ide-costs";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.owner_projects_link_ai_ide(), noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  return { links: aiIdeCostLinks };
}

export default function AiIdeCosts({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.owner_projects_link_ai_ide()}</h1>
      <p className="mt-3 text-lg text-slate-700">{m.owner_ai_ide_lead()}</p>
      <ExternalLinkCards links={loaderData.links} label={m.owner_ai_ide_list()} />
    </div>
  );
}
