/**
 * The real engine: festival, run from the command `say` builds, with ALSA pointed at a file (there is no
 * sound card on CI). These tests fail, not skip, when festival is missing: .ci/run installs it.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Narrator, narrationNotice } from '../../src/main/narration/narrator.ts';
import { SaySpeech } from '../../src/main/narration/say-speech.ts';
import {
  alsaBrokenSink,
  alsaFileSink,
  groupMembers,
  isAlive,
  manualLineTimer,
  processes,
  requireFestival,
  rms,
  waitFor,
  type Proc,
} from './festival-helpers.ts';

const LINE = 'Werewolves, wake up and look for other Werewolves.';

let dir = '';
const sentinels: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nightwarden-festival-'));
});

// In beforeEach, not beforeAll: every test fails (rather than being reported as skipped) without festival.
beforeEach(() => {
  requireFestival();
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  for (const sentinel of sentinels) if (sentinel.exitCode === null) sentinel.kill('SIGKILL');
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

/** A port whose audio goes to `file` through ALSA's file plugin. */
function speechInto(file: string, extra: Partial<ConstructorParameters<typeof SaySpeech>[0]> = {}): SaySpeech {
  const conf = alsaFileSink(dir, file.replace(/\W/g, '_'), file);
  return new SaySpeech({ env: { ...process.env, ALSA_CONFIG_PATH: conf }, ...extra });
}

/** A port whose audio goes into a FIFO nobody reads: aplay blocks, so a line lasts until it is stopped. */
function speechThatHangs(name: string, extra: Partial<ConstructorParameters<typeof SaySpeech>[0]> = {}): SaySpeech {
  const fifo = join(dir, `${name}.fifo`);
  execFileSync('mkfifo', [fifo]);
  return speechInto(fifo, extra);
}

/**
 * The line this test process started: its group's leader (our child: the `timeout` watchdog that runs
 * festival), and festival in that group, once festival's aplay is running.
 */
async function runningFestival(): Promise<{ leader: Proc; festival: Proc; members: Proc[] }> {
  const leader = await waitFor('the line to start', () =>
    processes().find((p) => p.ppid === process.pid && p.comm === 'timeout' && p.state !== 'Z'),
  );
  const festival = await waitFor('festival to start', () =>
    groupMembers(leader.pid).find((p) => p.comm === 'festival'),
  );
  await waitFor('aplay to start', () => groupMembers(leader.pid).find((p) => p.comm === 'aplay'));
  return { leader, festival, members: groupMembers(leader.pid) };
}

function sleeper(): ChildProcess {
  const child = spawn('sleep', ['120'], { stdio: 'ignore' });
  sentinels.push(child);
  return child;
}

