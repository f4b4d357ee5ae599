/**
 * The console names roles, artifacts and the calls' prompts with the role folders' words (issue 19: a
 * role's words live in its folder; the renderer's dictionaries hold none of them, so two names for one
 * card cannot happen). The console reads them from the catalogue, the players' screen from its view.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/main/engine/catalogue.ts';
import { ROLE_MODULES } from '../../src/main/engine/roles/index.ts';
import { named, WAITING } from '../../src/main/session/public-view.ts';
import { ARTIFACTS, MARKS, TEAMS } from '../../src/main/engine/vocabulary.ts';
import { en } from '../../src/renderer/src/lib/i18n/en/index.ts';
import { fr } from '../../src/renderer/src/lib/i18n/fr/index.ts';
import { i18n } from '../../src/renderer/src/lib/i18n/index.svelte.ts';
import { callPrompt } from '../../src/renderer/src/night/labels.ts';
import { catalogueNames } from '../../src/shared/catalogue.ts';
import { typesetFrench } from '../../src/shared/typography.ts';
import { roles as console } from './catalogue-fixture.ts';

const ROLES = catalogue().roles;

function inLanguage<T>(language: 'en' | 'fr', read: () => T): T {
  const before = i18n.language;
  i18n.language = language;
  try {
    return read();
  } finally {
    i18n.language = before;
  }
}

describe("the console's names", () => {
  it('are the role folders’ names in each language, as the card prints them', () => {
    for (const role of ROLES) {
      const folder = ROLE_MODULES[role.id].text;
      expect(
        inLanguage('en', () => i18n.role(role.id)),
        role.id,
      ).toBe(folder.en.card ?? folder.en.name);
      expect(
        inLanguage('fr', () => i18n.role(role.id)),
        role.id,
      ).toBe(typesetFrench(folder.fr.card ?? folder.fr.name));
    }
    // A card printed with its article: the console shows it so; sentences say "the Count".
    expect(inLanguage('en', () => i18n.role('the-count'))).toBe('The Count');
    expect(ROLE_MODULES['the-count'].text.en.name).toBe('Count');
    expect(inLanguage('fr', () => i18n.role('seer'))).toBe('Voyante');
  });

  it("name every artifact as the engine's sentences do", () => {
    for (const artifact of ARTIFACTS) {
      const named = catalogue().artifacts.find((a) => a.id === artifact);
      expect(named, artifact).toBeDefined();
      expect(inLanguage('en', () => i18n.artifact(artifact))).toBe(named!.name.en);
      expect(inLanguage('fr', () => i18n.artifact(artifact))).toBe(typesetFrench(named!.name.fr));
    }
    expect(inLanguage('en', () => i18n.artifact('claw-of-the-werewolf'))).toBe('Claw of the Werewolf');
  });

  it('name every team and Mark with the engine’s words, in each language', () => {
    for (const team of TEAMS) {
      const words = catalogue().teams.find((t) => t.id === team);
      expect(words, team).toBeDefined();
      for (const language of ['en', 'fr'] as const) {
        const set = language === 'fr' ? typesetFrench : (text: string) => text;
        expect(words!.title[language], `${team} has no title in ${language}`).not.toBe('');
        expect(inLanguage(language, () => i18n.team(team))).toBe(set(words!.title[language]));
        expect(inLanguage(language, () => i18n.teamWins(team))).toBe(set(words!.wins[language]));
      }
    }
    for (const mark of MARKS) {
      const words = catalogue().marks.find((m) => m.id === mark);
      expect(words, mark).toBeDefined();
      expect(inLanguage('en', () => i18n.mark(mark))).toBe(words!.name.en);
      expect(inLanguage('fr', () => i18n.mark(mark))).toBe(typesetFrench(words!.name.fr));
    }
    // English agrees the verb with the title; French says "Victoire :" with a no-break space.
    expect(inLanguage('en', () => i18n.teamWins('werewolf'))).toBe('Werewolves win');
    expect(inLanguage('en', () => i18n.teamWins('tanner'))).toBe('Tanner wins');
    expect(inLanguage('en', () => i18n.teamWins('nostradamus'))).toBe('Nostradamus wins');
    expect(inLanguage('fr', () => i18n.teamWins('vampire'))).toBe('Victoire\u00a0: Clan des Vampires');
    expect(inLanguage('en', () => i18n.mark('fear'))).toBe('Fear');
    expect(inLanguage('fr', () => i18n.mark('disease'))).toBe('Peste');
  });

  it('are nowhere in the console’s dictionaries', () => {
    for (const dictionary of [en, fr]) {
      expect(Object.keys(dictionary.common)).not.toContain('role');
      expect(Object.keys(dictionary.common)).not.toContain('artifact');
      expect(Object.keys(dictionary.common)).not.toContain('team');
      expect(Object.keys(dictionary.common)).not.toContain('mark');
      expect(Object.keys(dictionary.reveal.headline)).toEqual(['win', 'nobody']);
      expect(Object.keys(dictionary.night)).not.toContain('prompt');
    }
  });
});

describe("the calls' prompts", () => {
  it('exist in both languages for every call that has one, and are asked at that call', () => {
    const prompted = ROLES.filter((role) => Object.keys(role.prompts).length > 0);
    expect(prompted.map((r) => r.id)).toEqual(expect.arrayContaining(['witch', 'curator', 'body-snatcher']));
    for (const role of prompted)
      for (const [call, words] of Object.entries(role.prompts)) {
        expect(ROLE_MODULES[role.id].text.fr.prompts?.[call], `${role.id} has no French prompt for ${call}`).toBe(
          words.fr,
        );
        expect(role.calls, role.id).toContain(call);
        const choice = { kind: 'targets', allowOne: false } as never;
        expect(inLanguage('en', () => callPrompt({ call }, choice))).toBe(words.en);
        expect(inLanguage('fr', () => callPrompt({ call }, choice))).toBe(typesetFrench(words.fr));
      }
  });

  it("leave a call without one to its choice's words", () => {
    const choice = { kind: 'targets', allowOne: true } as never;
    expect(inLanguage('en', () => callPrompt({ call: 'seer' }, choice))).toBe(
      inLanguage('en', () => i18n.t('night:choice.targetsOne')),
    );
    expect(console.role('seer').prompts).toEqual({});
  });
});

describe("the players' screen", () => {
  it('receives the names of what its view holds, and no other', () => {
    const all = catalogueNames(catalogue());
    expect(WAITING.names).toEqual({ roles: {}, artifacts: {}, prompts: {} });
    const night = named({
      ...WAITING,
      screen: 'night',
      call: { key: 'seer/doppelganger', phase: 'night', namedAfter: 'seer' },
    });
    expect(night.names).toEqual({ roles: { seer: all.roles.seer }, artifacts: {}, prompts: {} });
    const faceUp = named({
      ...WAITING,
      screen: 'day',
      faceUp: [{ place: { kind: 'seat', seat: 0 }, role: 'body-snatcher' }],
    });
    expect(faceUp.names.roles).toEqual({ 'body-snatcher': { en: 'Body Snatcher', fr: 'Voleur de Corps' } });
    const loop = named({ ...WAITING, screen: 'night', call: { key: 'aliens#loop', phase: 'night', namedAfter: null } });
    expect(loop.names).toEqual(WAITING.names);
  });

  it('names teams and Marks only once revealed, and only those the view holds', () => {
    const all = catalogueNames(catalogue());
    const day = named({ ...WAITING, screen: 'day', faceUp: [{ place: { kind: 'seat', seat: 0 }, role: 'vampire' }] });
    expect(day.names.teams).toBeUndefined();
    expect(day.names.marks).toBeUndefined();
    const result = { teams: ['tanner'], rows: [{ team: 'village', mark: 'fear' }] } as never;
    const reveal = named({ ...WAITING, screen: 'reveal', result });
    expect(reveal.names.teams).toEqual({ tanner: all.teams!.tanner, village: all.teams!.village });
    expect(reveal.names.marks).toEqual({ fear: all.marks!.fear });
    // The night told after the reveal: a drawn table's Marks and a team a player joined.
    const story = { table: { players: [{ mark: 'bat', joined: 'alien' }] } } as never;
    const told = named({ ...WAITING, screen: 'reveal', result, story });
    expect(told.names.marks).toEqual({ fear: all.marks!.fear, bat: all.marks!.bat });
    expect(told.names.teams).toEqual({
      tanner: all.teams!.tanner,
      village: all.teams!.village,
      alien: all.teams!.alien,
    });
  });
});
