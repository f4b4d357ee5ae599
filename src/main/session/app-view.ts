/**
 * What the moderator's screens show of the app in an Alien game, read from the engine's state and events
 * (never computed again here: a call's effects are previewed by applying the call to a copy of the state
 * and reading the facts it yields). The engine decides; this only words and gathers.
 */
import {
  blobSeats,
  drawKey,
  drawOf,
  groupSeats,
  isActive,
  oracleAnswers,
  oracleResponse,
  rippleOf,
  seatOf,
  voteRules,
  GROUP_RIPPLES,
  LOOP_RIPPLES,
  PLAYER_ACTION_RIPPLES,
  TWO_PLAYER_RIPPLES,
  isOneOf,
  type AppDraw,
  type BlobAbsorb,
  type CallState,
  DRAWN_AT_CALL,
  type GameEvent,
  type GameState,
  type Language,
  type OracleAnswer,
  type OracleQuestion,
  type OracleResponse,
  type OracleSaid,
  type RippleSaid,
} from '../engine/index.ts';
import { announcesView, movesOf, previewFacts as preview } from './daybreak-view.ts';
import {
  oracleAnswerEn,
  oracleContradictionEn,
  oracleReplyEn,
  spokenEn,
  spokenQuestionEn,
} from '../engine/text/app-en.ts';
import {
  oracleAnswerFr,
  oracleContradictionFr,
  oracleReplyFr,
  spokenFr,
  spokenQuestionFr,
} from '../engine/text/app-fr.ts';
import { ROLE_NAMES_EN } from '../engine/text/en.ts';
import { ROLE_NAMES_FR } from '../engine/text/fr.ts';
import type {
  AppView,
  CallAppView,
  DayEffectsView,
  OracleAnswerView,
  OracleCallView,
  RippleView,
  TableView,
  VoteRulesView,
} from '../../shared/views.ts';

