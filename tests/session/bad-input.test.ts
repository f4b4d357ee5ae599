/**
 * Bad input on every session method: each is refused with a stable code and a message naming what is wrong,
 * nothing throws, and nothing is written (the archive list, every game's log, its view and the remembered
 * names are the same before and after; SQLite counts no changed row).
 */
import { describe, expect, it } from 'vitest';
import type { GameListEntry, GameView, ImportReport } from '../../src/shared/views.ts';
import type { SessionError, SessionResult } from '../../src/shared/session-contract.ts';
import type { Session } from '../../src/main/session/session.ts';
import type { Store, StoredEvent } from '../../src/main/persistence/store.ts';
import { GameOptionsSchema } from '../../src/shared/session-contract.ts';
import { openSession, unwrap } from './helpers.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];
const MANUAL = {
  mode: 'manual' as const,
  players: ['vampire', 'priest', 'marksman', 'pickpocket'],
  center: ['gremlin', 'villager', 'villager'],
};
const DECK = [...MANUAL.players, ...MANUAL.center];

/** A record that imports cleanly (the README's example, with its votes). */
function goodRecord(id: string): Record<string, unknown> {
  return {
    format: 'onu-record/1',
    id,
    players: PLAYERS,
    deal: { players: MANUAL.players, center: MANUAL.center },
    night: [
      { call: 'vampires', target: 'Cat' },
      { call: 'priest', target: 'Cat' },
    ],
    votes: { Ann: 'Ben', Ben: 'Ann', Cat: 'Ann', Dan: 'Ann' },
  };
}

interface Table {
  readonly session: Session;
  readonly store: Store;
  readonly path: string;
  /** One game in each phase: the deal, the Vampires' call, the day, the vote, the reveal. */
  readonly setup: string;
  readonly night: string;
  readonly day: string;
  readonly vote: string;
  readonly revealed: string;
}

function playToDay(session: Session, id: string): GameView {
  unwrap(session.startNight(id));
  unwrap(session.pass(id));
  unwrap(session.answer(id, { target: 2 }));
  let game = unwrap(session.answer(id, { target: 2 }));
  while (game.phase === 'dusk' || game.phase === 'night') game = unwrap(session.pass(id));
  expect(game.phase).toBe('day');
  return game;
}

function table(): Table {
  const { session, store, path } = openSession();
  const create = (): string => unwrap(session.createGame({ players: PLAYERS, deal: MANUAL })).id;
  const setup = create();
  const night = create();
  unwrap(session.startNight(night));
  expect(unwrap(session.pass(night)).call?.key).toBe('vampires');
  const day = create();
  playToDay(session, day);
  const vote = create();
  playToDay(session, vote);
  unwrap(session.startVote(vote));
  const revealed = create();
  playToDay(session, revealed);
  unwrap(session.startVote(revealed));
  expect(unwrap(session.vote(revealed, [1, 0, 0, 0])).phase).toBe('revealed');
  return { session, store, path, setup, night, day, vote, revealed };
}

interface Snapshot {
  readonly list: GameListEntry[];
  readonly names: string[];
  readonly games: Record<string, { events: StoredEvent[]; view: SessionResult<GameView> }>;
}

function snapshot(t: Pick<Table, 'session' | 'store'>): Snapshot {
  const list = t.store.list();
  const games: Snapshot['games'] = {};
  for (const g of list) games[g.id] = { events: t.store.events(g.id), view: t.session.getGame(g.id) };
  return { list, names: t.store.rememberedNames(), games };
}

function totalChanges(store: Store): number {
  return Number(store.database.prepare('SELECT total_changes()').pluck().get());
}

/** Runs a call that must be refused: it answers (never throws) `ok: false`, and nothing was written. */
function refused(
  t: Pick<Table, 'session' | 'store'>,
  run: () => SessionResult<unknown>,
  code: string | RegExp,
  message: RegExp,
): SessionError {
  const before = snapshot(t);
  const changes = totalChanges(t.store);
  let result: SessionResult<unknown> | undefined;
  expect(() => {
    result = run();
  }).not.toThrow();
  expect(result?.ok).toBe(false);
  if (!result || result.ok) throw new Error(`accepted: ${JSON.stringify(result)}`);
  if (typeof code === 'string') expect(result.error.code).toBe(code);
  else expect(result.error.code).toMatch(code);
  expect(result.error.message).toMatch(message);
  expect(totalChanges(t.store)).toBe(changes);
  expect(snapshot(t)).toEqual(before);
  return result.error;
}

/** An import that must import nothing: it answers a report whose every item is rejected, and writes nothing. */
function importRejected(
  t: Pick<Table, 'session' | 'store'>,
  input: { text: string; source?: string },
): ImportReport['rejected'] {
  const before = snapshot(t);
  const changes = totalChanges(t.store);
  let result: SessionResult<ImportReport> | undefined;
  expect(() => {
    result = t.session.importText(input);
  }).not.toThrow();
  const report = unwrap(result!);
  expect(report.imported).toEqual([]);
  expect(report.duplicates).toEqual([]);
  expect(report.rejected.length).toBeGreaterThan(0);
  expect(totalChanges(t.store)).toBe(changes);
  expect(snapshot(t)).toEqual(before);
  return report.rejected;
}

// --- game ids, on every method that takes one ------------------------------------------------------------

type IdMethod = (session: Session, id: unknown) => SessionResult<unknown>;

