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
import { decodePath, parseTarget } from './request-target.ts';
import type { ConsoleConnection, Dispatch } from './dispatch.ts';
import { PublicStepSchema, type PublicView, type StoryPosition } from '../../shared/public-view.ts';
import { describeSchemaIssues } from '../../shared/record.ts';
import { PUBLIC_STEP, PUBLIC_SUBSCRIBE } from '../../shared/public-channels.ts';
import { downloadTicket, serveDownload, type Downloads } from './archive-stream.ts';

export { SECURITY_HEADERS };

/**
 * The browser host: the built console and the same session, on 127.0.0.1 only, behind a random key (the
 * token) made at every start. The console's page reads the key from its address (`/?token=…`), takes it
 * out of the address bar and the tab's history, and sends it with the handshake of its WebSocket, the
 * only way to act on the session. No cookie is ever set: a cookie of 127.0.0.1 would reach every other
 * server of 127.0.0.1 (cookies ignore ports) that the browser visits. The page and its scripts are the
 * app's code, the same for everyone, and hold no secret: they are served without the key, so a reload
 * (which has no key in its address) still loads, and the page takes its key from the tab it runs in.
 * docs/security.md says what each key can do.
 *
 * No request and no message can stop it: every request is answered (400 for one it cannot read, 403
 * for a wrong key, a socket without its key, or a request from elsewhere, 404, 405), every message that
 * is not a call gets an error naming what is wrong, and a WebSocket that breaks the protocol is closed
 * (ws answers with the close code that says why); the host goes on serving the others.
 */
export interface WebHostOptions {
  /** The built renderer (out/renderer). */
  readonly root: string;
  /**
   * The console's calls. Without it the host serves the players' screen only (the Electron app's address
   * for a TV's browser): no console page, no console socket.
   */
  readonly dispatch?: Dispatch;
  readonly port?: number;
  /** Unexpected failures (a dispatcher that threw): the host logs them and answers `host/failure`. */
  readonly log?: (message: string) => void;
  /**
   * The players' screen: served at `/public.html` with a token of its own, which opens its socket
   * (`/public/ws`) only, never the console's; that socket only subscribes to the public view.
   */
  readonly public?: { readonly feed: PublicFeedPort };
  /**
   * One-time downloads (the archive's "Export all"), offered through the console's socket: the random
   * ticket in their address is their only key (archive-stream.ts).
   */
  readonly downloads?: Downloads;
}

/** What the host needs of the players' screen's feed (src/main/session/public-feed.ts). */
export interface PublicFeedPort {
  current(): PublicView;
  subscribe(listener: (view: PublicView) => void): () => void;
  /** A step on or back in the night the moderator is telling (refused when none is told). */
  step(move: 'next' | 'previous'): SessionResult<StoryPosition | null>;
}

export interface WebHost {
  /** The console's address with its key (the key opens nothing on a host without a console). */
  readonly url: string;
  readonly port: number;
  readonly token: string;
  /** The players' screen's address with its read-only token (null without a players' screen). */
  readonly publicUrl: string | null;
  readonly publicToken: string | null;
  close(): Promise<void>;
}

export const PUBLIC_PAGE = '/public.html';
export const PUBLIC_SOCKET = '/public/ws';
export const CONSOLE_SOCKET = '/ws';

/** The built assets (scripts, styles): both pages load them. */
function isAsset(path: string): boolean {
  return path.startsWith('/assets/') && !path.includes('/../');
}

/** What the players' screen's token may read: its page and the built assets. */
function publicMayRead(path: string): boolean {
  return path === PUBLIC_PAGE || isAsset(path);
}

/** A page that keeps sending without reading its answers is cut off past this much unsent output. */
const MAX_BUFFERED_BYTES = 256 * 1024 * 1024;

