/**
 * The console's one client of the main process. Two transports, nothing else differs: the preload's
 * bridge in Electron, a WebSocket to the browser host (`npm run web`) elsewhere. The WebSocket carries
 * the console's key in its handshake; the key comes from the address once, then lives in the page's
 * memory (lib/page-key.ts, docs/security.md).
 */
import { API_METHOD_NAMES, type ApiMethodName, type Bridge } from '../../../shared/api-methods.ts';
import type { Api } from '../../../shared/api.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';
import { checkKey, KEY_PARAM, takePageKey } from './page-key.ts';

/**
 * Why the browser host will not take this console's calls: the address had no key (`no-key`: a new tab,
 * an address typed or copied without it), or the host does not know the key (`key-refused`: it was
 * restarted, and makes a new key at every start).
 */
export type HostLock = 'no-key' | 'key-refused';

const LOCKED: Readonly<Record<HostLock, string>> = {
  'no-key': "this page has no console key: open the console's address printed by npm run web (it ends in ?token=…)",
  'key-refused':
    "this page's console key is not the host's: the host makes a new key at every start, so open the address it printed last",
};

type Invoke = (method: ApiMethodName, args: unknown[]) => Promise<SessionResult<unknown>>;

declare global {
  interface Window {
    nightwarden?: Bridge;
  }
}

function bridgeTransport(bridge: Bridge): Invoke {
  return (method, args) => bridge[method](...args) as Promise<SessionResult<unknown>>;
}

function lockedTransport(why: HostLock): Invoke {
  return () => Promise.resolve({ ok: false, error: { code: `host/${why}`, message: LOCKED[why] } });
}

/**
 * Calls over one WebSocket, opened when first needed and again after it closed. A handshake the host
 * refuses is looked into once: a key the host does not know locks the console (`onLocked`).
 */
function socketTransport(url: string, key: string, onLocked: (why: HostLock) => void): Invoke {
  let socket: WebSocket | null = null;
  let opening: Promise<WebSocket> | null = null;
  let next = 1;
  const pending = new Map<number, (result: SessionResult<unknown>) => void>();

  const open = (): Promise<WebSocket> => {
    if (socket && socket.readyState === WebSocket.OPEN) return Promise.resolve(socket);
    opening ??= new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.onopen = () => {
        socket = ws;
        opening = null;
        resolve(ws);
      };
      ws.onerror = () => {
        opening = null;
        // A browser does not say why a handshake failed: the host, asked with the key, does.
        void checkKey(location.pathname, key).then((check) => {
          if (check === 'refused') {
            onLocked('key-refused');
            reject(new Error(LOCKED['key-refused']));
          } else reject(new Error('cannot reach the Nightwarden host: is it still running?'));
        });
      };
      ws.onclose = (event: CloseEvent) => {
        socket = null;
        // The host closes a connection that broke the protocol with a code and a reason: say which.
        const why =
          event.code === 1000 || event.code === 1005
            ? ''
            : ` (${event.code}${event.reason ? `: ${event.reason}` : ''})`;
        for (const [, settle] of pending)
          settle({ ok: false, error: { code: 'host/closed', message: `the connection to the host closed${why}` } });
        pending.clear();
      };
      ws.onmessage = (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as { id: number; result: SessionResult<unknown> };
        pending.get(message.id)?.(message.result);
        pending.delete(message.id);
      };
    });
    return opening;
  };

  return async (method, args) => {
    const ws = await open();
    const id = next++;
    return new Promise((resolve) => {
      pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method, args }));
    });
  };
}

/** The console's client; `onLocked` hears why the browser host will not take its calls, if it will not. */
export function createClient(onLocked: (why: HostLock) => void = () => undefined): Api {
  let invoke: Invoke;
  if (window.nightwarden) invoke = bridgeTransport(window.nightwarden);
  else {
    const key = takePageKey('console', window);
    if (key === null) {
      onLocked('no-key');
      invoke = lockedTransport('no-key');
    } else {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      const url = `${scheme}://${location.host}/ws?${KEY_PARAM}=${encodeURIComponent(key)}`;
      let locked = false;
      const socket = socketTransport(url, key, (why) => {
        locked = true;
        onLocked(why);
      });
      invoke = (method, args) => (locked ? lockedTransport('key-refused')(method, args) : socket(method, args));
    }
  }
  return Object.fromEntries(
    API_METHOD_NAMES.map((m) => [m, (...args: unknown[]) => invoke(m, args)]),
  ) as unknown as Api;
}
