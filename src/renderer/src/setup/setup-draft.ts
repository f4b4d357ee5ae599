/**
 * The setup being written, kept in the browser's storage so it survives the archive or the statistics
 * opened over it and a reload: players, the new-player field, the deck, the options and timers, the deal
 * mode and the physical deal entered so far, and the event table it is for. "Back to setup", "New game"
 * with a physical deal and an event's "Play here" write the draft the setup screen starts from.
 */
import type { GameView } from '../../../shared/views.ts';
import type { EventLink } from '../app/app-state.svelte.ts';

export interface SetupDraft {
  readonly players: readonly string[];
  readonly newName: string;
  /** Cards of each role in the deck. */
  readonly counts: Readonly<Record<string, number>>;
  readonly options: Readonly<Record<string, boolean | number>>;
  /** Seconds of discussion chosen by the moderator; null follows the player count. */
  readonly discussionOverride: number | null;
  readonly dealMode: 'shuffle' | 'manual';
  /** The physical deal entered so far (null: not yet), per seat, and the three center cards. */
  readonly seatCards: readonly (string | null)[];
  readonly centerCards: readonly (string | null)[];
  /** The event table this game is for. */
  readonly event: EventLink | null;
}

const KEY = 'nightwarden.setup';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStorage(): DraftStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function browserStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let storage: DraftStorage = browserStorage() ?? memoryStorage();

/** Tests give their own storage. */
export function useDraftStorage(next: DraftStorage): void {
  storage = next;
}

const isCard = (v: unknown): v is string | null => v === null || (typeof v === 'string' && v.length <= 40);

/** A stored draft read back field by field; anything damaged is dropped (null: start from nothing). */
export function parseDraft(raw: unknown): SetupDraft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const d = raw as Partial<Record<keyof SetupDraft, unknown>>;
  if (!Array.isArray(d.players) || !d.players.every((p) => typeof p === 'string')) return null;
  const counts: Record<string, number> = {};
  if (typeof d.counts === 'object' && d.counts !== null)
    for (const [role, n] of Object.entries(d.counts as Record<string, unknown>))
      if (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 20) counts[role] = n;
  const options: Record<string, boolean | number> = {};
  if (typeof d.options === 'object' && d.options !== null)
    for (const [name, v] of Object.entries(d.options as Record<string, unknown>))
      if (typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) options[name] = v;
  const event = d.event as Partial<EventLink> | null | undefined;
  return {
    players: (d.players as string[]).slice(0, 20).map((p) => p.slice(0, 40)),
    newName: typeof d.newName === 'string' ? d.newName.slice(0, 40) : '',
    counts,
    options,
    discussionOverride:
      typeof d.discussionOverride === 'number' && Number.isFinite(d.discussionOverride) ? d.discussionOverride : null,
    dealMode: d.dealMode === 'manual' ? 'manual' : 'shuffle',
    seatCards: Array.isArray(d.seatCards) ? d.seatCards.map((c) => (isCard(c) ? c : null)) : [],
    centerCards: Array.isArray(d.centerCards) ? d.centerCards.map((c) => (isCard(c) ? c : null)).slice(0, 3) : [],
    event:
      event && typeof event.eventId === 'string' && Number.isInteger(event.round) && Number.isInteger(event.table)
        ? { eventId: event.eventId, round: event.round!, table: event.table! }
        : null,
  };
}

export function saveDraft(draft: SetupDraft): void {
  try {
    storage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the setup still holds while the screen is open.
  }
}

export function loadDraft(): SetupDraft | null {
  try {
    return parseDraft(JSON.parse(storage.getItem(KEY) ?? 'null'));
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/** A draft from a game: its players, deck, options and deal mode, with a clean physical deal. */
export function draftFromGame(
  game: Pick<GameView, 'players' | 'deck' | 'options' | 'dealMode'>,
  event: EventLink | null = null,
): SetupDraft {
  const counts: Record<string, number> = {};
  for (const role of game.deck) counts[role] = (counts[role] ?? 0) + 1;
  const discussion = game.options['discussionSeconds'];
  return {
    players: [...game.players],
    newName: '',
    counts,
    options: { ...game.options },
    discussionOverride: typeof discussion === 'number' ? discussion : null,
    dealMode: game.dealMode,
    seatCards: game.players.map(() => null),
    centerCards: [null, null, null],
    event,
  };
}

/** "Back to setup" and "New game" with a physical deal: the setup screen starts from this game, deal cleared. */
export function keepDraft(
  game: Pick<GameView, 'players' | 'deck' | 'options' | 'dealMode'>,
  event: EventLink | null = null,
): void {
  saveDraft(draftFromGame(game, event));
}

/** The draft the setup screen starts from (it stays stored: the screen keeps it up to date). */
export function takeDraft(): SetupDraft | null {
  return loadDraft();
}
