/**
 * The night told to the players after the reveal (session/story.ts, the feed's telling, the players'
 * socket), and the boundary that keeps every night fact off the players' screen before the reveal:
 *
 * - the story is the game's night as it happened: the deal in force, each call still standing in the
 *   order it was said (an undone answer is not told), each correction, the vote, each death, who won,
 *   with the table after each; told in the game's language;
 * - before the reveal the story is refused, by the session and through the contract, and the players'
 *   socket receives no card, Mark or artifact, no result and no story, whatever the console asks;
 * - after it, the console tells it step by step, the players' screen's key moves it too, the console
 *   follows; the vote taken back ends it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ARTIFACT_NAMES_EN, MARKS, ROLES } from '../../src/main/engine/index.ts';
import { createDispatcher, type Dispatch } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { startWebHost, type WebHost } from '../../src/main/host/web-server.ts';
import { PublicFeed, sessionSources } from '../../src/main/session/public-feed.ts';
import { changedPlaces } from '../../src/shared/table-diff.ts';
import { buildPublicView, sealed } from '../../src/main/session/public-view.ts';
import type { Session } from '../../src/main/session/session.ts';
import type { PublicView, StoryPosition } from '../../src/shared/public-view.ts';
import type { AnswerInput } from '../../src/shared/session-contract.ts';
import type { GameView, StoryView } from '../../src/shared/views.ts';
import { openSession, unwrap } from './helpers.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const DEAL = {
  players: ['werewolf', 'seer', 'robber', 'troublemaker', 'villager'],
  center: ['werewolf', 'drunk', 'tanner'],
};

/** Answers the calls named (by script key), passes the others; stops at `until`, or when the night is over. */
function playNight(session: Session, id: string, answers: Record<string, AnswerInput>, until?: string): GameView {
  let game = unwrap(session.getGame(id));
  while ((game.phase === 'dusk' || game.phase === 'night') && game.call!.key !== until) {
    const call = game.call!;
    game = unwrap(session.answer(id, answers[call.key] ?? {}));
  }
  return game;
}

/**
 * A base game: the lone Werewolf (Ann) looks at nothing, the Seer (Ben) looks at Dan, the Robber (Cat)
 * robs Ann, then the moderator takes it back: she robbed Ben; the Troublemaker (Dan) swaps Ben and Eve;
 * a correction (Ann's and Eve's cards swapped by mistake); then the vote.
 */
function played(session: Session, language?: 'en' | 'fr'): { game: GameView; id: string } {
  const game = unwrap(
    session.createGame({
      players: PLAYERS,
      deal: { mode: 'manual', ...DEAL },
      ...(language ? { language } : {}),
    }),
  );
  const id = game.id;
  unwrap(session.startNight(id));
  playNight(session, id, { seer: { target: 3 } }, 'robber');
  // The Robber: robs Ann, taken back, then Ben.
  expect(unwrap(session.getGame(id)).call?.key).toBe('robber');
  unwrap(session.answer(id, { target: 0 }));
  unwrap(session.undo(id));
  unwrap(session.answer(id, { target: 1 }));
  playNight(session, id, { troublemaker: { targets: [1, 4] } });
  unwrap(session.override(id, { override: 'swap-cards', a: { player: 0 }, b: { player: 4 }, note: 'a mix-up' }));
  unwrap(session.startVote(id));
  return { game: unwrap(session.vote(id, [1, 0, 0, 0, 0])), id };
}

