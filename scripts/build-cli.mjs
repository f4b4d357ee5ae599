/**
 * `npm run build:cli` (and the end of `npm run build`): bundles the command line (src/main/cli/main.ts)
 * into out/cli/cli.mjs with esbuild, so that it runs on plain Node, with no TypeScript loader at run
 * time. The archive commands are a chunk of their own, loaded only when one runs (`resolve` never loads
 * SQLite). better-sqlite3 stays in node_modules (a native module); the pure-JavaScript packages (zod,
 * pure-rand) are bundled in, which spares Node resolving and loading them file by file at every start.
 * `isCliStale()` tells `npm run cli` when to build again.
 */
import { build } from 'esbuild';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_BUNDLE = join(root, 'out/cli/cli.mjs');

/**
 * Builds the bundle. Another process may be running the old one meanwhile (tests run in parallel, each
 * may ask for a build): every file is written under a temporary name and renamed into place, the chunks
 * first and the entry last, and old chunks are removed only a minute later.
 */
export async function buildCli() {
  const outdir = join(root, 'out/cli');
  const result = await build({
    entryPoints: { cli: join(root, 'src/main/cli/main.ts') },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    external: ['better-sqlite3'],
    // A CommonJS package bundled into an ES module may `require` Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === CLI_BUNDLE) - Number(b.path === CLI_BUNDLE));
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  const kept = new Set(files.map((file) => file.path));
  const chunks = join(outdir, 'chunks');
  for (const name of readdirSync(chunks)) {
    const path = join(chunks, name);
    if (!kept.has(path) && statSync(path).mtimeMs < Date.now() - 60_000) rmSync(path, { force: true });
  }
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
