import { everySeat } from '../../../choice.ts';
import { markAt, playerCount } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('cupid', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/**
 * "Cupid, wake up. You may give any two players a Mark of Love." At 00, "if you are in Love, wake up and
 * look for your love interest": whoever holds a Mark of Love then, wherever it came from.
 */
export const cupid = defineRole({
  id: 'cupid',
  text: { en, fr },
  houseRules: [{ id: 'cupidMayGiveOne', default: false, matters: { roles: ['cupid'] }, offered: true }],
  game: 'vampire',
  team: 'village',
  marks: ['love', 'love'],
  doppelganger: 'immediate',
  steps: [
    { call: 'cupid', wake: '-4', phase: 'dusk' },
    {
      key: 'lovers',
      call: 'lovers',
      wake: '00',
      phase: 'night',
      group: 'lovers',
      passive: true,
      awake: (state) => {
        const lovers: number[] = [];
        for (let p = 0; p < playerCount(state); p++) if (markAt(state, p) === 'love') lovers.push(p);
        return lovers;
      },
      action: {
        perform: (table, { awake }) => table.facts.push({ kind: 'saw', players: awake.actors, of: 'each-other' }),
      },
    },
  ],
  night: {
    choice: ({ state }) => ({
      kind: 'targets',
      mandatory: false,
      seats: everySeat(state),
      allowOne: state.setup.options.cupidMayGiveOne,
      rule: RULE,
    }),
    perform: (table, { set }, answer) => (answer.targets ?? []).forEach((t, i) => table.give('love', set, i, t)),
  },
});
