import {
  describeSchemaIssues,
  isOverrideEntry,
  type CallEntry,
  type CardPlaceRef,
  type GameRecord,
  type MarkPlaceRef,
  type NightEntry,
  type OverrideEntry,
  readGameRecord,
} from '../../shared/record.ts';
import { apply, type CardPlace, type MarkPlace } from './apply.ts';
import { resolveCheckedVotes, validateVotes, voteRules } from './day.ts';
import { ruleError, ruleErrorAt, type Reason, type Result, type RuleError } from './errors.ts';
import { OVERRIDE_EN, RECORD_EN, VOTE_EN } from './text/reasons-en.ts';
import { reasonsOf } from './text/sentences.ts';
import type { DayResult, GameEvent } from './events.ts';
import { actorsReason, applyAnswer, describeStep, isActive, type Answer, type CallState } from './night.ts';
import type { GameState } from './model.ts';
import { createGame } from './game.ts';
import { isNightOver } from './queries.ts';
import { ROLE_RULES } from './roles.ts';
import type { AppSaid } from './app/said.ts';
import { isLoopRipple, rippleOf } from './app/state.ts';
import { DOPPELGANGER, callOfRole } from './roles/index.ts';
import { WAKE_ORDER } from './wake-order.ts';
import { ARTIFACTS, ROLES, isArtifact, isCall, type Call, type Role } from './vocabulary.ts';

const because = reasonsOf('record', RECORD_EN);
const voteReason = reasonsOf('vote', VOTE_EN);
const overrideReason = reasonsOf('override', OVERRIDE_EN);

export interface PlayedRecord {
  readonly record: GameRecord;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  /** The vote's outcome, when the record has votes. */
  readonly result: DayResult | null;
}

/** A record that could not be read; `problems` has one entry per problem, in record order. */
export interface RecordProblems {
  readonly problems: readonly string[];
}

function fail(problems: readonly (RuleError | string)[]): { ok: false; error: RecordProblems } {
  return {
    ok: false,
    error: { problems: problems.map((p) => (typeof p === 'string' ? p : p.at ? `${p.at}: ${p.message}` : p.message)) },
  };
}

/** Reads a record (already parsed JSON), plays its night through the engine and decides the vote. */
export function playRecord(
  input: unknown,
  options: { requireVotes?: boolean } = {},
): Result<PlayedRecord, RecordProblems> {
  const parsed = readGameRecord(input);
  if (!parsed.success) return fail(describeSchemaIssues(parsed.error));
  const record = parsed.data;

  const created = createGame({
    players: record.players,
    deal: { players: record.deal.players as Role[], center: record.deal.center as Role[] },
    options: record.options,
    app: record.app !== undefined ? { said: record.app as AppSaid } : undefined,
  });
  if (!created.ok) return fail(created.error);
  let state = created.value;
  const events: GameEvent[] = [];
  const problems: RuleError[] = [];

  // A finished game's night runs to its end; one exported mid-night stops where it stood.
  const facts = record.nightwarden;
  const end: NightEnd = record.votes !== undefined ? 'end' : facts?.phase === 'setup' ? 0 : (facts?.cursor ?? 'end');
  // Each player's seat by name (the names are the game's: createGame refused a name given twice).
  const seats = new Map<string, number>();
  for (let i = 0; i < record.players.length; i++) seats.set(record.players[i]!, i);
  const night = playNight(state, record.night, events, end, seats);
  if (night.ok) state = night.value;
  else problems.push(night.error);

  let result: DayResult | null = null;
  if (record.votes === undefined) {
    if (options.requireVotes) problems.push(ruleError('vote/missing', 'votes', voteReason('no-votes', {})));
  } else {
    const appVote = voteRules(state).app;
    const { votes, second, problems: voteProblems } = readVotes(record.votes, record.players, seats, appVote);
    const checked = validateVotes(state, votes, second);
    if (voteProblems.length > 0 || checked.length > 0) {
      // Names that were not players are reported once above; every other voter is checked by the rules.
      const reported = new Set(voteProblems.map((p) => p.at));
      const all = [...voteProblems, ...checked.filter((p) => !reported.has(p.at))];
      const seatOf = (p: RuleError): number => seats.get(p.at.slice('votes.'.length)) ?? record.players.length;
      problems.push(...all.sort((a, b) => seatOf(a) - seatOf(b)));
    }
    if (problems.length === 0) {
      // The votes were checked just above: decided without checking them again.
      const decided = resolveCheckedVotes(state, votes as number[], second);
      if (decided.ok) {
        result = decided.value;
        state = { ...state, votes: result.votes };
        events.push({ type: 'vote', result });
      } else problems.push(...decided.error);
    }
  }
  if (problems.length > 0) return fail(problems);
  return { ok: true, value: { record, state, events, result } };
}

