/**
 * `npm run web`: builds the console once, then runs the browser host (src/main/host/web-main.ts) in this
 * same process. One process, so the signal npm passes on when it is stopped (SIGTERM, SIGINT) reaches the
 * host itself, which closes its port and its archive; a shell or a second runner in between would keep
 * the server running after npm had gone.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const electronVite = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
// --no-build: serve the console as last built (out/renderer), for a quick restart or a test.
if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, [electronVite, 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import('../src/main/host/web-main.ts');
