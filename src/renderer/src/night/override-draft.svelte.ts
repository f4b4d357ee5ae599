/**
 * The moderator's correction being written: swap two cards (players' or center) or two Marks (players' or
 * on the Marks board), put on or take off the Sentinel's shield, set or remove an artifact on a card, or
 * turn a card face up or down (Daybreak), with a note for the log. Moving a card or a Mark is a swap with
 * where it goes. Places are picked on the table (while the panel is open, table clicks fill A, then B; the
 * one-place corrections take A only) or from the panel's lists.
 */
import { ARTIFACT_IDS, type ArtifactId } from '../../../shared/roles.ts';
import type { OverrideInput } from '../../../shared/session-contract.ts';
import type { GameView, TableView } from '../../../shared/views.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';

export type OverrideKind = 'swap-cards' | 'swap-marks' | 'shield' | 'artifact' | 'face-up';
export type Place = { readonly player: number } | { readonly center: number } | { readonly spot: number };

/** The corrections of one place (a card, or a player's card for the shield). */
const SINGLE: ReadonlySet<OverrideKind> = new Set(['shield', 'artifact', 'face-up']);

export function isSingle(kind: OverrideKind): boolean {
  return SINGLE.has(kind);
}

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

/**
 * Cards lie in front of players and in the center; Marks in front of players and on the board; the
 * shield lies on a player's card only.
 */
/**
 * The artifacts a correction offers: the tokens of this game's pile (the session says which: no Mist of the
 * Vampire without Vampire roles, no Alien Artifact without Alien roles), and the one the draft shows now
 * should an old game's card hold another.
 */
export function artifactChoices(game: Pick<GameView, 'artifactTokens'>, shown: ArtifactId | null): ArtifactId[] {
  const tokens = game.artifactTokens;
  return ARTIFACT_IDS.filter((id) => id === shown || !tokens || tokens.includes(id));
}

export function accepts(kind: OverrideKind, place: Place): boolean {
  if ('player' in place) return true;
  if (kind === 'swap-marks') return 'spot' in place;
  if (kind === 'shield') return false;
  return 'center' in place;
}

export class OverrideDraft {
  open = $state(false);
  /** Which correction: "something moved now" (a swap, picked on the table) or "what they actually picked up". */
  correction = $state<'moved' | 'dealt'>('moved');
  kind = $state<OverrideKind>('swap-cards');
  a = $state<Place | null>(null);
  b = $state<Place | null>(null);
  /** The shield: put on (true) or taken off. */
  on = $state(true);
  /** The card: turned face up (true) or face down. */
  up = $state(true);
  /** The artifact now on the card (null: none). */
  artifact = $state<ArtifactId | null>(null);
  note = $state('');

  /** The command for `api.override`, or null until its places (and token) are given. */
  readonly input: OverrideInput | null = $derived(this.complete());

  toggle(): void {
    this.open = !this.open;
  }

  setKind(kind: OverrideKind): void {
    this.kind = kind;
    if (this.a && !accepts(kind, this.a)) this.a = null;
    if (this.b && (isSingle(kind) || !accepts(kind, this.b))) this.b = null;
  }

  /** A click on the table: fills A, then B (A only for a one-place correction); a picked place again unpicks it. */
  pick(place: Place): void {
    if (!accepts(this.kind, place)) return;
    const key = placeKey(place);
    if (this.a && placeKey(this.a) === key) this.a = null;
    else if (this.b && placeKey(this.b) === key) this.b = null;
    else if (!this.a || isSingle(this.kind)) this.a = place;
    else this.b = place;
  }

  setA(place: Place | null): void {
    this.a = place && accepts(this.kind, place) ? place : null;
  }

  setB(place: Place | null): void {
    this.b = place && accepts(this.kind, place) && !isSingle(this.kind) ? place : null;
  }

  isPicked(place: Place): boolean {
    const key = placeKey(place);
    return (this.a !== null && placeKey(this.a) === key) || (this.b !== null && placeKey(this.b) === key);
  }

  /**
   * For a one-place correction, the change the table calls for at A: take a shield off a shielded card (or
   * put one on), turn a face-up card down (or up), and show the artifact now on the card.
   */
  fitTo(table: TableView): void {
    const a = this.a;
    if (!a || 'spot' in a) return;
    if (this.kind === 'shield' && 'player' in a) this.on = table.players[a.player]?.shield !== true;
    if (this.kind === 'face-up')
      this.up = !('player' in a ? table.players[a.player]?.faceUp === true : table.centerFaceUp?.[a.center] === true);
    if (this.kind === 'artifact') {
      const now = 'player' in a ? table.players[a.player]?.artifact : table.centerArtifacts?.[a.center];
      this.artifact = (now ?? null) as ArtifactId | null;
    }
  }

  /** After the override went through: ready for the next one, the panel closed. */
  reset(): void {
    this.a = null;
    this.b = null;
    this.note = '';
    this.open = false;
    this.correction = 'moved';
    this.on = true;
    this.up = true;
    this.artifact = null;
  }

  private complete(): OverrideInput | null {
    const { a, b, kind } = this;
    const note = this.note.trim();
    if (!a) return null;
    if (kind === 'shield') return 'player' in a ? { override: 'shield', player: a.player, on: this.on, note } : null;
    if (kind === 'artifact' || kind === 'face-up') {
      if ('spot' in a) return null;
      const card = 'player' in a ? { player: a.player } : { center: a.center };
      return kind === 'artifact'
        ? { override: 'artifact', card, artifact: this.artifact, note }
        : { override: 'face-up', card, up: this.up, note };
    }
    if (!b || placeKey(a) === placeKey(b)) return null;
    if (kind === 'swap-cards') {
      if ('spot' in a || 'spot' in b) return null;
      return { override: 'swap-cards', a, b, note };
    }
    if ('center' in a || 'center' in b) return null;
    return { override: 'swap-marks', a, b, note };
  }
}

/** The places a correction of this kind may name, labelled for the panel's lists (night and day alike). */
export function correctionPlaces(table: TableView, kind: OverrideKind): { place: Place; label: string }[] {
  const list: { place: Place; label: string }[] = table.players.map((p, player) => ({
    place: { player },
    label: i18n.t('night:override.player', { name: p.name }),
  }));
  table.center.forEach((_, center) =>
    list.push({
      place: { center },
      label: center === 3 ? i18n.t('night:table.centerWerewolf') : i18n.t('night:override.center', { n: center + 1 }),
    }),
  );
  for (const spot of table.board)
    list.push({
      place: { spot: spot.spot },
      label: i18n.t('night:override.spot', { mark: i18n.mark(spot.kind), n: spot.index + 1 }),
    });
  return list.filter((p) => accepts(kind, p.place));
}
