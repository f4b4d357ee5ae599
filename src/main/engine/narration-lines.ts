import type { GameSetup } from './state.ts';
import { NARRATION_EN, NARRATION_SHORT_EN, NO_MARKS_WAKE_EN } from './text/en.ts';
import { NARRATION_FR, NARRATION_SHORT_FR, NARRATION_SPECIAL_FR } from './text/fr.ts';

export interface StepNarration {
  /** Spoken when the step opens. */
  readonly open: readonly string[];
  /** Spoken when its time is up. */
  readonly close: readonly string[];
}

/** The full calls (the rule texts' sample script), or expert mode's short ones. */
export type NarrationForm = 'full' | 'short';

type Table = Readonly<Record<string, StepNarration>>;

const TABLES: { readonly [F in NarrationForm]: { readonly en: Table; readonly fr: Table } } = {
  full: { en: NARRATION_EN, fr: NARRATION_FR },
  short: { en: NARRATION_SHORT_EN, fr: NARRATION_SHORT_FR },
};

/** The lines for one step of a game's script, adjusted to what else is in the script. */
export function narrationFor(
  setup: GameSetup,
  index: number,
  language: 'en' | 'fr' = 'en',
  form: NarrationForm = 'full',
): StepNarration {
  const english = englishLines(setup, index, form);
  return language === 'en' ? english : translate(setup, index, english, form);
}

/** A game with Marks: a Vampire-box role, or a Marks board (the Werewolf box alone hands out none). */
function hasMarks(setup: GameSetup): boolean {
  return setup.vampireGame || setup.spots.length > 0;
}

function englishLines(setup: GameSetup, index: number, form: NarrationForm): StepNarration {
  const step = setup.script[index];
  if (!step) return { open: [], close: [] };
  const has = (key: string): boolean => setup.script.some((s) => s.key === key);
  const lines = TABLES[form].en[step.key] ?? { open: [], close: [] };
  switch (step.key) {
    case 'vampires':
      // With Renfield, the Vampires close their eyes while pointing (Renfield's own line says so).
      return has('renfield') ? { open: lines.open, close: [] } : lines;
    case 'renfield':
      return has('renfield/doppelganger') ? { open: lines.open, close: ['Renfield, close your eyes.'] } : lines;
    case 'assassin':
      // "The Apprentice Assassin wakes up … while the Assassin's eyes are still open."
      return has('apprentice-assassin') ? lines : { open: lines.open, close: ['Assassin, close your eyes.'] };
    case 'apprentice-assassin':
      if (has('apprentice-assassin/doppelganger'))
        return { open: lines.open, close: ['Apprentice Assassin, close your eyes.'] };
      return {
        open: lines.open,
        close: [
          has('assassin')
            ? 'Assassin and Apprentice Assassin, close your eyes.'
            : 'Apprentice Assassin, close your eyes.',
        ],
      };
    case 'apprentice-assassin/doppelganger':
      return {
        open: lines.open,
        close: [has('assassin') ? 'Assassin and Doppelgänger, close your eyes.' : 'Doppelgänger, close your eyes.'],
      };
    case 'werewolves':
      // The short call says nothing of the lone wolf either way.
      return setup.options.loneWolf || form === 'short'
        ? lines
        : { open: ['Werewolves, wake up and look for other Werewolves.'], close: lines.close };
    case 'everyone-wakes':
      // Without Marks there is no Mark to move.
      return hasMarks(setup) ? lines : { open: [NO_MARKS_WAKE_EN[form]], close: lines.close };
    default:
      return lines;
  }
}

/**
 * French lines: the step's own lines from the French table of the same form, and the sentences
 * `englishLines` builds for special cases from NARRATION_SPECIAL_FR.
 */
function translate(setup: GameSetup, index: number, english: StepNarration, form: NarrationForm): StepNarration {
  const key = setup.script[index]?.key ?? '';
  const en = TABLES[form].en[key];
  const fr = TABLES[form].fr[key];
  const line = (sentence: string, which: 'open' | 'close'): string => {
    const special = NARRATION_SPECIAL_FR[sentence];
    if (special) return special;
    const at = en?.[which].indexOf(sentence) ?? -1;
    return (at >= 0 ? fr?.[which][at] : undefined) ?? sentence;
  };
  return { open: english.open.map((s) => line(s, 'open')), close: english.close.map((s) => line(s, 'close')) };
}
