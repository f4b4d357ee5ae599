/** The rules engine: pure TypeScript, no Electron, no I/O. */
export * from './vocabulary.ts';
export * from './errors.ts';
export * from './options.ts';
export * from './roles.ts';
export * from './wake-order.ts';
export * from './state.ts';
export * from './events.ts';
export * from './night.ts';
export * from './day.ts';
export * from './apply.ts';
export * from './explain.ts';
export * from './narration-lines.ts';
export * from './record.ts';
export * from './random.ts';
export * from './bot.ts';
export * from './decks.ts';
