/**
 * The smaller pieces of the console at a real table: the correction of the deal's form, undo back to the
 * last call someone answered, French typography of every string, the new preferences, an event table
 * played with the physical deal.
 */
import { describe, expect, it, vi } from 'vitest';
import { DealCorrection } from '../../src/renderer/src/night/deal-correction.svelte.ts';
import { artifactChoices } from '../../src/renderer/src/night/override-draft.svelte.ts';
import { inForce, undoToAnswer } from '../../src/renderer/src/night/undo.ts';
import { frenchText } from '../../src/renderer/src/lib/i18n/index.svelte.ts';
import { en } from '../../src/renderer/src/lib/i18n/en/index.ts';
import { Preferences } from '../../src/renderer/src/lib/preferences.svelte.ts';
import { frenchSpaces, frenchSpacesDeep, typesetFrench } from '../../src/shared/typography.ts';
import type { GameView, LogEntryView } from '../../src/shared/views.ts';

describe('the correction of the deal', () => {
  it('choosing what a place really picked up swaps it with the place that held that card', () => {
    const fix = new DealCorrection();
    fix.reset({ players: ['vampire', 'villager', 'werewolf', 'marksman'], center: ['seer', 'villager', 'priest'] });
    expect(fix.input).toBeNull();
    fix.set({ player: 2 }, 'marksman');
    expect(fix.players).toEqual(['vampire', 'villager', 'marksman', 'werewolf']);
    expect(fix.changes).toEqual([
      { place: { player: 2 }, before: 'werewolf', now: 'marksman' },
      { place: { player: 3 }, before: 'marksman', now: 'werewolf' },
    ]);
    fix.note = '  swapped at the deal ';
    expect(fix.input).toEqual({
      override: 'deal',
      players: ['vampire', 'villager', 'marksman', 'werewolf'],
      center: ['seer', 'villager', 'priest'],
      note: 'swapped at the deal',
    });
    // A copy (two Villagers): one of the same kind of place gives its card (the center's, not Bob's).
    fix.set({ center: 0 }, 'villager');
    expect(fix.center).toEqual(['villager', 'seer', 'priest']);
    expect(fix.players[1]).toBe('villager');
    expect([...fix.players, ...fix.center].sort()).toEqual(
      ['vampire', 'villager', 'werewolf', 'marksman', 'seer', 'villager', 'priest'].sort(),
    );
    expect(fix.cards).toEqual(['vampire', 'villager', 'werewolf', 'marksman', 'seer', 'priest']);
  });
});

function entry(seq: number, type: string, auto = false, undone = false): LogEntryView {
  return { seq, at: '', type, text: '', undone, flag: null, auto };
}

describe('undo back to the last call someone answered', () => {
  it('takes back the calls that passed by themselves on the way, one undo each, and stops after the answer', async () => {
    const log = [
      entry(1, 'night-started'),
      entry(2, 'answered'),
      entry(3, 'answered', true),
      entry(4, 'answered', true),
    ];
    const viewWith = (entries: LogEntryView[]) =>
      ({ log: entries, canUndo: entries.length > 1 }) as unknown as GameView;
    let current = log;
    const undo = vi.fn(() => {
      current = current.slice(0, -1);
      return Promise.resolve(viewWith(current));
    });
    const back = await undoToAnswer(viewWith(log), undo);
    expect(undo).toHaveBeenCalledTimes(3);
    expect(back?.log.map((e) => e.seq)).toEqual([1]);
  });

  it('a correction is taken back on its own; the start of the night is never taken back on the way', async () => {
    const viewWith = (entries: LogEntryView[]) =>
      ({ log: entries, canUndo: entries.length > 0 }) as unknown as GameView;
    let current = [entry(1, 'night-started'), entry(2, 'answered', true), entry(3, 'overridden')];
    const undo = vi.fn(() => {
      current = current.slice(0, -1);
      return Promise.resolve(viewWith(current));
    });
    await undoToAnswer(viewWith(current), undo);
    expect(undo).toHaveBeenCalledTimes(1);
    await undoToAnswer(viewWith(current), undo);
    // The auto pass is taken back; the start of the night stays.
    expect(undo).toHaveBeenCalledTimes(2);
    expect(current.map((e) => e.type)).toEqual(['night-started']);
  });

  it('the commands in force leave out the undone ones and the undos', () => {
    expect(inForce([entry(1, 'a'), entry(2, 'b', false, true), entry(3, 'undone')]).map((e) => e.seq)).toEqual([1]);
  });
});

