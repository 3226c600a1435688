import type { LegalPage } from "./types";

const UPDATED = "2026-11-25";

/**
 * What the privacy and cookie policies say that depends on how this installation is set up: the
 * retention periods (owner settings), where files are stored, how e-mail goes out, whether payments
 * go through Stripe. The policies are written from these facts, so they say what the product does.
 */
export interface PolicyFacts {
  retention: { inquiryMonths: number; galleryFilesMonths: number; inactiveAccountYears: number; warningDays: number };
  fileStorage: "disk" | "s3";
  emailDelivery: "smtp" | "files";
  stripe: boolean;
  /** Months visit counts are kept (the CNIL's ceiling for measurement without consent: 25). */
  visitMonths: number;
  /** Days the record of a sent e-mail is kept. */
  emailRecordDays: number;
}

export const DEFAULT_POLICY_FACTS: PolicyFacts = {
  retention: { inquiryMonths: 24, galleryFilesMonths: 12, inactiveAccountYears: 3, warningDays: 30 },
  fileStorage: "disk",
  emailDelivery: "smtp",
  stripe: false,
  visitMonths: 25,
  emailRecordDays: 90,
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The privacy policy, as this installation runs. */
export function privacyPolicyPage(facts: PolicyFacts): LegalPage {
  const r = facts.retention;
  return {
    path: "/privacypolicy",
    title: "Privacy Policy",
    description:
      "How Holistic Omega collects, uses, stores and protects your personal data, how long we keep it and how to exercise your privacy rights.",
    updated: UPDATED,
    intro: [
      "This policy explains what personal data Holistic Omega collects when you use our website and client area, why we collect it, how long we keep it, who helps us process it and what rights you have.",
      "We collect only the data we need to run our services, we do not sell personal data and we do not use it for advertising.",
    ],
    sections: [
      {
        heading: "Who we are and how to contact us",
        paragraphs: [
          "Holistic Omega is the controller of the personal data described in this policy. For any question about your data, please write to us at the e-mail address in the footer of every page.",
        ],
      },
      {
        heading: "What we collect and why",
        paragraphs: [
          "The list below describes each category of data, the purpose for which we use it and the legal basis on which we rely.",
        ],
        list: [
          "Account data: your e-mail address, name and a securely hashed version of your password (never stored in readable form), plus, if you turn it on, a two-factor authentication secret and hashed backup codes. We use it to create and secure your account. Legal basis: performance of our contract with you.",
          "Sign-in records: for each signed-in device, when it signed in, its network address and its browser's name, so that you can see and end your sessions and we can detect misuse. Legal basis: our legitimate interest in a secure service.",
          "Contact inquiries: the name, e-mail address, optional phone number and message you send through our contact form, and our replies. We use them to answer you. Legal basis: steps taken at your request before entering into a contract.",
          "Blueprint answers and uploaded files: your answers to the four questionnaires, with the history of their changes, the files you upload and the reports we write for you. Legal basis: performance of our contract with you. Well-being self-assessments may reveal information about your health; every free-text answer is optional, and we process such information only with your explicit consent, which you may withdraw at any time.",
          "Bookings: the session you book, its time, your name, e-mail address, phone number, time zone, any message and, for a session at your place, your address. Legal basis: performance of our contract with you.",
          facts.stripe
            ? "Payments: what you paid for, the amount, the date and the receipt we issue. Card payments are made on Stripe's secure payment page: your card details go to Stripe and never reach our servers. Legal basis: performance of our contract and our legal accounting obligations."
            : "Payments: what you paid for, the amount, the date and the receipt we issue. Legal basis: performance of our contract and our legal accounting obligations.",
          "Photo galleries: the photographs of your session, the favourites you choose and the comments you leave. Legal basis: performance of our contract with you.",
          "E-mail records: the recipient, subject, content and delivery status of the e-mails we send you (confirmations, sign-in links, reminders), so that failed deliveries are retried. Legal basis: our legitimate interest in reliable communication.",
          "Server logs: for each request, the page, its status and how long it took, without your network address. We use them to keep the service running and fix errors. Legal basis: our legitimate interest in operating our website.",
          "Visit counts: how many times each public page was viewed per day, and how many of those views started a visit. No cookie is set, and no address, browser identifier or profile is kept, so these counts cannot identify you (see the Cookie Policy). Legal basis: our legitimate interest in knowing which pages are read.",
        ],
      },
      {
        heading: "How long we keep your data",
        paragraphs: [
          "A job runs every day and deletes what has reached the end of the periods below, so these periods are applied automatically, not by hand.",
        ],
        list: [
          `Account data, answers, reports, uploaded files, galleries and comments: as long as your account exists. An account without any sign-in or activity for ${plural(r.inactiveAccountYears, "year", "years")} is deleted; we warn you by e-mail ${plural(r.warningDays, "day", "days")} before, and signing in keeps it.`,
          `Contact inquiries and our replies: ${plural(r.inquiryMonths, "month", "months")} after the last message of the conversation.`,
          `Photographs of a gallery: ${plural(r.galleryFilesMonths, "month", "months")} after the gallery's expiry date; the gallery's title and dates stay in our records.`,
          `E-mail records: ${plural(facts.emailRecordDays, "day", "days")} after the e-mail is sent.`,
          `Visit counts: ${plural(facts.visitMonths, "month", "months")}.`,
          "Bookings, payments and receipts: kept for as long as accounting law requires (ten years in France). When an account is deleted, they are kept without the name, e-mail address, phone number or address.",
        ],
      },
      {
        heading: "Who processes your data",
        paragraphs: [
          "Your data is accessible only to Holistic Omega and to the service providers listed below, each acting on our instructions under a data processing agreement. We do not share your data with any other third party unless the law requires us to do so.",
        ],
        list: [
          facts.fileStorage === "s3"
            ? "Our hosting provider, which runs our servers and database, and our file storage provider, which keeps the files you upload and the photographs of your galleries."
            : "Our hosting provider, which runs our servers and database and keeps the files you upload and the photographs of your galleries on the same servers.",
          ...(facts.emailDelivery === "smtp"
            ? ["Our e-mail provider, which delivers the e-mails we send you and the notifications we receive."]
            : []),
          ...(facts.stripe
            ? [
                "Stripe, which processes card payments and, as an independent controller for its own obligations (fraud prevention, payment regulation), keeps the payment details you give it.",
              ]
            : []),
        ],
      },
      {
        heading: "How we protect your data",
        paragraphs: [
          "All traffic to our website is encrypted in transit. Passwords and backup codes are stored only as secure hashes, session cookies cannot be read by scripts in the page, and sign-in, contact and download requests are rate limited. Access to client data is restricted to the account holder and to the site owner.",
        ],
      },
      {
        heading: "Your rights, by self-service",
        paragraphs: [
          "You can exercise the main rights yourself, at any time, from your account page:",
          "For the other rights, or if you have no account, write to the e-mail address in the footer of every page; we reply within one month.",
        ],
        list: [
          "Access and portability: the Download my data button gives you a ZIP file with all the data we keep about you, in JSON and CSV, with the files you uploaded.",
          "Erasure: the Delete my account button deletes your account and everything in it at once, after you confirm with your password (and your authenticator code if two-factor authentication is on). Only the bookings and payments that accounting law requires us to keep remain, without your name or contact details.",
          "Rectification: you can change your name on your account page; write to us for anything else.",
          "Objection, restriction and withdrawal of consent: write to us; withdrawing consent does not affect earlier processing.",
          "Complaint: you may lodge a complaint with the data protection authority of your country (in France, the CNIL).",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We use only strictly necessary cookies, and we count visits without any cookie. Our Cookie Policy describes them.",
        ],
      },
      {
        heading: "Changes to this policy",
        paragraphs: [
          "We update this policy when our services or legal requirements change. The date of the latest update is shown at the top of this page.",
        ],
      },
    ],
  };
}

/** The cookie policy, as this installation runs. */
export function cookiePolicyPage(facts: PolicyFacts): LegalPage {
  return {
    path: "/cookiepolicy",
    title: "Cookie Policy",
    description:
      "Holistic Omega uses only strictly necessary cookies for sign-in and security, and counts visits without cookies. No analytics, advertising or third-party cookies.",
    updated: UPDATED,
    intro: [
      "This policy explains which cookies our website uses and why. In short: only the few cookies needed to sign in securely, and none that track you. Visits are counted without cookies.",
    ],
    sections: [
      {
        heading: "What cookies are",
        paragraphs: [
          "Cookies are small text files that a website stores in your browser so that it can recognise your browser on later requests. They can be essential to how a site works, or they can be used to measure or track visitors; we use only the essential kind.",
        ],
      },
      {
        heading: "Cookies we use",
        paragraphs: [
          "All of our cookies are first-party cookies, set by our own website and sent only to it, and only once you sign in or start signing in:",
        ],
        list: [
          "Session cookies: keep you signed in as you move between pages of the client area. Scripts in the page cannot read them, they are sent only over secure connections, and they end when you sign out or after 30 days.",
          "Two-factor cookie: remembers, for a few minutes, that you have entered your password and still need to enter your authenticator code.",
        ],
      },
      {
        heading: "How we count visits without cookies",
        paragraphs: [
          "Our server counts how many times each public page is shown, per day, and how many of those views came from outside the site (the start of a visit). It sets no cookie, keeps neither your network address nor your browser's details, and uses no script or service from another company. Requests from search engines and other robots are left out.",
          `The counts are kept for ${plural(facts.visitMonths, "month", "months")} and are used only to know which pages are read and how many visits lead to a booking. This is the kind of audience measurement that the CNIL exempts from consent.`,
        ],
      },
      {
        heading: "Cookies we do not use",
        paragraphs: [
          facts.stripe
            ? "We do not use analytics, advertising, social media or other tracking cookies, and no third party sets cookies through our pages. When you pay, you go to Stripe's own payment page, which sets its own cookies under Stripe's policy."
            : "We do not use analytics, advertising, social media or other tracking cookies, and no third party sets cookies through our pages.",
        ],
      },
      {
        heading: "Consent and your choices",
        paragraphs: [
          "Because we use only strictly necessary cookies, we do not need to ask for your consent and we do not show a cookie banner. You can block or delete cookies in your browser settings at any time; if you do, you will not be able to sign in to the client area.",
        ],
      },
      {
        heading: "Changes and contact",
        paragraphs: [
          "If we ever introduce cookies that are not strictly necessary, we will update this policy and ask for your consent first. For any question, contact us at the e-mail address in the footer of every page. Our Privacy Policy explains how we handle personal data more generally.",
        ],
      },
    ],
  };
}

/** The about page and the three policy pages, keyed by route path (the policies as a default install runs). */
export const legalPages: Record<LegalPage["path"], LegalPage> = {
  "/about": {
    path: "/about",
    title: "About Holistic Omega",
    description:
      "Holistic Omega helps entrepreneurs grow by combining practical AI, creative direction and photography, and holistic well-being coaching.",
    updated: UPDATED,
    intro: [
      "Holistic Omega is a small consultancy and photography studio for entrepreneurs, founders and small teams. We bring together three disciplines that are usually offered separately: practical artificial intelligence, creative direction and photography, and holistic well-being coaching.",
      "We believe that a business grows best when the technology it uses, the image it presents and the person leading it are all pulling in the same direction.",
    ],
    sections: [
      {
        heading: "Our Mission",
        paragraphs: [
          "Our mission is to empower entrepreneurs with integrated AI, creativity and holistic well-being solutions, so they can build businesses that are successful, distinctive and sustainable for the people who run them.",
        ],
      },
      {
        heading: "Our founder's approach",
        paragraphs: [
          "Our founder brings together experience in technology, the visual arts and personal development. That combination shapes how we work: every engagement starts with the person behind the business, their values, strengths and energy, before moving on to tools, images and growth plans.",
          "AI is treated as a capable assistant rather than a replacement for human judgment. Creative work is guided by a clear artistic vision and a photographer's eye. Well-being is not an afterthought but part of the strategy, because a business is only as resilient as the person leading it.",
        ],
      },
      {
        heading: "What we do",
        paragraphs: ["Our services can be taken individually or combined into a programme tailored to your goals."],
        list: [
          "AI tools training for entrepreneurs",
          "Visual identity and image consulting",
          "Web development and digital presence training",
          "Business intelligence and analytics",
          "Business development training",
          "Artistic expertise and creative direction",
          "Holistic business coaching",
          "Corporate and executive photography",
        ],
      },
      {
        heading: "The Holistic Omega Blueprint",
        paragraphs: [
          "The Blueprint is our signature four-phase programme for clients. It moves from an aligned foundation of values, vision and well-being, through creative and brand resonance, to the integration of AI and business intelligence, and finally to the activation of growth and digital presence.",
          "Each phase combines guided questionnaires with personal sessions, and clients receive a personalised report after completing each phase.",
        ],
      },
      {
        heading: "How we work",
        paragraphs: [
          "We keep our client base small so that every engagement receives genuine attention. Our work is practical, grounded in your real business and delivered in plain language, and we are honest about what a given tool or technique can and cannot do.",
        ],
        list: [
          "Start with values and purpose, then choose tools and tactics",
          "Teach skills that last, not dependencies",
          "Respect your time, energy and privacy",
          "Measure progress with clear, simple indicators",
        ],
      },
      {
        heading: "Get in touch",
        paragraphs: [
          "Whether you want to explore AI for your business, refresh your image or plan your next stage of growth, we would be glad to hear from you. Book a free consultation through our contact form and we will reply personally.",
        ],
      },
    ],
  },

  "/termsofservice": {
    path: "/termsofservice",
    title: "Terms of Service",
    description:
      "The terms that apply to Holistic Omega services, bookings, cancellations, client accounts, photography licences and the use of our website.",
    updated: UPDATED,
    intro: [
      "These terms govern your use of the Holistic Omega website and client area and the consulting, coaching, training and photography services we provide. By using the website or booking a service, you agree to them.",
      "Individual proposals or quotes may contain additional terms; where they differ from these terms, the proposal or quote applies.",
    ],
    sections: [
      {
        heading: "Our services",
        paragraphs: [
          "We offer consulting, training and coaching in AI tools, visual identity, web development, business intelligence, business development, creative direction and holistic business coaching, as well as corporate and executive photography. The scope, schedule and price of each engagement are agreed with you in writing before work begins.",
          "Our coaching, well-being and business content is provided for educational and professional development purposes. It is not medical, psychological, legal, tax or financial advice, and you remain responsible for the decisions you make for your business.",
        ],
      },
      {
        heading: "Bookings, payment and cancellations",
        paragraphs: [
          "A booking is confirmed once we have agreed on the date and received payment or a signed proposal, as stated in your quote. Invoices are payable within the period shown on them.",
          "Cancellations made at least 48 hours before a scheduled session are refunded in full. Cancellations made less than 48 hours before the session, and missed sessions, are not refunded. You may reschedule free of charge with at least 48 hours' notice. If we must cancel a session, we will offer you a new date or a full refund.",
        ],
      },
      {
        heading: "Client accounts",
        paragraphs: [
          "Some features, including the Holistic Omega Blueprint, require an account. You must provide accurate information, keep your password confidential and tell us promptly if you suspect unauthorised use. We recommend enabling two-factor authentication.",
          "Which parts of the client area you can use depends on the role assigned to your account. You may close your account at any time, and we may suspend or close an account that breaches these terms.",
        ],
      },
      {
        heading: "Acceptable use",
        paragraphs: [
          "You agree to use the website and client area lawfully and respectfully. In particular, you must not:",
        ],
        list: [
          "attempt to access accounts, data or areas that you are not authorised to use;",
          "upload files that contain malware or that infringe the rights of others;",
          "send spam, automated requests or abusive messages through our forms;",
          "interfere with the security, availability or performance of the website;",
          "copy or republish our content for commercial purposes without permission.",
        ],
      },
      {
        heading: "Intellectual property and photography licence",
        paragraphs: [
          "The website, frameworks, questionnaires, reports, training materials and photographs remain the intellectual property of Holistic Omega. You retain all rights to the answers and files you provide, and you grant us permission to use them solely to deliver our services to you.",
          "For photography, we retain copyright in all images. Once payment is received, you are granted a non-exclusive, non-transferable licence to use the final images for your own professional and promotional purposes, including websites, social media, press materials and print. Paid advertising, resale, use by third parties and alteration beyond cropping require our written agreement. RAW files are not delivered. We may use selected images in our portfolio unless you ask us not to.",
        ],
      },
      {
        heading: "Liability",
        paragraphs: [
          "We provide our services with reasonable care and skill, but we cannot guarantee particular business results. To the extent permitted by law, our total liability for any claim relating to a service is limited to the amount you paid for that service, and we are not liable for indirect or consequential losses, such as lost profits or lost opportunities.",
          "Nothing in these terms limits liability that cannot be limited by law, including liability for death or personal injury caused by negligence, or for fraud. The website is provided as it is, and while we work to keep it available and secure, we cannot guarantee uninterrupted access.",
        ],
      },
      {
        heading: "Changes to these terms",
        paragraphs: [
          "We may update these terms from time to time. The date of the latest version is shown at the top of this page. Changes do not affect bookings confirmed before the update.",
        ],
      },
      {
        heading: "Governing law and contact",
        paragraphs: [
          "These terms are governed by the laws of the country in which Holistic Omega is established, and any dispute will be submitted to its competent courts, without prejudice to any mandatory consumer protection rights you have where you live.",
          "For any question about these terms, please contact us at the e-mail address in the footer of every page.",
        ],
      },
    ],
  },

  "/privacypolicy": privacyPolicyPage(DEFAULT_POLICY_FACTS),
  "/cookiepolicy": cookiePolicyPage(DEFAULT_POLICY_FACTS),
};
