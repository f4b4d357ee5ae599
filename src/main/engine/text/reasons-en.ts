import type { Reason } from '../errors.ts';
import type { RippleTarget } from '../app/said.ts';
import type { PlaceTarget, RippleGroup, ViewTarget } from '../app/vocabulary.ts';
import type { Artifact, Role } from '../vocabulary.ts';
import type { Kit } from './sentences.ts';

/**
 * The engine's own reasons in English (a role's are in its folder): why a seat, a card or an answer is
 * refused at night. Each sentence is the message the engine gives; `text/reasons-fr.ts` has the same
 * sentences in French. Keys are `owner.name`: `seat` (any role's seat), `night` (an answer's shape),
 * `app` (what the app said).
 */

/** "the card of an odd-numbered player", "Players 2 or 5", in English for the rule messages. */
export function describeViewTarget(target: ViewTarget): string {
  if (target === 'any') return 'any player';
  if (target === 'even') return 'an even-numbered player';
  if (target === 'odd') return 'an odd-numbered player';
  return `Player ${target.join(' or ')}`;
}

export function describeGroup(group: RippleGroup): string {
  if (group === 'everyone') return 'everyone';
  if (group === 'even') return 'the even-numbered players';
  if (group === 'odd') return 'the odd-numbered players';
  return `Player ${group.join(' and ')}`;
}

const PLACE_WORDS: Readonly<Record<PlaceTarget | 'yourself', string>> = {
  any: 'any other player',
  even: 'an even-numbered player',
  odd: 'an odd-numbered player',
  higher: 'a player with a higher number',
  lower: 'a player with a lower number',
  left: 'the left neighbour',
  right: 'the right neighbour',
  'one-neighbour': 'one of the neighbours',
  center: 'the center',
  'any-two': 'any two other players',
  'two-even': 'two even-numbered players',
  'two-odd': 'two odd-numbered players',
  'two-higher': 'two players with higher numbers',
  'two-lower': 'two players with lower numbers',
  'two-left': 'the two players immediately to the left',
  'two-right': 'the two players immediately to the right',
  'both-neighbours': 'both neighbours',
  yourself: 'their own card',
};

export function describePlace(target: RippleTarget): string {
  return typeof target === 'string' ? PLACE_WORDS[target] : `Player ${target.join(' or ')}`;
}

/** "Ann, Ben" — or "nobody". */
const names = (list: readonly string[]): string => (list.length ? list.join(', ') : 'nobody');

/** An answer's field as a record writes it (`centers` is "center" with an array, `each` one entry per player). */
function fieldName(field: string): string {
  switch (field) {
    case 'center':
      return '"center" (one center card)';
    case 'centers':
      return '"center" (several center cards)';
    case 'each':
      return 'one entry per player (with "by")';
    case 'reply':
      return "the Oracle's answer";
    default:
      return `"${field}"`;
  }
}

export const SEAT_EN = {
  self: (p: { player: string; rule: Reason }, k: Kit) => `${p.player} cannot choose themselves; ${k.say(p.rule)}`,
  shielded: (p: { player: string }) =>
    `${p.player}'s card has the Sentinel's shield: it cannot be viewed, moved or given an artifact`,
} as const;

