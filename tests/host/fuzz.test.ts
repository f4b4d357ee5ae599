/**
 * A seeded fuzz of the live browser host (issue 10, "Done when"): `npm run web`'s own process on
 * 127.0.0.1, then thousands of random WebSocket frames (most breaking the protocol, each on a connection
 * of its own), random messages (random JSON, random methods of the contract with random arguments) and
 * random HTTP requests. Afterwards the host must still serve the console and answer a call, every message
 * must have had an answer, no call that writes may have been accepted, and the archive must pass
 * `integrity_check` and hold exactly what it held before: no write from a rejected call.
 */
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { API_METHOD_NAMES } from '../../src/shared/api-methods.ts';
import { encodeFrame, openRawSocket, rawExchange, statusOf, type Frame } from './raw.ts';

const SEED = 0x5eed_2026;
const FRAMES = 800;
const MESSAGES = 1600;
const REQUESTS = 300;

/** Methods whose success would change the archive: none of them may succeed on random input. */
const WRITES = new Set([
  'createGame',
  'startNight',
  'answer',
  'pass',
  'override',
  'undo',
  'startVote',
  'vote',
  'deleteGame',
  'importText',
  'importChunk',
  'importFinish',
  'reopenArchive',
  'createEvent',
  'updateEvent',
  'deleteEvent',
  'proposeRound',
  'saveRound',
  'removeRound',
  'startEventGame',
  'linkEventGame',
  'importEventGames',
  'importEvent',
]);

/** mulberry32: small, seeded, good enough to pick bytes. */
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

const STRINGS = [
  '',
  'game-1',
  '__proto__',
  'constructor',
  'Ann\u001b[2J',
  '\u202eevil',
  '\ud800',
  '%E0',
  '../../etc/passwd',
  'x'.repeat(70_000),
  '{"method":"createGame"}',
  'null',
];

function randomJson(depth = 0): unknown {
  switch (int(depth > 3 ? 5 : 9)) {
    case 0:
      return null;
    case 1:
      return pick([0, -1, 1e308, -0, 3.5, 2 ** 53, Number.MAX_SAFE_INTEGER + 2]);
    case 2:
      return random() < 0.5;
    case 3:
      return pick(STRINGS);
    case 4:
      return String.fromCharCode(...Array.from({ length: int(40) }, () => int(0x10000)));
    case 5:
    case 6:
      return Array.from({ length: int(6) }, () => randomJson(depth + 1));
    default: {
      const value: Record<string, unknown> = {};
      for (let i = int(6); i > 0; i--)
        value[pick(['players', 'deal', 'mode', 'text', 'source', 'name', '__proto__', 'x', 'size', 'target'])] =
          randomJson(depth + 1);
      return value;
    }
  }
}

/** A message: random JSON, or a call with a random (or real) method and random arguments. */
function randomMessage(): string {
  const kind = int(10);
  if (kind === 0) return JSON.stringify(randomJson());
  if (kind === 1) return String.fromCharCode(...Array.from({ length: int(80) }, () => 32 + int(95))); // not JSON
  const method = random() < 0.8 ? pick(API_METHOD_NAMES) : randomJson();
  const args = random() < 0.8 ? Array.from({ length: int(4) }, () => randomJson()) : randomJson();
  const id = random() < 0.9 ? int(1e6) : randomJson();
  return JSON.stringify({ id, method, args });
}

/** A frame that breaks the protocol (or a random one): bad opcodes, bits, masks, lengths, UTF-8, closes. */
function randomFrame(): Frame[] {
  const payload = Buffer.from(Array.from({ length: int(200) }, () => int(256)));
  switch (int(10)) {
    case 0:
      return [{ opcode: 1, payload: Buffer.from([0xc0 | int(32), int(256), 0xff]) }]; // invalid UTF-8
    case 1:
      return [{ opcode: 1, payload, mask: false }];
    case 2:
      return [{ opcode: pick([3, 4, 5, 6, 7, 0xb, 0xc, 0xd, 0xe, 0xf]), payload }];
    case 3:
      return [{ opcode: 1, rsv: 1 + int(7), payload: '{}' }];
    case 4:
      return [{ opcode: 8, payload: Buffer.from([int(256), int(256), ...payload.subarray(0, 5)]) }];
    case 5:
      return [{ opcode: 0, payload }];
    case 6:
      return [{ opcode: pick([9, 10]), fin: random() < 0.5, payload: Buffer.alloc(int(300)) }];
    case 7:
      return [{ opcode: pick([1, 2]), declaredLength: BigInt(int(2 ** 31)) * BigInt(1 + int(2 ** 20)) }];
    case 8:
      return [
        { opcode: 1, fin: false, payload: '{"id":1,' },
        { opcode: pick([0, 1, 2, 9]), payload: random() < 0.5 ? payload : '"method":"listGames","args":[]}' },
      ];
    default:
      return [{ fin: random() < 0.5, rsv: int(8), opcode: int(16), mask: random() < 0.7, payload }];
  }
}

