import { mapped } from '../arrays.ts';
import type { TeamWhy } from '../events.ts';
import { ROLES, type Mark, type Role, type Team } from '../vocabulary.ts';
import type { Phrasebook, PlaceName } from './phrasebook.ts';
import { rememberCardAndMark, rememberReasons, tallyIn } from './reasons.ts';
import { answerFr, instructionFr, questionFr, responseFr } from './app-fr.ts';
import { ARTIFACT_NAMES_FR, CENTER_NAMES_FR, MARK_NAMES_FR, ROLE_ARTICLES_FR, ROLE_NAMES_FR } from './fr.ts';

/**
 * The game told in French, with the French edition's names. Past tense (passé composé); the players'
 * genders are unknown, so a sentence about a player avoids agreeing a participle with them.
 */

const ARTICLES = ROLE_ARTICLES_FR;

/** "d'Alien", "de Loup-Garou": a card of that kind. */
const ofRole = (r: Role): string =>
  /^[aeiouyhàâäéèêëîïôöùûü]/i.test(bareRole(r)) ? `d'${bareRole(r)}` : `de ${bareRole(r)}`;

/** "Le Maître" keeps its article in the name; inside a sentence it is "le Maître". */
const roleText = (r: Role): string => {
  const name = ROLE_NAMES_FR[r];
  return (
    ARTICLES[r] +
    (name.startsWith('Le ') ? `le ${name.slice(3)}` : name.startsWith('La ') ? `la ${name.slice(3)}` : name)
  );
};
/** Each role with its article, built once. */
const ROLE_IN_SENTENCE = new Map<Role, string>(ROLES.map((r) => [r, roleText(r)]));
const role = (r: Role): string => ROLE_IN_SENTENCE.get(r) ?? roleText(r);
/** "the Seer (": a role opening the list of its players, built once. */
const ROLE_OPEN = new Map<Role, string>(ROLES.map((r) => [r, `${role(r)} (`]));
const roleOpen = (r: Role): string => ROLE_OPEN.get(r) ?? `${role(r)} (`;
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
  alien: "dans l'équipe des Aliens",
  'synthetic-alien': "dans l'équipe de l'Alien synthétique",
  groob: "dans l'équipe de Groob",
  zerb: "dans l'équipe de Zerb",
  leader: "dans l'équipe de la Meneuse",
  blob: "dans l'équipe du Blob",
  mortician: "dans l'équipe du Croque-mort",
  nostradamus: "dans l'équipe de Nostradamus",
};

const KIND_FR: Partial<Record<Team, string>> = { werewolf: 'Loup-Garou', vampire: 'Vampire', alien: 'Alien' };
const KIND_A_FR: Partial<Record<Team, string>> = {
  werewolf: 'un Loup-Garou',
  vampire: 'un Vampire',
  alien: 'un Alien',
};

/** The enemies an epic battle's reason names (built only for those reasons). */
const foesOf = (team: Team, enemies: readonly Team[] | undefined): readonly Team[] =>
  enemies ?? (team === 'werewolf' ? ['vampire'] : ['werewolf']);
const enemyFr = (team: Team, enemies: readonly Team[] | undefined): string => {
  const foes = foesOf(team, enemies);
  if (foes.length === 1) return KIND_FR[foes[0]!] ?? foes[0]!;
  return foes.map((f) => KIND_FR[f] ?? f).join(' ni ');
};
const anEnemyFr = (team: Team, enemies: readonly Team[] | undefined): string => {
  const foes = foesOf(team, enemies);
  if (foes.length === 1) return KIND_A_FR[foes[0]!] ?? foes[0]!;
  return foes.map((f) => KIND_A_FR[f] ?? f).join(' ou ');
};

function reasonText(team: Team, why: TeamWhy, enemies?: readonly Team[]): string {
  const on = TEAM_IN[team];
  const own = KIND_FR[team] ?? 'Vampire';
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
      return `${on}, ${anEnemyFr(team, enemies)} est mort et aucun ${own} n'est mort dans la bataille épique`;
    case 'epic-own-died':
      return `${on} et un ${own} est mort dans la bataille épique`;
    case 'epic-no-enemy-died':
      return `${on} et aucun ${enemyFr(team, enemies)} n'est mort dans la bataille épique`;
    case 'alien-died':
      return `${on} et un Alien est mort`;
    case 'no-alien-died':
      return `${on} et aucun Alien n'est mort`;
    case 'no-alien':
      return `${on}, et aucun joueur n'est un Alien`;
    case 'epic-two-teams-died':
      return `${on} et des joueurs de deux équipes différentes sont morts dans la bataille épique`;
    case 'epic-not-two-teams':
      return `${on} et la bataille épique n'a pas tué de joueurs de deux équipes différentes`;
    case 'synthetic-died':
      return `${on} et l'Alien synthétique est mort`;
    case 'leader-chosen':
      return `${on}, et tous les joueurs de l'équipe des Aliens ont voté contre la Meneuse`;
    case 'no-rule':
      return on;
  }
}

