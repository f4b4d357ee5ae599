import type { Reason } from '../errors.ts';
import type { RippleTarget } from '../app/said.ts';
import type { RippleGroup, ViewTarget } from '../app/vocabulary.ts';
import type {
  APP_EN,
  APP_SAID_EN,
  NIGHT_EN,
  OVERRIDE_EN,
  RECORD_EN,
  SEAT_EN,
  SETUP_EN,
  VOTE_EN,
} from './reasons-en.ts';
import type { Kit, SentencesLike } from './sentences.ts';

/**
 * Les raisons du moteur en français (celles d'un rôle sont dans son dossier) : les mêmes phrases que
 * `reasons-en.ts`, dites à partir des mêmes paramètres, jamais à partir de l'anglais. Une raison affichée
 * seule finit par un point ; dans une autre phrase, on la dit sans (`clause`).
 */

/** "d'Ann", "de Bob" : « de » s'élide devant une voyelle ou un h muet. */
export const de = (name: string): string => (/^[aeiouyhàâäéèêëîïôöùûü]/i.test(name) ? `d'${name}` : `de ${name}`);
/** « La carte d'Ann », en tête de phrase. */
export const laCarteDe = (name: string): string => `La carte ${de(name)}`;
/** Une raison dite au milieu d'une autre phrase : sans son point final. */
export const clause = (text: string): string => (text.endsWith('.') ? text.slice(0, -1) : text);

const noms = (list: readonly string[]): string => (list.length ? list.join(', ') : 'personne');
const nombres = (list: readonly number[], joint: 'ou' | 'et'): string =>
  list.length === 1 ? `le joueur ${list[0]}` : `les joueurs ${list.slice(0, -1).join(', ')} ${joint} ${list.at(-1)}`;

/** Ce que nomme une place dite par l'application (« le voisin de gauche », « deux joueurs aux numéros pairs »). */
export function placeFr(target: RippleTarget): string {
  if (typeof target !== 'string') return nombres(target, 'ou');
  return {
    any: "n'importe quel autre joueur",
    even: 'un joueur au numéro pair',
    odd: 'un joueur au numéro impair',
    higher: 'un joueur au numéro plus grand',
    lower: 'un joueur au numéro plus petit',
    left: 'le voisin de gauche',
    right: 'le voisin de droite',
    'one-neighbour': "l'un des voisins",
    center: 'le milieu',
    'any-two': 'deux autres joueurs',
    'two-even': 'deux joueurs aux numéros pairs',
    'two-odd': 'deux joueurs aux numéros impairs',
    'two-higher': 'deux joueurs aux numéros plus grands',
    'two-lower': 'deux joueurs aux numéros plus petits',
    'two-left': 'les deux joueurs juste à gauche',
    'two-right': 'les deux joueurs juste à droite',
    'both-neighbours': 'les deux voisins',
    yourself: 'sa propre carte',
  }[target];
}

/** « n'importe quel joueur », « un joueur au numéro impair », « le joueur 2 ou 5 ». */
export function viewTargetFr(target: ViewTarget): string {
  if (target === 'any') return "n'importe quel joueur";
  if (target === 'even') return 'un joueur au numéro pair';
  if (target === 'odd') return 'un joueur au numéro impair';
  return nombres(target, 'ou');
}

/** « de n'importe quel joueur », « d'un joueur au numéro pair », « du joueur 3 » (la carte …). */
export function deViewTargetFr(target: ViewTarget): string {
  if (typeof target === 'string') return de(viewTargetFr(target));
  return target.length === 1 ? `du joueur ${target[0]}` : `de l'un des ${nombres(target, 'ou').slice(4)}`;
}

/** « tout le monde », « les joueurs aux numéros pairs », « les joueurs 1 et 4 ». */
export function groupFr(group: RippleGroup): string {
  if (group === 'everyone') return 'tout le monde';
  if (group === 'even') return 'les joueurs aux numéros pairs';
  if (group === 'odd') return 'les joueurs aux numéros impairs';
  return nombres(group, 'et');
}

