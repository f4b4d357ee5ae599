import type { AppDraw } from '../events.ts';
import type { RippleSaid } from '../app/said.ts';
import type { Language } from './phrasebook.ts';
import type { AppPhrases, RoleText } from './role-text.ts';
import { DRAW_OWNERS, ROLE_MODULES } from '../roles/index.ts';

/** Who says a draw key's instruction: its role's words and the phrases they use, and whether it is the ripple. */
interface Speaker {
  readonly ripple: boolean;
  readonly words: RoleText | undefined;
  readonly kit: AppPhrases | undefined;
}

/**
 * A language's instructions by draw key (`app-en.ts`, `app-fr.ts`): `kitFor` gives the phrases a role's
 * words use (`doppelganger` for her copy's draw), `ripple` says the ripple. Who says a key depends on the
 * key alone, so it is looked up once per key (the same for every game), not role by role at every
 * instruction.
 */
export function instructionsIn(
  language: Language,
  kitFor: (words: RoleText, doppelganger: boolean) => AppPhrases,
  ripple: (said: RippleSaid) => string,
): (key: string, said: AppDraw) => string {
  const speakers = new Map<string, Speaker>();
  const speakerOf = (key: string): Speaker => {
    const doppelganger = key.endsWith('-doppelganger');
    const base = doppelganger ? key.slice(0, -'-doppelganger'.length) : key;
    const role = DRAW_OWNERS.get(base);
    const words = role ? ROLE_MODULES[role].text[language] : undefined;
    return { ripple: base === 'ripple', words, kit: words?.app ? kitFor(words, doppelganger) : undefined };
  };
  return (key, said) => {
    let speaker = speakers.get(key);
    if (!speaker) speakers.set(key, (speaker = speakerOf(key)));
    if (speaker.ripple && 'type' in said) return ripple(said);
    const { words, kit } = speaker;
    if (!words?.app || !kit) return key;
    return words.app(said as never, kit);
  };
}
