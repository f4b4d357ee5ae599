/**
 * The page's role catalogue (role-catalogue.ts): asked of the main process once (`loadCatalogue`), before
 * the screens that read it are shown; tests give the engine's (`useCatalogue`).
 */
import { catalogueNames, type Catalogue } from '../../../shared/catalogue.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';
import { i18n } from './i18n/index.svelte.ts';
import { RoleCatalogue } from './role-catalogue.ts';

export { LONE_WOLF, RoleCatalogue, type Has } from './role-catalogue.ts';

/** The page's catalogue, once loaded. */
const loaded = $state<{ current: RoleCatalogue | null }>({ current: null });
let loading: Promise<RoleCatalogue | null> | null = null;

/** The catalogue, or null while it is being asked for. */
export function currentCatalogue(): RoleCatalogue | null {
  return loaded.current;
}

/** The catalogue; only for screens shown once it is loaded (a programmer's error otherwise). */
export function roleCatalogue(): RoleCatalogue {
  if (!loaded.current) throw new Error('the role catalogue is read before it was loaded (loadCatalogue)');
  return loaded.current;
}

/** Uses this catalogue (the page's answer from the main process; tests give the engine's). */
export function useCatalogue(data: Catalogue): RoleCatalogue {
  i18n.useNames(catalogueNames(data));
  loaded.current = new RoleCatalogue(data);
  return loaded.current;
}

/**
 * Asks the main process for the catalogue once; a failed answer (reported through `call`) is asked again
 * next time.
 */
export function loadCatalogue(app: {
  readonly api: { catalogue(): Promise<SessionResult<Catalogue>> };
  call<T>(request: Promise<SessionResult<T>>): Promise<T | null>;
}): Promise<RoleCatalogue | null> {
  if (loaded.current) return Promise.resolve(loaded.current);
  loading ??= app.call(app.api.catalogue()).then((data) => {
    loading = null;
    return data ? useCatalogue(data) : null;
  });
  return loading;
}
