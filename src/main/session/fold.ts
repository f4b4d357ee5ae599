import {
  apply,
  createGame,
  explain,
  currentCall,
  phrasebook,
  entriesFor,
  withAppWeights,
  type NewGameApp,
  type AppSaid,
  isNightOver,
  overrideEntryFor,
  type Action,
  type Answer,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Language,
  type RuleError,
} from '../engine/index.ts';
import type { CallEntry, NightEntry } from '../../shared/record.ts';
import type { AppWeightsInput, SessionOptions } from '../../shared/session-contract.ts';
import type { StoredEvent } from '../persistence/store.ts';
import { sleepReasonAt, type Role } from '../engine/index.ts';
import { noLoversText, redealText, type DealChange, type RefoldFlag } from './log-text.ts';

/** A game's setup as stored: everything needed to deal it again. */
export interface StoredSetup {
  readonly version: 1;
  readonly players: readonly string[];
  readonly deal: { readonly players: readonly string[]; readonly center: readonly string[] };
  readonly options: SessionOptions;
  readonly dealMode: 'shuffle' | 'manual';
  readonly seed: number | null;
  /**
   * An Alien game's app: the seed its words are drawn from and the weights (a game played here), or what
   * it said (a record imported). Absent for games without a role the app directs.
   */
  readonly app?: StoredApp | undefined;
  /**
   * The language the game is told in (its narration, the app's words), chosen when it was made: a French
   * game stays French whatever language a console reads it in. Absent for games made before it was kept
   * and games imported from records: those are told in the language of the console that runs them.
   */
  readonly language?: Language | undefined;
}

export type StoredApp =
  { readonly seed: number; readonly weights?: AppWeightsInput | undefined } | { readonly said: AppSaid };

/** The commands a game's log holds. `undone` takes back the latest command still in force. */
export type Command =
  | { readonly type: 'night-started' }
  | { readonly type: 'answered'; readonly step: number; readonly answer: Answer }
  | { readonly type: 'overridden'; readonly action: Extract<Action, { type: 'override' }> }
  | { readonly type: 'vote-started' }
  | {
      readonly type: 'voted';
      readonly votes: readonly number[];
      /** A two-hand vote's second hands (null for one hand). */
      readonly second?: readonly (number | null)[] | undefined;
    }
  /**
   * "This is what they actually picked up": the deal as it really was. The game is folded again from it
   * (every command in force, in order); see `redeal`.
   */
  | { readonly type: 'redealt'; readonly deal: Deal; readonly note: string };

/** A deal: each player's card in seat order, and the three center cards left to right. */
export interface Deal {
  readonly players: readonly Role[];
  readonly center: readonly Role[];
}

/** The game after a command: a frame of the undo stack. */
export interface Frame {
  readonly state: GameState;
  readonly nightStarted: boolean;
  readonly voteStarted: boolean;
  readonly votes: readonly number[] | null;
  /** The second hands of a two-hand vote, once the vote is in (null otherwise). */
  readonly second?: readonly (number | null)[] | null;
  /** The command's sequence number in the log (0 for the deal). */
  readonly seq: number;
  /** What the command did, for the narrative. */
  readonly events: readonly GameEvent[];
  /** The record entries it writes (a call's answers, or a correction). */
  readonly entries: readonly NightEntry[];
  /** The command that made this frame (null for the deal). */
  readonly command: Command | null;
  /** A correction of the deal: the stack it replaced (an undo puts it back), and what it flagged. */
  readonly redeal?: { readonly replaced: readonly Frame[]; readonly flags: readonly RefoldFlag[] } | undefined;
}

export class CommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** One line per problem, when there are several. */
    readonly problems?: readonly string[],
  ) {
    super(message);
  }
}

function ruleFailure(error: RuleError | RuleError[]): CommandError {
  const list = Array.isArray(error) ? error : [error];
  const lines = list.map((e) => (e.at ? `${e.at}: ${e.message}` : e.message));
  return new CommandError(
    `rule/${list[0]!.code}`,
    Array.isArray(error) ? lines.join('; ') : list[0]!.message,
    lines.length > 1 ? lines : undefined,
  );
}

export function dealFrame(setup: StoredSetup, deal: Deal = setup.deal as Deal): Frame {
  const created = createGame({
    players: setup.players,
    deal: { players: deal.players, center: deal.center },
    options: setup.options,
    app: appOf(setup),
  });
  if (!created.ok) throw ruleFailure(created.error);
  return {
    state: created.value,
    nightStarted: false,
    voteStarted: false,
    votes: null,
    seq: 0,
    events: [],
    entries: [],
    command: null,
  };
}

