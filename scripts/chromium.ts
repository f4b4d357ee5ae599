/**
 * The Chromium the end-to-end tests and the cold-start measure launch (playwright.config.ts,
 * scripts/cold-start.ts): which program, and with which switches.
 */
import { existsSync } from 'node:fs';
import { DISABLE_FEATURES_SWITCH } from '../src/main/shell/chromium-features.ts';

/** CHROMIUM_PATH if set, else Debian's /usr/bin/chromium if there is one, else Playwright's own Chromium. */
export function chromiumPath(): string | undefined {
  return process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // As the Electron app runs its Chromium: a click's answer is drawn as soon as it arrives.
  DISABLE_FEATURES_SWITCH,
];
