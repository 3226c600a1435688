/**
 * Every e-mail of messages/email in both languages (issue 30): English exactly as it was before the
 * messages existed (these strings are the old output, byte for byte), French in French, with French
 * typography and `/fr` links where the page exists in French.
 */
import { describe, expect, it } from "vitest";
import { phaseCompletedClientEmail, phaseCompletedOwnerEmail } from "../../blueprint/emails.server.ts";
import {
  inquiryAcknowledgementEmail,
  inquiryNotificationEmail,
  nudgeEmail,
  reportReadyEmail,
} from "../../owner/emails.server.ts";
import { m } from "../../paraglide/messages.js";
import { deletionNoticeEmail } from "../../privacy/deletion.server.ts";
import { inactivityWarningEmail } from "../../privacy/retention.server.ts";
import {
  alreadyRegisteredEmail,
  invitationEmail,
  magicLinkEmail,
  noAccountEmail,
  oneTimeCodeEmail,
  twoFactorOnlyEmail,
} from "./templates.server.ts";

const SITE = "Holistic Omega";
const BASE = "http://localhost:3000";
const NBSP = "\u00a0";
/** Words that give away an English sentence left in a French e-mail. */
const ENGLISH = /\b(the|your|you|and|with|has|have|Hello|Sign in|Someone|Please|ignore)\b/;
const inquiry = { id: 7, name: "Ann", email: "a@x.com", phone: "+33 1", message: "Hi" };
const pdf = { filename: "a.pdf", contentType: "application/pdf", contentBase64: "AA" };

/** The text without the URLs, the site's name and what the sender typed (which may be in any language). */
const words = (text: string) => text.replace(/https?:\/\/\S+/g, "").replaceAll(SITE, "");

