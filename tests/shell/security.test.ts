/**
 * The Electron security checklist, checked where it can be without the Electron binary: the window's
 * settings, the CSP of the built page, the IPC sender check, and the preload bundle (one CommonJS file).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  SECURE_WEB_PREFERENCES,
  decidePermission,
  isExternalLink,
  isTrustedSender,
  trustedUrlCheck,
} from '../../src/main/shell/security-policy.ts';
import { API_METHOD_NAMES } from '../../src/shared/api-methods.ts';
import { API } from '../../src/shared/api.ts';

const root = join(import.meta.dirname, '../..');

describe('window security', () => {
  it('isolates and sandboxes the page, with no Node integration', () => {
    expect(SECURE_WEB_PREFERENCES).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    });
  });

  it('refuses every permission but full screen; only http(s) links leave the app (in the browser)', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'midi'])
      expect(decidePermission(permission)).toBe(false);
    expect(decidePermission('fullscreen')).toBe(true);
    expect(isExternalLink('https://beziergames.com')).toBe(true);
    expect(isExternalLink('file:///etc/passwd')).toBe(false);
    expect(isExternalLink('javascript:alert(1)')).toBe(false);
  });

  it('talks only to our own page, in its main frame', () => {
    const trusted = trustedUrlCheck('file:///app/out/renderer/index.html', undefined);
    expect(isTrustedSender({ url: 'file:///app/out/renderer/index.html#/game/1', isMainFrame: true }, trusted)).toBe(
      true,
    );
    expect(isTrustedSender({ url: 'file:///app/out/renderer/index.html', isMainFrame: false }, trusted)).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', isMainFrame: true }, trusted)).toBe(false);
    expect(isTrustedSender({ url: 'file:///other/index.html', isMainFrame: true }, trusted)).toBe(false);
    expect(isTrustedSender({ url: undefined, isMainFrame: true }, trusted)).toBe(false);
    const dev = trustedUrlCheck('file:///app/out/renderer/index.html', 'http://localhost:5173');
    expect(isTrustedSender({ url: 'http://localhost:5173/', isMainFrame: true }, dev)).toBe(true);
  });

  it('the built page carries the strict CSP', () => {
    const html = readFileSync(join(root, 'out/renderer/index.html'), 'utf8');
    expect(html).toContain(`content="${CONTENT_SECURITY_POLICY}"`);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});

describe('the built preload', () => {
  const preload = join(root, 'out/preload/index.cjs');

  it('is a single CommonJS bundle (sandboxed preloads cannot be ES modules)', () => {
    expect(existsSync(preload)).toBe(true);
    const code = readFileSync(preload, 'utf8');
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).not.toMatch(/^\s*export\s/m);
    expect(code).not.toContain('import(');
    // Its only requirement is Electron itself: everything else is inlined.
    const requires = [...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect(new Set(requires)).toEqual(new Set(['electron']));
    expect(code).toContain('exposeInMainWorld("nightwarden"');
  });

  it('exposes one function per contract method, and the contract names the same methods', () => {
    expect([...API_METHOD_NAMES].sort()).toEqual(Object.keys(API).sort());
    const code = readFileSync(preload, 'utf8');
    for (const method of API_METHOD_NAMES) expect(code).toContain(`"${method}"`);
  });
});

describe('packaging', () => {
  it('unpacks better-sqlite3 from the asar archive and has an icon', () => {
    const config = readFileSync(join(root, 'build/electron-builder.yml'), 'utf8');
    expect(config).toMatch(/asarUnpack:\s*\n\s*- node_modules\/better-sqlite3\/\*\*/);
    expect(existsSync(join(root, 'build/icon.png'))).toBe(true);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['better-sqlite3']).toBeDefined();
  });
});
