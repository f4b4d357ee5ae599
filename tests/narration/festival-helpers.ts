/** For the real-engine tests: festival must be there, an ALSA file sink, and a look at /proc. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Throws (fails the suite, never skips it) when festival or aplay is missing. */
export function requireFestival(): void {
  const missing = ['festival', 'aplay'].filter((binary) => {
    try {
      execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} not installed: the real-engine narration tests need them ` +
        '(Debian: apt-get install festival festvox-kallpc16k alsa-utils; .ci/run installs them)',
    );
  }
}

/**
 * An ALSA configuration (for ALSA_CONFIG_PATH, which replaces the system's alsa.conf) whose default PCM is a
 * file plugin writing raw samples to `target` over a null slave: no sound card needed. With a FIFO as
 * `target` and no reader, opening it blocks, so the engine "speaks" until it is stopped.
 */
export function alsaFileSink(dir: string, name: string, target: string): string {
  const conf = join(dir, `${name}.conf`);
  writeFileSync(
    conf,
    `pcm.!default {\n  type file\n  slave.pcm { type null }\n  file "${target}"\n  format "raw"\n}\n`,
  );
  return conf;
}

/** An ALSA configuration whose default PCM cannot be opened (a card that does not exist). */
export function alsaBrokenSink(dir: string): string {
  const conf = join(dir, 'broken.conf');
  writeFileSync(conf, 'pcm.!default {\n  type hw\n  card 99\n}\n');
  return conf;
}

export interface Proc {
  readonly pid: number;
  readonly comm: string;
  readonly state: string;
  readonly ppid: number;
  readonly pgid: number;
}

/** Every process in /proc, with its parent and process group. */
export function processes(): Proc[] {
  const out: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const [state = '', ppid = '0', pgid = '0'] = stat.slice(close + 2).split(' ');
    out.push({ pid: Number(entry), comm, state, ppid: Number(ppid), pgid: Number(pgid) });
  }
  return out;
}

export function isAlive(pid: number): boolean {
  const proc = processes().find((p) => p.pid === pid);
  return proc !== undefined && proc.state !== 'Z';
}

/** Living members of a process group. */
export function groupMembers(pgid: number): Proc[] {
  return processes().filter((p) => p.pgid === pgid && p.state !== 'Z');
}

export async function waitFor<T>(what: string, probe: () => T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Root mean square of raw signed 16-bit little-endian samples. */
export function rms(raw: Buffer): number {
  const samples = Math.floor(raw.length / 2);
  if (samples === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples; i++) sum += raw.readInt16LE(i * 2) ** 2;
  return Math.sqrt(sum / samples);
}

/**
 * A line time-out the test expires by hand (`SaySpeechOptions.lineTimer`): a line is timed out once it is
 * known to hang (aplay blocked on its sink), however long the engine took to get there on a busy machine.
 */
export function manualLineTimer(): {
  readonly lineTimer: (ms: number, expire: () => void) => () => void;
  readonly expire: () => void;
} {
  const pending = new Set<() => void>();
  return {
    lineTimer: (_ms, expire) => {
      pending.add(expire);
      return () => pending.delete(expire);
    },
    expire: () => {
      if (pending.size === 0) throw new Error('no line is waiting on its time-out');
      for (const expire of [...pending]) expire();
    },
  };
}

/**
 * An ALSA configuration (for ALSA_CONFIG_PATH) with three PCMs, each a file plugin over a null slave: the
 * default one, and two named ones `aplay -L` lists with their descriptions (`hint`), standing for the room's
 * speaker and the moderator's headphones. A line sent to one device grows that file only.
 */
export function alsaTwoDevices(
  dir: string,
  name: string,
): {
  readonly conf: string;
  readonly files: { readonly default: string; readonly speaker: string; readonly headphones: string };
} {
  const files = {
    default: join(dir, `${name}-default.raw`),
    speaker: join(dir, `${name}-speaker.raw`),
    headphones: join(dir, `${name}-headphones.raw`),
  };
  const pcm = (id: string, file: string, description: string | null): string =>
    `pcm.${id} {\n  type file\n  slave.pcm { type null }\n  file "${file}"\n  format "raw"\n${
      description === null ? '' : `  hint { show on description "${description}" }\n`
    }}\n`;
  const conf = join(dir, `${name}.conf`);
  writeFileSync(
    conf,
    pcm('!default', files.default, null) +
      pcm('speaker', files.speaker, 'The room speaker') +
      pcm('headphones', files.headphones, 'Moderator headphones'),
  );
  return { conf, files };
}
