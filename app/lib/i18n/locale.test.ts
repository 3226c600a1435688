import { describe, expect, it } from "vitest";
import { alternatePaths, englishPath, frenchOffer, localeOfPath, localizedHref, prefersFrench } from "./locale";

describe("addresses in two languages", () => {
  it("reads the language from the address", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/services/photography")).toBe("fr");
    expect(localeOfPath("/french-lessons")).toBe("en");
    expect(localeOfPath("/frameworks")).toBe("en");
  });

  it("localises site links to pages that exist in French, and only those", () => {
    expect(localizedHref("/", "fr")).toBe("/fr");
    expect(localizedHref("/faq", "fr")).toBe("/fr/faq");
    expect(localizedHref("/articles/some-slug", "fr")).toBe("/fr/articles/some-slug");
    expect(localizedHref("/book?session=express#top", "fr")).toBe("/fr/book?session=express#top");
    // Sign-in and sign-up exist in French (an account made there is French); the account pages do not.
    expect(localizedHref("/auth?view=sign_up", "fr")).toBe("/fr/auth?view=sign_up");
    expect(localizedHref("/account", "fr")).toBe("/account");
    expect(localizedHref("/dashboard", "fr")).toBe("/dashboard");
    expect(localizedHref("/fr/faq", "fr")).toBe("/fr/faq");
    expect(localizedHref("https://example.com/faq", "fr")).toBe("https://example.com/faq");
    expect(localizedHref("//example.com/faq", "fr")).toBe("//example.com/faq");
    expect(localizedHref("/faq", "en")).toBe("/faq");
  });

  it("pairs each bilingual page with its twin", () => {
    expect(alternatePaths("/fr")).toEqual({ en: "/", fr: "/fr" });
    expect(alternatePaths("/faq")).toEqual({ en: "/faq", fr: "/fr/faq" });
    expect(alternatePaths("/fr/portfolio/weddings")).toEqual({
      en: "/portfolio/weddings",
      fr: "/fr/portfolio/weddings",
    });
    expect(alternatePaths("/account")).toBeNull();
    expect(englishPath("/fr/book")).toBe("/book");
  });

  it("offers French only to browsers that rank it above English, on English pages with a twin", () => {
    expect(prefersFrench("fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7")).toBe(true);
    expect(prefersFrench("fr")).toBe(true);
    expect(prefersFrench("en-GB,en;q=0.9,fr;q=0.8")).toBe(false);
    expect(prefersFrench("de-DE,de;q=0.9")).toBe(false);
    expect(prefersFrench("fr;q=0")).toBe(false);
    expect(prefersFrench(undefined)).toBe(false);
    expect(frenchOffer("/faq", "fr-FR,fr")).toBe("/fr/faq");
    expect(frenchOffer("/fr/faq", "fr-FR,fr")).toBeNull();
    expect(frenchOffer("/account", "fr-FR,fr")).toBeNull();
    expect(frenchOffer("/faq", "en-GB")).toBeNull();
  });
});
