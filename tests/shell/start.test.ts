/**
 * `npm start` on a fresh machine (issue 10, part 6): Electron's program is fetched when missing, with
 * the electron package's own installer; when that fails the user reads one paragraph (what is missing,
 * how to retry, `npm run web`), never electron-vite's bare "Electron uninstall". `npm start` builds once.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronBinary, electronPackage, installElectron, missingElectronMessage } from '../../scripts/electron.ts';

const root = join(import.meta.dirname, '../..');

/** A stand-in for node_modules/electron whose installer fails (as it does without Electron's release host). */
function fakeElectron(installer: string): { dir: string; version: string } {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-electron-pkg-'));
  writeFileSync(join(dir, 'install.js'), installer);
  return { dir, version: '45.4.1' };
}

describe('the Electron program', () => {
  it('is missing while path.txt or the file it names is missing', () => {
    const install = fakeElectron('');
    expect(electronBinary(install)).toBeNull();
    writeFileSync(join(install.dir, 'path.txt'), 'electron');
    expect(electronBinary(install)).toBeNull();
    mkdirSync(join(install.dir, 'dist'));
    writeFileSync(join(install.dir, 'dist', 'electron'), '');
    expect(electronBinary(install)).toBe(join(install.dir, 'dist', 'electron'));
  });

  it('a failed download is told in one paragraph: what, why, the retry command, and npm run web', () => {
    const install = fakeElectron("console.error(new TypeError('fetch failed').stack); process.exit(1);");
    const reason = installElectron(install, 30_000);
    expect(reason).toBe('TypeError: fetch failed');
    const message = missingElectronMessage(install, reason!);
    expect(message).not.toContain('\n');
    expect(message).toMatch(
      /^Nightwarden cannot open its window: Electron's program \(Electron 45\.4\.1 for \S+\) is not installed, and downloading it failed \(TypeError: fetch failed\)\./,
    );
    expect(message).toContain('retry with `npx --no install-electron`, then `npm start`');
    expect(message).toContain('`npm run web` runs the same console in your browser');
  });

  it('an installer that succeeds but leaves no program is a failure too', () => {
    const install = fakeElectron('process.exit(0);');
    expect(installElectron(install, 30_000)).toBe('the download did not leave a usable program');
  });
});

describe('npm start', () => {
  it('builds once: the build, then preview without a second build', () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts['start']).toBe('node --import tsx scripts/electron.ts start');
    expect(scripts['dev']).toBe('node --import tsx scripts/electron.ts dev');
    const launcher = readFileSync(join(root, 'scripts/electron.ts'), 'utf8');
    expect(launcher).toContain("run(electronVite, ['preview', '--skipBuild'])");
    expect(launcher.match(/\['build'\]/g)).toHaveLength(1);
  });

  it.runIf(electronBinary(electronPackage()) === null)(
    'on a machine without Electron’s program and no way to fetch it: the paragraph, exit 1, no stack',
    () => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/electron.ts', 'start'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
        // An empty cache and a mirror that refuses at once: the download fails here as it does offline.
        env: {
          ...process.env,
          electron_config_cache: mkdtempSync(join(tmpdir(), 'nightwarden-electron-cache-')),
          ELECTRON_MIRROR: 'http://127.0.0.1:9/',
        },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Nightwarden cannot open its window: Electron');
      expect(run.stderr).toContain('`npm run web` runs the same console in your browser');
      expect(run.stderr).not.toContain('Electron uninstall');
      expect(run.stderr).not.toMatch(/^\s+at /m);
    },
  );
});
