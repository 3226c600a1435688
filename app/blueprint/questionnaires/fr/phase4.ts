import type { PhaseDefinition } from "../types";

export const phase4: PhaseDefinition = {
  number: 4,
  name: "Phase 4",
  title: "Intégration : le moteur intelligent (IA et BI)",
  buttonLabel: "Phase 4 : Intégration",
  summary:
    "Repérez où l’IA et l’informatique décisionnelle peuvent vous faire gagner du temps, affiner vos décisions et mieux servir vos clients, sans perdre la dimension humaine.",
  steps: [
    // ───────────────────────── Bienvenue ─────────────────────────
    {
      id: "welcome",
      kind: "info",
      title: "Bienvenue dans la phase 4 : l’intégration",
      section: "Bienvenue",
      body: [
        "Avec des fondations claires et une marque qui résonne, il est temps de construire le moteur qui fera tourner votre entreprise en douceur. La phase 4 explore comment l’intelligence artificielle (IA) et l’informatique décisionnelle (BI, pour business intelligence) peuvent vous décharger du travail répétitif et vous aider à prendre de meilleures décisions.",
        "Il ne s’agit pas de courir après chaque nouvel outil, mais de choisir quelques solutions bien placées et bien comprises, adaptées à vos valeurs, à votre budget et à votre façon de travailler, pour garder plus de temps et d’énergie pour le travail que vous seul pouvez faire.",
        "Au fil de trois modules, vous repérerez vos meilleures occasions d’utiliser l’IA, définirez les indicateurs qui comptent le plus pour votre entreprise et dresserez la carte des outils et des garde-fous dont vous avez besoin.",
      ],
      bullets: [
        "Module 1 : opportunités de l’IA — où l’IA peut faire gagner du temps et apporter de la valeur",
        "Module 2 : besoins en informatique décisionnelle — les indicateurs qui guident vos décisions",
        "Module 3 : outils d’IA et intégration — vos outils, votre budget, vos priorités et vos garde-fous",
      ],
    },

    // ───────────────────────── Module 1 : opportunités de l'IA ─────────────────────────
    {
      id: "ai-opportunity-intro",
      kind: "info",
      title: "Module 1 : opportunités de l’IA",
      section: "Opportunités de l’IA",
      body: [
        "Toute entreprise a des tâches qui dévorent du temps sans apporter grand-chose, et des moments où les clients attendent plus longtemps qu’ils ne le voudraient. C’est précisément là que l’IA peut aider.",
        "Dans ce module, vous passerez en revue quatre domaines d’opportunité courants et repérerez où l’IA pourrait faire la plus grande différence dans votre entreprise, dès aujourd’hui plutôt qu’un jour.",
      ],
    },
    {
      id: "ai-opportunity-core-concepts",
      kind: "info",
      title: "Notions clés : là où l’IA apporte de la valeur",
      section: "Opportunités de l’IA",
      body: [
        "Les outils d’IA actuels excellent dans les tâches répétitives, fondées sur le langage ou sur des schémas récurrents : rédiger et résumer des textes, trier les questions courantes et y répondre, extraire des informations de documents, adapter des messages à différents publics.",
        "Les meilleures opportunités allient une fréquence élevée à une faible part de jugement. Une tâche que vous répétez chaque semaine et qui suit un schéma prévisible est une bonne candidate. Une tâche qui repose sur une grande empathie, une intuition créative ou des relations délicates gagne en général à rester humaine, l’IA jouant le rôle d’assistant plutôt que de remplaçant.",
        "Une bonne règle empirique : laissez l’IA se charger du premier jet et des tâches ingrates, et gardez un humain dans la boucle pour la qualité, le discernement et l’attention portée aux autres.",
      ],
      bullets: [
        "Automatisation : les tâches administratives répétitives comme la prise de rendez-vous, la facturation, la saisie de données et les relances",
        "Gestion de l’information : résumer, organiser et retrouver ce que vous savez déjà",
        "Service client : des réponses immédiates, à toute heure, aux questions courantes",
        "Personnalisation : adapter vos messages marketing et commerciaux à grande échelle",
      ],
    },
    {
      id: "ai-opportunity-activity",
      kind: "info",
      title: "Exercice : repérer vos opportunités d’IA",
      section: "Opportunités de l’IA",
      body: [
        "Repensez à une semaine ou un mois type dans votre entreprise. Quelles tâches avez-vous répétées ? Où vous êtes-vous senti submergé d’informations ? Quand vos clients ont-ils dû attendre une réponse ?",
        "Pour chacune des quatre questions suivantes, citez des exemples précis et, si possible, estimez le temps qu’ils vous prennent. Visez 3 à 5 opportunités concrètes au total : elles dessineront votre feuille de route IA.",
      ],
    },
    {
      id: "ai-opportunity-q1",
      kind: "textarea",
      title: "Module 1 : opportunités de l’IA",
      section: "Opportunités de l’IA",
      label: "Tâches répétitives",
      prompt:
        "Quelles tâches répétitives ou chronophages occupent votre semaine ? Listez-les, avec une estimation approximative du temps que chacune vous prend.",
      help: "Pensez à l’administratif, aux rendez-vous, aux e-mails, à la facturation, aux tableaux de suivi et à la mise en forme de contenus.",
      placeholder: "Répondre aux demandes de réservation : environ 3 heures par semaine…",
    },
    {
      id: "ai-opportunity-q2",
      kind: "textarea",
      title: "Module 1 : opportunités de l’IA",
      section: "Opportunités de l’IA",
      label: "Trop-plein d’informations",
      prompt:
        "Où vous sentez-vous débordé par l’information ? Pensez aux e-mails, documents, recherches, notes ou données difficiles à suivre.",
      placeholder: "J’ai du mal à suivre…",
    },
    {
      id: "ai-opportunity-q3",
      kind: "textarea",
      title: "Module 1 : opportunités de l’IA",
      section: "Opportunités de l’IA",
      label: "Assistance 24 h/24",
      prompt:
        "Quelles questions ou demandes de clients pourraient recevoir une réponse à toute heure, sans que vous soyez là ? Comment vos clients vous joignent-ils aujourd’hui, et combien de temps attendent-ils une réponse ?",
      placeholder: "Parmi les questions fréquentes…",
    },
    {
      id: "ai-opportunity-q4",
      kind: "textarea",
      title: "Module 1 : opportunités de l’IA",
      section: "Opportunités de l’IA",
      label: "Personnalisation du marketing et des ventes",
      prompt:
        "Comment votre marketing et vos ventes pourraient-ils devenir plus personnels ? Où des messages, des recommandations ou des relances sur mesure feraient-ils la plus grande différence pour vos clients ?",
      placeholder: "Il serait utile de personnaliser…",
    },

    // ───────────────────────── Module 2 : besoins en informatique décisionnelle ─────────────────────────
    {
      id: "bi-needs-intro",
      kind: "info",
      title: "Module 2 : besoins en informatique décisionnelle",
      section: "Besoins en informatique décisionnelle",
      body: [
        "L’informatique décisionnelle consiste simplement à transformer vos données en décisions. Nul besoin d’une équipe de data ni de logiciels complexes pour en profiter : il suffit de savoir quelles questions comptent et quels quelques chiffres y répondent.",
        "Dans ce module, vous identifierez les indicateurs que vous voulez suivre dans quatre domaines de votre entreprise : les finances, le marketing, les ventes, ainsi que les opérations et les clients.",
      ],
    },
    {
      id: "bi-needs-core-concepts",
      kind: "info",
      title: "Notions clés : les questions d’abord, les indicateurs ensuite",
      section: "Besoins en informatique décisionnelle",
      body: [
        "L’erreur la plus fréquente avec les données, c’est de tout suivre sans rien apprendre. Partez plutôt des questions auxquelles vous devez répondre, comme « Quelles offres sont les plus rentables ? » ou « D’où viennent mes meilleurs clients ? », puis choisissez les indicateurs qui y répondent.",
        "Un indicateur clé de performance (KPI) est un indicateur directement lié à un objectif. Les bons KPI sont peu nombreux, clairement définis, mis à jour régulièrement et utiles à l’action : quand un chiffre bouge, vous savez quoi faire.",
        "Un tableau de bord simple, avec 3 à 5 indicateurs bien choisis et consulté à un rythme régulier, vous guidera mieux qu’un rapport complexe que vous n’ouvrez jamais.",
      ],
      bullets: [
        "Finances : chiffre d’affaires, marge, trésorerie et chiffre d’affaires par client",
        "Marketing : croissance de l’audience, engagement, origine des prospects et taux de conversion",
        "Ventes : opportunités en cours, taux de signature, montant moyen des contrats et durée du cycle de vente",
        "Opérations et clients : délais de réalisation, capacité, satisfaction et fidélisation",
      ],
    },
    {
      id: "bi-needs-activity",
      kind: "info",
      title: "Exercice : définir vos indicateurs clés",
      section: "Besoins en informatique décisionnelle",
      body: [
        "Pour chaque domaine des quatre questions suivantes, écrivez d’abord la question clé à laquelle vous voulez une réponse, puis listez les indicateurs qui y répondraient.",
        "Notez où se trouvent ces données aujourd’hui, par exemple dans un tableur, votre logiciel de comptabilité, le tableau de bord d’un réseau social ou seulement dans votre tête, et à quelle fréquence vous les consultez. Pas d’inquiétude si la réponse est « nulle part » ou « jamais » : c’est précisément ce que nous sommes là pour régler.",
      ],
    },
    {
      id: "bi-needs-q1",
      kind: "textarea",
      title: "Module 2 : besoins en informatique décisionnelle",
      section: "Besoins en informatique décisionnelle",
      label: "Indicateurs financiers",
      prompt:
        "Quels indicateurs financiers comptent le plus pour vous, comme le chiffre d’affaires, la marge, la trésorerie ou le chiffre d’affaires par client ? À quelles questions doivent-ils répondre, et comment les suivez-vous aujourd’hui ?",
      placeholder: "Je veux savoir… Aujourd’hui, je suis…",
    },
    {
      id: "bi-needs-q2",
      kind: "textarea",
      title: "Module 2 : besoins en informatique décisionnelle",
      section: "Besoins en informatique décisionnelle",
      label: "Indicateurs marketing",
      prompt:
        "Quels indicateurs marketing vous aideraient le plus, comme les visites sur votre site, l’engagement, l’origine des prospects ou les résultats de vos e-mails ? À quelles questions doivent-ils répondre ?",
      placeholder: "Je veux savoir quels canaux…",
    },
    {
      id: "bi-needs-q3",
      kind: "textarea",
      title: "Module 2 : besoins en informatique décisionnelle",
      section: "Besoins en informatique décisionnelle",
      label: "Indicateurs commerciaux",
      prompt:
        "Quels indicateurs commerciaux voulez-vous suivre, comme les demandes entrantes, le taux de conversion, le panier moyen ou le délai de signature ? Que voudriez-vous mieux comprendre de vos ventes ?",
      placeholder: "J’aimerais comprendre pourquoi…",
    },
    {
      id: "bi-needs-q4",
      kind: "textarea",
      title: "Module 2 : besoins en informatique décisionnelle",
      section: "Besoins en informatique décisionnelle",
      label: "Indicateurs opérationnels et clients",
      prompt:
        "Quels indicateurs opérationnels et clients comptent pour vous, comme les délais de réalisation, la capacité, la satisfaction client, les clients qui reviennent ou les recommandations ? Comment recueillez-vous l’avis de vos clients aujourd’hui ?",
      placeholder: "Je veux garder un œil sur…",
    },

    // ───────────────────────── Module 3 : outils d'IA et intégration ─────────────────────────
    {
      id: "ai-tooling-intro",
      kind: "info",
      title: "Module 3 : outils d’IA et intégration",
      section: "Outils d’IA et intégration",
      body: [
        "Vous savez maintenant où l’IA pourrait vous aider et quels chiffres vous voulez voir. Reste à choisir comment y parvenir : quels outils utiliser, comment les relier et quels garde-fous mettre en place.",
        "Dans ce module, vous ferez le point sur vos outils actuels, votre budget et vos compétences, vos priorités d’intégration et les inquiétudes que vous pouvez avoir quant à un usage responsable de l’IA.",
      ],
    },
    {
      id: "ai-tooling-core-concepts",
      kind: "info",
      title: "Notions clés : bâtir un ensemble d’outils d’IA raisonnable",
      section: "Outils d’IA et intégration",
      body: [
        "Votre « stack », c’est l’ensemble des outils sur lesquels tourne votre entreprise, de la messagerie et de l’agenda à la comptabilité, à votre site web et à votre outil de gestion de la relation client. Les outils d’IA les plus efficaces sont souvent ceux qui se branchent sur ce que vous utilisez déjà, plutôt que d’ajouter une application de plus à apprendre.",
        "Commencez petit. Choisissez un ou deux usages à forte valeur, testez-les pendant quelques semaines, mesurez le temps gagné ou les résultats obtenus, puis élargissez. Les intégrations natives de vos logiciels ou de simples plateformes d’automatisation permettent de relier vos outils sans écrire une ligne de code.",
        "Utiliser l’IA de façon responsable compte autant que l’utiliser avec astuce. Sachez où vont vos données, protégez les informations de vos clients, dites clairement quand l’IA intervient, et relisez toujours ce qu’elle produit avant que cela n’arrive chez un client.",
      ],
      bullets: [
        "Partez de vos outils actuels avant d’en ajouter de nouveaux",
        "Commencez par un ou deux usages et mesurez les résultats",
        "Reliez vos outils grâce aux intégrations existantes ou à l’automatisation sans code",
        "Protégez la vie privée, restez transparent et gardez un humain dans la boucle",
      ],
    },
    {
      id: "ai-tooling-activity",
      kind: "info",
      title: "Exercice : cartographier vos outils et vos priorités",
      section: "Outils d’IA et intégration",
      body: [
        "Dressez une liste rapide de tous les outils et plateformes que vous utilisez au cours d’une semaine type, y compris les gratuits. Notez ceux que vous aimez, ceux qui vous agacent et ceux qui ne communiquent pas entre eux.",
        "Répondez ensuite honnêtement aux quatre questions suivantes. Inutile d’employer un vocabulaire technique : nous nous servirons de vos réponses pour vous recommander un plan d’intégration réaliste, étape par étape, adapté à votre budget, à vos compétences et à vos valeurs.",
      ],
    },
    {
      id: "ai-tooling-q1",
      kind: "textarea",
      title: "Module 3 : outils d’IA et intégration",
      section: "Outils d’IA et intégration",
      label: "Outils actuels",
      prompt:
        "Quels outils et plateformes utilisez-vous aujourd’hui pour faire tourner votre entreprise, et quels outils d’IA avez-vous déjà essayés, le cas échéant ? Qu’est-ce qui fonctionne bien, et qu’est-ce qui ne fonctionne pas ?",
      help: "Pensez à la messagerie, à l’agenda, à la comptabilité, au site web, aux réseaux sociaux, à votre outil de gestion client (CRM), aux outils de design et d’IA.",
      placeholder: "Messagerie : …\nAgenda : …\nComptabilité : …\nOutils d’IA : …",
    },
    {
      id: "ai-tooling-q2",
      kind: "textarea",
      title: "Module 3 : outils d’IA et intégration",
      section: "Outils d’IA et intégration",
      label: "Budget et compétences",
      prompt:
        "Quel budget mensuel pouvez-vous consacrer aux outils d’IA et d’automatisation, et dans quelle mesure votre équipe et vous-même êtes-vous à l’aise avec l’apprentissage de nouvelles technologies ?",
      placeholder: "Budget : environ … par mois. Niveau d’aisance : …",
    },
    {
      id: "ai-tooling-q3",
      kind: "textarea",
      title: "Module 3 : outils d’IA et intégration",
      section: "Outils d’IA et intégration",
      label: "Priorités d’intégration",
      prompt:
        "Quels processus ou outils aimeriez-vous relier ou automatiser en premier, et quel résultat justifierait l’effort ?",
      help: "Repensez à vos opportunités d’IA du module 1 et à vos indicateurs du module 2.",
      placeholder: "Ma priorité absolue est…",
    },
    {
      id: "ai-tooling-q4",
      kind: "textarea",
      title: "Module 3 : outils d’IA et intégration",
      section: "Outils d’IA et intégration",
      label: "Inquiétudes, éthique et protection des données",
      prompt:
        "Quelles inquiétudes avez-vous quant à l’usage de l’IA dans votre entreprise, par exemple sur l’éthique, la protection des données personnelles, la fiabilité, l’authenticité ou la manière dont vos clients pourraient le percevoir ?",
      placeholder: "Ce qui m’inquiète, c’est…",
    },

    // ───────────────────────── Fin de la phase ─────────────────────────
    {
      id: "completion",
      kind: "completion",
      title: "Félicitations !",
      section: "Fin de la phase",
      body: [
        "Vous avez terminé la phase 4, intégration : le moteur intelligent (IA et BI), et avec elle les questionnaires du Blueprint Holistic Omega. Vous savez désormais clairement où l’IA et l’informatique décisionnelle peuvent soutenir votre entreprise, et quels garde-fous comptent pour vous.",
        "Votre rapport personnalisé de la phase 4 est en préparation : votre consultant le relit personnellement, puis vous le recevez par e-mail.",
        "Votre prochaine séance sera planifiée pour que nous puissions transformer vos enseignements en une feuille de route d’intégration concrète et préparer ensemble vos prochaines étapes.",
      ],
    },
  ],
};
