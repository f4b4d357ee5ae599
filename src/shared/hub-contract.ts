import { z } from 'zod';
import { PlayerNameSchema } from './player-name.ts';
import { EventIdSchema, RoundNumberSchema, TableNumberSchema } from './event-contract.ts';

/**
 * A live event across laptops (docs/event-hub.md): the organiser's laptop is the hub; table desks join it
 * with a join code; phones and the projector read a public view. The event itself is a Yjs document synced
 * with the standard y-protocols messages (sync and awareness, and the auth message's "permission denied"
 * for a refused change); this file holds what both sides check: the roles, the join code, the desks'
 * requests, the organiser's inputs and the views.
 */

/**
 * What a desk may change, besides nothing (docs/event-hub.md, "Permissions"):
 * - `table`: push the finished games of its own tables;
 * - `registration`: register players and check them in (and push its tables' games, if it has any);
 * - `judge`: registration, check-in, seating and rounds (and its tables' games).
 * Settings and the choice between two results of one table are the organiser's only.
 */
export const HUB_ROLES = ['table', 'registration', 'judge'] as const;
export type HubRole = (typeof HUB_ROLES)[number];

/** The subprotocols a socket asks for: the kind of socket, then its secret as `nwt.<token>`. */
export const HUB_PROTOCOL = {
  join: 'nightwarden-join.1',
  desk: 'nightwarden-desk.1',
  room: 'nightwarden-room.1',
} as const;
export const TOKEN_PROTOCOL_PREFIX = 'nwt.';

/** The paths of the hub's server. */
export const HUB_PATHS = {
  join: '/hub/join',
  /** Followed by `/<event id>` (y-websocket appends the room's name). */
  desk: '/hub/desk',
  room: '/room/ws',
  page: '/room.html',
} as const;

/** y-protocols' message types (sync 0, awareness 1, auth 2), and the hub's acknowledgement. */
export const MESSAGE = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3, applied: 100 } as const;

export const HubRoleSchema = z.enum(HUB_ROLES, {
  error: (issue) => `${JSON.stringify(issue.input)} is not a role: a desk is a table, registration or judge desk`,
});

export const DeskTablesSchema = z
  .array(TableNumberSchema)
  .max(20, 'a desk runs at most 20 tables')
  .refine((tables) => new Set(tables).size === tables.length, 'a table is listed twice');

/** What a desk asks for when it joins: its name (shown to the organiser), its role and its tables. */
export const DeskRequestSchema = z.strictObject({
  name: PlayerNameSchema,
  role: HubRoleSchema,
  tables: DeskTablesSchema,
});
export type DeskRequest = z.infer<typeof DeskRequestSchema>;

// --- the join code ---------------------------------------------------------------------------------------

/** Crockford's base 32: no I, L, O, U, so a code read aloud or typed is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SECRET_BYTES = 8;
const CODE_BYTES = 4 + 2 + SECRET_BYTES + 1;

export interface JoinCode {
  readonly address: string;
  readonly port: number;
  /** The room's secret, hex. */
  readonly secret: string;
}

function checksum(bytes: readonly number[]): number {
  let sum = 0x5a;
  for (const byte of bytes) sum = (sum * 31 + byte) & 0xff;
  return sum;
}

export function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/** The hub's address, port and secret as 24 letters and digits in groups of four: `7F00-0002-…`. */
export function encodeJoinCode(code: JoinCode): string {
  if (!isIpv4(code.address)) throw new Error(`${code.address} is not an IPv4 address`);
  if (!/^[0-9a-f]{16}$/.test(code.secret)) throw new Error('a join secret is 8 bytes in hex');
  const bytes = [
    ...code.address.split('.').map(Number),
    code.port >> 8,
    code.port & 0xff,
    ...Array.from({ length: SECRET_BYTES }, (_, i) => parseInt(code.secret.slice(i * 2, i * 2 + 2), 16)),
  ];
  bytes.push(checksum(bytes));
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >> (bits - 5)) & 31];
      bits -= 5;
      value &= (1 << bits) - 1;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out.match(/.{1,4}/g)!.join('-');
}

/** Reads a join code as typed (any case, spaces or dashes, O for 0, I and L for 1); null if it is not one. */
export function decodeJoinCode(text: string): JoinCode | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (clean.length !== Math.ceil((CODE_BYTES * 8) / 5)) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >> (bits - 8)) & 0xff);
      bits -= 8;
      value &= (1 << bits) - 1;
    }
  }
  if (bytes.length !== CODE_BYTES || checksum(bytes.slice(0, -1)) !== bytes.at(-1)) return null;
  const port = (bytes[4]! << 8) | bytes[5]!;
  if (port === 0) return null;
  return {
    address: bytes.slice(0, 4).join('.'),
    port,
    secret: bytes
      .slice(6, 6 + SECRET_BYTES)
      .map((b) => b.toString(16).padStart(2, '0'))
      .join(''),
  };
}

