/**
 * The night's words for the moderator: the cards moving at a call (one separator between moves, another
 * inside one), a call's place in the wake order said plainly, a step's name as the main process says what
 * names it, in English and French; and which calls run a timer, as the main process says what they are.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/renderer/src/lib/i18n/index.svelte.ts';
import { allowedText, movesText, stepLabel, wakePlace, type WakeStep } from '../../src/renderer/src/night/labels.ts';
import { isTimed } from '../../src/renderer/src/night/night-state.svelte.ts';
import { WAKE_ORDER } from '../../src/main/engine/index.ts';
import type { CallView } from '../../src/shared/views.ts';
import './catalogue-fixture.ts';

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

describe('a call’s place in the wake order', () => {
  // A Vampire game with Daybreak: announcements (no code), the Dusk, then the Night.
  const script: WakeStep[] = [
    { index: 0, wake: '', phase: 'dusk' },
    { index: 1, wake: '-6', phase: 'dusk' },
    { index: 2, wake: '-6B', phase: 'dusk' },
    { index: 3, wake: '-1', phase: 'dusk' },
    { index: 4, wake: '', phase: 'dusk' },
    { index: 5, wake: '0', phase: 'night' },
    { index: 6, wake: '1-A', phase: 'night' },
    { index: 7, wake: '2', phase: 'night' },
    { index: 8, wake: '11', phase: 'night' },
    { index: 9, wake: '', phase: 'night' },
  ];

  it('says the phase and the rank among its calls, whatever the rulebook’s code', () => {
    expect(wakePlace(script, 2)).toEqual({ rank: 2, text: 'Dusk, 2nd call' });
    expect(wakePlace(script, 3)).toEqual({ rank: 3, text: 'Dusk, 3rd call' });
    expect(wakePlace(script, 6)).toEqual({ rank: 2, text: 'Night, 2nd call' });
    expect(wakePlace(script, 8)?.text).toBe('Night, 4th call');
    expect(wakePlace(script, 1)?.text).toBe('Dusk, 1st call');
  });

  it('says nothing for announcements, and speaks French', () => {
    expect(wakePlace(script, 0)).toBeNull();
    expect(wakePlace(script, 9)).toBeNull();
    i18n.language = 'fr';
    expect(wakePlace(script, 1)?.text).toBe('Crépuscule, 1er appel');
    expect(wakePlace(script, 7)?.text).toBe('Nuit, 3e appel');
  });
});

describe('what a pick allows, said shortly', () => {
  const EIGHT = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
  const seats = (illegal: readonly number[]) => EIGHT.map((_, seat) => ({ seat, legal: !illegal.includes(seat) }));

  it('all but one or two: "any player but …"; the center cards as a range', () => {
    expect(allowedText(EIGHT, seats([0]), [0, 1, 2])).toBe('any player but 1 · Ann, center cards 1–3');
    expect(allowedText(EIGHT, seats([0, 3]), [])).toBe('any player but 1 · Ann, 4 · Dan');
    expect(allowedText(EIGHT, seats([]), [])).toBe('any player');
  });

  it('a few: the list, as before (the Alien app’s odd-numbered players, the Witch’s one center card)', () => {
    expect(allowedText(EIGHT, seats([1, 3, 5, 7]), [])).toBe('1 · Ann, 3 · Cat, 5 · Eve, 7 · Gus');
    expect(allowedText(EIGHT.slice(0, 3), seats([0]).slice(0, 3), [1])).toBe('2 · Ben, 3 · Cat, center card 2');
    expect(allowedText(EIGHT, [], [0, 2])).toBe('center card 1, center card 3');
    expect(allowedText(EIGHT, seats([0, 1, 2, 3, 4, 5, 6, 7]), [])).toBe('');
  });

  it('in French', () => {
    i18n.language = 'fr';
    expect(allowedText(EIGHT, seats([0]), [0, 1, 2])).toBe(
      'n’importe quel joueur sauf 1 · Ann, cartes du milieu 1 à 3',
    );
  });
});

describe('a step’s name', () => {
  it('is its role’s when the main process says it is named after one, else its key’s own words', () => {
    expect(stepLabel({ key: 'seer', namedAfter: 'seer' })).toBe('Seer');
    expect(stepLabel({ key: 'insomniac/doppelganger', namedAfter: 'insomniac' })).toBe('Doppelgänger-Insomniac');
    expect(stepLabel({ key: 'werewolves', namedAfter: null })).toBe('Werewolves');
    expect(stepLabel({ key: 'everyone-sleeps', namedAfter: null })).toBe('Everyone sleeps');
    expect(stepLabel({ key: 'aliens#loop', namedAfter: null })).toBe('Aliens (time loop)');
    expect(stepLabel({ key: 'seer#loop', namedAfter: 'seer' })).toBe('Seer (time loop)');
    // The console decides nothing from the key: a key it never heard of, named after a role, is that role.
    expect(stepLabel({ key: 'some-new-call', namedAfter: 'blob' })).toBe(i18n.role('blob'));
  });

  it('exists, in English and in French, for every step of the engine’s wake order', () => {
    for (const language of ['en', 'fr'] as const) {
      i18n.language = language;
      for (const step of WAKE_ORDER) {
        const label = stepLabel(step);
        expect(label, `${language} ${step.key}`).not.toMatch(/step\.|^$/);
        if (step.namedAfter === null) expect(label, `${language} ${step.key}`).not.toBe(i18n.role(step.key));
      }
    }
    i18n.language = 'fr';
    expect(stepLabel({ key: 'werewolves', namedAfter: null })).toBe('Loups-Garous');
  });
});

describe('a call’s timer', () => {
  const call = (kind: CallView['kind'], over: Partial<Pick<CallView, 'call' | 'close'>> = {}) => ({
    kind,
    call: 'seer',
    close: [] as string[],
    ...over,
  });

  it('is not run for an announcement with nothing after it, as the main process says what the step is', () => {
    expect(isTimed(call('announcement', { call: null }))).toBe(false);
    expect(isTimed(call('announcement', { call: null, close: ['Everyone, close your eyes.'] }))).toBe(true);
    // The ripple named a role that answers no call: said like an announcement; one that does, timed.
    expect(isTimed(call('ripple-role', { call: null }))).toBe(false);
    expect(isTimed(call('ripple-role', { call: 'seer' }))).toBe(true);
  });

  it('runs for every role’s and group’s call, and for the Doppelgänger’s immediate action even with no call', () => {
    expect(isTimed(call('role'))).toBe(true);
    expect(isTimed(call('role', { call: 'lovers' }))).toBe(true);
    expect(isTimed(call('doppelganger-action', { call: null }))).toBe(true);
  });
});
