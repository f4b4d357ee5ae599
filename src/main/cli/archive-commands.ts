/**
 * The archive commands (`import`, `list`, `export`, `export-all`): loaded only when used, so `resolve`,
 * `explain` and `simulate` never load SQLite.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { DatabaseOpenError } from '../persistence/database.ts';
import { Store } from '../persistence/store.ts';
import { Session } from '../session/session.ts';
import type { CliIo } from './cli.ts';

export class ArchiveUsageError extends Error {}

function openSession(db: string | undefined): { session: Session; store: Store } {
  if (!db) throw new ArchiveUsageError('--db FILE is required: the archive to use');
  try {
    const store = new Store(db);
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

function write(io: CliIo, out: string | undefined, text: string): void {
  if (out) writeFileSync(out, text);
  else io.out(text);
}

export function runArchiveCommand(
  command: string,
  args: readonly string[],
  db: string | undefined,
  out: string | undefined,
  io: CliIo,
): number {
  const { session, store } = openSession(db);
  try {
    switch (command) {
      case 'import': {
        if (args.length === 0)
          throw new ArchiveUsageError('import needs at least one FILE (a record, or an archive in JSON Lines)');
        let rejected = 0;
        for (const file of args) {
          let text: string;
          try {
            text = readFileSync(file, 'utf8');
          } catch (e) {
            io.err(`${file}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)})\n`);
            rejected++;
            continue;
          }
          const result = session.importText({ text, source: file });
          if (!result.ok) {
            io.err(`${file}: ${result.error.message}\n`);
            rejected++;
            continue;
          }
          for (const id of result.value.imported) io.out(`imported ${id}\n`);
          for (const id of result.value.duplicates) io.out(`skipped ${id}: already in the archive\n`);
          for (const r of result.value.rejected) {
            rejected++;
            for (const problem of r.problems) io.err(`${r.item}: ${problem}\n`);
          }
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
        for (const g of games.value) {
          const winners = g.winners ? (g.winners.length ? g.winners.join(', ') : 'nobody') : `(${g.phase})`;
          io.out(`${g.id}\t${g.createdAt}\t${g.players.join(', ')}\t${winners}\n`);
        }
        return 0;
      }
      case 'export': {
        const id = args[0];
        if (!id) throw new ArchiveUsageError('export needs a game ID (see `list`)');
        const record = session.exportGame(id);
        if (!record.ok) throw new ArchiveUsageError(record.error.message);
        write(io, out, `${JSON.stringify(record.value, null, 2)}\n`);
        return 0;
      }
      case 'export-all': {
        const archive = session.exportArchive();
        if (!archive.ok) throw new ArchiveUsageError(archive.error.message);
        write(io, out, archive.value);
        return 0;
      }
      default:
        throw new ArchiveUsageError(`unknown command "${command}"`);
    }
  } finally {
    store.close();
  }
}
