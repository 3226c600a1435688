/**
 * The owner's navigation: every owner area, in the order the sidebar (and the phone menu) lists them,
 * and which pages belong to which area. The root layout draws the owner's shell around every page this
 * module calls an owner page, for the admin only (app/owner/components/owner-shell.tsx). Labels are getters:
 * each reading gives the words of the language in use (the request's on the server, the page's in the browser).
 */
import { m } from "~/paraglide/messages";

export type OwnerAreaId =
  | "today"
  | "calendar"
  | "availability"
  | "clients"
  | "results"
  | "inquiries"
  | "galleries"
  | "portfolio"
  | "packages"
  | "users"
  | "payments"
  | "settings"
  | "links";

export interface OwnerArea {
  id: OwnerAreaId;
  label: string;
  to: string;
  /** The area's own pages beyond `to`: exact paths and path prefixes (ending in "/"). */
  pages: readonly string[];
  /** Which count the item shows beside its label. */
  badge?: "attention" | "unreadInquiries";
}

export interface OwnerAreaGroup {
  /** Shown above the group; the first group has none. */
  label?: string;
  areas: readonly OwnerArea[];
}

export const ownerNavigation: readonly OwnerAreaGroup[] = [
  {
    areas: [
      {
        id: "today",
        get label() {
          return m.owner_nav_today();
        },
        to: "/dashboard",
        pages: [],
        badge: "attention",
      },
      {
        id: "calendar",
        get label() {
          return m.owner_nav_calendar();
        },
        to: "/admin/booking",
        pages: ["/admin/booking/"],
      },
      {
        id: "availability",
        get label() {
          return m.owner_nav_availability();
        },
        to: "/admin/booking/setup",
        pages: ["/admin/booking/types/"],
      },
    ],
  },
  {
    get label() {
      return m.owner_nav_group_clients();
    },
    areas: [
      {
        id: "clients",
        get label() {
          return m.owner_nav_clients();
        },
        to: "/admin/clients",
        pages: ["/admin/clients/"],
      },
      {
        id: "results",
        get label() {
          return m.owner_nav_results();
        },
        to: "/hob/phase1/Phase1ResultsPage",
        pages: [
          "/hob/phase2/Phase2ResultsPage",
          "/hob/phase3/Phase3ResultsPage",
          "/hob/phase4/Phase4ResultsPage",
          "/admin/reports/",
        ],
      },
      {
        id: "inquiries",
        get label() {
          return m.owner_nav_inquiries();
        },
        to: "/admin/inquiries",
        pages: ["/admin/inquiries/"],
        badge: "unreadInquiries",
      },
    ],
  },
  {
    get label() {
      return m.owner_nav_group_studio();
    },
    areas: [
      {
        id: "galleries",
        get label() {
          return m.owner_nav_galleries();
        },
        to: "/admin/galleries",
        pages: ["/admin/galleries/"],
      },
      {
        id: "portfolio",
        get label() {
          return m.owner_nav_portfolio();
        },
        to: "/admin/portfolio",
        pages: [],
      },
    ],
  },
  {
    get label() {
      return m.owner_nav_group_business();
    },
    areas: [
      {
        id: "packages",
        get label() {
          return m.owner_nav_packages();
        },
        to: "/admin/packages",
        pages: ["/admin/packages/"],
      },
      {
        id: "users",
        get label() {
          return m.owner_nav_users();
        },
        to: "/admin/users",
        pages: [],
      },
      {
        id: "payments",
        get label() {
          return m.owner_nav_payments();
        },
        to: "/admin/payments",
        pages: [],
      },
      {
        id: "settings",
        get label() {
          return m.owner_nav_settings();
        },
        to: "/admin/settings",
        pages: ["/admin/system"],
      },
      {
        id: "links",
        get label() {
          return m.owner_nav_links();
        },
        to: "/admin/links",
        pages: ["/tools", "/sources", "/my-projects", "/api-costs", "/api-creation", "/ai-ide-costs", "/todo"],
      },
    ],
  },
];

export const ownerAreas: readonly OwnerArea[] = ownerNavigation.flatMap((group) => group.areas);

/** Owner pages that belong to no area of the list (the account page is reached from the shell's footer). */
const otherOwnerPages = ["/account"];

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

function matches(pathname: string, page: string) {
  return page.endsWith("/") ? pathname.startsWith(page) : pathname === page;
}

/** The area a page belongs to, or undefined when it is not in the owner's list. */
export function ownerAreaFor(pathname: string): OwnerArea | undefined {
  const path = trimmed(pathname);
  const exact = ownerAreas.find((area) => area.to === path);
  if (exact) return exact;
  // The most specific page wins: /admin/booking/types/1 is Availability, though it sits under Calendar's /admin/booking/.
  let best: { area: OwnerArea; length: number } | undefined;
  for (const area of ownerAreas) {
    for (const page of area.pages) {
      if (matches(path, page) && page.length > (best?.length ?? 0)) best = { area, length: page.length };
    }
  }
  return best?.area;
}

/** Pages that carry the owner's shell when the owner is signed in. */
export function isOwnerPage(pathname: string): boolean {
  const path = trimmed(pathname);
  return ownerAreaFor(path) !== undefined || otherOwnerPages.includes(path) || path.startsWith("/admin/");
}

/** What the navigation marks: the page itself (`page`), or the area a page below it belongs to (`true`). */
export function ariaCurrentFor(area: OwnerArea, pathname: string): "page" | "true" | undefined {
  const path = trimmed(pathname);
  if (area.to === path) return "page";
  return ownerAreaFor(path)?.id === area.id ? "true" : undefined;
}

/** "Camille" from "Camille Laurent"; nothing when the account has no name (the greeting does without). */
export function firstName(name: string | null | undefined): string {
  return (name ?? "").trim().split(/\s+/)[0] ?? "";
}
