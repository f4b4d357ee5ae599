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
import type { SpeakOptions, SpeechPort } from '../../src/main/narration/speech-port.ts';
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

describe('the output device through the contract', () => {
  /** An engine with two outputs that records where each line went (a device not listed is refused). */
  function twoOutputs(): SpeechPort & { said: { text: string; device: string }[] } {
    const said: { text: string; device: string }[] = [];
    const devices = [
      { id: 'speaker', label: 'speaker — The room speaker' },
      { id: 'headphones', label: 'headphones — The moderator' },
    ];
    return {
      said,
      speak: (text: string, options: SpeakOptions = {}) => {
        if (options.device !== undefined && !devices.some((d) => d.id === options.device))
          return Promise.resolve({
            failed: `no output device ${JSON.stringify(options.device)} is listed`,
            deviceRefused: true as const,
          });
        said.push({ text, device: options.device ?? 'default' });
        return Promise.resolve('spoken' as const);
      },
      stop: () => Promise.resolve(),
      available: () => Promise.resolve({ ok: true as const }),
      outputDevices: () => Promise.resolve({ canChoose: true, devices }),
    };
  }

  it('lists the outputs; a line goes to the device chosen; one not listed is refused with a clear reason, said on the default output', async () => {
    const engine = twoOutputs();
    const { session } = openSession();
    const dispatch = createDispatcher({ session, narration: new Narrator(engine), keepAwake: () => undefined });
    expect(await dispatch('outputDevices', [])).toMatchObject({
      ok: true,
      value: { canChoose: true, devices: [{ id: 'speaker' }, { id: 'headphones' }] },
    });
    expect(await dispatch('speak', [['Seer, wake up.'], { device: 'speaker' }])).toEqual({
      ok: true,
      value: { outcome: 'spoken', status: { mode: 'speech' } },
    });
    expect(await dispatch('speak', [['Seer, close your eyes.'], { device: 'hw:9' }])).toEqual({
      ok: true,
      value: {
        outcome: 'spoken',
        status: { mode: 'speech', deviceRefused: { device: 'hw:9', reason: 'no output device "hw:9" is listed' } },
      },
    });
    expect(engine.said).toEqual([
      { text: 'Seer, wake up.', device: 'speaker' },
      { text: 'Seer, close your eyes.', device: 'default' },
    ]);
  });

  it('a device that is not a name is refused by the contract, naming the field and the limit; nothing is said', async () => {
    const engine = twoOutputs();
    const { session } = openSession();
    const dispatch = createDispatcher({ session, narration: new Narrator(engine), keepAwake: () => undefined });
    const control = await dispatch('speak', [['Seer, wake up.'], { device: 'speaker\nrm' }]);
    expect(control).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    if (!control.ok) expect(control.error.message).toMatch(/device.*no control or formatting characters/);
    const empty = await dispatch('speak', [['Seer, wake up.'], { device: '' }]);
    if (!empty.ok) expect(empty.error.message).toMatch(/device.*an output device is named/);
    expect(empty.ok).toBe(false);
    const long = await dispatch('speak', [['Seer, wake up.'], { device: 'x'.repeat(201) }]);
    if (!long.ok) expect(long.error.message).toMatch(/at most 200 characters/);
    expect(long.ok).toBe(false);
    expect(await dispatch('speak', [['Seer, wake up.'], { device: 7 }])).toMatchObject({ ok: false });
    expect(engine.said).toEqual([]);
  });

  it('the browser host without speech cannot choose, and says why', async () => {
    const { session } = openSession();
    const dispatch = createDispatcher({ session, narration: new TimedTextNarration(1), keepAwake: () => undefined });
    expect(await dispatch('outputDevices', [])).toEqual({
      ok: true,
      value: { canChoose: false, devices: [], reason: 'this host has no speech' },
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
