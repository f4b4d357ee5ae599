/**
 * The setup screen's state: the table (3 to 10 unique names in seat order), the deck (players + 3,
 * within each role's copies), presets, timers, the recorded deal, and the exact `createGame` input.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { SetupState, isBeginnerPreset } from '../../src/renderer/src/setup/setup-state.svelte.ts';
import { roles } from './catalogue-fixture.ts';
import { DEFAULT_OPTIONS } from '../../src/main/engine/options.ts';
import type { Api, DeckCheckView, PresetView } from '../../src/shared/api.ts';
import type { CreateGameInput, SessionResult } from '../../src/shared/session-contract.ts';
import type { GameView } from '../../src/shared/views.ts';
import { draftFromGame, loadDraft, parseDraft } from '../../src/renderer/src/setup/setup-draft.ts';

const ok = <T>(value: T): Promise<SessionResult<T>> => Promise.resolve({ ok: true, value });

function preset(id: string, players: number, deck: string[], game = 'vampire'): PresetView {
  return { id, name: { en: id, fr: `fr-${id}` }, players, deck, game };
}

/** Five players: a scenario, then the beginner deck (which the state lists first). */
const PRESETS_5 = [
  preset(
    'lune-de-sang-5',
    5,
    ['vampire', 'the-count', 'marksman', 'gremlin', 'werewolf', 'werewolf', 'robber', 'insomniac'],
    'mixed',
  ),
  preset('beginner-5', 5, [
    'vampire',
    'the-count',
    'priest',
    'marksman',
    'pickpocket',
    'gremlin',
    'copycat',
    'villager',
  ]),
];

const NIGHTFALL_3 = preset('nuit-tombante-3', 3, [
  'vampire',
  'the-count',
  'priest',
  'marksman',
  'pickpocket',
  'gremlin',
]);
const DRAWS = [
  ['copycat', 'cupid', 'diseased', 'gremlin', 'instigator', 'marksman'],
  ['vampire', 'the-master', 'renfield', 'priest', 'assassin', 'pickpocket'],
];
/** Anarchie: the host draws a new deck at each request. */
const anarchy = (draw: number): PresetView => preset('anarchie-3', 3, DRAWS[draw % 2]!);

interface Fake {
  api: Api;
  checks: { players: number; deck: string[] }[];
  presetCalls: number[];
  created: CreateGameInput[];
}

function fakeApi(overrides: Partial<Api> = {}): Fake {
  const fake: Fake = { api: {} as Api, checks: [], presetCalls: [], created: [] };
  const api: Partial<Api> = {
    rememberedNames: () => ok(['Alice', 'Bob', 'Chloé', 'Dan']),
    presets: (players) => {
      fake.presetCalls.push(players);
      if (players === 3) return ok([NIGHTFALL_3, NIGHTFALL_3, anarchy(fake.presetCalls.length)]);
      return ok(players === 5 ? PRESETS_5 : []);
    },
    checkDeck: (players, deck) => {
      fake.checks.push({ players, deck: [...deck] });
      const mason = deck.filter((r) => r === 'mason').length;
      const view: DeckCheckView = {
        errors:
          deck.length === players + 3
            ? []
            : [{ code: 'deck-size', message: `The deck has ${deck.length} cards; ${players + 3} needed` }],
        warnings: mason === 1 ? [{ code: 'single-mason', message: 'Only one Mason is in the deck.' }] : [],
        info: [],
      };
      return ok(view);
    },
    createGame: (input) => {
      fake.created.push(input as CreateGameInput);
      return ok({ id: 'g1', phase: 'setup' } as GameView);
    },
    ...overrides,
  };
  fake.api = api as Api;
  return fake;
}

function setupWith(fake: Fake = fakeApi()): { setup: SetupState; app: AppState; fake: Fake } {
  const app = new AppState(fake.api);
  return { setup: new SetupState(app), app, fake };
}

function seat(setup: SetupState, ...names: string[]): void {
  for (const name of names) {
    setup.newName = name;
    expect(setup.addPlayer()).toBe(true);
  }
}

