/**
 * Player statistics across the archive: pure functions over finished games (no I/O, no database), so the
 * app and `cli stats` show the same numbers. The caller loads the games and, for an event, its game ids.
 */
import { z } from 'zod';
import { describeSchemaIssues } from '../../shared/record.ts';
import { isRole, type Team } from '../engine/vocabulary.ts';
import { ROLE_NAMES_EN, TEAM_NAMES_EN } from '../engine/text/en.ts';
import { ROLE_NAMES_FR, TEAM_NAMES_FR } from '../engine/text/fr.ts';

/** One finished game as the statistics need it: the result's players, in seat order. */
export interface FinishedGame {
  readonly id: string;
  /** ISO 8601; its first ten characters are the date the filters compare. */
  readonly createdAt: string;
  readonly players: readonly {
    readonly name: string;
    readonly startCard: string;
    readonly card: string;
    /** The final team, the one the player won or lost with. */
    readonly team: string;
    readonly dead: boolean;
    readonly won: boolean;
  }[];
}

export interface StatsFilter {
  /** YYYY-MM-DD, inclusive. */
  readonly from?: string;
  /** YYYY-MM-DD, inclusive. */
  readonly to?: string;
  /** The games of an event: when present, only these count. */
  readonly gameIds?: ReadonlySet<string>;
  /** Keeps the players whose name contains this, ignoring case; the games counted are unchanged. */
  readonly player?: string;
}

export interface Tally {
  readonly games: number;
  readonly wins: number;
  /** wins / games, from 0 to 1; 0 when there are no games. */
  readonly winRate: number;
}

export interface PlayerStats extends Tally {
  /** The most recent spelling of the name (players are the same person whatever the case or spaces). */
  readonly name: string;
  /** Keyed by final team, most played first. */
  readonly byTeam: Readonly<Record<string, Tally>>;
  /** Keyed by the card dealt at the start, most played first. */
  readonly byStartRole: Readonly<Record<string, Tally>>;
  /** Games the player ended dead. */
  readonly killed: number;
  /** Wins on the Tanner's team. */
  readonly tannerWins: number;
  /**
   * Wins on the Assassin's team. The Apprentice Assassin's wins are counted apart in `apprenticeWins`, as
   * they are a different role and team; the CLI table's "Assassin wins" column shows the two added up.
   */
  readonly assassinWins: number;
  /** Wins on the Apprentice Assassin's team (see `assassinWins`). */
  readonly apprenticeWins: number;
  /** Alien: wins on the alien team (Aliens, helpers, an Oracle who joined them). */
  readonly alienWins: number;
  /** Wins as the Synthetic Alien ("only wins if he dies"). */
  readonly syntheticWins: number;
  /** Wins as Groob or Zerb on her own team (both in the game). */
  readonly groobZerbWins: number;
  /** Wins as the Blob (in addition to any team). */
  readonly blobWins: number;
  /** Wins as the Mortician (in addition to any team). */
  readonly morticianWins: number;
  /** Bonus Pack 3: wins as Nostradamus (he lived and the team he was announced won). */
  readonly nostradamusWins: number;
  /** Bonus Pack 2: wins holding the Apprentice Tanner card on the Tanner's team (a Tanner died, or he did). */
  readonly apprenticeTannerWins: number;
  /** Bonus Pack 2: wins holding the Squire card on the werewolf team. */
  readonly squireWins: number;
  /** createdAt of the player's first and last counted games (ISO). */
  readonly firstPlayed: string;
  readonly lastPlayed: string;
}

const TANNER: Team = 'tanner';
const ASSASSIN: Team = 'assassin';
const APPRENTICE: Team = 'apprentice-assassin';
const NOSTRADAMUS: Team = 'nostradamus';
/** The Alien teams whose wins are counted apart (the alien team, the Synthetic, Groob and Zerb, Blob, Mortician). */
const ALIEN_COUNTS: Readonly<
  Record<string, 'alienWins' | 'syntheticWins' | 'groobZerbWins' | 'blobWins' | 'morticianWins'>
