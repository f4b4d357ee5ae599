import { playerName, seatOptions, shieldReason } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { artifactPool, withDrawnArtifact } from './pile.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * "Curator, wake up. You may place an artifact on any player's card", his own included, but not a shielded
 * card; the artifact is drawn at random (here from the game's seed) and its holder learns it after the
 * night. The Doppelgänger-Curator wakes after him (11a) and "can't use a card that already has a token".
 */
export const curator = defineRole({
  id: 'curator',
  text: { en, fr },
  houseRules: [{ id: 'artifactsDaybreakOnly', default: false, matters: { roles: ['curator'] }, offered: true }],
  badge: 'artifact',
  game: 'daybreak',
  team: 'village',
  doppelganger: 'after',
  // Its artifacts are drawn from the game's seed.
  seeded: true,
  steps: [{ call: 'curator', wake: '11', phase: 'night', doppelgangerWake: '11a' }],
  night: {
    choice: ({ state, at }) => ({
      kind: 'artifact',
      seats: seatOptions(state, (seat) => {
        const shielded = shieldReason(state, seat, at);
        if (shielded) return shielded;
        if (state.artifacts?.[state.positions[seat]!])
          return ruleError('target/illegal', at, `${playerName(state, seat)}'s card already has an artifact`);
        return null;
      }),
      artifacts: artifactPool(state),
    }),
    // The token comes face down from the pile: an answer that does not say which gets the one the seed draws.
    complete: ({ state, step }, answer) => withDrawnArtifact(state, step, answer),
    perform: (table, { state, actor, step }, answer) => {
      const { target, artifact } = withDrawnArtifact(state, step, answer);
      if (target !== undefined && artifact) table.placeArtifact(actor, target, artifact);
    },
  },
});
