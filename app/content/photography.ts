/**
 * The two photography sessions and what each delivers, from the business constants (product.md §9 and
 * the FAQ): the booking engineer's session types use the same slugs.
 */
export interface PhotoPackage {
  slug: "signature-portrait" | "express";
  name: string;
  minutes: number;
  forWhom: string;
  includes: string[];
}

export const photoPackages: PhotoPackage[] = [
  {
    slug: "signature-portrait",
    name: "Signature Portrait",
    minutes: 60,
    forWhom: "A varied set of images for personal branding, marketing or press.",
    includes: [
      "Several looks, backgrounds and poses",
      "Studio, your office or an outdoor location",
      "Guidance on posture and expression throughout",
    ],
  },
  {
    slug: "express",
    name: "Express",
    minutes: 30,
    forWhom: "One polished, up-to-date headshot for your profiles and website.",
    includes: ["One look, one background", "Studio or your office", "Ideal when you already know the look you want"],
  },
];

/** What happens after every session, in order. */
export const deliverySteps = [
  { when: "3–5 business days", what: "A private online proof gallery of curated, unedited images." },
  { when: "Your choice", what: "You mark your favourites and note any retouching wishes in the gallery." },
  {
    when: "7–10 business days",
    what: "Retouched finals, as print-ready high-resolution and web-optimised JPEGs, in a secure gallery.",
  },
];

/**
 * Where "Book this session" leads. Until online booking of a session type exists this is the contact
 * form; the booking feature points it at the session type's own booking page.
 */
export function bookingPathFor(_session: PhotoPackage["slug"]): string {
  return "/book";
}