describe('the night told to the players', () => {
  it('tells the deal, each call in force, the correction, the vote, each death and who won, with the table', () => {
    const { session } = openSession();
    const { game, id } = played(session);
    expect(game.phase).toBe('revealed');
    const story = unwrap(session.nightStory(id));
    expect(story.players).toEqual(PLAYERS);
    const kinds = story.steps.map((s) => s.kind);
    expect(kinds[0]).toBe('deal');
    expect(kinds.slice(-3)).toEqual(['vote', 'death', 'result']);
    expect(kinds).toContain('correction');
    // Every call said, in the script's order, once: the Robber's undone answer is not told.
    const calls = story.steps.filter((s) => s.kind === 'call');
    expect(calls.map((s) => s.call!.key)).toEqual(game.script.map((line) => line.key));
    expect(calls.filter((s) => s.call!.key === 'robber')).toHaveLength(1);
    const robber = calls.find((s) => s.call!.key === 'robber')!;
    expect(robber.text).toContain('Ben');
    expect(robber.text).not.toContain('Ann');
    expect(story.steps.some((s) => s.text.includes('took back'))).toBe(false);
    // The table after each step: the deal's as dealt, the Robber's with Cat holding the Seer.
    expect(story.steps[0]!.table.players.map((p) => p.card)).toEqual(DEAL.players);
    expect(robber.table.players[2]!.card).toBe('seer');
    expect(robber.table.players[1]!.card).toBe('robber');
    // The end: Ann died with four votes.
    const death = story.steps.find((s) => s.kind === 'death')!;
    expect(death.text).toBe('Ann died: 4 votes.');
    expect(story.steps.at(-1)!.table).toEqual(game.table);
  });

  it('is told in the game’s language to the players, in the console’s to the moderator', () => {
    const { session } = openSession();
    const { id } = played(session, 'fr');
    unwrap(session.setLanguage('en'));
    const english = unwrap(session.nightStory(id));
    const french = unwrap(session.nightStoryAsTold(id, 'en'));
    expect(english.steps[0]!.text).toBe('The deal.');
    expect(french.steps[0]!.text).toBe('La distribution.');
    expect(french.steps.map((s) => s.kind)).toEqual(english.steps.map((s) => s.kind));
  });

  it('is refused before the reveal: every step of it is a secret until the cards are turned over', () => {
    const { session } = openSession();
    const game = unwrap(session.createGame({ players: PLAYERS, deal: { mode: 'manual', ...DEAL } }));
    for (const at of ['setup', 'night', 'day', 'vote'] as const) {
      if (at === 'night') unwrap(session.startNight(game.id));
      if (at === 'day') playNight(session, game.id, {});
      if (at === 'vote') unwrap(session.startVote(game.id));
      const refused = session.nightStory(game.id);
      expect(refused).toMatchObject({ ok: false, error: { code: 'story/not-revealed' } });
      expect(session.nightStoryAsTold(game.id, 'en')).toMatchObject({
        ok: false,
        error: { code: 'story/not-revealed' },
      });
    }
  });
});

// ---- through the contract and the players' socket ------------------------------------------------------

interface Table {
  readonly session: Session;
  readonly dispatch: Dispatch;
  readonly host: WebHost;
  readonly feed: PublicFeed;
  readonly ws: WebSocket;
  /** Every message the players' screen was sent. */
  readonly received: string[];
  readonly close: () => Promise<void>;
}

const tables: Table[] = [];
afterEach(async () => {
  for (const t of tables.splice(0)) await t.close();
});

