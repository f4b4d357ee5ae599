import {
  API,
  type ApiMethod,
  type ApiResults,
  type OutputDevicesView,
  type SpeechStatus,
  type VoiceView,
} from '../../shared/api.ts';
import { describeSchemaIssues } from '../../shared/record.ts';
import { describeValue } from '../../shared/player-name.ts';
import type { SessionResult } from '../../shared/session-contract.ts';
import { narrationFor } from '../engine/index.ts';
import type { Session } from '../session/session.ts';
import { setupData } from './setup-data.ts';
import { validateStatsFilter } from '../stats/index.ts';
import type { StatsFilterInput } from '../../shared/event-contract.ts';
import type { PublicCue, PublicScreenInfo, StoryMove } from '../../shared/public-view.ts';
import type { PublicFeed } from '../session/public-feed.ts';
import type { ArchiveExportView } from '../../shared/archive-contract.ts';
import type { RoomService } from '../hub/room-service.ts';

/** Narration as the console uses it: lines spoken one at a time, cancellable, or text only. */
export interface NarrationService {
  say(
    lines: readonly string[],
    options: { voice?: string; speed?: number; language?: 'en' | 'fr'; device?: string },
  ): Promise<'spoken' | 'cancelled' | 'text-only'>;
  cancel(): Promise<void>;
  status(): SpeechStatus;
  /** Asks the engine again (after a failure turned narration to text only); answers the new status. */
  retrySpeech(): Promise<SpeechStatus>;
  /** The voices installed for a language, best first (empty: none speaks it, or this host has no voice). */
  voices(language: 'en' | 'fr'): Promise<readonly VoiceView[]>;
  /** The audio outputs the host's speech can be sent to (none: it cannot choose, with why). */
  outputDevices(): Promise<OutputDevicesView>;
}

export interface HostServices {
  readonly session: Session;
  readonly narration: NarrationService;
  /** Keeps the screen awake during a game (Electron's powerSaveBlocker; nothing in a browser). */
  readonly keepAwake: (on: boolean) => void;
  /** The players' screen's feed (none: the host has no players' screen). */
  readonly publicFeed?: PublicFeed;
  /** Opens the players' screen: a window (Electron), and its address for a browser. */
  readonly openPublicScreen?: () => Promise<PublicScreenInfo>;
  /** "Export all": a save dialog and the file written (Electron), or a one-time download (a browser). */
  readonly saveArchive?: () => Promise<SessionResult<ArchiveExportView>>;
  /** A live event across laptops: the organiser's room and the desks (none: this host has no network). */
  readonly rooms?: RoomService;
}

/**
 * Calls that cannot change a game or an event: after any other, the players' screen reads the session
 * again (a command, an undo, a correction, a game of an event played or imported, the language).
 */
const CHANGES_NOTHING: ReadonlySet<ApiMethod> = new Set<ApiMethod>([
  'narrationLines',
  'speak',
  'cancelSpeech',
  'speechStatus',
  'retrySpeech',
  'voices',
  'outputDevices',
  'keepAwake',
  'publicCue',
  'openPublicScreen',
  'importChunk',
  'importStart',
  'getGame',
  'replay',
  'listGames',
  'archivePage',
  'exportGame',
  'saveArchive',
  'followPlayer',
  'gameReport',
  'nightStory',
  'tellStory',
  'storyPosition',
  'whatIf',
  'stats',
  'presets',
  'checkDeck',
  'catalogue',
  'rememberedNames',
  'listEvents',
  'getEvent',
  'standings',
  'exportEvent',
  'checkArchive',
  'eventOfGame',
  'hubInterfaces',
  'eventRoomStatus',
  'deskStatus',
]);

/** Calls after which a game may have reached its reveal (or been corrected): a desk sends it to the hub. */
const GAME_CHANGES: ReadonlySet<ApiMethod> = new Set<ApiMethod>(['vote', 'undo', 'override']);

/**
 * What the host keeps for each console connected to it (a WebSocket of the browser host; the Electron
 * window is the only one): the language it reads. Its views come in it, whatever another console reads;
 * a game's narration is in the game's own language either way.
 */
export interface ConsoleConnection {
  language: 'en' | 'fr' | null;
}

export type Dispatch = (
  method: unknown,
  args: unknown,
  connection?: ConsoleConnection,
) => Promise<SessionResult<unknown>>;

const ok = <T>(value: T): SessionResult<T> => ({ ok: true, value });

