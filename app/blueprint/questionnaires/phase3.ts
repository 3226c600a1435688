import type { PhaseDefinition } from "./types";

export const phase3: PhaseDefinition = {
  number: 3,
  name: "Phase 3",
  title: "Brand Expression: Visual & Verbal Identity",
  buttonLabel: "Phase 3: Brand Expression",
  summary: "Shape how your brand looks and sounds, from logo, colour and type to voice, value proposition and tagline.",
  steps: [
    // ───────────────────────── Welcome ─────────────────────────
    {
      id: "welcome",
      kind: "info",
      title: "Welcome to Phase 3: Brand Expression",
      section: "Welcome",
      body: [
        "In Phase 2 you discovered your brand's personality, archetype and story. Phase 3 is where that identity finds its expression: how your brand looks and how it sounds, everywhere it shows up.",
        "Consistency builds trust. When your visuals and your words tell the same story across your website, social media, proposals and conversations, people recognise you faster and remember you longer.",
        "This phase has two modules: Visual Identity and Verbal Identity. Your answers become the brief for your brand guidelines, so be as specific as you can, and don't worry about getting everything perfect; we will refine it together.",
      ],
      bullets: [
        "Module 1: Visual Identity — logo, colour, typography and imagery",
        "Module 2: Verbal Identity — voice, tone, value proposition and tagline",
      ],
    },

    // ───────────────────────── Module 1: Visual Identity ─────────────────────────
    {
      id: "visual-intro",
      kind: "info",
      title: "Module 1: Visual Identity",
      section: "Visual Identity",
      body: [
        "Your visual identity is the system of elements that makes your brand instantly recognisable: your logo, colour palette, typography and imagery.",
        "In Phase 2 you captured first impressions. Now we move from inspiration to intention, defining each element clearly enough that a designer, or you, could apply it consistently.",
      ],
    },
    {
      id: "visual-core-concepts",
      kind: "info",
      title: "Core Concepts: Building a Visual System",
      section: "Visual Identity",
      body: [
        "A strong visual identity is a system, not a single image. Each element has a job: the logo signs your work, colour sets the emotional tone, typography gives your words a voice, and imagery tells your story.",
        "Good systems are simple and flexible. A logo should work small and large, in colour and in black and white. A palette usually needs one or two primary colours, a few supporting tones and a neutral. Two typefaces, one for headings and one for body text, are often all you need.",
        "Above all, every choice should trace back to your values, archetype and audience. If an element looks beautiful but says the wrong thing about you, it is the wrong element.",
      ],
      bullets: [
        "Logo: a simple, memorable mark with versions for different uses",
        "Colour: primary, secondary and neutral tones with clear roles",
        "Typography: a heading typeface and a body typeface that work together",
        "Imagery and iconography: a consistent style of photos, illustrations and icons",
      ],
    },
    {
      id: "visual-activity",
      kind: "info",
      title: "Activity: Defining Your Visual Identity",
      section: "Visual Identity",
      body: [
        "Revisit your mood board and your Phase 2 visual answers before you begin. Then describe each element of your visual identity in the next four questions.",
        "Where you can, include examples: brands whose look you admire, hex codes or colour names, font names, or links to images. If you're unsure, describe the feeling you want and we will translate it into design choices.",
      ],
    },
    {
      id: "visual-q1",
      kind: "textarea",
      title: "Module 1: Visual Identity",
      section: "Visual Identity",
      label: "Logo Vision",
      prompt:
        "Describe your vision for your logo. What style, symbols, shapes or lettering should it use, and what should people feel or understand when they see it?",
      help: "Mention whether you prefer a wordmark, a symbol, or a combination of both.",
      placeholder: "A clean wordmark with a small symbol inspired by…",
    },
    {
      id: "visual-q2",
      kind: "textarea",
      title: "Module 1: Visual Identity",
      section: "Visual Identity",
      label: "Color Palette",
      prompt:
        "Define your colour palette. Which primary and supporting colours will you use, and what role and meaning does each one have?",
      help: "Colour names, hex codes or references to your mood board are all helpful.",
      placeholder: "Primary: …\nSecondary: …\nAccent: …\nNeutral: …",
    },
    {
      id: "visual-q3",
      kind: "textarea",
      title: "Module 1: Visual Identity",
      section: "Visual Identity",
      label: "Typography",
      prompt:
        "Describe your typography. Which typefaces or type styles will you use for headings and body text, and why do they suit your brand?",
      placeholder: "Headings: …\nBody text: …",
    },
    {
      id: "visual-q4",
      kind: "textarea",
      title: "Module 1: Visual Identity",
      section: "Visual Identity",
      label: "Imagery & Iconography",
      prompt:
        "What style of imagery and iconography will represent your brand? Describe the photography or illustration style, subjects, lighting, mood and any icon style.",
      placeholder: "Warm natural light, candid moments, simple line icons…",
    },

    // ───────────────────────── Module 2: Verbal Identity ─────────────────────────
    {
      id: "verbal-intro",
      kind: "info",
      title: "Module 2: Verbal Identity",
      section: "Verbal Identity",
      body: [
        "Your verbal identity is how your brand sounds: the words you choose, the rhythm of your sentences and the feeling your messages leave behind. It is just as recognisable as your logo.",
        "In this module you will define your brand voice and tone, sharpen your value proposition, name your key benefits and brainstorm tagline ideas.",
      ],
    },
    {
      id: "verbal-core-concepts",
      kind: "info",
      title: "Core Concepts: Voice, Tone and Message",
      section: "Verbal Identity",
      body: [
        "Voice is your brand's consistent personality in words. It stays the same whether you are writing a social post or a proposal. Tone is how that voice adapts to the moment: more playful in a newsletter, more reassuring when a client has a problem, more concise in a sales conversation.",
        "Your value proposition is the clearest possible statement of the value you create: who you help, what outcome you deliver and why you rather than anyone else. Key benefits support it with specific results clients care about, framed in their language rather than yours.",
        "A tagline distills it all into a few memorable words. The best taglines are short, true to your voice and hint at the transformation you offer.",
      ],
      bullets: [
        "Voice: who you are in words, consistent everywhere",
        "Tone: how your voice flexes to fit the situation",
        "Value proposition: who you help, the outcome and what sets you apart",
        "Benefits: results clients feel, not features you provide",
        "Tagline: your essence in a handful of words",
      ],
    },
    {
      id: "verbal-activity",
      kind: "info",
      title: "Activity: Finding Your Brand Voice",
      section: "Verbal Identity",
      body: [
        "Before answering, read a few pieces of your existing content aloud: an e-mail, a post or your About page. Does it sound like the brand personality you described in Phase 2? Note what feels right and what feels off.",
        "Then work through the next five questions. For the value proposition and taglines, write several versions before you settle; the first idea is rarely the best one.",
      ],
    },
    {
      id: "verbal-q1",
      kind: "textarea",
      title: "Module 2: Verbal Identity",
      section: "Verbal Identity",
      label: "Brand Voice",
      prompt:
        "Describe your brand voice in 3–5 adjectives. For each one, add a short note on what it means in practice, and what it does not mean.",
      placeholder: "Warm, not sugary…\nConfident, not arrogant…",
    },
    {
      id: "verbal-q2",
      kind: "textarea",
      title: "Module 2: Verbal Identity",
      section: "Verbal Identity",
      label: "Tone in Different Situations",
      prompt:
        "How should your tone adapt in different situations, such as social media, client onboarding, sales conversations, and handling a complaint or delay?",
      placeholder: "Social media: …\nOnboarding: …\nSales: …\nDifficult moments: …",
    },
    {
      id: "verbal-q3",
      kind: "textarea",
      title: "Module 2: Verbal Identity",
      section: "Verbal Identity",
      label: "Value Proposition",
      prompt:
        "Write your value proposition in one sentence: who you help, the outcome you deliver and what makes your approach unique.",
      placeholder: "I help … achieve … through …",
    },
    {
      id: "verbal-q4",
      kind: "textarea",
      title: "Module 2: Verbal Identity",
      section: "Verbal Identity",
      label: "Key Benefits",
      prompt: "List 3–5 key benefits your clients gain from working with you.",
      help: "Focus on outcomes your clients care about, expressed in their own words.",
      placeholder: "1. …\n2. …\n3. …",
    },
    {
      id: "verbal-q5",
      kind: "textarea",
      title: "Module 2: Verbal Identity",
      section: "Verbal Identity",
      label: "Tagline Ideas",
      prompt: "Brainstorm 3–5 tagline ideas that capture the essence of your brand in a few words.",
      help: "Mark your favourite and tell us why it stands out.",
      placeholder: "1. …\n2. …\n3. …",
    },

    // ───────────────────────── Completion ─────────────────────────
    {
      id: "completion",
      kind: "completion",
      title: "Congratulations!",
      section: "Completion",
      body: [
        "You have completed Phase 3, Brand Expression: Visual & Verbal Identity. Your visual and verbal identity are now clearly defined, giving your brand a consistent look and voice wherever it appears.",
        "Your personalised Phase 3 report is on its way: your consultant reviews it personally, then it arrives in your inbox by e-mail.",
        "Your next session will be scheduled so we can review your brand expression together and prepare for Phase 4, Integration: The Intelligent Engine (AI & BI).",
      ],
    },
  ],
};
