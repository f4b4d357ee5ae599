import type { GameSetup } from './state.ts';
import { NARRATION_EN } from './text/en.ts';
import { NARRATION_FR, NARRATION_SPECIAL_FR } from './text/fr.ts';

export interface StepNarration {
  /** Spoken when the step opens. */
  readonly open: readonly string[];
  /** Spoken when its time is up. */
  readonly close: readonly string[];
}

/** The lines for one step of a game's script, adjusted to what else is in the script. */
export function narrationFor(setup: GameSetup, index: number, language: 'en' | 'fr' = 'en'): StepNarration {
  const english = englishLines(setup, index);
  return language === 'en' ? english : translate(setup, index, english);
}

function englishLines(setup: GameSetup, index: number): StepNarration {
  const step = setup.script[index];
  if (!step) return { open: [], close: [] };
  const has = (key: string): boolean => setup.script.some((s) => s.key === key);
  const lines = NARRATION_EN[step.key] ?? { open: [], close: [] };
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
      return setup.options.loneWolf
        ? lines
        : { open: ['Werewolves, wake up and look for other Werewolves.'], close: lines.close };
    default:
      return lines;
  }
}

/**
 * French lines: the step's own lines from NARRATION_FR, and the sentences `englishLines` builds for
 * special cases from NARRATION_SPECIAL_FR.
 */
function translate(setup: GameSetup, index: number, english: StepNarration): StepNarration {
  const key = setup.script[index]?.key ?? '';
  const en = NARRATION_EN[key];
  const fr = NARRATION_FR[key];
  const line = (sentence: string, which: 'open' | 'close'): string => {
    const special = NARRATION_SPECIAL_FR[sentence];
    if (special) return special;
    const at = en?.[which].indexOf(sentence) ?? -1;
    return (at >= 0 ? fr?.[which][at] : undefined) ?? sentence;
  };
  return { open: english.open.map((s) => line(s, 'open')), close: english.close.map((s) => line(s, 'close')) };
}
