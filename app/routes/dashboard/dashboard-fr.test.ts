/**
 * A French client's dashboard and /account answers (issue 30): the upcoming sessions, the Blueprint's
 * phase states and progress, the next steps and the account's refusals and confirmations are in the
 * request's language; English stays word for word what it was.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { renderInLocale, routeElement } from "../../../tests/support/render.ts";
import { args, get, postForm } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { runAccountAction, saveLanguage } from "../../accounts/account.server.ts";
import { PhaseProgressList } from "../../blueprint/components/journey/phase-progress.tsx";
import type { JourneyPhase } from "../../blueprint/journey.server.ts";
import { clientNextSteps } from "../../blueprint/next-actions.ts";
import { UpcomingSessions } from "../../booking/components/upcoming-sessions.tsx";
import { ClientsOnly } from "../../components/clients-only.tsx";
import { packages } from "../../lib/db/schema.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import Dashboard, { loader as dashboardLoader } from "./dashboard.tsx";

type Account = Awaited<ReturnType<typeof signedInUser>>;
let database: TestDatabase;
let client: Account;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  client = await signedInUser("client");
});
afterAll(() => database.destroy());

/** Server-renders `element` under a root that hands down `locale`, as the app's root loader does. */
const render = (locale: Locale, element: () => React.ReactElement, path = "/dashboard") =>
  renderInLocale(locale, path, element);

/** Loads the dashboard for the client in `locale` and renders it. */
async function dashboard(locale: Locale) {
  const loaderData = await inLocale(locale, () => dashboardLoader(args(get("/dashboard", client.cookie))));
  return { loaderData, html: render(locale, () => routeElement(Dashboard, loaderData)) };
}

