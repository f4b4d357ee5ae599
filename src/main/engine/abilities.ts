import type { Answer } from './model.ts';
import { centerPosition, playerCount } from './queries.ts';
import type { Table } from './table.ts';

/**
 * The night's shared abilities: what a role, the Rascal who borrows its action, and a ripple that gives a
 * player the same action all do, written once. Each is carried out on the `Table` working copy and told as
 * facts ("viewed", "swapped"); the roles' choices say which places are legal, these say what happens.
 */

/** The place an answer names: a player's card (`target`) or a center card (`center`), or none. */
export function placeOf(table: Table, answer: Answer): number | null {
  if (answer.target !== undefined) return answer.target;
  if (answer.center !== undefined) return centerPosition(table.state, answer.center);
  return null;
}

/** Look at the card at a place (the Seer, the Psychic, a ripple's view). */
export function viewCard(table: Table, actor: number, place: number): void {
  table.viewCard(actor, place);
}

/** Exchange the cards at two places, without looking (the Troublemaker; the Drunk with a center card). */
export function swapPlaces(table: Table, a: number, b: number): void {
  table.swapPositions(a, b);
}

/**
 * Take the card at a place and look at it, leaving one's own there (the Robber; a ripple's steal; the
 * Body Snatcher, who takes a center card too).
 */
export function takeCard(table: Table, actor: number, place: number): void {
  table.swapPositions(actor, place);
  table.viewCard(actor, actor);
}

/**
 * Take a card (a center card, for the Witch), look at it, and give it to a player in exchange for theirs,
 * without looking at theirs (the Witch; the Rascal as the Witch; a ripple's Witch).
 */
export function giveCard(table: Table, actor: number, from: number, to: number): void {
  table.viewCard(actor, from);
  table.swapPositions(from, to);
}

/**
 * Move every other player's card one seat to the left or the right; the actor's own card and shielded
 * cards stay where they are, the others skip them (the Village Idiot; the Rascal as the Village Idiot).
 */
export function shiftCards(table: Table, actor: number, direction: 'left' | 'right'): void {
  const others: number[] = [];
  for (let p = 0; p < playerCount(table.state); p++) if (p !== actor && table.shields?.[p] !== true) others.push(p);
  table.rotate(direction === 'left' ? others : others.reverse(), 'idiot', direction);
}
