/**
 * The real speech port, backed by the `say` package (festival on Linux, `say` on macOS, PowerShell's
 * SpeechSynthesizer on Windows).
 *
 * `say` builds each engine's command (its platform classes' `buildSpeakCommand`), but its own `speak()` and
 * `stop()` are not used, because of what they do:
 * - Linux `stop()` kills `pid + 2`, which is festival's `sh`, not the `aplay` playing, and may be an unrelated
 *   process; here each line runs in a process group of its own and stopping signals that group only
 *   (SIGTERM, then SIGKILL if something in it is still there after a grace period).
 * - the text (and on Linux the voice) is pasted into festival's Scheme, the Windows voice into a PowerShell
 *   command run through a shell: here text is sanitised and voice names validated first (speech-text.ts),
 *   Windows runs without a shell, and festival voices are only ever `voice_<name>` behind `symbol-bound?`.
 * - a missing engine emits an 'error' nobody listens to (an uncaught exception), and any stderr output ends
 *   the callback while the engine is still talking: here the line ends when the engine's process does.
 * - Linux speed replaces festival's Audio_Command with an aplay at another sample rate (a higher voice,
 *   not a faster one): here speed scales festival's Duration_Stretch instead.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { access, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import {
  clampSpeed,
  describeError,
  type SpeakOptions,
  type SpeakOutcome,
  type SpeechAvailability,
  type SpeechPort,
} from './speech-port.ts';
import { SPEECH_OWNER_ENV, processGroup, speechOwnerMark } from './leftovers.ts';
import {
  MAX_SPEECH_CHARS,
  checkVoiceName,
  festivalText,
  festivalVoiceFunction,
  sanitizeSpeechText,
} from './speech-text.ts';
import { VoiceCatalogue, parseVoiceRef, type VoiceEngine, type VoiceView } from './voices.ts';
import { DEVICE_ENV, DeviceCatalogue, deviceProblem } from './devices.ts';
import type { OutputDevicesView } from '../../shared/api.ts';

export type SpeechPlatform = 'linux' | 'darwin' | 'win32';

/** One engine run: the program, its arguments (never through a shell) and what is written to its stdin. */
export interface SpeechCommand {
  readonly command: string;
  readonly args: readonly string[];
  readonly stdin: string;
  /** Added to the engine's environment (the output device, read by the command's constant script). */
  readonly env?: Readonly<Record<string, string>>;
}

/** A command, `null` when sanitising left nothing to say, or why the options were refused. */
export type BuiltSpeech =
  | { readonly ok: true; readonly command: SpeechCommand | null }
  | { readonly ok: false; readonly reason: string; readonly voiceRefused?: true };

export interface SaySpeechOptions {
  /** Defaults to `process.platform`. */
  readonly platform?: NodeJS.Platform;
  /** The engine's environment (defaults to `process.env`); tests point ALSA at a file here. */
  readonly env?: NodeJS.ProcessEnv;
  /** After SIGTERM, how long the group has to end before SIGKILL (ms). */
  readonly stopGraceMs?: number;
  /** After SIGKILL, how long `stop()` waits at most (ms). */
  readonly killWaitMs?: number;
  /** How long a line may take before it is stopped and reported as failed (ms). */
  readonly lineTimeoutMs?: (text: string, speed: number) => number;
  /**
   * The clock a line's time-out runs on: starts a timer of `ms` that calls `expire`, and returns what
   * cancels it (defaults to `setTimeout`). Tests expire a line when it is known to hang, never racing the
   * engine's start-up against a wall-clock time-out.
   */
  readonly lineTimer?: (ms: number, expire: () => void) => () => void;
  /**
   * How much longer than a line's time-out the engine's own watchdog (coreutils `timeout`, which ends the
   * whole group) lets it run: the bound that still holds when this process has crashed (ms).
   */
  readonly watchdogGraceMs?: number;
  /** The voices installed (defaults to asking the engines of `platform` with `env`). */
  readonly catalogue?: VoiceCatalogue;
  /** The audio outputs (defaults to asking the platform: `aplay -L`, `say -a '?'`, SAPI). */
  readonly devices?: DeviceCatalogue;
}

