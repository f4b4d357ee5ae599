import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { extname, join, normalize, sep } from 'node:path';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES } from '../../shared/import-contract.ts';
import type { SessionResult } from '../../shared/session-contract.ts';
import { describeValue } from '../../shared/player-name.ts';
import { CONTENT_TYPES, SECURITY_HEADERS } from '../shell/security-policy.ts';
import type { Dispatch } from './dispatch.ts';

export { SECURITY_HEADERS };

/**
 * The browser host: the built console and the same session, on 127.0.0.1 only, behind a random token.
 * The first request carries the token in the URL; it is then kept in a strict, HTTP-only cookie for the
 * page's assets and its WebSocket. Without it every request is refused.
 *
 * No request and no message can stop it: every request is answered (400 for one it cannot read, 403
 * without the token or from elsewhere, 404, 405), every message that is not a call gets an error naming
 * what is wrong, and a WebSocket that breaks the protocol is closed (ws answers with the close code that
 * says why); the host goes on serving the others.
 */
export interface WebHostOptions {
  /** The built renderer (out/renderer). */
  readonly root: string;
  readonly dispatch: Dispatch;
  readonly port?: number;
  readonly token?: string;
  /** Unexpected failures (a dispatcher that threw): the host logs them and answers `host/failure`. */
  readonly log?: (message: string) => void;
}

export interface WebHost {
  readonly url: string;
  readonly port: number;
  readonly token: string;
  close(): Promise<void>;
}

const COOKIE = 'nightwarden_token';

/** A page that keeps sending without reading its answers is cut off past this much unsent output. */
const MAX_BUFFERED_BYTES = 256 * 1024 * 1024;

function sameToken(a: string | undefined, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function cookieToken(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === COOKIE) return value;
  }
  return undefined;
}

/**
 * The request's target as a URL, or why it cannot be read. Only a path is accepted (origin-form, as
 * browsers send): `//host…`, `http://…` and anything `new URL` rejects are bad requests.
 */
export function parseTarget(target: string | undefined, origin: string): URL | string {
  if (!target || !target.startsWith('/') || target.startsWith('//'))
    return 'the request target must be a path starting with a single /';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return 'the request target must be a path on this host';
    return url;
  } catch {
    return 'the request target is not a valid path';
  }
}

/** A path's percent-decoding, or null when it is not valid UTF-8 percent-encoding or holds a NUL. */
export function decodePath(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** A message's id, echoed in its answer: a number or a short string; anything else answers as null. */
function messageId(message: Record<string, unknown>): number | string | null {
  const id = message['id'];
  if (typeof id === 'number' && Number.isFinite(id)) return id;
  if (typeof id === 'string' && id.length <= 100) return id;
  return null;
}

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false; // a name the file system refuses (too long, …): not one of ours
  }
}

function failure(code: string, message: string): SessionResult<never> {
  return { ok: false, error: { code, message } };
}

