import { appDirects } from './app/plan.ts';
import type { AppWeights } from './app/weights.ts';
import { resolveVotes, voteRules } from './day.ts';
import type { DayResult, GameEvent } from './events.ts';
import { explain } from './explain.ts';
import { applyAnswer, currentCall, type Answer, type ChoiceSpec, type SeatOption } from './night.ts';
import type { GameOptions } from './options.ts';
import { pick, shuffle, type Rng } from './random.ts';
import type { GameState } from './model.ts';
import { createGame } from './game.ts';
import { isNightOver } from './queries.ts';
import type { Role } from './vocabulary.ts';

function legalSeats(seats: readonly SeatOption[]): number[] {
  const out: number[] = [];
  for (const s of seats) if (s.legal) out.push(s.seat);
  return out;
}

function twoOf(rng: Rng, items: readonly number[]): [number, number] {
  const a = rng.int(0, items.length - 1);
  let b = rng.int(0, items.length - 2);
  if (b >= a) b++;
  return [items[a]!, items[b]!];
}

/**
 * A random legal answer for a call, drawn from the same legal choices the console offers. Optional
 * actions are declined one time in five, so "did nothing" is played too.
 */
export function randomAnswer(rng: Rng, spec: ChoiceSpec): Answer {
  const skip = rng.int(0, 4) === 0;
  switch (spec.kind) {
    case 'none':
      return {};
    case 'target': {
      const seats = legalSeats(spec.seats);
      if (seats.length === 0 || (!spec.mandatory && skip)) return {};
      return { target: pick(rng, seats) };
    }
    case 'targets': {
      const seats = legalSeats(spec.seats);
      if (seats.length < 2 || (!spec.mandatory && skip)) return {};
      return { targets: twoOf(rng, seats) };
    }
    case 'center':
      if (!spec.mandatory && skip) return {};
      return { center: pick(rng, spec.indexes) };
    case 'seer': {
      if (skip) return {};
      const seats = legalSeats(spec.seats);
      if (seats.length > 0 && rng.int(0, 1) === 0) return { target: pick(rng, seats) };
      return { centers: twoOf(rng, spec.indexes) };
    }
    case 'marksman': {
      if (skip) return {};
      const seats = legalSeats(spec.seats);
      if (seats.length < 2) {
        const only = seats[0];
        return only === undefined ? {} : spec.cards?.[only] ? { mark: only } : { card: only };
      }
      const [card, mark] = twoOf(rng, seats);
      // A shielded card may not be viewed: its Mark still may.
      const which = spec.cards?.[card] ? 1 : rng.int(0, 2);
      return which === 0 ? { card } : which === 1 ? { mark } : { card, mark };
    }
    case 'gremlin': {
      const seats = legalSeats(spec.seats);
      if (skip || seats.length < 2) return {};
      const targets = twoOf(rng, seats);
      // Shielded cards may not be moved: their Marks still may.
      const cards = !targets.some((t) => spec.cards?.[t]) && rng.int(0, 1) === 0;
      return { swap: cards ? 'cards' : 'marks', targets };
    }
    default:
      return randomAppAnswer(rng, spec, skip);
  }
}

/** The Alien calls' choices (kept apart so the common calls' function stays small). */
function randomAppAnswer(rng: Rng, spec: ChoiceSpec, skip: boolean): Answer {
  switch (spec.kind) {
    case 'oracle': {
      // One time in five she does not answer: the app answers for her, and she acts on its response.
      if (skip) {
        const auto = spec.replies.find((r) => r.answer === spec.auto.answer);
        return auto ? randomAnswer(rng, auto.then) : {};
      }
      const reply = spec.replies[rng.int(0, spec.replies.length - 1)]!;
      return { reply: reply.answer, ...randomAnswer(rng, reply.then) };
    }
    case 'each': {
      // Item by item, not by `map` (see `arrays.ts`).
      const each: Answer[] = [];
      for (const c of spec.choices) each.push(randomAnswer(rng, c.choice));
      return { each };
    }
    case 'place': {
      const seats = legalSeats(spec.seats);
      const total = seats.length + spec.indexes.length;
      if (total === 0 || (!spec.mandatory && skip)) return {};
      const at = rng.int(0, total - 1);
      return at < seats.length ? { target: seats[at]! } : { center: spec.indexes[at - seats.length]! };
    }
    case 'places': {
      // The legal seats, then the center cards (item by item, not by `map`: see `arrays.ts`).
      const pool: ({ target: number } | { center: number })[] = [];
      for (const s of spec.seats) if (s.legal) pool.push({ target: s.seat });
      for (const c of spec.indexes) pool.push({ center: c });
      if (pool.length < spec.min || (spec.allowNone && skip)) return {};
      const count = rng.int(spec.min, Math.min(spec.max, pool.length));
      const chosen = shuffle(rng, pool).slice(0, count);
      // Cards are looked at one at a time: the looking ends at a card that stops it.
      const stop = chosen.findIndex((c) => 'target' in c && spec.stops?.[c.target]);
      if (stop >= 0) chosen.length = stop + 1;
      const targets: number[] = [];
      const centers: number[] = [];
      for (const c of chosen) if ('target' in c) targets.push(c.target);
      for (const c of chosen) if ('center' in c) centers.push(c.center);
      return { ...(targets.length ? { targets } : {}), ...(centers.length ? { centers } : {}) };
    }
    case 'give': {
      const seats = legalSeats(spec.seats);
      const to = legalSeats(spec.to);
      const total = seats.length + spec.indexes.length;
      if (skip || total === 0) return {};
      const at = rng.int(0, total - 1);
      const source: Answer = at < seats.length ? { target: seats[at]! } : { center: spec.indexes[at - seats.length]! };
      const receivers = to.filter((p) => p !== source.target);
      if (receivers.length === 0) return {};
      return { ...source, to: pick(rng, receivers) };
    }
    case 'direction':
      return skip ? {} : { direction: rng.int(0, 1) === 0 ? 'left' : 'right' };
    case 'exchange':
      return rng.int(0, 1) === 0 ? { swap: 'cards' } : {};
    case 'artifact': {
      const seats = legalSeats(spec.seats);
      return seats.length > 0 && !skip ? { target: pick(rng, seats) } : {};
    }
    default:
      return {};
  }
}

