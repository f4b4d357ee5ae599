/**
 * The room's page (served by the organiser's hub): the projector's view of the round and the standings,
 * or a player's phone (their table, seat and standing). Everything it shows comes from the hub's public
 * view: names, tables, seats and points, never a card or a Mark. The address carries the read-only token
 * after `#` (never sent in a request); the page keeps it for the tab and takes it out of the address bar.
 */
import type { RoomView } from '../../../shared/hub-contract.ts';
import { clockText } from './clock.ts';

export type RoomMode = 'projector' | 'phone';
export type RoomStatus = 'connecting' | 'live' | 'unreachable';

/** `#projector.TOKEN` or `#phone.TOKEN`; null for anything else. */
export function readAddress(hash: string): { mode: RoomMode; token: string } | null {
  const match = /^#(projector|phone)\.([A-Za-z0-9_-]{16,100})$/.exec(hash);
  return match ? { mode: match[1] as RoomMode, token: match[2]! } : null;
}

/** A view as received: an object with the fields the page reads (anything else is dropped). */
export function asRoomView(value: unknown): RoomView | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<RoomView>;
  return typeof v.event === 'string' && Array.isArray(v.tables) && Array.isArray(v.standings) ? (v as RoomView) : null;
}

export class RoomState {
  view = $state.raw<RoomView | null>(null);
  status = $state<RoomStatus>('connecting');
  /** The player this phone belongs to (kept on the phone). */
  name = $state<string | null>(null);
  search = $state('');
  /** The page's clock, ticked every second; `offset` puts it on the hub's time. */
  now = $state(0);
  private offset = 0;

  constructor(
    readonly mode: RoomMode,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.now = clock();
  }

  receive(view: RoomView): void {
    this.view = view;
    this.status = 'live';
    const server = Date.parse(view.serverTime);
    if (!Number.isNaN(server)) this.offset = server - this.clock();
    this.now = this.clock();
    if (this.name !== null && !view.standings.some((row) => row.name === this.name)) this.name = null;
  }

  tick(): void {
    this.now = this.clock();
  }

  /** The hub's time now, HH:MM. */
  get time(): string {
    return clockText(this.now + this.offset);
  }

  /** Tables of the round still playing. */
  get playing(): number[] {
    return (this.view?.tables ?? []).filter((t) => !t.finished).map((t) => t.table);
  }

  /** The names to choose from, alphabetically, filtered by what is typed. */
  get names(): string[] {
    const wanted = this.search.trim().toLocaleLowerCase();
    return (this.view?.standings ?? [])
      .map((row) => row.name)
      .filter((name) => wanted === '' || name.toLocaleLowerCase().includes(wanted))
      .sort((a, b) => a.localeCompare(b));
  }

  choose(name: string | null): void {
    this.name = name;
    this.search = '';
  }

  /** Where the chosen player sits in the round (seat 1 first), or null. */
  get seat(): { table: number; seat: number; players: readonly string[] } | null {
    if (this.name === null) return null;
    for (const table of this.view?.tables ?? []) {
      const index = table.players.indexOf(this.name);
      if (index >= 0) return { table: table.table, seat: index + 1, players: table.players };
    }
    return null;
  }

  get standing(): RoomView['standings'][number] | null {
    return this.view?.standings.find((row) => row.name === this.name) ?? null;
  }
}
