/** Narration: the speech port, the narrator over it, the `say`-backed engine and a recording fake. */
export * from './speech-port.ts';
export * from './speech-text.ts';
export * from './narrator.ts';
export * from './recording-speech.ts';
export * from './say-speech.ts';
export * from './leftovers.ts';
export * from './devices.ts';
