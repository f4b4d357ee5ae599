/**
 * The archive commands (`import`, `list`, `export`, `export-all`, `report`, `stats`, `standings`,
 * `check`): loaded only when used, so `resolve`, `explain` and `simulate` never load SQLite. Only `import`
 * writes the archive (and takes its writer lock: refused while a console has it open); the others read it,
 * also while a console writes it. `--out` never writes over the archive or a file it did not write
 * (output-file.ts).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { DatabaseOpenError } from '../persistence/database.ts';
import { Store } from '../persistence/store.ts';
import { checkOutputPath, OutputError, OutputFile, writeOutputFile } from './output-file.ts';
import { Session } from '../session/session.ts';
import type { CliIo } from './cli-io.ts';
import type { Language } from '../engine/index.ts';
import { formatStatsTable, validateStatsFilter } from '../stats/index.ts';
import type { SessionResult } from '../../shared/session-contract.ts';
import type { EventImportReport, ImportReport, StandingsView } from '../../shared/views.ts';
import { importSizeProblem } from '../../shared/import-contract.ts';
import { escapeControls } from '../../shared/player-name.ts';

export class ArchiveUsageError extends Error {}

/** The commands that write the archive; every other one only reads it. */
const WRITES = new Set(['import']);

function openSession(db: string | undefined, command: string): { session: Session; store: Store } {
  if (!db) throw new ArchiveUsageError('--db FILE is required: the archive to use');
  const writes = WRITES.has(command);
  // Only `import` starts an archive: a mistyped path must not read as an empty archive.
  if (!writes && !existsSync(db))
    throw new ArchiveUsageError(`--db ${db}: no such archive (only \`import\` creates one)`);
  try {
    const store = new Store(db, {
      access: writes ? 'write' : 'read',
      program: `the command line (nightwarden ${command})`,
      // Nothing is written into an archive before it has passed its full check, however large.
      ...(writes ? { check: 'full' as const } : {}),
    });
    return {
      store,
      session: new Session(store, {
        now: () => new Date(),
        newId: () => randomUUID(),
        randomSeed: () => randomInt(2 ** 31),
      }),
    };
  } catch (e) {
    if (e instanceof DatabaseOpenError) throw new ArchiveUsageError(e.message);
    throw e;
  }
}

/** A session answer, or its message as a usage error (exit code 2). */
function unwrap<T>(result: SessionResult<T>): T {
  if (!result.ok)
    throw new ArchiveUsageError(result.error.problems ? result.error.problems.join('\n') : result.error.message);
  return result.value;
}

