/** The night script the moderator reads: order, narration, who is awake, calls for center cards. */
import { describe, expect, it } from 'vitest';
import {
  NARRATION_EN,
  NARRATION_FR,
  narrationFor,
  ROLES,
  WAKE_ORDER,
  baseKey,
  buildScript,
  createGame,
  nightScript,
  type GameState,
  type Role,
} from '../../src/main/engine/index.ts';

function game(players: Role[], center: Role[]): GameState {
  const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'].slice(0, players.length);
  const created = createGame({ players: names, deal: { players, center } });
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  return created.value;
}

describe('the night script', () => {
  it('every step of the wake-order table has narration lines', () => {
    for (const step of WAKE_ORDER) {
      // A time loop's call says the first call's lines.
      const lines = NARRATION_EN[baseKey(step.key)];
      expect(lines, step.key).toBeDefined();
      expect([...lines!.open, ...lines!.close].length, step.key).toBeGreaterThan(0);
    }
  });

  it('a deck with every role has every call, in the Alien list order', () => {
    // The calls of a role (not a ripple's, not a time loop's replay).
    const script = buildScript([...ROLES]).filter((s) => s.condition === null);
    expect(script.map((s) => s.wake).filter((w) => w !== '')).toEqual([
      '-9',
      '-8',
      '-7',
      '-7',
      '-7',
      '-6',
      '-6B',
      '-6B',
      '-6C',
      '-6C',
      '-5',
      '-4',
      '-3',
      '-2',
      '-2',
      '-1',
      '-1',
      '-1B',
      '-1B',
      '00',
      '0',
      '1-A',
      '1-C',
      '1-D',
      '1-F',
      '1-F',
      '2',
      '2-B',
      '2-C',
      '3',
      '3-B',
      '3-B',
      '3-C',
      '3-C',
      '4',
      '4-B',
      '4-B',
      '5',
      '5-B',
      '5-C',
      '5-D',
      '5-D',
      '5-E',
      '5-E',
      '5-G',
      '5-G',
      '6',
      '6-B',
      '6-C',
      '6-C',
      '7',
      '7-B',
      '7-C',
      '7-C',
      '7-D',
      '7-D',
      '7-F',
      '7-F',
      '8',
      '9',
      '9a',
      '9-C',
      '9-C',
      '9-Z',
      '9-Z',
      '10',
      '10a',
      '10-B',
      '10-B',
      '10-E',
      '10-E',
      '11',
      '11a',
      '13',
      '13',
      '13-A',
      '13-A',
    ]);
    expect(script[0]!.key).toBe('everyone-sleeps');
    expect(script.at(-1)!.key).toBe('everyone-wakes');
    // "At the end of Dusk … all players open their eyes and view their Marks", before the lovers.
    expect(script.findIndex((s) => s.key === 'marks-view')).toBe(script.findIndex((s) => s.key === 'lovers') - 1);
  });

  it('without Vampire roles there is no Dusk and the Doppelgänger wakes at 1, before the Werewolves', () => {
    const script = buildScript(['doppelganger', 'werewolf', 'werewolf', 'seer', 'robber', 'insomniac']);
    expect(script.map((s) => `${s.key}@${s.wake}`)).toEqual([
      'everyone-sleeps@',
      'doppelganger@1',
      'doppelganger-action@1',
      'werewolves@2',
      'seer@5',
      'robber@6',
      'insomniac@9',
      'insomniac/doppelganger@9a',
      'everyone-wakes@',
    ]);
    expect(script.every((s) => s.phase === 'night')).toBe(true);
  });

  it('calls for roles in the center stay in the script, flagged as having nobody awake', () => {
    const state = game(['vampire', 'seer', 'robber'], ['gremlin', 'priest', 'villager']);
    const lines = nightScript(state);
    const gremlin = lines.find((l) => l.key === 'gremlin')!;
    expect(gremlin.nobodyAwake).toBe(true);
    expect(gremlin.narration.open[0]).toMatch(/^Gremlin, wake up/);
    expect(lines.find((l) => l.key === 'priest')!.nobodyAwake).toBe(true);
    expect(lines.find((l) => l.key === 'seer')!).toMatchObject({ awake: [1], nobodyAwake: false, choice: 'seer' });
    expect(lines.find((l) => l.key === 'vampires')!).toMatchObject({ awake: [0], mandatory: true, status: 'ahead' });
    expect(lines[0]!.status).toBe('current');
  });

  it('the Assassin keeps his eyes open for the Apprentice Assassin', () => {
    const state = game(['assassin', 'apprentice-assassin', 'villager'], ['seer', 'robber', 'villager']);
    const lines = nightScript(state);
    expect(lines.find((l) => l.key === 'assassin')!.narration.close).toEqual([]);
    expect(lines.find((l) => l.key === 'apprentice-assassin')!.narration.close).toEqual([
      'Assassin and Apprentice Assassin, close your eyes.',
    ]);
    const alone = nightScript(game(['assassin', 'villager', 'villager'], ['seer', 'robber', 'villager']));
    expect(alone.find((l) => l.key === 'assassin')!.narration.close).toEqual(['Assassin, close your eyes.']);
  });

  it('with Renfield the Vampires close their eyes while pointing', () => {
    const lines = nightScript(game(['vampire', 'renfield', 'villager'], ['seer', 'robber', 'villager']));
    expect(lines.find((l) => l.key === 'vampires')!.narration.close).toEqual([]);
    expect(lines.find((l) => l.key === 'renfield')!.narration.open[0]).toMatch(/^Vampires, point at the player/);
  });

  it('the lone-wolf line is spoken only with the lone-wolf option', () => {
    const on = nightScript(game(['werewolf', 'seer', 'villager'], ['werewolf', 'robber', 'villager']));
    expect(on.find((l) => l.key === 'werewolves')!.narration.open[0]).toMatch(/only one Werewolf/);
    const created = createGame({
      players: ['Ann', 'Ben', 'Cat'],
      deal: { players: ['werewolf', 'seer', 'villager'], center: ['werewolf', 'robber', 'villager'] },
      options: { loneWolf: false },
    });
    if (!created.ok) throw new Error('setup');
    expect(nightScript(created.value).find((l) => l.key === 'werewolves')!.narration.open[0]).not.toMatch(/only one/);
  });
});

