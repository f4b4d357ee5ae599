/**
 * `npm run web`: the console in a browser, on 127.0.0.1 only. Options: --db FILE (default
 * ./nightwarden-web.db), --port N (default: any free port), --line-ms N (narration time per line, text
 * only), --speech (speak through festival/say as the Electron app does, instead of text only).
 * Prints the address with its token on one line: `Nightwarden console: http://127.0.0.1:PORT/?token=…`, then
 * the players' screen's, with its own read-only token: `Nightwarden players' screen: http://…/public.html?token=…`.
 * --bind ADDRESS: the address this console's desk sockets leave from when it joins an event's room (a
 * loopback address of its own, 127.0.0.3…, to run several desks on one machine).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseOpenError } from '../persistence/database.ts';
import { Store } from '../persistence/store.ts';
import { Session } from '../session/session.ts';
import { createDispatcher, type NarrationService } from './dispatch.ts';
import { Narrator, SaySpeech, reapSpeechLeftovers } from '../narration/index.ts';
import { TimedTextNarration } from './text-narration.ts';
import { warmUp } from './warm-up.ts';
import { startWebHost } from './web-server.ts';
import { PublicFeed, sessionSources } from '../session/public-feed.ts';
import { Downloads } from './archive-stream.ts';
import { archiveFileName } from '../../shared/archive-contract.ts';
import { isIpv4 } from '../../shared/hub-contract.ts';
import { RoomService } from '../hub/room-service.ts';

/** Who started us, read first: the runner may be stopped the moment the address is printed. */
const parent = process.ppid;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function quit(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const port = option('--port') === undefined ? 0 : Number(option('--port'));
if (!Number.isInteger(port) || port < 0 || port > 65535)
  quit(`--port ${option('--port') ?? ''}: a port is a whole number from 0 (any free port) to 65535`);
const lineMs = Number(option('--line-ms') ?? 1500);
if (!Number.isFinite(lineMs) || lineMs < 0 || lineMs > 60_000)
  quit(`--line-ms ${option('--line-ms') ?? ''}: the time per narration line is 0 to 60000 ms`);

const bind = option('--bind');
if (bind !== undefined && !isIpv4(bind))
  quit(`--bind ${bind}: give an IPv4 address of this computer, such as 127.0.0.3`);

const db = option('--db') ?? 'nightwarden-web.db';
let store: Store;
try {
  // One writer per archive: a second console on this file is refused here, told which one holds it.
  store = new Store(db, { program: `the console in a browser (npm run web, port ${port || 'any'})` });
} catch (e) {
  if (e instanceof DatabaseOpenError) quit(e.message);
  throw e;
}
const session = new Session(store, {
  now: () => new Date(),
  newId: () => randomUUID(),
  randomSeed: () => randomInt(2 ** 31),
});
let narration: NarrationService;
if (process.argv.includes('--speech')) {
  await reapSpeechLeftovers();
  const narrator = new Narrator(new SaySpeech());
  await narrator.checkAvailability();
  void narrator.voices('en');
  void narrator.voices('fr');
  narration = narrator;
} else {
  narration = new TimedTextNarration(lineMs);
}
const publicFeed = new PublicFeed(sessionSources(session));
let publicAddress: string | null = null;
// "Export all" in a browser: a one-time address the browser downloads, the archive streamed as it is read.
const downloads = new Downloads();
const root = join(import.meta.dirname, '../../../out/renderer');
const rooms = new RoomService({
  store,
  session,
  ports: { now: () => new Date(), newId: () => randomUUID() },
  root,
  ...(bind ? { bind } : {}),
  log: (message) => process.stderr.write(`${message}\n`),
});
// A desk that joined an event's room before it stopped joins it again (its outbox goes when the hub is back).
rooms.resume();
const host = await startWebHost({
  root,
  dispatch: createDispatcher({
    session,
    narration,
    keepAwake: () => undefined,
    publicFeed,
    // In a browser, the console opens the players' screen's address itself (a window, a tab, a TV's).
    openPublicScreen: () => Promise.resolve({ window: null, address: publicAddress }),
    saveArchive: () => {
      const fileName = archiveFileName();
      const url = downloads.offer({ fileName, type: 'application/x-ndjson', lines: () => session.exportLines() });
      return Promise.resolve({ ok: true, value: { kind: 'download', url, fileName } });
    },
    rooms,
  }),
  port,
  public: { feed: publicFeed },
  downloads,
}).catch((error: NodeJS.ErrnoException) =>
  quit(
    error.code === 'EADDRINUSE'
      ? `--port ${port}: the port is in use by another program; choose another one, or leave --port out for any free port`
      : `the console could not start its server: ${error.message}`,
  ),
);
publicAddress = host.publicUrl;
process.stdout.write(`Nightwarden console: ${host.url}\n`);
process.stdout.write(`Nightwarden players' screen: ${host.publicUrl ?? ''}\n`);
// A few games in memory, a command at a time, so the first night's answers are as quick as later ones.
const warming = warmUp();

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  warming.stop();
  void narration
    .cancel()
    .then(() => rooms.closeAll())
    .then(() => host.close())
    .finally(() => {
      store.close();
      process.exit(0);
    });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', stop);
// Started by a runner (npm, a shell) that was stopped without passing the signal on: when our parent goes
// away we are handed to another one, and the console stops with it rather than keep its port open.
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 500).unref();