function sameToken(a: string | undefined, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
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

/** A new key: 24 random bytes (192 bits), made at every start of a host and never kept anywhere. */
function newKey(): string {
  return randomBytes(24).toString('base64url');
}

export function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = newKey();
  const publicFeed = options.public?.feed ?? null;
  const publicToken = publicFeed ? newKey() : null;
  const root = normalize(options.root);
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  let origin = '';
  let hostHeader = '';

  const dispatch = options.dispatch ?? null;
  /** The key an address carries (`?token=`), if any: keys travel in addresses and handshakes, never in cookies. */
  const keyOf = (url: URL): string | undefined => url.searchParams.get('token') ?? undefined;
  /** The console's key: it opens the console's socket (on a host with a console). */
  const isConsoleKey = (url: URL): boolean => dispatch !== null && sameToken(keyOf(url), token);
  /** The players' screen's key: it opens the players' socket, nothing else. */
  const isPublicKey = (url: URL): boolean => publicToken !== null && sameToken(keyOf(url), publicToken);

  const answer = (res: ServerResponse, status: number, text: string): void => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Nightwarden: ${text}\n`);
  };

  /**
   * Why a page or file may not be read, or null. The files are the app's code and hold no secret; what
   * is checked is the key an address carries, so that an old or wrong address says so at once: the
   * console's key for the console, the players' for their page (never the console), none at all for a
   * reload. A host without a console serves the players' screen only.
   */
  const pageRefusal = (path: string, url: URL): string | null => {
    const isPublicPage = publicMayRead(path);
    if (!isPublicPage && dispatch === null)
      return `this address serves the players' screen only (${PUBLIC_PAGE}), not the moderator's console`;
    if (path === PUBLIC_PAGE && publicToken === null) return "this host has no players' screen";
    if (keyOf(url) === undefined || isConsoleKey(url)) return null;
    if (isPublicKey(url))
      return isPublicPage ? null : `the players' screen's token opens ${PUBLIC_PAGE} only, not the moderator's console`;
    return path === PUBLIC_PAGE
      ? "this players' screen's address has a key this host did not make (it makes new keys at every start): open the address the console shows now"
      : 'this address needs the token printed when the host started: it makes a new one at every start, so use the address it printed last';
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.on('error', () => res.destroy());
    res.on('error', () => res.destroy());
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const url = parseTarget(req.url, origin);
    if (typeof url === 'string') return answer(res, 400, url);
    // A page that reached us under another name (DNS rebinding) is not ours, token or not.
    if (req.headers.host !== hostHeader) return answer(res, 403, `this console answers only at ${origin}`);
    const ticket = options.downloads ? downloadTicket(url.pathname) : null;
    if (ticket !== null && req.method === 'GET') {
      const offer = options.downloads!.take(ticket);
      if (!offer) return answer(res, 404, 'this download was fetched already or has expired: export again');
      return serveDownload(offer, res, log);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return answer(res, 405, `${req.method ?? 'this method'} is not served here; the console only reads (GET)`);
    }
    const path = decodePath(url.pathname === '/' ? '/index.html' : url.pathname);
    if (path === null) return answer(res, 400, 'the path is not valid percent-encoded UTF-8');
    const refused = pageRefusal(path, url);
    if (refused) return answer(res, 403, refused);
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
    // The players' screen: its own socket, its own token, the same origin check.
    if (url.pathname === PUBLIC_SOCKET) {
      if (!isPublicKey(url) || req.headers.origin !== origin)
        return refuseUpgrade(socket, 403, "only the players' screen, with its token, may open this WebSocket");
      try {
        sockets.handleUpgrade(req, socket, head, (ws) => publicConnection(ws));
      } catch (error) {
        log(`websocket upgrade: ${(error as Error).message}`);
        refuseUpgrade(socket, 400, 'the WebSocket handshake could not be read');
      }
      return;
    }
    // Only our own page may connect: right path, right token, and our origin (no cross-site WebSocket).
    if (url.pathname !== CONSOLE_SOCKET || dispatch === null || !isConsoleKey(url) || req.headers.origin !== origin)
      return refuseUpgrade(socket, 403, 'only the console page, with its token, may open this WebSocket');
    try {
      // ws checks the handshake's headers itself and answers 400 to a bad one.
      sockets.handleUpgrade(req, socket, head, (ws) => consoleConnection(ws, dispatch));
    } catch (error) {
      log(`websocket upgrade: ${(error as Error).message}`);
      refuseUpgrade(socket, 400, 'the WebSocket handshake could not be read');
    }
  });

  /** Parses one message as a JSON object, or answers why it is not one. */
  const readMessage = (
    data: RawData,
    isBinary: boolean,
    reply: (id: number | string | null, result: SessionResult<unknown>) => void,
  ): Record<string, unknown> | null => {
    if (isBinary) {
      reply(null, failure('input/not-text', 'a message is text: one JSON object per message'));
      return null;
    }
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.from(data).toString('utf8');
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      reply(null, failure('input/not-json', 'a message must be JSON: { "id", "method", "args" }'));
      return null;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      const got = describeValue(message);
      reply(null, failure('input/not-an-object', `a message is a JSON object { "id", "method", "args" }, not ${got}`));
      return null;
    }
    return message as Record<string, unknown>;
  };

  /** A console's socket: every message is a call to the session. */
  const consoleConnection = (ws: WebSocket, handle: Dispatch): void => {
    // This console's own state on the host: the language its views come in (each console reads its own).
    const connection: ConsoleConnection = { language: null };
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
      const call = readMessage(data, isBinary, send);
      if (!call) return;
      const id = messageId(call);
      let pending: Promise<SessionResult<unknown>>;
      try {
        pending = handle(call['method'], call['args'], connection);
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
  };

  /**
   * A players' screen: it may subscribe to the public view, and step on or back in the night the moderator
   * tells after the reveal (its key, when its window has the focus); every method of the console is
   * refused. The view is pushed as `{ "event": "public", "view" }` each time it changes.
   */
  const publicConnection = (ws: WebSocket): void => {
    ws.on('error', () => undefined);
    let unsubscribe: (() => void) | null = null;
    const write = (payload: unknown): void => {
      if (ws.readyState !== ws.OPEN) return;
      ws.send(JSON.stringify(payload), (error) => {
        if (error) ws.terminate();
      });
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.close(1008, 'the page does not read its messages');
    };
    const reply = (id: number | string | null, result: SessionResult<unknown>): void => write({ id, result });
    ws.on('close', () => unsubscribe?.());
    ws.on('message', (data: RawData, isBinary: boolean) => {
      const call = readMessage(data, isBinary, reply);
      if (!call || !publicFeed) return;
      const id = messageId(call);
      const method = call['method'];
      if (method === PUBLIC_STEP) {
        const parsed = PublicStepSchema.safeParse(call['args']);
        if (!parsed.success)
          return reply(
            id,
            failure('input/invalid', `${PUBLIC_STEP}: ${describeSchemaIssues(parsed.error).join('; ')}`),
          );
        return reply(id, publicFeed.step(parsed.data[0]));
      }
      if (method !== PUBLIC_SUBSCRIBE) {
        const shown = typeof method === 'string' ? JSON.stringify(method.slice(0, 60)) : describeValue(method);
        return reply(
          id,
          failure(
            'host/public-read-only',
            `${shown} is refused: the players' screen only subscribes to the public view (${PUBLIC_SUBSCRIBE}) and steps through the night told after the reveal (${PUBLIC_STEP}); the console's methods need the moderator's address`,
          ),
        );
      }
      unsubscribe ??= publicFeed.subscribe((view) => write({ event: 'public', view }));
      reply(id, { ok: true, value: publicFeed.current() });
    });
  };

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
        publicUrl: publicToken === null ? null : `${origin}${PUBLIC_PAGE}?token=${publicToken}`,
        publicToken,
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
