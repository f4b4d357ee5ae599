import { ROLE_MODULES } from './roles/index.ts';
import type { DoppelgangerTiming } from './roles/types.ts';
import { ROLES, type ByRole, type Game, type Mark, type Role, type Team } from './vocabulary.ts';

export type { DoppelgangerTiming } from './roles/types.ts';

/** A role's table entry, as the role module declares it. */
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

/** Every role's table entry, read from its module (`roles/`). */
export const ROLE_RULES: ByRole<RoleRule> = Object.fromEntries(
  ROLES.map((role) => {
    const { game, team, marks, doppelganger, maxCopies } = ROLE_MODULES[role];
    return [role, { game, team, marks, doppelganger, maxCopies }];
  }),
) as unknown as ByRole<RoleRule>;

/** A deck with any of these is a Vampire game: Dusk, Marks, and the Doppelgänger at -7. */
export function isVampireDeck(deck: readonly Role[]): boolean {
  return deck.some((role) => ROLE_RULES[role].game === 'vampire');
}