> = {
  alien: 'alienWins',
  'synthetic-alien': 'syntheticWins',
  groob: 'groobZerbWins',
  zerb: 'groobZerbWins',
  blob: 'blobWins',
  mortician: 'morticianWins',
};

/** Who a name stands for: trimmed, one Unicode form, case ignored ("zoé ", "Zoé" and "ZOÉ" are one player). */
export function playerKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}
const identity = playerKey;

/** `identity`, remembered: an archive repeats the same few names many thousand times. */
function identities(): (name: string) => string {
  const known = new Map<string, string>();
  return (name) => {
    let key = known.get(name);
    if (key === undefined) known.set(name, (key = identity(name)));
    return key;
  };
}

/** An ISO date as an instant (NaN when it is not one: then the text is compared). */
function instant(iso: string): number {
  return Date.parse(iso);
}

function rate(wins: number, games: number): number {
  return games === 0 ? 0 : wins / games;
}

/** Earlier instant first; ISO strings with different offsets are compared as instants, not as text. */
function compareInstants(a: string, ta: number, b: string, tb: number): number {
  if (Number.isNaN(ta) || Number.isNaN(tb)) return a < b ? -1 : a > b ? 1 : 0;
  return ta - tb;
}

/**
 * The calendar day a game was played on, where the archive is: the local date of its instant (a game at
 * 00:30 in Paris is on that day, though its UTC time is the evening before). Text that is no instant is
 * taken at its word.
 */
