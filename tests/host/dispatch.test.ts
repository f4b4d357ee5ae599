/**
 * The contract's main side, for what issue 10 added: each spoken line answers with the narration's
 * status (a refused voice, text only), the console can ask to try speech again, and a method name that
 * is not a string is an input error.
 */
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { Narrator } from '../../src/main/narration/narrator.ts';
import { RecordingSpeech } from '../../src/main/narration/recording-speech.ts';
import { openSession } from '../session/helpers.ts';

describe('speech through the contract', () => {
  it('speak answers the status with the outcome; retrySpeech asks the engine again', async () => {
    const speech = new RecordingSpeech({
      failWith: (_text, options) => (options.voice === 'Bad' ? 'festival has no voice named "Bad"' : undefined),
    });
    const { session } = openSession();
    const dispatch = createDispatcher({ session, narration: new Narrator(speech), keepAwake: () => undefined });
    expect(await dispatch('speak', [['Seer, wake up.'], { voice: 'Bad' }])).toEqual({
      ok: true,
      value: {
        outcome: 'spoken',
        status: { mode: 'speech', voiceRefused: { voice: 'Bad', reason: 'festival has no voice named "Bad"' } },
      },
    });
    speech.failWith = () => 'aplay: no sound device';
    expect(await dispatch('speak', [['Seer, close your eyes.'], {}])).toEqual({
      ok: true,
      value: { outcome: 'text-only', status: { mode: 'text-only', reason: 'aplay: no sound device' } },
    });
    speech.failWith = undefined;
    expect(await dispatch('retrySpeech', [])).toEqual({ ok: true, value: { mode: 'speech' } });
    expect(await dispatch('retrySpeech', ['x'])).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
  });

  it('the browser host without speech: still text only after a retry, with its reason', async () => {
    const { session } = openSession();
    const dispatch = createDispatcher({ session, narration: new TimedTextNarration(1), keepAwake: () => undefined });
    expect(await dispatch('retrySpeech', [])).toEqual({
      ok: true,
      value: { mode: 'text-only', reason: 'this host has no speech' },
    });
  });
});

describe('method names', () => {
  it('a name that is not a string is an input error naming what it got; an unknown one is named, cut short', async () => {
    const { session } = openSession();
    const dispatch = createDispatcher({ session, narration: new TimedTextNarration(1), keepAwake: () => undefined });
    expect(await dispatch({ toString: 1, valueOf: 1 }, [])).toEqual({
      ok: false,
      error: { code: 'input/invalid', message: 'method: a method name is a string (got an object)' },
    });
    expect(await dispatch(null, [])).toMatchObject({
      error: { message: 'method: a method name is a string (got null)' },
    });
    expect(await dispatch(['a'], [])).toMatchObject({
      error: { message: 'method: a method name is a string (got an array)' },
    });
    const unknown = await dispatch(`x${'y'.repeat(100_000)}`, []);
    expect(unknown).toMatchObject({ ok: false, error: { code: 'input/unknown-method' } });
    if (!unknown.ok) expect(unknown.error.message.length).toBeLessThan(120);
  });
});
