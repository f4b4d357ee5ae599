import type { ByRole, Game, Mark, Role, Team } from './vocabulary.ts';

/**
 * When the Doppelgänger copies a role, what she does with it (Vampire text "Doppelganger & Vampire" and
 * the base text's Doppelgänger list):
 * - `immediate`: she does the action at once, in her own call;
 * - `with`: she wakes in the same call as the original (a group that wakes together);
 * - `after`: she has a call of her own right after the original's;
 * - `inert`: she becomes the role and does nothing at night (Villager, Tanner, Hunter, Master's vote…);
 * - `copycat`: she becomes what the Copycat viewed, and never wakes for it.
 */
export type DoppelgangerTiming = 'immediate' | 'with' | 'after' | 'inert' | 'copycat';

export interface RoleRule {
  readonly game: Game;
  /** The team printed on the card; marks and end-of-game checks may change it (see `state.ts`). */
  readonly team: Team;
  /** Marks this role brings to the Marks board (Vampire text, Setup: "the corresponding Marks"). */
  readonly marks: readonly Mark[];
  readonly doppelganger: DoppelgangerTiming;
  /** At most this many copies in a deck: one for every role whose night step is one player's choice. */
  readonly maxCopies: number;
}

const ANY = Number.POSITIVE_INFINITY;

export const ROLE_RULES: ByRole<RoleRule> = {
  copycat: { game: 'vampire', team: 'village', marks: [], doppelganger: 'copycat', maxCopies: 1 },
  vampire: { game: 'vampire', team: 'vampire', marks: ['vampire'], doppelganger: 'with', maxCopies: ANY },
  'the-master': { game: 'vampire', team: 'vampire', marks: ['vampire'], doppelganger: 'with', maxCopies: 1 },
  'the-count': {
    game: 'vampire',
    team: 'vampire',
    marks: ['vampire', 'fear'],
    doppelganger: 'with',
    maxCopies: 1,
  },
  renfield: { game: 'vampire', team: 'vampire', marks: ['bat'], doppelganger: 'after', maxCopies: 1 },
  diseased: { game: 'vampire', team: 'village', marks: ['disease'], doppelganger: 'immediate', maxCopies: 1 },
  cupid: { game: 'vampire', team: 'village', marks: ['love', 'love'], doppelganger: 'immediate', maxCopies: 1 },
  instigator: { game: 'vampire', team: 'village', marks: ['traitor'], doppelganger: 'immediate', maxCopies: 1 },
  priest: { game: 'vampire', team: 'village', marks: ['clarity', 'clarity'], doppelganger: 'after', maxCopies: 1 },
  assassin: { game: 'vampire', team: 'assassin', marks: ['assassin'], doppelganger: 'after', maxCopies: 1 },
  'apprentice-assassin': {
    game: 'vampire',
    team: 'apprentice-assassin',
    marks: ['assassin'],
    doppelganger: 'after',
    maxCopies: 1,
  },
  marksman: { game: 'vampire', team: 'village', marks: [], doppelganger: 'after', maxCopies: 1 },
  pickpocket: { game: 'vampire', team: 'village', marks: [], doppelganger: 'after', maxCopies: 1 },
  gremlin: { game: 'vampire', team: 'village', marks: [], doppelganger: 'after', maxCopies: 1 },
  doppelganger: { game: 'werewolf', team: 'village', marks: [], doppelganger: 'inert', maxCopies: 1 },
  werewolf: { game: 'werewolf', team: 'werewolf', marks: [], doppelganger: 'with', maxCopies: ANY },
  minion: { game: 'werewolf', team: 'werewolf', marks: [], doppelganger: 'with', maxCopies: ANY },
  mason: { game: 'werewolf', team: 'village', marks: [], doppelganger: 'with', maxCopies: ANY },
  seer: { game: 'werewolf', team: 'village', marks: [], doppelganger: 'immediate', maxCopies: 1 },
  robber: { game: 'werewolf', team: 'village', marks: [], doppelganger: 'immediate', maxCopies: 1 },
  troublemaker: { game: 'werewolf', team: 'village', marks: [], doppelganger: 'immediate', maxCopies: 1 },
  drunk: { game: 'werewolf', team: 'village', marks: [], doppelganger: 'immediate', maxCopies: 1 },
  insomniac: { game: 'werewolf', team: 'village', marks: [], doppelganger: 'after', maxCopies: 1 },
  villager: { game: 'werewolf', team: 'village', marks: [], doppelganger: 'inert', maxCopies: ANY },
  tanner: { game: 'werewolf', team: 'tanner', marks: [], doppelganger: 'inert', maxCopies: ANY },
  hunter: { game: 'werewolf', team: 'village', marks: [], doppelganger: 'inert', maxCopies: ANY },
};

/** "For the roles below, 'Vampire' includes the regular Vampire, The Master, and The Count." */
export const VAMPIRE_KIND: ReadonlySet<Role> = new Set(['vampire', 'the-master', 'the-count']);

/** Roles whose card is a copy of another role (the copied role travels with the card). */
export const COPIER_KIND: ReadonlySet<Role> = new Set(['copycat', 'doppelganger']);

/** A deck with any of these is a Vampire game: Dusk, Marks, and the Doppelgänger at -7. */
export function isVampireDeck(deck: readonly Role[]): boolean {
  return deck.some((role) => ROLE_RULES[role].game === 'vampire');
}