/**
 * A random vote for a game: every player points at another player; after a vote-for-app ripple one vote
 * in ten goes to the app (seat n), and the players of a two-hand vote point with their second hand too.
 */
export function randomVoteInput(
  rng: Rng,
  state: GameState,
): { votes: number[]; second: (number | null)[] | undefined } {
  const n = state.setup.players.length;
  const rules = voteRules(state);
  const votes = randomVotes(rng, n);
  if (rules.app) for (let p = 0; p < n; p++) if (rng.int(0, 9) === 0) votes[p] = n;
  if (rules.twoHands.length === 0) return { votes, second: undefined };
  const others = randomVotes(rng, n);
  const second: (number | null)[] = [];
  for (let p = 0; p < n; p++) second.push(rules.twoHands.includes(p) ? others[p]! : null);
  return { votes, second };
}

/** Every player points at another player. */
export function randomVotes(rng: Rng, players: number): number[] {
  const votes: number[] = [];
  for (let p = 0; p < players; p++) {
    const v = rng.int(0, players - 2);
    votes.push(v >= p ? v + 1 : v);
  }
  return votes;
}

/** Plays the night with random legal answers; returns the state at the start of the day. */
export function playRandomNight(rng: Rng, start: GameState, events?: GameEvent[]): GameState {
  let state = start;
  while (!isNightOver(state)) {
    const call = currentCall(state)!;
    const applied = applyAnswer(state, randomAnswer(rng, call.choice), undefined, call);
    if (!applied.ok) throw new Error(`bot played an illegal answer: ${applied.error.at}: ${applied.error.message}`);
    state = applied.value.state;
    events?.push(applied.value.event);
  }
  return state;
}

export interface SimulatedGame {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly result: DayResult;
  readonly narrative: readonly string[];
}

/** Whether a deck needs the app, remembered per deck (simulations play one deck many times). */
const directedDecks = new WeakMap<readonly Role[], boolean>();
function directed(deck: readonly Role[]): boolean {
  let known = directedDecks.get(deck);
  if (known === undefined) {
    known = appDirects(deck);
    directedDecks.set(deck, known);
  }
  return known;
}

/** A whole random game: deal, every call with random legal choices, votes, winners and the narrative. */
export function playRandomGame(
  rng: Rng,
  players: readonly string[],
  deck: readonly Role[],
  options?: Partial<GameOptions>,
  app?: AppWeights,
): SimulatedGame {
  const cards = shuffle(rng, deck);
  const created = createGame({
    players,
    deal: { players: cards.slice(0, players.length), center: cards.slice(players.length) },
    ...(options ? { options } : {}),
    // The app draws from its own seed, so its words do not depend on the deal.
    ...(directed(deck) ? { app: { seed: rng.int(0, 2 ** 30), weights: app } } : {}),
  });
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  const events: GameEvent[] = [];
  const night = playRandomNight(rng, created.value, events);
  const vote = randomVoteInput(rng, night);
  const decided = resolveVotes(night, vote.votes, vote.second);
  if (!decided.ok) throw new Error(decided.error.map((e) => e.message).join('; '));
  events.push({ type: 'vote', result: decided.value });
  const state = { ...night, votes: decided.value.votes };
  return { state, events, result: decided.value, narrative: explain(state.setup, events) };
}