const ENGINE_NAME: Record<SpeechPlatform, string> = { linux: 'festival', darwin: 'say', win32: 'PowerShell' };
const ENGINE_BINARY: Record<SpeechPlatform, string> = { linux: 'festival', darwin: 'say', win32: 'powershell' };
const NOT_INSTALLED: Record<SpeechPlatform, string> = {
  linux: 'festival is not installed (Debian/Ubuntu: apt-get install festival)',
  darwin: 'the say command was not found',
  win32: 'PowerShell was not found',
};
export const ESPEAK_NOT_INSTALLED = 'espeak-ng is not installed (Debian/Ubuntu: apt-get install espeak-ng)';
/** Neither of Linux's engines. */
const NO_LINUX_ENGINE =
  'festival is not installed (Debian/Ubuntu: apt-get install festival), nor espeak-ng (apt-get install espeak-ng)';

/** The engines a voice may belong to on each platform (the first speaks a voice named without one). */
const PLATFORM_ENGINES: Record<SpeechPlatform, readonly VoiceEngine[]> = {
  linux: ['festival', 'espeak-ng'],
  darwin: ['say'],
  win32: ['sapi'],
};

const LANGUAGE_NAME: Record<'en' | 'fr', string> = { en: 'English', fr: 'French' };

/**
 * espeak-ng's line on Linux: espeak-ng writes a WAV to its stdout and aplay plays it, the way festival
 * plays through aplay (espeak-ng's own audio output drops lines on ALSA's file and null devices). The script
 * is this constant; the voice, the rate and `--stdin` are its arguments ("$@"), never pasted into it, and the
 * sanitised text is written to espeak-ng's stdin. A failure of espeak-ng is marked on stderr.
 */
export const ESPEAK_SCRIPT =
  '{ espeak-ng "$@" --stdout || echo "nightwarden: espeak-ng failed" >&2; } | aplay -q ${NIGHTWARDEN_AUDIO_DEVICE:+-D "$NIGHTWARDEN_AUDIO_DEVICE"}';

/**
 * festival's audio command when a device is chosen: Debian's own (`aplay -q -c 1 -t raw -f s16 -r $SR
 * $FILE`, festival setting SR and FILE in the environment) with `-D` and the device read from the
 * environment too. Constant: festival hands it to a shell, which expands the variable and never parses its
 * value. festival escapes double quotes in it, so the variable cannot be quoted: the device's name is an
 * ALSA name, which devices.ts allows only of characters that neither split nor glob (ALSA_DEVICE_NAME).
 */
export const FESTIVAL_DEVICE_AUDIO =
  "(Parameter.set 'Audio_Method 'Audio_Command) (Parameter.set 'Audio_Command \"aplay -q -D $NIGHTWARDEN_AUDIO_DEVICE -c 1 -t raw -f s16 -r $SR $FILE\")";
const ESPEAK_FAILED_MARK = 'nightwarden: espeak-ng failed';
/** espeak-ng's words per minute at speed 1, and its limits. */
const ESPEAK_WPM = 175;

/** What festival writes, and its exit code, when it has no voice of the name given. */
const NO_VOICE_MARK = 'nightwarden: festival has no voice';
const NO_VOICE_EXIT = 3;
/** coreutils `timeout` exits with this code when it had to end the command (or is killed with its group). */
const WATCHDOG_EXPIRED = 124;

/** Generous: 20 s, plus 200 ms a character at speed 1 (speech is about 15 characters a second). */
const defaultLineTimeout = (text: string, speed: number): number =>
  20_000 + Math.ceil((Math.min(text.length, MAX_SPEECH_CHARS) * 200) / speed);

function realTimer(ms: number, expire: () => void): () => void {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
}

export function speechPlatform(platform: NodeJS.Platform): SpeechPlatform | null {
  return platform === 'linux' || platform === 'darwin' || platform === 'win32' ? platform : null;
}

// ---------------------------------------------------------------------------------------------------------
// say's command builders

interface SayEngine {
  buildSpeakCommand(input: { text: string; voice: string | null; speed: number | null }): {
    command: string;
    args: unknown[];
    pipedData: string;
  };
}
type SayConstructor = new (platform: SpeechPlatform) => SayEngine;

let sayConstructor: SayConstructor | undefined;

