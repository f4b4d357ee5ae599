/**
 * The console's screens, each a chunk of its own (app/screens.svelte.ts): fetched once, when first shown;
 * the screens that usually follow fetched once the page is idle; a chunk that cannot be fetched said in
 * the screen's place, and fetched again when asked.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  NEXT,
  Screens,
  firstScreen,
  screenOf,
  type ScreenImports,
  type ScreenName,
} from '../../src/renderer/src/app/screens.svelte.ts';

const NAMES: readonly ScreenName[] = [
  'setup',
  'deal',
  'night',
  'day',
  'reveal',
  'archive',
  'replay',
  'stats',
  'events',
];

/** Fake chunks: each import counted, each one's component a marker; `broken` ones fail. */
function fakeImports(broken: Set<ScreenName> = new Set()): { imports: ScreenImports; asked: ScreenName[] } {
  const asked: ScreenName[] = [];
  const imports = Object.fromEntries(
    NAMES.map((name) => [
      name,
      () => {
        asked.push(name);
        return broken.has(name)
          ? Promise.reject(new Error(`Failed to fetch dynamically imported module: ${name}`))
          : Promise.resolve({ default: { screen: name } });
      },
    ]),
  ) as unknown as ScreenImports;
  return { imports, asked };
}

describe('the screens, a chunk each', () => {
  it('fetches a screen once, when it is shown, and the screens that follow it once it is drawn', async () => {
    const { imports, asked } = fakeImports();
    const drawn: (() => void)[] = [];
    const screens = new Screens(imports, (run) => drawn.push(run));
    expect(screens.get('setup')).toBeNull();
    await screens.show('setup');
    expect(screens.get('setup')).toEqual({ screen: 'setup' });
    expect(asked).toEqual(['setup']);
    // Nothing more until it is drawn; then the deal, the night and the archive.
    expect(screens.settling).toBe(1);
    drawn.shift()!();
    await Promise.resolve();
    expect(asked).toEqual(['setup', ...NEXT.setup]);
    // Settled once the screens that follow have arrived.
    await vi.waitFor(() => expect(screens.settling).toBe(0));
    await screens.show('night');
    await screens.show('setup');
    expect(asked.filter((name) => name === 'setup' || name === 'night')).toEqual(['setup', 'night']);
    expect(screens.get('night')).toEqual({ screen: 'night' });
  });

  it('asks once for a screen asked for twice at the same time', async () => {
    const { imports, asked } = fakeImports();
    const screens = new Screens(imports, () => undefined);
    await Promise.all([screens.load('day'), screens.load('day')]);
    expect(asked).toEqual(['day']);
  });

  it('says which screen could not be fetched, and fetches it again when asked', async () => {
    const broken = new Set<ScreenName>(['reveal']);
    const { imports, asked } = fakeImports(broken);
    const screens = new Screens(imports, () => undefined);
    expect(await screens.load('reveal')).toBe(false);
    expect(screens.failed).toEqual({
      screen: 'reveal',
      message: 'Failed to fetch dynamically imported module: reveal',
    });
    expect(screens.get('reveal')).toBeNull();
    broken.delete('reveal');
    expect(await screens.load('reveal')).toBe(true);
    expect(screens.failed).toBeNull();
    expect(asked).toEqual(['reveal', 'reveal']);
  });

  it('names the screen on view: a panel over the game, else the game’s phase', () => {
    expect(screenOf({ panel: null, screen: 'setup' })).toBe('setup');
    expect(screenOf({ panel: null, screen: 'night' })).toBe('night');
    expect(screenOf({ panel: { kind: 'replay', gameId: 'g', from: null }, screen: 'night' })).toBe('replay');
    expect(screenOf({ panel: { kind: 'events', eventId: null }, screen: 'reveal' })).toBe('events');
  });

  it('a page load asks for the setup at once, unless its address names a game', () => {
    expect(firstScreen('')).toBe('setup');
    expect(firstScreen('#/game/abc')).toBeNull();
  });

  it('knows every screen, and what follows each one is a screen too', () => {
    for (const name of NAMES) for (const next of NEXT[name]) expect(NAMES).toContain(next);
  });
});
