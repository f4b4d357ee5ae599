/**
 * The narrator over the recording fake: lines in order and never two at once, a new say() or cancel() cuts
 * the current one short, and a failure or a missing engine turns narration text-only (with the reason) while
 * say() keeps resolving.
 */
import { describe, expect, it } from 'vitest';
import type { NarrationService } from '../../src/main/host/dispatch.ts';
import {
  Narrator,
  narrationNotice,
  TEXT_ONLY_NOTICE,
  type NarrationStatus,
} from '../../src/main/narration/narrator.ts';
import { RecordingSpeech } from '../../src/main/narration/recording-speech.ts';
import type { SpeechPort } from '../../src/main/narration/speech-port.ts';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the fake has `count` lines being said or said. */
async function untilStarted(speech: RecordingSpeech, count: number): Promise<void> {
  for (let i = 0; i < 200 && speech.lines.length < count; i++) await sleep(2);
  expect(speech.lines.length).toBeGreaterThanOrEqual(count);
}

describe('Narrator', () => {
  it('says the lines in order, one at a time, with the voice and speed given', async () => {
    const speech = new RecordingSpeech({ lineMs: 5 });
    const narrator = new Narrator(speech);
    const outcome = await narrator.say(['Everyone, close your eyes.', 'Werewolves, wake up.', 'Seer, wake up.'], {
      voice: 'kal_diphone',
      speed: 1.5,
      language: 'en',
    });
    expect(outcome).toBe('spoken');
    expect(speech.spoken).toEqual(['Everyone, close your eyes.', 'Werewolves, wake up.', 'Seer, wake up.']);
    expect(speech.maxOverlap).toBe(1);
    // The port gets the language too: it picks the voice that speaks it when none is chosen.
    expect(speech.lines.map((line) => line.options)).toEqual(
      Array(3).fill({ voice: 'kal_diphone', speed: 1.5, language: 'en' }),
    );
    expect(narrator.status()).toEqual({ mode: 'speech' });
  });

  it('passes no option that was not given', async () => {
    const speech = new RecordingSpeech();
    await new Narrator(speech).say(['One.']);
    expect(speech.lines[0]?.options).toEqual({});
  });

  it('an empty list of lines is said at once', async () => {
    const speech = new RecordingSpeech();
    expect(await new Narrator(speech).say([])).toBe('spoken');
    expect(speech.lines).toEqual([]);
  });

  it('a new say() cancels the current one and waits for it to end before its first line', async () => {
    const speech = new RecordingSpeech({ lineMs: 40 });
    const narrator = new Narrator(speech);
    const first = narrator.say(['a1', 'a2', 'a3']);
    await untilStarted(speech, 1);
    const second = narrator.say(['b1', 'b2']);
    expect(await first).toBe('cancelled');
    expect(await second).toBe('spoken');
    expect(speech.lines.map((line) => [line.text, line.outcome])).toEqual([
      ['a1', 'cancelled'],
      ['b1', 'spoken'],
      ['b2', 'spoken'],
    ]);
    expect(speech.maxOverlap).toBe(1);
  });

  it('of many say() calls in a row, only the last is said, and never two lines at once', async () => {
    const speech = new RecordingSpeech({ lineMs: 10 });
    const narrator = new Narrator(speech);
    const calls = [narrator.say(['x1', 'x2']), narrator.say(['y1']), narrator.say(['z1', 'z2'])];
    await untilStarted(speech, 1);
    const late = narrator.say(['w1']);
    expect(await Promise.all([...calls, late])).toEqual(['cancelled', 'cancelled', 'cancelled', 'spoken']);
    expect(speech.spoken).toEqual(['w1']);
    expect(speech.maxOverlap).toBe(1);
  });

  it('cancel() (undo, skip, pause) stops the line, drops the rest and resolves once nothing is said', async () => {
    const speech = new RecordingSpeech({ lineMs: 1000 });
    const narrator = new Narrator(speech);
    const outcome = narrator.say(['first', 'second', 'third']);
    await untilStarted(speech, 1);
    expect(speech.speaking).toBe(1);
    const started = Date.now();
    await narrator.cancel();
    expect(Date.now() - started).toBeLessThan(500);
    expect(speech.speaking).toBe(0);
    expect(await outcome).toBe('cancelled');
    await sleep(20);
    expect(speech.lines.map((line) => line.text)).toEqual(['first']);
    expect(narrator.status()).toEqual({ mode: 'speech' });
    // and narration goes on afterwards
    speech.lineMs = 1;
    expect(await narrator.say(['next'])).toBe('spoken');
  });

  it('cancel() also drops a say() still waiting for the one before it', async () => {
    const speech = new RecordingSpeech({ lineMs: 30 });
    const narrator = new Narrator(speech);
    const first = narrator.say(['a']);
    const second = narrator.say(['b']);
    await narrator.cancel();
    expect(await first).toBe('cancelled');
    expect(await second).toBe('cancelled');
    await sleep(40);
    expect(speech.spoken).toEqual([]);
  });

  it('cancel() with nothing being said resolves', async () => {
    await expect(new Narrator(new RecordingSpeech()).cancel()).resolves.toBeUndefined();
  });

  it('a failed line turns narration text-only, with the reason, and the game goes on', async () => {
    const speech = new RecordingSpeech({
      lineMs: 1,
      failWith: (text) => (text === 'second' ? 'aplay: audio open error: No such device' : undefined),
    });
    const narrator = new Narrator(speech);
    const seen: NarrationStatus[] = [];
    narrator.onStatusChange((status) => seen.push(status));

    expect(await narrator.say(['first', 'second', 'third'])).toBe('text-only');
    expect(speech.lines.map((line) => line.text)).toEqual(['first', 'second']);
    const expected = { mode: 'text-only', reason: 'aplay: audio open error: No such device' };
    expect(narrator.status()).toEqual(expected);
    expect(seen).toEqual([expected]);
    expect(narrationNotice(narrator.status())).toBe(`${TEXT_ONLY_NOTICE}: aplay: audio open error: No such device`);

    // From now on say() resolves at once, without the engine.
    let settled = false;
    const next = narrator.say(['fourth']).then((outcome) => {
      settled = true;
      return outcome;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
    expect(await next).toBe('text-only');
    expect(speech.lines).toHaveLength(2);
    await narrator.cancel();
    expect(seen).toHaveLength(1);
  });

  it('a missing engine turns narration text-only before the first line', async () => {
    const speech = new RecordingSpeech({ availability: { ok: false, reason: 'festival is not installed' } });
    const narrator = new Narrator(speech);
    expect(await narrator.say(['Everyone, close your eyes.'])).toBe('text-only');
    expect(speech.lines).toEqual([]);
    expect(narrator.status()).toEqual({ mode: 'text-only', reason: 'festival is not installed' });
    expect(narrationNotice(narrator.status())).toBe('Text-only narration: festival is not installed');
  });

  it('checkAvailability() tells the console at start-up; retrySpeech() goes back to speech', async () => {
    const speech = new RecordingSpeech({ availability: { ok: false, reason: 'festival is not installed' } });
    const narrator = new Narrator(speech);
    expect(narrationNotice(narrator.status())).toBeNull();
    expect(await narrator.checkAvailability()).toEqual({ mode: 'text-only', reason: 'festival is not installed' });
    expect(await narrator.retrySpeech()).toEqual({ mode: 'text-only', reason: 'festival is not installed' });
    speech.availability = { ok: true };
    expect(await narrator.retrySpeech()).toEqual({ mode: 'speech' });
    expect(await narrator.say(['Werewolves, wake up.'])).toBe('spoken');
    expect(speech.spoken).toEqual(['Werewolves, wake up.']);
  });

  it('a refused voice: the line is said with the default voice, once, and the status says so', async () => {
    const speech = new RecordingSpeech({
      failWith: (_text, options) => (options.voice === 'Bad' ? 'festival has no voice named "Bad"' : undefined),
    });
    const narrator = new Narrator(speech);
    const changes: NarrationStatus[] = [];
    narrator.onStatusChange((status) => changes.push(status));
    expect(await narrator.say(['Seer, wake up.', 'Seer, close your eyes.'], { voice: 'Bad', speed: 1.2 })).toBe(
      'spoken',
    );
    expect(speech.spoken).toEqual(['Seer, wake up.', 'Seer, close your eyes.']);
    // Tried once with the voice; every line then with the default voice (the speed kept).
    expect(speech.lines.map((l) => [l.text, l.options])).toEqual([
      ['Seer, wake up.', { voice: 'Bad', speed: 1.2 }],
      ['Seer, wake up.', { speed: 1.2 }],
      ['Seer, close your eyes.', { speed: 1.2 }],
    ]);
    const refused = { mode: 'speech', voiceRefused: { voice: 'Bad', reason: 'festival has no voice named "Bad"' } };
    expect(narrator.status()).toEqual(refused);
    expect(changes).toEqual([refused]);
    expect(narrationNotice(narrator.status())).toBe(
      'Voice "Bad" refused (festival has no voice named "Bad"): speaking with the default voice',
    );
    // Another voice that works clears the notice; retrySpeech() tries the refused one again.
    expect(await narrator.say(['Robber, wake up.'], { voice: 'Good' })).toBe('spoken');
    expect(narrator.status()).toEqual({ mode: 'speech' });
    expect(await narrator.say(['Robber, close your eyes.'], { voice: 'Bad' })).toBe('spoken');
    expect(narrator.status()).toEqual(refused);
    await narrator.retrySpeech();
    speech.lines.length = 0;
    await narrator.say(['Everyone, wake up.'], { voice: 'Bad' });
    expect(speech.lines.map((l) => l.options.voice)).toEqual(['Bad', undefined]);
  });

  it('a failure the default voice shares is no voice problem: text only, with its reason', async () => {
    const speech = new RecordingSpeech({ failWith: () => 'aplay: no sound device' });
    const narrator = new Narrator(speech);
    expect(await narrator.say(['Seer, wake up.'], { voice: 'kal_diphone' })).toBe('text-only');
    expect(speech.lines.map((l) => l.options.voice)).toEqual(['kal_diphone', undefined]);
    expect(narrator.status()).toEqual({ mode: 'text-only', reason: 'aplay: no sound device' });
    // The console offers to try again: once the device is back, speech is back.
    speech.failWith = undefined;
    expect(await narrator.retrySpeech()).toEqual({ mode: 'speech' });
    expect(await narrator.say(['Seer, close your eyes.'])).toBe('spoken');
  });

  it('an engine that throws or rejects is a failure, not a crash', async () => {
    const throwing: SpeechPort = {
      speak: () => Promise.reject(new Error('engine exploded')),
      stop: () => Promise.resolve(),
      available: () => Promise.resolve({ ok: true }),
    };
    const a = new Narrator(throwing);
    expect(await a.say(['x'])).toBe('text-only');
    expect(a.status()).toEqual({ mode: 'text-only', reason: 'engine exploded' });

    const unknowable: SpeechPort = {
      speak: () => Promise.resolve('spoken'),
      stop: () => Promise.resolve(),
      available: () => Promise.reject(new Error('no PATH')),
    };
    const b = new Narrator(unknowable);
    expect(await b.say(['x'])).toBe('text-only');
    expect(b.status()).toEqual({ mode: 'text-only', reason: 'no PATH' });

    const unstoppable: SpeechPort = {
      speak: () => Promise.resolve('spoken'),
      stop: () => Promise.reject(new Error('EPERM')),
      available: () => Promise.resolve({ ok: true }),
    };
    const c = new Narrator(unstoppable);
    await c.cancel();
    expect(c.status()).toEqual({ mode: 'text-only', reason: 'speech could not be stopped: EPERM' });
  });

  it('a listener that throws does not break narration; unsubscribing works', async () => {
    const speech = new RecordingSpeech({ failWith: () => 'broken' });
    const narrator = new Narrator(speech);
    const calls: string[] = [];
    narrator.onStatusChange(() => {
      throw new Error('listener bug');
    });
    const off = narrator.onStatusChange(() => calls.push('second'));
    off();
    expect(await narrator.say(['x'])).toBe('text-only');
    expect(calls).toEqual([]);
  });

  it("has the shape of the hosts' NarrationService", () => {
    const service: NarrationService = new Narrator(new RecordingSpeech());
    expect(service.status()).toEqual({ mode: 'speech' });
  });
});

describe('RecordingSpeech', () => {
  it('records lines and outcomes, and stop() cancels only what is being said', async () => {
    const speech = new RecordingSpeech({ lineMs: 1000 });
    const a = speech.speak('a', { speed: 2 });
    await speech.stop();
    expect(await a).toBe('cancelled');
    speech.lineMs = 1;
    expect(await speech.speak('b')).toBe('spoken');
    expect(speech.lines).toEqual([
      { text: 'a', options: { speed: 2 }, outcome: 'cancelled' },
      { text: 'b', options: {}, outcome: 'spoken' },
    ]);
    expect(speech.stopCalls).toBe(1);
    expect(await speech.available()).toEqual({ ok: true });
  });

  it('keeps the last `keep` lines', async () => {
    const speech = new RecordingSpeech({ keep: 2 });
    for (const text of ['1', '2', '3']) await speech.speak(text);
    expect(speech.spoken).toEqual(['2', '3']);
  });
});
