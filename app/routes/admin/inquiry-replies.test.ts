/**
 * Replies reach the owner (issue 27): a reply goes out with Reply-To set to the owner's address (the
 * setting, else the owner's account), signed with the owner's name; the inquiry keeps the thread in
 * order; templates list the current session types with their real durations and prices, and an inquiry is
 * offered the templates of its language, each list edited on its own.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, BASE, cookieFrom, get, postForm } from "../../../tests/support/routes.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { getAuth } from "../../lib/auth.server.ts";
import { contactMessages, emailOutbox, sessionTypes, users } from "../../lib/db/schema.ts";
import { deliverDue } from "../../lib/email/outbox.server.ts";
import { createTransport } from "../../lib/email/transport.server.ts";
import { getEnv } from "../../lib/env.server.ts";
import { LOCALES, type Locale } from "../../lib/i18n/locale.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { getSetting, setSetting } from "../../lib/settings.server.ts";
import { templateBody, templateTitle } from "../../owner/settings-forms.ts";
import { action as inquiryAction, loader as inquiryLoader } from "./inquiry.tsx";
import { action as settingsAction, loader as settingsLoader } from "./settings.tsx";

let database: TestDatabase;
let sink: SmtpSink;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  database = await useFreshAppDatabase();
  sink = await startSmtpSink();
  admin = await signedInUser("admin");
  await database.db.update(users).set({ name: "Camille Martin" }).where(eq(users.id, admin.id));
  // A fresh session, so the signed-in user carries the name.
  const response = await (await getAuth()).handler(
    new Request(`${BASE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-client-ip": "198.51.100.77" },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    }),
  );
  admin = { ...admin, cookie: cookieFrom(response) };
});
afterAll(async () => {
  await sink.close();
  await database.destroy();
});

type Outcome = { data: { ok: boolean; message: string }; init: ResponseInit | null };
const act = async (id: string, fields: Record<string, string>) =>
  (await inquiryAction(args(postForm(`/admin/inquiries/${id}`, fields, admin.cookie), { id }))) as unknown as Outcome;
const saveSettings = async (fields: Record<string, string>) =>
  (await settingsAction(args(postForm("/admin/settings", fields, admin.cookie)))) as unknown as Outcome;

async function newInquiry(name: string, email: string) {
  const [row] = await database.db
    .insert(contactMessages)
    .values({ name, email, message: "Could you tell me more?" })
    .returning({ id: contactMessages.id });
  return String(row!.id);
}

async function newFrenchInquiry(name: string, email: string) {
  const [row] = await database.db
    .insert(contactMessages)
    .values({ name, email, message: "Bonjour !", locale: "fr" })
    .returning({ id: contactMessages.id });
  return String(row!.id);
}

const FRENCH_TITLES = ["Merci, parlons-en", "Les séances photo en détail", "Une invitation au Blueprint"];

/** The titles of the templates an inquiry's reply offers. */
async function offered(id: string) {
  return (await inquiryLoader(args(get(`/admin/inquiries/${id}`, admin.cookie), { id }))).templates.map((t) => t.title);
}

/** The Settings templates form as the page sends it: both languages' lists, each in its own fields. */
function templatesForm(lists: Record<Locale, { title: string; body: string }[]>) {
  const fields: Record<string, string> = { intent: "templates" };
  for (const locale of LOCALES) {
    for (const [slot, template] of lists[locale].entries()) {
      fields[templateTitle(locale, slot)] = template.title;
      fields[templateBody(locale, slot)] = template.body;
    }
  }
  return fields;
}

async function deliver() {
  const transport = createTransport({ smtpUrl: sink.url, dataDir: "" });
  await deliverDue(database.db, transport, "Holistic Omega <no-reply@example.com>");
  transport.close();
}

