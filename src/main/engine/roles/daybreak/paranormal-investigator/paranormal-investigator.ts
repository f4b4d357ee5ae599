import { otherCardSeats, playerName } from '../../../choice.ts';
import { ruleError, type RuleError } from '../../../errors.ts';
import type { GameState } from '../../../model.ts';
import type { Kit } from '../../../text/sentences.ts';
import type { Team } from '../../../vocabulary.ts';
import { defineRole } from '../../types.ts';
import { STOPS, stopsAt } from '../../common/stoppers.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('paranormal-investigator', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const OTHER = because('other', {});
const RULE = because('rule', {});

/** By seat: why the looking stops at that card, or null (item by item, not by `map`: see `arrays.ts`). */
function stops(state: GameState, at: string, names: Kit): (RuleError | null)[] {
  const out: (RuleError | null)[] = [];
  for (let seat = 0; seat < state.setup.players.length; seat++) {
    // What the card shows: a Doppelgänger card is a Doppelgänger card, whatever she copied (rule 66).
    const seen = state.setup.cards[state.positions[seat]!]!;
    const stop = stopsAt(state, seen);
    out.push(
      stop
        ? ruleError(
            'target/illegal',
            at,
            because('stops', { player: playerName(state, seat), seen, becomes: stop }, names),
          )
        : null,
    );
  }
  return out;
}

/**
 * "Paranormal Investigator, wake up. You may look at up to two other players' cards, one at a time. If you
 * see a Werewolf or the Tanner, you must stop, and you become a Werewolf or a Tanner." He does not wake
 * again for the new role; his card becomes it (as a Doppelgänger's copy, it travels with the card), even
 * when it was moved before he looked (rule 66); house rule `investigatorChangeFollowsPlayer`: the player
 * becomes it, whatever card he holds (rule 90).
 */
export const paranormalInvestigator = defineRole({
  id: 'paranormal-investigator',
  text: { en, fr },
  houseRules: [
    {
      id: 'investigatorChangeFollowsPlayer',
      default: false,
      matters: { roles: ['paranormal-investigator'] },
      offered: true,
    },
    {
      id: 'daybreakWerewolfTannerOnly',
      default: false,
      matters: { all: [{ roles: ['paranormal-investigator', 'revealer'] }, { kind: 'alien' }] },
      offered: true,
    },
  ],
  game: 'daybreak',
  team: 'village',
  // His card becomes the card that stopped him.
  turnsCardsInto: STOPS,
  doppelganger: 'immediate',
  steps: [{ call: 'paranormal-investigator', wake: '5-C', phase: 'night' }],
  night: {
    choice: ({ state, actor, at, names }) => ({
      kind: 'places',
      seats: otherCardSeats(state, actor, at, OTHER),
      indexes: [],
      min: 1,
      max: 2,
      allowNone: true,
      rule: RULE,
      stops: stops(state, at, names),
    }),
    perform: (table, { state, actor }, answer) => {
      for (const target of answer.targets ?? []) {
        table.viewCard(actor, target);
        const stop = stopsAt(state, state.setup.cards[table.positions[target]!]!);
        if (stop) {
          const team = stop as Team;
          if (state.setup.options.investigatorChangeFollowsPlayer) {
            table.playerBecomes(actor, stop, false);
            table.facts.push({ kind: 'stopped', actor, becomes: stop, team, player: true });
            return;
          }
          const own = table.positions.indexOf(state.startCards[actor]!);
          table.cardBecomesRole(own, stop, false);
          table.facts.push(
            own === actor
              ? { kind: 'stopped', actor, becomes: stop, team }
              : { kind: 'stopped', actor, becomes: stop, team, card: table.place(own) },
          );
          return;
        }
      }
    },
  },
});