// festival is the engine on Linux only (macOS and Windows speak with their own): these run there, and fail
// (never skip) there when festival is missing.
const notLinux = process.platform !== 'linux';
describe.skipIf(notLinux)('festival through say, with an ALSA file sink', () => {
  it('produces audio: a line becomes some KB of non-silent 16-bit samples in the file', async () => {
    const out = join(dir, 'line.raw');
    const speech = speechInto(out);
    expect(await speech.available()).toEqual({ ok: true });
    expect(await speech.speak(LINE)).toBe('spoken');
    const raw = readFileSync(out);
    expect(raw.length).toBeGreaterThan(32_000); // over a second at 16 kHz, 16 bit, mono
    expect(rms(raw)).toBeGreaterThan(200); // not silence
  });

  it('the narrator says its lines through it', async () => {
    const out = join(dir, 'narrator.raw');
    const narrator = new Narrator(speechInto(out));
    expect(await narrator.say(['Everyone, close your eyes.', 'Doppelgänger, wake up.'], { voice: 'kal_diphone' })).toBe(
      'spoken',
    );
    expect(narrator.status()).toEqual({ mode: 'speech' });
    expect(statSync(out).size).toBeGreaterThan(16_000);
  });

  it('speed changes how long a line lasts', async () => {
    const size = async (speed: number): Promise<number> => {
      const out = join(dir, `speed-${speed}.raw`);
      expect(await speechInto(out).speak(LINE, { speed })).toBe('spoken');
      return statSync(out).size;
    };
    const [slow, normal, fast] = [await size(0.5), await size(1), await size(2)];
    expect(slow).toBeGreaterThan(normal * 1.5);
    expect(normal).toBeGreaterThan(fast * 1.5);
  });

  it('lines without a word are not sent to festival (it would crash on them)', async () => {
    const speech = speechInto(join(dir, 'no-words.raw'));
    for (const text of ['', ' ', '...', ',', "'", '-', '!?', ';:', '""', '()', '\\']) {
      expect(await speech.speak(text)).toBe('spoken');
    }
    expect(existsSync(join(dir, 'no-words.raw'))).toBe(false);
    expect(await speech.speak("' ' ' Seer ... -")).toBe('spoken');
    expect(statSync(join(dir, 'no-words.raw')).size).toBeGreaterThan(4_000);
  });

  it('a voice festival does not have is refused before a word is said', async () => {
    const out = join(dir, 'unknown-voice.raw');
    expect(await speechInto(out).speak(LINE, { voice: 'no_such_voice' })).toEqual({
      failed: 'festival has no voice named "no_such_voice"',
      voiceRefused: true,
    });
    expect(existsSync(out)).toBe(false);
  });

  it('the narrator says it with the default voice instead, once, and tells the console', async () => {
    const out = join(dir, 'fallback-voice.raw');
    const narrator = new Narrator(speechInto(out));
    expect(await narrator.say([LINE], { voice: 'no_such_voice' })).toBe('spoken');
    const once = statSync(out).size;
    expect(once).toBeGreaterThan(32_000);
    expect(narrator.status()).toEqual({
      mode: 'speech',
      voiceRefused: { voice: 'no_such_voice', reason: 'festival has no voice named "no_such_voice"' },
    });
    expect(narrationNotice(narrator.status())).toMatch(/^Voice "no_such_voice" refused .*default voice/);
    // The next line goes straight to the default voice; a known voice clears the notice.
    expect(await narrator.say(['Seer, wake up.'], { voice: 'no_such_voice' })).toBe('spoken');
    expect(await narrator.say(['Seer, close your eyes.'], { voice: 'kal_diphone' })).toBe('spoken');
    expect(narrator.status()).toEqual({ mode: 'speech' });
  });
});

