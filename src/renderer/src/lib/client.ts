/**
 * The console's one client of the main process. Two transports, nothing else differs: the preload's
 * bridge in Electron, a WebSocket to the browser host (`npm run web`) elsewhere.
 */
import { API_METHOD_NAMES, type ApiMethodName, type Bridge } from '../../../shared/api-methods.ts';
import type { Api } from '../../../shared/api.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';

type Invoke = (method: ApiMethodName, args: unknown[]) => Promise<SessionResult<unknown>>;

declare global {
  interface Window {
    nightwarden?: Bridge;
  }
}

function bridgeTransport(bridge: Bridge): Invoke {
  return (method, args) => bridge[method](...args) as Promise<SessionResult<unknown>>;
}

function socketTransport(url: string): Invoke {
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
        reject(new Error('cannot reach the Nightwarden host'));
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

export function createClient(): Api {
  let invoke: Invoke;
  if (window.nightwarden) invoke = bridgeTransport(window.nightwarden);
  else {
    const token = new URLSearchParams(location.search).get('token') ?? '';
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    invoke = socketTransport(`${scheme}://${location.host}/ws?token=${encodeURIComponent(token)}`);
  }
  return Object.fromEntries(
    API_METHOD_NAMES.map((m) => [m, (...args: unknown[]) => invoke(m, args)]),
  ) as unknown as Api;
}