/**
 * The record's votes as seats: a name, `"app"` for the app after a vote-for-app ripple (seat n), or two
 * names for a player who votes with both hands.
 */
function readVotes(
  raw: Record<string, string | readonly [string, string]>,
  players: readonly string[],
  seats: ReadonlyMap<string, number>,
  appVote: boolean,
): { votes: (number | undefined)[]; second: (number | null)[] | undefined; problems: RuleError[] } {
  const problems: RuleError[] = [];
  const votes: (number | undefined)[] = players.map(() => undefined);
  const second: (number | null)[] = players.map(() => null);
  let twoHands = false;
  // The record's order (for…in walks a plain object's keys as Object.entries does, without the pairs).
  for (const voter in raw) {
    const given = raw[voter]!;
    const from = seats.get(voter);
    if (from === undefined) {
      problems.push(ruleError('vote/unknown-player', `votes.${voter}`, voteReason('not-a-player', { voter })));
      continue;
    }
    const targets = typeof given === 'string' ? [given] : [...given];
    const read: number[] = [];
    for (const target of targets) {
      const to = appVote && target === 'app' ? players.length : seats.get(target);
      if (to === undefined) {
        problems.push(
          ruleError(
            'vote/unknown-player',
            `votes.${voter}`,
            target === 'app' ? voteReason('for-app', { voter }) : voteReason('for-non-player', { voter, target }),
          ),
        );
        continue;
      }
      read.push(to);
    }
    if (read.length !== targets.length) continue;
    votes[from] = read[0];
    if (read.length === 2) {
      second[from] = read[1]!;
      twoHands = true;
    }
  }
  return { votes, second: twoHands ? second : undefined, problems };
}

/** Turns an entry's names into seats; a name that is not a player is an error. */
function toAnswer(entry: CallEntry, seats: ReadonlyMap<string, number>, at: string): Result<Answer> {
  const seat = (value: string, field: string): number => {
    const s = seats.get(value);
    if (s === undefined) throw ruleError('choice/unknown-target', at, because('not-a-player', { field, value }));
    return s;
  };
  try {
    const answer: { -readonly [K in keyof Answer]: Answer[K] } = {};
    if (entry.target !== undefined) answer.target = seat(entry.target, 'target');
    if (entry.targets !== undefined) answer.targets = entry.targets.map((t) => seat(t, 'targets'));
    if (entry.center !== undefined) {
      if (Array.isArray(entry.center)) answer.centers = entry.center;
      else answer.center = entry.center;
    }
    if (entry.card !== undefined) answer.card = seat(entry.card, 'card');
    if (entry.mark !== undefined) answer.mark = seat(entry.mark, 'mark');
    if (entry.swap !== undefined) answer.swap = entry.swap;
    if (entry.to !== undefined) answer.to = seat(entry.to, 'to');
    if (entry.direction !== undefined) answer.direction = entry.direction;
    if (entry.artifact !== undefined) {
      if (!isArtifact(entry.artifact))
        throw ruleError(
          'choice/unknown-target',
          at,
          because('not-artifact', { value: entry.artifact, tokens: ARTIFACTS }),
        );
      answer.artifact = entry.artifact;
    }
    return { ok: true, value: answer };
  } catch (problem) {
    return { ok: false, error: problem as RuleError };
  }
}

/** The roles a call wakes (a group's call wakes several). */
function callRoles(call: string): readonly Role[] {
  return [...new Set(WAKE_ORDER.filter((s) => s.call === call).flatMap((s) => s.roles))];
}

/** Calls the Doppelgänger may answer at once, in the entry that follows her own. */
const IMMEDIATE_CALLS: ReadonlySet<string> = new Set(
  ROLES.filter((r) => ROLE_RULES[r].doppelganger === 'immediate').flatMap((r) => callOfRole(r) ?? []),
);

