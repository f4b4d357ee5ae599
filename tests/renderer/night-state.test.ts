/**
 * The night's sequence (NightState) against a fake session, fake speech and a clock the test moves:
 * each call speaks its open lines, counts its timer, waits for the answer, speaks its close lines; calls with
 * nothing to choose pass by themselves; pause, next and undo; speech never overlaps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NightState, readingMs } from '../../src/renderer/src/night/night-state.svelte.ts';
import { basicScript, callView, flush, harness, legalSeats, type Harness } from './night-fakes.ts';

function night(h: Harness): NightState {
  return new NightState(h.app, { clock: h.clock, settings: h.settings, language: () => h.language });
}

/** Starts the night and lets the untimed "Everyone, close your eyes." pass: the Seer's call is open. */
async function atSeer(h: Harness): Promise<NightState> {
  const n = night(h);
  n.start();
  await flush();
  expect(n.call?.key).toBe('seer');
  return n;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sequence of a call', () => {
  it('an untimed announcement speaks its line and passes by itself; the next call opens with its full timer', async () => {
    const h = harness();
    const n = night(h);
    n.start();
    await flush();
    expect(h.speech.spoken).toEqual(['Everyone, close your eyes.', 'seer, wake up.']);
    expect(h.session.answers).toEqual(['pass']);
    expect(n.call?.key).toBe('seer');
    expect(n.stage).toBe('acting');
    expect(n.remaining).toBe(10);
    expect(n.currentLine).toBe('seer, wake up.');
  });

  it('the timer counts down once a second and then waits for the answer of a call with a choice', async () => {
    const h = harness();
    const n = await atSeer(h);
    await h.clock.advance(3000);
    expect(n.remaining).toBe(7);
    await h.clock.advance(7000);
    expect(n.remaining).toBe(0);
    expect(n.waiting).toBe(true);
    expect(n.call?.key).toBe('seer');
    await h.clock.advance(60_000);
    expect(n.call?.key).toBe('seer');
    expect(h.session.answers).toEqual(['pass']);
  });

  it('a confirmed answer is recorded at once, but the call closes only when its timer is over', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.selection.toggleSeat(1);
    expect(n.canConfirm).toBe(true);
    await n.confirm();
    expect(h.api.answer).toHaveBeenCalledWith('g1', { target: 1 });
    expect(n.answered).toBe(true);
    expect(n.canConfirm).toBe(false);
    expect(n.call?.key).toBe('seer');
    expect(h.speech.spoken).not.toContain('seer, close your eyes.');
    await h.clock.advance(10_000);
    expect(h.speech.spoken).toContain('seer, close your eyes.');
    expect(n.call?.key).toBe('robber');
  });

  it('after the timer, the answer closes the call and opens the next', async () => {
    const h = harness();
    const n = await atSeer(h);
    await h.clock.advance(10_000);
    n.selection.toggleCenter(0);
    n.selection.toggleCenter(2);
    await n.confirm();
    await flush();
    expect(h.api.answer).toHaveBeenCalledWith('g1', { centers: [0, 2] });
    expect(n.call?.key).toBe('robber');
    expect(n.stage).toBe('acting');
  });

  it('a role in the center plays with the same timing and no input, then passes by itself', async () => {
    const h = harness();
    const n = await atSeer(h);
    await n.didNothing();
    await h.clock.advance(10_000);
    expect(n.call?.key).toBe('robber');
    expect(n.needsInput).toBe(false);
    expect(n.seatsClickable || n.centersClickable).toBe(false);
    expect(n.canConfirm).toBe(false);
    expect(n.canPass).toBe(false);
    await h.clock.advance(9000);
    expect(n.call?.key).toBe('robber');
    expect(h.api.pass).toHaveBeenCalledTimes(2); // the announcement, "did nothing"
    await h.clock.advance(1000);
    expect(h.api.pass).toHaveBeenCalledTimes(3);
    expect(n.call?.key).toBe('troublemaker');
  });

  it('the last call ends the night: "Everyone, wake up!", the screen may sleep again', async () => {
    const h = harness();
    const n = await atSeer(h);
    expect(h.api.keepAwake).toHaveBeenCalledWith(true);
    await n.didNothing();
    await h.clock.advance(20_000); // the Seer's rest, the Robber
    await n.didNothing(); // the Troublemaker
    await h.clock.advance(20_000);
    expect(h.speech.spoken.at(-1)).toBe('Everyone, wake up!');
    expect(n.stage).toBe('over');
    expect(n.call).toBeNull();
    expect(h.app.game?.phase).toBe('day');
    expect(h.api.keepAwake).toHaveBeenLastCalledWith(false);
    expect(n.canConfirm || n.canPass || n.canNext).toBe(false);
  });

  it('the game option sets the seconds per call; expert mode halves them', async () => {
    const h = harness(basicScript(), { roleTimerSeconds: 20 });
    expect((await atSeer(h)).remaining).toBe(20);
    const e = harness(basicScript(), { roleTimerSeconds: 20 });
    e.settings.expert = true;
    expect((await atSeer(e)).remaining).toBe(10);
  });

  it('a game opened at the day shows the night as over and speaks nothing', () => {
    const h = harness();
    h.session.frames.push({ cursor: 5, table: h.session.top.table, text: 'x' });
    h.app.show(h.session.view());
    const n = night(h);
    n.start();
    expect(n.stage).toBe('over');
    expect(h.api.speak).not.toHaveBeenCalled();
    expect(h.api.keepAwake).not.toHaveBeenCalled();
  });
});

