import { m } from "~/paraglide/messages";
import type { ExternalLinkKey } from "./dashboard";

/**
 * The owner's Links page (/admin/links): the external tools and the link pages of the spec (§2, "Account
 * and tool routes"), which used to sit among the business tools as identical dashboard cards. The words are
 * messages, read when the page is rendered, in the owner's language.
 */
export interface OwnerLink {
  title: () => string;
  description: () => string;
  /** An internal page... */
  to?: string;
  /** ...or one of the configurable external tools (site-config.server.ts), opened in a new tab. */
  external?: ExternalLinkKey;
}

export interface OwnerLinkGroup {
  id: string;
  title: () => string;
  intro: () => string;
  links: OwnerLink[];
}

export const ownerLinkGroups: OwnerLinkGroup[] = [
  {
    id: "tools",
    title: m.owner_links_tools_title,
    intro: m.owner_links_tools_intro,
    links: [
      {
        title: m.owner_links_market_title,
        description: m.owner_links_market_text,
        external: "marketIntelligence",
      },
      {
        title: m.owner_links_automation_title,
        description: m.owner_links_automation_text,
        external: "marketingAutomation",
      },
      { title: m.owner_links_learning_title, description: m.owner_links_learning_text, external: "myLearning" },
    ],
  },
  {
    id: "pages",
    title: m.owner_links_pages_title,
    intro: m.owner_links_pages_intro,
    links: [
      { title: m.owner_todo_title, description: m.owner_links_todo_text, to: "/todo" },
      { title: m.owner_projects_title, description: m.owner_links_projects_text, to: "/my-projects" },
      { title: m.owner_api_costs_title, description: m.owner_links_api_costs_text, to: "/api-costs" },
      { title: m.owner_api_creation_title, description: m.owner_links_api_creation_text, to: "/api-creation" },
      { title: m.owner_projects_link_ai_ide, description: m.owner_links_ai_ide_text, to: "/ai-ide-costs" },
    ],
  },
  {
    id: "shared",
    title: m.owner_links_shared_title,
    intro: m.owner_links_shared_intro,
    links: [
      { title: m.owner_links_tools_page_title, description: m.owner_links_tools_page_text, to: "/tools" },
      { title: m.owner_links_sources_title, description: m.owner_links_sources_text, to: "/sources" },
      { title: m.owner_links_frameworks_title, description: m.owner_links_frameworks_text, to: "/frameworks" },
      { title: m.owner_links_blueprint_title, description: m.owner_links_blueprint_text, to: "/blueprint" },
    ],
  },
];
