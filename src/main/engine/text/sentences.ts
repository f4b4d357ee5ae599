import type { Reason, ReasonParams } from '../errors.ts';
import type { Artifact, Role } from '../vocabulary.ts';
import { ARTIFACT_NAMES_EN } from './artifact-names.ts';

/**
 * Reasons as data, and the sentences that say them. A reason is a key (`witch.not-center`: whose words,
 * and which sentence) and parameters (player names, numbers, role ids, nested reasons); each language has
 * a sentence for every key, and says the parameters itself (a role id by the role's name in that
 * language). The engine says its reasons in English where it gives them (`Reason.en`, a rule error's
 * message); another language formats the key and the parameters (`text/say.ts`), never the English.
 */

/** What a sentence may ask of its language: a role's name, and a nested reason said in the same language. */
export interface Kit {
  /** A role's name in this language, with its article when `the` ("the Seer", "la Voyante"). */
  readonly role: (role: Role, the?: boolean) => string;
  /** A nested reason (a choice's rule inside a refusal), in this language. */
  readonly say: (reason: Reason) => string;
  /** An artifact's name in this language ("Claw of the Werewolf"). */
  readonly artifact: (artifact: Artifact) => string;
}

/** One sentence of a language, from a reason's parameters. */
export type Sentence<P> = (params: P, kit: Kit) => string;

/** A language's sentences, by name (the part of a reason's key after its owner). */
// The parameters differ from sentence to sentence: each table is checked against its own English table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Sentences = Readonly<Record<string, Sentence<any>>>;

/** The parameters a sentence takes (none: an empty object). */
export type ParamsOf<F> = F extends (...args: infer A) => string
  ? A extends []
    ? Record<string, never>
    : A[0]
  : never;

/** Another language's sentences for the same names as `E`'s, each taking the same parameters. */
export type SentencesLike<E extends Sentences> = { readonly [K in keyof E]: Sentence<ParamsOf<E[K]>> };

/** The English kit where no role needs naming (the low layers' reasons: a player, a seat, a card). */
export const PLAIN_ENGLISH: Kit = {
  role: (role) => {
    throw new Error(`a reason given below the registry cannot name the role ${role}: pass the English kit`);
  },
  say: (reason) => reason.en,
  artifact: (artifact) => ARTIFACT_NAMES_EN[artifact],
};

/**
 * The reasons of one owner (a role's id, or a part of the engine: `seat`, `night`…), said in English as
 * they are given. `kit` names roles in English (a role folder has it from its context).
 */
export function reasonsOf<E extends Sentences>(owner: string, english: E) {
  // A reason without parameters is the same every time (a role's rule): made once, then shared.
  const constant = new Map<string, Reason>();
  // Each key written once (`seat.self`), not joined again for every reason.
  const keys = new Map<string, string>();
  return <K extends keyof E & string>(
    name: K,
    params: ParamsOf<E[K]> & ReasonParams,
    kit: Kit = PLAIN_ENGLISH,
  ): Reason => {
    let key = keys.get(name);
    if (key === undefined) keys.set(name, (key = `${owner}.${name}`));
    let empty = true;
    for (const _ in params) {
      empty = false;
      break;
    }
    if (!empty || kit !== PLAIN_ENGLISH) return { key, params, en: english[name]!(params, kit) };
    let reason = constant.get(name);
    if (!reason) constant.set(name, (reason = { key, params, en: english[name]!(params, kit) }));
    return reason;
  };
}