/** say's `Say` class, loaded on first use (loading it constructs a singleton, which throws on other OSes). */
function loadSay(): SayConstructor {
  if (sayConstructor) return sayConstructor;
  let loaded: unknown;
  try {
    loaded = createRequire(import.meta.url)('say');
  } catch (error) {
    throw new Error(`the say package could not be loaded: ${describeError(error)}`, { cause: error });
  }
  const Say = (loaded as { Say?: unknown } | null)?.Say;
  if (typeof Say !== 'function') throw new Error('the say package has no Say class (expected say 0.16)');
  sayConstructor = Say as SayConstructor;
  return sayConstructor;
}

function sayEngine(platform: SpeechPlatform): SayEngine {
  const engine = new (loadSay())(platform);
  if (typeof engine.buildSpeakCommand !== 'function') throw new Error('say has no buildSpeakCommand (expected 0.16)');
  return engine;
}

/**
 * The command that says `text` on `platform`: text sanitised, voice validated (refused if unsafe), speed
 * clamped to 0.5–2. Pure apart from loading `say`; throws only if `say` cannot be loaded.
 */
export function buildSpeechCommand(platform: SpeechPlatform, text: string, options: SpeakOptions = {}): BuiltSpeech {
  let voice: string | null = null;
  if (options.voice !== undefined && options.voice.trim() !== '') {
    const check = checkVoiceName(options.voice);
    if (!check.ok) return { ok: false, reason: check.reason, voiceRefused: true };
    voice = check.voice;
  }
  const speed = clampSpeed(options.speed);

  if (platform === 'linux') {
    const words = festivalText(text);
    // Nothing to say, and festival crashes (SIGSEGV) on a SayText without a word: "", "...", "-".
    if (!/[A-Za-z0-9]/.test(words)) return { ok: true, command: null };
    // Neither voice nor speed goes through say on Linux (see the top of this file).
    const base = sayEngine('linux').buildSpeakCommand({ text: words, voice: null, speed: null });
    if (base.command !== 'festival' || base.pipedData !== `(SayText "${words}")`) {
      throw new Error('say built an unexpected festival command (expected say 0.16)');
    }
    const prelude: string[] = [];
    const selectVoice = voice === null ? null : festivalVoiceFunction(voice);
    if (voice !== null && selectVoice === null)
      return { ok: false, reason: `festival has no voice named ${JSON.stringify(voice)}`, voiceRefused: true };
    // A voice festival does not have ends the run before a word is said (the narrator then says the line
    // with the default voice, and tells the console): never a Scheme error, never a line said twice.
    if (selectVoice !== null)
      prelude.push(
        `(if (symbol-bound? '${selectVoice}) (${selectVoice}) (begin (format stderr "${NO_VOICE_MARK} ${voice}\\n") (exit ${NO_VOICE_EXIT})))`,
      );
    if (speed !== 1) {
      const stretch = (1 / speed).toFixed(4);
      prelude.push(`(Parameter.set 'Duration_Stretch (* (or (Parameter.get 'Duration_Stretch) 1) ${stretch}))`);
      // HTS voices (cmu_us_slt_arctic_hts) ignore Duration_Stretch: their engine takes a speech rate.
      if (selectVoice !== null && /_hts$/.test(selectVoice))
        prelude.push(`(set! hts_engine_params (append hts_engine_params (list (list "-r" ${speed.toFixed(4)}))))`);
    }
    return {
      ok: true,
      command: { command: base.command, args: base.args.map(String), stdin: [...prelude, base.pipedData].join(' ') },
    };
  }

  const words = sanitizeSpeechText(text);
  if (!/[\p{L}\p{N}]/u.test(words)) return { ok: true, command: null };
  const base = sayEngine(platform).buildSpeakCommand({ text: words, voice, speed: speed === 1 ? null : speed });
  if (platform === 'darwin') {
    // say -v VOICE TEXT -r RATE: the text is one argument (no shell) and never starts with '-'.
    return { ok: true, command: { command: base.command, args: base.args.map(String), stdin: '' } };
  }
  // Windows: say's script reads the text from stdin; run it without the shell say asks for.
  const script = base.args[0];
  if (typeof script !== 'string' || base.args.length !== 1)
    throw new Error('say built an unexpected PowerShell command');
  return {
    ok: true,
    command: {
      command: base.command,
      args: ['-NoProfile', '-NonInteractive', '-Command', script],
      stdin: base.pipedData,
    },
  };
}

