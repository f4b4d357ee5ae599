/**
 * The room's socket: the hub pushes its public view (`{ "event": "room", "view" }`) at once and at every
 * change; the page sends nothing. The read-only token goes as a subprotocol, never in the address.
 */
import { HUB_PATHS, HUB_PROTOCOL, TOKEN_PROTOCOL_PREFIX, type RoomView } from '../../../shared/hub-contract.ts';
import { asRoomView, type RoomStatus } from './room-state.svelte.ts';

export function followRoom(
  token: string,
  onView: (view: RoomView) => void,
  onStatus: (status: RoomStatus) => void,
): () => void {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  let socket: WebSocket | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const connect = (): void => {
    const ws = new WebSocket(`${scheme}://${location.host}${HUB_PATHS.room}`, [
      HUB_PROTOCOL.room,
      `${TOKEN_PROTOCOL_PREFIX}${token}`,
    ]);
    socket = ws;
    ws.onmessage = (event: MessageEvent<string>) => {
      let message: { event?: string; view?: unknown };
      try {
        message = JSON.parse(event.data) as typeof message;
      } catch {
        return;
      }
      const view = message.event === 'room' ? asRoomView(message.view) : null;
      if (view) onView(view);
    };
    ws.onclose = () => {
      socket = null;
      if (stopped) return;
      onStatus('unreachable');
      retry = setTimeout(connect, 2000);
    };
  };
  connect();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    socket?.close();
  };
}
