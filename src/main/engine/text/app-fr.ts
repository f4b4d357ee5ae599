import type { AppDraw } from '../events.ts';
import type { RippleSaid, RippleTarget } from '../app/said.ts';
import { instructionsIn } from './app-speakers.ts';
import type {
  OracleAnswer,
  OracleQuestion,
  OracleResponse,
  RippleGroup,
  RippleType,
  ViewTarget,
} from '../app/vocabulary.ts';
import { ROLE_NAMES_FR, TEAM_NAMES_FR } from './fr.ts';

/**
 * Ce que dit l'application, en français : les numéros et les places des joueurs, l'instruction tirée
 * pour chaque rôle et les ondulations de l'espace-temps. L'explication les raconte, la narration les dit.
 */

const numbers = (list: readonly number[], joiner: 'ou' | 'et'): string => {
  if (list.length === 1) return `le joueur ${list[0]}`;
  return `les joueurs ${list.slice(0, -1).join(', ')} ${joiner} ${list[list.length - 1]}`;
};

/** « d'un joueur au numéro pair », « du joueur 3 ». */
export function viewTargetFr(target: ViewTarget): string {
  if (target === 'any') return "d'un joueur";
  if (target === 'even') return "d'un joueur au numéro pair";
  if (target === 'odd') return "d'un joueur au numéro impair";
  return target.length === 1 ? `du joueur ${target[0]}` : `de l'un des ${numbers(target, 'ou').slice(4)}`;
}

export function groupFr(group: RippleGroup): string {
  if (group === 'everyone') return 'tout le monde';
  if (group === 'even') return 'les joueurs aux numéros pairs';
  if (group === 'odd') return 'les joueurs aux numéros impairs';
  return numbers(group, 'et');
}

/** « de n'importe quel autre joueur », « du voisin de gauche » (la carte …). */
const PLACE_FR: Readonly<Record<Exclude<RippleTarget, readonly number[]>, string>> = {
  any: "d'un autre joueur",
  even: "d'un joueur au numéro pair",
  odd: "d'un joueur au numéro impair",
  higher: "d'un joueur au numéro plus grand",
  lower: "d'un joueur au numéro plus petit",
  left: 'du voisin de gauche',
  right: 'du voisin de droite',
  'one-neighbour': "de l'un des deux voisins",
  center: 'du milieu',
  'any-two': 'de deux autres joueurs',
  'two-even': 'de deux joueurs aux numéros pairs',
  'two-odd': 'de deux joueurs aux numéros impairs',
  'two-higher': 'de deux joueurs aux numéros plus grands',
  'two-lower': 'de deux joueurs aux numéros plus petits',
  'two-left': 'des deux joueurs juste à gauche',
  'two-right': 'des deux joueurs juste à droite',
  'both-neighbours': 'des deux voisins',
  yourself: 'du joueur lui-même',
};

export function placeFr(target: RippleTarget): string {
  if (typeof target !== 'string')
    return target.length === 1 ? `du joueur ${target[0]}` : `de l'un des ${numbers(target, 'ou').slice(4)}`;
  return PLACE_FR[target];
}

/** « une carte du milieu », « sa propre carte », « la carte du voisin de gauche ». */
const cardOf = (target: RippleTarget): string =>
  target === 'center'
    ? 'une carte du milieu'
    : target === 'yourself'
      ? 'sa propre carte'
      : `la carte ${placeFr(target)}`;

/** What a role's drawn instruction says, in French, by draw key (the ripple's from `rippleFr`). */
export const instructionFr = instructionsIn(
  'fr',
  (words, doppelganger) => ({
    who: doppelganger ? `la Doppelgänger-${words.name}` : `${words.article}${words.name}`,
    place: placeFr,
    cardOf,
    viewTarget: viewTargetFr,
    group: groupFr,
    team: (team) => TEAM_NAMES_FR[team],
  }),
  (said) => rippleFr(said),
);

const ONDE = "une ondulation de l'espace-temps";

/** What each ripple says, from the players and places it names. */
interface RippleParts {
  readonly r: RippleSaid;
  readonly player: string;
  readonly pair: string;
  readonly group: string;
  readonly place: string;
  readonly card: string;
}

