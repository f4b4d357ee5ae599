import type { OracleSaid } from './app/said.ts';
import { drawKey, drawOf, rippleOf } from './app/state.ts';
import { DRAWN_AT_CALL } from './roles/index.ts';
import type { AppDraw } from './events.ts';
import type { GameSetup, GameState } from './model.ts';
import { spokenEn, spokenQuestionEn } from './text/app-en.ts';
import { spokenFr, spokenQuestionFr } from './text/app-fr.ts';
import { ROLE_NAMES_EN } from './text/en.ts';
import { ROLE_NAMES_FR } from './text/fr.ts';
import { baseKey } from './wake-order.ts';
import { frenchSpaces } from '../../shared/typography.ts';
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

/**
 * The lines for one step of a game's script, adjusted to what else is in the script. With the game's
 * state, a call the app directs also says what the app drew for it (Alien: "The Aliens may each look at
 * the card of an odd-numbered player."), the Oracle's question, the ripple, the repeated role.
 */
export function narrationFor(
  setup: GameSetup,
  index: number,
  language: 'en' | 'fr' = 'en',
  form: NarrationForm = 'full',
  state?: GameState,
): StepNarration {
  const english = englishLines(setup, index, form);
  const lines = language === 'en' ? english : translate(setup, index, english, form);
  return state ? withApp(lines, state, index, language) : lines;
}

/** Adds what the app says at this call to its opening lines. */
function withApp(lines: StepNarration, state: GameState, index: number, language: 'en' | 'fr'): StepNarration {
  const step = state.setup.script[index];
  if (!step || !state.app) return lines;
  const base = baseKey(step.key).split('/')[0]!;
  // French lines keep the sign with their word ("pair ou impair ?").
  const say = (extra: readonly string[]): StepNarration => ({
    open: [...lines.open, ...extra.map((line) => (language === 'fr' ? frenchSpaces(line) : line))],
    close: lines.close,
  });
  if (base === 'oracle') {
    const said = drawOf<OracleSaid>(state, drawKey('oracle', step), false);
    if (!said) return lines;
    return say([language === 'en' ? spokenQuestionEn(said.question) : spokenQuestionFr(said.question)]);
  }
  if (step.key === 'ripple') {
    const ripple = rippleOf(state);
    return say([language === 'en' ? spokenEn('ripple', ripple) : spokenFr('ripple', ripple)]);
  }
  if (step.kind === 'ripple-role') {
    const role = rippleOf(state).role;
    if (!role) return lines;
    const name = language === 'en' ? ROLE_NAMES_EN[role] : ROLE_NAMES_FR[role];
    // The role is named now: its own lines replace the general ones.
    return language === 'en'
      ? { open: [`${name}, wake up and do your night action again.`], close: [`${name}, close your eyes.`] }
      : { open: [`${name}, réveille-toi et refais ton action de la nuit.`], close: [`${name}, ferme les yeux.`] };
  }
  const drawn = DRAWN_AT_CALL.get(base);
  if (!drawn) return lines;
  const key = drawKey(drawn, step);
  const said = drawOf<AppDraw>(state, key, step.loop);
  if (!said) return lines;
  return say([language === 'en' ? spokenEn(key, said) : spokenFr(key, said)]);
}

const DREAM_WOLF_THUMB: Readonly<Record<NarrationForm, string>> = {
  full: 'Dream Wolf, keep your eyes closed and stick out your thumb.',
  short: 'Dream Wolf, thumb out.',
};

/** A game with Marks: a Vampire-box role, or a Marks board (the Werewolf box alone hands out none). */
function hasMarks(setup: GameSetup): boolean {
  return setup.vampireGame || setup.spots.length > 0;
}

function englishLines(setup: GameSetup, index: number, form: NarrationForm): StepNarration {
  const step = setup.script[index];
  if (!step) return { open: [], close: [] };
  const has = (key: string): boolean => setup.script.some((s) => s.key === key);
  // A time loop's call says the first call's lines.
  const lines = TABLES[form].en[baseKey(step.key)] ?? { open: [], close: [] };
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
    case 'werewolves': {
      // The short call says nothing of the lone wolf either way.
      const werewolves =
        setup.options.loneWolf || form === 'short'
          ? lines
          : { open: ['Werewolves, wake up and look for other Werewolves.'], close: lines.close };
      // "The Dream Wolf does not wake up, but sticks out her thumb so the other Werewolves know who she is."
      if (!setup.cards.includes('dream-wolf')) return werewolves;
      return {
        open: [...werewolves.open, DREAM_WOLF_THUMB[form]],
        close: ['Dream Wolf, put your thumb away.', ...werewolves.close],
      };
    }
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
  const key = baseKey(setup.script[index]?.key ?? '');
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
