import { DEFAULT_POLICY_FACTS, type PolicyFacts } from "../legal";
import type { LegalPage } from "../types";

/**
 * The French about page, terms and policies. They follow app/content/legal.ts section for section and
 * are written from the same installation facts, so both languages say what the product does.
 */

const UPDATED = "2026-11-25";

// French counts 0 and 1 in the singular; a no-break space keeps the number with its unit.
const count = (n: number, one: string, many: string) => `${n} ${n < 2 ? one : many}`;
const months = (n: number) => count(n, "mois", "mois");
const years = (n: number) => count(n, "an", "ans");
const days = (n: number) => count(n, "jour", "jours");

/** The privacy policy, as this installation runs. */
export function privacyPolicyPage(facts: PolicyFacts): LegalPage {
  const r = facts.retention;
  return {
    path: "/privacypolicy",
    title: "Politique de confidentialité",
    description:
      "Comment Holistic Omega collecte, utilise, conserve et protège vos données personnelles, combien de temps nous les gardons et comment exercer vos droits.",
    updated: UPDATED,
    intro: [
      "Cette politique explique quelles données personnelles Holistic Omega collecte lorsque vous utilisez notre site et votre espace client, pourquoi nous les collectons, combien de temps nous les conservons, qui nous aide à les traiter et de quels droits vous disposez.",
      "Nous ne collectons que les données nécessaires au fonctionnement de nos services ; nous ne vendons aucune donnée personnelle et n’en faisons aucun usage publicitaire.",
    ],
    sections: [
      {
        heading: "Qui sommes-nous et comment nous joindre",
        paragraphs: [
          "Holistic Omega est le responsable de traitement des données personnelles décrites dans cette politique, au sens du Règlement général sur la protection des données (RGPD). Pour toute question sur vos données, écrivez-nous à l’adresse e-mail indiquée en pied de chaque page.",
        ],
      },
      {
        heading: "Ce que nous collectons et pourquoi",
        paragraphs: [
          "La liste ci-dessous présente chaque catégorie de données, la finalité pour laquelle nous l’utilisons et la base légale sur laquelle repose le traitement.",
        ],
        list: [
          "Données de compte : votre adresse e-mail, votre nom et une empreinte sécurisée de votre mot de passe (qui n’est jamais conservé en clair), ainsi que, si vous l’activez, le secret de la double authentification et l’empreinte de vos codes de secours. Nous les utilisons pour créer et sécuriser votre compte. Base légale : l’exécution du contrat qui nous lie.",
          "Historique des connexions : pour chaque appareil connecté, la date de connexion, son adresse réseau et le nom de son navigateur, afin que vous puissiez voir et fermer vos sessions et que nous puissions repérer les abus. Base légale : notre intérêt légitime à offrir un service sûr.",
          "Demandes de contact : le nom, l’adresse e-mail, le numéro de téléphone facultatif et le message que vous nous envoyez par le formulaire de contact, ainsi que nos réponses. Nous les utilisons pour vous répondre. Base légale : les mesures précontractuelles prises à votre demande.",
          "Réponses au Blueprint et fichiers déposés : vos réponses aux quatre questionnaires, avec l’historique de leurs modifications, les fichiers que vous déposez et les bilans que nous rédigeons pour vous. Base légale : l’exécution du contrat qui nous lie. Les auto-évaluations de bien-être peuvent révéler des informations relatives à votre santé ; toutes les réponses libres sont facultatives, et nous ne traitons ces informations qu’avec votre consentement explicite, que vous pouvez retirer à tout moment.",
          "Réservations : la séance que vous réservez, son horaire, vos nom, adresse e-mail, numéro de téléphone et fuseau horaire, votre éventuel message et, pour une séance chez vous, votre adresse. Base légale : l’exécution du contrat qui nous lie.",
          facts.stripe
            ? "Paiements : ce que vous avez réglé, le montant, la date et le reçu que nous émettons. Le paiement par carte s’effectue sur la page de paiement sécurisée de Stripe : vos coordonnées bancaires sont transmises à Stripe et ne parviennent jamais à nos serveurs. Base légale : l’exécution du contrat et nos obligations comptables légales."
            : "Paiements : ce que vous avez réglé, le montant, la date et le reçu que nous émettons. Base légale : l’exécution du contrat et nos obligations comptables légales.",
          "Galeries photo : les photographies de votre séance, les favoris que vous choisissez et les commentaires que vous laissez. Base légale : l’exécution du contrat qui nous lie.",
          "Suivi des e-mails : le destinataire, l’objet, le contenu et l’état d’acheminement des e-mails que nous vous envoyons (confirmations, liens de connexion, rappels), afin de renvoyer ceux qui n’ont pas pu être remis. Base légale : notre intérêt légitime à communiquer de façon fiable.",
          "Journaux du serveur : pour chaque requête, la page demandée, son statut et sa durée, sans votre adresse réseau. Nous les utilisons pour assurer le bon fonctionnement du service et corriger les erreurs. Base légale : notre intérêt légitime à exploiter notre site.",
          "Mesure d’audience : le nombre d’affichages de chaque page publique par jour, et combien d’entre eux ont ouvert une visite. Aucun cookie n’est déposé et aucune adresse, aucun identifiant de navigateur ni aucun profil n’est conservé : ces chiffres ne permettent pas de vous identifier (voir la Politique de cookies). Base légale : notre intérêt légitime à savoir quelles pages sont lues.",
        ],
      },
      {
        heading: "Combien de temps nous conservons vos données",
        paragraphs: [
          "Une tâche automatique s’exécute chaque jour et supprime ce qui a atteint le terme des durées ci-dessous : ces durées sont donc appliquées d’office, et non à la main.",
        ],
        list: [
          `Données de compte, réponses, bilans, fichiers déposés, galeries et commentaires : tant que votre compte existe. Un compte sans connexion ni activité pendant ${years(r.inactiveAccountYears)} est supprimé ; nous vous prévenons par e-mail ${days(r.warningDays)} avant, et il suffit de vous connecter pour le conserver.`,
          `Demandes de contact et nos réponses : ${months(r.inquiryMonths)} après le dernier message de l’échange.`,
          `Photographies d’une galerie : ${months(r.galleryFilesMonths)} après la date d’expiration de la galerie ; son titre et ses dates restent dans nos registres.`,
          `Suivi des e-mails : ${days(facts.emailRecordDays)} après l’envoi de l’e-mail.`,
          `Mesure d’audience : ${months(facts.visitMonths)}.`,
          "Réservations, paiements et reçus : aussi longtemps que l’exige le droit comptable (dix ans en France). Lorsqu’un compte est supprimé, ils sont conservés sans le nom, l’adresse e-mail, le numéro de téléphone ni l’adresse postale.",
        ],
      },
      {
        heading: "Qui traite vos données",
        paragraphs: [
          "Vos données ne sont accessibles qu’à Holistic Omega et aux prestataires ci-dessous, qui agissent chacun en qualité de sous-traitant, sur nos instructions et dans le cadre d’un contrat de traitement des données. Nous ne communiquons vos données à aucun autre tiers, sauf si la loi nous y oblige.",
        ],
        list: [
          facts.fileStorage === "s3"
            ? "Notre hébergeur, qui fait fonctionner nos serveurs et notre base de données, et notre prestataire de stockage de fichiers, qui conserve les fichiers que vous déposez et les photographies de vos galeries."
            : "Notre hébergeur, qui fait fonctionner nos serveurs et notre base de données, et conserve sur ces mêmes serveurs les fichiers que vous déposez et les photographies de vos galeries.",
          ...(facts.emailDelivery === "smtp"
            ? [
                "Notre prestataire d’envoi d’e-mails, qui achemine les e-mails que nous vous adressons et les notifications que nous recevons.",
              ]
            : []),
          ...(facts.stripe
            ? [
                "Stripe, qui traite les paiements par carte et qui conserve, en qualité de responsable de traitement indépendant pour ses propres obligations (lutte contre la fraude, réglementation des paiements), les informations de paiement que vous lui confiez.",
              ]
            : []),
        ],
      },
      {
        heading: "Comment nous protégeons vos données",
        paragraphs: [
          "Toutes les communications avec notre site sont chiffrées. Les mots de passe et les codes de secours ne sont conservés que sous forme d’empreintes sécurisées, les cookies de session sont inaccessibles aux scripts de la page, et le nombre de demandes de connexion, de contact et de téléchargement est limité. L’accès aux données des clients est réservé au titulaire du compte et à l’exploitant du site.",
        ],
      },
      {
        heading: "Vos droits, en libre-service",
        paragraphs: [
          "Vous pouvez exercer vous-même les principaux droits, à tout moment, depuis la page de votre compte :",
          "Pour les autres droits, ou si vous n’avez pas de compte, écrivez à l’adresse e-mail indiquée en pied de chaque page ; nous vous répondons dans un délai d’un mois.",
        ],
        list: [
          "Droit d’accès et droit à la portabilité : le bouton « Télécharger mes données » vous fournit un fichier ZIP contenant toutes les données que nous détenons sur vous, aux formats JSON et CSV, avec les fichiers que vous avez déposés.",
          "Droit à l’effacement : le bouton « Supprimer mon compte » supprime en une seule fois votre compte et tout ce qu’il contient, après confirmation par votre mot de passe (et par le code de votre application d’authentification si la double authentification est activée). Seuls subsistent les réservations et les paiements que le droit comptable nous impose de conserver, sans votre nom ni vos coordonnées.",
          "Droit de rectification : vous pouvez modifier votre nom depuis la page de votre compte ; écrivez-nous pour tout le reste.",
          "Droit d’opposition, droit à la limitation du traitement et retrait du consentement : écrivez-nous ; le retrait du consentement ne remet pas en cause la licéité des traitements effectués auparavant.",
          "Réclamation : vous pouvez introduire une réclamation auprès de l’autorité de protection des données de votre pays (en France, la CNIL).",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "Nous n’utilisons que des cookies strictement nécessaires, et nous mesurons l’audience sans aucun cookie. Notre Politique de cookies les décrit.",
        ],
      },
      {
        heading: "Modifications de cette politique",
        paragraphs: [
          "Nous mettons cette politique à jour lorsque nos services ou nos obligations légales évoluent. La date de la dernière mise à jour figure en haut de cette page.",
        ],
      },
    ],
  };
}