beforeEach(() => {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
});

describe('players', () => {
  it('adds, renames, removes and reorders in seat order; keys follow their player', () => {
    const { setup } = setupWith();
    seat(setup, 'Alice', '  Bob  ', 'Chloé');
    expect(setup.players).toEqual(['Alice', 'Bob', 'Chloé']);
    expect(setup.newName).toBe('');
    const [a, b, c] = setup.seatKeys;

    setup.moveUp(2);
    expect(setup.players).toEqual(['Alice', 'Chloé', 'Bob']);
    expect(setup.seatKeys).toEqual([a, c, b]);
    setup.moveUp(0); // already first
    setup.moveDown(2); // already last
    expect(setup.players).toEqual(['Alice', 'Chloé', 'Bob']);
    setup.moveDown(0);
    expect(setup.players).toEqual(['Chloé', 'Alice', 'Bob']);

    setup.rename(1, 'Alicia');
    expect(setup.players[1]).toBe('Alicia');
    setup.remove(0);
    expect(setup.players).toEqual(['Alicia', 'Bob']);
    expect(setup.seatKeys).toEqual([a, b]);
  });

  it('an empty field adds a default name, skipping names already taken', () => {
    const app = new AppState(fakeApi().api);
    const setup = new SetupState(app, { defaultName: (n) => `Joueur ${n}` });
    setup.addPlayer();
    setup.newName = 'Joueur 2';
    setup.addPlayer();
    setup.addPlayer();
    expect(setup.players).toEqual(['Joueur 1', 'Joueur 2', 'Joueur 3']);
    setup.remove(0);
    setup.addPlayer(); // seat 3 would be "Joueur 3", which is taken
    expect(setup.players).toEqual(['Joueur 2', 'Joueur 3', 'Joueur 4']);
  });

  it('3 to 12 players: a 13th is refused, fewer than 3 blocks the start', () => {
    const { setup } = setupWith();
    expect(setup.blockers[0]).toEqual({ code: 'players-few', count: 3 });
    seat(setup, 'P1', 'P2');
    expect(setup.blockers[0]).toEqual({ code: 'players-few', count: 1 });
    seat(setup, 'P3');
    expect(setup.blockers.some((b) => b.code === 'players-few')).toBe(false);
    seat(setup, 'P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10', 'P11', 'P12');
    expect(setup.canAdd).toBe(false);
    setup.newName = 'P13';
    expect(setup.addPlayer()).toBe(false);
    expect(setup.addRemembered('Alice')).toBe(false);
    expect(setup.players).toHaveLength(12);
    expect(setup.newName).toBe('P13'); // kept, so nothing typed is lost
    expect(setup.blockers.some((b) => b.code === 'players-many')).toBe(false);
  });

  it('names are trimmed, 1 to 40 characters, and unique (case and spaces aside); the duplicate is named', () => {
    const { setup } = setupWith();
    seat(setup, 'Alice', 'Bob', 'Chloé');
    setup.newName = ' alice ';
    expect(setup.newNameProblem).toEqual({ code: 'duplicate', name: 'alice' });
    expect(setup.addPlayer()).toBe(false);
    setup.newName = 'x'.repeat(41);
    expect(setup.newNameProblem).toEqual({ code: 'too-long' });

    setup.rename(2, 'BOB ');
    expect(setup.nameProblems).toEqual([null, { code: 'duplicate', name: 'Bob' }, { code: 'duplicate', name: 'BOB' }]);
    expect(setup.blockers.filter((b) => b.code === 'name-duplicate')).toEqual([
      { code: 'name-duplicate', name: 'Bob' },
    ]);
    setup.rename(2, '   ');
    expect(setup.nameProblems[2]).toEqual({ code: 'empty' });
    expect(setup.blockers).toContainEqual({ code: 'name-empty', seat: 3 });
    setup.rename(2, 'y'.repeat(41));
    expect(setup.blockers).toContainEqual({ code: 'name-too-long', seat: 3 });
    setup.rename(2, 'Chloé');
    expect(setup.nameProblems).toEqual([null, null, null]);
  });

  it('names from earlier games are offered until they are at the table', async () => {
    const { setup } = setupWith();
    await setup.load();
    expect(setup.suggestions).toEqual(['Alice', 'Bob', 'Chloé', 'Dan']);
    expect(setup.addRemembered('Bob')).toBe(true);
    seat(setup, 'dan');
    expect(setup.suggestions).toEqual(['Alice', 'Chloé']);
    expect(setup.addRemembered('Bob')).toBe(false);
  });
});

