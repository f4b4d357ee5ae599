import {
  currentCall,
  deathReason,
  explain,
  isNightOver,
  narrationFor,
  nightScript,
  phrasebook,
  resolveVotes,
  byTeamRank,
  sayReason,
  sleepReasonAt,
  verdictReason,
  whyNobodyWakes,
  involvedPlayers,
  type ChoiceSpec,
  type Death,
  type GameEvent,
  type GameState,
  type Language,
  type Reason,
  type SeatOption,
} from '../engine/index.ts';
import type { SessionPhase } from '../../shared/session-contract.ts';
import type {
  CallView,
  ChoiceView,
  FollowView,
  GameView,
  LogEntryView,
  ReplayStep,
  ReplayView,
  ResultView,
  SeatChoice,
  SleepReasonView,
  TableView,
} from '../../shared/views.ts';
import type { StoredEvent } from '../persistence/store.ts';
import { appInvolved, appView, callAppView, stepIsActive, tableExtras, voteRulesView } from './app-view.ts';
import { artifactDayView, artifactTokens, callTableView, drawnArtifact, withTokens } from './daybreak-view.ts';
import {
  afterCommand,
  afterUndo,
  dealFrame,
  dealOf,
  describe,
  flaggedAnswers,
  isAuto,
  type Command,
  type Folded,
  type Frame,
  type StoredSetup,
} from './fold.ts';

const ANNOUNCEMENTS: ReadonlySet<string> = new Set(['everyone-sleeps', 'marks-view', 'everyone-wakes']);

export function phaseOf(frame: Pick<Frame, 'state' | 'nightStarted' | 'voteStarted' | 'votes'>): SessionPhase {
  if (!frame.nightStarted) return 'setup';
  if (!isNightOver(frame.state)) return frame.state.setup.script[frame.state.cursor]!.phase;
  if (frame.votes) return 'revealed';
  return frame.voteStarted ? 'vote' : 'day';
}

/** Says a reason in the view's language. */
type Say = (reason: Reason) => string;

const english: Say = (reason) => reason.en;

function seatChoices(options: readonly SeatOption[], say: Say): SeatChoice[] {
  return options.map((o) =>
    o.legal
      ? { seat: o.seat, legal: true }
      : { seat: o.seat, legal: false, reason: o.reason ? say(o.reason.reason) : '' },
  );
}

function choiceView(spec: ChoiceSpec, say: Say = english): ChoiceView {
  const seats = (options: readonly SeatOption[]): SeatChoice[] => seatChoices(options, say);
  switch (spec.kind) {
    case 'none':
      return spec.why ? { kind: 'none', why: say(spec.why) } : { kind: 'none' };
    case 'target':
      return { kind: 'target', mandatory: spec.mandatory, seats: seats(spec.seats) };
    case 'targets':
      return { kind: 'targets', mandatory: spec.mandatory, seats: seats(spec.seats), allowOne: spec.allowOne };
    case 'center':
      return spec;
    case 'seer':
      return { kind: 'seer', seats: seats(spec.seats), indexes: spec.indexes };
    case 'marksman':
    case 'gremlin': {
      const cards = spec.cards?.map((r) => (r ? say(r.reason) : null));
      return { kind: spec.kind, seats: seats(spec.seats), ...(cards ? { cards } : {}) };
    }
    case 'oracle':
      return {
        kind: 'oracle',
        question: spec.question,
        replies: spec.replies.map((r) => ({
          answer: r.answer,
          response: r.response,
          then: choiceView(r.then, say),
        })),
        auto: spec.auto,
      };
    case 'each':
      return {
        kind: 'each',
        choices: spec.choices.map((c) => ({ actor: c.actor, choice: choiceView(c.choice, say) })),
      };
    case 'place':
      return { kind: 'place', mandatory: spec.mandatory, seats: seats(spec.seats), indexes: spec.indexes };
    case 'places': {
      const stops = spec.stops?.map((r) => (r ? say(r.reason) : null));
      return {
        kind: 'places',
        seats: seats(spec.seats),
        indexes: spec.indexes,
        min: spec.min,
        max: spec.max,
        allowNone: spec.allowNone,
        ...(stops ? { stops } : {}),
      };
    }
    case 'give':
      return { kind: 'give', seats: seats(spec.seats), indexes: spec.indexes, to: seats(spec.to) };
    case 'direction':
    case 'exchange':
      return { kind: spec.kind };
    case 'artifact':
      return { kind: 'artifact', seats: seats(spec.seats), artifacts: spec.artifacts };
  }
}

