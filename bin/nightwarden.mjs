#!/usr/bin/env node
/**
 * The `nightwarden` command (package.json's `bin`): runs the command line as built by `npm run build`
 * (out/cli/cli.mjs). See README, "The game record and the CLI".
 */
import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'out/cli/cli.mjs');
if (!existsSync(bundle)) {
  process.stderr.write(
    `nightwarden: the command line is not built (${bundle} is missing): run \`npm run build:cli\` (or \`npm run build\`) in ${root}, or use \`npm run cli -- …\`, which builds it\n`,
  );
  process.exit(1);
}
// V8 keeps the compiled code in a cache (the system's temporary folder): a start takes half the time.
enableCompileCache?.();
await import(pathToFileURL(bundle).href);
