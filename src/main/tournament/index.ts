/**
 * The tournament core: events, the next round's tables, scoring, standings and bringing games in. Pure:
 * no database, no files, no Electron; the caller saves every change and reads the games' records.
 */
export * from './decks.ts';
export * from './event.ts';
export * from './matching.ts';
export * from './pairing.ts';
export * from './scoring.ts';
export * from './standings.ts';
