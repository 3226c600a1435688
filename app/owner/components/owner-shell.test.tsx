/**
 * The owner's shell follows the owner's language out of the owner's area too: "View the site" opens the
 * public site in that language (`/fr` in French), and the English link stays `/`.
 */
import { describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/render.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { m } from "../../paraglide/messages.js";
import { OwnerShell } from "./owner-shell.tsx";

const owner = { name: "Camille Martin", email: "camille@example.com", attention: 0, unreadInquiries: 0 };

const render = (locale: Locale) =>
  renderInLocale(locale, "/admin/clients", () => <OwnerShell owner={owner}>page</OwnerShell>);

/** The address of the link whose text is `text`. */
function hrefOf(html: string, text: string) {
  const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
  return links.filter(([, , label]) => label === text).map(([, href]) => href);
}

describe("the owner's shell", () => {
  it("opens the public site in the owner's language from 'View the site'", () => {
    const french = render("fr");
    const viewSite = m.owner_shell_view_site({}, { locale: "fr" });
    expect(hrefOf(french, viewSite).length).toBeGreaterThan(0);
    expect(new Set(hrefOf(french, viewSite))).toEqual(new Set(["/fr"]));
    const english = render("en");
    expect(new Set(hrefOf(english, m.owner_shell_view_site({}, { locale: "en" })))).toEqual(new Set(["/"]));
  });
});
