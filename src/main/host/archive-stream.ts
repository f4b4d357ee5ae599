/**
 * The archive exported as a stream, to wherever it goes (a browser's download, a file chosen in a save
 * dialog), in bounded memory and without stopping the console: lines are taken from the session's
 * generator a few at a time, the writer's backpressure is waited for, and the event loop is given back
 * between batches, so the console answers every call while a 100,000-game archive is being written.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, fsyncSync, openSync, closeSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';

/** How long a batch may run before the event loop is given back (ms). */
const SLICE_MS = 20;

const nextTick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Writes every line to `out`, waiting for it to drain when it asks, giving the event loop back every
 * SLICE_MS. Returns how many lines were written. Stops (and closes the lines) when `out` closes early.
 */
export async function pumpLines(lines: Iterator<string>, out: Writable): Promise<number> {
  let written = 0;
  let closed = false;
  const onClose = (): void => {
    closed = true;
  };
  out.once('close', onClose);
  try {
    for (;;) {
      const started = performance.now();
      while (performance.now() - started < SLICE_MS) {
        if (closed || out.destroyed) return written;
        const next = lines.next();
        if (next.done) return written;
        written++;
        if (!out.write(next.value)) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      }
      await nextTick();
    }
  } finally {
    out.off('close', onClose);
    lines.return?.(undefined);
  }
}

/**
 * Writes the lines to `path` through a temporary file beside it, flushed to the disk and renamed over it
 * at the end: a file half written (a failure, the app closed) never takes the place of the one chosen.
 */
export async function writeLinesToFile(path: string, lines: Iterator<string>): Promise<number> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.partial`);
  const out = createWriteStream(temporary, { flags: 'wx' });
  try {
    const failed = new Promise<never>((_, reject) => out.once('error', reject));
    const count = await Promise.race([pumpLines(lines, out), failed]);
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
    const fd = openSync(temporary, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
    return count;
  } catch (e) {
    out.destroy();
    rmSync(temporary, { force: true });
    throw e;
  }
}

/** A file offered once to the browser: its name, its type, and its lines, made when it is fetched. */
export interface DownloadOffer {
  readonly fileName: string;
  readonly type: string;
  readonly lines: () => Iterator<string>;
}

/** How long an offered download may wait for the browser to fetch it. */
const OFFER_MS = 60_000;

/**
 * One-time downloads of the browser host: the console asks for one over its socket (behind its token),
 * gets an address with a random ticket, and the browser fetches it once, within a minute; the archive
 * is then written to the response as it is read. The ticket is the only key: it is never shown, used
 * twice, or kept.
 */
export class Downloads {
  private readonly offers = new Map<string, { offer: DownloadOffer; expires: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Offers a file; returns the path the browser fetches it at. */
  offer(offer: DownloadOffer): string {
    this.sweep();
    const ticket = randomBytes(24).toString('base64url');
    this.offers.set(ticket, { offer, expires: this.now() + OFFER_MS });
    return `${DOWNLOAD_PREFIX}${ticket}/${encodeURIComponent(offer.fileName)}`;
  }

  /** The offer behind a ticket, once; null when unknown, used or expired. */
  take(ticket: string): DownloadOffer | null {
    this.sweep();
    const found = this.offers.get(ticket);
    this.offers.delete(ticket);
    return found ? found.offer : null;
  }

  private sweep(): void {
    const now = this.now();
    for (const [ticket, { expires }] of this.offers) if (expires <= now) this.offers.delete(ticket);
  }
}

/** Where the browser host serves downloads: `/download/<ticket>/<file name>`. */
export const DOWNLOAD_PREFIX = '/download/';

/** The ticket of a download path, or null when the path is not one. */
export function downloadTicket(path: string): string | null {
  const match = /^\/download\/([A-Za-z0-9_-]{32})(?:\/[^/]*)?$/.exec(path);
  return match ? match[1]! : null;
}

/**
 * Answers a download: the headers that make it a file (its name, no caching), then its lines as they
 * are made. A failure half-way (the archive lost) cuts the response, so the browser reports the download
 * failed rather than a short file; `log` says why.
 */
export function serveDownload(offer: DownloadOffer, res: ServerResponse, log: (message: string) => void): void {
  res.writeHead(200, {
    'Content-Type': `${offer.type}; charset=utf-8`,
    'Content-Disposition': `attachment; filename="${offer.fileName.replace(/[^\w.-]/g, '_')}"`,
    'Cache-Control': 'no-store',
  });
  let lines: Iterator<string>;
  try {
    lines = offer.lines();
  } catch (e) {
    log(`download ${offer.fileName}: ${(e as Error).message}`);
    res.destroy();
    return;
  }
  pumpLines(lines, res).then(
    () => res.end(),
    (e: unknown) => {
      log(`download ${offer.fileName} stopped: ${e instanceof Error ? e.message : String(e)}`);
      res.destroy();
    },
  );
}
