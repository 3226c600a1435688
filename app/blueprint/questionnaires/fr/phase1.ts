import { STRENGTHS, VALUES } from "../options";
import type { PhaseDefinition, SliderStep } from "../types";
import { byFrenchLabel, frenchChips, STRENGTH_LABELS, VALUE_LABELS } from "./options";

const WELLNESS_TITLE = "Module 3 : bien-être global";
const WELLNESS_SECTION = "Bien-être global";

function wellnessSlider(id: string, area: string, prompt: string, detailPrompt: string): SliderStep {
  return {
    id,
    kind: "slider",
    title: WELLNESS_TITLE,
    section: WELLNESS_SECTION,
    label: `Bien-être ${area}`,
    prompt,
    help: "1 signifie très insatisfait ou à plat ; 10, très satisfait ou plein d’énergie. Fiez-vous à votre première impression.",
    min: 1,
    max: 10,
    minLabel: "Très insatisfait / à plat",
    maxLabel: "Très satisfait / plein d’énergie",
    detailPrompt,
    detailLabel: `Bien-être ${area} (précisions)`,
  };
}

export const phase1: PhaseDefinition = {
  number: 1,
  name: "Phase 1",
  title: "Les fondations alignées",
  buttonLabel: "Phase 1 : Clarté",
  summary:
    "Clarifiez les valeurs, la vision, le bien-être et les forces sur lesquels reposera tout le reste de votre activité.",
  steps: [
    // ───────────────────────── Bienvenue ─────────────────────────
    {
      id: "welcome",
      kind: "info",
      title: "Bienvenue dans la phase 1 : les fondations alignées",
      section: "Bienvenue",
      body: [
        "Bienvenue dans le Blueprint Holistic Omega. Avant de parler d’image de marque, de marketing ou d’IA, nous commençons par la ressource la plus précieuse de votre entreprise : vous. La phase 1 vous aide à voir clairement qui vous êtes, ce que vous défendez et où vous voulez aller.",
        "Au fil de quatre modules courts, vous réfléchirez à vos valeurs profondes, dessinerez une vision personnelle et professionnelle, ferez le point honnêtement sur votre bien-être et nommerez les forces que vous mettez dans votre travail. Il n’y a ni bonne ni mauvaise réponse, seulement des réponses sincères.",
        "Vos réponses sont enregistrées chaque fois que vous cliquez sur Continuer : vous pouvez faire une pause et revenir quand vous le souhaitez. Trouvez un moment calme, gardez de quoi écrire à portée de main si cela vous aide à réfléchir, et autorisez-vous à aller un peu plus loin que d’habitude.",
      ],
      bullets: [
        "Module 1 : valeurs fondamentales — ce qui compte vraiment pour vous",
        "Module 2 : vision et mission — où vous allez, et pourquoi",
        "Module 3 : bien-être global — l’énergie qui porte votre activité",
        "Module 4 : forces — ce que vous faites le mieux, naturellement",
      ],
    },

    // ───────────────────────── Module 1 : valeurs fondamentales ─────────────────────────
    {
      id: "module1-intro",
      kind: "info",
      title: "Module 1 : valeurs fondamentales",
      section: "Valeurs fondamentales",
      body: [
        "Vos valeurs fondamentales sont la poignée de principes qui guident vos choix quand personne ne vous regarde. Elles influencent les clients que vous attirez, les offres que vous créez et votre manière de tenir sous la pression.",
        "Lorsqu’une entreprise repose sur des valeurs que sa fondatrice ou son fondateur porte sincèrement, les décisions deviennent plus simples et le travail plus léger. Quand elle s’en éloigne, même la réussite peut sonner étrangement creux.",
        "Dans ce module, quelques questions de réflexion vous aideront à mettre au jour vos valeurs, puis vous choisirez les cinq à sept qui comptent le plus pour vous.",
      ],
    },
    {
      id: "module1-core-concepts",
      kind: "info",
      title: "Notions clés : ce que sont les valeurs (et ce qu’elles ne sont pas)",
      section: "Valeurs fondamentales",
      body: [
        "Une valeur est une conviction sur ce qui est important, quelque chose que vous protégeriez même si cela vous coûte du temps, de l’argent ou du confort. Une valeur n’est pas un objectif : un objectif s’atteint et se coche, une valeur se vit encore et encore.",
        "Beaucoup d’entre nous portent des valeurs « empruntées », héritées de la famille, de l’école ou des attentes d’un secteur. Elles ne sont pas fausses, mais elles nous donnent rarement de l’élan. Vos vraies valeurs se révèlent le plus souvent à deux endroits : les moments où vous vous êtes senti pleinement vivant, et ceux où vous vous êtes senti le plus frustré ou trahi.",
        "Une entreprise alignée sur ses valeurs est une entreprise dont les offres, les prix, les limites et les relations clients expriment ces quelques principes. Les nommer clairement vous donne un filtre pour chacune de vos décisions à venir.",
      ],
      bullets: [
        "Les valeurs se vivent, elles ne s’atteignent pas : elles guident votre manière d’agir, pas une liste à cocher.",
        "Les moments forts signalent des valeurs respectées ; la colère signale souvent des valeurs bafouées.",
        "Cinq à sept valeurs fondamentales suffisent pour guider vos décisions sans les diluer.",
      ],
    },
    {
      id: "module1-activity-intro",
      kind: "info",
      title: "Exercice : découvrir vos valeurs fondamentales",
      section: "Valeurs fondamentales",
      body: [
        "Les six questions suivantes vous invitent à revenir sur des moments réels de votre vie et de votre travail. Répondez avec autant ou aussi peu de détails qu’il vous semble utile : quelques phrases sincères en disent souvent plus qu’une longue dissertation.",
        "En écrivant, repérez les mots et les thèmes qui reviennent. Ces idées récurrentes sont autant d’indices sur vos valeurs.",
        "Une fois cette réflexion faite, vous choisirez dix valeurs dans une liste de 44, puis vous les réduirez aux cinq à sept qui vous semblent vraiment essentielles.",
      ],
    },
    {
      id: "values-q1",
      kind: "textarea",
      title: "Module 1 : valeurs fondamentales",
      section: "Valeurs fondamentales",
      label: "Moment d’accomplissement",
      prompt:
        "Repensez à un moment où vous vous êtes senti profondément comblé, fier ou pleinement vous-même. Que faisiez-vous, avec qui étiez-vous, et qu’est-ce qui a rendu ce moment si important ?",
      help: "Il peut venir du travail, de la famille, d’un voyage, d’un projet créatif ou de n’importe où ailleurs.",
      placeholder: "Décrivez ce moment et ce qui lui a donné de l’importance à vos yeux…",
    },
    {
      id: "values-q2",
      kind: "textarea",
      title: "Module 1 : valeurs fondamentales",
      section: "Valeurs fondamentales",
      label: "Principes bafoués",
      prompt:
        "Qu’est-ce qui vous met en colère ou vous frustre profondément ? Rappelez-vous une situation où l’un de vos principes importants a été bafoué. Lequel, et pourquoi comptait-il autant ?",
      help: "Les réactions fortes désignent souvent les valeurs auxquelles vous tenez le plus.",
      placeholder: "La situation, et le principe qui a été franchi…",
    },
    {
      id: "values-q3",
      kind: "textarea",
      title: "Module 1 : valeurs fondamentales",
      section: "Valeurs fondamentales",
      label: "Les personnes que vous admirez",
      prompt:
        "Quelles sont deux ou trois personnes que vous admirez sincèrement, que vous les connaissiez personnellement ou non ? Quelles qualités respectez-vous le plus chez elles, et pourquoi ?",
      placeholder: "Leur nom, et les qualités que vous admirez…",
    },
    {
      id: "values-q4",
      kind: "textarea",
      title: "Module 1 : valeurs fondamentales",
      section: "Valeurs fondamentales",
      label: "Héritage",
      prompt:
        "Imaginez vos proches parler de vous dans quelques années. Quelles sont les trois choses pour lesquelles vous aimeriez le plus qu’on se souvienne de vous ?",
      placeholder: "1) …\n2) …\n3) …",
    },
    {
      id: "values-q5",
      kind: "textarea",
      title: "Module 1 : valeurs fondamentales",
      section: "Valeurs fondamentales",
      label: "Une cause à défendre",
      prompt:
        "Si vous disposiez de temps, d’argent et de moyens illimités, à quelle cause unique vous consacreriez-vous, et pourquoi celle-là ?",
      placeholder: "La cause, et pourquoi elle compte pour vous…",
    },
    {
      id: "values-q6",
      kind: "textarea",
      title: "Module 1 : valeurs fondamentales",
      section: "Valeurs fondamentales",
      label: "Exigences non négociables",
      prompt:
        "Quelles exigences sont non négociables dans la manière dont votre entreprise traite ses clients, ses partenaires, son équipe et son environnement plus large ?",
      help: "Pensez aux limites que vous ne franchiriez pas, même pour un projet très lucratif.",
      placeholder: "Par exemple : des prix honnêtes, le respect du temps de chacun…",
    },
    {
      id: "values-q7",
      kind: "values",
      title: "Module 1 : vos valeurs fondamentales",
      section: "Valeurs fondamentales",
      label: "Valeurs fondamentales",
      prompt: "Choisissez les valeurs qui comptent le plus pour vous, d’abord largement, puis avec précision.",
      help: "Laissez vos réflexions vous guider. Choisissez ce que vous vivez vraiment, pas ce qui fait bonne impression.",
      options: byFrenchLabel(VALUES, VALUE_LABELS),
      optionLabels: VALUE_LABELS,
      noun: "valeurs",
      firstLabel: "Vos 10 valeurs principales",
      firstKey: "values-q7-10",
      firstCount: 10,
      firstPrompt: "Commencez par sélectionner exactement 10 valeurs de la liste, celles qui vous parlent le plus.",
      finalMin: 5,
      finalMax: 7,
      finalPrompt:
        "Réduisez maintenant votre liste aux 5 à 7 valeurs fondamentales qui vous semblent absolument essentielles à ce que vous êtes et à votre façon d’entreprendre.",
    },

    // ───────────────────────── Module 2 : vision et mission ─────────────────────────
    {
      id: "module2-intro",
      kind: "info",
      title: "Module 2 : vision et mission",
      section: "Vision et mission",
      body: [
        "Vos valeurs sont nommées : il est temps de regarder devant vous. Une vision claire donne une direction à votre entreprise ; une mission claire lui donne du sens. Ensemble, elles transforment les efforts du quotidien en un chemin qui mène quelque part.",
        "Dans ce module, vous décrirez la vie et l’entreprise que vous voulez construire au cours des cinq à dix prochaines années, puis vous mettrez des mots sur la raison d’être qui vous anime.",
      ],
    },
    {
      id: "module2-core-concepts",
      kind: "info",
      title: "Notions clés : vision ou mission ?",
      section: "Vision et mission",
      body: [
        "La vision décrit l’avenir vers lequel vous tendez : ce à quoi ressemblent votre vie et votre entreprise quand tout se passe bien. Elle doit être assez concrète pour que vous puissiez la visualiser, et assez ambitieuse pour vous faire grandir.",
        "La mission décrit pourquoi vous existez et ce que vous faites aujourd’hui pour avancer vers cet avenir : qui vous servez, comment, et quelle différence vous faites. La vision inspire ; la mission concentre.",
        "Les énoncés personnels et professionnels les plus forts sont reliés entre eux. Quand la vision de votre entreprise sert votre vision personnelle, et que toutes deux reflètent vos valeurs, la croissance cesse de faire concurrence à la vie que vous souhaitez.",
      ],
      bullets: [
        "Vision : là où vous allez (l’image de l’avenir, à 5 ou 10 ans).",
        "Mission : pourquoi vous le faites, et pour qui (votre raison d’être en action, aujourd’hui).",
        "Alignement : votre entreprise doit porter votre vie, pas la remplacer.",
      ],
    },
    {
      id: "module2-activity-intro",
      kind: "info",
      title: "Exercice : formuler votre vision et votre mission",
      section: "Vision et mission",
      body: [
        "Pour les questions de vision, écrivez au présent, comme si c’était déjà arrivé : « Je me réveille… », « Mon entreprise accompagne… ». Dites ce que vous ressentez, pas seulement ce que vous voyez.",
        "Pour les questions de mission, visez la clarté plutôt que le style. Une phrase brute qui sonne juste vaut mieux qu’une phrase élégante qui sonne faux. Nous affinerons la formulation ensemble lors des prochaines séances.",
      ],
    },
    {
      id: "vision-q1",
      kind: "textarea",
      title: "Module 2 : vision",
      section: "Vision et mission",
      label: "Vision personnelle",
      prompt:
        "Imaginez votre vie dans 5 à 10 ans, une fois que les choses se sont bien passées. À quoi ressemble une journée type ? Où vivez-vous, qui vous entoure, comment vous sentez-vous et de quoi êtes-vous fier ?",
      help: "Écrivez au présent, comme si c’était déjà vrai.",
      placeholder: "C’est un matin de semaine et je…",
    },
    {
      id: "vision-q2",
      kind: "textarea",
      title: "Module 2 : vision",
      section: "Vision et mission",
      label: "Vision d’entreprise",
      prompt:
        "Imaginez maintenant votre entreprise au même moment. Que propose-t-elle, à qui, quelle est sa taille, comment fonctionne-t-elle et pour quoi est-elle reconnue ?",
      help: "Soyez aussi concret que possible : clients, équipe, chiffre d’affaires, réputation, rythme.",
      placeholder: "Mon entreprise est reconnue pour…",
    },
    {
      id: "mission-q1",
      kind: "textarea",
      title: "Module 2 : mission",
      section: "Vision et mission",
      label: "Mission personnelle",
      prompt:
        "Quelle est votre raison d’être personnelle, la raison profonde pour laquelle vous faites ce que vous faites ? Essayez de l’exprimer en une ou deux phrases.",
      help: "Une formule utile : « J’existe pour … afin que … ».",
      placeholder: "J’existe pour…",
    },
    {
      id: "mission-q2",
      kind: "textarea",
      title: "Module 2 : mission",
      section: "Vision et mission",
      label: "Mission d’entreprise",
      prompt:
        "Quelle est la raison d’être de votre entreprise ? Décrivez qui vous servez, ce que vous les aidez à accomplir et ce qui rend votre manière de faire singulière.",
      help: "Une formule utile : « Nous aidons [qui] à [résultat] grâce à [comment] ».",
      placeholder: "Nous aidons…",
    },

    // ───────────────────────── Module 3 : bien-être global ─────────────────────────
    {
      id: "module3-intro",
      kind: "info",
      title: "Module 3 : bien-être global",
      section: "Bien-être global",
      body: [
        "Vous êtes le moteur de votre entreprise. Quand votre énergie baisse, tout prend plus de temps, la créativité se tarit et les décisions deviennent plus difficiles. Quand vous allez bien, vous donnez le meilleur de vous-même, à vos clients comme à vous-même.",
        "Ce module vous propose un point rapide et honnête sur six dimensions du bien-être. Ce n’est pas un test et il n’existe pas de score idéal. Le but est de voir d’où vient votre énergie et où elle s’échappe.",
      ],
    },
    {
      id: "module3-core-concepts",
      kind: "info",
      title: "Notions clés : les six dimensions du bien-être",
      section: "Bien-être global",
      body: [
        "Une approche globale du bien-être part du principe que les différentes parts de votre vie sont liées. Un mauvais sommeil nuit à la concentration, l’isolement sape la motivation, et une activité en décalage avec ce qui vous donne du sens vous épuise d’une manière que des vacances ne suffisent pas à réparer.",
        "Nous examinons six dimensions. Chacune peut être une source d’énergie ou une fuite, et de petits progrès dans la plus fragile font souvent remonter toutes les autres.",
        "Réussir dans la durée, c’est concevoir votre activité pour qu’elle soutienne votre bien-être, plutôt que de puiser dans votre bien-être pour faire tourner votre activité.",
      ],
      bullets: [
        "Physique : sommeil, mouvement, alimentation et vitalité générale.",
        "Mental : concentration, clarté, apprentissage et gestion du stress.",
        "Émotionnel : connaissance de soi, équilibre émotionnel et résilience.",
        "Spirituel / sens : sens de la vie, lien à quelque chose de plus grand, paix intérieure.",
        "Social : relations, communauté, soutien et sentiment d’appartenance.",
        "Travail / entreprise : satisfaction, charge de travail, limites et sentiment de progresser.",
      ],
    },
    {
      id: "module3-activity-intro",
      kind: "info",
      title: "Exercice : votre bilan de bien-être",
      section: "Bien-être global",
      body: [
        "Pour chacun des six domaines, évaluez ce que vous ressentez en ce moment sur une échelle de 1 (très insatisfait ou à plat) à 10 (très satisfait ou plein d’énergie). Pensez aux dernières semaines, pas à votre meilleur ni à votre pire jour.",
        "Sous chaque note, ajoutez quelques mots pour expliquer votre choix. Ensuite, trois courtes réflexions vous aideront à repérer les domaines qui demandent de l’attention, ce qui vous vide et ce qui vous ressource le plus.",
        "Vos notes apparaîtront dans votre rapport personnel sous la forme d’une carte simple de votre bien-être : un point de départ utile à revoir au fil du Blueprint.",
      ],
    },
    wellnessSlider(
      "wellness-q1",
      "physique",
      "Dans quelle mesure êtes-vous satisfait de votre bien-être physique : votre sommeil, votre activité physique, votre alimentation et votre niveau d’énergie général ?",
      "Qu’est-ce qui explique votre note ? Qu’est-ce qui soutient ou freine votre bien-être physique en ce moment ?",
    ),
    wellnessSlider(
      "wellness-q2",
      "mental",
      "Dans quelle mesure êtes-vous satisfait de votre bien-être mental : votre concentration, votre clarté d’esprit, votre niveau de stress et votre capacité à réfléchir sereinement ?",
      "Qu’est-ce qui explique votre note ? Qu’est-ce qui vous aide à garder l’esprit clair, ou l’encombre, en ce moment ?",
    ),
    wellnessSlider(
      "wellness-q3",
      "émotionnel",
      "Dans quelle mesure êtes-vous satisfait de votre bien-être émotionnel : votre humeur, votre équilibre émotionnel et votre capacité à traverser les hauts et les bas ?",
      "Qu’est-ce qui explique votre note ? Quelles émotions ont été les plus présentes pour vous ces derniers temps ?",
    ),
    wellnessSlider(
      "wellness-q4",
      "spirituel / sens",
      "Dans quelle mesure êtes-vous satisfait de votre bien-être spirituel et du sens que vous donnez à votre vie : le sentiment que votre vie et votre travail ont du sens ?",
      "Qu’est-ce qui explique votre note ? À quels moments vous sentez-vous le plus relié à votre raison d’être ?",
    ),
    wellnessSlider(
      "wellness-q5",
      "social",
      "Dans quelle mesure êtes-vous satisfait de votre bien-être social : vos relations, votre réseau de soutien et votre sentiment d’appartenance à une communauté ?",
      "Qu’est-ce qui explique votre note ? Qui vous donne de l’énergie, et où vous sentez-vous isolé ?",
    ),
    wellnessSlider(
      "wellness-q6",
      "au travail",
      "Dans quelle mesure êtes-vous satisfait de votre bien-être au travail et dans votre entreprise : votre charge de travail, vos limites, vos progrès et le plaisir que vous prenez à travailler ?",
      "Qu’est-ce qui explique votre note ? Quelles parts de votre travail vous portent, et lesquelles vous usent ?",
    ),
    {
      id: "wellness-reflect1",
      kind: "textarea",
      title: "Module 3 : réflexion sur votre bien-être",
      section: "Bien-être global",
      label: "Domaines à soigner",
      prompt:
        "Au vu de vos notes, quels sont les 1 ou 2 domaines de votre bien-être qui demandent le plus d’attention en ce moment, et pourquoi ?",
      help: "Concentrez-vous sur l’endroit où un petit changement ferait la plus grande différence.",
      placeholder: "Les domaines, et le changement qui aiderait…",
    },
    {
      id: "wellness-reflect2",
      kind: "textarea",
      title: "Module 3 : réflexion sur votre bien-être",
      section: "Bien-être global",
      label: "Ce qui vous vide",
      prompt:
        "Quelles sont, en ce moment, les 1 à 3 choses qui vous prennent le plus d’énergie, dans votre travail ou dans votre vie personnelle ?",
      help: "Tâches, habitudes, environnements, engagements ou relations : tout compte.",
      placeholder: "1) …\n2) …\n3) …",
    },
    {
      id: "wellness-reflect3",
      kind: "textarea",
      title: "Module 3 : réflexion sur votre bien-être",
      section: "Bien-être global",
      label: "Ce qui vous ressource",
      prompt:
        "Quelles sont vos 1 à 3 plus grandes sources d’énergie, les activités, personnes ou pratiques qui vous ressourcent et vous inspirent à coup sûr ?",
      placeholder: "1) …\n2) …\n3) …",
    },

    // ───────────────────────── Module 4 : forces ─────────────────────────
    {
      id: "module4-intro",
      kind: "info",
      title: "Module 4 : forces",
      section: "Forces",
      body: [
        "Les entreprises les plus durables se construisent autour de ce que leurs fondateurs font le mieux. Quand votre travail s’appuie sur vos forces naturelles, vous apportez davantage de valeur avec moins d’effort, et vos clients sentent la différence.",
        "Dans ce dernier module, vous examinerez vos forces sous plusieurs angles : ce que les autres remarquent chez vous, ce qui vous donne de l’énergie et ce que vous avez déjà accompli. Vous choisirez ensuite les cinq à sept forces autour desquelles vous voulez bâtir votre activité.",
      ],
    },
    {
      id: "module4-core-concepts",
      kind: "info",
      title: "Notions clés : bâtir son activité sur ses forces",
      section: "Forces",
      body: [
        "Une force est plus qu’une compétence. C’est quelque chose que vous faites bien et qui vous donne de l’énergie pendant que vous le faites. Une compétence peut s’apprendre pour n’importe quelle tâche ; une force naît de la rencontre entre votre talent, votre intérêt et votre expérience.",
        "Parce que nos forces nous viennent naturellement, nous avons tendance à les sous-estimer et à croire que tout le monde sait faire ce que nous faisons. C’est pourquoi le regard des autres, et les moments où le temps semble s’effacer, sont des indices si fiables.",
        "Bâtir son activité sur ses forces, c’est façonner ses offres, son rôle et ses processus pour passer l’essentiel de son temps dans sa zone de force, et déléguer, automatiser ou s’associer pour le reste.",
      ],
      bullets: [
        "Cherchez là où se rejoignent talent, énergie et résultats.",
        "Soyez attentif à ce que l’on vous demande régulièrement.",
        "Construisez votre rôle autour de vos forces ; compensez vos points faibles avec des personnes, des outils ou l’IA.",
      ],
    },
    {
      id: "module4-activity-intro",
      kind: "info",
      title: "Exercice : cartographier vos forces",
      section: "Forces",
      body: [
        "Chacune des sept questions suivantes éclaire vos forces sous un angle différent. Des exemples courts et précis fonctionnent le mieux.",
        "Pour terminer, vous choisirez dans notre liste les cinq à sept forces qui vous décrivent le mieux quand vous êtes au meilleur de vous-même. Elles nous guideront pour façonner vos offres et votre organisation dans les phases suivantes.",
      ],
    },
    {
      id: "strengths-q1",
      kind: "textarea",
      title: "Module 4 : forces",
      section: "Forces",
      label: "Ce que l’on vient vous demander",
      prompt:
        "Sur quels sujets vos amis, vos collègues ou vos clients viennent-ils le plus souvent vous demander aide ou conseil ?",
      placeholder: "On me demande souvent de…",
    },
    {
      id: "strengths-q2",
      kind: "textarea",
      title: "Module 4 : forces",
      section: "Forces",
      label: "Quand le temps file",
      prompt: "Quelles activités vous absorbent au point de vous faire perdre la notion du temps ?",
      help: "Pensez aussi bien à vos activités professionnelles que personnelles.",
      placeholder: "Je perds la notion du temps quand…",
    },
    {
      id: "strengths-q3",
      kind: "textarea",
      title: "Module 4 : forces",
      section: "Forces",
      label: "Vos plus grandes fiertés",
      prompt:
        "De quelles deux ou trois réussites êtes-vous le plus fier ? Sur quelles forces vous êtes-vous appuyé pour y parvenir ?",
      placeholder: "La réussite, et ce qu’elle a demandé…",
    },
    {
      id: "strengths-q4",
      kind: "textarea",
      title: "Module 4 : forces",
      section: "Forces",
      label: "Ce qui vous est facile",
      prompt: "Qu’est-ce qui vous vient facilement alors que cela semble plus difficile pour les autres ?",
      help: "Ce sont souvent les forces que l’on néglige, parce qu’elles ne demandent aucun effort.",
      placeholder: "Ce qui m’est facile…",
    },
    {
      id: "strengths-q5",
      kind: "textarea",
      title: "Module 4 : forces",
      section: "Forces",
      label: "Les retours qui reviennent",
      prompt:
        "Quels retours positifs ou compliments entendez-vous encore et encore, de la part de vos clients, de vos collègues ou de vos proches ?",
      placeholder: "On me dit souvent que je…",
    },
    {
      id: "strengths-q6",
      kind: "textarea",
      title: "Module 4 : forces",
      section: "Forces",
      label: "Le travail que vous feriez bénévolement",
      prompt:
        "Si l’argent n’était pas un sujet, quel travail continueriez-vous volontiers à faire gratuitement ? Qu’est-ce qui vous attire dans ce travail ?",
      placeholder: "Je continuerais volontiers à…",
    },
    {
      id: "strengths-q7",
      kind: "textarea",
      title: "Module 4 : forces",
      section: "Forces",
      label: "Rebondir",
      prompt:
        "Repensez à un revers important que vous avez vécu. Comment vous en êtes-vous remis, et quelles qualités personnelles vous ont aidé à avancer ?",
      placeholder: "Le revers, et comment j’ai rebondi…",
    },
    {
      id: "strengths-q8",
      kind: "chips",
      title: "Module 4 : vos forces principales",
      section: "Forces",
      label: "Forces principales",
      prompt:
        "À partir de vos réflexions, choisissez les 5 à 7 forces qui vous décrivent le mieux quand vous êtes au meilleur de vous-même.",
      help: "Choisissez les forces autour desquelles vous voulez bâtir votre activité.",
      options: frenchChips(STRENGTHS, STRENGTH_LABELS),
      min: 5,
      max: 7,
      noun: "forces",
    },

    // ───────────────────────── Fin de la phase ─────────────────────────
    {
      id: "completion",
      kind: "completion",
      title: "Félicitations !",
      section: "Fin de la phase",
      body: [
        "Vous avez terminé la phase 1 : les fondations alignées. Merci pour le temps et la sincérité que vous avez mis dans ces réflexions. Vos valeurs, votre vision, votre bien-être et vos forces sont désormais le socle de tout ce que nous allons construire ensemble.",
        "Votre rapport personnalisé de la phase 1 est en préparation : votre consultant le relit personnellement, puis vous le recevez par e-mail.",
        "Votre prochaine séance sera planifiée pour que nous puissions parcourir ensemble votre rapport et préparer la phase 2 : la résonance créative et de marque.",
      ],
    },
  ],
};
