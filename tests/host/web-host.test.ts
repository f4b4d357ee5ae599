/**
 * The browser host survives any single request or message (issue 10, part 1): each attack below once
 * stopped `npm run web`. After each one the host must still serve the console and answer a call.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDispatcher } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { startWebHost, type WebHost } from '../../src/main/host/web-server.ts';
import { decodePath, parseTarget } from '../../src/main/host/request-target.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { MAX_MESSAGE_BYTES } from '../../src/shared/import-contract.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/main/shell/security-policy.ts';
import { closeCodeOf, encodeFrame, openRawSocket, rawExchange, statusOf, textMessagesOf, type Frame } from './raw.ts';

let host: WebHost;
let store: Store;
const logged: string[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-host-'));
  const root = join(dir, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Nightwarden</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  store = new Store(join(dir, 'archive.db'));
  let n = 0;
  const session = new Session(store, {
    now: () => new Date('2026-03-01T20:00:00Z'),
    newId: () => `g${++n}`,
    randomSeed: () => 7,
  });
  host = await startWebHost({
    root,
    dispatch: createDispatcher({ session, narration: new TimedTextNarration(5), keepAwake: () => undefined }),
    log: (message) => logged.push(message),
  });
});

afterAll(async () => {
  await host.close();
  store.close();
});

const origin = (): string => `http://127.0.0.1:${host.port}`;
const get = (target: string, extra = ''): string =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\n${extra}Connection: close\r\n\r\n`;
const upgrade = (target: string, extra = ''): string =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: ${origin()}\r\n${extra}\r\n`;

/** One call over a fresh WebSocket, as the console makes it. */
async function call(method: unknown, args: unknown, id: unknown = 1): Promise<{ id: unknown; result: unknown }> {
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws?token=${host.token}`, { origin: origin() });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const answer = await new Promise<{ id: unknown; result: unknown }>((resolve) => {
    ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()) as { id: unknown; result: unknown }));
    ws.send(JSON.stringify({ id, method, args }));
  });
  ws.close();
  return answer;
}

/** The host still serves the console and answers a call. */
async function expectAlive(): Promise<void> {
  const page = await rawExchange(host.port, get(`/?token=${host.token}`));
  expect(statusOf(page)).toBe(200);
  expect(page).toContain('<title>Nightwarden</title>');
  const answer = await call('listGames', []);
  expect(answer.result).toMatchObject({ ok: true });
}

describe('every request gets an answer', () => {
  const token = (): string => host.token;
  it.each([
    ['an IPv6 host that never closes', () => '//[', 400],
    ['an authority with a port out of range', () => '//x:99999999/', 400],
    ['an absolute-form target that cannot parse', () => 'http://[', 400],
    ['an absolute-form target to another host', () => `http://evil.example/?token=${token()}`, 400],
    ['a backslash that turns into another authority', () => '/\\x:99999999/', 400],
    ['an incomplete UTF-8 sequence (%E0)', () => `/%E0?token=${token()}`, 400],
    ['a lone percent sign', () => `/%?token=${token()}`, 400],
    ['an overlong encoding of "/"', () => `/%C0%AF?token=${token()}`, 400],
    ['an encoded surrogate half', () => `/%ED%A0%80?token=${token()}`, 400],
    ['an encoded NUL', () => `/index.html%00.js?token=${token()}`, 400],
    ['a wrong token', () => '/?token=nope', 403],
    ['a token one character short', () => `/?token=${token().slice(1)}`, 403],
    ['an empty token', () => '/?token=', 403],
    ['a file that does not exist', () => `/missing.js?token=${token()}`, 404],
    ['a climb out of the root', () => `/..%2F..%2F..%2Fetc%2Fpasswd?token=${token()}`, 404],
    ['a folder', () => `/assets?token=${token()}`, 404],
  ])('%s is answered %i', async (_what, target, status) => {
    const answer = await rawExchange(host.port, get(target()));
    expect(statusOf(answer)).toBe(status);
    await expectAlive();
  });

  it('answers another method 405, a request from another host name 403, and a garbled request 400', async () => {
    const post = await rawExchange(
      host.port,
      `POST /?token=${host.token} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc`,
    );
    expect(statusOf(post)).toBe(405);
    const rebound = await rawExchange(
      host.port,
      `GET /?token=${host.token} HTTP/1.1\r\nHost: evil.example:${host.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(rebound)).toBe(403);
    expect(statusOf(await rawExchange(host.port, 'NOT HTTP AT ALL\r\n\r\n'))).toBe(400);
    expect(statusOf(await rawExchange(host.port, `GET / HTTP/1.1\r\nHost: x\r\n${'X: y\r\n'.repeat(5000)}\r\n`))).toBe(
      431,
    );
    await expectAlive();
  });

  it.each([
    ['an unparsable target', () => '//[', 400],
    ['a port out of range', () => '//x:99999999/ws', 400],
    ['an absolute-form target that cannot parse', () => 'http://[', 400],
    ['a bad percent-encoding', () => `/ws%E0?token=${host.token}`, 403],
    ['no token', () => '/ws', 403],
    ['another path', () => `/other?token=${host.token}`, 403],
  ])('an upgrade request with %s is answered %i', async (_what, target, status) => {
    expect(statusOf(await rawExchange(host.port, upgrade(target())))).toBe(status);
    await expectAlive();
  });

  it('refuses an upgrade from another origin (403) and a handshake without its key (400)', async () => {
    const foreign = upgrade(`/ws?token=${host.token}`).replace(`Origin: ${origin()}`, 'Origin: http://127.0.0.1:1');
    expect(statusOf(await rawExchange(host.port, foreign))).toBe(403);
    const keyless = upgrade(`/ws?token=${host.token}`).replace(/Sec-WebSocket-Key: .*\r\n/, '');
    expect(statusOf(await rawExchange(host.port, keyless))).toBe(400);
    await expectAlive();
  });
});

describe('the console’s key (docs/security.md)', () => {
  it('is never a cookie: no answer sets one, and a cookie holding the key opens nothing', async () => {
    for (const target of [`/?token=${host.token}`, '/', '/index.html', `/assets/app.js?token=${host.token}`, '/nope']) {
      const answer = await rawExchange(host.port, get(target));
      expect(answer.toLowerCase()).not.toContain('set-cookie');
    }
    // The cookie the host once set, sent by a browser (or by another local server that received it).
    for (const name of ['nightwarden_token', 'nightwarden_public', 'token']) {
      const cookie = `Cookie: ${name}=${host.token}\r\n`;
      expect(statusOf(await rawExchange(host.port, upgrade('/ws', cookie)))).toBe(403);
    }
    await expectAlive();
  });

  it('without it the page is served (a reload has none in its address), holding no key, and its socket is refused', async () => {
    const page = await rawExchange(host.port, get('/'));
    expect(statusOf(page)).toBe(200);
    expect(page).toContain('<title>Nightwarden</title>');
    expect(page).not.toContain(host.token);
    expect(statusOf(await rawExchange(host.port, upgrade('/ws')))).toBe(403);
    expect(statusOf(await rawExchange(host.port, upgrade('/ws?token=')))).toBe(403);
    expect(statusOf(await rawExchange(host.port, upgrade(`/ws?token=${host.token}x`)))).toBe(403);
    // A wrong key says what to do.
    const wrong = await rawExchange(host.port, get('/?token=nope'));
    expect(wrong).toContain('needs the token printed when the host started');
    expect(wrong).toContain('new one at every start');
  });

  it('is new at every start, as is the players’ screen’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightwarden-host-keys-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const feed = {
      current: () => ({}) as never,
      subscribe: () => () => undefined,
      step: () => ({ ok: true as const, value: null }),
    };
    const started: WebHost[] = [];
    for (let i = 0; i < 3; i++)
      started.push(
        await startWebHost({ root: dir, dispatch: () => Promise.resolve({ ok: true, value: null }), public: { feed } }),
      );
    const keys = started.flatMap((h) => [h.token, h.publicToken]);
    expect(new Set(keys).size).toBe(6);
    for (const key of keys) expect(key).toMatch(/^[\w-]{32}$/);
    for (const h of started) {
      expect(h.url).toBe(`http://127.0.0.1:${h.port}/?token=${h.token}`);
      await h.close();
    }
  });
});

