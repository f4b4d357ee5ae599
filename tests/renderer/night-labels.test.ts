/**
 * The night's words for the moderator: the cards moving at a call (one separator between moves, another
 * inside one), in English and French.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/renderer/src/lib/i18n/index.svelte.ts';
import { movesText } from '../../src/renderer/src/night/labels.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];

afterEach(() => {
  i18n.language = 'en';
});

describe('cards moving', () => {
  it('names each move "from → to", with the player numbers, and parts the moves with one separator', () => {
    const moves = [
      { from: 1, to: 3 },
      { from: 3, to: 4 },
    ];
    const text = movesText(PLAYERS, moves);
    expect(text).toBe('Ben (2) → Dan (4) · Dan (4) → Eve (5)');
    // The separator between moves never appears inside one.
    const parts = text.split(' · ');
    expect(parts).toHaveLength(moves.length);
    for (const part of parts) expect(part).toMatch(/^\p{L}+ \(\d+\) → \p{L}+ \(\d+\)$/u);
  });

  it('says the same in French, and what the caller says when nothing moves', () => {
    i18n.language = 'fr';
    expect(movesText(PLAYERS, [{ from: 0, to: 4 }])).toBe('Ann (1) → Eve (5)');
    expect(movesText(PLAYERS, [], 'personne')).toBe('personne');
  });
});
