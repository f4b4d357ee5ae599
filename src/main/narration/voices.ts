/**
 * The voices installed, by language: what each engine says it has, ranked best first, so each language is
 * spoken by a voice that speaks it and the options can list them.
 *
 * - Linux: festival's voices (from its `voice-locations`, the language read from the folder a voice lives
 *   in: `english`, `us`…), and espeak-ng's (`espeak-ng --voices=LANG`; an MBROLA voice only when MBROLA
 *   and that voice's data are installed). festival's HTS voices (`cmu_us_slt_arctic_hts`) come first, then
 *   its cluster-unit and diphone voices (`kal_diphone`), then espeak-ng's.
 * - macOS: `say -v '?'`. Windows: the SpeechSynthesizer's installed voices.
 *
 * A voice is named `engine:name` (`festival:kal_diphone`, `espeak-ng:fr-BE`); a name without an engine is
 * the platform's main engine's (festival on Linux), as the console saved it before voices had engines.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { VoiceEngine, VoiceView } from '../../shared/api.ts';
import { SPEECH_OWNER_ENV, speechOwnerMark } from './leftovers.ts';
import { checkVoiceName } from './speech-text.ts';

export type { VoiceEngine, VoiceView };
export type VoiceLanguage = 'en' | 'fr';

export const VOICE_ENGINES: readonly VoiceEngine[] = ['festival', 'espeak-ng', 'say', 'sapi'];

/** A voice asked for: its engine when the name says it, and the engine's own name for it. */
export interface VoiceRef {
  readonly engine: VoiceEngine | null;
  readonly name: string;
}

/**
 * Reads `festival:kal_diphone`, `espeak-ng:fr` or a bare `kal_diphone`; the name is checked (speech-text.ts),
 * so nothing but letters, digits, space, `_ - .` ever reaches an engine. Null for a name that is not allowed.
 */
export function parseVoiceRef(voice: string): VoiceRef | null {
  const trimmed = voice.trim();
  const colon = trimmed.indexOf(':');
  const engine = colon > 0 ? VOICE_ENGINES.find((e) => e === trimmed.slice(0, colon)) : undefined;
  if (colon > 0 && engine === undefined) return null;
  const check = checkVoiceName(engine === undefined ? trimmed : trimmed.slice(colon + 1));
  return check.ok ? { engine: engine ?? null, name: check.voice } : null;
}

export function voiceId(engine: VoiceEngine, name: string): string {
  return `${engine}:${name}`;
}

/** The language of a locale or folder name (`en-GB`, `fr_CA`, `english`, `us`), or null for any other. */
export function languageOf(tag: string): VoiceLanguage | null {
  const lower = tag.toLowerCase();
  if (/^en([-_].*)?$/.test(lower) || ['english', 'us', 'uk', 'british', 'american', 'scottish'].includes(lower))
    return 'en';
  if (/^fr([-_].*)?$/.test(lower) || lower === 'french') return 'fr';
  return null;
}