/** "gagné : dans l'équipe du village, …": each verdict built once, with its outcome. */
const wonReason = rememberReasons((team, why, enemies) => `gagné : ${reasonText(team, why, enemies)}`);
const lostReason = rememberReasons((team, why, enemies) => `perdu : ${reasonText(team, why, enemies)}`);

/** " (Voyante, marque de Clarté) a ": a player's card and Mark in their result, by card and Mark, built once each. */
const cardAndMark = rememberCardAndMark(
  (card, m, became) =>
    ` (${bareRole(card)}${became ? `, désormais ${bareRole(became)}` : ''}${m ? `, ${MARK_NAMES_FR[m]}` : ''}) a `,
);

const TRAITOR_TO: { readonly [T in Team]: string } = {
  village: "traître à l'équipe du village",
  werewolf: 'traître à la Meute des Loups-Garous',
  vampire: 'traître au Clan des Vampires',
  tanner: "traître à l'équipe du Tanneur",
  assassin: "traître à l'équipe de l'Assassin",
  'apprentice-assassin': "traître à l'équipe de l'Apprentie Assassin",
  alien: "traître à l'équipe des Aliens",
  'synthetic-alien': "traître à l'équipe de l'Alien synthétique",
  groob: "traître à l'équipe de Groob",
  zerb: "traître à l'équipe de Zerb",
  leader: "traître à l'équipe de la Meneuse",
  blob: "traître à l'équipe du Blob",
  mortician: "traître à l'équipe du Croque-mort",
  nostradamus: "traître à l'équipe de Nostradamus",
};

const GROUP_NAMES = {
  vampires: true,
  werewolves: true,
  masons: true,
  lovers: true,
  aliens: true,
  'groob-zerb': true,
} as const;

const GROUP_FR = {
  werewolves: 'Loup-Garou',
  masons: 'Franc-maçon',
  lovers: 'amoureux',
  aliens: 'Alien',
  'groob-zerb': 'Groob ni Zerb',
} as const;

const EPIC_FR: Partial<Record<Team, string>> = {
  village: 'Villageois',
  werewolf: 'Loups-Garous',
  vampire: 'Vampires',
  alien: 'Aliens',
};

/** "du Trappeur", "de la Voyante", "de l'Insomniaque", "de Renfield", "des Vampires": for "Appel … terminé". */
function ofCall(key: string): string {
  const groups: Record<string, string> = {
    vampires: 'des Vampires',
    werewolves: 'des Loups-Garous',
    masons: 'des Francs-maçons',
    lovers: 'des amoureux',
    'doppelganger-action': "de l'action immédiate de la Doppelgänger",
    aliens: 'des Aliens',
    'groob-zerb': 'de Groob et Zerb',
    ripple: "de l'ondulation de l'espace-temps",
    'ripple-role': "du rôle rappelé par l'ondulation",
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
    aliens: 'Les Aliens',
    'groob-zerb': 'Groob et Zerb',
    ripple: "L'ondulation de l'espace-temps",
    'ripple-role': "Le rôle rappelé par l'ondulation",
  };
  const name = names[base!] ?? (base! in ROLE_NAMES_FR ? bareRole(base as Role) : base!);
  return doppel ? `${name} (Doppelgänger)` : name;
}

/** The app, as the narrative names it (a vote for the app, the tally). */
const APP_FR = "l'application";