describe('deck', () => {
  it('counts each role within its copies, lists the deck in box order and says what is missing or extra', () => {
    const { setup } = setupWith();
    seat(setup, 'A', 'B', 'C');
    expect(setup.needed).toBe(6);
    setup.addRole('seer');
    setup.addRole('seer'); // a single Seer card
    // Werewolves any number of times (the engine's), up to a whole deck: twelve players and the center.
    for (let i = 0; i < 16; i++) setup.addRole('werewolf');
    expect(setup.counts.werewolf).toBe(15);
    expect(setup.canAddRole('werewolf')).toBe(false);
    for (let i = 0; i < 12; i++) setup.removeRole('werewolf');
    setup.addRole('vampire');
    expect(setup.counts.seer).toBe(1);
    expect(setup.counts.werewolf).toBe(3);
    expect(setup.canAddRole('seer')).toBe(false);
    expect(setup.canAddRole('werewolf')).toBe(true);
    expect(setup.canAddRole('vampire')).toBe(true);
    expect(setup.deck).toEqual(['werewolf', 'werewolf', 'werewolf', 'seer', 'vampire']);
    expect(setup.missing).toBe(1);
    expect(setup.blockers).toContainEqual({ code: 'deck-missing', count: 1 });

    setup.addRole('villager');
    setup.addRole('tanner');
    expect(setup.missing).toBe(-1);
    expect(setup.blockers).toContainEqual({ code: 'deck-extra', count: 1 });
    setup.removeRole('tanner');
    setup.removeRole('tanner'); // never below zero
    expect(setup.counts.tanner).toBe(0);
    expect(setup.missing).toBe(0);
    expect(setup.blockers).toEqual([]);
    expect(setup.canStart).toBe(true);
    setup.clearDeck();
    expect(setup.deck).toEqual([]);
  });

  it('asks the main process to check the deck after each change and shows its warnings, not the size it states itself', async () => {
    const { setup, fake } = setupWith();
    seat(setup, 'A', 'B', 'C');
    setup.addRole('mason');
    await setup.settled();
    expect(fake.checks.at(-1)).toEqual({ players: 3, deck: ['mason'] });
    expect(setup.warnings.map((w) => w.code)).toEqual(['single-mason']);
    expect(setup.deckErrors).toEqual([]); // deck-size: the deck status says it
    setup.addRole('mason');
    await setup.settled();
    expect(setup.warnings).toEqual([]);
  });

  it('drops a check that answers after a newer one was asked', async () => {
    const answers: ((view: SessionResult<DeckCheckView>) => void)[] = [];
    const fake = fakeApi({ checkDeck: () => new Promise((resolve) => answers.push(resolve)) });
    const { setup } = setupWith(fake);
    seat(setup, 'A', 'B', 'C');
    setup.addRole('mason');
    const checks = answers.length;
    setup.addRole('mason');
    const stale = {
      ok: true,
      value: { errors: [], warnings: [{ code: 'single-mason', message: 'one' }], info: [] },
    } as const;
    answers[checks]!({ ok: true, value: { errors: [], warnings: [], info: [] } });
    answers[checks - 1]!(stale);
    for (const answer of answers) answer({ ok: true, value: { errors: [], warnings: [], info: [] } }); // the rest (no-ops once settled)
    await setup.settled();
    expect(setup.warnings).toEqual([]);
  });

  it('shows errors the check finds beyond the size, and they block the start', async () => {
    const fake = fakeApi({
      checkDeck: () => ok({ errors: [{ code: 'too-many-copies', message: 'two Seers' }], warnings: [], info: [] }),
    });
    const { setup } = setupWith(fake);
    seat(setup, 'A', 'B', 'C');
    for (const role of ['seer', 'robber', 'werewolf', 'werewolf', 'villager', 'drunk'] as const) setup.addRole(role);
    await setup.settled();
    expect(setup.deckErrors.map((e) => e.code)).toEqual(['too-many-copies']);
    expect(setup.blockers).toEqual([{ code: 'deck-error' }]);
    expect(setup.canStart).toBe(false);
  });
});