/** Where the game's app words come from (older games without a stored app draw from their deal's seed). */
function appOf(setup: StoredSetup): NewGameApp {
  const app = setup.app;
  if (app && 'said' in app) return { said: app.said };
  return {
    seed: app?.seed ?? setup.seed ?? 0,
    weights: withAppWeights(app && 'seed' in app ? app.weights : undefined),
  };
}

/** The deal a stack of frames plays from: its bottom frame's cards. */
export function dealOf(frames: readonly Frame[]): Deal {
  const { cards, players } = frames[0]!.state.setup;
  return { players: cards.slice(0, players.length), center: cards.slice(players.length) };
}

/** Applies one command to the frame on top of the stack; a rule error throws and nothing changes. */
export function step(top: Frame, command: Command, seq: number): Frame {
  const state = top.state;
  switch (command.type) {
    case 'night-started':
      if (top.nightStarted) throw new CommandError('phase/night-started', 'the night has already begun');
      return { ...top, nightStarted: true, seq, events: [], entries: [], command, redeal: undefined };
    case 'answered': {
      if (!top.nightStarted) throw new CommandError('phase/not-night', 'the night has not begun: start it first');
      if (isNightOver(state)) throw new CommandError('phase/not-night', 'the night is over; only the vote remains');
      if (command.step !== state.cursor)
        throw new CommandError('phase/wrong-step', `call ${command.step} is not the current call (${state.cursor})`);
      const call = currentCall(state)!;
      const applied = apply(state, { type: 'answer', answer: command.answer });
      if (!applied.ok) throw ruleFailure(applied.error);
      const entries: CallEntry[] = entriesFor(state, call, command.answer);
      return {
        ...top,
        state: applied.value.state,
        seq,
        events: applied.value.events,
        entries,
        command,
        redeal: undefined,
      };
    }
    case 'overridden': {
      if (top.votes)
        throw new CommandError('phase/revealed', 'the result is out: undo the vote before correcting the table');
      const applied = apply(state, command.action);
      if (!applied.ok) throw ruleFailure(applied.error);
      return {
        ...top,
        state: applied.value.state,
        seq,
        events: applied.value.events,
        entries: [overrideEntryFor(state, command.action)],
        command,
        redeal: undefined,
      };
    }
    case 'vote-started':
      if (!top.nightStarted || !isNightOver(state))
        throw new CommandError('phase/not-day', 'the vote comes after the night');
      if (top.votes) throw new CommandError('phase/revealed', 'the votes are already in: undo them to vote again');
      if (top.voteStarted) throw new CommandError('phase/vote-started', 'the vote has already begun');
      return { ...top, voteStarted: true, seq, events: [], entries: [], command, redeal: undefined };
    case 'voted': {
      if (!top.nightStarted || !isNightOver(state))
        throw new CommandError('phase/not-day', 'the vote comes after the night');
      if (top.votes) throw new CommandError('phase/revealed', 'the votes are already in: undo them to change them');
      const applied = apply(state, { type: 'vote', votes: command.votes, second: command.second });
      if (!applied.ok) throw ruleFailure(applied.error);
      return {
        ...top,
        voteStarted: true,
        votes: command.votes,
        second: command.second ?? null,
        state: applied.value.state,
        seq,
        events: applied.value.events,
        entries: [],
        command,
        redeal: undefined,
      };
    }
    case 'redealt':
      throw new Error('a correction of the deal folds the whole stack again: use afterCommand');
  }
}

/** The stack after one command; a rule error throws and nothing changes. */
export function afterCommand(setup: StoredSetup, frames: readonly Frame[], command: Command, seq: number): Frame[] {
  if (command.type === 'redealt') return redeal(setup, frames, command, seq);
  return [...frames, step(frames[frames.length - 1]!, command, seq)];
}

/** The stack after an undo: the latest command taken back (a correction of the deal puts back what it replaced). */
export function afterUndo(frames: readonly Frame[]): Frame[] {
  const top = frames[frames.length - 1];
  if (!top || frames.length <= 1)
    throw new CommandError('undo/nothing', 'nothing to undo: the game is back at the deal');
  return top.redeal ? [...top.redeal.replaced] : frames.slice(0, -1);
}

const sorted = (cards: readonly string[]): string => [...cards].sort().join(',');

