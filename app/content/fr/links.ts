/**
 * The link pages' words in French (issue 30): each English description and column title of
 * app/content/links.ts (the spec's seed text, kept as it is for English) with its French version.
 * Names stay as they are: they are the tools' and people's own.
 */
export const FRENCH_LINK_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "AI answer engine for fast, cited research.": "Moteur de réponses par IA, pour des recherches rapides et sourcées.",
  "Google NotebookLM: chat with, summarise and study your own documents.":
    "Google NotebookLM\u00a0: dialoguez avec vos propres documents, résumez-les et étudiez-les.",
  "High-quality AI image generation for visuals and concepts.":
    "Génération d’images par IA de grande qualité, pour vos visuels et vos concepts.",
  "Design platform for social posts, presentations and brand assets.":
    "Plateforme de création pour les publications sociales, les présentations et les supports de marque.",
  "AI-assisted UI design and front-end prototyping.":
    "Conception d’interfaces et prototypes front-end assistés par IA.",
  "xAI's assistant with real-time access to X.": "L’assistant de xAI, connecté en temps réel à X.",
  "OpenAI's general-purpose assistant for writing, analysis and ideas.":
    "L’assistant généraliste d’OpenAI, pour écrire, analyser et trouver des idées.",
  "Google AI Studio: experiment with Gemini models and prompts.":
    "Google AI Studio\u00a0: expérimentez avec les modèles Gemini et vos prompts.",
  "DeepSeek's chat assistant, strong at reasoning and code.":
    "L’assistant conversationnel de DeepSeek, solide en raisonnement et en code.",
  "Anthropic's assistant for long documents, writing and coding.":
    "L’assistant d’Anthropic pour les longs documents, l’écriture et le code.",
  "Clear, hands-on explanations of how neural networks and LLMs really work.":
    "Des explications claires et concrètes du fonctionnement réel des réseaux de neurones et des LLM.",
  "Long-form conversations with leading minds in AI, science and tech.":
    "De longues conversations avec des esprits de premier plan de l’IA, de la science et de la tech.",
  "Short, enthusiastic digests of the latest AI research papers.":
    "De courts résumés enthousiastes des dernières publications de recherche en IA.",
  "Pioneering AI educator; practical guidance on applying AI in business.":
    "Pionnier de l’enseignement de l’IA\u00a0; des conseils pratiques pour l’appliquer en entreprise.",
  "Visual intuition for the mathematics behind machine learning.":
    "Une intuition visuelle des mathématiques qui sous-tendent l’apprentissage automatique.",
  "Fast-paced, no-nonsense updates on software and AI tooling.":
    "Des actualités rapides et sans détour sur le logiciel et les outils d’IA.",
  "Trusted, high-production reviews of consumer technology.":
    "Des tests de produits high-tech fiables et soigneusement produits.",
  "Essays on startups, AI progress and the future from OpenAI's CEO.":
    "Les essais du PDG d’OpenAI sur les startups, les progrès de l’IA et l’avenir.",
  "Start with why: purpose-driven leadership and inspiring teams.":
    "Commencer par le pourquoi\u00a0: un leadership porté par le sens et des équipes inspirées.",
  "Big-picture thinking on history, humanity and the impact of AI.":
    "Une réflexion d’ensemble sur l’histoire, l’humanité et l’impact de l’IA.",
  "Concise wisdom on wealth, leverage and happiness for founders.":
    "Une sagesse concise sur la richesse, l’effet de levier et le bonheur, pour les fondateurs.",
  "Classic essays on startups, ideas and how to think clearly.":
    "Des essais devenus classiques sur les startups, les idées et l’art de penser clairement.",
  "Research on courage, vulnerability and wholehearted leadership.":
    "Des recherches sur le courage, la vulnérabilité et un leadership pleinement engagé.",
  "Greenlights: a philosophy of resilience, purpose and living well.":
    "Greenlights\u00a0: une philosophie de la résilience, du sens et de l’art de bien vivre.",
  "Candid talks on discipline, fear and personal growth.":
    "Des échanges sincères sur la discipline, la peur et le développement personnel.",
  "Vision, work ethic and reinvention across sport, film and politics.":
    "Vision, goût de l’effort et réinvention, du sport au cinéma et à la politique.",
  "Relentless work ethic and building brands beyond acting.":
    "Une éthique de travail sans relâche et des marques bâties au-delà du cinéma.",
  "Creative, humour-driven marketing behind successful business ventures.":
    "Un marketing créatif et plein d’humour au service d’entreprises qui réussissent.",
  "Actor turned tech investor with an eye for early-stage startups.":
    "Acteur devenu investisseur tech, à l’affût des jeunes startups.",
  "The main consultancy website.": "Le site principal du cabinet de conseil.",
  "Articles on AI, creativity and well-being.": "Des articles sur l’IA, la créativité et le bien-être.",
  "Corporate and executive photography portfolio.": "Portfolio de photographie d’entreprise et de dirigeants.",
  "Source code repositories.": "Dépôts de code source.",
  "Deployments and hosting dashboard.": "Tableau de bord des déploiements et de l’hébergement.",
  "Database, auth and backend dashboard.":
    "Tableau de bord de la base de données, de l’authentification et du back-end.",
  "Static site hosting and deploys.": "Hébergement et déploiement de sites statiques.",
  "E-mail marketing campaigns and audiences.": "Campagnes d’e-mailing et audiences.",
  "E-mail, SMS and marketing automation.": "E-mails, SMS et automatisation marketing.",
  "Quick designs for newsletters and social media.": "Des visuels rapides pour les newsletters et les réseaux sociaux.",
  "Website traffic and audience insights.": "Trafic du site et connaissance de l’audience.",
  "Manage and publish apps on the Apple App Store.": "Gérer et publier des apps sur l’App Store d’Apple.",
  "Manage and publish apps on Google Play.": "Gérer et publier des apps sur Google Play.",
  "Usage and spend for GPT models and other OpenAI APIs.":
    "Consommation et dépenses des modèles GPT et des autres API d’OpenAI.",
  "Gemini API usage and rate limits in Google AI Studio.":
    "Consommation de l’API Gemini et limites de débit dans Google AI Studio.",
  "Token usage and costs for Anthropic's Claude API.": "Jetons consommés et coûts de l’API Claude d’Anthropic.",
  "Usage and balance on the DeepSeek platform.": "Consommation et solde sur la plateforme DeepSeek.",
  "xAI console: Grok API usage and billing.": "Console xAI\u00a0: consommation et facturation de l’API Grok.",
  "Perplexity API credits and usage.": "Crédits et consommation de l’API Perplexity.",
  "Keys for GPT, image, speech and embedding models.": "Clés pour les modèles GPT, d’image, de voix et d’embeddings.",
  "Keys for the Claude family of models.": "Clés pour la famille de modèles Claude.",
  "Keys for the Gemini API via Google AI Studio.": "Clés pour l’API Gemini, via Google AI Studio.",
  "Keys for DeepSeek's chat and reasoning models.":
    "Clés pour les modèles de conversation et de raisonnement de DeepSeek.",
  "Keys for Perplexity's search-grounded Sonar models.":
    "Clés pour les modèles Sonar de Perplexity, ancrés dans la recherche web.",
  "Keys for Mistral's open and commercial models.": "Clés pour les modèles ouverts et commerciaux de Mistral.",
  "Keys for Cohere's generation, embedding and rerank models.":
    "Clés pour les modèles de génération, d’embeddings et de reclassement de Cohere.",
  "Cursor subscription, usage and billing.": "Abonnement, consommation et facturation de Cursor.",
  "Windsurf plan, credits and usage.": "Forfait, crédits et consommation de Windsurf.",
  "Augment Code for VS Code: subscription and billing.": "Augment Code pour VS Code\u00a0: abonnement et facturation.",
};

/** The columns' titles: /tools and /sources, and the owner's My Projects. */
export const FRENCH_COLUMN_TITLES: Readonly<Record<string, string>> = {
  Tools: "Outils",
  LLMs: "LLM",
  Techies: "Technophiles",
  Thinkers: "Penseurs",
  Actors: "Acteurs",
  "My projects": "Mes projets",
  "My codes": "Mes codes",
  Usefull: "Utiles",
  "App Stores": "Boutiques d’applications",
};
