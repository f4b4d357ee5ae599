import { mapped } from '../arrays.ts';
import type { TeamWhy } from '../events.ts';
import { ROLES, isRole, type Role, type Team } from '../vocabulary.ts';
import type { Phrasebook, PlaceName } from './phrasebook.ts';
import { rememberCardAndMark, rememberReasons, tallyIn } from './reasons.ts';
import { answerEn, instructionEn, questionEn, responseEn } from './app-en.ts';
import {
  ARTIFACT_NAMES_EN,
  CENTER_NAMES_EN,
  MARK_NAMES_EN,
  ROLE_NAMES_EN,
  TEAM_NAMES_EN,
  list,
  theRole,
} from './en.ts';

const place = (p: PlaceName): string => ('player' in p ? `${p.player}'s card` : CENTER_NAMES_EN[p.center]!);
/** A player is named bare, a center card by its place ("switched the cards of Ann and the left center card"). */
const holder = (p: PlaceName): string => ('player' in p ? p.player : CENTER_NAMES_EN[p.center]!);
/** Each role with its article ("the Seer", "Cupid"), built once. */
const ROLE_IN_SENTENCE = new Map<Role, string>(ROLES.map((r) => [r, theRole(ROLE_NAMES_EN[r])]));
const role = (r: Parameters<Phrasebook['role']>[0]): string => ROLE_IN_SENTENCE.get(r) ?? theRole(ROLE_NAMES_EN[r]);
/** "the Seer (": a role opening the list of its players, built once. */
const ROLE_OPEN = new Map<Role, string>(ROLES.map((r) => [r, `${role(r)} (`]));
const roleOpen = (r: Role): string => ROLE_OPEN.get(r) ?? `${role(r)} (`;
const mark = (m: Parameters<Phrasebook['mark']>[0]): string => `the ${MARK_NAMES_EN[m]}`;

const KIND_EN: Partial<Record<Team, string>> = { werewolf: 'Werewolf', vampire: 'Vampire', alien: 'Alien' };
const an = (word: string): string => (/^[AEIOU]/.test(word) ? `an ${word}` : `a ${word}`);

/** The enemies an epic battle's reason names (built only for those reasons). */
const foesOf = (team: Team, enemies: readonly Team[] | undefined): readonly Team[] =>
  enemies ?? (team === 'werewolf' ? ['vampire'] : ['werewolf']);
/** "a Werewolf", "an Alien": the kinds with their article. */
const AN_KIND_EN: Partial<Record<Team, string>> = { werewolf: 'a Werewolf', vampire: 'a Vampire', alien: 'an Alien' };
const enemyEn = (team: Team, enemies: readonly Team[] | undefined): string => {
  const foes = foesOf(team, enemies);
  if (foes.length === 1) return KIND_EN[foes[0]!] ?? foes[0]!;
  return foes.map((f) => KIND_EN[f] ?? f).join(' or ');
};
const anEnemyEn = (team: Team, enemies: readonly Team[] | undefined): string => {
  const foes = foesOf(team, enemies);
  if (foes.length === 1) return AN_KIND_EN[foes[0]!] ?? an(foes[0]!);
  return foes.map((f) => AN_KIND_EN[f] ?? an(f)).join(' or ');
};

function reasonText(team: Team, why: TeamWhy, enemies?: readonly Team[]): string {
  const on = `on the ${TEAM_NAMES_EN[team]} team`;
  const own = KIND_EN[team] ?? 'Vampire';
  switch (why) {
    case 'nobody-died':
      return `${on}, no Werewolf or Vampire was among the players and nobody died`;
    case 'someone-died':
      return `${on}, no Werewolf or Vampire was among the players and someone died`;
    case 'werewolf-died':
      return `${on} and a Werewolf died`;
    case 'no-werewolf-died':
      return `${on} and no Werewolf died`;
    case 'vampire-died':
      return `${on} and a Vampire died`;
    case 'no-vampire-died':
      return `${on} and no Vampire died`;
    case 'tanner-died':
      return `${on} and the Tanner died while no Werewolf did`;
    case 'epic-both-died':
      return `${on} and both a Werewolf and a Vampire died in the epic battle`;
    case 'epic-not-both':
      return `${on} and not both a Werewolf and a Vampire died in the epic battle`;
    case 'epic-won':
      return `${on}, ${anEnemyEn(team, enemies)} died and no ${own} died in the epic battle`;
    case 'epic-own-died':
      return `${on} and ${AN_KIND_EN[team] ?? an(own)} died in the epic battle`;
    case 'epic-no-enemy-died':
      return `${on} and no ${enemyEn(team, enemies)} died in the epic battle`;
    case 'alien-died':
      return `${on} and an Alien died`;
    case 'no-alien-died':
      return `${on} and no Alien died`;
    case 'no-alien':
      return `${on}, and no player is an Alien`;
    case 'epic-two-teams-died':
      return `${on} and players of two different teams died in the epic battle`;
    case 'epic-not-two-teams':
      return `${on} and the epic battle did not kill players of two different teams`;
    case 'synthetic-died':
      return `${on} and the Synthetic Alien died`;
    case 'leader-chosen':
      return team === 'alien'
        ? `${on} and every player of the alien team voted for the Leader`
        : `${on}, and every player of the alien team voted for the Leader`;
    case 'no-rule':
      return on;
  }
}