/** Does this step answer the entry's call, for the named player if any? */
function answers(state: GameState, call: CallState, entry: CallEntry, by: number | undefined): boolean {
  if (call.call !== entry.call) return false;
  // A time loop's replay is answered by entries marked "loop"; the first call by the others.
  if (call.step.loop !== (entry.loop === true)) return false;
  // An entry marked "repeat" answers only a repeat-role ripple's call (unmarked ones may answer it too, once
  // the role's own call has passed).
  if (entry.repeat === true && call.step.kind !== 'ripple-role') return false;
  if (by !== undefined) return call.awake.actors.includes(by) || call.awake.frightened.includes(by);
  if (call.awake.actors.length > 0) return true;
  if (call.awake.frightened.length === 0) return false;
  // Only a frightened player here: the entry is the Doppelgänger's if she answers the same call next.
  const next = state.setup.script[call.index + 1];
  return !(next && next.call === call.call && describeStep(state, next, call.index + 1).awake.actors.length > 0);
}

/** How far the night goes after the last entry: to its end, or to a call's index. */
type NightEnd = 'end' | number;

/** Moves through calls with nobody choosing (or nothing chosen) until the cursor reaches `target`. */
function advanceTo(state: GameState, target: number, before: string, events: GameEvent[]): Result<GameState> {
  let current = state;
  while (current.cursor < target && !isNightOver(current)) {
    const call = describeStep(current, current.setup.script[current.cursor]!, current.cursor);
    const skipped = skip(current, call, before);
    if (!skipped.ok) return skipped;
    current = skipped.value.state;
    events.push(skipped.value.event);
  }
  return { ok: true, value: current };
}

