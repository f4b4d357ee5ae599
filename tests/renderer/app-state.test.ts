/** The console's top-level state: errors from the main process become visible, screens follow the phase. */
import { describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import type { Api } from '../../src/shared/api.ts';
import type { GameView } from '../../src/shared/views.ts';

function fakeApi(overrides: Partial<Api> = {}): Api {
  return overrides as Api;
}

describe('AppState', () => {
  it('a failed call shows its message and returns null; a good one clears the error', async () => {
    vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
    vi.stubGlobal('history', { replaceState: vi.fn() });
    const app = new AppState(fakeApi());
    expect(
      await app.call(Promise.resolve({ ok: false, error: { code: 'x', message: 'the deck has 7 cards' } })),
    ).toBeNull();
    expect(app.error).toBe('the deck has 7 cards');
    expect(await app.call(Promise.resolve({ ok: true, value: 3 }))).toBe(3);
    expect(app.error).toBeNull();
  });

  it('the screen follows the game: setup without one, the deal before the night, then the night', () => {
    vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
    const replaceState = vi.fn();
    vi.stubGlobal('history', { replaceState });
    const app = new AppState(fakeApi());
    expect(app.screen).toBe('setup');
    app.show({ id: 'g1', phase: 'setup' } as GameView);
    expect(app.screen).toBe('deal');
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/#/game/g1');
    app.show({ id: 'g1', phase: 'dusk' } as GameView);
    expect(app.screen).toBe('night');
    app.toggleSecrets();
    expect(app.hideSecrets).toBe(true);
  });

  it('a game opened from anywhere (the archive, another console) finds its way back to its event', async () => {
    vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
    vi.stubGlobal('history', { replaceState: vi.fn() });
    const eventOfGame = vi.fn((id: string) =>
      Promise.resolve({ ok: true as const, value: id === 'g1' ? { eventId: 'ev1', round: 2, table: 3 } : null }),
    );
    const app = new AppState(fakeApi({ eventOfGame }));
    app.show({ id: 'g1', phase: 'revealed' } as GameView);
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.eventOf('g1')).toEqual({ eventId: 'ev1', round: 2, table: 3 });
    // Asked once per game shown, not at every new view of it; a game of its own has none.
    app.show({ id: 'g1', phase: 'revealed' } as GameView);
    app.show({ id: 'g2', phase: 'revealed' } as GameView);
    await new Promise((resolve) => setImmediate(resolve));
    expect(eventOfGame).toHaveBeenCalledTimes(2);
    expect(app.eventOf('g2')).toBeNull();
  });

  it('tells the main process the language, then shows the open game again in it', async () => {
    vi.stubGlobal('location', { hash: '#/game/g1', pathname: '/', search: '' });
    vi.stubGlobal('history', { replaceState: vi.fn() });
    const calls: string[] = [];
    const api = fakeApi({
      setLanguage: vi.fn((language: 'en' | 'fr') => {
        calls.push(`setLanguage ${language}`);
        return Promise.resolve({ ok: true as const, value: null });
      }),
      getGame: vi.fn((id: string) => {
        calls.push(`getGame ${id}`);
        return Promise.resolve({ ok: true as const, value: { id, phase: 'night' } as GameView });
      }),
      speechStatus: vi.fn(() => Promise.resolve({ ok: true as const, value: { mode: 'speech' as const } })),
    });
    const app = new AppState(api);
    await app.resume('fr');
    expect(calls).toEqual(['setLanguage fr', 'getGame g1']);
    expect(app.language).toBe('fr');
    await app.setLanguage('en');
    expect(calls.slice(2)).toEqual(['setLanguage en', 'getGame g1']);
    expect(app.language).toBe('en');
  });

  it('panels cover the screen; a replay opened from the archive goes back to it, else to the game', () => {
    vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
    vi.stubGlobal('history', { replaceState: vi.fn() });
    const app = new AppState(fakeApi());
    app.openArchive();
    expect(app.archiveOpen).toBe(true);
    app.openReplay('g1');
    expect(app.panel).toMatchObject({ kind: 'replay', gameId: 'g1' });
    expect(app.archiveOpen).toBe(false);
    app.closePanel();
    expect(app.panel).toEqual({ kind: 'archive' });
    app.closePanel();
    expect(app.panel).toBeNull();
    app.openReplay('g2');
    app.closePanel();
    expect(app.panel).toBeNull();
    app.openStats();
    expect(app.panel).toEqual({ kind: 'stats' });
    app.openEvents('e1');
    expect(app.panel).toEqual({ kind: 'events', eventId: 'e1' });
    app.closePanel();
    expect(app.panel).toBeNull();
  });

  it('every spoken line brings the narration status: text only, or a refused voice, shows at once', async () => {
    const refused = {
      mode: 'speech' as const,
      voiceRefused: { voice: 'Bad', reason: 'festival has no voice named "Bad"' },
    };
    const speak = vi.fn((): Promise<unknown> =>
      Promise.resolve({ ok: true as const, value: { outcome: 'spoken' as const, status: refused } }),
    );
    const retrySpeech = vi.fn(() => Promise.resolve({ ok: true as const, value: { mode: 'speech' as const } }));
    const listGames = vi.fn(() => Promise.resolve({ ok: true as const, value: [] }));
    const app = new AppState(fakeApi({ speak, retrySpeech, listGames } as unknown as Partial<Api>));
    expect(app.speech).toEqual({ mode: 'speech' });
    const result = await app.api.speak(['Seer, wake up.'], { voice: 'Bad' });
    expect(result).toEqual({ ok: true, value: { outcome: 'spoken', status: refused } });
    expect(speak).toHaveBeenCalledWith(['Seer, wake up.'], { voice: 'Bad' });
    expect(app.speech).toEqual(refused);
    speak.mockImplementationOnce(() =>
      Promise.resolve({
        ok: true as const,
        value: { outcome: 'text-only' as const, status: { mode: 'text-only', reason: 'aplay: no device' } as never },
      }),
    );
    await app.api.speak(['Seer, close your eyes.'], {});
    expect(app.speech).toEqual({ mode: 'text-only', reason: 'aplay: no device' });
    // "Try speech again" asks the main process; its answer is the status shown.
    await app.retrySpeech();
    expect(retrySpeech).toHaveBeenCalledOnce();
    expect(app.speech).toEqual({ mode: 'speech' });
    // Everything else is the api itself.
    await app.api.listGames();
    expect(listGames).toHaveBeenCalledOnce();
  });

  it('the archive lost while open stays on screen until it is reopened', async () => {
    vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
    vi.stubGlobal('history', { replaceState: vi.fn() });
    const report = { path: '/a/archive.db', rescue: '/a/x/games.jsonl', imported: 2, duplicates: 0, events: 0 };
    const reopenArchive = vi.fn(() => Promise.resolve({ ok: true as const, value: report }));
    const app = new AppState(fakeApi({ reopenArchive } as unknown as Partial<Api>));
    const message = 'The archive /a/archive.db was deleted or moved while Nightwarden had it open: …';
    await app.call(Promise.resolve({ ok: false, error: { code: 'archive/lost', message } }));
    expect(app.archiveLost).toBe(message);
    // Another call that works does not hide it: only reopening does.
    await app.call(Promise.resolve({ ok: true, value: 1 }));
    expect(app.archiveLost).toBe(message);
    await app.reopenArchive();
    expect(app.archiveLost).toBeNull();
    expect(app.reopened).toEqual(report);
  });
});
