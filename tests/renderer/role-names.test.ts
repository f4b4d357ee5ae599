/**
 * The console's dictionaries name every role as the engine's role folders do (issue 19: a role's name is
 * written in its folder; the renderer's `common.role` table must agree with the catalogue in each language,
 * or a player would read two names for one card). A card printed with its article ("The Count") may be
 * listed with it.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/main/engine/catalogue.ts';
import { common as en } from '../../src/renderer/src/lib/i18n/en/common.ts';
import { common as fr } from '../../src/renderer/src/lib/i18n/fr/common.ts';

describe("the console's role names", () => {
  const roles = catalogue().roles;
  for (const [language, dictionary] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    it(`are the role folders' names in ${language}, for every role and no other`, () => {
      const table = dictionary.role as Record<string, string>;
      expect(Object.keys(table).sort()).toEqual(roles.map((r) => r.id).sort());
      for (const role of roles) {
        // The card's own name, or, for a card printed with its article ("The Count"), the article and name.
        const withArticle = role.article[language] + role.name[language];
        const printed = withArticle.charAt(0).toUpperCase() + withArticle.slice(1);
        expect([role.name[language], printed], role.id).toContain(table[role.id]);
      }
    });
  }
});
