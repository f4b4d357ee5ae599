import { z } from 'zod';

/**
 * How a file reaches the archive, and how big it may be. The archive reads an archive file (JSON Lines)
 * record by record, so its own limits are a file's size and one record's; the console sends a file in
 * pieces (`importStart`, `importChunk`…, `importFinish`), so no transport limit ever decides instead.
 */

/** The largest file the archive imports, in bytes: 1 GB (a 14,000-game archive exports to about 57 MB). */
export const IMPORT_MAX_BYTES = 1_000_000_000;

/** One record (a line of an archive, or a whole record file) is at most this many characters. */
export const RECORD_MAX_CHARS = 4_000_000;

/** The console sends a file in pieces of at most this many characters. */
export const IMPORT_CHUNK_CHARS = 1_000_000;

/** The text one call may carry (an import sent whole, an event file, a piece of a file). */
export const MESSAGE_TEXT_MAX_CHARS = 8_000_000;

/**
 * The browser host's largest WebSocket message: one call carrying MESSAGE_TEXT_MAX_CHARS characters, each
 * written as JSON's longest escape (`\u001b`, 6 bytes), and its envelope.
 */
export const MAX_MESSAGE_BYTES = 6 * MESSAGE_TEXT_MAX_CHARS + 1024 * 1024;

/** "57.3 MB", "1 GB": a size as the messages say it (decimal units, as file managers show them). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const shown = unit === 0 ? String(value) : value >= 100 ? value.toFixed(0) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}

/** Why a file of `bytes` cannot be imported, or null. The same sentence on both sides of the contract. */
export function importSizeProblem(file: string, bytes: number): string | null {
  if (bytes <= IMPORT_MAX_BYTES) return null;
  const limit = formatBytes(IMPORT_MAX_BYTES);
  // Just over the limit reads the same rounded: then the exact count says it.
  const size = formatBytes(bytes) === limit ? `${bytes.toLocaleString('en')} bytes` : formatBytes(bytes);
  return `${file} is ${size}; the archive imports files of up to ${limit} (split it into several files of JSON Lines and import each)`;
}

export const ImportIdSchema = z.string().min(1).max(100);

export const ImportStartSchema = z.strictObject({
  /** The file's name, for the report's labels ("games.jsonl:12"). */
  source: z.string().max(500).optional(),
  /** The file's size in bytes, when known: a file over the limit is refused before any of it is sent. */
  size: z.number().int().min(0).optional(),
});
export type ImportStartInput = z.infer<typeof ImportStartSchema>;

/** A piece of the file, in order. */
export const ImportChunkSchema = z.string().max(MESSAGE_TEXT_MAX_CHARS);
