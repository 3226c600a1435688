import type { PhaseDefinition } from "../types";

export const phase3: PhaseDefinition = {
  number: 3,
  name: "Phase 3",
  title: "Expression de marque : identité visuelle et verbale",
  buttonLabel: "Phase 3 : Expression de marque",
  summary:
    "Définissez l’allure et la voix de votre marque, du logo, des couleurs et de la typographie jusqu’au ton, à la proposition de valeur et au slogan.",
  steps: [
    // ───────────────────────── Bienvenue ─────────────────────────
    {
      id: "welcome",
      kind: "info",
      title: "Bienvenue dans la phase 3 : l’expression de marque",
      section: "Bienvenue",
      body: [
        "Lors de la phase 2, vous avez découvert la personnalité, l’archétype et l’histoire de votre marque. La phase 3 donne à cette identité son expression : à quoi ressemble votre marque et comment elle parle, partout où elle apparaît.",
        "La cohérence crée la confiance. Quand vos visuels et vos mots racontent la même histoire, sur votre site, vos réseaux sociaux, vos propositions commerciales et dans vos échanges, on vous reconnaît plus vite et on se souvient de vous plus longtemps.",
        "Cette phase compte deux modules : l’identité visuelle et l’identité verbale. Vos réponses serviront de cahier des charges pour votre charte de marque : soyez aussi précis que possible, sans chercher la perfection ; nous peaufinerons le tout avec vous.",
      ],
      bullets: [
        "Module 1 : identité visuelle — logo, couleurs, typographie et images",
        "Module 2 : identité verbale — voix, ton, proposition de valeur et slogan",
      ],
    },

    // ───────────────────────── Module 1 : identité visuelle ─────────────────────────
    {
      id: "visual-intro",
      kind: "info",
      title: "Module 1 : identité visuelle",
      section: "Identité visuelle",
      body: [
        "Votre identité visuelle est le système d’éléments qui rend votre marque immédiatement reconnaissable : votre logo, votre palette de couleurs, votre typographie et vos images.",
        "Lors de la phase 2, vous avez noté vos premières impressions. Nous passons maintenant de l’inspiration à l’intention, en définissant chaque élément assez clairement pour qu’un graphiste, ou vous-même, puisse l’appliquer de façon cohérente.",
      ],
    },
    {
      id: "visual-core-concepts",
      kind: "info",
      title: "Notions clés : construire un système visuel",
      section: "Identité visuelle",
      body: [
        "Une identité visuelle forte est un système, pas une image isolée. Chaque élément a un rôle : le logo signe votre travail, la couleur donne le ton émotionnel, la typographie prête une voix à vos mots et les images racontent votre histoire.",
        "Les bons systèmes sont simples et souples. Un logo doit fonctionner en petit comme en grand, en couleur comme en noir et blanc. Une palette comporte en général une ou deux couleurs principales, quelques teintes d’accompagnement et un neutre. Deux polices, l’une pour les titres, l’autre pour le texte courant, suffisent bien souvent.",
        "Surtout, chaque choix doit pouvoir se rattacher à vos valeurs, à votre archétype et à votre public. Si un élément est beau mais dit de vous la mauvaise chose, c’est le mauvais élément.",
      ],
      bullets: [
        "Logo : un signe simple et mémorable, décliné pour différents usages",
        "Couleur : des teintes principales, secondaires et neutres aux rôles bien définis",
        "Typographie : une police de titres et une police de texte qui vont bien ensemble",
        "Images et iconographie : un style cohérent de photos, d’illustrations et d’icônes",
      ],
    },
    {
      id: "visual-activity",
      kind: "info",
      title: "Exercice : définir votre identité visuelle",
      section: "Identité visuelle",
      body: [
        "Avant de commencer, revoyez votre planche d’inspiration et vos réponses visuelles de la phase 2. Décrivez ensuite chaque élément de votre identité visuelle dans les quatre questions suivantes.",
        "Quand c’est possible, donnez des exemples : des marques dont vous admirez le style, des codes hexadécimaux ou des noms de couleurs, des noms de polices, des liens vers des images. En cas de doute, décrivez le ressenti recherché : nous le traduirons en choix graphiques.",
      ],
    },
    {
      id: "visual-q1",
      kind: "textarea",
      title: "Module 1 : identité visuelle",
      section: "Identité visuelle",
      label: "Vision du logo",
      prompt:
        "Décrivez le logo que vous imaginez. Quel style, quels symboles, quelles formes ou quel lettrage devrait-il utiliser, et que doit-on ressentir ou comprendre en le voyant ?",
      help: "Précisez si vous préférez un logotype (le nom seul), un symbole, ou une combinaison des deux.",
      placeholder: "Un logotype épuré avec un petit symbole inspiré de…",
    },
    {
      id: "visual-q2",
      kind: "textarea",
      title: "Module 1 : identité visuelle",
      section: "Identité visuelle",
      label: "Palette de couleurs",
      prompt:
        "Définissez votre palette de couleurs. Quelles couleurs principales et d’accompagnement utiliserez-vous, et quel rôle, quel sens donnez-vous à chacune ?",
      help: "Noms de couleurs, codes hexadécimaux ou renvois à votre planche d’inspiration : tout est utile.",
      placeholder: "Principale : …\nSecondaire : …\nAccent : …\nNeutre : …",
    },
    {
      id: "visual-q3",
      kind: "textarea",
      title: "Module 1 : identité visuelle",
      section: "Identité visuelle",
      label: "Typographie",
      prompt:
        "Décrivez votre typographie. Quelles polices ou quels styles de caractères utiliserez-vous pour les titres et le texte courant, et pourquoi conviennent-ils à votre marque ?",
      placeholder: "Titres : …\nTexte courant : …",
    },
    {
      id: "visual-q4",
      kind: "textarea",
      title: "Module 1 : identité visuelle",
      section: "Identité visuelle",
      label: "Images et iconographie",
      prompt:
        "Quel style d’images et d’iconographie représentera votre marque ? Décrivez le style de photographie ou d’illustration, les sujets, la lumière, l’atmosphère et le style d’icônes éventuel.",
      placeholder: "Lumière naturelle et chaleureuse, moments pris sur le vif, icônes au trait simples…",
    },

    // ───────────────────────── Module 2 : identité verbale ─────────────────────────
    {
      id: "verbal-intro",
      kind: "info",
      title: "Module 2 : identité verbale",
      section: "Identité verbale",
      body: [
        "Votre identité verbale, c’est la façon dont votre marque sonne : les mots que vous choisissez, le rythme de vos phrases et l’impression que laissent vos messages. Elle est tout aussi reconnaissable que votre logo.",
        "Dans ce module, vous définirez la voix et le ton de votre marque, affinerez votre proposition de valeur, nommerez vos bénéfices clés et chercherez des idées de slogan.",
      ],
    },
    {
      id: "verbal-core-concepts",
      kind: "info",
      title: "Notions clés : voix, ton et message",
      section: "Identité verbale",
      body: [
        "La voix, c’est la personnalité constante de votre marque dans les mots. Elle reste la même, que vous écriviez une publication sur les réseaux sociaux ou une proposition commerciale. Le ton, c’est la manière dont cette voix s’adapte au moment : plus léger dans une lettre d’information, plus rassurant quand un client rencontre un problème, plus concis dans un échange commercial.",
        "Votre proposition de valeur est l’énoncé le plus clair possible de la valeur que vous créez : qui vous aidez, quel résultat vous apportez et pourquoi vous plutôt qu’un autre. Les bénéfices clés l’étayent par des résultats concrets qui comptent pour vos clients, formulés dans leurs mots plutôt que dans les vôtres.",
        "Un slogan condense le tout en quelques mots mémorables. Les meilleurs sont courts, fidèles à votre voix et laissent deviner la transformation que vous proposez.",
      ],
      bullets: [
        "Voix : qui vous êtes dans les mots, la même partout",
        "Ton : la manière dont votre voix s’ajuste à la situation",
        "Proposition de valeur : qui vous aidez, le résultat et ce qui vous distingue",
        "Bénéfices : les résultats que vos clients ressentent, pas les caractéristiques que vous fournissez",
        "Slogan : votre essence en quelques mots",
      ],
    },
    {
      id: "verbal-activity",
      kind: "info",
      title: "Exercice : trouver la voix de votre marque",
      section: "Identité verbale",
      body: [
        "Avant de répondre, lisez à voix haute quelques-uns de vos contenus existants : un e-mail, une publication ou votre page « À propos ». Ressemblent-ils à la personnalité de marque que vous avez décrite lors de la phase 2 ? Notez ce qui sonne juste et ce qui sonne faux.",
        "Répondez ensuite aux cinq questions suivantes. Pour la proposition de valeur et les slogans, écrivez plusieurs versions avant de trancher : la première idée est rarement la meilleure.",
      ],
    },
    {
      id: "verbal-q1",
      kind: "textarea",
      title: "Module 2 : identité verbale",
      section: "Identité verbale",
      label: "Voix de la marque",
      prompt:
        "Décrivez la voix de votre marque en 3 à 5 adjectifs. Pour chacun, ajoutez une courte note sur ce qu’il signifie en pratique, et sur ce qu’il ne signifie pas.",
      placeholder: "Chaleureuse, sans être mièvre…\nAssurée, sans être arrogante…",
    },
    {
      id: "verbal-q2",
      kind: "textarea",
      title: "Module 2 : identité verbale",
      section: "Identité verbale",
      label: "Le ton selon les situations",
      prompt:
        "Comment votre ton doit-il s’adapter selon les situations, par exemple sur les réseaux sociaux, à l’accueil d’un nouveau client, lors d’un échange commercial ou face à une réclamation ou un retard ?",
      placeholder: "Réseaux sociaux : …\nAccueil d’un client : …\nVente : …\nMoments délicats : …",
    },
    {
      id: "verbal-q3",
      kind: "textarea",
      title: "Module 2 : identité verbale",
      section: "Identité verbale",
      label: "Proposition de valeur",
      prompt:
        "Rédigez votre proposition de valeur en une phrase : qui vous aidez, le résultat que vous apportez et ce qui rend votre approche unique.",
      placeholder: "J’aide … à obtenir … grâce à …",
    },
    {
      id: "verbal-q4",
      kind: "textarea",
      title: "Module 2 : identité verbale",
      section: "Identité verbale",
      label: "Bénéfices clés",
      prompt: "Citez 3 à 5 bénéfices clés que vos clients retirent de leur travail avec vous.",
      help: "Concentrez-vous sur les résultats qui comptent pour vos clients, exprimés avec leurs propres mots.",
      placeholder: "1) …\n2) …\n3) …",
    },
    {
      id: "verbal-q5",
      kind: "textarea",
      title: "Module 2 : identité verbale",
      section: "Identité verbale",
      label: "Idées de slogan",
      prompt: "Cherchez 3 à 5 idées de slogan qui saisissent l’essence de votre marque en quelques mots.",
      help: "Indiquez votre préféré et dites-nous pourquoi il se démarque.",
      placeholder: "1) …\n2) …\n3) …",
    },

    // ───────────────────────── Fin de la phase ─────────────────────────
    {
      id: "completion",
      kind: "completion",
      title: "Félicitations !",
      section: "Fin de la phase",
      body: [
        "Vous avez terminé la phase 3, expression de marque : identité visuelle et verbale. Votre identité visuelle et votre identité verbale sont désormais clairement définies, ce qui donne à votre marque une allure et une voix cohérentes partout où elle apparaît.",
        "Votre rapport personnalisé de la phase 3 est en préparation : votre consultant le relit personnellement, puis vous le recevez par e-mail.",
        "Votre prochaine séance sera planifiée pour que nous puissions revoir ensemble l’expression de votre marque et préparer la phase 4, intégration : le moteur intelligent (IA et BI).",
      ],
    },
  ],
};
