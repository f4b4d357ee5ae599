/**
 * The night's sequence (NightState) against a fake session, fake speech and a clock the test moves:
 * each call speaks its open lines, counts its timer, waits for the answer, speaks its close lines; calls with
 * nothing to choose pass by themselves; pause, next and undo; speech never overlaps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALL_GUARD_MS,
  NIGHT_EXTEND_SECONDS,
  NightState,
  readingMs,
  type NightAnnouncement,
} from '../../src/renderer/src/night/night-state.svelte.ts';
import { centerOfPress, seatOfPress } from '../../src/renderer/src/lib/keys.ts';
import type { ChoiceView } from '../../src/shared/views.ts';
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
  await pastGuard(h, n);
  return n;
}

/**
 * Lets the guard of the change of call end (the moderator has seen the new call): CALL_GUARD_MS, less than
 * the timer's first second, so the call's timer has not moved.
 */
async function pastGuard(h: Harness, n: NightState): Promise<void> {
  expect(n.guarded).toBe(true);
  await h.clock.advance(CALL_GUARD_MS);
  expect(n.guarded).toBe(false);
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
    h.session.frames.push({ cursor: 5, table: h.session.top.table, text: 'x', type: 'answered' });
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

  it('speaks with the chosen voice, speed and the game’s language (whatever the console reads); the lines come with the view', async () => {
    const h = harness();
    // A French game on a console in English: narrated in French.
    h.session.language = 'fr';
    h.app.show(h.session.view());
    h.language = 'en';
    h.settings.voice = 'Amélie';
    h.settings.speed = 1.3;
    const n = night(h);
    n.start();
    await flush();
    expect(h.api.narrationLines).not.toHaveBeenCalled();
    expect(h.api.speak).toHaveBeenNthCalledWith(1, ['Everyone, close your eyes.'], {
      voice: 'Amélie',
      speed: 1.3,
      language: 'fr',
    });
    expect(n.currentLine).toBe('seer, wake up.');
    // An English game on a French console: English.
    const other = harness();
    other.language = 'fr';
    night(other).start();
    await flush();
    expect(other.api.speak).toHaveBeenNthCalledWith(1, ['Everyone, close your eyes.'], { speed: 1, language: 'en' });
  });

  it('expert mode speaks the short lines', async () => {
    const h = harness();
    h.settings.expert = true;
    const n = await atSeer(h);
    expect(h.speech.spoken).toContain('seer!');
    expect(h.speech.spoken).not.toContain('seer, wake up.');
    expect(n.lines.close).toEqual(['seer, eyes closed.']);
  });

  it('a line is never spoken over another one: skipping cancels the line first', async () => {
    const h = harness();
    h.speech.mode = 'manual';
    const n = night(h);
    n.start();
    await flush();
    expect(h.speech.speaking).toBe(true);
    await pastGuard(h, n);
    n.next(); // skip "Everyone, close your eyes."
    await flush();
    await pastGuard(h, n);
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

describe('timing adjustable (WCAG 2.2 SC 2.2.1): add time, pause', () => {
  it('+ adds ten seconds to the call: the countdown goes on from there, and pausing keeps them', async () => {
    const h = harness();
    const n = await atSeer(h);
    await h.clock.advance(4000);
    expect(n.remaining).toBe(6);
    expect(n.onKey('+')).toBe(true);
    expect(n.remaining).toBe(6 + NIGHT_EXTEND_SECONDS);
    n.pause();
    expect(n.extend()).toBe(true);
    await h.clock.advance(60_000);
    expect(n.remaining).toBe(6 + 2 * NIGHT_EXTEND_SECONDS);
    n.resume();
    await h.clock.advance(25_000);
    expect(n.remaining).toBe(1);
    await h.clock.advance(1000);
    expect(n.waiting).toBe(true);
    // Once the time is up the call waits for its answer anyway: nothing to add.
    expect(n.canExtend).toBe(false);
    expect(n.extend()).toBe(false);
  });

  it('time added while the open lines are said is on the timer when it starts', async () => {
    const h = harness();
    h.speech.mode = 'manual';
    const n = night(h);
    n.start();
    await flush();
    h.speech.finish(); // "Everyone, close your eyes."
    await flush();
    expect(n.call?.key).toBe('seer');
    expect(n.stage).toBe('opening');
    expect(n.extend()).toBe(true);
    expect(n.remaining).toBe(10 + NIGHT_EXTEND_SECONDS);
    h.speech.finish(); // "seer, wake up."
    await flush();
    expect(n.stage).toBe('acting');
    expect(n.remaining).toBe(10 + NIGHT_EXTEND_SECONDS);
  });

  it('an untimed announcement and a call being corrected take no time', async () => {
    const h = harness();
    const n = night(h);
    n.start();
    expect(n.call?.key).toBe('everyone-sleeps');
    expect(n.canExtend).toBe(false);
  });
});

describe('what the screen reader hears', () => {
  function listening(h: Harness): { n: NightState; heard: NightAnnouncement[] } {
    const heard: NightAnnouncement[] = [];
    const n = new NightState(h.app, {
      clock: h.clock,
      settings: h.settings,
      language: () => h.language,
      announce: (event) => heard.push(event),
    });
    return { n, heard };
  }
  const kinds = (heard: readonly NightAnnouncement[]): string[] =>
    heard.map((e) => (e.kind === 'left' || e.kind === 'extended' ? `${e.kind}:${e.seconds}` : e.kind));

  it('each new call once, with its seconds; the thresholds and the end of the timer; never every second', async () => {
    const h = harness(basicScript(), { roleTimerSeconds: 40 });
    const { n, heard } = listening(h);
    n.start();
    await flush();
    expect(n.call?.key).toBe('seer');
    const calls = heard.filter((e) => e.kind === 'call');
    expect(calls.map((e) => (e.kind === 'call' ? [e.call.key, e.seconds] : null))).toEqual([
      ['everyone-sleeps', null],
      ['seer', 40],
    ]);
    heard.length = 0;
    await h.clock.advance(40_000);
    expect(kinds(heard)).toEqual(['left:30', 'left:10', 'time-up']);
    expect(heard.at(-1)).toEqual({ kind: 'time-up', waiting: true });
  });

  it('a pause, a resume, time added, an answer recorded and the night’s end', async () => {
    const h = harness();
    const { n, heard } = listening(h);
    n.start();
    await flush();
    await h.clock.advance(CALL_GUARD_MS);
    heard.length = 0;
    n.onKey('p');
    n.onKey('p');
    n.onKey('+');
    expect(kinds(heard)).toEqual(['paused', 'resumed', `extended:${10 + NIGHT_EXTEND_SECONDS}`]);
    n.selection.toggleSeat(1);
    await n.confirm();
    expect(heard.at(-1)).toMatchObject({ kind: 'recorded', recorded: { key: 'seer' } });
    for (let i = 0; i < 20 && n.stage !== 'over'; i++) {
      await h.clock.advance(CALL_GUARD_MS);
      if (n.waiting) await n.didNothing();
      await h.clock.advance(20_000);
      await flush();
    }
    expect(n.stage).toBe('over');
    expect(heard.at(-1)).toEqual({ kind: 'over' });
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
    await pastGuard(h, n);
    n.next();
    await flush();
    expect(n.call?.key).toBe('troublemaker');
  });

  it('undo goes back to the last call someone answered, without waking anyone; the narration then resumes where it was', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.selection.toggleSeat(1);
    await n.confirm();
    await h.clock.advance(10_000); // the Seer closes, the Robber opens
    expect(n.call?.key).toBe('robber');
    await h.clock.advance(3000);
    const spoken = h.speech.spoken.length;
    await n.undo(); // the Seer's answer (the Robber has not passed yet)
    await flush();
    expect(h.api.undo).toHaveBeenCalledTimes(1);
    expect(n.call?.key).toBe('seer');
    expect(n.correcting).toBe(true);
    expect(n.stage).toBe('acting');
    expect(n.selection.seats).toEqual([]);
    expect(n.remaining).toBe(0);
    expect(n.waiting).toBe(true);
    // Nobody is woken again: not a word.
    expect(h.speech.spoken.length).toBe(spoken);
    await pastGuard(h, n);
    n.selection.toggleSeat(3);
    await n.confirm();
    await flush();
    // The Seer closes silently; the Robber resumes with the seconds it had left.
    expect(n.call?.key).toBe('robber');
    expect(n.correcting).toBe(false);
    expect(n.stage).toBe('acting');
    expect(n.remaining).toBe(7);
    expect(h.speech.spoken.length).toBe(spoken);
  });

  it('undo passes back over calls that passed by themselves, to the last call someone answered', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.selection.toggleSeat(1);
    await n.confirm();
    await h.clock.advance(10_000); // the Seer closes, the Robber (in the center) opens
    await h.clock.advance(10_000); // the Robber passes by itself, the Troublemaker opens
    expect(n.call?.key).toBe('troublemaker');
    await h.clock.advance(2000);
    await n.undo();
    await flush();
    // Two undos in the log: the Robber's pass, then the Seer's answer.
    expect(h.api.undo).toHaveBeenCalledTimes(2);
    expect(n.call?.key).toBe('seer');
    await pastGuard(h, n);
    n.selection.toggleSeat(2);
    await n.confirm();
    await flush();
    // The Robber passes at once (no line, no timer); the Troublemaker resumes where it was.
    expect(n.call?.key).toBe('troublemaker');
    expect(n.remaining).toBe(8);
    expect(h.session.answers.at(-2)).toEqual({ target: 2 });
    expect(h.session.answers.at(-1)).toBe('pass');
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

  it('undo at the end of the night brings back the last call someone answered; the rest then passes silently', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.selection.toggleSeat(1);
    await n.confirm();
    await h.clock.advance(20_000); // the Seer closes, the Robber passes
    n.selection.toggleSeat(0);
    n.selection.toggleSeat(1);
    await n.confirm();
    await h.clock.advance(30_000);
    expect(n.stage).toBe('over');
    const spoken = h.speech.spoken.length;
    await n.undo();
    await flush();
    expect(h.api.undo).toHaveBeenCalledTimes(2); // everyone wakes (by itself), then the Troublemaker
    expect(n.call?.key).toBe('troublemaker');
    expect(n.correcting).toBe(true);
    expect(h.api.keepAwake).toHaveBeenLastCalledWith(true);
    await pastGuard(h, n);
    n.selection.toggleSeat(0);
    n.selection.toggleSeat(3);
    await n.confirm();
    await flush();
    expect(n.stage).toBe('over');
    expect(h.speech.spoken.length).toBe(spoken);
  });

  it('back from the day to correct an answer: the call is shown without a word, the night then ends silently', async () => {
    const h = harness();
    h.session.answer({ target: 1 }); // everyone sleeps… as passes: the cursor moves on
    h.app.show(h.session.view());
    h.app.correcting = { gameId: 'g1' };
    const n = night(h);
    n.start();
    await flush();
    expect(h.app.correcting).toBeNull();
    expect(n.call?.key).toBe('seer');
    expect(n.correcting).toBe(true);
    expect(h.speech.spoken).toEqual([]);
    await pastGuard(h, n);
    n.selection.toggleSeat(2);
    await n.confirm();
    await flush();
    expect(n.call?.key).toBe('troublemaker'); // the Robber passed at once
    expect(n.correcting).toBe(true);
    await pastGuard(h, n);
    await n.didNothing();
    await flush();
    expect(n.stage).toBe('over');
    expect(h.speech.spoken).toEqual([]);
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
    await pastGuard(h, n);
    n.onKey('n');
    await flush();
    expect(n.call?.key).toBe('troublemaker');
    await pastGuard(h, n);
    n.onKey('d');
    await flush();
    expect(h.session.answers.at(-1)).toBe('pass');
    n.onKey('Backspace');
    await flush();
    expect(n.call?.key).toBe('troublemaker');
    expect(n.answered).toBe(false);
    expect(n.onKey('x')).toBe(false);
  });

  it('an illegal seat cannot be picked, by click or key, and the reason is given where the choice is', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.onKey('1'); // Ann is the Seer herself
    expect(n.refused).toEqual({ kind: 'illegal-seat', seat: 0, reason: 'Ann cannot choose themselves' });
    n.clickSeat(0);
    expect(n.selection.seats).toEqual([]);
    expect(n.canConfirm).toBe(false);
    // A legal pick clears it; a seat that is not at the table says so.
    n.clickSeat(2);
    expect(n.refused).toBeNull();
    n.onKey({ key: '-', code: 'Minus' });
    expect(n.refused).toEqual({ kind: 'no-such-seat', n: 11 });
  });

  it('the number row picks seats 1 to 12 on any layout, Shift+1–3 the center cards', async () => {
    const h = harness();
    const n = await atSeer(h);
    // An AZERTY keyboard prints "é" for the key in the place of 2: the place counts.
    n.onKey({ key: 'é', code: 'Digit2' });
    expect(n.selection.seats).toEqual([1]);
    n.onKey({ key: '!', code: 'Digit1', shiftKey: true });
    n.onKey({ key: '#', code: 'Digit3', shiftKey: true });
    expect(n.selection.seerMode).toBe('center');
    expect(n.selection.centers).toEqual([0, 2]);
    expect(n.canConfirm).toBe(true);
    expect(seatOfPress({ key: '=', code: 'Equal' })).toBe(11);
    expect(seatOfPress({ key: '0', code: 'Numpad0' })).toBe(9);
    expect(seatOfPress('7')).toBe(6);
    expect(centerOfPress({ key: '2', code: 'Numpad2', shiftKey: true })).toBe(1);
    // Shift+4: the Center Werewolf card (a fourth center card with the Alpha Wolf).
    expect(centerOfPress({ key: '$', code: 'Digit4', shiftKey: true })).toBe(3);
    expect(centerOfPress({ key: '5', code: 'Digit5', shiftKey: true })).toBeNull();
  });

  it('C and M choose cards or Marks for the Gremlin and the Marksman; O opens the correction; Escape clears', async () => {
    const gremlin: ChoiceView = { kind: 'gremlin', seats: legalSeats(4) };
    const marksman: ChoiceView = { kind: 'marksman', seats: legalSeats(4, { 0: 'self' }) };
    const h = harness([
      callView(0, { key: 'gremlin', awake: [1], choice: gremlin }),
      callView(1, { key: 'marksman', awake: [0], choice: marksman }),
    ]);
    const n = night(h);
    n.start();
    await flush();
    await pastGuard(h, n);
    n.onKey('m');
    expect(n.selection.swap).toBe('marks');
    n.onKey('c');
    expect(n.selection.swap).toBe('cards');
    n.onKey('1');
    n.onKey('3');
    expect(n.canConfirm).toBe(true);
    n.onKey('Escape');
    expect(n.selection.seats).toEqual([]);
    expect(n.selection.swap).toBeNull();
    n.onKey('o');
    expect(n.overrides.open).toBe(true);
    n.onKey('Escape');
    expect(n.overrides.open).toBe(false);
    n.onKey('m');
    n.onKey('c');
    n.onKey('1');
    n.onKey('2');
    n.onKey(' ');
    await flush();
    expect(h.api.answer).toHaveBeenCalledWith('g1', { swap: 'cards', targets: [0, 1] });
    await h.clock.advance(20_000);
    expect(n.call?.key).toBe('marksman');
    n.onKey('m');
    n.onKey('3');
    n.onKey('c');
    n.onKey('2');
    expect(n.selection.mark).toBe(2);
    expect(n.selection.card).toBe(1);
    // A center card is not this call's to choose: said so.
    n.onKey({ key: '!', code: 'Digit1', shiftKey: true });
    expect(n.refused).toEqual({ kind: 'no-centers', center: 0 });
  });
});

describe('sound', () => {
  it('a timed call plays its "time is up" cue when its timer runs out, center calls too; the ambience runs with the night', async () => {
    const h = harness();
    const cues: string[] = [];
    const ambience = { start: vi.fn(), stop: vi.fn() };
    const app = h.app as unknown as { cue: (kind: string) => void };
    app.cue = (kind) => void cues.push(kind);
    const n = new NightState(h.app, {
      clock: h.clock,
      settings: h.settings,
      language: () => h.language,
      ambience,
    });
    n.start();
    await flush();
    expect(ambience.start).toHaveBeenCalledTimes(1);
    await h.clock.advance(10_000); // the Seer's timer
    expect(cues).toEqual(['time-up']);
    await n.didNothing();
    await h.clock.advance(10_000); // the Robber, in the center: the same cue
    expect(cues).toEqual(['time-up', 'time-up']);
    n.stop();
    expect(ambience.stop).toHaveBeenCalled();
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

describe('the change of call', () => {
  /** Everyone sleeps (untimed), the Werewolves (two: nothing to choose), the Minion, the Seer (Ann). */
  function wolves(): ReturnType<typeof basicScript> {
    const seer: ChoiceView = { kind: 'target', mandatory: false, seats: legalSeats(4, { 0: 'herself' }) };
    return [
      callView(0, { key: 'everyone-sleeps', call: null, role: null, open: ['Everyone, close your eyes.'], close: [] }),
      callView(1, { key: 'werewolves', awake: [1, 2] }),
      callView(2, { key: 'minion', awake: [3] }),
      callView(3, { key: 'seer', awake: [0], choice: seer }),
    ];
  }

  it('a Space meant for "Everyone sleeps" is not taken for the Werewolves: their call and the Minion’s keep their time', async () => {
    const h = harness(wolves());
    const n = night(h);
    n.start();
    await flush();
    // "Everyone sleeps" passed by itself while the moderator's Space was on its way.
    expect(n.call?.key).toBe('werewolves');
    expect(n.guarded).toBe(true);
    expect(n.onKey(' ')).toBe(true);
    expect(n.onKey('n')).toBe(true);
    await flush();
    expect(n.ignoredKey).toBe('n');
    expect(n.call?.key).toBe('werewolves');
    expect(n.remaining).toBe(10);
    expect(h.session.answers).toEqual(['pass']); // only "Everyone sleeps"
    // The buttons too (they stay enabled: the focus does not move), until the guard ends.
    expect(n.skippable).toBe(true);
    expect(n.canNext).toBe(false);
    n.next();
    expect(n.remaining).toBe(10);
    await h.clock.advance(CALL_GUARD_MS - 1);
    expect(n.guarded).toBe(true);
    await h.clock.advance(1);
    expect(n.guarded).toBe(false);
    expect(n.ignoredKey).toBeNull();
    // Now a Space is the moderator's: it skips the Werewolves' time, and the Minion opens, guarded in turn.
    n.onKey(' ');
    await flush();
    expect(n.call?.key).toBe('minion');
    expect(n.remaining).toBe(10);
    expect(n.guarded).toBe(true);
    n.onKey(' ');
    await flush();
    expect(n.call?.key).toBe('minion');
  });

  it('what the last call recorded stays in view until another is, or it is undone (U undoes)', async () => {
    const h = harness();
    const n = new NightState(h.app, {
      clock: h.clock,
      settings: h.settings,
      language: () => h.language,
      describe: (call, picks) => `${call.key}: ${picks.seats.map((s) => s + 1).join('+')}`,
    });
    n.start();
    await flush();
    await pastGuard(h, n);
    expect(n.recorded).toBeNull();
    n.onKey('2');
    n.onKey(' ');
    await flush();
    expect(n.recorded).toEqual({ key: 'seer', namedAfter: 'seer', index: 1, what: 'seer: 2' });
    await h.clock.advance(10_000); // the Seer closes; the Robber (in the center) passes by itself
    expect(n.call?.key).toBe('robber');
    expect(n.recorded?.key).toBe('seer');
    await h.clock.advance(20_000);
    expect(n.call?.key).toBe('troublemaker');
    n.onKey('d');
    await flush();
    expect(n.recorded).toEqual({ key: 'troublemaker', namedAfter: 'troublemaker', index: 3, what: null });
    n.onKey('u');
    await flush();
    expect(h.api.undo).toHaveBeenCalledTimes(1);
    expect(n.recorded).toBeNull();
    expect(n.answered).toBe(false);
  });

  it('the guard follows the clock it is given, and a call corrected after an undo is guarded too', async () => {
    const h = harness();
    const n = new NightState(h.app, { clock: h.clock, settings: h.settings, language: () => h.language, guardMs: 300 });
    n.start();
    await flush();
    expect(n.guarded).toBe(true);
    await h.clock.advance(300);
    expect(n.guarded).toBe(false);
    n.selection.toggleSeat(1);
    await n.confirm();
    await h.clock.advance(10_000);
    expect(n.call?.key).toBe('robber');
    await n.undo();
    await flush();
    expect(n.call?.key).toBe('seer');
    expect(n.guarded).toBe(true);
    n.selection.toggleSeat(2);
    expect(n.confirmable).toBe(true);
    expect(n.canConfirm).toBe(false);
    n.stop();
    expect(n.guarded).toBe(false);
  });
});

describe('the correction and the call', () => {
  it('the call’s timer and narration wait while the correction is open, and go on where they stood after', async () => {
    const h = harness();
    const n = await atSeer(h);
    await h.clock.advance(3000);
    expect(n.remaining).toBe(7);
    n.onKey('o');
    expect(n.overrides.open).toBe(true);
    expect(n.paused).toBe(true);
    await h.clock.advance(20_000);
    expect(n.remaining).toBe(7);
    expect(n.call?.key).toBe('seer');
    n.onKey('Escape');
    expect(n.overrides.open).toBe(false);
    expect(n.paused).toBe(false);
    await h.clock.advance(2000);
    expect(n.remaining).toBe(5);
  });

  it('a correction made closes it and the call goes on; a pause of the moderator’s own stays', async () => {
    const h = harness();
    const n = await atSeer(h);
    n.toggleCorrection();
    n.clickSeat(1);
    n.clickSeat(2);
    n.overrides.note = 'Bob and Cat swapped';
    await n.override();
    expect(n.overrides.open).toBe(false);
    expect(n.paused).toBe(false);
    await h.clock.advance(1000);
    expect(n.remaining).toBe(9);
    // Paused by the moderator first: the correction leaves it paused.
    n.togglePause();
    n.toggleCorrection();
    n.toggleCorrection();
    expect(n.paused).toBe(true);
    await h.clock.advance(3000);
    expect(n.remaining).toBe(9);
  });

  it('while the call is being said, the line waits too, and is said again from its start', async () => {
    const h = harness();
    h.speech.mode = 'manual';
    const n = night(h);
    n.start();
    await flush();
    expect(h.speech.speaking).toBe(true); // "Everyone, close your eyes."
    n.openCorrection();
    await flush();
    expect(h.speech.events.at(-1)).toBe('cancel');
    n.closeCorrection();
    await flush();
    expect(h.speech.events.at(-1)).toBe('speak Everyone, close your eyes.');
  });
});
