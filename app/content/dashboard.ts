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

export const dashboardCards: DashboardCard[] = [
  {
    title: "Portfolio",
    description: "Upload, describe, order and publish the photos of the public portfolio.",
    roles: ["admin"],
    to: "/admin/portfolio",
  },
  {
    title: "Client galleries",
    description: "Private proof galleries, client selections and final deliveries.",
    roles: ["admin"],
    to: "/admin/galleries",
  },
  {
    title: "Market Intelligence",
    description: "Research markets, competitors and trends in our market intelligence tool.",
    roles: ["admin", "client"],
    external: "marketIntelligence",
  },
  {
    title: "Frameworks",
    description: "The three signature frameworks and their step-by-step modules.",
    roles: ["admin", "client"],
    to: "/frameworks",
  },
  {
    title: "Blueprint",
    description: "Your Holistic Omega Blueprint: four guided phases and your progress.",
    roles: ["admin", "client"],
    to: "/blueprint",
  },
  {
    title: "Tools",
    description: "Hand-picked AI tools and language models we use and recommend.",
    roles: ["admin", "client", "user"],
    to: "/tools",
  },
  {
    title: "Sources",
    description: "Thinkers, builders and creators worth following.",
    roles: ["admin", "client", "user"],
    to: "/sources",
  },
  {
    title: "Marketing Automation",
    description: "Campaigns, sequences and contacts in our marketing automation tool.",
    roles: ["admin", "client", "user"],
    external: "marketingAutomation",
  },
  {
    title: "My Projects",
    description: "Your sites, code, useful services and app store consoles.",
    roles: ["admin"],
    to: "/my-projects",
  },
  {
    title: "To-do",
    description: "Your personal task list.",
    roles: ["admin"],
    to: "/todo",
  },
  {
    title: "My Learning",
    description: "Your courses and learning platform.",
    roles: ["admin"],
    external: "myLearning",
  },
  {
    title: "Users",
    description: "Who is a client: roles, invitations, deactivation and the audit log.",
    roles: ["admin"],
    to: "/admin/users",
  },
  {
    title: "Inquiries",
    description: "Messages sent through the contact form.",
    roles: ["admin"],
    to: "/admin/inquiries",
  },
  {
    title: "Settings",
    description: "Reminders to idle clients, reply templates for inquiries.",
    roles: ["admin"],
    to: "/admin/settings",
  },
];
