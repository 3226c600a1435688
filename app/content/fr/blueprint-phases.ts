import type { BlueprintPhaseOverview, TitledText } from "../types";

/** French methodology text shown above the four phases on /fr/blueprint. */
export const blueprintIntro: string[] = [
  "Le Blueprint Holistic Omega est un programme guidé qui réunit clarté, créativité, technologie intelligente et croissance. Il s’adresse aux entrepreneurs qui veulent une entreprise performante dans laquelle ils se reconnaissent encore, et il fait du bien-être personnel une composante à part entière de la stratégie, et non un détail secondaire.",
  "Le Blueprint se déroule en quatre phases, à suivre dans l’ordre : « Les fondations alignées », « La résonance créative et de marque », « Expression de marque : identité visuelle et verbale » et « Intégration : le moteur intelligent (IA et BI) ». Chaque phase s’appuie sur la précédente : vos valeurs et vos forces façonnent votre marque, votre marque trouve son allure et sa voix, et l’ensemble oriente votre usage de l’IA et des données. Une fois le Blueprint achevé, nous le transformons ensemble en un plan de croissance ciblé.",
  "Chaque phase se parcourt au moyen d’un questionnaire guidé, que vous remplissez à votre rythme et que vous pouvez reprendre à tout moment. À la fin d’une phase, vous recevez un rapport personnalisé par e-mail, et nous fixons une séance de suivi pour échanger sur vos résultats et préparer ensemble l’étape suivante.",
];