const RIPPLE_FR: { readonly [T in RippleType]: (parts: RippleParts) => string } = {
  none: () => "aucune ondulation de l'espace-temps",
  'one-minute': () => `${ONDE} : une minute de discussion seulement avant le vote`,
  repeat: () => `${ONDE} : une boucle temporelle, la nuit se rejoue`,
  'repeat-one-player': ({ player }) => `${ONDE} : une boucle temporelle, et ${player} garde désormais les yeux ouverts`,
  insomniac: ({ group }) => `${ONDE} : ${group} peuvent regarder leur propre carte`,
  'may-not-speak': ({ group }) => `${ONDE} : ${group} ne peuvent pas parler avant la fin du vote`,
  'face-away': ({ group }) => `${ONDE} : ${group} doivent tourner le dos à la table jusqu'à la fin du vote`,
  troublemaker: ({ player, pair }) =>
    `${ONDE} : ${player} peut échanger les cartes ${pair.startsWith('les ') ? `des ${pair.slice(4)}` : `de ${pair}`} sans les regarder`,
  steal: ({ player, card }) =>
    `${ONDE} : ${player} peut prendre ${card}, la regarde et ne se réveille pas pour ce rôle`,
  witch: ({ player, place }) =>
    `${ONDE} : ${player} peut regarder une carte du milieu et, s'il le fait, doit la donner à ${place
      .replace(/^d'un /, 'un ')
      .replace(/^du /, 'au ')
      .replace(/^de l'/, "l'")}`,
  'view-1': ({ player, card }) => `${ONDE} : ${player} peut regarder ${card}`,
  'view-2': ({ player, place }) => `${ONDE} : ${player} peut regarder deux cartes ${place}`,
  reveal: ({ r, player, card }) =>
    `${ONDE} : ${player} peut retourner face visible ${r.target === 'yourself' ? 'sa propre carte' : card} ; elle ne reste visible que si elle est de l'équipe du village`,
  'dual-view': ({ pair, card }) => `${ONDE} : ${pair} peuvent regarder ensemble ${card}`,
  'two-hand-vote': ({ group }) => `${ONDE} : ${group} votent des deux mains, une voix par main`,
  'dual-shuffle': ({ pair }) =>
    `${ONDE} : ${pair} se montrent leurs cartes, le premier les mélange faces cachées, en rend une et garde l'autre`,
  drunk: ({ player, card }) =>
    `${ONDE} : ${player} doit échanger sa carte avec ${card} sans regarder ni l'une ni l'autre`,
  'vote-for-app': () =>
    `${ONDE} : chacun peut voter pour l'application, et si elle reçoit le plus de voix, personne ne meurt`,
  'repeat-role': ({ r }) =>
    `${ONDE} : ${r.role ? `le rôle ${ROLE_NAMES_FR[r.role]}` : 'un rôle'} refait son action de la nuit`,
  'i-am-alien': ({ group }) => `${ONDE} : ${group} ne peuvent dire que « je suis un alien » jusqu'au vote`,
};

export function rippleFr(r: RippleSaid): string {
  const player = r.player !== undefined ? `le joueur ${r.player}` : 'un joueur';
  const pair = r.players ? numbers(r.players, 'et') : 'deux joueurs';
  const group = r.group ? groupFr(r.group) : 'tout le monde';
  const place = r.target !== undefined ? placeFr(r.target) : "d'un autre joueur";
  const card = r.target === 'center' ? 'une carte du milieu' : `la carte ${place}`;
  return RIPPLE_FR[r.type]({ r, player, pair, group, place, card });
}

const QUESTION_FR: Readonly<Record<OracleQuestion, string>> = {
  'alien-team': "si elle veut rejoindre l'équipe des Aliens",
  'werewolf-team': 'si elle veut rejoindre la Meute des Loups-Garous',
  'vampire-team': 'si elle veut rejoindre le Clan des Vampires',
  'alien-exchange': 'si les Aliens doivent échanger leurs cartes',
  exchange: 'si elle veut échanger sa carte avec une carte du milieu',
  center: 'si elle veut regarder les cartes du milieu',
  ripple: "si elle veut une ondulation de l'espace-temps",
  'even-odd': 'si son numéro de joueur est pair ou impair',
  'player-number': 'de quel joueur elle veut regarder la carte (un numéro)',
  number: "de deviner le nombre, de 1 à 10, auquel pense l'application",
};

export function questionFr(question: OracleQuestion): string {
  return QUESTION_FR[question];
}

const TEAM_CARD_FR: Partial<Record<OracleQuestion, string>> = {
  'alien-team': "une carte d'Alien",
  'werewolf-team': 'une carte de Loup-Garou',
  'vampire-team': 'une carte de Vampire',
};

export function responseFr(question: OracleQuestion, response: OracleResponse | null): string | null {
  if (response === null) return null;
  switch (response) {
    case 'card':
      return `sa carte est devenue ${TEAM_CARD_FR[question] ?? 'une autre carte'}`;
    case 'team':
      return "elle a rejoint l'équipe des Aliens sans devenir un Alien";
    case 'refused':
      return question === 'exchange'
        ? "l'application a refusé : elle garde sa carte"
        : "l'application a refusé : elle reste l'Oracle, dans l'équipe du village";
    case 'swap':
      return "l'application lui a dit d'échanger sa carte avec une carte du milieu";
  }
  if (question === 'center')
    return `l'application l'a laissée regarder ${response === 1 ? 'une carte du milieu' : `${response} cartes du milieu`}`;
  if (question === 'player-number') return `l'application lui a dit de regarder la carte du joueur ${response}`;
  if (question === 'number') return `l'application pensait à ${response}`;
  return null;
}

const ANSWERS_FR: Readonly<Record<string, string>> = { yes: 'oui', no: 'non', even: 'pair', odd: 'impair' };

export const answerFr = (answer: OracleAnswer): string => ANSWERS_FR[String(answer)] ?? String(answer);

