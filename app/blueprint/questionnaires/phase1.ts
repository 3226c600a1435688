import { STRENGTHS, VALUES } from "./options";
import type { PhaseDefinition, SliderStep } from "./types";

const WELLNESS_TITLE = "Module 3: Holistic Well-being";
const WELLNESS_SECTION = "Holistic Well-being";

function wellnessSlider(id: string, area: string, prompt: string, detailPrompt: string): SliderStep {
  return {
    id,
    kind: "slider",
    title: WELLNESS_TITLE,
    section: WELLNESS_SECTION,
    label: `${area} Well-being`,
    prompt,
    help: "1 means very dissatisfied or low energy; 10 means very satisfied or high energy. Go with your first instinct.",
    min: 1,
    max: 10,
    minLabel: "Very Dissatisfied/Low Energy",
    maxLabel: "Very Satisfied/High Energy",
    detailPrompt,
  };
}

export const phase1: PhaseDefinition = {
  number: 1,
  name: "Phase 1",
  title: "The Aligned Foundation",
  buttonLabel: "Phase 1: Clarity",
  summary:
    "Clarify the values, vision, well-being and strengths that everything else in your business will be built on.",
  steps: [
    // ───────────────────────── Welcome ─────────────────────────
    {
      id: "welcome",
      kind: "info",
      title: "Welcome to Phase 1: The Aligned Foundation",
      section: "Welcome",
      body: [
        "Welcome to the Holistic Omega Blueprint. Before we talk about branding, marketing or AI, we start with the most important asset in your business: you. Phase 1 is about getting clear on who you are, what you stand for and where you want to go.",
        "Over four short modules you will reflect on your core values, shape a personal and business vision, take an honest look at your well-being and name the strengths you bring to your work. There are no right or wrong answers, only honest ones.",
        "Your answers are saved each time you select Continue, so you can pause and come back whenever you like. Find a quiet moment, grab something to write with if it helps you think, and give yourself permission to go a little deeper than usual.",
      ],
      bullets: [
        "Module 1: Core Values — what truly matters to you",
        "Module 2: Vision & Mission — where you are headed and why",
        "Module 3: Holistic Well-being — the energy behind your business",
        "Module 4: Strengths — what you do best, naturally",
      ],
    },

    // ───────────────────────── Module 1: Core Values ─────────────────────────
    {
      id: "module1-intro",
      kind: "info",
      title: "Module 1: Core Values",
      section: "Core Values",
      body: [
        "Your core values are the handful of principles that guide your choices when no one is watching. They shape the clients you attract, the offers you create and the way you handle pressure.",
        "When a business is built on values its founder genuinely holds, decisions become simpler and the work feels lighter. When it drifts away from them, even success can feel strangely hollow.",
        "In this module you will uncover your values through a few reflective questions, then choose the five to seven that matter most to you.",
      ],
    },
    {
      id: "module1-core-concepts",
      kind: "info",
      title: "Core Concepts: What Values Are (and Aren't)",
      section: "Core Values",
      body: [
        "A value is a belief about what is important, something you would protect even when it costs you time, money or comfort. Values are different from goals: a goal can be achieved and crossed off, while a value is lived out again and again.",
        "Many of us carry 'borrowed' values, taken on from family, school or industry expectations. They are not wrong, but they rarely energise us. Your true values usually reveal themselves in two places: the moments you felt most alive, and the moments you felt most frustrated or betrayed.",
        "A values-aligned business is one where your offers, pricing, boundaries and client relationships all express those few principles. Naming them clearly gives you a filter for every future decision.",
      ],
      bullets: [
        "Values are lived, not achieved: they guide how you act, not what you tick off.",
        "Peak experiences point to values being honoured; anger often points to values being violated.",
        "Five to seven core values are enough to guide decisions without diluting them.",
      ],
    },
    {
      id: "module1-activity-intro",
      kind: "info",
      title: "Activity: Discovering Your Core Values",
      section: "Core Values",
      body: [
        "The next six questions invite you to look back at real moments in your life and work. Answer in as much or as little detail as feels useful; a few honest sentences are often more revealing than a long essay.",
        "As you write, notice the words and themes that keep coming up. Those recurring ideas are clues to your values.",
        "Once you have reflected, you will pick ten values from a list of 44, then narrow them down to the five to seven that feel truly essential.",
      ],
    },
    {
      id: "values-q1",
      kind: "textarea",
      title: "Module 1: Core Values",
      section: "Core Values",
      label: "Peak Fulfilment",
      prompt:
        "Think of a time when you felt deeply fulfilled, proud or fully yourself. What were you doing, who were you with, and what made that moment so meaningful?",
      help: "It can come from work, family, travel, a creative project or anywhere else.",
      placeholder: "Describe the moment and what made it matter to you…",
    },
    {
      id: "values-q2",
      kind: "textarea",
      title: "Module 1: Core Values",
      section: "Core Values",
      label: "Violated Principles",
      prompt:
        "What makes you angry or deeply frustrated? Recall a situation where an important principle of yours was violated. What was it, and why did it matter so much?",
      help: "Strong reactions often point to the values you hold most firmly.",
      placeholder: "The situation, and the principle that was crossed…",
    },
    {
      id: "values-q3",
      kind: "textarea",
      title: "Module 1: Core Values",
      section: "Core Values",
      label: "People You Admire",
      prompt:
        "Who are two or three people you genuinely admire, whether you know them personally or not? What qualities in them do you respect most, and why?",
      placeholder: "Name, and the qualities you admire…",
    },
    {
      id: "values-q4",
      kind: "textarea",
      title: "Module 1: Core Values",
      section: "Core Values",
      label: "Legacy",
      prompt:
        "Imagine the people closest to you describing you years from now. What are the three things you most want to be remembered for?",
      placeholder: "1. …\n2. …\n3. …",
    },
    {
      id: "values-q5",
      kind: "textarea",
      title: "Module 1: Core Values",
      section: "Core Values",
      label: "A Cause Worth Championing",
      prompt:
        "If you had unlimited time, money and resources, what single cause would you dedicate yourself to, and why that one?",
      placeholder: "The cause, and why it matters to you…",
    },
    {
      id: "values-q6",
      kind: "textarea",
      title: "Module 1: Core Values",
      section: "Core Values",
      label: "Non-Negotiable Standards",
      prompt:
        "What standards are non-negotiable in how your business treats its clients, partners, team and wider community?",
      help: "Think of the lines you would not cross, even for a lucrative project.",
      placeholder: "For example: honest pricing, respecting people's time…",
    },
    {
      id: "values-q7",
      kind: "values",
      title: "Module 1: Your Core Values",
      section: "Core Values",
      label: "Core Values",
      prompt: "Choose the values that matter most to you, first broadly and then with focus.",
      help: "Let your reflections guide you. Choose what you truly live by, not what sounds impressive.",
      options: VALUES,
      firstKey: "values-q7-10",
      firstCount: 10,
      firstPrompt: "Start by selecting exactly 10 values from the list that resonate most strongly with you.",
      finalMin: 5,
      finalMax: 7,
      finalPrompt:
        "Now narrow your list down to the 5–7 core values that feel absolutely essential to who you are and how you want to do business.",
    },

    // ───────────────────────── Module 2: Vision & Mission ─────────────────────────
    {
      id: "module2-intro",
      kind: "info",
      title: "Module 2: Vision & Mission",
      section: "Vision & Mission",
      body: [
        "With your values named, it is time to look ahead. A clear vision gives your business direction; a clear mission gives it meaning. Together they turn day-to-day effort into a journey with a destination.",
        "In this module you will describe the life and business you want to build over the next five to ten years, then put into words the purpose that drives you.",
      ],
    },
    {
      id: "module2-core-concepts",
      kind: "info",
      title: "Core Concepts: Vision vs. Mission",
      section: "Vision & Mission",
      body: [
        "A vision describes the future you are working toward: what your life and business look like when things go well. It should be vivid enough to picture and ambitious enough to stretch you.",
        "A mission describes why you exist and what you do today to move toward that future: who you serve, how you serve them and the difference you make. A vision inspires; a mission focuses.",
        "The most powerful personal and business statements are connected. When your business vision serves your personal vision, and both reflect your values, growth stops competing with the life you want.",
      ],
      bullets: [
        "Vision: where you are going (the future picture, 5–10 years out).",
        "Mission: why you do it and for whom (your purpose in action today).",
        "Alignment: your business should be a vehicle for your life, not a replacement for it.",
      ],
    },
    {
      id: "module2-activity-intro",
      kind: "info",
      title: "Activity: Crafting Your Vision and Mission",
      section: "Vision & Mission",
      body: [
        "For the vision questions, write in the present tense as if it has already happened: 'I wake up…', 'My business serves…'. Include how it feels, not just what it looks like.",
        "For the mission questions, aim for clarity over polish. A rough sentence that rings true is worth more than an elegant one that doesn't. We will refine the wording together in later sessions.",
      ],
    },
    {
      id: "vision-q1",
      kind: "textarea",
      title: "Module 2: Vision",
      section: "Vision & Mission",
      label: "Personal Vision",
      prompt:
        "Picture your life 5–10 years from now, when things have gone well. What does a typical day look like? Where do you live, who is around you, how do you feel and what are you proud of?",
      help: "Write in the present tense, as if it is already true.",
      placeholder: "It is a weekday morning and I…",
    },
    {
      id: "vision-q2",
      kind: "textarea",
      title: "Module 2: Vision",
      section: "Vision & Mission",
      label: "Business Vision",
      prompt:
        "Now picture your business at that same point. What does it offer, who does it serve, how big is it, how does it run, and what is it known for?",
      help: "Be as concrete as you can: clients, team, revenue, reputation, rhythm.",
      placeholder: "My business is known for…",
    },
    {
      id: "mission-q1",
      kind: "textarea",
      title: "Module 2: Mission",
      section: "Vision & Mission",
      label: "Personal Mission",
      prompt:
        "What is your personal purpose, the deeper reason you do what you do? Try to express it in one or two sentences.",
      help: "A helpful template: 'I exist to … so that …'.",
      placeholder: "I exist to…",
    },
    {
      id: "mission-q2",
      kind: "textarea",
      title: "Module 2: Mission",
      section: "Vision & Mission",
      label: "Business Mission",
      prompt:
        "What is your business's purpose? Describe who you serve, what you help them achieve and what makes your way of doing it distinctive.",
      help: "A helpful template: 'We help [who] to [outcome] through [how]'.",
      placeholder: "We help…",
    },

    // ───────────────────────── Module 3: Holistic Well-being ─────────────────────────
    {
      id: "module3-intro",
      kind: "info",
      title: "Module 3: Holistic Well-being",
      section: "Holistic Well-being",
      body: [
        "You are the engine of your business. When your energy is low, everything takes longer, creativity dries up and decisions get harder. When you are well, you bring your best to clients and to yourself.",
        "This module offers a quick, honest check-in across six areas of well-being. It is not a test and there is no ideal score. The aim is to see where your energy comes from and where it leaks away.",
      ],
    },
    {
      id: "module3-core-concepts",
      kind: "info",
      title: "Core Concepts: The Six Dimensions of Well-being",
      section: "Holistic Well-being",
      body: [
        "Holistic well-being recognises that the different parts of your life are connected. Poor sleep affects focus, isolation affects motivation, and a business that conflicts with your sense of purpose drains you in ways a vacation can't fix.",
        "We look at six dimensions. Each one can be a source of energy or a drain on it, and small improvements in the weakest area often lift all the others.",
        "Sustainable success means designing your business to support your well-being, rather than spending your well-being to sustain your business.",
      ],
      bullets: [
        "Physical: sleep, movement, nutrition and overall vitality.",
        "Mental: focus, clarity, learning and stress management.",
        "Emotional: self-awareness, emotional balance and resilience.",
        "Spiritual/Purpose: meaning, connection to something larger, inner peace.",
        "Social: relationships, community, support and belonging.",
        "Work/Business: satisfaction, workload, boundaries and sense of progress.",
      ],
    },
    {
      id: "module3-activity-intro",
      kind: "info",
      title: "Activity: Your Well-being Check-in",
      section: "Holistic Well-being",
      body: [
        "For each of the six areas, rate how you feel right now on a scale from 1 (very dissatisfied or low energy) to 10 (very satisfied or high energy). Think about the last few weeks, not your best or worst day.",
        "Under each rating, add a few words about why you chose that number. Afterward, three short reflections will help you spot the areas that need attention and what most drains and restores your energy.",
        "Your scores will appear in your personal report as a simple well-being map, a useful baseline to look back on as you progress through the Blueprint.",
      ],
    },
    wellnessSlider(
      "wellness-q1",
      "Physical",
      "How satisfied are you with your physical well-being: your sleep, movement, nutrition and overall energy levels?",
      "What is behind your rating? What helps or hinders your physical well-being right now?",
    ),
    wellnessSlider(
      "wellness-q2",
      "Mental",
      "How satisfied are you with your mental well-being: your focus, clarity, stress levels and capacity to think clearly?",
      "What is behind your rating? What supports or clutters your mind at the moment?",
    ),
    wellnessSlider(
      "wellness-q3",
      "Emotional",
      "How satisfied are you with your emotional well-being: your mood, emotional balance and ability to handle ups and downs?",
      "What is behind your rating? Which emotions have been most present for you lately?",
    ),
    wellnessSlider(
      "wellness-q4",
      "Spiritual/Purpose",
      "How satisfied are you with your spiritual well-being and sense of purpose: feeling that your life and work are meaningful?",
      "What is behind your rating? When do you feel most connected to your purpose?",
    ),
    wellnessSlider(
      "wellness-q5",
      "Social",
      "How satisfied are you with your social well-being: your relationships, support network and sense of community?",
      "What is behind your rating? Who energises you, and where do you feel isolated?",
    ),
    wellnessSlider(
      "wellness-q6",
      "Work/Business",
      "How satisfied are you with your work and business well-being: your workload, boundaries, progress and enjoyment of your work?",
      "What is behind your rating? What parts of your work lift you up or wear you down?",
    ),
    {
      id: "wellness-reflect1",
      kind: "textarea",
      title: "Module 3: Well-being Reflection",
      section: "Holistic Well-being",
      label: "Areas Needing Attention",
      prompt: "Looking at your ratings, which 1–2 areas of well-being need the most attention right now, and why?",
      help: "Focus on where a small change would make the biggest difference.",
      placeholder: "The areas, and what change would help…",
    },
    {
      id: "wellness-reflect2",
      kind: "textarea",
      title: "Module 3: Well-being Reflection",
      section: "Holistic Well-being",
      label: "Energy Drains",
      prompt: "What are your 1–3 biggest energy drains at the moment, in your work or personal life?",
      help: "Tasks, habits, environments, commitments or relationships all count.",
      placeholder: "1. …\n2. …\n3. …",
    },
    {
      id: "wellness-reflect3",
      kind: "textarea",
      title: "Module 3: Well-being Reflection",
      section: "Holistic Well-being",
      label: "Energy Sources",
      prompt:
        "What are your 1–3 biggest sources of energy, the activities, people or practices that reliably restore and inspire you?",
      placeholder: "1. …\n2. …\n3. …",
    },

    // ───────────────────────── Module 4: Strengths ─────────────────────────
    {
      id: "module4-intro",
      kind: "info",
      title: "Module 4: Strengths",
      section: "Strengths",
      body: [
        "The most sustainable businesses are built around what their founders do best. When your work draws on your natural strengths, you deliver more value with less strain, and clients can feel the difference.",
        "In this final module you will look at your strengths from several angles: what others notice in you, what energises you and what you have already achieved. Then you will choose the five to seven strengths you want your business to be built around.",
      ],
    },
    {
      id: "module4-core-concepts",
      kind: "info",
      title: "Core Concepts: Strengths-Based Business Design",
      section: "Strengths",
      body: [
        "A strength is more than a skill. It is something you do well and that energises you as you do it. Skills can be learned for any task, but strengths are where your talent, interest and experience meet.",
        "Because strengths come naturally, we often undervalue them and assume everyone can do what we do. That is why the views of others, and the moments when time seems to disappear, are such reliable clues.",
        "Strengths-based business design means shaping your offers, your role and your processes so you spend most of your time in your zone of strength, and delegate, automate or partner for the rest.",
      ],
      bullets: [
        "Look for the overlap of talent, energy and results.",
        "Pay attention to what others repeatedly ask you for.",
        "Design your role around strengths; support your weaker areas with people, systems or AI.",
      ],
    },
    {
      id: "module4-activity-intro",
      kind: "info",
      title: "Activity: Mapping Your Strengths",
      section: "Strengths",
      body: [
        "The next seven questions each shine a light on your strengths from a different direction. Short, specific examples work best.",
        "To finish, you will choose the five to seven strengths from our list that best describe you at your best. These will guide how we shape your offers and workflow in the phases ahead.",
      ],
    },
    {
      id: "strengths-q1",
      kind: "textarea",
      title: "Module 4: Strengths",
      section: "Strengths",
      label: "What Others Ask You For",
      prompt: "What do friends, colleagues or clients most often come to you for help or advice with?",
      placeholder: "People often ask me to…",
    },
    {
      id: "strengths-q2",
      kind: "textarea",
      title: "Module 4: Strengths",
      section: "Strengths",
      label: "When Time Flies",
      prompt: "Which activities absorb you so completely that you lose track of time?",
      help: "Think of both work and personal activities.",
      placeholder: "I lose track of time when…",
    },
    {
      id: "strengths-q3",
      kind: "textarea",
      title: "Module 4: Strengths",
      section: "Strengths",
      label: "Proudest Achievements",
      prompt:
        "Which two or three achievements are you proudest of? What strengths did you rely on to make them happen?",
      placeholder: "The achievement, and what it took…",
    },
    {
      id: "strengths-q4",
      kind: "textarea",
      title: "Module 4: Strengths",
      section: "Strengths",
      label: "What Comes Easily",
      prompt: "What comes easily to you that seems to be harder for other people?",
      help: "These are often the strengths we overlook because they feel effortless.",
      placeholder: "Things I find easy…",
    },
    {
      id: "strengths-q5",
      kind: "textarea",
      title: "Module 4: Strengths",
      section: "Strengths",
      label: "Recurring Feedback",
      prompt:
        "What positive feedback or compliments do you hear again and again, from clients, colleagues or people close to you?",
      placeholder: "People often tell me that I…",
    },
    {
      id: "strengths-q6",
      kind: "textarea",
      title: "Module 4: Strengths",
      section: "Strengths",
      label: "Work You'd Do Unpaid",
      prompt:
        "If money were no object, what kind of work would you happily keep doing for free? What is it about that work that draws you in?",
      placeholder: "I would gladly keep doing…",
    },
    {
      id: "strengths-q7",
      kind: "textarea",
      title: "Module 4: Strengths",
      section: "Strengths",
      label: "Bouncing Back",
      prompt:
        "Think of a significant setback you have faced. How did you recover, and what personal qualities helped you move forward?",
      placeholder: "The setback, and how I bounced back…",
    },
    {
      id: "strengths-q8",
      kind: "chips",
      title: "Module 4: Your Top Strengths",
      section: "Strengths",
      label: "Top Strengths",
      prompt: "Based on your reflections, choose the 5–7 strengths that best describe you at your best.",
      help: "Pick the strengths you want your business to be built around.",
      options: STRENGTHS.map((value) => ({ value })),
      min: 5,
      max: 7,
      noun: "strengths",
    },

    // ───────────────────────── Completion ─────────────────────────
    {
      id: "completion",
      kind: "completion",
      title: "Congratulations!",
      section: "Completion",
      body: [
        "You have completed Phase 1: The Aligned Foundation. Thank you for the time and honesty you put into these reflections. Your values, vision, well-being and strengths are now the foundation for everything we build together.",
        "Your personalised Phase 1 report is on its way: your consultant reviews it personally, then it arrives in your inbox by e-mail.",
        "Your next session will be scheduled so we can review your report together and prepare for Phase 2: The Creative & Brand Resonance.",
      ],
    },
  ],
};
