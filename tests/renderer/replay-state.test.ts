/**
 * The replay screen's state (ReplayState) against a fake session: stepping through the game and its
 * bounds (buttons, keys, slider), what each step moved on the table, following a player (their steps
 * only, their summary, answers overtaken by another choice dropped), the data told again in another
 * language on the same step, and the report exported and printed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { ReplayState, tableHasMarks } from '../../src/renderer/src/replay/replay-state.svelte.ts';
import type { Api } from '../../src/shared/api.ts';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import type { FollowView, ReplayStep, ReplayView, TableView } from '../../src/shared/views.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];

/** The Vampire game of the fixture vampire-clarity-team-from-card: Ben, the Gremlin, swaps Ann's and Cat's cards. */
function dealt(): TableView {
  const cards = ['vampire', 'gremlin', 'priest', 'villager'];
  return {
    players: PLAYERS.map((name, i) => ({
      name,
      startCard: cards[i]!,
      card: cards[i]!,
      copied: null,
      mark: 'clarity',
    })),
    center: ['marksman', 'pickpocket', 'villager'],
    board: [
      { spot: 0, kind: 'vampire', set: 'main', index: 0, holds: 'vampire', given: false },
      { spot: 1, kind: 'clarity', set: 'main', index: 0, holds: 'clarity', given: false },
    ],
  };
}

function withMark(table: TableView, seat: number, mark: string, spot: number): TableView {
  return {
    ...table,
    players: table.players.map((p, i) => (i === seat ? { ...p, mark } : p)),
    board: table.board.map((s) => (s.spot === spot ? { ...s, holds: 'clarity', given: true } : s)),
  };
}

function swapCards(table: TableView, a: number, b: number): TableView {
  const players = table.players.map((p) => ({ ...p }));
  [players[a]!.card, players[b]!.card] = [players[b]!.card, players[a]!.card];
  return { ...table, players };
}

const DEAL = dealt();
const AFTER_VAMPIRES = withMark(DEAL, 3, 'vampire', 0);
const AFTER_GREMLIN = swapCards(AFTER_VAMPIRES, 0, 2);
const AFTER_WRONG = swapCards(AFTER_GREMLIN, 1, 3);

function steps(language: 'en' | 'fr'): ReplayStep[] {
  const say = (en: string, fr: string): string => (language === 'en' ? en : fr);
  const step = (
    seq: number,
    kind: ReplayStep['kind'],
    text: string,
    table: TableView,
    involves: number[],
    undone = false,
  ): ReplayStep => ({ seq, kind, text, table, involves, undone });
  return [
    step(0, 'deal', say('The deal.', 'La distribution.'), DEAL, [0, 1, 2, 3]),
    step(
      1,
      'call',
      say('Dusk: the Vampires (Ann) marked Dan.', 'Crépuscule : les Vampires (Ann)…'),
      AFTER_VAMPIRES,
      [0, 3],
    ),
    step(
      2,
      'call',
      say('Night: the Gremlin (Ben) swapped Ann and Cat.', 'Nuit : le Gremlin (Ben)…'),
      AFTER_GREMLIN,
      [0, 1, 2],
    ),
    step(3, 'correction', say('Correction: Ben and Dan.', 'Correction : Ben et Dan.'), AFTER_WRONG, [1, 3], true),
    step(4, 'undo', say('Undo: took back #3.', 'Retour : #3 annulé.'), AFTER_GREMLIN, [1, 3]),
    step(5, 'vote', say('Vote: Cat 3.', 'Vote : Cat 3.'), AFTER_GREMLIN, [0, 1, 2, 3]),
    step(5, 'death', say('Cat dies with 3 votes.', 'Cat meurt avec 3 voix.'), AFTER_GREMLIN, [2]),
    step(5, 'result', say('The village wins.', 'Le village gagne.'), AFTER_GREMLIN, [0, 1, 2, 3]),
  ];
}

function followOf(seat: number, language: 'en' | 'fr'): FollowView {
  const all = steps(language);
  const end = AFTER_GREMLIN.players[seat]!;
  return {
    seat,
    name: PLAYERS[seat]!,
    startCard: DEAL.players[seat]!.card,
    startMark: 'clarity',
    card: end.card,
    copied: null,
    mark: end.mark,
    outcome: {
      team: seat === 2 ? 'vampire' : 'village',
      dead: seat === 2,
      won: seat !== 2,
      reason: seat === 2 ? 'lost' : 'won',
      death: seat === 2 ? 'Cat dies with 3 votes.' : null,
      votedFor: seat === 2 ? 0 : 2,
    },
    steps: all.map((s, index) => ({ ...s, index })).filter((s) => s.kind !== 'deal' && s.involves.includes(seat)),
  };
}

