/**
 * Issue 30: the owner's report page, the results overview, the first-run set-up and the owner's tool pages
 * speak the owner's account language. Loaders, actions and schemas run here in French as the locale
 * middleware runs them (`inLocale`); the same calls outside it stay in English word for word.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { completeSetup, SetupSchema } from "../../accounts/setup.server.ts";
import { saveAnswers } from "../../blueprint/blueprint.server.ts";
import { labelFor, PHASES, questionSteps } from "../../blueprint/questionnaires/engine.ts";
import { phaseFor } from "../../blueprint/questionnaires/localized.ts";
import { emailOutbox, phaseReports, users } from "../../lib/db/schema.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { SETTINGS } from "../../lib/settings.server.ts";
import { ReplySchema } from "../../owner/inquiries.server.ts";
import { formatInZone } from "../../owner/time.ts";
import { loadToday } from "../../owner/today.server.ts";
import { loader as resultsLoader } from "../blueprint/results.tsx";
import { loader as apiLinksLoader } from "./api-links.tsx";
import { loader as clientPageLoader } from "./client.tsx";
import { loader as linksLoader } from "./links.tsx";
import { loader as myProjectsLoader } from "./my-projects.tsx";
import { action as reportAction, loader as reportLoader } from "./report.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
const french = <T>(work: () => T) => inLocale("fr", work);
const phase1 = PHASES[0]!;
const nbsp = "\u00a0";

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
  client = await signedInUser("client");
  await database.db.update(users).set({ name: "Rosa Rapport" }).where(eq(users.id, client.id));
});
afterAll(() => database.destroy());

type Outcome = { ok: boolean; message: string };
/** A success as returned, a refusal (data()) with its status. */
async function outcome(work: () => unknown) {
  const result = (await run(work)) as { data: Outcome; init: ResponseInit | null } | Outcome;
  if ("data" in result) return { status: result.init?.status ?? 200, ...result.data };
  return { status: 200, ...result };
}

describe("the owner's report page in French", () => {
  let id: string;
  const path = () => `/admin/reports/${id}`;
  const post = (fields: Record<string, string>) => args(postForm(path(), fields, admin.cookie), { id });

  it("answers the owner's actions in French and still e-mails an English client in English", async () => {
    await saveAnswers(database.db, client.id, phase1, [
      { key: "values-q1", value: "Courage" },
      { key: "wellness-q1", value: 7 },
    ]);
    await saveAnswers(database.db, client.id, phase1, [], { complete: true });
    const [draft] = await database.db.select().from(phaseReports);
    id = String(draft!.id);

    const missing = await outcome(() =>
      french(() => reportAction(args(postForm("/admin/reports/x", {}, admin.cookie), { id: "x" }))),
    );
    expect(missing).toMatchObject({ status: 404, message: "Ce rapport n’existe pas." });
    const tooLong = await outcome(() =>
      french(() => reportAction(post({ intent: "save", note: "x".repeat(10_001), recommendations: "" }))),
    );
    expect(tooLong).toMatchObject({
      status: 400,
      message: `La note est trop longue (10${nbsp}000 caractères au maximum).`,
    });
    expect(
      await outcome(() => french(() => reportAction(post({ intent: "save", note: "", recommendations: "" })))),
    ).toEqual({ status: 200, ok: true, message: "Brouillon enregistré." });
    expect(await outcome(() => reportAction(post({ intent: "save", note: "", recommendations: "" })))).toEqual({
      status: 200,
      ok: true,
      message: "Draft saved.",
    });

    const fields = { intent: "approve", note: "Beau travail.", recommendations: "Reposez-vous." };
    expect(await outcome(() => french(() => reportAction(post(fields))))).toEqual({
      status: 200,
      ok: true,
      message: "Rapport de la Phase 1 envoyé à Rosa Rapport.",
    });
    expect(await outcome(() => french(() => reportAction(post(fields))))).toMatchObject({
      status: 409,
      message: `Ce rapport a déjà été approuvé et envoyé${nbsp}; rien n’a changé depuis.`,
    });
    // The client's account is English: their e-mail is, whatever the owner's page speaks.
    const mails = await database.db.select().from(emailOutbox).where(sql`subject = 'Your Phase 1 report is ready'`);
    expect(mails).toHaveLength(1);
  });

  it("shows the phase, the changed answers and the dates in French; English is unchanged", async () => {
    // The client changes one answer and removes another after the approval.
    await saveAnswers(database.db, client.id, phase1, [{ key: "values-q1", value: "Courage et soin" }]);
    await saveAnswers(database.db, client.id, phase1, [], { removeKeys: ["wellness-q1"] });
    const fr = await french(() => reportLoader(args(get(path(), admin.cookie), { id })));
    const en = await reportLoader(args(get(path(), admin.cookie), { id }));
    const shown = phaseFor("fr", 1);
    expect(fr.phase).toEqual({ name: "Phase 1", title: shown.title, label: shown.buttonLabel });
    expect(en.phase).toEqual({ name: "Phase 1", title: phase1.title, label: phase1.buttonLabel });
    expect(fr.phase.title).not.toBe(en.phase.title);

    const [row] = await database.db
      .select()
      .from(phaseReports)
      .where(eq(phaseReports.id, Number(id)));
    expect(fr.approved).toBe(formatInZone(row!.approvedAt!, "Europe/Paris", "datetime", "fr"));
    expect(en.approved).toBe(formatInZone(row!.approvedAt!, "Europe/Paris", "datetime", "en"));

    const byKey = (changes: typeof fr.changes) => Object.fromEntries(changes.map((c) => [c.key, c]));
    expect(byKey(fr.changes)["values-q1"]).toMatchObject({
      label: labelFor(shown, "values-q1"),
      before: "Courage",
      after: "Courage et soin",
    });
    expect(byKey(fr.changes)["wellness-q1"]).toMatchObject({ before: "7", after: "Pas de réponse" });
    expect(byKey(en.changes)["wellness-q1"]).toMatchObject({
      label: labelFor(phase1, "wellness-q1"),
      after: "No answer",
    });
  });
});

