import { cardSeats, playerName } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { isKind, nightIdentity, playerCount } from '../../../queries.ts';
import type { GameState } from '../../../model.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('squire', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/** Those who put out a thumb for the Squire: everyone who woke as a Werewolf (or is the Dream Wolf). */
function wolves(state: GameState): number[] {
  const out: number[] = [];
  for (let p = 0; p < playerCount(state); p++) {
    const id = nightIdentity(state, p);
    if (!id.inert && isKind(state, id.role, 'werewolf')) out.push(p);
  }
  return out;
}

/**
 * "Squire, wake up. Werewolves, put out your thumbs. Squire, you may look at the Werewolves' cards." He is
 * on the werewolf team; with no Werewolf among the players he wins if another player dies (as the Minion).
 */
export const squire = defineRole({
  id: 'squire',
  text: { en, fr },
  game: 'bonus',
  pack: 2,
  team: 'werewolf',
  doppelganger: 'after',
  steps: [{ call: 'squire', wake: '9-C', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => {
      const thumbs = wolves(state).filter((p) => p !== actor);
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
      table.facts.push({ kind: 'saw', players: wolves(state).filter((p) => p !== actor), of: 'werewolves' });
      for (const t of answer.targets ?? []) table.viewCard(actor, t);
    },
  },
});
