import type { AppDraw } from '../events.ts';
import type { EmpathSaid, RippleSaid, RippleTarget } from '../app/said.ts';
import type {
  EmpathPrompt,
  OracleAnswer,
  OracleQuestion,
  OracleResponse,
  RippleGroup,
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

export function instructionFr(key: string, said: AppDraw): string {
  const doppel = key.endsWith('-doppelganger');
  const base = doppel ? key.slice(0, -'-doppelganger'.length) : key;
  const who = (article: string, role: string): string => (doppel ? `la Doppelgänger-${role}` : `${article}${role}`);
  if (base === 'aliens' && 'action' in said) {
    const target = viewTargetFr('target' in said && said.target ? (said.target as ViewTarget) : 'any');
    switch (said.action) {
      case 'view':
        return `chaque Alien peut regarder la carte ${target}`;
      case 'all-view':
        return `les Aliens peuvent regarder ensemble la carte ${target}`;
      case 'stare':
        return 'les Aliens se regardent, sans rien faire de plus';
      case 'timer':
        return 'les Aliens divisent par deux le temps de discussion du jour';
      case 'left':
      case 'right':
        return `chaque Alien passe sa carte au prochain Alien à sa ${said.action === 'left' ? 'gauche' : 'droite'}`;
      case 'show':
        return 'les Aliens se montrent leurs cartes';
      case 'new-alien':
      case 'alien-helper':
        return `${groupFr('group' in said && said.group ? said.group : 'everyone')} tendent le poing et les Aliens touchent l'un d'eux, qui ${said.action === 'new-alien' ? 'devient un Alien' : "rejoint l'équipe des Aliens sans devenir un Alien"}`;
    }
  }
  if (base === 'psychic' && 'action' in said && (said.action === 'view-1' || said.action === 'view-2'))
    return `${who('la ', 'Médium')} peut regarder ${said.action === 'view-1' ? 'la carte' : 'deux cartes'} ${viewTargetFr((said as { target: ViewTarget }).target)}`;
  if (base === 'rascal' && 'action' in said) {
    const target = ('target' in said ? said.target : undefined) as RippleTarget | undefined;
    const rascal = who('le ', 'Chenapan');
    switch (said.action) {
      case 'troublemaker':
        return `${rascal} peut échanger les cartes ${placeFr(target ?? 'any-two')}`;
      case 'robber':
        return `${rascal} peut prendre ${cardOf(target ?? 'any')}, donner la sienne en échange et regarder sa nouvelle carte`;
      case 'witch':
        return `${rascal} peut regarder ${cardOf(target ?? 'any')} et, s'il le fait, doit la donner à un joueur`;
      case 'drunk':
        return `${rascal} doit échanger sa carte avec ${cardOf(target ?? 'any')} sans la regarder`;
      case 'idiot':
        return `${rascal} peut décaler d'une place vers la gauche ou la droite la carte de chacun des autres joueurs`;
    }
  }
  if (base === 'exposer' && 'cards' in said)
    return `${who('le ', 'Dévoileur')} peut retourner ${said.cards === 1 ? 'une carte du milieu' : `${said.cards} cartes du milieu (exactement ${said.cards}, ou aucune)`}`;
  if (base === 'mortician' && 'action' in said) {
    const mortician = who('le ', 'Croque-mort');
    if (said.action === 'pretend') return `${mortician} fait semblant et ne regarde rien`;
    if (said.action === '2-cards') return `${mortician} peut regarder les cartes de ses deux voisins`;
    const side = 'target' in said ? said.target : 'one-neighbour';
    return `${mortician} peut regarder la carte ${side === 'left' ? 'de son voisin de gauche' : side === 'right' ? 'de son voisin de droite' : "de l'un de ses voisins"}`;
  }
  if (base === 'blob' && 'absorb' in said) return `${who('le ', 'Blob')} absorbe ${blobFr(said.absorb)}`;
  if (base === 'ripple' && 'type' in said) return rippleFr(said);
  if (base === 'body-snatcher' && 'action' in said) {
    const snatcher = who('le ', 'Voleur de Corps');
    if (said.action === 'pretend') return `${snatcher} fait semblant et ne prend rien`;
    if (said.action === 'center')
      return `${snatcher} peut prendre une carte du milieu, y laisser la sienne et la regarder`;
    const target = ('target' in said ? said.target : undefined) as RippleTarget | undefined;
    return `${snatcher} peut prendre la carte ${placeFr(target ?? 'any')} qui n'est pas un Alien, lui laisser la sienne et la regarder`;
  }
  if (base === 'empath' && 'prompt' in said)
    return `${groupFr(said.group)} ${said.group === 'everyone' ? 'garde les yeux fermés et désigne' : 'gardent les yeux fermés et désignent'} ${EMPATH_FR[(said as EmpathSaid).prompt]}, et ${who("l'", 'Empathe')} regarde`;
  if (base === 'nostradamus' && 'team' in said)
    return `${who('', 'Nostradamus')} est dans l'équipe : ${TEAM_NAMES_FR[said.team]}`;
  return key;
}

/** Qui le groupe de l'Empathe désigne, selon l'application. */
export const EMPATH_FR: Readonly<Record<EmpathPrompt, string>> = {
  think: "le joueur qu'ils pensent être l'Empathe",
  'good-looking': 'le joueur le plus beau',
  suspicious: 'le joueur le plus suspect',
  smells: 'le joueur qui sent le meilleur',
  'sharp-dresser': 'le joueur le plus élégant',
  awesome: 'le joueur le plus génial',
  'everyone-else': 'le joueur que tous les autres désigneront selon eux',
  smartest: 'le joueur le plus intelligent',
  friendliest: 'le joueur le plus sympathique',
  funniest: 'le joueur le plus drôle',
  winner: 'le joueur qui va gagner selon eux',
  like: "le joueur qu'ils préfèrent",
  'dont-think': "le joueur que personne d'autre ne désignera selon eux",
  nicest: 'le joueur le plus gentil',
};

export function blobFr(absorb: string): string {
  const [count, side] = absorb.split('-') as [string, string];
  const k = Number(count);
  const where = side === 'left' ? 'à sa gauche' : 'à sa droite';
  if (side === 'each') return k === 1 ? 'le joueur de chaque côté' : `les ${k} joueurs de chaque côté`;
  return k === 1 ? `le joueur ${where}` : `les ${k} joueurs ${where}`;
}

const ONDE = "une ondulation de l'espace-temps";

export function rippleFr(r: RippleSaid): string {
  const player = r.player !== undefined ? `le joueur ${r.player}` : 'un joueur';
  const pair = r.players ? numbers(r.players, 'et') : 'deux joueurs';
  const group = r.group ? groupFr(r.group) : 'tout le monde';
  const place = r.target !== undefined ? placeFr(r.target) : "d'un autre joueur";
  const card = r.target === 'center' ? 'une carte du milieu' : `la carte ${place}`;
  switch (r.type) {
    case 'none':
      return "aucune ondulation de l'espace-temps";
    case 'one-minute':
      return `${ONDE} : une minute de discussion seulement avant le vote`;
    case 'repeat':
      return `${ONDE} : une boucle temporelle, la nuit se rejoue`;
    case 'repeat-one-player':
      return `${ONDE} : une boucle temporelle, et ${player} garde désormais les yeux ouverts`;
    case 'insomniac':
      return `${ONDE} : ${group} peuvent regarder leur propre carte`;
    case 'may-not-speak':
      return `${ONDE} : ${group} ne peuvent pas parler avant la fin du vote`;
    case 'face-away':
      return `${ONDE} : ${group} doivent tourner le dos à la table jusqu'à la fin du vote`;
    case 'troublemaker':
      return `${ONDE} : ${player} peut échanger les cartes ${pair.startsWith('les ') ? `des ${pair.slice(4)}` : `de ${pair}`} sans les regarder`;
    case 'steal':
      return `${ONDE} : ${player} peut prendre ${card}, la regarde et ne se réveille pas pour ce rôle`;
    case 'witch':
      return `${ONDE} : ${player} peut regarder une carte du milieu et, s'il le fait, doit la donner à ${place
        .replace(/^d'un /, 'un ')
        .replace(/^du /, 'au ')
        .replace(/^de l'/, "l'")}`;
    case 'view-1':
      return `${ONDE} : ${player} peut regarder ${card}`;
    case 'view-2':
      return `${ONDE} : ${player} peut regarder deux cartes ${place}`;
    case 'reveal':
      return `${ONDE} : ${player} peut retourner face visible ${r.target === 'yourself' ? 'sa propre carte' : card} ; elle ne reste visible que si elle est de l'équipe du village`;
    case 'dual-view':
      return `${ONDE} : ${pair} peuvent regarder ensemble ${card}`;
    case 'two-hand-vote':
      return `${ONDE} : ${group} votent des deux mains, une voix par main`;
    case 'dual-shuffle':
      return `${ONDE} : ${pair} se montrent leurs cartes, le premier les mélange faces cachées, en rend une et garde l'autre`;
    case 'drunk':
      return `${ONDE} : ${player} doit échanger sa carte avec ${card} sans regarder ni l'une ni l'autre`;
    case 'vote-for-app':
      return `${ONDE} : chacun peut voter pour l'application, et si elle reçoit le plus de voix, personne ne meurt`;
    case 'repeat-role':
      return `${ONDE} : ${r.role ? `le rôle ${ROLE_NAMES_FR[r.role]}` : 'un rôle'} refait son action de la nuit`;
    case 'i-am-alien':
      return `${ONDE} : ${group} ne peuvent dire que « je suis un alien » jusqu'au vote`;
  }
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
