/**
 * `npm run web` as a user starts and stops it (issue 10, parts 3 and 6): a --db that is a folder or a
 * read-only archive gets one clear line and exit code 2 (no stack), and SIGTERM sent to the npm process
 * stops the server on its port.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/main/persistence/store.ts';

const root = join(import.meta.dirname, '../..');

function runNode(args: string[], asNobody = false): { status: number | null; stdout: string; stderr: string } {
  const command = asNobody
    ? ['setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, ...args]]
    : [process.execPath, args];
  const result = spawnSync(command[0] as string, command[1] as string[], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs a command as a user who cannot write the archive: as nobody when we are root, else as ourselves. */
function asReader(): boolean {
  if (process.getuid?.() !== 0) return false;
  execFileSync('setpriv', ['--version']); // util-linux: the test needs it to drop root (it fails, never skips)
  return true;
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-main-'));
  chmodSync(dir, 0o755);
  return dir;
}

// POSIX signals and permissions (Windows has neither SIGTERM for npm nor read-only folders).
const windows = process.platform === 'win32';
describe.skipIf(windows)('--db that is not a writable archive file', () => {
  it('a folder: one clear line, exit 2, for the host and the command line', () => {
    const dir = tempDir();
    const web = runNode(['--import', 'tsx', 'src/main/host/web-main.ts', '--db', dir]);
    expect(web.status).toBe(2);
    expect(web.stderr.trim()).toBe(
      `${dir} is a folder, not an archive file: give the path of a file (for example ${join(dir, 'archive.db')})`,
    );
    const cli = runNode(['--import', 'tsx', 'src/main/cli/main.ts', 'list', '--db', dir]);
    expect(cli.status).toBe(2);
    expect(cli.stderr.trim()).toBe(web.stderr.trim());
    expect(cli.stderr).not.toMatch(/EISDIR|at .*\.ts:\d+/);
  });

  it('a folder that does not exist', () => {
    const path = join(tempDir(), 'missing', 'archive.db');
    const web = runNode(['--import', 'tsx', 'src/main/host/web-main.ts', '--db', path]);
    expect(web.status).toBe(2);
    expect(web.stderr.trim()).toBe(`${path} cannot be created: the folder ${join(path, '..')} does not exist`);
  });

  it('a read-only archive: says it cannot be written and why, never "disk I/O error"', () => {
    const nobody = asReader();
    const dir = tempDir();
    const path = join(dir, 'archive.db');
    new Store(path).close();
    if (!nobody) chmodSync(path, 0o444);
    const web = runNode(['--import', 'tsx', 'src/main/host/web-main.ts', '--db', path], nobody);
    expect(web.status).toBe(2);
    expect(web.stderr.trim()).toMatch(
      new RegExp(
        `^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} cannot be written: its permissions do not let you write it\\. Nightwarden saves every step of a game, so it needs to write its archive`,
      ),
    );
    expect(web.stderr).not.toMatch(/SqliteError|disk I\/O error/);
    const cli = runNode(['--import', 'tsx', 'src/main/cli/main.ts', 'list', '--db', path], nobody);
    if (nobody) {
      // Reading it needs its -shm made beside it, in a folder nobody cannot write: the writer's reasons.
      expect(cli.status).toBe(2);
      expect(cli.stderr.trim()).toBe(web.stderr.trim());
    } else {
      // `list` only reads (issue 18): a read-only file in a folder of one's own is read.
      expect(cli).toMatchObject({ status: 0, stderr: '' });
    }
  });

  it('an archive in a read-only folder: the -wal and -shm files cannot be made beside it', () => {
    const nobody = asReader();
    const dir = tempDir();
    const inner = join(dir, 'shelf');
    mkdirSync(inner);
    const path = join(inner, 'archive.db');
    new Store(join(dir, 'made.db')).close();
    copyFileSync(join(dir, 'made.db'), path);
    chmodSync(path, 0o666);
    chmodSync(inner, 0o555);
    const cli = runNode(['--import', 'tsx', 'src/main/cli/main.ts', 'list', '--db', path], nobody);
    expect(cli.status).toBe(2);
    expect(cli.stderr.trim()).toBe(
      `${path} cannot be written: its folder ${inner} is read-only (its permissions do not let you write it), and SQLite keeps archive.db-wal and archive.db-shm beside the archive; move the archive to a folder you can write`,
    );
    chmodSync(inner, 0o755);
  });
});

describe.skipIf(windows)('stopping `npm run web`', () => {
  it('SIGTERM to the npm process stops the server on its port', async () => {
    expect(existsSync(join(root, 'out/renderer/index.html'))).toBe(true);
    const db = join(tempDir(), 'web.db');
    const npm = spawn('npm', ['run', 'web', '--', '--no-build', '--db', db], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    const url = await new Promise<URL>((resolve, reject) => {
      let out = '';
      npm.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Nightwarden console: (\S+)/.exec(out);
        if (match) resolve(new URL(match[1]!));
      });
      npm.once('exit', (code) => reject(new Error(`npm run web exited (${code}) before serving`)));
    });
    const port = Number(url.port);
    const accepts = (): Promise<boolean> =>
      new Promise((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
    expect(await accepts()).toBe(true);
    npm.kill('SIGTERM');
    const deadline = Date.now() + 15_000;
    while ((await accepts()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await accepts()).toBe(false);
  });
});