export const NIGHT_EN = {
  /** Who answers a call: "Ann (the Seer)", "Ben (the Doppelgänger-Robber)". */
  actors: (
    p: { names: readonly string[]; role: Role | null; doppelganger: boolean; ripple: boolean; step: string },
    k: Kit,
  ) => {
    if (!p.role && p.ripple) return `${names(p.names)} (given the ripple's action)`;
    const role = p.role ? k.role(p.role) : p.step;
    const copy = p.doppelganger && p.role !== 'doppelganger';
    return `${names(p.names)} (the ${copy ? `Doppelgänger-${role}` : role})`;
  },
  over: () => 'the night is over; only the vote remains',
  'no-seat': (p: { seat: number }) => `seat ${p.seat} is not a player at this table`,
  'no-center': (p: { index: number; werewolf: boolean }) =>
    p.werewolf
      ? `center card ${p.index} does not exist; the center cards are 0, 1 and 2, and 3 is the center Werewolf card`
      : `center card ${p.index} does not exist; the center cards are 0, 1 and 2`,
  'center-not-here': (p: { index: number; rule: Reason | undefined }, k: Kit) =>
    `center card ${p.index} may not be chosen here; ${p.rule ? k.say(p.rule) : 'not a center card'}`,
  cannot: (p: { actors: Reason; why: Reason }, k: Kit) => `${k.say(p.actors)} ${k.say(p.why)}`,
  'not-a-choice': (p: { field: string; allowed: readonly string[] }) =>
    `${fieldName(p.field)} is not a choice here; this call has ${p.allowed.length === 0 ? 'nothing to choose' : `a choice of ${p.allowed.map(fieldName).join('/')}`}`,
  'must-choose': (p: { actors: Reason; fields: readonly string[] }, k: Kit) =>
    `${k.say(p.actors)} must choose (${p.fields.join('/')}); the rules make this action mandatory`,
  'artifact-target': (p: { actors: Reason }, k: Kit) =>
    `${k.say(p.actors)} names the player whose card gets the artifact`,
  exchange: () => 'the two players\' cards are exchanged ("swap": "cards") or not at all',
  'swap-and-targets': (p: { actors: Reason }, k: Kit) =>
    `${k.say(p.actors)} switches "cards" or "marks" between two players: give both swap and targets`,
  named: (p: { actors: Reason; named: readonly string[]; rule: Reason }, k: Kit) =>
    `${k.say(p.actors)} named ${names(p.named)}; ${k.say(p.rule)}`,
  'named-twice': (p: { player: string }) => `${p.player} is named twice; the two players must be different`,
  'player-rule': (p: { player: string; rule: Reason }, k: Kit) => `${p.player}: ${k.say(p.rule)}`,
  'one-card': (p: { rule: Reason }, k: Kit) => `one card only: ${k.say(p.rule)}`,
  count: (p: { count: number; rule: Reason; min: number; max: number; allowNone: boolean }, k: Kit) =>
    `${p.count} ${p.count === 1 ? 'card' : 'cards'} chosen; ${k.say(p.rule)} (${p.min === p.max ? `${p.min}` : `${p.min} to ${p.max}`}${p.allowNone ? ', or none' : ''})`,
  'card-twice': (p: { rule: Reason }, k: Kit) => `a card is named twice; ${k.say(p.rule)}`,
  'after-stop': (p: { stop: Reason; after: readonly string[] }, k: Kit) =>
    `${k.say(p.stop)}; ${p.after.map((name) => `${name}'s`).join(' and ')} card cannot be looked at after that`,
  'give-missing': (p: { actors: Reason; rule: Reason }, k: Kit) =>
    `${k.say(p.actors)} ${k.say(p.rule)}: name the card and "to"`,
  'own-card': (p: { player: string }) => `${p.player} would get back their own card; the card goes to another player`,
  'each-count': (p: { answers: number; awake: number }) =>
    `${p.answers} answers for ${p.awake} players awake; each of them chooses on their own`,
  'reply-first': () => 'the Oracle acts on the app\'s response to her answer: give her answer ("reply") first',
  'not-an-answer': (p: { given: string; question: string; answers: readonly (string | number)[] }) =>
    `"${p.given}" is not an answer to the question "${p.question}"; the answers are ${p.answers.join(', ')}`,
} as const;