/**
 * espeak-ng's command for a line (Linux): `sh -c ESPEAK_SCRIPT nightwarden-espeak -v VOICE -s WPM --stdin`,
 * with the sanitised text (accents kept: espeak-ng reads UTF-8) on stdin. The voice is checked as any voice
 * name is; speed 0.5–2 is 88–350 words a minute.
 */
export function buildEspeakCommand(text: string, voice: string, speed: number | undefined): BuiltSpeech {
  const check = checkVoiceName(voice);
  if (!check.ok) return { ok: false, reason: check.reason, voiceRefused: true };
  const words = sanitizeSpeechText(text);
  if (!/[\p{L}\p{N}]/u.test(words)) return { ok: true, command: null };
  const wpm = Math.round(ESPEAK_WPM * clampSpeed(speed));
  return {
    ok: true,
    command: {
      command: 'sh',
      args: ['-c', ESPEAK_SCRIPT, 'nightwarden-espeak', '-v', check.voice, '-s', String(wpm), '--stdin'],
      stdin: `${words}\n`,
    },
  };
}

/**
 * The SAPI voice object's line on Windows when a device is chosen (System.Speech, which speaks otherwise,
 * has no device choice): the device, the voice and the rate come from the environment, the text from
 * stdin; the script is constant.
 */
export const SAPI_DEVICE_SCRIPT = [
  '$v = New-Object -ComObject SAPI.SpVoice',
  `foreach ($o in $v.GetAudioOutputs()) { if ($o.GetDescription() -eq $env:${DEVICE_ENV}) { $v.AudioOutput = $o } }`,
  'if ($env:NIGHTWARDEN_VOICE) { foreach ($t in $v.GetVoices()) { if ($t.GetDescription() -like "*$($env:NIGHTWARDEN_VOICE)*") { $v.Voice = $t } } }',
  'if ($env:NIGHTWARDEN_RATE) { $v.Rate = [int]$env:NIGHTWARDEN_RATE }',
  '$text = [Console]::In.ReadToEnd()',
  '[void]$v.Speak($text)',
].join('; ');

/**
 * A line's command sent to `device` (already found in the platform's list): festival's audio command and
 * espeak-ng's aplay read it from the environment; macOS's `say` takes it as its own argument; on Windows
 * the SAPI voice object speaks (SAPI_DEVICE_SCRIPT).
 */
export function onDevice(
  platform: SpeechPlatform,
  engine: VoiceEngine,
  command: SpeechCommand,
  device: string,
): SpeechCommand {
  if (platform === 'linux') {
    const stdin = engine === 'festival' ? `${FESTIVAL_DEVICE_AUDIO} ${command.stdin}` : command.stdin;
    return { ...command, stdin, env: { ...command.env, [DEVICE_ENV]: device } };
  }
  if (platform === 'darwin') return { ...command, args: ['-a', device, ...command.args] };
  // Windows: the voice and rate say's command had, for the SAPI object.
  const voice = /SelectVoice\('([^']*)'\)/.exec(command.args.join(' '))?.[1];
  const rate = /\.Rate = (-?\d+)/.exec(command.args.join(' '))?.[1];
  return {
    command: command.command,
    args: ['-NoProfile', '-NonInteractive', '-Command', SAPI_DEVICE_SCRIPT],
    stdin: command.stdin,
    env: {
      [DEVICE_ENV]: device,
      ...(voice ? { NIGHTWARDEN_VOICE: voice } : {}),
      ...(rate ? { NIGHTWARDEN_RATE: rate } : {}),
    },
  };
}

/** Which engine says a line, with which of its voices (null: the engine's default). */
export type VoicePlan =
  | { readonly ok: true; readonly engine: VoiceEngine; readonly voice: string | null }
  | { readonly ok: false; readonly reason: string };

/**
 * The voice for a line: the one asked for, if it is allowed, belongs to an engine of this platform and
 * (when the language's voices are known) speaks the language; else, without one, the best voice of the
 * language; else the main engine's default voice.
 */