export function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const root = normalize(options.root);
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  let origin = '';
  let hostHeader = '';

  const authorised = (req: IncomingMessage, url: URL): 'query' | 'cookie' | null => {
    if (sameToken(url.searchParams.get('token') ?? undefined, token)) return 'query';
    if (sameToken(cookieToken(req), token)) return 'cookie';
    return null;
  };

  const answer = (res: ServerResponse, status: number, text: string): void => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Nightwarden: ${text}\n`);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.on('error', () => res.destroy());
    res.on('error', () => res.destroy());
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const url = parseTarget(req.url, origin);
    if (typeof url === 'string') return answer(res, 400, url);
    // A page that reached us under another name (DNS rebinding) is not ours, token or not.
    if (req.headers.host !== hostHeader) return answer(res, 403, `this console answers only at ${origin}`);
    const how = authorised(req, url);
    if (!how) return answer(res, 403, 'this address needs the token printed when the host started.');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return answer(res, 405, `${req.method ?? 'this method'} is not served here; the console only reads (GET)`);
    }
    if (how === 'query') res.setHeader('Set-Cookie', `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`);
    const path = decodePath(url.pathname === '/' ? '/index.html' : url.pathname);
    if (path === null) return answer(res, 400, 'the path is not valid percent-encoded UTF-8');
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) || !isFile(file)) return answer(res, 404, 'not found');
    res.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    if (req.method === 'HEAD') return void res.end();
    const stream = createReadStream(file);
    stream.on('error', () => res.destroy()); // removed or unreadable since the check: the response is cut
    stream.pipe(res);
  });

  // A request Node's parser cannot read (bad method, header overflow, bad chunking…): answered, then closed.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
    skipUTF8Validation: false,
  });
  // The server itself never emits errors we cause; a listener keeps an unexpected one from ending the host.
  sockets.on('error', (error) => log(`websocket server: ${error.message}`));

  const refuseUpgrade = (socket: Duplex, status: number, text: string): void => {
    if (socket.writable) {
      const body = `Nightwarden: ${text}\n`;
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = parseTarget(req.url, origin);
    if (typeof url === 'string') return refuseUpgrade(socket, 400, url);
    if (req.headers.host !== hostHeader) return refuseUpgrade(socket, 403, `this console answers only at ${origin}`);
    // Only our own page may connect: right path, right token, and our origin (no cross-site WebSocket).
    if (url.pathname !== '/ws' || !authorised(req, url) || req.headers.origin !== origin)
      return refuseUpgrade(socket, 403, 'only the console page, with its token, may open this WebSocket');
    try {
      // ws checks the handshake's headers itself and answers 400 to a bad one.
      sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
    } catch (error) {
      log(`websocket upgrade: ${(error as Error).message}`);
      refuseUpgrade(socket, 400, 'the WebSocket handshake could not be read');
    }
  });

  sockets.on('connection', (ws: WebSocket) => {
    // Every protocol error (invalid UTF-8, an unmasked frame, a reserved opcode or bit, a bad close code,
    // an oversized message or ping…) lands here: ws has already closed this connection with the code
    // that says why. Without this listener the error would end the whole host.
    ws.on('error', () => undefined);

    const send = (id: number | string | null, result: SessionResult<unknown>): void => {
      if (ws.readyState !== ws.OPEN) return;
      let text: string;
      try {
        text = JSON.stringify({ id, result });
      } catch (error) {
        text = JSON.stringify({
          id,
          result: failure('host/failure', `the answer could not be written: ${(error as Error).message}`),
        });
      }
      ws.send(text, (error) => {
        if (error) ws.terminate();
      });
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.close(1008, 'the page does not read its answers');
    };

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return send(null, failure('input/not-text', 'a message is text: one JSON object per message'));
      const text = Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data).toString('utf8');
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return send(null, failure('input/not-json', 'a message must be JSON: { "id", "method", "args" }'));
      }
      if (typeof message !== 'object' || message === null || Array.isArray(message)) {
        const got = describeValue(message);
        return send(
          null,
          failure('input/not-an-object', `a message is a JSON object { "id", "method", "args" }, not ${got}`),
        );
      }
      const call = message as Record<string, unknown>;
      const id = messageId(call);
      let pending: Promise<SessionResult<unknown>>;
      try {
        pending = options.dispatch(call['method'], call['args']);
      } catch (error) {
        pending = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      pending.then(
        (result) => send(id, result),
        (error: unknown) => {
          const text = error instanceof Error ? error.message : String(error);
          log(`call ${typeof call['method'] === 'string' ? call['method'].slice(0, 60) : '?'} failed: ${text}`);
          send(id, failure('host/failure', `the host could not complete the call: ${text}`));
        },
      );
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      server.on('error', (error) => log(`http server: ${error.message}`));
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      origin = `http://127.0.0.1:${port}`;
      hostHeader = `127.0.0.1:${port}`;
      resolve({
        url: `${origin}/?token=${token}`,
        port,
        token,
        close: () =>
          new Promise<void>((done) => {
            for (const client of sockets.clients) client.terminate();
            sockets.close();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
