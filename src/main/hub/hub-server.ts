import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as authProtocol from 'y-protocols/auth';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  DeskRequestSchema,
  HUB_PATHS,
  HUB_PROTOCOL,
  MESSAGE,
  TOKEN_PROTOCOL_PREFIX,
  type RoomView,
} from '../../shared/hub-contract.ts';
import { escapeControls } from '../../shared/player-name.ts';
import { CONTENT_TYPES, SECURITY_HEADERS } from '../shell/security-policy.ts';
import type { DeviceRow, RoomRow } from '../persistence/hub-store.ts';
import { decodePath, parseTarget } from '../host/request-target.ts';
import type { EventHub } from './hub.ts';

/**
 * The hub's server, on the one interface the organiser chose: the projector's and the phones' page, a
 * desk's request to join (`POST /hub/join`, the room's secret as a bearer token), the desks' Yjs sockets
 * (`/hub/desk/<event>`, y-protocols' sync messages, the desk's token as a subprotocol) and the read-only
 * room socket (`/room/ws`, the view token as a subprotocol). No cookie: every secret is sent with the
 * request that needs it, never kept by a browser for other pages.
 *
 * It survives what the console's browser host survives (docs/event-hub.md, "Threat model"): every request
 * answered or closed, every socket with an error listener, sizes, rates and times bounded.
 */

export interface HubLimits {
  /** The largest message a desk may send (a whole offline session's changes): 8 MB. */
  readonly deskMessageBytes: number;
  /** Messages a second a desk may send, on average, and in a burst. */
  readonly deskRate: number;
  readonly deskBurst: number;
  /** Bytes a second a desk may send, on average (a burst may be one whole message). */
  readonly deskBytesPerSecond: number;
  /** Sockets open at once, in all and from one address. */
  readonly maxSockets: number;
  readonly maxSocketsPerAddress: number;
  /** Join requests a minute from one address. */
  readonly joinsPerMinute: number;
  /** A socket that answers no ping within this time is closed. */
  readonly pingMs: number;
  /** The hub asks each desk what it has at this interval (y-websocket closes a socket silent for 30 s). */
  readonly resyncMs: number;
  /** A request's headers must have arrived within this time (a slow client is cut off). */
  readonly headersMs: number;
}

export const DEFAULT_LIMITS: HubLimits = {
  deskMessageBytes: 8 * 1024 * 1024,
  deskRate: 200,
  deskBurst: 2000,
  deskBytesPerSecond: 1024 * 1024,
  maxSockets: 400,
  maxSocketsPerAddress: 40,
  joinsPerMinute: 20,
  pingMs: 15_000,
  resyncMs: 10_000,
  headersMs: 10_000,
};

const JOIN_BODY_BYTES = 4096;
const ROOM_MESSAGE_BYTES = 1024;
/** A page or desk that does not read what it is sent is cut off past this much unsent output. */
const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;
const REFUSED_KEPT = 20;

export interface HubServerOptions {
  readonly hub: EventHub;
  readonly room: RoomRow;
  /** The built renderer (out/renderer): the room page and its assets. */
  readonly root: string;
  readonly limits?: Partial<HubLimits>;
  readonly log?: (message: string) => void;
}

export interface HubServer {
  readonly origin: string;
  readonly port: number;
  /** Desks connected now (their ids). */
  connected(): ReadonlySet<string>;
  /** The latest refused attempts: a wrong code, an unknown token. */
  refused(): readonly { address: string; at: string; reason: string }[];
  /** Sends the room's view again (after a change the hub does not announce itself). */
  refresh(): void;
  close(): Promise<void>;
}

function same(a: string | undefined, b: string): boolean {
  if (a === undefined || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The secret a socket sent as its subprotocols: the kind it asks for, and `nwt.<token>`. */
function protocolsOf(req: IncomingMessage): { kinds: string[]; token: string | undefined } {
  const offered = (req.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const token = offered.find((p) => p.startsWith(TOKEN_PROTOCOL_PREFIX))?.slice(TOKEN_PROTOCOL_PREFIX.length);
  return { kinds: offered.filter((p) => !p.startsWith(TOKEN_PROTOCOL_PREFIX)), token };
}

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/** A token bucket: `rate` a second on average, `burst` at once. */
function bucket(rate: number, burst: number): (cost?: number) => boolean {
  let tokens = burst;
  let last = Date.now();
  return (cost = 1) => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - last) / 1000) * rate);
    last = now;
    if (tokens < cost) return false;
    tokens -= cost;
    return true;
  };
}

