import type { Service } from "../types";

/**
 * French text of the eight service pages, in the same order and with the same slugs as `../services.ts`.
 * The AI tools page uses `offer` instead of `whyItMatters`, `approach` and `subServices`.
 */
export const services: Service[] = [
  {
    slug: "ai-tools-mastery",
    title: "Maîtrise des outils d’IA pour les entrepreneurs",
    summary:
      "Une formation concrète pour choisir, utiliser et combiner les outils d’IA : gagner du temps, mieux écrire, mieux créer et décider plus sereinement.",
    short: "Les quelques outils d’IA qui valent votre temps, bien utilisés.",
    introduction: [
      "L’IA s’invite aujourd’hui dans presque tous les aspects de la vie d’une entreprise : rédaction, recherche, graphisme, relation client, organisation. La difficulté n’est plus d’y avoir accès, mais de faire le tri : savoir quels outils méritent votre temps et comment en tirer un travail que vous signerez sans hésiter.",
      "Notre formation vous propose un parcours concret et réaliste à travers l’univers de l’IA. Nous partons de vos tâches réelles et de vos propres contenus : chaque séance se termine sur une méthode que vous pourrez appliquer dès le lendemain matin, pas sur une liste de fonctionnalités à retenir.",
    ],
    offer: [
      {
        title: "Bilan de maturité IA",
        text: "Un examen de votre charge de travail et de vos outils actuels pour repérer les 3–5 tâches où l’IA fera d’abord la plus grande différence.",
      },
      {
        title: "Choix et configuration des outils",
        text: "Des repères pour choisir entre modèles de langage, assistants de recherche et outils créatifs, et une aide pour les paramétrer selon votre activité.",
      },
      {
        title: "Rédaction de prompts et routines de travail",
        text: "Des techniques pour formuler des consignes claires, bâtir des modèles de prompts réutilisables et enchaîner les outils en routines fiables.",
      },
      {
        title: "Création de contenus et de visuels",
        text: "Des séances pratiques pour rédiger, générer des images et préparer des présentations avec l’IA, sans perdre votre ton ni votre style.",
      },
      {
        title: "Un usage responsable et éthique",
        text: "Des règles claires sur la confidentialité, la vérification des faits, le droit d’auteur et la transparence, pour utiliser l’IA en toute confiance et avec intégrité.",
      },
      {
        title: "Un accompagnement dans la durée",
        text: "Des séances de suivi pour affiner vos méthodes, résoudre les difficultés et suivre l’arrivée des nouveaux outils.",
      },
    ],
    keyBenefits: [
      {
        title: "Du temps retrouvé chaque semaine",
        text: "Rédaction courante, recherches et tâches administratives ne prennent plus qu’une fraction du temps : il en reste davantage pour vos clients et votre stratégie.",
      },
      {
        title: "De l’assurance plutôt que du vertige",
        text: "Vous savez quels outils comptent pour votre activité, et lesquels vous pouvez ignorer sans regret.",
      },
      {
        title: "Des contenus réguliers et de meilleure qualité",
        text: "Des modèles réutilisables et de bonnes habitudes de relecture garantissent des contenus exacts et fidèles à votre marque.",
      },
      {
        title: "Des décisions mieux éclairées",
        text: "La recherche et les synthèses assistées par l’IA vous aident à peser vos options plus vite, avec plus de recul.",
      },
      {
        title: "Des compétences qui durent",
        text: "Vous apprenez des principes qui se transposent d’un outil à l’autre : votre investissement reste rentable à mesure que la technologie évolue.",
      },
    ],
    bestPractices: [
      {
        title: "Partir d’une tâche réelle",
        text: "Choisissez une tâche récurrente et améliorez-la de bout en bout avant d’ajouter d’autres outils.",
      },
      {
        title: "Garder l’humain dans la boucle",
        text: "Relisez, vérifiez et retouchez chaque résultat avant qu’il n’arrive chez un client ou sous les yeux du public.",
      },
      {
        title: "Protéger les informations sensibles",
        text: "Ne collez jamais de données confidentielles de vos clients dans un outil sans savoir comment elles sont conservées et utilisées.",
      },
      {
        title: "Garder une trace de ce qui marche",
        text: "Rassemblez les prompts et méthodes efficaces dans une bibliothèque partagée pour obtenir des résultats reproductibles.",
      },
      {
        title: "Faire le point régulièrement",
        text: "Réexaminez vos outils à quelques mois d’intervalle et abandonnez ceux qui ne justifient plus leur place.",
      },
    ],
  },
  {
    slug: "visual-identity",
    title: "Conseil en identité visuelle et en image",
    summary:
      "Un accompagnement pour accorder logo, couleurs, typographie et image personnelle : que votre entreprise paraisse aussi crédible et singulière qu’elle l’est.",
    short: "Un logo, une palette et une image personnelle qui s’accordent.",
    subServicesTitle: "Nos domaines d’intervention",
    introduction: [
      "On se fait une idée de votre entreprise en quelques secondes, bien avant d’avoir lu une seule de vos phrases. Votre identité visuelle et votre image personnelle portent ce premier message : elles doivent dire la même chose que vos valeurs et votre travail.",
      "Nous aidons les entrepreneurs à définir et affiner les éléments visuels qui les représentent : logo, palette de couleurs, typographie, images, et la façon dont ils se présentent face à l’objectif comme en personne. Le résultat : une identité cohérente, authentique et simple à appliquer au quotidien.",
    ],
    whyItMatters: [
      "Une image incohérente ou datée entame la confiance sans bruit. Un client potentiel peut supposer qu’une entreprise qui semble improvisée travaille aussi de cette manière, même quand c’est tout le contraire.",
      "Une identité visuelle claire produit l’effet inverse. Elle vous rend reconnaissable sur tous vos canaux, témoigne de votre professionnalisme, attire les clients avec qui vous souhaitez travailler et accélère chaque décision de communication, puisque les règles sont déjà posées.",
    ],
    approach: [
      {
        title: "Découverte",
        text: "Nous explorons vos valeurs, votre public, vos concurrents et vos objectifs, et nous examinons la façon dont votre entreprise se présente aujourd’hui.",
      },
      {
        title: "Direction visuelle",
        text: "Nous élaborons des planches d’inspiration et des pistes graphiques qui traduisent votre personnalité et votre positionnement en un langage visuel.",
      },
      {
        title: "Affinage de l’identité",
        text: "Ensemble, nous choisissons et ajustons couleurs, typographies, style d’images et présentation personnelle jusqu’à ce que tout sonne juste.",
      },
      {
        title: "Charte et mise en œuvre",
        text: "Vous recevez une charte graphique concise et un soutien concret pour l’appliquer à votre site, à vos réseaux sociaux et à vos documents.",
      },
    ],
    keyBenefits: [
      {
        title: "Une première impression plus forte",
        text: "Une image soignée et cohérente inspire confiance avant même le premier échange.",
      },
      {
        title: "Une reconnaissance immédiate",
        text: "Une identité singulière rend votre entreprise mémorable sur un marché encombré.",
      },
      {
        title: "Une image fidèle à vos valeurs",
        text: "Votre image reflète qui vous êtes : vos clients savent à quoi s’attendre.",
      },
      {
        title: "Des contenus créés plus vite",
        text: "Une charte claire évite les hésitations à chaque nouvelle publication, présentation ou brochure.",
      },
    ],
    bestPractices: [
      {
        title: "Restreindre sa palette",
        text: "Deux ou trois couleurs principales et une ou deux polices suffisent généralement à une identité forte.",
      },
      {
        title: "Penser à tous les formats",
        text: "Vérifiez que votre logo et vos images fonctionnent aussi bien sur un écran de téléphone que sur une banderole.",
      },
      {
        title: "Rester cohérent partout",
        text: "Appliquez les mêmes règles visuelles à votre site, vos profils sociaux, vos propositions commerciales et vos factures.",
      },
      {
        title: "Privilégier des images authentiques",
        text: "Préférez de vraies photos de vous, de votre équipe et de votre travail aux images de banque génériques.",
      },
      {
        title: "Faire évoluer l’identité avec vous",
        text: "Revoyez votre identité quand votre offre ou votre public change sensiblement.",
      },
    ],
    subServices: [
      {
        title: "Audit d’identité de marque",
        text: "Un regard objectif sur votre présence visuelle actuelle, avec des recommandations classées par priorité.",
      },
      {
        title: "Création ou refonte du logo",
        text: "Des conseils pour créer ou moderniser un logo simple, polyvalent et porteur de sens.",
      },
      {
        title: "Systèmes de couleurs et de typographie",
        text: "Une palette et une hiérarchie typographique qui expriment votre marque et restent lisibles partout.",
      },
      {
        title: "Conseil en image personnelle",
        text: "Des conseils de tenue, de posture et de présentation pour la photo, la vidéo et la prise de parole en public.",
      },
      {
        title: "Charte graphique",
        text: "Un document concis et pratique qui préserve la cohérence de votre identité à mesure que vous grandissez.",
      },
    ],
  },
  {
    slug: "web-development",
    title: "Développement web et formation à la présence en ligne",
    summary:
      "Formation et accompagnement pour créer, gérer et faire grandir un site professionnel et une présence en ligne qui transforment les visiteurs en clients.",
    short: "Un site que vous gérez vous-même, conçu pour attirer des clients.",
    subServicesTitle: "Ce que nous pouvons construire ensemble",
    introduction: [
      "Votre site est souvent le premier lieu où un client potentiel rencontre votre entreprise, et celui où il revient avant de décider de travailler avec vous. Il doit être clair, rapide, digne de confiance et facile à tenir à jour.",
      "Nous associons formation pratique et accompagnement concret en développement web. Que vous souhaitiez créer votre propre site, travailler sereinement avec un développeur ou améliorer l’existant, nous vous aidons à bâtir une présence en ligne à l’image de votre marque et au service de vos objectifs.",
    ],
    whyItMatters: [
      "Les clients cherchent, comparent et se décident en ligne. Un site lent, confus ou vieillissant les envoie ailleurs, souvent sans que vous sachiez même qu’ils sont passés.",
      "Une présence en ligne bien pensée travaille pour vous jour et nuit. Elle explique ce que vous proposez, répond aux questions fréquentes, renforce votre crédibilité et permet aux bonnes personnes de vous contacter facilement.",
    ],
    approach: [
      {
        title: "État des lieux",
        text: "Nous examinons votre site et vos canaux en ligne actuels, votre public et ce que vous attendez de vos visiteurs.",
      },
      {
        title: "Planification",
        text: "Nous dessinons l’arborescence, les pages clés, les messages et les appels à l’action, et choisissons la plateforme adaptée à vos besoins.",
      },
      {
        title: "Réalisation et formation",
        text: "Nous construisons ou améliorons votre site ensemble, en vous apprenant à modifier les contenus et à ajouter des pages vous-même.",
      },
      {
        title: "Mise en ligne et optimisation",
        text: "Nous vérifions les performances, l’accessibilité et la visibilité dans les moteurs de recherche, puis mettons en place quelques mesures simples pour suivre les résultats.",
      },
    ],
    keyBenefits: [
      {
        title: "Autonomie",
        text: "Vous mettez à jour votre site vous-même, sans attendre une aide extérieure.",
      },
      {
        title: "Un site qui convertit",
        text: "Une structure claire et des appels à l’action bien placés transforment davantage de visiteurs en demandes de contact.",
      },
      {
        title: "Une meilleure visibilité dans les recherches",
        text: "Des fondations saines aident de nouveaux clients à vous trouver via les moteurs de recherche.",
      },
      {
        title: "Une présence en ligne cohérente",
        text: "Votre site, vos profils et vos contenus racontent une seule et même histoire.",
      },
      {
        title: "Des dépenses mieux ciblées",
        text: "Vous savez de quoi vous avez besoin et n’investissez que dans les fonctionnalités utiles.",
      },
    ],
    bestPractices: [
      {
        title: "Penser d’abord aux visiteurs",
        text: "Organisez vos pages autour des questions de vos clients plutôt que selon votre organisation interne.",
      },
      {
        title: "Concevoir pour le mobile",
        text: "La plupart des visiteurs arrivent depuis un téléphone : chaque page doit se lire et fonctionner parfaitement sur un petit écran.",
      },
      {
        title: "Rester rapide",
        text: "Optimisez les images et évitez les scripts superflus pour que les pages se chargent vite.",
      },
      {
        title: "Rendre le site accessible",
        text: "Soignez les contrastes, rédigez des liens explicites et des textes alternatifs pour les images, afin que chacun puisse utiliser votre site.",
      },
      {
        title: "Tenir les contenus à jour",
        text: "Prévoyez des relectures régulières pour que vos offres, vos tarifs et vos coordonnées soient toujours exacts.",
      },
    ],
    subServices: [
      {
        title: "Conception et arborescence du site",
        text: "Plan du site, trame des pages et messages qui guident les visiteurs vers l’action.",
      },
      {
        title: "Création et refonte de site",
        text: "Un accompagnement concret au développement d’un nouveau site ou à la modernisation d’un site existant.",
      },
      {
        title: "Formation à la gestion de contenu",
        text: "Des séances pratiques pour modifier vos pages, publier des articles et gérer vos médias en toute confiance.",
      },
      {
        title: "Bases du référencement naturel",
        text: "Les techniques essentielles qui aident les moteurs de recherche à comprendre et à bien classer vos contenus.",
      },
      {
        title: "Harmonisation des profils sociaux",
        text: "Des conseils pour garder vos profils de réseaux sociaux cohérents avec votre site et votre marque.",
      },
      {
        title: "Audit de performance et d’accessibilité",
        text: "Un contrôle technique de la vitesse, de l’usage sur mobile et de l’accessibilité, avec des prochaines étapes claires.",
      },
    ],
  },
  {
    slug: "business-intelligence",
    title: "Informatique décisionnelle et analyse de données",
    summary:
      "Transformez les données de votre activité en tableaux de bord clairs et en enseignements concrets, pour décider avec assurance et au bon moment.",
    short: "Vos chiffres existants, transformés en décisions sereines.",
    subServicesTitle: "Nos domaines d’intervention",
    introduction: [
      "Toute entreprise produit déjà des données précieuses : ventes, visites du site, avis clients, factures, relevés d’heures. La plupart dorment, parce qu’elles sont éparpillées, difficiles à lire ou sans lien avec les décisions qui comptent.",
      "Nous aidons les entrepreneurs et les petites équipes à tirer de ces données de vrais enseignements. En partant des questions auxquelles vous avez réellement besoin de répondre, nous choisissons les bons indicateurs, mettons en place des outils simples et abordables et installons l’habitude de s’appuyer sur des faits pour décider de la suite.",
    ],
    whyItMatters: [
      "Décider à l’instinct peut fonctionner un temps, mais devient risqué à mesure que l’entreprise grandit. Sans chiffres fiables, difficile de voir quelles offres sont rentables, quels canaux amènent des clients ou où le temps se perd.",
      "Des analyses accessibles vous offrent à la fois un système d’alerte précoce et une boussole. Vous repérez les tendances plus tôt, investissez avec plus d’assurance et pouvez montrer précisément à vos partenaires, à votre banque et à votre équipe comment se porte l’entreprise.",
    ],
    approach: [
      {
        title: "Les questions d’abord",
        text: "Nous clarifions les 3–5 questions qui comptent le plus pour votre entreprise avant de toucher à la moindre donnée.",
      },
      {
        title: "Indicateurs et sources de données",
        text: "Nous définissons les indicateurs clés de performance qui répondent à ces questions et repérons les données qui les alimentent.",
      },
      {
        title: "Tableaux de bord",
        text: "Nous construisons un tableau de bord simple, centré sur quelques indicateurs, avec des outils adaptés à votre budget et à vos compétences.",
      },
      {
        title: "Enseignements et ajustements",
        text: "Nous analysons les résultats ensemble, transformons les constats en actions et faisons évoluer le tableau de bord avec vos besoins.",
      },
    ],
    keyBenefits: [
      {
        title: "La situation en un coup d’œil",
        text: "Voyez la santé de votre entreprise en quelques minutes, au lieu de passer des heures sur des tableurs.",
      },
      {
        title: "Des décisions plus sûres",
        text: "Appuyez vos choix de tarifs, de communication et de recrutement sur des faits.",
      },
      {
        title: "Des signaux d’alerte précoces",
        text: "Repérez un ralentissement des ventes, une hausse des coûts ou un changement de comportement de vos clients avant qu’ils ne deviennent des problèmes.",
      },
      {
        title: "Des efforts bien dirigés",
        text: "Consacrez votre temps et votre budget aux activités dont les résultats sont démontrés.",
      },
    ],
    bestPractices: [
      {
        title: "Mesurer ce qui mène à une action",
        text: "Ne suivez que des indicateurs liés à une décision ; tout le reste n’est que du bruit.",
      },
      {
        title: "Des tableaux de bord sobres",
        text: "Une sélection de 3–5 indicateurs bien choisis est plus utile qu’un écran surchargé.",
      },
      {
        title: "Veiller à la qualité des données",
        text: "Accordez-vous sur les définitions et sur une saisie homogène pour pouvoir vous fier à vos chiffres.",
      },
      {
        title: "Faire le point à heure fixe",
        text: "Réservez un créneau hebdomadaire ou mensuel pour consulter votre tableau de bord et décider des actions.",
      },
      {
        title: "Respecter la vie privée",
        text: "Ne collectez que les données clients nécessaires et conservez-les en sécurité, conformément au RGPD.",
      },
    ],
    subServices: [
      {
        title: "Diagnostic de vos données",
        text: "Un état des lieux des données dont vous disposez déjà, de l’endroit où elles se trouvent et de leur fiabilité.",
      },
      {
        title: "Atelier de définition des KPI",
        text: "Une séance guidée pour choisir des indicateurs parlants en finance, communication, ventes et fonctionnement.",
      },
      {
        title: "Conception et mise en place du tableau de bord",
        text: "Un tableau de bord clair, facile à mettre à jour, construit avec des outils accessibles.",
      },
      {
        title: "Analyse assistée par l’IA",
        text: "Une formation à l’usage des outils d’IA pour synthétiser des données, repérer des tendances et rédiger des rapports.",
      },
      {
        title: "Routines de reporting",
        text: "Des modèles et des habitudes pour des revues de performance régulières avec votre équipe ou vos conseillers.",
      },
    ],
  },
  {
    slug: "business-development",
    title: "Formation au développement commercial",
    summary:
      "Une formation pratique en stratégie, positionnement, vente et partenariats pour faire grandir votre entreprise de façon régulière et durable.",
    short: "Stratégie, positionnement et vente, travaillés sur votre activité.",
    subServicesTitle: "Thèmes de formation",
    introduction: [
      "La croissance naît rarement d’une seule grande idée. Elle vient d’une offre claire, d’un public bien défini, de moyens fiables d’attirer de nouveaux clients et de relations qui se renforcent avec le temps.",
      "Notre formation au développement commercial donne aux entrepreneurs les méthodes et les compétences pour poser ces fondations. Nous privilégions des outils concrets, applicables tout de suite, adaptés à la taille et au stade de votre entreprise comme à votre façon de travailler.",
    ],
    whyItMatters: [
      "Bien des entrepreneurs compétents peinent non pas parce que leur travail manque de qualité, mais parce que leur offre est floue, que les prospects arrivent par à-coups ou qu’ils se sentent mal à l’aise pour vendre. Il en résulte une alternance de périodes fastes et de creux qui use l’énergie et la confiance.",
      "Une démarche structurée de développement commercial remplace cette incertitude par un plan. Vous savez à qui vous vous adressez, ce que vous proposez, comment les clients vous trouvent et ce qu’il faut faire chaque semaine pour que les opportunités continuent d’arriver.",
    ],
    approach: [
      {
        title: "Diagnostic",
        text: "Nous passons en revue votre offre, vos clients, vos sources de revenus et votre processus de vente pour repérer les meilleures opportunités.",
      },
      {
        title: "Positionnement et construction de l’offre",
        text: "Nous affinons votre proposition de valeur et structurons vos services en formules faciles à comprendre et à acheter.",
      },
      {
        title: "Plan de croissance",
        text: "Nous bâtissons un plan réaliste : canaux de communication, prospection, partenariats et suivi simple de vos prospects.",
      },
      {
        title: "Mise en pratique et bilan",
        text: "Nous répétons les entretiens de vente, suivons les progrès et ajustons le plan en fonction des résultats.",
      },
    ],
    keyBenefits: [
      {
        title: "Une offre claire et convaincante",
        text: "Vos clients potentiels comprennent vite ce que vous faites et en quoi cela les concerne.",
      },
      {
        title: "Des prospects plus réguliers",
        text: "Une activité commerciale régulière et planifiée lisse les pics et les creux de votre charge de travail.",
      },
      {
        title: "De l’aisance dans les échanges commerciaux",
        text: "Une approche de la vente fondée sur le service, naturelle plutôt qu’insistante.",
      },
      {
        title: "Des partenariats plus solides",
        text: "Une méthode structurée pour trouver et entretenir des collaborations qui élargissent votre audience.",
      },
      {
        title: "Une croissance durable",
        text: "Une croissance à la mesure de vos capacités, de vos valeurs et de vos objectifs personnels.",
      },
    ],
    bestPractices: [
      {
        title: "Connaître son client idéal",
        text: "Décrivez concrètement les clients que vous servez le mieux et concentrez vos efforts sur eux.",
      },
      {
        title: "Commencer par apporter de la valeur",
        text: "Partagez généreusement des conseils utiles : la confiance est le socle de toute vente.",
      },
      {
        title: "Relancer avec constance",
        text: "La plupart des opportunités se concrétisent grâce à une relance attentionnée et bien placée dans le temps.",
      },
      {
        title: "Suivre ses prospects",
        text: "Tenez un registre simple de vos contacts et des prochaines étapes pour que rien ne passe entre les mailles du filet.",
      },
    ],
    subServices: [
      {
        title: "Stratégie et modèle économique",
        text: "Un examen structuré de la façon dont votre entreprise crée, délivre et capte de la valeur.",
      },
      {
        title: "Proposition de valeur et construction de l’offre",
        text: "Des formules et des tarifs clairs, à la hauteur de la valeur que vous apportez.",
      },
      {
        title: "Formation aux entretiens de vente",
        text: "Méthodes et mises en situation pour les premiers rendez-vous, les propositions et la conclusion de la vente.",
      },
      {
        title: "Plan d’acquisition de clients",
        text: "Un plan de canaux et un calendrier pour attirer et convertir de nouveaux clients.",
      },
      {
        title: "Développement de partenariats",
        text: "Repérer, approcher et structurer des collaborations avec des entreprises complémentaires.",
      },
    ],
  },
  {
    slug: "artistic-expertise",
    title: "Expertise artistique et direction de création",
    summary:
      "Une direction de création qui apporte vision artistique et récit cohérent à vos campagnes, à vos contenus et à vos projets de marque.",
    short: "Direction de création : campagnes, shootings et récits de marque.",
    subServicesTitle: "Ce que nous dirigeons",
    introduction: [
      "Les marques fortes reposent sur des idées, pas seulement sur des supports. La direction de création est l’art de façonner ces idées en une expérience visuelle et narrative cohérente, dans tout ce que produit votre entreprise.",
      "Forts de notre parcours en photographie et en arts visuels, nous accompagnons vos projets créatifs de l’idée à la livraison finale. Nous vous aidons à définir le récit, à choisir le langage visuel et à coordonner les personnes et les outils, y compris l’IA, nécessaires pour lui donner vie.",
    ],
    whyItMatters: [
      "Sans vision directrice, le travail créatif a tendance à dériver. Chaque publication, chaque shooting, chaque campagne prend une allure un peu différente, et le message d’ensemble se dilue, aussi réussies que soient les pièces prises une à une.",
      "La direction de création garde chaque projet ancré dans votre marque et votre raison d’être. Elle fait gagner du temps et du budget en prenant les bonnes décisions dès le départ, et donne des réalisations pensées, mémorables et qui vous ressemblent sans équivoque.",
    ],
    approach: [
      {
        title: "Brief créatif",
        text: "Nous clarifions objectifs, public, message et contraintes pour que chacun parte de la même compréhension.",
      },
      {
        title: "Élaboration du concept",
        text: "Nous explorons des idées à l’aide de planches d’inspiration, de références et de croquis, puis retenons la piste la plus forte.",
      },
      {
        title: "Accompagnement de la production",
        text: "Nous dirigeons ou soutenons les prises de vue, le travail graphique et la création assistée par l’IA pour que la réalisation reste fidèle au concept.",
      },
      {
        title: "Relecture et ajustements",
        text: "Nous confrontons les résultats au brief et les affinons jusqu’à ce que le travail soit prêt à être publié.",
      },
    ],
    keyBenefits: [
      {
        title: "Une voix créative cohérente",
        text: "Tous vos contenus partagent un style et un récit reconnaissables.",
      },
      {
        title: "Des créations qui se démarquent",
        text: "Des concepts singuliers vous distinguent des contenus génériques.",
      },
      {
        title: "Une production efficace",
        text: "Une direction claire limite les allers-retours, les retards et le budget gaspillé.",
      },
      {
        title: "Un partenaire créatif expérimenté",
        text: "Un regard artistique exercé sur la composition, la lumière, la couleur et la narration.",
      },
    ],
    bestPractices: [
      {
        title: "Commencer par un brief écrit",
        text: "Un brief d’une page évite les malentendus et garde le projet sur les rails.",
      },
      {
        title: "Choisir ses références avec intention",
        text: "Rassemblez des images et des exemples qui traduisent l’ambiance et le style recherchés, puis expliquez ce qui vous plaît dans chacun.",
      },
      {
        title: "Faire des contraintes un moteur",
        text: "Les limites de budget, de temps ou de format mènent souvent aux solutions les plus originales.",
      },
      {
        title: "Voir l’IA comme une collaboratrice",
        text: "Utilisez l’IA pour explorer rapidement des variantes, en gardant les décisions créatives finales entre des mains humaines.",
      },
      {
        title: "Archiver et réutiliser",
        text: "Classez vos créations finalisées pour pouvoir les décliner sur d’autres canaux.",
      },
    ],
    subServices: [
      {
        title: "Direction de création de campagnes",
        text: "Une direction de bout en bout pour vos lancements, vos campagnes saisonnières et vos récits de marque.",
      },
      {
        title: "Direction artistique photo et vidéo",
        text: "Concept, stylisme, choix du lieu et plan de prises de vue pour des productions de toute taille.",
      },
      {
        title: "Planches d’inspiration et concepts visuels",
        text: "Une sélection de références visuelles qui donne le ton de votre projet.",
      },
      {
        title: "Production créative assistée par l’IA",
        text: "Des conseils pour utiliser les outils génératifs de façon responsable, du prototype au visuel final.",
      },
      {
        title: "Récit de marque",
        text: "Des récits qui relient vos origines, votre raison d’être et la transformation que vivent vos clients.",
      },
    ],
  },
  {
    slug: "holistic-business-coaching",
    title: "Coaching d’entreprise holistique",
    summary:
      "Un coaching qui relie vos objectifs professionnels à vos valeurs, à vos forces et à votre bien-être, pour une croissance réussie et durable.",
    short: "Développer votre entreprise sans vous épuiser.",
    subServicesTitle: "Nos formules d’accompagnement",
    introduction: [
      "Votre entreprise et votre vie ne sont pas deux mondes séparés. L’énergie, la clarté et les valeurs que vous mettez dans votre travail influencent chacune de vos décisions, et les exigences de votre entreprise pèsent sur votre santé, vos relations et le sens que vous donnez à ce que vous faites.",
      "Le coaching d’entreprise holistique considère l’ensemble. Nous vous aidons à aligner votre entreprise sur vos valeurs profondes et vos forces naturelles, à inventer des façons de travailler qui préservent votre bien-être et à tracer un chemin de croissance qui vous ressemble autant qu’il est performant.",
    ],
    whyItMatters: [
      "Les entrepreneurs tirent souvent sur la corde, négligent leurs propres besoins et mesurent leur réussite au seul chiffre d’affaires. À la longue, cela mène à l’épuisement, à la perte de motivation et à des entreprises qui ne correspondent plus à ceux qui les ont créées.",
      "Quand votre entreprise reflète qui vous êtes, le travail devient plus ciblé et plus gratifiant. Les décisions sont plus simples, les limites plus nettes, et vous trouvez la résilience nécessaire pour traverser les inévitables difficultés de la croissance.",
    ],
    approach: [
      {
        title: "Valeurs et raison d’être",
        text: "Nous clarifions vos valeurs profondes, votre vision et votre raison d’être, socle de chaque décision d’entreprise.",
      },
      {
        title: "Bilan des forces et du bien-être",
        text: "Nous cartographions vos forces et évaluons votre bien-être physique, mental, émotionnel et social en parallèle de la santé de votre entreprise.",
      },
      {
        title: "Plan d’action aligné",
        text: "Nous concevons des objectifs, des routines et des pratiques qui s’appuient sur vos forces et respectent votre énergie.",
      },
      {
        title: "Coaching dans la durée",
        text: "Des séances régulières vous offrent un cadre d’engagement, du recul et des ajustements à mesure que votre entreprise et votre vie évoluent.",
      },
    ],
    keyBenefits: [
      {
        title: "Un cap clair",
        text: "Sachez ce que vous voulez que votre entreprise accomplisse, et pourquoi cela compte pour vous.",
      },
      {
        title: "Une énergie durable",
        text: "Des habitudes de travail qui réduisent le stress et aident à prévenir l’épuisement professionnel.",
      },
      {
        title: "Des décisions fidèles à vos valeurs",
        text: "Un filtre clair pour trier opportunités, clients et engagements.",
      },
      {
        title: "Un leadership authentique",
        text: "Dirigez votre entreprise et votre équipe en vous appuyant sur vos véritables forces.",
      },
      {
        title: "Une croissance équilibrée",
        text: "Des progrès qui respectent votre santé, vos relations et votre épanouissement personnel.",
      },
    ],
    bestPractices: [
      {
        title: "Planifier la récupération",
        text: "Inscrivez le repos et la récupération dans votre agenda avec la même priorité que le travail client.",
      },
      {
        title: "Revenir souvent à ses valeurs",
        text: "Confrontez chaque décision importante à vos valeurs profondes avant de vous engager.",
      },
      {
        title: "Travailler avec son énergie",
        text: "Placez les tâches exigeantes aux moments de la journée où vous êtes le plus concentré.",
      },
      {
        title: "Poser des limites claires",
        text: "Définissez vos horaires de travail et vos modalités de communication avec vos clients et collaborateurs.",
      },
      {
        title: "Prendre du recul souvent",
        text: "Un court bilan hebdomadaire vous permet de voir ce qui fonctionne et ce qui demande votre attention.",
      },
    ],
    subServices: [
      {
        title: "Atelier valeurs et vision",
        text: "Une démarche guidée pour formuler vos valeurs profondes, votre raison d’être et votre vision à long terme.",
      },
      {
        title: "Une entreprise construite sur vos forces",
        text: "Façonner votre rôle et votre offre autour de ce que vous faites le mieux.",
      },
      {
        title: "Bilan de bien-être",
        text: "Un examen structuré des dimensions du bien-être qui influencent votre travail et votre énergie.",
      },
      {
        title: "Coaching individuel",
        text: "Des séances individuelles régulières centrées sur vos objectifs et vos difficultés.",
      },
      {
        title: "Le Blueprint Holistic Omega",
        text: "Notre programme guidé en quatre phases, qui associe réflexion, résonance de marque, intégration de l’IA et plan de croissance.",
      },
    ],
  },
  {
    slug: "corporate-photography",
    title: "Photographie d’entreprise et portraits de dirigeants",
    summary:
      "Portraits professionnels, photos d’équipe et images d’entreprise qui montrent vos équipes et votre marque avec clarté, chaleur et assurance.",
    short: "Portraits, équipes et lieux de travail, éclairés et dirigés avec soin.",
    subServicesTitle: "Ce que nous photographions",
    introduction: [
      "Les photos sont souvent le premier vrai aperçu qu’ont vos clients des personnes derrière l’entreprise. Un portrait réussi ou une photo d’équipe bien composée dit la compétence, l’accessibilité et la personnalité mieux que les mots.",
      "Nous réalisons des photographies d’entreprise et des portraits pour les entrepreneurs, les dirigeants et les équipes. Chaque séance est préparée en fonction de votre marque et de l’usage prévu des images, avec des conseils de pose et d’expression donnés en toute détente et une retouche professionnelle soignée.",
    ],
    whyItMatters: [
      "Des photos datées, disparates ou prises sur le vif affaiblissent votre crédibilité sur votre site, vos profils sociaux, vos dossiers de presse et vos propositions commerciales. Vos clients le remarquent, même s’ils ne le disent pas.",
      "Des images professionnelles installent rapidement la confiance et donnent à votre marque un visage cohérent sur tous vos canaux. Elles font aussi gagner du temps : une séance bien préparée vous fournit une photothèque utilisable pendant des mois.",
    ],
    approach: [
      {
        title: "Premier échange",
        text: "Nous parlons de l’usage des images, du style de votre marque, de votre tenue et du lieu le plus adapté.",
      },
      {
        title: "Préparation de la séance",
        text: "Nous établissons une liste de prises de vue, choisissons éclairage et arrière-plans et fixons la séance au moment qui vous convient.",
      },
      {
        title: "Séance photo",
        text: "Une prise de vue détendue et guidée, au studio, dans vos locaux ou en extérieur, avec des indications tout du long.",
      },
      {
        title: "Sélection et retouche",
        text: "Vous choisissez vos photos préférées dans une galerie d’épreuves en ligne, puis nous vous livrons les images finales retouchées par un professionnel.",
      },
    ],
    keyBenefits: [
      {
        title: "Une image professionnelle assurée",
        text: "Des portraits qui vous montrent crédible, accessible et authentique.",
      },
      {
        title: "Une marque cohérente",
        text: "Une image homogène sur votre site, vos profils sociaux et vos supports de communication.",
      },
      {
        title: "Des images prêtes pour tous les canaux",
        text: "Des fichiers haute résolution et optimisés pour le web, pour l’impression comme pour l’usage en ligne.",
      },
      {
        title: "Une expérience agréable",
        text: "Des conseils clairs avant et pendant la séance, même si vous vous sentez mal à l’aise devant un objectif.",
      },
    ],
    bestPractices: [
      {
        title: "Penser à l’usage final",
        text: "Décidez où les images paraîtront, pour adapter le cadrage et l’orientation à chaque format.",
      },
      {
        title: "Choisir une tenue simple",
        text: "Des couleurs unies et des vêtements bien ajustés gardent l’attention sur votre visage.",
      },
      {
        title: "Harmoniser les photos d’équipe",
        text: "Utilisez le même fond, le même éclairage et le même cadrage pour chaque membre de l’équipe.",
      },
      {
        title: "Renouveler régulièrement",
        text: "Actualisez vos portraits tous les 2–3 ans, ou dès que votre apparence change nettement.",
      },
    ],
    subServices: [
      {
        title: "Portraits de dirigeants",
        text: "Portraits et photos de profil soignés pour dirigeants, fondateurs et professionnels.",
      },
      {
        title: "Séances d’image de marque personnelle",
        text: "Une série d’images variées qui vous montrent au travail, pour votre site et vos réseaux sociaux.",
      },
      {
        title: "Photos d’équipe et de collaborateurs",
        text: "Des portraits individuels homogènes et des photos de groupe pour toute votre équipe.",
      },
      {
        title: "Lieux de travail et coulisses",
        text: "Des photos authentiques de vos locaux, de vos méthodes et de votre culture d’entreprise.",
      },
      {
        title: "Photographie d’événements",
        text: "Couverture de conférences, de lancements, d’ateliers et d’événements d’entreprise.",
      },
    ],
  },
];

/** The ninth card of the services grid; it links to the external self development site (URL in site config). */
export const selfDevelopmentCard = {
  title: "Développement personnel",
  short: "Ressources pour l’état d’esprit et le bien-être, sur notre site dédié.",
  summary:
    "Ressources et programmes de développement personnel, d’état d’esprit et de bien-être, à retrouver sur notre site dédié au développement personnel.",
};