describe('narration in French', () => {
  it('every step of a full deck has French lines, special cases included, with no English left', () => {
    const state = game(
      ['assassin', 'apprentice-assassin', 'renfield', 'vampire', 'werewolf'],
      ['seer', 'doppelganger', 'cupid'],
    );
    const lines = state.setup.script.map((_, i) => narrationFor(state.setup, i, 'fr'));
    for (const { open, close } of lines) {
      for (const line of [...open, ...close]) expect(line).not.toMatch(/close your eyes|wake up|Everyone/);
    }
    const assassin = state.setup.script.findIndex((s) => s.key === 'apprentice-assassin');
    // The Doppelgänger-Apprentice wakes next, so only the Apprentice closes her eyes here.
    expect(narrationFor(state.setup, assassin, 'en').close).toEqual(['Apprentice Assassin, close your eyes.']);
    expect(narrationFor(state.setup, assassin, 'fr').close[0]).toMatch(/Assassin/);
    expect(narrationFor(state.setup, 0, 'fr').open[0]).toBe(NARRATION_FR['everyone-sleeps']!.open[0]);
  });
});

describe('what names a step (`namedAfter`, which the console reads instead of a list of group steps)', () => {
  const rows: readonly { key: string; namedAfter: Role | null; why: string }[] = [
    { key: 'seer', namedAfter: 'seer', why: 'a role wakes alone: its name' },
    { key: 'insomniac/doppelganger', namedAfter: 'insomniac', why: 'the Doppelgänger’s own call of a role: the role' },
    { key: 'blob', namedAfter: 'blob', why: 'a role that decides who wakes itself is still that role' },
    { key: 'werewolves', namedAfter: null, why: 'a group that wakes together has words of its own' },
    { key: 'vampires', namedAfter: null, why: 'the Vampires, the Master and the Count wake as one group' },
    { key: 'masons', namedAfter: null, why: 'the Masons' },
    { key: 'lovers', namedAfter: null, why: 'whoever holds a Mark of Love' },
    { key: 'aliens', namedAfter: null, why: 'the Aliens' },
    { key: 'groob-zerb', namedAfter: null, why: 'Groob and Zerb' },
    { key: 'everyone-sleeps', namedAfter: null, why: 'an announcement' },
    { key: 'marks-view', namedAfter: null, why: 'the end of Dusk, an announcement' },
    { key: 'everyone-wakes', namedAfter: null, why: 'an announcement' },
    { key: 'doppelganger-action', namedAfter: null, why: 'whatever she copied: a secret' },
    { key: 'ripple', namedAfter: null, why: 'the app’s ripple, no role’s' },
    { key: 'ripple-role', namedAfter: null, why: 'the role the ripple names, drawn by the app' },
    { key: 'aliens#loop', namedAfter: null, why: 'a time loop’s pass of a group’s call' },
    { key: 'seer#loop', namedAfter: 'seer', why: 'a time loop’s pass of a role’s call' },
  ];
  for (const row of rows)
    it(`${row.key}: ${row.why}`, () => {
      expect(WAKE_ORDER.find((s) => s.key === row.key)?.namedAfter).toBe(row.namedAfter);
    });

  it('a step named after a role is keyed by it; the others are groups, announcements, the app’s and the Doppelgänger’s', () => {
    for (const step of WAKE_ORDER) {
      const base = baseKey(step.key).replace(/\/doppelganger$/, '');
      if (step.namedAfter !== null) expect(base, step.key).toBe(step.namedAfter);
      else expect(step.group !== null || step.kind !== 'role' || step.condition === 'ripple', step.key).toBe(true);
    }
  });
});
