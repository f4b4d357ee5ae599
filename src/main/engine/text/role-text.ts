/**
 * A role's words in one language (`roles/<box>/<role>/text.en.ts`, `text.fr.ts`): its name and the article
 * it takes in a sentence, and what the moderator says at each of its steps. Types and one helper only: the
 * role folders import this and nothing else of the text layer, which assembles every role's words above the
 * registry (`text/en.ts`, `text/fr.ts`).
 */

/** What the moderator says when a step opens and when its time is up. */
export interface StepLines {
  readonly open: readonly string[];
  readonly close: readonly string[];
}

export interface RoleText {
  /** The name as the card (and the edition) prints it: "Seer", "Voyante", "Le Maître". */
  readonly name: string;
  /**
   * The article before the name in a sentence, with its space: "the " or "" (Renfield, Cupid…) in English;
   * "le ", "la ", "l'" or "" in French.
   */
  readonly article: string;
  /** The sample script's lines at each of the role's steps, by step key (the Doppelgänger's calls too). */
  readonly lines: Readonly<Record<string, StepLines>>;
  /** Expert mode's short lines, keyed as `lines`. */
  readonly short: Readonly<Record<string, StepLines>>;
}

/** A role's words, checked against the shape (the role folder's `text.<language>.ts`). */
export function roleText<const T extends RoleText>(text: T): T {
  return text;
}