/** The standings as aligned text, the scoring printed below. */
function formatStandings(table: StandingsView, language: Language): string {
  const head =
    language === 'fr'
      ? ['Rang', 'Joueur', 'Points', 'Victoires', 'Parties', 'Confrontations']
      : ['Rank', 'Player', 'Points', 'Wins', 'Games', 'Head-to-head'];
  const rows = table.rows.map((r) => [
    `${r.tied ? '=' : ''}${r.rank}`,
    escapeControls(r.name),
    String(r.points),
    String(r.wins),
    String(r.games),
    String(r.headToHead),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const counted =
    language === 'fr'
      ? `${table.gamesCounted} partie(s) terminée(s) sur ${table.tables} table(s)`
      : `${table.gamesCounted} finished game(s) of ${table.tables} table(s)`;
  return `${escapeControls(table.event)}\n\n${[line(head), ...rows.map(line)].join('\n')}\n\n${table.scoringLines.join('\n')}\n${counted}\n`;
}

/** Writes to standard output, or whole to `--out` (never over the archive or another file without --force). */
function write(io: CliIo, flags: ArchiveFlags, text: string): void {
  if (!flags.out) return io.out(text);
  try {
    writeOutputFile(flags.out, text, { force: flags.force, archive: flags.db });
  } catch (e) {
    if (e instanceof OutputError) throw new ArchiveUsageError(e.message);
    throw e;
  }
}

/**
 * Writes lines as they are made, 64 KB at a time, to `out` or to the standard output. (Bigger pieces make
 * V8 grow its heap faster than the export needs: a megabyte at a time took a 100,000-game export's peak
 * memory from 190 to 300 MB.)
 */
function writeLines(io: CliIo, flags: ArchiveFlags, lines: Iterable<string>): void {
  let file: OutputFile | null = null;
  if (flags.out) {
    try {
      file = OutputFile.open(flags.out, { force: flags.force, archive: flags.db });
    } catch (e) {
      if (e instanceof OutputError) throw new ArchiveUsageError(e.message);
      throw e;
    }
  }
  let buffered: string[] = [];
  let size = 0;
  const flush = (): void => {
    if (buffered.length === 0) return;
    const text = buffered.join('');
    if (file === null) io.out(text);
    else file.write(text);
    buffered = [];
    size = 0;
  };
  try {
    for (const line of lines) {
      buffered.push(line);
      size += line.length;
      if (size >= 1 << 16) flush();
    }
    flush();
    file?.commit();
  } catch (e) {
    file?.abort();
    if (e instanceof OutputError) throw new ArchiveUsageError(e.message);
    throw e;
  }
}

/** The flags with values the archive commands read. */
export interface ArchiveFlags {
  readonly db?: string | undefined;
  readonly out?: string | undefined;
  readonly event?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly player?: string | undefined;
  readonly language: Language;
  /** `--force`: `--out` may replace an existing file (never the archive). */
  readonly force?: boolean;
}

/**
 * Imports one file record by record as it is read (1 MB at a time), so a file of any size the archive
 * takes (IMPORT_MAX_BYTES) is imported with memory bounded by one record. Rejected records are printed
 * as they come; the report keeps the ids.
 */
async function importFile(session: Session, file: string, io: CliIo): Promise<ImportReport | null> {
  let size: number;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) {
      io.err(`${file}: is a folder; give the record or archive files in it\n`);
      return null;
    }
    size = stat.size;
  } catch (e) {
    io.err(`${file}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)})\n`);
    return null;
  }
  const tooBig = importSizeProblem(file, size);
  if (tooBig) {
    io.err(`${tooBig}\n`);
    return null;
  }
  const importer = session.recordImport(file, {
    onRejected: (r) => {
      for (const problem of r.problems) io.err(`${escapeControls(r.item)}: ${problem}\n`);
    },
  });
  try {
    for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 }))
      importer.push(chunk as string);
    return importer.finish();
  } catch (e) {
    const failure = session.failureOf(e);
    if (failure) io.err(`${file}: ${failure.error.message}\n`);
    else if ((e as NodeJS.ErrnoException).code)
      io.err(`${file}: cannot read the file (${(e as NodeJS.ErrnoException).code})\n`);
    else throw e;
    return null;
  }
}