/** Best first: quality, then the engine's own order, then the name. */
export function rankVoices(voices: readonly VoiceView[]): VoiceView[] {
  return [...voices].sort((a, b) => b.quality - a.quality || a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------------------------------------------------
// festival

/** festival's voice kinds, best first: HTS, cluster units/multisyn/clustergen, then diphones. */
export function festivalQuality(name: string): number {
  if (/_hts$/.test(name)) return 90;
  if (/_(cg|clunits|multisyn)$/.test(name) || /multisyn/.test(name)) return 70;
  if (/_diphone$/.test(name)) return 50;
  return 45;
}

/** A readable name: `cmu_us_slt_arctic_hts` → "slt (US English, HTS)"; `kal_diphone` → "kal (diphone)". */
function festivalLabel(name: string, folder: string): string {
  const hts = /^cmu_(\w+?)_(\w+?)_arctic_hts$/.exec(name);
  if (hts) return `${hts[2]} (${hts[1]!.toUpperCase()} English, HTS)`;
  const diphone = /^(\w+)_diphone$/.exec(name);
  if (diphone) return `${diphone[1]} (${folder === 'us' ? 'US English, ' : ''}diphone)`;
  return name;
}

/**
 * festival's `(print voice-locations)`: `((name . "/usr/share/festival/voices/us/name/") …)`. Each voice's
 * language is the folder its own folder is in; voices of other languages, and names that are not allowed,
 * are left out.
 */
export function parseFestivalVoices(output: string, language: VoiceLanguage): VoiceView[] {
  const voices: VoiceView[] = [];
  for (const match of output.matchAll(/\(([A-Za-z0-9_]+) \. "([^"]*)"\)/g)) {
    const [, name = '', path = ''] = match;
    const folders = path.split('/').filter((part) => part !== '');
    const folder = folders.at(-2) ?? '';
    if (languageOf(folder) !== language || !checkVoiceName(name).ok) continue;
    voices.push({
      id: voiceId('festival', name),
      engine: 'festival',
      name,
      label: festivalLabel(name, folder),
      language,
      quality: festivalQuality(name),
    });
  }
  return rankVoices(voices);
}

// ---------------------------------------------------------------------------------------------------------
// espeak-ng

/** Where espeak-ng looks for an MBROLA voice's data. */
const MBROLA_DIRS = ['/usr/share/mbrola', '/usr/share/mbrola/voices'];

/**
 * `espeak-ng --voices=fr`: a header, then `Pty Language Age/Gender VoiceName File Other-languages`. The
 * voice is named by its file's last part (`roa/fr-BE` → `fr-BE`), which `espeak-ng -v` takes. MBROLA voices
 * (`mb/mb-fr1`) only when `hasMbrola(name)` says their data is installed: without it they fail.
 */
export function parseEspeakVoices(
  output: string,
  language: VoiceLanguage,
  hasMbrola: (voice: string) => boolean = () => false,
): VoiceView[] {
  const voices: VoiceView[] = [];
  const seen = new Set<string>();
  for (const line of output.split(/\r?\n/).slice(1)) {
    const [priority, locale = '', , voiceName = '', file = ''] = line.trim().split(/\s+/);
    if (!priority || !/^\d+$/.test(priority) || languageOf(locale) !== language) continue;
    const name = file.split('/').at(-1) ?? '';
    const mbrola = file.startsWith('mb/');
    if (!checkVoiceName(name).ok || seen.has(name)) continue;
    if (mbrola && !hasMbrola(name.replace(/^mb-/, ''))) continue;
    seen.add(name);
    voices.push({
      id: voiceId('espeak-ng', name),
      engine: 'espeak-ng',
      name,
      label: `${voiceName.replace(/_/g, ' ')} (espeak-ng${mbrola ? ', MBROLA' : ''})`,
      language,
      // MBROLA's recorded diphones sound better than espeak's formants; then espeak's own order.
      quality: (mbrola ? 40 : 30) - Math.min(9, Number(priority)) / 10,
    });
  }
  return rankVoices(voices);
}

function mbrolaInstalled(env: NodeJS.ProcessEnv): (voice: string) => boolean {
  const binary = onPath('mbrola', env);
  return (voice) =>
    binary && MBROLA_DIRS.some((dir) => existsSync(join(dir, voice)) || existsSync(join(dir, voice, voice)));
}

// ---------------------------------------------------------------------------------------------------------
// macOS and Windows

/** `say -v '?'`: `Thomas              fr_FR    # Bonjour, je m’appelle Thomas.` */
export function parseMacVoices(output: string, language: VoiceLanguage): VoiceView[] {
  const voices: VoiceView[] = [];
  for (const line of output.split(/\r?\n/)) {
    const match = /^(.+?)\s+([a-z]{2,3}[_-][A-Za-z0-9]+)\s+#/.exec(line);
    if (!match || languageOf(match[2]!) !== language || !checkVoiceName(match[1]!).ok) continue;
    const name = match[1]!.trim();
    voices.push({
      id: voiceId('say', name),
      engine: 'say',
      name,
      label: `${name} (${match[2]})`,
      language,
      quality: 50,
    });
  }
  return rankVoices(voices);
}

/** The PowerShell listing below: one `name|culture` a line. */
export function parseWindowsVoices(output: string, language: VoiceLanguage): VoiceView[] {
  const voices: VoiceView[] = [];
  for (const line of output.split(/\r?\n/)) {
    const [name = '', culture = ''] = line.trim().split('|');
    if (languageOf(culture) !== language || !checkVoiceName(name).ok) continue;
    voices.push({
      id: voiceId('sapi', name),
      engine: 'sapi',
      name,
      label: `${name} (${culture})`,
      language,
      quality: 50,
    });
  }
  return rankVoices(voices);
}

const WINDOWS_LIST_SCRIPT =
  'Add-Type -AssemblyName System.Speech; ' +
  '(New-Object System.Speech.Synthesis.SpeechSynthesizer).GetInstalledVoices() | ' +
  "Where-Object { $_.Enabled } | ForEach-Object { $_.VoiceInfo.Name + '|' + $_.VoiceInfo.Culture.Name }";

// ---------------------------------------------------------------------------------------------------------
// Running the listings

/** What a listing command printed; null when it could not run (not installed) or failed. */
export type ListingRunner = (command: string, args: readonly string[], stdin: string) => Promise<string | null>;

const LISTING_TIMEOUT_MS = 10_000;
const LISTING_MAX_CHARS = 512 * 1024;

function onPath(binary: string, env: NodeJS.ProcessEnv): boolean {
  for (const dir of (env['PATH'] ?? '').split(delimiter)) {
    if (dir === '') continue;
    try {
      accessSync(join(dir, binary), constants.X_OK);
      return true;
    } catch {
      // not here
    }
  }
  return false;
}

/**
 * Runs a listing command without a shell, marked as ours like a spoken line (so a crashed console's is
 * reaped), and ends it (its whole group) after 10 s. Its output, or null.
 */
export function listingRunner(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): ListingRunner {
  return (command, args, stdin) =>
    new Promise((resolve) => {
      let child;
      try {
        child = spawn(command, [...args], {
          detached: platform !== 'win32',
          stdio: ['pipe', 'pipe', 'ignore'],
          env: { ...env, [SPEECH_OWNER_ENV]: speechOwnerMark() },
          windowsHide: true,
        });
      } catch {
        return resolve(null);
      }
      let out = '';
      let done = false;
      const finish = (value: string | null): void => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(platform === 'win32' ? child.pid : -child.pid, 'SIGKILL');
        } catch {
          // gone
        }
        finish(null);
      }, LISTING_TIMEOUT_MS);
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', (chunk: string) => {
        out = (out + chunk).slice(0, LISTING_MAX_CHARS);
      });
      child.stdin?.on('error', () => undefined);
      child.on('error', () => finish(null));
      child.on('close', (code) => finish(code === 0 ? out : null));
      child.stdin?.end(stdin);
    });
}

