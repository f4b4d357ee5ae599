import { playerName, seatOptions, shieldReason } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { artifactPool, whyNotInPile, withDrawnArtifact } from './pile.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('curator', en.reasons);

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
          return ruleError('target/illegal', at, because('placed', { player: playerName(state, seat) }));
        return null;
      }),
      artifacts: artifactPool(state),
    }),
    // A record's token must be one still in the pile (rule 70).
    validate: ({ state, at }, answer) => {
      if (answer.artifact === undefined) return null;
      const left = artifactPool(state);
      if (left.includes(answer.artifact)) return null;
      const why = whyNotInPile(state, answer.artifact);
      return ruleError(
        'target/illegal',
        at,
        because('not-left', { artifact: answer.artifact, why: because(why, {}), left }),
      );
    },
    // The token comes face down from the pile: an answer that does not say which gets the one the seed draws.
    complete: ({ state, step }, answer) => withDrawnArtifact(state, step, answer),
    perform: (table, { state, actor, step }, answer) => {
      const { target, artifact } = withDrawnArtifact(state, step, answer);
      if (target !== undefined && artifact) table.placeArtifact(actor, target, artifact);
    },
  },
});
