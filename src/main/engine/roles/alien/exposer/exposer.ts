import type { ChoiceSpec, GameState, SeatOption } from '../../../model.ts';
import { NONE, playerName, seatOption } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import type { ExposerSaid } from '../../../app/said.ts';
import { drawKey, drawOf } from '../../../app/state.ts';
import { centerIndexes, centerPosition } from '../../../queries.ts';
import { defineRole, type ActionContext } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('exposer', en.reasons);
import { weightedBy } from '../../../app/draw.ts';
import { EXPOSER_COUNTS, type ExposerCount } from '../../../app/vocabulary.ts';

/** The counts as the weights name them (made once: every game with an Exposer draws among them). */
function countsUpTo(max: number): readonly `${ExposerCount}`[] {
  // Item by item, not by `map` (see `arrays.ts`).
  const counts: `${ExposerCount}`[] = [];
  for (const c of EXPOSER_COUNTS) if (c <= max) counts.push(`${c}`);
  return counts;
}
const COUNTS = countsUpTo(3);
const DOPPELGANGER_COUNTS = countsUpTo(2);

/**
 * "The Exposer wakes up, and may flip one, two, or three of the center cards by turning them over and
 * leaving them that way. … If the Exposer is told that he may flip two cards, he must flip two or none at
 * all." The Doppelgänger-Exposer "may expose 1 or 2 additional cards".
 */
function exposerSaid(ctx: ActionContext): ExposerSaid | undefined {
  return drawOf<ExposerSaid>(ctx.state, drawKey('exposer', ctx.step), ctx.loop);
}

/** Every seat refused: he turns center cards only (the seats walked here, not through a check closure). */
function centerOnly(state: GameState, at: string): SeatOption[] {
  const seats: SeatOption[] = [];
  for (let seat = 0; seat < state.setup.players.length; seat++)
    seats.push(
      seatOption(seat, ruleError('target/illegal', at, because('center', { player: playerName(state, seat) }))),
    );
  return seats;
}

function choice(ctx: ActionContext): ChoiceSpec {
  const said = exposerSaid(ctx);
  if (!said) return NONE;
  const { state, at } = ctx;
  const faceDown = centerIndexes(state).filter(
    (c) => state.faceUp?.[state.positions[centerPosition(state, c)]!] !== true,
  );
  const cards = said.cards;
  if (faceDown.length < cards)
    return {
      kind: 'none',
      why: because('too-few', { cards, down: faceDown.length }),
    };
  return {
    kind: 'places',
    seats: centerOnly(state, at),
    indexes: faceDown,
    min: cards,
    max: cards,
    allowNone: true,
    rule: because('rule', { cards, faceDown }),
  };
}

export const exposer = defineRole({
  id: 'exposer',
  text: { en, fr },
  app: {
    key: 'exposer',
    // "The Doppelganger-Exposer … may expose 1 or 2 additional cards."
    draw: (rng, weights, _table, doppelganger): ExposerSaid => ({
      cards: Number(weightedBy(rng, doppelganger ? DOPPELGANGER_COUNTS : COUNTS, weights.exposer) ?? '1') as 1 | 2 | 3,
    }),
    loops: true,
    spokenAtCall: true,
    check: (said: ExposerSaid, _table, bad, doppelganger) => {
      if (doppelganger && said.cards > 2) bad('cards', because('doppelganger-cards', {}));
    },
    weights: ['exposer'],
  },
  game: 'alien',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'exposer', wake: '10-B', phase: 'night', loops: true, always: true }],
  night: {
    choice,
    perform: (table, ctx, answer) => {
      const said = exposerSaid(ctx);
      if (!said) return;
      table.say(drawKey('exposer', ctx.step), said, ctx.loop);
      table.facts.push({ kind: 'app', key: drawKey('exposer', ctx.step), said });
      for (const c of answer.centers ?? []) table.flip(ctx.actor, centerPosition(ctx.state, c));
    },
  },
});