/** The step key's role part: `aliens#loop` → `aliens`, `psychic/doppelganger` → `psychic`. */
function baseOf(key: string): string {
  return key.replace(/#loop$/, '').split('/')[0]!;
}

const say = (language: Language, key: string, said: AppDraw): string =>
  language === 'fr' ? spokenFr(key, said) : spokenEn(key, said);

/** After the Oracle's answer she acts again: exchanges her card, views center cards or a player's card. */
export function oracleFollowUp(question: OracleQuestion, response: OracleResponse | null): boolean {
  if (question === 'exchange') return response === 'swap';
  if (question === 'center' || question === 'player-number') return typeof response === 'number' && response > 0;
  return false;
}

/** Who answers at an Oracle's call, as the contradiction of an answer names her (null: nobody is awake). */
type Answerer = { readonly name: string; readonly number: number } | null;

/**
 * One answer the Oracle may tap: its reply `line` is said aloud, in the game's language (`spoken`); its
 * button's `label` and what it `contradicts` are the console's, in the view's language (`labels`).
 */
function answerView(
  question: OracleQuestion,
  answer: OracleAnswer,
  response: OracleResponse | null,
  spoken: Language,
  oracle: Answerer = null,
  labels: Language = spoken,
): OracleAnswerView {
  const language = spoken;
  const contradicts =
    labels === 'fr' ? oracleContradictionFr(question, answer, oracle) : oracleContradictionEn(question, answer, oracle);
  return {
    answer,
    label: labels === 'fr' ? oracleAnswerFr(answer) : oracleAnswerEn(answer),
    response,
    line: language === 'fr' ? oracleReplyFr(question, answer, response) : oracleReplyEn(question, answer, response),
    followUp: oracleFollowUp(question, response),
    ...(contradicts ? { contradicts } : {}),
  };
}

/** The Oracle's question at an `oracle` call, with every reply the app would give (its own included). */
function oracleCall(state: GameState, call: CallState, language: Language, labels: Language): OracleCallView | null {
  const key = drawKey('oracle', call.step);
  const said = drawOf<OracleSaid>(state, key, false);
  if (!said) return null;
  const question = said.question;
  const text = language === 'fr' ? spokenQuestionFr(question) : spokenQuestionEn(question);
  const plan = state.app?.plan?.[key as 'oracle' | 'oracle-doppelganger'] ?? null;
  const n = state.setup.players.length;
  // The player who answers (her player number is her seat's): what the console knows of her answers.
  const seat = call.awake.actors[0];
  const oracle: Answerer = seat === undefined ? null : { name: state.setup.players[seat] ?? '?', number: seat + 1 };
  if (plan) {
    const answers = oracleAnswers(plan.question, n).map((answer) =>
      answerView(question, answer, oracleResponse(plan, answer, n) ?? null, language, oracle, labels),
    );
    // The app's own answer is the app's: nothing of hers to contradict.
    const auto = answerView(
      question,
      plan.autoAnswer,
      oracleResponse(plan, plan.autoAnswer, n) ?? null,
      language,
      null,
      labels,
    );
    return { question, text, answers, auto };
  }
  // A record: what it says she answered is the only answer there is.
  if (said.answer === undefined) return null;
  const only = answerView(question, said.answer, said.response ?? null, language, oracle, labels);
  return { question, text, answers: [only], auto: only };
}

/** The players a ripple names: who acts (one, or two together), the two whose cards a player may exchange, and the group it speaks to. */
function rippleSeats(state: GameState, ripple: RippleSaid): { players: number[]; pair: number[]; group: number[] } {
  const n = state.setup.players.length;
  const valid = (seats: readonly number[]): number[] => seats.filter((s) => s >= 0 && s < n);
  const players: number[] = [];
  if (
    (isOneOf(PLAYER_ACTION_RIPPLES, ripple.type) || ripple.type === 'repeat-one-player') &&
    ripple.player !== undefined
  )
    players.push(seatOf(ripple.player));
  if (isOneOf(TWO_PLAYER_RIPPLES, ripple.type) && ripple.players) players.push(...ripple.players.map(seatOf));
  const pair = ripple.type === 'troublemaker' && ripple.players ? ripple.players.map(seatOf) : [];
  const group = isOneOf(GROUP_RIPPLES, ripple.type) && ripple.group ? groupSeats(state, ripple.group) : [];
  return { players: valid(players), pair: valid(pair), group: valid(group) };
}

export function rippleView(state: GameState, ripple: RippleSaid, language: Language): RippleView {
  const { players, pair, group } = rippleSeats(state, ripple);
  return {
    type: ripple.type,
    text: say(language, 'ripple', ripple),
    players,
    pair,
    group,
    loop: isOneOf(LOOP_RIPPLES, ripple.type),
    role: ripple.role ?? null,
  };
}

/**
 * The app's part of the current call, for the moderator's screen; null for calls the app has no part in.
 * What the app says is in the game's language (`language`: it is said aloud); the Oracle's buttons and
 * notes for the moderator in the view's (`labels`).
 */
export function callAppView(
  state: GameState,
  call: CallState,
  language: Language,
  labels: Language = language,
): CallAppView | null {
  if (!state.app) return null;
  const step = call.step;
  const base = baseOf(step.key);
  const awake = call.awake.actors;
  const none: CallAppView = {
    says: null,
    loop: step.loop,
    oracle: null,
    moves: [],
    shift: null,
    cows: [],
    thumbs: null,
    blob: [],
    ripple: null,
    announces: null,
  };
  if (base === 'nostradamus') return { ...none, announces: announcesView(state, call, language) };
  if (base === 'oracle') {
    const oracle = oracleCall(state, call, language, labels);
    return oracle ? { ...none, says: oracle.text, oracle } : none;
  }
  if (step.key === 'ripple') {
    const ripple = rippleOf(state);
    const view = rippleView(state, ripple, language);
    return { ...none, says: view.text, ripple: view };
  }
  if (step.kind === 'ripple-role') {
    const role = rippleOf(state).role;
    const name = role ? (language === 'fr' ? ROLE_NAMES_FR[role] : ROLE_NAMES_EN[role]) : null;
    // The Oracle named by the ripple answers the app again: her question, as at her own call.
    const oracle = call.choice.kind === 'oracle' ? oracleCall(state, call, language, labels) : null;
    return { ...none, says: name, oracle };
  }
  if (base === 'cow') {
    const cows = (preview(state, {}) ?? []).flatMap((f) => (f.kind === 'tipped' ? [{ cow: f.cow, beside: f.by }] : []));
    return { ...none, cows };
  }
  if (base === 'leader') {
    const facts = preview(state, {}) ?? [];
    const seen = (of: string): number[] =>
      facts.flatMap((f) => (f.kind === 'saw' && f.of === of ? [...f.players] : []));
    return { ...none, thumbs: { aliens: seen('aliens'), pointing: seen('groob-zerb') } };
  }
  const drawn = DRAWN_AT_CALL.get(base);
  if (!drawn) return step.loop ? none : null;
  const key = drawKey(drawn, step);
  const said = drawOf<AppDraw>(state, key, step.loop);
  if (!said) return none;
  const view: CallAppView = { ...none, says: say(language, key, said) };
  if (base === 'aliens' && 'action' in said && (said.action === 'left' || said.action === 'right'))
    return { ...view, moves: movesOf(preview(state, {})) };
  if (base === 'rascal' && 'action' in said && said.action === 'idiot' && awake.length > 0)
    return {
      ...view,
      shift: {
        left: movesOf(preview(state, { direction: 'left' })),
        right: movesOf(preview(state, { direction: 'right' })),
      },
    };
  if (base === 'blob' && 'absorb' in said) {
    const holder = blobHolder(state, key === 'blob-doppelganger');
    return { ...view, blob: holder === null ? [] : blobSeats(state.setup.players.length, holder, said.absorb) };
  }
  return view;
}

/** The player in front of whom the Blob card (or the Doppelgänger card that copied the Blob) lies now. */
function blobHolder(state: GameState, doppelganger: boolean): number | null {
  const n = state.setup.players.length;
  for (let p = 0; p < n; p++) {
    const card = state.positions[p]!;
    const role = state.setup.cards[card];
    if (!doppelganger && role === 'blob') return p;
    if (doppelganger && role === 'doppelganger' && state.copies[card]?.role === 'blob') return p;
  }
  return null;
}

/**
 * The seats part of a Blob now: around each Blob card in front of a player, once the app has said it (its
 * call is behind: a record's words are all known from the start, a game's are drawn as the night goes).
 */
function blobParts(state: GameState): Set<number> {
  const seats = new Set<number>();
  const n = state.setup.players.length;
  const script = state.setup.script;
  for (const doppelganger of [false, true]) {
    const at = script.findIndex((step) => step.key === (doppelganger ? 'blob/doppelganger' : 'blob'));
    if (at < 0 || state.cursor <= at) continue;
    const said = drawOf<{ absorb: BlobAbsorb }>(state, doppelganger ? 'blob-doppelganger' : 'blob', false);
    if (!said) continue;
    const holder = blobHolder(state, doppelganger);
    if (holder !== null) for (const s of blobSeats(n, holder, said.absorb)) seats.add(s);
  }
  return seats;
}

/** The table's Alien details: cards face up, what cards and players became, teams joined, the Blob. */
export function tableExtras(state: GameState, table: TableView): TableView {
  if (!state.app && !state.faceUp && !state.becomes && !state.cardBecomes && !state.joins) return table;
  const n = state.setup.players.length;
  const blob = blobParts(state);
  const up = (card: number): boolean => state.faceUp?.[card] === true;
  return {
    ...table,
    players: table.players.map((player, p) => {
      const card = state.positions[p]!;
      const cardNow = state.cardBecomes?.[card] ?? null;
      const became = state.becomes?.[p] ?? null;
      const joined = state.joins?.[p] ?? null;
      return {
        ...player,
        ...(up(card) ? { faceUp: true } : {}),
        ...(cardNow ? { cardNow } : {}),
        ...(became ? { became } : {}),
        ...(joined ? { joined } : {}),
        ...(blob.has(p) ? { blob: true } : {}),
      };
    }),
    centerFaceUp: table.center.map((_, i) => up(state.positions[n + i]!)),
    centerNow: table.center.map((_, i) => state.cardBecomes?.[state.positions[n + i]!] ?? null),
  };
}

const NO_EFFECTS: DayEffectsView = {
  discussionSeconds: null,
  halved: 0,
  oneMinute: false,
  mayNotSpeak: [],
  faceAway: [],
  iAmAlien: [],
  twoHands: [],
  voteForApp: false,
};

/** The discussion's length as the game's options set it: one minute less than the number of players. */
function baseDiscussion(state: GameState, options: Readonly<Record<string, unknown>>): number {
  const option = options['discussionSeconds'];
  return typeof option === 'number' ? option : (state.setup.players.length - 1) * 60;
}

/**
 * The app's words so far, in the order they were said (from the night's events), the ripple once
 * announced, and what the day must do after them.
 */
export function appView(
  state: GameState,
  events: readonly GameEvent[],
  options: Readonly<Record<string, unknown>>,
  language: Language,
): AppView | null {
  if (!state.app) return null;
  const said: { key: string; loop: boolean; text: string }[] = [];
  let ripple: RippleSaid | null = null;
  let halved = 0;
  for (const event of events) {
    if (event.type !== 'step') continue;
    const loop = event.step.endsWith('#loop');
    for (const fact of event.facts) {
      if (fact.kind === 'app') {
        said.push({ key: fact.key, loop, text: say(language, fact.key, fact.said) });
        if (fact.key === 'ripple' && 'type' in fact.said) ripple = fact.said;
        if (fact.key === 'aliens' && 'action' in fact.said && fact.said.action === 'timer') halved++;
      } else if (fact.kind === 'oracle') {
        const question = language === 'fr' ? spokenQuestionFr(fact.question) : spokenQuestionEn(fact.question);
        const reply = answerView(fact.question, fact.answer, fact.response, language);
        const key = event.step.includes('/doppelganger') ? 'oracle-doppelganger' : 'oracle';
        said.push({ key, loop, text: [question, `${reply.label}.`, reply.line].filter(Boolean).join(' ') });
      }
    }
  }
  const day = dayEffects(state, ripple, halved, options);
  return { said, ripple: ripple ? rippleView(state, ripple, language) : null, day };
}

function dayEffects(
  state: GameState,
  ripple: RippleSaid | null,
  halved: number,
  options: Readonly<Record<string, unknown>>,
): DayEffectsView {
  if (!ripple && halved === 0) return NO_EFFECTS;
  const group = (type: string): number[] =>
    ripple && ripple.type === type && ripple.group ? groupSeats(state, ripple.group) : [];
  const oneMinute = ripple?.type === 'one-minute';
  // "A later 1 minute ripple overrides" the Aliens' halved timer (the ripple comes after the Aliens' call).
  const discussionSeconds = oneMinute
    ? 60
    : halved > 0
      ? Math.max(1, Math.round(baseDiscussion(state, options) / 2 ** halved))
      : null;
  return {
    discussionSeconds,
    halved,
    oneMinute,
    mayNotSpeak: group('may-not-speak'),
    faceAway: group('face-away'),
    iAmAlien: group('i-am-alien'),
    twoHands: group('two-hand-vote'),
    voteForApp: ripple?.type === 'vote-for-app',
  };
}

const NO_VOTE_RULES: VoteRulesView = { app: false, twoHands: [] };

/** Who may vote for the app and who votes with both hands: the engine's rule, once the night is over. */
export function voteRulesView(state: GameState, nightOver: boolean): VoteRulesView {
  if (!state.app || !nightOver) return NO_VOTE_RULES;
  const rules = voteRules(state);
  return { app: rules.app, twoHands: [...rules.twoHands] };
}

/** Whether a script step is played in this game as the app has drawn it (the ripple, a time loop's calls). */
export function stepIsActive(state: GameState, index: number): boolean {
  const step = state.setup.script[index];
  return step ? isActive(state, step) : false;
}

/**
 * The seats an Alien, Daybreak or Bonus Pack fact concerns, for "follow a player" (the engine's involvement
 * reads the others).
 */
export function appInvolved(event: GameEvent, players: number): number[] {
  if (event.type !== 'step') return [];
  const seats: number[] = [];
  const add = (seat: number): void => {
    if (seat >= 0 && seat < players) seats.push(seat);
  };
  const place = (p: { readonly player: number } | { readonly center: number }): void => {
    if ('player' in p) add(p.player);
  };
  for (const fact of event.facts) {
    switch (fact.kind) {
      case 'became':
      case 'joined':
        add(fact.player);
        break;
      case 'flipped':
        add(fact.actor);
        place(fact.place);
        break;
      case 'flipped-down':
        place(fact.place);
        break;
      case 'rotated-cards':
        fact.seats.forEach(add);
        break;
      case 'showed-cards':
      case 'ripple-players':
        fact.players.forEach(add);
        break;
      case 'tipped':
        add(fact.cow);
        fact.by.forEach(add);
        break;
      case 'guessed':
        add(fact.player);
        break;
      // Daybreak and the Bonus Packs: the card shielded, the card given an artifact, the shoulder tapped.
      case 'shielded':
      case 'artifact':
      case 'tapped':
        add(fact.actor);
        add(fact.player);
        break;
      default:
        break;
    }
  }
  return seats;
}