function playNight(
  start: GameState,
  entries: readonly NightEntry[],
  events: GameEvent[],
  end: NightEnd,
  seats: ReadonlyMap<string, number>,
): Result<GameState> {
  let state = start;
  const { script, players } = state.setup;

  for (let i = 0; i < entries.length; i++) {
    const next = entries[i]!;
    if (isOverrideEntry(next)) {
      const at = `night[${i}] override ${next.override}`;
      if (next.at !== undefined) {
        // The correction was made at this point of the night: calls before it happen first.
        const target =
          next.at === 'day' ? script.length : script.findIndex((s, j) => j >= state.cursor && s.key === next.at);
        if (target < 0) {
          const known = script.some((s) => s.key === next.at);
          return {
            ok: false,
            error: ruleError('order/already-passed', at, because(known ? 'at-passed' : 'at-unknown', { at: next.at })),
          };
        }
        const moved = advanceTo(state, target, at, events);
        if (!moved.ok) return moved;
        state = moved.value;
      }
      const action = overrideAction(state, next, seats, at);
      if (!action.ok) return action;
      const applied = apply(state, action.value);
      if (!applied.ok) {
        // The engine names the correction; the record's reader names its entry.
        const error = Array.isArray(applied.error) ? applied.error[0]! : applied.error;
        return { ok: false, error: ruleErrorAt(error, at) };
      }
      state = applied.value.state;
      events.push(...applied.value.events);
      continue;
    }
    const entry = next;
    const at = `night[${i}] ${entry.call}`;
    if (!isCall(entry.call)) {
      return {
        ok: false,
        error: ruleError('order/not-in-game', at, because('not-a-call', { call: entry.call })),
      };
    }
    let by: number | undefined;
    if (entry.by !== undefined) {
      by = seats.get(entry.by);
      if (by === undefined)
        return { ok: false, error: ruleError('actor/not-awake', at, because('by-not-player', { by: entry.by })) };
    }
    const answer = toAnswer(entry, seats, at);
    if (!answer.ok) return answer;

    // The call must still be ahead in the wake order (a repeat-role ripple calls a role once more).
    const immediate = IMMEDIATE_CALLS.has(entry.call);
    const repeated = rippleOf(state).role;
    const ahead = script.some(
      (s, j) =>
        j >= state.cursor &&
        isActive(state, s) &&
        s.loop === (entry.loop === true) &&
        (entry.repeat !== true || s.kind === 'ripple-role') &&
        (s.call === entry.call ||
          (immediate && s.kind === 'doppelganger-action') ||
          (s.kind === 'ripple-role' && repeated !== undefined && callOfRole(repeated) === entry.call)),
    );
    if (!ahead) {
      const why = notCalledTonight(state, entry);
      if (why) return { ok: false, error: ruleError('order/not-in-game', at, why) };
      const passed = script.findIndex((s) => s.call === entry.call);
      if (passed >= 0) {
        const current = script[state.cursor - 1];
        return {
          ok: false,
          error: ruleError(
            'order/already-passed',
            at,
            because('earlier', {
              player: by !== undefined ? players[by]! : null,
              wake: script[passed]!.wake,
              current: current?.key ?? 'start',
            }),
          ),
        };
      }
      return { ok: false, error: notInGame(entry.call, at) };
    }

    // Walk the script: calls before this one happen without an entry (or are missing, if mandatory).
    for (;;) {
      if (isNightOver(state)) return { ok: false, error: noOneAnswers(start, entry, by, at, state) };
      const call = describeStep(state, script[state.cursor]!, state.cursor);
      if (answers(state, call, entry, by)) {
        const actor = by ?? call.awake.actors[0] ?? call.awake.frightened[0]!;
        if (call.awake.frightened.includes(actor) || call.awake.actors.length === 0) {
          return {
            ok: false,
            error: ruleError('actor/frightened', at, because('frightened', { player: players[actor]! })),
          };
        }
        if (by === undefined && ambiguous(state, call)) {
          return {
            ok: false,
            error: ruleError('actor/ambiguous', at, because('two-answer', { names: answerers(state, call) })),
          };
        }
        let given = answer.value;
        let entryOf: ReadonlyMap<string, number> = new Map();
        if (call.choice.kind === 'each') {
          // Each player awake chooses alone: one entry each, written one after another (with "by").
          const grouped = gatherEach(state, call, entries, i, seats);
          if (!grouped.ok) return grouped;
          given = grouped.value.answer;
          entryOf = grouped.value.entryOf;
          i = grouped.value.last;
        }
        const applied = applyAnswer(state, given, at);
        if (!applied.ok) {
          // A problem with one player's choice names that player's own entry.
          const by = applied.error.at.startsWith(`${at} by `) ? applied.error.at.slice(`${at} by `.length) : null;
          const j = by === null ? undefined : entryOf.get(by);
          return j === undefined
            ? applied
            : { ok: false, error: ruleErrorAt(applied.error, `night[${j}] ${entry.call} by ${by}`) };
        }
        state = applied.value.state;
        events.push(applied.value.event);
        break;
      }
      const skipped = skip(state, call, at);
      if (!skipped.ok) {
        const later = entries.findIndex(
          (e, j) =>
            j > i &&
            !isOverrideEntry(e) &&
            e.call === call.call &&
            (e.by === undefined || call.awake.actors.includes(seats.get(e.by) ?? -1)),
        );
        if (later >= 0) {
          return {
            ok: false,
            error: ruleError(
              'order/already-passed',
              `night[${later}] ${call.call}`,
              because('wakes-first', {
                entry: i,
                call: entry.call,
                actors: actorsReason(state, call),
                wake: call.step.wake,
              }),
            ),
          };
        }
        return skipped;
      }
      state = skipped.value.state;
      events.push(skipped.value.event);
    }
  }
  return advanceTo(state, end === 'end' ? script.length : end, 'night', events);
}

/**
 * Why an entry's call is not made at all tonight (rather than already passed): a ripple entry when the app
 * drew none, a time loop's entry without a time loop, or for a call the time loop does not replay.
 */
function notCalledTonight(state: GameState, entry: CallEntry): Reason | null {
  const script = state.setup.script;
  const ripple = rippleOf(state);
  if (entry.call === 'ripple' && entry.loop !== true) {
    if (!script.some((s) => s.key === 'ripple')) return because('no-ripple', {});
    if (ripple.type === 'none') return because('ripple-none', {});
    if (ripple.player === undefined && ripple.players === undefined)
      return because('ripple-no-action', { type: ripple.type });
    return null;
  }
  if (entry.repeat === true && ripple.type !== 'repeat-role') return because('no-repeat-role', {});
  if (entry.repeat === true && (ripple.role === undefined || callOfRole(ripple.role) !== entry.call))
    return because('repeats-other', { role: ripple.role ?? null, call: entry.call });
  if (entry.loop !== true) return null;
  if (!isLoopRipple(ripple.type)) return because('no-loop', {});
  const replayed = script.some((s) => s.loop && s.call === entry.call && isActive(state, s));
  if (!replayed) return because('not-replayed', { call: entry.call });
  return null;
}

/**
 * The answers of a call where each player awake chooses alone (the Aliens each viewing a card): the
 * entries from `first` on with the same call, one per player, each naming its player with "by".
 */
