/**
 * How a page of the browser host keeps its key (src/renderer/src/lib/page-key.ts): taken from the address
 * and out of it at once (the history entry replaced, the game's place kept), in memory while the page
 * runs, left in the tab's storage only as the page goes, so a reload works and a window the page opens
 * (which starts with a copy of that storage) finds nothing. The browser's window is faked here; the same
 * runs in Chromium in tests/e2e/keys.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkKey, storageName, takePageKey, type PageWindow } from '../../src/renderer/src/lib/page-key.ts';

/** A tab: its address, its history entries, its sessionStorage, and the page's pagehide/pageshow listeners. */
class FakeTab implements PageWindow {
  readonly entries: string[] = [];
  readonly store = new Map<string, string>();
  private listeners: { type: string; listener: (event: { persisted?: boolean }) => void }[] = [];
  storageThrows = false;

  constructor(href: string) {
    this.entries.push(href);
  }

  get location(): { href: string } {
    return { href: this.entries.at(-1)! };
  }

  readonly history = {
    state: { kept: true } as unknown,
    replaceState: (data: unknown, _unused: string, url: string): void => {
      expect(data).toEqual({ kept: true });
      this.entries[this.entries.length - 1] = new URL(url, this.location.href).href;
    },
  };

  get sessionStorage(): PageWindow['sessionStorage'] {
    if (this.storageThrows) throw new Error('SecurityError: storage is disabled');
    return {
      getItem: (name) => this.store.get(name) ?? null,
      setItem: (name, value) => void this.store.set(name, value),
      removeItem: (name) => void this.store.delete(name),
    };
  }

  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: { persisted?: boolean }) => void): void {
    this.listeners.push({ type, listener });
  }

  /** The page goes (reload, navigation, tab closed): its pagehide listeners run, then a new page loads here. */
  navigate(href: string): void {
    for (const { type, listener } of this.listeners) if (type === 'pagehide') listener({ persisted: false });
    this.listeners = [];
    this.entries.push(href);
  }

  reload(): void {
    const href = this.location.href;
    for (const { type, listener } of this.listeners) if (type === 'pagehide') listener({ persisted: false });
    this.listeners = [];
    this.entries[this.entries.length - 1] = href;
  }

  /** Back from the page cache: the same page (its memory intact) shows again. */
  hideThenShowFromCache(): void {
    for (const { listener } of this.listeners) listener({ persisted: true });
  }

  /** A window this page opens: it starts with a copy of this tab's sessionStorage. */
  open(href: string): FakeTab {
    const opened = new FakeTab(href);
    for (const [name, value] of this.store) opened.store.set(name, value);
    return opened;
  }
}

const KEY = 'k3y-0f-the-c0ns0le_made-at-this-start';

describe("a page's key", () => {
  it('is taken from the address, which loses it at once (the entry replaced, the rest kept)', () => {
    const tab = new FakeTab(`http://127.0.0.1:4000/?lang=fr&token=${KEY}#/game/g1`);
    expect(takePageKey('console', tab)).toBe(KEY);
    expect(tab.entries).toEqual(['http://127.0.0.1:4000/?lang=fr#/game/g1']);
    expect(tab.store.size).toBe(0);
  });

  it('is in no storage while the page runs: a window it opens finds none', () => {
    const tab = new FakeTab(`http://127.0.0.1:4000/?token=${KEY}`);
    expect(takePageKey('console', tab)).toBe(KEY);
    const players = tab.open('http://127.0.0.1:4000/public.html?token=players-key');
    expect(takePageKey('players', players)).toBe('players-key');
    // The players' window, its address edited to the console's: no console key there.
    players.navigate('http://127.0.0.1:4000/');
    expect(takePageKey('console', players)).toBeNull();
    expect([...players.store.values()]).not.toContain(KEY);
  });

  it('survives a reload, and a navigation away and back, in its own tab only', () => {
    const tab = new FakeTab(`http://127.0.0.1:4000/?token=${KEY}`);
    takePageKey('console', tab);
    tab.reload();
    expect(tab.store.get(storageName('console'))).toBe(KEY);
    expect(takePageKey('console', tab)).toBe(KEY);
    // Taken back: the storage is empty again while the page runs.
    expect(tab.store.size).toBe(0);
    tab.navigate('http://127.0.0.1:5000/elsewhere');
    tab.navigate('http://127.0.0.1:4000/');
    expect(takePageKey('console', tab)).toBe(KEY);
    // A new tab at the same address has a storage of its own.
    expect(takePageKey('console', new FakeTab('http://127.0.0.1:4000/'))).toBeNull();
  });

  it("a tab turned into the players' screen forgets the console's key for good", () => {
    const tab = new FakeTab(`http://127.0.0.1:4000/?token=${KEY}`);
    takePageKey('console', tab);
    tab.navigate('http://127.0.0.1:4000/public.html?token=players-key');
    expect(takePageKey('players', tab)).toBe('players-key');
    tab.navigate('http://127.0.0.1:4000/');
    expect(takePageKey('console', tab)).toBeNull();
  });

  it('from the address wins over one left by an earlier page (a new address after a restart)', () => {
    const tab = new FakeTab(`http://127.0.0.1:4000/?token=old-key`);
    takePageKey('console', tab);
    tab.navigate(`http://127.0.0.1:4000/?token=${KEY}`);
    expect(takePageKey('console', tab)).toBe(KEY);
    tab.reload();
    expect(takePageKey('console', tab)).toBe(KEY);
  });

  it('keeps the console’s and the players’ apart, and an empty key is none', () => {
    const tab = new FakeTab('http://127.0.0.1:4000/public.html?token=players-key');
    expect(takePageKey('players', tab)).toBe('players-key');
    tab.navigate('http://127.0.0.1:4000/?token=');
    expect(takePageKey('console', tab)).toBeNull();
    expect(tab.entries.at(-1)).toBe('http://127.0.0.1:4000/');
  });

  it('leaves the storage again when the page comes back from the page cache', () => {
    const tab = new FakeTab(`http://127.0.0.1:4000/?token=${KEY}`);
    takePageKey('console', tab);
    tab.hideThenShowFromCache();
    expect(tab.store.size).toBe(0);
  });

  it('works without storage (disabled): in memory only, a reload then needs the address', () => {
    const tab = new FakeTab(`http://127.0.0.1:4000/?token=${KEY}`);
    tab.storageThrows = true;
    expect(takePageKey('console', tab)).toBe(KEY);
    tab.reload();
    expect(takePageKey('console', tab)).toBeNull();
  });
});

describe("the host's word on a refused key", () => {
  it('asks the page’s own address with the key, without cookies: 403 is refused, no answer unreachable', async () => {
    const asked: { url: string; init: RequestInit }[] = [];
    const answering = (status: number) => (url: string, init: RequestInit) => {
      asked.push({ url, init });
      return Promise.resolve({ status });
    };
    expect(await checkKey('/', 'a b', answering(403))).toBe('refused');
    expect(await checkKey('/public.html', KEY, answering(200))).toBe('accepted');
    expect(await checkKey('/', KEY, () => Promise.reject(new TypeError('Failed to fetch')))).toBe('unreachable');
    expect(asked.map((a) => a.url)).toEqual(['/?token=a%20b', `/public.html?token=${KEY}`]);
    for (const { init } of asked)
      expect(init).toMatchObject({ method: 'HEAD', credentials: 'omit', cache: 'no-store' });
  });
});
