/**
 * Alien in the console's setup and day: the Alien box in the deck (two Alien cards, any number of Aliens
 * and Cows), the information the check gives, the Alien house rules, the app's Randomization settings
 * (every group, reset, kept with the setup, sent as `appWeights` only where they differ and only for a deck
 * the app directs); and the day after a ripple: the discussion the app set, two-hand votes, votes for the app.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { DayState, discussionSeconds, type SpokenLine } from '../../src/renderer/src/day/day-state.svelte.ts';
import { takeDay } from '../../src/renderer/src/day/day-draft.ts';
import { day as enDay } from '../../src/renderer/src/lib/i18n/en/day.ts';
import { AppWeightsState } from '../../src/renderer/src/setup/app-weights.svelte.ts';
import { parseDraft } from '../../src/renderer/src/setup/setup-draft.ts';
import { SetupState, isBeginnerPreset } from '../../src/renderer/src/setup/setup-state.svelte.ts';
import { roles } from './catalogue-fixture.ts';
import { DEFAULT_APP_WEIGHTS } from '../../src/main/engine/app/weights.ts';
import type { Api, DeckCheckView, PresetView } from '../../src/shared/api.ts';
import type { CreateGameInput, SessionResult } from '../../src/shared/session-contract.ts';
import type { DayEffectsView, GameView } from '../../src/shared/views.ts';
import { FakeClock, startTable } from './night-fakes.ts';

const ok = <T>(value: T): Promise<SessionResult<T>> => Promise.resolve({ ok: true, value });

beforeEach(() => {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  takeDay(undefined);
});

describe('AppWeightsState: the app’s Randomization settings', () => {
  it('starts at the defaults for every group and variant, and sends nothing then', () => {
    const w = new AppWeightsState(roles.weightGroups);
    expect(w.groups.map((g) => g.group).sort()).toEqual(Object.keys(DEFAULT_APP_WEIGHTS).sort());
    for (const { group } of w.groups) {
      const variants = w.variantsOf(group);
      if (variants.length === 0) expect(w.get(group)).toBe(DEFAULT_APP_WEIGHTS[group]);
      for (const v of variants) expect(w.get(group, v)).toBe((DEFAULT_APP_WEIGHTS[group] as Record<string, number>)[v]);
    }
    expect(w.changed).toBe(false);
    expect(w.input()).toBeUndefined();
  });

  it('sends only what differs, clamps to the range, rounds, ignores what is not a number or a variant', () => {
    const w = new AppWeightsState(roles.weightGroups);
    w.set('ripple', 'none', 80);
    w.set('aliens', 'new-alien', 12.6);
    w.set('exposer', '3', 5000);
    w.set('oracleRefusal', null, 150);
    w.set('psychic', 'view-2', -4);
    w.set('blob', 'no-such-variant', 9);
    w.set('mortician', 'pretend', Number.NaN);
    expect(w.changed).toBe(true);
    expect(w.input()).toEqual({
      ripple: { none: 80 },
      aliens: { 'new-alien': 13 },
      exposer: { '3': 1000 },
      oracleRefusal: 100,
    });
    expect(w.maxOf('oracleRefusal')).toBe(100);
    expect(w.isDefault('psychic', 'view-2')).toBe(true);
  });

  it('resets one group or everything; says when a group is all off', () => {
    const w = new AppWeightsState(roles.weightGroups);
    for (const v of w.variantsOf('rascal')) w.set('rascal', v, 0);
    w.set('ripple', 'repeat', 50);
    expect(w.isAllOff('rascal')).toBe(true);
    w.resetGroup('rascal');
    expect(w.isAllOff('rascal')).toBe(false);
    expect(w.input()).toEqual({ ripple: { repeat: 50 } });
    w.resetAll();
    expect(w.input()).toBeUndefined();
  });

  it('restores kept weights, dropping unknown groups and variants and bringing values into range', () => {
    const w = new AppWeightsState(roles.weightGroups);
    w.restore({ ripple: { none: 40, nonsense: 3 }, bogus: { a: 1 }, oracleRefusal: -5, blob: 'x' });
    expect(w.input()).toEqual({ ripple: { none: 40 }, oracleRefusal: 0 });
    w.restore(null);
    expect(w.input()).toBeUndefined();
  });
});

function preset(id: string, players: number, deck: string[], game: string): PresetView {
  return { id, name: { en: id, fr: id }, players, deck, game };
}

function fakeSetupApi(info: DeckCheckView['info'] = []) {
  const created: CreateGameInput[] = [];
  const presetCalls: number[] = [];
  const api: Partial<Api> = {
    rememberedNames: () => ok([]),
    presets: (players) => {
      presetCalls.push(players);
      return ok([
        preset(`first-contact-${players}`, players, ['alien', 'alien', 'psychic'], 'alien'),
        preset(`quatre-lunes-${players}`, players, ['alien', 'werewolf'], 'mixed'),
      ]);
    },
    checkDeck: () => ok({ errors: [], warnings: [], info }),
    createGame: (input) => {
      created.push(input as CreateGameInput);
      return ok({ id: 'g1', phase: 'setup' } as GameView);
    },
  };
  return { api: api as Api, created, presetCalls };
}

function seatPlayers(setup: SetupState, count: number): void {
  for (let i = 1; i <= count; i++) {
    setup.newName = `P${i}`;
    setup.addPlayer();
  }
}

describe('SetupState with Alien', () => {
  it('the Alien box is offered: Aliens and Cows any number of times (up to a whole deck), the rest once', () => {
    expect(roles.boxes.map((b) => b.box)).toEqual([
      'werewolf',
      'vampire',
      'alien',
      'daybreak',
      'bonus1',
      'bonus2',
      'bonus3',
    ]);
    expect(roles.rolesOfBox('alien')).toEqual([
      'oracle',
      'alien',
      'synthetic-alien',
      'cow',
      'groob',
      'zerb',
      'leader',
      'psychic',
      'rascal',
      'exposer',
      'blob',
      'mortician',
    ]);
    expect(roles.maxCopies('alien')).toBe(15);
    expect(roles.maxCopies('cow')).toBe(15);
    expect(roles.maxCopies('groob')).toBe(1);
  });

  it('twelve players get presets (the Alien decks go up to 12); First contact counts as a beginner deck', async () => {
    const fake = fakeSetupApi();
    const setup = new SetupState(new AppState(fake.api));
    seatPlayers(setup, 12);
    await setup.settled();
    expect(fake.presetCalls).toContain(12);
    expect(setup.presets.map((p) => p.id)).toEqual(['first-contact-12', 'quatre-lunes-12']);
    expect(isBeginnerPreset(setup.presets[0]!)).toBe(true);
  });

  it("keeps the check's information apart from its warnings", async () => {
    const fake = fakeSetupApi([{ code: 'groob-without-zerb', message: 'Groob without Zerb' }]);
    const setup = new SetupState(new AppState(fake.api));
    seatPlayers(setup, 3);
    setup.addRole('groob');
    await setup.settled();
    expect(setup.info).toEqual([{ code: 'groob-without-zerb', message: 'Groob without Zerb' }]);
    expect(setup.warnings).toEqual([]);
    expect(setup.blockers.some((b) => b.code === 'deck-error')).toBe(false);
  });

  it('the Alien house rules matter with their roles, and go to the game with the others', async () => {
    const fake = fakeSetupApi();
    const setup = new SetupState(new AppState(fake.api));
    expect(setup.matters('syntheticBeatsEveryone')).toBe(false);
    setup.addRole('synthetic-alien');
    expect(setup.matters('syntheticBeatsEveryone')).toBe(true);
    expect(setup.matters('timeLoopWholeNight')).toBe(true);
    expect(setup.matters('epicVillageAnyTwoTeams')).toBe(false);
    setup.addRole('werewolf');
    expect(setup.matters('epicVillageAnyTwoTeams')).toBe(true);
    setup.setHouseRule('appTieKillsPlayers', true);
    seatPlayers(setup, 3);
    for (const role of ['alien', 'alien', 'oracle', 'psychic'] as const) setup.addRole(role);
    await setup.settled();
    expect(setup.gameInput().options).toMatchObject({
      appTieKillsPlayers: true,
      syntheticBeatsEveryone: false,
      oracleChangeFollowsPlayer: false,
      timeLoopWholeNight: false,
      epicVillageAnyTwoTeams: false,
    });
  });

  it('sends the app’s weights that differ, for a deck the app directs only; keeps them in the draft', async () => {
    const fake = fakeSetupApi();
    const setup = new SetupState(new AppState(fake.api));
    seatPlayers(setup, 3);
    for (const role of ['werewolf', 'werewolf', 'seer', 'robber', 'villager', 'villager'] as const) setup.addRole(role);
    setup.appWeights.set('ripple', 'none', 100);
    expect(setup.appMatters).toBe(false);
    expect(setup.gameInput().appWeights).toBeUndefined();
    setup.clearDeck();
    for (const role of ['alien', 'alien', 'oracle', 'psychic', 'rascal', 'exposer'] as const) setup.addRole(role);
    expect(setup.appMatters).toBe(true);
    expect(setup.gameInput().appWeights).toEqual({ ripple: { none: 100 } });
    const kept = parseDraft(JSON.parse(JSON.stringify(setup.toDraft())));
    expect(kept?.appWeights).toEqual({ ripple: { none: 100 } });
    const again = new SetupState(new AppState(fake.api), { draft: kept });
    expect(again.appWeights.input()).toEqual({ ripple: { none: 100 } });
    await setup.settled();
    expect(await setup.start()).toBe(true);
    expect(fake.created[0]?.appWeights).toEqual({ ripple: { none: 100 } });
  });
});

// ---- the day after a ripple -----------------------------------------------------------------------------

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];

const EFFECTS: DayEffectsView = {
  discussionSeconds: null,
  halved: 0,
  oneMinute: false,
  mayNotSpeak: [],
  faceAway: [],
  iAmAlien: [],
  twoHands: [],
  voteForApp: false,
};

function dayGame(
  phase: 'day' | 'vote',
  rules: { app: boolean; twoHands: number[] },
  day: Partial<DayEffectsView> = {},
): GameView {
  return {
    id: 'g1',
    createdAt: '',
    updatedAt: '',
    players: PLAYERS,
    language: 'en',
    deck: [],
    options: { discussionSeconds: 240 },
    dealMode: 'manual',
    seed: null,
    deal: { players: [], center: [] },
    flagged: [],
    phase,
    call: null,
    script: [],
    table: startTable(),
    narrative: [],
    log: [],
    canUndo: true,
    result: null,
    app: { said: [], ripple: null, day: { ...EFFECTS, ...day } },
    voteRules: rules,
  };
}

function dayWith(game: GameView) {
  const votes: { votes: number[]; second: (number | null)[] | undefined }[] = [];
  const api = {
    vote: vi.fn((_id: string, v: number[], second?: (number | null)[] | null) => {
      votes.push({ votes: v, second: second ?? undefined });
      return ok({ ...game, phase: 'revealed' as const });
    }),
    startVote: vi.fn(() => ok({ ...game, phase: 'vote' as const })),
    undo: vi.fn(() => ok(game)),
    speak: vi.fn(() => ok({ outcome: 'spoken' as const, status: { mode: 'speech' as const } })),
    cancelSpeech: vi.fn(() => ok(null)),
    keepAwake: vi.fn(() => ok(null)),
  };
  const app = new AppState(api as unknown as Api);
  app.show(game);
  const day = new DayState(app, {
    clock: new FakeClock(),
    settings: { narration: false, voice: '', speed: 1, expert: false },
    language: () => 'en',
    line: (key: SpokenLine) => enDay.speech[key],
  });
  return { day, votes, api };
}

describe('DayState after a ripple', () => {
  it('the discussion is what the app set: one minute, or the Aliens’ halved timer', () => {
    expect(discussionSeconds(dayGame('day', { app: false, twoHands: [] }))).toBe(240);
    expect(
      discussionSeconds(dayGame('day', { app: false, twoHands: [] }, { oneMinute: true, discussionSeconds: 60 })),
    ).toBe(60);
    const { day } = dayWith(dayGame('day', { app: false, twoHands: [] }, { halved: 1, discussionSeconds: 120 }));
    expect(day.length).toBe(120);
    expect(day.remaining).toBe(120);
  });

  it('a two-hand voter enters both hands, one after the other; both may name the same player, never oneself', async () => {
    const { day, votes } = dayWith(dayGame('vote', { app: false, twoHands: [1, 3] }));
    expect(day.voter).toBe(0);
    expect(day.pointAt(1)).toBe(true);
    expect(day.voter).toBe(1);
    expect(day.hand).toBe(1);
    expect(day.pointAt(1)).toBe(false);
    expect(day.refusal).toEqual({ code: 'self', seat: 1 });
    day.pointAt(0);
    expect(day.voter).toBe(1);
    expect(day.hand).toBe(2);
    expect(day.missing).toEqual([1, 2, 3]);
    day.pointAt(0);
    expect(day.voter).toBe(2);
    day.pointAt(3);
    day.pointAt(2);
    day.pointAt(0);
    expect(day.complete).toBe(true);
    expect(day.tally).toEqual([3, 1, 1, 1]);
    // Choosing a two-hand voter again starts with the first hand.
    day.chooseVoter(3);
    expect(day.hand).toBe(1);
    day.pointAt(1);
    expect(day.hand).toBe(2);
    day.pointAt(1);
    await day.confirm();
    expect(votes).toEqual([{ votes: [1, 0, 3, 1], second: [null, 0, null, 1] }]);
  });

  it('the app as a target after a vote-for-the-app ripple (A on the keyboard), refused otherwise', async () => {
    const plain = dayWith(dayGame('vote', { app: false, twoHands: [] }));
    expect(plain.day.pointAtApp()).toBe(false);
    expect(plain.day.refusal).toEqual({ code: 'no-app' });
    const { day, votes } = dayWith(dayGame('vote', { app: true, twoHands: [] }));
    expect(day.appSeat).toBe(4);
    expect(day.pointAtApp()).toBe(true);
    expect(day.onKey('a')).toBe(true);
    day.pointAt(0);
    expect(day.onKey('A')).toBe(true);
    expect(day.appTally).toBe(3);
    expect(day.tally).toEqual([1, 0, 0, 0]);
    await day.confirm();
    expect(votes).toEqual([{ votes: [4, 4, 0, 4], second: undefined }]);
  });
});