export function planVoice(
  platform: SpeechPlatform,
  options: SpeakOptions,
  listed: readonly VoiceView[] | undefined,
): VoicePlan {
  const engines = PLATFORM_ENGINES[platform];
  const main = engines[0]!;
  if (options.voice !== undefined && options.voice.trim() !== '') {
    const ref = parseVoiceRef(options.voice);
    if (ref === null) {
      // An engine this console does not know, or a name with a character no engine may be given.
      const check = checkVoiceName(options.voice);
      return { ok: false, reason: check.ok ? 'the voice name is not allowed' : check.reason };
    }
    const engine = ref.engine ?? main;
    if (!engines.includes(engine))
      return { ok: false, reason: `${ref.name} is a voice of ${engine}, which this system does not use` };
    if (options.language !== undefined && listed !== undefined) {
      const found = listed.some((v) => v.engine === engine && v.name === ref.name);
      if (!found)
        return {
          ok: false,
          reason: `no ${LANGUAGE_NAME[options.language]} voice ${JSON.stringify(ref.name)} is installed for ${engine}`,
        };
    }
    return { ok: true, engine, voice: ref.name };
  }
  const best = listed?.find((v) => engines.includes(v.engine));
  return best ? { ok: true, engine: best.engine, voice: best.name } : { ok: true, engine: main, voice: null };
}

// ---------------------------------------------------------------------------------------------------------
// The port

interface Running {
  readonly child: ChildProcess;
  stopped: boolean;
  timedOut: boolean;
  done: boolean;
  readonly ended: Promise<void>;
}

export class SaySpeech implements SpeechPort {
  private readonly running = new Set<Running>();
  private readonly platform: NodeJS.Platform;
  /** The voices installed, by language (asked once; `forgetVoices()` asks again). */
  readonly catalogue: VoiceCatalogue;
  /** The audio outputs (asked once; `forgetVoices()` asks again, as after plugging in a speaker). */
  readonly devices: DeviceCatalogue;

  constructor(private readonly options: SaySpeechOptions = {}) {
    this.platform = options.platform ?? process.platform;
    this.catalogue =
      options.catalogue ?? new VoiceCatalogue({ platform: this.platform, env: options.env ?? process.env });
    this.devices = options.devices ?? new DeviceCatalogue(this.platform, options.env ?? process.env);
  }

  outputDevices(): Promise<OutputDevicesView> {
    return this.devices.devices();
  }

  async available(): Promise<SpeechAvailability> {
    const platform = speechPlatform(this.platform);
    if (platform === null) return { ok: false, reason: `speech is not supported on ${this.platform}` };
    try {
      loadSay();
    } catch (error) {
      return { ok: false, reason: describeError(error) };
    }
    const env = this.options.env ?? process.env;
    if (await findOnPath(ENGINE_BINARY[platform], env, platform)) return { ok: true };
    // Linux without festival still speaks, every language, with espeak-ng.
    if (platform === 'linux' && (await findOnPath('espeak-ng', env, platform))) return { ok: true };
    return { ok: false, reason: platform === 'linux' ? NO_LINUX_ENGINE : NOT_INSTALLED[platform] };
  }

  voices(language: 'en' | 'fr'): Promise<readonly VoiceView[]> {
    return this.catalogue.voices(language);
  }

  forgetVoices(): void {
    this.catalogue.forget();
    this.devices.forget();
  }