/** The Curator's choice names the token his call draws (the session reads it from the engine). */
function withDrawn(
  choice: ChoiceView,
  state: GameState,
  call: NonNullable<ReturnType<typeof currentCall>>,
): ChoiceView {
  return choice.kind === 'artifact' ? { ...choice, drawn: drawnArtifact(state, call) } : choice;
}

/**
 * The current call: what is said (its lines, the app's words) in the game's language (`spoken`), what the
 * moderator reads (why a seat cannot be chosen, the Oracle's buttons) in the view's (`language`).
 */
export function callView(state: GameState, language: Language, spoken: Language = language): CallView | null {
  const call = currentCall(state);
  if (!call) return null;
  const lines = narrationFor(state.setup, call.index, spoken, 'full', state);
  const short = narrationFor(state.setup, call.index, spoken, 'short', state);
  const nobodyAwake = call.step.kind !== 'announcement' && call.awake.actors.length === 0;
  return {
    index: call.index,
    key: call.step.key,
    call: call.call,
    wake: call.step.wake,
    phase: call.step.phase,
    role: call.awake.role,
    doppelganger: call.awake.doppelganger,
    open: lines.open,
    close: lines.close,
    awake: call.awake.actors,
    frightened: call.awake.frightened,
    nobodyAwake,
    reason: nobodyAwake ? (listening(state, call.index) ?? whyNobodyWakes(state, call.index)) : null,
    short: { open: short.open, close: short.close },
    choice: withDrawn(
      choiceView(call.choice, (reason) => sayReason(reason, language)),
      state,
      call,
    ),
    app: callAppView(state, call, spoken, language),
    table: callTableView(state, call),
    kind: call.step.kind,
    namedAfter: call.step.namedAfter,
  };
}

export function tableView(state: GameState): TableView {
  return withTokens(state, tableExtras(state, plainTable(state)));
}

function plainTable(state: GameState): TableView {
  const n = state.setup.players.length;
  const { cards, tokens, spots } = state.setup;
  return {
    players: state.setup.players.map((name, p) => {
      const card = state.positions[p]!;
      return {
        name,
        startCard: cards[state.startCards[p]!]!,
        card: cards[card]!,
        copied: state.copies[card]?.role ?? null,
        mark: tokens[state.marks[p]!]!.kind,
      };
    }),
    // Three center cards, and the Alpha Wolf's Center Werewolf card as a fourth.
    center: Array.from({ length: state.setup.centerCount }, (_, i) => cards[state.positions[n + i]!]!),
    board: spots.map((spot, i) => ({
      spot: i,
      kind: spot.kind,
      set: spot.set,
      index: spot.index,
      holds: tokens[state.board[i]!]!.kind,
      given: state.board[i] !== n + i,
    })),
  };
}

