/**
 * The command line: `resolve`, `explain` and `simulate` (docs/record-format.md, README).
 * Exit codes: 0 done, 2 invalid input (one line per problem on stderr), 1 anything unexpected.
 */
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_NAMES,
  MIXED_DECKS,
  explain,
  isRole,
  playRandomGame,
  playRecord,
  seededRng,
  type Language,
  type Role,
} from '../engine/index.ts';
import { resolveOutput } from './resolve-output.ts';
import { escapeControls } from '../../shared/player-name.ts';
import type { CliIo } from './cli-io.ts';

class UsageError extends Error {}

const USAGE = `usage:
  cli resolve FILE        print the outcome of a game record as JSON
  cli resolve FILE... | FOLDER | FILE.jsonl | -
                          many records (the .json and .jsonl files of a folder; JSON Lines: one record
                          a line; - reads JSON Lines on standard input): one JSON result a line
  cli explain FILE [--lang en|fr]  print the night and the day in plain sentences
  cli simulate [--players N] [--deck role,role,...] [--games G] [--seed S] [--json]
                          play random legal games and print team win rates
  cli import FILE... --db DB        import records or archives (JSON Lines) into an archive
  cli list --db DB [--json]         one game per line: id, date, players, winners
  cli export ID --db DB [--out FILE]  a game as an onu-record/1 record
  cli export-all --db DB [--out FILE] the whole archive as JSON Lines
  cli report ID --db DB [--out FILE.html] [--lang en|fr]
                          the game as one self-contained HTML file (reveal, night story, tables)
  cli stats --db DB [--json] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--event NAME] [--player NAME]
                          per player: games, wins, win rates by team and starting role, deaths
  cli standings --db DB --event NAME [--csv | --json] [--lang en|fr]
                          an event's standings: points, wins, games, head-to-head
  cli import FILE... --db DB --event NAME
                          import games and seat each at its table of the event's rounds
  cli check --db DB [--json]        the archive's full integrity check (read-only; exit 2 if damaged)
  --out FILE never replaces the archive, nor an existing file unless --force is given`;

/** `--lang en|fr` (English by default). */
function languageFlag(args: readonly string[]): Language {
  const at = args.indexOf('--lang');
  if (at < 0) return 'en';
  const value = args[at + 1];
  if (value === 'en' || value === 'fr') return value;
  throw new UsageError(`--lang: "${value ?? ''}" is not a language of the console (en or fr)`);
}