  /** Starts the engine synchronously, so a `stop()` right after this call stops this line. */
  speak(text: string, options: SpeakOptions = {}): Promise<SpeakOutcome> {
    const platform = speechPlatform(this.platform);
    if (platform === null) return Promise.resolve({ failed: `speech is not supported on ${this.platform}` });
    const listed = options.language === undefined ? undefined : this.catalogue.listed(options.language);
    const plan = planVoice(platform, options, listed);
    if (!plan.ok) return Promise.resolve({ failed: plan.reason, voiceRefused: true });
    let built: BuiltSpeech;
    try {
      built =
        plan.engine === 'espeak-ng'
          ? buildEspeakCommand(text, plan.voice ?? options.language ?? 'en', options.speed)
          : buildSpeechCommand(platform, text, {
              ...(plan.voice === null ? {} : { voice: plan.voice }),
              ...(options.speed === undefined ? {} : { speed: options.speed }),
            });
    } catch (error) {
      return Promise.resolve({ failed: describeError(error) });
    }
    if (!built.ok)
      return Promise.resolve(
        built.voiceRefused ? { failed: built.reason, voiceRefused: true } : { failed: built.reason },
      );
    if (built.command === null) return Promise.resolve('spoken'); // nothing an engine could say
    let command = built.command;
    if (options.device !== undefined) {
      // Only a device the platform listed, and never through a shell's parsing (devices.ts).
      const problem = deviceProblem(options.device, this.devices.listed(), platform);
      if (problem !== null) return Promise.resolve({ failed: problem, deviceRefused: true });
      command = onDevice(platform, plan.engine, command, options.device);
    }
    const timeout = (this.options.lineTimeoutMs ?? defaultLineTimeout)(text, clampSpeed(options.speed));
    return this.run(platform, plan.engine === 'espeak-ng' ? 'espeak-ng' : ENGINE_NAME[platform], command, timeout);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.running].map((entry) => this.terminate(entry)));
  }

  private run(
    platform: SpeechPlatform,
    engine: string,
    command: SpeechCommand,
    timeoutMs: number,
  ): Promise<SpeakOutcome> {
    const festival = engine === 'festival';
    let child: ChildProcess;
    const env = this.options.env ?? process.env;
    // The engine's own watchdog: coreutils `timeout` ends the whole group (festival, its sh, its aplay on
    // a stalled sink) even if this process has crashed and nobody is left to stop it.
    const watchdog = platform === 'linux' ? findOnPathSync('timeout', env) : null;
    const watchdogSeconds = Math.ceil((timeoutMs + (this.options.watchdogGraceMs ?? 5000)) / 1000);
    const [program, args] =
      watchdog === null
        ? [command.command, [...command.args]]
        : // SIGKILL to the whole group: aplay stuck on a stalled device outlives a SIGTERM.
          [watchdog, ['--signal=KILL', `${watchdogSeconds}s`, command.command, ...command.args]];
    try {
      child = spawn(program, args, {
        // A process group of its own (POSIX), so stop() can end festival, its sh and its aplay together.
        detached: platform !== 'win32',
        stdio: ['pipe', 'ignore', 'pipe'],
        // Marked as ours: what a crashed console leaves behind is found and ended at the next start.
        env: { ...env, ...command.env, [SPEECH_OWNER_ENV]: speechOwnerMark() },
        windowsHide: true,
      });
    } catch (error) {
      return Promise.resolve({ failed: `${engine} could not be started: ${describeError(error)}` });
    }
    let markEnded = (): void => undefined;
    const entry: Running = {
      child,
      stopped: false,
      timedOut: false,
      done: false,
      ended: new Promise<void>((resolve) => (markEnded = resolve)),
    };
    this.running.add(entry);

    return new Promise<SpeakOutcome>((resolve) => {
      let stderr = '';
      const finish = (outcome: SpeakOutcome): void => {
        if (entry.done) return;
        entry.done = true;
        cancelTimer();
        this.running.delete(entry);
        markEnded();
        resolve(outcome);
      };
      const cancelTimer = (this.options.lineTimer ?? realTimer)(timeoutMs, () => {
        entry.timedOut = true;
        void this.terminate(entry);
      });

      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-4096);
      });
      child.stdin?.on('error', () => undefined); // EPIPE when the engine dies first: 'close' tells the rest
      child.on('error', (error: NodeJS.ErrnoException) => {
        if (entry.stopped && !entry.timedOut) return finish('cancelled');
        const missing = festival || engine !== 'espeak-ng' ? NOT_INSTALLED[platform] : ESPEAK_NOT_INSTALLED;
        const reason = error.code === 'ENOENT' ? missing : `${engine} could not be started: ${error.message}`;
        finish({ failed: reason });
      });
      child.on('close', (code, signal) => {
        if (entry.timedOut) {
          return finish({ failed: `${engine} did not finish a line within ${Math.round(timeoutMs / 1000)} s` });
        }
        if (entry.stopped) return finish('cancelled');
        if (watchdog !== null && (code === WATCHDOG_EXPIRED || signal === 'SIGKILL')) {
          return finish({ failed: `${engine} did not finish a line within ${watchdogSeconds} s` });
        }
        if (!festival && engine === 'espeak-ng' && stderr.includes(ESPEAK_FAILED_MARK)) {
          const said = stderr.slice(0, stderr.indexOf(ESPEAK_FAILED_MARK));
          if (/voice does not exist|could not load .*voice/i.test(said))
            return finish({ failed: `espeak-ng has no such voice: ${lastLine(said) ?? ''}`, voiceRefused: true });
          if (/espeak-ng: (\d+: )?(espeak-ng: )?not found/.test(said)) return finish({ failed: ESPEAK_NOT_INSTALLED });
          const detail = lastLine(said);
          return finish({ failed: `espeak-ng failed${detail === null ? '' : `: ${detail}`}` });
        }
        if (festival && code === NO_VOICE_EXIT && stderr.includes(NO_VOICE_MARK)) {
          const voice = stderr
            .slice(stderr.indexOf(NO_VOICE_MARK) + NO_VOICE_MARK.length)
            .trim()
            .split(/\s/)[0];
          return finish({ failed: `festival has no voice named ${JSON.stringify(voice ?? '')}`, voiceRefused: true });
        }
        if (code !== 0) {
          const how = signal === null ? `exited with code ${String(code)}` : `was ended by ${signal}`;
          const detail = lastLine(stderr);
          return finish({ failed: `${engine} ${how}${detail === null ? '' : `: ${detail}`}` });
        }
        // festival exits 0 even when its audio command failed (no sound device, no aplay): read stderr.
        const problem = festival ? festivalProblem(stderr) : null;
        finish(problem === null ? 'spoken' : { failed: `${engine}: ${problem}` });
      });
      child.stdin?.end(command.stdin);
    });
  }

  /** Ends one line: its process group gets SIGTERM, then SIGKILL if it is still there after the grace. */
  private async terminate(entry: Running): Promise<void> {
    entry.stopped = true;
    if (entry.done) return;
    const pid = entry.child.pid;
    if (pid === undefined) {
      await entry.ended; // it never started: its 'error' is on the way
      return;
    }
    const grace = this.options.stopGraceMs ?? 400;
    const killWait = this.options.killWaitMs ?? 2000;
    if (this.platform === 'win32') {
      execFile('taskkill', ['/pid', String(pid), '/T', '/F'], { windowsHide: true }, () => undefined);
      await settlesWithin(entry.ended, grace + killWait);
      return;
    }
    // festival plays from /tmp/audiofile_<its pid, 5 digits>, and a killed festival leaves it behind; it
    // runs under the watchdog, so its pid is found in the group before the group is ended.
    const festivals =
      this.platform === 'linux'
        ? [
            pid,
            ...processGroup(pid)
              .filter((p) => p.comm === 'festival')
              .map((p) => p.pid),
          ]
        : [];
    signalGroup(entry, pid, 'SIGTERM');
    if (!(await settlesWithin(entry.ended, grace))) {
      signalGroup(entry, pid, 'SIGKILL');
      await settlesWithin(entry.ended, killWait);
    }
    for (const festival of new Set(festivals))
      await unlink(`/tmp/audiofile_${String(festival).padStart(5, '0')}`).catch(() => undefined);
  }
}