function champ(field: string): string {
  switch (field) {
    case 'center':
      return '« center » (une carte du milieu)';
    case 'centers':
      return '« center » (plusieurs cartes du milieu)';
    case 'each':
      return 'une entrée par joueur (avec « by »)';
    case 'reply':
      return "la réponse de l'Oracle";
    default:
      return `« ${field} »`;
  }
}

const dit = (k: Kit, reason: Reason): string => clause(k.say(reason));

export const SEAT_FR: SentencesLike<typeof SEAT_EN> = {
  self: (p) => `${p.player} ne peut pas se choisir soi-même.`,
  shielded: (p) =>
    `${laCarteDe(p.player)} porte le bouclier de la Sentinelle\u00A0: personne ne peut la regarder, la déplacer ni lui donner un artefact.`,
};

export const NIGHT_FR: SentencesLike<typeof NIGHT_EN> = {
  actors: (p, k) => {
    if (!p.role && p.ripple) return `${noms(p.names)} (à qui l'ondulation donne une action)`;
    if (!p.role) return `${noms(p.names)} (${p.step})`;
    const copy = p.doppelganger && p.role !== 'doppelganger';
    return `${noms(p.names)} (${copy ? `la Doppelgänger-${k.role(p.role)}` : k.role(p.role, true)})`;
  },
  over: () => 'La nuit est finie\u00A0: il ne reste que le vote.',
  'no-seat': (p) => `La place ${p.seat} n'est pas celle d'un joueur de cette table.`,
  'no-center': (p) =>
    p.werewolf
      ? `La carte du milieu ${p.index} n'existe pas\u00A0: les cartes du milieu sont 0, 1 et 2, et 3 est la carte Loup-Garou du milieu.`
      : `La carte du milieu ${p.index} n'existe pas\u00A0: les cartes du milieu sont 0, 1 et 2.`,
  'center-not-here': (p, k) =>
    `La carte du milieu ${p.index} ne peut pas être choisie ici\u00A0: ${p.rule ? dit(k, p.rule) : "ce n'est pas une carte du milieu"}.`,
  cannot: (p, k) => `${k.say(p.actors)} ${dit(k, p.why)}.`,
  'not-a-choice': (p) =>
    `${champ(p.field)} n'est pas un choix ici\u00A0: cet appel ${p.allowed.length === 0 ? "n'a rien à choisir" : `offre un choix de ${p.allowed.map(champ).join('/')}`}.`,
  'must-choose': (p, k) =>
    `${k.say(p.actors)} doit choisir (${p.fields.join('/')})\u00A0: les règles rendent cette action obligatoire.`,
  'artifact-target': (p, k) => `${k.say(p.actors)} nomme le joueur dont la carte reçoit l'artefact.`,
  exchange: () => 'Les cartes des deux joueurs sont échangées (« swap » : « cards ») ou pas du tout.',
  'swap-and-targets': (p, k) =>
    `${k.say(p.actors)} intervertit les « cards » ou les « marks » de deux joueurs\u00A0: donnez « swap » et « targets ».`,
  named: (p, k) => `${k.say(p.actors)} a nommé ${noms(p.named)}\u00A0: ${dit(k, p.rule)}.`,
  'named-twice': (p) => `${p.player} est nommé deux fois\u00A0: les deux joueurs doivent être différents.`,
  'player-rule': (p, k) => `${p.player}\u00A0: ${dit(k, p.rule)}.`,
  'one-card': (p, k) => `Une seule carte\u00A0: ${dit(k, p.rule)}.`,
  count: (p, k) =>
    `${p.count} ${p.count <= 1 ? 'carte choisie' : 'cartes choisies'}\u00A0: ${dit(k, p.rule)} (${p.min === p.max ? `${p.min}` : `de ${p.min} à ${p.max}`}${p.allowNone ? ', ou aucune' : ''}).`,
  'card-twice': (p, k) => `Une carte est nommée deux fois\u00A0: ${dit(k, p.rule)}.`,
  'after-stop': (p, k) =>
    `${dit(k, p.stop)}\u00A0; ${p.after.length > 1 ? `les cartes ${p.after.map(de).join(' et ')} ne peuvent plus être regardées` : `la carte ${de(p.after[0] ?? '')} ne peut plus être regardée`} ensuite.`,
  'give-missing': (p, k) => `${k.say(p.actors)} ${dit(k, p.rule)}\u00A0: nommez la carte et « to ».`,
  'own-card': (p) => `${p.player} récupérerait sa propre carte\u00A0: la carte va à un autre joueur.`,
  'each-count': (p) =>
    `${p.answers} réponses pour ${p.awake} joueurs réveillés\u00A0: chacun d'eux choisit de son côté.`,
  'reply-first': () =>
    "L'Oracle agit selon la réponse de l'application à la sienne\u00A0: donnez d'abord sa réponse (« reply »).",
  'not-an-answer': (p) =>
    `« ${p.given} » ne répond pas à la question « ${p.question} »\u00A0: les réponses sont ${p.answers.join(', ')}.`,
};

