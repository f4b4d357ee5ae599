/**
 * `npm run build:cli` (and the end of `npm run build`): bundles the command line (src/main/cli/main.ts)
 * into out/cli/cli.mjs with esbuild, so that it runs on plain Node, with no TypeScript loader at run
 * time. The archive commands are a chunk of their own, loaded only when one runs (`resolve` never loads
 * SQLite). better-sqlite3 stays in node_modules (a native module); the pure-JavaScript packages (zod,
 * pure-rand) are bundled in, which spares Node resolving and loading them file by file at every start.
 * `isCliStale()` tells `npm run cli` when to build again.
 */
import { build } from 'esbuild';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_BUNDLE = join(root, 'out/cli/cli.mjs');

export async function buildCli() {
  rmSync(join(root, 'out/cli'), { recursive: true, force: true });
  await build({
    entryPoints: { cli: join(root, 'src/main/cli/main.ts') },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outdir: join(root, 'out/cli'),
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    external: ['better-sqlite3'],
    // A CommonJS package bundled into an ES module may `require` Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** The newest modification time of the files under `dir`, in milliseconds. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Missing, or older than a source file it is built from (src/main, src/shared). */
export function isCliStale() {
  const built = statSync(CLI_BUNDLE, { throwIfNoEntry: false });
  if (!built) return true;
  return Math.max(newest(join(root, 'src/main')), newest(join(root, 'src/shared'))) > built.mtimeMs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
