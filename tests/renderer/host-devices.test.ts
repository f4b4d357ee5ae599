/**
 * The narration's output device on the console's side: the options list the host's outputs (or say why it
 * cannot choose), a device saved and no longer listed is kept and marked, the choice is kept with the
 * preferences, and the host's voice is sent to it (the browser's own voice never is: it cannot choose).
 */
import { describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { Preferences } from '../../src/renderer/src/lib/preferences.svelte.ts';
import { HostDevices } from '../../src/renderer/src/setup/host-devices.svelte.ts';
import type { Api, OutputDevicesView } from '../../src/shared/api.ts';

const LISTED: OutputDevicesView = {
  canChoose: true,
  devices: [
    { id: 'speaker', label: 'speaker — The room speaker' },
    { id: 'headphones', label: 'headphones — The moderator' },
  ],
};
const missing = (id: string): string => `${id} (not listed now)`;

describe('HostDevices', () => {
  it('the default output first, then each device the host lists; a saved device no longer listed is kept, marked', async () => {
    const devices = new HostDevices(() => Promise.resolve({ ok: true, value: LISTED }));
    expect(devices.canChoose).toBe(false);
    expect(devices.reason).toBeNull();
    await devices.load();
    expect(devices.canChoose).toBe(true);
    expect(devices.options('', 'Default', missing)).toEqual([
      { value: '', label: 'Default', kind: 'default' },
      { value: 'speaker', label: 'speaker — The room speaker', kind: 'device' },
      { value: 'headphones', label: 'headphones — The moderator', kind: 'device' },
    ]);
    expect(devices.options('hw:9', 'Default', missing).at(-1)).toEqual({
      value: 'hw:9',
      label: 'hw:9 (not listed now)',
      kind: 'missing',
    });
    expect(devices.options('speaker', 'Default', missing)).toHaveLength(3);
  });

  it('a host that cannot choose says why; a host that does not answer too', async () => {
    const cannot = new HostDevices(() =>
      Promise.resolve({ ok: true, value: { canChoose: false, devices: [], reason: 'this host has no speech' } }),
    );
    await cannot.load();
    expect(cannot.canChoose).toBe(false);
    expect(cannot.reason).toBe('this host has no speech');
    const broken = new HostDevices(() => Promise.reject(new Error('the host went away')));
    await broken.load();
    expect(broken.reason).toMatch(/the host went away/);
    const refused = new HostDevices(() =>
      Promise.resolve({ ok: false, error: { code: 'unavailable', message: 'no host' } }),
    );
    await refused.load();
    expect(refused.reason).toBe('no host');
  });

  it('an older answer arriving late is dropped', async () => {
    let first!: (view: { ok: true; value: OutputDevicesView }) => void;
    let calls = 0;
    const devices = new HostDevices(() => {
      calls++;
      return calls === 1 ? new Promise((resolve) => (first = resolve)) : Promise.resolve({ ok: true, value: LISTED });
    });
    const slow = devices.load();
    await devices.load();
    first({ ok: true, value: { canChoose: false, devices: [], reason: 'old' } });
    await slow;
    expect(devices.canChoose).toBe(true);
  });
});

describe('the output device chosen', () => {
  it('is kept with the preferences and read back in a new session; a damaged value keeps the default', () => {
    const data: Record<string, string> = {};
    const storage = {
      getItem: (key: string) => data[key] ?? null,
      setItem: (key: string, v: string) => void (data[key] = v),
    };
    const prefs = new Preferences(storage);
    expect(prefs.outputDevice).toBe('');
    prefs.outputDevice = 'speaker';
    expect(new Preferences(storage).outputDevice).toBe('speaker');
    prefs.outputDevice = 'x'.repeat(300);
    expect(new Preferences(storage).outputDevice).toHaveLength(200);
    data['nightwarden.preferences'] = JSON.stringify({ outputDevice: 42 });
    expect(new Preferences(storage).outputDevice).toBe('');
  });

  it("the host's voice is sent to it; the browser's own voice and the default output are not given one", async () => {
    const speak = vi.fn(() => Promise.resolve({ ok: true as const, value: { outcome: 'spoken' as const } }));
    let device = 'speaker';
    let speakWith: 'host' | 'browser' = 'host';
    const browserSay = vi.fn(() => Promise.resolve('spoken' as const));
    const app = new AppState({ speak } as unknown as Api, {
      outputDevice: () => device,
      speakWith: () => speakWith,
      browserSpeech: { say: browserSay, cancel: () => undefined, canSpeak: () => true },
    });
    await app.speak(['Werewolves, wake up.'], { language: 'en', speed: 1 });
    expect(speak).toHaveBeenLastCalledWith(['Werewolves, wake up.'], { language: 'en', speed: 1, device: 'speaker' });
    device = '';
    await app.speak(['Werewolves, close your eyes.'], { language: 'en' });
    expect(speak).toHaveBeenLastCalledWith(['Werewolves, close your eyes.'], { language: 'en' });
    device = 'speaker';
    speakWith = 'browser';
    await app.speak(['Seer, wake up.'], { language: 'en' });
    expect(browserSay).toHaveBeenCalledWith(['Seer, wake up.'], { language: 'en' });
    expect(speak).toHaveBeenCalledTimes(2);
  });
});