export const APP_FR: SentencesLike<typeof APP_EN> = {
  'self-place': (p, k) => `${p.player} est ${dit(k, p.who)}\u00A0: l'application a dit ${placeFr(p.target)}.`,
  'other-place': (p) => `${p.player} est le joueur ${p.number}\u00A0: l'application a dit ${placeFr(p.target)}.`,
  said: (p) => `l'application a dit ${placeFr(p.target)}`,
  'view-other': (p) => `${p.player} est le joueur ${p.number}\u00A0: l'application a dit ${viewTargetFr(p.target)}.`,
  'ripple-player': () => "le joueur que nomme l'ondulation",
  'ripple-acts': (p) => `${p.player} agit dans cette ondulation\u00A0: la carte est celle d'un autre joueur.`,
  'ripple-witch-center': (p) =>
    `${laCarteDe(p.player)} n'est pas une carte du milieu\u00A0: la Sorcière de l'ondulation regarde une carte du milieu.`,
  'ripple-witch-rule': (p) => `regarde une carte du milieu puis la donne à ${placeFr(p.target)}`,
  'ripple-two': (p) => `jusqu'à deux cartes\u00A0; l'application a dit ${placeFr(p.target)}`,
  'ripple-shielded': () => 'a une carte protégée par un bouclier\u00A0: elle ne peut pas être échangée',
};

export const SETUP_FR: SentencesLike<typeof SETUP_EN> = {
  'player-count': (p) => `${p.count} joueurs\u00A0: on joue à Une Nuit de ${p.min} à ${p.max} joueurs.`,
  'empty-name': () => 'Un nom de joueur est vide.',
  'name-twice': (p) => `${p.name} est nommé deux fois\u00A0: chaque joueur a besoin de son propre nom.`,
  'deal-players': (p) =>
    `${p.dealt} cartes distribuées à ${p.players} joueurs\u00A0: chaque joueur reçoit exactement une carte.`,
  'deal-center': (p) =>
    `${p.count} cartes au milieu\u00A0: il y a toujours trois cartes de plus que de joueurs${p.fourth ? ' (une quatrième, « werewolf », seulement comme carte Loup-Garou du milieu du Loup Alpha)' : ''}.`,
  'unknown-role': (p) =>
    `« ${p.value} » n'est pas un rôle de Loup-Garou, de Daybreak, des Bonus Packs, de Vampire ni d'Alien.`,
  'too-many': (p) => `${p.count} cartes ${p.role}\u00A0: le jeu n'a qu'une carte ${p.role} (elle agit seule la nuit).`,
  'app-not-in-game': () =>
    "Le paquet ne contient aucun rôle que dirige l'application (un Alien, l'Oracle, la Médium, le Chenapan, le Dévoileur, le Blob, le Croque-mort, le Voleur de Corps, l'Empathe ou Nostradamus)\u00A0: un enregistrement n'a alors pas de « app ».",
  'app-missing': () =>
    "Le paquet contient un rôle que dirige l'application\u00A0: donnez ce qu'a dit l'application (le « app » d'un enregistrement) ou une graine pour le tirer.",
};

