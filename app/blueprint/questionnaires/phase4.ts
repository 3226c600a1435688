import type { PhaseDefinition } from "./types";

export const phase4: PhaseDefinition = {
  number: 4,
  name: "Phase 4",
  title: "Integration: The Intelligent Engine (AI & BI)",
  buttonLabel: "Phase 4: Integration",
  summary:
    "Find where AI and business intelligence can save you time, sharpen your decisions and support your clients, without losing the human touch.",
  steps: [
    // ───────────────────────── Welcome ─────────────────────────
    {
      id: "welcome",
      kind: "info",
      title: "Welcome to Phase 4: Integration",
      section: "Welcome",
      body: [
        "With a clear foundation and a resonant brand in place, it is time to build the engine that keeps your business running smoothly. Phase 4 explores how artificial intelligence (AI) and business intelligence (BI) can take repetitive work off your plate and help you make better decisions.",
        "This is not about chasing every new tool. It is about choosing a few well-placed, well-understood solutions that fit your values, your budget and the way you like to work, so you have more time and energy for the work only you can do.",
        "Across three modules you will spot your best AI opportunities, define the numbers that matter most to your business and map out the tools and safeguards you need.",
      ],
      bullets: [
        "Module 1: AI Opportunities — where AI can save time and add value",
        "Module 2: Business Intelligence Needs — the metrics that guide your decisions",
        "Module 3: AI Tooling & Integration — your tools, budget, priorities and safeguards",
      ],
    },

    // ───────────────────────── Module 1: AI Opportunities ─────────────────────────
    {
      id: "ai-opportunity-intro",
      kind: "info",
      title: "Module 1: AI Opportunities",
      section: "AI Opportunities",
      body: [
        "Every business has tasks that drain time without adding much value, and moments where clients wait longer than they would like. These are exactly where AI can help.",
        "In this module you will look at four common opportunity areas and identify where AI could make the biggest difference in your business, today rather than someday.",
      ],
    },
    {
      id: "ai-opportunity-core-concepts",
      kind: "info",
      title: "Core Concepts: Where AI Adds Value",
      section: "AI Opportunities",
      body: [
        "Today's AI tools are best at tasks that are repetitive, language-based or pattern-based: drafting and summarising text, sorting and answering routine questions, extracting information from documents and tailoring messages to different audiences.",
        "The best opportunities combine high frequency with low judgment. A task you repeat every week that follows a predictable pattern is a strong candidate. A task that depends on deep empathy, creative intuition or delicate relationships is usually better kept human, with AI as an assistant rather than a replacement.",
        "A good rule of thumb: let AI handle the first draft and the busywork, and keep a human in the loop for quality, judgment and care.",
      ],
      bullets: [
        "Automation: repetitive admin such as scheduling, invoicing, data entry and follow-ups",
        "Information management: summarising, organising and searching what you already know",
        "Client support: instant, always-on answers to common questions",
        "Personalisation: tailoring marketing and sales messages at scale",
      ],
    },
    {
      id: "ai-opportunity-activity",
      kind: "info",
      title: "Activity: Spotting Your AI Opportunities",
      section: "AI Opportunities",
      body: [
        "Think back over a typical week or month in your business. Which tasks did you repeat? Where did you feel buried in information? When did clients have to wait for an answer?",
        "For each of the next four questions, list specific examples and, if you can, estimate how much time they take. Aim for 3–5 concrete opportunities in total; these will shape your AI roadmap.",
      ],
    },
    {
      id: "ai-opportunity-q1",
      kind: "textarea",
      title: "Module 1: AI Opportunities",
      section: "AI Opportunities",
      label: "Repetitive Tasks",
      prompt:
        "Which repetitive or time-consuming tasks take up your week? List them, with a rough estimate of the time each one takes.",
      help: "Think of admin, scheduling, e-mail, invoicing, reporting and content formatting.",
      placeholder: "Replying to booking inquiries: about 3 hours a week…",
    },
    {
      id: "ai-opportunity-q2",
      kind: "textarea",
      title: "Module 1: AI Opportunities",
      section: "AI Opportunities",
      label: "Information Overload",
      prompt:
        "Where do you feel overloaded with information? Think of e-mails, documents, research, notes or data that are hard to keep on top of.",
      placeholder: "I struggle to keep up with…",
    },
    {
      id: "ai-opportunity-q3",
      kind: "textarea",
      title: "Module 1: AI Opportunities",
      section: "AI Opportunities",
      label: "24/7 Support",
      prompt:
        "Which client questions or requests could be answered around the clock, without you being there? How do clients currently reach you, and how long do they wait for a reply?",
      placeholder: "Common questions include…",
    },
    {
      id: "ai-opportunity-q4",
      kind: "textarea",
      title: "Module 1: AI Opportunities",
      section: "AI Opportunities",
      label: "Marketing & Sales Personalisation",
      prompt:
        "How could your marketing and sales feel more personal? Where would tailored messages, recommendations or follow-ups make the biggest difference for your clients?",
      placeholder: "It would help to personalise…",
    },

    // ───────────────────────── Module 2: Business Intelligence Needs ─────────────────────────
    {
      id: "bi-needs-intro",
      kind: "info",
      title: "Module 2: Business Intelligence Needs",
      section: "Business Intelligence Needs",
      body: [
        "Business intelligence simply means turning your data into decisions. You don't need a data team or complex software to benefit; you need to know which questions matter and which few numbers answer them.",
        "In this module you will identify the metrics you want to track across four areas of your business: finances, marketing, sales, and operations and customers.",
      ],
    },
    {
      id: "bi-needs-core-concepts",
      kind: "info",
      title: "Core Concepts: Questions First, Then Metrics",
      section: "Business Intelligence Needs",
      body: [
        "The most common mistake with data is tracking everything and learning nothing. Start instead with the business questions you need to answer, such as 'Which offers are most profitable?' or 'Where do my best clients come from?', and then choose the metrics that answer them.",
        "A key performance indicator (KPI) is a metric tied directly to a goal. Good KPIs are few, clearly defined, regularly updated and actionable: when a number moves, you know what to do about it.",
        "A simple dashboard with 3–5 well-chosen metrics, reviewed on a regular rhythm, will guide you better than a complex report you never open.",
      ],
      bullets: [
        "Financial: revenue, profit margin, cash flow and revenue per client",
        "Marketing: audience growth, engagement, lead sources and conversion rates",
        "Sales: pipeline, close rate, average deal size and sales cycle length",
        "Operational and customer: delivery time, capacity, satisfaction and retention",
      ],
    },
    {
      id: "bi-needs-activity",
      kind: "info",
      title: "Activity: Defining Your Key Metrics",
      section: "Business Intelligence Needs",
      body: [
        "For each area in the next four questions, first write the key business question you want answered, then list the metrics that would answer it.",
        "Note where that data currently lives, for example in a spreadsheet, your accounting software, a social media dashboard or only in your head, and how often you look at it. Don't worry if the answer is 'nowhere' or 'never'; that is exactly what we are here to fix.",
      ],
    },
    {
      id: "bi-needs-q1",
      kind: "textarea",
      title: "Module 2: Business Intelligence Needs",
      section: "Business Intelligence Needs",
      label: "Financial Metrics",
      prompt:
        "Which financial metrics matter most to you, such as revenue, profit, cash flow or revenue per client? Which questions should they answer, and how do you track them today?",
      placeholder: "I want to know… I currently track…",
    },
    {
      id: "bi-needs-q2",
      kind: "textarea",
      title: "Module 2: Business Intelligence Needs",
      section: "Business Intelligence Needs",
      label: "Marketing Metrics",
      prompt:
        "Which marketing metrics would help you most, such as website visitors, engagement, lead sources or e-mail performance? Which questions should they answer?",
      placeholder: "I want to know which channels…",
    },
    {
      id: "bi-needs-q3",
      kind: "textarea",
      title: "Module 2: Business Intelligence Needs",
      section: "Business Intelligence Needs",
      label: "Sales Metrics",
      prompt:
        "Which sales metrics do you want to track, such as inquiries, conversion rate, average order value or time to close? What would you like to understand better about your sales?",
      placeholder: "I'd like to understand why…",
    },
    {
      id: "bi-needs-q4",
      kind: "textarea",
      title: "Module 2: Business Intelligence Needs",
      section: "Business Intelligence Needs",
      label: "Operational & Customer Metrics",
      prompt:
        "Which operational and customer metrics matter to you, such as delivery time, capacity, client satisfaction, repeat business or referrals? How do you gather client feedback today?",
      placeholder: "I want to keep an eye on…",
    },

    // ───────────────────────── Module 3: AI Tooling & Integration ─────────────────────────
    {
      id: "ai-tooling-intro",
      kind: "info",
      title: "Module 3: AI Tooling & Integration",
      section: "AI Tooling & Integration",
      body: [
        "You now know where AI could help and which numbers you want to see. The final step is choosing how to get there: which tools to use, how they connect and what safeguards to put in place.",
        "In this module you will take stock of your current tools, your budget and skills, your integration priorities and any concerns you have about using AI responsibly.",
      ],
    },
    {
      id: "ai-tooling-core-concepts",
      kind: "info",
      title: "Core Concepts: Building a Sensible AI Stack",
      section: "AI Tooling & Integration",
      body: [
        "Your 'stack' is the set of tools your business runs on, from e-mail and calendar to accounting, your website and your client management system. The most effective AI tools are often those that plug into what you already use, rather than adding yet another app to learn.",
        "Start small. Pick one or two high-value use cases, test them for a few weeks, measure the time saved or results gained, and then expand. Integration through built-in features or simple automation platforms can connect tools without any coding.",
        "Responsible AI use matters as much as clever AI use. Know where your data goes, protect client information, be transparent when AI is involved, and always review AI output before it reaches a client.",
      ],
      bullets: [
        "Build on your existing tools before adding new ones",
        "Start with one or two use cases and measure the results",
        "Connect tools through built-in integrations or no-code automation",
        "Protect privacy, stay transparent and keep a human in the loop",
      ],
    },
    {
      id: "ai-tooling-activity",
      kind: "info",
      title: "Activity: Mapping Your Tools and Priorities",
      section: "AI Tooling & Integration",
      body: [
        "Make a quick list of every tool and platform you use in a typical week, including the free ones. Note which ones you love, which ones frustrate you and which ones don't talk to each other.",
        "Then answer the next four questions honestly. There is no need to sound technical; we will use your answers to recommend a realistic, step-by-step integration plan that fits your budget, skills and values.",
      ],
    },
    {
      id: "ai-tooling-q1",
      kind: "textarea",
      title: "Module 3: AI Tooling & Integration",
      section: "AI Tooling & Integration",
      label: "Current Tools & Stack",
      prompt:
        "Which tools and platforms do you currently use to run your business, and which AI tools, if any, have you already tried? What works well and what doesn't?",
      help: "Include e-mail, calendar, accounting, website, social media, CRM, design and AI tools.",
      placeholder: "E-mail: …\nCalendar: …\nAccounting: …\nAI tools: …",
    },
    {
      id: "ai-tooling-q2",
      kind: "textarea",
      title: "Module 3: AI Tooling & Integration",
      section: "AI Tooling & Integration",
      label: "Budget & Skills",
      prompt:
        "What monthly budget can you set aside for AI and automation tools, and how comfortable are you and your team with learning new technology?",
      placeholder: "Budget: about … per month. Comfort level: …",
    },
    {
      id: "ai-tooling-q3",
      kind: "textarea",
      title: "Module 3: AI Tooling & Integration",
      section: "AI Tooling & Integration",
      label: "Integration Priorities",
      prompt:
        "Which processes or tools would you most like to connect or automate first, and what result would make the effort worthwhile?",
      help: "Think about your AI opportunities from Module 1 and your metrics from Module 2.",
      placeholder: "My top priority is…",
    },
    {
      id: "ai-tooling-q4",
      kind: "textarea",
      title: "Module 3: AI Tooling & Integration",
      section: "AI Tooling & Integration",
      label: "Concerns, Ethics & Data Privacy",
      prompt:
        "What concerns do you have about using AI in your business, for example around ethics, data privacy, accuracy, authenticity or how clients might feel about it?",
      placeholder: "I'm concerned about…",
    },

    // ───────────────────────── Completion ─────────────────────────
    {
      id: "completion",
      kind: "completion",
      title: "Congratulations!",
      section: "Completion",
      body: [
        "You have completed Phase 4, Integration: The Intelligent Engine (AI & BI), and with it the Holistic Omega Blueprint questionnaires. You now have a clear view of where AI and business intelligence can support your business and the safeguards that matter to you.",
        "Your personalised Phase 4 report is on its way: your consultant reviews it personally, then it arrives in your inbox by e-mail.",
        "Your next session will be scheduled so we can turn your insights into a practical integration roadmap and plan your next steps together.",
      ],
    },
  ],
};