const ID_METHODS: [string, IdMethod][] = [
  ['getGame', (s, id) => s.getGame(id)],
  ['gameState', (s, id) => s.gameState(id)],
  ['startNight', (s, id) => s.startNight(id)],
  ['answer', (s, id) => s.answer(id, { target: 1 })],
  ['pass', (s, id) => s.pass(id)],
  ['override', (s, id) => s.override(id, { override: 'swap-cards', a: { player: 0 }, b: { player: 1 }, note: '' })],
  ['undo', (s, id) => s.undo(id)],
  ['startVote', (s, id) => s.startVote(id)],
  ['vote', (s, id) => s.vote(id, [1, 0, 0, 0])],
  ['deleteGame', (s, id) => s.deleteGame(id)],
  ['exportGame', (s, id) => s.exportGame(id)],
];

const BAD_IDS: [string, unknown, RegExp][] = [
  ['a number', 42, /^game id: .*expected string, received number/],
  ['null', null, /^game id: .*expected string/],
  ['undefined', undefined, /^game id: .*expected string/],
  ['an object', { id: 'game-1' }, /^game id: .*expected string/],
  ['an array', ['game-1'], /^game id: .*expected string/],
  ['an empty string', '', /^game id: .*>=1 characters/],
  ['101 characters', 'x'.repeat(101), /^game id: .*<=100 characters/],
];

describe('game ids', () => {
  for (const [method, call] of ID_METHODS) {
    it.each(BAD_IDS)(`${method}: an id that is %s is refused as invalid input`, (_, id, message) => {
      const t = table();
      refused(t, () => call(t.session, id), 'input/invalid', message);
    });

    it(`${method}: an unknown game id is refused as not found, naming the id`, () => {
      const t = table();
      refused(t, () => call(t.session, 'no-such-game'), 'game/not-found', /no game no-such-game in the archive/);
    });

    it(`${method}: a deleted game is not found any more`, () => {
      const t = table();
      unwrap(t.session.deleteGame(t.day));
      expect(t.store.events(t.day)).toEqual([]);
      refused(t, () => call(t.session, t.day), 'game/not-found', new RegExp(`no game ${t.day}`));
    });
  }
});

// --- createGame ------------------------------------------------------------------------------------------