describe("the results overview in French", () => {
  const page = "/hob/phase1/Phase1ResultsPage";
  const load = (query: string) => resultsLoader(args(get(`${page}${query}`, admin.cookie)));
  /** The filter's refusal (the owner's overview only). */
  const error = async (work: Promise<Awaited<ReturnType<typeof load>>>) => {
    const result = await work;
    return result.mode === "admin" ? result.error : "not the owner's overview";
  };

  it("names the phases and the questions in French, and refuses bad filters in French", async () => {
    const fr = await french(() => load(""));
    const en = await load("");
    if (fr.mode !== "admin" || en.mode !== "admin") throw new Error("the owner's overview expected");
    expect(fr.overview.phases.map((p) => p.title)).toEqual(
      fr.overview.phases.map((p) => phaseFor("fr", p.number).title),
    );
    expect(en.overview.phases.map((p) => p.title)).toEqual(en.overview.phases.map((p) => PHASES[p.number - 1]!.title));
    expect(fr.columns[0]!.label).toBe(labelFor(phaseFor("fr", 1), fr.columns[0]!.key));
    expect(fr.idleDays).toBe(14);

    const reversed = "?from=2026-03-02&to=2026-03-01";
    expect(await error(french(() => load(reversed)))).toBe(
      `La date «${nbsp}Du${nbsp}» doit être antérieure ou égale à la date «${nbsp}Au${nbsp}».`,
    );
    expect(await error(load(reversed))).toBe("The From date must be on or before the To date.");
    expect(await error(french(() => load("?from=31-03-2026")))).toBe("Utilisez une date au format 2026-03-31.");
    expect(await error(load("?from=31-03-2026"))).toBe("Use a date like 2026-03-31.");
    expect(await error(french(() => load("?questionnaire=Phase%209")))).toBe(
      "Aucun questionnaire pour la phase choisie.",
    );
  });
});