describe("the sign-in e-mails", () => {
  it("are unchanged in English", () => {
    expect(magicLinkEmail(SITE, "a@x.com", "http://l/x")).toMatchObject({
      subject: "Your sign-in link for Holistic Omega",
      text: "Use the button below to sign in. The link works once and expires in 10 minutes.\n\nIf you did not ask for it, ignore this message.\n\nSign in: http://l/x\n\n— Holistic Omega\n",
    });
    expect(oneTimeCodeEmail(SITE, "a@x.com", "123456")).toEqual({
      to: "a@x.com",
      subject: "Your sign-in code: 123456",
      text: "Your Holistic Omega sign-in code is: 123456\n\nIt expires in 5 minutes. If you did not ask for it, ignore this message.\n\n— Holistic Omega",
    });
    expect(noAccountEmail(SITE, "a@x.com", BASE, "unknown").text).toBe(
      "Someone asked to sign in to Holistic Omega with this address, but there is no account for it.\n\nIf it was you, you can create an account:\n\nCreate an account: http://localhost:3000/auth?view=sign_up\n\n— Holistic Omega\n",
    );
    expect(noAccountEmail(SITE, "a@x.com", BASE, "unverified").text).toBe(
      "Someone asked to sign in with this address, but it has not been confirmed yet.\n\nPlease use the confirmation link we sent when you signed up, or sign in with your password to receive a new one.\n\nSign in: http://localhost:3000/auth?view=sign_in\n\n— Holistic Omega\n",
    );
    expect(alreadyRegisteredEmail(SITE, "a@x.com", BASE, false)).toMatchObject({
      subject: "Sign-up request for Holistic Omega",
      text: "Someone tried to create an account with this address a few minutes after another sign-up that is not confirmed yet. Nothing has changed.\n\nIf the first sign-up was yours, use the confirmation link we sent you. Otherwise choose your own password with the reset link below: it makes the account yours.\n\nChoose my password: http://localhost:3000/auth?view=forgotten_password\n\n— Holistic Omega\n",
    });
    expect(twoFactorOnlyEmail(SITE, "a@x.com", BASE)).toMatchObject({
      subject: "Sign-in request for Holistic Omega",
      text: "Someone asked for a sign-in link or code for this address. Your account has two-factor authentication on, so links and e-mailed codes are not used for it.\n\nSign in with your password and the code from your authenticator app (or a backup code).\n\nSign in: http://localhost:3000/auth?view=sign_in\n\n— Holistic Omega\n",
    });
    expect(invitationEmail(SITE, "a@x.com", "http://l/i")).toMatchObject({
      subject: "You are invited to the Holistic Omega client portal",
      text: "You have been invited to the Holistic Omega client portal, where you will work through the Holistic Omega Blueprint.\n\nChoose your password to activate your account. The link is valid for 3 days.\n\nChoose my password: http://l/i\n\n— Holistic Omega\n",
    });
  });

  it("are French in French, with /fr/auth links", () => {
    const magic = magicLinkEmail(SITE, "a@x.com", "http://l/x", "fr");
    expect(magic.subject).toBe("Votre lien de connexion à Holistic Omega");
    expect(magic.text).toContain("Le lien ne sert qu’une fois et expire au bout de 10 minutes.");
    expect(magic.text).toContain(`Se connecter${NBSP}: http://l/x\n`);
    expect(magic.html).toContain("Se connecter</a>");
    expect(magic.html).not.toMatch(/If the button/);

    const code = oneTimeCodeEmail(SITE, "a@x.com", "123456", "fr");
    expect(code.subject).toBe(`Votre code de connexion${NBSP}: 123456`);
    expect(code.text).toContain(`Votre code de connexion à Holistic Omega est${NBSP}: 123456`);
    expect(code.text).toContain("Il expire dans 5 minutes.");

    const unknown = noAccountEmail(SITE, "a@x.com", BASE, "unknown", "fr");
    expect(unknown.subject).toBe("Demande de connexion à Holistic Omega");
    expect(unknown.text).toContain("mais aucun compte n’y est associé.");
    expect(unknown.text).toContain(`Créer un compte${NBSP}: http://localhost:3000/fr/auth?view=sign_up\n`);
    const unverified = noAccountEmail(SITE, "a@x.com", BASE, "unverified", "fr");
    expect(unverified.text).toContain("n’a pas encore été confirmée");
    expect(unverified.text).toContain("http://localhost:3000/fr/auth?view=sign_in\n");

    const confirmed = alreadyRegisteredEmail(SITE, "a@x.com", BASE, true, "fr");
    expect(confirmed.subject).toBe("Demande d’inscription à Holistic Omega");
    expect(confirmed.text).toContain("mais vous en avez déjà un. Rien n’a été modifié.");
    expect(confirmed.text).toContain("http://localhost:3000/fr/auth?view=sign_in\n");
    const unconfirmed = alreadyRegisteredEmail(SITE, "a@x.com", BASE, false, "fr");
    expect(unconfirmed.text).toContain(
      `Choisir mon mot de passe${NBSP}: http://localhost:3000/fr/auth?view=forgotten_password`,
    );

    const twoFactor = twoFactorOnlyEmail(SITE, "a@x.com", BASE, "fr");
    expect(twoFactor.text).toContain("L’authentification à deux facteurs est activée sur votre compte");
    expect(twoFactor.text).toContain("http://localhost:3000/fr/auth?view=sign_in\n");

    const invitation = invitationEmail(SITE, "a@x.com", "http://l/i", "fr");
    expect(invitation.subject).toBe("Votre invitation à l’espace client Holistic Omega");
    expect(invitation.text).toContain("le Blueprint Holistic Omega.");
    expect(invitation.text).toContain("Le lien est valable 3 jours.");

    for (const mail of [magic, code, unknown, unverified, confirmed, unconfirmed, twoFactor, invitation]) {
      expect(words(mail.text)).not.toMatch(ENGLISH);
      expect(mail.subject).not.toMatch(ENGLISH);
    }
  });
});

