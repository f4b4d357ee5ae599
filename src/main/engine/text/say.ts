import type { Reason } from '../errors.ts';
import { ROLE_MODULES } from '../roles/index.ts';
import { isRole, type Role } from '../vocabulary.ts';
import { ARTIFACT_NAMES_EN, ARTIFACT_NAMES_FR } from './artifact-names.ts';
import { ROLE_NAMES_EN, theRole } from './en.ts';
import { ROLE_NAMES_FR } from './fr.ts';
import type { Language } from './phrasebook.ts';
import { APP_EN, APP_SAID_EN, NIGHT_EN, OVERRIDE_EN, RECORD_EN, SEAT_EN, SETUP_EN, VOTE_EN } from './reasons-en.ts';
import { APP_FR, APP_SAID_FR, NIGHT_FR, OVERRIDE_FR, RECORD_FR, SEAT_FR, SETUP_FR, VOTE_FR } from './reasons-fr.ts';
import type { Kit, Sentences } from './sentences.ts';

/**
 * Says a reason in a language: the sentence of its key in that language's words (a role's folder for a
 * role's reasons, the engine's tables for its own), with its parameters said in that language too. English
 * is said where the reason is given (`reason.en`); no language is ever derived from another's sentence.
 */

/** The engine's own sentences, by owner (the part of a key before its dot). */
export const ENGINE_SENTENCES: { readonly [L in Language]: Readonly<Record<string, Sentences>> } = {
  en: {
    seat: SEAT_EN,
    night: NIGHT_EN,
    app: APP_EN,
    setup: SETUP_EN,
    vote: VOTE_EN,
    override: OVERRIDE_EN,
    record: RECORD_EN,
    said: APP_SAID_EN,
  },
  fr: {
    seat: SEAT_FR,
    night: NIGHT_FR,
    app: APP_FR,
    setup: SETUP_FR,
    vote: VOTE_FR,
    override: OVERRIDE_FR,
    record: RECORD_FR,
    said: APP_SAID_FR,
  },
};

/** The sentences a key's owner has in a language (a role's, or the engine's), or undefined. */
export function sentencesOf(owner: string, language: Language): Sentences | undefined {
  return isRole(owner) ? ROLE_MODULES[owner].text[language].reasons : ENGINE_SENTENCES[language][owner];
}

/** Names roles in English for a reason given above the registry (the night's actors, a record's call). */
export const ENGLISH: Kit = {
  role: (role: Role, the = false) => (the ? theRole(ROLE_NAMES_EN[role]) : ROLE_NAMES_EN[role]),
  say: (reason) => reason.en,
  artifact: (artifact) => ARTIFACT_NAMES_EN[artifact],
};

/** "la Voyante", "Renfield", "le Maître"; the bare name without `the`. */
function frenchRole(role: Role, the = false): string {
  const name = ROLE_NAMES_FR[role];
  if (!the) return name;
  const article = ROLE_MODULES[role].text.fr.article;
  return (
    article + (name.startsWith('Le ') ? `le ${name.slice(3)}` : name.startsWith('La ') ? `la ${name.slice(3)}` : name)
  );
}

const FRENCH: Kit = {
  role: frenchRole,
  say: (reason) => sayReason(reason, 'fr'),
  artifact: (artifact) => ARTIFACT_NAMES_FR[artifact],
};

/** A reason in a language. */
export function sayReason(reason: Reason, language: Language): string {
  if (language === 'en') return reason.en;
  const dot = reason.key.indexOf('.');
  const sentence = sentencesOf(reason.key.slice(0, dot), language)?.[reason.key.slice(dot + 1)];
  // Every key has a sentence in every language (tests/engine/reasons.test.ts): English is never shown
  // for want of one, but a key from another version (a stored reason) still says something.
  return sentence ? sentence(reason.params, FRENCH) : reason.en;
}
