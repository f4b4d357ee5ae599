import { describeScoring, nameKey, type Lang, type Scoring, type Tournament } from './event.ts';
import { pointsFor, type GameOutcome } from './scoring.ts';

export interface StandingRow {
  /** Shared by players still tied after head-to-head: 1, 2, 2, 4. */
  readonly rank: number;
  readonly name: string;
  readonly points: number;
  readonly wins: number;
  readonly games: number;
  /**
   * Among the players level on points, wins and games: this player's points in the games where another
   * of them also played. 0 for a player level with nobody.
   */
  readonly headToHead: number;
  /** Another player has the same rank. */
  readonly tied: boolean;
}

interface Tally {
  name: string;
  points: number;
  wins: number;
  games: number;
  /** Game id → points this player scored in it. */
  byGame: Map<string, number>;
  headToHead: number;
}

/** Sums of fractional points (0.5 + 0.25 …) are rounded so floating-point noise never splits a tie. */
const tidy = (value: number): number => Math.round(value * 1e6) / 1e6;

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The standings: points, then wins, then games played (more first), then head-to-head; players still
 * tied share a rank and are listed alphabetically. Only games linked from the event's tables count, and
 * in them only the players seated at that table (names compared without case or outer spaces); every
 * registered player appears, with zeros before their first game.
 */
export function standings(t: Tournament, outcomes: ReadonlyMap<string, GameOutcome>): StandingRow[] {
  const tallies = new Map<string, Tally>(
    t.players.map((name) => [name, { name, points: 0, wins: 0, games: 0, byGame: new Map(), headToHead: 0 }]),
  );
  const playersOf = new Map<string, string[]>();

  for (const round of t.rounds)
    for (const table of round.tables) {
      const outcome = table.gameId === null ? undefined : outcomes.get(table.gameId);
      if (outcome === undefined) continue;
      const seated = new Map(table.players.map((name) => [nameKey(name), name]));
      const counted: string[] = [];
      for (const player of outcome.players) {
        const name = seated.get(nameKey(player.name));
        const tally = name === undefined ? undefined : tallies.get(name);
        if (tally === undefined || tally.byGame.has(outcome.gameId)) continue;
        const points = pointsFor(t.scoring, player);
        tally.points = tidy(tally.points + points);
        tally.wins += player.won ? 1 : 0;
        tally.games += 1;
        tally.byGame.set(outcome.gameId, points);
        counted.push(tally.name);
      }
      playersOf.set(outcome.gameId, counted);
    }

  // Head-to-head is computed within each group level on points, wins and games.
  const groups = new Map<string, Tally[]>();
  for (const tally of tallies.values()) {
    const key = `${tally.points}|${tally.wins}|${tally.games}`;
    groups.set(key, [...(groups.get(key) ?? []), tally]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const members = new Set(group.map((tally) => tally.name));
    for (const tally of group) {
      let total = 0;
      for (const [gameId, points] of tally.byGame)
        if ((playersOf.get(gameId) ?? []).some((other) => other !== tally.name && members.has(other))) total += points;
      tally.headToHead = tidy(total);
    }
  }

  const sorted = [...tallies.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.wins - a.wins ||
      b.games - a.games ||
      b.headToHead - a.headToHead ||
      byName.compare(a.name, b.name) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const level = (a: Tally, b: Tally): boolean =>
    a.points === b.points && a.wins === b.wins && a.games === b.games && a.headToHead === b.headToHead;

  const ranks: number[] = [];
  sorted.forEach((tally, i) => ranks.push(i > 0 && level(sorted[i - 1]!, tally) ? ranks[i - 1]! : i + 1));
  return sorted.map((tally, i) => ({
    rank: ranks[i]!,
    name: tally.name,
    points: tally.points,
    wins: tally.wins,
    games: tally.games,
    headToHead: tally.headToHead,
    tied: ranks[i - 1] === ranks[i] || ranks[i + 1] === ranks[i],
  }));
}

// --- CSV ----------------------------------------------------------------------------------------------------

const CSV_HEADER = {
  en: ['Rank', 'Player', 'Points', 'Wins', 'Games', 'Head-to-head'],
  fr: ['Rang', 'Joueur', 'Points', 'Victoires', 'Parties', 'Confrontations'],
} as const;

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula: a player
 * named `=HYPERLINK(…)` would run on the organiser's machine. The leading apostrophe keeps it text.
 */
function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The standings as CSV (RFC 4180, CRLF line ends): a header, one row per player, then a blank line and
 * the scoring scheme, so the printed standings say how the points were given. Head-to-head is left blank
 * for a player level with nobody on points, wins and games: it decided nothing for them.
 */
export function standingsCsv(rows: readonly StandingRow[], scoring: Scoring, lang: Lang): string {
  const levelWithSomeone = (row: StandingRow): boolean =>
    rows.some(
      (other) => other !== row && other.points === row.points && other.wins === row.wins && other.games === row.games,
    );
  const lines: (readonly (string | number)[])[] = [
    CSV_HEADER[lang],
    ...rows.map((row) => [
      row.rank,
      row.name,
      row.points,
      row.wins,
      row.games,
      levelWithSomeone(row) ? row.headToHead : '',
    ]),
    [],
    ...describeScoring(scoring, lang).map((line) => [line]),
  ];
  return lines.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}
