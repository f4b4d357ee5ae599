/**
 * The page's one sound board and this browser's voices, shared by the screens (the console's AppState
 * speaks and plays cues through them; the options list the voices and try the sounds).
 */
import { browserClock } from './clock.ts';
import { preferences } from './preferences.svelte.ts';
import { SoundBoard, browserAudio } from './sound.ts';
import { BrowserSpeech, webSpeechPort } from './speech.ts';

export const sound = new SoundBoard(preferences, browserAudio, browserClock);

const port = webSpeechPort();
/** Null where the browser has no speech synthesis. */
export const browserSpeech: BrowserSpeech | null = port ? new BrowserSpeech(port) : null;
