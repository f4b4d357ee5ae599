import { NONE } from '../../../choice.ts';
import { centerIndexes, centerPosition, nightIdentity, playerCount } from '../../../queries.ts';
import type { GameState } from '../../../model.ts';
import { ANY, defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * The Dream Wolf never wakes, but puts out a thumb for the Werewolves (Daybreak); "the Dreamwolf with a
 * Mark of Fear cannot put out his thumb initially when Werewolves wake" (Vampire, special cases).
 */
const NONE_SEEN: readonly number[] = Object.freeze([]);

function dreamWolves(state: GameState): readonly number[] {
  if (!state.setup.cards.includes('dream-wolf')) return NONE_SEEN;
  const out: number[] = [];
  for (let p = 0; p < playerCount(state); p++) {
    const id = nightIdentity(state, p);
    if (id.role === 'dream-wolf' && !id.inert && state.frightened?.[p] !== true) out.push(p);
  }
  return out;
}

/**
 * "Werewolves, wake up and look for other Werewolves. If there is only one Werewolf, you may look at a
 * card from the center" (the lone wolf, an option the app can switch off).
 */
export const werewolf = defineRole({
  id: 'werewolf',
  text: { en, fr },
  houseRules: [
    { id: 'loneWolf', default: true, matters: { roles: ['werewolf'] }, offered: true },
    {
      id: 'frightenedPartnerNotLone',
      default: false,
      matters: { all: [{ roles: ['werewolf'] }, { roles: ['the-count'] }] },
      offered: false,
    },
  ],
  game: 'werewolf',
  team: 'werewolf',
  doppelganger: 'with',
  kinds: ['werewolf'],
  maxCopies: ANY,
  steps: [{ key: 'werewolves', call: 'werewolves', wake: '2', phase: 'night', group: 'werewolves' }],
  night: {
    choice: ({ state, awake }) => {
      // A lone wolf sees no other Werewolf: none awake, no Dream Wolf's thumb (and, as a house rule, no
      // partner kept asleep by Fear).
      const alone =
        awake.actors.length === 1 &&
        dreamWolves(state).length === 0 &&
        !(state.setup.options.frightenedPartnerNotLone && awake.frightened.length > 0);
      return state.setup.options.loneWolf && alone
        ? { kind: 'center', mandatory: false, indexes: centerIndexes(state) }
        : NONE;
    },
    perform: (table, { state, awake, actor }, answer) => {
      const dreams = dreamWolves(state);
      table.facts.push({
        kind: 'saw',
        players: dreams.length > 0 ? [...awake.actors, ...dreams] : awake.actors,
        of: 'each-other',
      });
      if (answer.center !== undefined) table.viewCard(actor, centerPosition(state, answer.center));
    },
  },
});