describe('createGame', () => {
  const invalid: [string, unknown, RegExp][] = [
    ['not an object', 'Ann, Ben, Cat', /^new game: .*expected object, received string/],
    ['null', null, /^new game: .*expected object, received null/],
    ['missing players', { deal: MANUAL }, /players: .*expected array, received undefined/],
    ['missing deal', { players: PLAYERS }, /deal: .*expected object, received undefined/],
    ['players not an array', { players: 'Ann', deal: MANUAL }, /players: .*expected array, received string/],
    [
      'a player name of the wrong type',
      { players: ['Ann', 2, 'Cat', 'Dan'], deal: MANUAL },
      /players\[1\]: .*expected string/,
    ],
    [
      'an empty player name',
      { players: ['Ann', '', 'Cat', 'Dan'], deal: MANUAL },
      /players\[1\]: a player name cannot be empty/,
    ],
    [
      'a blank player name',
      { players: ['Ann', '   ', 'Cat', 'Dan'], deal: MANUAL },
      /players\[1\]: a player name cannot be empty/,
    ],
    [
      'a 41-character name',
      { players: ['Ann', 'B'.repeat(41), 'Cat', 'Dan'], deal: MANUAL },
      /players\[1\]: player name "B+…" has 41 characters; a name has at most 40/,
    ],
    ['no players at all', { players: [], deal: MANUAL }, /players: .*>=1 items/],
    ['an extra field', { players: PLAYERS, deal: MANUAL, extra: 1 }, /Unrecognized key: "extra"/],
    [
      'an extra field in the deal',
      { players: PLAYERS, deal: { ...MANUAL, seed: 3 } },
      /deal: Unrecognized key: "seed"/,
    ],
    ['an unknown deal mode', { players: PLAYERS, deal: { mode: 'random', deck: DECK } }, /deal\.mode: /],
    ['a deal without its mode', { players: PLAYERS, deal: { deck: DECK } }, /deal\.mode: /],
    [
      'a manual deal without its center',
      { players: PLAYERS, deal: { mode: 'manual', players: MANUAL.players } },
      /deal\.center: .*expected array/,
    ],
    ['a shuffle without its deck', { players: PLAYERS, deal: { mode: 'shuffle' } }, /deal\.deck: .*expected array/],
    [
      'a seed that is not an integer',
      { players: PLAYERS, deal: { mode: 'shuffle', deck: DECK, seed: 1.5 } },
      /deal\.seed: .*expected int, received number/,
    ],
    [
      'a seed that is a string',
      { players: PLAYERS, deal: { mode: 'shuffle', deck: DECK, seed: '7' } },
      /deal\.seed: .*expected number/,
    ],
    [
      'an unknown role in a shuffled deck',
      { players: PLAYERS, deal: { mode: 'shuffle', deck: [...DECK.slice(0, 6), 'wizard'] } },
      /deal\.deck\[6\]: "wizard" is not a role id of Werewolf, Daybreak, the Bonus Packs, Vampire or Alien/,
    ],
    [
      'an unknown role dealt to a player',
      { players: PLAYERS, deal: { ...MANUAL, players: ['vampire', 'priest', 'wizard', 'pickpocket'] } },
      /deal\.players\[2\]: "wizard" is not a role id of Werewolf, Daybreak, the Bonus Packs, Vampire or Alien/,
    ],
    [
      'an unknown role in the center',
      { players: PLAYERS, deal: { ...MANUAL, center: ['gremlin', 'Villager', 'villager'] } },
      /deal\.center\[1\]: "Villager" is not a role id of Werewolf, Daybreak, the Bonus Packs, Vampire or Alien/,
    ],
    [
      'a role that is not a string',
      { players: PLAYERS, deal: { ...MANUAL, center: ['gremlin', 7, 'villager'] } },
      /deal\.center\[1\]: /,
    ],
    [
      'an unknown option',
      { players: PLAYERS, deal: MANUAL, options: { wolfPack: true } },
      /options: Unrecognized key: "wolfPack"/,
    ],
    [
      'an option of the wrong type',
      { players: PLAYERS, deal: MANUAL, options: { loneWolf: 'yes' } },
      /options\.loneWolf: .*expected boolean/,
    ],
    [
      'a role timer under 3 seconds',
      { players: PLAYERS, deal: MANUAL, options: { roleTimerSeconds: 2 } },
      /options\.roleTimerSeconds: .*>=3/,
    ],
    [
      'a role timer over 120 seconds',
      { players: PLAYERS, deal: MANUAL, options: { roleTimerSeconds: 121 } },
      /options\.roleTimerSeconds: .*<=120/,
    ],
    [
      'a discussion under 30 seconds',
      { players: PLAYERS, deal: MANUAL, options: { discussionSeconds: 29 } },
      /options\.discussionSeconds: .*>=30/,
    ],
    ['options that are not an object', { players: PLAYERS, deal: MANUAL, options: [] }, /options: .*expected object/],
  ];

  it.each(invalid)('%s is refused as invalid input, naming the field', (_, input, message) => {
    const t = table();
    refused(t, () => t.session.createGame(input), 'input/invalid', message);
  });

  it('an input with several problems names each of them in `problems`', () => {
    const t = table();
    const error = refused(
      t,
      () => t.session.createGame({ players: ['Ann', ''], deal: { mode: 'shuffle', deck: ['wizard'] }, extra: 1 }),
      'input/invalid',
      /players\[1\].*deal\.deck\[0\]/s,
    );
    expect(error.problems).toEqual([
      expect.stringMatching(/players\[1\]/),
      expect.stringMatching(/deal\.deck\[0\]/),
      expect.stringMatching(/extra/),
    ]);
  });

  it.each([
    [
      'two cards short',
      DECK.slice(0, 5),
      /the deck has 5 cards for 4 players.*three more role cards than there are players \(7\)/,
    ],
    ['one card too many', [...DECK, 'werewolf'], /the deck has 8 cards for 4 players.*\(7\)/],
    ['empty', [], /the deck has 0 cards for 4 players/],
  ])('a shuffled deck %s is refused with the rule', (_, deck, message) => {
    const t = table();
    refused(
      t,
      () => t.session.createGame({ players: PLAYERS, deal: { mode: 'shuffle', deck } }),
      'rule/setup/deck-size',
      message,
    );
  });

  it.each([
    [
      'three cards for four players',
      { players: MANUAL.players.slice(0, 3), center: MANUAL.center },
      /deal\.players: 3 cards dealt to 4 players; every player gets exactly one card/,
    ],
    [
      'five cards for four players',
      { players: [...MANUAL.players, 'werewolf'], center: MANUAL.center },
      /deal\.players: 5 cards dealt to 4 players/,
    ],
    [
      'two center cards',
      { players: MANUAL.players, center: MANUAL.center.slice(0, 2) },
      /deal\.center: 2 center cards; always include three more role cards than there are players/,
    ],
    [
      'four center cards',
      { players: MANUAL.players, center: [...MANUAL.center, 'werewolf'] },
      /deal\.center: 4 center cards/,
    ],
  ])('a manual deal with %s is refused with the rule', (_, deal, message) => {
    const t = table();
    refused(
      t,
      () => t.session.createGame({ players: PLAYERS, deal: { mode: 'manual', ...deal } }),
      'rule/setup/deck-size',
      message,
    );
  });

  it('a deck with two copies of a lone role is refused, naming the role', () => {
    const t = table();
    refused(
      t,
      () =>
        t.session.createGame({
          players: PLAYERS,
          deal: { ...MANUAL, players: ['seer', 'seer', 'marksman', 'pickpocket'] },
        }),
      'rule/setup/too-many-copies',
      /2 seer cards; the game has a single seer card/,
    );
  });

  it.each([
    [
      'the same name twice',
      ['Ann', 'Ben', 'Ann', 'Dan'],
      /players\[2\]: Ann is named twice; every player needs a name of their own/,
    ],
    ['a name that differs only by spaces', ['Ann', 'Ben', 'Cat', ' Ben '], /players\[3\]: Ben is named twice/],
  ])('%s is refused: players are told apart by name', (_, players, message) => {
    const t = table();
    refused(t, () => t.session.createGame({ players, deal: MANUAL }), 'rule/setup/player-name', message);
  });

  const THIRTEEN = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lea', 'Max'];
  const SIXTEEN = [
    'villager',
    'villager',
    'werewolf',
    'werewolf',
    'seer',
    'robber',
    'troublemaker',
    'drunk',
    'insomniac',
    'villager',
    'villager',
    'villager',
    'tanner',
    'hunter',
    'minion',
    'mason',
  ];

  it.each([
    [
      '2 players (shuffled deck)',
      THIRTEEN.slice(0, 2),
      { mode: 'shuffle', deck: ['werewolf', 'seer', 'robber', 'villager', 'tanner'] },
      /2 players; One Night is played by 3 to 12 players/,
    ],
    [
      '2 players (manual deal)',
      THIRTEEN.slice(0, 2),
      { mode: 'manual', players: ['werewolf', 'seer'], center: ['robber', 'villager', 'tanner'] },
      /2 players; One Night is played by 3 to 12 players/,
    ],
    [
      '13 players (shuffled deck)',
      THIRTEEN,
      { mode: 'shuffle', deck: SIXTEEN },
      /13 players; One Night is played by 3 to 12 players/,
    ],
    [
      '13 players (manual deal)',
      THIRTEEN,
      { mode: 'manual', players: SIXTEEN.slice(0, 13), center: SIXTEEN.slice(13) },
      /13 players; One Night is played by 3 to 12 players/,
    ],
    [
      '1 player',
      ['Ann'],
      { mode: 'shuffle', deck: ['werewolf', 'seer', 'robber', 'villager'] },
      /1 players; One Night is played by 3 to 12 players/,
    ],
    [
      '20 players',
      Array.from({ length: 20 }, (_, i) => `P${i}`),
      { mode: 'manual', players: Array(20).fill('villager'), center: ['werewolf', 'seer', 'robber'] },
      /20 players; One Night is played by 3 to 12 players/,
    ],
  ])('%s is refused with the player-count rule', (_, players, deal, message) => {
    const t = table();
    refused(t, () => t.session.createGame({ players, deal }), 'rule/setup/player-count', message);
  });

  it('21 players are refused before the rules are even asked', () => {
    const t = table();
    const players = Array.from({ length: 21 }, (_, i) => `P${i}`);
    refused(
      t,
      () => t.session.createGame({ players, deal: { mode: 'shuffle', deck: Array(24).fill('villager') } }),
      'input/invalid',
      /players: .*<=20 items/,
    );
  });

  it('a refused game does not remember its player names', () => {
    const t = table();
    refused(
      t,
      () => t.session.createGame({ players: ['Zed', 'Yul', 'Zed'], deal: { mode: 'shuffle', deck: DECK.slice(0, 6) } }),
      /^rule\/setup\//,
      /Zed is named twice/,
    );
    expect(unwrap(t.session.rememberedNames())).not.toContain('Zed');
    expect(unwrap(t.session.rememberedNames())).not.toContain('Yul');
  });
});

