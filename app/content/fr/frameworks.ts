import type { Framework } from "../types";

/**
 * French text of the three signature frameworks, with the same ids, paths and page segments as `../frameworks.ts`.
 * Each framework has five static detail pages (objective, key topics, tools and techniques, practical exercise,
 * deliverables).
 */
export const frameworks: Framework[] = [
  {
    id: "ai-creative",
    basePath: "/frameworks",
    name: "Cadre créatif augmenté par l’IA",
    tagline:
      "Faites de l’IA une partenaire créative qui élargit vos possibilités, tandis que votre jugement, votre goût et vos valeurs gardent la main.",
    description: [
      "Le Cadre créatif augmenté par l’IA aide les entrepreneurs, les créateurs et les petits studios à intégrer l’intelligence artificielle à leur travail créatif de façon réfléchie. En cinq modules, vous passez de la compréhension de ce que les outils actuels savent faire, ou non, à la génération d’idées et de visuels, puis à la mise en place d’une méthode de travail sereine et reproductible.",
      "Chaque module associe pratique concrète et réflexion sur l’éthique, la paternité des œuvres et la cohérence de marque. Vous repartez avec une boîte à outils opérationnelle, un processus documenté et une expression de marque où l’IA amplifie votre voix au lieu de la remplacer.",
    ],
    format: "Programme en plusieurs séances, sur 4–6 semaines",
    pages: [
      {
        segment: "module-1",
        label: "Module 1",
        week: "Semaine 1",
        title: "Cartographie du paysage de l’IA créative",
        objective:
          "Dresser une carte claire et réaliste des outils d’IA utiles à votre pratique créative, et décider où ils peuvent réellement apporter de la valeur à votre entreprise.",
        keyTopics: [
          "Les grandes familles d’IA créative : texte, image, son, vidéo et assistants de recherche",
          "Forces, limites et erreurs typiques des modèles génératifs",
          "La place de l’IA dans un processus créatif : recherche, idéation, production et relecture",
          "Droit d’auteur, consentement, protection des données et transparence envers les clients",
          "Fixer des limites personnelles et professionnelles à l’usage de l’IA",
        ],
        toolsAndTechniques: [
          "Cartographie du processus créatif, du brief à la livraison",
          "Grille comparative des outils notée selon la valeur, l’effort, le coût et le risque",
          "Prompts de test guidés sur deux ou trois assistants de référence",
          "Liste de contrôle éthique pour le travail destiné aux clients",
          "Notation des opportunités pour classer les cas d’usage envisagés",
        ],
        practicalExercise:
          "Décomposez pas à pas un projet récent et repérez-y 3–5 opportunités d’IA, en notant pour chacune le temps que vous espérez gagner et les risques éventuels. Rédigez ensuite une réflexion éthique de 200–300 mots sur la manière dont vous utiliserez l’IA de façon responsable avec vos clients : transparence, originalité et traitement des données.",
        deliverables: [
          "Une carte personnelle du paysage de l’IA créative",
          "Une liste classée de 3–5 opportunités d’IA, chacune brièvement justifiée",
          "Une réflexion éthique de 200–300 mots pour guider votre pratique de l’IA",
        ],
      },
      {
        segment: "module-2",
        label: "Module 2",
        week: "Semaine 2",
        title: "La méthode catalyseur d’idées par l’IA",
        objective:
          "Apprendre une méthode structurée pour élargir, grâce à l’IA, l’éventail et la qualité de vos idées, puis les trier avec votre propre jugement créatif.",
        keyTopics: [
          "Pensée divergente et pensée convergente dans un processus assisté par l’IA",
          "Modèles de prompts pour le remue-méninges, le recadrage et le remix",
          "Se servir de contraintes et de personas pour pousser les idées plus loin",
          "Éviter les résultats génériques et l’attraction vers l’uniformité",
          "Sélectionner et affiner les idées selon des critères clairs",
        ],
        toolsAndTechniques: [
          "Prompts par rôles, avec les personas du client, du critique et de l’expert",
          "SCAMPER et remue-méninges inversé assistés par l’IA",
          "Regroupement d’idées et diagramme d’affinités",
          "Grille de notation impact et faisabilité",
          "Une bibliothèque de prompts réutilisables pour les défis récurrents",
        ],
        practicalExercise:
          "Choisissez un véritable défi créatif de votre entreprise : une campagne, une offre ou une série de photos, par exemple. Appliquez la méthode catalyseur pour produire 10–15 idées avec l’aide de l’IA, regroupez-les par thème, notez leur impact et leur faisabilité, puis développez les deux meilleures sous forme de courtes notes de concept.",
        deliverables: [
          "Une liste notée de 10–15 idées pour un vrai défi de votre entreprise",
          "Deux notes de concept développées, prêtes à être testées",
          "Une bibliothèque personnelle d’au moins cinq prompts d’idéation éprouvés",
        ],
      },
      {
        segment: "module-3",
        label: "Module 3",
        week: "Semaine 3",
        title: "Création de visuels et de contenus assistée par l’IA",
        objective:
          "Produire, avec des outils d’IA, des visuels et des textes fidèles à votre marque, en gardant la maîtrise de la qualité, de la cohérence et de l’authenticité.",
        keyTopics: [
          "Anatomie d’un prompt visuel : sujet, composition, lumière, style et ambiance",
          "Garder un style cohérent sur une série d’images",
          "Associer les résultats de l’IA à vos propres photos et créations graphiques",
          "Rédiger et retravailler des textes sans perdre votre voix",
          "Contrôle qualité, retouche et mention de l’usage de l’IA",
        ],
        toolsAndTechniques: [
          "Outils de génération d’images comme Midjourney et les fonctions d’IA de Canva",
          "Prompts guidés par des références de style et une planche d’ambiance",
          "Variations successives, agrandissement et retouche par zones (inpainting)",
          "Un guide de voix de marque utilisé comme brief pour l’assistant d’écriture",
          "Comparaison avant et après au regard de la charte de marque",
        ],
        practicalExercise:
          "À partir de votre planche d’ambiance et de votre charte de marque, produisez 5–7 images pour une même campagne ou un même thème de contenu. Consignez les prompts et les itérations derrière chaque image, retouchez-en au moins une à la main ou associez-la à l’une de vos photos, et rédigez une courte légende pour chaque image dans la voix de votre marque.",
        deliverables: [
          "Une série cohérente de 5–7 images pour une campagne ou un thème",
          "Un journal des prompts et des itérations pour chaque image",
          "Des légendes assorties, rédigées et relues dans la voix de votre marque",
        ],
      },
      {
        segment: "module-4",
        label: "Module 4",
        week: "Semaine 4",
        title: "Intégration dans une méthode de travail intelligente",
        objective:
          "Transformer des expériences ponctuelles avec l’IA en une méthode fiable et documentée qui fait gagner du temps chaque semaine sans ajouter de complexité.",
        keyTopics: [
          "Repérer les tâches répétitives et régies par des règles qui valent la peine d’être automatisées",
          "Prévoir des points de contrôle humains dans les enchaînements automatisés",
          "Relier les outils de contenu, de communication client et de gestion administrative",
          "Mesurer le temps gagné et la qualité préservée",
          "Garder une méthode simple, sûre et facile à entretenir",
        ],
        toolsAndTechniques: [
          "Cartographie des processus en couloirs, avec les points de passage de relais",
          "Plateformes d’automatisation sans code et intégrations entre outils",
          "Modèles réutilisables et procédures types",
          "Suivi du temps passé avant et après l’automatisation",
          "Une liste de contrôle mensuelle des outils et de leurs coûts",
        ],
        practicalExercise:
          "Choisissez une méthode de travail récurrente, comme la production de contenu, l’accueil d’un nouveau client ou la livraison de photos. Décrivez les étapes actuelles, repensez-les avec l’appui de l’IA et de l’automatisation, construisez une version opérationnelle et faites-la tourner pendant une semaine en notant le temps passé et les difficultés rencontrées.",
        deliverables: [
          "Une carte avant-après d’une méthode de travail repensée",
          "Une version automatisée ou assistée par l’IA de cette méthode, opérationnelle",
          "Une procédure type d’une page, avec ses points de contrôle humains",
        ],
      },
      {
        segment: "module-5",
        label: "Module 5",
        week: "Semaine 5",
        title: "Une marque authentique, enrichie par l’IA",
        objective:
          "Réunir le tout dans une expression de marque qui s’appuie sur l’IA pour étendre votre présence, tout en restant reconnaissable, humaine et fidèle à vos valeurs.",
        keyTopics: [
          "Définir ce qui doit toujours rester humain dans votre marque",
          "Voix de marque, identité visuelle et cohérence à grande échelle",
          "Confiance, transparence et dialogue avec les clients au sujet de l’IA",
          "Un récit qui relie vos valeurs à vos offres",
          "Planifier l’expérimentation créative dans la durée",
        ],
        toolsAndTechniques: [
          "Audit d’authenticité de la marque sur les canaux existants",
          "Une charte de marque adaptée à l’IA : voix, visuels et prompts",
          "Planification des piliers de contenu et des canaux",
          "Une déclaration simple d’usage de l’IA à l’intention des clients",
          "Un rituel trimestriel de bilan créatif",
        ],
        practicalExercise:
          "Faites l’audit de votre présence de marque actuelle, puis rédigez une charte de marque adaptée à l’IA qui fixe votre voix, vos règles visuelles et vos prompts validés. Servez-vous-en pour créer un contenu de marque complet, de l’idée à la publication, et présentez le résultat avec une courte réflexion sur ce que vous avez gardé d’humain.",
        deliverables: [
          "Une charte de marque adaptée à l’IA pour la voix, les visuels et les prompts",
          "Une courte déclaration d’usage de l’IA à partager avec vos clients",
          "Un contenu de marque publié, créé en suivant l’ensemble du cadre",
          "Un plan d’expérimentation créative sur 90 jours",
        ],
      },
    ],
  },
  {
    id: "resilience",
    basePath: "/frameworks/resilience",
    name: "Cadre de résilience guidé par les données",
    tagline:
      "Décidez plus sereinement en posant les bonnes questions et en suivant les quelques chiffres qui comptent vraiment.",
    description: [
      "Le Cadre de résilience guidé par les données offre aux dirigeants de petites entreprises une façon concrète d’utiliser leurs données sans devenir analystes. Il part des questions auxquelles vous devez répondre, et non des outils, et installe une habitude de mesure légère qui trouve sa place dans une semaine chargée.",
      "En cinq étapes, vous définissez les indicateurs qui reflètent la santé de votre entreprise, les collectez avec des outils accessibles, en tirez des enseignements clairs et agissez dans un cycle d’amélioration régulier. Le résultat : une entreprise qui perçoit tôt les changements et s’adapte avec assurance.",
    ],
    format: "Programme en plusieurs séances, sur 4–6 semaines",
    pages: [
      {
        segment: "step-1",
        label: "Étape 1",
        title: "Les questions de l’entreprise d’abord",
        objective:
          "Clarifier les décisions qui vous attendent et les questions auxquelles vos données doivent répondre, avant de recueillir le moindre chiffre.",
        keyTopics: [
          "Pourquoi les questions passent avant les tableaux de bord et les outils",
          "Relier les questions aux objectifs, aux risques et aux décisions à venir",
          "Questions stratégiques, opérationnelles et liées aux clients",
          "Transformer des inquiétudes floues en questions auxquelles on peut répondre",
          "Donner la priorité à ce qui compte le plus maintenant",
        ],
        toolsAndTechniques: [
          "Inventaire des décisions des 6–12 prochains mois",
          "Les cinq pourquoi pour remonter à la question de fond",
          "Modèles pour formuler les questions",
          "Matrice impact et urgence pour établir les priorités",
        ],
        practicalExercise:
          "Listez les principales décisions que vous prévoyez de prendre dans les mois qui viennent, puis définissez 3–5 questions clés dont la réponse faciliterait ces décisions. Pour chaque question, notez qui a besoin de la réponse, à quelle fréquence, et ce que vous feriez différemment selon le résultat.",
        deliverables: [
          "Une liste hiérarchisée de 3–5 questions clés pour votre entreprise",
          "Une carte des décisions reliant chaque question à un objectif ou à une décision",
        ],
      },
      {
        segment: "step-2",
        label: "Étape 2",
        title: "Définition des KPI et des indicateurs",
        objective: "Traduire vos questions clés en un petit ensemble d’indicateurs parlants et clairement définis.",
        keyTopics: [
          "La différence entre KPI, indicateurs de soutien et indicateurs de vanité",
          "Indicateurs avancés et indicateurs de résultat",
          "Indicateurs financiers, marketing, commerciaux, opérationnels et clients",
          "Définir chaque indicateur avec précision : formule, source et fréquence",
          "Fixer des objectifs et des seuils réalistes",
        ],
        toolsAndTechniques: [
          "Correspondance entre questions et indicateurs",
          "Fiches de définition des KPI",
          "Point de départ mesuré à partir des données existantes",
          "Seuils en feux tricolores pour une lecture rapide",
        ],
        practicalExercise:
          "Pour chacune de vos questions clés, choisissez un ou deux indicateurs qui y répondent. Rédigez pour chacun une fiche de définition précisant sa formule, sa source de données, sa fréquence de mise à jour, sa valeur de départ et un objectif pour le trimestre suivant.",
        deliverables: [
          "Un jeu de fiches de définition des KPI reliées à vos questions clés",
          "Des valeurs de départ et des objectifs trimestriels pour chaque indicateur",
          "Une courte liste d’indicateurs que vous choisissez délibérément de ne pas suivre",
        ],
      },
      {
        segment: "step-3",
        label: "Étape 3",
        title: "Collecte de données accessible et tableau de bord simple",
        objective:
          "Collecter les données nécessaires avec les outils que vous utilisez déjà, et les présenter dans un tableau de bord simple que vous ouvrirez vraiment.",
        keyTopics: [
          "Trouver les données déjà disponibles dans vos outils actuels",
          "Collecte manuelle ou automatisée, et quand choisir l’une ou l’autre",
          "Les bases de la qualité des données : cohérence, exhaustivité et fraîcheur",
          "Principes de conception d’un tableau de bord pour dirigeants pressés",
          "Protection de la vie privée et traitement responsable des données clients",
        ],
        toolsAndTechniques: [
          "Tableurs et outils de tableau de bord gratuits",
          "Exports et intégrations depuis les plateformes de réservation, de paiement et d’analyse d’audience",
          "Une routine hebdomadaire de collecte des données",
          "Graphiques simples : tendances, comparaisons et progression vers l’objectif",
          "Un dictionnaire de données pour garder des définitions cohérentes",
        ],
        practicalExercise:
          "Construisez un tableau de bord de 3–5 indicateurs issus de vos fiches KPI. Reliez ou saisissez au moins quatre semaines d’historique, choisissez un graphique clair par indicateur et mettez en place une routine qui tient le tableau de bord à jour en moins de 30 minutes par semaine.",
        deliverables: [
          "Un tableau de bord opérationnel de 3–5 indicateurs",
          "Une routine hebdomadaire de collecte des données, documentée",
          "Un dictionnaire de données simple pour vos indicateurs",
        ],
      },
      {
        segment: "step-4",
        label: "Étape 4",
        title: "Tirer des enseignements et planifier l’action",
        objective:
          "Lire votre tableau de bord d’un œil critique, en tirer des conclusions solides et les traduire en actions concrètes et datées.",
        keyTopics: [
          "Repérer tendances, anomalies et régularités",
          "Distinguer corrélation et causalité",
          "Croiser les chiffres avec les retours clients et le contexte",
          "Utiliser des assistants d’IA pour synthétiser et interroger vos données",
          "Transformer les enseignements en expériences et en actions ciblées",
        ],
        toolsAndTechniques: [
          "Une analyse structurée : que s’est-il passé, pourquoi, et qu’en conclure",
          "Des hypothèses formulées pour mettre vos suppositions à l’épreuve",
          "Des synthèses assistées par l’IA, vérifiées par rapport aux chiffres sources",
          "Des plans d’action avec responsables, échéances et critères de réussite",
        ],
        practicalExercise:
          "Consacrez 60 minutes à l’analyse de votre tableau de bord. Rédigez trois enseignements, chacun étayé par des données et du contexte, et transformez le plus important en plan d’action comportant une hypothèse, les étapes à suivre, une échéance et l’indicateur qui montrera si cela a fonctionné.",
        deliverables: [
          "Trois enseignements rédigés et étayés",
          "Un plan d’action avec une hypothèse claire et un critère de réussite",
        ],
      },
      {
        segment: "step-5",
        label: "Étape 5",
        title: "Cycle d’amélioration continue",
        objective:
          "Installer un rythme léger et régulier de mesure, d’apprentissage et d’ajustement qui préserve la résilience de votre entreprise dans la durée.",
        keyTopics: [
          "Planifier, faire, vérifier, agir : la roue de Deming pour les petites entreprises",
          "Des bilans hebdomadaires, mensuels et trimestriels",
          "Retirer, ajouter et affiner des indicateurs à mesure que l’entreprise évolue",
          "Signaux d’alerte précoces et plans de secours",
          "Cultiver l’apprentissage, même en solo",
        ],
        toolsAndTechniques: [
          "Calendrier des bilans et modèles de réunion",
          "Journal d’expériences pour consigner tests et résultats",
          "Contrôle de pertinence et d’exactitude des indicateurs",
          "Scénarios simples : le plus favorable, le plus probable et le plus difficile",
        ],
        practicalExercise:
          "Concevez votre cycle d’amélioration : fixez les dates et l’ordre du jour de vos bilans hebdomadaires, mensuels et trimestriels, consignez le résultat de l’action de l’étape 4 dans un journal d’expériences et décidez de ce que vous poursuivez, modifiez ou arrêtez.",
        deliverables: [
          "Un rythme de bilans documenté, avec ses modèles",
          "Un journal d’expériences contenant votre premier cycle complet",
          "Un jeu d’indicateurs mis à jour pour le trimestre suivant",
        ],
      },
    ],
  },
  {
    id: "aligned-impact",
    basePath: "/frameworks/aligned-impact",
    name: "Méthode d’entreprise à impact aligné",
    tagline:
      "Bâtissez une entreprise qui vous ressemble, qui préserve votre énergie et qui grandit à un rythme que vous pouvez tenir.",
    description: [
      "La Méthode d’entreprise à impact aligné relie les valeurs, les forces et le bien-être personnels à la façon dont une entreprise est conçue et dirigée. Elle s’adresse aux entrepreneurs qui veulent réussir sans s’épuiser, avec une marque qui soit le prolongement sincère de qui ils sont.",
      "Au fil de cinq piliers, vous clarifiez ce que vous défendez, construisez vos offres autour de vos forces naturelles, adoptez de saines habitudes de fonctionnement, communiquez avec authenticité et planifiez une croissance qui respecte vos limites. Chaque pilier associe réflexion et décisions concrètes pour l’entreprise, afin que la prise de conscience se traduise en changement.",
    ],
    format: "Programme en plusieurs séances, sur 4–6 semaines",
    pages: [
      {
        segment: "pillar-1",
        label: "Pilier 1",
        title: "Valeurs profondes et raison d’être",
        objective:
          "Identifier les valeurs et la raison d’être qui vous animent, et en faire le point de référence de vos décisions d’entreprise.",
        keyTopics: [
          "Valeurs personnelles et valeurs de l’entreprise",
          "Faire émerger ses valeurs à partir des moments forts et des frustrations",
          "Raison d’être, vision et mission : ce qui les distingue",
          "Se servir de ses valeurs comme filtres de décision",
          "Incarner visiblement ses valeurs auprès des clients et des partenaires",
        ],
        toolsAndTechniques: [
          "Questions de réflexion guidée et écriture de journal",
          "Tri de cartes de valeurs, d’une longue liste à une sélection resserrée",
          "Rédaction d’un énoncé de raison d’être",
          "Liste de contrôle des décisions fondée sur les valeurs",
        ],
        practicalExercise:
          "Revenez sur des moments de profond épanouissement et de forte frustration dans votre travail, puis triez une longue liste de valeurs pour en retenir 5–7 valeurs profondes. Définissez ce que chacune signifie concrètement pour votre entreprise et rédigez un premier jet de votre énoncé de raison d’être.",
        deliverables: [
          "Un ensemble défini de 5–7 valeurs profondes, avec leur traduction concrète",
          "Un premier jet d’énoncé de raison d’être pour votre entreprise",
          "Une liste de contrôle fondée sur vos valeurs pour les décisions du quotidien",
        ],
      },
      {
        segment: "pillar-2",
        label: "Pilier 2",
        title: "Une entreprise conçue autour de vos forces",
        objective:
          "Façonner votre rôle, vos offres et votre fonctionnement autour de vos forces naturelles, pour créer plus de valeur avec moins d’effort.",
        keyTopics: [
          "Distinguer forces, compétences acquises et sources de fatigue",
          "Concevoir des offres qui mettent en valeur ce que vous faites le mieux",
          "Déléguer, automatiser ou abandonner les tâches qui épuisent",
          "S’associer pour combler les manques",
          "Mettre vos forces en avant auprès de vos clients idéaux",
        ],
        toolsAndTechniques: [
          "Exercices de découverte des forces et retours de personnes de confiance",
          "Bilan énergétique d’une semaine de travail type",
          "Canevas de conception d’offre",
          "Matrice déléguer, automatiser ou supprimer",
        ],
        practicalExercise:
          "Réalisez le bilan énergétique d’une semaine type et recueillez les retours de trois personnes qui connaissent votre travail. Identifiez vos principales forces, puis repensez une offre ou une partie de votre rôle pour qu’elle y fasse davantage appel.",
        deliverables: [
          "Un profil de vos forces, étayé par des exemples",
          "Une offre ou une description de rôle repensée à partir de vos forces",
          "Une liste de tâches à déléguer, automatiser ou supprimer",
        ],
      },
      {
        segment: "pillar-3",
        label: "Pilier 3",
        title: "Un fonctionnement qui intègre le bien-être",
        objective:
          "Mettre en place des routines et des systèmes de travail qui protègent votre bien-être physique, mental et émotionnel tout en assurant la bonne marche de l’entreprise.",
        keyTopics: [
          "Les six dimensions du bien-être et leur lien avec la performance",
          "Reconnaître les premiers signes de surcharge et d’épuisement",
          "Concevoir une semaine de travail tenable et poser ses limites",
          "Gérer son énergie plutôt que son temps",
          "S’appuyer sur les outils et l’automatisation pour alléger la charge mentale",
        ],
        toolsAndTechniques: [
          "Auto-évaluation du bien-être selon six dimensions",
          "Conception d’une semaine idéale avec des plages de concentration et de récupération",
          "Formulations types pour poser ses limites avec clients et collaborateurs",
          "Courtes pratiques de pleine conscience et de recentrage",
          "Un point hebdomadaire sur votre bien-être",
        ],
        practicalExercise:
          "Évaluez votre bien-être selon six dimensions, repérez un ou deux domaines qui demandent de l’attention, puis concevez une semaine de travail idéale avec des temps protégés de concentration et de récupération. Testez-la pendant deux semaines et notez ce qui a aidé et ce qui doit être ajusté.",
        deliverables: [
          "Un état des lieux de votre bien-être selon six dimensions",
          "Un modèle de semaine idéale aux limites claires",
          "Un court plan de bien-être personnel pour le mois à venir",
        ],
      },
      {
        segment: "pillar-4",
        label: "Pilier 4",
        title: "Lien et communication authentiques",
        objective:
          "Exprimer votre valeur d’une manière qui vous semble naturelle et qui tisse des relations de confiance avec vos clients et votre communauté.",
        keyTopics: [
          "Connaître vos clients idéaux et ce dont ils ont réellement besoin",
          "Une voix et un récit de marque ancrés dans vos valeurs",
          "Un marketing fondé sur la relation et la recommandation",
          "Des échanges commerciaux bienveillants",
          "Recueillir et partager les témoignages de clients avec leur accord",
        ],
        toolsAndTechniques: [
          "Profil du client idéal et carte d’empathie",
          "Trame du récit de marque : origines, raison d’être et transformation",
          "Maison des messages pour des messages clés cohérents",
          "Guide du premier rendez-vous de découverte",
        ],
        practicalExercise:
          "Réalisez une carte d’empathie de votre client idéal et écrivez votre récit de marque en trois courtes parties : d’où vous venez, pourquoi vous faites ce métier et quel changement vous aidez vos clients à accomplir. Servez-vous-en pour réécrire une page ou un profil clé, et soumettez-le à deux clients pour avoir leur avis.",
        deliverables: [
          "Un profil du client idéal et une carte d’empathie",
          "Un récit de marque rédigé et un message central",
          "Une page ou un profil réécrit qui reflète votre voix authentique",
        ],
      },
      {
        segment: "pillar-5",
        label: "Pilier 5",
        title: "Croissance consciente et changement d’échelle",
        objective:
          "Planifier une croissance qui étend votre impact tout en restant alignée sur vos valeurs, vos forces et vos capacités.",
        keyTopics: [
          "Définir ce que « croissance » et « assez » veulent dire pour vous",
          "Offres capables de changer d’échelle, tarifs et planification de la capacité",
          "Systèmes, automatisation et soutien pour grandir sereinement",
          "Mesurer l’impact autant que le chiffre d’affaires",
          "Vérifier l’alignement à mesure que l’entreprise évolue",
        ],
        toolsAndTechniques: [
          "Vision de croissance et définition personnelle de la réussite",
          "Modèle de capacité et de tarification",
          "Options de croissance évaluées au regard de vos valeurs et de votre énergie",
          "Bilan trimestriel d’alignement",
          "Une feuille de route de croissance sur 90 jours",
        ],
        practicalExercise:
          "Rédigez votre propre définition de la réussite pour l’année à venir, objectifs personnels et financiers compris. Évaluez trois pistes de croissance au regard de vos valeurs, de vos forces et de vos capacités, choisissez-en une et traduisez-la en feuille de route sur 90 jours, avec des jalons et des points d’étape.",
        deliverables: [
          "Une définition personnelle de la réussite pour l’année à venir",
          "Une feuille de route de croissance sur 90 jours, avec ses jalons",
          "Un modèle de bilan trimestriel d’alignement",
        ],
      },
    ],
  },
];