function randomRequest(port: number, token: string): string {
  const target = pick([
    '//[',
    '//x:99999999/',
    'http://[',
    `/%${pick(['', 'E0', 'C0%AF', 'ED%A0%80', '00', 'zz'])}?token=${token}`,
    `/${String.fromCharCode(...Array.from({ length: int(30) }, () => 33 + int(94)))}`,
    `/?token=${token}`,
    `/ws?token=${token}`,
    '*',
    '',
  ]);
  const method = pick(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'BREW', 'G\u00e9T']);
  const headers = pick([
    `Host: 127.0.0.1:${port}\r\n`,
    'Host: evil.example\r\n',
    '',
    `Host: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${pick(['', 'AAAA', 'dGhlIHNhbXBsZSBub25jZQ=='])}\r\nOrigin: http://127.0.0.1:${port}\r\n`,
    `Host: 127.0.0.1:${port}\r\nContent-Length: ${int(100)}\r\nTransfer-Encoding: chunked\r\n`,
  ]);
  return `${method} ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;
}

/** Every row of the archive, hashed: what must not change. */
function digest(path: string): string {
  const db = new Database(path, { readonly: true });
  try {
    const hash = createHash('sha256');
    for (const table of ['games', 'events', 'player_names', 'tournaments'])
      hash.update(
        JSON.stringify(
          db
            .prepare(`SELECT * FROM ${table}`)
            .all()
            .map((row) => JSON.stringify(row))
            .sort(),
        ),
      );
    return hash.digest('hex');
  } finally {
    db.close();
  }
}

let host: ChildProcess;
let port = 0;
let token = '';
let db = '';
let exited: number | null | undefined;

beforeAll(async () => {
  const root = join(import.meta.dirname, '../..');
  if (!existsSync(join(root, 'out/renderer/index.html')))
    throw new Error('the fuzz test serves the built console: run `npm run build` first (npm test does)');
  db = join(mkdtempSync(join(tmpdir(), 'nightwarden-fuzz-')), 'archive.db');
  host = spawn(process.execPath, ['--import', 'tsx', 'src/main/host/web-main.ts', '--db', db, '--line-ms', '1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  host.on('exit', (code) => (exited = code));
  host.stderr!.resume();
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    host.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Nightwarden console: (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    host.once('exit', (code) => reject(new Error(`the host exited (${code})`)));
  });
  port = Number(new URL(url).port);
  token = new URL(url).searchParams.get('token')!;
});

afterAll(() => {
  if (exited === undefined) host.kill('SIGKILL');
});

function connect(): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${token}`, { origin: `http://127.0.0.1:${port}` });
  ws.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Sends one message and waits for its answer (or the connection's end). */
function exchange(ws: WebSocket, text: string): Promise<{ id: unknown; result: { ok: boolean } } | 'closed'> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer): void => {
      done(JSON.parse(data.toString()) as { id: unknown; result: { ok: boolean } });
    };
    const onClose = (): void => done('closed');
    const done = (value: { id: unknown; result: { ok: boolean } } | 'closed'): void => {
      ws.off('message', onMessage);
      ws.off('close', onClose);
      resolve(value);
    };
    ws.on('message', onMessage);
    ws.on('close', onClose);
    ws.send(text);
  });
}

describe('a seeded fuzz of the live host', () => {
  it(`survives ${FRAMES} random frames, ${MESSAGES} random messages and ${REQUESTS} random requests`, async () => {
    // Something to protect: a game made by a valid call, then the archive as it stands.
    const setup = await connect();
    const created = await exchange(
      setup,
      JSON.stringify({
        id: 1,
        method: 'createGame',
        args: [
          {
            players: ['Ann', 'Ben', 'Cat', 'Dan'],
            deal: {
              mode: 'manual',
              players: ['vampire', 'priest', 'marksman', 'pickpocket'],
              center: ['gremlin', 'villager', 'villager'],
            },
          },
        ],
      }),
    );
    expect(created).toMatchObject({ result: { ok: true } });
    setup.close();
    const before = digest(db);

    let frames = 0;
    for (let i = 0; i < FRAMES; i++) {
      const raw = await openRawSocket(port, token);
      for (const frame of randomFrame()) {
        raw.socket.write(encodeFrame(frame));
        frames++;
      }
      // The host answers or closes; either way this connection is done.
      await raw.closed(random() < 0.1 ? 200 : 20);
      raw.socket.destroy();
    }

    let ws = await connect();
    let answered = 0;
    const accepted: string[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const text = randomMessage();
      const answer = await exchange(ws, text);
      if (answer === 'closed') {
        ws = await connect();
        continue;
      }
      answered++;
      let method: unknown;
      try {
        method = (JSON.parse(text) as { method?: unknown } | null)?.method;
      } catch {
        method = undefined; // the message was not JSON
      }
      if (answer.result.ok && typeof method === 'string') accepted.push(method);
    }
    ws.close();

    const statuses = new Set<number>();
    for (let i = 0; i < REQUESTS; i++)
      statuses.add(statusOf(await rawExchange(port, randomRequest(port, token), 2000)));

    // The host is alive: it serves the console and answers a call.
    expect(exited).toBeUndefined();
    expect(statusOf(await rawExchange(port, `GET /?token=${token} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`))).toBe(
      200,
    );
    const check = await connect();
    const listed = await exchange(check, JSON.stringify({ id: 7, method: 'listGames', args: [] }));
    expect(listed).toMatchObject({ id: 7, result: { ok: true, value: [{ players: ['Ann', 'Ben', 'Cat', 'Dan'] }] } });
    check.close();

    expect(frames + MESSAGES).toBeGreaterThanOrEqual(2000);
    expect(answered).toBe(MESSAGES); // every message had an answer; none closed the connection
    expect(accepted.filter((method) => WRITES.has(method))).toEqual([]);
    expect([...statuses].every((s) => [400, 403, 404, 405, 408, 431].includes(s) || s === 200 || s === 0)).toBe(true);

    // Stopped cleanly; the archive is sound and holds exactly what it held before the fuzz.
    const stopped = new Promise((resolve) => host.once('exit', resolve));
    host.kill('SIGTERM');
    await stopped;
    expect(exited).toBe(0);
    const sqlite = new Database(db, { readonly: true });
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    sqlite.close();
    expect(digest(db)).toBe(before);
  });
});