// --- the night -------------------------------------------------------------------------------------------

describe('answer and pass', () => {
  it.each([
    ['a string', 'Cat', /^answer: .*expected object, received string/],
    ['null', null, /^answer: .*expected object, received null/],
    ['an array', [2], /^answer: .*expected object, received array/],
    ['a target that is a string', { target: '2' }, /^answer: target: .*expected number, received string/],
    ['a target that is not an integer', { target: 1.5 }, /^answer: target: .*expected int, received number/],
    ['a negative target', { target: -1 }, /^answer: target: .*>=0/],
    ['a target past the last seat (12)', { target: 12 }, /^answer: target: .*<=11/],
    ['four targets', { targets: [1, 2, 3, 0] }, /^answer: targets: .*<=3 items/],
    ['a center card 4', { center: 4 }, /^answer: center: .*<=3/],
    ['an unknown swap', { targets: [1, 2], swap: 'roles' }, /^answer: swap: /],
    ['an extra field', { target: 2, by: 'Ann' }, /^answer: Unrecognized key: "by"/],
  ])('an answer that is %s is refused as invalid input', (_, answer, message) => {
    const t = table();
    refused(t, () => t.session.answer(t.night, answer), 'input/invalid', message);
  });

  it('center card 3 is the Center Werewolf card: without the Alpha Wolf an override naming it is refused', () => {
    const t = table();
    refused(
      t,
      () => t.session.override(t.night, { override: 'swap-cards', a: { player: 0 }, b: { center: 3 }, note: '' }),
      'rule/override/unknown-place',
      /a player or a center card \(0, 1, 2\)/,
    );
  });

  it('a seat that is not at this table (4 players, seat 7) is refused, naming the seat', () => {
    const t = table();
    refused(
      t,
      () => t.session.answer(t.night, { target: 7 }),
      'rule/choice/unknown-target',
      /seat 7 is not a player at this table/,
    );
  });

  it('passing a mandatory call is refused, naming the player, the role and the rule', () => {
    const t = table();
    refused(
      t,
      () => t.session.pass(t.night),
      'rule/choice/missing',
      /Ann \(the Vampire\) must choose \(target\); the rules make this action mandatory/,
    );
  });

  it('an empty answer on a mandatory call is refused like a pass', () => {
    const t = table();
    refused(t, () => t.session.answer(t.night, {}), 'rule/choice/missing', /must choose/);
  });

  it('the Vampire marking herself is refused with the Vampire rule', () => {
    const t = table();
    refused(
      t,
      () => t.session.answer(t.night, { target: 0 }),
      'rule/target/vampire',
      /Mark of the Vampire goes to one other, non-Vampire player/,
    );
  });

  it.each([
    [
      'two center cards',
      { centers: [0, 1] },
      /"center" \(several center cards\) is not a choice here; this call has a choice of "target"/,
    ],
    ['two targets', { targets: [1, 2] }, /"targets" is not a choice here/],
    ['a Mark to view', { mark: 1 }, /"mark" is not a choice here/],
  ])('answering the Vampires with %s is refused as an unexpected choice', (_, answer, message) => {
    const t = table();
    refused(t, () => t.session.answer(t.night, answer), 'rule/choice/unexpected', message);
  });

  it('an answer on a call with nothing to choose is refused', () => {
    const t = table();
    unwrap(t.session.startNight(t.setup));
    expect(unwrap(t.session.getGame(t.setup)).call?.choice.kind).toBe('none');
    refused(
      t,
      () => t.session.answer(t.setup, { target: 1 }),
      'rule/choice/unexpected',
      /"target" is not a choice here; this call has nothing to choose/,
    );
  });

  it('the Marksman viewing the card and Mark of the same player is refused', () => {
    const t = table();
    const id = unwrap(t.session.createGame({ players: PLAYERS, deal: MANUAL })).id;
    unwrap(t.session.startNight(id));
    unwrap(t.session.pass(id));
    unwrap(t.session.answer(id, { target: 1 }));
    let game = unwrap(t.session.pass(id));
    while (game.call?.key !== 'marksman') game = unwrap(t.session.pass(id));
    refused(
      t,
      () => t.session.answer(id, { card: 0, mark: 0 }),
      'rule/target/illegal',
      /may not view both the card and the Mark of the same player/,
    );
    refused(t, () => t.session.answer(id, { card: 2 }), 'rule/target/illegal', /Cat cannot choose themselves/);
  });

  it('answering before the night is refused: start it first', () => {
    const t = table();
    refused(
      t,
      () => t.session.answer(t.setup, { target: 1 }),
      'phase/not-night',
      /the night has not begun: start it first/,
    );
    refused(t, () => t.session.pass(t.setup), 'phase/not-night', /the night has not begun/);
  });

  it.each(['day', 'vote', 'revealed'] as const)('answering in the %s is refused: the night is over', (phase) => {
    const t = table();
    refused(
      t,
      () => t.session.answer(t[phase], { target: 1 }),
      'phase/not-night',
      /the night is over; only the vote remains/,
    );
    refused(t, () => t.session.pass(t[phase]), 'phase/not-night', /the night is over/);
  });
});

