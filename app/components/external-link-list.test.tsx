/**
 * The link pages in French (issue 30): every seeded description and client-facing column title has a
 * French version, the French page shows it, and English stays word for word the spec's seed text.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { FRENCH_COLUMN_TITLES, FRENCH_LINK_DESCRIPTIONS } from "../content/fr/links.ts";
import * as links from "../content/links.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { ExternalLinkCards, ExternalLinkColumns } from "./external-link-list.tsx";

function render(locale: Locale, element: () => React.ReactElement) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => ({ locale }),
      children: [{ id: "page", path: "tools", Component: () => element(), loader: () => null }],
    },
  ]);
  return inLocale(locale, () =>
    renderToString(
      createElement(Stub, {
        initialEntries: ["/tools"],
        hydrationData: { loaderData: { root: { locale }, page: null } },
      }),
    ),
  );
}

const allLinks = Object.values(links).flatMap((value) =>
  Array.isArray(value) ? value.flatMap((item) => ("links" in item ? item.links : [item])) : [],
);

describe("the link pages in French", () => {
  it("have a French version of every seeded description", () => {
    const descriptions = allLinks.flatMap((link) =>
      "description" in link && link.description ? [link.description] : [],
    );
    expect(descriptions.length).toBeGreaterThanOrEqual(58);
    for (const description of descriptions) expect(FRENCH_LINK_DESCRIPTIONS[description], description).toBeTruthy();
    for (const column of [...links.toolsColumns, ...links.sourcesColumns, ...links.myProjectsColumns]) {
      expect(FRENCH_COLUMN_TITLES[column.title], column.title).toBeTruthy();
    }
  });

  it("show the French words to a French reader and the seed's English to an English one", () => {
    const columns = () => createElement(ExternalLinkColumns, { columns: links.toolsColumns });
    const french = render("fr", columns);
    expect(french).toContain("Moteur de réponses par IA, pour des recherches rapides et sourcées.");
    expect(french).toContain(">Outils</h2>");
    expect(french).toContain("(s’ouvre dans un nouvel onglet)");
    expect(french).not.toContain("AI answer engine");
    const english = render("en", columns);
    expect(english).toContain("AI answer engine for fast, cited research.");
    expect(english).toContain(">Tools</h2>");
    expect(english).toContain("(opens in a new tab)");

    const cards = (locale: Locale) =>
      render(locale, () => createElement(ExternalLinkCards, { links: links.aiIdeCostLinks }));
    expect(cards("fr")).toContain("Ouvrir CURSOR");
    expect(cards("fr")).toContain("Abonnement, consommation et facturation de Cursor.");
    expect(cards("en")).toContain("Open CURSOR");
  });
});