/** "won: on the village team and a Werewolf died": each verdict built once, with its outcome. */
const wonReason = rememberReasons((team, why, enemies) => `won: ${reasonText(team, why, enemies)}`);
const lostReason = rememberReasons((team, why, enemies) => `lost: ${reasonText(team, why, enemies)}`);

/** " (Seer, Mark of Clarity) ": a player's card and Mark in their result, by card and Mark, built once each. */
const cardAndMark = rememberCardAndMark(
  (card, m, became) =>
    ` (${ROLE_NAMES_EN[card]}${became ? `, now ${an(ROLE_NAMES_EN[became])}` : ''}${m ? `, ${MARK_NAMES_EN[m]}` : ''}) `,
);

const EPIC_EN: Partial<Record<Team, string>> = {
  village: 'Villagers',
  werewolf: 'Werewolves',
  vampire: 'Vampires',
  alien: 'Aliens',
};

/** The groups that wake together, as "nobody woke as …" names them. */
const GROUPS_EN: Readonly<Record<string, string>> = {
  vampires: 'the Vampires',
  werewolves: 'the Werewolves',
  masons: 'the Masons',
  lovers: 'the lovers',
  aliens: 'the Aliens',
  'groob-zerb': 'Groob and Zerb',
};

/** Calls that are not a role's own name. */
const CALL_NAMES_EN: Readonly<Record<string, string>> = {
  aliens: 'Aliens',
  'groob-zerb': 'Groob and Zerb',
  ripple: 'The ripple in space-time',
  'ripple-role': 'The ripple’s repeated role',
};

/** The app, as the narrative names it (a vote for the app, the tally). */
const APP_EN = 'the app';

