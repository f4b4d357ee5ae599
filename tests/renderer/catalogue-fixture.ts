/**
 * The console's role catalogue as the main process answers it (through JSON, as over the contract), in use
 * for the renderer's state classes: import this before constructing a SetupState.
 */
import { catalogue } from '../../src/main/engine/catalogue.ts';
import { useCatalogue } from '../../src/renderer/src/lib/catalogue.svelte.ts';
import type { Catalogue } from '../../src/shared/catalogue.ts';

export const roles = useCatalogue(JSON.parse(JSON.stringify(catalogue())) as Catalogue);