/** What the app said, in the rules' words (the places it names, its players by number). */
export const APP_EN = {
  /** The player acting, by what they are (the Rascal, the player the ripple names). */
  'self-place': (p: { player: string; who: Reason; target: RippleTarget }, k: Kit) =>
    `${p.player} is ${k.say(p.who)}; the app said ${describePlace(p.target)}`,
  'other-place': (p: { player: string; number: number; target: RippleTarget }) =>
    `${p.player} is Player ${p.number}; the app said ${describePlace(p.target)}`,
  said: (p: { target: RippleTarget }) => `the app said ${describePlace(p.target)}`,
  'view-other': (p: { player: string; number: number; target: ViewTarget }) =>
    `${p.player} is Player ${p.number}; the app said ${describeViewTarget(p.target)}`,
  'ripple-player': () => 'the player the ripple names',
  'ripple-acts': (p: { player: string }) => `${p.player} acts in this ripple; the card is another player's`,
  'ripple-witch-center': (p: { player: string }) =>
    `${p.player}'s card is not a center card; the ripple's Witch views a center card`,
  'ripple-witch-rule': (p: { target: RippleTarget }) =>
    `views a center card and then gives it to ${describePlace(p.target)}`,
  'ripple-two': (p: { target: RippleTarget }) => `up to two cards; the app said ${describePlace(p.target)}`,
  'ripple-shielded': () => 'holds a shielded card: it cannot be exchanged',
} as const;

/** A game that cannot be set up: the players, the deal, the app's words. */
export const SETUP_EN = {
  'player-count': (p: { count: number; min: number; max: number }) =>
    `${p.count} players; One Night is played by ${p.min} to ${p.max} players`,
  'empty-name': () => 'a player name is empty',
  'name-twice': (p: { name: string }) => `${p.name} is named twice; every player needs a name of their own`,
  'deal-players': (p: { dealt: number; players: number }) =>
    `${p.dealt} cards dealt to ${p.players} players; every player gets exactly one card`,
  'deal-center': (p: { count: number; fourth: boolean }) =>
    `${p.count} center cards; always include three more role cards than there are players${p.fourth ? ' (a fourth, "werewolf", only as the Alpha Wolf\'s center Werewolf card)' : ''}`,
  'unknown-role': (p: { value: string }) =>
    `"${p.value}" is not a role id of Werewolf, Daybreak, the Bonus Packs, Vampire or Alien`,
  'too-many': (p: { count: number; role: string }) =>
    `${p.count} ${p.role} cards; the game has a single ${p.role} card (it acts alone at night)`,
  'app-not-in-game': () =>
    'the deck holds no role the app directs (an Alien, the Oracle, Psychic, Rascal, Exposer, Blob, Mortician, Body Snatcher, Empath or Nostradamus); a record has no "app" then',
  'app-missing': () =>
    'the deck holds a role the app directs: give what the app said (a record\'s "app") or a seed to draw it',
} as const;

/** The vote. */
export const VOTE_EN = {
  'not-voted': (p: { voter: string; second: boolean }) =>
    `${p.voter} did not vote${p.second ? ' with the second hand (a two-hand vote)' : ''}; every player points at another player`,
  'for-app': (p: { voter: string }) =>
    `${p.voter} voted for the app; only a vote-for-app ripple lets players vote for the app`,
  'no-seat': (p: { voter: string; seat: number }) => `${p.voter} voted for seat ${p.seat}, which is not a player`,
  self: (p: { voter: string }) => `${p.voter} voted for themselves; nobody may vote for themselves`,
  twice: (p: { voter: string }) =>
    `${p.voter} voted twice; only the players a two-hand-vote ripple names vote with both hands`,
  'too-many': (p: { votes: number; players: number }) =>
    `${p.votes} votes for ${p.players} players; each player votes exactly once`,
  'not-day': () => 'the vote comes after the night; some calls have not been answered',
  'after-night': () => 'the vote comes after the night',
  'no-votes': () => 'the record has no votes; every player must vote',
  'not-a-player': (p: { voter: string }) => `"${p.voter}" is not a player; only players vote`,
  'for-non-player': (p: { voter: string; target: string }) => `${p.voter} voted for "${p.target}", who is not a player`,
} as const;

/** "0, 1, 2", with the Alpha Wolf's fourth. */
const centerList = (werewolf: boolean): string => (werewolf ? '0, 1, 2, or 3 for the Center Werewolf card' : '0, 1, 2');
/** "Ann's card", "center card 1". */
const cardPlace = (p: { player?: string | undefined; center?: number | undefined }): string =>
  p.player !== undefined ? `${p.player}'s card` : `center card ${p.center}`;