function gatherEach(
  state: GameState,
  call: CallState,
  entries: readonly NightEntry[],
  first: number,
  seats: ReadonlyMap<string, number>,
): Result<{ answer: Answer; last: number; entryOf: ReadonlyMap<string, number> }> {
  const entryOf = new Map<string, number>();
  if (call.choice.kind !== 'each') return { ok: true, value: { answer: {}, last: first, entryOf } };
  const actors = call.choice.choices.map((c) => c.actor);
  const each: Answer[] = actors.map(() => ({}));
  const seen = new Set<number>();
  let last = first;
  for (let j = first; j < entries.length; j++) {
    const entry = entries[j]!;
    if (
      isOverrideEntry(entry) ||
      entry.call !== call.call ||
      (entry.loop === true) !== call.step.loop ||
      (entry.repeat === true && call.step.kind !== 'ripple-role')
    )
      break;
    const where = `night[${j}] ${entry.call}`;
    if (entry.by === undefined && actors.length > 1)
      return {
        ok: false,
        error: ruleError(
          'actor/ambiguous',
          where,
          because('each-alone', { names: actors.map((p) => state.setup.players[p]!) }),
        ),
      };
    const actor = entry.by === undefined ? actors[0]! : seats.get(entry.by);
    if (actor === undefined || !actors.includes(actor)) {
      if (j === first)
        return { ok: false, error: ruleError('actor/not-awake', where, because('not-awake', { by: entry.by! })) };
      break;
    }
    if (seen.has(actor))
      return {
        ok: false,
        error: ruleError(
          'choice/unexpected',
          where,
          because('once', { player: entry.by ?? state.setup.players[actor]! }),
        ),
      };
    seen.add(actor);
    const { by: _by, call: _call, loop: _loop, repeat: _repeat, ...rest } = entry;
    const answer = toAnswer({ call: entry.call, ...rest }, seats, where);
    if (!answer.ok) return answer;
    each[actors.indexOf(actor)] = answer.value;
    entryOf.set(state.setup.players[actor]!, j);
    last = j;
  }
  return { ok: true, value: { answer: { each }, last, entryOf } };
}

function skip(state: GameState, call: CallState, before: string) {
  const applied = applyAnswer(state, {}, call.call ?? call.step.key, call);
  if (applied.ok) return applied;
  if (applied.error.code !== 'choice/missing') return applied;
  return {
    ok: false as const,
    error: ruleError(
      'choice/missing',
      `night ${call.call ?? call.step.key}`,
      because('must-act', {
        actors: actorsReason(state, call),
        before: before === 'night' ? null : before,
        call: String(call.call),
      }),
    ),
  };
}

/** Two players answer the same call when the Doppelgänger copied a role that wakes alone. */
function ambiguous(state: GameState, call: CallState): boolean {
  return answerers(state, call).length > 1;
}

function answerers(state: GameState, call: CallState): string[] {
  if (call.step.kind === 'doppelganger-action' || call.step.copies === 'both') return [];
  const names: string[] = [];
  const script = state.setup.script;
  for (let j = state.cursor; j < script.length; j++) {
    const step = script[j]!;
    if (step.call !== call.call) break;
    const other = describeStep(state, step, j);
    for (const p of [...other.awake.actors, ...other.awake.frightened]) names.push(state.setup.players[p]!);
  }
  return names;
}

function notInGame(call: string, at: string): RuleError {
  return ruleError('order/not-in-game', at, because('no-card', { call }));
}

function noOneAnswers(
  start: GameState,
  entry: CallEntry,
  by: number | undefined,
  at: string,
  end: GameState,
): RuleError {
  const players = start.setup.players;
  // The ripple gives its action to a player by number: held back only by Fear (rule 49).
  if (by !== undefined && entry.call === 'ripple' && end.frightened?.[by] === true)
    return ruleError('actor/frightened', at, because('frightened-ripple', { player: players[by]! }));
  if (by !== undefined)
    return ruleError('actor/not-awake', at, because('not-now', { player: players[by]!, call: entry.call }));
  const roles = callRoles(entry.call);
  const center = start.setup.cards.slice(players.length);
  const inGame = start.setup.cards.filter((c) => roles.includes(c));
  const inCenter = inGame.length > 0 && inGame.every((c) => center.includes(c));
  const roleOfCall = roles.length === 1 ? roles[0]! : entry.call;
  return ruleError(
    'actor/nobody-awake',
    at,
    inCenter ? because('in-center', { card: roleOfCall }) : because('nobody-now', {}),
  );
}

