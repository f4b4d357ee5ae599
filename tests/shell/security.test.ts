/**
 * The Electron security checklist, checked where it can be without the Electron binary: the window's
 * settings, the CSP of the built page, the IPC sender check, and the preload bundle (one CommonJS file).
 */
import { DISABLE_FEATURES_SWITCH } from '../../src/main/shell/chromium-features.ts';
import { CHROMIUM_ARGS } from '../../scripts/chromium.ts';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  META_CONTENT_SECURITY_POLICY,
  SECURE_WEB_PREFERENCES,
  decidePermission,
  APP_ENTRY,
  EXTERNAL_LINKS,
  SECURITY_HEADERS,
  appRequestPath,
  isAllowedExternal,
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

  it('refuses every permission but full screen', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'midi'])
      expect(decidePermission(permission)).toBe(false);
    expect(decidePermission('fullscreen')).toBe(true);
  });

  it('opens in the browser only the links of its own allow-list, exactly as written', () => {
    // The console links nowhere today: nothing leaves the app, http(s) or not.
    expect(EXTERNAL_LINKS).toEqual([]);
    for (const url of ['https://beziergames.com', 'http://example.com', 'file:///etc/passwd', 'javascript:alert(1)'])
      expect(isAllowedExternal(url)).toBe(false);
    const allowed = ['https://beziergames.com/pages/rules'];
    expect(isAllowedExternal('https://beziergames.com/pages/rules', allowed)).toBe(true);
    for (const url of [
      'http://beziergames.com/pages/rules',
      'https://beziergames.com/pages/rules/../../evil',
      'https://beziergames.com.evil.example/pages/rules',
      'https://user:pw@beziergames.com/pages/rules',
      'https://beziergames.com/pages/rules?x=1',
      'not a url',
    ])
      expect(isAllowedExternal(url, allowed)).toBe(false);
  });

  it('talks only to our own page, app://nightwarden/index.html, in its main frame', () => {
    const trusted = trustedUrlCheck(APP_ENTRY, undefined);
    expect(APP_ENTRY).toBe('app://nightwarden/index.html');
    expect(isTrustedSender({ url: 'app://nightwarden/index.html#/game/1', isMainFrame: true }, trusted)).toBe(true);
    expect(isTrustedSender({ url: 'app://nightwarden/index.html', isMainFrame: false }, trusted)).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', isMainFrame: true }, trusted)).toBe(false);
    expect(isTrustedSender({ url: 'file:///app/out/renderer/index.html', isMainFrame: true }, trusted)).toBe(false);
    expect(isTrustedSender({ url: 'app://nightwarden/other.html', isMainFrame: true }, trusted)).toBe(false);
    expect(isTrustedSender({ url: 'app://evil/index.html', isMainFrame: true }, trusted)).toBe(false);
    expect(isTrustedSender({ url: undefined, isMainFrame: true }, trusted)).toBe(false);
    const dev = trustedUrlCheck(APP_ENTRY, 'http://localhost:5173');
    expect(isTrustedSender({ url: 'http://localhost:5173/', isMainFrame: true }, dev)).toBe(true);
  });

  it('the app:// protocol serves only files of the built renderer, with the CSP and X-Frame-Options', () => {
    expect(appRequestPath('app://nightwarden/')).toEqual({ path: 'index.html', type: 'text/html; charset=utf-8' });
    expect(appRequestPath('app://nightwarden/assets/index-1.js?x#y')).toEqual({
      path: 'assets/index-1.js',
      type: 'text/javascript; charset=utf-8',
    });
    for (const url of [
      'app://nightwarden/../../etc/passwd',
      'app://nightwarden/assets/',
      'app://nightwarden/secret.db',
      'app://evil/index.html',
      'file:///etc/passwd',
    ])
      expect(appRequestPath(url)).toEqual({ status: 404 });
    for (const url of ['app://nightwarden/%E0.js', 'app://nightwarden/a%00.js', 'app://nightwarden/a%5C..%5Cb.js'])
      expect(appRequestPath(url)).toEqual({ status: 400 });
    // Encoded dot segments are resolved by the URL itself, inside the renderer: never above it.
    expect(appRequestPath('app://nightwarden/%2E%2E/%2E%2E/etc/passwd.js')).toMatchObject({ path: 'etc/passwd.js' });
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
  });

  it('the built page carries the strict CSP (framing is forbidden by the header: a <meta> cannot)', () => {
    const html = readFileSync(join(root, 'out/renderer/index.html'), 'utf8');
    expect(html).toContain(`content="${META_CONTENT_SECURITY_POLICY}"`);
    // Browsers ignore frame-ancestors in a <meta> and log an error at every load.
    expect(html).not.toContain('frame-ancestors');
    expect(CONTENT_SECURITY_POLICY).toBe(`${META_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
    // No icon to fetch (a 404 logged at every load otherwise).
    expect(html).toContain('<link rel="icon" href="data:,"');
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});

describe('the built console: split by screen, minified, under the same CSP', () => {
  const assets = join(root, 'out/renderer/assets');
  const html = (): string => readFileSync(join(root, 'out/renderer/index.html'), 'utf8');

  it('loads no inline script: the page and every chunk are same-origin files', () => {
    const page = html();
    for (const [tag] of page.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/ src="\.\/assets\/[^"]+\.js"/);
    expect(page).not.toMatch(/<script\b[^>]*>\s*[^<\s]/);
  });

  it('every chunk is one the app:// scheme serves as a script (or a style), from the built renderer', () => {
    const files = readdirSync(assets);
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
    for (const file of files) {
      const served = appRequestPath(`app://nightwarden/assets/${file}`);
      expect(served, file).toEqual({
        path: `assets/${file}`,
        type: file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      });
    }
  });

  it('the first load holds no screen but the setup; every other screen is a chunk of its own', () => {
    const page = html();
    const first = [...page.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const screens = readdirSync(assets).filter((f) => /Screen-[\w-]+\.js$/.test(f));
    for (const name of ['Setup', 'Deal', 'Night', 'Day', 'Reveal', 'Archive', 'Replay', 'Stats', 'Events'])
      expect(
        screens.some((f) => f.startsWith(`${name}Screen-`)),
        name,
      ).toBe(true);
    // The setup's chunk is preloaded (the console opens on it); no other screen is in the page.
    expect(first.filter((f) => /Screen-/.test(f)).map((f) => f.split('-')[0])).toEqual(['SetupScreen']);
    // The night's own words are in its chunk, not in the entry.
    const entry = /<script type="module" crossorigin src="\.\/assets\/([^"]+)"/.exec(page)![1]!;
    expect(readFileSync(join(assets, entry), 'utf8')).not.toContain('night-over');
  });

  it('is minified: no line of the entry longer than a screen is indented as written', () => {
    const entry = /<script type="module" crossorigin src="\.\/assets\/([^"]+)"/.exec(html())![1]!;
    const code = readFileSync(join(assets, entry), 'utf8');
    expect(code.split('\n').length).toBeLessThan(20);
    expect(code).not.toMatch(/\n {2,}\S/);
  });
});

