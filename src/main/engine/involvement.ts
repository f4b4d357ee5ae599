import type { GameEvent, Place } from './events.ts';

const seatOf = (place: Place | { readonly spot: number }): number | null => ('player' in place ? place.player : null);

/**
 * The players an event concerns: who woke, who was chosen, whose card or Mark was moved or looked at,
 * whom they saw. A step everyone takes part in (the Marks viewed at the end of Dusk, the vote) concerns
 * every player. This is what "follow a player" filters the game by.
 */
export function involvedPlayers(event: GameEvent, players: number): number[] {
  const seats = new Set<number>();
  const add = (seat: number | null): void => {
    if (seat !== null && seat >= 0 && seat < players) seats.add(seat);
  };
  if (event.type === 'vote') {
    for (let p = 0; p < players; p++) seats.add(p);
  } else if (event.type === 'override') {
    if (event.override === 'shield') add(event.player);
    else if (event.override === 'artifact' || event.override === 'face-up') add(seatOf(event.card));
    else {
      add(seatOf(event.a));
      add(seatOf(event.b));
    }
    for (const fact of event.facts) if (fact.kind === 'gave-mark') add(fact.target);
  } else {
    event.actors.forEach(add);
    event.frightened.forEach(add);
    for (const fact of event.facts) {
      switch (fact.kind) {
        case 'copied':
          add(fact.actor);
          add(seatOf(fact.place));
          break;
        case 'gave-mark':
          add(fact.target);
          break;
        case 'saw':
          fact.players.forEach(add);
          break;
        case 'pointed-at':
          add(fact.player);
          break;
        case 'viewed-card':
          add(fact.actor);
          add(seatOf(fact.place));
          break;
        case 'viewed-mark':
          add(fact.actor);
          add(fact.player);
          break;
        case 'swapped-cards':
          add(seatOf(fact.a));
          add(seatOf(fact.b));
          break;
        case 'swapped-marks':
          add(fact.a);
          add(fact.b);
          break;
        case 'marks-viewed':
          for (let p = 0; p < players; p++) seats.add(p);
          break;
      }
    }
  }
  return [...seats].sort((a, b) => a - b);
}
