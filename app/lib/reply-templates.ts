/**
 * The owner's reply templates for inquiries come in two lists, one per language, each its own setting
 * (`inquiryReplyTemplates` in English, `inquiryReplyTemplatesFr` in French, app/lib/settings.server.ts) and
 * edited on /admin/settings: an inquiry is offered the list of the language it was written in, whatever the
 * owner did to the other list. These are the lists a fresh install starts with, and the limits both lists,
 * the Settings form and its messages read. `{name}` becomes the sender's name, `{sessions}` the session types
 * open for booking (app/owner/inquiries.server.ts). No imports: the browser loads the limits.
 */
export type ReplyTemplate = { title: string; body: string };

/** At most `templates` per list; each a title and a text of at most these many characters. */
export const REPLY_TEMPLATE_LIMITS = { templates: 10, titleChars: 80, bodyChars: 5000 } as const;

export const ENGLISH_REPLY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    title: "Thank you, let's talk",
    body: "Hello {name},\n\nThank you for your message. I would love to hear more about your project: could we set up a short call this week? Tell me which days and times suit you.\n\nWarm regards",
  },
  {
    title: "Photography session details",
    body: "Hello {name},\n\nThank you for your interest in a photography session. These are the sessions you can book:\n\n{sessions}\n\nAfter the session you choose your favourites in a private online gallery and receive them retouched. I will gladly suggest a few dates.\n\nWarm regards",
  },
  {
    title: "Invitation to the Blueprint",
    body: "Hello {name},\n\nThank you for reaching out. The Holistic Omega Blueprint is a good place to start: four guided questionnaires that we then review together. I am sending you an invitation to the client portal in a separate e-mail.\n\nWarm regards",
  },
];

export const FRENCH_REPLY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    title: "Merci, parlons-en",
    body: "Bonjour {name},\n\nMerci pour votre message. J’aimerais en savoir plus sur votre projet\u00a0: pourrions-nous prévoir un court appel cette semaine\u00a0? Dites-moi quels jours et quels horaires vous conviennent.\n\nBien chaleureusement",
  },
  {
    title: "Les séances photo en détail",
    body: "Bonjour {name},\n\nMerci de l’intérêt que vous portez à une séance photo. Voici les séances que vous pouvez réserver\u00a0:\n\n{sessions}\n\nAprès la séance, vous choisissez vos photos préférées dans une galerie privée en ligne, puis vous les recevez retouchées. Je vous propose volontiers quelques dates.\n\nBien chaleureusement",
  },
  {
    title: "Une invitation au Blueprint",
    body: "Bonjour {name},\n\nMerci de m’avoir écrit. Le Blueprint Holistic Omega est une bonne façon de commencer\u00a0: quatre questionnaires guidés que nous passons ensuite en revue ensemble. Je vous envoie dans un e-mail séparé une invitation à l’espace client.\n\nBien chaleureusement",
  },
];