describe('the page cannot be framed', () => {
  it('sends the CSP and X-Frame-Options as headers with every answer', async () => {
    for (const target of [`/?token=${host.token}`, '/', `/missing?token=${host.token}`, '//[']) {
      const answer = await rawExchange(host.port, get(target));
      expect(answer).toContain(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`);
      expect(answer).toContain('X-Frame-Options: DENY');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});

describe('every message that is not a call gets an error', () => {
  it.each([
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"listGames"'],
    ['true', 'true'],
    ['an array', '[1,2]'],
  ])('%s (valid JSON, not an object)', async (_what, text) => {
    const raw = await openRawSocket(host.port, host.token);
    raw.socket.write(encodeFrame({ opcode: 1, payload: text }));
    await expect.poll(() => textMessagesOf(raw.received()).length).toBe(1);
    const answer = JSON.parse(textMessagesOf(raw.received())[0]!) as { result: { error: { code: string } } };
    expect(answer.result.error.code).toBe('input/not-an-object');
    raw.socket.destroy();
    await expectAlive();
  });

  it('text that is not JSON, and a binary message', async () => {
    const raw = await openRawSocket(host.port, host.token);
    raw.socket.write(encodeFrame({ opcode: 1, payload: '{nope' }));
    raw.socket.write(encodeFrame({ opcode: 2, payload: Buffer.from([1, 2, 3]) }));
    await expect.poll(() => textMessagesOf(raw.received()).length).toBe(2);
    const codes = textMessagesOf(raw.received()).map(
      (t) => (JSON.parse(t) as { result: { error: { code: string } } }).result.error.code,
    );
    expect(codes).toEqual(['input/not-json', 'input/not-text']);
    raw.socket.destroy();
    await expectAlive();
  });

  it('a method name that is not a string is an input error, never host/failure', async () => {
    for (const method of [{ toString: 1, valueOf: 1 }, 42, null, ['listGames'], true]) {
      const answer = await call(method, []);
      expect(answer.result).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
      expect((answer.result as { error: { message: string } }).error.message).toMatch(
        /^method: a method name is a string/,
      );
    }
    expect(await call('__proto__', [])).toMatchObject({ result: { error: { code: 'input/unknown-method' } } });
    expect(await call('constructor', [])).toMatchObject({ result: { error: { code: 'input/unknown-method' } } });
    expect(logged.filter((line) => line.includes('failed'))).toEqual([]);
  });

  it('echoes a usable id, and null for one that is not', async () => {
    expect((await call('listGames', [], 'a')).id).toBe('a');
    expect((await call('listGames', [], { x: 1 })).id).toBe(null);
    expect((await call('listGames', [], 'x'.repeat(101))).id).toBe(null);
  });
});

describe('a WebSocket that breaks the protocol is closed, the host never', () => {
  const cases: [string, Frame[], number][] = [
    ['a text frame that is not UTF-8', [{ opcode: 1, payload: Buffer.from([0xc3, 0x28]) }], 1007],
    ['an unmasked client frame', [{ opcode: 1, payload: '{}', mask: false }], 1002],
    ['a reserved opcode', [{ opcode: 3, payload: 'x' }], 1002],
    ['a reserved control opcode', [{ opcode: 0xb, payload: '' }], 1002],
    ['RSV1 without an extension', [{ opcode: 1, rsv: 4, payload: '{}' }], 1002],
    ['RSV3', [{ opcode: 1, rsv: 1, payload: '{}' }], 1002],
    ['close code 999', [{ opcode: 8, payload: Buffer.from([0x03, 0xe7]) }], 1002],
    ['a close frame of one byte', [{ opcode: 8, payload: Buffer.from([0x03]) }], 1002],
    ['a continuation with nothing to continue', [{ opcode: 0, payload: 'x' }], 1002],
    ['a fragmented ping', [{ opcode: 9, fin: false, payload: 'x' }], 1002],
    ['a ping of 126 bytes', [{ opcode: 9, payload: Buffer.alloc(126) }], 1002],
    [
      'a new message inside a fragmented one',
      [
        { opcode: 1, fin: false, payload: '{' },
        { opcode: 1, payload: '}' },
      ],
      1002,
    ],
    ['a message over the size limit', [{ opcode: 1, declaredLength: BigInt(MAX_MESSAGE_BYTES + 1) }], 1009],
    ['a length of 2^63', [{ opcode: 2, declaredLength: 2n ** 63n }], 1009],
  ];
  it.each(cases)('%s', async (_what, frames, code) => {
    const raw = await openRawSocket(host.port, host.token);
    for (const frame of frames) raw.socket.write(encodeFrame(frame));
    expect(await raw.closed()).toBe(true);
    expect(closeCodeOf(raw.received())).toBe(code);
    await expectAlive();
  });

  it('a client that vanishes in the middle of a message', async () => {
    const raw = await openRawSocket(host.port, host.token);
    raw.socket.write(encodeFrame({ opcode: 1, payload: 'x'.repeat(1000) }).subarray(0, 500));
    raw.socket.destroy();
    await expectAlive();
  });
});

describe('target and path checks', () => {
  it('reads only a path, and decodes only valid UTF-8', () => {
    expect(parseTarget('/ws?token=a', 'http://127.0.0.1:1')).toBeInstanceOf(URL);
    expect(typeof parseTarget('//[', 'http://127.0.0.1:1')).toBe('string');
    expect(typeof parseTarget(undefined, 'http://127.0.0.1:1')).toBe('string');
    expect(decodePath('/caf%C3%A9')).toBe('/café');
    for (const bad of ['/%E0', '/%', '/%C0%AF', '/%ED%A0%80', '/%00']) expect(decodePath(bad)).toBeNull();
  });
});
