import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import type { SessionResult } from '../../src/shared/session-contract.ts';

export interface Host {
  /** The console's address, token included. */
  readonly url: string;
  readonly db: string;
}

/**
 * The console's key of each host started, by origin: the page takes its key out of its address once
 * loaded, so a test's own calls get it from here (as the moderator would from the printed address).
 */
const keys = new Map<string, string>();

/** The console's key of the host a page is on. */
export function keyOf(page: Page): string {
  const url = new URL(page.url());
  const key = keys.get(url.origin);
  if (!key) throw new Error(`no host of these tests serves ${url.origin}`);
  return key;
}

/**
 * Starts the browser host (`src/main/host/web-main.ts`) on a free port with a fresh archive, or with the
 * archive given (a prepared one), on the port given (a restart).
 */
export function startHost(
  lineMs = 40,
  on: { readonly db: string; readonly port?: number } | null = null,
): Promise<{ host: Host; process: ChildProcess }> {
  const db = on?.db ?? join(mkdtempSync(join(tmpdir(), 'nightwarden-e2e-')), 'archive.db');
  const port = on?.port === undefined ? [] : ['--port', String(on.port)];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main/host/web-main.ts', '--db', db, '--line-ms', String(lineMs), ...port],
    {
      cwd: join(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Nightwarden console: (\S+)/.exec(out);
      if (match) {
        const url = new URL(match[1]!);
        keys.set(url.origin, url.searchParams.get('token') ?? '');
        resolve({ host: { url: match[1]!, db }, process: child });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the web host exited (${code}): ${err}`)));
  });
}

/** One host per worker, shared by its tests (each test makes its own games). */
export const test = base.extend<object, { host: Host }>({
  host: [
    // Playwright requires the fixtures argument to be destructured, even when it uses none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { host, process } = await startHost();
      await use(host);
      process.kill('SIGTERM');
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

/** Calls the host's API from the page, as the console does (same origin, same token). */
export async function callHost<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  const token = keyOf(page);
  const result = await page.evaluate(
    async ({ method, args, token }) => {
      const ws = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = () => reject(new Error('cannot reach the host'));
      });
      const answer = await new Promise<unknown>((resolve) => {
        ws.onmessage = (event: MessageEvent<string>) => resolve((JSON.parse(event.data) as { result: unknown }).result);
        ws.send(JSON.stringify({ id: 1, method, args }));
      });
      ws.close();
      return answer;
    },
    { method, args, token },
  );
  const typed = result as SessionResult<T>;
  if (!typed.ok) throw new Error(`${method}: ${typed.error.message}`);
  return typed.value;
}