export const VOTE_FR: SentencesLike<typeof VOTE_EN> = {
  'not-voted': (p) =>
    `${p.voter} n'a pas voté${p.second ? ' de la seconde main (un vote à deux mains)' : ''}\u00A0: chaque joueur désigne un autre joueur.`,
  'for-app': (p) =>
    `${p.voter} a voté pour l'application\u00A0: seule une ondulation « vote pour l'application » le permet.`,
  'no-seat': (p) => `${p.voter} a voté pour la place ${p.seat}, qui n'est pas celle d'un joueur.`,
  self: (p) => `${p.voter} a voté contre soi-même\u00A0: personne ne peut voter contre soi.`,
  twice: (p) =>
    `${p.voter} a voté deux fois\u00A0: seuls les joueurs que nomme une ondulation « vote à deux mains » votent des deux mains.`,
  'too-many': (p) => `${p.votes} voix pour ${p.players} joueurs\u00A0: chaque joueur vote exactement une fois.`,
  'not-day': () => "Le vote vient après la nuit\u00A0: des appels n'ont pas encore reçu de réponse.",
  'after-night': () => 'Le vote vient après la nuit.',
  'no-votes': () => "L'enregistrement n'a pas de votes\u00A0: chaque joueur doit voter.",
  'not-a-player': (p) => `« ${p.voter} » n'est pas un joueur\u00A0: seuls les joueurs votent.`,
  'for-non-player': (p) => `${p.voter} a voté pour « ${p.target} », qui n'est pas un joueur.`,
};

const listeMilieu = (werewolf: boolean): string =>
  werewolf ? '0, 1, 2, ou 3 pour la carte Loup-Garou du milieu' : '0, 1, 2';
const placeCarte = (p: { player?: string | undefined; center?: number | undefined }): string =>
  p.player !== undefined ? laCarteDe(p.player) : `La carte du milieu ${p.center}`;

export const OVERRIDE_FR: SentencesLike<typeof OVERRIDE_EN> = {
  'two-cards': (p) =>
    `Nommez deux places différentes\u00A0: un joueur ou une carte du milieu (${listeMilieu(p.werewolf)}).`,
  'two-marks': () => 'Nommez deux places différentes\u00A0: un joueur ou une case du plateau des marques.',
  'no-seat': (p) => `La place ${p.seat} n'est pas celle d'un joueur de cette table (0 à ${p.last}).`,
  'shield-same': (p) => `${laCarteDe(p.player)} ${p.on ? 'a déjà un' : "n'a pas de"} bouclier\u00A0: rien à corriger.`,
  'one-card': (p) => `Nommez un joueur ou une carte du milieu (${listeMilieu(p.werewolf)}).`,
  'not-artifact': (p) => `« ${p.value} » n'est pas un jeton d'artefact.`,
  'artifact-same': (p, k) =>
    p.artifact === null
      ? `${placeCarte(p)} ne porte pas d'artefact\u00A0: rien à corriger.`
      : `${placeCarte(p)} porte déjà l'artefact ${k.artifact(p.artifact)}\u00A0: rien à corriger.`,
  'face-same': (p) => `${placeCarte(p)} est déjà face ${p.up ? 'visible' : 'cachée'}\u00A0: rien à corriger.`,
  'not-a-player': (p) => `« ${p.name} » n'est pas un joueur.`,
  'no-spot': (p) => `Le plateau des marques n'a pas de case ${p.set} ${p.mark} ${p.index} dans cette partie.`,
  'unknown-artifact': (p) =>
    `« ${p.value} » n'est pas un jeton d'artefact\u00A0: les jetons sont ${p.tokens.join(', ')}.`,
};