describe('narration', () => {
  it('without narration, nothing is spoken: each line stays on screen for its reading time', async () => {
    const h = harness();
    h.settings.narration = false;
    const n = night(h);
    n.start();
    await flush();
    expect(n.currentLine).toBe('Everyone, close your eyes.');
    expect(n.stage).toBe('opening');
    await h.clock.advance(readingMs('Everyone, close your eyes.'));
    expect(n.call?.key).toBe('seer');
    expect(n.currentLine).toBe('seer, wake up.');
    expect(n.stage).toBe('opening');
    await h.clock.advance(readingMs('seer, wake up.'));
    expect(n.stage).toBe('acting');
    expect(h.api.speak).not.toHaveBeenCalled();
  });

  it('speaks with the chosen voice, speed and language; French lines come from the session', async () => {
    const h = harness();
    h.language = 'fr';
    h.settings.voice = 'Amélie';
    h.settings.speed = 1.3;
    const n = night(h);
    n.start();
    await flush();
    expect(h.api.narrationLines).toHaveBeenCalledWith('g1', 0, 'fr');
    expect(h.api.speak).toHaveBeenNthCalledWith(1, ['FR ouverture 0'], { voice: 'Amélie', speed: 1.3, language: 'fr' });
    expect(n.currentLine).toBe('FR ouverture 1');
  });

  it('a line is never spoken over another one: skipping cancels the line first', async () => {
    const h = harness();
    h.speech.mode = 'manual';
    const n = night(h);
    n.start();
    await flush();
    expect(h.speech.speaking).toBe(true);
    n.next(); // skip "Everyone, close your eyes."
    await flush();
    h.speech.finish(); // the Seer's line
    await flush();
    n.next(); // skip the Seer's timer
    n.selection.toggleSeat(3);
    await n.confirm();
    await flush();
    expect(h.speech.speaking).toBe(true); // "seer, close your eyes."
    n.pause();
    n.resume();
    await flush();
    expect(h.speech.overlaps).toBe(0);
    expect(h.speech.events).toEqual([
      'speak Everyone, close your eyes.',
      'cancel',
      'speak seer, wake up.',
      'speak seer, close your eyes.',
      'cancel',
      'speak seer, close your eyes.',
    ]);
  });

  it('a speech failure shows the error and the line is shown instead', async () => {
    const h = harness();
    h.api.speak.mockResolvedValueOnce({ ok: false, error: { code: 'speech', message: 'no voice' } } as never);
    const n = night(h);
    n.start();
    await flush();
    expect(h.app.error).toBe('no voice');
    expect(n.call?.key).toBe('everyone-sleeps');
    await h.clock.advance(readingMs('Everyone, close your eyes.'));
    expect(n.call?.key).toBe('seer');
  });
});

