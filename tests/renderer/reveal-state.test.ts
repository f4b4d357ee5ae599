/**
 * The reveal (RevealState) against a fake session: the rows of every player, the night's steps with the
 * table after each one, the export's file name and content, the new game with the same players and deck,
 * back to setup, the vote taken back, full screen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { takeDay } from '../../src/renderer/src/day/day-draft.ts';
import { exportFileName } from '../../src/renderer/src/reveal/record-file.ts';
import {
  resultRows,
  RevealState,
  sameTableInput,
  winningTeams,
  type FullscreenPort,
  type ReplayStep,
} from '../../src/renderer/src/reveal/reveal-state.svelte.ts';
import { takeDraft } from '../../src/renderer/src/setup/setup-draft.ts';
import type { Api } from '../../src/shared/api.ts';
import type { CreateGameInput, SessionResult } from '../../src/shared/session-contract.ts';
import type { StoryMove, StoryPosition } from '../../src/shared/public-view.ts';
import type { GameView, ReplayView, StoryStep, StoryView, TableView } from '../../src/shared/views.ts';
import { flush, startTable } from './night-fakes.ts';

function swapped(table: TableView, a: number, b: number): TableView {
  const players = table.players.map((p) => ({ ...p }));
  [players[a]!.card, players[b]!.card] = [players[b]!.card, players[a]!.card];
  return { ...table, players };
}

const AFTER_TROUBLEMAKER = swapped(startTable(), 0, 1);

function revealedGame(): GameView {
  return {
    id: 'g1',
    createdAt: '2025-03-14T12:00:00.000Z',
    updatedAt: '',
    players: ['Ann', 'Bob', 'Cat', 'Dan'],
    language: 'en',
    deck: ['seer', 'werewolf', 'troublemaker', 'villager', 'robber', 'werewolf', 'drunk'],
    options: { loneWolf: true, roleTimerSeconds: 3, discussionSeconds: 30, somethingElse: 4 },
    dealMode: 'manual',
    seed: null,
    deal: { players: ['seer', 'werewolf', 'troublemaker', 'villager'], center: ['robber', 'werewolf', 'drunk'] },
    flagged: [],
    phase: 'revealed',
    call: null,
    script: [],
    table: AFTER_TROUBLEMAKER,
    narrative: ['Night: the Troublemaker (Cat) switched the cards of Ann and Bob.'],
    log: [],
    canUndo: true,
    result: {
      epicBattle: false,
      deaths: [{ player: 0, name: 'Ann', reason: '3 votes' }],
      players: [
        {
          name: 'Ann',
          startCard: 'seer',
          card: 'werewolf',
          mark: 'clarity',
          team: 'werewolf',
          dead: true,
          won: false,
          reason: 'lost: on the werewolf team and a Werewolf died',
        },
        ...['Bob', 'Cat', 'Dan'].map((name, i) => ({
          name,
          startCard: ['werewolf', 'troublemaker', 'villager'][i]!,
          card: ['seer', 'troublemaker', 'villager'][i]!,
          mark: 'clarity',
          team: 'village',
          dead: false,
          won: true,
          reason: 'won: on the village team and a Werewolf died',
        })),
      ],
      winners: ['Bob', 'Cat', 'Dan'],
      tally: [3, 1, 0, 0],
      votes: [1, 0, 0, 0],
      second: null,
      appVotes: 0,
      teams: ['village'],
    },
    app: null,
    voteRules: { app: false, twoHands: [] },
  };
}

const STEPS: ReplayStep[] = [
  { seq: 0, text: 'The deal.', kind: 'deal', undone: false, table: startTable(), involves: [0, 1, 2, 3] },
  { seq: 1, text: 'The night began.', kind: 'other', undone: false, table: startTable(), involves: [] },
  {
    seq: 2,
    text: 'Night: the Troublemaker (Cat) switched the cards of Ann and Bob.',
    kind: 'call',
    undone: false,
    table: AFTER_TROUBLEMAKER,
    involves: [0, 1, 2],
  },
  {
    seq: 3,
    text: 'Correction: the moderator swapped the cards of Ann and Dan.',
    kind: 'correction',
    undone: true,
    table: swapped(AFTER_TROUBLEMAKER, 0, 3),
    involves: [0, 3],
  },
  { seq: 4, text: 'Undo: took back #3', kind: 'undo', undone: false, table: AFTER_TROUBLEMAKER, involves: [0, 3] },
  {
    seq: 5,
    text: 'Vote: Ann 3 (Bob, Cat, Dan).',
    kind: 'vote',
    undone: false,
    table: AFTER_TROUBLEMAKER,
    involves: [0, 1, 2, 3],
  },
];

/** The night as told to the players: no undone correction, no undo; the result last. */
const STORY: StoryStep[] = [
  { kind: 'deal', call: null, text: 'The deal.', table: startTable() },
  {
    kind: 'call',
    call: { key: 'troublemaker', phase: 'night', namedAfter: 'troublemaker' },
    text: 'Night: the Troublemaker (Cat) switched the cards of Ann and Bob.',
    table: AFTER_TROUBLEMAKER,
  },
  { kind: 'vote', call: null, text: 'Vote: Ann 3 (Bob, Cat, Dan).', table: AFTER_TROUBLEMAKER },
  { kind: 'death', call: null, text: 'Ann died: 3 votes.', table: AFTER_TROUBLEMAKER },
  { kind: 'result', call: null, text: 'Bob, Cat and Dan won.', table: AFTER_TROUBLEMAKER },
];