describe("the inquiry e-mails", () => {
  it("are unchanged in English", () => {
    expect(inquiryAcknowledgementEmail(SITE, "a@x.com")).toEqual({
      to: "a@x.com",
      subject: "We received your message — Holistic Omega",
      text: "Hello,\n\nThank you for getting in touch. We have received your message and will reply within two business days.\n\n— Holistic Omega",
    });
    expect(inquiryNotificationEmail(SITE, "o@x.com", inquiry, BASE)).toMatchObject({
      subject: "New inquiry from Ann",
      text: "Ann <a@x.com>, phone +33 1 sent a message through the website:\n\nHi\n\nReply directly to the sender's e-mail address.\n\nOpen the inquiries inbox: http://localhost:3000/admin/inquiries/7\n\n— Holistic Omega\n",
    });
    expect(inquiryNotificationEmail(SITE, "o@x.com", { ...inquiry, phone: undefined }, BASE).text).toMatch(
      /^Ann <a@x.com> sent a message through the website:\n\nHi\n/,
    );
  });

  it("are French in French", () => {
    const ack = inquiryAcknowledgementEmail(SITE, "a@x.com", "fr");
    expect(ack.subject).toBe("Nous avons bien reçu votre message — Holistic Omega");
    expect(ack.text).toBe(
      "Bonjour,\n\nMerci de nous avoir écrit. Nous avons bien reçu votre message et vous répondrons sous deux jours ouvrés.\n\n— Holistic Omega",
    );
    const notice = inquiryNotificationEmail(SITE, "o@x.com", inquiry, BASE, "fr");
    expect(notice.subject).toBe("Nouvelle demande de Ann");
    expect(notice.text).toContain(`Ann <a@x.com>, téléphone +33 1 a envoyé un message depuis le site${NBSP}:\n\nHi\n`);
    expect(notice.text).toContain(`Ouvrir les demandes${NBSP}: http://localhost:3000/admin/inquiries/7`);
    expect(words(notice.text.replace("Hi", ""))).not.toMatch(ENGLISH);
  });
});

describe("the Blueprint e-mails", () => {
  const summary = [{ label: "L", answer: "A" }];
  it("are unchanged in English", () => {
    expect(
      phaseCompletedClientEmail(SITE, "a@x.com", { name: "Phase 1", title: "T" }, summary, "http://r", "http://b"),
    ).toMatchObject({
      subject: "Phase 1 complete — Holistic Omega",
      text: "Congratulations: you have completed Phase 1, T.\n\nYour personalised report is on its way: your consultant reviews it personally, then it arrives by e-mail. We will also be in touch to schedule your next session.\n\nBook your Phase 1 review at a time that suits you: http://b\n\nHere is a summary of your answers:\n\n• L: A\n\nSee your answers: http://r\n\n— Holistic Omega\n",
    });
    expect(phaseCompletedOwnerEmail(SITE, "o@x.com", "Ann", { name: "Phase 1", title: "T" }, "http://r")).toMatchObject(
      {
        subject: "Ann completed Phase 1",
        text: "Ann has completed Phase 1, T. Their answers are ready for the personalised report.\n\nOpen their results: http://r\n\n— Holistic Omega\n",
      },
    );
    expect(
      reportReadyEmail(SITE, "a@x.com", {
        name: "Ann",
        phaseName: "Phase 1",
        phaseTitle: "T",
        reportUrl: "http://r",
        pdf,
      }),
    ).toMatchObject({
      subject: "Your Phase 1 report is ready",
      text: "Hello Ann,\n\nYour personal report for Phase 1, T, is ready. It is attached as a PDF, and you can read it online at any time.\n\nRead your report: http://r\n\n— Holistic Omega\n",
      attachments: [pdf],
    });
  });

  it("are French in French", () => {
    const phase = { name: "Phase 1", title: "Les fondations alignées" };
    const done = phaseCompletedClientEmail(SITE, "a@x.com", phase, summary, "http://r", `${BASE}/fr/book/x`, "fr");
    expect(done.subject).toBe("Phase 1 terminée — Holistic Omega");
    expect(done.text).toContain(
      `Félicitations${NBSP}: vous avez terminé la Phase 1, «${NBSP}Les fondations alignées${NBSP}».`,
    );
    expect(done.text).toContain(`au moment qui vous convient${NBSP}: http://localhost:3000/fr/book/x`);
    expect(done.text).toContain(`Voici un résumé de vos réponses${NBSP}:\n\n• L${NBSP}: A\n`);
    expect(done.text).toContain(`Voir vos réponses${NBSP}: http://r`);
    expect(words(done.text)).not.toMatch(ENGLISH);

    const owner = phaseCompletedOwnerEmail(SITE, "o@x.com", "Ann", phase, "http://r", "fr");
    expect(owner.subject).toBe("Ann a terminé la Phase 1");
    expect(owner.text).toContain("Ses réponses sont prêtes pour le rapport personnalisé.");

    const report = reportReadyEmail(
      SITE,
      "a@x.com",
      { name: "Ann", phaseName: "Phase 1", phaseTitle: phase.title, reportUrl: "http://r", pdf },
      "fr",
    );
    expect(report.subject).toBe("Votre rapport de la Phase 1 est prêt");
    expect(report.text).toMatch(/^Bonjour Ann,\n\nVotre rapport personnel pour la Phase 1/);
    expect(words(report.text)).not.toMatch(ENGLISH);
  });
});

