import type { TeamWhy } from '../events.ts';
import type { ByRole, Mark, Role, Team } from '../vocabulary.ts';
import type { Phrasebook, PlaceName } from './phrasebook.ts';
import { CENTER_NAMES_FR, MARK_NAMES_FR, ROLE_NAMES_FR } from './fr.ts';

/**
 * The game told in French, with the French edition's names. Past tense (passé composé); the players'
 * genders are unknown, so a sentence about a player avoids agreeing a participle with them.
 */

/** The article each role takes in a sentence ("la Voyante", "l'Insomniaque"); "" for a bare name. */
const ARTICLES: ByRole<string> = {
  copycat: 'le ',
  vampire: 'le ',
  'the-master': '',
  'the-count': '',
  renfield: '',
  diseased: 'la ',
  cupid: '',
  instigator: 'la ',
  priest: 'le ',
  assassin: "l'",
  'apprentice-assassin': "l'",
  marksman: 'le ',
  pickpocket: 'le ',
  gremlin: 'le ',
  doppelganger: 'la ',
  werewolf: 'le ',
  minion: 'le ',
  mason: 'le ',
  seer: 'la ',
  robber: 'le ',
  troublemaker: 'la ',
  drunk: 'le ',
  insomniac: "l'",
  villager: 'le ',
  tanner: 'le ',
  hunter: 'le ',
};

/** "Le Maître" keeps its article in the name; inside a sentence it is "le Maître". */
const role = (r: Role): string => {
  const name = ROLE_NAMES_FR[r];
  return ARTICLES[r] + (name.startsWith('Le ') ? `le ${name.slice(3)}` : name);
};
const bareRole = (r: Role): string => ROLE_NAMES_FR[r].replace(/^Le /, '');
const mark = (m: Mark): string => `la ${MARK_NAMES_FR[m]}`;
const aMark = (m: Mark): string => `une ${MARK_NAMES_FR[m]}`;

/** "de Bob", "d'Ann": French elides "de" before a vowel or a mute h. */
const of = (name: string): string => (/^[aeiouyhàâäéèêëîïôöùûü]/i.test(name) ? `d'${name}` : `de ${name}`);
/** "à Bob", "à Ann". */
const to = (name: string): string => `à ${name}`;

const place = (p: PlaceName): string => ('player' in p ? `la carte ${of(p.player)}` : CENTER_NAMES_FR[p.center]!);

function list(items: readonly string[]): string {
  const last = items.length - 1;
  if (last <= 0) return items[0] ?? '';
  return `${items.slice(0, last).join(', ')} et ${items[last]}`;
}

const aux = (plural: boolean): string => (plural ? 'ont' : 'a');
/** Whether a named list holds several players ("Ann et Bob"). */
const several = (players: string): boolean => players.includes(' et ');
/** A verb in the present, agreeing with a list of players: "meurt", "meurent". */
const dies = (players: string): string => (several(players) ? 'meurent' : 'meurt');
const survives = (players: string): string => (several(players) ? 'ne meurent pas' : 'ne meurt pas');

/** "dans l'équipe du village", "dans la Meute des Loups-Garous". */
const TEAM_IN: { readonly [T in Team]: string } = {
  village: "dans l'équipe du village",
  werewolf: 'dans la Meute des Loups-Garous',
  vampire: 'dans le Clan des Vampires',
  tanner: "dans l'équipe du Tanneur",
  assassin: "dans l'équipe de l'Assassin",
  'apprentice-assassin': "dans l'équipe de l'Apprentie Assassin",
};