describe('startNight', () => {
  it.each(['night', 'day', 'vote', 'revealed'] as const)('starting the night twice (in the %s) is refused', (phase) => {
    const t = table();
    refused(t, () => t.session.startNight(t[phase]), 'phase/night-started', /the night has already begun/);
  });
});

// --- overrides -------------------------------------------------------------------------------------------

describe('override', () => {
  const swap = (a: unknown, b: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    override: 'swap-cards',
    a,
    b,
    note: '',
    ...extra,
  });

  it.each([
    ['a string', 'swap Ann and Ben', /^override: /],
    ['null', null, /^override: /],
    [
      'an unknown kind',
      { override: 'steal-card', a: { player: 0 }, b: { player: 1 }, note: '' },
      /^override: override: /,
    ],
    [
      'a record-only kind (move-card)',
      { override: 'move-card', from: { player: 0 }, to: { center: 0 }, note: '' },
      /^override: override: /,
    ],
    [
      'no note',
      { override: 'swap-cards', a: { player: 0 }, b: { player: 1 } },
      /^override: note: .*expected string, received undefined/,
    ],
    ['no second place', { override: 'swap-cards', a: { player: 0 }, note: '' }, /^override: b: /],
    ['a place named by a name', swap('Ann', { player: 1 }), /^override: a: /],
    ['a place with two keys', swap({ player: 0, center: 1 }, { player: 1 }), /^override: a: /],
    ['a seat past 11', swap({ player: 12 }, { player: 1 }), /^override: a\.player: .*<=11/],
    ['a negative seat', swap({ player: 0 }, { player: -1 }), /^override: b\.player: .*>=0/],
    ['a center card 4', swap({ player: 0 }, { center: 4 }), /^override: b\.center: .*<=3/],
    ['a Mark spot with swap-cards', swap({ player: 0 }, { spot: 1 }), /^override: b: /],
    [
      'a Mark spot past 40',
      { override: 'swap-marks', a: { player: 0 }, b: { spot: 41 }, note: '' },
      /^override: b\.spot: .*<=40/,
    ],
    [
      'a note over 2000 characters',
      swap({ player: 0 }, { player: 1 }, { note: 'x'.repeat(2001) }),
      /^override: note: .*<=2000/,
    ],
    ['an extra field', swap({ player: 0 }, { player: 1 }, { by: 'Ann' }), /^override: .*Unrecognized key: "by"/],
  ])('an override that is %s is refused as invalid input', (_, override, message) => {
    const t = table();
    refused(t, () => t.session.override(t.night, override), 'input/invalid', message);
  });

  it.each([
    [
      'a seat not at the table',
      swap({ player: 4 }, { player: 1 }),
      /name two different places: a player or a center card/,
    ],
    ['the same place twice', swap({ center: 1 }, { center: 1 }), /name two different places/],
    [
      'the same player twice',
      { override: 'swap-marks', a: { player: 2 }, b: { player: 2 }, note: '' },
      /name two different places: a player or a Marks board spot/,
    ],
    [
      'a Marks board spot that does not exist',
      { override: 'swap-marks', a: { player: 0 }, b: { spot: 3 }, note: '' },
      /a player or a Marks board spot/,
    ],
  ])('an override naming %s is refused with the rule', (_, override, message) => {
    const t = table();
    refused(t, () => t.session.override(t.night, override), 'rule/override/unknown-place', message);
  });

  it('an override after the reveal is refused: undo the vote first', () => {
    const t = table();
    refused(
      t,
      () => t.session.override(t.revealed, swap({ player: 0 }, { player: 1 })),
      'phase/revealed',
      /the result is out: undo the vote before correcting the table/,
    );
    refused(
      t,
      () => t.session.override(t.revealed, { override: 'swap-marks', a: { player: 0 }, b: { spot: 0 }, note: '' }),
      'phase/revealed',
      /undo the vote/,
    );
  });
});