function harness(options: { replay?: 'ok' | 'missing' } = {}) {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
  const ok = <T>(value: T): Promise<SessionResult<T>> => Promise.resolve({ ok: true, value });
  const created: CreateGameInput[] = [];
  const api = {
    replay: vi.fn((): Promise<SessionResult<ReplayView>> =>
      options.replay === 'missing'
        ? Promise.resolve({ ok: false, error: { code: 'input/unknown-method', message: 'no replay' } })
        : ok({ players: ['Ann', 'Bob', 'Cat', 'Dan'], steps: STEPS }),
    ),
    exportGame: vi.fn(() => ok({ format: 'onu-record/1', players: ['Ann', 'Bob', 'Cat', 'Dan'] })),
    createGame: vi.fn((input: CreateGameInput) => {
      created.push(input);
      return ok({ ...revealedGame(), id: 'g2', phase: 'setup', result: null } as GameView);
    }),
    undo: vi.fn(() => ok({ ...revealedGame(), phase: 'vote', result: null } as GameView)),
    speak: vi.fn(() => ok({ outcome: 'spoken' as const })),
    nightStory: vi.fn(() => ok<StoryView>({ players: ['Ann', 'Bob', 'Cat', 'Dan'], steps: STORY })),
    tellStory: vi.fn((gameId: string, move: StoryMove) => {
      if (move === 'stop') {
        told.at = null;
        return ok(null);
      }
      const step =
        move === 'start'
          ? 0
          : move === 'next'
            ? (told.at ?? 0) + 1
            : move === 'previous'
              ? (told.at ?? 0) - 1
              : typeof move === 'object'
                ? move.to
                : 0;
      told.at = Math.min(Math.max(0, step), STORY.length - 1);
      return ok<StoryPosition>({ gameId, step: told.at, steps: STORY.length });
    }),
    storyPosition: vi.fn(() =>
      ok<StoryPosition | null>(told.at === null ? null : { gameId: 'g1', step: told.at, steps: STORY.length }),
    ),
  };
  const told: { at: number | null } = { at: null };
  const ticks: (() => void)[] = [];
  const app = new AppState(api as unknown as Api);
  app.show(revealedGame());
  const downloads: { name: string; text: string }[] = [];
  const screen = { active: false, refuse: false };
  const fullscreen: FullscreenPort = {
    enter: vi.fn(() => {
      screen.active = !screen.refuse;
      return Promise.resolve(!screen.refuse);
    }),
    exit: vi.fn(() => {
      screen.active = false;
      return Promise.resolve();
    }),
  };
  const settings = { narration: true, voice: 'Amélie', speed: 1, expert: false };
  let language: 'en' | 'fr' = 'en';
  const reveal = new RevealState(app, {
    download: (name, text) => downloads.push({ name, text }),
    fullscreen,
    settings,
    language: () => language,
    every: (_ms, run) => {
      ticks.push(run);
      return () => ticks.splice(ticks.indexOf(run), 1);
    },
  });
  return {
    app,
    api,
    told,
    ticks,
    reveal,
    created,
    downloads,
    screen,
    fullscreen,
    setLanguage: (l: 'en' | 'fr') => (language = l),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('who died and who won', () => {
  it('one row per player: start and final card, Mark, team, vote, verdict and its reason', () => {
    const { reveal } = harness();
    expect(reveal.deaths).toEqual([{ player: 0, name: 'Ann', reason: '3 votes' }]);
    expect(reveal.winners).toEqual(['Bob', 'Cat', 'Dan']);
    expect(reveal.rows).toHaveLength(4);
    expect(reveal.rows[0]).toEqual({
      seat: 0,
      name: 'Ann',
      startCard: 'seer',
      card: 'werewolf',
      copied: null,
      mark: 'clarity',
      team: 'werewolf',
      dead: true,
      won: false,
      reason: 'lost: on the werewolf team and a Werewolf died',
      votedFor: 1,
      votedSecond: null,
      votesReceived: 3,
      shield: false,
      artifact: null,
      faceUp: false,
      cardNow: null,
      protectedBy: null,
    });
    expect(reveal.rows[1]).toMatchObject({ name: 'Bob', won: true, votedFor: 0, votesReceived: 1 });
    // A Doppelgänger card says what it copied, from the table as the game ended.
    const table = { ...AFTER_TROUBLEMAKER, players: AFTER_TROUBLEMAKER.players.map((p) => ({ ...p })) };
    table.players[3] = { ...table.players[3]!, card: 'doppelganger', copied: 'werewolf' };
    const result = revealedGame().result!;
    const players = result.players.map((p, i) => (i === 3 ? { ...p, card: 'doppelganger' } : p));
    expect(resultRows({ ...result, players }, table)[3]).toMatchObject({ card: 'doppelganger', copied: 'werewolf' });
    // A Werewolf game: nobody holds a Mark, so the column is left out.
    expect(reveal.hasMarks).toBe(false);
  });

  it("Daybreak: each row shows the shield, the artifact, the card face up and the vote's protection", () => {
    const result = revealedGame().result!;
    const table: TableView = {
      ...AFTER_TROUBLEMAKER,
      players: AFTER_TROUBLEMAKER.players.map((p, i) =>
        i === 0
          ? { ...p, shield: true, faceUp: true }
          : i === 2
            ? { ...p, artifact: 'claw-of-the-werewolf', cardNow: 'werewolf' }
            : { ...p },
      ),
    };
    const rows = resultRows({ ...result, protections: [{ player: 1, by: 'bodyguard' }] }, table);
    expect(rows[0]).toMatchObject({ shield: true, faceUp: true, artifact: null, protectedBy: null });
    expect(rows[1]).toMatchObject({ shield: false, artifact: null, protectedBy: 'bodyguard' });
    // What the card became is shown only while it is the card the result names (here it is not).
    expect(rows[2]).toMatchObject({ artifact: 'claw-of-the-werewolf', shield: false });
    expect(rows[2]!.cardNow).toBe(table.players[2]!.card === result.players[2]!.card ? 'werewolf' : null);
    expect(rows[3]).toMatchObject({ shield: false, artifact: null, faceUp: false, protectedBy: null });
  });
});

describe('what happened overnight', () => {
  it('steps through the night with the table after each step; "the night began" is left out', async () => {
    const { reveal, api } = harness();
    await reveal.load();
    expect(api.replay).toHaveBeenCalledWith('g1');
    expect(reveal.steps).toEqual([0, 2, 3, 4, 5].map((i) => STEPS[i]));
    expect(reveal.index).toBe(0);
    expect(reveal.canPrevious).toBe(false);
    expect(reveal.changed.size).toBe(0);
    reveal.next();
    expect(reveal.step?.kind).toBe('call');
    expect(reveal.step?.table.players[0]!.card).toBe('werewolf');
    expect([...reveal.changed].sort()).toEqual(['card:0', 'card:1']);
    reveal.onKey('ArrowRight');
    expect(reveal.step).toMatchObject({ kind: 'correction', undone: true });
    reveal.onKey('End');
    expect(reveal.step?.kind).toBe('vote');
    expect(reveal.canNext).toBe(false);
    reveal.next();
    expect(reveal.index).toBe(4);
    reveal.onKey('ArrowLeft');
    expect(reveal.step?.kind).toBe('undo');
    reveal.onKey('Home');
    expect(reveal.index).toBe(0);
    reveal.select(2);
    expect(reveal.index).toBe(2);
    reveal.select(99);
    expect(reveal.index).toBe(2);
  });

  it('without a replay the screen falls back to the narrative, and no error is shown', async () => {
    const { reveal, app } = harness({ replay: 'missing' });
    await reveal.load();
    expect(reveal.replayFailed).toBe(true);
    expect(reveal.steps).toEqual([]);
    expect(app.error).toBeNull();
  });

  it('reads the chosen step aloud in the console language (the replay is told in it)', async () => {
    const { reveal, api, setLanguage } = harness();
    await reveal.load();
    reveal.next();
    await reveal.readAloud();
    expect(api.speak).toHaveBeenLastCalledWith([STEPS[2]!.text], { voice: 'Amélie', speed: 1, language: 'en' });
    setLanguage('fr');
    await reveal.readAloud();
    expect(api.speak).toHaveBeenLastCalledWith([STEPS[2]!.text], { voice: 'Amélie', speed: 1, language: 'fr' });
  });
});

describe("the night told on the players' screen", () => {
  it('P tells it from its first step: the steps are the story, and ← → move both screens', async () => {
    const { reveal, api, told, ticks } = harness();
    await reveal.load();
    reveal.select(3);
    expect(reveal.onKey('p')).toBe(true);
    await flush();
    expect(api.nightStory).toHaveBeenCalledWith('g1');
    expect(api.tellStory).toHaveBeenLastCalledWith('g1', 'start');
    expect(reveal.telling).toBe(true);
    expect(reveal.steps).toEqual(STORY);
    expect(reveal.index).toBe(0);
    expect(ticks).toHaveLength(1);
    reveal.onKey('ArrowRight');
    expect(reveal.index).toBe(1);
    await flush();
    expect(api.tellStory).toHaveBeenLastCalledWith('g1', { to: 1 });
    expect(told.at).toBe(1);
    expect([...reveal.changed].sort()).toEqual(['card:0', 'card:1']);
    reveal.onKey('End');
    await flush();
    expect(told.at).toBe(STORY.length - 1);
    expect(reveal.step?.kind).toBe('result');
    // Stopped: the players' screen shows the result again, the replay's steps are back where they were.
    await reveal.toggleTelling();
    expect(api.tellStory).toHaveBeenLastCalledWith('g1', 'stop');
    expect(reveal.telling).toBe(false);
    expect(reveal.index).toBe(3);
    expect(reveal.step?.text).toBe(STEPS[4]!.text);
    expect(ticks).toHaveLength(0);
  });

  it("follows the players' screen's own keys, and ends when the main process says the story is over", async () => {
    const { reveal, told, ticks } = harness();
    await reveal.load();
    await reveal.toggleTelling();
    // The players' screen stepped on twice (its window had the focus).
    told.at = 2;
    ticks[0]!();
    await flush();
    expect(reveal.index).toBe(2);
    expect(reveal.step?.kind).toBe('vote');
    // The vote was taken back on another console: no story any more.
    told.at = null;
    ticks[0]!();
    await flush();
    expect(reveal.telling).toBe(false);
    expect(ticks).toHaveLength(0);
  });

  it('taking the vote back stops the telling first', async () => {
    const { reveal, api } = harness();
    await reveal.load();
    await reveal.toggleTelling();
    await reveal.undoVote();
    expect(api.tellStory).toHaveBeenCalledWith('g1', 'stop');
    expect(reveal.telling).toBe(false);
  });
});

describe('the buttons', () => {
  it('the export is named after the date and the players’ first names', () => {
    expect(exportFileName({ createdAt: '2025-03-14T12:00:00.000Z', players: ['Ann', 'Bob', 'Cat'] })).toBe(
      'nightwarden-2025-03-14-ann-bob-cat.json',
    );
    expect(
      exportFileName({ createdAt: '2025-03-14T12:00:00.000Z', players: ['Zoé Martin', 'Benoît', "O'Neil", '李'] }),
    ).toBe('nightwarden-2025-03-14-zoe-benoit-oneil-李.json');
    expect(exportFileName({ createdAt: 'not a date', players: ['Ann'] }, () => new Date(2024, 0, 2))).toBe(
      'nightwarden-2024-01-02-ann.json',
    );
  });

  it('exports the record as a JSON file', async () => {
    const { reveal, downloads, api } = harness();
    expect(reveal.fileName).toBe('nightwarden-2025-03-14-ann-bob-cat-dan.json');
    expect(await reveal.exportRecord()).toBe(true);
    expect(api.exportGame).toHaveBeenCalledWith('g1');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('nightwarden-2025-03-14-ann-bob-cat-dan.json');
    expect(JSON.parse(downloads[0]!.text)).toEqual({ format: 'onu-record/1', players: ['Ann', 'Bob', 'Cat', 'Dan'] });
    expect(reveal.exported).toBe(downloads[0]!.name);
  });

  it('a new game: the same players in the same seats, the same deck reshuffled, the same options', async () => {
    const game = revealedGame();
    expect(sameTableInput(game)).toEqual({
      players: ['Ann', 'Bob', 'Cat', 'Dan'],
      deal: { mode: 'shuffle', deck: game.deck },
      options: { loneWolf: true, roleTimerSeconds: 3, discussionSeconds: 30 },
    });
    // Each option as the contract takes it: a timer it would refuse, a number where it takes a yes or no, left out.
    const odd = {
      ...game,
      options: { ...game.options, roleTimerSeconds: 1, tannerBlocksVampires: 1, epicOneVoteKills: false },
    };
    expect(sameTableInput(odd).options).toEqual({ loneWolf: true, discussionSeconds: 30, epicOneVoteKills: false });
    const { reveal, app, created } = harness();
    app.show({ ...game, dealMode: 'shuffle', seed: 7 });
    expect(await reveal.newGame()).toBe(true);
    expect(created).toEqual([sameTableInput(game)]);
    expect(app.game?.id).toBe('g2');
    expect(app.screen).toBe('deal');
  });

  it('a new game after a physical deal stays a physical deal, from a clean deal, on the setup screen', async () => {
    const { reveal, app, created } = harness();
    expect(app.game?.dealMode).toBe('manual');
    expect(await reveal.newGame()).toBe(true);
    expect(created).toEqual([]);
    expect(app.screen).toBe('setup');
    const draft = takeDraft()!;
    expect(draft.dealMode).toBe('manual');
    expect(draft.players).toEqual(['Ann', 'Bob', 'Cat', 'Dan']);
    expect([...draft.seatCards, ...draft.centerCards].every((c) => c === null)).toBe(true);
  });

  it('a new game after a physical deal is never refused while another call is still out (after a reload)', async () => {
    const { reveal, app } = harness();
    app.busy = true;
    expect(await reveal.newGame()).toBe(true);
    expect(app.screen).toBe('setup');
    expect(takeDraft()!.dealMode).toBe('manual');
  });

  it('the headline names the teams that won as the engine orders them (the console reorders nothing)', () => {
    const { reveal } = harness();
    expect(reveal.teams).toEqual(['village']);
    const result = { ...revealedGame().result!, teams: ['village', 'assassin'] };
    expect(winningTeams(result)).toEqual(['village', 'assassin']);
    // Whatever order the main process says is the headline's, even one the console would not have chosen.
    expect(winningTeams({ ...result, teams: ['mortician', 'village'] })).toEqual(['mortician', 'village']);
    expect(winningTeams(null)).toEqual([]);
  });

  it('every action has its key: R replay, E export, N new game, S setup, U undo, A read aloud, B back to the event', async () => {
    const { reveal, app, api, downloads } = harness();
    await reveal.load();
    expect(reveal.onKey('b')).toBe(false); // not an event's game
    app.linkToEvent('g1', { eventId: 'spring', round: 1, table: 2 });
    expect(reveal.event).toEqual({ eventId: 'spring', round: 1, table: 2 });
    expect(reveal.onKey('a')).toBe(true);
    await vi.waitFor(() => expect(api.speak).toHaveBeenCalled());
    reveal.onKey('e');
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    reveal.onKey('r');
    expect(app.panel).toEqual({ kind: 'replay', gameId: 'g1', from: null });
    app.closePanel();
    expect(reveal.onKey('b')).toBe(true);
    expect(app.panel).toEqual({ kind: 'events', eventId: 'spring' });
    app.closePanel();
    reveal.onKey('u');
    await vi.waitFor(() => expect(api.undo).toHaveBeenCalledWith('g1'));
  });

  it('back to setup keeps the players, deck and options for the setup screen', () => {
    const { reveal, app } = harness();
    reveal.backToSetup();
    expect(app.game).toBeNull();
    expect(app.screen).toBe('setup');
    expect(takeDraft()?.players).toEqual(['Ann', 'Bob', 'Cat', 'Dan']);
  });

  it('the vote taken back opens the vote entry with the same votes', async () => {
    const { reveal, app, api } = harness();
    expect(await reveal.undoVote()).toBe(true);
    expect(api.undo).toHaveBeenCalledWith('g1');
    expect(app.screen).toBe('day');
    expect(takeDay('g1')?.votes).toEqual([1, 0, 0, 0]);
  });

  it('full screen: on and off with the button, F, Escape, or the browser leaving it', async () => {
    const { reveal, screen, fullscreen } = harness();
    await reveal.toggleFullscreen();
    expect(reveal.fullscreen).toBe(true);
    expect(screen.active).toBe(true);
    expect(reveal.onKey('Escape')).toBe(true);
    await flush();
    expect(reveal.fullscreen).toBe(false);
    expect(fullscreen.exit).toHaveBeenCalled();
    expect(reveal.onKey('Escape')).toBe(false);
    reveal.onKey('f');
    await flush();
    expect(reveal.fullscreen).toBe(true);
    reveal.fullscreenChanged(false);
    expect(reveal.fullscreen).toBe(false);
    // A browser that refuses still gets the reveal over the whole window.
    screen.refuse = true;
    await reveal.toggleFullscreen();
    expect(reveal.fullscreen).toBe(true);
    expect(screen.active).toBe(false);
    // H stays the app's key.
    expect(reveal.onKey('h')).toBe(false);
  });
});
