/**
 * `npm start`, `npm run dev` and `npm run test:electron`: make sure Electron's binary is there first.
 *
 * Electron 45 no longer downloads its binary when it is installed, and electron-vite only reads
 * `node_modules/electron/path.txt` (failing with a bare "Electron uninstall"). So `start` and `dev` fetch
 * it with the electron package's own installer when it is missing, and when that fails say so in one
 * paragraph: what is missing, how to retry, and that `npm run web` runs the same console in a browser.
 * `test` skips the Electron tests with one line when the binary is absent (they are not part of `npm test`).
 *
 *   start   build once, then open the app (electron-vite preview --skipBuild)
 *   dev     the app with hot reload (electron-vite dev)
 *   test    the app driven by Playwright's Electron support (playwright.electron.config.ts)
 *   check   exit 0 if the binary is there, 1 if not (nothing is downloaded)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');

export interface ElectronInstall {
  /** node_modules/electron */
  readonly dir: string;
  readonly version: string;
}

export function electronPackage(): ElectronInstall {
  const dir = dirname(require.resolve('electron/package.json'));
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return { dir, version };
}

/** The Electron executable, or null when its binary was never downloaded (or only partly). */
export function electronBinary(install: ElectronInstall = electronPackage()): string | null {
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  try {
    const relative = readFileSync(join(install.dir, 'path.txt'), 'utf8').trim();
    const binary = override ? join(override, relative) : join(install.dir, 'dist', relative);
    return relative !== '' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** The one paragraph a user sees when the binary is missing and could not be fetched. */
export function missingElectronMessage(install: ElectronInstall, reason: string): string {
  return [
    `Nightwarden cannot open its window: Electron's program (Electron ${install.version} for ${process.platform}-${process.arch})`,
    `is not installed, and downloading it failed (${reason}). Electron no longer downloads it during`,
    '`npm install`; Nightwarden fetches it on the first `npm start`, from GitHub (or ELECTRON_MIRROR).',
    'Check the connection (or a proxy: HTTPS_PROXY) and retry with `npx --no install-electron`, then `npm start`.',
    'Meanwhile `npm run web` runs the same console in your browser.',
  ].join(' ');
}

/** Downloads the binary with the electron package's installer (`install-electron`); why not, or null. */
export function installElectron(install: ElectronInstall, timeoutMs = 10 * 60_000): string | null {
  process.stderr.write(`Nightwarden: downloading Electron ${install.version} (first start, about 100 MB)…\n`);
  const run = spawnSync(process.execPath, [join(install.dir, 'install.js')], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
    timeout: timeoutMs,
  });
  if (run.error)
    return (run.error as NodeJS.ErrnoException).code === 'ETIMEDOUT'
      ? 'it took more than 10 minutes'
      : run.error.message;
  if (run.status !== 0) {
    // The installer prints a stack: its first line says what went wrong.
    const line = run.stderr
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l !== '' && !l.startsWith('at '));
    return line ?? `the installer exited with code ${String(run.status)}`;
  }
  return electronBinary(install) === null ? 'the download did not leave a usable program' : null;
}

/** Runs an npm package's CLI in its own process, passing signals on; resolves with its exit code. */
function run(bin: string, args: readonly string[]): Promise<number> {
  const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals): void => void child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, forward);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const binOf = (pkg: string, file: string): string => join(dirname(require.resolve(`${pkg}/package.json`)), file);

async function main(command: string | undefined): Promise<number> {
  const install = electronPackage();
  if (command === 'check') return electronBinary(install) ? 0 : 1;
  if (command === 'test') {
    if (!electronBinary(install)) {
      process.stdout.write(
        `test:electron: skipped — Electron's program is not installed (node_modules/electron/dist); \`npx --no install-electron\` downloads it.\n`,
      );
      return 0;
    }
    return run(binOf('@playwright/test', 'cli.js'), ['test', '-c', 'playwright.electron.config.ts']);
  }
  if (command !== 'start' && command !== 'dev') {
    process.stderr.write('usage: electron.ts start | dev | test | check\n');
    return 2;
  }
  if (!electronBinary(install)) {
    const failure = installElectron(install);
    if (failure !== null) {
      process.stderr.write(`\n${missingElectronMessage(install, failure)}\n`);
      return 1;
    }
  }
  const electronVite = binOf('electron-vite', 'bin/electron-vite.js');
  if (command === 'dev') return run(electronVite, ['dev']);
  // Built once: `preview` would otherwise build a second time.
  const built = await run(electronVite, ['build']);
  return built === 0 ? run(electronVite, ['preview', '--skipBuild']) : built;
}

if (import.meta.filename === process.argv[1]) process.exit(await main(process.argv[2]));