function readRecord(file: string | undefined): unknown {
  if (!file) throw new UsageError(`a record file is required\n${USAGE}`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') throw new UsageError(`${file}: is a folder, not a record file`);
    throw new UsageError(`${file}: cannot read the file (${code ?? String(e)})`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${file}: not valid JSON (${(e as Error).message})`);
  }
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${name} must be a positive whole number, not "${value}"`);
  return n;
}

function simulate(args: string[], io: CliIo): void {
  const players = positiveInt(flag(args, '--players'), '--players', 5);
  const games = positiveInt(flag(args, '--games'), '--games', 1000);
  const seed = Number(flag(args, '--seed') ?? 1);
  const deckFlag = flag(args, '--deck');
  let deck: readonly Role[];
  if (deckFlag) {
    const ids = deckFlag.split(',').map((s) => s.trim());
    const unknown = ids.filter((id) => !isRole(id));
    if (unknown.length > 0) throw new UsageError(`--deck: ${unknown.join(', ')} is not a role id`);
    deck = ids as Role[];
  } else {
    const preset = MIXED_DECKS[players];
    if (!preset) throw new UsageError(`no built-in deck for ${players} players (5, 8 or 10); give one with --deck`);
    deck = preset;
  }
  if (deck.length !== players + 3)
    throw new UsageError(`--deck has ${deck.length} cards; ${players} players need ${players + 3}`);
  if (players > DEFAULT_NAMES.length) throw new UsageError(`at most ${DEFAULT_NAMES.length} players`);
  const names = DEFAULT_NAMES.slice(0, players);
  const rng = seededRng(seed);
  const wins = new Map<string, number>();
  const present = new Map<string, number>();
  let epic = 0;
  let nobodyDied = 0;
  for (let g = 0; g < games; g++) {
    const { result } = playRandomGame(rng, names, deck);
    if (result.epicBattle) epic++;
    if (result.deaths.length === 0) nobodyDied++;
    const teams = new Set(result.players.map((p) => p.team));
    for (const t of teams) {
      present.set(t, (present.get(t) ?? 0) + 1);
      if (result.players.some((p) => p.team === t && p.won)) wins.set(t, (wins.get(t) ?? 0) + 1);
    }
  }
  const rates = Object.fromEntries(
    [...present.entries()].map(([team, n]) => [
      team,
      { games: n, wins: wins.get(team) ?? 0, winRate: (wins.get(team) ?? 0) / n },
    ]),
  );
  const summary = {
    players,
    games,
    seed,
    deck,
    teams: rates,
    epicBattles: epic / games,
    nobodyDied: nobodyDied / games,
  };
  if (args.includes('--json')) {
    io.out(`${JSON.stringify(summary)}\n`);
    return;
  }
  io.out(`${games} random games, ${players} players, deck: ${deck.join(', ')} (seed ${seed})\n`);
  for (const [team, r] of Object.entries(rates)) {
    io.out(
      `  ${team.padEnd(20)} in ${String(r.games).padStart(6)} games, won ${(100 * r.winRate).toFixed(1).padStart(5)}%\n`,
    );
  }
  io.out(
    `  epic battles ${(100 * summary.epicBattles).toFixed(1)}%, nobody died ${(100 * summary.nobodyDied).toFixed(1)}%\n`,
  );
}

export type { CliIo } from './cli-io.ts';

/**
 * Text for a terminal: every control character but the line breaks (CSV's too) and tabs the CLI writes, and
 * every line separator or bidirectional formatting character, written as an escape (`\u001b`). A name
 * with an escape sequence cannot recolour or rewrite the terminal; inside JSON the escape means the same.
 */
export function terminalSafe(text: string): string {
  return text.replace(/\r\n|[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, (ch) =>
    ch === '\n' || ch === '\t' || ch === '\r\n' ? ch : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `resolve` takes many records at once for these: a folder, JSON Lines, standard input. */
function isBatch(input: string): boolean {
  return (
    input === '-' || input.endsWith('.jsonl') || statSync(input, { throwIfNoEntry: false })?.isDirectory() === true
  );
}

/** One line of `resolve`'s output for many records: where the record came from, and its outcome or problems. */
type BatchSource = { readonly file: string; readonly line?: number };

/**
 * `resolve` over many records: files, the .json and .jsonl files of folders (not their subfolders), JSON
 * Lines read a line at a time (a file of any size), `-` for standard input. One JSON object a line, in
 * order: the outcome with `file` (and `line`, and the record's `id` when it has one), or `{ file, line?,
 * error, problems }`. Exit 0 when every record resolved, 2 when any did not (the count on stderr).
 */
async function resolveMany(inputs: readonly string[], io: CliIo): Promise<number> {
  let done = 0;
  let failed = 0;
  const emit = (source: BatchSource, input: unknown, problem?: string): void => {
    done++;
    if (problem !== undefined) {
      failed++;
      io.out(`${JSON.stringify({ ...source, error: problem, problems: [problem] })}\n`);
      return;
    }
    const played = playRecord(input, { requireVotes: true });
    if (!played.ok) {
      failed++;
      const problems = played.error.problems;
      io.out(`${JSON.stringify({ ...source, error: problems[0] ?? 'invalid record', problems })}\n`);
      return;
    }
    const id = (input as { id?: unknown }).id;
    io.out(
      `${JSON.stringify({ ...source, ...(typeof id === 'string' ? { id } : {}), ...resolveOutput(played.value) })}\n`,
    );
  };
  const lines = async (file: string, chunks: AsyncIterable<string | Buffer>): Promise<void> => {
    let rest = '';
    let line = 0;
    const take = (text: string): void => {
      line++;
      if (text.trim() === '') return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (e) {
        emit({ file, line }, null, `not valid JSON (${(e as Error).message})`);
        return;
      }
      emit({ file, line }, value);
    };
    for await (const chunk of chunks) {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      for (const part of parts) take(part);
    }
    if (rest !== '') take(rest);
  };
  const one = async (file: string): Promise<void> => {
    if (file === '-') {
      if (!io.stdin) throw new UsageError('resolve -: no standard input to read');
      return lines('-', io.stdin);
    }
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return emit({ file }, null, 'no such file');
    if (stat.isDirectory()) {
      const inside = readdirSync(file)
        .filter((name) => name.endsWith('.json') || name.endsWith('.jsonl'))
        .sort();
      if (inside.length === 0) return emit({ file }, null, 'the folder holds no .json or .jsonl file');
      for (const name of inside) await one(join(file, name));
      return;
    }
    if (file.endsWith('.jsonl')) {
      try {
        return await lines(file, createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 }));
      } catch (e) {
        return emit({ file }, null, `cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
      }
    }
    let record: unknown;
    try {
      record = readRecord(file);
    } catch (e) {
      if (e instanceof UsageError) return emit({ file }, null, e.message.replace(`${file}: `, ''));
      throw e;
    }
    emit({ file }, record);
  };
  for (const input of inputs) await one(input);
  if (failed > 0) io.err(`${failed} of ${done} record(s) could not be resolved\n`);
  return failed > 0 ? 2 : 0;
}

export async function runCli(argv: readonly string[], rawIo: CliIo): Promise<number> {
  const io: CliIo = {
    out: (text) => rawIo.out(terminalSafe(text)),
    err: (text) => rawIo.err(terminalSafe(text)),
    ...(rawIo.stdin ? { stdin: rawIo.stdin } : {}),
  };
  const [command, ...args] = argv as string[];
  try {
    switch (command) {
      case 'resolve':
      case 'explain': {
        const language = languageFlag(args);
        const files = args.filter((a, i) => a !== '--lang' && args[i - 1] !== '--lang');
        const file = files[0];
        if (command === 'resolve' && (files.length > 1 || (file !== undefined && isBatch(file))))
          return await resolveMany(files, io);
        const played = playRecord(readRecord(file), { requireVotes: command === 'resolve' });
        if (!played.ok) {
          for (const line of played.error.problems) io.err(`${line}\n`);
          return 2;
        }
        const { state, events } = played.value;
        if (command === 'explain') {
          for (const sentence of explain(state.setup, events, language)) io.out(`${escapeControls(sentence)}\n`);
        } else {
          io.out(`${JSON.stringify(resolveOutput(played.value), null, 2)}\n`);
        }
        return 0;
      }
      case 'simulate':
        simulate(args, io);
        return 0;
      case 'import':
      case 'list':
      case 'export':
      case 'export-all':
      case 'report':
      case 'stats':
      case 'standings':
      case 'check': {
        const valued = ['--db', '--out', '--event', '--lang', '--from', '--to', '--player'];
        const flags: Record<string, string | undefined> = {};
        for (const name of valued) flags[name.slice(2)] = flag(args, name);
        const rest = args.filter(
          (a, i) => a !== '--force' && !valued.includes(a) && !valued.includes(args[i - 1] ?? ''),
        );
        const language = languageFlag(args);
        const force = args.includes('--force');
        // SQLite is loaded only for these commands.
        const { runArchiveCommand, ArchiveUsageError } = await import('./archive-commands.ts');
        try {
          return await runArchiveCommand(command, rest, { ...flags, language, force }, io);
        } catch (e) {
          if (e instanceof ArchiveUsageError) throw new UsageError(e.message);
          throw e;
        }
      }
      case undefined:
      case 'help':
      case '--help':
        io.out(`${USAGE}\n`);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"\n${USAGE}`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
