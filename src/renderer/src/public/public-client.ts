/**
 * Where the players' screen gets its view: the public window's preload in Electron, or the browser host's
 * players' socket (`/public/ws`, behind the players' own token, taken from the address once and kept as
 * the console keeps its own: lib/page-key.ts). Either way it only ever receives public views; the one
 * thing it may ask is a step on or back in the night the moderator tells after the reveal (refused at any
 * other time by the main process).
 */
import type { PublicView } from '../../../shared/public-view.ts';
import { PUBLIC_STEP, PUBLIC_SUBSCRIBE } from '../../../shared/public-channels.ts';
import { checkKey, KEY_PARAM, takePageKey } from '../lib/page-key.ts';

/**
 * `no-key`: the address had no key (typed or copied without it); `key-refused`: the host does not know
 * the key (it was restarted: new keys at every start), so the address the console shows now is needed.
 */
export type PublicStatus = 'connecting' | 'live' | 'unreachable' | 'no-key' | 'key-refused';

interface PublicBridge {
  current(): Promise<unknown>;
  onView(listener: (view: unknown) => void): void;
  step(move: 'next' | 'previous'): Promise<unknown>;
}

/** The feed followed: `stop` ends it, `step` moves the night told on or back. */
export interface PublicFollow {
  stop(): void;
  step(move: 'next' | 'previous'): void;
}

declare global {
  interface Window {
    nightwardenPublic?: PublicBridge;
  }
}

/** A view as received: an object with a known screen (anything else is dropped). */
export function asPublicView(value: unknown): PublicView | null {
  if (typeof value !== 'object' || value === null) return null;
  const screen = (value as { screen?: unknown }).screen;
  const known = ['waiting', 'deal', 'night', 'day', 'vote', 'reveal', 'standings'];
  return typeof screen === 'string' && known.includes(screen) ? (value as PublicView) : null;
}

/** Starts receiving views. */
export function followPublicView(
  onView: (view: PublicView) => void,
  onStatus: (status: PublicStatus) => void,
): PublicFollow {
  const bridge = window.nightwardenPublic;
  if (bridge) {
    bridge.onView((value) => {
      const view = asPublicView(value);
      if (view) onView(view);
    });
    void bridge.current().then((result) => {
      const answer = result as { ok?: boolean; value?: unknown } | null;
      const view = answer?.ok ? asPublicView(answer.value) : null;
      if (view) onView(view);
      onStatus(view ? 'live' : 'unreachable');
    });
    return { stop: () => undefined, step: (move) => void bridge.step(move).catch(() => undefined) };
  }
  const key = takePageKey('players', window);
  if (key === null) {
    onStatus('no-key');
    return { stop: () => undefined, step: () => undefined };
  }
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const url = `${scheme}://${location.host}/public/ws?${KEY_PARAM}=${encodeURIComponent(key)}`;
  let socket: WebSocket | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const connect = (): void => {
    const ws = new WebSocket(url);
    socket = ws;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      ws.send(JSON.stringify({ id: 1, method: PUBLIC_SUBSCRIBE, args: [] }));
    };
    ws.onmessage = (event: MessageEvent<string>) => {
      let message: { event?: string; view?: unknown; result?: { ok?: boolean; value?: unknown } };
      try {
        message = JSON.parse(event.data) as typeof message;
      } catch {
        return;
      }
      const view = asPublicView(
        message.event === 'public' ? message.view : message.result?.ok ? message.result.value : null,
      );
      if (view) {
        onView(view);
        onStatus('live');
      }
    };
    ws.onclose = () => {
      socket = null;
      if (stopped) return;
      // A handshake refused: the host, asked with the key, says whether it still knows it.
      void (opened ? Promise.resolve('unreachable' as const) : checkKey(location.pathname, key)).then((check) => {
        if (stopped) return;
        if (check === 'refused') return onStatus('key-refused');
        onStatus('unreachable');
        retry = setTimeout(connect, 2000);
      });
    };
  };
  connect();
  let next = 2;
  return {
    stop: () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      socket?.close();
    },
    // The answer needs no reading: the new view comes as every view does.
    step: (move) => {
      if (socket?.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ id: next++, method: PUBLIC_STEP, args: [move] }));
    },
  };
}
