import type { BlueprintPhaseOverview, TitledText } from "./types";

/** Methodology text shown above the four phases on /blueprint. */
export const blueprintIntro: string[] = [
  "The Holistic Omega Blueprint is a guided programme that brings together clarity, creativity, intelligent technology and growth. It is built for entrepreneurs who want a business that performs well and still feels like their own, and it treats personal well-being as part of the strategy rather than an afterthought.",
  "The Blueprint unfolds in four phases, completed in order: The Aligned Foundation; The Creative & Brand Resonance; Brand Expression: Visual & Verbal Identity; and Integration: The Intelligent Engine (AI & BI). Each phase builds on the previous one, so your values and strengths shape your brand, your brand finds its look and voice, and all of it guides how you use AI and data. After the Blueprint, we turn it into a focused plan for growth together.",
  "Every phase is completed through a guided questionnaire that you can work through at your own pace and return to at any time. When you finish a phase, you receive a personalised report by e-mail, and we schedule a follow-up session to discuss your results and prepare the next step together.",
];

/** Overview pages /blueprint/phase-1 .. /blueprint/phase-4, in order. */
export const blueprintPhases: BlueprintPhaseOverview[] = [
  {
    number: 1,
    title: "The Aligned Foundation",
    summary:
      "Clarify your values, vision, mission, well-being and strengths so every later decision rests on solid ground.",
    overview: [
      "The first phase is about you, the person behind the business. Through guided reflection you uncover the values that matter most to you, articulate a personal and business vision, and define the purpose that gives your work meaning.",
      "You also take an honest look at your well-being across six dimensions and identify the strengths you can build on. Together these insights form the foundation for your brand, your use of technology and your growth plan in the phases that follow.",
    ],
    keyMethods: [
      {
        title: "Values discovery",
        text: "Reflective questions and a two-stage values selection narrow a broad list to the 5–7 core values that guide your choices.",
      },
      {
        title: "Vision and mission framing",
        text: "Prompts help you describe where you want to be in 5–10 years and why your business exists, both personally and professionally.",
      },
      {
        title: "Holistic well-being assessment",
        text: "You rate physical, mental, emotional, spiritual, social and work well-being on a 1–10 scale and note what drains and restores your energy.",
      },
      {
        title: "Strengths mapping",
        text: "Questions and a strengths selection reveal the natural talents your business should be designed around.",
      },
    ],
    activities: [
      {
        title: "Reflective values questions",
        text: "Explore moments of fulfilment, frustration and admiration to surface what you truly care about.",
      },
      {
        title: "Vision and purpose statements",
        text: "Draft a personal vision, a business vision and purpose statements for yourself and your company.",
      },
      {
        title: "Well-being check-in",
        text: "Score six areas of well-being, add short notes and identify the areas that need attention first.",
      },
      {
        title: "Strengths selection",
        text: "Describe your proudest achievements and choose the 5–7 strengths that best describe how you create value.",
      },
    ],
    outcomes: [
      "A clear set of 5–7 core values",
      "Personal and business vision statements",
      "Personal and business mission statements",
      "A holistic well-being baseline with priority areas",
      "A profile of your key strengths",
    ],
  },
  {
    number: 2,
    title: "The Creative & Brand Resonance",
    summary: "Translate your foundation into a brand that looks, sounds and feels unmistakably like you.",
    overview: [
      "The second phase turns your values and strengths into a distinctive brand. You explore the language of design, gather visual inspiration into a mood board and discover which brand archetypes reflect your personality and the way you serve clients.",
      "You then apply creative thinking techniques to your offers, shape a compelling brand story and set the direction for your visual identity. The result is a brand that resonates with the right clients because it is grounded in who you really are.",
    ],
    keyMethods: [
      {
        title: "Visual language and mood boarding",
        text: "Learn the basics of colour, form, texture and composition, then collect images that capture the feeling of your brand.",
      },
      {
        title: "Brand archetypes",
        text: "Use twelve archetypes to name the personality and motivation behind your brand, choosing one to three that fit best.",
      },
      {
        title: "Creative thinking with SCAMPER",
        text: "Substitute, combine, adapt, modify, put to other uses, eliminate and reverse to find fresh angles on your offers.",
      },
      {
        title: "Brand storytelling",
        text: "Shape your origin, purpose and client transformation into a core narrative and a short elevator pitch.",
      },
      {
        title: "Visual identity direction",
        text: "Define the colour palette, typography, imagery and logo direction that express your brand consistently.",
      },
    ],
    activities: [
      {
        title: "Mood board creation",
        text: "Build and share a mood board as a link or file, and describe the story it tells.",
      },
      {
        title: "Archetype reflection",
        text: "Answer questions about your brand's personality, motivation and the problems it solves, then select your archetypes.",
      },
      {
        title: "SCAMPER session",
        text: "Apply the SCAMPER prompts to one product, service or process in your business.",
      },
      {
        title: "Brand story writing",
        text: "Write a 3–5 sentence core narrative and a 1–2 sentence elevator pitch.",
      },
      {
        title: "Visual identity brief",
        text: "Record your preferences for colours, typefaces, imagery and logo as a brief for design work.",
      },
    ],
    outcomes: [
      "A mood board that captures the feeling of your brand",
      "One to three brand archetypes that define your personality",
      "At least one new idea for your offers from the SCAMPER session",
      "A core brand narrative and an elevator pitch",
      "A visual identity brief covering colour, typography, imagery and logo",
    ],
  },
  {
    number: 3,
    title: "Brand Expression: Visual & Verbal Identity",
    summary:
      "Give your brand a consistent look and voice: logo, colour, typography and imagery, then voice, tone, value proposition and tagline.",
    overview: [
      "The third phase turns the personality and story you found in Phase 2 into a brand people can recognise anywhere. You start with the visual side: the direction for your logo, a colour palette with meaning, typefaces that match your tone, and the style of imagery and icons that will carry your brand.",
      "You then give your brand its voice. You describe how it sounds in a few adjectives, how its tone adapts from a sales page to a difficult conversation, and you condense what you offer into a one-sentence value proposition, a handful of benefits and tagline ideas. Your answers become the brief for your brand guidelines.",
    ],
    keyMethods: [
      {
        title: "Visual system thinking",
        text: "Treat logo, colour, type and imagery as one system with simple rules, so every page, post and proposal looks like it comes from the same place.",
      },
      {
        title: "Colour and typography with intent",
        text: "Choose a small palette and one or two typefaces for the feelings they create and for legibility, not for passing trends.",
      },
      {
        title: "Voice and tone mapping",
        text: "Fix your brand's voice in three to five adjectives, then describe how its tone shifts across situations without losing its character.",
      },
      {
        title: "Value proposition and messaging",
        text: "Say who you help, with what and why it matters in one sentence, backed by three to five concrete benefits.",
      },
    ],
    activities: [
      {
        title: "Logo vision",
        text: "Describe the feeling, symbols and shapes your logo should carry, and what it must avoid.",
      },
      {
        title: "Palette, type and imagery brief",
        text: "Record your colours and what they mean, your typographic style, and the imagery and iconography that fit your brand.",
      },
      {
        title: "Voice and tone",
        text: "Name your brand's voice and write how it sounds when it welcomes, sells, reassures and says no.",
      },
      {
        title: "Value proposition, benefits and taglines",
        text: "Draft your one-sentence value proposition, three to five benefits and three to five tagline ideas.",
      },
    ],
    outcomes: [
      "A logo direction ready for a designer",
      "A colour palette and typography with clear roles",
      "An imagery and iconography style",
      "A brand voice in three to five adjectives, with tone guidelines",
      "A value proposition, key benefits and tagline ideas",
    ],
  },
  {
    number: 4,
    title: "Integration: The Intelligent Engine (AI & BI)",
    summary: "Identify where AI and business intelligence can save time, sharpen decisions and support your clients.",
    overview: [
      "The fourth phase builds the intelligent engine of your business. With your values and brand in place, you look for the places where artificial intelligence can take over repetitive work, handle information overload, support clients around the clock and personalise your marketing and sales.",
      "You also define the business intelligence you need: the financial, marketing, sales, operational and customer metrics that show how your business is really doing. Finally, you choose AI tools that fit your budget, skills and values, and decide how they connect, so technology supports your way of working instead of dictating it.",
    ],
    keyMethods: [
      {
        title: "AI opportunity assessment",
        text: "Review your tasks and client journey to find where AI can save time or add value, and rank the opportunities by impact and effort.",
      },
      {
        title: "Business intelligence needs analysis",
        text: "Start from the questions you need answered and define the few metrics in each business area that answer them.",
      },
      {
        title: "AI tool selection and integration",
        text: "Compare tools against your needs, budget, data privacy requirements and learning curve, then decide how they connect before committing.",
      },
      {
        title: "Responsible AI principles",
        text: "Set simple rules for transparency, human review and client data so AI use stays aligned with your values.",
      },
    ],
    activities: [
      {
        title: "Task and workflow review",
        text: "List repetitive tasks, information bottlenecks and client support needs that could benefit from AI.",
      },
      {
        title: "Metrics definition",
        text: "Choose the financial, marketing, sales, operational and customer metrics you want to follow.",
      },
      {
        title: "Tooling and integration questionnaire",
        text: "Describe the tools you already use, your budget and comfort with technology, your integration priorities and your safeguards.",
      },
    ],
    outcomes: [
      "A prioritised list of AI opportunities for your business",
      "A focused set of metrics across the main business areas",
      "A shortlist of AI tools matched to your needs and budget",
      "Clear principles for responsible AI use with clients",
      "A realistic starting point for automation and reporting",
    ],
  },
];