describe.skipIf(notLinux)('Scheme injection', () => {
  const say = createRequire(import.meta.url)('say') as {
    Say: new (platform: string) => {
      buildSpeakCommand(input: { text: string }): { command: string; args: string[]; pipedData: string };
    };
  };

  it("runs festival's (system …) through say's raw command, and never through SaySpeech", async () => {
    const marker = join(dir, 'pwned');
    // (festival crashes on a SayText without a word, so each payload starts with one)
    const payloads = [
      `Seer") (system "touch ${marker}") ("`,
      `Seer\\") (system \\"touch ${marker}\\") (\\"`,
      `Seer"\n(system "touch ${marker}")\n"`,
    ];

    // The payload is real: pasted by say into festival's Scheme, it creates the file (festival then
    // complains about the rest, and exits with an error).
    const raw = new say.Say('linux').buildSpeakCommand({ text: payloads[0] ?? '' });
    spawnSync(raw.command, raw.args, {
      input: raw.pipedData,
      env: { ...process.env, ALSA_CONFIG_PATH: alsaFileSink(dir, 'control', join(dir, 'control.raw')) },
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);

    const speech = speechInto(join(dir, 'injection.raw'));
    for (const payload of payloads) {
      expect(await speech.speak(payload)).toBe('spoken');
      expect(existsSync(marker)).toBe(false);
    }
    expect(await speech.speak('Hi', { voice: `kal_diphone) (system "touch ${marker}") (` })).toEqual({
      failed: expect.stringMatching(/is not allowed/),
      voiceRefused: true,
    });
    expect(existsSync(marker)).toBe(false);
  });
});

describe.skipIf(notLinux)('stopping', () => {
  it("kills only the process group it spawned (festival, its sh, its aplay), not say.js's pid + 2", async () => {
    const before = sleeper();
    const speech = speechThatHangs('stop', { stopGraceMs: 300 });
    const kill = vi.spyOn(process, 'kill');
    const outcome = speech.speak(LINE);
    const { leader, festival, members } = await runningFestival();
    const after = sleeper();
    expect(members.map((p) => p.comm).sort()).toEqual(['aplay', 'festival', 'sh', 'timeout']);
    expect(members.every((p) => p.pgid === leader.pid)).toBe(true);
    // What sat at festival's pid + 2, and is not in the group, must survive (say.js would kill it).
    const plusTwo = processes().find((p) => p.pid === festival.pid + 2 && p.pgid !== leader.pid);

    await speech.stop();
    expect(await outcome).toBe('cancelled');
    await waitFor('the group to be gone', () => (groupMembers(leader.pid).length === 0 ? true : undefined), 2000);

    for (const [pid, signal] of kill.mock.calls) {
      expect(pid).toBe(-leader.pid);
      expect(['SIGTERM', 'SIGKILL']).toContain(signal);
    }
    expect(kill).toHaveBeenCalledWith(-leader.pid, 'SIGTERM');
    expect(isAlive(before.pid!)).toBe(true);
    expect(isAlive(after.pid!)).toBe(true);
    if (plusTwo !== undefined) expect(isAlive(plusTwo.pid)).toBe(true);
    // festival's audio file, left behind when it is killed, is cleaned up
    expect(existsSync(`/tmp/audiofile_${String(festival.pid).padStart(5, '0')}`)).toBe(false);

    // The port is usable afterwards, and stop() with nothing running is a no-op.
    await speech.stop();
  });

  it('narrator.cancel() stops the engine and the lines after it are never started', async () => {
    const narrator = new Narrator(speechThatHangs('cancel', { stopGraceMs: 300 }));
    const outcome = narrator.say(['Seer, wake up.', 'Seer, close your eyes.']);
    const { leader } = await runningFestival();
    await narrator.cancel();
    expect(await outcome).toBe('cancelled');
    await waitFor('the group to be gone', () => (groupMembers(leader.pid).length === 0 ? true : undefined), 1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processes().filter((p) => p.ppid === process.pid && p.comm === 'timeout')).toEqual([]);
    expect(narrator.status()).toEqual({ mode: 'speech' });
  });

  it('a line that never ends is stopped after its time-out and reported as a failure', async () => {
    // The time-out expires once aplay hangs on the sink, not on the wall clock: how long the engine takes
    // to reach aplay on a busy machine cannot decide the verdict.
    const clock = manualLineTimer();
    const speech = speechThatHangs('timeout', {
      stopGraceMs: 200,
      lineTimeoutMs: () => 1000,
      lineTimer: clock.lineTimer,
    });
    const outcome = speech.speak(LINE);
    const { leader } = await runningFestival();
    clock.expire();
    expect(await outcome).toEqual({ failed: 'festival did not finish a line within 1 s' });
    await waitFor('the group to be gone', () => (groupMembers(leader.pid).length === 0 ? true : undefined));
  });
});

describe.skipIf(notLinux)('when festival cannot play', () => {
  it("a failing audio device fails the line with aplay's error and narration goes text-only", async () => {
    const speech = new SaySpeech({ env: { ...process.env, ALSA_CONFIG_PATH: alsaBrokenSink(dir) } });
    const outcome = await speech.speak(LINE);
    expect(outcome).toEqual({ failed: expect.stringMatching(/^festival: aplay: .*error/) });

    const narrator = new Narrator(speech);
    expect(await narrator.say([LINE, 'Seer, wake up.'])).toBe('text-only');
    expect(narrationNotice(narrator.status())).toMatch(/^Text-only narration: festival: aplay: .*error/);
    expect(await narrator.say(['Seer, close your eyes.'])).toBe('text-only');
  });
});
