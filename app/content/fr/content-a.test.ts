/**
 * French content, first half (issue 30): the FAQ, the photography sessions and the dashboard in French keep
 * the English structure (same entries in the same order, same slugs, keys, links, roles, durations and
 * figures) and translate every string people read, in French typography.
 */
import { describe, expect, it } from "vitest";
import * as dashboardEn from "../dashboard";
import * as faqEn from "../faq";
import * as photographyEn from "../photography";
import * as dashboardFr from "./dashboard";
import * as faqFr from "./faq";
import * as photographyFr from "./photography";

/** Names that read the same in both languages. */
const properNames = new Set(["Signature Portrait", "Express", "Blueprint", "Sources"]);

/** The figures a sentence states ("3–5 business days" and "3 à 5 jours ouvrés" both state 3 and 5). */
const figures = (text: string) => text.match(/\d+/g) ?? [];

/** A French string next to its English original: written, translated, and in French typography. */
function expectTranslated(french: string, english: string) {
  expect(french.trim(), `French for "${english}"`).not.toBe("");
  if (!properNames.has(english)) expect(french, "left in English").not.toBe(english);
  expect(figures(french), `figures of "${french}"`).toEqual(figures(english));
  expect(french, "straight apostrophe").not.toContain("'");
  expect(french.match(/[^\u00a0][;:!?»]|«[^\u00a0]/g) ?? [], `spacing in "${french}"`).toEqual([]);
}

describe("French FAQ", () => {
  it("has every English question, in the same order, translated", () => {
    expect(faqFr.faq).toHaveLength(faqEn.faq.length);
    faqEn.faq.forEach((english, index) => {
      const french = faqFr.faq[index];
      expect(french, `entry ${index + 1}`).toBeDefined();
      if (!french) return;
      expectTranslated(french.question, english.question);
      expectTranslated(french.answer, english.answer);
      expect(french.question.trimEnd()).toMatch(/\u00a0\?$/);
    });
  });
});

describe("French photography sessions", () => {
  it("offers the same sessions, slugs and durations, translated", () => {
    const english = photographyEn.photoPackages;
    const french = photographyFr.photoPackages;
    expect(french.map((p) => [p.slug, p.minutes, p.includes.length])).toEqual(
      english.map((p) => [p.slug, p.minutes, p.includes.length]),
    );
    english.forEach((session, index) => {
      const translated = french[index];
      if (!translated) return;
      expect(translated.name).toBe(session.name);
      expectTranslated(translated.forWhom, session.forWhom);
      for (const [i, item] of session.includes.entries()) expectTranslated(translated.includes[i] ?? "", item);
    });
  });

  it("delivers in the same steps and delays, and books through the same paths", () => {
    expect(photographyFr.deliverySteps).toHaveLength(photographyEn.deliverySteps.length);
    photographyEn.deliverySteps.forEach((step, index) => {
      const translated = photographyFr.deliverySteps[index];
      expectTranslated(translated?.when ?? "", step.when);
      expectTranslated(translated?.what ?? "", step.what);
    });
    for (const session of photographyEn.photoPackages) {
      expect(photographyFr.bookingPathFor(session.slug)).toBe(photographyEn.bookingPathFor(session.slug));
    }
  });
});

describe("French dashboard", () => {
  it("has a heading for every role", () => {
    expect(Object.keys(dashboardFr.dashboardHeadings)).toEqual(Object.keys(dashboardEn.dashboardHeadings));
    for (const [role, english] of Object.entries(dashboardEn.dashboardHeadings)) {
      expectTranslated(dashboardFr.dashboardHeadings[role as keyof typeof dashboardEn.dashboardHeadings], english);
    }
  });

  it("shows the same cards to the same roles, with the same links, translated", () => {
    const shape = (cards: dashboardEn.DashboardCard[]) =>
      cards.map(({ roles, to, external }) => ({ roles, to, external }));
    expect(shape(dashboardFr.dashboardCards)).toEqual(shape(dashboardEn.dashboardCards));
    dashboardEn.dashboardCards.forEach((card, index) => {
      const translated = dashboardFr.dashboardCards[index];
      expectTranslated(translated?.title ?? "", card.title);
      expectTranslated(translated?.description ?? "", card.description);
    });
  });
});
