import { ARCHETYPES } from "./options";
import type { PhaseDefinition } from "./types";

export const phase2: PhaseDefinition = {
  number: 2,
  name: "Phase 2",
  title: "The Creative & Brand Resonance",
  buttonLabel: "Phase 2: Creative Resonance",
  summary:
    "Translate your foundation into a brand that resonates: visual mood, archetype, creative offers and the story only you can tell.",
  steps: [
    // ───────────────────────── Welcome ─────────────────────────
    {
      id: "welcome",
      kind: "info",
      title: "Welcome to Phase 2: The Creative & Brand Resonance",
      section: "Welcome",
      body: [
        "In Phase 1 you laid your foundation: your values, vision, well-being and strengths. Phase 2 turns that inner clarity into a brand that other people can see, feel and remember.",
        "A resonant brand is not a logo or a colour scheme on its own. It is the consistent feeling people get when they encounter you, from your visuals and your personality to the story you tell about why you do what you do.",
        "Across four modules you will explore the language of design, discover your brand archetype, apply a creative innovation technique to one of your offers and shape your brand story. Keep your Phase 1 answers close at hand; they are the raw material for this phase.",
      ],
      bullets: [
        "Module 1: Visual Narrative — the language of design and your mood board",
        "Module 2: Brand Archetypes — the personality behind your brand",
        "Module 3: Creative Innovation — fresh ideas with SCAMPER",
        "Module 4: Brand Story — your origin, promise and pitch",
      ],
    },

    // ───────────────────────── Module 1: Visual Narrative ─────────────────────────
    {
      id: "module1_intro",
      kind: "info",
      title: "Module 1: Visual Narrative",
      section: "Visual Narrative",
      body: [
        "Before anyone reads a word you have written, they have already formed an impression from what they see. Colours, shapes, textures and images communicate emotion instantly, often more powerfully than language.",
        "In this module you will learn the basic vocabulary of visual design and use it to gather a mood board: a collection of images that captures how you want your brand to feel.",
      ],
    },
    {
      id: "language_of_design",
      kind: "info",
      title: "The Language of Design",
      section: "Visual Narrative",
      body: [
        "Every visual choice carries meaning. Warm colours feel energetic and inviting; cool colours feel calm and trustworthy. Rounded shapes feel friendly, while sharp angles feel precise and bold. Generous white space suggests confidence and calm; dense layouts suggest abundance and energy.",
        "Typography has a voice of its own. Serif typefaces often feel classic and established, sans-serif typefaces modern and approachable, and script faces personal and expressive. Photography and illustration style, such as candid or posed, natural or stylised, add further layers of meaning.",
        "The goal is not to follow trends but to make intentional choices that express your values and speak to the people you want to serve.",
      ],
      bullets: [
        "Colour: emotion and energy",
        "Shape and line: personality and movement",
        "Typography: voice and tone",
        "Imagery: story and atmosphere",
        "Space and composition: rhythm, focus and confidence",
      ],
    },
    {
      id: "mood_board_activity",
      kind: "info",
      title: "Activity: Create Your Mood Board",
      section: "Visual Narrative",
      body: [
        "Gather 15–30 images that capture the feeling you want your brand to evoke. Look beyond your industry: interiors, landscapes, fashion, art, textures and everyday moments can all inspire you.",
        "Use any tool you like, such as Pinterest, Canva or Milanote, or simply collect images into a single page or PDF. Don't overthink each choice; pick what you are drawn to, then look for the patterns.",
        "When your board is ready, answer two short questions about what it reveals, then share a link to it or upload it on the following step.",
      ],
    },
    {
      id: "visual-narrative-q1",
      kind: "textarea",
      title: "Module 1: Visual Narrative",
      section: "Visual Narrative",
      label: "Mood Board Themes",
      prompt: "Looking at your mood board as a whole, what colours, textures, shapes and recurring themes stand out?",
      placeholder: "I notice a lot of…",
    },
    {
      id: "visual-narrative-q2",
      kind: "textarea",
      title: "Module 1: Visual Narrative",
      section: "Visual Narrative",
      label: "Brand Feeling",
      prompt:
        "What feelings do you want people to experience when they encounter your brand, and how does your mood board express them?",
      help: "Choose three to five feeling words, then explain the connection.",
      placeholder: "I want people to feel…",
    },
    {
      id: "mood_board_upload",
      kind: "moodboard",
      title: "Module 1: Share Your Mood Board",
      section: "Visual Narrative",
      label: "Mood Board",
      prompt: "Share your mood board with us so we can explore it together in your next session.",
      help: "Add a link, upload a single image or PDF, or both.",
      urlLabel: "Link to your online mood board (Pinterest, Canva, Milanote…)",
      fileLabel: "Or upload an image or PDF",
    },

    // ───────────────────────── Module 2: Brand Archetypes ─────────────────────────
    {
      id: "module2_intro",
      kind: "info",
      title: "Module 2: Brand Archetypes",
      section: "Brand Archetypes",
      body: [
        "Archetypes are universal characters that appear in stories across every culture. Because we recognise them instinctively, brands that embody an archetype feel familiar, coherent and easy to connect with.",
        "There are twelve classic archetypes, each with its own core desire, strengths and way of speaking. Most brands lead with one primary archetype, sometimes supported by one or two others.",
        "Read through the twelve below and notice which ones feel like you, and which ones your ideal clients would be drawn to.",
      ],
      bullets: ARCHETYPES.map((archetype) => `${archetype.value}: ${archetype.description}`),
    },
    {
      id: "archetype_activity",
      kind: "info",
      title: "Activity: Discover Your Brand Archetype",
      section: "Brand Archetypes",
      body: [
        "The next three questions explore your brand's personality, its deeper motivation and the way it helps people. Answer from the perspective of your brand as if it were a person.",
        "Then choose one to three archetypes that best express your brand. If more than one resonates, notice which feels primary; we will refine the mix together in your next session.",
      ],
    },
    {
      id: "archetype-q1",
      kind: "textarea",
      title: "Module 2: Brand Archetypes",
      section: "Brand Archetypes",
      label: "Brand Personality",
      prompt:
        "If your brand were a person, how would you describe their personality? How do they speak, dress and behave in a room?",
      placeholder: "My brand is the kind of person who…",
    },
    {
      id: "archetype-q2",
      kind: "textarea",
      title: "Module 2: Brand Archetypes",
      section: "Brand Archetypes",
      label: "Brand Motivation",
      prompt: "What deeply motivates your brand? What does it desire most, and what does it fear or stand against?",
      placeholder: "My brand longs to…",
    },
    {
      id: "archetype-q3",
      kind: "textarea",
      title: "Module 2: Brand Archetypes",
      section: "Brand Archetypes",
      label: "Brand Problem Solving",
      prompt:
        "How does your brand solve problems for its clients? Does it teach, protect, transform, inspire, challenge, simplify or something else?",
      placeholder: "When a client comes to us with a problem, we…",
    },
    {
      id: "archetype-q4",
      kind: "chips",
      title: "Module 2: Your Brand Archetype(s)",
      section: "Brand Archetypes",
      label: "Brand Archetype(s)",
      prompt: "Which 1–3 archetypes best express your brand?",
      help: "Choose the archetype that leads, plus up to two that support it.",
      options: ARCHETYPES,
      min: 1,
      max: 3,
      noun: "archetypes",
    },

    // ───────────────────────── Module 3: Creative Innovation ─────────────────────────
    {
      id: "module3_intro",
      kind: "info",
      title: "Module 3: Creative Innovation with SCAMPER",
      section: "Creative Innovation",
      body: [
        "Creativity is not a rare gift; it is a practice. SCAMPER is a simple, proven technique for generating new ideas by asking structured questions about something that already exists, such as a product, a service or a process.",
        "Choose one of your current offers and run it through the seven prompts below. Aim for quantity first: even ideas that seem odd can lead to a breakthrough once you build on them.",
      ],
      bullets: [
        "Substitute: what could you replace, such as a material, a format, a channel or a step?",
        "Combine: what could you merge with another offer, skill or partner?",
        "Adapt: what idea from another industry or context could you borrow?",
        "Modify: what could you magnify, minimise or change in form or feel?",
        "Put to another use: who else could benefit, or how else could it be used?",
        "Eliminate: what could you remove to make it simpler or more focused?",
        "Reverse: what would happen if you flipped the order, roles or assumptions?",
      ],
    },
    {
      id: "creative-q1",
      kind: "textarea",
      title: "Module 3: Creative Innovation",
      section: "Creative Innovation",
      label: "SCAMPER Innovation",
      prompt:
        "Choose one of your current offers and apply SCAMPER to it. Which offer did you choose, what ideas did each prompt spark, and which one or two ideas are most promising?",
      help: "Work through Substitute, Combine, Adapt, Modify, Put to another use, Eliminate and Reverse.",
      placeholder:
        "Offer: …\nSubstitute: …\nCombine: …\nAdapt: …\nModify: …\nPut to another use: …\nEliminate: …\nReverse: …\nMost promising: …",
    },

    // ───────────────────────── Module 4: Brand Story ─────────────────────────
    {
      id: "module4_intro",
      kind: "info",
      title: "Module 4: Your Brand Story",
      section: "Brand Story",
      body: [
        "People forget facts, but they remember stories. A strong brand story explains where you came from, what you promise and how you change your clients' lives, in a way that makes people feel something.",
        "In this module you will gather the building blocks of your story, then condense them into a short core narrative and an elevator pitch you can use anywhere, from your website to a networking event.",
        "Your client, not you, is the hero of the story. You are the guide who helps them get where they want to go.",
      ],
      bullets: [
        "Origin: the moment or journey that led you here",
        "Purpose: the promise you make and why it matters",
        "Transformation: the before and after your clients experience",
      ],
    },
    {
      id: "brand-story-q1",
      kind: "textarea",
      title: "Module 4: Brand Story",
      section: "Brand Story",
      label: "Origin Story",
      prompt:
        "What is the origin of your business? Describe the experience, turning point or frustration that led you to start it.",
      placeholder: "It all started when…",
    },
    {
      id: "brand-story-q2",
      kind: "textarea",
      title: "Module 4: Brand Story",
      section: "Brand Story",
      label: "Core Promise",
      prompt:
        "What is your brand's purpose? What do you promise every client, and why does that promise matter to you?",
      placeholder: "We promise…",
    },
    {
      id: "brand-story-q3",
      kind: "textarea",
      title: "Module 4: Brand Story",
      section: "Brand Story",
      label: "Client Transformation",
      prompt:
        "What transformation do your clients experience? Describe where they are before working with you and where they are afterward.",
      help: "Think about how they feel, what they can do and what has changed in their business or life.",
      placeholder: "Before: …\nAfter: …",
    },
    {
      id: "brand-story-q4",
      kind: "textarea",
      title: "Module 4: Brand Story",
      section: "Brand Story",
      label: "Core Narrative",
      prompt:
        "Bring your origin, promise and client transformation together into your core brand narrative, in 3–5 sentences.",
      help: "Write it as you would tell it to a potential client over coffee.",
      placeholder: "Write your 3–5 sentence brand story…",
    },
    {
      id: "brand-story-q5",
      kind: "textarea",
      title: "Module 4: Brand Story",
      section: "Brand Story",
      label: "Elevator Pitch",
      prompt:
        "Condense your story into an elevator pitch of 1–2 sentences: who you help, what you help them achieve and what makes you different.",
      placeholder: "I help … to … so that …",
    },

    // ───────────────────────── Visual Identity ─────────────────────────
    {
      id: "visual-identity-intro",
      kind: "info",
      title: "Visual Identity: First Impressions",
      section: "Visual Identity",
      body: [
        "To close this phase, let's capture your first instincts about your brand's visual identity. Draw on your mood board, your archetype and your brand story; together they already point toward a look and feel.",
        "You don't need design experience. Describe what you imagine in everyday words. In Phase 3 we will develop these ideas into a full brand expression.",
      ],
    },
    {
      id: "visual-q1",
      kind: "textarea",
      title: "Visual Identity",
      section: "Visual Identity",
      label: "Color Palette",
      prompt: "Which colours feel right for your brand, and what do you want each one to communicate?",
      help: "Mention any colours you love, and any you want to avoid.",
      placeholder: "Deep green for growth and calm, warm sand for…",
    },
    {
      id: "visual-q2",
      kind: "textarea",
      title: "Visual Identity",
      section: "Visual Identity",
      label: "Typography",
      prompt:
        "What style of typography fits your brand's voice: classic, modern, elegant, playful, handwritten? Share any fonts or examples you like.",
      placeholder: "I'm drawn to clean, modern lettering with…",
    },
    {
      id: "visual-q3",
      kind: "textarea",
      title: "Visual Identity",
      section: "Visual Identity",
      label: "Imagery",
      prompt:
        "What kind of imagery should represent your brand? Think about photography versus illustration, subjects, lighting and mood.",
      placeholder: "Natural light, real people at work…",
    },
    {
      id: "visual-q4",
      kind: "textarea",
      title: "Visual Identity",
      section: "Visual Identity",
      label: "Visual Guidelines",
      prompt:
        "How do you imagine your logo? Describe its style, any symbols or shapes that feel meaningful, and the overall impression it should make.",
      help: "If you already have a logo, tell us what you like about it and what you would change.",
      placeholder: "A simple mark inspired by…",
    },

    // ───────────────────────── Completion ─────────────────────────
    {
      id: "completion",
      kind: "completion",
      title: "Congratulations!",
      section: "Completion",
      body: [
        "You have completed Phase 2: The Creative & Brand Resonance. Your mood board, archetype, creative ideas and brand story now give your brand a clear personality and voice.",
        "Your personalised Phase 2 report is on its way: your consultant reviews it personally, then it arrives in your inbox by e-mail.",
        "Your next session will be scheduled so we can explore your creative direction together and prepare for Phase 3, Brand Expression: Visual & Verbal Identity.",
      ],
    },
  ],
};
