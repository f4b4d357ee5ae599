/**
 * French on Linux: espeak-ng, behind the same speech port as festival, with ALSA pointed at a file or a
 * FIFO (no sound card). A French line goes to espeak-ng with a French voice, under the same watchdog, in a
 * process group of its own marked as ours, stopped and timed out as festival's lines are, and nothing in a
 * line (a player's name) reaches a shell. These fail, not skip, when espeak-ng is missing: .ci/run installs it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Narrator } from '../../src/main/narration/narrator.ts';
import { SaySpeech } from '../../src/main/narration/say-speech.ts';
import { SPEECH_OWNER_ENV, speechOwnerMark } from '../../src/main/narration/leftovers.ts';
import {
  alsaFileSink,
  groupMembers,
  manualLineTimer,
  processes,
  requireFestival,
  rms,
  waitFor,
  type Proc,
} from './festival-helpers.ts';

const LINE = 'Loup-garou, réveille-toi et regarde les autres loups-garous.';

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nightwarden-espeak-'));
});

beforeEach(() => {
  requireFestival();
  try {
    execFileSync('sh', ['-c', 'command -v espeak-ng'], { stdio: 'ignore' });
  } catch {
    throw new Error('espeak-ng not installed: the French narration tests need it (apt-get install espeak-ng)');
  }
});

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

function speechInto(file: string, extra: Partial<ConstructorParameters<typeof SaySpeech>[0]> = {}): SaySpeech {
  const conf = alsaFileSink(dir, file.replace(/\W/g, '_'), file);
  return new SaySpeech({ env: { ...process.env, ALSA_CONFIG_PATH: conf }, ...extra });
}

/** A port whose audio goes into a FIFO nobody reads: aplay blocks, so the line lasts until stopped. */
function speechThatHangs(name: string, extra: Partial<ConstructorParameters<typeof SaySpeech>[0]> = {}): SaySpeech {
  const fifo = join(dir, `${name}.fifo`);
  execFileSync('mkfifo', [fifo]);
  return speechInto(fifo, extra);
}

function argv(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, -1);
}

/** The line this process started: the watchdog leading the group, and espeak-ng and aplay in it. */
async function runningEspeak(): Promise<{ leader: Proc; espeak: Proc; members: Proc[] }> {
  const leader = await waitFor('the line to start', () =>
    processes().find((p) => p.ppid === process.pid && p.comm === 'timeout' && p.state !== 'Z'),
  );
  const espeak = await waitFor('espeak-ng to start', () =>
    groupMembers(leader.pid).find((p) => p.comm === 'espeak-ng'),
  );
  await waitFor('aplay to start', () => groupMembers(leader.pid).find((p) => p.comm === 'aplay'));
  return { leader, espeak, members: groupMembers(leader.pid) };
}