export function resultView(
  state: GameState,
  votes: readonly number[],
  second: readonly (number | null)[] | null = null,
  language: Language = 'en',
): ResultView | null {
  const decided = resolveVotes(state, votes, second ?? undefined);
  if (!decided.ok) return null;
  const result = decided.value;
  const names = state.setup.players;
  return {
    epicBattle: result.epicBattle,
    deaths: result.deaths.map((d) => ({
      player: d.player,
      name: names[d.player]!,
      reason: deathReason(state.setup, d.reason, language),
    })),
    players: result.players.map((p) => ({
      name: names[p.player]!,
      startCard: p.startCard,
      card: p.card,
      mark: p.mark,
      team: p.team,
      dead: p.dead,
      won: p.won,
      reason: verdictReason(state.setup, p, language),
      // What the player is at the end when it is not their card: the Cursed a Werewolf's vote turned, an
      // artifact's role (a Copycat or Doppelgänger card says what it copied on the table instead).
      ...(p.role && p.role !== p.card && p.card !== 'copycat' && p.card !== 'doppelganger' ? { now: p.role } : {}),
    })),
    winners: result.players.filter((p) => p.won).map((p) => names[p.player]!),
    tally: result.tally,
    votes: result.votes,
    second: result.second,
    appVotes: result.appVotes,
    protections: result.protections,
    teams: byTeamRank([...new Set(result.players.filter((p) => p.won).map((p) => p.team))]),
  };
}

/** The log as the moderator reads it: every command, the undone ones marked, each undo named. */
function logView(events: readonly StoredEvent[], folded: Folded, language: Language): LogEntryView[] {
  const flagged = flaggedAnswers(folded.frames);
  return events.map((event) => ({
    seq: event.seq,
    at: event.at,
    type: event.type,
    text: describe(folded.texts, event.seq, language) || event.type,
    undone: folded.undone.has(event.seq),
    flag: flagged.get(event.seq)?.kind ?? null,
    auto: isAuto(folded.texts, event.seq),
  }));
}

export function buildView(
  id: string,
  setup: StoredSetup,
  createdAt: string,
  updatedAt: string,
  events: readonly StoredEvent[],
  folded: Folded,
  language: Language = 'en',
): GameView {
  const top = folded.frames[folded.frames.length - 1]!;
  const state = top.state;
  const phase = phaseOf(top);
  // The game is told in its own language whatever the console reads; a game from before it was kept
  // (or imported from a record) is told in the console's.
  const spoken = setup.language ?? language;
  const allEvents: GameEvent[] = [];
  for (const frame of folded.frames) allEvents.push(...frame.events);
  // Calls already played show who was awake then (the Doppelgänger is no longer "a Doppelgänger" now).
  const played = new Map<number, { actors: readonly number[]; frightened: readonly number[] }>();
  for (const event of allEvents)
    if (event.type === 'step') played.set(event.index, { actors: event.actors, frightened: event.frightened });
  const script = nightScript(state).map((line) => {
    const then = line.status === 'done' ? played.get(line.index) : undefined;
    const nobodyAwake = then ? !ANNOUNCEMENTS.has(line.key) && then.actors.length === 0 : line.nobodyAwake;
    return {
      index: line.index,
      key: line.key,
      wake: line.wake,
      phase: line.phase,
      status: top.nightStarted ? line.status : 'ahead',
      awake: then?.actors ?? line.awake,
      nobodyAwake,
      reason:
        (nobodyAwake ? listening(state, line.index) : null) ??
        (then ? (nobodyAwake ? sleepReasonAt(state, line.index, then.frightened) : null) : line.reason),
      ...conditionOf(state, line.index),
      namedAfter: state.setup.script[line.index]!.namedAfter,
    };
  });
  return {
    id,
    createdAt,
    updatedAt,
    players: setup.players,
    language: spoken,
    deck: [...setup.deal.players, ...setup.deal.center],
    options: Object.fromEntries(
      Object.entries({ ...state.setup.options, ...setup.options }).filter(
        (e): e is [string, boolean | number] => e[1] !== undefined,
      ),
    ),
    ...(setup.app && 'seed' in setup.app && setup.app.weights ? { appWeights: setup.app.weights } : {}),
    dealMode: setup.dealMode,
    seed: setup.seed,
    deal: dealOf(folded.frames),
    flagged: [...flaggedAnswers(folded.frames).values()]
      .sort((a, b) => a.seq - b.seq)
      .map((flag) => ({ ...flag, namedAfter: state.setup.script[flag.step]?.namedAfter ?? null })),
    phase,
    call: top.nightStarted ? callView(state, language, spoken) : null,
    script,
    table: tableView(state),
    narrative: explain(state.setup, allEvents, language),
    log: logView(events, folded, language),
    canUndo: folded.frames.length > 1,
    result: top.votes ? resultView(state, top.votes, top.second ?? null, language) : null,
    app: appView(state, allEvents, { ...state.setup.options, ...setup.options }, spoken),
    voteRules: voteRulesView(state, isNightOver(state)),
    artifacts: artifactDayView(state, top.nightStarted && isNightOver(state)),
    artifactTokens: artifactTokens(state),
  };
}

