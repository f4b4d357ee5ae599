/**
 * A console that starts one line and is then killed (by the test): festival speaks into a FIFO nobody
 * reads, so the line never ends by itself (espeak-ng for a French line). argv: ALSA config, line time-out
 * (ms), watchdog grace (ms), and the line's language (en, the default, or fr).
 */
import { SaySpeech } from '../../src/main/narration/say-speech.ts';

const [conf = '', timeoutMs = '60000', graceMs = '5000', language = 'en'] = process.argv.slice(2);
const speech = new SaySpeech({
  env: { ...process.env, ALSA_CONFIG_PATH: conf },
  lineTimeoutMs: () => Number(timeoutMs),
  watchdogGraceMs: Number(graceMs),
});
if (language === 'fr') {
  await speech.voices('fr');
  void speech.speak('Loups-garous, réveillez-vous et regardez les autres loups-garous.', { language: 'fr' });
} else {
  void speech.speak('Werewolves, wake up and look for other Werewolves.');
}
process.stdout.write('speaking\n');
setInterval(() => undefined, 1000);
