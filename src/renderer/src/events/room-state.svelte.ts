/**
 * A live event across laptops, in the console: the organiser's "Room" tab (open the event to the room on
 * a chosen network, the join code and the phones' QR code, the desks asking to join, out of touch, the
 * tables with two results, the hub's log, check-in) and a desk's "Join an event's room" (the code, this
 * desk's name, role and tables; its state, its outbox, what the hub refused). The main process holds all
 * of it; these classes ask and keep what the screen shows. The screens poll while they are open.
 */
import type { DeskStatusView, HubRole, InterfaceView, RoomStatusView } from '../../../shared/hub-contract.ts';
import type { Api } from '../../../shared/api.ts';
import { attempt, type Failure } from './labels.ts';

export const ROLES: readonly HubRole[] = ['table', 'registration', 'judge'];

/** "1, 3 4" → [1, 3, 4]; null when something is not a table number (1 to 100) or repeats. */
export function parseTables(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const numbers = parts.map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 100)) return null;
  if (numbers.some((n, i) => numbers.indexOf(n) !== i)) return null;
  return numbers.sort((a, b) => a - b);
}

type RoomApi = Pick<
  Api,
  | 'hubInterfaces'
  | 'openEventRoom'
  | 'closeEventRoom'
  | 'eventRoomStatus'
  | 'admitDesk'
  | 'refuseDesk'
  | 'chooseResult'
  | 'checkIn'
>;

export class RoomPanelState {
  interfaces = $state.raw<readonly InterfaceView[]>([]);
  address = $state('');
  port = $state(0);
  status = $state.raw<RoomStatusView | null>(null);
  failure = $state.raw<Failure | null>(null);
  busy = $state(false);
  /** The organiser's edits of a desk's role and tables before admitting it. */
  roles = $state<Record<string, HubRole>>({});
  tables = $state<Record<string, string>>({});

  constructor(
    private readonly api: RoomApi,
    readonly eventId: string,
  ) {}

  private take(status: RoomStatusView | null): void {
    this.status = status;
    for (const device of status?.devices ?? []) {
      this.roles[device.id] ??= device.role;
      this.tables[device.id] ??= device.tables.join(', ');
    }
  }

  async load(): Promise<void> {
    const [interfaces, status] = await Promise.all([
      attempt(this.api.hubInterfaces()),
      attempt(this.api.eventRoomStatus(this.eventId)),
    ]);
    if (interfaces.ok) this.interfaces = interfaces.value;
    if (status.ok) this.take(status.value);
    else this.failure = status.failure;
    if (this.address === '')
      this.address =
        (status.ok ? status.value?.address : undefined) ??
        this.interfaces.find((i) => !i.internal)?.address ??
        this.interfaces[0]?.address ??
        '';
  }

  /** Reads the room's state again (the panel does every few seconds while it is shown). */
  async refresh(): Promise<void> {
    const status = await attempt(this.api.eventRoomStatus(this.eventId));
    if (status.ok) this.take(status.value);
  }

  private async run(request: Promise<Awaited<ReturnType<typeof attempt<RoomStatusView | null>>>>): Promise<boolean> {
    this.busy = true;
    try {
      const result = await request;
      if (!result.ok) {
        this.failure = result.failure;
        return false;
      }
      this.failure = null;
      this.take(result.value);
      return true;
    } finally {
      this.busy = false;
    }
  }

  open(): Promise<boolean> {
    return this.run(
      attempt(
        this.api.openEventRoom(this.eventId, { address: this.address, ...(this.port ? { port: this.port } : {}) }),
      ),
    );
  }

  async close(): Promise<boolean> {
    const closed = await attempt(this.api.closeEventRoom(this.eventId));
    if (!closed.ok) {
      this.failure = closed.failure;
      return false;
    }
    await this.refresh();
    return true;
  }

  admit(deviceId: string): Promise<boolean> {
    const tables = parseTables(this.tables[deviceId] ?? '');
    if (tables === null) {
      this.failure = {
        message: `“${this.tables[deviceId] ?? ''}”: table numbers are 1 to 100, each once`,
        problems: [],
      };
      return Promise.resolve(false);
    }
    return this.run(
      attempt(this.api.admitDesk(this.eventId, deviceId, { role: this.roles[deviceId] ?? 'table', tables })),
    );
  }

  refuse(deviceId: string): Promise<boolean> {
    return this.run(attempt(this.api.refuseDesk(this.eventId, deviceId)));
  }

  choose(round: number, table: number, gameId: string): Promise<boolean> {
    return this.run(attempt(this.api.chooseResult(this.eventId, round, table, gameId)));
  }

  async checkIn(name: string, present: boolean): Promise<boolean> {
    const result = await attempt(this.api.checkIn(this.eventId, { name, present }));
    if (!result.ok) {
      this.failure = result.failure;
      return false;
    }
    if (this.status) this.status = { ...this.status, present: result.value };
    return true;
  }

  dismiss(): void {
    this.failure = null;
  }
}

type DeskApi = Pick<Api, 'joinEventRoom' | 'deskStatus' | 'leaveEventRoom'>;

export class DeskJoinState {
  code = $state('');
  name = $state('');
  role = $state<HubRole>('table');
  tables = $state('');
  desks = $state.raw<readonly DeskStatusView[]>([]);
  failure = $state.raw<Failure | null>(null);
  busy = $state(false);
  open = $state(false);

  constructor(private readonly api: DeskApi) {}

  async load(): Promise<void> {
    const result = await attempt(this.api.deskStatus());
    if (result.ok) this.desks = result.value;
  }

  /** Asks the hub to let this laptop in; the desk then waits for the organiser. */
  async join(): Promise<boolean> {
    const tables = parseTables(this.tables);
    if (tables === null) {
      this.failure = { message: `“${this.tables}”: table numbers are 1 to 100, each once`, problems: [] };
      return false;
    }
    this.busy = true;
    try {
      const result = await attempt(
        this.api.joinEventRoom({
          code: this.code.trim(),
          request: { name: this.name.trim(), role: this.role, tables },
        }),
      );
      if (!result.ok) {
        this.failure = result.failure;
        return false;
      }
      this.failure = null;
      this.open = false;
      this.code = '';
      await this.load();
      return true;
    } finally {
      this.busy = false;
    }
  }

  async leave(eventId: string): Promise<boolean> {
    const result = await attempt(this.api.leaveEventRoom(eventId));
    if (!result.ok) {
      this.failure = result.failure;
      return false;
    }
    await this.load();
    return true;
  }
}