/** The moderator's corrections. */
export const OVERRIDE_EN = {
  'two-cards': (p: { werewolf: boolean }) =>
    `name two different places: a player or a center card (${centerList(p.werewolf)})`,
  'two-marks': () => 'name two different places: a player or a Marks board spot',
  'no-seat': (p: { seat: number; last: number }) => `seat ${p.seat} is not a player at this table (0 to ${p.last})`,
  'shield-same': (p: { player: string; on: boolean }) =>
    `${p.player}'s card ${p.on ? 'already has a' : 'has no'} shield; nothing to correct`,
  'one-card': (p: { werewolf: boolean }) => `name a player or a center card (${centerList(p.werewolf)})`,
  'not-artifact': (p: { value: string }) => `"${p.value}" is not an artifact token`,
  'artifact-same': (
    p: { player?: string | undefined; center?: number | undefined; artifact: Artifact | null },
    k: Kit,
  ) =>
    p.artifact === null
      ? `${cardPlace(p)} has no artifact; nothing to correct`
      : `${cardPlace(p)} already has the ${k.artifact(p.artifact)}; nothing to correct`,
  'face-same': (p: { player?: string | undefined; center?: number | undefined; up: boolean }) =>
    `${cardPlace(p)} is already face ${p.up ? 'up' : 'down'}; nothing to correct`,
  'not-a-player': (p: { name: string }) => `"${p.name}" is not a player`,
  'no-spot': (p: { set: string; mark: string; index: number }) =>
    `the Marks board has no ${p.set} ${p.mark} spot ${p.index} in this game`,
  'unknown-artifact': (p: { value: string; tokens: readonly string[] }) =>
    `"${p.value}" is not an artifact token; the tokens are ${p.tokens.join(', ')}`,
} as const;

/** A record's night entries, read against the game. */
export const RECORD_EN = {
  'not-a-player': (p: { field: string; value: string }) => `${p.field} "${p.value}" is not a player`,
  'not-artifact': (p: { value: string; tokens: readonly string[] }) =>
    `artifact "${p.value}" is not an artifact token; the tokens are ${p.tokens.join(', ')}`,
  'at-passed': (p: { at: string }) =>
    `"at": ${p.at} has already passed; corrections are recorded in the order they happened`,
  'at-unknown': (p: { at: string }) => `"at": ${p.at} is not a call of this game's night`,
  'not-a-call': (p: { call: string }) => `"${p.call}" is not a call; see docs/record-format.md for the call ids`,
  'by-not-player': (p: { by: string }) => `by "${p.by}" is not a player`,
  earlier: (p: { player: string | null; wake: string; current: string }) =>
    `${p.player !== null ? `${p.player} answers` : 'this call comes'} earlier in the wake order (${p.wake}) than the entries before it (${p.current}); night actions are recorded in the order they happened`,
  frightened: (p: { player: string }) =>
    `${p.player} holds the Mark of Fear and may not do any part of their night action`,
  'two-answer': (p: { names: readonly string[] }) =>
    `more than one player answers this call (${p.names.join(', ')}); name the one acting with "by"`,
  'wakes-first': (p: { entry: number; call: string; actors: Reason; wake: string }, k: Kit) =>
    `this entry comes after night[${p.entry}] ${p.call}, but ${k.say(p.actors)} wakes first (${p.wake} in the wake order); night actions are recorded in the order they happened`,
  'each-alone': (p: { names: readonly string[] }) =>
    `each of ${p.names.join(', ')} chooses alone; name the one acting with "by"`,
  'not-awake': (p: { by: string }) => `${p.by} is not awake for this call`,
  once: (p: { player: string }) => `${p.player} chooses once in this call`,
  'must-act': (p: { actors: Reason; before: string | null; call: string }, k: Kit) =>
    `${k.say(p.actors)} must act before ${p.before ?? 'the end of the night'}, but the record has no ${p.call} entry; this action is mandatory`,
  'no-card': (p: { call: string }) => `no card in this game answers the ${p.call} call`,
  'frightened-ripple': (p: { player: string }) =>
    `${p.player} holds the Mark of Fear and may not do any part of their night action, the ripple's included (docs/rulings.md, rule 49)`,
  'not-now': (p: { player: string; call: string }) =>
    `${p.player} does not wake for the ${p.call} call at this point of the night`,
  'in-center': (p: { card: string }) => `nobody is awake for this call: the ${p.card} card is in the center`,
  'nobody-now': () => 'nobody wakes for this call at this point of the night',
  'no-ripple': () => 'there is no ripple in this game: ripples come only with an Alien card in the deck',
  'ripple-none': () => 'the app drew no ripple in this game ("ripple": {"type": "none"}): nobody acts for it',
  'ripple-no-action': (p: { type: string }) => `the "${p.type}" ripple gives no player an action to record`,
  'no-repeat-role': () =>
    'there is no repeat-role ripple in this game: "repeat": true marks the call a repeat-role ripple makes again',
  'repeats-other': (p: { role: string | null; call: string }) =>
    `the repeat-role ripple repeats ${p.role !== null ? `the ${p.role}'s call` : 'another call'}, not the ${p.call} call`,
  'no-loop': () =>
    'there is no time loop in this game: only a "repeat" or "repeat-one-player" ripple replays the night, and "loop": true marks its calls',
  'not-replayed': (p: { call: string }) =>
    `the time loop does not replay the ${p.call} call: it replays the calls the app directs and those who wake with them (docs/rulings.md, rule 50; the house rule timeLoopWholeNight replays every Night call from 1 on)`,
} as const;

