import { ROLE_MODULES } from '../roles/index.ts';
import { ROLES, type ByRole, type Mark, type Role, type Team } from '../vocabulary.ts';
import type { RoleText, StepLines } from './role-text.ts';

export { ARTIFACT_NAMES_EN } from './artifact-names.ts';

/**
 * The engine's English: every role's words (from its folder's `text.en.ts`, through the registry), and the
 * words of the game itself (Marks, teams, artifacts, center cards, the calls that frame the night).
 */

const words = (role: Role): RoleText => ROLE_MODULES[role].text.en;

/** English names. The narration and explanation read them from here, so other languages can follow. */
export const ROLE_NAMES_EN: ByRole<string> = Object.fromEntries(
  ROLES.map((role) => [role, words(role).name]),
) as unknown as ByRole<string>;

export const MARK_NAMES_EN: { readonly [M in Mark]: string } = {
  clarity: 'Mark of Clarity',
  vampire: 'Mark of the Vampire',
  fear: 'Mark of Fear',
  bat: 'Mark of the Bat',
  disease: 'Mark of Disease',
  love: 'Mark of Love',
  traitor: 'Mark of the Traitor',
  assassin: 'Mark of the Assassin',
};

export const TEAM_NAMES_EN: { readonly [T in Team]: string } = {
  village: 'village',
  werewolf: 'werewolf',
  vampire: 'vampire',
  tanner: 'Tanner',
  assassin: 'Assassin',
  'apprentice-assassin': 'Apprentice Assassin',
  alien: 'alien',
  'synthetic-alien': 'Synthetic Alien',
  groob: 'Groob',
  zerb: 'Zerb',
  leader: 'Leader',
  blob: 'Blob',
  mortician: 'Mortician',
  nostradamus: 'Nostradamus',
};

/** Each role's article, by its English name ("Renfield", "Cupid", "Groob", "Zerb" and "Nostradamus" take none). */
const ARTICLE_BY_NAME = new Map(ROLES.map((role) => [words(role).name, words(role).article]));

/** A role's name in a sentence: "the Seer", "Cupid". */
export function theRole(name: string): string {
  return `${ARTICLE_BY_NAME.get(name) ?? 'the '}${name}`;
}

/** Every role's lines of one form, keyed by step. */
function roleLines(form: 'lines' | 'short'): Record<string, StepLines> {
  const out: Record<string, StepLines> = {};
  for (const role of ROLES) Object.assign(out, words(role)[form]);
  return out;
}

export function list(names: readonly string[]): string {
  const last = names.length - 1;
  if (last <= 0) return names[0] ?? '';
  let out = names[0]!;
  for (let i = 1; i < last; i++) out += `, ${names[i]}`;
  return `${out} and ${names[last]}`;
}

export const CENTER_NAMES_EN = [
  'the left center card',
  'the middle center card',
  'the right center card',
  'the center Werewolf card',
] as const;

/**
 * Narration, keyed by step: what the moderator says when the step opens and when it closes.
 * The lines are the rule texts' sample scripts ("dose" read as "close").
 */
export const NARRATION_EN: Readonly<
  Record<string, { readonly open: readonly string[]; readonly close: readonly string[] }>
> = {
  'everyone-sleeps': { open: ['Everyone, close your eyes.'], close: [] },
  'doppelganger-action': { open: [], close: ['Doppelgänger, close your eyes.'] },
  'marks-view': { open: ['Everyone, wake up and secretly view your Mark.'], close: ['Everyone, close your eyes.'] },
  'everyone-wakes': {
    open: ['Everyone, keep your eyes closed and move your card and Mark around slightly.'],
    close: ['Everyone, wake up!'],
  },
  // The ripple in space-time (Alien): the app's own steps, not a role's.
  ripple: { open: ['Everyone, keep your eyes closed.'], close: [] },
  'ripple-role': {
    open: ['The role the ripple names, wake up and do your night action again.'],
    close: ['Close your eyes.'],
  },
  ...roleLines('lines'),
};

/**
 * Expert mode's short calls, keyed like `NARRATION_EN`: for a table that knows the roles, each call names
 * the role and its action in a few words (the official app's expert mode does the same). Every step has
 * its short lines; `narration-lines.ts` adjusts them as it adjusts the full ones.
 */
export const NARRATION_SHORT_EN: Readonly<
  Record<string, { readonly open: readonly string[]; readonly close: readonly string[] }>
> = {
  'everyone-sleeps': { open: ['Everyone, close your eyes.'], close: [] },
  'doppelganger-action': { open: [], close: ['Doppelgänger, close your eyes.'] },
  'marks-view': { open: ['Everyone, wake up and view your Mark.'], close: ['Everyone, close your eyes.'] },
  'everyone-wakes': { open: ['Everyone, move your card and Mark slightly.'], close: ['Everyone, wake up!'] },
  ripple: { open: ['Eyes closed.'], close: [] },
  'ripple-role': { open: ['The role named, act again.'], close: ['Close your eyes.'] },
  ...roleLines('short'),
};

/**
 * The end of the night in a game without Marks (the Werewolf box alone): the players move their card only.
 * Full and short forms.
 */
export const NO_MARKS_WAKE_EN = {
  full: 'Everyone, keep your eyes closed and move your card around slightly.',
  short: 'Everyone, move your card slightly.',
} as const;
