/** Les titres et les cartes du tableau de bord, en français : mêmes rôles, liens et clés que app/content/dashboard.ts. */
import type { Role } from "~/lib/db/schema";
import type { DashboardCard } from "../dashboard";

export type { DashboardCard, ExternalLinkKey } from "../dashboard";

export const dashboardHeadings: Record<Role, string> = {
  admin: "Tableau de bord administrateur",
  client: "Tableau de bord client",
  user: "Tableau de bord utilisateur",
};

/** Les cartes du client et de l’utilisateur ; celles de l’administration sont dans le menu d’administration et sur /admin/links (owner-links.ts). */
export const dashboardCards: DashboardCard[] = [
  {
    title: "Veille marché",
    description: "Étudiez marchés, concurrents et tendances dans notre outil de veille.",
    roles: ["client"],
    external: "marketIntelligence",
  },
  {
    title: "Méthodes",
    description: "Nos trois méthodes phares et leurs modules, étape par étape.",
    roles: ["client"],
    to: "/frameworks",
  },
  {
    title: "Blueprint",
    description: "Votre Holistic Omega Blueprint : quatre phases guidées et votre progression.",
    roles: ["client"],
    to: "/blueprint",
  },
  {
    title: "Outils",
    description: "Une sélection d’outils d’IA et de modèles de langage que nous utilisons et recommandons.",
    roles: ["client", "user"],
    to: "/tools",
  },
  {
    title: "Sources",
    description: "Penseurs, bâtisseurs et créateurs qui méritent d’être suivis.",
    roles: ["client", "user"],
    to: "/sources",
  },
  {
    title: "Automatisation marketing",
    description: "Campagnes, séquences et contacts dans notre outil d’automatisation marketing.",
    roles: ["client", "user"],
    external: "marketingAutomation",
  },
];
