import type { FaqEntry } from "../types";

/** Questions fréquentes sur les séances photo (26 entrées, dans l’ordre de app/content/faq.ts). */
export const faq: FaqEntry[] = [
  {
    question: "Comment réserver une séance photo ?",
    answer:
      "Envoyez-nous un message via le formulaire de réservation en précisant les dates qui vous conviennent, le type de séance souhaité et l’usage prévu des images. Nous vous répondrons pour confirmer nos disponibilités et convenir des détails avec vous.",
  },
  {
    question: "Dans quel délai ma séance peut-elle avoir lieu ?",
    answer:
      "Les séances sont généralement programmées dans les 2 semaines qui suivent la réservation. Nous cherchons toujours une date et un horaire compatibles avec votre agenda.",
  },
  {
    question: "Pouvez-vous organiser une séance en urgence ?",
    answer:
      "Oui. Lorsque vous avez besoin d’images rapidement, pour un lancement, un événement ou un bouclage presse, nous pouvons le plus souvent organiser une séance en urgence sous 72 heures, selon nos disponibilités.",
  },
  {
    question: "Quels types de séance proposez-vous ?",
    answer:
      "La séance Signature Portrait dure 60 minutes et permet plusieurs tenues, fonds et poses. La séance Express dure 30 minutes et convient parfaitement pour un portrait professionnel unique et actualisé.",
  },
  {
    question: "Quelle séance me convient ?",
    answer:
      "Choisissez la séance Express si vous avez besoin d’un seul portrait professionnel pour vos profils ou votre site. Choisissez la séance Signature Portrait si vous souhaitez une série d’images variées pour votre marque personnelle, votre communication ou la presse.",
  },
  {
    question: "Comment me préparer à ma séance ?",
    answer:
      "Dormez bien la veille, buvez suffisamment et prévoyez d’arriver quelques minutes en avance. Réfléchissez aux endroits où les images seront utilisées et partagez-nous des exemples qui vous plaisent, afin que nous puissions préparer cadrages et style à l’avance.",
  },
  {
    question: "Que dois-je porter ?",
    answer:
      "Choisissez des vêtements bien ajustés, unis, dans lesquels vous vous sentez à l’aise, et évitez les motifs chargés, les grands logos et le blanc très éclatant. En cas de doute, apportez deux ou trois tenues : nous vous aiderons à choisir sur place.",
  },
  {
    question: "Je suis mal à l’aise devant l’objectif. Est-ce un problème ?",
    answer:
      "Pas du tout : la plupart de nos clients ressentent la même chose au début. Nous vous guidons tout au long de la séance pour la posture et l’expression, et nous gardons une ambiance détendue pour que les expressions naturelles viennent d’elles-mêmes.",
  },
  {
    question: "Où se déroulent les séances ?",
    answer:
      "Les séances peuvent avoir lieu au studio, dans vos bureaux ou en extérieur, dans un lieu qui correspond à votre marque. Nous vous conseillerons le meilleur cadre lors de l’échange préalable à la réservation.",
  },
  {
    question: "Pouvez-vous photographier notre équipe dans nos locaux ?",
    answer:
      "Oui. Nous apportons un éclairage et des fonds mobiles : il nous suffit d’une pièce calme ou d’un coin adapté, avec un peu d’espace pour nous installer.",
  },
  {
    question: "Quand verrai-je mes photos ?",
    answer:
      "Vous recevez une galerie d’épreuves privée en ligne dans les 3 à 5 jours ouvrés qui suivent votre séance. Elle contient une sélection soignée d’images non retouchées, parmi lesquelles vous choisissez vos préférées.",
  },
  {
    question: "Comment choisir mes images définitives ?",
    answer:
      "Marquez vos préférées directement dans la galerie d’épreuves et ajoutez vos souhaits de retouche en commentaire. Le nombre d’images retouchées incluses dépend de la séance réservée, et vous pouvez ajouter des images supplémentaires à tout moment.",
  },
  {
    question: "Quand recevrai-je mes images retouchées ?",
    answer:
      "Les images retouchées définitives sont livrées dans les 7 à 10 jours ouvrés qui suivent la réception de votre sélection dans la galerie d’épreuves.",
  },
  {
    question: "Que comprend la retouche ?",
    answer:
      "La retouche comprend la correction des couleurs et de l’exposition, le recadrage et un travail naturel sur la peau, comme l’atténuation des imperfections passagères et des mèches rebelles. Nous préservons votre apparence et ne modifions jamais vos traits.",
  },
  {
    question: "Puis-je demander des modifications sur les images retouchées ?",
    answer:
      "Oui. Une série d’ajustements raisonnables est incluse pour chaque image sélectionnée ; les retouches plus lourdes, comme le remplacement d’un fond, peuvent faire l’objet d’un devis séparé.",
  },
  {
    question: "Dans quels formats recevrai-je mes images ?",
    answer:
      "Chaque image définitive est livrée en JPEG haute résolution adapté à l’impression et en JPEG optimisé pour le web, pour votre site, votre signature e-mail et les réseaux sociaux. D’autres tailles ou cadrages peuvent être préparés sur demande.",
  },
  {
    question: "Fournissez-vous les fichiers RAW ?",
    answer:
      "Non. Les fichiers RAW ne sont pas livrés, car la photographie finale dépend de notre sélection, de notre développement et de notre retouche. Vous recevez des images entièrement traitées, dans des formats prêts à l’emploi.",
  },
  {
    question: "Comment les images sont-elles livrées ?",
    answer:
      "Les images définitives sont livrées dans une galerie en ligne sécurisée, d’où vous pouvez télécharger les fichiers un par un ou la série complète. Pensez à télécharger et à sauvegarder vos images peu après la livraison.",
  },
  {
    question: "À qui appartiennent les droits, et comment puis-je utiliser les images ?",
    answer:
      "Le photographe conserve ses droits d’auteur, et vous recevez une licence d’utilisation non exclusive pour vos besoins professionnels et promotionnels : site web, réseaux sociaux, dossiers de presse, présentations et impression. Cette licence n’autorise ni la revente des images, ni un usage qui donnerait une image trompeuse de vous ou de votre entreprise.",
  },
  {
    question: "Notre entreprise peut-elle utiliser les images en publicité ou les partager avec des partenaires ?",
    answer:
      "L’utilisation dans une publicité payante, sur un emballage de produit ou par des tiers tels que des partenaires ou des éditeurs nécessite une licence étendue. Indiquez-nous vos projets lors de la réservation et nous inclurons la licence adaptée dans votre devis.",
  },
  {
    question: "Proposez-vous des séances de groupe et d’équipe ?",
    answer:
      "Oui. Nous photographions des équipes de toutes tailles avec un éclairage, un fond et un cadrage identiques, pour que tous les portraits s’accordent, et nous pouvons aussi réaliser des photos de groupe. Pour les équipes plus nombreuses, nous établissons un planning afin que chacun ne s’absente de son poste que quelques minutes.",
  },
  {
    question: "Que se passe-t-il si j’arrive en retard ?",
    answer:
      "Nous ferons de notre mieux pour vous offrir la séance complète, mais si la réservation suivante ne le permet pas, la séance devra peut-être se terminer à l’heure prévue. Si vous êtes en retard, prévenez-nous dès que possible.",
  },
  {
    question: "Puis-je déplacer ma séance ?",
    answer:
      "Oui. Prévenez-nous au moins 48 heures avant votre séance et nous la reporterons à une autre date disponible, sans frais supplémentaires.",
  },
  {
    question: "Quelles sont vos conditions d’annulation ?",
    answer:
      "Les annulations faites au moins 48 heures avant la séance sont intégralement remboursées. Les annulations plus tardives ne sont pas remboursées, mais nous étudierons volontiers un report en cas de maladie ou d’imprévu grave.",
  },
  {
    question: "Comment et quand dois-je payer ?",
    answer:
      "Le paiement s’effectue à la réservation pour confirmer la date de votre séance, par virement bancaire ou par carte. Les images supplémentaires et les licences étendues sont facturées une fois votre sélection faite.",
  },
  {
    question: "Établissez-vous des factures au nom des entreprises ?",
    answer:
      "Oui. Chaque réservation donne lieu à une facture détaillée, sur laquelle nous pouvons faire figurer, à votre demande, la raison sociale, l’adresse, le numéro SIRET ou de TVA intracommunautaire et la référence de bon de commande de votre entreprise.",
  },
];