/**
 * "This is what they actually picked up": the game folded again from the corrected deal, every command in
 * force replayed in order (docs/rulings.md, "Corrections of the deal").
 *
 * - An answer still legal at its call stays as it was.
 * - An answer no longer legal is taken as "nothing" when the call may pass (nobody awake now, or an
 *   optional choice) and flagged `replaced`.
 * - When the call must be answered (a mandatory choice someone now makes), the fold stops there and flags it
 *   `reopened`: the night is back at that call for the moderator; every later command is left out, and
 *   later answers that chose something are flagged `set-aside` (to be entered again).
 * - Swaps ("something moved") and the vote are replayed as they were.
 *
 * The result is the new stack with the correction on top; undoing it puts the old stack back.
 */
function redeal(
  setup: StoredSetup,
  frames: readonly Frame[],
  command: Extract<Command, { type: 'redealt' }>,
  seq: number,
): Frame[] {
  const top = frames[frames.length - 1]!;
  if (top.votes)
    throw new CommandError('phase/revealed', 'the result is out: undo the vote before correcting the deal');
  const n = setup.players.length;
  const now = dealOf(frames);
  const { deal } = command;
  if (deal.players.length !== n || deal.center.length !== 3)
    throw new CommandError(
      'input/invalid',
      `corrected deal: ${deal.players.length} players' cards and ${deal.center.length} center cards; this table has ${n} players and 3 center cards`,
    );
  if (sorted([...deal.players, ...deal.center]) !== sorted([...now.players, ...now.center]))
    throw new CommandError(
      'deal/not-the-same-cards',
      'corrected deal: it must hold the same cards as the game (a correction says where each card really went, not which cards were in the box)',
    );
  if (deal.players.every((r, i) => r === now.players[i]) && deal.center.every((r, i) => r === now.center[i]))
    throw new CommandError('deal/unchanged', 'corrected deal: it is the deal already recorded; nothing to correct');
  let stack: Frame[] = [dealFrame(setup, deal)];
  const flags: RefoldFlag[] = [];
  let stoppedAt: number | null = null;
  for (const old of frames.slice(1)) {
    const cmd = old.command;
    // An earlier correction of the deal is superseded by this one: its frames below are replayed instead.
    if (!cmd || cmd.type === 'redealt') continue;
    if (stoppedAt !== null) {
      // Answers with a choice are flagged; calls that passed by themselves simply play again.
      if (cmd.type === 'answered' && Object.keys(cmd.answer).length > 0)
        flags.push({ seq: old.seq, step: cmd.step, key: keyOf(stack, cmd.step), kind: 'set-aside', rule: '' });
      continue;
    }
    try {
      stack = [...stack, step(stack[stack.length - 1]!, cmd, old.seq)];
      continue;
    } catch (e) {
      if (!(e instanceof CommandError) || cmd.type !== 'answered') throw e;
      const key = keyOf(stack, cmd.step);
      try {
        // The frame keeps the answer as entered, so a later correction of the deal tries it again.
        stack = [...stack, { ...step(stack[stack.length - 1]!, { ...cmd, answer: {} }, old.seq), command: cmd }];
        flags.push({ seq: old.seq, step: cmd.step, key, kind: 'replaced', rule: e.message });
      } catch {
        flags.push({ seq: old.seq, step: cmd.step, key, kind: 'reopened', rule: e.message });
        stoppedAt = cmd.step;
      }
    }
  }
  const last = stack[stack.length - 1]!;
  return [...stack, { ...last, seq, events: [], entries: [], command, redeal: { replaced: [...frames], flags } }];
}

function keyOf(stack: readonly Frame[], index: number): string {
  return stack[0]!.state.setup.script[index]?.key ?? '';
}

export interface Folded {
  /** The undo stack: the deal, then one frame per command in force (a correction of the deal rebuilds it). */
  frames: Frame[];
  /** Sequence numbers taken back by an undo. */
  readonly undone: Set<number>;
  /** What each command did, kept when it is undone (the log shows what was taken back). */
  readonly texts: Map<number, LogText>;
}

/** What a log entry says, kept as data so it can be told in any language. */
export type LogText =
  | {
      readonly kind: 'command';
      readonly setup: GameSetup;
      readonly events: readonly GameEvent[];
      readonly command: Command;
      /** A Lovers' call nobody woke for: whether Cupid was in the center. */
      readonly cupidInCenter?: boolean;
      /** An answer to a call that passes by itself (nobody awake, or nothing to choose). */
      readonly auto?: boolean;
    }
  | { readonly kind: 'undo'; readonly of: number }
  | {
      readonly kind: 'redeal';
      readonly changes: readonly DealChange[];
      readonly note: string;
      readonly flags: readonly RefoldFlag[];
    };

