/**
 * "What they actually picked up": the deal as the moderator corrects it. Choosing the card a player (or a
 * center place) really picked up swaps it with the place that held that card, so the corrected deal always
 * holds the game's cards, each once where it really went.
 */
import type { OverrideInput } from '../../../shared/session-contract.ts';

export interface Deal {
  readonly players: readonly string[];
  readonly center: readonly string[];
}

export type DealPlace = { readonly player: number } | { readonly center: number };

export class DealCorrection {
  players = $state<string[]>([]);
  center = $state<string[]>([]);
  note = $state('');
  /** The deal in force, as the session has it. */
  private base: Deal = { players: [], center: [] };

  /** The places whose card differs from the deal in force, with the card before and now. */
  readonly changes: readonly { place: DealPlace; before: string; now: string }[] = $derived.by(() => [
    ...this.players.flatMap((now, player) =>
      now !== this.base.players[player] ? [{ place: { player }, before: this.base.players[player]!, now }] : [],
    ),
    ...this.center.flatMap((now, center) =>
      now !== this.base.center[center] ? [{ place: { center }, before: this.base.center[center]!, now }] : [],
    ),
  ]);

  /** The command for `api.override`, or null while nothing differs from the deal in force. */
  readonly input: OverrideInput | null = $derived(
    this.changes.length > 0
      ? { override: 'deal', players: [...this.players], center: [...this.center], note: this.note.trim() }
      : null,
  );

  /** Starts from the deal in force. */
  reset(deal: Deal): void {
    this.base = { players: [...deal.players], center: [...deal.center] };
    this.players = [...deal.players];
    this.center = [...deal.center];
    this.note = '';
  }

  cardAt(place: DealPlace): string | undefined {
    return 'player' in place ? this.players[place.player] : this.center[place.center];
  }

  /**
   * `place` really picked up `card`: it takes it from the place that holds it now (one not already
   * corrected to it, where there are copies), which gets `place`'s card.
   */
  set(place: DealPlace, card: string): void {
    const current = this.cardAt(place);
    if (current === undefined || current === card) return;
    const holders: DealPlace[] = [
      ...this.players.flatMap((c, player) => (c === card ? [{ player }] : [])),
      ...this.center.flatMap((c, center) => (c === card ? [{ center }] : [])),
    ];
    // Among copies, one not corrected yet gives its card first, a place of the same kind (a player's, or the
    // center's) before the other.
    const sameKind = (h: DealPlace): boolean => 'player' in h === 'player' in place;
    const ranked = [...holders.filter(sameKind), ...holders.filter((h) => !sameKind(h))];
    const source = ranked.find((h) => this.baseAt(h) === card) ?? ranked[0];
    if (!source) return;
    this.put(source, current);
    this.put(place, card);
  }

  /** The distinct cards of the game, to choose from. */
  get cards(): string[] {
    const all = [...this.base.players, ...this.base.center];
    return all.filter((card, i) => all.indexOf(card) === i);
  }

  private baseAt(place: DealPlace): string | undefined {
    return 'player' in place ? this.base.players[place.player] : this.base.center[place.center];
  }

  private put(place: DealPlace, card: string): void {
    if ('player' in place) this.players[place.player] = card;
    else this.center[place.center] = card;
  }
}