/** What a ripple names, by field (for a record's ripple that lacks it). */
const RIPPLE_FIELDS_EN: Readonly<Record<string, string>> = {
  player: 'the player it gives the action',
  players: 'two players',
  group: 'a group: everyone, even, odd or player numbers',
  target: 'where the card is',
  role: 'the role that repeats its action',
};

/** What a record says the app said, checked against the deck and the table. */
export const APP_SAID_EN = {
  'draw-missing': (p: { why: Reason }, k: Kit) => `the app's draw is missing: ${k.say(p.why)}`,
  'holds-role': (p: { role: string }) => `the deck holds the ${p.role}`,
  'holds-role-doppelganger': (p: { role: string }) => `the deck holds the ${p.role} and the Doppelgänger`,
  'holds-alien': () => 'the deck holds an Alien',
  'holds-alien-ripple': () => 'the deck holds an Alien (say "none" when the app draws no ripple)',
  'says-nothing': (p: { key: string; noDoppelganger: boolean }) =>
    `the app says nothing for "${p.key}" in this game: no such role in the deck${p.noDoppelganger ? ' (no Doppelgänger)' : ''}`,
  'another-question': () => 'the Doppelgänger-Oracle "answers another question", not the Oracle\'s',
  'exchange-direction': () =>
    'the Oracle said yes to the alien exchange: the Aliens must pass their cards "left" or "right"',
  'ripple-forced': () => 'the Oracle said yes to the ripple question: a ripple happens ("none" cannot be drawn)',
  'not-looping': () => 'there is no time loop: the ripple is not "repeat" or "repeat-one-player"',
  'loop-missing': (p: { key: string }) => `the time loop's fresh draw for "${p.key}" is missing`,
  'loop-extra': (p: { key: string }) => `"${p.key}" does not wake again in this game's time loop`,
  names: (p: { type: string; field: string }) => `"${p.type}" names ${RIPPLE_FIELDS_EN[p.field] ?? p.field}`,
  'has-no': (p: { type: string; field: string }) => `"${p.type}" has no ${p.field}`,
  'no-player': (p: { number: number; players: number }) => `there is no Player ${p.number} at a table of ${p.players}`,
  'number-twice': () => 'a player number is named twice',
  'two-different': () => 'the ripple names two different players',
  'not-repeatable': (p: { role: string }) => `"${p.role}" has no night call of its own in this game to repeat`,
  'witch-center': () => 'the Witch gives the center card to a player, not to the center',
  'dual-view-target': () => "the dual view is of any, even or odd players' cards or the center",
} as const;
