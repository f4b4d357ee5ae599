import { playerName, seatOptions, selfRefused } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('sentinel', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/**
 * "Sentinel, wake up. You may place a shield token on any other player's card." A shielded card cannot be
 * viewed or moved, nor given an artifact, by anyone, its owner included; the shield protects the card,
 * not the Mark (Daybreak, `alien-daybreak.md` §6). The Doppelgänger-Sentinel shields at once.
 */
export const sentinel = defineRole({
  id: 'sentinel',
  text: { en, fr },
  badge: 'shield',
  game: 'daybreak',
  team: 'village',
  doppelganger: 'immediate',
  steps: [{ call: 'sentinel', wake: '0', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => ({
      kind: 'target',
      mandatory: false,
      seats: seatOptions(state, (seat) => {
        if (seat === actor) return selfRefused(state, seat, at, RULE);
        if (state.shields?.[seat] === true)
          return ruleError('target/shielded', at, because('shielded', { player: playerName(state, seat) }));
        return null;
      }),
    }),
    perform: (table, { actor }, answer) => {
      if (answer.target !== undefined) table.shield(actor, answer.target);
    },
  },
});
