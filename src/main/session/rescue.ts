/**
 * When the archive's file is lost while open (removed, replaced, its -wal deleted), what the archive held
 * is written out, beside it, as files the console imports: every game as one line of JSON Lines (the
 * format `exportArchive` writes) and every event as its own export. The connection still reads the file
 * it had open, so the last change, the one that found the loss, is in it too.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

export interface RescueSource {
  /** Each game's record as one line of JSON, oldest first. */
  gameLines(): Iterable<string>;
  /** Each event's export: a file name and its text. */
  events(): Iterable<{ fileName: string; text: string }>;
}

export interface Rescue {
  readonly folder: string;
  readonly gamesFile: string;
  readonly games: number;
  readonly events: number;
}

/**
 * Writes the rescue folder `<archive>.rescued-<time>` beside the archive, or (if that folder cannot be
 * written, e.g. it was deleted) in the home folder, then the temporary one. Returns where, or why not.
 */
export function writeRescue(
  archivePath: string,
  at: Date,
  source: RescueSource,
): { ok: true; value: Rescue } | { ok: false; reason: string } {
  const name = `${basename(archivePath)}.rescued-${at.toISOString().replace(/[:.]/g, '-')}`;
  const failures: string[] = [];
  for (const [i, dir] of [dirname(archivePath), homedir(), tmpdir()].entries()) {
    const folder = join(dir, name);
    try {
      // Beside the archive only if its folder is still there: a deleted folder is not brought back.
      mkdirSync(folder, { recursive: i > 0 });
      const gamesFile = join(folder, 'games.jsonl');
      let games = 0;
      const fd = openSync(gamesFile, 'w');
      try {
        for (const line of source.gameLines()) {
          writeSync(fd, `${line}\n`);
          games++;
        }
      } finally {
        closeSync(fd);
      }
      let events = 0;
      for (const event of source.events()) {
        const file = openSync(join(folder, event.fileName), 'wx');
        try {
          writeSync(file, event.text);
        } finally {
          closeSync(file);
        }
        events++;
      }
      return { ok: true, value: { folder, gamesFile, games, events } };
    } catch (e) {
      failures.push(`${folder}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
  }
  return { ok: false, reason: failures.join('; ') };
}