describe('presets', () => {
  it('are loaded once per player count, beginner deck first, and none outside 3 to 10 players', async () => {
    const { setup, fake } = setupWith();
    seat(setup, 'A', 'B', 'C', 'D');
    await setup.settled();
    expect(setup.presets).toEqual([]);
    seat(setup, 'E');
    await setup.settled();
    expect(setup.presets.map((p) => p.id)).toEqual(['beginner-5', 'lune-de-sang-5']);
    expect(isBeginnerPreset(setup.presets[0]!)).toBe(true);
    setup.remove(4);
    seat(setup, 'E');
    await setup.settled();
    expect(fake.presetCalls).toEqual([3, 4, 5]); // asked again: the cache answers
    expect(setup.presets).toHaveLength(2);
    for (const n of [4, 3, 2]) setup.remove(n);
    expect(setup.presets).toEqual([]);
  });

  it('applying a preset sets the deck; the preset stays marked until the deck changes', async () => {
    const { setup } = setupWith();
    seat(setup, 'A', 'B', 'C', 'D', 'E');
    await setup.settled();
    setup.applyPreset('lune-de-sang-5');
    expect(setup.deck).toEqual([
      'werewolf',
      'werewolf',
      'robber',
      'insomniac',
      'vampire',
      'the-count',
      'marksman',
      'gremlin',
    ]);
    expect(setup.missing).toBe(0);
    expect(setup.activePreset).toBe('lune-de-sang-5');
    setup.removeRole('robber');
    expect(setup.activePreset).toBeNull();
    setup.addRole('robber');
    expect(setup.activePreset).toBe('lune-de-sang-5');
    setup.applyPreset('no-such-preset');
    expect(setup.activePreset).toBe('lune-de-sang-5');
  });

  it('a preset listed twice is offered once; choosing Anarchie again draws again', async () => {
    const { setup, fake } = setupWith();
    seat(setup, 'A', 'B', 'C');
    await setup.settled();
    expect(setup.presets.map((p) => p.id)).toEqual(['nuit-tombante-3', 'anarchie-3']);
    setup.applyPreset('anarchie-3');
    const first = [...setup.deck];
    expect(setup.activePreset).toBe('anarchie-3');
    setup.applyPreset('anarchie-3');
    await setup.settled();
    expect(fake.presetCalls).toEqual([3, 3]);
    expect(setup.deck).not.toEqual(first);
    expect(setup.deck).toHaveLength(6);
    expect(setup.activePreset).toBe('anarchie-3');
  });
});