describe("replies to inquiries", () => {
  it("go out with Reply-To the owner's account and its name as signature, and keep the thread in order", async () => {
    const id = await newInquiry("Paula Prospect", "paula@example.com");
    expect((await act(id, { intent: "reply", subject: "Re: sessions", body: "First answer." })).data.ok).toBe(true);
    expect((await act(id, { intent: "reply", subject: "Re: sessions", body: "Second answer." })).data.ok).toBe(true);
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, "paula@example.com"));
    expect(mails.map((m) => m.replyTo)).toEqual([admin.email, admin.email]);
    expect(mails[0]!.text).toContain("First answer.\n\n— Camille Martin\nHolistic Omega");
    expect(mails[0]!.html).toContain("— Camille Martin<br>Holistic Omega");

    await deliver();
    const received = sink.messages.filter((m) => m.to.includes("paula@example.com"));
    expect(received).toHaveLength(2);
    expect(received[0]!.replyTo).toEqual([admin.email]);
    expect(received[0]!.from).toBe("no-reply@example.com");

    const thread = await inquiryLoader(args(get(`/admin/inquiries/${id}`, admin.cookie), { id }));
    expect(thread.state).toBe("replied");
    expect(thread.replies.map((r) => r.body)).toEqual(["First answer.", "Second answer."]);
    expect(thread.sender).toEqual({ email: admin.email, signature: "Camille Martin, Holistic Omega" });
  });

  it("use the reply name and address from the settings when the owner sets them", async () => {
    const saved = await saveSettings({ intent: "sender", name: "Camille", email: "camille@studio.example" });
    expect(saved.data).toMatchObject({ ok: true, message: "Reply name and address saved." });
    const id = await newInquiry("Rob", "rob@example.com");
    await act(id, { intent: "reply", subject: "Re: hello", body: "Hello Rob." });
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, "rob@example.com"));
    expect(mail!.replyTo).toBe("camille@studio.example");
    expect(mail!.text).toContain("— Camille\nHolistic Omega");
    const page = await settingsLoader(args(get("/admin/settings", admin.cookie)));
    expect(page.sender).toEqual({ name: "Camille", email: "camille@studio.example" });
  });

  it("refuse an invalid reply address, changing nothing", async () => {
    const before = await getSetting(database.db, "inquiryReplySender");
    const refused = await saveSettings({ intent: "sender", name: "Camille", email: "not an address" });
    expect(refused.init?.status).toBe(400);
    expect(refused.data.message).toBe("Enter a valid e-mail address.");
    expect(await getSetting(database.db, "inquiryReplySender")).toEqual(before);
  });

  it("fill the session template with the session types' real durations and prices, at the time of use", async () => {
    await setSetting(database.db, "inquiryReplyTemplates", (await getSetting(database.db, "inquiryReplyTemplates"))!);
    const id = await newInquiry("Sam", "sam@example.com");
    const page = await inquiryLoader(args(get(`/admin/inquiries/${id}?template=1`, admin.cookie), { id }));
    expect(page.draft.body).not.toMatch(/two hours|\{sessions\}/);
    // The seeded session types: no price set yet, so none is promised.
    expect(page.draft.body).toContain("• Signature Portrait: 1 hour\n• Express: 30 minutes");

    await database.db
      .update(sessionTypes)
      .set({ priceCents: 24000, priceFrom: true, durationMinutes: 90 })
      .where(eq(sessionTypes.slug, "signature-portrait"));
    await database.db.update(sessionTypes).set({ priceCents: 9950 }).where(eq(sessionTypes.slug, "express"));
    const later = await inquiryLoader(args(get(`/admin/inquiries/${id}?template=1`, admin.cookie), { id }));
    expect(later.draft.body).toContain(
      "• Signature Portrait: 1 hour 30 minutes, From €240\n• Express: 30 minutes, €99.50",
    );
    // Blueprint reviews are for clients, not prospects.
    expect(later.draft.body).not.toMatch(/review/i);
  });

  it("offer a French inquiry the French starting templates, with the sessions in French; an English one the English", async () => {
    const id = await newFrenchInquiry("Léa", "lea@example.com");
    const page = await inquiryLoader(args(get(`/admin/inquiries/${id}?template=1`, admin.cookie), { id }));
    expect(page.templates.map((t) => t.title)).toEqual(FRENCH_TITLES);
    expect(page.draft.body).toMatch(/^Bonjour Léa,/);
    expect(page.draft.body).toContain(
      "• Signature Portrait\u00a0: 1 heure 30 minutes, À partir de 240,00\u00a0€\n• Express\u00a0: 30 minutes, 99,50\u00a0€",
    );

    const english = await newInquiry("Sam", "sam2@example.com");
    const englishPage = await inquiryLoader(args(get(`/admin/inquiries/${english}`, admin.cookie), { id: english }));
    expect(englishPage.templates[0]?.title).toBe("Thank you, let's talk");
  });

  it("keep offering a French inquiry the French templates when the owner edits the English ones", async () => {
    const french = await newFrenchInquiry("Chloé", "chloe@example.com");
    const english = await newInquiry("Sam", "sam4@example.com");
    const { templates } = await settingsLoader(args(get("/admin/settings", admin.cookie)));
    const saved = await saveSettings(
      templatesForm({ ...templates, en: [{ title: "Quick hello", body: "Hello {name}." }] }),
    );
    expect(saved.data).toMatchObject({ ok: true, message: "Reply templates saved." });

    expect(await offered(english)).toEqual(["Quick hello"]);
    expect(await offered(french)).toEqual(FRENCH_TITLES);
  });

  it("offer a French inquiry the owner's French templates once edited, and leave the English ones alone", async () => {
    const french = await newFrenchInquiry("Chloé", "chloe2@example.com");
    const english = await newInquiry("Sam", "sam5@example.com");
    const { templates } = await settingsLoader(args(get("/admin/settings", admin.cookie)));
    const mine = { title: "Bonjour et merci", body: "Bonjour {name}, merci pour votre message\u00a0!" };
    expect((await saveSettings(templatesForm({ ...templates, fr: [mine] }))).data.ok).toBe(true);

    expect(await offered(french)).toEqual(["Bonjour et merci"]);
    const page = await inquiryLoader(args(get(`/admin/inquiries/${french}?template=0`, admin.cookie), { id: french }));
    expect(page.draft.body).toBe("Bonjour Chloé, merci pour votre message\u00a0!");
    expect(await offered(english)).toEqual(["Quick hello"]);
    const reloaded = await settingsLoader(args(get("/admin/settings", admin.cookie)));
    expect(reloaded.templates).toEqual({ en: [{ title: "Quick hello", body: "Hello {name}." }], fr: [mine] });
  });

  it("draft the reply's subject in the inquiry's language, as its body, whatever the owner's language", async () => {
    const site = getEnv().SITE_NAME;
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Inès", email: "ines@example.com", message: "Bonjour !", locale: "fr" })
      .returning({ id: contactMessages.id });
    const frenchInquiry = String(row!.id);
    const englishInquiry = await newInquiry("Sam", "sam3@example.com");
    const subject = async (id: string, owner: "en" | "fr") =>
      (await inLocale(owner, () => inquiryLoader(args(get(`/admin/inquiries/${id}`, admin.cookie), { id })))).draft
        .subject;
    expect(await subject(frenchInquiry, "en")).toBe(`Re\u00a0: votre message à ${site}`);
    expect(await subject(frenchInquiry, "fr")).toBe(`Re\u00a0: votre message à ${site}`);
    expect(await subject(englishInquiry, "fr")).toBe(`Re: your message to ${site}`);
    expect(await subject(englishInquiry, "en")).toBe(`Re: your message to ${site}`);
  });
});
