/**
 * What a crashed console leaves speaking. Every line's engine runs in a process group of its own, with
 * `NIGHTWARDEN_SPEECH_OWNER=<pid>:<start time>` of the console that started it in its environment (its
 * children inherit it). At start, a console ends the groups whose owner is no longer running: a festival
 * and an aplay stuck on a stalled sound device would otherwise run for ever. Linux only (it reads /proc);
 * elsewhere the engine is one process that ends with its line.
 */
import { readFileSync, readdirSync } from 'node:fs';

export const SPEECH_OWNER_ENV = 'NIGHTWARDEN_SPEECH_OWNER';

interface ProcStat {
  readonly pid: number;
  readonly comm: string;
  readonly state: string;
  readonly pgid: number;
  /** Clock ticks since boot: with the pid, it names one process (a pid is reused, the pair is not). */
  readonly startTime: string;
}

function procStat(pid: number | string): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // comm is in parentheses and may itself hold spaces or parentheses: the fields start after the last ')'.
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  return {
    pid: Number(pid),
    comm: text.slice(text.indexOf('(') + 1, close),
    state: fields[0] ?? '',
    pgid: Number(fields[2]),
    startTime: fields[19] ?? '',
  };
}

let ownMark: string | undefined;

/** This process as an owner: `pid:start time` (or just the pid where there is no /proc). */
export function speechOwnerMark(): string {
  ownMark ??= `${process.pid}:${procStat('self')?.startTime ?? ''}`;
  return ownMark;
}

function ownerRunning(mark: string): boolean {
  const [pid, startTime] = mark.split(':');
  if (!pid || !/^\d+$/.test(pid)) return false;
  const stat = procStat(pid);
  return stat !== null && stat.state !== 'Z' && (startTime === '' || stat.startTime === startTime);
}

function ownerOf(pid: string): string | null {
  let environ: string;
  try {
    environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
  } catch {
    return null; // gone, or another user's
  }
  const prefix = `${SPEECH_OWNER_ENV}=`;
  for (const entry of environ.split('\0')) if (entry.startsWith(prefix)) return entry.slice(prefix.length);
  return null;
}

/** The living processes of a process group (Linux; empty elsewhere). */
export function processGroup(pgid: number): ProcStat[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const members: ProcStat[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(entry);
    if (stat && stat.pgid === pgid && stat.state !== 'Z') members.push(stat);
  }
  return members;
}

/**
 * Ends (SIGKILL) every process group that a console which is no longer running started to speak, and
 * returns the group ids it ended. Groups of a running console, this one included, are left alone.
 */
export function reapSpeechLeftovers(): Promise<number[]> {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return Promise.resolve([]); // no /proc: not Linux
  }
  const groups = new Set<number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const owner = ownerOf(entry);
    if (owner === null || ownerRunning(owner)) continue;
    const stat = procStat(entry);
    // Only a group of its own (the engine's), never this process's group or a shell's.
    if (stat && stat.state !== 'Z' && stat.pgid > 1 && stat.pgid !== procStat('self')?.pgid) groups.add(stat.pgid);
  }
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  return Promise.resolve([...groups]);
}