function localDate(iso: string, at: number): string {
  if (Number.isNaN(at)) return iso.slice(0, 10);
  const d = new Date(at);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

function countsIn(game: FinishedGame, at: number, filter: StatsFilter): boolean {
  const date = localDate(game.createdAt, at);
  if (filter.from !== undefined && date < filter.from) return false;
  if (filter.to !== undefined && date > filter.to) return false;
  if (filter.gameIds !== undefined && !filter.gameIds.has(game.id)) return false;
  return true;
}

interface MutableTally {
  games: number;
  wins: number;
}

interface Accumulator {
  key: string;
  total: MutableTally;
  byTeam: Map<string, MutableTally>;
  byStartRole: Map<string, MutableTally>;
  killed: number;
  tannerWins: number;
  assassinWins: number;
  apprenticeWins: number;
  alienWins: number;
  syntheticWins: number;
  groobZerbWins: number;
  blobWins: number;
  morticianWins: number;
  nostradamusWins: number;
  apprenticeTannerWins: number;
  squireWins: number;
  firstPlayed: string;
  firstAt: number;
  lastPlayed: string;
  lastAt: number;
}

function count(tallies: Map<string, MutableTally>, key: string, won: boolean): void {
  const tally = tallies.get(key) ?? { games: 0, wins: 0 };
  tally.games++;
  if (won) tally.wins++;
  tallies.set(key, tally);
}

function toTally(t: MutableTally): Tally {
  return { games: t.games, wins: t.wins, winRate: rate(t.wins, t.games) };
}

/** Most played first, then by id, so the JSON and the Details section read in a stable order. */
export function sortedTallies(tallies: Readonly<Record<string, Tally>>): [string, Tally][] {
  return Object.entries(tallies).sort(([ka, a], [kb, b]) => b.games - a.games || (ka < kb ? -1 : ka > kb ? 1 : 0));
}

function toRecord(tallies: Map<string, MutableTally>): Record<string, Tally> {
  // fromEntries defines own properties, so an odd id such as "__proto__" stays a plain key.
  const record = Object.fromEntries([...tallies].map(([key, t]) => [key, toTally(t)]));
  return Object.fromEntries(sortedTallies(record));
}

/** Best record first: wins, then win rate, then games played, then name (keys are unique, so it ends there). */
function compareStats(a: PlayerStats & { key: string }, b: PlayerStats & { key: string }): number {
  return b.wins - a.wins || b.winRate - a.winRate || b.games - a.games || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * Each player's most recent spelling across the whole archive, so a date or event filter never changes how
 * someone is shown. Between games of the same instant, the later one in the archive's order wins.
 */
function displayNames(
  games: readonly FinishedGame[],
  instants: readonly number[],
  key: (name: string) => string,
): Map<string, string> {
  const latest = new Map<string, { name: string; at: string; t: number }>();
  games.forEach((game, g) => {
    const t = instants[g]!;
    for (const p of game.players) {
      const id = key(p.name);
      const seen = latest.get(id);
      if (seen === undefined || compareInstants(game.createdAt, t, seen.at, seen.t) >= 0) {
        latest.set(id, { name: p.name.trim(), at: game.createdAt, t });
      }
    }
  });
  return new Map([...latest].map(([key, { name }]) => [key, name]));
}

/**
 * Per player, over the games the filter keeps: games, wins and win rate, by final team and by starting
 * role, deaths, Tanner, Assassin and Apprentice Assassin wins. A name seen twice in one game counts twice
 * (the engine refuses such a table, so it only happens in a hand-edited archive).
 */
export function playerStats(games: readonly FinishedGame[], filter: StatsFilter = {}): PlayerStats[] {
  const key = identities();
  const instants = games.map((g) => instant(g.createdAt));
  const names = displayNames(games, instants, key);
  const players = new Map<string, Accumulator>();
  for (let g = 0; g < games.length; g++) {
    const game = games[g]!;
    const at = instants[g]!;
    if (!countsIn(game, at, filter)) continue;
    for (const p of game.players) {
      const id = key(p.name);
      let acc = players.get(id);
      if (acc === undefined) {
        acc = {
          ...emptyCounts(id),
          firstPlayed: game.createdAt,
          firstAt: at,
          lastPlayed: game.createdAt,
          lastAt: at,
        };
        players.set(id, acc);
      }
      if (compareInstants(game.createdAt, at, acc.firstPlayed, acc.firstAt) < 0) {
        acc.firstPlayed = game.createdAt;
        acc.firstAt = at;
      }
      if (compareInstants(game.createdAt, at, acc.lastPlayed, acc.lastAt) > 0) {
        acc.lastPlayed = game.createdAt;
        acc.lastAt = at;
      }
      acc.total.games++;
      if (p.won) acc.total.wins++;
      count(acc.byTeam, p.team, p.won);
      count(acc.byStartRole, p.startCard, p.won);
      if (p.dead) acc.killed++;
      if (p.won && p.team === TANNER) acc.tannerWins++;
      if (p.won && p.team === ASSASSIN) acc.assassinWins++;
      if (p.won && p.team === APPRENTICE) acc.apprenticeWins++;
      const alien = Object.hasOwn(ALIEN_COUNTS, p.team) ? ALIEN_COUNTS[p.team] : undefined;
      if (p.won && alien) acc[alien]++;
      if (p.won && p.team === NOSTRADAMUS) acc.nostradamusWins++;
      if (p.won && p.team === TANNER && p.card === 'apprentice-tanner') acc.apprenticeTannerWins++;
      if (p.won && p.team === 'werewolf' && p.card === 'squire') acc.squireWins++;
    }
  }

  const wanted = filter.player === undefined ? '' : identity(filter.player);
  return [...players.values()]
    .filter((acc) => acc.key.includes(wanted))
    .map((acc) => ({
      key: acc.key,
      name: names.get(acc.key) ?? acc.key,
      ...toTally(acc.total),
      byTeam: toRecord(acc.byTeam),
      byStartRole: toRecord(acc.byStartRole),
      killed: acc.killed,
      tannerWins: acc.tannerWins,
      assassinWins: acc.assassinWins,
      apprenticeWins: acc.apprenticeWins,
      alienWins: acc.alienWins,
      syntheticWins: acc.syntheticWins,
      groobZerbWins: acc.groobZerbWins,
      blobWins: acc.blobWins,
      morticianWins: acc.morticianWins,
      nostradamusWins: acc.nostradamusWins,
      apprenticeTannerWins: acc.apprenticeTannerWins,
      squireWins: acc.squireWins,
      firstPlayed: acc.firstPlayed,
      lastPlayed: acc.lastPlayed,
    }))
    .sort(compareStats)
    .map(({ key: _key, ...stats }) => stats);
}

// ---------------------------------------------------------------------------------------------------------
// The same figures from the archive's aggregates: the outcomes grouped in SQL (one row per player and per
// combination of team, cards, death and win), so that 100,000 games are never read one by one.

/** A player's outcomes with the same final team and starting card, counted. */
export interface OutcomeGroup {
  /** `playerKey` of the name. */
  readonly key: string;
  readonly team: string;
  readonly startCard: string;
  /** How many such games, how many won, how many ended dead. */
  readonly games: number;
  readonly wins: number;
  readonly killed: number;
  /** Of the wins: holding the Apprentice Tanner card on the Tanner's team; the Squire on the werewolves'. */
  readonly apprenticeTannerWins: number;
  readonly squireWins: number;
}

/** How a player is shown and when they played: the name's latest spelling, the first and last games counted. */
export interface PlayerSpan {
  readonly name: string;
  readonly firstPlayed: string;
  readonly lastPlayed: string;
}

function countMany(tallies: Map<string, MutableTally>, key: string, games: number, wins: number): void {
  const tally = tallies.get(key) ?? { games: 0, wins: 0 };
  tally.games += games;
  tally.wins += wins;
  tallies.set(key, tally);
}

/** A player's tallies without the dates of their first and last games. */
type Counts = Omit<Accumulator, 'firstPlayed' | 'firstAt' | 'lastPlayed' | 'lastAt'>;

/** A player's tallies before their first game is counted. */
function emptyCounts(key: string): Counts {
  return {
    key,
    total: { games: 0, wins: 0 },
    byTeam: new Map(),
    byStartRole: new Map(),
    killed: 0,
    tannerWins: 0,
    assassinWins: 0,
    apprenticeWins: 0,
    alienWins: 0,
    syntheticWins: 0,
    groobZerbWins: 0,
    blobWins: 0,
    morticianWins: 0,
    nostradamusWins: 0,
    apprenticeTannerWins: 0,
    squireWins: 0,
  };
}

/**
 * `playerStats` from grouped outcomes (the groups of the games the filter kept, the player filter applied):
 * the same tallies, the same order. `span` names each player and dates their first and last games.
 */
export function statsFromGroups(groups: readonly OutcomeGroup[], span: (key: string) => PlayerSpan): PlayerStats[] {
  const players = new Map<string, Counts>();
  for (const g of groups) {
    let acc = players.get(g.key);
    if (acc === undefined) {
      acc = emptyCounts(g.key);
      players.set(g.key, acc);
    }
    acc.total.games += g.games;
    acc.total.wins += g.wins;
    countMany(acc.byTeam, g.team, g.games, g.wins);
    countMany(acc.byStartRole, g.startCard, g.games, g.wins);
    acc.killed += g.killed;
    if (g.team === TANNER) acc.tannerWins += g.wins;
    if (g.team === ASSASSIN) acc.assassinWins += g.wins;
    if (g.team === APPRENTICE) acc.apprenticeWins += g.wins;
    const alien = Object.hasOwn(ALIEN_COUNTS, g.team) ? ALIEN_COUNTS[g.team] : undefined;
    if (alien) acc[alien] += g.wins;
    if (g.team === NOSTRADAMUS) acc.nostradamusWins += g.wins;
    acc.apprenticeTannerWins += g.apprenticeTannerWins;
    acc.squireWins += g.squireWins;
  }
  return [...players.values()]
    .map((acc) => {
      const { name, firstPlayed, lastPlayed } = span(acc.key);
      return {
        key: acc.key,
        name,
        ...toTally(acc.total),
        byTeam: toRecord(acc.byTeam),
        byStartRole: toRecord(acc.byStartRole),
        killed: acc.killed,
        tannerWins: acc.tannerWins,
        assassinWins: acc.assassinWins,
        apprenticeWins: acc.apprenticeWins,
        alienWins: acc.alienWins,
        syntheticWins: acc.syntheticWins,
        groobZerbWins: acc.groobZerbWins,
        blobWins: acc.blobWins,
        morticianWins: acc.morticianWins,
        nostradamusWins: acc.nostradamusWins,
        apprenticeTannerWins: acc.apprenticeTannerWins,
        squireWins: acc.squireWins,
        firstPlayed,
        lastPlayed,
      };
    })
    .sort(compareStats)
    .map(({ key: _key, ...stats }) => stats);
}

/** Local midnight of YYYY-MM-DD plus `days` (setFullYear: the years 0 to 99 are not 1900 to 1999). */
function localMidnight(date: string, days: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const d = new Date(0);
  d.setFullYear(year, month - 1, day + days);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** The first instant (ms) of a calendar day where the archive is: a game counts from `from` on. */
export const dayStart = (date: string): number => localMidnight(date, 0);

/** The first instant after a calendar day: a game counts up to `to` included. */
export const dayEnd = (date: string): number => localMidnight(date, 1);

// ---------------------------------------------------------------------------------------------------------
// The filter as it arrives from the app or the command line.

/** A calendar date that exists: 2026-02-29 is refused, 2028-02-29 is not. */
function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateField = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .refine(isRealDate, { error: (issue) => `${String(issue.input)} is not a date (YYYY-MM-DD)` });

const StatsFilterSchema = z
  .strictObject(
    {
      from: dateField.optional(),
      to: dateField.optional(),
      // An array over IPC or JSON, a Set from code.
      gameIds: z.union([z.array(z.string()), z.set(z.string())], { error: 'must be a list of game ids' }).optional(),
      player: z.string({ error: 'must be text' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}: a filter has from, to, gameIds and player`
          : 'a filter must be an object (from, to, gameIds, player)',
    },
  )
  .check((ctx) => {
    const { from, to } = ctx.value;
    // YYYY-MM-DD strings sort as the dates they name.
    if (from !== undefined && to !== undefined && from > to) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: `from ${from} is after to ${to}`, path: [] });
    }
  });

export type StatsFilterValidation =
  { readonly ok: true; readonly value: StatsFilter } | { readonly ok: false; readonly problems: string[] };

/** Checks a filter from outside; each problem names its field and the rule ("from: … is not a date"). */
export function validateStatsFilter(input: unknown): StatsFilterValidation {
  const parsed = StatsFilterSchema.safeParse(input ?? {});
  if (!parsed.success) return { ok: false, problems: describeSchemaIssues(parsed.error) };
  const { from, to, gameIds, player } = parsed.data;
  // Spelled out rather than spread: an absent field stays absent (exactOptionalPropertyTypes).
  const value: StatsFilter = {
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    ...(gameIds !== undefined && { gameIds: new Set(gameIds) }),
    ...(player !== undefined && player.trim() !== '' && { player: player.trim() }),
  };
  return { ok: true, value };
}

// ---------------------------------------------------------------------------------------------------------
// The CLI's plain-text table.

export type StatsLanguage = 'en' | 'fr';

interface StatsWords {
  readonly headers: readonly [string, string, string, string, string, string, string];
  readonly none: string;
  readonly details: string;
  readonly byTeam: string;
  readonly byStartRole: string;
  readonly alien: string;
  readonly bonus: string;
  readonly percent: (n: number) => string;
}

const WORDS: { readonly [L in StatsLanguage]: StatsWords } = {
  en: {
    headers: ['Player', 'Games', 'Wins', 'Win %', 'Killed', 'Tanner wins', 'Assassin wins'],
    none: 'No finished games match.',
    details: 'Details',
    byTeam: 'by team:',
    byStartRole: 'by starting role:',
    alien: 'Alien wins: alien team {a}, Synthetic {s}, Groob/Zerb {g}, Blob {b}, Mortician {m}',
    bonus: 'Bonus Pack wins: Nostradamus {n}, Apprentice Tanner {t}, Squire {q}',
    percent: (n) => `${n}%`,
  },
  fr: {
    headers: ['Joueur', 'Parties', 'Victoires', '% victoires', 'Morts', 'Victoires Tanneur', 'Victoires Assassin'],
    none: 'Aucune partie terminée ne correspond.',
    details: 'Détails',
    byTeam: 'par équipe :',
    byStartRole: 'par rôle de départ :',
    alien: 'Victoires Alien : Aliens {a}, Alien synthétique {s}, Groob/Zerb {g}, Blob {b}, Croque-mort {m}',
    bonus: 'Victoires des packs bonus : Nostradamus {n}, Apprenti Tanneur {t}, Écuyer {q}',
    // French sets a space before the sign; a plain one, so the table stays aligned in any terminal.
    percent: (n) => `${n} %`,
  },
};

/** Characters as a terminal shows them (an accented letter is one, whatever its encoding). */
function width(text: string): number {
  return [...text.normalize('NFC')].length;
}

/** A team or a role by its name in the language ("Clan des Vampires", "Voyante"); an unknown id as it is. */
function label(id: string, kind: 'team' | 'role', lang: StatsLanguage): string {
  if (kind === 'role') return isRole(id) ? (lang === 'fr' ? ROLE_NAMES_FR : ROLE_NAMES_EN)[id] : id;
  const teams: Readonly<Record<string, string>> = lang === 'fr' ? TEAM_NAMES_FR : TEAM_NAMES_EN;
  const name = teams[id] ?? id;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function tallyLine(
  label_: string,
  tallies: Readonly<Record<string, Tally>>,
  words: StatsWords,
  kind: 'team' | 'role',
  lang: StatsLanguage,
): string {
  const parts = sortedTallies(tallies).map(
    ([key, t]) => `${label(key, kind, lang)} ${t.wins}/${t.games} (${words.percent(Math.round(t.winRate * 100))})`,
  );
  return `  ${label_} ${parts.join(', ')}`;
}

/**
 * The statistics as an aligned table (names to the left, numbers to the right), then a Details section
 * with each player's record by team and by starting role, most played first. Ends with a newline.
 */
export function formatStatsTable(stats: readonly PlayerStats[], lang: StatsLanguage): string {
  const words = WORDS[lang];
  const rows = stats.map((s) => [
    s.name,
    String(s.games),
    String(s.wins),
    words.percent(Math.round(s.winRate * 100)),
    String(s.killed),
    String(s.tannerWins),
    String(s.assassinWins + s.apprenticeWins),
  ]);
  const widths = words.headers.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - width(cell));
        return i === 0 ? cell + pad : pad + cell;
      })
      .join('  ')
      .trimEnd();

  const out = [line(words.headers), widths.map((w) => '-'.repeat(w)).join('  ')];
  if (stats.length === 0) return `${[...out, words.none].join('\n')}\n`;
  out.push(...rows.map(line), '', words.details);
  for (const s of stats) {
    out.push(
      s.name,
      tallyLine(words.byTeam, s.byTeam, words, 'team', lang),
      tallyLine(words.byStartRole, s.byStartRole, words, 'role', lang),
    );
    const alien = [s.alienWins, s.syntheticWins, s.groobZerbWins, s.blobWins, s.morticianWins];
    if (alien.some((n) => n > 0))
      out.push(
        `  ${words.alien
          .replace('{a}', String(s.alienWins))
          .replace('{s}', String(s.syntheticWins))
          .replace('{g}', String(s.groobZerbWins))
          .replace('{b}', String(s.blobWins))
          .replace('{m}', String(s.morticianWins))}`,
      );
    if (s.nostradamusWins + s.apprenticeTannerWins + s.squireWins > 0)
      out.push(
        `  ${words.bonus
          .replace('{n}', String(s.nostradamusWins))
          .replace('{t}', String(s.apprenticeTannerWins))
          .replace('{q}', String(s.squireWins))}`,
      );
  }
  return `${out.join('\n')}\n`;
}
