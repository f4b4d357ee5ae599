/**
 * Consoles as separate processes (`src/main/host/web-main.ts`, as `npm run web` runs it), each with its own
 * archive, for the live event's end-to-end test: the organiser's hub and the table desks. A console is
 * driven through its contract over its own WebSocket, as its page would (same origin, its token): the
 * test plays the desks' games through the session's methods instead of clicking every call.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import type { GameView } from '../../src/shared/views.ts';

const ROOT = join(import.meta.dirname, '../..');

export class Console {
  private ws: WebSocket | null = null;
  private next = 1;
  private readonly pending = new Map<number, (result: SessionResult<unknown>) => void>();
  process: ChildProcess;
  url: string;

  private constructor(
    readonly label: string,
    readonly db: string,
    readonly args: readonly string[],
    child: ChildProcess,
    url: string,
  ) {
    this.process = child;
    this.url = url;
  }

  /** Starts a console on a fresh (or given) archive; `bind` is the address its desk sockets leave from. */
  static async start(label: string, options: { db?: string; bind?: string } = {}): Promise<Console> {
    const db = options.db ?? join(mkdtempSync(join(tmpdir(), `nightwarden-${label}-`)), 'archive.db');
    const args = ['--db', db, '--line-ms', '0', ...(options.bind ? ['--bind', options.bind] : [])];
    const { child, url } = await launch(args);
    return new Console(label, db, args, child, url);
  }

  /** Starts the same console again on its archive (after it was stopped or killed). */
  async restart(): Promise<void> {
    this.close();
    const { child, url } = await launch(this.args);
    this.process = child;
    this.url = url;
  }

  /** Stops it: SIGTERM (it closes its ports and its archive) or SIGKILL (a crash); resolves once it is gone. */
  stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    this.close();
    const child = this.process;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  private close(): void {
    this.ws?.terminate();
    this.ws = null;
  }

  private async socket(): Promise<WebSocket> {
    if (this.ws?.readyState === WebSocket.OPEN) return this.ws;
    const url = new URL(this.url);
    const ws = new WebSocket(`ws://${url.host}/ws?token=${url.searchParams.get('token') ?? ''}`, {
      origin: `http://${url.host}`,
    });
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { id: number; result: SessionResult<unknown> };
      this.pending.get(message.id)?.(message.result);
      this.pending.delete(message.id);
    });
    ws.on('close', () => {
      for (const settle of this.pending.values())
        settle({ ok: false, error: { code: 'host/closed', message: 'the console closed' } });
      this.pending.clear();
    });
    ws.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    this.ws = ws;
    return ws;
  }

  async call<T>(method: string, ...args: unknown[]): Promise<T> {
    const ws = await this.socket();
    const id = this.next++;
    const result = await new Promise<SessionResult<unknown>>((resolve) => {
      this.pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method, args }));
    });
    if (!result.ok) throw new Error(`${this.label} ${method}: ${result.error.message}`);
    return result.value as T;
  }

  /** Resolves when `check` holds, asked again every quarter second: waits on what the console says, not on a time. */
  async until<T>(check: () => Promise<T | null | undefined | false>, what: string, limitMs = 240_000): Promise<T> {
    const end = Date.now() + limitMs;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > end) throw new Error(`${this.label}: still not ${what} after ${limitMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** Plays a game from where it stands to its reveal: every night call passed, everyone votes for `votesFor`. */
  async finish(gameId: string, votesFor = 0): Promise<GameView> {
    let game = await this.call<GameView>('getGame', gameId);
    if (game.phase === 'setup') game = await this.call<GameView>('startNight', gameId);
    while (game.phase === 'dusk' || game.phase === 'night') game = await this.call<GameView>('pass', gameId);
    if (game.phase === 'day') game = await this.call<GameView>('startVote', gameId);
    return this.call<GameView>(
      'vote',
      gameId,
      game.players.map((_, seat) => (seat === votesFor ? (seat + 1) % game.players.length : votesFor)),
    );
  }
}

function launch(args: readonly string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/host/web-main.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Nightwarden console: (\S+)/.exec(out);
      if (match) resolve({ child, url: match[1]! });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the console exited (${code}): ${err}`)));
  });
}
