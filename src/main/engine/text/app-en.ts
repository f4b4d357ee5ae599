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
import { ROLE_NAMES_EN, TEAM_NAMES_EN, theRole } from './en.ts';

/**
 * What the app says, in English: the phrases that name players by number and place, each role's drawn
 * instruction and the ripples. The explanation tells them; the narration speaks them.
 */

const numbers = (list: readonly number[], joiner: 'or' | 'and'): string => {
  if (list.length === 1) return `Player ${list[0]}`;
  return `Players ${list.slice(0, -1).join(', ')} ${joiner} ${list[list.length - 1]}`;
};

export function viewTargetEn(target: ViewTarget): string {
  if (target === 'any') return 'any player';
  if (target === 'even') return 'an even-numbered player';
  if (target === 'odd') return 'an odd-numbered player';
  return numbers(target, 'or');
}

export function groupEn(group: RippleGroup): string {
  if (group === 'everyone') return 'everyone';
  if (group === 'even') return 'the even-numbered players';
  if (group === 'odd') return 'the odd-numbered players';
  return numbers(group, 'and');
}

const PLACE_EN: Readonly<Record<Exclude<RippleTarget, readonly number[]>, string>> = {
  any: 'any other player',
  even: 'an even-numbered player',
  odd: 'an odd-numbered player',
  higher: 'a player with a higher number',
  lower: 'a player with a lower number',
  left: 'the player on the left',
  right: 'the player on the right',
  'one-neighbour': 'one of the two neighbours',
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

export function placeEn(target: RippleTarget): string {
  return typeof target === 'string' ? PLACE_EN[target] : numbers(target, 'or');
}

/** "a card of …": the center is "a center card". */
const cardOf = (target: RippleTarget): string =>
  target === 'center' ? 'a center card' : target === 'yourself' ? 'their own card' : `the card of ${placeEn(target)}`;

/** What a role's drawn instruction says, in English, by draw key (the ripple's from `rippleEn`). */
export const instructionEn = instructionsIn(
  'en',
  (words, doppelganger) => ({
    who: doppelganger ? `the Doppelgänger-${words.name}` : `the ${words.name}`,
    place: placeEn,
    cardOf,
    viewTarget: viewTargetEn,
    group: groupEn,
    team: (team) => TEAM_NAMES_EN[team],
  }),
  (said) => rippleEn(said),
);

/** What each ripple says, from the players and places it names. */
interface RippleParts {
  readonly r: RippleSaid;
  readonly player: string;
  readonly pair: string;
  readonly group: string;
  readonly place: string;
}

const RIPPLE_EN: { readonly [T in RippleType]: (parts: RippleParts) => string } = {
  none: () => 'no ripple in space-time',
  'one-minute': () => 'a ripple in space-time: only one minute of discussion before the vote',
  repeat: () => 'a ripple in space-time: a time loop, and the night is played again',
  'repeat-one-player': ({ player }) =>
    `a ripple in space-time: a time loop, and ${player} keeps their eyes open from now on`,
  insomniac: ({ group }) => `a ripple in space-time: ${group} may look at their own card`,
  'may-not-speak': ({ group }) => `a ripple in space-time: ${group} may not speak until after the vote`,
  'face-away': ({ group }) => `a ripple in space-time: ${group} must face away from the table until after the vote`,
  troublemaker: ({ player, pair }) =>
    `a ripple in space-time: ${player} may exchange the cards of ${pair} without looking at them`,
  steal: ({ r, player, place }) =>
    `a ripple in space-time: ${player} may take ${r.target === 'center' ? 'a center card' : `the card of ${place}`}, look at it, and does not wake for that role`,
  witch: ({ player, place }) =>
    `a ripple in space-time: ${player} may view a center card and, if so, must give it to ${place}`,
  'view-1': ({ r, player, place }) =>
    `a ripple in space-time: ${player} may view ${r.target === 'center' ? 'a center card' : `the card of ${place}`}`,
  'view-2': ({ player, place }) => `a ripple in space-time: ${player} may view two cards of ${place}`,
  reveal: ({ r, player, place }) =>
    `a ripple in space-time: ${player} may turn ${r.target === 'yourself' ? 'their own card' : `the card of ${place}`} face up; it stays up only if it is on the village team`,
  'dual-view': ({ r, pair, place }) =>
    `a ripple in space-time: ${pair} may view ${r.target === 'center' ? 'a center card' : `the card of ${place}`} together`,
  'two-hand-vote': ({ group }) => `a ripple in space-time: ${group} vote with both hands, each hand one vote`,
  'dual-shuffle': ({ pair }) =>
    `a ripple in space-time: ${pair} show each other their cards, the first shuffles both face down, gives one back and keeps the other`,
  drunk: ({ r, player, place }) =>
    `a ripple in space-time: ${player} must exchange their card with ${r.target === 'center' ? 'a center card' : `the card of ${place}`} without looking at either`,
  'vote-for-app': () =>
    'a ripple in space-time: everyone may vote for the app, and if the app gets the most votes nobody dies',
  'repeat-role': ({ r }) =>
    `a ripple in space-time: ${r.role ? theRole(ROLE_NAMES_EN[r.role]) : 'a role'} repeats their night action now`,
  'i-am-alien': ({ group }) => `a ripple in space-time: ${group} may only say "I am an alien" until the vote`,
};

export function rippleEn(r: RippleSaid): string {
  const player = r.player !== undefined ? `Player ${r.player}` : 'a player';
  const pair = r.players ? numbers(r.players, 'and') : 'two players';
  const group = r.group ? groupEn(r.group) : 'everyone';
  const place = r.target !== undefined ? placeEn(r.target) : 'any other player';
  return RIPPLE_EN[r.type]({ r, player, pair, group, place });
}

const QUESTION_EN: Readonly<Record<OracleQuestion, string>> = {
  'alien-team': 'whether she wants to join the alien team',
  'werewolf-team': 'whether she wants to join the werewolf team',
  'vampire-team': 'whether she wants to join the vampire team',
  'alien-exchange': 'whether the Aliens must exchange their cards',
  exchange: 'whether she wants to exchange her card with a center card',
  center: 'whether she wants to view the center cards',
  ripple: 'whether she wants a ripple in space-time',
  'even-odd': 'whether her player number is even or odd',
  'player-number': "whose card she wants to view (a player's number)",
  number: 'to guess the number the app is thinking of, from 1 to 10',
};

export function questionEn(question: OracleQuestion): string {
  return QUESTION_EN[question];
}

const TEAM_CARD_EN: Partial<Record<OracleQuestion, string>> = {
  'alien-team': 'an Alien card',
  'werewolf-team': 'a Werewolf card',
  'vampire-team': 'a Vampire card',
};

export function responseEn(question: OracleQuestion, response: OracleResponse | null): string | null {
  if (response === null) return null;
  switch (response) {
    case 'card':
      return `her card became ${TEAM_CARD_EN[question] ?? 'another card'}`;
    case 'team':
      return 'she joined the alien team without becoming an Alien';
    case 'refused':
      return question === 'exchange'
        ? 'the app refused: she keeps her card'
        : 'the app refused: she stays the Oracle, on the village team';
    case 'swap':
      return 'the app told her to exchange her card with a center card';
  }
  if (question === 'center')
    return `the app let her view ${response === 1 ? 'one center card' : `${response} center cards`}`;
  if (question === 'player-number') return `the app told her to view Player ${response}'s card`;
  if (question === 'number') return `the app was thinking of ${response}`;
  return null;
}

export const answerEn = (answer: OracleAnswer): string => String(answer);

const QUESTION_SPOKEN_EN: Readonly<Record<OracleQuestion, string>> = {
  'alien-team': 'Do you want to join the alien team? Tap yes or no.',
  'werewolf-team': 'Do you want to join the werewolf team? Tap yes or no.',
  'vampire-team': 'Do you want to join the vampire team? Tap yes or no.',
  'alien-exchange': 'Should the Aliens exchange their cards tonight? Tap yes or no.',
  exchange: 'Do you want to exchange your card with a card from the center? Tap yes or no.',
  center: 'Do you want to view the center cards? Tap yes or no.',
  ripple: 'Do you want a ripple in space-time tonight? Tap yes or no.',
  'even-odd': 'Is your player number even or odd? Tap even or odd.',
  'player-number': "Whose card do you want to view? Tap that player's number.",
  number: "I'm thinking of a number from 1 to 10. Tap the number you guess.",
};

/** The app's question to the Oracle, as the narration says it. */
export function spokenQuestionEn(question: OracleQuestion): string {
  return QUESTION_SPOKEN_EN[question];
}

/** A draw as the narration says it: one sentence. */
export function spokenEn(key: string, said: AppDraw): string {
  const text = instructionEn(key, said);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The app's response to the Oracle, said after she answers. */
export function spokenResponseEn(question: OracleQuestion, response: OracleResponse | null): string | null {
  const text = responseEn(question, response);
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : null;
}

/**
 * The app's reply to the Oracle as it is said aloud, to her ("Your card is now an Alien card."): the
 * whole table hears it, so it names no player but by number. Null when the app says nothing more.
 */
export function oracleReplyEn(
  question: OracleQuestion,
  answer: OracleAnswer,
  response: OracleResponse | null,
): string | null {
  switch (question) {
    case 'alien-team':
    case 'werewolf-team':
    case 'vampire-team':
      if (answer !== 'yes') return 'You stay the Oracle, on the village team.';
      if (response === 'card') return `Your card is now ${TEAM_CARD_EN[question]}.`;
      if (response === 'team') return 'You now win only if the aliens win, but you are not an Alien.';
      return 'Sorry: you stay the Oracle, on the village team.';
    case 'alien-exchange':
      return answer === 'yes'
        ? 'The Aliens must exchange their cards tonight.'
        : 'The Aliens keep their cards tonight.';
    case 'exchange':
      if (answer !== 'yes') return 'You keep your card.';
      return response === 'swap' ? 'Exchange your card with a card from the center.' : 'Sorry: keep your card.';
    case 'center':
      if (answer !== 'yes' || typeof response !== 'number') return 'You view no center card.';
      return response === 1
        ? 'You may view one center card.'
        : response === 2
          ? 'You may view two center cards.'
          : 'You may view all three center cards.';
    case 'ripple':
      return answer === 'yes'
        ? 'There will be a ripple in space-time tonight.'
        : 'Space-time will go its own way tonight.';
    case 'even-odd':
      return answer === 'even' || answer === 'odd' ? `The Oracle's player number is ${answer}.` : null;
    case 'player-number':
      return typeof response === 'number' ? `View the card of Player ${response}.` : null;
    case 'number':
      if (typeof response !== 'number') return null;
      return answer === response
        ? `Right! I was thinking of ${response}. You may keep your eyes open for the rest of the night.`
        : `Wrong: I was thinking of ${response}. Every other player now wins if you die; you win only if you survive.`;
  }
}

/** The Oracle's answer as the console's button says it. */
/**
 * An answer that contradicts what the console knows, said to the moderator (never to the table): the
 * Oracle's player number is odd and she tapped "Even", or the other way round. Null when it does not.
 */
export function oracleContradictionEn(
  question: OracleQuestion,
  answer: OracleAnswer,
  oracle: { readonly name: string; readonly number: number } | null,
): string | null {
  if (question !== 'even-odd' || !oracle || (answer !== 'even' && answer !== 'odd')) return null;
  const parity = oracle.number % 2 === 0 ? 'even' : 'odd';
  if (parity === answer) return null;
  return `${oracle.name} is player ${oracle.number}, an ${parity} number: “${oracleAnswerEn(answer)}” does not match. The answer stands as she gave it (the table is the truth); check her number.`;
}

export function oracleAnswerEn(answer: OracleAnswer): string {
  if (answer === 'yes') return 'Yes';
  if (answer === 'no') return 'No';
  if (answer === 'even') return 'Even';
  if (answer === 'odd') return 'Odd';
  return String(answer);
}