/**
 * A call whose player never opens their eyes (the Blob "doesn't wake up, but is told" which players it
 * absorbs): nobody is awake, yet the card is not in the center. Null for other calls, and when it is.
 */
function listening(state: GameState, index: number): SleepReasonView | null {
  const step = state.setup.script[index];
  // The ripple's call with nobody to act (one minute of discussion, a vote for the app…): the app only speaks.
  if (step?.key === 'ripple') return { kind: 'app-only' };
  if (!step || step.kind !== 'role' || step.call !== 'blob') return null;
  const copy = step.copies === 'doppelganger';
  const players = state.setup.players.flatMap((_, p) => {
    const card = state.setup.cards[state.startCards[p]!];
    const role = copy ? (card === 'doppelganger' ? state.copies[state.startCards[p]!]?.role : null) : card;
    return role === 'blob' ? [p] : [];
  });
  return players.length > 0 ? { kind: 'listens', players } : null;
}

/** A step said only in some games (the ripple, its repeated role, a time loop's calls): whether it is, here. */
function conditionOf(
  state: GameState,
  index: number,
): { condition?: 'ripple' | 'repeat-role' | 'loop'; active?: boolean } {
  const condition = state.setup.script[index]?.condition ?? null;
  return condition === null ? {} : { condition, active: stepIsActive(state, index) };
}

const REPLAY_KIND: Record<string, ReplayStep['kind']> = {
  answered: 'call',
  overridden: 'correction',
  undone: 'undo',
  voted: 'vote',
  redealt: 'correction',
};

/** The seats a death concerns: who died, and the lover or Hunter who took them along. */
function deathInvolves(death: Death): number[] {
  const { reason } = death;
  if (reason.kind === 'love') return [death.player, reason.lover];
  if (reason.kind === 'hunter') return [death.player, reason.hunter];
  return [death.player];
}

/**
 * The replay: the deal, then every command in the order it was entered with the table right after it
 * (an undo shows the table it went back to), the vote followed by each death and the verdicts. Folds
 * the log again, keeping each intermediate table.
 */
