/**
 * The audio outputs the host's speech can be sent to, so that the narration goes to the room's speaker
 * while a screen reader stays on the moderator's headphones (the two never talk over each other).
 *
 * Where a program can choose its output device, and how this one does:
 * - Linux: ALSA. `aplay -L` lists the PCMs (the sound cards' `plughw:…`, `default`, the ones a user's
 *   `~/.asoundrc` names); festival and espeak-ng play through `aplay -D DEVICE`. PulseAudio and PipeWire
 *   show their sinks to ALSA as PCMs too (`pulse`, `pipewire`); choosing one of their sinks is their own
 *   mixer's business (pavucontrol).
 * - macOS: `say -a DEVICE` (the device's id or name), listed by `say -a '?'`.
 * - Windows: SAPI's voice object (`SAPI.SpVoice`) chooses its output among `GetAudioOutputs()`; System.Speech's
 *   `SpeechSynthesizer`, which speaks otherwise, only has the default device (`SetOutputToDefaultAudioDevice`).
 * - The browser's own voice (speechSynthesis) has no device choice anywhere: it speaks on the system's
 *   default output.
 *
 * A device's name reaches an engine only after it was found in the list the engine gave, and never through
 * a shell's parsing: as its own argument (`say -a`), or in an environment variable that a constant script
 * reads as one quoted word (festival's and espeak-ng's `aplay -D "$NIGHTWARDEN_AUDIO_DEVICE"`, PowerShell's
 * `$env:NIGHTWARDEN_AUDIO_DEVICE`).
 */
import { execFile } from 'node:child_process';
import type { OutputDeviceView, OutputDevicesView } from '../../shared/api.ts';

/** The environment variable a line's engine reads its device from (never pasted into a command). */
export const DEVICE_ENV = 'NIGHTWARDEN_AUDIO_DEVICE';

/** A device's name: printable, no quote, backslash or control character, at most 200 characters. */
export const DEVICE_MAX = 200;

/**
 * An ALSA PCM's name as `aplay -L` gives it (`default`, `plughw:CARD=PCH,DEV=0`, `speaker`): letters, digits
 * and `_ . : , = @ + -`, never a space nor `* ? [`, so that the shell festival runs its audio command with
 * expands it to exactly one word.
 */
export const ALSA_DEVICE_NAME = /^[A-Za-z0-9_.:,=@+-]+$/;

