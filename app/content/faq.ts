import type { FaqEntry } from "./types";

/** Frequently asked questions about photography sessions (26 entries). */
export const faq: FaqEntry[] = [
  {
    question: "How do I book a photography session?",
    answer:
      "Send us a message through the booking form with your preferred dates, the type of session and how you plan to use the images. We will reply to confirm availability and agree on the details with you.",
  },
  {
    question: "How soon can my session take place?",
    answer:
      "Sessions are typically scheduled within 2 weeks of booking. We will always try to find a date and time that fits your calendar.",
  },
  {
    question: "Can you accommodate an urgent session?",
    answer:
      "Yes. When you need images quickly, for a launch, an event or a press deadline, we can usually arrange an urgent session within 72 hours, subject to availability.",
  },
  {
    question: "What types of session do you offer?",
    answer:
      "The Signature Portrait session lasts 60 minutes and allows for several looks, backgrounds and poses. The Express session lasts 30 minutes and is ideal for a single updated headshot.",
  },
  {
    question: "Which session is right for me?",
    answer:
      "Choose the Express session if you need one professional headshot for your profiles or website. Choose the Signature Portrait session if you want a varied set of images for personal branding, marketing or press use.",
  },
  {
    question: "How should I prepare for my session?",
    answer:
      "Get a good night's sleep, stay hydrated and plan to arrive a few minutes early. Think about where the images will be used and share any examples you like, so we can plan framing and style in advance.",
  },
  {
    question: "What should I wear?",
    answer:
      "Choose well-fitting clothes in solid colours that you feel confident in, and avoid busy patterns, large logos and very bright white. If you are unsure, bring two or three options and we will help you decide on the day.",
  },
  {
    question: "I feel awkward in front of the camera. Will that be a problem?",
    answer:
      "Not at all; most of our clients feel the same way at first. We guide you through posture and expression throughout the session and keep the atmosphere relaxed so that natural expressions come easily.",
  },
  {
    question: "Where do sessions take place?",
    answer:
      "Sessions can take place in the studio, at your office or at an outdoor location that suits your brand. We will recommend the best setting during the booking consultation.",
  },
  {
    question: "Can you photograph our team at our office?",
    answer:
      "Yes. We bring portable lighting and backgrounds, so we only need a quiet room or a suitable corner with a little space to set up.",
  },
  {
    question: "When will I see my photos?",
    answer:
      "You will receive a private online proof gallery within 3–5 business days of your session. It contains a curated selection of unedited images from which you choose your favourites.",
  },
  {
    question: "How do I select my final images?",
    answer:
      "Mark your favourites directly in the proof gallery and add any notes on retouching preferences. The number of retouched images included depends on the session you booked, and additional images can be added at any time.",
  },
  {
    question: "When will I receive my final retouched images?",
    answer:
      "Final retouched images are delivered within 7–10 business days of receiving your selection from the proof gallery.",
  },
  {
    question: "What does retouching include?",
    answer:
      "Retouching includes colour and exposure correction, cropping and natural skin refinement such as softening temporary blemishes and stray hairs. We keep your appearance authentic and never alter your features.",
  },
  {
    question: "Can I request changes to the retouched images?",
    answer:
      "Yes. One round of reasonable adjustments is included for every image you select; more extensive edits, such as background replacement, can be quoted separately.",
  },
  {
    question: "In which file formats will I receive my images?",
    answer:
      "Each final image is delivered as a high-resolution JPEG suitable for print and as a web-optimised JPEG for websites, e-mail signatures and social media. Other sizes or crops can be prepared on request.",
  },
  {
    question: "Do you provide RAW files?",
    answer:
      "No. RAW files are not delivered, because the finished photograph depends on our selection, editing and retouching. You receive fully processed final images in formats that are ready to use.",
  },
  {
    question: "How are the images delivered?",
    answer:
      "Final images are delivered through a secure online gallery from which you can download individual files or the complete set. Please download and back up your images soon after delivery.",
  },
  {
    question: "Who owns the copyright, and how may I use the images?",
    answer:
      "The photographer retains copyright, and you receive a non-exclusive usage licence for your professional and promotional purposes, including your website, social media, press materials, presentations and print. The licence does not allow resale of the images or use that misrepresents you or your business.",
  },
  {
    question: "Can our company use the images for advertising or share them with partners?",
    answer:
      "Use in paid advertising, on product packaging or by third parties such as partners or publishers requires an extended licence. Let us know your plans when booking and we will include the appropriate licence in your quote.",
  },
  {
    question: "Do you offer group and team sessions?",
    answer:
      "Yes. We photograph teams of any size with consistent lighting, background and framing so that every portrait matches, and we can also create group images. For larger teams we plan a schedule so each person only needs a few minutes away from work.",
  },
  {
    question: "What happens if I arrive late?",
    answer:
      "We will do our best to give you the full session, but if the next booking does not allow it, the session may need to end at its scheduled time. If you are running late, please let us know as soon as possible.",
  },
  {
    question: "Can I reschedule my session?",
    answer:
      "Yes. Let us know at least 48 hours before your session and we will move it to another available date at no extra cost.",
  },
  {
    question: "What is your cancellation policy?",
    answer:
      "Cancellations made at least 48 hours before the session are refunded in full. Cancellations made later than that are not refunded, but we will gladly discuss rescheduling in case of illness or emergency.",
  },
  {
    question: "How and when do I pay?",
    answer:
      "Payment is made when you book to confirm your session date, by bank transfer or card. Additional images or extended licences are invoiced after you make your selection.",
  },
  {
    question: "Do you issue invoices for businesses?",
    answer:
      "Yes. Every booking receives an itemised invoice, and we can include your company name, address, tax identification number and purchase order reference on request.",
  },
];