/**
 * The record entries for an answer to a call: none when there is nothing to write down (nobody awake,
 * nothing to choose, or "did nothing": the record format reads an omitted optional choice as nothing);
 * one per player when each player awake chooses alone. `by` is written when another player answers the
 * same call. The Oracle's reply is not an entry: it is the app's `oracle.answer`.
 */
export function entriesFor(state: GameState, call: CallState, answer: Answer): CallEntry[] {
  if (call.call === null || call.awake.actors.length === 0) return [];
  const names = state.setup.players;
  if (call.choice.kind === 'each') {
    const out: CallEntry[] = [];
    call.choice.choices.forEach((c, k) => {
      const each = answer.each?.[k];
      if (!each) return;
      const entry = fields(state, call.call!, each);
      if (entry) out.push({ call: call.call!, by: names[c.actor]!, ...entry, ...passOf(call) });
    });
    return out;
  }
  // What the call draws itself (the Curator's token, face down from the pile) is written as the engine
  // carries it out when the answer does not say it.
  const complete = call.context ? call.action?.complete : undefined;
  const entry = fields(state, call.call, complete ? complete(call.context!, answer) : answer);
  if (!entry) return [];
  // With a Doppelgänger in the deck, two players may answer the same call: name the actor every time,
  // so the entry never depends on what the reader can work out about the other one.
  const twoMayAnswer =
    call.step.copies !== 'both' && call.step.kind !== 'doppelganger-action' && state.setup.cards.includes(DOPPELGANGER);
  const by = twoMayAnswer || needsBy(state, call) ? { by: names[call.awake.actors[0]!]! } : {};
  return [{ call: call.call, ...by, ...entry, ...passOf(call) }];
}

/** Which pass of a call an entry answers: a time loop's ("loop") or a repeat-role ripple's ("repeat"). */
function passOf(call: CallState): { loop?: true; repeat?: true } {
  if (call.step.loop) return { loop: true };
  return call.step.kind === 'ripple-role' ? { repeat: true } : {};
}

/** The first of `entriesFor` (a call answered by one player or a group together). */
export function entryFor(state: GameState, call: CallState, answer: Answer): CallEntry | null {
  return entriesFor(state, call, answer)[0] ?? null;
}

/** An answer's fields as a record entry writes them (names for seats), or null when nothing was chosen. */
function fields(state: GameState, call: Call, answer: Answer): Omit<CallEntry, 'call'> | null {
  const names = state.setup.players;
  const entry: { -readonly [K in keyof CallEntry]?: CallEntry[K] } = {};
  if (answer.target !== undefined) entry.target = names[answer.target]!;
  if (answer.targets !== undefined) entry.targets = answer.targets.map((t) => names[t]!);
  if (answer.center !== undefined) entry.center = answer.center;
  if (answer.centers !== undefined) entry.center = [...answer.centers];
  if (answer.card !== undefined) entry.card = names[answer.card]!;
  if (answer.mark !== undefined) entry.mark = names[answer.mark]!;
  if (answer.swap !== undefined) entry.swap = answer.swap;
  if (answer.to !== undefined) entry.to = names[answer.to]!;
  if (answer.direction !== undefined) entry.direction = answer.direction;
  if (answer.artifact !== undefined) entry.artifact = answer.artifact;
  void call;
  return Object.keys(entry).length === 0 ? null : (entry as Omit<CallEntry, 'call'>);
}

/**
 * Another player answers the same call elsewhere in the night: the Doppelgänger after the original, or
 * the original after the Doppelgänger's immediate action (whose entry otherwise follows hers).
 */
function needsBy(state: GameState, call: CallState): boolean {
  if (call.step.kind === 'doppelganger-action' || call.step.copies === 'both') return false;
  const script = state.setup.script;
  for (let j = 0; j < script.length; j++) {
    if (j === call.index) continue;
    const step = script[j]!;
    // A time loop's replay is told apart by "loop", not by "by".
    if (step.loop !== call.step.loop) continue;
    const other = describeStep(state, step, j);
    if (other.call !== call.call || other.step.copies === 'both') continue;
    if (other.awake.actors.length > 0 || other.awake.frightened.length > 0) return true;
  }
  return false;
}

