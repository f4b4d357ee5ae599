/**
 * A console that starts one line and is then killed (by the test): festival speaks into a FIFO nobody
 * reads, so the line never ends by itself. argv: ALSA config, line time-out (ms), watchdog grace (ms).
 */
import { SaySpeech } from '../../src/main/narration/say-speech.ts';

const [conf = '', timeoutMs = '60000', graceMs = '5000'] = process.argv.slice(2);
const speech = new SaySpeech({
  env: { ...process.env, ALSA_CONFIG_PATH: conf },
  lineTimeoutMs: () => Number(timeoutMs),
  watchdogGraceMs: Number(graceMs),
});
void speech.speak('Werewolves, wake up and look for other Werewolves.');
process.stdout.write('speaking\n');
setInterval(() => undefined, 1000);
