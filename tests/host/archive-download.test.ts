/**
 * "Export all" in a browser: the console asks for the archive (`saveArchive`), the host answers a
 * one-time address, and the browser downloads the archive streamed from it as it is read, while the
 * console's calls are still answered. The address works once, within a minute, and is the only key.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeArchiveLines } from '../../scripts/archive-fixture.ts';
import { Downloads, downloadTicket } from '../../src/main/host/archive-stream.ts';
import { createDispatcher, type Dispatch } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { startWebHost, type WebHost } from '../../src/main/host/web-server.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { archiveFileName, type ArchiveExportView } from '../../src/shared/archive-contract.ts';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import { testPorts, unwrap } from '../session/helpers.ts';

let host: WebHost;
let store: Store;
let session: Session;
let dispatch: Dispatch;
let downloads: Downloads;
const logged: string[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-download-'));
  const root = join(dir, 'renderer');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Nightwarden</title>');
  store = new Store(join(dir, 'archive.db'));
  session = new Session(store, testPorts());
  unwrap(session.importText({ text: `${[...largeArchiveLines(300, 20)].join('\n')}\n`, source: 'a.jsonl' }));
  downloads = new Downloads();
  dispatch = createDispatcher({
    session,
    narration: new TimedTextNarration(5),
    keepAwake: () => undefined,
    saveArchive: () => {
      const fileName = archiveFileName();
      const url = downloads.offer({ fileName, type: 'application/x-ndjson', lines: () => session.exportLines() });
      return Promise.resolve({ ok: true, value: { kind: 'download', url, fileName } });
    },
  });
  host = await startWebHost({ root, dispatch, downloads, log: (message) => logged.push(message) });
});

afterAll(async () => {
  await host.close();
  store.close();
});

const origin = (): string => `http://127.0.0.1:${host.port}`;

async function offered(): Promise<{ url: string; fileName: string }> {
  const answer = (await dispatch('saveArchive', [])) as SessionResult<ArchiveExportView>;
  const view = unwrap(answer);
  if (view.kind !== 'download') throw new Error(`not a download: ${view.kind}`);
  return view;
}

describe('the archive downloaded from the browser host', () => {
  it('streams every record once, with the file’s name; the address then works no more', async () => {
    const { url, fileName } = await offered();
    expect(fileName).toMatch(/^nightwarden-archive-\d{4}-\d{2}-\d{2}\.jsonl$/);
    expect(downloadTicket(url.split('/').slice(0, 3).join('/'))).not.toBeNull();
    const response = await fetch(`${origin()}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(unwrap(session.exportArchive()));
    const again = await fetch(`${origin()}${url}`);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('fetched already or has expired');
  });

  it('gives the event loop back while it reads the archive: the console goes on answering', async () => {
    let produced = 0;
    function* counted(): Generator<string> {
      for (const line of session.exportLines()) {
        produced++;
        yield line;
      }
    }
    const url = downloads.offer({ fileName: 'a.jsonl', type: 'application/x-ndjson', lines: counted });
    const response = await fetch(`${origin()}${url}`);
    const reader = response.body!.getReader();
    await reader.read();
    // A timer set now runs before the archive has been read to its end: nothing waits for the export.
    const atTimer = new Promise<number>((resolve) => setTimeout(() => resolve(produced), 0));
    let text = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(await atTimer).toBeLessThan(300);
    expect(produced).toBe(300);
    expect(text.length).toBeGreaterThan(0);
  });

  it('an address that is not a ticket of ours serves nothing', async () => {
    const unknown = await fetch(`${origin()}/download/${'A'.repeat(32)}/x.jsonl`);
    expect(unknown.status).toBe(404);
    // Not a ticket's shape: an address like any other, and no file of the console's is there.
    const malformed = await fetch(`${origin()}/download/short/x.jsonl`);
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).not.toMatch(/\{|record/);
    expect(downloadTicket('/download/../../etc/passwd')).toBeNull();
    // The host goes on serving.
    expect(unwrap((await dispatch('archivePage', [{ offset: 0, limit: 1 }])) as SessionResult<unknown>)).toBeTruthy();
  });

  it('an offer expires after a minute, and is taken once', () => {
    let now = 0;
    const downloads = new Downloads(() => now);
    const url = downloads.offer({ fileName: 'a.jsonl', type: 'text/plain', lines: () => [][Symbol.iterator]() });
    const ticket = downloadTicket(url)!;
    now = 59_000;
    const other = downloadTicket(
      downloads.offer({ fileName: 'b.jsonl', type: 'text/plain', lines: () => [][Symbol.iterator]() }),
    )!;
    now = 60_001;
    expect(downloads.take(ticket)).toBeNull();
    expect(downloads.take(other)).not.toBeNull();
    expect(downloads.take(other)).toBeNull();
  });

  it('a host without a way to write files says so', async () => {
    const bare = createDispatcher({ session, narration: new TimedTextNarration(5), keepAwake: () => undefined });
    expect(await bare('saveArchive', [])).toMatchObject({ ok: false, error: { code: 'host/no-export' } });
    expect(await bare('exportArchive', [])).toMatchObject({ ok: false, error: { code: 'input/unknown-method' } });
  });
});