/** The game told in English. */
export const EXPLAIN_EN: Phrasebook = {
  list,
  and: ' and ',
  role,
  roleName: (r) => ROLE_NAMES_EN[r],
  mark,
  markName: (m) => MARK_NAMES_EN[m],
  place,
  center: (i) => CENTER_NAMES_EN[i]!,

  prefix: (phase) => (phase === 'dusk' ? 'Dusk: ' : 'Night: '),
  sentence: (prefix, subject, clauses) => `${prefix}${subject} ${clauses}.`,
  marksViewed: (frightened) =>
    `End of Dusk: everyone viewed their Mark.${frightened ? ` ${frightened} held the Mark of Fear and could not act at night.` : ''}`,
  frightenedAsleep: (prefix, players, r) => `${prefix}${players} held the Mark of Fear and did not wake as ${role(r)}.`,
  nobodyWoke: (prefix, who) =>
    `${prefix}nobody woke as ${GROUPS_EN[who] ?? role(who as never)}: the card is in the center.`,

  group: (group, count, actors) => {
    if (group === 'vampires') return `the Vampires (${actors})`;
    if (group === 'werewolves') return count === 1 ? `the Werewolf (${actors})` : `the Werewolves (${actors})`;
    if (group === 'masons') return count === 1 ? `the Mason (${actors})` : `the Masons (${actors})`;
    if (group === 'aliens') return count === 1 ? `the Alien (${actors})` : `the Aliens (${actors})`;
    if (group === 'groob-zerb') return `Groob and Zerb (${actors})`;
    return `the lovers (${actors})`;
  },
  actor: (r, actors) => `${roleOpen(r)}${actors})`,
  doppelgangerActor: (r, actors) => `the Doppelgänger-${ROLE_NAMES_EN[r]} (${actors})`,
  copycatActor: (r, actors) => `${role(r)} (${actors}, the Copycat)`,

  lovers: (_plural, a, b) => `gave Marks of Love to ${a} and ${b}, who are now in love`,
  frightenedStayed: (players) => `${players} held the Mark of Fear and stayed asleep.`,
  didNothing: () => 'did nothing',
  woke: () => 'woke',
  copied: (at, seen, becomes, inert) =>
    `looked at ${place(at)}${seen ? ` (${role(seen)}, who had copied ${role(becomes)})` : ''} and became ${role(becomes)}${inert ? ' and does nothing at night as it' : ''}`,
  gaveVampire: (_plural, target) => `gave ${mark('vampire')} to ${target}, who became a Vampire`,
  took: (_plural, m) => `took ${m === 'clarity' ? `a ${MARK_NAMES_EN.clarity}` : mark(m)}`,
  gave: (_plural, m, target) =>
    m === 'love' || m === 'clarity' ? `gave a ${MARK_NAMES_EN[m]} to ${target}` : `gave ${mark(m)} to ${target}`,
  sawNoOther: (_plural, group) =>
    group === 'groob-zerb'
      ? 'woke and saw neither Groob nor Zerb'
      : `woke and saw no other ${group === 'werewolves' ? 'Werewolf' : group === 'masons' ? 'Mason' : group === 'aliens' ? 'Alien' : 'lover'}`,
  sawEachOther: () => 'woke and saw each other',
  sawWerewolves: (players) => (players ? `saw the Werewolves' thumbs: ${players}` : 'saw no Werewolf'),
  sawAssassin: (players) => (players ? `saw the Assassin (${players})` : 'saw no Assassin'),
  sawVampires: (players) => (players ? `saw the Vampires (${players})` : 'saw no Vampire'),
  sawPoint: (player) => `saw them point at ${player}`,
  lookedAtOwnCard: (card) => `looked at their card: ${role(card)}`,
  sawNewCard: (card) => `saw their new card: ${role(card)}`,
  lookedAt: (at, card) => `looked at ${place(at)}: ${role(card)}`,
  lookedTogether: (at, card) => `looked together at ${place(at)}: ${role(card)}`,
  someoneLookedAt: (player, at, card) => `${player} looked at ${place(at)}: ${role(card)}`,
  sawNewMark: (m) => `saw their new Mark: ${mark(m)}`,
  lookedAtMark: (player, m) => `looked at ${player}'s Mark: ${mark(m)}`,
  exchangedWithCenter: (center) => `exchanged their card with ${CENTER_NAMES_EN[center]} without looking at it`,
  exchangedWith: (player) => `exchanged cards with ${player}`,
  switchedCards: (a, b) => `switched the cards of ${holder(a)} and ${holder(b)}`,
  exchangedMarks: (player) => `exchanged Marks with ${player}`,
  switchedMarks: (a, b) => `switched the Marks of ${a} and ${b}`,

  loopPrefix: 'Time loop, ',
  appTold: (prefix, what) => `${prefix}the app said ${what}.`,
  instruction: instructionEn,
  oracle: (prefix, subject, question, answer, response, auto) => {
    const asked = `${prefix}the app asked ${subject ?? 'the Oracle'} ${questionEn(question)}`;
    const answered = auto
      ? subject
        ? `; she did not answer and the app answered ${answerEn(answer)} for her`
        : `; her card is not with a player, so the app answered ${answerEn(answer)} itself`
      : `; she answered ${answerEn(answer)}`;
    const reply = responseEn(question, response);
    return `${asked}${answered}${reply ? `, and ${reply}` : ''}.`;
  },
  plain: (prefix, clauses) => `${prefix}${clauses}.`,
  became: (player, r, card) =>
    card
      ? player
        ? `${player}'s card became ${an(ROLE_NAMES_EN[r])} card`
        : `the card in the center became ${an(ROLE_NAMES_EN[r])} card`
      : `${player} became ${an(ROLE_NAMES_EN[r])}, whatever card they hold`,
  joined: (player, team) => `${player} joined the ${TEAM_NAMES_EN[team]} team without becoming one of them`,
  flipped: (at, card) => `turned ${place(at)} face up: ${role(card)}`,
  flippedDown: (as) =>
    as
      ? `turned it back face down, since it is ${an(ROLE_NAMES_EN[as])} card`
      : 'turned it back face down, since it is not on the village team',
  rotated: (players, direction, why) =>
    why === 'aliens'
      ? `passed their cards to the next Alien on the ${direction} (${players})`
      : `moved every other player's card one seat to the ${direction} (${players})`,
  showedCards: (cards) => `showed each other their cards (${cards})`,
  tipped: (by) =>
    by ? `held out her fist and an Alien beside her (${by}) tipped her` : 'held out her fist; no Alien sat beside her',
  guessed: (guess, number) =>
    guess === number
      ? `guessed ${guess}, the app's number, and may keep her eyes open for the rest of the night`
      : `guessed ${guess}; the app was thinking of ${number}`,
  eyesOpen: (players) => `${players} keeps their eyes open from now on`,
  sawAliens: (players) => (players ? `saw the Aliens' thumbs: ${players}` : 'saw no Alien'),
  sawPointing: (players) => `saw Groob and Zerb point at each other (${players})`,
  cardOf: (player, card) => `${player}: ${ROLE_NAMES_EN[card]}`,

  shielded: (player) => `put a shield on ${player}'s card`,
  placedArtifact: (player, artifact) => `put an artifact on ${player}'s card: the ${ARTIFACT_NAMES_EN[artifact]}`,
  artifactName: (artifact) => ARTIFACT_NAMES_EN[artifact],
  stopped: (becomes, cardNow, player) => {
    if (!becomes) return 'stopped there';
    const name = an(ROLE_NAMES_EN[becomes]);
    if (player) return `stopped there and became ${name}, whatever card they hold`;
    // Her card became it and travels: said when it is no longer in front of her (rule 66).
    if (cardNow)
      return `stopped there, and the card they started with, now ${'player' in cardNow ? `with ${cardNow.player}` : 'in the center'}, became ${name} card`;
    return `stopped there and became ${name}`;
  },
  tapped: (player) => `tapped ${player}'s shoulder`,
  announced: (team, picked) =>
    picked
      ? `looked at no card, so the app picked a team for him: the ${TEAM_NAMES_EN[team]} team`
      : `tapped the team of the last card he saw in the app, which announced it: the ${TEAM_NAMES_EN[team]} team`,
  sawThumbs: (of, players) => {
    const whose =
      of === 'touched'
        ? 'of those who viewed or moved a card or a Mark'
        : of === 'tanner'
          ? 'of the Tanner'
          : 'of the Seers';
    return players ? `saw the thumbs ${whose}: ${players}` : `saw no thumb ${whose}`;
  },

  correctionSwapCards: (a, b) => `swapped ${place(a)} and ${place(b)}`,
  correctionSwapMarks: (a, b) => `swapped the Marks of ${a} and ${b}`,
  correctionPutMark: (m, target) => `put ${mark(m)} in front of ${target}`,
  correctionShield: (player, on) =>
    on ? `put the Sentinel's shield on ${player}'s card` : `took the shield off ${player}'s card`,
  correctionArtifact: (card, artifact) =>
    artifact ? `put the ${ARTIFACT_NAMES_EN[artifact]} on ${place(card)}` : `took the artifact off ${place(card)}`,
  correctionFaceUp: (card, up) => `turned ${place(card)} face ${up ? 'up' : 'down'}`,
  correction: (what, note) => `Correction: the moderator ${list(what)}${note ? ` ("${note}")` : ''}.`,

  deathReason: (reason) => {
    switch (reason.kind) {
      case 'votes':
        return `${reason.votes} votes`;
      case 'second-most':
        return `second most votes in an epic battle (${reason.votes})`;
      case 'master-protected':
        return `the Master (${reason.masters}) was protected by a Vampire's vote, so the second most voted died (${reason.votes} votes)`;
      case 'protected': {
        const why = mapped(reason.protected, ({ player, by }) =>
          by === 'prince'
            ? `votes against the Prince (${player}) do not count`
            : by === 'bodyguard'
              ? `${player} was protected by the Bodyguard's vote`
              : `the Master (${player}) was protected by a Vampire's vote`,
        );
        return `${list(why)}, so the second most voted died (${reason.votes} votes)`;
      }
      case 'love':
        return `in love with ${reason.lover}`;
      case 'hunter':
        return `shot by the Hunter (${reason.hunter})`;
    }
  },
  verdict: (won, dead, v) => {
    const outcome = won ? 'won' : 'lost';
    switch (v.kind) {
      case 'team':
        return won ? wonReason(v.team, v.why, v.enemies) : lostReason(v.team, v.why, v.enemies);
      case 'forced':
        return won ? wonReason(v.team, v.why) : lostReason(v.team, v.why);
      case 'synthetic':
        return `${outcome}: the Synthetic Alien wins only if he dies, and he ${dead ? 'died' : 'did not die'}`;
      case 'rival': {
        const rival = ROLE_NAMES_EN[v.rival];
        const goal = `wins only if ${rival} dies and she lives`;
        if (won) return `won: ${goal}; ${v.rivals} died`;
        if (dead) return `lost: ${goal}, and she died`;
        return `lost: ${goal}; ${v.rivals === null ? `nobody holds ${rival}` : `${v.rivals} did not die`}`;
      }
      case 'leader':
        return `${outcome}: with Groob and Zerb in the game the Leader wins only if all of them live (${v.keep ?? 'nobody'})`;
      case 'blob':
        return `${outcome}: the Blob wins if none of its players (${v.part}) dies`;
      case 'mortician':
        return `${outcome}: the Mortician wins if a neighbour (${v.neighbours}) dies`;
      case 'oracle-guess':
        return v.self
          ? `${outcome}: she guessed the app's number wrong, so she wins only if she lives`
          : `${outcome}: the Oracle (${v.oracle}) guessed the app's number wrong and died, so everyone else wins`;
      case 'tanner':
        return `${outcome}: the Tanner wins only if he dies, and he ${dead ? 'died' : 'did not die'}`;
      case 'assassin': {
        const fate = v.targets === null ? 'nobody holds it' : `${v.targets} ${won ? 'died' : 'did not die'}`;
        return `${outcome}: the Assassin wins if a player with the Mark of the Assassin dies; ${fate}`;
      }
      case 'apprentice': {
        const goal = v.markMode ? 'a player with the Mark of the Assassin' : 'the Assassin';
        const fate = v.assassins === null ? 'there is none' : `${v.assassins} ${won ? 'died' : 'did not die'}`;
        return `${outcome}: the Apprentice Assassin wins if ${goal} dies; ${fate}`;
      }
      case 'traitor':
        return won
          ? `won: a traitor to the ${TEAM_NAMES_EN[v.team]} team, and ${v.teammatesDead} of that team died`
          : `lost: a traitor to the ${TEAM_NAMES_EN[v.team]} team, who wins only if another player of that team dies`;
      case 'minion-alone':
        return `${outcome}: ${theRole(ROLE_NAMES_EN[v.role ?? 'minion'])} with no Werewolf among the players wins if another player dies`;
      case 'apprentice-tanner':
        return v.tanners
          ? `${outcome}: the Apprentice Tanner wins if the Tanner (${v.tanners}) dies`
          : `${outcome}: with no Tanner among the players the Apprentice Tanner wins only if he dies, and he ${dead ? 'died' : 'did not die'}`;
      case 'nostradamus':
        return `${outcome}: Nostradamus wins only if he lives and the ${TEAM_NAMES_EN[v.team]} team wins; ${v.teamWon ? 'it won' : 'it lost'}${dead ? ' and he died' : ''}`;
      case 'diseased-vote':
        return `lost: voted for the player with the Mark of Disease (${v.votedFor})`;
    }
  },
  voteTally: tallyIn('Vote: ', ' and ', APP_EN),
  epicBattle: (groups) =>
    groups.includes('alien')
      ? `Epic battle: ${list(mapped(groups, (g) => EPIC_EN[g] ?? g))} are in play, so the second most voted die too.`
      : 'Epic battle: Villagers, Werewolves and Vampires are all in play, so the second most voted die too.',
  nobodyDied: 'Nobody died: no player had more than one vote, or the only ones who did were protected.',
  died: (player, reason) => `${player} died: ${reason}.`,
  playerResult: (player, card, m, verdict, became) => `${player}${cardAndMark(card, m, became)}${verdict}.`,
  app: APP_EN,
  appSaved: (votes) => `Nobody died: the app got the most votes (${votes}).`,

  nightBegan: 'The night began.',
  voteBegan: 'The vote began.',
  deal: 'The deal.',
  callDone: (key) => {
    if (key === 'everyone-sleeps') return 'Everyone closed their eyes.';
    if (key === 'everyone-wakes') return 'Everyone woke up.';
    if (key === 'doppelganger-action') return "The Doppelgänger's immediate action: nobody acted.";
    const loop = key.endsWith('#loop');
    const [base, copy] = (loop ? key.slice(0, -'#loop'.length) : key).split('/');
    const name = isRole(base)
      ? ROLE_NAMES_EN[base]
      : (CALL_NAMES_EN[base!] ?? base!.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()));
    const done = copy ? `The Doppelgänger-${name}'s call: nobody woke.` : `${name}: done.`;
    return loop ? `Time loop: ${done}` : done;
  },
  undo: (seq, text) => `Undo: took back #${seq} (${text})`,
};