describe('pause, next, undo', () => {
  it('pause stops the timer and the speech; resume goes on from the same second', async () => {
    const h = harness();
    const n = await atSeer(h);
    await h.clock.advance(4000);
    n.pause();
    expect(n.paused).toBe(true);
    expect(h.api.cancelSpeech).not.toHaveBeenCalled(); // nothing was being spoken
    await h.clock.advance(30_000);
    expect(n.remaining).toBe(6);
    n.resume();
    await h.clock.advance(2000);
    expect(n.remaining).toBe(4);
  });

  it('pause during a line cancels it; resume says the line again', async () => {
    const h = harness();
    h.speech.mode = 'manual';
    const n = night(h);
    n.start();
    await flush();
    n.togglePause();
    expect(h.api.cancelSpeech).toHaveBeenCalledTimes(1);
    n.togglePause();
    await flush();
    expect(h.speech.spoken).toEqual(['Everyone, close your eyes.', 'Everyone, close your eyes.']);
  });

  it('next skips the rest of the timer; a call with nothing to choose then passes', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.next();
    await flush();
    expect(n.remaining).toBe(0);
    expect(n.waiting).toBe(true);
    expect(n.canNext).toBe(false); // the Seer's call waits for an answer
    await n.didNothing();
    await flush();
    expect(n.call?.key).toBe('robber');
    n.next();
    await flush();
    expect(n.call?.key).toBe('troublemaker');
  });

  it('undo takes back the answer and brings its call back from its first line, the selection cleared', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.selection.toggleSeat(1);
    await n.confirm();
    await h.clock.advance(10_000); // the Seer closes, the Robber opens
    expect(n.call?.key).toBe('robber');
    await h.clock.advance(3000);
    await n.undo(); // the Seer's answer (the Robber has not passed yet)
    await flush();
    expect(h.api.undo).toHaveBeenCalledTimes(1);
    expect(n.call?.key).toBe('seer');
    expect(n.selection.seats).toEqual([]);
    expect(n.remaining).toBe(10);
    expect(h.speech.spoken.at(-1)).toBe('seer, wake up.');
  });

  it('undo of the answer of the call on screen keeps the call and its timer: answer again', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.selection.toggleSeat(1);
    await n.confirm();
    await h.clock.advance(4000);
    await n.undo();
    expect(n.answered).toBe(false);
    expect(n.call?.key).toBe('seer');
    await h.clock.advance(1000);
    expect(n.remaining).toBe(5);
    expect(n.canConfirm).toBe(true);
  });

  it('undo at the end of the night brings back the last call', async () => {
    const h = harness(
      basicScript()
        .filter((c) => c.index !== 1 && c.index !== 3)
        .map((c, index) => ({ ...c, index })),
    );
    const n = night(h);
    n.start();
    await h.clock.advance(30_000);
    expect(n.stage).toBe('over');
    await n.undo();
    await flush();
    expect(n.call?.key).toBe('everyone-wakes');
    expect(n.stage).toBe('acting');
    expect(h.api.keepAwake).toHaveBeenLastCalledWith(true);
  });

  it('a failed command shows its error and changes nothing', async () => {
    const h = harness();
    const n = await atSeer(h);
    h.session.fail = 'Ann (the Seer) cannot choose themselves';
    n.selection.toggleSeat(1);
    await n.confirm();
    expect(h.app.error).toBe('Ann (the Seer) cannot choose themselves');
    expect(n.answered).toBe(false);
    expect(n.canConfirm).toBe(true);
  });
});

