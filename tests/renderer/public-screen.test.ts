/** The players' screen in the renderer: its countdown and warnings, the console's cue, the button's notice. */
import { describe, expect, it } from 'vitest';
import type { PublicScreenInfo, PublicView } from '../../src/shared/public-view.ts';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import { PublicState, publicStoryKey } from '../../src/renderer/src/public/public-state.svelte.ts';
import { asPublicView } from '../../src/renderer/src/public/public-client.ts';
import { cueOf, cueSender } from '../../src/renderer/src/public/public-cue.svelte.ts';
import { PublicOpener } from '../../src/renderer/src/public/public-opener.svelte.ts';

const day = (state: 'ready' | 'running' | 'paused' | 'done', remaining: number): PublicView => ({
  language: 'en',
  screen: 'day',
  players: ['Ann', 'Bruno', 'Chloé'],
  call: null,
  timer: { state, remaining, length: 180, warnings: [60, 30] },
  voteNow: false,
  result: null,
  standings: null,
  names: { roles: {}, artifacts: {}, prompts: {} },
});

describe('PublicState', () => {
  it('counts the running timer down between updates, and holds a paused one', () => {
    let now = 1000;
    const state = new PublicState(() => now);
    state.receive(day('running', 90));
    now += 20_000;
    state.tick();
    expect(state.remaining).toBe(70);
    expect(state.warning).toBeNull();
    now += 15_000;
    state.tick();
    expect(state.remaining).toBe(55);
    expect(state.warning).toBe(60);
    now += 30_000;
    state.tick();
    expect(state.warning).toBe(30);
    expect(state.progress).toBeCloseTo(1 - 25 / 180);
    now += 60_000;
    state.tick();
    expect([state.remaining, state.warning]).toEqual([0, null]);
    state.receive(day('paused', 45));
    now += 60_000;
    state.tick();
    expect([state.remaining, state.warning]).toEqual([45, 60]);
    state.receive(day('ready', 180));
    expect(state.warning).toBeNull();
  });

  it('takes only a view with a known screen from the wire', () => {
    expect(asPublicView(day('ready', 10))).not.toBeNull();
    expect(asPublicView({ screen: 'moderator' })).toBeNull();
    expect(asPublicView('day')).toBeNull();
    expect(asPublicView(null)).toBeNull();
  });
});

describe("the console's cue", () => {
  const parts = { callIndex: 4, timer: { state: 'running' as const, remaining: 30, length: 60, warnings: [30] } };
  it("carries the open game's call and timer, or an open event's standings", () => {
    expect(cueOf(parts, { language: 'fr', gameId: 'g1', eventId: null, eventPanel: false })).toEqual({
      language: 'fr',
      gameId: 'g1',
      eventId: null,
      ...parts,
    });
    expect(cueOf(parts, { language: 'en', gameId: 'g1', eventId: 'e1', eventPanel: true })).toEqual({
      language: 'en',
      gameId: null,
      eventId: 'e1',
      callIndex: null,
      timer: null,
    });
  });

  it('is sent once for each change, and a failed send does not throw', async () => {
    const sent: unknown[] = [];
    const send = cueSender((cue) => {
      sent.push(cue);
      return sent.length === 2 ? Promise.reject(new Error('gone')) : Promise.resolve(null);
    });
    const cue = cueOf(parts, { language: 'en', gameId: 'g1', eventId: null, eventPanel: false });
    send(cue);
    send({ ...cue });
    send({ ...cue, callIndex: 5 });
    await Promise.resolve();
    expect(sent).toHaveLength(2);
  });
});

describe("the players' screen button", () => {
  const answer =
    (value: PublicScreenInfo): (() => Promise<SessionResult<PublicScreenInfo>>) =>
    () =>
      Promise.resolve({ ok: true, value });

  it('says where the window opened, with its address', async () => {
    const opener = new PublicOpener(
      answer({ window: 'second-display', address: 'http://127.0.0.1:1/public.html?token=t' }),
      null,
    );
    await opener.show();
    expect(opener.shown).toEqual({ where: 'second-display', address: 'http://127.0.0.1:1/public.html?token=t' });
    opener.close();
    expect(opener.shown).toBeNull();
  });

  it('in a browser opens the address itself, or says the browser blocked it', async () => {
    const opened: string[] = [];
    const browser = new PublicOpener(answer({ window: null, address: 'http://x/public.html?token=t' }), (address) => {
      opened.push(address);
      return true;
    });
    await browser.show();
    expect(opened).toEqual(['http://x/public.html?token=t']);
    expect(browser.shown?.where).toBe('browser');
    const blocked = new PublicOpener(answer({ window: null, address: 'http://x/public.html?token=t' }), () => false);
    await blocked.show();
    expect(blocked.shown).toEqual({ where: 'blocked', address: 'http://x/public.html?token=t' });
    const refused = new PublicOpener(
      () => Promise.resolve({ ok: false, error: { code: 'host/no-public-screen', message: 'no players’ screen' } }),
      null,
    );
    await refused.show();
    expect([refused.shown, refused.error]).toEqual([null, 'no players’ screen']);
  });
});

describe("the players' screen's keys while the night is told", () => {
  it('→, Page Down (a presenter remote) and Space step on; ←, Page Up step back; nothing else', () => {
    for (const key of ['ArrowRight', 'PageDown', ' ']) expect(publicStoryKey(key)).toBe('next');
    for (const key of ['ArrowLeft', 'PageUp']) expect(publicStoryKey(key)).toBe('previous');
    for (const key of ['Enter', 'Home', 'End', 'u', 'Escape']) expect(publicStoryKey(key)).toBeNull();
  });
});
