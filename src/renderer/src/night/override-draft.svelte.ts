/**
 * The moderator's correction being written: swap two cards (players' or center) or two Marks (players' or
 * on the Marks board), with a note for the log. Moving a card or a Mark is a swap with where it goes. Places
 * are picked on the table (while the panel is open, table clicks fill A, then B) or from the panel's lists.
 */
import type { OverrideInput } from '../../../shared/session-contract.ts';

export type OverrideKind = 'swap-cards' | 'swap-marks';
export type Place = { readonly player: number } | { readonly center: number } | { readonly spot: number };

/** A place as a string, for `<select>` values and for comparing places. */
export function placeKey(place: Place): string {
  if ('player' in place) return `player:${place.player}`;
  if ('center' in place) return `center:${place.center}`;
  return `spot:${place.spot}`;
}

export function parsePlace(key: string): Place | null {
  const match = /^(player|center|spot):(\d+)$/.exec(key);
  if (!match) return null;
  const n = Number(match[2]);
  return match[1] === 'player' ? { player: n } : match[1] === 'center' ? { center: n } : { spot: n };
}

/** Cards lie in front of players and in the center; Marks in front of players and on the board. */
export function accepts(kind: OverrideKind, place: Place): boolean {
  return 'player' in place || (kind === 'swap-cards' ? 'center' in place : 'spot' in place);
}

export class OverrideDraft {
  open = $state(false);
  /** Which correction: "something moved now" (a swap, picked on the table) or "what they actually picked up". */
  correction = $state<'moved' | 'dealt'>('moved');
  kind = $state<OverrideKind>('swap-cards');
  a = $state<Place | null>(null);
  b = $state<Place | null>(null);
  note = $state('');

  /** The command for `api.override`, or null until two different places are picked. */
  readonly input: OverrideInput | null = $derived(this.complete());

  toggle(): void {
    this.open = !this.open;
  }

  setKind(kind: OverrideKind): void {
    this.kind = kind;
    if (this.a && !accepts(kind, this.a)) this.a = null;
    if (this.b && !accepts(kind, this.b)) this.b = null;
  }

  /** A click on the table: fills A, then B; clicking a picked place again unpicks it. */
  pick(place: Place): void {
    if (!accepts(this.kind, place)) return;
    const key = placeKey(place);
    if (this.a && placeKey(this.a) === key) this.a = null;
    else if (this.b && placeKey(this.b) === key) this.b = null;
    else if (!this.a) this.a = place;
    else this.b = place;
  }

  setA(place: Place | null): void {
    this.a = place && accepts(this.kind, place) ? place : null;
  }

  setB(place: Place | null): void {
    this.b = place && accepts(this.kind, place) ? place : null;
  }

  isPicked(place: Place): boolean {
    const key = placeKey(place);
    return (this.a !== null && placeKey(this.a) === key) || (this.b !== null && placeKey(this.b) === key);
  }

  /** After the override went through: ready for the next one, the panel closed. */
  reset(): void {
    this.a = null;
    this.b = null;
    this.note = '';
    this.open = false;
    this.correction = 'moved';
  }

  private complete(): OverrideInput | null {
    const { a, b, kind, note } = this;
    if (!a || !b || placeKey(a) === placeKey(b)) return null;
    if (kind === 'swap-cards') {
      if ('spot' in a || 'spot' in b) return null;
      return { override: 'swap-cards', a, b, note: note.trim() };
    }
    if ('center' in a || 'center' in b) return null;
    return { override: 'swap-marks', a, b, note: note.trim() };
  }
}
