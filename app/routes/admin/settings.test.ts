/**
 * Issue 25: the settings forms read their fields with Conform over the schemas the page also runs
 * (owner/settings-forms.ts, privacy/retention-form.ts, payments/billing-form.ts). A refusal answers 400 with
 * Conform's result, one message per refused field naming it, and saves nothing; valid input saves. The reply
 * templates are one form with a list per language: a refusal in either list changes neither.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { getSetting } from "../../lib/settings.server.ts";
import { action } from "./settings.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());

type Answer = {
  ok: boolean;
  message: string;
  form: string | null;
  fields?: Record<string, string>;
  result?: { status?: string; error?: Record<string, string[]> };
};

async function submit(fields: Record<string, string>) {
  const answer = (await run(() => action(args(postForm("/admin/settings", fields, admin.cookie))))) as {
    data: Answer;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

/** Both languages' stored reply templates. */
async function templateLists() {
  return {
    en: await getSetting(database.db, "inquiryReplyTemplates"),
    fr: await getSetting(database.db, "inquiryReplyTemplatesFr"),
  };
}

const nudges = (first: string, second: string) => ({
  intent: "nudges",
  enabled: "on",
  firstDelayDays: first,
  secondDelayDays: second,
});

describe("the settings forms", () => {
  it("refuse reminders out of bounds, or a second not after the first, on the field concerned", async () => {
    const before = await getSetting(database.db, "nudges");
    const outOfBounds = await submit(nudges("0", "7.5"));
    expect(outOfBounds).toMatchObject({ status: 400, ok: false, form: "nudges" });
    expect(outOfBounds.result?.error).toEqual({
      firstDelayDays: ["First reminder must be a whole number of days from 1 to 90."],
      secondDelayDays: ["Second reminder must be a whole number of days from 2 to 180."],
    });
    const crossed = await submit(nudges("20", "10"));
    expect(crossed.result?.error).toEqual({ secondDelayDays: ["The second reminder must come after the first."] });
    expect(crossed.message).toBe("The second reminder must come after the first.");
    const french = await inLocale("fr", () => submit(nudges("20", "10")));
    expect(french.result?.error).toEqual({ secondDelayDays: ["La seconde relance doit venir après la première."] });
    expect(await getSetting(database.db, "nudges")).toEqual(before);

    expect(await submit(nudges("3", "10"))).toMatchObject({ status: 200, ok: true, message: "Reminders saved." });
    expect(await getSetting(database.db, "nudges")).toEqual({ enabled: true, firstDelayDays: 3, secondDelayDays: 10 });
  });

  it("refuse each retention period on its own field, keeping the form's sentence for older callers", async () => {
    const refused = await submit({
      intent: "retention",
      inquiryMonths: "0",
      galleryFilesMonths: "12",
      inactiveAccountYears: "eleven",
      warningDays: "30",
    });
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual({
      inquiryMonths: "Inquiries must be kept a whole number of months from 1 to 120.",
      inactiveAccountYears: "Inactive accounts must be kept a whole number of years from 1 to 10.",
    });
    expect(refused.message).toBe(
      "Use whole numbers: inquiries and gallery photos 1–120 months, accounts 1–10 years, the warning 7–90 days.",
    );
    expect((await getSetting(database.db, "retention")).inquiryMonths).toBe(24);
  });

  it("say which half of a reply template is missing, and keep the templates as they were", async () => {
    const before = await getSetting(database.db, "inquiryReplyTemplates");
    const refused = await submit({
      intent: "templates",
      "title-0": "Hello",
      "body-0": "Hello {name}",
      "title-1": "",
      "body-1": "A text without a title",
      "title-2": "A title without a text",
      "body-2": " ",
      "title-3": "x".repeat(81),
      "body-3": "Too long a title",
    });
    expect(refused.status).toBe(400);
    expect(refused.result?.error).toEqual({
      "title-1": ["Template 2 needs a title, or leave its text empty too."],
      "body-2": ["Template 3 needs a text, or leave its title empty too."],
      "title-3": ["The title of template 4 must be at most 80 characters."],
    });
    expect(await getSetting(database.db, "inquiryReplyTemplates")).toEqual(before);

    const saved = await submit({ intent: "templates", "title-0": " Hello ", "body-0": "Hello {name}", "title-1": "" });
    expect(saved).toMatchObject({ status: 200, ok: true, message: "Reply templates saved." });
    expect(await getSetting(database.db, "inquiryReplyTemplates")).toEqual([{ title: "Hello", body: "Hello {name}" }]);
  });

  it("save the English and the French templates together, each list from its own fields", async () => {
    const saved = await submit({
      intent: "templates",
      "title-0": "Hello",
      "body-0": "Hello {name}",
      "fr-title-0": " Bonjour ",
      "fr-body-0": "Bonjour {name}",
      "fr-title-1": "Les séances",
      "fr-body-1": "{sessions}",
    });
    expect(saved).toMatchObject({ status: 200, ok: true, message: "Reply templates saved." });
    expect(await templateLists()).toEqual({
      en: [{ title: "Hello", body: "Hello {name}" }],
      fr: [
        { title: "Bonjour", body: "Bonjour {name}" },
        { title: "Les séances", body: "{sessions}" },
      ],
    });
    // A page opened before the French list existed posts none of its fields: that list stays as it is.
    expect(await submit({ intent: "templates", "title-0": "Hi", "body-0": "Hi {name}" })).toMatchObject({ ok: true });
    expect(await templateLists()).toMatchObject({
      en: [{ title: "Hi", body: "Hi {name}" }],
      fr: [{ title: "Bonjour" }, { title: "Les séances" }],
    });
    // Emptied on the page, it is emptied.
    expect(
      await submit({ intent: "templates", "title-0": "Hi", "body-0": "Hi {name}", "fr-title-0": "", "fr-body-0": "" }),
    ).toMatchObject({ ok: true });
    expect((await templateLists()).fr).toEqual([]);
  });

  it("refuse a wrong French template beside its field, naming the French list, and change neither list", async () => {
    const before = await templateLists();
    const fields = {
      intent: "templates",
      "title-0": "A new English title",
      "body-0": "Hello {name}, a new English text.",
      "fr-title-0": "Bonjour",
      "fr-body-0": "Bonjour {name}",
      "fr-title-1": "Un titre sans texte",
      "fr-title-2": "x".repeat(81),
      "fr-body-2": "Un titre trop long",
      "fr-title-3": "Un texte trop long",
      "fr-body-3": "x".repeat(5001),
    };
    const refused = await submit(fields);
    expect(refused).toMatchObject({ status: 400, ok: false, form: "templates" });
    expect(refused.result?.error).toEqual({
      "fr-body-1": ["Template 2 in French needs a text, or leave its title empty too."],
      "fr-title-2": ["The title of template 3 in French must be at most 80 characters."],
      "fr-body-3": ["The text of template 4 in French must be at most 5,000 characters."],
    });
    const french = await inLocale("fr", () => submit(fields));
    expect(french.result?.error).toEqual({
      "fr-body-1": ["Le modèle 2 en français a besoin d’un texte, ou laissez aussi son titre vide."],
      "fr-title-2": ["Le titre du modèle 3 en français ne doit pas dépasser 80 caractères."],
      "fr-body-3": ["Le texte du modèle 4 en français ne doit pas dépasser 5\u202f000 caractères."],
    });
    expect(await templateLists()).toEqual(before);
  });

  it("refuse billing details beside their fields", async () => {
    const refused = await submit({
      intent: "billing",
      legalName: "x".repeat(201),
      address: "",
      siret: "",
      vat: "maybe",
    });
    expect(refused.status).toBe(400);
    expect(refused.result?.error).toEqual({
      legalName: ["Legal name must be at most 200 characters."],
      vat: ["Choose whether your prices include VAT."],
    });
  });

  it("refuse a reply address that is not one, and take an empty one", async () => {
    const refused = await submit({ intent: "sender", name: "Camille", email: "not an address" });
    expect(refused.result?.error).toEqual({ email: ["Enter a valid e-mail address."] });
    expect(await submit({ intent: "sender", name: " Camille ", email: "" })).toMatchObject({ ok: true });
    expect(await getSetting(database.db, "inquiryReplySender")).toEqual({ name: "Camille", email: "" });
  });
});