describe('French typography', () => {
  it('a no-break space before a colon and inside « », a narrow one before ; ! ?', () => {
    expect(typesetFrench('Réveillés: Léa')).toBe('Réveillés\u00A0: Léa');
    expect(typesetFrench('Tout le monde se réveille !')).toBe('Tout le monde se réveille\u202F!');
    expect(typesetFrench('«Joueur»')).toBe('«\u00A0Joueur\u00A0»');
    expect(typesetFrench('Pourquoi? Oui; non')).toBe('Pourquoi\u202F? Oui\u202F; non');
    // A time or an address keeps its colon.
    expect(typesetFrench('à 12:30')).toBe('à 12:30');
    // Names inside an engine sentence are never changed: only an existing space is replaced.
    expect(frenchSpaces('Bob!: a gagné')).toBe('Bob!: a gagné');
    expect(frenchSpaces('Nuit : la Voyante')).toBe('Nuit\u00A0: la Voyante');
    expect(frenchSpacesDeep({ a: ['x : y'], b: 3 })).toEqual({ a: ['x\u00A0: y'], b: 3 });
  });

  it('every French string of the console is typeset: no ordinary space before : ; ! ?, none missing', () => {
    const strings: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(frenchText());
    expect(strings.length).toBeGreaterThan(500);
    for (const text of strings) {
      expect(text, text).not.toMatch(/ [:;!?]/);
      expect(text, text).not.toMatch(/[^\s\u00A0\u202F:(]:(\s|$)/);
      expect(text, text).not.toMatch(/[^\s\u00A0\u202F!?;(]([;!?])(\s|$)/);
    }
  });

  it('the French dictionary has every key of the English one', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.slice(0, -1)];
    const english = keys(en).filter((k) => !/_(one|other)$/.test(k));
    const french = new Set(keys(frenchText()));
    const missing = english.filter((k) => !french.has(k) && !french.has(`${k}_one`));
    expect(missing).toEqual([]);
  });
});

describe('the new preferences', () => {
  function memory(initial: Record<string, string> = {}) {
    const data = { ...initial };
    return { data, getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
  }

  it('who speaks, the browser voice, the cues, the ambience and the volume are kept and checked', () => {
    const storage = memory();
    const prefs = new Preferences(storage);
    expect([prefs.speakWith, prefs.ambience, prefs.volume]).toEqual(['host', false, 0.6]);
    prefs.speakWith = 'browser';
    prefs.browserVoice = 'Thomas';
    prefs.cues = false;
    prefs.ambience = true;
    prefs.volume = 3;
    const again = new Preferences(storage);
    expect([again.speakWith, again.browserVoice, again.cues, again.ambience, again.volume]).toEqual([
      'browser',
      'Thomas',
      false,
      true,
      1,
    ]);
    prefs.volume = -1;
    expect(prefs.volume).toBe(0);
    const damaged = new Preferences(
      memory({ 'nightwarden.preferences': JSON.stringify({ speakWith: 'robot', volume: 'loud' }) }),
    );
    expect([damaged.speakWith, damaged.volume]).toEqual(['host', 0.6]);
  });
});

describe("the correction's artifact list", () => {
  it("offers the game's tokens, and the one on the card even when the game would not have it", () => {
    const tokens = ['claw-of-the-werewolf', 'mask-of-muting'];
    expect(artifactChoices({ artifactTokens: tokens }, null)).toEqual(tokens);
    expect(artifactChoices({ artifactTokens: tokens }, 'alien-artifact')).toEqual([...tokens, 'alien-artifact']);
    // A view from a host without the field: every token.
    expect(artifactChoices({}, null)).toHaveLength(12);
  });
});
