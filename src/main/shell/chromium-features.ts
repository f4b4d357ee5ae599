/**
 * Chromium features the console turns off: in the Electron app (`index.ts`, before the app is ready) and
 * in the end-to-end tests' Chromium (`playwright.config.ts`), so the tests measure what the app does.
 *
 * `DeferRendererTasksAfterInput` holds every task of the page except drawing, after a click or a key,
 * until the next frame is drawn. The host answers Confirm in 2–3 ms, and the answer then waited up to a
 * whole frame (about 16 ms) before the board could change: the console's feedback to a click *is* the new
 * board, so it is handled as soon as it arrives (Confirm → board about 7 ms instead of 20 ms).
 */
export const DISABLED_CHROMIUM_FEATURES: readonly string[] = ['DeferRendererTasksAfterInput'];

/** The switch as Chromium reads it on its command line. */
export const DISABLE_FEATURES_SWITCH = `--disable-features=${DISABLED_CHROMIUM_FEATURES.join(',')}`;
