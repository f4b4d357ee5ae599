/**
 * Where the CLI writes with `--out`: never over the archive, nor over any file it did not write, unless
 * told to (`--force`); and never half a file. A typo (`report ID --db games.db --out games.db`) once
 * replaced a whole archive with one HTML page.
 *
 * - The path is resolved as the system will write it: through symbolic links, relative to the current
 *   folder. The archive itself (with its -wal, -shm and -lock) is refused always, `--force` or not.
 * - An existing file is refused unless `--force`, with a word for what it is (a SQLite database, perhaps
 *   an archive); a folder, a device or a missing folder are refused always.
 * - The text goes to a temporary file in the same folder (so that the rename stays on one disk), flushed to
 *   disk, then moved into place at the end: until then the old file (if any) is whole; after a failure,
 *   the temporary file is removed. Without `--force` the move itself refuses to replace a file that
 *   appeared meanwhile (a hard link: `link` fails if the name exists).
 */
import {
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  readlinkSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';

/** A refusal or failure, in words naming the path and why (the CLI prints it and exits 2). */
export class OutputError extends Error {}

export interface OutputOptions {
  /** Replace an existing file (never the archive). */
  readonly force?: boolean | undefined;
  /** The archive the command reads (`--db`): never written over. */
  readonly archive?: string | undefined;
}

/** The path as the system writes it: links followed, relative to the current folder. */
function realTarget(path: string, flag: string): string {
  const absolute = resolve(path);
  const entry = lstatSync(absolute, { throwIfNoEntry: false });
  if (entry?.isSymbolicLink()) {
    try {
      return realpathSync(absolute);
    } catch {
      throw new OutputError(
        `${flag} ${path}: a symbolic link to ${readlinkSync(absolute)}, which does not exist; give the file's own path`,
      );
    }
  }
  let folder: string;
  try {
    folder = realpathSync(dirname(absolute));
  } catch {
    // ENOENT, as the system says it (scripts match it): no folder by that name.
    throw new OutputError(`${flag} ${path}: cannot write the file (ENOENT)`);
  }
  return join(folder, basename(absolute));
}

/** The same file: one device and inode (a hard link, another case of the name on macOS or Windows). */
function sameFile(a: string, b: string): boolean {
  const x = statSync(a, { throwIfNoEntry: false });
  const y = statSync(b, { throwIfNoEntry: false });
  return x !== undefined && y !== undefined && x.dev === y.dev && x.ino === y.ino;
}

/** Names compared as the file system does: without case where it ignores case. */
const foldCase = process.platform === 'darwin' || process.platform === 'win32';
const sameName = (a: string, b: string): boolean => (foldCase ? a.toLowerCase() === b.toLowerCase() : a === b);

/** Does the file start like a SQLite database? */
function isSqlite(path: string): boolean {
  let fd: number | null = null;
  try {
    fd = openSync(path, 'r');
    const header = Buffer.alloc(16);
    return readSync(fd, header, 0, 16, 0) === 16 && header.toString('latin1') === 'SQLite format 3\0';
  } catch {
    return false;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/**
 * Checks `--out` before anything is written: the real path to write, or an OutputError saying why not.
 * Run it before the work, so that a typo costs nothing.
 */
export function checkOutputPath(path: string, options: OutputOptions = {}): string {
  if (path.trim() === '') throw new OutputError('--out needs a file name');
  const target = realTarget(path, '--out');
  if (options.archive) {
    const archive = realTarget(options.archive, '--db');
    for (const suffix of ['', '-wal', '-shm', '-lock', '-journal'])
      if (sameName(target, archive + suffix) || sameFile(target, archive + suffix))
        throw new OutputError(
          suffix === ''
            ? `--out ${path} is the archive itself (--db ${options.archive}${target !== resolve(path) ? `, as ${target}` : ''}): it is never written over, not even with --force; give another file name`
            : `--out ${path} is the archive's own ${suffix} file (--db ${options.archive}): it is never written over, not even with --force; give another file name`,
        );
  }
  const stat = statSync(target, { throwIfNoEntry: false });
  if (stat?.isDirectory())
    throw new OutputError(`--out ${path} is a folder: give a file name (for example ${join(path, 'out.txt')})`);
  if (stat && !stat.isFile()) throw new OutputError(`--out ${path} is not a regular file: give a file name`);
  if (stat && !options.force) {
    const what = isSqlite(target) ? 'is a SQLite database (perhaps an archive)' : `already exists (${stat.size} bytes)`;
    throw new OutputError(
      `--out ${path} ${what}: it was left as it was; give a new file name, or add --force to replace it`,
    );
  }
  const folder = dirname(target);
  const folderStat = statSync(folder, { throwIfNoEntry: false });
  if (!folderStat?.isDirectory()) throw new OutputError(`--out ${path}: cannot write the file (ENOENT)`);
  return target;
}

/**
 * A file being written: `write` appends to a temporary file beside it, `commit` moves it into place,
 * `abort` removes it. Either the whole text reaches the path, or nothing changes there.
 */
export class OutputFile {
  private fd: number | null;
  private readonly temporary: string;

  private constructor(
    readonly shown: string,
    readonly target: string,
    private readonly force: boolean,
  ) {
    this.temporary = join(dirname(target), `.${basename(target)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
    try {
      this.fd = openSync(this.temporary, 'wx', 0o644);
    } catch (e) {
      throw new OutputError(`--out ${shown}: cannot write in its folder (${codeOf(e)})`);
    }
  }

  /** Checks the path (see checkOutputPath) and starts the temporary file. */
  static open(path: string, options: OutputOptions = {}): OutputFile {
    return new OutputFile(path, checkOutputPath(path, options), options.force ?? false);
  }

  write(text: string): void {
    if (this.fd === null) throw new Error('the output file is closed');
    try {
      writeSync(this.fd, text);
    } catch (e) {
      this.abort();
      throw new OutputError(`--out ${this.shown}: cannot write the file (${codeOf(e)}); nothing was written there`);
    }
  }

  /** Flushes the text to disk and puts it at its path. */
  commit(): void {
    if (this.fd === null) throw new Error('the output file is closed');
    try {
      fsyncSync(this.fd);
      closeSync(this.fd);
      this.fd = null;
      if (this.force) renameSync(this.temporary, this.target);
      else {
        // Not over a file that appeared since the check: `link` refuses an existing name.
        try {
          linkSync(this.temporary, this.target);
          rmSync(this.temporary, { force: true });
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === 'EEXIST')
            throw new OutputError(
              `--out ${this.shown} appeared while the command ran: it was left as it was; give a new file name, or add --force`,
            );
          if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw e;
          // A disk without hard links (FAT, some network shares): checked again, then renamed.
          if (statSync(this.target, { throwIfNoEntry: false }))
            throw new OutputError(
              `--out ${this.shown} appeared while the command ran: it was left as it was; give a new file name, or add --force`,
            );
          renameSync(this.temporary, this.target);
        }
      }
    } catch (e) {
      this.abort();
      if (e instanceof OutputError) throw e;
      throw new OutputError(`--out ${this.shown}: cannot write the file (${codeOf(e)}); nothing was written there`);
    }
  }

  /** Removes the temporary file (after a failure): the path is as it was. */
  abort(): void {
    if (this.fd !== null) {
      try {
        closeSync(this.fd);
      } catch {
        // closed already
      }
      this.fd = null;
    }
    rmSync(this.temporary, { force: true });
  }
}

/** Writes `text` to `path` whole (see OutputFile). */
export function writeOutputFile(path: string, text: string, options: OutputOptions = {}): void {
  const file = OutputFile.open(path, options);
  file.write(text);
  file.commit();
}

function codeOf(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
}
