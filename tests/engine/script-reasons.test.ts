/**
 * What the moderator is told about a call nobody wakes for (script-view.ts), and the narration's forms:
 * expert mode's short lines in both languages, the end of the night in a game without Marks.
 */
import { describe, expect, it } from 'vitest';
import {
  NARRATION_EN,
  NARRATION_FR,
  NARRATION_SHORT_EN,
  NARRATION_SHORT_FR,
  NARRATION_SPECIAL_FR,
  WAKE_ORDER,
  baseKey,
  applyAnswer,
  createGame,
  currentCall,
  narrationFor,
  nightScript,
  whyNobodyWakes,
  type Answer,
  type GameState,
  type Role,
} from '../../src/main/engine/index.ts';

const NAMES = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];

function game(players: Role[], center: Role[], options: Record<string, boolean> = {}): GameState {
  const created = createGame({ players: NAMES.slice(0, players.length), deal: { players, center }, options });
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  return created.value;
}

/** Plays calls until `key` is current, answering with `answers[key]` or nothing. */
function playTo(state: GameState, key: string, answers: Record<string, Answer> = {}): GameState {
  let s = state;
  for (;;) {
    const call = currentCall(s);
    if (!call) throw new Error(`no call ${key}`);
    if (call.step.key === key) return s;
    const applied = applyAnswer(s, answers[call.step.key] ?? {});
    if (!applied.ok) throw new Error(`${call.step.key}: ${applied.error.message}`);
    s = applied.value.state;
  }
}

const lineOf = (state: GameState, key: string) => nightScript(state).find((l) => l.key === key)!;

describe('why nobody wakes', () => {
  it('a role whose card is in the center: "center", in the call and in the script', () => {
    const s = game(['werewolf', 'seer', 'villager'], ['robber', 'werewolf', 'troublemaker']);
    expect(lineOf(s, 'robber').reason).toEqual({ kind: 'center', roles: ['robber'] });
    expect(lineOf(s, 'seer').reason).toBeNull();
    const at = playTo(s, 'robber');
    expect(whyNobodyWakes(at, at.cursor)).toEqual({ kind: 'center', roles: ['robber'] });
  });

  it('a frightened player holds the Mark of Fear and does not wake: "frightened", never "in the center"', () => {
    // Bob holds the Robber; the Count gives him the Mark of Fear.
    const s = game(['the-count', 'robber', 'villager', 'seer'], ['vampire', 'villager', 'werewolf']);
    const count = currentCall(playTo(s, 'the-count', { vampires: { target: 2 } }))!;
    const bob = count.choice.kind === 'target' ? count.choice.seats.find((o) => o.seat === 1)! : null;
    expect(bob?.legal).toBe(true);
    const at = playTo(s, 'robber', { vampires: { target: 2 }, 'the-count': { target: 1 } });
    expect(currentCall(at)!.awake.frightened).toEqual([1]);
    expect(whyNobodyWakes(at, at.cursor)).toEqual({ kind: 'frightened', players: [1] });
    expect(lineOf(at, 'robber').reason).toEqual({ kind: 'frightened', players: [1] });
    expect(lineOf(at, 'robber').reason?.kind).not.toBe('center');
  });

  it('the Lovers: "no lovers yet" while Cupid is still to wake, "none given" after, "center" when Cupid is there', () => {
    const inPlay = game(['cupid', 'villager', 'seer'], ['vampire', 'villager', 'werewolf']);
    expect(lineOf(inPlay, 'lovers').reason).toEqual({ kind: 'no-lovers', cupid: 'ahead' });
    const passed = playTo(inPlay, 'lovers');
    expect(whyNobodyWakes(passed, passed.cursor)).toEqual({ kind: 'no-lovers', cupid: 'none-given' });
    const loved = playTo(inPlay, 'lovers', { cupid: { targets: [1, 2] } });
    expect(whyNobodyWakes(loved, loved.cursor)).toBeNull();
    const center = game(['villager', 'villager', 'seer'], ['vampire', 'cupid', 'werewolf']);
    expect(lineOf(center, 'lovers').reason).toEqual({ kind: 'no-lovers', cupid: 'center' });
  });

  it('the Doppelgänger-Insomniac when she copied another role: "not copied", naming what she copied', () => {
    const s = game(['doppelganger', 'seer', 'werewolf', 'villager'], ['insomniac', 'robber', 'villager']);
    expect(lineOf(s, 'insomniac/doppelganger').reason).toEqual({
      kind: 'not-copied',
      role: 'insomniac',
      copied: null,
    });
    const copiedSeer = playTo(s, 'insomniac/doppelganger', {
      doppelganger: { target: 1 },
      'doppelganger-action': { target: 2 },
    });
    expect(whyNobodyWakes(copiedSeer, copiedSeer.cursor)).toEqual({
      kind: 'not-copied',
      role: 'insomniac',
      copied: 'seer',
    });
    // The original Insomniac is in the center: that one is "center".
    expect(whyNobodyWakes(copiedSeer, copiedSeer.cursor - 1)).toEqual({ kind: 'center', roles: ['insomniac'] });
  });

  it('the Doppelgänger in the center, and an immediate action she does not have', () => {
    const center = game(['seer', 'werewolf', 'villager'], ['doppelganger', 'robber', 'insomniac']);
    expect(lineOf(center, 'insomniac/doppelganger').reason).toEqual({ kind: 'center', roles: ['doppelganger'] });
    const s = game(['doppelganger', 'insomniac', 'werewolf', 'villager'], ['seer', 'robber', 'villager']);
    const at = playTo(s, 'doppelganger-action', { doppelganger: { target: 1 } });
    expect(whyNobodyWakes(at, at.cursor)).toEqual({ kind: 'no-immediate-action', copied: 'insomniac' });
  });

  it('announcements and calls someone answers have no reason', () => {
    const s = game(['werewolf', 'seer', 'villager'], ['robber', 'werewolf', 'troublemaker']);
    expect(lineOf(s, 'everyone-sleeps').reason).toBeNull();
    expect(whyNobodyWakes(s, 0)).toBeNull();
    expect(lineOf(s, 'werewolves').reason).toBeNull();
  });
});