function teamReason(team: Team, why: TeamWhy): string {
  const on = TEAM_IN[team];
  const own = team === 'werewolf' ? 'Loup-Garou' : 'Vampire';
  const enemy = team === 'werewolf' ? 'Vampire' : 'Loup-Garou';
  switch (why) {
    case 'nobody-died':
      return `${on}, aucun Loup-Garou ni Vampire n'était parmi les joueurs et personne n'est mort`;
    case 'someone-died':
      return `${on}, aucun Loup-Garou ni Vampire n'était parmi les joueurs et quelqu'un est mort`;
    case 'werewolf-died':
      return `${on} et un Loup-Garou est mort`;
    case 'no-werewolf-died':
      return `${on} et aucun Loup-Garou n'est mort`;
    case 'vampire-died':
      return `${on} et un Vampire est mort`;
    case 'no-vampire-died':
      return `${on} et aucun Vampire n'est mort`;
    case 'tanner-died':
      return `${on} et le Tanneur est mort sans qu'aucun Loup-Garou ne meure`;
    case 'epic-both-died':
      return `${on} et un Loup-Garou et un Vampire sont morts tous les deux dans la bataille épique`;
    case 'epic-not-both':
      return `${on} et la bataille épique n'a pas tué à la fois un Loup-Garou et un Vampire`;
    case 'epic-won':
      return `${on}, un ${enemy} est mort et aucun ${own} n'est mort dans la bataille épique`;
    case 'epic-own-died':
      return `${on} et un ${own} est mort dans la bataille épique`;
    case 'epic-no-enemy-died':
      return `${on} et aucun ${enemy} n'est mort dans la bataille épique`;
  }
}

const TRAITOR_TO: { readonly [T in Team]: string } = {
  village: "traître à l'équipe du village",
  werewolf: 'traître à la Meute des Loups-Garous',
  vampire: 'traître au Clan des Vampires',
  tanner: "traître à l'équipe du Tanneur",
  assassin: "traître à l'équipe de l'Assassin",
  'apprentice-assassin': "traître à l'équipe de l'Apprentie Assassin",
};

const GROUP_NAMES = { vampires: true, werewolves: true, masons: true, lovers: true } as const;

const GROUP_FR = {
  werewolves: 'Loup-Garou',
  masons: 'Franc-maçon',
  lovers: 'amoureux',
} as const;

/** "du Trappeur", "de la Voyante", "de l'Insomniaque", "de Renfield", "des Vampires": for "Appel … terminé". */
function ofCall(key: string): string {
  const groups: Record<string, string> = {
    vampires: 'des Vampires',
    werewolves: 'des Loups-Garous',
    masons: 'des Francs-maçons',
    lovers: 'des amoureux',
    'doppelganger-action': "de l'action immédiate de la Doppelgänger",
  };
  if (key in groups) return groups[key]!;
  if (!(key in ROLE_NAMES_FR)) return `de ${callName(key)}`;
  const r = key as Role;
  const article = ARTICLES[r];
  const name = bareRole(r);
  if (article === 'le ' || r === 'the-master' || r === 'the-count') return `du ${name}`;
  if (article === 'la ') return `de la ${name}`;
  if (article === "l'") return `de l'${name}`;
  return `de ${name}`;
}

/** Step keys as the French narration names them, for the log of a call that said nothing. */
function callName(key: string): string {
  const [base, doppel] = key.split('/');
  const names: Record<string, string> = {
    'everyone-sleeps': 'Tout le monde dort',
    'marks-view': 'Fin du crépuscule',
    'everyone-wakes': 'Tout le monde se réveille',
    vampires: 'Les Vampires',
    werewolves: 'Les Loups-Garous',
    masons: 'Les Francs-maçons',
    lovers: 'Les amoureux',
  };
  const name = names[base!] ?? (base! in ROLE_NAMES_FR ? bareRole(base as Role) : base!);
  return doppel ? `${name} (Doppelgänger)` : name;
}