async function table(): Promise<Table> {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-story-'));
  const root = join(dir, 'renderer');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'public.html'), '<!doctype html><title>players</title>');
  const { session, store } = openSession(join(dir, 'archive.db'));
  const feed = new PublicFeed(sessionSources(session));
  const dispatch = createDispatcher({
    session,
    narration: new TimedTextNarration(0),
    keepAwake: () => undefined,
    publicFeed: feed,
  });
  const host = await startWebHost({ root, dispatch, public: { feed } });
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/public/ws?token=${host.publicToken ?? ''}`, {
    origin: `http://127.0.0.1:${host.port}`,
  });
  const received: string[] = [];
  ws.on('message', (data: Buffer) => received.push(data.toString('utf8')));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ id: 'subscribe', method: 'subscribePublic', args: [] }));
  await until(() => received.length >= 1);
  const t: Table = {
    session,
    dispatch,
    host,
    feed,
    ws,
    received,
    close: async () => {
      ws.close();
      await host.close();
      store.close();
    },
  };
  tables.push(t);
  return t;
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lets every rebuild run and every push arrive. */
async function settle(t: Table): Promise<void> {
  let count = -1;
  while (count !== t.received.length) {
    count = t.received.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/** The players' screen's own call on its socket, and its answer. */
async function playersCall(t: Table, method: string, args: unknown[]): Promise<unknown> {
  const id = `call-${Math.random()}`;
  t.ws.send(JSON.stringify({ id, method, args }));
  let answer: unknown;
  await until(() => {
    answer = t.received.map((text) => JSON.parse(text) as { id?: string }).find((m) => m.id === id);
    return answer !== undefined;
  });
  return (answer as { result: unknown }).result;
}

const views = (t: Table): PublicView[] =>
  t.received
    .map((text) => JSON.parse(text) as { event?: string; view?: PublicView })
    .flatMap((m) => (m.event === 'public' && m.view ? [m.view] : []));

/** Every string at any depth, with the key it sits under. */
function leaves(value: unknown, key = '', into: { key: string; value: string }[] = []): typeof into {
  if (typeof value === 'string') into.push({ key, value });
  else if (Array.isArray(value)) for (const item of value) leaves(item, key, into);
  else if (value !== null && typeof value === 'object')
    for (const [k, item] of Object.entries(value)) leaves(item, k, into);
  return into;
}

/** Every role, Mark and artifact, by id and by its English name. */
const SECRETS = new Set<string>([
  ...ROLES,
  ...MARKS,
  ...Object.keys(ARTIFACT_NAMES_EN),
  ...Object.values(ARTIFACT_NAMES_EN).map(String),
]);

describe("the story on the players' screen", () => {
  it('before the reveal the players’ socket receives no card, Mark or artifact, whatever the console asks', async () => {
    const t = await table();
    const call = (method: string, ...args: unknown[]) => t.dispatch(method, args);
    const game = unwrap(await call('createGame', { players: PLAYERS, deal: { mode: 'manual', ...DEAL } })) as GameView;
    const id = game.id;
    const cue = (callIndex: number | null) =>
      call('publicCue', { language: 'en', gameId: id, eventId: null, callIndex, timer: null });
    await cue(null);
    const tries = async (): Promise<void> => {
      // The console asks to tell the story (a bug, a forged call), the players' screen presses its key.
      expect(await call('tellStory', id, 'start')).toMatchObject({ ok: false, error: { code: 'story/not-revealed' } });
      expect(await call('tellStory', id, { to: 3 })).toMatchObject({ ok: false });
      expect(await call('nightStory', id)).toMatchObject({ ok: false, error: { code: 'story/not-revealed' } });
      expect(await playersCall(t, 'stepPublicStory', ['next'])).toMatchObject({
        ok: false,
        error: { code: 'story/not-telling' },
      });
      expect(unwrap((await call('storyPosition')) as never)).toBeNull();
      await settle(t);
    };
    await tries();
    unwrap(await call('startNight', id));
    for (let index = 0; ; index++) {
      const now = unwrap(await call('getGame', id)) as GameView;
      if (now.phase !== 'night' && now.phase !== 'dusk') break;
      await cue(now.call!.index);
      await tries();
      const answer = now.call!.key === 'seer' ? { target: 3 } : now.call!.key === 'robber' ? { target: 0 } : {};
      unwrap(await call('answer', id, answer));
    }
    await cue(null);
    await tries();
    unwrap(await call('startVote', id));
    await tries();
    const before = views(t);
    expect(before.length).toBeGreaterThan(5);
    for (const view of before) {
      expect(view.story).toBeUndefined();
      expect(view.result).toBeNull();
      expect(view.screen).not.toBe('reveal');
      for (const { key, value } of leaves(view)) {
        // The call's key names a call of the deck's script, said to everyone (the Seer is called whether
        // her card is in play or in the center), and so does the role it is named after: the only places a
        // role's id may appear.
        if (key === 'key' || key === 'namedAfter') continue;
        expect(SECRETS.has(value), `${key}: ${value} in ${JSON.stringify(view)}`).toBe(false);
      }
      // What names the call says nothing its key does not: the role of the key, or none (words of its own).
      if (view.call?.namedAfter) expect(view.call.key.split('/')[0]).toBe(view.call.namedAfter);
      const text = JSON.stringify(view);
      for (const field of ['"table"', '"story"', '"card"', '"mark"', '"artifact"', '"startCard"'])
        expect(text).not.toContain(field);
    }

    // The reveal: the console tells the night, the players' screen steps it on, the console follows.
    unwrap(await call('vote', id, [1, 0, 0, 0, 0]));
    await settle(t);
    expect(views(t).at(-1)!.story).toBeUndefined();
    const story = unwrap(await call('nightStory', id)) as StoryView;
    const started = unwrap(await call('tellStory', id, 'start')) as StoryPosition;
    expect(started).toEqual({ gameId: id, step: 0, steps: story.steps.length });
    await settle(t);
    const first = views(t).at(-1)!;
    expect(first.screen).toBe('reveal');
    expect(first.story).toMatchObject({ step: 0, steps: story.steps.length, kind: 'deal', text: 'The deal.' });
    expect(first.story!.table.players.map((p) => p.card)).toEqual(DEAL.players);
    expect(first.story!.changed).toEqual([]);

    expect(await playersCall(t, 'stepPublicStory', ['next'])).toEqual({
      ok: true,
      value: { gameId: id, step: 1, steps: story.steps.length },
    });
    await settle(t);
    expect(views(t).at(-1)!.story!.step).toBe(1);
    expect(unwrap((await call('storyPosition')) as never)).toEqual({ gameId: id, step: 1, steps: story.steps.length });
    // The Robber's step: what it moved is drawn as moved.
    const robberAt = story.steps.findIndex((s) => s.call?.key === 'robber');
    unwrap(await call('tellStory', id, { to: robberAt }));
    await settle(t);
    const robber = views(t).at(-1)!.story!;
    expect(robber).toMatchObject({ kind: 'call', call: { key: 'robber', phase: 'night' } });
    expect([...robber.changed].sort()).toEqual(['card:0', 'card:2']);
    // Past the end, the last step; before the start, the first; the players' screen cannot jump.
    expect(unwrap(await call('tellStory', id, { to: 9999 }))).toMatchObject({ step: story.steps.length - 1 });
    expect(await playersCall(t, 'stepPublicStory', [{ to: 0 }])).toMatchObject({
      ok: false,
      error: { code: 'input/invalid' },
    });
    expect(await playersCall(t, 'stepPublicStory', ['first'])).toMatchObject({
      ok: false,
      error: { code: 'input/invalid' },
    });

    // The vote taken back: the game is no longer revealed, the story is over.
    unwrap(await call('undo', id));
    await settle(t);
    const after = views(t).at(-1)!;
    expect(after.story).toBeUndefined();
    expect(after.screen).toBe('vote');
    expect(unwrap((await call('storyPosition')) as never)).toBeNull();
  });
});

describe('the boundary (sealed)', () => {
  it('rebuilds a view of a game not revealed from the fields allowed before the reveal only', () => {
    const leaky = {
      language: 'en',
      screen: 'reveal',
      players: PLAYERS,
      call: { key: 'seer', phase: 'night', awake: [1] },
      timer: null,
      voteNow: true,
      result: { deaths: [], players: [] },
      standings: null,
      story: { step: 0, steps: 1, kind: 'deal', text: 'The deal.', table: {} },
      table: { players: [] },
      secret: 'werewolf',
    } as unknown as PublicView;
    const out = sealed(leaky, false);
    expect(out).toEqual({
      language: 'en',
      screen: 'waiting',
      players: PLAYERS,
      call: { key: 'seer', phase: 'night' },
      timer: null,
      voteNow: true,
      result: null,
      standings: null,
      // The names are added after the boundary, for what the view holds (`named`).
      names: { roles: {}, artifacts: {}, prompts: {} },
    });
    // A revealed game's view goes as built.
    expect(sealed(leaky, true)).toBe(leaky);
  });

  it('drops the story and the result of a game the view says is not revealed, whatever the sources hold', () => {
    const game = {
      id: 'g',
      players: PLAYERS,
      phase: 'vote',
      result: { deaths: [], players: [] },
      table: { players: [], center: [], board: [] },
    } as unknown as GameView;
    const story: StoryView = {
      players: PLAYERS,
      steps: [{ kind: 'deal', call: null, text: 'The deal.', table: game.table }],
    };
    const view = buildPublicView({
      cue: { language: 'en', gameId: 'g', eventId: null, callIndex: null, timer: null },
      game,
      script: [],
      standings: null,
      story: { view: story, step: 0 },
    });
    expect(view.story).toBeUndefined();
    expect(view.result).toBeNull();
    expect(view.screen).toBe('vote');
  });
});

describe('Marks in the night told', () => {
  it('the Vampires’ Mark moves on the table told, and the step says which place changed', () => {
    const { session } = openSession();
    const id = unwrap(
      session.createGame({
        players: ['Ann', 'Ben', 'Cat', 'Dan'],
        deal: {
          mode: 'manual',
          players: ['vampire', 'priest', 'marksman', 'pickpocket'],
          center: ['gremlin', 'villager', 'villager'],
        },
      }),
    ).id;
    unwrap(session.startNight(id));
    playNight(session, id, { vampires: { target: 2 } });
    unwrap(session.startVote(id));
    unwrap(session.vote(id, [2, 2, 0, 2]));
    const story = unwrap(session.nightStory(id));
    const at = story.steps.findIndex((s) => s.call?.key === 'vampires');
    expect(at).toBeGreaterThan(0);
    const before = story.steps[at - 1]!.table;
    const after = story.steps[at]!.table;
    expect(before.players[2]!.mark).not.toBe('vampire');
    expect(after.players[2]!.mark).toBe('vampire');
    expect(story.steps[at]!.text).toContain('Cat');
    // The Mark left the Marks board for Cat: both places are drawn as moved.
    expect([...changedPlaces(before, after)].sort()).toEqual(['mark:2', 'spot:0']);
    // The players' screen is sent the same place as moved at that step.
    const feed = new PublicFeed(sessionSources(session), (run) => run());
    const seen: PublicView[] = [];
    feed.subscribe((view) => seen.push(view));
    feed.setCue({ language: 'en', gameId: id, eventId: null, callIndex: null, timer: null });
    unwrap(feed.tell(id, { to: at }));
    expect(seen.at(-1)!.story).toMatchObject({ step: at });
    expect([...seen.at(-1)!.story!.changed].sort()).toEqual(['mark:2', 'spot:0']);
    expect(seen.at(-1)!.story!.table.players[2]!.mark).toBe('vampire');
  });
});
