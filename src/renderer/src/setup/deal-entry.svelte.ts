/**
 * Entering the physical deal fast, seat by seat then the center (the slots in that order): the moderator
 * types the first letters of a role's name (or its initials: "lg" for Loup-Garou) and Enter, Space or Tab
 * takes the first role still left that they name; or taps a slot, then a role in the grid of the roles
 * left. A 10-player deal takes about two keys a card. Each role's short code is the fewest letters that
 * name it alone among the roles left, shown on its tile. The names come from the console's dictionaries
 * (`name`), the roles and their counts from the setup: this holds no role list of its own.
 */
import type { RoleId } from '../../../shared/roles.ts';

/** The part of the setup the entry fills (SetupState has this shape). */
export interface DealSlots {
  readonly players: readonly string[];
  readonly seatCards: readonly (RoleId | null)[];
  readonly centerCards: readonly (RoleId | null)[];
  /** The deck's cards not entered yet, in the deck's order. */
  readonly leftToAssign: readonly { readonly role: RoleId; readonly count: number }[];
  /** Every role of the deck, in its order, with how many a slot holding `slotCard` may still take. */
  choices(slotCard: RoleId | null): readonly { readonly role: RoleId; readonly left: number }[];
  assignSeat(seat: number, card: RoleId | null): boolean;
  assignCenter(index: number, card: RoleId | null): boolean;
}

/** A slot of the deal: a player's seat, or a center card. */
export type Slot = { readonly seat: number } | { readonly center: number };

/** A role offered now: how many are left, and the letters that name it alone among the roles left. */
export interface Offer {
  readonly role: RoleId;
  readonly count: number;
  readonly code: string;
}

/** Why the last letters were refused. */
export type EntryRefusal = { readonly code: 'no-match'; readonly typed: string } | { readonly code: 'full' };

/** "Loup-Garou" → "loupgarou": lower case, no accents, letters and digits only. */
export function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** "Loup-Garou" → "lg", "Alpha Wolf" → "aw": the first letter of each word. */
export function initials(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0])
    .join('');
}

/** Whether typed letters name a role: the start of its name, or (two letters or more) of its initials. */
export function names(typed: string, name: string): boolean {
  if (typed === '') return true;
  if (normalized(name).startsWith(typed)) return true;
  const short = initials(name);
  return typed.length >= 2 && short.length >= 2 && short.startsWith(typed);
}

/**
 * The fewest letters that name each role alone among `roles` (its name's start, or its initials' when
 * shorter); a role whose whole name starts another's gets its whole name (Enter then takes it first).
 */
export function shortCodes(
  roles: readonly RoleId[],
  name: (role: RoleId) => string,
): Readonly<Partial<Record<RoleId, string>>> {
  const codes: Partial<Record<RoleId, string>> = {};
  for (const role of roles) {
    const full = normalized(name(role));
    const short = initials(name(role));
    const tries: string[] = [];
    for (let length = 1; length <= full.length; length++) {
      if (length >= 2 && length <= short.length) tries.push(short.slice(0, length));
      tries.push(full.slice(0, length));
    }
    const alone = tries.find((letters) => roles.every((other) => other === role || !names(letters, name(other))));
    codes[role] = alone ?? full;
  }
  return codes;
}

export class DealEntry {
  /** The slot the next role goes to (seats first, then the center); -1 once every slot is filled. */
  cursor = $state(0);
  /** The letters typed for the role of the slot at the cursor (normalized). */
  typed = $state('');
  refusal = $state<EntryRefusal | null>(null);

  // The `$derived.by` fields read the constructor's parameters when first used, after it has run.
  readonly slotCount: number = $derived.by(() => this.slots.players.length + this.slots.centerCards.length);
  /**
   * Every role of the deck, with how many the slot at the cursor may take (its own card counts as free:
   * it can be put back) and its short code among the roles left; a role with none left is a swap with the
   * slot that holds it.
   */
  readonly tiles: readonly Offer[] = $derived.by(() => {
    const choices = this.slots.choices(this.cardAt(this.cursor));
    const codes = shortCodes(
      choices.filter((c) => c.left > 0).map((c) => c.role),
      this.name,
    );
    return choices.map(({ role, left }) => ({ role, count: left, code: codes[role] ?? '' }));
  });
  /** The roles left, with their short codes. */
  readonly left: readonly Offer[] = $derived(this.tiles.filter((t) => t.count > 0));
  /** The roles left that the letters typed name, the first one highlighted (Enter takes it). */
  readonly offers: readonly Offer[] = $derived(this.left.filter((o) => names(this.typed, this.name(o.role))));

  constructor(
    private readonly slots: DealSlots,
    private readonly name: (role: RoleId) => string,
  ) {
    this.cursor = this.nextEmpty(-1);
  }