export const EXPLAIN_FR: Phrasebook = {
  list,
  role,
  roleName: bareRole,
  mark,
  markName: (m) => MARK_NAMES_FR[m],
  place,
  center: (i) => CENTER_NAMES_FR[i]!,

  prefix: (phase) => (phase === 'dusk' ? 'Crépuscule : ' : 'Nuit : '),
  sentence: (prefix, subject, clauses) => `${prefix}${subject} ${list(clauses)}.`,
  marksViewed: (frightened) =>
    `Fin du crépuscule : chacun a regardé sa marque.${frightened ? ` ${frightened} ${several(frightened) ? 'avaient' : 'avait'} la marque de Peur et ne ${several(frightened) ? 'pouvaient' : 'pouvait'} pas agir la nuit.` : ''}`,
  frightenedAsleep: (prefix, players, r) =>
    `${prefix}${players} ${several(players) ? "avaient la marque de Peur et n'ont" : "avait la marque de Peur et n'a"} pas agi comme ${role(r)}.`,
  nobodyWoke: (prefix, who) => {
    const name =
      who === 'vampires'
        ? 'les Vampires'
        : who === 'werewolves'
          ? 'les Loups-Garous'
          : who === 'masons' || who === 'lovers'
            ? `les ${GROUP_FR[who]}`
            : role(who);
    const where = typeof who === 'string' && who in GROUP_NAMES ? 'leurs cartes sont' : 'la carte est';
    return `${prefix}personne ne s'est réveillé comme ${name} : ${where} au milieu.`;
  },

  group: (group, count, actors) => {
    if (group === 'vampires') return `les Vampires (${actors})`;
    if (group === 'werewolves') return count === 1 ? `le Loup-Garou (${actors})` : `les Loups-Garous (${actors})`;
    if (group === 'masons') return count === 1 ? `le Franc-maçon (${actors})` : `les Francs-maçons (${actors})`;
    return `les amoureux (${actors})`;
  },
  actor: (r, actors) => `${role(r)} (${actors})`,
  doppelgangerActor: (r, actors) => `la Doppelgänger-${bareRole(r)} (${actors})`,
  copycatActor: (r, actors) => `${role(r)} (${actors}, le Copycat)`,

  lovers: (plural, a, b) => `${aux(plural)} donné des marques d'Amour ${to(a)} et ${to(b)}, désormais amoureux`,
  frightenedStayed: (players) =>
    several(players)
      ? `${players} avaient la marque de Peur et n'ont pas ouvert les yeux.`
      : `${players} avait la marque de Peur et n'a pas ouvert les yeux.`,
  didNothing: (plural) => `n'${aux(plural)} rien fait`,
  woke: (plural) => `${aux(plural)} ouvert les yeux`,
  copied: (at, seen, becomes, inert) =>
    `a regardé ${place(at)}${seen ? ` (${role(seen)}, qui avait copié ${role(becomes)})` : ''} et incarne désormais ${role(becomes)}${inert ? ", mais n'agit pas la nuit sous cette identité" : ''}`,
  gaveVampire: (plural, target) => `${aux(plural)} donné ${mark('vampire')} ${to(target)}, désormais Vampire`,
  took: (plural, m) => `${aux(plural)} pris ${m === 'clarity' ? aMark(m) : mark(m)}`,
  gave: (plural, m, target) =>
    `${aux(plural)} donné ${m === 'love' || m === 'clarity' ? aMark(m) : mark(m)} ${to(target)}`,
  sawNoOther: (plural, group) => `${aux(plural)} ouvert les yeux sans voir d'autre ${GROUP_FR[group]}`,
  sawEachOther: () => 'ont ouvert les yeux et se sont reconnus',
  sawWerewolves: (players) => (players ? `a vu les pouces des Loups-Garous : ${players}` : "n'a vu aucun Loup-Garou"),
  sawAssassin: (players) => (players ? `a vu l'Assassin (${players})` : "n'a vu aucun Assassin"),
  sawVampires: (players) => (players ? `a vu les Vampires (${players})` : "n'a vu aucun Vampire"),
  sawPoint: (player) => `les a vus désigner ${player}`,
  lookedAtOwnCard: (card) => `a regardé sa carte : ${role(card)}`,
  sawNewCard: (card) => `a vu sa nouvelle carte : ${role(card)}`,
  lookedAt: (at, card) => `a regardé ${place(at)} : ${role(card)}`,
  sawNewMark: (m) => `a vu sa nouvelle marque : ${mark(m)}`,
  lookedAtMark: (player, m) => `a regardé la marque ${of(player)} : ${mark(m)}`,
  exchangedWithCenter: (center) => `a échangé sa carte avec ${CENTER_NAMES_FR[center]} sans la regarder`,
  exchangedWith: (player) => `a échangé sa carte avec celle ${of(player)}`,
  switchedCards: (a, b) => `a échangé ${place(a)} et ${place(b)}`,
  exchangedMarks: (player) => `a échangé sa marque avec celle ${of(player)}`,
  switchedMarks: (a, b) => `a échangé les marques ${of(a)} et ${of(b)}`,

  correctionSwapCards: (a, b) => `a échangé ${place(a)} et ${place(b)}`,
  correctionSwapMarks: (a, b) => `a échangé les marques ${of(a)} et ${of(b)}`,
  correctionPutMark: (m, target) => `a placé ${mark(m)} devant ${target}`,
  correction: (what, note) => `Correction : le meneur ${list(what)}${note ? ` (« ${note} »)` : ''}.`,

  deathReason: (reason) => {
    switch (reason.kind) {
      case 'votes':
        return `${reason.votes} voix`;
      case 'second-most':
        return `deuxième plus grand nombre de voix dans une bataille épique (${reason.votes})`;
      case 'master-protected':
        return `le Maître (${reason.masters}) était protégé par le vote d'un Vampire, alors le joueur arrivé deuxième au vote est mort (${reason.votes} voix)`;
      case 'love':
        return `par amour pour ${reason.lover}`;
      case 'hunter':
        return `victime du Chasseur (${reason.hunter})`;
    }
  },
  verdict: (won, dead, v) => {
    const outcome = won ? 'gagné' : 'perdu';
    switch (v.kind) {
      case 'team':
        return `${outcome} : ${teamReason(v.team, v.why)}`;
      case 'tanner':
        return `${outcome} : le Tanneur ne gagne que s'il meurt, et il ${dead ? 'meurt' : 'ne meurt pas'}`;
      case 'assassin': {
        const fate =
          v.targets === null ? 'personne ne la porte' : `${v.targets} ${won ? dies(v.targets) : survives(v.targets)}`;
        return `${outcome} : l'Assassin gagne si un joueur portant la marque de l'Assassin meurt ; ${fate}`;
      }
      case 'apprentice': {
        const goal = v.markMode ? "un joueur portant la marque de l'Assassin" : "l'Assassin";
        const fate =
          v.assassins === null
            ? "il n'y en a pas"
            : `${v.assassins} ${won ? dies(v.assassins) : survives(v.assassins)}`;
        return `${outcome} : l'Apprentie Assassin gagne si ${goal} meurt ; ${fate}`;
      }
      case 'traitor':
        return won
          ? `gagné : ${TRAITOR_TO[v.team]}, et un autre membre de cette équipe (${v.teammatesDead}) ${dies(v.teammatesDead)}`
          : `perdu : ${TRAITOR_TO[v.team]} ; un traître ne gagne que si un autre joueur de cette équipe meurt`;
      case 'minion-alone':
        return `${outcome} : le Sbire, sans Loup-Garou parmi les joueurs, gagne si un autre joueur meurt`;
      case 'diseased-vote':
        return `perdu : a voté contre le joueur portant la marque de Peste (${v.votedFor})`;
    }
  },
  voteTally: (tally) => `Vote : ${tally.map((t) => `${t.name} ${t.votes} (${t.voters})`).join(', ')}.`,
  epicBattle:
    'Bataille épique : Villageois, Loups-Garous et Vampires sont tous en jeu, alors les joueurs arrivés deuxièmes au vote meurent aussi.',
  nobodyDied:
    "Personne n'est mort : aucun joueur n'a reçu plus d'un vote, ou les seuls qui en ont reçu plus étaient protégés.",
  died: (player, reason) => `${player} meurt : ${reason}.`,
  playerResult: (player, card, m, verdict) =>
    `${player} (${bareRole(card)}${m ? `, ${MARK_NAMES_FR[m]}` : ''}) a ${verdict}.`,

  nightBegan: 'La nuit a commencé.',
  voteBegan: 'Le vote a commencé.',
  deal: 'La distribution.',
  callDone: (key) => {
    if (key === 'everyone-sleeps') return 'Tout le monde a fermé les yeux.';
    if (key === 'everyone-wakes') return "Tout le monde s'est réveillé.";
    const [base, copy] = key.split('/');
    return copy
      ? `Appel de la Doppelgänger-${callName(base!)} : personne ne s'est réveillé.`
      : `Appel ${ofCall(key)} terminé.`;
  },
  undo: (seq, text) => `Annulation de l'étape n° ${seq} (${text})`,
};
