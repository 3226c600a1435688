import type { ExternalLinkKey } from "./dashboard";

/**
 * The owner's Links page (/admin/links): the external tools and the link pages of the spec (§2, "Account
 * and tool routes"), which used to sit among the business tools as identical dashboard cards.
 */
export interface OwnerLink {
  title: string;
  description: string;
  /** An internal page... */
  to?: string;
  /** ...or one of the configurable external tools (site-config.server.ts), opened in a new tab. */
  external?: ExternalLinkKey;
}

export interface OwnerLinkGroup {
  id: string;
  title: string;
  intro: string;
  links: OwnerLink[];
}

export const ownerLinkGroups: OwnerLinkGroup[] = [
  {
    id: "tools",
    title: "Your tools",
    intro: "The outside services you work in. Each opens in a new tab.",
    links: [
      {
        title: "Market Intelligence",
        description: "Markets, competitors and trends.",
        external: "marketIntelligence",
      },
      {
        title: "Marketing Automation",
        description: "Campaigns, sequences and contacts.",
        external: "marketingAutomation",
      },
      { title: "My Learning", description: "Your courses and learning platform.", external: "myLearning" },
    ],
  },
  {
    id: "pages",
    title: "Your pages",
    intro: "Private lists only you can open.",
    links: [
      { title: "To-do", description: "Your personal task list.", to: "/todo" },
      {
        title: "My Projects",
        description: "Your sites, code, useful services and app store consoles.",
        to: "/my-projects",
      },
      { title: "API Cost Tracking", description: "Usage and billing of the AI APIs in use.", to: "/api-costs" },
      { title: "API Key Creation", description: "Where to create a key for each AI provider.", to: "/api-creation" },
      { title: "AI IDE Costs", description: "Your AI code editor subscriptions.", to: "/ai-ide-costs" },
    ],
  },
  {
    id: "shared",
    title: "Shared with clients",
    intro: "What your clients and users see from their dashboard.",
    links: [
      { title: "Tools", description: "AI tools and language models you recommend.", to: "/tools" },
      { title: "Sources", description: "Thinkers, builders and creators worth following.", to: "/sources" },
      { title: "Frameworks", description: "The three signature frameworks.", to: "/frameworks" },
      { title: "Blueprint", description: "The four guided phases, as clients see them.", to: "/blueprint" },
    ],
  },
];
