/**
 * The reply templates the product starts with, in French. The owner's templates are one list they
 * edit in Settings (`inquiryReplyTemplates`, first written in English); while they have not changed
 * it, an inquiry written in French is offered these instead, so a French inquirer gets French words.
 * `{name}` and `{sessions}` work as in the English ones.
 */
export const FRENCH_REPLY_TEMPLATES: readonly { title: string; body: string }[] = [
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
    body: "Bonjour {name},\n\nMerci de m’avoir écrit. Le Blueprint Holistic Omega est une bonne façon de commencer : quatre questionnaires guidés que nous passons ensuite en revue ensemble. Je vous envoie dans un e-mail séparé une invitation à l’espace client.\n\nBien chaleureusement",
  },
];