interface DeskSocket {
  readonly ws: WebSocket;
  readonly device: DeviceRow;
}

export function startHubServer(options: HubServerOptions): Promise<HubServer> {
  const { hub, room } = options;
  const limits: HubLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const root = normalize(options.root);
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  const origin = `http://${room.address}:${room.port}`;
  let hostHeader = `${room.address}:${room.port}`;
  let originHeader = origin;
  const desks = new Set<DeskSocket>();
  const rooms = new Set<WebSocket>();
  const perAddress = new Map<string, number>();
  const joins = new Map<string, number[]>();
  const refused: { address: string; at: string; reason: string }[] = [];
  const lastSaved = new Map<string, number>();

  const remember = (address: string, reason: string): void => {
    refused.unshift({ address, at: new Date().toISOString(), reason });
    refused.length = Math.min(refused.length, REFUSED_KEPT);
    hub.notify();
  };

  const answer = (res: ServerResponse, status: number, text: string): void => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Nightwarden: ${text}\n`);
  };

  const addressOf = (req: IncomingMessage): string => req.socket.remoteAddress ?? 'unknown';

  const askToJoin = (req: IncomingMessage, res: ServerResponse): void => {
    const address = addressOf(req);
    const now = Date.now();
    const recent = (joins.get(address) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= limits.joinsPerMinute) {
      res.setHeader('Retry-After', '60');
      return answer(res, 429, `too many requests to join from ${address}: ${limits.joinsPerMinute} a minute`);
    }
    joins.set(address, [...recent, now]);
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !same(auth.slice(7), room.joinSecret)) {
      remember(address, 'wrong-code');
      return answer(res, 403, 'this join code is not the room’s: ask the organiser for the code on their screen');
    }
    if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
      return answer(res, 415, 'a request to join is JSON');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > JOIN_BODY_BYTES) {
        answer(res, 413, `a request to join is at most ${JOIN_BODY_BYTES} bytes`);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.writableEnded) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(res, 400, 'a request to join is JSON: { name, role, tables, token }');
      }
      const token = (body as { token?: unknown } | null)?.token;
      const { token: _token, ...rest } = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      const request = DeskRequestSchema.safeParse(rest);
      if (!request.success || typeof token !== 'string' || !/^[A-Za-z0-9_-]{32,100}$/.test(token))
        return answer(
          res,
          400,
          request.success
            ? 'a desk sends a token of its own: 32 to 100 letters, digits, - or _'
            : request.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        );
      if (hub.deviceFor(token)) return answer(res, 409, 'this desk has asked already');
      const device = hub.request(request.data, token, address);
      const event = hub.roomView().event;
      res.writeHead(202, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ deviceId: device.id, eventId: hub.eventId, event }));
    });
  };

  // Timeouts are checked this often (Node's default, 30 s, would let a slow client hold a socket that long).
  const server = createServer(
    {
      connectionsCheckingInterval: Math.min(1000, limits.headersMs),
      headersTimeout: limits.headersMs,
      requestTimeout: limits.headersMs + 5_000,
    },
    (req, res) => {
      req.on('error', () => res.destroy());
      res.on('error', () => res.destroy());
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      const url = parseTarget(req.url, originHeader);
      if (typeof url === 'string') return answer(res, 400, url);
      if (req.headers.host !== hostHeader) return answer(res, 403, `this hub answers only at ${originHeader}`);
      if (url.pathname === HUB_PATHS.join) {
        if (req.method !== 'POST') {
          res.setHeader('Allow', 'POST');
          return answer(res, 405, 'a desk asks to join with POST');
        }
        return askToJoin(req, res);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return answer(res, 405, `${req.method ?? 'this method'} is not served here`);
      }
      if (url.pathname === '/') {
        res.writeHead(302, { Location: HUB_PATHS.page });
        return void res.end();
      }
      const path = decodePath(url.pathname);
      if (path === null) return answer(res, 400, 'the path is not valid percent-encoded UTF-8');
      // The room's page and the built assets: no data, no secret (the view comes over the room socket).
      if (path !== HUB_PATHS.page && !(path.startsWith('/assets/') && !path.includes('/../')))
        return answer(res, 404, 'not found');
      const file = normalize(join(root, path));
      if (!file.startsWith(root + sep) || !isFile(file)) return answer(res, 404, 'not found');
      res.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      if (req.method === 'HEAD') return void res.end();
      const stream = createReadStream(file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    },
  );
  server.keepAliveTimeout = 5_000;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    // Answered, then closed whatever the client does (one that keeps writing would hold a half-open socket).
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () =>
      socket.destroy(),
    );
  });

  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: limits.deskMessageBytes,
    perMessageDeflate: false,
    skipUTF8Validation: false,
    // The kind asked for is the protocol chosen; the token is never echoed back.
    handleProtocols: (offered) => [...offered].find((p) => !p.startsWith(TOKEN_PROTOCOL_PREFIX)) ?? false,
  });
  sockets.on('error', (error) => log(`hub websocket server: ${error.message}`));

  const refuseUpgrade = (socket: Duplex, status: number, text: string): void => {
    if (socket.writable) {
      const body = `Nightwarden: ${text}\n`;
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };

  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer, then: (ws: WebSocket) => void): void => {
    const address = addressOf(req);
    const open = (perAddress.get(address) ?? 0) + 1;
    if (desks.size + rooms.size >= limits.maxSockets || open > limits.maxSocketsPerAddress)
      return refuseUpgrade(socket, 503, 'too many connections');
    try {
      sockets.handleUpgrade(req, socket, head, (ws) => {
        perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
        ws.on('close', () => {
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left > 0) perAddress.set(address, left);
          else perAddress.delete(address);
        });
        then(ws);
      });
    } catch (error) {
      log(`hub websocket upgrade: ${(error as Error).message}`);
      refuseUpgrade(socket, 400, 'the WebSocket handshake could not be read');
    }
  };

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = parseTarget(req.url, originHeader);
    if (typeof url === 'string') return refuseUpgrade(socket, 400, url);
    if (req.headers.host !== hostHeader) return refuseUpgrade(socket, 403, `this hub answers only at ${originHeader}`);
    const { kinds, token } = protocolsOf(req);
    const address = addressOf(req);
    if (url.pathname === HUB_PATHS.room) {
      // The room's page only: from this hub's own origin, with the view token.
      if (!kinds.includes(HUB_PROTOCOL.room) || req.headers.origin !== originHeader || !same(token, room.viewToken)) {
        remember(address, 'unknown-view');
        return refuseUpgrade(socket, 403, 'the room’s page opens this socket, with the token of its address');
      }
      return upgrade(req, socket, head, roomConnection);
    }
    if (url.pathname === `${HUB_PATHS.desk}/${hub.eventId}`) {
      // A desk is a program, not a page: a browser's page (which always says its origin) never gets in.
      const pageOrigin = req.headers.origin;
      if (!kinds.includes(HUB_PROTOCOL.desk) || (pageOrigin !== undefined && pageOrigin !== originHeader))
        return refuseUpgrade(socket, 403, 'only a Nightwarden desk opens this socket');
      const device = token === undefined ? null : hub.deviceFor(token);
      if (!device) {
        remember(address, 'unknown-desk');
        return refuseUpgrade(socket, 403, 'this desk is not known here: join the room with its code first');
      }
      return upgrade(req, socket, head, (ws) => {
        if (device.status === 'pending') return ws.close(4503, 'waiting for the organiser to admit this desk');
        if (device.status === 'refused') return ws.close(4403, 'the organiser refused this desk');
        deskConnection(ws, device);
      });
    }
    return refuseUpgrade(socket, 404, 'no such socket');
  });

  /** Pings every socket; one that did not answer the last ping is cut off. */
  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const ws of [...rooms, ...[...desks].map((d) => d.ws)]) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, limits.pingMs);
  heartbeat.unref();
  const watch = (ws: WebSocket): void => {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    // Every protocol error (bad frame, invalid UTF-8, an oversized message) closes that socket only.
    ws.on('error', () => undefined);
  };

  const send = (ws: WebSocket, data: Uint8Array | string): void => {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(data, (error) => {
      if (error) ws.terminate();
    });
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.close(1008, 'this socket does not read what it is sent');
  };

  const encode = (write: (encoder: encoding.Encoder) => void): Uint8Array => {
    const encoder = encoding.createEncoder();
    write(encoder);
    return encoding.toUint8Array(encoder);
  };

  let closing = false;
  const seen = (device: DeviceRow): void => {
    const now = Date.now();
    if (closing || now - (lastSaved.get(device.id) ?? 0) < 30_000) return;
    lastSaved.set(device.id, now);
    try {
      hub.seenNow(device.id);
    } catch (error) {
      log(`the hub could not note that ${device.name} was seen: ${(error as Error).message}`);
    }
  };

  const deskConnection = (ws: WebSocket, device: DeviceRow): void => {
    watch(ws);
    const desk: DeskSocket = { ws, device };
    desks.add(desk);
    const allowed = bucket(limits.deskRate, limits.deskBurst);
    const bytes = bucket(limits.deskBytesPerSecond, limits.deskMessageBytes * 2);
    lastSaved.delete(device.id);
    seen(device);
    hub.notify();
    const stepOne = (): void =>
      send(
        ws,
        encode((e) => {
          encoding.writeVarUint(e, MESSAGE.sync);
          syncProtocol.writeSyncStep1(e, hub.doc);
        }),
      );
    const resync = setInterval(stepOne, limits.resyncMs);
    ws.on('close', () => {
      clearInterval(resync);
      desks.delete(desk);
      lastSaved.delete(device.id);
      seen(device);
      hub.notify();
    });
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!allowed()) return ws.close(1008, 'too many messages');
      if (!isBinary) return ws.close(1003, 'a desk speaks y-protocols’ binary messages');
      seen(device);
      const message = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      if (!bytes(message.length)) return ws.close(1008, 'too much sent too fast');
      let reply: Uint8Array | null = null;
      try {
        const decoder = decoding.createDecoder(new Uint8Array(message.buffer, message.byteOffset, message.byteLength));
        const type = decoding.readVarUint(decoder);
        if (type === MESSAGE.sync) {
          const step = decoding.readVarUint(decoder);
          if (step === syncProtocol.messageYjsSyncStep1) {
            const vector = decoding.readVarUint8Array(decoder);
            Y.decodeStateVector(vector); // a vector that cannot be read is refused before any answer
            reply = encode((e) => {
              encoding.writeVarUint(e, MESSAGE.sync);
              encoding.writeVarUint(e, syncProtocol.messageYjsSyncStep2);
              encoding.writeVarUint8Array(e, Y.encodeStateAsUpdate(hub.doc, vector));
            });
          } else if (step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate) {
            const update = decoding.readVarUint8Array(decoder);
            // Read again: the organiser may have changed this desk's role or tables, or refused it since.
            const now = hub.device(device.id);
            if (now?.status !== 'admitted') return ws.close(4403, 'the organiser refused this desk');
            let result: ReturnType<EventHub['receive']>;
            try {
              result = hub.receive(update, hub.actorOf(now), desk);
            } catch (error) {
              // The archive could not be written (a full disk, a lost file): nothing was applied; the desk
              // keeps the change in its outbox and sends it again when it reconnects.
              log(`a change from ${device.name} could not be saved: ${(error as Error).message}`);
              return ws.close(1011, 'the hub could not save the change: it will be sent again');
            }
            if (result.ok)
              reply = encode((e) => {
                encoding.writeVarUint(e, MESSAGE.applied);
                encoding.writeVarUint8Array(e, Y.encodeStateVector(hub.doc));
              });
            else {
              // y-protocols' own refusal, its reason as JSON: what was wrong, and which changes it held.
              send(
                ws,
                encode((e) => {
                  encoding.writeVarUint(e, MESSAGE.auth);
                  authProtocol.writePermissionDenied(
                    e,
                    JSON.stringify({ problems: result.problems.slice(0, 20), intents: result.intents.slice(0, 200) }),
                  );
                }),
              );
              return ws.close(4409, 'a change was refused: start again from the hub’s event');
            }
          } else return ws.close(1007, `sync message ${step} is not one of y-protocols’`);
        } else if (type === MESSAGE.awareness) {
          // Presence is not used here: the update is read through (a malformed one closes the socket) and
          // dropped. No Awareness object is made for it (each one keeps a timer of its own).
          readAwareness(decoding.readVarUint8Array(decoder));
        } else if (type !== MESSAGE.queryAwareness) return ws.close(1003, `message type ${type} is not spoken here`);
      } catch (error) {
        return ws.close(1007, `the message cannot be read (${escapeControls((error as Error).message).slice(0, 80)})`);
      }
      if (reply) send(ws, reply);
    });
    stepOne();
  };

  let view: RoomView | null = null;
  let viewTimer: ReturnType<typeof setTimeout> | null = null;
  const pushView = (): void => {
    viewTimer = null;
    view = hub.roomView();
    const text = JSON.stringify({ event: 'room', view });
    for (const ws of rooms) send(ws, text);
  };
  const viewSoon = (): void => {
    viewTimer ??= setTimeout(pushView, 100);
  };

  const roomConnection = (ws: WebSocket): void => {
    watch(ws);
    rooms.add(ws);
    const allowed = bucket(5, 20);
    ws.on('close', () => rooms.delete(ws));
    ws.on('message', (data: RawData) => {
      const size = Buffer.isBuffer(data) ? data.length : Array.isArray(data) ? data.length : data.byteLength;
      if (!allowed() || size > ROOM_MESSAGE_BYTES) ws.close(1008, 'the room’s page only reads');
    });
    send(ws, JSON.stringify({ event: 'room', view: view ?? hub.roomView() }));
  };

  const unsubscribe = hub.onChange((update, origin) => {
    if (!update)
      for (const desk of desks)
        if (hub.device(desk.device.id)?.status !== 'admitted') desk.ws.close(4403, 'the organiser refused this desk');
    if (update) {
      const message = encode((e) => {
        encoding.writeVarUint(e, MESSAGE.sync);
        syncProtocol.writeUpdate(e, update);
      });
      for (const desk of desks) if (desk !== origin) send(desk.ws, message);
    }
    viewSoon();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(room.port, room.address, () => {
      server.off('error', reject);
      server.on('error', (error) => log(`hub http server: ${error.message}`));
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : room.port;
      hostHeader = `${room.address}:${port}`;
      originHeader = `http://${hostHeader}`;
      resolve({
        origin: originHeader,
        port,
        connected: () => new Set([...desks].map((d) => d.device.id)),
        refused: () => refused,
        refresh: viewSoon,
        close: () =>
          new Promise<void>((done) => {
            closing = true;
            unsubscribe();
            clearInterval(heartbeat);
            if (viewTimer) clearTimeout(viewTimer);
            for (const client of sockets.clients) client.terminate();
            sockets.close();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Reads an awareness update (y-protocols' layout: count, then client, clock and JSON state each); throws if malformed. */
function readAwareness(update: Uint8Array): void {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  if (count > 10_000) throw new Error('too many awareness states');
  for (let i = 0; i < count; i++) {
    decoding.readVarUint(decoder);
    decoding.readVarUint(decoder);
    JSON.parse(decoding.readVarString(decoder));
  }
}

/** A fresh secret for a room: the join secret (8 bytes, in the join code) or a view token. */
export function roomSecret(bytes: number): string {
  return bytes === 8 ? randomBytes(8).toString('hex') : randomBytes(bytes).toString('base64url');
}