describe('expert mode: short calls', () => {
  it('every step of the wake order has short lines in English and French, counted as the French counts them', () => {
    for (const { key: stepKey } of WAKE_ORDER) {
      // A time loop's call says the first call's lines.
      const step = { key: baseKey(stepKey) };
      const en = NARRATION_SHORT_EN[step.key];
      const fr = NARRATION_SHORT_FR[step.key];
      expect(en, step.key).toBeDefined();
      expect(fr, step.key).toBeDefined();
      expect(fr!.open.length, step.key).toBe(en!.open.length);
      expect(fr!.close.length, step.key).toBe(en!.close.length);
      // Shorter than the full call, and the same shape (who opens, who closes).
      expect(en!.open.length, step.key).toBe(NARRATION_EN[step.key]!.open.length);
      expect(en!.close.length, step.key).toBe(NARRATION_EN[step.key]!.close.length);
      expect(en!.open.join(' ').length, step.key).toBeLessThanOrEqual(NARRATION_EN[step.key]!.open.join(' ').length);
      expect(fr!.open.join(' ').length, step.key).toBeLessThanOrEqual(NARRATION_FR[step.key]!.open.join(' ').length);
    }
  });

  it('narrationFor gives the short form in both languages, with the same special cases', () => {
    const s = game(
      ['vampire', 'renfield', 'assassin', 'apprentice-assassin', 'seer'],
      ['villager', 'werewolf', 'robber'],
    );
    const index = (key: string) => s.setup.script.findIndex((step) => step.key === key);
    expect(narrationFor(s.setup, index('seer'), 'en', 'short')).toEqual({
      open: ['Seer, wake up.'],
      close: ['Seer, close your eyes.'],
    });
    expect(narrationFor(s.setup, index('seer'), 'fr', 'short')).toEqual({
      open: ['Voyante, réveille-toi.'],
      close: ['Voyante, ferme les yeux.'],
    });
    // With Renfield, the Vampires close their eyes in Renfield's line, in the short form too.
    expect(narrationFor(s.setup, index('vampires'), 'en', 'short').close).toEqual([]);
    expect(narrationFor(s.setup, index('apprentice-assassin'), 'fr', 'short').close).toEqual([
      NARRATION_SPECIAL_FR['Assassin and Apprentice Assassin, close your eyes.'],
    ]);
    // The full form is still the default.
    expect(narrationFor(s.setup, index('seer'))).toEqual(NARRATION_EN['seer']);
  });
});

describe('the end of the night', () => {
  it('a Werewolf-only game moves cards only; a game with Marks moves cards and Marks', () => {
    const werewolf = game(['werewolf', 'seer', 'villager'], ['robber', 'werewolf', 'troublemaker']);
    const wakes = werewolf.setup.script.findIndex((s) => s.key === 'everyone-wakes');
    for (const form of ['full', 'short'] as const)
      for (const language of ['en', 'fr'] as const) {
        const open = narrationFor(werewolf.setup, wakes, language, form).open.join(' ');
        expect(open, `${language} ${form}`).not.toMatch(/Mark|marque/);
        expect(open, `${language} ${form}`).toMatch(/card|carte/);
      }
    const vampire = game(['vampire', 'seer', 'villager'], ['robber', 'werewolf', 'troublemaker']);
    const at = vampire.setup.script.findIndex((s) => s.key === 'everyone-wakes');
    expect(narrationFor(vampire.setup, at).open[0]).toContain('card and Mark');
  });
});

describe('French typography of the narration', () => {
  it('a no-break space before : and a narrow one before ; ! ?, never an ordinary space', () => {
    const lines = [
      ...Object.values(NARRATION_FR).flatMap((l) => [...l.open, ...l.close]),
      ...Object.values(NARRATION_SHORT_FR).flatMap((l) => [...l.open, ...l.close]),
      ...Object.values(NARRATION_SPECIAL_FR),
    ];
    for (const line of lines) {
      expect(line, line).not.toMatch(/ [:;!?]/);
      expect(line, line).not.toMatch(/[^\u00A0]:/);
      expect(line, line).not.toMatch(/[^\u202F][;!?]/);
    }
  });
});
