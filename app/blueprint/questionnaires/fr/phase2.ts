import type { PhaseDefinition } from "../types";
import { ARCHETYPES_FR } from "./options";

export const phase2: PhaseDefinition = {
  number: 2,
  name: "Phase 2",
  title: "La résonance créative et de marque",
  buttonLabel: "Phase 2 : Résonance créative",
  summary:
    "Traduisez vos fondations en une marque qui résonne : ambiance visuelle, archétype, offres créatives et l’histoire que vous seul pouvez raconter.",
  steps: [
    // ───────────────────────── Bienvenue ─────────────────────────
    {
      id: "welcome",
      kind: "info",
      title: "Bienvenue dans la phase 2 : la résonance créative et de marque",
      section: "Bienvenue",
      body: [
        "Lors de la phase 1, vous avez posé vos fondations : vos valeurs, votre vision, votre bien-être et vos forces. La phase 2 transforme cette clarté intérieure en une marque que les autres peuvent voir, ressentir et retenir.",
        "Une marque qui résonne, ce n’est pas seulement un logo ou une palette de couleurs. C’est l’impression cohérente que les gens ressentent à votre contact, de vos visuels à votre personnalité, jusqu’à l’histoire que vous racontez sur les raisons de votre engagement.",
        "Au fil de quatre modules, vous explorerez le langage du design, découvrirez l’archétype de votre marque, appliquerez une technique d’innovation créative à l’une de vos offres et façonnerez le récit de votre marque. Gardez vos réponses de la phase 1 à portée de main : elles sont la matière première de cette phase.",
      ],
      bullets: [
        "Module 1 : récit visuel — le langage du design et votre planche d’inspiration",
        "Module 2 : archétypes de marque — la personnalité derrière votre marque",
        "Module 3 : innovation créative — des idées neuves grâce à SCAMPER",
        "Module 4 : récit de marque — votre origine, votre promesse et votre pitch",
      ],
    },

    // ───────────────────────── Module 1 : récit visuel ─────────────────────────
    {
      id: "module1_intro",
      kind: "info",
      title: "Module 1 : récit visuel",
      section: "Récit visuel",
      body: [
        "Avant même de lire un seul de vos mots, on s’est déjà fait une impression à partir de ce que l’on voit. Couleurs, formes, textures et images transmettent une émotion instantanément, souvent avec plus de force que le langage.",
        "Dans ce module, vous apprendrez le vocabulaire de base du design visuel et vous vous en servirez pour composer une planche d’inspiration : un ensemble d’images qui traduit ce que votre marque doit faire ressentir.",
      ],
    },
    {
      id: "language_of_design",
      kind: "info",
      title: "Le langage du design",
      section: "Récit visuel",
      body: [
        "Chaque choix visuel a un sens. Les couleurs chaudes paraissent énergiques et accueillantes ; les couleurs froides, calmes et dignes de confiance. Les formes arrondies semblent amicales, les angles vifs précis et audacieux. Un espace blanc généreux suggère l’assurance et la sérénité ; une mise en page dense évoque l’abondance et l’énergie.",
        "La typographie a sa propre voix. Les polices à empattements paraissent souvent classiques et établies, les linéales modernes et accessibles, les scriptes personnelles et expressives. Le style de photographie ou d’illustration, pris sur le vif ou posé, naturel ou stylisé, ajoute encore d’autres couches de sens.",
        "Le but n’est pas de suivre les tendances, mais de faire des choix réfléchis qui expriment vos valeurs et parlent aux personnes que vous voulez servir.",
      ],
      bullets: [
        "Couleur : émotion et énergie",
        "Formes et lignes : personnalité et mouvement",
        "Typographie : voix et ton",
        "Images : histoire et atmosphère",
        "Espace et composition : rythme, point focal et assurance",
      ],
    },
    {
      id: "mood_board_activity",
      kind: "info",
      title: "Exercice : créez votre planche d’inspiration",
      section: "Récit visuel",
      body: [
        "Rassemblez 15 à 30 images qui traduisent ce que vous voulez que votre marque fasse ressentir. Regardez au-delà de votre secteur : intérieurs, paysages, mode, art, matières et scènes du quotidien peuvent tous vous inspirer.",
        "Utilisez l’outil de votre choix, comme Pinterest, Canva ou Milanote, ou réunissez simplement vos images sur une seule page ou dans un PDF. Ne réfléchissez pas trop à chaque choix : prenez ce qui vous attire, puis cherchez ce qui revient.",
        "Une fois votre planche prête, répondez à deux courtes questions sur ce qu’elle révèle, puis partagez-en le lien ou déposez-la à l’étape suivante.",
      ],
    },
    {
      id: "visual-narrative-q1",
      kind: "textarea",
      title: "Module 1 : récit visuel",
      section: "Récit visuel",
      label: "Thèmes de la planche d’inspiration",
      prompt:
        "En regardant votre planche d’inspiration dans son ensemble, quelles couleurs, matières, formes et thèmes récurrents ressortent ?",
      placeholder: "Je remarque beaucoup de…",
    },
    {
      id: "visual-narrative-q2",
      kind: "textarea",
      title: "Module 1 : récit visuel",
      section: "Récit visuel",
      label: "Ressenti de la marque",
      prompt:
        "Que voulez-vous que les gens ressentent au contact de votre marque, et comment votre planche d’inspiration l’exprime-t-elle ?",
      help: "Choisissez trois à cinq mots qui décrivent un ressenti, puis expliquez le lien.",
      placeholder: "Je veux que les gens se sentent…",
    },
    {
      id: "mood_board_upload",
      kind: "moodboard",
      title: "Module 1 : partagez votre planche d’inspiration",
      section: "Récit visuel",
      label: "Planche d’inspiration",
      prompt:
        "Partagez votre planche d’inspiration avec nous pour que nous l’explorions ensemble lors de votre prochaine séance.",
      help: "Ajoutez un lien, déposez une image ou un PDF, ou les deux.",
      urlLabel: "Lien vers votre planche d’inspiration en ligne (Pinterest, Canva, Milanote…)",
      fileLabel: "Ou déposez une image ou un PDF",
    },

    // ───────────────────────── Module 2 : archétypes de marque ─────────────────────────
    {
      id: "module2_intro",
      kind: "info",
      title: "Module 2 : archétypes de marque",
      section: "Archétypes de marque",
      body: [
        "Les archétypes sont des personnages universels que l’on retrouve dans les récits de toutes les cultures. Comme nous les reconnaissons d’instinct, les marques qui incarnent un archétype paraissent familières, cohérentes et faciles à aimer.",
        "Il existe douze archétypes classiques, chacun avec son désir profond, ses forces et sa manière de s’exprimer. La plupart des marques s’appuient sur un archétype principal, parfois soutenu par un ou deux autres.",
        "Parcourez les douze ci-dessous et notez ceux qui vous ressemblent, et ceux qui attireraient vos clients idéaux.",
      ],
      // After a colon, French carries on in lower case: « Le Sage : sagesse, vérité, discernement ».
      bullets: ARCHETYPES_FR.map(
        ({ label, description = "" }) => `${label} : ${description.charAt(0).toLowerCase()}${description.slice(1)}`,
      ),
    },
    {
      id: "archetype_activity",
      kind: "info",
      title: "Exercice : découvrez l’archétype de votre marque",
      section: "Archétypes de marque",
      body: [
        "Les trois questions suivantes explorent la personnalité de votre marque, sa motivation profonde et sa façon d’aider les gens. Répondez du point de vue de votre marque, comme si c’était une personne.",
        "Choisissez ensuite un à trois archétypes qui expriment le mieux votre marque. Si plusieurs vous parlent, repérez celui qui domine ; nous affinerons ce mélange ensemble lors de votre prochaine séance.",
      ],
    },
    {
      id: "archetype-q1",
      kind: "textarea",
      title: "Module 2 : archétypes de marque",
      section: "Archétypes de marque",
      label: "Personnalité de la marque",
      prompt:
        "Si votre marque était une personne, comment décririez-vous sa personnalité ? Comment parle-t-elle, s’habille-t-elle, se comporte-t-elle dans une pièce ?",
      placeholder: "Ma marque est le genre de personne qui…",
    },
    {
      id: "archetype-q2",
      kind: "textarea",
      title: "Module 2 : archétypes de marque",
      section: "Archétypes de marque",
      label: "Motivation de la marque",
      prompt:
        "Qu’est-ce qui motive profondément votre marque ? Que désire-t-elle par-dessus tout, et que craint-elle ou combat-elle ?",
      placeholder: "Ma marque aspire à…",
    },
    {
      id: "archetype-q3",
      kind: "textarea",
      title: "Module 2 : archétypes de marque",
      section: "Archétypes de marque",
      label: "Comment la marque résout les problèmes",
      prompt:
        "Comment votre marque résout-elle les problèmes de ses clients ? Enseigne-t-elle, protège-t-elle, transforme-t-elle, inspire-t-elle, bouscule-t-elle, simplifie-t-elle, ou autre chose encore ?",
      placeholder: "Quand un client vient nous voir avec un problème, nous…",
    },
    {
      id: "archetype-q4",
      kind: "chips",
      title: "Module 2 : le ou les archétypes de votre marque",
      section: "Archétypes de marque",
      label: "Archétype(s) de la marque",
      prompt: "Quels sont les 1 à 3 archétypes qui expriment le mieux votre marque ?",
      help: "Choisissez l’archétype principal, plus deux au maximum qui le soutiennent.",
      options: ARCHETYPES_FR,
      min: 1,
      max: 3,
      noun: "archétypes",
    },

    // ───────────────────────── Module 3 : innovation créative ─────────────────────────
    {
      id: "module3_intro",
      kind: "info",
      title: "Module 3 : l’innovation créative avec SCAMPER",
      section: "Innovation créative",
      body: [
        "La créativité n’est pas un don rare : c’est une pratique. SCAMPER est une technique simple et éprouvée pour faire naître des idées nouvelles en posant des questions structurées sur quelque chose qui existe déjà, comme un produit, un service ou un processus.",
        "Choisissez l’une de vos offres actuelles et faites-la passer par les sept questions ci-dessous. Visez d’abord la quantité : même les idées qui paraissent étranges peuvent mener à une percée une fois retravaillées.",
      ],
      bullets: [
        "Substituer : que pourriez-vous remplacer, comme un matériau, un format, un canal ou une étape ?",
        "Combiner : que pourriez-vous associer à une autre offre, une autre compétence ou un partenaire ?",
        "Adapter : quelle idée venue d’un autre secteur ou d’un autre contexte pourriez-vous emprunter ?",
        "Modifier : que pourriez-vous amplifier, réduire ou transformer dans la forme ou le ressenti ?",
        "Proposer un autre usage : qui d’autre pourrait en profiter, ou comment l’utiliser autrement ?",
        "Éliminer : que pourriez-vous retirer pour rendre l’offre plus simple ou plus ciblée ?",
        "Renverser : que se passerait-il si vous inversiez l’ordre, les rôles ou les hypothèses ?",
      ],
    },
    {
      id: "creative-q1",
      kind: "textarea",
      title: "Module 3 : innovation créative",
      section: "Innovation créative",
      label: "Innovation avec SCAMPER",
      prompt:
        "Choisissez l’une de vos offres actuelles et appliquez-lui la méthode SCAMPER. Quelle offre avez-vous choisie, quelles idées chaque question a-t-elle fait naître, et quelles sont les une ou deux idées les plus prometteuses ?",
      help: "Passez par chaque étape : substituer, combiner, adapter, modifier, proposer un autre usage, éliminer et renverser.",
      placeholder:
        "Offre : …\nSubstituer : …\nCombiner : …\nAdapter : …\nModifier : …\nAutre usage : …\nÉliminer : …\nRenverser : …\nLes plus prometteuses : …",
    },

    // ───────────────────────── Module 4 : récit de marque ─────────────────────────
    {
      id: "module4_intro",
      kind: "info",
      title: "Module 4 : le récit de votre marque",
      section: "Récit de marque",
      body: [
        "On oublie les faits, mais on se souvient des histoires. Un récit de marque fort explique d’où vous venez, ce que vous promettez et comment vous changez la vie de vos clients, d’une manière qui touche.",
        "Dans ce module, vous rassemblerez les briques de votre histoire, puis vous les condenserez en un court récit fondateur et en un pitch éclair que vous pourrez utiliser partout, de votre site web à une soirée de réseautage.",
        "Le héros de l’histoire, c’est votre client, pas vous. Vous êtes le guide qui l’aide à arriver là où il veut aller.",
      ],
      bullets: [
        "Origine : le moment ou le parcours qui vous a mené ici",
        "Raison d’être : la promesse que vous faites, et pourquoi elle compte",
        "Transformation : l’avant et l’après que vivent vos clients",
      ],
    },
    {
      id: "brand-story-q1",
      kind: "textarea",
      title: "Module 4 : récit de marque",
      section: "Récit de marque",
      label: "Histoire des origines",
      prompt:
        "Quelle est l’origine de votre entreprise ? Décrivez l’expérience, le tournant ou la frustration qui vous a poussé à la créer.",
      placeholder: "Tout a commencé quand…",
    },
    {
      id: "brand-story-q2",
      kind: "textarea",
      title: "Module 4 : récit de marque",
      section: "Récit de marque",
      label: "Promesse centrale",
      prompt:
        "Quelle est la raison d’être de votre marque ? Que promettez-vous à chaque client, et pourquoi cette promesse compte-t-elle pour vous ?",
      placeholder: "Nous promettons…",
    },
    {
      id: "brand-story-q3",
      kind: "textarea",
      title: "Module 4 : récit de marque",
      section: "Récit de marque",
      label: "Transformation des clients",
      prompt:
        "Quelle transformation vivent vos clients ? Décrivez où ils en sont avant de travailler avec vous, et où ils en sont après.",
      help: "Pensez à ce qu’ils ressentent, à ce qu’ils sont capables de faire et à ce qui a changé dans leur entreprise ou leur vie.",
      placeholder: "Avant : …\nAprès : …",
    },
    {
      id: "brand-story-q4",
      kind: "textarea",
      title: "Module 4 : récit de marque",
      section: "Récit de marque",
      label: "Récit fondateur",
      prompt:
        "Réunissez votre origine, votre promesse et la transformation de vos clients dans le récit fondateur de votre marque, en 3 à 5 phrases.",
      help: "Écrivez-le comme vous le raconteriez à un client potentiel autour d’un café.",
      placeholder: "Écrivez le récit de votre marque en 3 à 5 phrases…",
    },
    {
      id: "brand-story-q5",
      kind: "textarea",
      title: "Module 4 : récit de marque",
      section: "Récit de marque",
      label: "Pitch éclair",
      prompt:
        "Condensez votre histoire en un pitch éclair d’une ou deux phrases : qui vous aidez, ce que vous les aidez à accomplir et ce qui vous distingue.",
      placeholder: "J’aide … à … afin que …",
    },

    // ───────────────────────── Identité visuelle ─────────────────────────
    {
      id: "visual-identity-intro",
      kind: "info",
      title: "Identité visuelle : premières impressions",
      section: "Identité visuelle",
      body: [
        "Pour clore cette phase, saisissons vos premières intuitions sur l’identité visuelle de votre marque. Appuyez-vous sur votre planche d’inspiration, votre archétype et votre récit de marque : ensemble, ils dessinent déjà un style et une atmosphère.",
        "Nul besoin d’expérience en design. Décrivez ce que vous imaginez avec des mots de tous les jours. Lors de la phase 3, nous développerons ces idées pour en faire une expression de marque complète.",
      ],
    },
    {
      id: "visual-q1",
      kind: "textarea",
      title: "Identité visuelle",
      section: "Identité visuelle",
      label: "Palette de couleurs",
      prompt: "Quelles couleurs vous semblent justes pour votre marque, et que voulez-vous que chacune exprime ?",
      help: "Citez les couleurs que vous aimez, et celles que vous voulez éviter.",
      placeholder: "Un vert profond pour la croissance et le calme, un sable chaud pour…",
    },
    {
      id: "visual-q2",
      kind: "textarea",
      title: "Identité visuelle",
      section: "Identité visuelle",
      label: "Typographie",
      prompt:
        "Quel style typographique correspond à la voix de votre marque : classique, moderne, élégant, ludique, manuscrit ? Partagez les polices ou les exemples qui vous plaisent.",
      placeholder: "J’aime les lettres nettes et modernes, avec…",
    },
    {
      id: "visual-q3",
      kind: "textarea",
      title: "Identité visuelle",
      section: "Identité visuelle",
      label: "Images",
      prompt:
        "Quel type d’images devrait représenter votre marque ? Pensez photographie ou illustration, sujets, lumière et atmosphère.",
      placeholder: "Lumière naturelle, de vraies personnes au travail…",
    },
    {
      id: "visual-q4",
      kind: "textarea",
      title: "Identité visuelle",
      section: "Identité visuelle",
      label: "Lignes directrices visuelles",
      prompt:
        "Comment imaginez-vous votre logo ? Décrivez son style, les symboles ou les formes qui ont du sens pour vous, et l’impression générale qu’il doit laisser.",
      help: "Si vous avez déjà un logo, dites-nous ce que vous aimez chez lui et ce que vous changeriez.",
      placeholder: "Un symbole simple inspiré de…",
    },

    // ───────────────────────── Fin de la phase ─────────────────────────
    {
      id: "completion",
      kind: "completion",
      title: "Félicitations !",
      section: "Fin de la phase",
      body: [
        "Vous avez terminé la phase 2 : la résonance créative et de marque. Votre planche d’inspiration, votre archétype, vos idées créatives et votre récit de marque donnent désormais à votre marque une personnalité et une voix claires.",
        "Votre rapport personnalisé de la phase 2 est en préparation : votre consultant le relit personnellement, puis vous le recevez par e-mail.",
        "Votre prochaine séance sera planifiée pour que nous puissions explorer ensemble votre direction créative et préparer la phase 3, expression de marque : identité visuelle et verbale.",
      ],
    },
  ],
};
