/**
 * The contract's method names, without zod, for the preload (a small sandboxed bundle). `api.ts` checks
 * at compile time that this list and the contract table name the same methods.
 */
export const API_METHOD_NAMES = [
  'createGame',
  'setLanguage',
  'getGame',
  'replay',
  'startNight',
  'answer',
  'pass',
  'override',
  'undo',
  'startVote',
  'vote',
  'listGames',
  'archivePage',
  'deleteGame',
  'exportGame',
  'saveArchive',
  'importText',
  'importStart',
  'importChunk',
  'importFinish',
  'importCancel',
  'reopenArchive',
  'checkArchive',
  'rememberedNames',
  'presets',
  'checkDeck',
  'narrationLines',
  'speak',
  'cancelSpeech',
  'speechStatus',
  'retrySpeech',
  'voices',
  'publicCue',
  'openPublicScreen',
  'keepAwake',
  'followPlayer',
  'gameReport',
  'stats',
  'listEvents',
  'createEvent',
  'getEvent',
  'updateEvent',
  'deleteEvent',
  'proposeRound',
  'saveRound',
  'removeRound',
  'startEventGame',
  'linkEventGame',
  'importEventGames',
  'standings',
  'exportEvent',
  'importEvent',
  'eventOfGame',
] as const;

export type ApiMethodName = (typeof API_METHOD_NAMES)[number];

export const BRIDGE_CHANNEL = 'nightwarden:invoke';

/** What the preload exposes on `window.nightwarden`: one function per contract method. */
export type Bridge = { readonly [M in ApiMethodName]: (...args: unknown[]) => Promise<unknown> };
