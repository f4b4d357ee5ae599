/**
 * Whose thumbs the moderator's screen lists at a call (`CallTableView.thumbs`): the contract's words
 * (`ThumbsOf`), each with its line in the console's English and French, so the console shows them as they
 * come and keeps no list of its own. Played over random nights of decks with every call that shows thumbs.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAnswer,
  createGame,
  currentCall,
  isNightOver,
  randomAnswer,
  seededRng,
  shuffle,
  type Role,
} from '../../src/main/engine/index.ts';
import { callTableView } from '../../src/main/session/daybreak-view.ts';
import { night as nightEn } from '../../src/renderer/src/lib/i18n/en/night.ts';
import { night as nightFr } from '../../src/renderer/src/lib/i18n/fr/night.ts';
import { THUMBS_OF, type ThumbsOf } from '../../src/shared/views.ts';

const PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida'];

/** Decks holding every call that shows thumbs: the Dream Wolf, Minion, Squire, Beholder, Apprentice Tanner, Aura Seer, Renfield, Apprentice Assassin. */
const DECKS: readonly (readonly Role[])[] = [
  [
    'werewolf',
    'dream-wolf',
    'minion',
    'squire',
    'seer',
    'apprentice-seer',
    'beholder',
    'tanner',
    'apprentice-tanner',
    'aura-seer',
    'robber',
    'villager',
  ],
  [
    'vampire',
    'the-master',
    'renfield',
    'assassin',
    'apprentice-assassin',
    'werewolf',
    'minion',
    'seer',
    'villager',
    'cupid',
    'priest',
    'robber',
  ],
];

describe('the thumbs at a call', () => {
  it('each have words of their own in English and French', () => {
    for (const of of THUMBS_OF) {
      expect(nightEn.thumbs[of], of).toBeTruthy();
      expect(nightFr.thumbs[of], of).toBeTruthy();
    }
  });

  it('are said in the contract’s words, every call that shows thumbs by a word of its own', () => {
    const rng = seededRng(4);
    const seen = new Set<ThumbsOf>();
    for (let game = 0; game < 40; game++) {
      const deck = DECKS[game % DECKS.length]!;
      const cards = shuffle(rng, deck);
      const players = PLAYERS.slice(0, deck.length - 3);
      const created = createGame({
        players,
        deal: { players: cards.slice(0, players.length), center: cards.slice(players.length) },
      });
      if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
      let state = created.value;
      while (!isNightOver(state)) {
        const call = currentCall(state)!;
        for (const thumbs of callTableView(state, call)?.thumbs ?? []) {
          expect(THUMBS_OF, `${call.step.key}: ${thumbs.of}`).toContain(thumbs.of);
          seen.add(thumbs.of);
        }
        const applied = applyAnswer(state, randomAnswer(rng, call.choice), undefined, call);
        if (!applied.ok) throw new Error(applied.error.message);
        state = applied.value.state;
      }
    }
    // None of these calls falls back to the plain "Thumbs out".
    expect([...seen].sort()).toEqual(THUMBS_OF.filter((of) => of !== 'other').sort());
  });
});