/**
 * The main side of the contract, shared by both transports: the method must be in the table and its
 * arguments must parse with the table's schema before anything runs.
 */
export function createDispatcher(services: HostServices): Dispatch {
  const { session, narration } = services;
  const events = session.tournaments;
  const noRooms = {
    ok: false,
    error: { code: 'host/no-rooms', message: 'this console cannot open or join a room (it has no network)' },
  } as const;
  const rooms = services.rooms;
  const noScreen = {
    ok: false,
    error: { code: 'host/no-public-screen', message: 'this host has no players’ screen' },
  } as const;
  const handlers: {
    [M in ApiMethod]: (...args: never[]) => SessionResult<ApiResults[M]> | Promise<SessionResult<ApiResults[M]>>;
  } = {
    createGame: (input) => session.createGame(input),
    setLanguage: (language) => session.setLanguage(language),
    getGame: (id) => session.getGame(id),
    replay: (id) => session.replay(id),
    startNight: (id) => session.startNight(id),
    answer: (id, answer) => session.answer(id, answer),
    pass: (id) => session.pass(id),
    override: (id, override) => session.override(id, override),
    undo: (id) => session.undo(id),
    startVote: (id) => session.startVote(id),
    vote: (id, votes, second) => session.vote(id, votes, second),
    listGames: () => session.listGames(),
    archivePage: (input) => session.archivePage(input),
    deleteGame: (id) => session.deleteGame(id),
    exportGame: (id) => session.exportGame(id),
    saveArchive: () =>
      services.saveArchive
        ? services.saveArchive()
        : { ok: false, error: { code: 'host/no-export', message: 'this host cannot write files for the console' } },
    importText: (input) => session.importText(input),
    importStart: (input) => session.importStart(input),
    importChunk: (id, text) => session.importChunk(id, text),
    importFinish: (id) => session.importFinish(id),
    importCancel: (id) => session.importCancel(id),
    reopenArchive: () => session.reopenArchive(),
    checkArchive: () => session.checkArchive(),
    rememberedNames: () => session.rememberedNames(),
    presets: (players: number) => ok(setupData.presets(players)),
    checkDeck: (players: number, deck: string[]) => ok(setupData.checkDeck(players, deck)),
    catalogue: () => ok(setupData.catalogue()),
    narrationLines: (id: string, index: number, language: 'en' | 'fr') => {
      const game = session.gameState(id);
      if (!game.ok) return game;
      return ok(narrationFor(game.value.setup, index, language, 'full', game.value));
    },
    speak: async (
      lines: string[],
      options: { voice?: string; speed?: number; language?: 'en' | 'fr'; device?: string },
    ) => ok({ outcome: await narration.say(lines, options), status: narration.status() }),
    cancelSpeech: async () => {
      await narration.cancel();
      return ok(null);
    },
    speechStatus: () => ok(narration.status()),
    retrySpeech: async () => ok(await narration.retrySpeech()),
    voices: async (language: 'en' | 'fr') => ok([...(await narration.voices(language))]),
    outputDevices: async () => ok(await narration.outputDevices()),
    publicCue: (cue: PublicCue) => {
      services.publicFeed?.setCue(cue);
      return ok(null);
    },
    openPublicScreen: async () => {
      if (!services.openPublicScreen)
        return {
          ok: false,
          error: { code: 'host/no-public-screen', message: 'this host has no players’ screen' },
        };
      return ok(await services.openPublicScreen());
    },
    keepAwake: (on: boolean) => {
      services.keepAwake(on);
      return ok(null);
    },
    followPlayer: (id, seat) => session.followPlayer(id, seat),
    gameReport: (id) => session.gameReport(id),
    nightStory: (id) => session.nightStory(id),
    tellStory: (id: string, move: StoryMove) => (services.publicFeed ? services.publicFeed.tell(id, move) : noScreen),
    storyPosition: () => ok(services.publicFeed?.position() ?? null),
    whatIf: (id, changes) => session.whatIf(id, changes),
    stats: (filter: StatsFilterInput) => {
      const { eventId, ...rest } = filter;
      let gameIds: Set<string> | undefined;
      if (eventId !== undefined) {
        const event = events.getEvent(eventId);
        if (!event.ok) return event;
        gameIds = new Set(event.value.rounds.flatMap((r) => r.tables.flatMap((t) => (t.gameId ? [t.gameId] : []))));
      }
      const checked = validateStatsFilter(rest);
      if (!checked.ok)
        return {
          ok: false,
          error: {
            code: 'input/invalid',
            message: `statistics filter: ${checked.problems.join('; ')}`,
            problems: checked.problems,
          },
        };
      return session.stats({ ...checked.value, ...(gameIds ? { gameIds } : {}) });
    },
    listEvents: () => events.listEvents(),
    createEvent: (input) => events.createEvent(input),
    getEvent: (id) => events.getEvent(id),
    updateEvent: (id, patch) => events.updateEvent(id, patch),
    deleteEvent: (id) => events.deleteEvent(id),
    proposeRound: (id, input) => events.proposeRound(id, input),
    saveRound: (id, round) => events.saveRound(id, round),
    removeRound: (id, number) => events.removeRound(id, number),
    startEventGame: (id, round, table) => events.startEventGame(id, round, table),
    linkEventGame: (id, round, table, gameId) => events.linkEventGame(id, round, table, gameId),
    importEventGames: (id, input) => events.importEventGames(id, input),
    standings: (id) => events.standings(id),
    exportEvent: (id) => events.exportEvent(id),
    importEvent: (input) => events.importEvent(input),
    eventOfGame: (id) => events.eventOfGame(id),
    hubInterfaces: () => (rooms ? ok(rooms.interfaces()) : noRooms),
    openEventRoom: (id: string, at: { address: string; port?: number }) =>
      rooms ? rooms.openRoom(id, at.address, at.port) : noRooms,
    closeEventRoom: (id: string) => (rooms ? rooms.closeRoom(id) : noRooms),
    eventRoomStatus: (id: string) => (rooms ? rooms.status(id) : ok(null)),
    admitDesk: (
      id: string,
      device: string,
      change: { role?: 'table' | 'registration' | 'judge'; tables?: number[] },
    ) => (rooms ? rooms.admit(id, device, change) : noRooms),
    refuseDesk: (id: string, device: string) => (rooms ? rooms.refuse(id, device) : noRooms),
    chooseResult: (id: string, round: number, table: number, gameId: string) =>
      rooms ? rooms.choose(id, round, table, gameId) : noRooms,
    checkIn: (id: string, input: { name: string; present: boolean }) =>
      rooms ? rooms.checkIn(id, input.name, input.present) : noRooms,
    joinEventRoom: (input: {
      code: string;
      request: { name: string; role: 'table' | 'registration' | 'judge'; tables: number[] };
    }) => (rooms ? rooms.join(input.code, input.request) : noRooms),
    deskStatus: () => (rooms ? rooms.deskStatus() : ok([])),
    leaveEventRoom: (id: string) => (rooms ? rooms.leave(id) : noRooms),
  };

  return async (method, args, connection) => {
    if (typeof method !== 'string') {
      const got = describeValue(method);
      return {
        ok: false,
        error: { code: 'input/invalid', message: `method: a method name is a string (got ${got})` },
      };
    }
    if (!Object.hasOwn(API, method)) {
      const shown = JSON.stringify(method.length > 60 ? `${method.slice(0, 60)}…` : method);
      return {
        ok: false,
        error: { code: 'input/unknown-method', message: `${shown} is not a method of the console contract` },
      };
    }
    const name = method as ApiMethod;
    const parsed = API[name].safeParse(args);
    if (!parsed.success) {
      const problems = describeSchemaIssues(parsed.error);
      return { ok: false, error: { code: 'input/invalid', message: `${name}: ${problems.join('; ')}`, problems } };
    }
    const handler = handlers[name] as (...a: unknown[]) => SessionResult<unknown> | Promise<SessionResult<unknown>>;
    // The session answers in this console's language: set just before the call, which reads the session
    // synchronously (no other console's call can run in between).
    if (connection?.language) session.setLanguage(connection.language);
    const result = await handler(...(parsed.data as unknown[]));
    if (name === 'setLanguage' && result.ok && connection) connection.language = parsed.data[0] as 'en' | 'fr';
    if (!CHANGES_NOTHING.has(name)) services.publicFeed?.changed();
    if (rooms && result.ok && GAME_CHANGES.has(name) && typeof (parsed.data as unknown[])[0] === 'string')
      rooms.gameChanged((parsed.data as string[])[0]!);
    if (rooms && result.ok && name === 'linkEventGame' && typeof (parsed.data as unknown[])[3] === 'string')
      rooms.gameChanged((parsed.data as string[])[3]!);
    // An event deleted while open to the room: the room closes with it.
    if (rooms && result.ok && name === 'deleteEvent') await rooms.closeRoom((parsed.data as string[])[0]!);
    return result;
  };
}