describe("the nudge", () => {
  const nudge = { name: "Ann ", phaseLabel: "Phase 1: Clarity", resumeUrl: "http://r", optOutUrl: "http://o?a=1&b" };
  it("is unchanged in English", () => {
    const mail = nudgeEmail(SITE, "a@x.com", nudge);
    expect(mail.subject).toBe("Pick up Phase 1: Clarity where you left off");
    expect(mail.text).toBe(
      "Hello Ann,\n\nYour answers in Phase 1: Clarity are saved. The button below takes you straight back to the question where you stopped; a few minutes are enough to move on.\n\nContinue Phase 1: Clarity: http://r\n\n— Holistic Omega\n\nYou receive at most two reminders per phase. To stop them, use this link: http://o?a=1&b\n",
    );
    expect(mail.html).toContain('<a href="http://o?a=1&#38;b">stop the reminders</a>');
    expect(nudgeEmail(SITE, "a@x.com", { ...nudge, name: " " }).text).toMatch(/^Hello,\n/);
  });

  it("is French in French", () => {
    const mail = nudgeEmail(SITE, "a@x.com", { ...nudge, phaseLabel: "Phase 1 : Clarté" }, "fr");
    expect(mail.subject).toBe(`Reprenez «${NBSP}Phase 1 : Clarté${NBSP}» là où vous l’aviez laissée`);
    expect(mail.text).toMatch(/^Bonjour Ann,\n\nVos réponses de «\u00a0Phase 1 : Clarté\u00a0» sont bien enregistrées/);
    expect(mail.text).toContain(`Pour ne plus en recevoir, utilisez ce lien${NBSP}: http://o?a=1&b\n`);
    expect(mail.html).toContain(">arrêter les rappels</a>");
    expect(words(mail.text)).not.toMatch(ENGLISH);
  });
});