const QUESTION_SPOKEN_FR: Readonly<Record<OracleQuestion, string>> = {
  'alien-team': "Veux-tu rejoindre l'équipe des Aliens ? Touche oui ou non.",
  'werewolf-team': 'Veux-tu rejoindre la Meute des Loups-Garous ? Touche oui ou non.',
  'vampire-team': 'Veux-tu rejoindre le Clan des Vampires ? Touche oui ou non.',
  'alien-exchange': 'Les Aliens doivent-ils échanger leurs cartes cette nuit ? Touche oui ou non.',
  exchange: 'Veux-tu échanger ta carte avec une carte du milieu ? Touche oui ou non.',
  center: 'Veux-tu regarder les cartes du milieu ? Touche oui ou non.',
  ripple: "Veux-tu une ondulation de l'espace-temps cette nuit ? Touche oui ou non.",
  'even-odd': 'Ton numéro de joueur est-il pair ou impair ? Touche pair ou impair.',
  'player-number': 'De quel joueur veux-tu regarder la carte ? Touche son numéro.',
  number: 'Je pense à un nombre de 1 à 10. Touche le nombre que tu devines.',
};

export function spokenQuestionFr(question: OracleQuestion): string {
  return QUESTION_SPOKEN_FR[question];
}

export function spokenFr(key: string, said: AppDraw): string {
  const text = instructionFr(key, said);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function spokenResponseFr(question: OracleQuestion, response: OracleResponse | null): string | null {
  const text = responseFr(question, response);
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : null;
}

/**
 * La réponse de l'application à l'Oracle, dite à voix haute, à elle (« Ta carte est maintenant une carte
 * d'Alien. ») : toute la table l'entend, elle ne nomme donc personne sinon par son numéro. Null quand
 * l'application n'ajoute rien.
 */
export function oracleReplyFr(
  question: OracleQuestion,
  answer: OracleAnswer,
  response: OracleResponse | null,
): string | null {
  switch (question) {
    case 'alien-team':
    case 'werewolf-team':
    case 'vampire-team':
      if (answer !== 'yes') return "Tu restes l'Oracle, dans l'équipe du village.";
      if (response === 'card') return `Ta carte est maintenant ${TEAM_CARD_FR[question]}.`;
      if (response === 'team') return "Désormais tu ne gagnes que si les Aliens gagnent, mais tu n'es pas un Alien.";
      return "Désolée : tu restes l'Oracle, dans l'équipe du village.";
    case 'alien-exchange':
      return answer === 'yes'
        ? 'Les Aliens doivent échanger leurs cartes cette nuit.'
        : 'Les Aliens gardent leurs cartes cette nuit.';
    case 'exchange':
      if (answer !== 'yes') return 'Tu gardes ta carte.';
      return response === 'swap' ? 'Échange ta carte avec une carte du milieu.' : 'Désolée : garde ta carte.';
    case 'center':
      if (answer !== 'yes' || typeof response !== 'number') return 'Tu ne regardes aucune carte du milieu.';
      return response === 1
        ? 'Tu peux regarder une carte du milieu.'
        : response === 2
          ? 'Tu peux regarder deux cartes du milieu.'
          : 'Tu peux regarder les trois cartes du milieu.';
    case 'ripple':
      return answer === 'yes'
        ? "Il y aura une ondulation de l'espace-temps cette nuit."
        : "L'espace-temps suivra son cours cette nuit.";
    case 'even-odd':
      return answer === 'even'
        ? "Le numéro de joueur de l'Oracle est pair."
        : answer === 'odd'
          ? "Le numéro de joueur de l'Oracle est impair."
          : null;
    case 'player-number':
      return typeof response === 'number' ? `Regarde la carte du joueur ${response}.` : null;
    case 'number':
      if (typeof response !== 'number') return null;
      return answer === response
        ? `Bravo ! Je pensais à ${response}. Tu peux garder les yeux ouverts jusqu'à la fin de la nuit.`
        : `Perdu : je pensais à ${response}. Désormais tous les autres joueurs gagnent si tu meurs ; tu ne gagnes que si tu survis.`;
  }
}

/** Une réponse que la console sait fausse, dite au meneur (jamais à la table) : voir `oracleContradictionEn`. */
export function oracleContradictionFr(
  question: OracleQuestion,
  answer: OracleAnswer,
  oracle: { readonly name: string; readonly number: number } | null,
): string | null {
  if (question !== 'even-odd' || !oracle || (answer !== 'even' && answer !== 'odd')) return null;
  const parity = oracle.number % 2 === 0 ? 'even' : 'odd';
  if (parity === answer) return null;
  return `${oracle.name} est le joueur ${oracle.number}, un numéro ${answerFr(parity)} : « ${oracleAnswerFr(answer)} » ne correspond pas. La réponse compte telle qu'elle l'a donnée (la table fait foi) ; vérifiez son numéro.`;
}

/** La réponse de l'Oracle, telle que le bouton de la console la dit. */
export function oracleAnswerFr(answer: OracleAnswer): string {
  const word = ANSWERS_FR[String(answer)];
  return word ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : String(answer);
}