const notLinux = process.platform !== 'linux';
describe.skipIf(notLinux)('French through espeak-ng, with an ALSA file sink', () => {
  it('a French line goes to espeak-ng with a French voice, marked as ours, under the watchdog', async () => {
    const speech = speechThatHangs('argv', { stopGraceMs: 200 });
    const fr = await speech.voices('fr');
    expect(fr[0]?.id).toBe('espeak-ng:fr');
    const outcome = speech.speak(LINE, { language: 'fr' });
    const { leader, espeak, members } = await runningEspeak();
    expect(argv(leader.pid).slice(0, 2)).toEqual([expect.stringMatching(/timeout$/), '--signal=KILL']);
    const args = argv(espeak.pid);
    expect(args[0]).toBe('espeak-ng');
    expect(args.slice(args.indexOf('-v'), args.indexOf('-v') + 2)).toEqual(['-v', 'fr']);
    // No festival anywhere in the line: French is not read by an English voice.
    expect(members.some((p) => p.comm === 'festival')).toBe(false);
    const environ = readFileSync(`/proc/${espeak.pid}/environ`, 'latin1').split('\0');
    expect(environ).toContain(`${SPEECH_OWNER_ENV}=${speechOwnerMark()}`);
    await speech.stop();
    expect(await outcome).toBe('cancelled');
    await waitFor('the group to be gone', () => (groupMembers(leader.pid).length === 0 ? true : undefined));
  });

  it('produces audio: the French line becomes non-silent samples in the file', async () => {
    const out = join(dir, 'french.raw');
    const speech = speechInto(out);
    await speech.voices('fr');
    expect(await speech.speak(LINE, { language: 'fr' })).toBe('spoken');
    const raw = readFileSync(out);
    expect(raw.length).toBeGreaterThan(32_000);
    expect(rms(raw)).toBeGreaterThan(200);
  });

  it('synthesises to a WAV with the voice the options list (espeak-ng -w), non-empty', async () => {
    const speech = new SaySpeech();
    const fr = await speech.voices('fr');
    const wav = join(dir, 'voice.wav');
    execFileSync('espeak-ng', ['-v', fr[0]!.name, '-w', wav, 'Bonjour à tous.']);
    expect(statSync(wav).size).toBeGreaterThan(10_000);
    expect(readFileSync(wav).subarray(0, 4).toString('latin1')).toBe('RIFF');
  });

  it('the narrator speaks the French of a game through it, the speed changing its length', async () => {
    const slow = join(dir, 'slow.raw');
    const fast = join(dir, 'fast.raw');
    const narrator = new Narrator(speechInto(slow));
    expect(await narrator.say([LINE], { language: 'fr', speed: 0.5 })).toBe('spoken');
    expect(narrator.status()).toEqual({ mode: 'speech' });
    expect(await new Narrator(speechInto(fast)).say([LINE], { language: 'fr', speed: 2 })).toBe('spoken');
    expect(statSync(slow).size).toBeGreaterThan(statSync(fast).size * 1.5);
  });

  it("a player's name never reaches a shell: a line full of shell syntax is only words", async () => {
    const marker = join(dir, 'pwned');
    const names = [
      `$(touch ${marker})`,
      `\`touch ${marker}\``,
      `"; touch ${marker}; echo "`,
      `'; touch ${marker}; '`,
      `x | touch ${marker}`,
      `-v fr --stdout > ${marker}`,
    ];
    const out = join(dir, 'names.raw');
    const narrator = new Narrator(speechInto(out));
    for (const name of names) {
      expect(await narrator.say([`${name}, réveille-toi.`], { language: 'fr', voice: 'espeak-ng:fr' })).toBe('spoken');
    }
    expect(existsSync(marker)).toBe(false);
    expect(narrator.status()).toEqual({ mode: 'speech' });
  });

  it('a voice espeak-ng lacks is refused; the narrator says the line with the French default and says so', async () => {
    const speech = speechInto(join(dir, 'refused.raw'));
    // Not listed yet: the engine itself refuses it.
    expect(await speech.speak(LINE, { voice: 'espeak-ng:xx-nowhere' })).toEqual({
      failed: expect.stringMatching(/^espeak-ng has no such voice/),
      voiceRefused: true,
    });
    const narrator = new Narrator(speech);
    expect(await narrator.say([LINE], { language: 'fr', voice: 'espeak-ng:xx-nowhere' })).toBe('spoken');
    expect(narrator.status()).toEqual({
      mode: 'speech',
      voiceRefused: {
        voice: 'espeak-ng:xx-nowhere',
        reason: 'no French voice "xx-nowhere" is installed for espeak-ng',
      },
    });
    // festival's English voice chosen for French lines is refused the same way: French stays French.
    expect(await narrator.say([LINE], { language: 'fr', voice: 'festival:kal_diphone' })).toBe('spoken');
    expect(narrator.status()).toMatchObject({ voiceRefused: { voice: 'festival:kal_diphone' } });
  });

  it('a line that never ends is stopped after its time-out, its whole group ended', async () => {
    // The time-out expires once aplay hangs on the sink, not on the wall clock: how long the engine takes
    // to reach aplay on a busy machine cannot decide the verdict.
    const clock = manualLineTimer();
    const speech = speechThatHangs('timeout', {
      stopGraceMs: 200,
      lineTimeoutMs: () => 1000,
      lineTimer: clock.lineTimer,
    });
    await speech.voices('fr');
    const outcome = speech.speak(LINE, { language: 'fr' });
    const { leader } = await runningEspeak();
    clock.expire();
    expect(await outcome).toEqual({ failed: 'espeak-ng did not finish a line within 1 s' });
    await waitFor('the group to be gone', () => (groupMembers(leader.pid).length === 0 ? true : undefined));
  });

  it('without espeak-ng, French has no voice: the default voice says it and the notice says why', async () => {
    const bin = join(dir, 'bin-no-espeak');
    execFileSync('mkdir', ['-p', bin]);
    for (const tool of ['festival', 'aplay', 'timeout', 'sh'])
      execFileSync('ln', [
        '-sf',
        execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim(),
        join(bin, tool),
      ]);
    const out = join(dir, 'no-espeak.raw');
    const conf = alsaFileSink(dir, 'no_espeak', out);
    const speech = new SaySpeech({ env: { ...process.env, PATH: bin, ALSA_CONFIG_PATH: conf } });
    expect(await speech.voices('fr')).toEqual([]);
    const narrator = new Narrator(speech);
    expect(await narrator.say(['Bonjour.'], { language: 'fr' })).toBe('spoken');
    expect(narrator.status()).toMatchObject({ mode: 'speech', noVoice: { language: 'fr' } });
    expect(statSync(out).size).toBeGreaterThan(4_000);
  });
});
