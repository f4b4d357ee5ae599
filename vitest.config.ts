import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// CI asks for a JSON summary too (VITEST_JSON), to print a plain "N passed, N failed" line.
const json = process.env['VITEST_JSON'];

export default defineConfig({
  // Compiles runes in the renderer's .svelte.ts state classes for their unit tests.
  plugins: [svelte({ compilerOptions: { runes: true } })],
  resolve: { conditions: ['browser'] },
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/fast-check-setup.ts'],
    // Generous for a shared CI machine that may be much slower for a while; passing tests take what they need.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: json ? ['default', 'json'] : ['default'],
    ...(json ? { outputFile: { json } } : {}),
  },
});