/** Turns an override entry's names into the engine's places. */
function overrideAction(
  state: GameState,
  entry: OverrideEntry,
  seats: ReadonlyMap<string, number>,
  at: string,
): Result<Extract<Parameters<typeof apply>[1], { type: 'override' }>> {
  const player = (name: string): number => {
    const seat = seats.get(name);
    if (seat === undefined) throw ruleError('override/unknown-place', at, overrideReason('not-a-player', { name }));
    return seat;
  };
  const card = (ref: CardPlaceRef): CardPlace =>
    typeof ref === 'string' ? { player: player(ref) } : { center: ref.center };
  const mark = (ref: MarkPlaceRef): MarkPlace => {
    if (typeof ref === 'string') return { player: player(ref) };
    const set = ref.set ?? 'main';
    const index = ref.index ?? 0;
    const spot = state.setup.spots.findIndex((s) => s.kind === ref.board && s.set === set && s.index === index);
    if (spot < 0)
      throw ruleError('override/unknown-place', at, overrideReason('no-spot', { set, mark: ref.board, index }));
    return { spot };
  };
  try {
    switch (entry.override) {
      case 'swap-cards':
        return {
          ok: true,
          value: { type: 'override', override: 'swap-cards', a: card(entry.a), b: card(entry.b), note: entry.note },
        };
      case 'move-card':
        return {
          ok: true,
          value: { type: 'override', override: 'swap-cards', a: card(entry.from), b: card(entry.to), note: entry.note },
        };
      case 'swap-marks':
        return {
          ok: true,
          value: { type: 'override', override: 'swap-marks', a: mark(entry.a), b: mark(entry.b), note: entry.note },
        };
      case 'move-mark':
        return {
          ok: true,
          value: { type: 'override', override: 'swap-marks', a: mark(entry.from), b: mark(entry.to), note: entry.note },
        };
      case 'shield':
        return {
          ok: true,
          value: { type: 'override', override: 'shield', player: player(entry.player), on: entry.on, note: entry.note },
        };
      case 'artifact':
        if (entry.artifact !== null && !isArtifact(entry.artifact))
          throw ruleError(
            'override/unknown-artifact',
            at,
            overrideReason('unknown-artifact', { value: entry.artifact, tokens: ARTIFACTS }),
          );
        return {
          ok: true,
          value: {
            type: 'override',
            override: 'artifact',
            card: card(entry.card),
            artifact: entry.artifact,
            note: entry.note,
          },
        };
      case 'face-up':
        return {
          ok: true,
          value: { type: 'override', override: 'face-up', card: card(entry.card), up: entry.up, note: entry.note },
        };
    }
  } catch (problem) {
    return { ok: false, error: problem as RuleError };
  }
}

/** The record entry for a correction (the inverse of `overrideAction`). */
export function overrideEntryFor(
  state: GameState,
  action: Extract<Parameters<typeof apply>[1], { type: 'override' }>,
): OverrideEntry {
  const names = state.setup.players;
  const card = (p: CardPlace): CardPlaceRef => ('player' in p ? names[p.player]! : { center: p.center });
  const at = whereNightStands(state);
  if (action.override === 'shield')
    return { override: 'shield', player: names[action.player]!, on: action.on, note: action.note, at };
  if (action.override === 'artifact')
    return { override: 'artifact', card: card(action.card), artifact: action.artifact, note: action.note, at };
  if (action.override === 'face-up')
    return { override: 'face-up', card: card(action.card), up: action.up, note: action.note, at };
  if (action.override === 'swap-cards') {
    return {
      override: 'swap-cards',
      a: card(action.a),
      b: card(action.b),
      note: action.note,
      at: whereNightStands(state),
    };
  }
  const mark = (p: MarkPlace): MarkPlaceRef => {
    if ('player' in p) return names[p.player]!;
    const spot = state.setup.spots[p.spot]!;
    return {
      board: spot.kind,
      ...(spot.set === 'doppelganger' ? { set: spot.set } : {}),
      ...(spot.index ? { index: spot.index } : {}),
    };
  };
  return {
    override: 'swap-marks',
    a: mark(action.a),
    b: mark(action.b),
    note: action.note,
    at: whereNightStands(state),
  };
}

/** The current call's step key, or "day" once the night is over. */
function whereNightStands(state: GameState): string {
  return state.setup.script[state.cursor]?.key ?? 'day';
}