export function replayOf(
  setup: StoredSetup,
  events: readonly StoredEvent[],
  folded: Folded,
  language: Language = 'en',
): ReplayView {
  const t = phrasebook(language);
  let frames: Frame[] = [dealFrame(setup)];
  const players = setup.players.length;
  const everyone = setup.players.map((_, i) => i);
  const steps: ReplayStep[] = [
    {
      seq: 0,
      text: t.deal,
      kind: 'deal',
      undone: false,
      table: tableView(frames[0]!.state),
      involves: everyone,
    },
  ];
  const involvesBySeq = new Map<number, number[]>();
  /** Where each command's first step is in the replay: an undo names what it took back by its step number. */
  const positionOf = new Map<number, number>();
  for (const event of events) {
    const undone = folded.undone.has(event.seq);
    if (event.type === 'undone') {
      frames = afterUndo(frames);
      const of = (event.payload as { seq?: number }).seq ?? -1;
      const position = positionOf.get(of);
      steps.push({
        seq: event.seq,
        text:
          position !== undefined
            ? t.undo(position + 1, describe(folded.texts, of, language))
            : describe(folded.texts, event.seq, language) || event.type,
        kind: 'undo',
        undone,
        table: tableView(frames[frames.length - 1]!.state),
        involves: involvesBySeq.get(of) ?? [],
      });
      continue;
    }
    const command = event.payload as Command;
    const before = frames;
    frames = afterCommand(setup, frames, command, event.seq);
    const frame = frames[frames.length - 1]!;
    positionOf.set(event.seq, steps.length);
    const table = tableView(frame.state);
    const involves =
      command.type === 'redealt'
        ? changedSeats(dealOf(before).players, command.deal.players)
        : [...new Set(frame.events.flatMap((e) => [...involvedPlayers(e, players), ...appInvolved(e, players)]))].sort(
            (a, b) => a - b,
          );
    const loop = command.type === 'answered' && frame.state.setup.script[command.step]?.key.endsWith('#loop') === true;
    involvesBySeq.set(event.seq, involves);
    const told = voteTold(frame, language);
    if (told) {
      for (const step of told)
        steps.push({
          seq: event.seq,
          text: step.text,
          kind: step.kind,
          undone,
          table,
          involves: step.involves ?? involves,
        });
      continue;
    }
    steps.push({
      seq: event.seq,
      text: describe(folded.texts, event.seq, language) || event.type,
      kind: REPLAY_KIND[event.type] ?? 'other',
      undone,
      table,
      involves,
      ...(loop ? { loop: true } : {}),
    });
  }
  return { players: setup.players, steps };
}

/**
 * The vote's frame told as the timeline shows it: the vote, then each death on its own, then who won
 * (`involves`: the seats each concerns; the vote's own are the command's). Null for any other frame.
 */
export function voteTold(
  frame: Frame,
  language: Language,
): { kind: 'vote' | 'death' | 'result'; text: string; involves: number[] | null }[] | null {
  const result = frame.events.find((e) => e.type === 'vote');
  if (!result || result.type !== 'vote') return null;
  const lines = explain(frame.state.setup, [result], language);
  const deaths = result.result.deaths;
  const before = lines.length - deaths.length - result.result.players.length;
  return [
    { kind: 'vote', text: lines.slice(0, before).join(' '), involves: null },
    ...deaths.map((death, i) => ({ kind: 'death' as const, text: lines[before + i]!, involves: deathInvolves(death) })),
    {
      kind: 'result',
      text: lines.slice(before + deaths.length).join(' '),
      involves: frame.state.setup.players.map((_, i) => i),
    },
  ];
}

function changedSeats(before: readonly string[], after: readonly string[]): number[] {
  return after.flatMap((card, seat) => (card !== before[seat] ? [seat] : []));
}

/** One player's night: the replay's steps that concern them, framed by what they were dealt and became. */
export function followOf(replay: ReplayView, seat: number, game: GameView): FollowView {
  const start = replay.steps[0]!.table.players[seat]!;
  const end = game.table.players[seat]!;
  const result = game.result;
  const row = result?.players[seat];
  const death = result?.deaths.find((d) => d.player === seat);
  return {
    seat,
    name: end.name,
    startCard: start.card,
    startMark: start.mark,
    card: end.card,
    copied: end.copied,
    mark: end.mark,
    ...(end.shield ? { shield: true } : {}),
    ...(end.artifact ? { artifact: end.artifact } : {}),
    ...(end.cardNow ? { cardNow: end.cardNow } : {}),
    outcome:
      result && row
        ? {
            team: row.team,
            dead: row.dead,
            won: row.won,
            reason: row.reason,
            death: death?.reason ?? null,
            votedFor: result.votes[seat] ?? null,
            ...(result.second ? { votedSecond: result.second[seat] ?? null } : {}),
          }
        : null,
    steps: replay.steps
      .map((s, index) => ({ ...s, index }))
      .filter((s) => s.kind !== 'deal' && s.involves.includes(seat)),
  };
}