export const EXPLAIN_FR: Phrasebook = {
  list,
  and: ' et ',
  role,
  roleName: bareRole,
  mark,
  markName: (m) => MARK_NAMES_FR[m],
  place,
  center: (i) => CENTER_NAMES_FR[i]!,

  prefix: (phase) => (phase === 'dusk' ? 'Crépuscule : ' : 'Nuit : '),
  sentence: (prefix, subject, clauses) => `${prefix}${subject} ${clauses}.`,
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
            : who === 'aliens'
              ? 'les Aliens'
              : who === 'groob-zerb'
                ? 'Groob et Zerb'
                : role(who);
    const where = typeof who === 'string' && who in GROUP_NAMES ? 'leurs cartes sont' : 'la carte est';
    return `${prefix}personne ne s'est réveillé comme ${name} : ${where} au milieu.`;
  },

  group: (group, count, actors) => {
    if (group === 'vampires') return `les Vampires (${actors})`;
    if (group === 'werewolves') return count === 1 ? `le Loup-Garou (${actors})` : `les Loups-Garous (${actors})`;
    if (group === 'masons') return count === 1 ? `le Franc-maçon (${actors})` : `les Francs-maçons (${actors})`;
    if (group === 'aliens') return count === 1 ? `l'Alien (${actors})` : `les Aliens (${actors})`;
    if (group === 'groob-zerb') return `Groob et Zerb (${actors})`;
    return `les amoureux (${actors})`;
  },
  actor: (r, actors) => `${roleOpen(r)}${actors})`,
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
  sawNoOther: (plural, group) =>
    group === 'groob-zerb'
      ? `${aux(plural)} ouvert les yeux sans voir ni Groob ni Zerb`
      : `${aux(plural)} ouvert les yeux sans voir d'autre ${GROUP_FR[group]}`,
  sawEachOther: () => 'ont ouvert les yeux et se sont reconnus',
  sawWerewolves: (players) => (players ? `a vu les pouces des Loups-Garous : ${players}` : "n'a vu aucun Loup-Garou"),
  sawAssassin: (players) => (players ? `a vu l'Assassin (${players})` : "n'a vu aucun Assassin"),
  sawVampires: (players) => (players ? `a vu les Vampires (${players})` : "n'a vu aucun Vampire"),
  sawPoint: (player) => `les a vus désigner ${player}`,
  lookedAtOwnCard: (card) => `a regardé sa carte : ${role(card)}`,
  sawNewCard: (card) => `a vu sa nouvelle carte : ${role(card)}`,
  lookedAt: (at, card) => `a regardé ${place(at)} : ${role(card)}`,
  lookedTogether: (at, card) => `ont regardé ensemble ${place(at)} : ${role(card)}`,
  someoneLookedAt: (player, at, card) => `${player} a regardé ${place(at)} : ${role(card)}`,
  sawNewMark: (m) => `a vu sa nouvelle marque : ${mark(m)}`,
  lookedAtMark: (player, m) => `a regardé la marque ${of(player)} : ${mark(m)}`,
  exchangedWithCenter: (center) => `a échangé sa carte avec ${CENTER_NAMES_FR[center]} sans la regarder`,
  exchangedWith: (player) => `a échangé sa carte avec celle ${of(player)}`,
  switchedCards: (a, b) => `a échangé ${place(a)} et ${place(b)}`,
  exchangedMarks: (player) => `a échangé sa marque avec celle ${of(player)}`,
  switchedMarks: (a, b) => `a échangé les marques ${of(a)} et ${of(b)}`,

  loopPrefix: 'Boucle temporelle, ',
  appTold: (prefix, what) => `${prefix}l'application a annoncé : ${what}.`,
  instruction: instructionFr,
  oracle: (prefix, subject, question, answer, response, auto) => {
    const asked = `${prefix}l'application a demandé à ${subject ?? "l'Oracle"} ${questionFr(question)}`;
    const answered = auto
      ? subject
        ? ` ; elle n'a pas répondu et l'application a répondu « ${answerFr(answer)} » pour elle`
        : ` ; sa carte n'est devant aucun joueur, alors l'application a répondu « ${answerFr(answer)} » elle-même`
      : ` ; elle a répondu « ${answerFr(answer)} »`;
    const reply = responseFr(question, response);
    return `${asked}${answered}${reply ? `, et ${reply}` : ''}.`;
  },
  plain: (prefix, clauses) => `${prefix}${clauses}.`,
  became: (player, r, card) =>
    card
      ? player
        ? `la carte ${of(player)} est devenue une carte ${ofRole(r)}`
        : `la carte au milieu est devenue une carte ${ofRole(r)}`
      : `${player} est devenu ${bareRole(r)}, quelle que soit sa carte`,
  joined: (player, team) =>
    `${player} a rejoint ${TEAM_IN[team].replace(/^dans /, '')} sans en devenir un membre à part entière`,
  flipped: (at, card) => `a retourné ${place(at)} face visible : ${role(card)}`,
  flippedDown: (as) =>
    as
      ? `l'a retournée face cachée, car c'est une carte ${bareRole(as)}`
      : "l'a retournée face cachée, car elle n'est pas de l'équipe du village",
  rotated: (players, direction, why) =>
    why === 'aliens'
      ? `ont passé leur carte au prochain Alien à leur ${direction === 'left' ? 'gauche' : 'droite'} (${players})`
      : `a décalé d'une place vers la ${direction === 'left' ? 'gauche' : 'droite'} la carte de chacun des autres joueurs (${players})`,
  showedCards: (cards) => `se sont montré leurs cartes (${cards})`,
  tipped: (by) =>
    by
      ? `a tendu le poing et un Alien à côté d'elle (${by}) l'a renversée`
      : "a tendu le poing ; aucun Alien n'était assis à côté d'elle",
  guessed: (guess, number) =>
    guess === number
      ? `a deviné ${guess}, le nombre de l'application, et peut garder les yeux ouverts jusqu'à la fin de la nuit`
      : `a proposé ${guess} ; l'application pensait à ${number}`,
  eyesOpen: (players) => `${players} garde désormais les yeux ouverts`,
  sawAliens: (players) => (players ? `a vu les pouces des Aliens : ${players}` : "n'a vu aucun Alien"),
  sawPointing: (players) => `a vu Groob et Zerb se désigner l'un l'autre (${players})`,
  cardOf: (player, card) => `${player} : ${bareRole(card)}`,

  shielded: (player) => `a posé un bouclier sur la carte ${of(player)}`,
  placedArtifact: (player, artifact) =>
    `a posé un artefact sur la carte ${of(player)} : ${ARTIFACT_NAMES_FR[artifact]}`,
  artifactName: (artifact) => ARTIFACT_NAMES_FR[artifact],
  stopped: (becomes, cardNow, player) => {
    if (!becomes) return "s'est arrêté là";
    if (player) return `s'est arrêté là et incarne désormais ${role(becomes)}, quelle que soit sa carte`;
    // Sa carte l'est devenue et voyage : on le dit quand elle n'est plus devant lui (règle 66).
    if (cardNow)
      return `s'est arrêté là, et sa carte de départ, désormais ${'player' in cardNow ? `devant ${cardNow.player}` : 'au milieu'}, est devenue une carte ${ofRole(becomes)}`;
    return `s'est arrêté là et incarne désormais ${role(becomes)}`;
  },
  tapped: (player) => `a touché l'épaule ${of(player)}`,
  announced: (team, picked) =>
    picked
      ? `n'a regardé aucune carte, alors l'application lui a choisi une équipe : ${TEAM_IN[team].replace(/^dans /, '')}`
      : `a touché dans l'application l'équipe de la dernière carte vue, qu'elle a annoncée : ${TEAM_IN[team].replace(/^dans /, '')}`,
  sawThumbs: (of, players) => {
    const whose =
      of === 'touched'
        ? 'de ceux qui ont regardé ou déplacé une carte ou une marque'
        : of === 'tanner'
          ? 'du Tanneur'
          : 'des Voyantes';
    return players ? `a vu les pouces ${whose} : ${players}` : `n'a vu aucun pouce ${whose}`;
  },

  correctionSwapCards: (a, b) => `a échangé ${place(a)} et ${place(b)}`,
  correctionSwapMarks: (a, b) => `a échangé les marques ${of(a)} et ${of(b)}`,
  correctionPutMark: (m, target) => `a placé ${mark(m)} devant ${target}`,
  correctionShield: (player, on) =>
    on
      ? `a posé le bouclier de la Sentinelle sur la carte ${of(player)}`
      : `a retiré le bouclier de la carte ${of(player)}`,
  correctionArtifact: (card, artifact) =>
    artifact
      ? `a posé l'artefact ${ARTIFACT_NAMES_FR[artifact]} sur ${place(card)}`
      : `a retiré l'artefact de ${place(card)}`,
  correctionFaceUp: (card, up) => `a retourné ${place(card)} face ${up ? 'visible' : 'cachée'}`,
  correction: (what, note) => `Correction : le meneur ${list(what)}${note ? ` (« ${note} »)` : ''}.`,

  deathReason: (reason) => {
    switch (reason.kind) {
      case 'votes':
        return `${reason.votes} voix`;
      case 'second-most':
        return `deuxième plus grand nombre de voix dans une bataille épique (${reason.votes})`;
      case 'master-protected':
        return `le Maître (${reason.masters}) était protégé par le vote d'un Vampire, alors le joueur arrivé deuxième au vote est mort (${reason.votes} voix)`;
      case 'protected': {
        const why = mapped(reason.protected, ({ player, by }) =>
          by === 'prince'
            ? `les voix contre le Prince (${player}) ne comptent pas`
            : by === 'bodyguard'
              ? `le vote du Garde du Corps protégeait ${player}`
              : `le Maître (${player}) était protégé par le vote d'un Vampire`,
        );
        return `${list(why)}, alors le joueur arrivé deuxième au vote est mort (${reason.votes} voix)`;
      }
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
        return won ? wonReason(v.team, v.why, v.enemies) : lostReason(v.team, v.why, v.enemies);
      case 'forced':
        return won ? wonReason(v.team, v.why) : lostReason(v.team, v.why);
      case 'synthetic':
        return `${outcome} : l'Alien synthétique ne gagne que s'il meurt, et il ${dead ? 'meurt' : 'ne meurt pas'}`;
      case 'rival': {
        const rival = ROLE_NAMES_FR[v.rival];
        const goal = `ne gagne que si ${rival} meurt et qu'elle survit`;
        if (won) return `gagné : ${goal} ; ${v.rivals} ${dies(v.rivals ?? '')}`;
        if (dead) return `perdu : ${goal}, et elle meurt`;
        return `perdu : ${goal} ; ${v.rivals === null ? `personne n'a la carte ${rival}` : `${v.rivals} ${survives(v.rivals)}`}`;
      }
      case 'leader':
        return `${outcome} : avec Groob et Zerb en jeu, la Meneuse ne gagne que s'ils survivent tous (${v.keep ?? 'personne'})`;
      case 'blob':
        return `${outcome} : le Blob gagne si aucun des joueurs qui le composent (${v.part}) ne meurt`;
      case 'mortician':
        return `${outcome} : le Croque-mort gagne si l'un de ses voisins (${v.neighbours}) meurt`;
      case 'oracle-guess':
        return v.self
          ? `${outcome} : elle n'a pas deviné le nombre de l'application, alors elle ne gagne que si elle survit`
          : `${outcome} : l'Oracle (${v.oracle}) n'a pas deviné le nombre de l'application et meurt, alors tous les autres gagnent`;
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
        return `${outcome} : ${role(v.role ?? 'minion')}, sans Loup-Garou parmi les joueurs, gagne si un autre joueur meurt`;
      case 'apprentice-tanner':
        return v.tanners
          ? `${outcome} : l'Apprenti Tanneur gagne si le Tanneur (${v.tanners}) meurt`
          : `${outcome} : sans Tanneur parmi les joueurs, l'Apprenti Tanneur ne gagne que s'il meurt, et il ${dead ? 'meurt' : 'ne meurt pas'}`;
      case 'nostradamus':
        return `${outcome} : Nostradamus ne gagne que s'il survit et que l'équipe annoncée (${TEAM_IN[v.team].replace(/^dans /, '')}) gagne ; ${v.teamWon ? 'elle a gagné' : 'elle a perdu'}${dead ? ', et il meurt' : ''}`;
      case 'diseased-vote':
        return `perdu : a voté contre le joueur portant la marque de Peste (${v.votedFor})`;
    }
  },
  voteTally: tallyIn('Vote : ', ' et ', APP_FR),
  epicBattle: (groups) =>
    groups.includes('alien')
      ? `Bataille épique : ${list(mapped(groups, (g) => EPIC_FR[g] ?? g))} sont en jeu, alors les joueurs arrivés deuxièmes au vote meurent aussi.`
      : 'Bataille épique : Villageois, Loups-Garous et Vampires sont tous en jeu, alors les joueurs arrivés deuxièmes au vote meurent aussi.',
  nobodyDied:
    "Personne n'est mort : aucun joueur n'a reçu plus d'un vote, ou les seuls qui en ont reçu plus étaient protégés.",
  died: (player, reason) => `${player} meurt : ${reason}.`,
  playerResult: (player, card, m, verdict, became) => `${player}${cardAndMark(card, m, became)}${verdict}.`,
  app: APP_FR,
  appSaved: (votes) => `Personne n'est mort : l'application a reçu le plus de voix (${votes}).`,

  nightBegan: 'La nuit a commencé.',
  voteBegan: 'Le vote a commencé.',
  deal: 'La distribution.',
  callDone: (key) => {
    if (key === 'everyone-sleeps') return 'Tout le monde a fermé les yeux.';
    if (key === 'everyone-wakes') return "Tout le monde s'est réveillé.";
    const loop = key.endsWith('#loop');
    const plain = loop ? key.slice(0, -'#loop'.length) : key;
    const [base, copy] = plain.split('/');
    const done = copy
      ? `Appel de la Doppelgänger-${callName(base!)} : personne ne s'est réveillé.`
      : `Appel ${ofCall(plain)} terminé.`;
    return loop ? `Boucle temporelle : ${done}` : done;
  },
  undo: (seq, text) => `Annulation de l'étape n° ${seq} (${text})`,
};