/** French overview pages /fr/blueprint/phase-1 .. /fr/blueprint/phase-4, in order. */
export const blueprintPhases: BlueprintPhaseOverview[] = [
  {
    number: 1,
    title: "Les fondations alignées",
    summary:
      "Clarifiez vos valeurs, votre vision, votre mission, votre bien-être et vos forces, pour que chaque décision à venir repose sur un socle solide.",
    overview: [
      "La première phase est consacrée à vous, la personne derrière l’entreprise. Par une réflexion guidée, vous mettez au jour les valeurs qui comptent le plus pour vous, formulez une vision personnelle et professionnelle, et définissez la raison d’être qui donne du sens à votre travail.",
      "Vous portez aussi un regard honnête sur votre bien-être, selon six dimensions, et repérez les forces sur lesquelles vous appuyer. Ensemble, ces éclairages constituent le socle de votre marque, de votre usage de la technologie et de votre plan de croissance dans les phases suivantes.",
    ],
    keyMethods: [
      {
        title: "Découverte des valeurs",
        text: "Des questions de réflexion et une sélection en deux temps réduisent une longue liste aux 5–7 valeurs profondes qui guident vos choix.",
      },
      {
        title: "Formulation de la vision et de la mission",
        text: "Des pistes de réflexion vous aident à décrire où vous voulez être dans 5–10 ans et pourquoi votre entreprise existe, sur le plan personnel comme professionnel.",
      },
      {
        title: "Bilan de bien-être global",
        text: "Vous évaluez de 1 à 10 votre bien-être physique, mental, émotionnel, spirituel, social et professionnel, et notez ce qui épuise ou recharge votre énergie.",
      },
      {
        title: "Cartographie des forces",
        text: "Des questions et une sélection de forces révèlent les talents naturels autour desquels concevoir votre entreprise.",
      },
    ],
    activities: [
      {
        title: "Questions de réflexion sur vos valeurs",
        text: "Revenez sur des moments d’épanouissement, de frustration et d’admiration pour faire émerger ce qui vous tient vraiment à cœur.",
      },
      {
        title: "Énoncés de vision et de raison d’être",
        text: "Rédigez une vision personnelle, une vision pour votre entreprise, et des énoncés de raison d’être pour vous-même et pour votre société.",
      },
      {
        title: "Point sur votre bien-être",
        text: "Notez six dimensions de votre bien-être, ajoutez de courts commentaires et repérez celles qui demandent votre attention en premier.",
      },
      {
        title: "Sélection de vos forces",
        text: "Décrivez les réussites dont vous êtes le plus fier et choisissez les 5–7 forces qui décrivent le mieux votre façon de créer de la valeur.",
      },
    ],
    outcomes: [
      "Un ensemble clair de 5–7 valeurs profondes",
      "Des énoncés de vision personnelle et professionnelle",
      "Des énoncés de mission personnelle et professionnelle",
      "Un état des lieux global de votre bien-être, avec des priorités",
      "Un profil de vos forces principales",
    ],
  },
  {
    number: 2,
    title: "La résonance créative et de marque",
    summary:
      "Traduisez vos fondations en une marque qui vous ressemble sans équivoque, dans son allure, sa voix et l’impression qu’elle laisse.",
    overview: [
      "La deuxième phase transforme vos valeurs et vos forces en une marque singulière. Vous explorez le langage du design, rassemblez des inspirations visuelles dans une planche d’ambiance et découvrez quels archétypes de marque reflètent votre personnalité et votre manière de servir vos clients.",
      "Vous appliquez ensuite des techniques de pensée créative à vos offres, construisez un récit de marque convaincant et fixez la direction de votre identité visuelle. Le résultat : une marque qui touche les bons clients, parce qu’elle s’ancre dans ce que vous êtes vraiment.",
    ],
    keyMethods: [
      {
        title: "Langage visuel et planche d’ambiance",
        text: "Apprenez les bases de la couleur, de la forme, de la texture et de la composition, puis réunissez des images qui traduisent l’atmosphère de votre marque.",
      },
      {
        title: "Archétypes de marque",
        text: "Appuyez-vous sur douze archétypes pour nommer la personnalité et la motivation de votre marque, et retenez-en un à trois qui lui correspondent le mieux.",
      },
      {
        title: "Pensée créative avec SCAMPER",
        text: "Substituer, combiner, adapter, modifier, détourner, éliminer et inverser : autant de leviers pour porter un regard neuf sur vos offres.",
      },
      {
        title: "Récit de marque",
        text: "Mettez en forme vos origines, votre raison d’être et la transformation que vivent vos clients en un récit fondateur et un court pitch.",
      },
      {
        title: "Orientation de l’identité visuelle",
        text: "Définissez la palette de couleurs, la typographie, les images et l’orientation du logo qui expriment votre marque avec cohérence.",
      },
    ],
    activities: [
      {
        title: "Création d’une planche d’ambiance",
        text: "Composez une planche d’ambiance, partagez-la sous forme de lien ou de fichier et décrivez l’histoire qu’elle raconte.",
      },
      {
        title: "Réflexion sur les archétypes",
        text: "Répondez à des questions sur la personnalité de votre marque, ses motivations et les problèmes qu’elle résout, puis choisissez vos archétypes.",
      },
      {
        title: "Séance SCAMPER",
        text: "Appliquez les questions SCAMPER à un produit, un service ou un processus de votre entreprise.",
      },
      {
        title: "Écriture du récit de marque",
        text: "Rédigez un récit fondateur de 3–5 phrases et un pitch de 1–2 phrases.",
      },
      {
        title: "Brief d’identité visuelle",
        text: "Consignez vos préférences de couleurs, de polices, d’images et de logo dans un brief destiné au travail de conception graphique.",
      },
    ],
    outcomes: [
      "Une planche d’ambiance qui traduit l’atmosphère de votre marque",
      "Un à trois archétypes de marque qui définissent votre personnalité",
      "Au moins une idée nouvelle pour vos offres, issue de la séance SCAMPER",
      "Un récit de marque fondateur et un pitch",
      "Un brief d’identité visuelle couvrant couleurs, typographie, images et logo",
    ],
  },
  {
    number: 3,
    title: "Expression de marque : identité visuelle et verbale",
    summary:
      "Donnez à votre marque une allure et une voix cohérentes : logo, couleurs, typographie et images, puis voix, ton, proposition de valeur et slogan.",
    overview: [
      "La troisième phase transforme la personnalité et le récit découverts en phase 2 en une marque que l’on reconnaît partout. Vous commencez par le versant visuel : l’orientation de votre logo, une palette de couleurs porteuse de sens, des polices accordées à votre ton, et le style d’images et d’icônes qui portera votre marque.",
      "Vous donnez ensuite une voix à votre marque. Vous décrivez en quelques adjectifs comment elle sonne, comment son ton s’adapte d’une page de vente à une conversation délicate, et vous condensez votre offre en une proposition de valeur d’une phrase, une poignée de bénéfices et des idées de slogan. Vos réponses deviennent le brief de votre charte de marque.",
    ],
    keyMethods: [
      {
        title: "Penser en système visuel",
        text: "Considérez logo, couleurs, typographie et images comme un seul système aux règles simples, pour que chaque page, publication et proposition semble venir du même endroit.",
      },
      {
        title: "Couleurs et typographie choisies avec intention",
        text: "Choisissez une palette restreinte et une ou deux polices pour les émotions qu’elles suscitent et pour leur lisibilité, pas pour suivre une mode passagère.",
      },
      {
        title: "Cartographie de la voix et du ton",
        text: "Fixez la voix de votre marque en trois à cinq adjectifs, puis décrivez comment son ton varie selon les situations sans perdre son caractère.",
      },
      {
        title: "Proposition de valeur et messages",
        text: "Dites en une phrase qui vous aidez, avec quoi et pourquoi c’est important, appuyé par trois à cinq bénéfices concrets.",
      },
    ],
    activities: [
      {
        title: "Vision du logo",
        text: "Décrivez l’émotion, les symboles et les formes que votre logo doit porter, et ce qu’il doit éviter.",
      },
      {
        title: "Brief palette, typographie et images",
        text: "Notez vos couleurs et ce qu’elles signifient, votre style typographique, ainsi que les images et l’iconographie qui conviennent à votre marque.",
      },
      {
        title: "Voix et ton",
        text: "Nommez la voix de votre marque et écrivez comment elle sonne quand elle accueille, vend, rassure ou dit non.",
      },
      {
        title: "Proposition de valeur, bénéfices et slogans",
        text: "Rédigez votre proposition de valeur en une phrase, trois à cinq bénéfices et trois à cinq idées de slogan.",
      },
    ],
    outcomes: [
      "Une orientation de logo prête à confier à un graphiste",
      "Une palette de couleurs et une typographie aux rôles bien définis",
      "Un style d’images et d’iconographie",
      "Une voix de marque en trois à cinq adjectifs, avec des règles de ton",
      "Une proposition de valeur, des bénéfices clés et des idées de slogan",
    ],
  },
  {
    number: 4,
    title: "Intégration : le moteur intelligent (IA et BI)",
    summary:
      "Repérez où l’IA et l’informatique décisionnelle peuvent vous faire gagner du temps, affiner vos décisions et soutenir vos clients.",
    overview: [
      "La quatrième phase construit le moteur intelligent de votre entreprise. Vos valeurs et votre marque étant posées, vous cherchez les endroits où l’intelligence artificielle peut prendre en charge le travail répétitif, absorber le trop-plein d’informations, accompagner vos clients à toute heure et personnaliser votre communication et vos ventes.",
      "Vous définissez aussi l’informatique décisionnelle dont vous avez besoin : les indicateurs financiers, marketing, commerciaux, opérationnels et clients qui montrent comment se porte réellement votre entreprise. Enfin, vous choisissez des outils d’IA adaptés à votre budget, à vos compétences et à vos valeurs, et décidez comment ils s’articulent, pour que la technologie serve votre façon de travailler au lieu de la dicter.",
    ],
    keyMethods: [
      {
        title: "Repérage des opportunités d’IA",
        text: "Passez en revue vos tâches et le parcours de vos clients pour trouver où l’IA peut faire gagner du temps ou apporter de la valeur, et classez ces pistes selon leur impact et l’effort qu’elles demandent.",
      },
      {
        title: "Analyse des besoins en informatique décisionnelle",
        text: "Partez des questions auxquelles vous devez répondre et définissez, pour chaque domaine de l’entreprise, les quelques indicateurs qui y répondent.",
      },
      {
        title: "Choix et intégration des outils d’IA",
        text: "Comparez les outils au regard de vos besoins, de votre budget, de vos exigences de protection des données et du temps d’apprentissage, puis décidez comment ils se connectent avant de vous engager.",
      },
      {
        title: "Principes d’une IA responsable",
        text: "Fixez des règles simples de transparence, de relecture humaine et de traitement des données clients, pour que votre usage de l’IA reste fidèle à vos valeurs.",
      },
    ],
    activities: [
      {
        title: "Revue des tâches et des méthodes de travail",
        text: "Listez les tâches répétitives, les goulots d’étranglement d’information et les besoins d’assistance client qui pourraient bénéficier de l’IA.",
      },
      {
        title: "Définition des indicateurs",
        text: "Choisissez les indicateurs financiers, marketing, commerciaux, opérationnels et clients que vous souhaitez suivre.",
      },
      {
        title: "Questionnaire outils et intégration",
        text: "Décrivez les outils que vous utilisez déjà, votre budget et votre aisance avec la technologie, vos priorités d’intégration et vos garde-fous.",
      },
    ],
    outcomes: [
      "Une liste hiérarchisée d’opportunités d’IA pour votre entreprise",
      "Une sélection ciblée d’indicateurs couvrant les grands domaines de l’entreprise",
      "Une présélection d’outils d’IA adaptés à vos besoins et à votre budget",
      "Des principes clairs pour un usage responsable de l’IA avec vos clients",
      "Un point de départ réaliste pour l’automatisation et le reporting",
    ],
  },
];

