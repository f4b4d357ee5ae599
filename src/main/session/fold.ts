import {
  apply,
  createGame,
  explain,
  currentCall,
  phrasebook,
  entryFor,
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
import type { SessionOptions } from '../../shared/session-contract.ts';
import type { StoredEvent } from '../persistence/store.ts';

/** A game's setup as stored: everything needed to deal it again. */
export interface StoredSetup {
  readonly version: 1;
  readonly players: readonly string[];
  readonly deal: { readonly players: readonly string[]; readonly center: readonly string[] };
  readonly options: SessionOptions;
  readonly dealMode: 'shuffle' | 'manual';
  readonly seed: number | null;
}

/** The commands a game's log holds. `undone` takes back the latest command still in force. */
export type Command =
  | { readonly type: 'night-started' }
  | { readonly type: 'answered'; readonly step: number; readonly answer: Answer }
  | { readonly type: 'overridden'; readonly action: Extract<Action, { type: 'override' }> }
  | { readonly type: 'vote-started' }
  | { readonly type: 'voted'; readonly votes: readonly number[] };

/** The game after a command: a frame of the undo stack. */
export interface Frame {
  readonly state: GameState;
  readonly nightStarted: boolean;
  readonly voteStarted: boolean;
  readonly votes: readonly number[] | null;
  /** The command's sequence number in the log (0 for the deal). */
  readonly seq: number;
  /** What the command did, for the narrative. */
  readonly events: readonly GameEvent[];
  /** The record entry it writes (a call's answer or a correction). */
  readonly entry: NightEntry | null;
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

export function dealFrame(setup: StoredSetup): Frame {
  const created = createGame({
    players: setup.players,
    deal: { players: setup.deal.players as never, center: setup.deal.center as never },
    options: setup.options,
    app: { seed: setup.seed ?? 0 },
  });
  if (!created.ok) throw ruleFailure(created.error);
  return {
    state: created.value,
    nightStarted: false,
    voteStarted: false,
    votes: null,
    seq: 0,
    events: [],
    entry: null,
  };
}

/** Applies one command to the frame on top of the stack; a rule error throws and nothing changes. */
export function step(top: Frame, command: Command, seq: number): Frame {
  const state = top.state;
  switch (command.type) {
    case 'night-started':
      if (top.nightStarted) throw new CommandError('phase/night-started', 'the night has already begun');
      return { ...top, nightStarted: true, seq, events: [], entry: null };
    case 'answered': {
      if (!top.nightStarted) throw new CommandError('phase/not-night', 'the night has not begun: start it first');
      if (isNightOver(state)) throw new CommandError('phase/not-night', 'the night is over; only the vote remains');
      if (command.step !== state.cursor)
        throw new CommandError('phase/wrong-step', `call ${command.step} is not the current call (${state.cursor})`);
      const call = currentCall(state)!;
      const applied = apply(state, { type: 'answer', answer: command.answer });
      if (!applied.ok) throw ruleFailure(applied.error);
      const entry: CallEntry | null = entryFor(state, call, command.answer);
      return { ...top, state: applied.value.state, seq, events: applied.value.events, entry };
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
        entry: overrideEntryFor(state, command.action),
      };
    }
    case 'vote-started':
      if (!top.nightStarted || !isNightOver(state))
        throw new CommandError('phase/not-day', 'the vote comes after the night');
      if (top.votes) throw new CommandError('phase/revealed', 'the votes are already in: undo them to vote again');
      if (top.voteStarted) throw new CommandError('phase/vote-started', 'the vote has already begun');
      return { ...top, voteStarted: true, seq, events: [], entry: null };
    case 'voted': {
      if (!top.nightStarted || !isNightOver(state))
        throw new CommandError('phase/not-day', 'the vote comes after the night');
      if (top.votes) throw new CommandError('phase/revealed', 'the votes are already in: undo them to change them');
      const applied = apply(state, { type: 'vote', votes: command.votes });
      if (!applied.ok) throw ruleFailure(applied.error);
      return {
        ...top,
        voteStarted: true,
        votes: command.votes,
        state: applied.value.state,
        seq,
        events: applied.value.events,
        entry: null,
      };
    }
  }
}

export interface Folded {
  /** The undo stack: the deal, then one frame per command in force. */
  readonly frames: Frame[];
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
    }
  | { readonly kind: 'undo'; readonly of: number };

export function commandText(frame: Frame, command: Command): LogText {
  return { kind: 'command', setup: frame.state.setup, events: frame.events, command };
}

/** The log's sentence for a command, or for an undo (naming what it took back). */
export function describe(texts: ReadonlyMap<number, LogText>, seq: number, language: Language = 'en'): string {
  const text = texts.get(seq);
  if (!text) return '';
  const t = phrasebook(language);
  if (text.kind === 'undo') return t.undo(text.of, describe(texts, text.of, language));
  const { setup, events, command } = text;
  const sentences = explain(setup, events, language);
  if (sentences.length > 0) return sentences.join(' ');
  switch (command.type) {
    case 'answered':
      return t.callDone(setup.script[command.step]?.key ?? '');
    case 'night-started':
      return t.nightBegan;
    case 'vote-started':
      return t.voteBegan;
    default:
      return command.type;
  }
}

/** The current game is the fold of its log: every command in order, each undo popping the latest one. */
export function fold(setup: StoredSetup, events: readonly StoredEvent[]): Folded {
  const frames: Frame[] = [dealFrame(setup)];
  const undone = new Set<number>();
  const texts = new Map<number, LogText>();
  for (const event of events) {
    if (event.type === 'undone') {
      const popped = frames.pop();
      if (!popped || frames.length === 0) throw new Error(`event ${event.seq}: undo with nothing to take back`);
      undone.add(popped.seq);
      texts.set(event.seq, { kind: 'undo', of: popped.seq });
      continue;
    }
    const command = event.payload as Command;
    const frame = step(frames[frames.length - 1]!, command, event.seq);
    frames.push(frame);
    texts.set(event.seq, commandText(frame, command));
  }
  return { frames, undone, texts };
}
