/** The deal screen's state: cards per seat and in the center, hidden with the secrets; start the night or go back. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { DealState } from '../../src/renderer/src/setup/deal-state.svelte.ts';
import { takeDraft } from '../../src/renderer/src/setup/setup-draft.ts';
import type { Api } from '../../src/shared/api.ts';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import type { GameView } from '../../src/shared/views.ts';

function game(overrides: Partial<GameView> = {}): GameView {
  return {
    id: 'g1',
    phase: 'setup',
    players: ['Alice', 'Bob', 'Chloé'],
    deck: ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager'],
    options: {},
    dealMode: 'shuffle',
    seed: 1234,
    table: {
      players: [
        { name: 'Alice', startCard: 'seer', card: 'seer', copied: null, mark: 'clarity' },
        { name: 'Bob', startCard: 'werewolf', card: 'werewolf', copied: null, mark: 'clarity' },
        { name: 'Chloé', startCard: 'villager', card: 'villager', copied: null, mark: 'clarity' },
      ],
      center: ['robber', 'werewolf', 'troublemaker'],
      board: [],
    },
    ...overrides,
  } as GameView;
}

beforeEach(() => {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
});

describe('DealState', () => {
  it('lists each seat’s card, the center and the seed; cards are shown only with the secrets', () => {
    const app = new AppState({} as Api);
    app.show(game());
    const deal = new DealState(app);
    expect(deal.seats).toEqual([
      { seat: 0, name: 'Alice', card: 'seer' },
      { seat: 1, name: 'Bob', card: 'werewolf' },
      { seat: 2, name: 'Chloé', card: 'villager' },
    ]);
    expect(deal.center).toEqual(['robber', 'werewolf', 'troublemaker']);
    expect(deal.seed).toBe(1234);
    expect(deal.showCards).toBe(true);
    app.toggleSecrets();
    expect(deal.showCards).toBe(false);
    deal.showSecrets();
    expect(app.hideSecrets).toBe(false);
    deal.showSecrets(); // never hides them
    expect(app.hideSecrets).toBe(false);
    app.show(game({ dealMode: 'manual', seed: null }));
    expect(deal.seed).toBeNull();
    expect(deal.dealMode).toBe('manual');
  });

  it('starts the night and shows the game it answers', async () => {
    const startNight = vi.fn((): Promise<SessionResult<GameView>> =>
      Promise.resolve({ ok: true, value: game({ phase: 'dusk' }) }),
    );
    const app = new AppState({ startNight } as unknown as Api);
    app.show(game());
    const deal = new DealState(app);
    expect(await deal.startNight()).toBe(true);
    expect(startNight).toHaveBeenCalledWith('g1');
    expect(app.screen).toBe('night');
  });

  it('a refused start stays on the deal with the error', async () => {
    const app = new AppState({
      startNight: () => Promise.resolve({ ok: false, error: { code: 'x', message: 'cannot start' } }),
    } as unknown as Api);
    app.show(game());
    const deal = new DealState(app);
    expect(await deal.startNight()).toBe(false);
    expect(app.error).toBe('cannot start');
    expect(app.screen).toBe('deal');
  });

  it('back to setup leaves the game for the setup screen to start from, with a clean deal', () => {
    const app = new AppState({} as Api);
    app.show(game({ dealMode: 'manual', seed: null }));
    new DealState(app).back();
    expect(app.screen).toBe('setup');
    const draft = takeDraft()!;
    expect(draft.players).toEqual(['Alice', 'Bob', 'Chloé']);
    expect(draft.counts).toMatchObject({ werewolf: 2, seer: 1 });
    expect(draft.dealMode).toBe('manual');
    expect(draft.seatCards.every((c) => c === null)).toBe(true);
    expect(draft.centerCards).toEqual([null, null, null]);
  });

  it("the deal screen's keys: Enter or Space starts the night, B goes back to setup", async () => {
    const started = new AppState({
      startNight: () => Promise.resolve({ ok: true, value: game({ phase: 'night' }) }),
    } as unknown as Api);
    started.show(game());
    const deal = new DealState(started);
    expect(deal.onKey('Enter')).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(started.screen).toBe('night');
    const back = new AppState({} as Api);
    back.show(game());
    expect(new DealState(back).onKey('b')).toBe(true);
    expect(back.screen).toBe('setup');
    expect(new DealState(back).onKey('x')).toBe(false);
  });
});