/** A promise the test resolves by hand, to hold an answer back. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function harness(options: { replay?: 'ok' | 'fail'; follow?: 'ok' | 'fail' } = {}) {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
  const ok = <T>(value: T): Promise<SessionResult<T>> => Promise.resolve({ ok: true, value });
  const fail = (message: string): Promise<SessionResult<never>> =>
    Promise.resolve({ ok: false, error: { code: 'input/invalid', message } });
  let language: 'en' | 'fr' = 'en';
  /** Follow answers held back by the test, by seat. */
  const held = new Map<number, ReturnType<typeof deferred<SessionResult<FollowView>>>>();
  const api = {
    replay: vi.fn((): Promise<SessionResult<ReplayView>> =>
      options.replay === 'fail' ? fail('no such game') : ok({ players: PLAYERS, steps: steps(language) }),
    ),
    followPlayer: vi.fn((_id: string, seat: number): Promise<SessionResult<FollowView>> => {
      if (options.follow === 'fail') return fail('no follow');
      const hold = held.get(seat);
      return hold ? hold.promise : ok(followOf(seat, language));
    }),
    gameReport: vi.fn(() => ok({ fileName: `report-${language}.html`, html: `<!doctype html><p>${language}</p>` })),
  };
  const app = new AppState(api as unknown as Api);
  app.openReplay('g1');
  const downloads: { name: string; text: string; type: string }[] = [];
  const printed: string[] = [];
  const replay = new ReplayState(app, 'g1', {
    download: (name, text, type) => downloads.push({ name, text, type }),
    print: (html) => {
      printed.push(html);
      return Promise.resolve();
    },
  });
  return {
    app,
    api,
    replay,
    downloads,
    printed,
    held,
    setLanguage: (l: 'en' | 'fr') => (language = l),
    hold: (seat: number) => {
      const d = deferred<SessionResult<FollowView>>();
      held.set(seat, d);
      return d;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const seatCards = (table: TableView | undefined): string[] => table?.players.map((p) => p.card) ?? [];

describe('stepping through the game', () => {
  it('starts at the deal, and moves one step at a time within bounds', async () => {
    const { replay, api } = harness();
    expect(replay.step).toBeNull();
    expect(replay.canNext).toBe(false);
    await replay.load();
    expect(api.replay).toHaveBeenCalledWith('g1');
    expect(replay.players).toEqual(PLAYERS);
    expect(replay.steps).toHaveLength(8);
    expect(replay.position).toBe(0);
    expect(replay.step).toMatchObject({ kind: 'deal', index: 0 });
    expect(replay.canPrevious).toBe(false);
    replay.previous();
    expect(replay.position).toBe(0);
    replay.next();
    replay.next();
    expect(replay.step).toMatchObject({
      kind: 'call',
      index: 2,
      text: 'Night: the Gremlin (Ben) swapped Ann and Cat.',
    });
    replay.last();
    expect(replay.step?.kind).toBe('result');
    expect(replay.canNext).toBe(false);
    replay.next();
    expect(replay.position).toBe(7);
    replay.first();
    expect(replay.position).toBe(0);
  });

  it('the slider and a click go straight to a step; anything out of range or not a whole number is ignored', async () => {
    const { replay } = harness();
    await replay.load();
    replay.select(3);
    expect(replay.step).toMatchObject({ kind: 'correction', undone: true });
    for (const bad of [-1, 8, 2.5, Number.NaN]) {
      replay.select(bad);
      expect(replay.position).toBe(3);
    }
  });

  it('← → step, Home and End jump; other keys are left alone', async () => {
    const { replay } = harness();
    await replay.load();
    expect(replay.onKey('ArrowRight')).toBe(true);
    expect(replay.position).toBe(1);
    expect(replay.onKey('End')).toBe(true);
    expect(replay.position).toBe(7);
    expect(replay.onKey('ArrowLeft')).toBe(true);
    expect(replay.position).toBe(6);
    expect(replay.onKey('Home')).toBe(true);
    expect(replay.position).toBe(0);
    // H is the app's (hide the secrets); F and Escape are the reveal's.
    for (const key of ['h', 'H', 'f', 'Escape', 'ArrowUp', ' ']) expect(replay.onKey(key)).toBe(false);
    expect(replay.position).toBe(0);
  });

  it('highlights what each step moved: nothing at the deal, the two cards of the Gremlin’s swap, the Mark given', async () => {
    const { replay } = harness();
    await replay.load();
    expect(replay.changed.size).toBe(0);
    replay.next();
    expect([...replay.changed].sort()).toEqual(['mark:3', 'spot:0']);
    replay.next();
    expect(seatCards(replay.step?.table)).toEqual(['priest', 'gremlin', 'vampire', 'villager']);
    expect([...replay.changed].sort()).toEqual(['card:0', 'card:2']);
    // The undo puts back what the correction moved: the same places light up.
    replay.select(4);
    expect([...replay.changed].sort()).toEqual(['card:1', 'card:3']);
    // The vote moves nothing.
    replay.select(5);
    expect(replay.changed.size).toBe(0);
  });

  it('a replay that cannot be had: the console shows why, the screen says so', async () => {
    const { replay, app } = harness({ replay: 'fail' });
    await replay.load();
    expect(replay.failed).toBe(true);
    expect(replay.view).toBeNull();
    expect(replay.steps).toEqual([]);
    expect(app.error).toBe('no such game');
  });

  it('Marks are shown only in games that hand them out', () => {
    expect(tableHasMarks(DEAL)).toBe(true);
    const werewolf: TableView = { ...DEAL, board: [] };
    expect(tableHasMarks(werewolf)).toBe(false);
    expect(tableHasMarks(withMark(werewolf, 1, 'fear', -1))).toBe(true);
    expect(tableHasMarks(undefined)).toBe(false);
  });

  it('Back closes the panel', async () => {
    const { replay, app } = harness();
    await replay.load();
    expect(app.panel).toEqual({ kind: 'replay', gameId: 'g1', from: null });
    replay.close();
    expect(app.panel).toBeNull();
  });
});

describe('following a player', () => {
  it('narrows the timeline to their steps, and the keys and slider move through those only', async () => {
    const { replay, api } = harness();
    await replay.load();
    await replay.followSeat(2);
    expect(api.followPlayer).toHaveBeenCalledWith('g1', 2);
    expect(replay.seat).toBe(2);
    expect(replay.steps.map((s) => s.index)).toEqual([2, 5, 6, 7]);
    expect(replay.summary).toMatchObject({ name: 'Cat', startCard: 'priest', card: 'vampire' });
    expect(replay.summary?.outcome).toMatchObject({ dead: true, won: false, votedFor: 0 });
    expect(replay.position).toBe(0);
    expect(replay.step?.index).toBe(2);
    replay.onKey('ArrowRight');
    expect(replay.step?.index).toBe(5);
    replay.onKey('End');
    expect(replay.step?.index).toBe(7);
    replay.select(4);
    expect(replay.position).toBe(3);
    replay.onKey('Home');
    expect(replay.step?.index).toBe(2);
  });

  it('what moved is measured against the step just before in the whole game, not their previous step', async () => {
    const { replay } = harness();
    await replay.load();
    await replay.followSeat(3); // Dan: marked at Dusk (1), the wrong correction (3), its undo (4), the vote…
    expect(replay.steps.map((s) => s.index)).toEqual([1, 3, 4, 5, 7]);
    expect([...replay.changed].sort()).toEqual(['mark:3', 'spot:0']);
    replay.next(); // the correction: against the Gremlin's table, not the Dusk's
    expect([...replay.changed].sort()).toEqual(['card:1', 'card:3']);
  });

  it('stays at the same moment of the game when a player is chosen, and back with everyone', async () => {
    const { replay } = harness();
    await replay.load();
    replay.select(3); // the correction
    await replay.followSeat(2); // Cat: her next step after it is the vote
    expect(replay.step?.index).toBe(5);
    replay.next();
    expect(replay.step?.index).toBe(6);
    await replay.followSeat(null);
    expect(replay.seat).toBeNull();
    expect(replay.summary).toBeNull();
    expect(replay.steps).toHaveLength(8);
    expect(replay.step?.index).toBe(6);
    // The verdicts concern everyone: whoever is chosen there stays there.
    replay.last();
    await replay.followSeat(3);
    expect(replay.step?.index).toBe(7);
  });

  it('shows nothing of anyone else while their night loads, and drops an answer overtaken by another choice', async () => {
    const { replay, hold } = harness();
    await replay.load();
    const ann = hold(0);
    const following = replay.followSeat(0);
    expect(replay.seat).toBe(0);
    expect(replay.steps).toEqual([]);
    expect(replay.step).toBeNull();
    expect(replay.summary).toBeNull();
    await replay.followSeat(1);
    expect(replay.summary?.name).toBe('Ben');
    ann.resolve({ ok: true, value: followOf(0, 'en') });
    await following;
    expect(replay.seat).toBe(1);
    expect(replay.summary?.name).toBe('Ben');
    expect(replay.steps.every((s) => s.involves.includes(1))).toBe(true);
  });

  it('a seat that is not at the table is refused; a night that cannot be had goes back to everyone', async () => {
    const refused = harness();
    await refused.replay.load();
    await refused.replay.followSeat(4);
    await refused.replay.followSeat(-1);
    expect(refused.replay.seat).toBeNull();
    expect(refused.api.followPlayer).not.toHaveBeenCalled();

    const { replay, app } = harness({ follow: 'fail' });
    await replay.load();
    replay.select(2);
    await replay.followSeat(1);
    expect(app.error).toBe('no follow');
    expect(replay.seat).toBeNull();
    expect(replay.steps).toHaveLength(8);
    expect(replay.step?.index).toBe(2);
  });
});

describe('another language', () => {
  it('loads the replay again on the same step, and the followed player’s night with it', async () => {
    const { replay, api, setLanguage } = harness();
    await replay.load();
    replay.select(6);
    setLanguage('fr');
    await replay.load();
    expect(api.replay).toHaveBeenCalledTimes(2);
    expect(replay.position).toBe(6);
    expect(replay.step?.text).toBe('Cat meurt avec 3 voix.');

    await replay.followSeat(2);
    expect(replay.step?.index).toBe(6);
    setLanguage('en');
    await replay.load();
    expect(api.followPlayer).toHaveBeenLastCalledWith('g1', 2);
    expect(replay.seat).toBe(2);
    expect(replay.step).toMatchObject({ index: 6, text: 'Cat dies with 3 votes.' });
    expect(replay.summary?.steps[0]?.text).toBe('Night: the Gremlin (Ben) swapped Ann and Cat.');
  });

  it('a reload that fails keeps the replay already shown', async () => {
    const harnessed = harness();
    await harnessed.replay.load();
    harnessed.api.replay.mockImplementationOnce(() =>
      Promise.resolve({ ok: false, error: { code: 'input/invalid', message: 'gone' } }),
    );
    await harnessed.replay.load();
    expect(harnessed.replay.failed).toBe(false);
    expect(harnessed.replay.steps).toHaveLength(8);
  });
});

describe('the report', () => {
  it('is exported as one HTML file, in the language of the moment', async () => {
    const { replay, downloads, api, setLanguage } = harness();
    await replay.load();
    expect(await replay.exportReport()).toBe(true);
    expect(api.gameReport).toHaveBeenCalledWith('g1');
    expect(downloads).toEqual([{ name: 'report-en.html', text: '<!doctype html><p>en</p>', type: 'text/html' }]);
    expect(replay.exported).toBe('report-en.html');
    setLanguage('fr');
    await replay.exportReport();
    expect(downloads[1]).toMatchObject({ name: 'report-fr.html' });
  });

  it('is printed from the console', async () => {
    const { replay, printed, downloads } = harness();
    await replay.load();
    expect(await replay.printReport()).toBe(true);
    expect(printed).toEqual(['<!doctype html><p>en</p>']);
    expect(downloads).toEqual([]);
  });

  it('one at a time; a report that cannot be made saves and prints nothing', async () => {
    const { replay, api, downloads, printed, app } = harness();
    await replay.load();
    const first = replay.exportReport();
    expect(replay.reporting).toBe(true);
    expect(await replay.printReport()).toBe(false);
    await first;
    expect(replay.reporting).toBe(false);
    expect(api.gameReport).toHaveBeenCalledTimes(1);
    api.gameReport.mockImplementationOnce(
      () => Promise.resolve({ ok: false, error: { code: 'input/invalid', message: 'no report' } }) as never,
    );
    expect(await replay.printReport()).toBe(false);
    expect(app.error).toBe('no report');
    expect(printed).toEqual([]);
    expect(downloads).toHaveLength(1);
  });
});
