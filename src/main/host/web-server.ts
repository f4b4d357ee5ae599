import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Dispatch } from './dispatch.ts';

/**
 * The browser host: the built console and the same session, on 127.0.0.1 only, behind a random token.
 * The first request carries the token in the URL; it is then kept in a strict, HTTP-only cookie for the
 * page's assets and its WebSocket. Without it every request is refused.
 */
export interface WebHostOptions {
  /** The built renderer (out/renderer). */
  readonly root: string;
  readonly dispatch: Dispatch;
  readonly port?: number;
  readonly token?: string;
}

export interface WebHost {
  readonly url: string;
  readonly port: number;
  readonly token: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const COOKIE = 'nightwarden_token';

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

export function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const root = normalize(options.root);
  let origin = '';

  const authorised = (req: IncomingMessage, url: URL): 'query' | 'cookie' | null => {
    if (sameToken(url.searchParams.get('token') ?? undefined, token)) return 'query';
    if (sameToken(cookieToken(req), token)) return 'cookie';
    return null;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const how = authorised(req, url);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-store');
    if (!how) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Nightwarden: this address needs the token printed when the host started.\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    if (how === 'query') res.setHeader('Set-Cookie', `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`);
    const path = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 60 * 1024 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', origin);
    // Only our own page may connect: right path, right token, and our origin (no cross-site WebSocket).
    if (url.pathname !== '/ws' || !authorised(req, url) || req.headers.origin !== origin) {
      socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws));
  });
  sockets.on('connection', (ws: WebSocket) => {
    ws.on('message', (data) => {
      let message: { id?: unknown; method?: unknown; args?: unknown };
      try {
        message = JSON.parse(String(data)) as typeof message;
      } catch {
        ws.send(
          JSON.stringify({
            id: null,
            result: { ok: false, error: { code: 'input/not-json', message: 'a message must be JSON' } },
          }),
        );
        return;
      }
      void options.dispatch(message.method, message.args).then(
        (result) => ws.send(JSON.stringify({ id: message.id ?? null, result })),
        (e: unknown) =>
          ws.send(
            JSON.stringify({
              id: message.id ?? null,
              result: { ok: false, error: { code: 'host/failure', message: String(e) } },
            }),
          ),
      );
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      origin = `http://127.0.0.1:${port}`;
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
