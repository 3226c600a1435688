import { BlueprintOverview } from "~/components/blueprint-overview";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blueprint";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "The Holistic Omega Blueprint",
    path: "/blueprint",
    description:
      "A four-phase programme for entrepreneurs: aligned foundation, creative and brand resonance, AI and BI integration, growth and presence.",
  });

export default function Blueprint() {
  return <BlueprintOverview />;
}
