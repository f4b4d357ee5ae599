/**
 * A role's words in one language (`roles/<box>/<role>/text.en.ts`, `text.fr.ts`): its name and the article
 * it takes in a sentence, and what the moderator says at each of its steps. Types and one helper only: the
 * role folders import this and nothing else of the text layer, which assembles every role's words above the
 * registry (`text/en.ts`, `text/fr.ts`).
 */

import type { RippleTarget } from '../app/said.ts';
import type { RippleGroup, ViewTarget } from '../app/vocabulary.ts';
import type { Team } from '../vocabulary.ts';
import type { Sentences } from './sentences.ts';

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
  /**
   * The name as the card prints it, where that is not `name`: a card printed with its article ("The Count",
   * "The Master"), which sentences name without it ("the Count wakes"). The console shows this one.
   */
  readonly card?: string;
  /**
   * What the console asks the moderator to enter at the role's calls, by call, where the choice's kind
   * does not say it well enough (the Sentinel's shield, the Witch's two steps…).
   */
  readonly prompts?: Readonly<Record<string, string>>;
  /** The sample script's lines at each of the role's steps, by step key (the Doppelgänger's calls too). */
  readonly lines: Readonly<Record<string, StepLines>>;
  /** Expert mode's short lines, keyed as `lines`. */
  readonly short: Readonly<Record<string, StepLines>>;
  /**
   * What the One Night app told the role, as a clause with the role as its subject ("the Rascal may
   * exchange the cards of …"), from the draw its folder declares (`app.draw`) and the language's phrases.
   */
  app?(said: never, phrases: AppPhrases): string;
  /**
   * Why the role's choices refuse a seat or an answer, and the rules its choices state, by name: the
   * sentences of its reasons (`<role>.<name>`). Every language has the same names.
   */
  readonly reasons?: Sentences;
}

/** The phrases an app instruction is built with, in the role text's language (`text/app-en.ts`, `app-fr.ts`). */
export interface AppPhrases {
  /** The role as the subject: "the Rascal", "the Doppelgänger-Rascal"; "le Chenapan", "la Doppelgänger-Chenapan". */
  readonly who: string;
  /** "any other player", "the player on the left", "Players 2 or 5"; « d'un autre joueur »… */
  readonly place: (target: RippleTarget) => string;
  /** "the card of …", "a center card", "their own card"; « la carte … », « une carte du milieu »… */
  readonly cardOf: (target: RippleTarget) => string;
  /** "an odd-numbered player", "Player 3"; « d'un joueur au numéro impair »… */
  readonly viewTarget: (target: ViewTarget) => string;
  /** "everyone", "the even-numbered players", "Players 1 and 4"; « tout le monde »… */
  readonly group: (group: RippleGroup) => string;
  /** A team's name as the language writes it after "the … team" (English) or alone (French). */
  readonly team: (team: Team) => string;
}

/** A role's words, checked against the shape (the role folder's `text.<language>.ts`). */
export function roleText<const T extends RoleText>(text: T): T {
  return text;
}
