import { resolveVotes } from './day.ts';
import type { DayResult, GameEvent } from './events.ts';
import { explain } from './explain.ts';
import { applyAnswer, currentCall, type Answer, type ChoiceSpec, type SeatOption } from './night.ts';
import type { GameOptions } from './options.ts';
import { pick, shuffle, type Rng } from './random.ts';
import { createGame, isNightOver, type GameState } from './state.ts';
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
      if (seats.length < 2) return seats.length === 1 ? { card: seats[0]! } : {};
      const [card, mark] = twoOf(rng, seats);
      const which = rng.int(0, 2);
      return which === 0 ? { card } : which === 1 ? { mark } : { card, mark };
    }
    case 'gremlin': {
      const seats = legalSeats(spec.seats);
      if (skip || seats.length < 2) return {};
      return { swap: rng.int(0, 1) === 0 ? 'cards' : 'marks', targets: twoOf(rng, seats) };
    }
  }
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

/** A whole random game: deal, every call with random legal choices, votes, winners and the narrative. */
export function playRandomGame(
  rng: Rng,
  players: readonly string[],
  deck: readonly Role[],
  options?: Partial<GameOptions>,
): SimulatedGame {
  const cards = shuffle(rng, deck);
  const created = createGame({
    players,
    deal: { players: cards.slice(0, players.length), center: cards.slice(players.length) },
    ...(options ? { options } : {}),
  });
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  const events: GameEvent[] = [];
  const night = playRandomNight(rng, created.value, events);
  const decided = resolveVotes(night, randomVotes(rng, players.length));
  if (!decided.ok) throw new Error(decided.error.map((e) => e.message).join('; '));
  events.push({ type: 'vote', result: decided.value });
  const state = { ...night, votes: decided.value.votes };
  return { state, events, result: decided.value, narrative: explain(state.setup, events) };
}
