/**
 * The players' screen in the Electron shell, checked without the Electron binary: its page is never the
 * console (the console's channel refuses it, even on the dev server), its own channel answers only its
 * page, it opens on a second display when there is one, and its preload is one self-contained file that
 * can only read the public view. The window itself uses the console's settings (sandbox, isolation, no
 * Node) and the app:// page with its CSP headers: the same checks as the console's apply.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ENTRY,
  CONTENT_SECURITY_POLICY,
  META_CONTENT_SECURITY_POLICY,
  PUBLIC_ENTRY,
  appRequestPath,
  isTrustedSender,
  publicUrlCheck,
  publicWindowPlacement,
  trustedUrlCheck,
} from '../../src/main/shell/security-policy.ts';
import { PUBLIC_CHANNEL, PUBLIC_VIEW_CHANNEL, PUBLIC_STEP_CHANNEL } from '../../src/shared/public-channels.ts';
import { BRIDGE_CHANNEL } from '../../src/shared/api-methods.ts';

const root = join(import.meta.dirname, '../..');

describe("the players' screen's page", () => {
  it("is served from app:// like the console's, and is never taken for the console", () => {
    expect(PUBLIC_ENTRY).toBe('app://nightwarden/public.html');
    expect(appRequestPath(PUBLIC_ENTRY)).toEqual({ path: 'public.html', type: 'text/html; charset=utf-8' });
    const consolePage = trustedUrlCheck(APP_ENTRY, undefined);
    expect(isTrustedSender({ url: PUBLIC_ENTRY, isMainFrame: true }, consolePage)).toBe(false);
    const onDevServer = trustedUrlCheck(APP_ENTRY, 'http://localhost:5173/');
    expect(onDevServer('http://localhost:5173/')).toBe(true);
    expect(onDevServer('http://localhost:5173/#/game/1')).toBe(true);
    expect(onDevServer('http://localhost:5173/public.html')).toBe(false);
    expect(onDevServer('http://localhost:5173/public.html?x#y')).toBe(false);
  });

  it("is the only page its channel answers: the console's page, a frame, another page are refused", () => {
    const players = publicUrlCheck(undefined);
    expect(isTrustedSender({ url: `${PUBLIC_ENTRY}?token=x`, isMainFrame: true }, players)).toBe(true);
    expect(isTrustedSender({ url: PUBLIC_ENTRY, isMainFrame: false }, players)).toBe(false);
    expect(isTrustedSender({ url: APP_ENTRY, isMainFrame: true }, players)).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/public.html', isMainFrame: true }, players)).toBe(false);
    expect(isTrustedSender({ url: 'app://evil/public.html', isMainFrame: true }, players)).toBe(false);
    expect(publicUrlCheck('http://localhost:5173')('http://localhost:5173/public.html')).toBe(true);
    expect(new Set([PUBLIC_CHANNEL, PUBLIC_VIEW_CHANNEL, PUBLIC_STEP_CHANNEL, BRIDGE_CHANNEL]).size).toBe(4);
  });
});

describe("where the players' screen opens", () => {
  const laptop = { id: 1, x: 0, y: 0, width: 1366, height: 768 };
  const tv = { id: 2, x: 1366, y: 0, width: 1920, height: 1080 };
  const projector = { id: 3, x: -1024, y: 0, width: 1024, height: 768 };

  it('full screen on a second display when there is one (the largest of the others)', () => {
    expect(publicWindowPlacement([laptop, tv, projector], 1)).toEqual({
      display: 'second-display',
      bounds: { x: 1366, y: 0, width: 1920, height: 1080 },
      fullscreen: true,
    });
    // The console on the TV: the players' screen goes to the largest other display.
    expect(publicWindowPlacement([laptop, tv], 2).bounds).toEqual({ x: 0, y: 0, width: 1366, height: 768 });
  });

  it("else a window on the moderator's display, beside the console, to be moved", () => {
    const placed = publicWindowPlacement([laptop], 1);
    expect(placed.display).toBe('this-display');
    expect(placed.fullscreen).toBe(false);
    expect(placed.bounds.x + placed.bounds.width).toBeLessThanOrEqual(1366);
    expect(placed.bounds.width).toBeGreaterThanOrEqual(640);
  });
});

describe("the built players' screen", () => {
  it('its preload is one CommonJS file that reads the public view and, after the reveal, steps the night told', () => {
    const preload = join(root, 'out/preload/public.cjs');
    expect(existsSync(preload)).toBe(true);
    const code = readFileSync(preload, 'utf8');
    const requires = [...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect(new Set(requires)).toEqual(new Set(['electron']));
    expect(code).toContain('exposeInMainWorld("nightwardenPublic"');
    expect(code).toContain(PUBLIC_CHANNEL);
    expect(code).toContain(PUBLIC_VIEW_CHANNEL);
    expect(code).toContain(PUBLIC_STEP_CHANNEL);
    // Not the console's channel, nor any of its methods.
    expect(code).not.toContain(BRIDGE_CHANNEL);
    expect(code).not.toContain('"createGame"');
    expect(code).not.toMatch(/\.send\(/);
  });

  it('its page carries the strict CSP, and the main process opens it from app://', () => {
    const html = readFileSync(join(root, 'out/renderer/public.html'), 'utf8');
    expect(html).toContain(`content="${META_CONTENT_SECURITY_POLICY}"`);
    expect(CONTENT_SECURITY_POLICY).toBe(`${META_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
    expect(html).toContain('<link rel="icon" href="data:,"');
    const main = readFileSync(join(root, 'out/main/index.js'), 'utf8');
    expect(main).toContain('app://nightwarden/public.html');
    expect(main).toContain('public.cjs');
  });
});