export async function runArchiveCommand(
  command: string,
  args: readonly string[],
  flags: ArchiveFlags,
  io: CliIo,
): Promise<number> {
  const { out } = flags;
  // A wrong --out is refused before any work (and before the archive is even opened).
  if (out) {
    try {
      checkOutputPath(out, { force: flags.force, archive: flags.db });
    } catch (e) {
      if (e instanceof OutputError) throw new ArchiveUsageError(e.message);
      throw e;
    }
  }
  if (command === 'check') return checkArchive(flags, args.includes('--json'), io);
  const { session, store } = openSession(flags.db, command);
  unwrap(session.setLanguage(flags.language));
  try {
    switch (command) {
      case 'import': {
        if (args.length === 0)
          throw new ArchiveUsageError('import needs at least one FILE (a record, or an archive in JSON Lines)');
        const event = flags.event ? unwrap(session.tournaments.eventByName(flags.event)) : null;
        let rejected = 0;
        for (const file of args) {
          const report = await importFile(session, file, io);
          if (!report) {
            rejected++;
            continue;
          }
          // The rejected records were printed as they came; the report's last entry may sum the rest.
          rejected += report.rejected.length;
          let seated: EventImportReport | null = null;
          if (event) {
            const result = session.tournaments.seatImported(event.id, report);
            if (!result.ok) io.err(`${file}: ${result.error.message}\n`);
            else seated = result.value;
          }
          for (const id of report.imported) io.out(`imported ${escapeControls(id)}\n`);
          for (const id of report.duplicates) io.out(`skipped ${escapeControls(id)}: already in the archive\n`);
          for (const m of seated?.matched ?? [])
            io.out(`seated ${escapeControls(m.gameId)} at table ${m.table} of round ${m.round}\n`);
          for (const id of seated?.unmatched ?? [])
            io.err(`${escapeControls(id)}: its players match no open table of ${event!.name}\n`);
        }
        return rejected > 0 ? 2 : 0;
      }
      case 'list': {
        const games = session.listGames();
        if (!games.ok) throw new ArchiveUsageError(games.error.message);
        if (args.includes('--json')) {
          io.out(`${JSON.stringify(games.value)}\n`);
          return 0;
        }
        // Every field escaped: a name read from an old archive cannot forge a line or a column.
        const names = (list: readonly string[]): string => list.map(escapeControls).join(', ');
        for (const g of games.value) {
          const winners = g.winners ? (g.winners.length ? names(g.winners) : 'nobody') : `(${g.phase})`;
          io.out(`${escapeControls(g.id)}\t${escapeControls(g.createdAt)}\t${names(g.players)}\t${winners}\n`);
        }
        return 0;
      }
      case 'export': {
        const id = args[0];
        if (!id) throw new ArchiveUsageError('export needs a game ID (see `list`)');
        const record = session.exportGame(id);
        if (!record.ok) throw new ArchiveUsageError(record.error.message);
        write(io, flags, `${JSON.stringify(record.value, null, 2)}\n`);
        return 0;
      }
      case 'export-all': {
        // A line at a time: memory holds one game, whatever the archive's size.
        try {
          writeLines(io, flags, session.exportLines());
        } catch (e) {
          const failure = session.failureOf(e);
          if (failure) throw new ArchiveUsageError(failure.error.message);
          throw e;
        }
        return 0;
      }
      case 'report': {
        const id = args[0];
        if (!id) throw new ArchiveUsageError('report needs a game ID (see `list`)');
        const report = unwrap(session.gameReport(id));
        write(io, flags, report.html);
        if (out) io.err(`wrote ${out}\n`);
        return 0;
      }
      case 'stats': {
        const filter = validateStatsFilter({
          ...(flags.from ? { from: flags.from } : {}),
          ...(flags.to ? { to: flags.to } : {}),
          ...(flags.player ? { player: flags.player } : {}),
        });
        if (!filter.ok) throw new ArchiveUsageError(filter.problems.join('\n'));
        let gameIds: Set<string> | undefined;
        if (flags.event) {
          const event = unwrap(session.tournaments.eventByName(flags.event));
          gameIds = new Set(event.rounds.flatMap((r) => r.tables.flatMap((t) => (t.gameId ? [t.gameId] : []))));
        }
        const stats = unwrap(session.stats({ ...filter.value, ...(gameIds ? { gameIds } : {}) }));
        write(
          io,
          flags,
          args.includes('--json')
            ? `${JSON.stringify(stats, null, 2)}\n`
            : formatStatsTable(
                stats.map((s) => ({ ...s, name: escapeControls(s.name) })),
                flags.language,
              ),
        );
        return 0;
      }
      case 'standings': {
        if (!flags.event) throw new ArchiveUsageError('standings needs --event NAME (the event, by its name)');
        const event = unwrap(session.tournaments.eventByName(flags.event));
        const table = unwrap(session.tournaments.standings(event.id));
        if (args.includes('--csv')) write(io, flags, table.csv);
        else if (args.includes('--json')) write(io, flags, `${JSON.stringify(table.rows, null, 2)}\n`);
        else write(io, flags, formatStandings(table, flags.language));
        return 0;
      }
      default:
        throw new ArchiveUsageError(`unknown command "${command}"`);
    }
  } finally {
    store.close();
  }
}

/**
 * `check`: the archive's full integrity check (every page, every index), read-only, also while a console
 * writes it. Prints the verdict (or `--json`: { path, status, problems, ms }); exit 0 when sound, 2 when not.
 */
async function checkArchive(flags: ArchiveFlags, json: boolean, io: CliIo): Promise<number> {
  const db = flags.db;
  if (!db) throw new ArchiveUsageError('--db FILE is required: the archive to check');
  if (!existsSync(db)) throw new ArchiveUsageError(`--db ${db}: no such archive`);
  let report: { status: 'ok' | 'corrupt'; problems: readonly string[]; ms: number };
  const started = performance.now();
  try {
    const store = new Store(db, { access: 'read', check: 'full', program: 'the command line (nightwarden check)' });
    try {
      const found = await store.checkIntegrity();
      report = { status: found.ok ? 'ok' : 'corrupt', problems: found.problems, ms: found.ms };
    } finally {
      store.close();
    }
  } catch (e) {
    if (!(e instanceof DatabaseOpenError)) throw e;
    if (e.problem !== 'corrupt') throw new ArchiveUsageError(e.message);
    report = { status: 'corrupt', problems: [e.message], ms: Math.round(performance.now() - started) };
  }
  if (json) io.out(`${JSON.stringify({ path: db, ...report })}\n`);
  else if (report.status === 'ok') io.out(`${db}: sound (integrity check passed in ${report.ms} ms)\n`);
  else io.err(`${db}: damaged — ${report.problems.join('; ')}\n`);
  return report.status === 'ok' ? 0 : 2;
}