describe('options', () => {
  it('the discussion lasts one minute less than the number of players unless the moderator sets it', () => {
    const { setup } = setupWith();
    expect(setup.discussionSeconds).toBe(2 * 60); // as for 3 players while fewer are seated
    seat(setup, 'A', 'B', 'C', 'D', 'E', 'F', 'G');
    expect(setup.discussionSeconds).toBe(6 * 60);
    setup.setDiscussionMinutes(4.5);
    expect(setup.discussionSeconds).toBe(270);
    seat(setup, 'H');
    expect(setup.discussionSeconds).toBe(270); // chosen: it stays
    setup.setDiscussionMinutes(7); // the default for 8 players: follows the count again
    expect(setup.discussionOverride).toBeNull();
    seat(setup, 'I');
    expect(setup.discussionSeconds).toBe(8 * 60);
    setup.setDiscussionMinutes(0.1);
    expect(setup.discussionSeconds).toBe(30);
    setup.setDiscussionMinutes(500);
    expect(setup.discussionSeconds).toBe(3600);
    setup.resetDiscussion();
    expect(setup.discussionSeconds).toBe(480);
  });

  it('the role timer defaults to ten seconds and stays within 3 to 120', () => {
    const { setup } = setupWith();
    expect(setup.roleTimerSeconds).toBe(10);
    setup.setRoleTimer(1);
    expect(setup.roleTimerSeconds).toBe(3);
    setup.setRoleTimer(999);
    expect(setup.roleTimerSeconds).toBe(120);
    setup.setRoleTimer(Number.NaN);
    expect(setup.roleTimerSeconds).toBe(120);
    setup.setRoleTimer(14.6);
    expect(setup.roleTimerSeconds).toBe(15);
  });
});

describe('house rules', () => {
  it('each house rule offered starts at the engine’s own default (the rule texts’ reading)', () => {
    const { setup } = setupWith();
    expect(Object.keys(setup.houseRules)).toEqual(roles.setupHouseRules.map((h) => h.id));
    for (const [name, value] of Object.entries(setup.houseRules))
      expect([name, value]).toEqual([name, DEFAULT_OPTIONS[name as keyof typeof DEFAULT_OPTIONS]]);
    expect(setup.loneWolf).toBe(DEFAULT_OPTIONS.loneWolf);
  });

  it('the Tanner’s house rules matter with a Tanner and a lone Minion, or an Epic Battle (rulings 55, 89)', () => {
    const { setup } = setupWith();
    for (const role of ['tanner', 'minion', 'seer'] as const) setup.addRole(role);
    expect(setup.matters('tannerBeatsLoneMinion')).toBe(true);
    expect(setup.matters('epicTannerBlocksWerewolves')).toBe(false);
    setup.addRole('werewolf');
    expect(setup.matters('epicTannerBlocksWerewolves')).toBe(false);
    setup.addRole('vampire');
    expect(setup.matters('epicTannerBlocksWerewolves')).toBe(true);
    setup.removeRole('tanner');
    expect(setup.matters('tannerBeatsLoneMinion')).toBe(false);
    expect(setup.matters('epicTannerBlocksWerewolves')).toBe(false);
    // The Apprentice Tanner with no Tanner, and the Curator's Cudgel of the Tanner, make a Tanner too.
    setup.addRole('apprentice-tanner');
    expect(setup.matters('tannerBeatsLoneMinion')).toBe(true);
    setup.setHouseRule('epicTannerBlocksWerewolves', true);
    expect(setup.gameInput().options).toMatchObject({ epicTannerBlocksWerewolves: true, tannerBeatsLoneMinion: false });
  });

  it('the Paranormal Investigator’s house rule matters with him (ruling 90)', () => {
    const { setup } = setupWith();
    expect(setup.matters('investigatorChangeFollowsPlayer')).toBe(false);
    setup.addRole('paranormal-investigator');
    expect(setup.matters('investigatorChangeFollowsPlayer')).toBe(true);
    setup.setHouseRule('investigatorChangeFollowsPlayer', true);
    expect(setup.gameInput().options).toMatchObject({ investigatorChangeFollowsPlayer: true });
  });
});