/**
 * Signals the process group this port created for a line (its leader's pid is the group id), and only
 * while that line's pipes are open, that is while something in the group is still running.
 */
function signalGroup(entry: Running, pid: number, signal: NodeJS.Signals): void {
  if (entry.done) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function lastLine(text: string): string | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const last = lines.at(-1);
  return last === undefined ? null : last.slice(0, 200);
}

/** The last stderr line of festival's that says something went wrong (its audio command's, SIOD errors). */
export function festivalProblem(stderr: string): string | null {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /error|cannot|can't|not found|failed|unable|no such/i.test(line));
  const last = lines.at(-1);
  return last === undefined ? null : last.slice(0, 200);
}

/** The first executable `binary` on PATH (POSIX), or null. Synchronous: a few stat calls. */
function findOnPathSync(binary: string, env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env['PATH'] ?? '').split(delimiter)) {
    if (dir === '') continue;
    const path = join(dir, binary);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return null;
}

async function findOnPath(binary: string, env: NodeJS.ProcessEnv, platform: SpeechPlatform): Promise<boolean> {
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  const dirs = (env[pathKey] ?? '').split(platform === 'win32' ? ';' : delimiter).filter((dir) => dir !== '');
  const extensions = platform === 'win32' ? (env['PATHEXT'] ?? '.EXE;.CMD;.BAT;.COM').split(';') : [''];
  for (const dir of dirs) {
    for (const extension of extensions) {
      try {
        await access(join(dir, binary + extension), platform === 'win32' ? constants.F_OK : constants.X_OK);
        return true;
      } catch {
        // not here
      }
    }
  }
  return false;
}
