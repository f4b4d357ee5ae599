/**
 * What the writer checks after every commit, before the change is acknowledged: that the file at the
 * archive's path is still the one it writes, whole.
 *
 * - **Replaced, removed, -wal deleted**: the file's identity (device and inode) and its -wal's, by `stat`.
 * - **Damaged in place** (a disk tool, a bad sync, a copy over the open file writing into it): in WAL
 *   mode a commit goes to the -wal only, and the archive's own file changes only when the WAL is
 *   checkpointed into it. The writer turns SQLite's automatic checkpoints off and runs them itself
 *   (Store), taking the file as it is after each one as its baseline: its first 100 bytes (the SQLite
 *   header: the string "SQLite format 3", the page size, the file change counter at offset 24, the page
 *   count, the schema cookie, user_version, application_id…), its size and its modification time. Between
 *   two checkpoints none of these may change. After a commit the header is read again (one `pread` of 100
 *   bytes on a descriptor kept open) and the file `stat`ed:
 *   - header, size and time as they were: the file is as this connection left it;
 *   - another header: either a checkpoint this connection ran outside the Store (the header then says
 *     exactly what the connection knows: page size, page count, free pages, schema cookie, versions and
 *     id) or damage (anything else, such as garbage over the first pages): `damaged`;
 *   - the same header, but another size or time: something wrote the file past its header, or only
 *     touched it: `touched`, and the Store has the pages checked (integrity.ts) before going on.
 *   The cost per commit is two `stat` calls and one read of 100 bytes (a few microseconds).
 *
 * The descriptor stays open as long as the archive: closing a descriptor of a file releases every POSIX
 * lock this process holds on it, SQLite's included, so it is never opened and closed per check.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';

/** What happened to the archive's file while it was open. */
export type ArchiveLoss =
  /** No file at the archive's path any more. */
  | 'removed'
  /** Another file at the archive's path (a sync tool, a restore, a copy over it). */
  | 'replaced'
  /** Its -wal file (the changes since the last checkpoint) was deleted or replaced. */
  | 'wal-removed'
  /** Written over in place: its header is no longer what this connection wrote. */
  | 'damaged'
  /** Its pages fail the integrity check. */
  | 'corrupt'
  /** Its lock file was deleted and another program took the archive for writing. */
  | 'taken';

/** The header fields as the connection knows them (pragmas), to recognise a checkpoint's header. */
export interface KnownHeader {
  readonly pageSize: number;
  readonly pageCount: number;
  readonly freePages: number;
  readonly schemaCookie: number;
  readonly userVersion: number;
  readonly applicationId: number;
}

interface FileState {
  readonly dev: bigint;
  readonly ino: bigint;
  readonly size: bigint;
  readonly mtimeNs: bigint;
}

function stateOf(path: string): FileState | null {
  const stat = statSync(path, { bigint: true, throwIfNoEntry: false });
  return stat ? { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeNs: stat.mtimeNs } : null;
}

const sameFile = (a: FileState, b: FileState): boolean => a.dev === b.dev && a.ino === b.ino;

const HEADER_BYTES = 100;

/** Does this header describe the database as the connection knows it (as a full checkpoint leaves it)? */
export function headerMatches(header: Buffer, known: KnownHeader): boolean {
  if (header.length < HEADER_BYTES || header.subarray(0, 16).toString('latin1') !== 'SQLite format 3\0') return false;
  const raw = header.readUInt16BE(16);
  return (
    (raw === 1 ? 65536 : raw) === known.pageSize &&
    header[18] === 2 && // WAL
    header[19] === 2 &&
    header.readUInt32BE(28) === known.pageCount &&
    header.readUInt32BE(92) === header.readUInt32BE(24) && // the page count is valid
    header.readUInt32BE(36) === known.freePages &&
    header.readUInt32BE(40) === known.schemaCookie &&
    header.readUInt32BE(60) === known.userVersion &&
    header.readUInt32BE(68) === known.applicationId
  );
}

/** The archive's file as its writer last left it, and the checks against it. */
export class FileGuard {
  private fd: number | null = null;
  private file: FileState | null = null;
  private wal: FileState | null = null;
  private header: Buffer = Buffer.alloc(0);

  constructor(
    readonly path: string,
    private readonly known: () => KnownHeader,
  ) {
    this.baseline();
  }

  /** Takes the file as it is now as the one this connection writes (at open, after each checkpoint). */
  baseline(): void {
    this.file = stateOf(this.path);
    this.wal = stateOf(`${this.path}-wal`);
    if (this.fd === null && this.file) this.fd = openSync(this.path, 'r');
    this.header = this.readHeader();
  }

  private readHeader(): Buffer {
    if (this.fd === null) return Buffer.alloc(0);
    const buffer = Buffer.alloc(HEADER_BYTES);
    return buffer.subarray(0, readSync(this.fd, buffer, 0, HEADER_BYTES, 0));
  }

  /** What happened to the file since the baseline: null (nothing), a loss, or `touched` (check its pages). */
  check(): ArchiveLoss | 'touched' | null {
    if (this.file === null) return null;
    const file = stateOf(this.path);
    if (file === null) return 'removed';
    if (!sameFile(file, this.file)) return 'replaced';
    const wal = stateOf(`${this.path}-wal`);
    if (this.wal === null) {
      this.wal = wal; // SQLite creates it with the first write
    } else if (wal === null || !sameFile(wal, this.wal)) {
      return 'wal-removed';
    }
    const header = this.readHeader();
    if (!header.equals(this.header)) {
      if (!headerMatches(header, this.known())) return 'damaged';
      this.baseline(); // a checkpoint this connection ran
      return null;
    }
    if (file.size !== this.file.size || file.mtimeNs !== this.file.mtimeNs) {
      this.baseline();
      return 'touched';
    }
    return null;
  }

  /** Closes the descriptor: only once the archive's connection is closed (see above). */
  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