describe('the recorded deal', () => {
  function dealt(): SetupState {
    const { setup } = setupWith();
    seat(setup, 'A', 'B', 'C');
    for (const role of ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager'] as const)
      setup.addRole(role);
    setup.setDealMode('manual');
    return setup;
  }

  it('offers only the deck’s roles, each as often as it is in the deck, and says what is left', () => {
    const setup = dealt();
    expect(setup.choices(null).map((c) => c.role)).toEqual(['werewolf', 'seer', 'robber', 'troublemaker', 'villager']);
    expect(setup.emptySlots).toBe(6);
    expect(setup.blockers).toEqual([{ code: 'deal-unassigned', count: 6 }]);
    expect(setup.assignSeat(0, 'werewolf')).toBe(true);
    expect(setup.assignCenter(2, 'werewolf')).toBe(true);
    expect(setup.left('werewolf')).toBe(0);
    expect(setup.assignSeat(1, 'werewolf')).toBe(false); // both Werewolves are placed
    expect(setup.assignSeat(0, 'werewolf')).toBe(true); // the seat's own card is free to choose again
    expect(setup.assignSeat(1, 'hunter')).toBe(false); // not in the deck
    expect(setup.leftToAssign).toEqual([
      { role: 'seer', count: 1 },
      { role: 'robber', count: 1 },
      { role: 'troublemaker', count: 1 },
      { role: 'villager', count: 1 },
    ]);
    setup.assignSeat(0, 'seer'); // gives a Werewolf back
    expect(setup.leftToAssign[0]).toEqual({ role: 'werewolf', count: 1 });
    setup.assignCenter(2, null);
    expect(setup.left('werewolf')).toBe(2);
    expect(setup.assignSeat(5, 'seer')).toBe(false);
    expect(setup.assignCenter(3, 'seer')).toBe(false);
  });

  it('seats keep their card when players move; cards the deck no longer holds are taken back', () => {
    const setup = dealt();
    setup.assignSeat(0, 'seer');
    setup.assignSeat(1, 'werewolf');
    setup.assignSeat(2, 'werewolf');
    setup.moveUp(2);
    expect(setup.seatCards).toEqual(['seer', 'werewolf', 'werewolf']);
    setup.moveDown(0);
    expect(setup.seatCards).toEqual(['werewolf', 'seer', 'werewolf']);
    setup.removeRole('werewolf'); // the last one entered goes back
    expect(setup.seatCards).toEqual(['werewolf', 'seer', null]);
    setup.remove(0);
    expect(setup.seatCards).toEqual(['seer', null]);
    seat(setup, 'D');
    expect(setup.seatCards).toEqual(['seer', null, null]);
    setup.clearDeal();
    expect(setup.seatCards).toEqual([null, null, null]);
    expect(setup.centerCards).toEqual([null, null, null]);
  });
});

describe('start', () => {
  it('the app shuffles: sends the trimmed names, the deck and every option, then shows the game', async () => {
    const { setup, app, fake } = setupWith();
    seat(setup, ' Alice', 'Bob ', 'Chloé');
    for (const role of ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager'] as const)
      setup.addRole(role);
    setup.setLoneWolf(false);
    setup.setHouseRule('cupidMayGiveOne', true);
    setup.setRoleTimer(12);
    expect(await setup.start()).toBe(true);
    expect(fake.created).toEqual([
      {
        players: ['Alice', 'Bob', 'Chloé'],
        deal: { mode: 'shuffle', deck: ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager'] },
        options: {
          loneWolf: false,
          diseasedCardVotes: false,
          cupidMayGiveOne: true,
          doppelgangerCountAnyPlayer: true,
          masterProtectedFromHunter: true,
          tannerBlocksVampires: false,
          tannerBeatsLoneMinion: false,
          epicTannerBlocksWerewolves: false,
          syntheticBeatsEveryone: false,
          appTieKillsPlayers: false,
          oracleChangeFollowsPlayer: false,
          timeLoopWholeNight: false,
          epicVillageAnyTwoTeams: false,
          daybreakWerewolfTannerOnly: false,
          investigatorChangeFollowsPlayer: false,
          artifactsDaybreakOnly: false,
          epicProtectedNextHighest: false,
          roleTimerSeconds: 12,
          discussionSeconds: 120,
        },
        // Told in the console's language from now on, whatever console runs it later.
        language: 'en',
      },
    ]);
    expect(app.game?.id).toBe('g1');
    expect(app.screen).toBe('deal');
    expect(setup.starting).toBe(false);
  });

  it('the physical deal: sends each seat’s card and the center, in seat order', async () => {
    const { setup, fake } = setupWith();
    seat(setup, 'Alice', 'Bob', 'Chloé');
    for (const role of ['vampire', 'the-count', 'priest', 'marksman', 'pickpocket', 'gremlin'] as const)
      setup.addRole(role);
    setup.setDealMode('manual');
    const cards = ['gremlin', 'vampire', 'priest', 'the-count', 'marksman', 'pickpocket'] as const;
    cards.slice(0, 3).forEach((card, i) => setup.assignSeat(i, card));
    cards.slice(3, 5).forEach((card, i) => setup.assignCenter(i, card));
    expect(setup.blockers).toEqual([{ code: 'deal-unassigned', count: 1 }]);
    expect(await setup.start()).toBe(false);
    expect(fake.created).toEqual([]);
    setup.assignCenter(2, 'pickpocket');
    expect(await setup.start()).toBe(true);
    expect(fake.created[0]!.deal).toEqual({
      mode: 'manual',
      players: ['gremlin', 'vampire', 'priest'],
      center: ['the-count', 'marksman', 'pickpocket'],
    });
    expect(fake.created[0]!.players).toEqual(['Alice', 'Bob', 'Chloé']);
  });

  it('a refusal stays on the setup screen as the console’s error', async () => {
    const fake = fakeApi({
      createGame: () => Promise.resolve({ ok: false, error: { code: 'rule/setup', message: 'no' } }),
    });
    const { setup, app } = setupWith(fake);
    seat(setup, 'A', 'B', 'C');
    for (const role of ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager'] as const)
      setup.addRole(role);
    expect(await setup.start()).toBe(false);
    expect(app.error).toBe('no');
    expect(app.screen).toBe('setup');
    expect(setup.players).toHaveLength(3);
  });

  it('back to setup: a game’s players, deck, options and deal mode come back, with a clean deal', async () => {
    const game = {
      id: 'g1',
      phase: 'setup',
      players: ['Alice', 'Bob', 'Chloé'],
      deck: ['werewolf', 'seer', 'robber', 'werewolf', 'troublemaker', 'villager'],
      options: { loneWolf: false, tannerBlocksVampires: true, roleTimerSeconds: 20, discussionSeconds: 300 },
      dealMode: 'manual',
      seed: null,
      table: {
        players: [
          { name: 'Alice', startCard: 'seer', card: 'seer', copied: null, mark: 'clarity' },
          { name: 'Bob', startCard: 'werewolf', card: 'werewolf', copied: null, mark: 'clarity' },
          { name: 'Chloé', startCard: 'villager', card: 'villager', copied: null, mark: 'clarity' },
        ],
        center: ['robber', 'werewolf', 'troublemaker'],
        board: [],
      },
    } as unknown as GameView;
    const fake = fakeApi();
    const setup = new SetupState(new AppState(fake.api), { from: game });
    await setup.load();
    expect(setup.players).toEqual(['Alice', 'Bob', 'Chloé']);
    expect(setup.counts.werewolf).toBe(2);
    expect(setup.missing).toBe(0);
    expect(setup.loneWolf).toBe(false);
    expect(setup.houseRules.tannerBlocksVampires).toBe(true);
    expect(setup.roleTimerSeconds).toBe(20);
    expect(setup.discussionSeconds).toBe(300);
    expect(setup.dealMode).toBe('manual');
    // A new game starts from a clean deal: the physical deal is entered again.
    expect(setup.seatCards).toEqual([null, null, null]);
    expect(setup.centerCards).toEqual([null, null, null]);
    expect(setup.blockers).toEqual([{ code: 'deal-unassigned', count: 6 }]);
    expect(fake.checks.at(-1)).toEqual({ players: 3, deck: setup.deck });
  });
});

describe('the setup survives navigation and reloads', () => {
  it('everything being written comes back from its draft: players, new name, deck, options, timers, deal', async () => {
    const { setup } = setupWith();
    seat(setup, 'Alice', 'Bob', 'Chloé');
    setup.newName = 'Da';
    for (const role of ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager'] as const)
      setup.addRole(role);
    setup.setLoneWolf(false);
    setup.setHouseRule('cupidMayGiveOne', true);
    setup.setRoleTimer(25);
    setup.setDiscussionMinutes(7);
    setup.setDealMode('manual');
    setup.assignSeat(0, 'seer');
    setup.assignCenter(2, 'villager');
    // What the screen stores, as a reload reads it back (JSON, field by field).
    const stored = parseDraft(JSON.parse(JSON.stringify(setup.draft)));
    const again = new SetupState(new AppState(fakeApi().api), { draft: stored });
    await again.load();
    expect(again.players).toEqual(['Alice', 'Bob', 'Chloé']);
    expect(again.newName).toBe('Da');
    expect(again.deck).toEqual(setup.deck);
    expect(again.loneWolf).toBe(false);
    expect(again.houseRules.cupidMayGiveOne).toBe(true);
    expect(again.roleTimerSeconds).toBe(25);
    expect(again.discussionSeconds).toBe(420);
    expect(again.dealMode).toBe('manual');
    expect(again.seatCards).toEqual(['seer', null, null]);
    expect(again.centerCards).toEqual([null, null, 'villager']);
  });

  it('a damaged draft starts from nothing, field by field', () => {
    expect(parseDraft('nonsense')).toBeNull();
    expect(parseDraft({ players: 'Alice' })).toBeNull();
    const draft = parseDraft({
      players: ['A', 'B'],
      counts: { seer: 'x', werewolf: 2 },
      dealMode: 'other',
      seatCards: [5],
    })!;
    expect(draft.counts).toEqual({ werewolf: 2 });
    expect(draft.dealMode).toBe('shuffle');
    expect(draft.seatCards).toEqual([null]);
    expect(draft.event).toBeNull();
  });

  it('a started game keeps the setup for next time with a clean deal', async () => {
    const { setup } = setupWith();
    seat(setup, 'A', 'B', 'C');
    for (const role of ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager'] as const)
      setup.addRole(role);
    setup.setDealMode('manual');
    (['werewolf', 'seer', 'robber'] as const).forEach((card, i) => setup.assignSeat(i, card));
    (['werewolf', 'troublemaker', 'villager'] as const).forEach((card, i) => setup.assignCenter(i, card));
    await setup.settled();
    expect(await setup.start()).toBe(true);
    const kept = loadDraft()!;
    expect(kept.players).toEqual(['A', 'B', 'C']);
    expect(kept.dealMode).toBe('manual');
    expect([...kept.seatCards, ...kept.centerCards].every((c) => c === null)).toBe(true);
  });

  it("a game for an event's table is seated at it when it starts, and remembered for the way back", async () => {
    const linked: unknown[] = [];
    const fake = fakeApi({
      linkEventGame: (...args) => {
        linked.push(args);
        return ok({} as never);
      },
    });
    const app = new AppState(fake.api);
    const setup = new SetupState(app, {
      draft: {
        ...draftFromGame(
          {
            players: ['A', 'B', 'C'],
            deck: ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager'],
            options: {},
            dealMode: 'manual',
          },
          { eventId: 'spring', round: 2, table: 3 },
        ),
      },
    });
    await setup.load();
    expect(setup.event).toEqual({ eventId: 'spring', round: 2, table: 3 });
    expect(setup.dealMode).toBe('manual');
    (['werewolf', 'seer', 'robber'] as const).forEach((card, i) => setup.assignSeat(i, card));
    (['werewolf', 'troublemaker', 'villager'] as const).forEach((card, i) => setup.assignCenter(i, card));
    expect(await setup.start()).toBe(true);
    expect(linked).toEqual([['spring', 2, 3, 'g1']]);
    expect(app.eventOf('g1')).toEqual({ eventId: 'spring', round: 2, table: 3 });
    expect(loadDraft()!.event).toBeNull();
  });
});