// --- undo ------------------------------------------------------------------------------------------------

describe('undo', () => {
  it('undo with nothing to undo is refused', () => {
    const t = table();
    refused(t, () => t.session.undo(t.setup), 'undo/nothing', /nothing to undo: the game is back at the deal/);
  });

  it('undo past the deal is refused once every command is taken back', () => {
    const t = table();
    let game = unwrap(t.session.getGame(t.night));
    while (game.canUndo) game = unwrap(t.session.undo(t.night));
    expect(game.phase).toBe('setup');
    refused(t, () => t.session.undo(t.night), 'undo/nothing', /nothing to undo/);
  });

  it('an imported game undone back to its deal has nothing more to undo', () => {
    const t = table();
    expect(unwrap(t.session.importText({ text: JSON.stringify(goodRecord('imported')) })).imported).toEqual([
      'imported',
    ]);
    let game = unwrap(t.session.getGame('imported'));
    while (game.canUndo) game = unwrap(t.session.undo('imported'));
    expect(game.phase).toBe('setup');
    refused(t, () => t.session.undo('imported'), 'undo/nothing', /nothing to undo/);
  });
});

// --- the vote --------------------------------------------------------------------------------------------

describe('startVote and vote', () => {
  it.each(['setup', 'night'] as const)(
    'starting the vote in the %s is refused: the vote comes after the night',
    (phase) => {
      const t = table();
      refused(t, () => t.session.startVote(t[phase]), 'phase/not-day', /the vote comes after the night/);
    },
  );

  it.each(['setup', 'night'] as const)('voting in the %s is refused: the vote comes after the night', (phase) => {
    const t = table();
    refused(t, () => t.session.vote(t[phase], [1, 0, 0, 0]), 'phase/not-day', /the vote comes after the night/);
  });

  it('starting the vote twice is refused', () => {
    const t = table();
    refused(t, () => t.session.startVote(t.vote), 'phase/vote-started', /the vote has already begun/);
  });

  it('starting the vote after the reveal is refused', () => {
    const t = table();
    refused(
      t,
      () => t.session.startVote(t.revealed),
      /^phase\//,
      /the vote has already begun|the votes are already in|result is out/,
    );
  });

  it('voting again after the reveal is refused: undo the votes to change them', () => {
    const t = table();
    refused(
      t,
      () => t.session.vote(t.revealed, [2, 0, 0, 0]),
      'phase/revealed',
      /the votes are already in: undo them to change them/,
    );
  });

  it.each([
    ['a string', 'Ann', /^votes: .*expected array, received string/],
    ['an object by name', { Ann: 'Ben' }, /^votes: .*expected array/],
    ['empty', [], /^votes: .*>=1 items/],
    ['thirteen votes', [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], /^votes: .*<=12 items/],
    ['a seat that is a string', [1, '0', 0, 0], /^votes: \[1\]: .*expected number, received string/],
    ['a seat that is not an integer', [1, 0.5, 0, 0], /^votes: \[1\]: .*expected int, received number/],
    ['a negative seat', [1, -1, 0, 0], /^votes: \[1\]: .*>=0/],
    ['a seat past the app (12)', [1, 13, 0, 0], /^votes: \[1\]: .*<=12/],
    ['a missing vote (null)', [1, null, 0, 0], /^votes: \[1\]: /],
  ])('votes that are %s are refused as invalid input', (_, votes, message) => {
    const t = table();
    refused(t, () => t.session.vote(t.vote, votes), 'input/invalid', message);
  });

  it.each(['day', 'vote'] as const)('a vote for oneself (in the %s) is refused, naming the player', (phase) => {
    const t = table();
    refused(
      t,
      () => t.session.vote(t[phase], [1, 1, 0, 0]),
      'rule/vote/self',
      /votes\.Ben: Ben voted for themselves; nobody may vote for themselves/,
    );
  });

  it('too few votes are refused, naming who did not vote', () => {
    const t = table();
    refused(
      t,
      () => t.session.vote(t.vote, [1, 0, 0]),
      'rule/vote/missing',
      /votes\.Dan: Dan did not vote; every player points at another player/,
    );
  });

  it('too many votes are refused: each player votes exactly once', () => {
    const t = table();
    refused(
      t,
      () => t.session.vote(t.vote, [1, 0, 0, 0, 0]),
      'rule/vote/unknown-player',
      /5 votes for 4 players; each player votes exactly once/,
    );
  });

  it('a vote for a seat that is not at the table is refused, naming the seat', () => {
    const t = table();
    refused(
      t,
      () => t.session.vote(t.vote, [1, 0, 7, 0]),
      'rule/vote/unknown-player',
      /votes\.Cat: Cat voted for seat 7, which is not a player/,
    );
  });

  it('votes with several problems name each of them in `problems`', () => {
    const t = table();
    const error = refused(
      t,
      () => t.session.vote(t.vote, [0, 1, 0]),
      /^rule\/vote\//,
      /Ann voted for themselves.*Ben voted for themselves.*Dan did not vote/s,
    );
    expect(error.problems).toEqual([
      expect.stringMatching(/Ann voted for themselves/),
      expect.stringMatching(/Ben voted for themselves/),
      expect.stringMatching(/Dan did not vote/),
    ]);
  });
});

