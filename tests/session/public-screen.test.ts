/**
 * The players' screen never receives a secret. A whole game (dusk and night with Marks, an undo and a
 * correction, the day with its timer, the vote, the reveal) is played through the console's contract while a
 * players' screen is subscribed to the browser host's public socket; every message it is sent is recorded
 * and read:
 *
 * - before the reveal, no message holds a card, a Mark, a player's role, who is awake or a night choice:
 *   no field that could carry them, no Mark's name, no player named with a role;
 * - the same game dealt differently and played with other night choices sends the players' screen exactly
 *   the same messages until the reveal (what it is sent does not depend on any secret at all);
 * - after the reveal, the result is there, whole.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDispatcher, type Dispatch } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { startWebHost, type WebHost } from '../../src/main/host/web-server.ts';
import {
  ARTIFACT_NAMES_EN,
  ARTIFACT_NAMES_FR,
  currentCall,
  presetsFor,
  randomAnswer,
  seededRng,
  MARKS,
  type Role,
} from '../../src/main/engine/index.ts';
import { PublicFeed, sessionSources } from '../../src/main/session/public-feed.ts';
import { buildPublicView } from '../../src/main/session/public-view.ts';
import type { PublicCue, PublicView } from '../../src/shared/public-view.ts';
import type { GameView } from '../../src/shared/views.ts';
import type { Session } from '../../src/main/session/session.ts';
import { openSession, unwrap } from './helpers.ts';

const PLAYERS = ['Ann', 'Bruno', 'Chloé', 'Dev', 'Eli', 'Fatou'];

/** Fields that carry secrets in the moderator's view: none may appear in a message before the reveal. */
const SECRET_FIELDS = [
  'card',
  'startCard',
  'mark',
  'marks',
  'awake',
  'frightened',
  'nobodyAwake',
  'reason',
  'choice',
  'table',
  'deal',
  'center',
  'board',
  'narrative',
  'log',
  'copied',
  'open',
  'close',
  'short',
  'result',
  'script',
];

/** Every field that holds something (not null), at any depth. */
function fieldsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) fieldsOf(item, into);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (item !== null) into.add(key);
      fieldsOf(item, into);
    }
  return into;
}

/** The view a message carries: pushed (`view`), or the answer to the subscription. */
function viewOf(text: string): PublicView {
  const message = JSON.parse(text) as { view?: PublicView; result?: { ok: boolean; value: PublicView } };
  const view = message.view ?? message.result?.value;
  if (!view) throw new Error(`not a view: ${text}`);
  return view;
}

function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

interface Table {
  readonly session: Session;
  readonly dispatch: Dispatch;
  readonly host: WebHost;
  readonly feed: PublicFeed;
  /** Every message the players' screen was sent, as sent. */
  readonly received: string[];
  readonly close: () => Promise<void>;
}

const open: Table[] = [];
afterEach(async () => {
  for (const table of open.splice(0)) await table.close();
});

