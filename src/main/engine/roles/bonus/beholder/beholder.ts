import { cardSeats, playerName } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { nightIdentity, playerCount } from '../../../queries.ts';
import type { GameState } from '../../../model.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('beholder', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

function seers(state: GameState, actor: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < playerCount(state); p++) {
    const id = nightIdentity(state, p);
    if (p !== actor && !id.inert && (id.role === 'seer' || id.role === 'apprentice-seer')) out.push(p);
  }
  return out;
}

/**
 * "Beholder, wake up. Seer and Apprentice Seer, put out your thumbs. Beholder, you may look at their
 * cards."
 */
export const beholder = defineRole({
  id: 'beholder',
  text: { en, fr },
  game: 'bonus',
  pack: 2,
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'beholder', wake: '9-Z', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => {
      const thumbs = seers(state, actor);
      return {
        kind: 'places',
        seats: cardSeats(
          state,
          (seat) =>
            thumbs.includes(seat)
              ? null
              : ruleError('target/illegal', at, because('thumb', { player: playerName(state, seat) })),
          at,
        ),
        indexes: [],
        min: 1,
        max: Math.max(1, thumbs.length),
        allowNone: true,
        rule: RULE,
      };
    },
    perform: (table, { state, actor }, answer) => {
      table.facts.push({ kind: 'saw', players: seers(state, actor), of: 'seers' });
      for (const t of answer.targets ?? []) table.viewCard(actor, t);
    },
  },
});
