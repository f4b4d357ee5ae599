/**
 * After a crash, nothing keeps speaking for ever (issue 10, part 5): each line's engine is bounded by its
 * own watchdog, and a console reaps, at start, the groups a console that is no longer running left behind.
 * Real festival processes speaking into a FIFO nobody reads (a stalled sound device).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reapSpeechLeftovers } from '../../src/main/narration/leftovers.ts';
import { SaySpeech } from '../../src/main/narration/say-speech.ts';
import { alsaFileSink, groupMembers, processes, requireFestival, waitFor, type Proc } from './festival-helpers.ts';

let dir = '';
const children: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nightwarden-leftovers-'));
});
beforeEach(() => requireFestival());
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const p of processes()) if (p.comm === 'timeout' && leaders.has(p.pid)) process.kill(-p.pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const leaders = new Set<number>();

/** A process's arguments, from /proc. */
function argv(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, -1);
}

function stalledSink(name: string): string {
  const fifo = join(dir, `${name}.fifo`);
  execFileSync('mkfifo', [fifo]);
  return alsaFileSink(dir, name, fifo);
}

/** Starts a console that speaks one never-ending line, waits until aplay runs, then SIGKILLs the console. */
async function crashWhileSpeaking(name: string, timeoutMs: number, graceMs: number, language = 'en'): Promise<Proc> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'speech-child.ts'),
      stalledSink(name),
      String(timeoutMs),
      String(graceMs),
      language,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  const leader = await waitFor('the line to start', () =>
    processes().find((p) => p.ppid === child.pid && p.comm === 'timeout' && p.state !== 'Z'),
  );
  leaders.add(leader.pid);
  await waitFor('aplay to start', () => groupMembers(leader.pid).find((p) => p.comm === 'aplay'));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  return leader;
}

// Linux: festival, process groups read from /proc (elsewhere a line is one process that ends with it).
describe.skipIf(process.platform !== 'linux')('leftovers of a crashed console', () => {
  it('are reaped at the next start; a running console’s line is left alone', async () => {
    const leader = await crashWhileSpeaking('crashed', 600_000, 600_000);
    const orphans = groupMembers(leader.pid)
      .map((p) => p.comm)
      .sort();
    expect(orphans).toEqual(['aplay', 'festival', 'sh', 'timeout']);

    // A line of this (running) console, speaking too.
    const mine = new SaySpeech({ env: { ...process.env, ALSA_CONFIG_PATH: stalledSink('mine') } });
    const line = mine.speak('Seer, wake up.');
    const own = await waitFor('our line to start', () =>
      processes().find((p) => p.ppid === process.pid && p.comm === 'timeout' && p.state !== 'Z'),
    );
    leaders.add(own.pid);
    await waitFor('our aplay', () => groupMembers(own.pid).find((p) => p.comm === 'aplay'));

    expect(await reapSpeechLeftovers()).toEqual([leader.pid]);
    await waitFor('the orphans to be gone', () => (groupMembers(leader.pid).length === 0 ? true : undefined));
    expect(groupMembers(own.pid).map((p) => p.comm)).toContain('aplay');
    await mine.stop();
    expect(await line).toBe('cancelled');
    expect(await reapSpeechLeftovers()).toEqual([]);
  });

  it("a French line's espeak-ng and aplay are reaped the same way", async () => {
    const leader = await crashWhileSpeaking('crashed-fr', 600_000, 600_000, 'fr');
    const orphans = groupMembers(leader.pid)
      .map((p) => p.comm)
      .sort();
    // sh, and the subshell of its pipeline's left side.
    expect(new Set(orphans)).toEqual(new Set(['aplay', 'espeak-ng', 'sh', 'timeout']));
    expect(await reapSpeechLeftovers()).toEqual([leader.pid]);
    await waitFor('the orphans to be gone', () => (groupMembers(leader.pid).length === 0 ? true : undefined));
  });

  it('a line outlives a crash only until its watchdog ends the whole group', async () => {
    // A line time-out of 10 min and a grace of 5 min: the watchdog is armed for 900 s.
    const leader = await crashWhileSpeaking('bounded', 600_000, 300_000);
    expect(argv(leader.pid).slice(1, 3)).toEqual(['--signal=KILL', '900s']);
    expect(groupMembers(leader.pid).map((p) => p.comm)).toContain('aplay');
    // The watchdog's time is up (coreutils `timeout` takes SIGALRM as its own timer's expiry): it ends the
    // whole group, the aplay stalled on its sink included, with nobody left to stop it. The time is made to
    // be up here rather than waited for, so how long festival takes to reach aplay cannot decide the verdict.
    process.kill(leader.pid, 'SIGALRM');
    await waitFor('the watchdog to end the group', () => (groupMembers(leader.pid).length === 0 ? true : undefined));
  });
});