/**
 * What follows the four phases: putting the Blueprint into motion, worked on together in sessions
 * rather than through a questionnaire (the "Growth & Presence Activation" material).
 */
export const afterTheBlueprint: { title: string; intro: string[]; items: TitledText[] } = {
  title: "After the Blueprint",
  intro: [
    "With your foundation, brand and intelligent engine defined, we turn the Blueprint into momentum together. This work happens in follow-up sessions, shaped by everything your four phases revealed.",
  ],
  items: [
    {
      title: "AI-enhanced business model refinement",
      text: "Sharpen your offers, pricing, target segments and revenue streams with AI-assisted research and scenario analysis.",
    },
    {
      title: "Digital ecosystem strategy",
      text: "Decide which platforms you need, the role each one plays and how they connect, so your presence stays focused and manageable.",
    },
    {
      title: "Content and client flow design",
      text: "Map the path from discovery to inquiry, booking and repeat business, with the content and touchpoints that support each stage.",
    },
    {
      title: "Website plan",
      text: "Outline the pages, key messages, calls to action and booking path your website needs.",
    },
    {
      title: "30–90 day content calendar",
      text: "Plan content from your pillars, channels and real capacity, for the first one to three months of activation.",
    },
    {
      title: "Lead magnet and nurture sequence",
      text: "Create a valuable free resource and a short e-mail sequence that builds trust and invites the next step.",
    },
  ],
};
