import { explain, type Artifact, type PlayedRecord, type Role, type Mark, type Team } from '../engine/index.ts';

export interface ResolveOutput {
  readonly deaths: readonly string[];
  readonly winners: readonly string[];
  readonly players: readonly {
    readonly name: string;
    readonly card: Role;
    readonly mark: Mark;
    readonly team: Team;
    readonly dead: boolean;
    readonly won: boolean;
    /** The Curator's artifact on the player's card at the end, when there is one. */
    readonly artifact?: Artifact;
  }[];
  readonly center: readonly Role[];
  readonly narrative: readonly string[];
}

/** The `resolve` command's JSON: names in seat order, the final table, and the narrative. */
export function resolveOutput(played: PlayedRecord): ResolveOutput {
  const { state, events, result } = played;
  if (!result) throw new Error('resolveOutput needs a record with votes');
  const names = state.setup.players;
  return {
    deaths: result.players.filter((p) => p.dead).map((p) => names[p.player]!),
    winners: result.players.filter((p) => p.won).map((p) => names[p.player]!),
    players: result.players.map((p) => {
      const artifact = state.artifacts?.[state.positions[p.player]!] ?? null;
      return {
        name: names[p.player]!,
        card: p.card,
        mark: p.mark,
        team: p.team,
        dead: p.dead,
        won: p.won,
        ...(artifact ? { artifact } : {}),
      };
    }),
    center: result.center,
    narrative: explain(state.setup, events),
  };
}
