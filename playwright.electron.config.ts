import { defineConfig } from '@playwright/test';

/**
 * `npm run test:electron`: the real app, launched by Playwright's Electron support, where Electron's
 * program is installed (a contributor's machine; scripts/electron.ts skips with one line elsewhere). Not
 * part of `npm test`. Run `npm run build` first.
 */
export default defineConfig({
  testDir: 'tests/electron',
  outputDir: 'test-results/electron',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
});