// --- the archive -----------------------------------------------------------------------------------------

describe('deleteGame', () => {
  it('deleting a game twice: the second time it is not found', () => {
    const t = table();
    expect(unwrap(t.session.deleteGame(t.setup))).toEqual({ deleted: t.setup });
    refused(t, () => t.session.deleteGame(t.setup), 'game/not-found', new RegExp(`no game ${t.setup} in the archive`));
  });
});

describe('the methods without input', () => {
  it('listGames, rememberedNames and exportArchive answer after refused inputs as before them', () => {
    const t = table();
    const list = unwrap(t.session.listGames());
    const names = unwrap(t.session.rememberedNames());
    const archive = unwrap(t.session.exportArchive());
    for (const input of [
      null,
      {},
      { players: ['Xia', 'Yan', 'Zoe'], deal: MANUAL },
      { players: ['Xia', 'Xia', 'Zoe'], deal: { mode: 'shuffle', deck: DECK.slice(0, 6) } },
    ])
      expect(t.session.createGame(input).ok).toBe(false);
    expect(t.session.vote(t.vote, [0, 0, 0, 0]).ok).toBe(false);
    expect(t.session.importText({ text: 'not json' }).ok).toBe(true);
    expect(unwrap(t.session.listGames())).toEqual(list);
    expect(unwrap(t.session.rememberedNames())).toEqual(names);
    expect(unwrap(t.session.exportArchive())).toBe(archive);
  });
});