/** The text of rendered HTML, without tags and with React's comment markers gone. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/ +/g, " ");

describe("the client's dashboard", () => {
  it("is in French for a French client: upcoming sessions, phase states, progress and next step", async () => {
    const { html, loaderData } = await dashboard("fr");
    const text = textOf(html);
    expect(text).toContain("Vos prochaines séances");
    expect(text).toContain("Aucune séance réservée.");
    expect(html).toContain('href="/fr/book"');
    expect(text).toContain("Réserver une séance");
    expect(text).toContain("Pas encore commencée");
    expect(html).toContain('aria-label="Progression de la Phase 1\u00a0: Clarté"');
    expect(text).toContain("41 étapes\u00a0: environ 45\u00a0minutes, en autant de fois que vous le souhaitez");
    expect(loaderData.nextSteps[0]).toMatchObject({
      title: "Commencer la Phase 1\u00a0: Clarté",
      detail:
        "41\u00a0étapes\u00a0: environ 45\u00a0minutes, en autant de fois que vous le souhaitez. Vos réponses sont enregistrées à chaque étape.",
    });
    expect(loaderData.journey?.next.label).toBe("Commencer la Phase 1\u00a0: Clarté");
    expect(text).not.toMatch(/Your upcoming sessions|No session booked|Not started|in as many sittings|steps left/);
  });

  it("keeps its English words for an English client", async () => {
    const { html, loaderData } = await dashboard("en");
    const text = textOf(html);
    expect(text).toContain("Your upcoming sessions");
    expect(text).toContain("No session booked.");
    expect(html).toContain('href="/book"');
    expect(text).toContain("Not started");
    expect(html).toContain('aria-label="Phase 1: Clarity progress"');
    expect(text).toContain("41 steps: about 45 minutes, in as many sittings as you like");
    expect(loaderData.nextSteps[0]).toMatchObject({
      title: "Start Phase 1: Clarity",
      detail: "41 steps: about 45 minutes, in as many sittings as you like. Your answers are saved at every step.",
    });
  });
});

const phase = (overrides: Partial<JourneyPhase>): JourneyPhase =>
  ({
    number: 1,
    shortName: "Phase 1 : Clarté",
    title: "Les fondations alignées",
    summary: "",
    status: "not-started",
    stepsDone: 0,
    totalSteps: 41,
    stepsLeft: 41,
    resumeStep: { id: "welcome", number: 1 },
    completedAt: null,
    href: "/hob/phase1/welcome",
    reportHref: "/hob/phase1/report",
    reportReady: false,
    timeLeft: "environ 45 minutes",
    ...overrides,
  }) as JourneyPhase;

describe("the phase progress list and the upcoming sessions", () => {
  const phases = [
    phase({
      status: "completed",
      stepsDone: 41,
      stepsLeft: 0,
      completedAt: "2026-03-12T10:00:00.000Z",
      reportReady: true,
    }),
    phase({
      number: 2,
      shortName: "Phase 2 : Résonance créative",
      status: "in-progress",
      stepsDone: 38,
      stepsLeft: 3,
      resumeStep: { id: "q39", number: 39 },
    }),
  ];
  const session = {
    id: 7,
    title: "Signature Portrait",
    when: "jeudi 3 décembre 2026 à 10:00",
    place: { kind: "studio" as const, label: "Au studio", detail: null, link: null, note: null, line: "Au studio" },
    reschedule: "/book/reschedule/t",
    cancel: "/book/cancel/t",
    policy: "",
  };

  it("says each phase's state, date and steps in French", () => {
    const text = textOf(render("fr", () => createElement(PhaseProgressList, { phases })));
    expect(text).toContain("Terminée le 12 mars 2026");
    expect(text).toContain("Votre rapport");
    expect(text).toContain("En cours\u00a0: étape 39 sur 41");
    expect(text).toContain("3 étapes restantes\u00a0: environ 45 minutes");
    const html = render("fr", () => createElement(PhaseProgressList, { phases }));
    expect(html).toContain('aria-valuetext="Terminée"');
    expect(html).toContain('aria-valuetext="38 étapes faites sur 41"');
    expect(text).not.toMatch(/Completed|In progress|steps? left|Your report/);
  });

  it("offers to move or cancel a session in French, and in English", () => {
    const french = render("fr", () => createElement(UpcomingSessions, { sessions: [session] }));
    expect(french).toContain('aria-label="Déplacer Signature Portrait, jeudi 3 décembre 2026 à 10:00"');
    expect(french).toContain(">Annuler</a>");
    const english = render("en", () =>
      createElement(UpcomingSessions, { sessions: [{ ...session, when: "Thursday" }] }),
    );
    expect(english).toContain('aria-label="Move Signature Portrait, Thursday"');
    expect(english).toContain(">Cancel</a>");
  });

  it("writes the next steps' dates and counts in the language asked", () => {
    const now = new Date("2026-11-25T09:00:00Z");
    const gallery = {
      id: "g1",
      title: "Séance de mars",
      published: true,
      selectionLimit: 12,
      expiresOn: "2026-11-28",
      selectionSubmitted: false,
      finalsDelivered: false,
    };
    const steps = clientNextSteps({ galleries: [gallery], sessions: [], phases, now, locale: "fr" });
    expect(steps[0]).toMatchObject({
      title: "Choisissez vos favorites dans Séance de mars",
      detail:
        "Se ferme dans 3\u00a0jours, le samedi 28 novembre. Choisissez jusqu’à 12\u00a0photos pour vos images finales.",
      urgency: "Se ferme dans 3\u00a0jours, le samedi 28 novembre",
    });
    expect(steps[1]).toMatchObject({
      title: "Poursuivre la Phase 2 : Résonance créative",
      detail:
        "Vous en êtes à l’étape 39 sur 41\u00a0; 3 étapes restantes\u00a0: environ 5\u00a0minutes, en autant de fois que vous le souhaitez.",
    });
    // Without a locale: the request's language.
    const english = inLocale("en", () => clientNextSteps({ galleries: [gallery], sessions: [], phases, now }));
    expect(english[0]?.detail).toBe(
      "Closes in 3 days, on Saturday 28 November. Choose up to 12 photos for your final images.",
    );
  });
});

describe("the Blueprint's page for signed-in people who are not clients", () => {
  it("is in French, with its links to the French pages", () => {
    const html = render("fr", () => createElement(ClientsOnly), "/fr/blueprint");
    const text = textOf(html);
    expect(text).toContain("Le Blueprint est réservé aux clients");
    expect(text).toContain("Réserver une consultation gratuite");
    expect(html).toContain('href="/fr/blueprint"');
    // decisions §2: the page links to /book (the session types and the inquiry form), in the reader's language.
    expect(html).toContain('href="/fr/book"');
    expect(text).not.toMatch(/for clients|Book a free consultation|About the Blueprint/);
    const english = textOf(render("en", () => createElement(ClientsOnly), "/blueprint"));
    expect(english).toContain("Interested? Book a free consultation and we will tell you how to get started.");
  });
});

describe("the /account page's answers", () => {
  const account = (locale: Locale, fields: Record<string, string>) =>
    inLocale(locale, () => runAccountAction(postForm("/account", fields, client.cookie), fields));

  it("refuses in French: a long name, a missing password, a malformed code", async () => {
    const long = await account("fr", { intent: "profile", name: "x".repeat(101) });
    expect(long.status).toBe(400);
    expect(long.result.fields?.name).toBe("100 caractères au maximum.");
    const empty = await account("fr", { intent: "2fa-enable", password: "" });
    expect(empty.result.message).toBe("Saisissez votre mot de passe.");
    const code = await account("fr", { intent: "2fa-verify", code: "12ab" });
    expect(code.result.message).toBe("Saisissez le code à 6 chiffres.");
    const english = await account("en", { intent: "2fa-verify", code: "12ab" });
    expect(english.result.message).toBe("Enter the 6-digit code.");
  });

  it("answers a wrong password and a saved name in French", async () => {
    const wrong = await account("fr", { intent: "2fa-enable", password: "not the password" });
    expect(wrong.result).toMatchObject({ ok: false, message: "Votre mot de passe n’est pas correct." });
    const saved = await account("fr", { intent: "profile", name: "Camille" });
    expect(saved.result).toMatchObject({ ok: true, message: "Votre nom a été enregistré." });
    const english = await account("en", { intent: "profile", name: "Camille" });
    expect(english.result.message).toBe("Your name has been saved.");
  });

  it("refuses an unknown language in French", async () => {
    const refused = await inLocale("fr", () =>
      saveLanguage(database.db, client.id, { intent: "language", locale: "de" }),
    );
    expect(refused).toMatchObject({ ok: false, result: { message: "Choisissez English ou Français." } });
  });
});

describe("the packages a client can buy", () => {
  const programme = eq(packages.name, "The Blueprint programme");

  it("are in French for a French client, in English where the owner wrote no French, and in English for an English client", async () => {
    // The seeded programme (its French texts from migration 0030), priced and on sale as the owner does it.
    await database.db.update(packages).set({ priceCents: 48000, active: true }).where(programme);
    try {
      const french = textOf((await dashboard("fr")).html);
      expect(french).toContain("Programme Blueprint");
      expect(french).toContain("Quatre bilans de phase, un après chaque phase du Blueprint Holistic Omega");
      expect(french).not.toMatch(/The Blueprint programme|Four phase reviews/);

      const english = textOf((await dashboard("en")).html);
      expect(english).toContain("The Blueprint programme");
      expect(english).toContain("Four phase reviews, one after each phase of the Holistic Omega Blueprint");
      expect(english).not.toMatch(/Programme Blueprint|Quatre bilans/);

      // A French field left empty: the English text, not nothing.
      await database.db.update(packages).set({ descriptionFr: "" }).where(programme);
      const fallback = textOf((await dashboard("fr")).html);
      expect(fallback).toContain("Programme Blueprint");
      expect(fallback).toContain("Four phase reviews, one after each phase of the Holistic Omega Blueprint");
    } finally {
      await database.db.update(packages).set({ priceCents: null, active: false }).where(programme);
    }
  });
});
