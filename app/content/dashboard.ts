import type { Role } from "~/lib/db/schema";

/** External cards point at a configurable link (see site-config.server.ts). */
export type ExternalLinkKey = "marketIntelligence" | "marketingAutomation" | "myLearning";

export interface DashboardCard {
  title: string;
  description: string;
  roles: readonly Role[];
  to?: string;
  external?: ExternalLinkKey;
}

export const dashboardHeadings: Record<Role, string> = {
  admin: "Admin Dashboard",
  client: "Client Dashboard",
  user: "User Dashboard",
};

/** The client's and the user's cards; the owner's tools are in their navigation and on /admin/links (owner-links.ts). */
export const dashboardCards: DashboardCard[] = [
  {
    title: "Market Intelligence",
    description: "Research markets, competitors and trends in our market intelligence tool.",
    roles: ["client"],
    external: "marketIntelligence",
  },
  {
    title: "Frameworks",
    description: "The three signature frameworks and their step-by-step modules.",
    roles: ["client"],
    to: "/frameworks",
  },
  {
    title: "Blueprint",
    description: "Your Holistic Omega Blueprint: four guided phases and your progress.",
    roles: ["client"],
    to: "/blueprint",
  },
  {
    title: "Tools",
    description: "Hand-picked AI tools and language models we use and recommend.",
    roles: ["client", "user"],
    to: "/tools",
  },
  {
    title: "Sources",
    description: "Thinkers, builders and creators worth following.",
    roles: ["client", "user"],
    to: "/sources",
  },
  {
    title: "Marketing Automation",
    description: "Campaigns, sequences and contacts in our marketing automation tool.",
    roles: ["client", "user"],
    external: "marketingAutomation",
  },
];
