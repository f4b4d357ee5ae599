import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * "Aura Seer, wake up. Everyone who has viewed or moved a card (or a Mark) tonight, put out your thumb."
 * She sees who acted on a card so far, not what they did.
 */
export const auraSeer = defineRole({
  id: 'aura-seer',
  text: { en, fr },
  game: 'bonus',
  pack: 1,
  team: 'village',
  doppelganger: 'after',
  tracksTouches: true,
  steps: [{ call: 'aura-seer', wake: '7-C', phase: 'night' }],
  night: {
    perform: (table, { state, actor }) => {
      const thumbs: number[] = [];
      (table.touched ?? []).forEach((t, p) => {
        if (t && p !== actor) thumbs.push(p);
      });
      void state;
      table.facts.push({ kind: 'saw', players: thumbs, of: 'touched' });
    },
  },
});