describe("the privacy e-mails", () => {
  const periods = { inactiveAccountYears: 3, warningDays: 30 };
  it("are unchanged in English", () => {
    expect(inactivityWarningEmail(SITE, BASE, { email: "a@x.com", locale: "en" }, periods)).toMatchObject({
      subject: "Your account will be deleted for inactivity",
      text: "You have not signed in for 3 years. To protect your privacy, accounts that are not used are deleted.\n\nYour account and everything in it will be deleted in 30 days. Sign in before then if you want to keep it; you can also download your data from your account page first.\n\nSign in to keep my account: http://localhost:3000/auth\n\n— Holistic Omega\n",
    });
    expect(
      inactivityWarningEmail(SITE, BASE, { email: "a@x.com", locale: "en" }, { ...periods, inactiveAccountYears: 1 })
        .text,
    ).toMatch(/^You have not signed in for 1 year\./);
    expect(
      deletionNoticeEmail(SITE, "o@x.com", "en", {
        byOwner: null,
        day: "2026-11-26",
        bookings: 1,
        payments: 2,
        cancelled: 0,
      }),
    ).toEqual({
      to: "o@x.com",
      subject: "A client deleted their account",
      text: "A client deleted their account on 2026-11-26. Their answers, files, galleries and messages are gone. 1 booking and 2 payments are kept for the accounts, without their name or e-mail address.\n\n— Holistic Omega\n",
    });
    expect(
      deletionNoticeEmail(SITE, "o@x.com", "en", {
        byOwner: "boss@x.com",
        day: "2026-11-26",
        bookings: 2,
        payments: 1,
        cancelled: 2,
      }),
    ).toMatchObject({
      subject: "A client's account was deleted",
      text: "boss@x.com deleted a client's account on 2026-11-26. 2 sessions still to come were cancelled and their times are free again. 2 bookings and 1 payment are kept for the accounts, without their name or e-mail address.\n\n— Holistic Omega\n",
    });
  });

  it("are French in French", () => {
    const warning = inactivityWarningEmail(SITE, BASE, { email: "a@x.com", locale: "fr" }, periods);
    expect(warning.subject).toBe("Votre compte va être supprimé pour inactivité");
    expect(warning.text).toMatch(/^Votre compte n’a pas été utilisé depuis 3 ans\./);
    expect(warning.text).toContain("seront supprimés dans 30 jours.");
    expect(warning.text).toContain(`Me connecter pour garder mon compte${NBSP}: http://localhost:3000/fr/auth\n`);
    expect(words(warning.text)).not.toMatch(ENGLISH);
    expect(
      inactivityWarningEmail(SITE, BASE, { email: "a@x.com", locale: "fr" }, { ...periods, inactiveAccountYears: 1 })
        .text,
    ).toMatch(/^Votre compte n’a pas été utilisé depuis 1 an\./);

    const deleted = deletionNoticeEmail(SITE, "o@x.com", "fr", {
      byOwner: null,
      day: "2026-11-26",
      bookings: 1,
      payments: 2,
      cancelled: 1,
    });
    expect(deleted.subject).toBe("Un client a supprimé son compte");
    expect(deleted.text).toBe(
      "Un client a supprimé son compte le 26 novembre 2026. Ses réponses, fichiers, galeries et messages ont été effacés. 1 séance à venir a été annulée et son créneau est de nouveau libre. 1 réservation et 2 paiements sont conservés pour la comptabilité, sans son nom ni son adresse e-mail.\n\n— Holistic Omega\n",
    );
    const byOwner = deletionNoticeEmail(SITE, "o@x.com", "fr", {
      byOwner: "boss@x.com",
      day: "2026-11-26",
      bookings: 0,
      payments: 1,
      cancelled: 0,
    });
    expect(byOwner.subject).toBe("Le compte d’un client a été supprimé");
    expect(byOwner.text).toMatch(
      /^boss@x.com a supprimé le compte d’un client le 26 novembre 2026\. 0 réservation et 1 paiement/,
    );
  });
});

describe("the owner's gallery selection notice", () => {
  it("counts the photos in the owner's language", () => {
    const words = (count: number, locale: "en" | "fr") =>
      m.email_selection_body({ client: "Ann", count, title: "Spring" }, { locale });
    expect(words(1, "en")).toBe('Ann chose 1 of the photos in "Spring".');
    expect(words(12, "en")).toBe('Ann chose 12 of the photos in "Spring".');
    expect(words(1, "fr")).toBe(`Ann a choisi 1 photo dans «${NBSP}Spring${NBSP}».`);
    expect(words(12, "fr")).toBe(`Ann a choisi 12 photos dans «${NBSP}Spring${NBSP}».`);
    expect(m.email_selection_subject({ title: "Spring" }, { locale: "fr" })).toBe(`Sélection reçue${NBSP}: Spring`);
  });
});