describe('the built main process', () => {
  it('serves the console from app://nightwarden/ (never file://), its IPC answering only that page', () => {
    const code = readFileSync(join(root, 'out/main/index.js'), 'utf8');
    expect(code).toContain('registerSchemesAsPrivileged');
    expect(code).toMatch(/protocol\.handle\(/);
    expect(code).toContain('app://nightwarden/index.html');
    expect(code).not.toMatch(/\.loadFile\(/);
    expect(code).not.toMatch(/pathToFileURL/);
  });
});

describe('the built main process: Chromium as the console needs it', () => {
  it('turns off the deferral of the page’s tasks after a click, before the app is ready', () => {
    const code = readFileSync(join(root, 'out/main/index.js'), 'utf8');
    expect(code).toMatch(/appendSwitch\(\s*["']disable-features["']/);
    expect(code).toContain('DeferRendererTasksAfterInput');
    // Set at start, before `whenReady`: Chromium reads its switches once.
    expect(code.indexOf('DeferRendererTasksAfterInput')).toBeLessThan(code.indexOf('whenReady'));
  });

  it('the end-to-end tests launch Chromium with the same switch', () => {
    expect(DISABLE_FEATURES_SWITCH).toBe('--disable-features=DeferRendererTasksAfterInput');
    expect(CHROMIUM_ARGS).toContain(DISABLE_FEATURES_SWITCH);
    expect(readFileSync(join(root, 'playwright.config.ts'), 'utf8')).toContain('args: [...CHROMIUM_ARGS]');
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