  /** The slot at an index: seats 0 to n−1, then center cards. */
  slotAt(index: number): Slot | null {
    const n = this.slots.players.length;
    if (index < 0 || index >= this.slotCount) return null;
    return index < n ? { seat: index } : { center: index - n };
  }

  /** The card a slot holds now. */
  cardAt(index: number): RoleId | null {
    const slot = this.slotAt(index);
    if (!slot) return null;
    return 'seat' in slot ? (this.slots.seatCards[slot.seat] ?? null) : (this.slots.centerCards[slot.center] ?? null);
  }

  /** A slot tapped (or chosen with the arrows): the next role goes there, whatever it holds. */
  moveTo(index: number): void {
    if (index < 0 || index >= this.slotCount) return;
    this.cursor = index;
    this.typed = '';
    this.refusal = null;
  }

  /** The letters in the field: kept if they name a role left, else refused (the field keeps what it had). */
  setTyped(text: string): boolean {
    const letters = normalized(text);
    if (letters !== '' && !this.left.some((o) => names(letters, this.name(o.role)))) {
      this.refusal = { code: 'no-match', typed: text.trim() };
      return false;
    }
    this.typed = letters;
    this.refusal = null;
    return true;
  }

  /**
   * A role put in the slot at the cursor (a tile tapped, or the first offer taken); the cursor moves on.
   * A role with none left comes from the slot that holds it, which takes the cursor's card instead (the two
   * were swapped at the table).
   */
  pick(role: RoleId): boolean {
    const slot = this.slotAt(this.cursor);
    if (!slot) {
      this.refusal = { code: 'full' };
      return false;
    }
    const here = this.cardAt(this.cursor);
    if (here !== role && !this.left.some((o) => o.role === role)) {
      const there = this.slotsHolding(role).find((index) => index !== this.cursor);
      if (there === undefined) return false;
      this.assign(this.cursor, null);
      this.assign(there, here);
    }
    const done = this.assign(this.cursor, role);
    if (!done) return false;
    this.typed = '';
    this.refusal = null;
    this.cursor = this.nextEmpty(this.cursor);
    return true;
  }

  /**
   * The field's keys: Enter, Space or Tab take the first role offered (with nothing typed, only Enter takes
   * the first role left); Backspace with nothing typed goes
   * back one slot and empties it; Escape clears the letters; ← → move between slots. Letters go through
   * the field itself (`setTyped`). Returns whether the key was used.
   */
  key(key: string): boolean {
    switch (key) {
      case 'Enter':
      case ' ':
      case 'Tab': {
        // With nothing typed, Tab leaves the field as usual and Space does nothing: only Enter takes the
        // first role left then (a keyboard user tabbing through must not enter a card by it).
        if (this.typed === '' && key !== 'Enter') return key === ' ';
        const first = this.offers[0];
        if (!first) return key !== 'Tab';
        this.pick(first.role);
        return true;
      }
      case 'Backspace': {
        if (this.typed !== '') return false;
        const back = this.cursor < 0 ? this.slotCount - 1 : this.cursor - 1;
        if (back < 0) return true;
        this.clear(back);
        this.cursor = back;
        return true;
      }
      case 'Escape':
        this.typed = '';
        this.refusal = null;
        return true;
      case 'ArrowLeft':
        this.moveTo(this.cursor < 0 ? this.slotCount - 1 : Math.max(0, this.cursor - 1));
        return true;
      case 'ArrowRight':
        this.moveTo(this.cursor < 0 ? 0 : Math.min(this.slotCount - 1, this.cursor + 1));
        return true;
    }
    return false;
  }

  /** The deal was cleared or changed elsewhere: the cursor goes to the first empty slot. */
  restart(): void {
    this.typed = '';
    this.refusal = null;
    this.cursor = this.nextEmpty(-1);
  }

  private clear(index: number): void {
    this.assign(index, null);
  }

  private assign(index: number, card: RoleId | null): boolean {
    const slot = this.slotAt(index);
    if (!slot) return false;
    return 'seat' in slot ? this.slots.assignSeat(slot.seat, card) : this.slots.assignCenter(slot.center, card);
  }

  /** The slots holding a role, in slot order. */
  private slotsHolding(role: RoleId): number[] {
    return Array.from({ length: this.slotCount }, (_, i) => i).filter((i) => this.cardAt(i) === role);
  }

  /** The first empty slot after `after`, going round; -1 when every slot holds a card. */
  private nextEmpty(after: number): number {
    for (let step = 1; step <= this.slotCount; step++) {
      const index = (after + step) % this.slotCount;
      if (this.cardAt(index) === null) return index;
    }
    return -1;
  }
}
