/**
 * `npm run cli -- …`: the command line as built (out/cli/cli.mjs), built first when it is missing or older
 * than its sources, so that a checkout runs what it holds.
 */
import { enableCompileCache } from 'node:module';
import { pathToFileURL } from 'node:url';
import { buildCli, CLI_BUNDLE, isCliStale } from './build-cli.mjs';

if (isCliStale()) await buildCli();
// V8 keeps the compiled code in a cache (the system's temporary folder): a start takes half the time.
enableCompileCache?.();
await import(pathToFileURL(CLI_BUNDLE).href);