describe("the first-run set-up in French", () => {
  it("words the refusals in the page's language", async () => {
    const errors = (input: object) =>
      Object.fromEntries((SetupSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(french(() => errors({ email: "nope", password: "short" }))).toEqual({
      email: "doit être une adresse e-mail valide",
      password: "doit comporter au moins 8 caractères",
    });
    expect(errors({ email: "nope", password: "short" })).toEqual({
      email: "must be a valid e-mail address",
      password: "must be at least 8 characters",
    });
    await expect(
      french(() => completeSetup(database.db, "no-such-token", { email: "o@example.com", password: "passphrase" })),
    ).rejects.toThrow("Ce lien de configuration n’est pas valide, a expiré ou a déjà servi.");
  });
});

describe("the owner's tool pages in French", () => {
  it("titles the Links page's groups and pages in French; English is unchanged", async () => {
    const fr = await french(() => linksLoader(args(get("/admin/links", admin.cookie))));
    const en = await linksLoader(args(get("/admin/links", admin.cookie)));
    expect(fr.groups.map((g) => g.title)).toEqual(["Vos outils", "Vos pages", "Partagé avec les clients"]);
    expect(en.groups.map((g) => g.title)).toEqual(["Your tools", "Your pages", "Shared with clients"]);
    expect(fr.groups[1]!.links.map((l) => l.title)).toEqual([
      "À faire",
      "Mes projets",
      "Suivi des coûts des API",
      "Création de clés d’API",
      "Coûts des IDE IA",
    ]);
    expect(en.groups[1]!.links.map((l) => l.title)).toEqual([
      "To-do",
      "My Projects",
      "API Cost Tracking",
      "API Key Creation",
      "AI IDE Costs",
    ]);
  });

  it("links the public pages of the Links page to their French addresses; English is unchanged", async () => {
    const hrefs = (data: Awaited<ReturnType<typeof linksLoader>>) =>
      data.groups.find((g) => g.id === "shared")!.links.map((l) => l.href);
    const fr = await french(() => linksLoader(args(get("/admin/links", admin.cookie))));
    const en = await linksLoader(args(get("/admin/links", admin.cookie)));
    expect(hrefs(fr)).toEqual(["/tools", "/sources", "/fr/frameworks", "/fr/blueprint"]);
    expect(hrefs(en)).toEqual(["/tools", "/sources", "/frameworks", "/blueprint"]);
    // The owner's own pages have one address in both languages.
    expect(fr.groups.find((g) => g.id === "pages")!.links.map((l) => l.href)).toEqual(
      en.groups.find((g) => g.id === "pages")!.links.map((l) => l.href),
    );
  });

  it("names My Projects' buttons and the API pages in French, the refusal too", async () => {
    const projects = await french(() => myProjectsLoader(args(get("/my-projects", admin.cookie))));
    expect(projects.internalLinks.map((l) => l.title)).toEqual([
      "Coûts des IDE IA",
      "Coûts des API",
      "Création de clés d’API",
    ]);
    type Loaded = { data: { title: string; lead?: string; message?: string }; init: ResponseInit | null };
    const costs = (await french(() => apiLinksLoader(args(get("/api-costs", admin.cookie))))) as unknown as Loaded;
    expect(costs.data).toMatchObject({ title: "Suivi des coûts des API" });
    expect(costs.data.lead).toMatch(/^Les tableaux de bord d’usage/);
    const user = await signedInUser("user");
    const denied = (await french(() => apiLinksLoader(args(get("/api-creation", user.cookie))))) as unknown as Loaded;
    expect(denied.init?.status).toBe(403);
    expect(denied.data).toMatchObject({ title: "Accès refusé", message: expect.stringMatching(/^Vous n’avez pas/) });
  });
});

describe("the owner's schemas in French", () => {
  it("refuses a reply and a reminder setting in French, per request", () => {
    const messages = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message);
    expect(french(() => messages(ReplySchema.safeParse({ subject: "", body: "" })))).toEqual([
      "Saisissez un objet.",
      "Rédigez votre réponse.",
    ]);
    expect(messages(ReplySchema.safeParse({ subject: "", body: "" }))).toEqual([
      "Enter a subject.",
      "Write your reply.",
    ]);
    expect(french(() => messages(ReplySchema.safeParse({ subject: "a\nb", body: "ok" })))).toEqual([
      "L’objet doit tenir sur une seule ligne.",
    ]);
    const reminders = { enabled: true, firstDelayDays: 7, secondDelayDays: 3 };
    expect(french(() => messages(SETTINGS.nudges.safeParse(reminders)))).toEqual([
      "La seconde relance doit venir après la première.",
    ]);
    expect(messages(SETTINGS.nudges.safeParse(reminders))).toEqual(["The second reminder must come after the first."]);
    expect(french(() => messages(SETTINGS.businessTimeZone.safeParse("Mars/Olympus")))).toEqual([
      "Fuseau horaire inconnu",
    ]);
  });
});

/** Five of the ten strengths (strengths-q8 keeps 5 to 7), stored in English whatever the client's language. */
const STRENGTHS = ["Empathy", "Creativity", "Leadership", "Resilience", "Persuasion"];

describe("a client's page in French", () => {
  it("shows the client's answers with French sections, questions and chosen options; English is unchanged", async () => {
    const reader = await signedInUser("client");
    await saveAnswers(database.db, reader.id, phase1, [
      { key: "values-q1", value: "Le jour de mon exposition" },
      { key: "strengths-q8", value: STRENGTHS },
    ]);
    const load = () => clientPageLoader(args(get(`/admin/clients/${reader.id}`, admin.cookie), { id: reader.id }));
    const fr = await french(load);
    const en = await load();
    const item = (page: typeof fr, key: string) =>
      page.phases[0]!.groups.flatMap((g) => g.items.map((i) => ({ ...i, section: g.section }))).find(
        (i) => i.key === key,
      );

    expect(item(fr, "values-q1")).toMatchObject({
      section: "Valeurs fondamentales",
      label: "Moment d’accomplissement",
      answer: "Le jour de mon exposition",
    });
    expect(item(fr, "strengths-q8")).toMatchObject({
      section: "Forces",
      label: "Forces principales",
      answer: "Empathie; Créativité; Leadership; Résilience; Persuasion",
    });
    expect(item(en, "values-q1")).toMatchObject({ section: "Core Values", label: "Peak Fulfilment" });
    expect(item(en, "strengths-q8")).toMatchObject({
      section: "Strengths",
      label: "Top Strengths",
      answer: "Empathy; Creativity; Leadership; Resilience; Persuasion",
    });
    expect(fr.phases[0]!.groups.map((g) => g.section)).toEqual(
      questionSteps(phaseFor("fr", 1))
        .map((step) => step.section)
        .filter((v, i, all) => all.indexOf(v) === i),
    );
    expect(fr.phases[0]!.groups).toHaveLength(en.phases[0]!.groups.length);
  });

  it("names the account's role in French; English is unchanged", async () => {
    const reader = await signedInUser("client");
    const load = () => clientPageLoader(args(get(`/admin/clients/${reader.id}`, admin.cookie), { id: reader.id }));
    expect((await french(load)).profile).toMatchObject({ role: "client", roleLabel: "client" });
    expect((await load()).profile).toMatchObject({ role: "client", roleLabel: "client" });
    const visitor = await signedInUser("user");
    const visitorPage = () =>
      clientPageLoader(args(get(`/admin/clients/${visitor.id}`, admin.cookie), { id: visitor.id }));
    expect((await french(visitorPage)).profile.roleLabel).toBe("visiteur");
    expect((await visitorPage()).profile.roleLabel).toBe("user");
  });
});

describe("a report's changed choices in French", () => {
  it("shows the changed options and the changed questions on the report and on Today in French; English is unchanged", async () => {
    const reader = await signedInUser("client");
    const { resultId } = await saveAnswers(database.db, reader.id, phase1, [{ key: "strengths-q8", value: STRENGTHS }]);
    await saveAnswers(database.db, reader.id, phase1, [], { complete: true });
    const [draft] = await database.db.select().from(phaseReports).where(eq(phaseReports.resultId, resultId));
    const id = String(draft!.id);
    const path = `/admin/reports/${id}`;
    const approve = { intent: "approve", note: "", recommendations: "" };
    expect(await outcome(() => reportAction(args(postForm(path, approve, admin.cookie), { id })))).toMatchObject({
      ok: true,
    });
    await saveAnswers(database.db, reader.id, phase1, [
      { key: "strengths-q8", value: [...STRENGTHS.slice(0, 4), "Problem-Solving"] },
    ]);

    const change = async (locale: "en" | "fr") => {
      const page = await inLocale(locale, () => reportLoader(args(get(path, admin.cookie), { id })));
      return page.changes.find((c) => c.key === "strengths-q8");
    };
    expect(await change("fr")).toMatchObject({
      label: "Forces principales",
      before: "Empathie; Créativité; Leadership; Résilience; Persuasion",
      after: "Empathie; Créativité; Leadership; Résilience; Résolution de problèmes",
    });
    expect(await change("en")).toMatchObject({
      label: "Top Strengths",
      before: "Empathy; Creativity; Leadership; Resilience; Persuasion",
      after: "Empathy; Creativity; Leadership; Resilience; Problem-Solving",
    });

    const outdated = async (locale: "en" | "fr") => {
      const today = await inLocale(locale, () => loadToday(database.db));
      const section = today.sections.find((s) => s.id === "outdated-reports")!;
      return section.items.find((item) => item.href === path)!.detail;
    };
    expect(await outdated("fr")).toBe(`1 réponse modifiée depuis l’approbation${nbsp}: Forces principales`);
    expect(await outdated("en")).toBe("1 answer changed since approval: Top Strengths");
  });
});
