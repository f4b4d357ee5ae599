/**
 * The key a page of the browser host (`npm run web`) works with: the console's, or the players' screen's
 * (docs/security.md). It comes in the address the host printed (`?token=…`) and leaves it at once: out of
 * the address bar and out of the tab's history (`history.replaceState`, so Back never finds it either).
 * While the page runs, the key is in its memory only, never in a cookie (a cookie of 127.0.0.1 would reach
 * every other local server the browser visits) and never in storage: a window the page opens (the players'
 * screen) starts with a copy of this tab's sessionStorage, and finds no key in it.
 *
 * When the page goes (a reload, a navigation, the tab closed), the key is left in this tab's
 * sessionStorage, and the next page of this tab takes it back and clears it: a reload keeps working, and
 * so does a tab reopened by the browser. Another tab, or another origin (another port, 127.0.0.2, a name
 * rebound to 127.0.0.1), has a storage of its own and never reads it.
 */

/** The query parameter of the host's printed addresses. */
export const KEY_PARAM = 'token';

export type PageKind = 'console' | 'players';

/** What this needs of the browser's window: a test passes its own. */
export interface PageWindow {
  readonly location: { readonly href: string };
  readonly history: { readonly state: unknown; replaceState(data: unknown, unused: string, url: string): void };
  /** The tab's sessionStorage; reading it may throw (storage disabled), which is taken as none. */
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: { readonly persisted?: boolean }) => void): void;
}

/** Where the key waits between two pages of a tab: one name per kind of page. */
export function storageName(kind: PageKind): string {
  return `nightwarden:${kind}-key`;
}

function storage(page: PageWindow): PageWindow['sessionStorage'] | null {
  try {
    return page.sessionStorage;
  } catch {
    return null;
  }
}

/** Runs a storage call; a storage that refuses (full, disabled) leaves the key in memory only. */
function attempt<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

/**
 * Takes this page's key (from its address, else from the tab's previous page) and arranges for the next
 * page of the tab to find it. Null when there is none: the page then says how to open it.
 */
export function takePageKey(kind: PageKind, page: PageWindow): string | null {
  const name = storageName(kind);
  const store = storage(page);
  const left = store ? attempt(() => store.getItem(name)) : null;
  if (store) attempt(() => store.removeItem(name));
  // A tab that shows the players' screen forgets the console's key, even one its previous page left:
  // whatever its address is edited to afterwards, it is never the console again.
  if (store && kind === 'players') attempt(() => store.removeItem(storageName('console')));

  const url = new URL(page.location.href);
  const given = url.searchParams.get(KEY_PARAM);
  if (given !== null) {
    url.searchParams.delete(KEY_PARAM);
    // The address without its key, the game's place (#/game/…) kept: the entry is replaced, not added.
    page.history.replaceState(page.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  const key = given !== null && given !== '' ? given : left;
  if (!key) return null;

  if (store) {
    page.addEventListener('pagehide', () => void attempt(() => store.setItem(name, key)));
    // Back from the browser's page cache: the page runs again, so the key leaves the storage again.
    page.addEventListener('pageshow', (event) => {
      if (event.persisted) attempt(() => store.removeItem(name));
    });
  }
  return key;
}

export type KeyCheck = 'accepted' | 'refused' | 'unreachable';

/**
 * What the host says of a key its socket refused: asked of the page's own address with the key (HEAD,
 * nothing read, no cookie). `refused`: the host is up but this is not its key (it makes a new one at every
 * start, so the tab's key is from an earlier run); `unreachable`: the host does not answer.
 */
export async function checkKey(
  path: string,
  key: string,
  fetcher: (url: string, init: RequestInit) => Promise<{ readonly status: number }> = (url, init) => fetch(url, init),
): Promise<KeyCheck> {
  try {
    const answer = await fetcher(`${path}?${KEY_PARAM}=${encodeURIComponent(key)}`, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'omit',
      redirect: 'error',
    });
    return answer.status === 403 ? 'refused' : 'accepted';
  } catch {
    return 'unreachable';
  }
}
