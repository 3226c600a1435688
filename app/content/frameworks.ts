import type { Framework } from "./types";

/**
 * The three signature frameworks. Each framework has five static detail pages
 * (objective, key topics, tools and techniques, practical exercise, deliverables).
 */
export const frameworks: Framework[] = [
  {
    id: "ai-creative",
    basePath: "/frameworks",
    name: "AI-Augmented Creative Framework",
    tagline:
      "Use AI as a creative partner that widens your options while your judgment, taste and values stay in charge.",
    description: [
      "The AI-Augmented Creative Framework helps entrepreneurs, creators and small studios bring artificial intelligence into their creative work with intention. Over five modules you move from understanding what today's tools can and cannot do, to generating ideas and visuals, to building a calm, repeatable workflow around them.",
      "Every module pairs hands-on practice with reflection on ethics, authorship and brand consistency. You finish with a working toolkit, a documented process and a brand expression that uses AI to amplify your voice rather than replace it.",
    ],
    format: "Multi-session programme, 4–6 weeks",
    pages: [
      {
        segment: "module-1",
        label: "Module 1",
        week: "Week 1",
        title: "Creative AI Landscape Mapping",
        objective:
          "Build a clear, realistic map of the AI tools relevant to your creative practice and decide where they can genuinely add value to your business.",
        keyTopics: [
          "The main families of creative AI: text, image, audio, video and research assistants",
          "Strengths, limits and typical failure modes of generative models",
          "Where AI fits in a creative process: research, ideation, production and review",
          "Copyright, consent, data privacy and disclosure to clients",
          "Setting personal and business boundaries for AI use",
        ],
        toolsAndTechniques: [
          "Creative process mapping from brief to delivery",
          "Tool comparison matrix scored on value, effort, cost and risk",
          "Guided test prompts across two or three leading assistants",
          "Ethical decision checklist for client-facing work",
          "Opportunity scoring to rank candidate use cases",
        ],
        practicalExercise:
          "Map one recent project step by step and identify 3–5 AI opportunities within it, noting the expected time saved and any risks for each. Then write a 200–300 word ethical reflection on how you will use AI responsibly with clients, covering transparency, originality and data handling.",
        deliverables: [
          "A personal creative AI landscape map",
          "A ranked list of 3–5 AI opportunities with a short rationale for each",
          "A 200–300 word ethical reflection to guide your AI practice",
        ],
      },
      {
        segment: "module-2",
        label: "Module 2",
        week: "Week 2",
        title: "AI Ideation Catalyst Method",
        objective:
          "Learn a structured method for using AI to expand the range and quality of your ideas, then filter them with your own creative judgment.",
        keyTopics: [
          "Divergent and convergent thinking in an AI-assisted process",
          "Prompt patterns for brainstorming, reframing and remixing",
          "Using constraints and personas to push ideas further",
          "Avoiding generic output and the pull toward sameness",
          "Selecting and refining ideas against clear criteria",
        ],
        toolsAndTechniques: [
          "Role-based prompting with customer, critic and expert personas",
          "AI-assisted SCAMPER and reverse brainstorming",
          "Idea clustering and affinity mapping",
          "Impact and feasibility scoring grid",
          "A reusable prompt library for recurring challenges",
        ],
        practicalExercise:
          "Choose a real creative challenge in your business, such as a campaign, an offer or a photo series. Use the catalyst method to generate 10–15 ideas with AI support, cluster them by theme, score them for impact and feasibility, and develop the strongest two into short concept notes.",
        deliverables: [
          "A scored list of 10–15 ideas for a real business challenge",
          "Two developed concept notes ready to test",
          "A personal prompt library of at least five proven ideation prompts",
        ],
      },
      {
        segment: "module-3",
        label: "Module 3",
        week: "Week 3",
        title: "AI-Assisted Visual & Content Generation",
        objective:
          "Produce on-brand visuals and written content with AI tools while keeping quality, consistency and authenticity under your control.",
        keyTopics: [
          "Visual prompt anatomy: subject, composition, light, style and mood",
          "Keeping a consistent style across a set of images",
          "Combining AI output with your own photography and design",
          "Drafting and editing written content without losing your voice",
          "Quality control, retouching and disclosure",
        ],
        toolsAndTechniques: [
          "Image generation tools such as Midjourney and Canva's AI features",
          "Style references and mood board driven prompting",
          "Iterative variation, upscaling and inpainting",
          "Brand voice guide used as a writing assistant brief",
          "Before-and-after review against brand guidelines",
        ],
        practicalExercise:
          "Using your mood board and brand guidelines, produce 5–7 images for a single campaign or content theme. Document the prompts and iterations behind each image, edit at least one by hand or combine it with your own photography, and write a short caption for every image in your brand voice.",
        deliverables: [
          "A cohesive set of 5–7 images for one campaign or theme",
          "A prompt and iteration log for each image",
          "Matching captions written and edited in your brand voice",
        ],
      },
      {
        segment: "module-4",
        label: "Module 4",
        week: "Week 4",
        title: "Intelligent Workflow Integration",
        objective:
          "Turn one-off AI experiments into a reliable, documented workflow that saves time every week without adding complexity.",
        keyTopics: [
          "Finding repetitive, rule-based tasks worth automating",
          "Designing human checkpoints into automated flows",
          "Connecting tools for content, client communication and admin",
          "Measuring time saved and quality maintained",
          "Keeping the workflow simple, secure and easy to maintain",
        ],
        toolsAndTechniques: [
          "Workflow mapping with swimlanes and handoff points",
          "No-code automation platforms and tool integrations",
          "Reusable templates and standard operating procedures",
          "Time tracking before and after automation",
          "A monthly review checklist for the toolset and costs",
        ],
        practicalExercise:
          "Pick one recurring workflow, such as content production, client onboarding or photo delivery. Map the current steps, redesign them with AI and automation support, build a working version and run it for one week while recording the time spent and any issues.",
        deliverables: [
          "A before-and-after map of one redesigned workflow",
          "A working automated or AI-assisted version of that workflow",
          "A one-page standard operating procedure with human checkpoints",
        ],
      },
      {
        segment: "module-5",
        label: "Module 5",
        week: "Week 5",
        title: "Authentic AI-Enhanced Branding",
        objective:
          "Bring everything together into a brand expression that uses AI to scale your presence while staying recognisably human and true to your values.",
        keyTopics: [
          "Defining what must always stay human in your brand",
          "Brand voice, visual identity and consistency at scale",
          "Trust, transparency and talking to clients about AI",
          "Storytelling that connects your values to your offers",
          "Planning ongoing creative experimentation",
        ],
        toolsAndTechniques: [
          "Brand authenticity audit across existing channels",
          "AI-ready brand guidelines covering voice, visuals and prompts",
          "Content pillar and channel planning",
          "A simple AI use statement for clients",
          "Quarterly creative review ritual",
        ],
        practicalExercise:
          "Audit your current brand presence, then write AI-ready brand guidelines that capture your voice, visual rules and approved prompts. Use them to create one complete piece of branded content from idea to publication and present the result with a short reflection on what you kept human.",
        deliverables: [
          "AI-ready brand guidelines for voice, visuals and prompting",
          "A short AI use statement to share with clients",
          "One published piece of branded content created with the full framework",
          "A 90-day creative experimentation plan",
        ],
      },
    ],
  },
  {
    id: "resilience",
    basePath: "/frameworks/resilience",
    name: "Data-Driven Resilience Framework",
    tagline: "Make steadier decisions by asking the right questions and tracking the few numbers that truly matter.",
    description: [
      "The Data-Driven Resilience Framework gives small business owners a practical way to use data without becoming analysts. It starts from the questions you need answered, not from the tools, and builds a lightweight measurement habit that fits into a busy week.",
      "In five steps you define the metrics that reflect the health of your business, collect them with accessible tools, turn them into clear insights and act on them in a regular improvement cycle. The result is a business that notices change early and adapts with confidence.",
    ],
    format: "Multi-session programme, 4–6 weeks",
    pages: [
      {
        segment: "step-1",
        label: "Step 1",
        title: "Business Questions First",
        objective:
          "Clarify the decisions you face and the questions your data should answer before collecting a single number.",
        keyTopics: [
          "Why questions come before dashboards and tools",
          "Linking questions to goals, risks and upcoming decisions",
          "Strategic, operational and customer questions",
          "Turning vague concerns into answerable questions",
          "Prioritising what matters most right now",
        ],
        toolsAndTechniques: [
          "Decision inventory for the next 6–12 months",
          "The five whys to reach the underlying question",
          "Question framing templates",
          "Impact and urgency matrix for prioritisation",
        ],
        practicalExercise:
          "List the main decisions you expect to make in the coming months, then define 3–5 key business questions that would make those decisions easier. For each question, note who needs the answer, how often and what you would do differently depending on the result.",
        deliverables: [
          "A prioritised list of 3–5 key business questions",
          "A decision map linking each question to a goal or decision",
        ],
      },
      {
        segment: "step-2",
        label: "Step 2",
        title: "KPI & Metrics Definition",
        objective: "Translate your key business questions into a small set of clearly defined, meaningful metrics.",
        keyTopics: [
          "The difference between KPIs, supporting metrics and vanity metrics",
          "Leading and lagging indicators",
          "Financial, marketing, sales, operational and customer metrics",
          "Defining each metric precisely: formula, source and frequency",
          "Setting realistic targets and thresholds",
        ],
        toolsAndTechniques: [
          "Question-to-metric mapping",
          "KPI definition cards",
          "Baseline measurement from existing records",
          "Traffic-light thresholds for quick reading",
        ],
        practicalExercise:
          "For each of your key business questions, choose one or two metrics that answer it. Write a definition card for each one with its formula, data source, update frequency, current baseline and a target for the next quarter.",
        deliverables: [
          "A set of KPI definition cards linked to your business questions",
          "Baselines and quarterly targets for each metric",
          "A short list of metrics you will deliberately not track",
        ],
      },
      {
        segment: "step-3",
        label: "Step 3",
        title: "Accessible Data Collection & Simple Dashboarding",
        objective:
          "Collect the data you need with tools you already use and present it in a simple dashboard you will actually open.",
        keyTopics: [
          "Finding data already available in your existing tools",
          "Manual versus automated collection and when each makes sense",
          "Data quality basics: consistency, completeness and timing",
          "Dashboard design principles for busy owners",
          "Privacy and responsible handling of client data",
        ],
        toolsAndTechniques: [
          "Spreadsheets and free dashboard tools",
          "Exports and integrations from booking, payment and analytics platforms",
          "A weekly data collection routine",
          "Simple charts: trends, comparisons and progress to target",
          "A data dictionary to keep definitions consistent",
        ],
        practicalExercise:
          "Build a dashboard of 3–5 metrics drawn from your KPI cards. Connect or enter at least four weeks of historical data, choose one clear chart per metric and set up a routine that keeps the dashboard current in under 30 minutes a week.",
        deliverables: [
          "A working dashboard of 3–5 metrics",
          "A documented weekly data collection routine",
          "A simple data dictionary for your metrics",
        ],
      },
      {
        segment: "step-4",
        label: "Step 4",
        title: "Insight Generation & Action Planning",
        objective:
          "Read your dashboard with a critical eye, draw sound conclusions and turn them into concrete, time-bound actions.",
        keyTopics: [
          "Spotting trends, anomalies and patterns",
          "Separating correlation from cause",
          "Combining numbers with client feedback and context",
          "Using AI assistants to summarise and question your data",
          "Turning insights into focused experiments and actions",
        ],
        toolsAndTechniques: [
          "A structured insight review: what happened, why and so what",
          "Hypothesis statements for testing assumptions",
          "AI-assisted data summaries checked against source figures",
          "Action plans with owners, deadlines and success measures",
        ],
        practicalExercise:
          "Hold a 60-minute review of your dashboard. Write three insight statements, each backed by data and context, and convert the most important into an action plan with a hypothesis, the steps to take, a deadline and the metric that will show whether it worked.",
        deliverables: [
          "Three documented insight statements",
          "An action plan with a clear hypothesis and success measure",
        ],
      },
      {
        segment: "step-5",
        label: "Step 5",
        title: "Iterative Improvement Cycle",
        objective:
          "Establish a lightweight, recurring rhythm of measuring, learning and adjusting that keeps your business resilient over time.",
        keyTopics: [
          "Plan, do, check, act for small businesses",
          "Weekly, monthly and quarterly review rhythms",
          "Retiring, adding and refining metrics as the business evolves",
          "Early-warning signals and contingency planning",
          "Building a culture of learning, even as a solo founder",
        ],
        toolsAndTechniques: [
          "Review calendar and meeting templates",
          "Experiment log to record tests and results",
          "Metric health check for relevance and accuracy",
          "Simple scenario planning for best, expected and difficult cases",
        ],
        practicalExercise:
          "Design your improvement cycle: set the dates and agendas of your weekly, monthly and quarterly reviews, record the outcome of the action from Step 4 in an experiment log and decide what to continue, change or stop.",
        deliverables: [
          "A documented review rhythm with templates",
          "An experiment log with your first completed cycle",
          "An updated metric set for the next quarter",
        ],
      },
    ],
  },
  {
    id: "aligned-impact",
    basePath: "/frameworks/aligned-impact",
    name: "Aligned Impact Business Method",
    tagline: "Build a business that reflects who you are, protects your energy and grows at a pace you can sustain.",
    description: [
      "The Aligned Impact Business Method connects personal values, strengths and well-being with the way a business is designed and run. It is for entrepreneurs who want success without burnout and a brand that feels like an honest extension of themselves.",
      "Across five pillars you clarify what you stand for, shape your offers around your natural strengths, build healthy operating habits, communicate with authenticity and plan growth that respects your limits. Each pillar combines reflection with practical business decisions, so insight turns into change.",
    ],
    format: "Multi-session programme, 4–6 weeks",
    pages: [
      {
        segment: "pillar-1",
        label: "Pillar 1",
        title: "Core Values & Purpose",
        objective:
          "Identify the values and purpose that drive you and make them the reference point for your business decisions.",
        keyTopics: [
          "Personal values versus business values",
          "Uncovering values through peak experiences and frustrations",
          "Purpose, vision and mission and how they differ",
          "Using values as decision filters",
          "Living your values visibly with clients and partners",
        ],
        toolsAndTechniques: [
          "Guided reflection prompts and journaling",
          "Values card sort from a broad list to a final few",
          "Purpose statement drafting",
          "Values-based decision checklist",
        ],
        practicalExercise:
          "Reflect on moments of deep fulfilment and of strong frustration in your work, then sort a broad list of values to name 5–7 core values. Define what each value means in practice for your business and write a first draft of your purpose statement.",
        deliverables: [
          "A defined set of 5–7 core values with practical descriptions",
          "A draft purpose statement for your business",
          "A values-based checklist for everyday decisions",
        ],
      },
      {
        segment: "pillar-2",
        label: "Pillar 2",
        title: "Strengths-Based Business Design",
        objective:
          "Shape your role, offers and operations around your natural strengths so you create more value with less strain.",
        keyTopics: [
          "Recognising strengths, learned skills and energy drains",
          "Designing offers that showcase what you do best",
          "Delegating, automating or dropping draining tasks",
          "Partnering to cover gaps",
          "Positioning your strengths for your ideal clients",
        ],
        toolsAndTechniques: [
          "Strengths discovery exercises and feedback from trusted people",
          "Energy audit of a typical working week",
          "Offer design canvas",
          "Delegate, automate or eliminate matrix",
        ],
        practicalExercise:
          "Complete an energy audit of a typical week and gather feedback from three people who know your work. Identify your top strengths, then redesign one offer or one part of your role so it draws on them more fully.",
        deliverables: [
          "A strengths profile with supporting evidence",
          "A redesigned offer or role description built on your strengths",
          "A list of tasks to delegate, automate or eliminate",
        ],
      },
      {
        segment: "pillar-3",
        label: "Pillar 3",
        title: "Wellness-Infused Operations",
        objective:
          "Build working routines and systems that protect your physical, mental and emotional well-being while keeping the business running smoothly.",
        keyTopics: [
          "The six dimensions of well-being and their link to performance",
          "Recognising early signs of overload and burnout",
          "Designing a sustainable work week and boundaries",
          "Energy management rather than time management",
          "Using tools and automation to reduce mental load",
        ],
        toolsAndTechniques: [
          "Well-being self-assessment across six dimensions",
          "Ideal week design with focus and recovery blocks",
          "Boundary scripts for clients and collaborators",
          "Short mindfulness and reset practices",
          "A weekly well-being check-in",
        ],
        practicalExercise:
          "Rate your well-being across six dimensions, identify one or two areas needing attention, then design an ideal work week with protected focus and recovery time. Test it for two weeks and note what helped and what needs adjusting.",
        deliverables: [
          "A well-being baseline across six dimensions",
          "An ideal week template with clear boundaries",
          "A short personal well-being plan for the next month",
        ],
      },
      {
        segment: "pillar-4",
        label: "Pillar 4",
        title: "Authentic Connection & Communication",
        objective:
          "Communicate your value in a way that feels natural to you and builds trust-based relationships with clients and community.",
        keyTopics: [
          "Knowing your ideal clients and what they truly need",
          "Brand voice and storytelling rooted in your values",
          "Relationship-based marketing and referrals",
          "Compassionate sales conversations",
          "Collecting and sharing client stories with consent",
        ],
        toolsAndTechniques: [
          "Ideal client profile and empathy map",
          "Brand story framework: origin, purpose and transformation",
          "Message house for consistent key messages",
          "Discovery call guide",
        ],
        practicalExercise:
          "Create an empathy map for your ideal client and write your brand story in three short parts: where you come from, why you do this work and the change you help clients make. Use it to rewrite one key page or profile and share it with two clients for feedback.",
        deliverables: [
          "An ideal client profile and empathy map",
          "A written brand story and core message",
          "One rewritten page or profile reflecting your authentic voice",
        ],
      },
      {
        segment: "pillar-5",
        label: "Pillar 5",
        title: "Mindful Growth & Scalability",
        objective:
          "Plan growth that expands your impact while staying aligned with your values, strengths and capacity.",
        keyTopics: [
          "Defining what growth and enough mean for you",
          "Scalable offers, pricing and capacity planning",
          "Systems, automation and support that let you grow calmly",
          "Measuring impact alongside revenue",
          "Reviewing alignment as the business changes",
        ],
        toolsAndTechniques: [
          "Growth vision and personal success definition",
          "Capacity and pricing model",
          "Growth options evaluated against values and energy",
          "Quarterly alignment review",
          "A 90-day growth roadmap",
        ],
        practicalExercise:
          "Write your own definition of success for the next year, including personal and financial goals. Evaluate three possible growth paths against your values, strengths and capacity, choose one and turn it into a 90-day roadmap with milestones and check-in points.",
        deliverables: [
          "A personal definition of success for the coming year",
          "A 90-day growth roadmap with milestones",
          "A quarterly alignment review template",
        ],
      },
    ],
  },
];