/** The cookie policy, as this installation runs. */
export function cookiePolicyPage(facts: PolicyFacts): LegalPage {
  return {
    path: "/cookiepolicy",
    title: "Politique de cookies",
    description:
      "Holistic Omega n’utilise que des cookies strictement nécessaires à la connexion et à la sécurité, et mesure l’audience sans cookie. Aucun cookie analytique, publicitaire ou tiers.",
    updated: UPDATED,
    intro: [
      "Cette politique explique quels cookies notre site utilise et pourquoi. En bref : seulement les quelques cookies nécessaires pour vous connecter en toute sécurité, et aucun qui vous suive. Les visites sont comptées sans cookie.",
    ],
    sections: [
      {
        heading: "Qu’est-ce qu’un cookie ?",
        paragraphs: [
          "Un cookie est un petit fichier texte qu’un site enregistre dans votre navigateur afin de le reconnaître lors des requêtes suivantes. Il peut être indispensable au fonctionnement du site, ou servir à mesurer l’audience ou à suivre les visiteurs ; nous n’utilisons que des cookies indispensables.",
        ],
      },
      {
        heading: "Les cookies que nous utilisons",
        paragraphs: [
          "Tous nos cookies sont des cookies internes, déposés par notre propre site et envoyés uniquement à lui, et seulement lorsque vous vous connectez ou commencez à vous connecter :",
        ],
        list: [
          "Cookies de session : ils vous gardent connecté lorsque vous passez d’une page à l’autre de l’espace client. Les scripts de la page ne peuvent pas les lire, ils ne circulent que sur des connexions sécurisées, et ils expirent lorsque vous vous déconnectez ou au bout de 30 jours.",
          "Cookie de double authentification : il retient, pendant quelques minutes, que vous avez saisi votre mot de passe et qu’il vous reste à saisir le code de votre application d’authentification.",
        ],
      },
      {
        heading: "Comment nous mesurons l’audience sans cookie",
        paragraphs: [
          "Notre serveur compte combien de fois chaque page publique est affichée, jour par jour, et combien de ces affichages viennent de l’extérieur du site (le début d’une visite). Il ne dépose aucun cookie, ne conserve ni votre adresse réseau ni les caractéristiques de votre navigateur, et ne fait appel à aucun script ni service d’une autre entreprise. Les requêtes des moteurs de recherche et des autres robots sont écartées.",
          `Ces chiffres sont conservés ${months(facts.visitMonths)} et servent uniquement à savoir quelles pages sont lues et combien de visites aboutissent à une réservation. C’est le type de mesure d’audience que la CNIL dispense de consentement.`,
        ],
      },
      {
        heading: "Les cookies que nous n’utilisons pas",
        paragraphs: [
          facts.stripe
            ? "Nous n’utilisons aucun cookie de mesure d’audience, de publicité, de réseaux sociaux ni aucun autre traceur, et aucun tiers ne dépose de cookie par l’intermédiaire de nos pages. Lorsque vous payez, vous êtes dirigé vers la page de paiement de Stripe, qui dépose ses propres cookies selon sa propre politique."
            : "Nous n’utilisons aucun cookie de mesure d’audience, de publicité, de réseaux sociaux ni aucun autre traceur, et aucun tiers ne dépose de cookie par l’intermédiaire de nos pages.",
        ],
      },
      {
        heading: "Consentement et choix",
        paragraphs: [
          "Comme nous n’utilisons que des cookies strictement nécessaires, nous n’avons pas à recueillir votre consentement et n’affichons pas de bandeau cookies. Vous pouvez bloquer ou supprimer les cookies à tout moment dans les réglages de votre navigateur ; vous ne pourrez alors plus vous connecter à l’espace client.",
        ],
      },
      {
        heading: "Modifications et contact",
        paragraphs: [
          "Si nous devions un jour utiliser des cookies qui ne sont pas strictement nécessaires, nous mettrions cette politique à jour et vous demanderions d’abord votre consentement. Pour toute question, écrivez-nous à l’adresse e-mail indiquée en pied de chaque page. Notre Politique de confidentialité explique plus largement comment nous traitons les données personnelles.",
        ],
      },
    ],
  };
}

