import type { Service } from "./types";

/**
 * The eight service pages, in the order they appear in the services grid.
 * The AI tools page uses `offer` instead of `whyItMatters`, `approach` and `subServices`.
 */
export const services: Service[] = [
  {
    slug: "ai-tools-mastery",
    title: "AI Tools Mastery for Entrepreneurs",
    summary:
      "Hands-on training that helps entrepreneurs choose, use and combine AI tools to save time, create better content and make sharper decisions.",
    short: "Choose the few AI tools worth your time, and use them well.",
    introduction: [
      "AI tools now touch almost every part of running a business, from writing and research to design, customer support and planning. The challenge is no longer access but focus: knowing which tools deserve your time and how to make them produce work you are proud to put your name on.",
      "Our training gives entrepreneurs a practical, grounded path through the AI landscape. We work with your real tasks and your real content, so every session ends with a workflow you can use the next morning, not a list of features to remember.",
    ],
    offer: [
      {
        title: "AI readiness assessment",
        text: "A review of your current workload and tools to identify the 3–5 tasks where AI will make the biggest difference first.",
      },
      {
        title: "Tool selection and setup",
        text: "Guidance on choosing between language models, research assistants and creative tools, and help configuring them for your business.",
      },
      {
        title: "Prompting and workflow design",
        text: "Techniques for writing clear instructions, building reusable prompt templates and chaining tools into dependable routines.",
      },
      {
        title: "Content and visual creation",
        text: "Practical sessions on drafting copy, generating images and producing presentations with AI while keeping your own voice and style.",
      },
      {
        title: "Responsible and ethical use",
        text: "Clear guidelines on privacy, accuracy checking, copyright and transparency so you can use AI with confidence and integrity.",
      },
      {
        title: "Ongoing support",
        text: "Follow-up sessions to refine your workflows, troubleshoot problems and keep pace with new tools as they appear.",
      },
    ],
    keyBenefits: [
      {
        title: "Time back in your week",
        text: "Routine writing, research and admin tasks take a fraction of the time, leaving more room for clients and strategy.",
      },
      {
        title: "Confidence instead of overwhelm",
        text: "You know which tools matter for your business and which you can safely ignore.",
      },
      {
        title: "Consistent, higher-quality output",
        text: "Reusable templates and review habits keep your content accurate and on brand.",
      },
      {
        title: "Better-informed decisions",
        text: "AI-assisted research and summarising help you weigh options faster and with more context.",
      },
      {
        title: "A lasting skill set",
        text: "You learn principles that transfer from one tool to the next, so your investment keeps paying off as technology changes.",
      },
    ],
    bestPractices: [
      {
        title: "Start with a real task",
        text: "Choose one recurring task and improve it end to end before adding more tools.",
      },
      {
        title: "Keep a human in the loop",
        text: "Review, fact-check and edit every output before it reaches a client or the public.",
      },
      {
        title: "Protect sensitive information",
        text: "Never paste confidential client data into a tool without understanding how it is stored and used.",
      },
      {
        title: "Document what works",
        text: "Save effective prompts and workflows in a shared library so results are repeatable.",
      },
      {
        title: "Review regularly",
        text: "Reassess your tool set every few months and retire anything that no longer earns its place.",
      },
    ],
  },
  {
    slug: "visual-identity",
    title: "Visual Identity & Image Consulting",
    summary:
      "Consulting that aligns your logo, colours, typography and personal image so your business looks as credible and distinctive as it is.",
    short: "A logo, palette and personal image that agree with each other.",
    subServicesTitle: "Where we can help",
    introduction: [
      "People form an impression of your business within seconds, long before they read a word you have written. Your visual identity and personal image carry that first message, and they should say the same thing as your values and your work.",
      "We help entrepreneurs define and refine the visual elements that represent them: brand marks, colour palettes, typography, imagery and the way they present themselves on camera and in person. The result is a coherent identity that feels authentic and is easy to apply.",
    ],
    whyItMatters: [
      "An inconsistent or dated look quietly undermines trust. Prospective clients may assume that a business which looks improvised also works that way, even when the opposite is true.",
      "A clear visual identity does the reverse. It makes you recognisable across every channel, signals professionalism, attracts the clients you want to work with and makes every marketing decision faster because the rules are already set.",
    ],
    approach: [
      {
        title: "Discovery",
        text: "We explore your values, audience, competitors and goals, and review how your business is currently presented.",
      },
      {
        title: "Visual direction",
        text: "We develop mood boards and design directions that translate your personality and positioning into a visual language.",
      },
      {
        title: "Identity refinement",
        text: "Together we select and refine colours, typography, imagery style and personal presentation until they feel right.",
      },
      {
        title: "Guidelines and rollout",
        text: "You receive a concise style guide and practical support applying it to your website, social media and documents.",
      },
    ],
    keyBenefits: [
      {
        title: "Stronger first impressions",
        text: "A polished, consistent look earns trust before the first conversation.",
      },
      {
        title: "Instant recognition",
        text: "A distinctive identity makes your business memorable in a crowded market.",
      },
      {
        title: "Alignment with your values",
        text: "Your image reflects who you are, so clients know what to expect.",
      },
      {
        title: "Faster content creation",
        text: "Clear guidelines remove guesswork from every new post, slide deck or flyer.",
      },
    ],
    bestPractices: [
      {
        title: "Limit your palette",
        text: "Two or three core colours and one or two typefaces are usually enough for a strong identity.",
      },
      {
        title: "Design for every size",
        text: "Check that your logo and imagery work on a phone screen as well as on a banner.",
      },
      {
        title: "Stay consistent everywhere",
        text: "Apply the same visual rules to your website, social profiles, proposals and invoices.",
      },
      {
        title: "Use authentic imagery",
        text: "Favour real photographs of you, your team and your work over generic stock images.",
      },
      {
        title: "Review as you grow",
        text: "Revisit your identity when your offer or audience changes significantly.",
      },
    ],
    subServices: [
      {
        title: "Brand identity audit",
        text: "An objective review of your current visual presence with prioritised recommendations.",
      },
      {
        title: "Logo and brand mark refinement",
        text: "Guidance on creating or updating a mark that is simple, versatile and meaningful.",
      },
      {
        title: "Colour and typography systems",
        text: "A palette and type hierarchy that express your brand and stay readable everywhere.",
      },
      {
        title: "Personal image consulting",
        text: "Advice on wardrobe, presence and presentation for photographs, video and public speaking.",
      },
      {
        title: "Brand style guide",
        text: "A concise, practical document that keeps your identity consistent as you grow.",
      },
    ],
  },
  {
    slug: "web-development",
    title: "Web Development & Digital Presence Training",
    summary:
      "Training and guidance to build, manage and grow a professional website and online presence that turns visitors into clients.",
    short: "A website you can run yourself, built to bring in clients.",
    subServicesTitle: "What we can build together",
    introduction: [
      "Your website is often the first place a prospective client meets your business, and the place they return to before deciding to work with you. It should be clear, fast, trustworthy and easy for you to keep up to date.",
      "We combine hands-on training with practical web development support. Whether you want to build your own site, work confidently with a developer or improve what you already have, we help you create a digital presence that reflects your brand and supports your goals.",
    ],
    whyItMatters: [
      "Clients search, compare and make up their minds online. A slow, confusing or outdated website sends them elsewhere, often without you ever knowing they visited.",
      "A well-planned digital presence works for you around the clock. It explains what you offer, answers common questions, builds credibility and makes it easy for the right people to get in touch.",
    ],
    approach: [
      {
        title: "Assessment",
        text: "We review your current website and online channels, your audience and what you want visitors to do.",
      },
      {
        title: "Planning",
        text: "We map the site structure, key pages, messages and calls to action, and choose the right platform for your needs.",
      },
      {
        title: "Build and training",
        text: "We build or improve your site together, teaching you the skills to edit content and add pages yourself.",
      },
      {
        title: "Launch and optimisation",
        text: "We check performance, accessibility and search visibility, then set up simple measures to track results.",
      },
    ],
    keyBenefits: [
      {
        title: "Independence",
        text: "You can update your own website without waiting for outside help.",
      },
      {
        title: "A site that converts",
        text: "Clear structure and calls to action turn more visitors into inquiries.",
      },
      {
        title: "Better search visibility",
        text: "Sound foundations help new clients find you through search engines.",
      },
      {
        title: "A consistent online presence",
        text: "Your website, profiles and content tell one coherent story.",
      },
      {
        title: "Smarter spending",
        text: "You understand what you need, so you invest only in features that matter.",
      },
    ],
    bestPractices: [
      {
        title: "Put visitors first",
        text: "Organise pages around your clients' questions rather than your internal structure.",
      },
      {
        title: "Design for mobile",
        text: "Most visitors arrive on a phone, so every page must read and work well on a small screen.",
      },
      {
        title: "Keep it fast",
        text: "Optimise images and avoid unnecessary scripts so pages load quickly.",
      },
      {
        title: "Make it accessible",
        text: "Use readable contrast, descriptive links and text alternatives for images so everyone can use your site.",
      },
      {
        title: "Keep content current",
        text: "Schedule regular reviews so offers, prices and contact details are always accurate.",
      },
    ],
    subServices: [
      {
        title: "Website planning and structure",
        text: "Site maps, page outlines and messaging that guide visitors toward action.",
      },
      {
        title: "Website build and redesign",
        text: "Practical development support for a new site or a refresh of an existing one.",
      },
      {
        title: "Content management training",
        text: "Hands-on sessions so you can edit pages, publish articles and manage media confidently.",
      },
      {
        title: "Search visibility fundamentals",
        text: "Essential on-page techniques that help search engines understand and rank your content.",
      },
      {
        title: "Social profile alignment",
        text: "Guidance on keeping your social media profiles consistent with your website and brand.",
      },
      {
        title: "Performance and accessibility review",
        text: "A technical check of speed, mobile usability and accessibility with clear next steps.",
      },
    ],
  },
  {
    slug: "business-intelligence",
    title: "Business Intelligence & Analytics",
    summary:
      "Turn everyday business data into clear dashboards and practical insights that support confident, timely decisions.",
    short: "Turn the numbers you already have into calm decisions.",
    subServicesTitle: "Where we can help",
    introduction: [
      "Every business already produces valuable data: sales records, website visits, client feedback, invoices and time sheets. Most of it sits unused because it is scattered, hard to read or disconnected from the decisions that matter.",
      "We help entrepreneurs and small teams turn that data into insight. Starting from the questions you actually need answered, we identify the right metrics, set up simple and affordable tools and build the habit of using evidence to guide your next move.",
    ],
    whyItMatters: [
      "Decisions based only on instinct can work for a while, but they become risky as a business grows. Without reliable numbers it is hard to see which offers are profitable, which channels bring clients or where time is being lost.",
      "Accessible analytics give you an early warning system and a compass. You spot trends sooner, invest with more confidence and can show partners, lenders and your team exactly how the business is performing.",
    ],
    approach: [
      {
        title: "Business questions first",
        text: "We clarify the 3–5 questions that matter most to your business before touching any data.",
      },
      {
        title: "Metrics and data sources",
        text: "We define the key performance indicators that answer those questions and locate the data behind them.",
      },
      {
        title: "Dashboards",
        text: "We build a simple dashboard with a focused set of metrics using tools that suit your budget and skills.",
      },
      {
        title: "Insight and iteration",
        text: "We review the results together, turn findings into actions and refine the dashboard as your needs evolve.",
      },
    ],
    keyBenefits: [
      {
        title: "Clarity at a glance",
        text: "See the health of your business in minutes rather than hours of spreadsheet work.",
      },
      {
        title: "Confident decisions",
        text: "Back your choices about pricing, marketing and hiring with evidence.",
      },
      {
        title: "Early warnings",
        text: "Spot slowing sales, rising costs or shifting client behaviour before they become problems.",
      },
      {
        title: "Focused effort",
        text: "Invest your time and budget in the activities that demonstrably produce results.",
      },
    ],
    bestPractices: [
      {
        title: "Measure what you will act on",
        text: "Track only metrics that are tied to a decision; everything else is noise.",
      },
      {
        title: "Keep dashboards small",
        text: "A focused set of 3–5 well-chosen metrics is more useful than a crowded screen.",
      },
      {
        title: "Protect data quality",
        text: "Agree on definitions and consistent data entry so your numbers can be trusted.",
      },
      {
        title: "Review on a rhythm",
        text: "Set a weekly or monthly slot to look at your dashboard and decide on actions.",
      },
      {
        title: "Respect privacy",
        text: "Collect only the client data you need and store it securely.",
      },
    ],
    subServices: [
      {
        title: "Data readiness review",
        text: "An assessment of the data you already have, where it lives and how reliable it is.",
      },
      {
        title: "KPI definition workshop",
        text: "A guided session to choose meaningful indicators for finance, marketing, sales and operations.",
      },
      {
        title: "Dashboard design and setup",
        text: "A clear, easy-to-update dashboard built with accessible tools.",
      },
      {
        title: "AI-assisted analysis",
        text: "Training on using AI tools to summarise data, spot patterns and draft reports.",
      },
      {
        title: "Reporting routines",
        text: "Templates and habits for regular performance reviews with your team or advisors.",
      },
    ],
  },
  {
    slug: "business-development",
    title: "Business Development Training",
    summary:
      "Practical training in strategy, positioning, sales and partnerships to help entrepreneurs grow steadily and sustainably.",
    short: "Strategy, positioning and sales, practised on your business.",
    subServicesTitle: "Training topics",
    introduction: [
      "Growth rarely comes from a single big idea. It comes from a clear offer, a well-defined audience, reliable ways to reach new clients and relationships that compound over time.",
      "Our business development training gives entrepreneurs the frameworks and skills to build those foundations. We focus on practical tools you can apply immediately, adapted to the size and stage of your business and to the way you prefer to work.",
    ],
    whyItMatters: [
      "Many capable entrepreneurs struggle not because their work lacks quality but because their offer is unclear, their pipeline is irregular or they feel uncomfortable selling. The result is a cycle of feast and famine that drains energy and confidence.",
      "A structured approach to business development replaces that uncertainty with a plan. You know who you serve, what you offer, how clients find you and what to do each week to keep opportunities flowing.",
    ],
    approach: [
      {
        title: "Diagnosis",
        text: "We review your current offer, clients, revenue streams and sales process to find the strongest opportunities.",
      },
      {
        title: "Positioning and offer design",
        text: "We sharpen your value proposition and package your services so they are easy to understand and buy.",
      },
      {
        title: "Growth plan",
        text: "We build a realistic plan covering marketing channels, outreach, partnerships and a simple client pipeline.",
      },
      {
        title: "Practice and review",
        text: "We rehearse sales conversations, track progress and adjust the plan based on what the results show.",
      },
    ],
    keyBenefits: [
      {
        title: "A clear, compelling offer",
        text: "Prospective clients quickly understand what you do and why it matters to them.",
      },
      {
        title: "A steadier pipeline",
        text: "Regular, planned activity smooths out the peaks and troughs in your workload.",
      },
      {
        title: "Confidence in sales conversations",
        text: "A service-minded approach to selling that feels natural rather than pushy.",
      },
      {
        title: "Stronger partnerships",
        text: "A structured way to find and nurture collaborations that expand your reach.",
      },
      {
        title: "Sustainable growth",
        text: "Growth that matches your capacity, values and personal goals.",
      },
    ],
    bestPractices: [
      {
        title: "Know your ideal client",
        text: "Describe the clients you serve best in concrete terms and focus your efforts on them.",
      },
      {
        title: "Lead with value",
        text: "Share useful insights generously; trust is the foundation of every sale.",
      },
      {
        title: "Follow up consistently",
        text: "Most opportunities are won through timely, thoughtful follow-up.",
      },
      {
        title: "Track your pipeline",
        text: "Keep a simple record of leads and next steps so nothing falls through the cracks.",
      },
    ],
    subServices: [
      {
        title: "Strategy and business model review",
        text: "A structured look at how your business creates, delivers and captures value.",
      },
      {
        title: "Value proposition and offer design",
        text: "Clear packages and pricing that reflect the value you deliver.",
      },
      {
        title: "Sales conversation training",
        text: "Frameworks and role play for discovery calls, proposals and closing.",
      },
      {
        title: "Client acquisition planning",
        text: "A channel plan and calendar for attracting and converting new clients.",
      },
      {
        title: "Partnership development",
        text: "Identifying, approaching and structuring collaborations with complementary businesses.",
      },
    ],
  },
  {
    slug: "artistic-expertise",
    title: "Artistic Expertise & Creative Direction",
    summary:
      "Creative direction that brings artistic vision and coherent storytelling to your campaigns, content and brand projects.",
    short: "Creative direction for campaigns, shoots and brand stories.",
    subServicesTitle: "What we direct",
    introduction: [
      "Strong brands are built on ideas, not just assets. Creative direction is the discipline of shaping those ideas into a consistent visual and narrative experience across everything your business produces.",
      "Drawing on a background in photography and the visual arts, we guide your creative projects from concept to final delivery. We help you define the story, choose the visual language and coordinate the people and tools, including AI, needed to bring it to life.",
    ],
    whyItMatters: [
      "Without a guiding vision, creative work tends to drift. Each post, shoot or campaign looks slightly different, and the cumulative message becomes diluted, however good the individual pieces are.",
      "Creative direction keeps every project anchored to your brand and purpose. It saves time and budget by getting decisions right early, and it produces work that feels intentional, memorable and unmistakably yours.",
    ],
    approach: [
      {
        title: "Creative brief",
        text: "We clarify objectives, audience, message and constraints so everyone starts from the same understanding.",
      },
      {
        title: "Concept development",
        text: "We explore ideas through mood boards, references and sketches, then select the strongest direction.",
      },
      {
        title: "Production guidance",
        text: "We direct or support shoots, design work and AI-assisted creation to keep execution true to the concept.",
      },
      {
        title: "Review and refinement",
        text: "We evaluate the results against the brief and refine until the work is ready to publish.",
      },
    ],
    keyBenefits: [
      {
        title: "A coherent creative voice",
        text: "All your content shares a recognisable style and story.",
      },
      {
        title: "Work that stands out",
        text: "Distinctive concepts help you rise above generic content.",
      },
      {
        title: "Efficient production",
        text: "Clear direction reduces revisions, delays and wasted budget.",
      },
      {
        title: "An experienced creative partner",
        text: "Expert artistic judgment on composition, light, colour and narrative.",
      },
    ],
    bestPractices: [
      {
        title: "Start with a written brief",
        text: "A one-page brief prevents misunderstandings and keeps the project focused.",
      },
      {
        title: "Use references deliberately",
        text: "Collect images and examples that capture mood and style, then explain what you like about each.",
      },
      {
        title: "Let constraints spark creativity",
        text: "Limits on budget, time or format often lead to the most original solutions.",
      },
      {
        title: "Treat AI as a collaborator",
        text: "Use AI to explore variations quickly, while keeping final creative decisions human.",
      },
      {
        title: "Archive and reuse",
        text: "Organise finished assets so they can be repurposed across channels.",
      },
    ],
    subServices: [
      {
        title: "Campaign creative direction",
        text: "End-to-end direction for launches, seasonal campaigns and brand stories.",
      },
      {
        title: "Photo and video art direction",
        text: "Concept, styling, location and shot planning for productions of any size.",
      },
      {
        title: "Mood boards and visual concepts",
        text: "Curated visual references that set the tone for your project.",
      },
      {
        title: "AI-assisted creative production",
        text: "Guidance on using generative tools to prototype and produce visuals responsibly.",
      },
      {
        title: "Brand storytelling",
        text: "Narratives that connect your origin, purpose and client transformation.",
      },
    ],
  },
  {
    slug: "holistic-business-coaching",
    title: "Holistic Business Coaching",
    summary:
      "Coaching that connects your business goals with your values, strengths and well-being for growth that is both successful and sustainable.",
    short: "Grow the business without running yourself down.",
    subServicesTitle: "Ways to work with us",
    introduction: [
      "Your business and your life are not separate systems. The energy, clarity and values you bring to your work shape every decision you make, and the demands of your business shape your health, relationships and sense of purpose.",
      "Holistic business coaching looks at the whole picture. We help you align your business with your core values and natural strengths, design ways of working that protect your well-being and build a path to growth that feels right as well as performing well.",
    ],
    whyItMatters: [
      "Entrepreneurs often push through exhaustion, overlook their own needs and measure success in revenue alone. Over time this leads to burnout, lost motivation and businesses that no longer fit the people who built them.",
      "When your business reflects who you are, work becomes more focused and more rewarding. Decisions are easier, boundaries are clearer and you have the resilience to keep going through the inevitable challenges of growth.",
    ],
    approach: [
      {
        title: "Values and purpose",
        text: "We clarify your core values, vision and purpose as the foundation for every business decision.",
      },
      {
        title: "Strengths and well-being review",
        text: "We map your strengths and assess your physical, mental, emotional and social well-being alongside your business health.",
      },
      {
        title: "Aligned action plan",
        text: "We design goals, routines and business practices that build on your strengths and respect your energy.",
      },
      {
        title: "Ongoing coaching",
        text: "Regular sessions provide accountability, reflection and adjustments as your business and life evolve.",
      },
    ],
    keyBenefits: [
      {
        title: "Clarity of direction",
        text: "Know what you want your business to achieve and why it matters to you.",
      },
      {
        title: "Sustainable energy",
        text: "Work habits that reduce stress and help prevent burnout.",
      },
      {
        title: "Decisions aligned with your values",
        text: "A clear filter for opportunities, clients and commitments.",
      },
      {
        title: "Authentic leadership",
        text: "Lead your business and your team from your genuine strengths.",
      },
      {
        title: "Balanced growth",
        text: "Progress that supports your health, relationships and personal fulfilment.",
      },
    ],
    bestPractices: [
      {
        title: "Schedule recovery",
        text: "Plan rest and renewal into your calendar with the same priority as client work.",
      },
      {
        title: "Review your values regularly",
        text: "Check major decisions against your core values before committing.",
      },
      {
        title: "Work with your energy",
        text: "Place demanding tasks at the times of day when you are most focused.",
      },
      {
        title: "Set clear boundaries",
        text: "Define working hours and communication expectations with clients and collaborators.",
      },
      {
        title: "Reflect often",
        text: "A short weekly reflection keeps you aware of what is working and what needs attention.",
      },
    ],
    subServices: [
      {
        title: "Values and vision workshop",
        text: "A guided process to articulate your core values, purpose and long-term vision.",
      },
      {
        title: "Strengths-based business design",
        text: "Shaping your role and offer around what you do best.",
      },
      {
        title: "Well-being assessment",
        text: "A structured review of the areas of well-being that affect your work and energy.",
      },
      {
        title: "One-to-one coaching",
        text: "Regular individual sessions focused on your goals and challenges.",
      },
      {
        title: "Holistic Omega Blueprint",
        text: "Our four-phase guided programme combining reflection, brand resonance, AI integration and growth planning.",
      },
    ],
  },
  {
    slug: "corporate-photography",
    title: "Corporate & Executive Photography",
    summary:
      "Professional portraits, team photos and business imagery that show your people and your brand with clarity, warmth and confidence.",
    short: "Portraits, teams and workplaces, lit and directed with care.",
    subServicesTitle: "What we photograph",
    introduction: [
      "Photographs are often the first real glimpse clients have of the people behind a business. A strong portrait or a well-composed team image communicates competence, approachability and personality in a way words cannot.",
      "We offer corporate and executive photography for entrepreneurs, leaders and teams. Every session is planned around your brand and intended use, with relaxed guidance on posing and expression and careful professional retouching.",
    ],
    whyItMatters: [
      "Outdated, inconsistent or casual snapshots weaken your credibility on your website, social profiles, press materials and proposals. Clients notice, even when they do not say so.",
      "Professional imagery builds trust quickly and gives your brand a consistent face across every channel. It also saves time: a well-planned session provides a library of images you can use for months.",
    ],
    approach: [
      {
        title: "Consultation",
        text: "We discuss how the images will be used, your brand style, wardrobe and the most suitable location.",
      },
      {
        title: "Session planning",
        text: "We prepare a shot list, choose lighting and backgrounds and schedule the session at a time that suits you.",
      },
      {
        title: "Photo session",
        text: "A relaxed, guided shoot in the studio, at your office or on location, with direction throughout.",
      },
      {
        title: "Selection and retouching",
        text: "You choose your favourites from an online proof gallery, and we deliver professionally retouched final images.",
      },
    ],
    keyBenefits: [
      {
        title: "A confident professional image",
        text: "Portraits that present you as credible, approachable and authentic.",
      },
      {
        title: "Brand consistency",
        text: "A coherent look across your website, social profiles and marketing materials.",
      },
      {
        title: "Ready for every channel",
        text: "High-resolution and web-optimised files for print and online use.",
      },
      {
        title: "A comfortable experience",
        text: "Clear guidance before and during the session, even if you feel awkward in front of a camera.",
      },
    ],
    bestPractices: [
      {
        title: "Plan for the end use",
        text: "Decide where the images will appear so framing and orientation suit each format.",
      },
      {
        title: "Choose simple clothing",
        text: "Solid colours and well-fitting garments keep attention on your face.",
      },
      {
        title: "Keep team photos consistent",
        text: "Use the same background, lighting and framing for every team member.",
      },
      {
        title: "Update regularly",
        text: "Refresh your portraits every 2–3 years or whenever your appearance changes noticeably.",
      },
    ],
    subServices: [
      {
        title: "Executive portraits",
        text: "Polished headshots and portraits for leaders, founders and professionals.",
      },
      {
        title: "Personal branding sessions",
        text: "A varied set of images showing you at work for websites and social media.",
      },
      {
        title: "Team and staff photography",
        text: "Consistent individual portraits and group images for your whole team.",
      },
      {
        title: "Workplace and behind-the-scenes imagery",
        text: "Authentic photographs of your workspace, process and culture.",
      },
      {
        title: "Event photography",
        text: "Coverage of conferences, launches, workshops and corporate events.",
      },
    ],
  },
];

/** The ninth card of the services grid; it links to the external self development site (URL in site config). */
export const selfDevelopmentCard = {
  title: "Self Development",
  short: "Resources for mindset and well-being, on our sister site.",
  summary:
    "Resources and programmes for personal growth, mindset and well-being, available on our dedicated self development site.",
};