/** The log's data for the command that made `frames`' top frame (`before`: the stack it was applied to). */
export function commandText(frame: Frame, command: Command, before?: readonly Frame[]): LogText {
  if (command.type === 'redealt' && before && frame.redeal) {
    const old = dealOf(before);
    const names = frame.state.setup.players;
    const changes: DealChange[] = [];
    command.deal.players.forEach((after, p) => {
      if (after !== old.players[p]) changes.push({ place: { player: names[p]! }, before: old.players[p]!, after });
    });
    command.deal.center.forEach((after, c) => {
      if (after !== old.center[c]) changes.push({ place: { center: c }, before: old.center[c]!, after });
    });
    return { kind: 'redeal', changes, note: command.note, flags: frame.redeal.flags };
  }
  let text: LogText = { kind: 'command', setup: frame.state.setup, events: frame.events, command };
  const asked = before && command.type === 'answered' ? currentCall(before[before.length - 1]!.state) : null;
  if (asked) text = { ...text, auto: asked.awake.actors.length === 0 || asked.choice.kind === 'none' };
  if (command.type === 'answered' && frame.state.setup.script[command.step]?.key === 'lovers') {
    const reason = sleepReasonAt(frame.state, command.step, []);
    return { ...text, cupidInCenter: reason?.kind === 'no-lovers' && reason.cupid === 'center' };
  }
  return text;
}

/** The log's sentence for a command, or for an undo (naming what it took back). */
export function describe(texts: ReadonlyMap<number, LogText>, seq: number, language: Language = 'en'): string {
  const text = texts.get(seq);
  if (!text) return '';
  const t = phrasebook(language);
  if (text.kind === 'undo') return t.undo(text.of, describe(texts, text.of, language));
  if (text.kind === 'redeal') return redealText(text.changes, text.note, text.flags, language);
  const { setup, events, command } = text;
  const sentences = explain(setup, events, language);
  if (sentences.length > 0) return sentences.join(' ');
  switch (command.type) {
    case 'answered':
      if (text.cupidInCenter !== undefined) return noLoversText(text.cupidInCenter, language);
      return t.callDone(setup.script[command.step]?.key ?? '');
    case 'night-started':
      return t.nightBegan;
    case 'vote-started':
      return t.voteBegan;
    default:
      return command.type;
  }
}

/** What a frame's command did, told alone (its events as folded on the frames `before` it). */
export function frameSentence(frame: Frame, before: readonly Frame[], language: Language): string {
  if (!frame.command) return '';
  const text = commandText(frame, frame.command, before);
  return describe(new Map([[frame.seq, text]]), frame.seq, language);
}

/** The current game is the fold of its log: every command in order, each undo popping the latest one. */
export function fold(setup: StoredSetup, events: readonly StoredEvent[]): Folded {
  let frames: Frame[] = [dealFrame(setup)];
  const undone = new Set<number>();
  const texts = new Map<number, LogText>();
  for (const event of events) {
    if (event.type === 'undone') {
      const popped = frames[frames.length - 1];
      if (!popped || frames.length <= 1) throw new Error(`event ${event.seq}: undo with nothing to take back`);
      frames = afterUndo(frames);
      undone.add(popped.seq);
      texts.set(event.seq, { kind: 'undo', of: popped.seq });
      continue;
    }
    const command = event.payload as Command;
    const before = frames;
    frames = afterCommand(setup, frames, command, event.seq);
    texts.set(event.seq, commandText(frames[frames.length - 1]!, command, before));
  }
  return { frames, undone, texts };
}

/** Whether a log entry is the answer of a call that passed by itself (nobody awake, or nothing to choose). */
export function isAuto(texts: ReadonlyMap<number, LogText>, seq: number): boolean {
  const text = texts.get(seq);
  return text?.kind === 'command' && text.auto === true;
}

/** The answers a correction of the deal in force has flagged, by their sequence number. */
export function flaggedAnswers(frames: readonly Frame[]): Map<number, RefoldFlag> {
  const flagged = new Map<number, RefoldFlag>();
  for (const frame of frames) for (const flag of frame.redeal?.flags ?? []) flagged.set(flag.seq, flag);
  return flagged;
}