export const JoinCodeSchema = z
  .string()
  .max(60, 'a join code is 24 letters and digits')
  .refine((text) => decodeJoinCode(text) !== null, {
    error: 'this is not a join code: it is 24 letters and digits in groups of four, as the organiser’s screen shows',
  });

// --- the organiser's and the desk's inputs -----------------------------------------------------------------

export const RoomAddressSchema = z.strictObject({
  /** One of the machine's IPv4 addresses (`hubInterfaces`). */
  address: z.string().refine(isIpv4, 'an address is an IPv4 address such as 192.168.1.20'),
  /** 0 or absent: the port the room had before, or any free one. */
  port: z.number().int().min(0).max(65535).optional(),
});

export const JoinEventSchema = z.strictObject({
  code: JoinCodeSchema,
  request: DeskRequestSchema,
});

export const CheckInSchema = z.strictObject({
  name: PlayerNameSchema,
  present: z.boolean({ error: 'present is true (checked in) or false (absent)' }),
});

export const DeviceIdSchema = z.string().min(1).max(100);

export const AdmitSchema = z.strictObject({
  role: HubRoleSchema.optional(),
  tables: DeskTablesSchema.optional(),
});

export { EventIdSchema, RoundNumberSchema, TableNumberSchema };

// --- views -------------------------------------------------------------------------------------------------

export interface InterfaceView {
  /** The system's name for it (`eth0`, `wlan0`, `lo`). */
  readonly name: string;
  readonly address: string;
  readonly internal: boolean;
}

export interface DeviceView {
  readonly id: string;
  readonly name: string;
  readonly role: HubRole;
  readonly tables: readonly number[];
  readonly status: 'pending' | 'admitted' | 'refused';
  /** Where it connects from. */
  readonly address: string;
  readonly connected: boolean;
  /** The last time the hub heard from it (null: never since it was admitted). */
  readonly lastSeen: string | null;
  /** Admitted, not connected now: out of touch since `lastSeen`. */
  readonly outOfTouch: boolean;
}

export interface ConflictView {
  readonly round: number;
  readonly table: number;
  readonly games: readonly {
    readonly gameId: string;
    readonly desk: string;
    readonly at: string;
    readonly winners: readonly string[];
  }[];
}

/** One line of the hub's log: what happened (`kind`: game-received, game-replaced, refused…) and its details. */
export interface HubLogEntry {
  readonly at: string;
  readonly kind: string;
  /** Game id, round, table, desk, address…, as text, for the sentence each language makes of them. */
  readonly params: Readonly<Record<string, string>>;
}

export interface RoomStatusView {
  readonly eventId: string;
  readonly open: boolean;
  readonly address: string;
  readonly port: number;
  readonly joinCode: string;
  /** The phones' page (the QR code's address) and the projector's, with the read-only token. */
  readonly phoneUrl: string;
  readonly projectorUrl: string;
  /** The QR code of `phoneUrl`, as an SVG data URL (made here, never fetched). */
  readonly qrDataUrl: string;
  readonly devices: readonly DeviceView[];
  /** Devices that tried with a wrong code or an unknown token (the latest few). */
  /** `reason`: wrong-code, unknown-desk or unknown-view. */
  readonly refused: readonly { readonly address: string; readonly at: string; readonly reason: string }[];
  readonly conflicts: readonly ConflictView[];
  readonly log: readonly HubLogEntry[];
  /** Players checked in (true) or marked absent (false); players not listed have not been checked. */
  readonly present: Readonly<Record<string, boolean>>;
}

export interface DeskStatusView {
  readonly eventId: string;
  readonly hub: string;
  readonly name: string;
  readonly role: HubRole;
  readonly tables: readonly number[];
  /** waiting: asked to join, not admitted yet; refused: the organiser said no. */
  readonly state: 'waiting' | 'connected' | 'offline' | 'refused';
  /** Offline since (null while connected). */
  readonly since: string | null;
  /** Changes and games not yet confirmed by the hub. */
  readonly queued: number;
  /** What the hub refused, with its reasons (the latest few). */
  readonly refusedChanges: readonly {
    readonly at: string;
    readonly what: string;
    readonly problems: readonly string[];
  }[];
  readonly present: Readonly<Record<string, boolean>>;
}

/** What the projector and the players' phones see: names, tables, seats, standings; never a card or a Mark. */
export interface RoomView {
  readonly event: string;
  readonly round: number | null;
  readonly rounds: number;
  readonly tables: readonly {
    readonly table: number;
    /** Seat order, seat 1 first. */
    readonly players: readonly string[];
    readonly finished: boolean;
  }[];
  readonly standings: readonly {
    readonly rank: number;
    readonly name: string;
    readonly points: number;
    readonly wins: number;
    readonly games: number;
    readonly headToHead: number;
    readonly tied: boolean;
  }[];
  readonly scoring: { readonly en: readonly string[]; readonly fr: readonly string[] };
  readonly gamesCounted: number;
  /** The hub's clock when the view was made (the page's clock follows it). */
  readonly serverTime: string;
}
