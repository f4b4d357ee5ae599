import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts';

/**
 * End-to-end tests of the console in Chromium, against the browser host (`npm run web`), which serves the
 * built renderer and the same session. `npm test` builds first; the fixture starts one host per worker on
 * a free port with its own archive.
 *
 * The browser: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium if there is one, else Playwright's
 * own Chromium (`npx playwright install chromium` on macOS, Windows or a Linux without the package).
 */
const chromium = chromiumPath();

// CI asks for a JSON summary too (PLAYWRIGHT_JSON), to count these tests in its closing line.
const json = process.env['PLAYWRIGHT_JSON'];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Generous: a shared CI machine can be many times slower for a while; a passing test takes what it needs.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: json ? [['list'], ['json', { outputFile: json }]] : [['list']],
  use: {
    viewport: { width: 1400, height: 900 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      // The switches of scripts/chromium.ts (the cold-start measure launches the same), among them
      // DISABLE_FEATURES_SWITCH: as the Electron app runs its Chromium.
      args: [...CHROMIUM_ARGS],
    },
  },
});
