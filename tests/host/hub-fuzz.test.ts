/**
 * The event hub's server under attack (docs/event-hub.md, "Threat model"), as the console's browser host is
 * in fuzz.test.ts: a seeded fuzz of random HTTP requests, random WebSocket frames (most breaking the
 * protocol) and random y-protocols messages from an admitted desk (random updates, random sync steps,
 * truncated varints), then a flood, an oversized message and a slow client. Afterwards the hub still serves
 * its page, a real desk's game still goes through, and the event's document holds exactly what it held
 * before plus that game: nothing from a refused message was applied.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RoomService } from '../../src/main/hub/room-service.ts';
import { DOCUMENT_MAPS } from '../../src/main/hub/event-doc.ts';
import { change, entryOf, laptop, organiser, playGame, record, replica, tablePlayers } from '../hub/helpers.ts';
import { closeCodeOf, encodeFrame, rawExchange, statusOf, type Frame } from './raw.ts';

const SEED = 0x0e7e_2026;
const REQUESTS = 200;
const FRAMES = 200;
const MESSAGES = 1200;

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(SEED);
const int = (n: number): number => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;

const root = mkdtempSync(join(tmpdir(), 'nightwarden-hub-root-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'room.html'), '<!doctype html><title>room</title>');
writeFileSync(join(root, 'index.html'), '<!doctype html><title>console</title>');

const org = organiser();
const rooms = new RoomService({
  store: org.store,
  session: org.session,
  ports: { now: () => new Date(), newId: () => randomBytes(6).toString('hex') },
  root,
  limits: { headersMs: 500, deskRate: 100, deskBurst: 400 },
});
const DESK_TOKEN = randomBytes(32).toString('base64url');
let port = 0;
let host = '';

beforeAll(async () => {
  const room = rooms.openRoom(org.eventId, '127.0.0.2', 0);
  const status = (await room) as { ok: true; value: { port: number } };
  port = status.value.port;
  host = `127.0.0.2:${port}`;
  const hub = rooms.hubOf(org.eventId)!;
  const device = hub.request({ name: 'Table 1', role: 'table', tables: [1] }, DESK_TOKEN, '127.0.0.3');
  hub.admit(device.id, {});
});
afterAll(() => rooms.closeAll());

/** A raw WebSocket handshake to the hub (any path, any subprotocols), then raw frames; what came back. */
function rawDesk(
  frames: readonly Buffer[],
  path = `/hub/desk/${org.eventId}`,
  token = DESK_TOKEN,
  ms = 1500,
): Promise<{ upgraded: boolean; closed: boolean; code: number | null }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.2', localAddress: '127.0.0.3' });
    let buffer = '';
    let upgraded = false;
    let closed = false;
    let after = Buffer.alloc(0);
    const done = (): void => {
      clearTimeout(timer);
      socket.destroy();
      const code = closeCodeOf(after);
      resolve({ upgraded, closed: closed || code !== null, code });
    };
    const timer = setTimeout(done, ms);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      done();
    });
    socket.on('data', (chunk: Buffer) => {
      if (upgraded) {
        after = Buffer.concat([after, chunk]);
        if (closeCodeOf(after) !== null) done();
        return;
      }
      buffer += chunk.toString('latin1');
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      upgraded = buffer.startsWith('HTTP/1.1 101');
      if (!upgraded) return done();
      after = Buffer.from(buffer.slice(end + 4), 'latin1');
      for (const frame of frames) socket.write(frame);
    });
    socket.write(
      [
        `GET ${path} HTTP/1.1`,
        `Host: ${host}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        `Sec-WebSocket-Protocol: nightwarden-desk.1, nwt.${token}`,
        '',
        '',
      ].join('\r\n'),
    );
  });
}

function varuint(n: number): number[] {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, n);
  return [...encoding.toUint8Array(encoder)];
}

/** A y-protocols-looking message: real types with random content, random types, truncated lengths. */
function randomMessage(): Buffer {
  const junk = [...randomBytes(int(300))];
  switch (int(8)) {
    case 0:
      return Buffer.from([0, 0, ...varuint(junk.length), ...junk]); // sync step 1 with a random vector
    case 1:
      return Buffer.from([0, 1, ...varuint(junk.length), ...junk]); // sync step 2 with a random update
    case 2:
      return Buffer.from([0, 2, ...varuint(junk.length + 50), ...junk]); // an update longer than it is
    case 3:
      return Buffer.from([1, ...varuint(junk.length), ...junk]); // awareness
    case 4:
      return Buffer.from([...varuint(int(2 ** 20)), ...junk]); // any type
    case 5:
      return Buffer.from([0, int(256), 255, 255, 255, 255, 255]); // truncated varints
    case 6: {
      // A well-formed update from a replica that breaks a rule (another table's game, a registration).
      const r = new Y.Doc();
      const m = r.getMap(pick(['players', 'settings', 'games', 'rounds', 'choices', 'meta', 'intents']));
      m.set(pick(['Zed', 'name', 'x', '1', '__proto__']), pick([true, 'x', 3, { a: 1 }, null]));
      const update = Y.encodeStateAsUpdate(r);
      return Buffer.from([0, 2, ...varuint(update.length), ...update]);
    }
    default:
      return Buffer.from(junk);
  }
}

function randomFrame(): Frame[] {
  const payload = randomBytes(int(200));
  switch (int(7)) {
    case 0:
      return [{ opcode: 1, payload: Buffer.from([0xc0, 0xff]) }];
    case 1:
      return [{ opcode: 2, payload, mask: false }];
    case 2:
      return [{ opcode: pick([3, 4, 5, 6, 7, 0xb, 0xc]), payload }];
    case 3:
      return [{ opcode: 2, rsv: 1 + int(7), payload }];
    case 4:
      return [{ opcode: 8, payload: Buffer.from([int(256), int(256)]) }];
    case 5:
      return [{ opcode: 2, declaredLength: BigInt(2 ** 31) * BigInt(1 + int(1000)) }];
    default:
      return [{ fin: random() < 0.5, rsv: int(8), opcode: int(16), mask: random() < 0.7, payload }];
  }
}

function randomRequest(): string {
  const method = pick(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'G\u0000T', 'BREW']);
  const target = pick([
    '/room.html',
    '/',
    '/index.html',
    '/assets/../index.html',
    '/%E0%A4%A',
    '/hub/join',
    `/hub/desk/${org.eventId}`,
    '/room/ws',
    '//evil.example/x',
    'http://127.0.0.2/room.html',
    '*',
    `/${'a'.repeat(int(9000))}`,
  ]);
  const headers = [
    `Host: ${pick([host, 'evil.example', '127.0.0.1', ''])}`,
    ...(random() < 0.5 ? [`Authorization: Bearer ${pick(['x', '0123456789abcdef', ''])}`] : []),
    ...(random() < 0.4 ? ['Content-Type: application/json', `Content-Length: ${int(10000)}`] : []),
    ...(random() < 0.1 ? [`X-Big: ${'b'.repeat(20000)}`] : []),
  ];
  const body =
    random() < 0.5
      ? JSON.stringify({ name: 'x', role: pick(['table', 'root']), tables: [int(200)], token: 'y'.repeat(int(120)) })
      : '';
  return `${method} ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${body}`;
}

describe('the hub under attack', () => {
  it(
    `answers or closes ${REQUESTS} random requests, ${FRAMES} bad frames and ${MESSAGES} random messages, and goes on`,
    { timeout: 600_000 },
    async () => {
      const before = contents(rooms.hubOf(org.eventId)!.doc);
      const gamesBefore = org.store.list().length;

      for (let i = 0; i < REQUESTS; i++) {
        const answer = await rawExchange(port, randomRequest(), 600, '127.0.0.2').catch(() => '');
        // Anything that came back is a complete HTTP answer; nothing was left hanging beyond the wait.
        if (answer !== '') expect(statusOf(answer), answer.slice(0, 80)).toBeGreaterThanOrEqual(200);
      }
      for (let i = 0; i < FRAMES; i++) {
        const result = await rawDesk(randomFrame().map(encodeFrame), undefined, undefined, 250);
        expect(result.upgraded).toBe(true);
      }
      // Random messages, many per connection: every bad one closes its connection, never the hub.
      let left = MESSAGES;
      while (left > 0) {
        const batch = Array.from({ length: Math.min(left, 40) }, () =>
          encodeFrame({ opcode: 2, payload: randomMessage() }),
        );
        left -= batch.length;
        await rawDesk(batch, undefined, undefined, 600);
      }
      // Nothing a refused message held reached the document or the archive.
      const hub = rooms.hubOf(org.eventId)!;
      // (Structs without content, which Yjs itself accepts from any peer, may remain; nothing readable does.)
      expect(contents(hub.doc)).toEqual(before);
      expect(org.store.list().length).toBe(gamesBefore);
      expect(String(org.store.database.pragma('integrity_check', { simple: true }))).toBe('ok');
    },
  );

  it(
    'closes a flood, an oversized message, a text message, an unknown token, a foreign page, and a slow client',
    { timeout: 300_000 },
    async () => {
      const flood = await rawDesk(
        Array.from({ length: 1000 }, () => encodeFrame({ opcode: 2, payload: Buffer.from([3]) })),
        undefined,
        undefined,
        30_000,
      );
      expect(flood.code).toBe(1008);
      const huge = await rawDesk(
        [encodeFrame({ opcode: 2, declaredLength: BigInt(64 * 1024 * 1024) })],
        undefined,
        undefined,
        30_000,
      );
      expect(huge.code).toBe(1009);
      const text = await rawDesk([encodeFrame({ opcode: 1, payload: '{"method":"x"}' })], undefined, undefined, 30_000);
      expect(text.code).toBe(1003);
      expect((await rawDesk([], undefined, 'x'.repeat(43))).upgraded).toBe(false);
      // A browser page from elsewhere (it always says its origin) never opens a desk's socket, token or not.
      const foreign = new WebSocket(
        `ws://${host}/hub/desk/${org.eventId}`,
        ['nightwarden-desk.1', `nwt.${DESK_TOKEN}`],
        {
          origin: 'http://evil.example',
        },
      );
      const status = await new Promise<number>((resolve) => {
        foreign.on('unexpected-response', (_q, res) => resolve(res.statusCode ?? 0));
        foreign.on('open', () => resolve(101));
        foreign.on('error', () => undefined);
      });
      foreign.terminate();
      expect(status).toBe(403);
      // Headers a byte at a time, never finished: cut off.
      const slow = await new Promise<boolean>((resolve) => {
        const socket = connect({ port, host: '127.0.0.2' });
        socket.on('error', () => undefined);
        socket.write('GET /room.html HTTP/1.1\r\nHost: ');
        const drip = setInterval(() => socket.write('x'), 100);
        socket.on('close', () => {
          clearInterval(drip);
          resolve(true);
        });
        setTimeout(() => {
          clearInterval(drip);
          socket.destroy();
          resolve(false);
        }, 20_000);
      });
      expect(slow).toBe(true);
    },
  );

  it('still serves its page and takes a real desk’s game afterwards', async () => {
    const page = await rawExchange(port, `GET /room.html HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 30_000, '127.0.0.2');
    expect(statusOf(page)).toBe(200);
    const console = await rawExchange(port, `GET /index.html HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 30_000, '127.0.0.2');
    expect(statusOf(console)).toBe(404);
    const hub = rooms.hubOf(org.eventId)!;
    const desk = laptop('desk');
    const game = record(desk.session, playGame(desk.session, tablePlayers(org, org.eventId, 1, 1)).id);
    const device = hub.deviceFor(DESK_TOKEN)!;
    // Over the desk's socket, as y-websocket sends it: one update; the hub acknowledges with its state vector.
    const update = change(replica(hub), { op: 'game', entry: entryOf(game, 1, 1, device.id) }, `${device.id}/1`);
    const ws = new WebSocket(`ws://${host}/hub/desk/${org.eventId}`, ['nightwarden-desk.1', `nwt.${DESK_TOKEN}`]);
    const acked = await new Promise<boolean>((resolve) => {
      ws.on('message', (data: Buffer) => {
        if (data[0] === 100) resolve(true);
      });
      ws.on('open', () => ws.send(Buffer.from([0, 2, ...varuint(update.length), ...update])));
      ws.on('close', () => resolve(false));
    });
    ws.close();
    expect(acked).toBe(true);
    expect(org.store.game(String(game.id))?.phase).toBe('revealed');
  });
});

/** Everything the event's document holds, as plain data. */
function contents(doc: Y.Doc): unknown {
  return Object.fromEntries(DOCUMENT_MAPS.map((name) => [name, doc.getMap(name).toJSON()]));
}