/**
 * What follows the four phases: putting the Blueprint into motion, worked on together in sessions
 * rather than through a questionnaire (the "Growth & Presence Activation" material).
 */
export const afterTheBlueprint: { title: string; intro: string[]; items: TitledText[] } = {
  title: "Après le Blueprint",
  intro: [
    "Une fois vos fondations, votre marque et votre moteur intelligent définis, nous transformons ensemble le Blueprint en élan. Ce travail se fait lors de séances de suivi, nourries de tout ce que vos quatre phases ont révélé.",
  ],
  items: [
    {
      title: "Un modèle économique affiné grâce à l’IA",
      text: "Affinez vos offres, vos tarifs, vos segments cibles et vos sources de revenus grâce à des recherches et des analyses de scénarios assistées par l’IA.",
    },
    {
      title: "Stratégie d’écosystème numérique",
      text: "Décidez de quelles plateformes vous avez besoin, du rôle de chacune et de la façon dont elles se relient, pour une présence ciblée et facile à gérer.",
    },
    {
      title: "Conception des contenus et du parcours client",
      text: "Tracez le chemin qui mène de la découverte à la demande de contact, à la réservation puis à la fidélité, avec les contenus et points de contact qui soutiennent chaque étape.",
    },
    {
      title: "Plan du site",
      text: "Esquissez les pages, les messages clés, les appels à l’action et le parcours de réservation dont votre site a besoin.",
    },
    {
      title: "Calendrier éditorial sur 30–90 jours",
      text: "Planifiez vos contenus à partir de vos piliers, de vos canaux et de votre disponibilité réelle, pour les un à trois premiers mois de l’activation.",
    },
    {
      title: "Ressource gratuite et séquence de suivi",
      text: "Créez une ressource gratuite à forte valeur et une courte séquence d’e-mails qui installe la confiance et invite à passer à l’étape suivante.",
    },
  ],
};
