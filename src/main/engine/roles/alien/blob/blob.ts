import type { BlobSaid } from '../../../app/said.ts';
import { drawKey, drawOf } from '../../../app/state.ts';
import { leftOf, rightOf } from '../../../app/targets.ts';
import type { BlobAbsorb } from '../../../app/vocabulary.ts';
import type { GameState } from '../../../model.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('blob', en.reasons);
import { weightedBy } from '../../../app/draw.ts';
import { BLOB_ABSORBS } from '../../../app/vocabulary.ts';

/**
 * "The Blob doesn't wake up, but is told which and how many players adjacent to it are now part of the
 * Blob. The Blob wins as long as none of the players who are part of the Blob (including the Blob player)
 * are killed. … The players the Blob must keep alive are always relative to the location of the Blob card
 * at the end of the game." The Doppelgänger-Blob has her own draw, around her own card.
 */

/** The seats a Blob at `seat` absorbs, itself included. */
export function blobSeats(n: number, seat: number, absorb: BlobAbsorb): number[] {
  const [count, side] = absorb.split('-') as [string, string];
  const k = Number(count);
  const seats = new Set<number>([seat]);
  for (let i = 1; i <= k; i++) {
    if (side === 'left' || side === 'each') seats.add(leftOf(n, seat, i));
    if (side === 'right' || side === 'each') seats.add(rightOf(n, seat, i));
  }
  return [...seats].sort((a, b) => a - b);
}

/** The Blob draw that applies to the card in front of this player at the end (a Doppelgänger copy: hers). */
export function blobDrawFor(state: GameState, player: number): BlobSaid | undefined {
  const card = state.positions[player]!;
  const doppelganger = state.copies[card]?.doppelganger === true;
  return drawOf<BlobSaid>(state, doppelganger ? 'blob-doppelganger' : 'blob', false);
}

/** How many players a Blob option absorbs besides the Blob. */
export function blobSize(absorb: BlobAbsorb): number {
  const [count, side] = absorb.split('-') as [string, string];
  return Number(count) * (side === 'each' ? 2 : 1);
}

/**
 * The Blob options that fit a table: at most half of the other players are absorbed (rounded down), so a
 * Blob never reaches round the table to itself (TTS sizes the Blob the same way by player count).
 */
export function blobOptions(players: number): BlobAbsorb[] {
  const most = Math.max(1, Math.floor((players - 1) / 2));
  return BLOB_ABSORBS.filter((b) => blobSize(b) <= most);
}

/** A Blob reaching k players on one side, or k on each side, needs that many others at the table. */
function fits(absorb: string, players: number): boolean {
  const [count, side] = absorb.split('-') as [string, string];
  const k = Number(count);
  return side === 'each' ? 2 * k <= players - 1 : k <= players - 1;
}

export const blob = defineRole({
  id: 'blob',
  text: { en, fr },
  app: {
    key: 'blob',
    draw: (rng, weights, table): BlobSaid => {
      const options = blobOptions(table.players);
      return { absorb: weightedBy(rng, options, weights.blob) ?? options[0]! };
    },
    loops: false,
    spokenAtCall: true,
    check: (b: BlobSaid, { players }, bad) => {
      if (!fits(b.absorb, players)) bad('absorb', because('cannot-absorb', { absorb: b.absorb, players }));
    },
    weights: ['blob'],
  },
  game: 'alien',
  team: 'blob',
  doppelganger: 'after',
  steps: [{ call: 'blob', wake: '13', phase: 'night', always: true, awake: () => [] }],
  night: {
    perform: (table, ctx) => {
      const key = drawKey('blob', ctx.step);
      const said = drawOf<BlobSaid>(ctx.state, key, false);
      if (!said) return;
      table.say(key, said);
      table.facts.push({ kind: 'app', key, said });
    },
  },
  day: {
    verdict: (ctx, p) => {
      if (ctx.teams[p] !== 'blob') return null;
      const said = blobDrawFor(ctx.state, p);
      const part = said ? blobSeats(ctx.n, p, said.absorb) : [p];
      return { kind: 'blob', won: part.every((q) => !ctx.dead[q]), part };
    },
  },
});
