import type { LegalPage } from "./types";

const UPDATED = "2026-11-22";

/** The about page and the three policy pages, keyed by route path. */
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

  "/privacypolicy": {
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
          "Holistic Omega is the controller of the personal data described in this policy. For any question about your data or to exercise your rights, please write to us at the e-mail address in the footer of every page.",
        ],
      },
      {
        heading: "What we collect and why",
        paragraphs: [
          "The list below describes each category of data, the purpose for which we use it and the legal basis on which we rely.",
        ],
        list: [
          "Account data: your e-mail address, name and a securely hashed version of your password (we never store your password in readable form), plus, if you enable it, a two-factor authentication secret and hashed backup codes. We use it to create and secure your account and to give you access to the client area. Legal basis: performance of our contract with you.",
          "Session cookies: a session identifier that keeps you signed in and protects your account. Legal basis: our legitimate interest in providing a secure service; these cookies are strictly necessary (see our Cookie Policy).",
          "Contact inquiries: the name, e-mail address, optional phone number and message you send through our contact form. We use them to answer you and to prepare a consultation or booking. Legal basis: steps taken at your request before entering into a contract, and our legitimate interest in responding to inquiries.",
          "Blueprint questionnaire answers and uploaded mood-board files: the reflections, selections, ratings and files you provide in the Holistic Omega Blueprint. We use them to deliver your coaching programme and prepare your personal reports. Legal basis: performance of our contract with you. Well-being self-assessments may reveal information about your health; all free-text answers are optional, and we process such information only with your explicit consent, which you may withdraw at any time.",
          "E-mail delivery records: the recipient, subject, delivery status and time of the e-mails we send you, such as confirmations, sign-in links and notifications. We use them to make sure messages arrive and to retry failed deliveries. Legal basis: our legitimate interest in reliable communication.",
          "Server logs: technical records of requests to our website, including IP addresses, date and time, the page requested and browser information, together with short-lived counters used to limit abusive traffic. We use them to keep the service secure, prevent abuse and fix errors. Legal basis: our legitimate interest in the security and operation of our website.",
        ],
      },
      {
        heading: "How long we keep your data",
        paragraphs: [
          "We keep personal data only as long as necessary for the purposes above, after which it is deleted or anonymised.",
        ],
        list: [
          "Account data: until you close your account; remaining account data is then deleted within 30 days.",
          "Two-factor authentication secret and backup codes: until you disable two-factor authentication or close your account.",
          "Session cookies and session records: until you log out or the session expires after a period of inactivity.",
          "Contact inquiries: 24 months after we receive them.",
          "Blueprint questionnaire answers and mood-board files: for the duration of the engagement plus 3 years, unless you ask us to delete them earlier.",
          "E-mail delivery records: up to 90 days after the message is sent.",
          "Server logs: 30 days.",
        ],
      },
      {
        heading: "Who processes your data",
        paragraphs: [
          "Your data is accessible only to Holistic Omega and to the service providers listed below, each acting on our instructions under a data processing agreement. We do not share your data with any other third party unless the law requires us to do so.",
          "Where a provider processes data outside your country, we ensure that appropriate safeguards, such as standard contractual clauses, are in place.",
        ],
        list: [
          "Our hosting provider, which runs the servers and database that store the data described in this policy.",
          "Our e-mail provider, which delivers the e-mails we send you and the notifications we receive about your inquiries.",
        ],
      },
      {
        heading: "How we protect your data",
        paragraphs: [
          "All traffic to our website is encrypted in transit. Passwords and backup codes are stored only as secure hashes, session cookies cannot be read by scripts in the page, and sign-in and contact endpoints are rate-limited. Access to client data is restricted to the account holder and to the site administrator, and questionnaire answers are visible only to you and to us.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "Depending on where you live, you have the following rights regarding your personal data. To exercise any of them, write to the e-mail address in the footer of every page; we will reply within one month.",
        ],
        list: [
          "Access: obtain a copy of the personal data we hold about you.",
          "Rectification: have inaccurate or incomplete data corrected.",
          "Erasure: ask us to delete your data, including your account and questionnaire answers.",
          "Portability: receive the data you provided in a structured, commonly used, machine-readable format.",
          "Objection and restriction: object to processing based on our legitimate interests, or ask us to limit how we use your data.",
          "Withdrawal of consent: withdraw consent at any time where we rely on it, without affecting earlier processing.",
          "Complaint: lodge a complaint with the data protection supervisory authority in your country of residence.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We use only strictly necessary cookies and no analytics, advertising or third-party cookies. Our Cookie Policy describes them in detail.",
        ],
      },
      {
        heading: "Changes to this policy",
        paragraphs: [
          "We may update this policy when our services or legal requirements change. The date of the latest update is shown at the top of this page, and we will inform account holders by e-mail of any significant change.",
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

  "/cookiepolicy": {
    path: "/cookiepolicy",
    title: "Cookie Policy",
    description:
      "Holistic Omega uses only strictly necessary cookies for sign-in and security. No analytics, advertising or third-party cookies.",
    updated: UPDATED,
    intro: [
      "This policy explains which cookies our website uses and why. In short: we use only the few cookies that are strictly necessary for the website to work securely, and no cookies that track you.",
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
        paragraphs: ["All of our cookies are first-party cookies, set by our own website and sent only to it:"],
        list: [
          "Session cookie: keeps you signed in as you move between pages of the client area. It cannot be read by scripts in the page, is sent only over secure connections and is removed when you log out or when the session expires after a period of inactivity.",
          "Security cookie: protects our forms, such as sign-in and contact, against cross-site request forgery by confirming that a submission genuinely comes from our website. It contains no personal information and is short-lived.",
        ],
      },
      {
        heading: "Cookies we do not use",
        paragraphs: [
          "We do not use analytics, advertising, social media or other tracking cookies, and we do not allow third parties to set cookies through our website. We do not build profiles of your browsing behaviour.",
        ],
      },
      {
        heading: "Consent and your choices",
        paragraphs: [
          "Because we use only strictly necessary cookies, we do not need to ask for your consent and we do not show a cookie banner. You can block or delete cookies in your browser settings at any time; if you do, you will not be able to sign in to the client area, and some forms may not work.",
        ],
      },
      {
        heading: "Changes and contact",
        paragraphs: [
          "If we ever introduce cookies that are not strictly necessary, we will update this policy and ask for your consent first. For any question, contact us at the e-mail address in the footer of every page. Our Privacy Policy explains how we handle personal data more generally.",
        ],
      },
    ],
  },
};
