/**
 * The browser host's second address: the players' screen, behind a read-only token of its own. That token
 * opens /public.html, its assets and the players' socket, which only subscribes to the public view: every
 * method of the console is refused, the console's page and socket stay closed to it, and the moderator's
 * token is never needed. Pushed views follow the game.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { API_METHODS } from '../../src/shared/api.ts';
import type { PublicView } from '../../src/shared/public-view.ts';
import { createDispatcher } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { startWebHost, type WebHost } from '../../src/main/host/web-server.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { PublicFeed, sessionSources } from '../../src/main/session/public-feed.ts';
import { Session } from '../../src/main/session/session.ts';
import { rawExchange, statusOf } from './raw.ts';

let host: WebHost;
let store: Store;
let session: Session;
let calls = 0;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-public-host-'));
  const root = join(dir, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Nightwarden</title>');
  writeFileSync(join(root, 'public.html'), '<!doctype html><title>Nightwarden players</title>');
  writeFileSync(join(root, 'assets', 'public.js'), 'console.log(1)');
  store = new Store(join(dir, 'archive.db'));
  let n = 0;
  session = new Session(store, {
    now: () => new Date('2026-03-01T20:00:00Z'),
    newId: () => `g${++n}`,
    randomSeed: () => 7,
  });
  const feed = new PublicFeed(sessionSources(session));
  const dispatch = createDispatcher({
    session,
    narration: new TimedTextNarration(5),
    keepAwake: () => undefined,
    publicFeed: feed,
  });
  host = await startWebHost({
    root,
    dispatch: (method, args) => {
      calls++;
      return dispatch(method, args);
    },
    public: { feed },
  });
});

afterAll(async () => {
  await host.close();
  store.close();
});

const origin = (): string => `http://127.0.0.1:${host.port}`;
const get = (target: string, extra = ''): string =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\n${extra}Connection: close\r\n\r\n`;
const upgrade = (target: string): string =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: ${origin()}\r\n\r\n`;

interface PlayersSocket {
  readonly ws: WebSocket;
  readonly messages: unknown[];
  next(): Promise<unknown>;
}

async function playersSocket(token = host.publicToken ?? ''): Promise<PlayersSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/public/ws?token=${token}`, { origin: origin() });
  const messages: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as unknown;
    messages.push(message);
    waiting.shift()?.(message);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, messages, next: () => new Promise((resolve) => waiting.push(resolve)) };
}

describe("the players' screen's address", () => {
  it('is printed with a token of its own, not the console’s', () => {
    expect(host.publicToken).toMatch(/^[\w-]{20,}$/);
    expect(host.publicToken).not.toBe(host.token);
    expect(host.publicUrl).toBe(`${origin()}/public.html?token=${host.publicToken}`);
  });

  it('opens the players’ page and its assets, and sets no cookie', async () => {
    const page = await rawExchange(host.port, get(`/public.html?token=${host.publicToken}`));
    expect(statusOf(page)).toBe(200);
    expect(page).toContain('Nightwarden players');
    expect(page.toLowerCase()).not.toContain('set-cookie');
    expect(page).not.toContain(host.token);
    // Its scripts and a reload (no key in the address) are served; the key stays in the page.
    expect(statusOf(await rawExchange(host.port, get('/assets/public.js')))).toBe(200);
    expect(statusOf(await rawExchange(host.port, get('/public.html')))).toBe(200);
    // A key the host did not make is refused with what to do.
    const stale = await rawExchange(host.port, get('/public.html?token=from-an-earlier-start'));
    expect(statusOf(stale)).toBe(403);
    expect(stale).toContain('open the address the console shows now');
  });

  it("never opens the moderator's console or its socket", async () => {
    for (const target of [`/?token=${host.publicToken}`, `/index.html?token=${host.publicToken}`]) {
      const answer = await rawExchange(host.port, get(target));
      expect(statusOf(answer)).toBe(403);
      expect(answer).toContain("the players' screen's token opens /public.html only");
    }
    // Its key, however it is sent, never opens the console's socket.
    expect(statusOf(await rawExchange(host.port, upgrade(`/ws?token=${host.publicToken}`)))).toBe(403);
    const byCookie = upgrade('/ws').replace('\r\n\r\n', `\r\nCookie: nightwarden_public=${host.publicToken}\r\n\r\n`);
    expect(byCookie).toContain('Cookie: nightwarden_public=');
    expect(statusOf(await rawExchange(host.port, byCookie))).toBe(403);
    // The console's page, reached by editing the players' address, holds no key (the page takes its own
    // from the tab it runs in: tests/e2e/keys.spec.ts shows it locked).
    const edited = await rawExchange(host.port, get('/'));
    expect(edited).not.toContain(host.token);
    expect(edited).not.toContain(host.publicToken);
  });

  it("a host without a console (the Electron app's address for a TV) serves the players' screen only", async () => {
    const feed = new PublicFeed(sessionSources(session));
    const root = join(mkdtempSync(join(tmpdir(), 'nightwarden-players-only-')), 'renderer');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Nightwarden</title>');
    writeFileSync(join(root, 'public.html'), '<!doctype html><title>Nightwarden players</title>');
    writeFileSync(join(root, 'assets', 'public.js'), 'console.log(1)');
    const only = await startWebHost({ root, public: { feed } });
    try {
      const at = (target: string): string =>
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${only.port}\r\nConnection: close\r\n\r\n`;
      const socket = (target: string): string =>
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${only.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:${only.port}\r\n\r\n`;
      expect(statusOf(await rawExchange(only.port, at(`/public.html?token=${only.publicToken}`)))).toBe(200);
      for (const target of ['/', '/index.html', `/?token=${only.token}`, `/index.html?token=${only.publicToken}`]) {
        const answer = await rawExchange(only.port, at(target));
        expect(statusOf(answer)).toBe(403);
        expect(answer).toContain("this address serves the players' screen only");
      }
      expect(statusOf(await rawExchange(only.port, socket(`/ws?token=${only.token}`)))).toBe(403);
      expect(statusOf(await rawExchange(only.port, socket(`/public/ws?token=${only.publicToken}`)))).toBe(101);
    } finally {
      await only.close();
    }
  });

  it('needs its token: none, a wrong one or the console’s own does not open the players’ socket', async () => {
    expect(statusOf(await rawExchange(host.port, upgrade('/public/ws')))).toBe(403);
    expect(statusOf(await rawExchange(host.port, upgrade('/public/ws?token=nope')))).toBe(403);
    expect(statusOf(await rawExchange(host.port, upgrade(`/public/ws?token=${host.token}`)))).toBe(403);
    const foreign = upgrade(`/public/ws?token=${host.publicToken}`).replace(
      `Origin: ${origin()}`,
      'Origin: http://evil.example',
    );
    expect(statusOf(await rawExchange(host.port, foreign))).toBe(403);
  });

  it('refuses every method of the console, with a clear error, and never reaches the session', async () => {
    const players = await playersSocket();
    const before = calls;
    for (const method of [...API_METHODS, 'constructor', '__proto__']) {
      const answer = players.next();
      players.ws.send(JSON.stringify({ id: method, method, args: [] }));
      expect(await answer).toEqual({
        id: method,
        result: {
          ok: false,
          error: {
            code: 'host/public-read-only',
            message: `${JSON.stringify(method)} is refused: the players' screen only subscribes to the public view (subscribePublic) and steps through the night told after the reveal (stepPublicStory); the console's methods need the moderator's address`,
          },
        },
      });
    }
    expect(calls).toBe(before);
    const garbled = players.next();
    players.ws.send('not json');
    expect(await garbled).toMatchObject({ id: null, result: { ok: false, error: { code: 'input/not-json' } } });
    players.ws.close();
  });

  it('subscribes without the moderator’s token and is pushed each change of the game', async () => {
    const players = await playersSocket();
    const first = players.next();
    players.ws.send(JSON.stringify({ id: 7, method: 'subscribePublic', args: [] }));
    expect(await first).toMatchObject({ id: 7, result: { ok: true, value: { screen: 'waiting' } } });

    // The moderator's console (its own token) opens a game: the players' screen is told.
    const moderator = new WebSocket(`ws://127.0.0.1:${host.port}/ws?token=${host.token}`, { origin: origin() });
    await new Promise((resolve) => moderator.once('open', resolve));
    const ask = (
      id: number,
      method: string,
      args: unknown[],
    ): Promise<{ result: { ok: boolean; value: { id: string } } }> =>
      new Promise((resolve) => {
        const onMessage = (data: Buffer): void => {
          const message = JSON.parse(data.toString()) as { id: number; result: { ok: boolean; value: { id: string } } };
          if (message.id !== id) return;
          moderator.off('message', onMessage);
          resolve(message);
        };
        moderator.on('message', onMessage);
        moderator.send(JSON.stringify({ id, method, args }));
      });
    const created = await ask(1, 'createGame', [
      {
        players: ['Ann', 'Bruno', 'Chloé'],
        deal: {
          mode: 'manual',
          players: ['seer', 'robber', 'werewolf'],
          center: ['villager', 'troublemaker', 'werewolf'],
        },
        // A French game: the players' screen speaks the game's language.
        language: 'fr',
      },
    ]);
    expect(created.result.ok).toBe(true);
    const deal = players.next();
    await ask(2, 'publicCue', [
      { language: 'fr', gameId: created.result.value.id, eventId: null, callIndex: null, timer: null },
    ]);
    expect(await deal).toEqual({
      event: 'public',
      view: {
        language: 'fr',
        screen: 'deal',
        players: ['Ann', 'Bruno', 'Chloé'],
        call: null,
        timer: null,
        voteNow: false,
        result: null,
        standings: null,
        names: { roles: {}, artifacts: {}, prompts: {} },
      },
    });
    const night = players.next();
    await ask(3, 'startNight', [created.result.value.id]);
    expect(await night).toMatchObject({ event: 'public', view: { screen: 'night', call: null } });
    const call = players.next();
    await ask(4, 'publicCue', [
      { language: 'fr', gameId: created.result.value.id, eventId: null, callIndex: 1, timer: null },
    ]);
    expect(await call).toMatchObject({ event: 'public', view: { screen: 'night', call: { phase: 'night' } } });
    moderator.close();
    players.ws.close();
  });
});

describe("the console's calls for the players' screen", () => {
  it('checks the cue (a clear error names what is wrong) and opens the screen only where the host has one', async () => {
    const feed = new PublicFeed(sessionSources(session), (run) => run());
    const dispatch = createDispatcher({
      session,
      narration: new TimedTextNarration(5),
      keepAwake: () => undefined,
      publicFeed: feed,
    });
    const good = { language: 'en', gameId: null, eventId: null, callIndex: null, timer: null };
    expect(await dispatch('publicCue', [good])).toEqual({ ok: true, value: null });
    for (const bad of [
      { ...good, language: 'de' },
      { ...good, callIndex: -1 },
      { ...good, callIndex: 1.5 },
      { ...good, timer: { state: 'running', remaining: -3, length: 60, warnings: [] } },
      { ...good, timer: { state: 'exploded', remaining: 3, length: 60, warnings: [] } },
      { ...good, awake: [1, 2] },
    ]) {
      const answer = await dispatch('publicCue', [bad]);
      expect(answer).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
      expect(answer.ok ? '' : answer.error.message).toMatch(/^publicCue: /);
    }
    expect(await dispatch('openPublicScreen', [])).toEqual({
      ok: false,
      error: { code: 'host/no-public-screen', message: 'this host has no players’ screen' },
    });
    const opening = createDispatcher({
      session,
      narration: new TimedTextNarration(5),
      keepAwake: () => undefined,
      openPublicScreen: () => Promise.resolve({ window: 'second-display', address: null }),
    });
    expect(await opening('openPublicScreen', [])).toEqual({
      ok: true,
      value: { window: 'second-display', address: null },
    });
  });

  it("a game that is gone, or a feed's source that fails, shows nothing rather than stopping the feed", () => {
    const feed = new PublicFeed(
      {
        game: () => {
          throw new Error('archive lost');
        },
        script: () => null,
        standings: () => null,
        story: () => {
          throw new Error('archive lost');
        },
      },
      (run) => run(),
    );
    const views: PublicView[] = [];
    feed.subscribe((view) => views.push(view));
    feed.setCue({ language: 'fr', gameId: 'gone', eventId: null, callIndex: 2, timer: null });
    expect(feed.current()).toMatchObject({ screen: 'waiting', language: 'fr' });
    expect(views.at(-1)?.language).toBe('fr');
  });
});

describe("an event's standings on the players' screen", () => {
  it('are read from the session when the console has the event open, without the moderator’s CSV', () => {
    const event = session.tournaments.createEvent({
      name: 'Spring cup',
      startDate: '2026-03-01',
      players: ['Ann', 'Bruno', 'Chloé', 'Dev', 'Eli'],
    });
    if (!event.ok) throw new Error(event.error.message);
    const feed = new PublicFeed(sessionSources(session), (run) => run());
    const views: PublicView[] = [];
    feed.subscribe((view) => views.push(view));
    feed.setCue({ language: 'en', gameId: null, eventId: event.value.id, callIndex: null, timer: null });
    const view = views.at(-1);
    expect(view?.screen).toBe('standings');
    expect(view?.standings?.event).toBe('Spring cup');
    expect(view?.standings?.rows.map((row) => row.name).sort()).toEqual(['Ann', 'Bruno', 'Chloé', 'Dev', 'Eli']);
    expect(Object.keys(view?.standings ?? {}).sort()).toEqual(['event', 'gamesCounted', 'rows', 'tables']);
    // An event that does not exist shows nothing.
    feed.setCue({ language: 'en', gameId: null, eventId: 'nope', callIndex: null, timer: null });
    expect(views.at(-1)?.screen).toBe('waiting');
  });
});
