/**
 * `npm run web`: the console in a browser, on 127.0.0.1 only. Options: --db FILE (default
 * ./nightwarden-web.db), --port N (default: any free port), --line-ms N (narration time per line, text
 * only), --speech (speak through festival/say as the Electron app does, instead of text only).
 * Prints the address with its token on one line: `Nightwarden console: http://127.0.0.1:PORT/?token=…`.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseOpenError } from '../persistence/database.ts';
import { Store } from '../persistence/store.ts';
import { Session } from '../session/session.ts';
import { createDispatcher, type NarrationService } from './dispatch.ts';
import { Narrator, SaySpeech } from '../narration/index.ts';
import { TimedTextNarration } from './text-narration.ts';
import { startWebHost } from './web-server.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const db = option('--db') ?? 'nightwarden-web.db';
let store: Store;
try {
  store = new Store(db);
} catch (e) {
  if (e instanceof DatabaseOpenError) {
    process.stderr.write(`${e.message}\n`);
    process.exit(2);
  }
  throw e;
}
const session = new Session(store, {
  now: () => new Date(),
  newId: () => randomUUID(),
  randomSeed: () => randomInt(2 ** 31),
});
let narration: NarrationService;
if (process.argv.includes('--speech')) {
  const narrator = new Narrator(new SaySpeech());
  await narrator.checkAvailability();
  narration = narrator;
} else {
  narration = new TimedTextNarration(Number(option('--line-ms') ?? 1500));
}
const host = await startWebHost({
  root: join(import.meta.dirname, '../../../out/renderer'),
  dispatch: createDispatcher({ session, narration, keepAwake: () => undefined }),
  ...(option('--port') ? { port: Number(option('--port')) } : {}),
});
process.stdout.write(`Nightwarden console: ${host.url}\n`);

const stop = (): void => {
  void host.close().then(() => {
    store.close();
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