describe('what the last action changed', () => {
  it('the Troublemaker swapping two cards highlights those two cards, until the next command', async () => {
    const h = harness();
    const n = await atSeer(h);
    await n.didNothing();
    await h.clock.advance(20_000);
    expect(n.call?.key).toBe('troublemaker');
    n.selection.toggleSeat(0);
    n.selection.toggleSeat(3);
    await n.confirm();
    expect(h.api.answer).toHaveBeenLastCalledWith('g1', { targets: [0, 3] });
    expect([...n.changed]).toEqual(['card:0', 'card:3']);
    expect(h.app.game?.table.players[0]?.card).toBe('villager');
    await h.clock.advance(10_000); // the next call passes by itself
    await h.clock.advance(10_000);
    expect([...n.changed]).toEqual([]);
  });

  it('an override swaps the two places it names, with its note, and highlights them', async () => {
    const h = harness();
    const n = await atSeer(h);
    expect(n.centersClickable).toBe(true); // the Seer may look at center cards
    n.overrides.toggle();
    expect(n.picking).toBe('override');
    n.clickSeat(1);
    n.clickSeat(2);
    expect(n.selection.seats).toEqual([]); // table clicks went to the override
    expect(n.picked.seats).toEqual([1, 2]);
    n.overrides.note = 'Bob took the wrong card ';
    await n.override();
    expect(h.api.override).toHaveBeenCalledWith('g1', {
      override: 'swap-cards',
      a: { player: 1 },
      b: { player: 2 },
      note: 'Bob took the wrong card',
    });
    expect([...n.changed]).toEqual(['card:1', 'card:2']);
    expect(n.overrides.open).toBe(false);
    expect(n.call?.key).toBe('seer'); // an override does not move the night
    await n.undo();
    expect(n.call?.key).toBe('seer');
    expect(n.stage).toBe('acting');
  });
});

describe('keys', () => {
  it('Space confirms a complete answer, else advances; digits pick seats; P pauses; D did nothing', async () => {
    const h = harness();
    const n = await atSeer(h);
    expect(n.onKey('2')).toBe(true);
    expect(n.selection.seats).toEqual([1]);
    n.onKey(' ');
    await flush();
    expect(h.api.answer).toHaveBeenCalledWith('g1', { target: 1 });
    n.onKey(' '); // advances: skips the rest of the timer
    await flush();
    expect(n.call?.key).toBe('robber');
    n.onKey('p');
    expect(n.paused).toBe(true);
    n.onKey('P');
    expect(n.paused).toBe(false);
    n.onKey('n');
    await flush();
    expect(n.call?.key).toBe('troublemaker');
    n.onKey('d');
    await flush();
    expect(h.session.answers.at(-1)).toBe('pass');
    n.onKey('Backspace');
    await flush();
    expect(n.call?.key).toBe('troublemaker');
    expect(n.answered).toBe(false);
    expect(n.onKey('x')).toBe(false);
  });

  it('an illegal seat cannot be picked, by click or key', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.onKey('1'); // Ann is the Seer herself
    n.clickSeat(0);
    expect(n.selection.seats).toEqual([]);
    expect(n.canConfirm).toBe(false);
  });
});

describe('calls that need no input', () => {
  it('a call whose players only look (nothing to choose) passes when its timer ends', async () => {
    const calls = [callView(0, { key: 'insomniac', awake: [1] })];
    const h = harness(calls);
    const n = night(h);
    n.start();
    await flush();
    expect(n.needsInput).toBe(false);
    await h.clock.advance(10_000);
    expect(h.session.answers).toEqual(['pass']);
    expect(n.stage).toBe('over');
  });

  it('the choices of an override-changed call are refreshed: a pick made illegal cannot be confirmed', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.selection.toggleSeat(3);
    expect(n.canConfirm).toBe(true);
    h.session.calls[1] = {
      ...h.session.calls[1]!,
      choice: { kind: 'seer', seats: legalSeats(4, { 0: 'self', 3: 'no' }), indexes: [0, 1, 2] },
    };
    n.overrides.toggle();
    n.clickSeat(0);
    n.clickSeat(1);
    await n.override();
    expect(n.selection.seats).toEqual([3]);
    expect(n.canConfirm).toBe(false);
  });
});