/** The about page and the three policy pages, keyed by route path (the policies as a default install runs). */
export const legalPages: Record<LegalPage["path"], LegalPage> = {
  "/about": {
    path: "/about",
    title: "À propos de Holistic Omega",
    description:
      "Holistic Omega aide les entrepreneurs à se développer en réunissant l’IA appliquée, la direction artistique et la photographie, et un accompagnement holistique du bien-être.",
    updated: UPDATED,
    intro: [
      "Holistic Omega est un petit cabinet de conseil doublé d’un studio photo, au service des entrepreneurs, des fondateurs et des petites équipes. Nous réunissons trois disciplines habituellement proposées séparément : l’intelligence artificielle appliquée, la direction artistique et la photographie, et l’accompagnement holistique du bien-être.",
      "Nous sommes convaincus qu’une entreprise grandit le mieux lorsque la technologie qu’elle utilise, l’image qu’elle renvoie et la personne qui la dirige vont toutes dans la même direction.",
    ],
    sections: [
      {
        heading: "Notre mission",
        paragraphs: [
          "Notre mission est de donner aux entrepreneurs les moyens d’agir, grâce à des solutions qui conjuguent IA, créativité et bien-être holistique, pour bâtir des entreprises prospères, singulières et tenables dans la durée pour celles et ceux qui les dirigent.",
        ],
      },
      {
        heading: "L’approche de notre fondateur",
        paragraphs: [
          "Notre fondateur réunit une expérience de la technologie, des arts visuels et du développement personnel. Cette combinaison façonne notre manière de travailler : chaque accompagnement commence par la personne derrière l’entreprise, ses valeurs, ses forces et son énergie, avant d’en venir aux outils, aux images et aux plans de croissance.",
          "L’IA y est considérée comme une assistante compétente, et non comme un substitut au jugement humain. Le travail créatif est guidé par une vision artistique claire et un regard de photographe. Le bien-être n’est pas une pièce rapportée mais une part de la stratégie, car une entreprise n’est jamais plus solide que la personne qui la dirige.",
        ],
      },
      {
        heading: "Ce que nous faisons",
        paragraphs: ["Nos services peuvent être suivis séparément ou réunis dans un programme adapté à vos objectifs."],
        list: [
          "Formation aux outils d’IA pour les entrepreneurs",
          "Conseil en identité visuelle et en image",
          "Formation au développement web et à la présence en ligne",
          "Business intelligence et analyse de données",
          "Formation au développement commercial",
          "Expertise artistique et direction de création",
          "Accompagnement holistique des entreprises",
          "Photographie corporate et portraits de dirigeants",
        ],
      },
      {
        heading: "Le Blueprint Holistic Omega",
        paragraphs: [
          "Le Blueprint est notre programme signature en quatre phases. Il part de fondations alignées (valeurs, vision et bien-être), passe par la résonance créative et l’affirmation de la marque, puis par l’intégration de l’IA et de la business intelligence, pour aboutir au déploiement de la croissance et de la présence en ligne.",
          "Chaque phase associe des questionnaires guidés à des séances individuelles, et chaque client reçoit un bilan personnalisé à l’issue de chaque phase.",
        ],
      },
      {
        heading: "Notre façon de travailler",
        paragraphs: [
          "Nous accompagnons volontairement peu de clients, pour que chacun bénéficie d’une attention réelle. Notre travail est concret, ancré dans la réalité de votre entreprise et formulé sans jargon, et nous disons honnêtement ce qu’un outil ou une technique peut faire, et ce qu’il ne peut pas faire.",
        ],
        list: [
          "Partir des valeurs et du sens, puis choisir les outils et les tactiques",
          "Transmettre des compétences durables, pas créer de dépendance",
          "Respecter votre temps, votre énergie et votre vie privée",
          "Mesurer les progrès avec des indicateurs clairs et simples",
        ],
      },
      {
        heading: "Nous contacter",
        paragraphs: [
          "Que vous souhaitiez explorer l’IA pour votre entreprise, renouveler votre image ou préparer votre prochaine étape de croissance, nous serons heureux d’échanger avec vous. Demandez une consultation gratuite via notre formulaire de contact : nous vous répondrons personnellement.",
        ],
      },
    ],
  },

  "/termsofservice": {
    path: "/termsofservice",
    title: "Conditions générales",
    description:
      "Les conditions applicables aux services de Holistic Omega, aux réservations, aux annulations, aux comptes clients, aux licences photographiques et à l’utilisation de notre site.",
    updated: UPDATED,
    intro: [
      "Les présentes conditions régissent votre utilisation du site et de l’espace client Holistic Omega, ainsi que les prestations de conseil, d’accompagnement, de formation et de photographie que nous fournissons. En utilisant le site ou en réservant une prestation, vous les acceptez.",
      "Une proposition ou un devis particulier peut contenir des conditions complémentaires ; en cas de divergence avec les présentes conditions, la proposition ou le devis prévaut.",
    ],
    sections: [
      {
        heading: "Nos prestations",
        paragraphs: [
          "Nous proposons du conseil, de la formation et de l’accompagnement dans les domaines des outils d’IA, de l’identité visuelle, du développement web, de la business intelligence, du développement commercial, de la direction de création et de l’accompagnement holistique des entreprises, ainsi que de la photographie corporate et des portraits de dirigeants. Le périmètre, le calendrier et le prix de chaque mission sont convenus avec vous par écrit avant le début du travail.",
          "Nos contenus d’accompagnement, de bien-être et de gestion d’entreprise sont fournis à des fins pédagogiques et de développement professionnel. Ils ne constituent pas un avis médical, psychologique, juridique, fiscal ou financier, et vous restez responsable des décisions que vous prenez pour votre entreprise.",
        ],
      },
      {
        heading: "Réservations, paiement et annulations",
        paragraphs: [
          "Une réservation est confirmée dès que nous nous sommes accordés sur la date et que nous avons reçu le paiement ou une proposition signée, comme l’indique votre devis. Les factures sont payables dans le délai qui y figure.",
          "Toute annulation intervenant au moins 48 heures avant une séance prévue est intégralement remboursée. Les annulations intervenant moins de 48 heures avant la séance, ainsi que les séances manquées, ne sont pas remboursées. Vous pouvez reporter une séance sans frais en nous prévenant au moins 48 heures à l’avance. Si nous devons annuler une séance, nous vous proposons une nouvelle date ou un remboursement intégral.",
        ],
      },
      {
        heading: "Comptes clients",
        paragraphs: [
          "Certaines fonctionnalités, dont le Blueprint Holistic Omega, nécessitent un compte. Vous devez fournir des informations exactes, garder votre mot de passe confidentiel et nous prévenir sans tarder si vous soupçonnez une utilisation non autorisée. Nous vous recommandons d’activer la double authentification.",
          "Les parties de l’espace client auxquelles vous avez accès dépendent du rôle attribué à votre compte. Vous pouvez fermer votre compte à tout moment, et nous pouvons suspendre ou fermer un compte qui enfreint les présentes conditions.",
        ],
      },
      {
        heading: "Utilisation acceptable",
        paragraphs: [
          "Vous vous engagez à utiliser le site et l’espace client de manière licite et respectueuse. En particulier, vous vous interdisez de :",
        ],
        list: [
          "tenter d’accéder à des comptes, des données ou des espaces auxquels vous n’êtes pas autorisé ;",
          "déposer des fichiers contenant des logiciels malveillants ou portant atteinte aux droits d’autrui ;",
          "envoyer par nos formulaires des messages indésirables, des requêtes automatisées ou des messages abusifs ;",
          "porter atteinte à la sécurité, à la disponibilité ou aux performances du site ;",
          "copier ou republier nos contenus à des fins commerciales sans autorisation.",
        ],
      },
      {
        heading: "Propriété intellectuelle et licence photographique",
        paragraphs: [
          "Le site, les méthodes, les questionnaires, les bilans, les supports de formation et les photographies demeurent la propriété intellectuelle de Holistic Omega. Vous conservez tous les droits sur les réponses et les fichiers que vous nous fournissez, et vous nous autorisez à les utiliser dans le seul but de vous fournir nos prestations.",
          "Pour la photographie, nous conservons les droits d’auteur sur toutes les images. Une fois le paiement reçu, vous bénéficiez d’une licence non exclusive et non cessible vous permettant d’utiliser les images finales pour vos propres besoins professionnels et promotionnels, notamment sur vos sites, vos réseaux sociaux, vos dossiers de presse et vos imprimés. La publicité payante, la revente, l’utilisation par des tiers et toute modification allant au-delà du recadrage nécessitent notre accord écrit. Les fichiers RAW ne sont pas fournis. Nous pouvons présenter une sélection d’images dans notre portfolio, sauf si vous nous demandez de ne pas le faire.",
        ],
      },
      {
        heading: "Responsabilité",
        paragraphs: [
          "Nous fournissons nos prestations avec soin et professionnalisme, mais nous ne pouvons garantir de résultats commerciaux particuliers. Dans les limites permises par la loi, notre responsabilité totale pour toute réclamation relative à une prestation est limitée au montant que vous avez payé pour cette prestation, et nous ne sommes pas responsables des préjudices indirects, tels que la perte de bénéfices ou d’opportunités.",
          "Rien dans les présentes conditions ne limite une responsabilité que la loi interdit de limiter, notamment en cas de dommage corporel ou de décès causé par une négligence, ou en cas de fraude. Le site est fourni en l’état ; nous nous efforçons de le maintenir disponible et sécurisé, sans pouvoir garantir un accès ininterrompu.",
        ],
      },
      {
        heading: "Modification des conditions",
        paragraphs: [
          "Nous pouvons mettre à jour ces conditions de temps à autre. La date de la dernière version figure en haut de cette page. Les modifications ne s’appliquent pas aux réservations confirmées avant la mise à jour.",
        ],
      },
      {
        heading: "Droit applicable et contact",
        paragraphs: [
          "Les présentes conditions sont régies par le droit du pays dans lequel Holistic Omega est établi, et tout litige sera soumis à ses juridictions compétentes, sans préjudice des droits impératifs dont vous bénéficiez en tant que consommateur dans votre pays de résidence.",
          "Pour toute question sur ces conditions, écrivez-nous à l’adresse e-mail indiquée en pied de chaque page.",
        ],
      },
    ],
  },

  "/privacypolicy": privacyPolicyPage(DEFAULT_POLICY_FACTS),
  "/cookiepolicy": cookiePolicyPage(DEFAULT_POLICY_FACTS),
};
