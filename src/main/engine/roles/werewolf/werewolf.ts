import { NONE } from '../../choice.ts';
import { centerPosition } from '../../queries.ts';
import { ANY, defineRole } from '../types.ts';

/**
 * "Werewolves, wake up and look for other Werewolves. If there is only one Werewolf, you may look at a
 * card from the center" (the lone wolf, an option the app can switch off).
 */
export const werewolf = defineRole({
  id: 'werewolf',
  game: 'werewolf',
  team: 'werewolf',
  doppelganger: 'with',
  maxCopies: ANY,
  steps: [{ key: 'werewolves', call: 'werewolves', wake: '2', phase: 'night', group: 'werewolves' }],
  night: {
    choice: ({ state, awake }) =>
      state.setup.options.loneWolf && awake.actors.length === 1
        ? { kind: 'center', mandatory: false, indexes: [0, 1, 2] }
        : NONE,
    perform: (table, { state, awake, actor }, answer) => {
      table.facts.push({ kind: 'saw', players: awake.actors, of: 'each-other' });
      if (answer.center !== undefined) table.viewCard(actor, centerPosition(state, answer.center));
    },
  },
});
