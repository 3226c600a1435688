/**
 * Typed data for the link pages: /tools, /sources, /my-projects, /api-costs,
 * /api-creation and /ai-ide-costs (product.md §2, §6; decisions.md §0, §2).
 *
 * Plain data only — no React, no runtime imports. All URLs are https.
 */

export interface ExternalLink {
  name: string;
  url: string;
  description?: string;
}

export interface LinkColumn {
  title: string;
  links: ExternalLink[];
}

/* ------------------------------------------------------------------ */
/* /tools (any signed-in user)                                         */
/* ------------------------------------------------------------------ */

export const toolsColumns: LinkColumn[] = [
  {
    title: "Tools",
    links: [
      {
        name: "Perplexity",
        url: "https://www.perplexity.ai",
        description: "AI answer engine for fast, cited research.",
      },
      {
        name: "Notebook LLM",
        url: "https://notebooklm.google.com",
        description: "Google NotebookLM: chat with, summarise and study your own documents.",
      },
      {
        name: "Midjourney",
        url: "https://www.midjourney.com",
        description: "High-quality AI image generation for visuals and concepts.",
      },
      {
        name: "Canva",
        url: "https://www.canva.com",
        description: "Design platform for social posts, presentations and brand assets.",
      },
      {
        name: "Magic Patterns",
        url: "https://www.magicpatterns.com",
        description: "AI-assisted UI design and front-end prototyping.",
      },
    ],
  },
  {
    title: "LLMs",
    links: [
      {
        name: "Grok",
        url: "https://grok.com",
        description: "xAI's assistant with real-time access to X.",
      },
      {
        name: "Chat GPT",
        url: "https://chatgpt.com",
        description: "OpenAI's general-purpose assistant for writing, analysis and ideas.",
      },
      {
        name: "AI Studio",
        url: "https://aistudio.google.com",
        description: "Google AI Studio: experiment with Gemini models and prompts.",
      },
      {
        name: "Deepseek",
        url: "https://chat.deepseek.com",
        description: "DeepSeek's chat assistant, strong at reasoning and code.",
      },
      {
        name: "Claude",
        url: "https://claude.ai",
        description: "Anthropic's assistant for long documents, writing and coding.",
      },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* /sources (any signed-in user)                                       */
/* ------------------------------------------------------------------ */

export const sourcesColumns: LinkColumn[] = [
  {
    title: "Techies",
    links: [
      {
        name: "Andrej Karpathy",
        url: "https://karpathy.ai",
        description: "Clear, hands-on explanations of how neural networks and LLMs really work.",
      },
      {
        name: "Lex Fridman",
        url: "https://lexfridman.com",
        description: "Long-form conversations with leading minds in AI, science and tech.",
      },
      {
        name: "Two Minute Papers",
        url: "https://www.youtube.com/@TwoMinutePapers",
        description: "Short, enthusiastic digests of the latest AI research papers.",
      },
      {
        name: "Andrew Ng",
        url: "https://www.andrewng.org",
        description: "Pioneering AI educator; practical guidance on applying AI in business.",
      },
      {
        name: "3Blue1Brown",
        url: "https://www.3blue1brown.com",
        description: "Visual intuition for the mathematics behind machine learning.",
      },
      {
        name: "Fireship",
        url: "https://fireship.io",
        description: "Fast-paced, no-nonsense updates on software and AI tooling.",
      },
      {
        name: "Marques Brownlee",
        url: "https://www.youtube.com/@mkbhd",
        description: "Trusted, high-production reviews of consumer technology.",
      },
      {
        name: "Sam Altman",
        url: "https://blog.samaltman.com",
        description: "Essays on startups, AI progress and the future from OpenAI's CEO.",
      },
    ],
  },
  {
    title: "Thinkers",
    links: [
      {
        name: "Simon Sinek",
        url: "https://simonsinek.com",
        description: "Start with why: purpose-driven leadership and inspiring teams.",
      },
      {
        name: "Yuval Noah Harari",
        url: "https://www.ynharari.com",
        description: "Big-picture thinking on history, humanity and the impact of AI.",
      },
      {
        name: "Naval Ravikant",
        url: "https://nav.al",
        description: "Concise wisdom on wealth, leverage and happiness for founders.",
      },
      {
        name: "Paul Graham",
        url: "https://paulgraham.com",
        description: "Classic essays on startups, ideas and how to think clearly.",
      },
      {
        name: "Brené Brown",
        url: "https://brenebrown.com",
        description: "Research on courage, vulnerability and wholehearted leadership.",
      },
    ],
  },
  {
    title: "Actors",
    links: [
      {
        name: "Matthew McConaughey",
        url: "https://x.com/McConaughey",
        description: "Greenlights: a philosophy of resilience, purpose and living well.",
      },
      {
        name: "Will Smith",
        url: "https://www.youtube.com/@WillSmith",
        description: "Candid talks on discipline, fear and personal growth.",
      },
      {
        name: "Arnold Schwarzenegger",
        url: "https://www.schwarzenegger.com",
        description: "Vision, work ethic and reinvention across sport, film and politics.",
      },
      {
        name: "Dwayne Johnson",
        url: "https://www.instagram.com/therock/",
        description: "Relentless work ethic and building brands beyond acting.",
      },
      {
        name: "Ryan Reynolds",
        url: "https://x.com/VancityReynolds",
        description: "Creative, humour-driven marketing behind successful business ventures.",
      },
      {
        name: "Ashton Kutcher",
        url: "https://x.com/aplusk",
        description: "Actor turned tech investor with an eye for early-stage startups.",
      },
    ],
  },
];

/* ------------------------------------------------------------------ */
/* /my-projects (admin)                                                */
/* ------------------------------------------------------------------ */

export const myProjectsColumns: LinkColumn[] = [
  {
    title: "My projects",
    links: [
      {
        name: "Holistic Omega",
        url: "https://holisticomega.com",
        description: "The main consultancy website.",
      },
      {
        name: "Blog",
        url: "https://blog.holisticomega.com",
        description: "Articles on AI, creativity and well-being.",
      },
      {
        name: "Photography",
        url: "https://photo.holisticomega.com",
        description: "Corporate and executive photography portfolio.",
      },
    ],
  },
  {
    title: "My codes",
    links: [
      {
        name: "GitHub",
        url: "https://github.com",
        description: "Source code repositories.",
      },
      {
        name: "Vercel",
        url: "https://vercel.com/dashboard",
        description: "Deployments and hosting dashboard.",
      },
      {
        name: "Supabase",
        url: "https://supabase.com/dashboard",
        description: "Database, auth and backend dashboard.",
      },
      {
        name: "Netlify",
        url: "https://app.netlify.com",
        description: "Static site hosting and deploys.",
      },
    ],
  },
  {
    title: "Usefull",
    links: [
      {
        name: "Mailchimp",
        url: "https://mailchimp.com",
        description: "E-mail marketing campaigns and audiences.",
      },
      {
        name: "Brevo",
        url: "https://www.brevo.com",
        description: "E-mail, SMS and marketing automation.",
      },
      {
        name: "Canva",
        url: "https://www.canva.com",
        description: "Quick designs for newsletters and social media.",
      },
      {
        name: "Google Analytics",
        url: "https://analytics.google.com",
        description: "Website traffic and audience insights.",
      },
    ],
  },
  {
    title: "App Stores",
    links: [
      {
        name: "App Store Connect",
        url: "https://appstoreconnect.apple.com",
        description: "Manage and publish apps on the Apple App Store.",
      },
      {
        name: "Google Play Console",
        url: "https://play.google.com/console",
        description: "Manage and publish apps on Google Play.",
      },
    ],
  },
];

export const myProjectsInternalLinks = [
  { title: "AI IDE Costs", to: "/ai-ide-costs" },
  { title: "API Costs", to: "/api-costs" },
  { title: "API Creation", to: "/api-creation" },
] as const;

/* ------------------------------------------------------------------ */
/* /api-costs (admin)                                                  */
/* ------------------------------------------------------------------ */

export const apiCostLinks: ExternalLink[] = [
  {
    name: "OpenAI",
    url: "https://platform.openai.com/usage",
    description: "Usage and spend for GPT models and other OpenAI APIs.",
  },
  {
    name: "Gemini",
    url: "https://aistudio.google.com/usage",
    description: "Gemini API usage and rate limits in Google AI Studio.",
  },
  {
    name: "Claude",
    url: "https://console.anthropic.com/settings/usage",
    description: "Token usage and costs for Anthropic's Claude API.",
  },
  {
    name: "DeepSeek",
    url: "https://platform.deepseek.com/usage",
    description: "Usage and balance on the DeepSeek platform.",
  },
  {
    name: "Grok",
    url: "https://console.x.ai",
    description: "xAI console: Grok API usage and billing.",
  },
  {
    name: "Perplexity",
    url: "https://www.perplexity.ai/settings/api",
    description: "Perplexity API credits and usage.",
  },
];

/* ------------------------------------------------------------------ */
/* /api-creation (admin)                                               */
/* ------------------------------------------------------------------ */

export const apiCreationLinks: ExternalLink[] = [
  {
    name: "OpenAI",
    url: "https://platform.openai.com/api-keys",
    description: "Keys for GPT, image, speech and embedding models.",
  },
  {
    name: "Anthropic",
    url: "https://console.anthropic.com/settings/keys",
    description: "Keys for the Claude family of models.",
  },
  {
    name: "Google AI",
    url: "https://aistudio.google.com/app/apikey",
    description: "Keys for the Gemini API via Google AI Studio.",
  },
  {
    name: "DeepSeek",
    url: "https://platform.deepseek.com/api_keys",
    description: "Keys for DeepSeek's chat and reasoning models.",
  },
  {
    name: "Perplexity",
    url: "https://www.perplexity.ai/settings/api",
    description: "Keys for Perplexity's search-grounded Sonar models.",
  },
  {
    name: "Mistral",
    url: "https://console.mistral.ai/api-keys",
    description: "Keys for Mistral's open and commercial models.",
  },
  {
    name: "Cohere",
    url: "https://dashboard.cohere.com/api-keys",
    description: "Keys for Cohere's generation, embedding and rerank models.",
  },
];

/* ------------------------------------------------------------------ */
/* /ai-ide-costs (admin)                                               */
/* ------------------------------------------------------------------ */

export const aiIdeCostLinks: ExternalLink[] = [
  {
    name: "CURSOR",
    url: "https://cursor.com/dashboard",
    description: "Cursor subscription, usage and billing.",
  },
  {
    name: "WINDSURF",
    url: "https://windsurf.com/subscription/usage",
    description: "Windsurf plan, credits and usage.",
  },
  {
    name: "VSC AUGMENT",
    url: "https://app.augmentcode.com/account/subscription",
    description: "Augment Code for VS Code: subscription and billing.",
  },
];

/* ------------------------------------------------------------------ */
/* Access-denied texts (product.md §6)                                 */
/* ------------------------------------------------------------------ */

export const accessDenied = {
  apiCosts: "You don't have permission to view this page. Only administrators can access API cost tracking.",
  apiCreation: "You don't have permission to view this page. Only administrators can access API creation links.",
} as const;
