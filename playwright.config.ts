import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the console in Debian's Chromium, against the browser host (`npm run web`), which
 * serves the built renderer and the same session. `npm test` builds first; the fixture starts one host
 * per worker on a free port with its own archive.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Generous: a shared CI machine can be many times slower for a while; a passing test takes what it needs.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    viewport: { width: 1400, height: 900 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