describe('importText', () => {
  it.each([
    ['a string instead of an object', 'text', /^import: .*expected object, received string/],
    ['null', null, /^import: .*expected object, received null/],
    ['an object without text', { source: 'a.json' }, /^import: text: .*expected string, received undefined/],
    ['text that is not a string', { text: { format: 'onu-record/1' } }, /^import: text: .*expected string/],
    ['a source that is not a string', { text: '', source: 3 }, /^import: source: .*expected string/],
    ['an extra field', { text: '', path: 'a.json' }, /^import: Unrecognized key: "path"/],
  ])('an import input that is %s is refused as invalid input', (_, input, message) => {
    const t = table();
    refused(t, () => t.session.importText(input), 'input/invalid', message);
  });

  it.each([
    ['empty', ''],
    ['only white space', ' \n\n\t \n'],
  ])('an import of %s text imports nothing and says the file is empty', (_, text) => {
    const t = table();
    expect(importRejected(t, { text, source: 'empty.json' })).toEqual([
      { item: 'empty.json', problems: ['the file is empty'] },
    ]);
  });

  it.each([
    ['prose', 'These are not the records you are looking for.'],
    ['a truncated record', JSON.stringify(goodRecord('cut')).slice(0, 80)],
    ['XML', '<record format="onu-record/1"/>'],
  ])('an import of %s (not JSON) imports nothing and says it is not valid JSON', (_, text) => {
    const t = table();
    const rejected = importRejected(t, { text, source: 'notes.txt' });
    expect(rejected).toEqual([{ item: 'notes.txt:1', problems: [expect.stringMatching(/^not valid JSON \(/)] }]);
  });

  it.each([
    ['null', null, /expected object, received null/],
    ['a number', 42, /expected object, received number/],
    ['an array', [goodRecord('in-an-array')], /expected object, received array/],
    [
      'an object of another format',
      { ...goodRecord('other'), format: 'onu-record/2' },
      /format must be "onu-record\/1"/,
    ],
    ['a record without its deal', { ...goodRecord('no-deal'), deal: undefined }, /deal: .*expected object/],
  ])('an import of JSON that is %s imports nothing and names the problem', (_, value, problem) => {
    const t = table();
    const rejected = importRejected(t, { text: JSON.stringify(value), source: 'x.json' });
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.item).toBe('x.json');
    expect(rejected[0]!.problems.join('\n')).toMatch(problem);
  });

  it.each([
    [
      'two Seers',
      { deal: { players: ['seer', 'seer', 'marksman', 'pickpocket'], center: MANUAL.center } },
      /2 seer cards; the game has a single seer card/,
    ],
    [
      'two players',
      {
        players: ['Ann', 'Ben'],
        deal: { players: ['vampire', 'priest'], center: MANUAL.center },
        night: [],
        votes: { Ann: 'Ben', Ben: 'Ann' },
      },
      /2 players; One Night is played by 3 to 12 players/,
    ],
    ['a name used twice', { players: ['Ann', 'Ben', 'Ann', 'Dan'], votes: undefined, night: [] }, /Ann is named twice/],
    [
      'an unknown role',
      { deal: { players: ['vampire', 'priest', 'wizard', 'pickpocket'], center: MANUAL.center } },
      /"wizard" is not a role id of Werewolf, Daybreak, the Bonus Packs, Vampire or Alien/,
    ],
    ['the Vampire marking herself', { night: [{ call: 'vampires', target: 'Ann' }] }, /non-Vampire player/],
    ['a mandatory call left out before the votes', { night: [] }, /must choose|mandatory|vampires/i],
    [
      'a vote for oneself',
      { votes: { Ann: 'Ann', Ben: 'Ann', Cat: 'Ann', Dan: 'Ann' } },
      /Ann voted for themselves|nobody may vote for themselves/,
    ],
    [
      'a vote by someone who is not a player',
      { votes: { Ann: 'Ben', Ben: 'Ann', Cat: 'Ann', Dan: 'Ann', Eve: 'Ann' } },
      /"Eve" is not a player; only players vote/,
    ],
  ])('a record with a rule error (%s) imports nothing and names the rule', (_, change, problem) => {
    const t = table();
    const record = { ...goodRecord('ruled'), ...change };
    const rejected = importRejected(t, { text: JSON.stringify(record), source: 'ruled.json' });
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.item).toBe('ruled.json');
    expect(rejected[0]!.problems.join('\n')).toMatch(problem);
    expect(t.store.has('ruled')).toBe(false);
  });

  it('a JSON Lines archive imports its good lines and rejects each bad one with its line label', () => {
    const t = table();
    const lines = [
      JSON.stringify(goodRecord('line-1')),
      '{"format": "onu-record/1", "players": [',
      JSON.stringify({ ...goodRecord('line-3'), night: [{ call: 'vampires', target: 'Ann' }] }),
      '',
      JSON.stringify(goodRecord('line-5')),
      'null',
    ];
    const before = snapshot(t);
    const report = unwrap(t.session.importText({ text: `${lines.join('\n')}\n`, source: 'archive.jsonl' }));
    expect(report.imported).toEqual(['line-1', 'line-5']);
    expect(report.duplicates).toEqual([]);
    expect(report.rejected).toEqual([
      { item: 'archive.jsonl:2', problems: [expect.stringMatching(/^not valid JSON/)] },
      { item: 'archive.jsonl:3', problems: [expect.stringMatching(/non-Vampire player/)] },
      { item: 'archive.jsonl:6', problems: [expect.stringMatching(/expected object, received null/)] },
    ]);
    // The good ones are whole games; the bad ones left nothing behind; the games already there are untouched.
    expect(t.store.has('line-3')).toBe(false);
    expect(unwrap(t.session.getGame('line-1')).phase).toBe('revealed');
    expect(unwrap(t.session.getGame('line-5')).result?.winners).toEqual(
      unwrap(t.session.getGame('line-1')).result?.winners,
    );
    const after = snapshot(t);
    expect(after.list.filter((g) => !g.id.startsWith('line-'))).toEqual(before.list);
    for (const [id, game] of Object.entries(before.games)) expect(after.games[id]).toEqual(game);
  });

  it('a JSON Lines archive without a source is labelled "input:N"', () => {
    const t = table();
    const report = unwrap(t.session.importText({ text: `${JSON.stringify(goodRecord('a'))}\n{oops}\n` }));
    expect(report.imported).toEqual(['a']);
    expect(report.rejected).toEqual([{ item: 'input:2', problems: [expect.stringMatching(/^not valid JSON/)] }]);
  });

  it('a record whose id is already in the archive is skipped as a duplicate, and the game there is untouched', () => {
    const t = table();
    const exported = unwrap(t.session.exportGame(t.revealed));
    const changed = { ...exported, votes: { Ann: 'Cat', Ben: 'Cat', Cat: 'Ann', Dan: 'Cat' } };
    const before = snapshot(t);
    expect(unwrap(t.session.importText({ text: JSON.stringify(changed) }))).toEqual({
      imported: [],
      duplicates: [t.revealed],
      rejected: [],
    });
    expect(snapshot(t)).toEqual(before);
  });

  it('a record whose timers are out of range is not stored with options a new game would refuse', () => {
    const t = table();
    const record = { ...goodRecord('timers'), nightwarden: { roleTimerSeconds: 100_000, discussionSeconds: -5 } };
    const report = unwrap(t.session.importText({ text: JSON.stringify(record), source: 'timers.json' }));
    if (report.imported.length === 0) {
      expect(report.rejected).toEqual([
        {
          item: 'timers.json',
          problems: [expect.stringMatching(/roleTimerSeconds/), expect.stringMatching(/discussionSeconds/)],
        },
      ]);
      return;
    }
    const { roleTimerSeconds, discussionSeconds } = unwrap(t.session.getGame('timers')).options;
    expect(
      GameOptionsSchema.safeParse({
        ...(roleTimerSeconds !== undefined ? { roleTimerSeconds } : {}),
        ...(discussionSeconds !== undefined ? { discussionSeconds } : {}),
      }).success,
    ).toBe(true);
  });

  it('a record whose nightwarden.cursor contradicts its night entries is not silently cut short', () => {
    const t = table();
    const record: Record<string, unknown> = {
      ...goodRecord('cut-short'),
      votes: undefined,
      nightwarden: { cursor: 0 },
    };
    const report = unwrap(t.session.importText({ text: JSON.stringify(record), source: 'cut.json' }));
    if (report.imported.length === 0) {
      expect(report.rejected).toHaveLength(1);
      return;
    }
    // Imported: then every night entry of the record is in the game.
    expect(unwrap(t.session.exportGame('cut-short')).night).toEqual(record['night']);
  });
});