export interface VoiceCatalogueOptions {
  readonly platform: NodeJS.Platform;
  readonly env: NodeJS.ProcessEnv;
  /** Runs a listing (tests give the engines' output here). */
  readonly run?: ListingRunner;
  /** Whether an MBROLA voice's data is installed (Linux). */
  readonly hasMbrola?: (voice: string) => boolean;
}

/**
 * The voices installed for a language, best first; each engine is asked once (`forget()` asks again, after
 * installing a voice). An engine that is missing or fails to answer has no voices.
 */
export class VoiceCatalogue {
  private readonly cache = new Map<VoiceLanguage, Promise<VoiceView[]>>();
  private readonly known = new Map<VoiceLanguage, VoiceView[]>();
  private readonly run: ListingRunner;

  constructor(private readonly options: VoiceCatalogueOptions) {
    this.run = options.run ?? listingRunner(options.env, options.platform);
  }

  voices(language: VoiceLanguage): Promise<VoiceView[]> {
    let listing = this.cache.get(language);
    if (!listing) {
      listing = this.list(language).then((voices) => {
        this.known.set(language, voices);
        return voices;
      });
      this.cache.set(language, listing);
    }
    return listing;
  }

  /** The voices of a language if they have been listed already (speaking must not wait for a listing). */
  listed(language: VoiceLanguage): readonly VoiceView[] | undefined {
    return this.known.get(language);
  }

  forget(): void {
    this.cache.clear();
    this.known.clear();
  }

  private async list(language: VoiceLanguage): Promise<VoiceView[]> {
    const { platform } = this.options;
    if (platform === 'linux') {
      const [festival, espeak] = await Promise.all([
        this.run('festival', ['--pipe'], '(print voice-locations)\n'),
        this.run('espeak-ng', [`--voices=${language}`], ''),
      ]);
      const hasMbrola = this.options.hasMbrola ?? mbrolaInstalled(this.options.env);
      return [
        ...(festival === null ? [] : parseFestivalVoices(festival, language)),
        ...(espeak === null ? [] : parseEspeakVoices(espeak, language, hasMbrola)),
      ];
    }
    if (platform === 'darwin') {
      const out = await this.run('say', ['-v', '?'], '');
      return out === null ? [] : parseMacVoices(out, language);
    }
    if (platform === 'win32') {
      const out = await this.run('powershell', ['-NoProfile', '-NonInteractive', '-Command', WINDOWS_LIST_SCRIPT], '');
      return out === null ? [] : parseWindowsVoices(out, language);
    }
    return [];
  }
}