export const RECORD_FR: SentencesLike<typeof RECORD_EN> = {
  'not-a-player': (p) => `${p.field} « ${p.value} » n'est pas un joueur.`,
  'not-artifact': (p) =>
    `L'artefact « ${p.value} » n'est pas un jeton d'artefact\u00A0: les jetons sont ${p.tokens.join(', ')}.`,
  'at-passed': (p) =>
    `« at » : ${p.at} est déjà passé\u00A0: les corrections sont enregistrées dans l'ordre où elles ont eu lieu.`,
  'at-unknown': (p) => `« at » : ${p.at} n'est pas un appel de la nuit de cette partie.`,
  'not-a-call': (p) =>
    `« ${p.call} » n'est pas un appel\u00A0: voyez docs/record-format.md pour les identifiants des appels.`,
  'by-not-player': (p) => `« by » : « ${p.by} » n'est pas un joueur.`,
  earlier: (p) =>
    `${p.player !== null ? `${p.player} répond` : 'Cet appel vient'} plus tôt dans l'ordre de réveil (${p.wake}) que les entrées qui le précèdent (${p.current})\u00A0: les actions de la nuit sont enregistrées dans l'ordre où elles ont eu lieu.`,
  frightened: (p) => `${p.player} a la marque de Peur et ne peut faire aucune partie de son action de la nuit.`,
  'two-answer': (p) =>
    `Plusieurs joueurs répondent à cet appel (${p.names.join(', ')})\u00A0: nommez celui qui agit avec « by ».`,
  'wakes-first': (p, k) =>
    `Cette entrée vient après night[${p.entry}] ${p.call}, mais ${k.say(p.actors)} se réveille d'abord (${p.wake} dans l'ordre de réveil)\u00A0: les actions de la nuit sont enregistrées dans l'ordre où elles ont eu lieu.`,
  'each-alone': (p) =>
    `${p.names.join(', ')} choisissent chacun de leur côté\u00A0: nommez celui qui agit avec « by ».`,
  'not-awake': (p) => `${p.by} n'est pas réveillé pour cet appel.`,
  once: (p) => `${p.player} ne choisit qu'une fois à cet appel.`,
  'must-act': (p, k) =>
    `${k.say(p.actors)} doit agir avant ${p.before ?? 'la fin de la nuit'}, mais l'enregistrement n'a pas d'entrée ${p.call}\u00A0: cette action est obligatoire.`,
  'no-card': (p) => `Aucune carte de cette partie ne répond à l'appel ${p.call}.`,
  'frightened-ripple': (p) =>
    `${p.player} a la marque de Peur et ne peut faire aucune partie de son action de la nuit, pas même celle de l'ondulation (docs/rulings.md, règle 49).`,
  'not-now': (p) => `${p.player} ne se réveille pas pour l'appel ${p.call} à ce moment de la nuit.`,
  'in-center': (p) => `Personne n'est réveillé pour cet appel\u00A0: la carte ${p.card} est au milieu.`,
  'nobody-now': () => 'Personne ne se réveille pour cet appel à ce moment de la nuit.',
  'no-ripple': () =>
    "Il n'y a pas d'ondulation dans cette partie\u00A0: les ondulations ne viennent qu'avec une carte Alien dans le paquet.",
  'ripple-none': () =>
    "L'application n'a tiré aucune ondulation dans cette partie (« ripple » : {« type » : « none »})\u00A0: personne n'agit pour elle.",
  'ripple-no-action': (p) => `L'ondulation « ${p.type} » ne donne d'action à aucun joueur.`,
  'no-repeat-role': () =>
    "Il n'y a pas d'ondulation « repeat-role » dans cette partie\u00A0: « repeat » : true marque l'appel qu'une telle ondulation fait refaire.",
  'repeats-other': (p) =>
    `L'ondulation « repeat-role » fait refaire ${p.role !== null ? `l'appel ${p.role}` : 'un autre appel'}, pas l'appel ${p.call}.`,
  'no-loop': () =>
    "Il n'y a pas de boucle temporelle dans cette partie\u00A0: seule une ondulation « repeat » ou « repeat-one-player » rejoue la nuit, et « loop » : true marque ses appels.",
  'not-replayed': (p) =>
    `La boucle temporelle ne rejoue pas l'appel ${p.call}\u00A0: elle rejoue les appels que dirige l'application et ceux qui se réveillent avec eux (docs/rulings.md, règle 50\u00A0; la règle maison timeLoopWholeNight rejoue tous les appels de la Nuit à partir de 1).`,
};

const CHAMPS_ONDULATION: Readonly<Record<string, string>> = {
  player: "le joueur à qui elle donne l'action",
  players: 'deux joueurs',
  group: 'un groupe : everyone, even, odd ou des numéros de joueurs',
  target: 'où est la carte',
  role: 'le rôle qui refait son action',
};

export const APP_SAID_FR: SentencesLike<typeof APP_SAID_EN> = {
  'draw-missing': (p, k) => `Le tirage de l'application manque\u00A0: ${clause(k.say(p.why))}.`,
  'holds-role': (p) => `le paquet contient ${p.role}`,
  'holds-role-doppelganger': (p) => `le paquet contient ${p.role} et la Doppelgänger`,
  'holds-alien': () => 'le paquet contient un Alien',
  'holds-alien-ripple': () =>
    "le paquet contient un Alien (dites « none » quand l'application ne tire pas d'ondulation)",
  'says-nothing': (p) =>
    `L'application ne dit rien pour « ${p.key} » dans cette partie\u00A0: ce rôle n'est pas dans le paquet${p.noDoppelganger ? ' (pas de Doppelgänger)' : ''}.`,
  'another-question': () => "La Doppelgänger-Oracle « répond à une autre question » que celle de l'Oracle.",
  'exchange-direction': () =>
    "L'Oracle a dit oui à l'échange des Aliens\u00A0: les Aliens doivent passer leurs cartes à gauche (« left ») ou à droite (« right »).",
  'ripple-forced': () =>
    "L'Oracle a dit oui à la question de l'ondulation\u00A0: une ondulation a lieu (« none » ne peut pas être tiré).",
  'not-looping': () =>
    "Il n'y a pas de boucle temporelle\u00A0: l'ondulation n'est pas « repeat » ou « repeat-one-player ».",
  'loop-missing': (p) => `Le nouveau tirage de la boucle temporelle pour « ${p.key} » manque.`,
  'loop-extra': (p) => `« ${p.key} » ne se réveille pas de nouveau dans la boucle temporelle de cette partie.`,
  names: (p) => `« ${p.type} » nomme ${CHAMPS_ONDULATION[p.field] ?? p.field}.`,
  'has-no': (p) => `« ${p.type} » n'a pas de ${p.field}.`,
  'no-player': (p) => `Il n'y a pas de joueur ${p.number} à une table de ${p.players}.`,
  'number-twice': () => 'Un numéro de joueur est nommé deux fois.',
  'two-different': () => "L'ondulation nomme deux joueurs différents.",
  'not-repeatable': (p) => `« ${p.role} » n'a pas d'appel de la nuit à lui dans cette partie, à refaire.`,
  'witch-center': () => 'La Sorcière donne la carte du milieu à un joueur, pas au milieu.',
  'dual-view-target': () =>
    "La vue à deux porte sur la carte de n'importe quel joueur, d'un joueur pair ou impair, ou du milieu.",
};
