import type { TeamWhy } from '../events.ts';
import { filled } from '../arrays.ts';
import { MARKS, MAX_PLAYERS, type Mark, type Role, type Team } from '../vocabulary.ts';

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
  // By card, then by the Mark's place in MARKS (the last place: no Mark): one map look-up, not two.
  const known = new Map<Role, (string | undefined)[]>();
  return (card, mark, became) => {
    if (became) return text(card, mark, became);
    let byMark = known.get(card);
    if (!byMark) known.set(card, (byMark = filled<string | undefined>(MARKS.length + 1, undefined)));
    const slot = mark === null ? MARKS.length : MARKS.indexOf(mark);
    let out = byMark[slot];
    if (out === undefined) byMark[slot] = out = text(card, mark, null);
    return out;
  };
}

/** " 3 (": a count opening its voters, each written once (a table votes at most twice per player). */
const VOTES_OPEN: string[] = [];
for (let votes = 0; votes <= 2 * MAX_PLAYERS; votes++) VOTES_OPEN.push(` ${votes} (`);

/**
 * The vote's tally: each target in `order` (seat `players.length` is the app) with its count (`tally`, the
 * app's `appVotes`) and its voters in seat order, read from the hands (`votes`, `second`: a second hand's
 * after the first hands').
 */
export type VoteTally = (
  players: readonly string[],
  order: readonly number[],
  tally: readonly number[],
  appVotes: number,
  votes: readonly number[],
  second: readonly (number | null)[] | null,
) => string;

/**
 * A language's tally (`VoteTally`) after its lead ("Vote: ", "Vote : "), the app named `app`, voters
 * listed with `and` before the last ("Ann, Ben and Cat"). Written straight from the votes, each target's
 * voters found by a walk of the hands (a table's handful): no list of voters, no object per target
 * (see `arrays.ts`); each count with its spaces and parenthesis already written, and each closing
 * parenthesis with the comma after it.
 */
export function tallyIn(lead: string, and: string, app: string): VoteTally {
  return (players, order, tally, appVotes, votes, second) => {
    if (order.length === 0) return `${lead}.`;
    let out = lead;
    for (let i = 0; i < order.length; i++) {
      const target = order[i]!;
      const count = target === players.length ? appVotes : tally[target]!;
      out += `${i > 0 ? '), ' : ''}${target === players.length ? app : players[target]!}${VOTES_OPEN[count] ?? ` ${count} (`}`;
      let k = 0;
      for (let voter = 0; voter < votes.length; voter++)
        if (votes[voter] === target) out += `${separator(k++, count, and)}${players[voter]!}`;
      if (second)
        for (let voter = 0; voter < second.length; voter++)
          if (second[voter] === target) out += `${separator(k++, count, and)}${players[voter]!}`;
    }
    return `${out}).`;
  };
}

/** What comes before the `k`th of `count` voters as a list writes them: nothing, `and` before the last, a comma. */
const separator = (k: number, count: number, and: string): string => (k === 0 ? '' : k === count - 1 ? and : ', ');