/** Why a device name is refused before it is even looked up (null: it may be looked up). */
export function deviceNameProblem(name: string, platform?: NodeJS.Platform): string | null {
  if (platform === 'linux' && name.length <= DEVICE_MAX && !ALSA_DEVICE_NAME.test(name))
    return 'an ALSA device name has only letters, digits and _ . : , = @ + -';
  if (name.length === 0) return 'the device name is empty';
  if (name.length > DEVICE_MAX) return `the device name is longer than ${DEVICE_MAX} characters`;
  // Control and format characters (newlines, bidirectional overrides…), and what a script would quote.
  if (/[\p{C}"'`\\$]/u.test(name)) return 'the device name has a character no device name has';
  return null;
}

/** `aplay -L`: a PCM's name at the start of a line, its description on the indented lines after it. */
export function parseAplayList(output: string): OutputDeviceView[] {
  const devices: OutputDeviceView[] = [];
  let current: { id: string; lines: string[] } | null = null;
  const flush = (): void => {
    if (current && deviceNameProblem(current.id, 'linux') === null)
      devices.push({
        id: current.id,
        label: current.lines.length > 0 ? `${current.id} — ${current.lines.join(' · ')}` : current.id,
      });
  };
  for (const line of output.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    if (/^\s/.test(line)) current?.lines.push(line.trim());
    else {
      flush();
      current = { id: line.trim(), lines: [] };
    }
  }
  flush();
  return devices;
}

/** `say -a '?'`: "  57 MacBook Pro Speakers" a line; `say -a` takes the id (or the name). */
export function parseSayDevices(output: string): OutputDeviceView[] {
  const devices: OutputDeviceView[] = [];
  for (const line of output.split(/\r?\n/)) {
    const match = /^\s*(\d+)\s+(.+?)\s*$/.exec(line);
    if (match && deviceNameProblem(match[2]!) === null) devices.push({ id: match[1]!, label: match[2]! });
  }
  return devices;
}

/** PowerShell's listing of SAPI's outputs: one description a line (the id is the description). */
export function parseSapiDevices(output: string): OutputDeviceView[] {
  return output
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && deviceNameProblem(line) === null)
    .map((line) => ({ id: line, label: line }));
}

/** The PowerShell script listing SAPI's audio outputs (constant: nothing is pasted into it). */
export const SAPI_LIST_SCRIPT =
  '$v = New-Object -ComObject SAPI.SpVoice; foreach ($o in $v.GetAudioOutputs()) { $o.GetDescription() }';

export type RunCommand = (
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
) => Promise<{ readonly ok: true; readonly stdout: string } | { readonly ok: false; readonly reason: string }>;

export const runCommand: RunCommand = (command, args, env) =>
  new Promise((resolve) => {
    execFile(
      command,
      [...args],
      { env, timeout: 10_000, windowsHide: true, maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (error) resolve({ ok: false, reason: `${command}: ${error.message.split('\n')[0] ?? 'failed'}` });
        else resolve({ ok: true, stdout: String(stdout) });
      },
    );
  });

/**
 * The devices of this platform, listed once (`forget()` lists again, after plugging in a speaker).
 * `listed()` answers without waiting: the list if it has come, else undefined.
 */
export class DeviceCatalogue {
  private asked: Promise<OutputDevicesView> | null = null;
  private known: OutputDevicesView | undefined;

  constructor(
    private readonly platform: NodeJS.Platform,
    private readonly env: NodeJS.ProcessEnv,
    private readonly run: RunCommand = runCommand,
  ) {}

  devices(): Promise<OutputDevicesView> {
    this.asked ??= this.list().then((view) => (this.known = view));
    return this.asked;
  }

  listed(): OutputDevicesView | undefined {
    return this.known;
  }

  forget(): void {
    this.asked = null;
    this.known = undefined;
  }

  private async list(): Promise<OutputDevicesView> {
    const platform = this.platform;
    if (platform === 'linux') {
      const answer = await this.run('aplay', ['-L'], this.env);
      return answer.ok
        ? { canChoose: true, devices: parseAplayList(answer.stdout) }
        : { canChoose: false, devices: [], reason: answer.reason };
    }
    if (platform === 'darwin') {
      const answer = await this.run('say', ['-a', '?'], this.env);
      return answer.ok
        ? { canChoose: true, devices: parseSayDevices(answer.stdout) }
        : { canChoose: false, devices: [], reason: answer.reason };
    }
    if (platform === 'win32') {
      const answer = await this.run(
        'powershell',
        ['-NoProfile', '-NonInteractive', '-Command', SAPI_LIST_SCRIPT],
        this.env,
      );
      return answer.ok
        ? { canChoose: true, devices: parseSapiDevices(answer.stdout) }
        : { canChoose: false, devices: [], reason: answer.reason };
    }
    return { canChoose: false, devices: [], reason: `speech is not supported on ${platform}` };
  }
}

/** Why a device may not be used (null: it is one of the devices listed). */
export function deviceProblem(
  device: string,
  listed: OutputDevicesView | undefined,
  platform?: NodeJS.Platform,
): string | null {
  const problem = deviceNameProblem(device, platform);
  if (problem !== null) return problem;
  if (listed === undefined) return 'the output devices have not been listed yet';
  if (!listed.canChoose) return `this system's speech cannot choose its output device (${listed.reason ?? 'no list'})`;
  if (!listed.devices.some((d) => d.id === device)) return `no output device ${JSON.stringify(device)} is listed`;
  return null;
}
