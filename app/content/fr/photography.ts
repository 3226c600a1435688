/**
 * Les deux séances photo et ce que chacune comprend, en français : mêmes slugs, mêmes durées et mêmes
 * délais que app/content/photography.ts, dont ce module reprend le type et le chemin de réservation.
 */
import type { PhotoPackage } from "../photography";

export type { PhotoPackage } from "../photography";
export { bookingPathFor } from "../photography";

export const photoPackages: PhotoPackage[] = [
  {
    slug: "signature-portrait",
    name: "Signature Portrait",
    minutes: 60,
    forWhom: "Une série d’images variées pour votre marque personnelle, votre communication ou la presse.",
    includes: [
      "Plusieurs tenues, fonds et poses",
      "Au studio, dans vos bureaux ou en extérieur",
      "Des conseils de posture et d’expression tout au long de la séance",
    ],
  },
  {
    slug: "express",
    name: "Express",
    minutes: 30,
    forWhom: "Un portrait professionnel soigné et actualisé pour vos profils et votre site.",
    includes: [
      "Une tenue, un fond",
      "Au studio ou dans vos bureaux",
      "Idéale lorsque vous savez déjà quel rendu vous souhaitez",
    ],
  },
];

/** Ce qui suit chaque séance, dans l’ordre. */
export const deliverySteps = [
  {
    when: "Sous 3 à 5 jours ouvrés",
    what: "Une galerie d’épreuves privée en ligne, avec une sélection d’images non retouchées.",
  },
  { when: "Votre sélection", what: "Vous marquez vos préférées et notez vos souhaits de retouche dans la galerie." },
  {
    when: "Sous 7 à 10 jours ouvrés",
    what: "Les images retouchées, en JPEG haute résolution prêts à imprimer et en JPEG optimisés pour le web, dans une galerie sécurisée.",
  },
];
