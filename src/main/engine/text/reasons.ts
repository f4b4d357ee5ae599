import type { TeamWhy } from '../events.ts';
import { MAX_PLAYERS, type Mark, type Role, type Team } from '../vocabulary.ts';

type Reason = (team: Team, why: TeamWhy, enemies?: readonly Team[]) => string;

/** The monster kinds an epic battle's reason may name, as digits (the enemies' list as one number). */
const ENEMY_CODES: Partial<Record<Team, number>> = { werewolf: 1, vampire: 2, alien: 3 };

/** The enemies' list, in order, as one number (base 4); -1 for none given; NaN for another team. */
function enemyKey(enemies: readonly Team[] | undefined): number {
  if (enemies === undefined) return -1;
  let key = 0;
  for (const e of enemies) {
    const code = ENEMY_CODES[e];
    if (code === undefined) return NaN;
    key = key * 4 + code;
  }
  return key;
}

/**
 * A team's reason, each sentence built once: it depends only on the team, the reason and the enemies
 * named (a handful of each), and the vote explains it for every player of every game.
 */
export function rememberReasons(reason: Reason): Reason {
  const known = new Map<Team, Map<TeamWhy, Map<number, string>>>();
  return (team, why, enemies) => {
    const key = enemyKey(enemies);
    if (Number.isNaN(key)) return reason(team, why, enemies);
    let byWhy = known.get(team);
    if (!byWhy) known.set(team, (byWhy = new Map()));
    let byEnemies = byWhy.get(why);
    if (!byEnemies) byWhy.set(why, (byEnemies = new Map()));
    let text = byEnemies.get(key);
    if (text === undefined) byEnemies.set(key, (text = reason(team, why, enemies)));
    return text;
  };
}

/** A player's card, what it became and Mark, as a result line says them (`explain-en.ts`, `explain-fr.ts`). */
type CardAndMark = (card: Role, mark: Mark | null, became: Role | null | undefined) => string;

/**
 * A player's card and Mark in their result, each pair built once (a result line says one per player of
 * every game). Few players become another role than their card: only the plain pairs are kept.
 */
export function rememberCardAndMark(text: CardAndMark): CardAndMark {
  const known = new Map<Role, Map<Mark | null, string>>();
  return (card, mark, became) => {
    if (became) return text(card, mark, became);
    let byMark = known.get(card);
    if (!byMark) known.set(card, (byMark = new Map()));
    let out = byMark.get(mark);
    if (out === undefined) byMark.set(mark, (out = text(card, mark, null)));
    return out;
  };
}

/** " 3 (": a count opening its voters, each written once (a table votes at most twice per player). */
const VOTES_OPEN: string[] = [];
for (let votes = 0; votes <= 2 * MAX_PLAYERS; votes++) VOTES_OPEN.push(` ${votes} (`);

/**
 * The vote's tally after its lead ("Vote: ", "Vote : "): each target, its count and its voters. Concatenated
 * in a loop, not by `map` and `join` (see `arrays.ts`), each count with its spaces and parenthesis already
 * written, and each closing parenthesis with the comma after it.
 */
export function tallyText(lead: string, tally: readonly { name: string; votes: number; voters: string }[]): string {
  if (tally.length === 0) return `${lead}.`;
  let out = lead;
  for (let i = 0; i < tally.length; i++) {
    const { name, votes, voters } = tally[i]!;
    out += `${i > 0 ? '), ' : ''}${name}${VOTES_OPEN[votes] ?? ` ${votes} (`}${voters}`;
  }
  return `${out}).`;
}