async function table(): Promise<Table> {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-public-'));
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
  ws.send(JSON.stringify({ id: 1, method: 'subscribePublic', args: [] }));
  await until(() => received.length >= 1);
  const t: Table = {
    session,
    dispatch,
    host,
    feed,
    received,
    close: async () => {
      ws.close();
      await host.close();
      store.close();
    },
  };
  open.push(t);
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

async function call<T>(t: Table, method: string, ...args: unknown[]): Promise<T> {
  const result = await t.dispatch(method, args);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as T;
}

function vampireDeck(): Role[] {
  const preset = presetsFor(PLAYERS.length).find((p) => p.game === 'vampire');
  if (!preset) throw new Error('no Vampire preset for six players');
  return [...preset.deck];
}

/**
 * Plays a game as the console does: the cue names each call of the script in turn (with the same timing
 * whether anyone wakes or not), the night's answers are drawn with `seed`, one answer is undone and given
 * again, a swap is corrected, then the day's timer runs down through its warnings, the vote, the reveal.
 * Returns the messages sent before the vote was confirmed, and all of them.
 */
async function playGame(t: Table, deal: Role[], seed: number): Promise<{ before: string[]; game: GameView }> {
  const rng = seededRng(seed);
  const cue = (part: Partial<PublicCue>, gameId: string | null): Promise<unknown> =>
    call(t, 'publicCue', { language: 'en', gameId, eventId: null, callIndex: null, timer: null, ...part });
  await cue({}, null);
  let game = await call<GameView>(t, 'createGame', {
    players: PLAYERS,
    deal: { mode: 'manual', players: deal.slice(0, PLAYERS.length), center: deal.slice(PLAYERS.length) },
  });
  const id = game.id;
  await cue({}, id);
  await settle(t);
  game = await call<GameView>(t, 'startNight', id);
  const steps = game.script.length;
  for (let index = 0; index < steps; index++) {
    await cue({ callIndex: index }, id);
    game = await call<GameView>(t, 'getGame', id);
    if (game.call?.index !== index) continue; // already past it
    const now = currentCall(unwrap(t.session.gameState(id)));
    if (!now) break;
    const answer = randomAnswer(rng, now.choice);
    await call<GameView>(t, 'answer', id, answer);
    if (index === 3) {
      // The moderator takes the answer back and gives it again: the cue stays on the call meanwhile.
      await call<GameView>(t, 'undo', id);
      await call<GameView>(t, 'answer', id, answer);
    }
    await settle(t);
  }
  await cue({ callIndex: null }, id);

  // Something moved during the night: the moderator swaps two players' cards where they lie.
  expect((await call<GameView>(t, 'getGame', id)).phase).toBe('day');
  await call<GameView>(t, 'override', id, {
    override: 'swap-cards',
    a: { player: 0 },
    b: { player: 1 },
    note: 'Ann and Bruno swapped by mistake',
  });
  for (const remaining of [240, 239, 120, 61, 60, 45, 30, 10, 1, 0]) {
    await cue(
      { timer: { state: remaining === 0 ? 'done' : 'running', remaining, length: 240, warnings: [60, 30] } },
      id,
    );
    await settle(t); // the console sends its timer once a second
  }
  await call<GameView>(t, 'startVote', id);
  await settle(t);
  const before = [...t.received];
  const votes = PLAYERS.map((_, seat) => (seat + 1) % PLAYERS.length);
  game = await call<GameView>(t, 'vote', id, votes);
  await settle(t);
  return { before, game };
}

describe("the players' screen", () => {
  it('is never sent a card, a Mark, a role of a player, who is awake or a night choice before the reveal', async () => {
    const t = await table();
    const deck = vampireDeck();
    const { before, game } = await playGame(t, deck, 11);
    expect(game.phase).toBe('revealed');
    expect(before.length).toBeGreaterThan(10);
    const markNames = new Set<string>(MARKS);
    for (const text of before) {
      const message = viewOf(text);
      const fields = fieldsOf(message);
      for (const secret of SECRET_FIELDS) expect(fields, `field "${secret}" in ${text}`).not.toContain(secret);
      // The call's key names a call of the deck's script ("assassin", "vampires"): said to everyone.
      if (message.call) expect(game.script.map((step) => step.key)).toContain(message.call.key);
      const rest = stringsOf({ ...message, call: null });
      for (const value of rest) expect(markNames, `Mark in ${text}`).not.toContain(value);
      // A player's role could only be told beside their name: no string holds both.
      for (const value of rest)
        for (const name of PLAYERS) if (value !== name) expect(value.includes(name), `${name} in ${value}`).toBe(false);
    }
    const screens = before.map((text) => viewOf(text).screen);
    expect(screens).toEqual(expect.arrayContaining(['waiting', 'deal', 'night', 'day', 'vote']));
    // After the reveal, everything is turned over.
    const last = viewOf(t.received.at(-1)!);
    expect(last.screen).toBe('reveal');
    expect(last.result?.players.map((p) => p.name)).toEqual(PLAYERS);
    expect(last.result?.players.map((p) => p.startCard)).toEqual(game.deal.players);
    // The calls of the night were named, in the script's order.
    const calls = before.map((text) => viewOf(text).call?.key).filter((key) => key !== undefined);
    expect(calls.length).toBeGreaterThan(3);
    expect(before.some((text) => viewOf(text).timer?.remaining === 60)).toBe(true);
  });

  it('sends exactly the same messages until the reveal, whatever was dealt and chosen at night', async () => {
    const deck = vampireDeck();
    const other = [...deck.slice(3), ...deck.slice(0, 3)];
    expect(other.slice(0, PLAYERS.length)).not.toEqual(deck.slice(0, PLAYERS.length));
    const a = await playGame(await table(), deck, 1);
    const b = await playGame(await table(), other, 99);
    expect(a.game.deal.players).not.toEqual(b.game.deal.players);
    expect(a.before.length).toBeGreaterThan(10);
    expect(b.before).toEqual(a.before);
    // The results differ (other cards), and only once revealed.
  });
});

describe('the public view', () => {
  const base = (phase: GameView['phase']): GameView =>
    ({
      players: PLAYERS,
      phase,
      result: null,
      table: {
        players: PLAYERS.map((name) => ({ name, startCard: 'seer', card: 'robber', copied: null, mark: 'fear' })),
        center: ['tanner', 'villager', 'drunk'],
        board: [],
      },
    }) as unknown as GameView;
  const cue: PublicCue = { language: 'fr', gameId: 'g', eventId: null, callIndex: 1, timer: null };
  const script = [
    { key: 'everyone-sleeps', phase: 'night' as const, namedAfter: null },
    { key: 'seer', phase: 'night' as const, namedAfter: 'seer' as const },
  ];

  it("names the console's call, not the game's: an answer given early does not move the players' screen on", () => {
    expect(buildPublicView({ cue, game: base('night'), script, standings: null })).toEqual({
      language: 'fr',
      screen: 'night',
      players: PLAYERS,
      call: { key: 'seer', phase: 'night', namedAfter: 'seer' },
      timer: null,
      voteNow: false,
      result: null,
      standings: null,
      // The call's role is named, and nothing else.
      names: { roles: { seer: { en: 'Seer', fr: 'Voyante' } }, artifacts: {}, prompts: {} },
    });
    // The last call was answered (the game's day has begun) while the console still says it.
    expect(buildPublicView({ cue, game: base('day'), script, standings: null }).screen).toBe('night');
    expect(
      buildPublicView({ cue: { ...cue, callIndex: null }, game: base('day'), script, standings: null }).screen,
    ).toBe('day');
  });

  it('shows face-up cards and the announced day effects only after the night, when the game view has them', () => {
    const alien = {
      ...base('day'),
      table: {
        players: PLAYERS.map((name, seat) => ({
          name,
          startCard: 'seer',
          card: 'robber',
          copied: null,
          mark: 'none',
          ...(seat === 2 ? { faceUp: true, cardNow: 'alien' } : {}),
        })),
        center: ['tanner', 'villager', 'drunk'],
        centerFaceUp: [false, true, false],
        board: [],
      },
      app: { ripple: { text: 'Everyone must vote for the app.' } },
    } as unknown as GameView;
    const day = buildPublicView({ cue: { ...cue, callIndex: null }, game: alien, script, standings: null });
    expect(day.faceUp).toEqual([
      { place: { kind: 'seat', seat: 2 }, role: 'alien' },
      { place: { kind: 'center', index: 1 }, role: 'villager' },
    ]);
    expect(day.dayEffects).toEqual(['Everyone must vote for the app.']);
    const night = buildPublicView({ cue, game: { ...alien, phase: 'night' } as GameView, script, standings: null });
    expect(night.faceUp).toBeUndefined();
    expect(night.dayEffects).toBeUndefined();
    // A game without them adds no field at all.
    expect(
      'faceUp' in buildPublicView({ cue: { ...cue, callIndex: null }, game: base('day'), script, standings: null }),
    ).toBe(false);
  });

  it('never names an artifact, nor what it makes its holder do, before the reveal (in either language)', () => {
    const { session } = openSession();
    const record = {
      format: 'onu-record/1',
      players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
      deal: {
        players: ['curator', 'villager', 'werewolf', 'seer', 'villager'],
        center: ['robber', 'villager', 'tanner'],
      },
      night: [
        { call: 'seer', target: 'Ann' },
        { call: 'curator', target: 'Ben', artifact: 'mask-of-muting' },
      ],
    };
    const report = unwrap(session.importText({ text: JSON.stringify(record), source: 'mask.json' }));
    expect(report.rejected).toEqual([]);
    const id = report.imported[0]!;
    const script = unwrap(session.gameState(id)).setup.script.map(({ key, phase, namedAfter }) => ({
      key,
      phase,
      namedAfter,
    }));
    const forbidden = [
      ...Object.keys(ARTIFACT_NAMES_EN),
      ...Object.values(ARTIFACT_NAMES_EN),
      ...Object.values(ARTIFACT_NAMES_FR),
      'Mask',
      'Masque',
      'may not speak',
      'ne peut pas parler',
      'villager',
      'curator',
    ];
    for (const language of ['en', 'fr'] as const) {
      unwrap(session.setLanguage(language));
      const game = unwrap(session.getGame(id));
      // The moderator's view knows who holds it and what it does; the players' screen is built from it.
      expect(game.phase).toBe('day');
      expect(game.artifacts?.mayNotSpeak).toEqual([1]);
      const view = buildPublicView({ cue: { ...cue, language, callIndex: null }, game, script, standings: null });
      const json = JSON.stringify(view);
      for (const word of forbidden) expect(json, `"${word}" in ${json}`).not.toContain(word);
      // What everyone may know: Ben looks at his artifact now, and may say what it is, or lie.
      expect(view.dayEffects).toEqual([
        language === 'fr'
          ? 'Ben\u00A0: regardez votre artefact maintenant (vous pouvez dire lequel, ou mentir).'
          : 'Ben: look at your artifact now (you may say what it is, or lie).',
      ]);
    }
  });

  it("shows an open event's standings, without the moderator's CSV", () => {
    const standings = {
      event: 'Spring cup',
      rows: [{ rank: 1, name: 'Ann', points: 3, wins: 1, games: 1, headToHead: 0, tied: false }],
      scoringLines: [],
      gamesCounted: 1,
      tables: 2,
      csv: 'secret,csv',
      fileName: 'x.csv',
    };
    const view = buildPublicView({ cue: { ...cue, gameId: null }, game: null, script: null, standings });
    expect(view.screen).toBe('standings');
    expect(view.standings).toEqual({
      event: 'Spring cup',
      rows: [{ rank: 1, name: 'Ann', points: 3, wins: 1, games: 1, tied: false }],
      gamesCounted: 1,
      tables: 2,
    });
  });
});
