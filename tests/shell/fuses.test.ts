/**
 * The packaging step flips the Electron binary's fuses (issue 10, part 2). No Electron binary here: the
 * hook runs on a file built like one (the fuse wire after its sentinel, every fuse enabled as Electron
 * ships them), and the wire is read back with @electron/fuses itself.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../..');
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const ENABLE = 0x31;
const DISABLE = 0x30;

type AfterPack = ((context: unknown) => Promise<void>) & { FUSES: Record<string, unknown> };
const afterPack = require(join(root, 'build/fuses.cjs')) as AfterPack;

/** A stand-in for Electron 45's binary: some bytes, the sentinel, version 1, 8 fuses all enabled, more bytes. */
function fakeElectron(dir: string, name: string): string {
  const path = join(dir, name);
  const wire = Buffer.from([1, 8, ...Array<number>(8).fill(ENABLE)]);
  writeFileSync(path, Buffer.concat([Buffer.alloc(4096, 7), Buffer.from(SENTINEL), wire, Buffer.alloc(4096, 9)]));
  return path;
}

describe('the fuses of the packaged app', () => {
  it('electron-builder runs the hook after packing', () => {
    expect(readFileSync(join(root, 'build/electron-builder.yml'), 'utf8')).toMatch(/^afterPack: build\/fuses\.cjs$/m);
    expect(readFileSync(join(root, 'build/electron-builder.yml'), 'utf8')).toMatch(/^asar: true$/m);
  });

  it.each([
    ['linux', 'nightwarden'],
    ['win32', 'Nightwarden.exe'],
  ])(
    'on %s: RunAsNode, NODE_OPTIONS, --inspect off; cookies encrypted; ASAR checked and required',
    async (platform, file) => {
      const dir = mkdtempSync(join(tmpdir(), 'nightwarden-fuses-'));
      const binary = fakeElectron(dir, file);
      await afterPack({
        appOutDir: dir,
        electronPlatformName: platform,
        arch: 1,
        packager: { appInfo: { productFilename: 'Nightwarden' }, executableName: 'nightwarden' },
      });
      const wire = (await getCurrentFuseWire(binary)) as unknown as Record<number, number>;
      expect(wire[FuseV1Options.RunAsNode]).toBe(DISABLE);
      expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(ENABLE);
      expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(DISABLE);
      expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(DISABLE);
      expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(ENABLE);
      expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(ENABLE);
      expect(wire[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBe(DISABLE);
      expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(DISABLE);
    },
  );

  it('sets every fuse of the wire explicitly (a new Electron fuse fails the packaging, not silently inherits)', () => {
    expect(afterPack.FUSES['strictlyRequireAllFuses']).toBe(true);
    const set = Object.keys(afterPack.FUSES).filter((key) => /^\d+$/.test(key));
    expect(set.map(Number).sort()).toEqual(
      Object.values(FuseV1Options)
        .filter((v) => typeof v === 'number')
        .sort(),
    );
  });
});
