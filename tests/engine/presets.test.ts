/** Preset decks: the French edition's scenarios, Anarchie and the beginner decks. */
import { describe, expect, it } from 'vitest';
import { checkDeck } from '../../src/main/engine/deck-checks.ts';
import {
  ALIEN_BEGINNER_DECKS,
  ALIEN_EPIC_DECKS,
  ALL_PRESETS,
  ANARCHY,
  BEGINNER_DECKS,
  DAYBREAK_BEGINNER_DECKS,
  PRINTED_SCENARIO_LISTS,
  UNAVAILABLE_SCENARIOS,
  anarchyDeck,
  anarchyPreset,
  presetGame,
  presetsFor,
  type Preset,
} from '../../src/main/engine/presets.ts';
import { seededRng } from '../../src/main/engine/random.ts';
import { ROLE_RULES } from '../../src/main/engine/roles.ts';
import { createGame } from '../../src/main/engine/game.ts';
import { VAMPIRE_ROLES, type Role } from '../../src/main/engine/vocabulary.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'];

function deal(players: number, deck: readonly Role[]): ReturnType<typeof createGame> {
  return createGame({
    players: NAMES.slice(0, players),
    deal: { players: deck.slice(0, players), center: deck.slice(players) },
    // An Alien deck needs the app's words: drawn from a seed (a deck without Alien roles ignores it).
    app: { seed: 1 },
  });
}

function counts(deck: readonly Role[]): Map<Role, number> {
  const out = new Map<Role, number>();
  for (const role of deck) out.set(role, (out.get(role) ?? 0) + 1);
  return out;
}

const sorted = (deck: readonly string[]): string[] => [...deck].sort();

/** Difficulty stars of the French edition ("Pour les premières parties, ne jouez qu'avec … * et **"). */
const STARS: Partial<Record<Role, number>> = {
  assassin: 2,
  'apprentice-assassin': 3,
  instigator: 3,
  copycat: 2,
  cupid: 2,
  gremlin: 1,
  'the-count': 2,
  'the-master': 2,
  diseased: 3,
  pickpocket: 1,
  priest: 1,
  renfield: 2,
  marksman: 1,
  vampire: 1,
};

describe('the French scenarios', () => {
  it('every printed list adds up to players + 3 cards', () => {
    expect(PRINTED_SCENARIO_LISTS.length).toBe(3 + 3 + 5 + 3 + 4 + 5 + 4 + 4 + 4 + 5 + 5 + 3);
    for (const list of PRINTED_SCENARIO_LISTS) expect(list.cards.length, list.id).toBe(list.players + 3);
  });

  it('offers each size, in the text order', () => {
    // The French scenarios first, in the text's order; then our decks (tested below).
    const ids = (n: number): string[] =>
      presetsFor(n)
        .map((p) => p.id)
        .filter((id) => !/^(first-contact|quatre-lunes|first-light)-/.test(id));
    expect(ids(2)).toEqual([]);
    expect(ids(3)).toEqual(['nuit-tombante-3', 'jour-d-election-3', 'pour-le-roi-3']);
    expect(ids(4)).toEqual([
      'nuit-tombante-4',
      'jour-d-election-4',
      'monstres-en-pagaille-4',
      'echanges-a-gogo-4',
      'pour-le-roi-4',
      'destins-croises-4',
    ]);
    expect(ids(5)).toEqual([
      'nuit-tombante-5',
      'jour-d-election-5',
      'monstres-en-pagaille-5',
      'echanges-a-gogo-5',
      'lune-de-sang-5',
      'pour-le-roi-5',
      'destins-croises-5',
    ]);
    expect(ids(6)).toEqual([
      'marquons-les-6',
      'monstres-en-pagaille-6',
      'echanges-a-gogo-6',
      'societes-secretes-6',
      'lune-de-sang-6',
      'pour-le-roi-6',
      'du-crepuscule-jusqu-a-l-aube-6',
      'destins-croises-6',
    ]);
    expect(ids(7)).toEqual([
      'marquons-les-7',
      'echanges-a-gogo-7',
      'societes-secretes-7',
      'lune-de-sang-7',
      'fete-d-halloween-7',
      'du-crepuscule-jusqu-a-l-aube-7',
      'destins-croises-7',
    ]);
    expect(ids(8)).toEqual([
      'marquons-les-8',
      'societes-secretes-8',
      'lune-de-sang-8',
      'fete-d-halloween-8',
      'du-crepuscule-jusqu-a-l-aube-8',
      'destins-croises-8',
      'dernier-combat-8',
    ]);
    expect(ids(9)).toEqual([
      'marquons-les-9',
      'societes-secretes-9',
      'fete-d-halloween-9',
      'du-crepuscule-jusqu-a-l-aube-9',
      'dernier-combat-9',
    ]);
    expect(ids(10)).toEqual([
      'marquons-les-10',
      'societes-secretes-10',
      'fete-d-halloween-10',
      'du-crepuscule-jusqu-a-l-aube-10',
      'dernier-combat-10',
    ]);
    expect(ids(11)).toEqual([]);
  });

  it('no size is unavailable any more: la chose is the Thing, and the Daybreak roles are all here', () => {
    expect(UNAVAILABLE_SCENARIOS).toEqual([]);
    expect(ALL_PRESETS.map((p) => p.id)).toEqual(PRINTED_SCENARIO_LISTS.map((l) => l.id));
    const printed = new Map(PRINTED_SCENARIO_LISTS.map((l) => [l.id, l.cards]));
    for (const p of ALL_PRESETS) expect(printed.get(p.id)).toEqual(p.deck);
    // The lists that printed "la chose" hold the Thing now.
    for (const id of [
      'nuit-tombante-5',
      'jour-d-election-3',
      'jour-d-election-4',
      'jour-d-election-5',
      'marquons-les-10',
      'monstres-en-pagaille-4',
      'monstres-en-pagaille-5',
      'monstres-en-pagaille-6',
      'societes-secretes-7',
      'societes-secretes-8',
      'societes-secretes-9',
      'societes-secretes-10',
      'fete-d-halloween-7',
    ])
      expect(printed.get(id), id).toContain('thing');
  });

  it('reads the lists as printed', () => {
    const deck = (id: string): string[] => sorted(ALL_PRESETS.find((p) => p.id === id)?.deck ?? []);
    expect(deck('nuit-tombante-3')).toEqual(
      sorted(['vampire', 'the-count', 'priest', 'marksman', 'pickpocket', 'gremlin']),
    );
    expect(deck('nuit-tombante-4')).toEqual(
      sorted(['vampire', 'the-count', 'priest', 'marksman', 'pickpocket', 'gremlin', 'copycat']),
    );
    expect(deck('marquons-les-9')).toEqual(
      sorted([
        'the-count',
        'the-master',
        'renfield',
        'marksman',
        'assassin',
        'pickpocket',
        'priest',
        'cupid',
        'gremlin',
        'copycat',
        'apprentice-assassin',
        'diseased',
      ]),
    );
    expect(deck('echanges-a-gogo-7')).toEqual(
      sorted([
        'vampire',
        'the-count',
        'gremlin',
        'copycat',
        'troublemaker',
        'robber',
        'insomniac',
        'pickpocket',
        'drunk',
        'hunter',
      ]),
    );
    expect(deck('societes-secretes-6')).toEqual(
      sorted([
        'assassin',
        'apprentice-assassin',
        'cupid',
        'instigator',
        'werewolf',
        'werewolf',
        'minion',
        'mason',
        'mason',
      ]),
    );
    expect(deck('lune-de-sang-7')).toEqual(
      sorted([
        'vampire',
        'the-count',
        'marksman',
        'gremlin',
        'werewolf',
        'werewolf',
        'robber',
        'insomniac',
        'cupid',
        'hunter',
      ]),
    );
    expect(deck('lune-de-sang-8')).toEqual(
      sorted([
        'vampire',
        'the-count',
        'marksman',
        'gremlin',
        'werewolf',
        'werewolf',
        'robber',
        'insomniac',
        'cupid',
        'priest',
        'hunter',
      ]),
    );
  });

  it('reads the Daybreak scenarios as printed (French names as the French edition gives them)', () => {
    const deck = (id: string): string[] => sorted(ALL_PRESETS.find((p) => p.id === id)?.deck ?? []);
    // "3 joueurs: Vampire, le maître, assassin, prêtre, prince, garde du corps"; "6 joueurs: + pestiférée +
    // divinateur + sentinelle".
    expect(deck('pour-le-roi-3')).toEqual(
      sorted(['vampire', 'the-master', 'assassin', 'priest', 'prince', 'bodyguard']),
    );
    expect(deck('pour-le-roi-6')).toEqual(
      sorted([
        'vampire',
        'the-master',
        'assassin',
        'priest',
        'prince',
        'bodyguard',
        'diseased',
        'revealer',
        'sentinel',
      ]),
    );
    // "la chose, gremlin, copycat, trappeur, complotieuse, loup alpha, loup shaman, chasseur de fantôme,
    // sorcière, diseuse de bonne aventure"; "10 joueurs: + cupidon + pestiférée + loup rêveur".
    expect(deck('fete-d-halloween-10')).toEqual(
      sorted([
        'thing',
        'gremlin',
        'copycat',
        'marksman',
        'instigator',
        'alpha-wolf',
        'mystic-wolf',
        'paranormal-investigator',
        'witch',
        'aura-seer',
        'cupid',
        'diseased',
        'dream-wolf',
      ]),
    );
    // "10 joueurs: + prêtre + renfield + conservateur + loup rêveur".
    expect(deck('du-crepuscule-jusqu-a-l-aube-10')).toEqual(
      sorted([
        'vampire',
        'the-master',
        'gremlin',
        'assassin',
        'pickpocket',
        'mystic-wolf',
        'werewolf',
        'sentinel',
        'apprentice-seer',
        'priest',
        'renfield',
        'curator',
        'dream-wolf',
      ]),
    );
    // "4 joueurs: Vampire, le comte, prêtre, loup shaman, apprentie voyante, Loup-garou, voleur"; "8 joueurs:
    // + cupidon + trappeur + sorcière + noiseuse".
    expect(deck('destins-croises-8')).toEqual(
      sorted([
        'vampire',
        'the-count',
        'priest',
        'mystic-wolf',
        'apprentice-seer',
        'werewolf',
        'robber',
        'cupid',
        'marksman',
        'witch',
        'troublemaker',
      ]),
    );
    // "8 joueurs: le maître, vampire, renfield, trappeur, loup alpha, divinateur, idiot du village,
    // Loup-garou, sbire, 2 francs-maçons"; "10 joueurs: + complotieuse + diseuse de bonne aventure".
    expect(deck('dernier-combat-10')).toEqual(
      sorted([
        'the-master',
        'vampire',
        'renfield',
        'marksman',
        'alpha-wolf',
        'revealer',
        'village-idiot',
        'werewolf',
        'minion',
        'mason',
        'mason',
        'instigator',
        'aura-seer',
      ]),
    );
    const preset = (id: string): Preset | undefined => ALL_PRESETS.find((p) => p.id === id);
    expect(preset('dernier-combat-8')?.difficulty).toBe('impossible');
    expect(preset('pour-le-roi-4')?.name).toEqual({ en: 'For the King!', fr: 'Pour le Roi !' });
    expect(preset('fete-d-halloween-9')?.difficulty).toBe('medium');
  });

  it('ids are unique and every preset names its game and difficulty', () => {
    expect(new Set(ALL_PRESETS.map((p) => p.id)).size).toBe(ALL_PRESETS.length);
    const game = (id: string): string | undefined => ALL_PRESETS.find((p) => p.id === id)?.game;
    expect(game('nuit-tombante-3')).toBe('vampire');
    expect(game('marquons-les-6')).toBe('vampire');
    expect(game('echanges-a-gogo-4')).toBe('mixed');
    expect(game('societes-secretes-6')).toBe('mixed');
    expect(game('lune-de-sang-5')).toBe('mixed');
    for (const p of ALL_PRESETS) {
      expect(p.difficulty, p.id).toBeDefined();
      expect(p.name.en.length, p.id).toBeGreaterThan(0);
      expect(p.name.fr.length, p.id).toBeGreaterThan(0);
    }
  });
});

/** Warnings a printed list carries as printed: "Pour le Roi !" seats the Bodyguard below five players. */
const PRINTED_WARNINGS: Readonly<Record<string, readonly string[]>> = {
  'pour-le-roi-3': ['bodyguard-few-players'],
  'pour-le-roi-4': ['bodyguard-few-players'],
};

function expectPlayable(preset: Preset): void {
  expect(preset.deck.length, preset.id).toBe(preset.players + 3);
  expect(preset.game, preset.id).toBe(presetGame(preset.deck));
  const check = checkDeck(preset.players, preset.deck);
  expect(check.errors, preset.id).toEqual([]);
  expect(
    check.warnings.map((w) => w.code),
    preset.id,
  ).toEqual(PRINTED_WARNINGS[preset.id] ?? []);
  const created = deal(preset.players, preset.deck);
  expect(created.ok, preset.id).toBe(true);
}

describe('every preset is a valid game', () => {
  it('scenario decks pass the deck checks and createGame', () => {
    expect(ALL_PRESETS.length).toBe(PRINTED_SCENARIO_LISTS.length);
    for (const preset of ALL_PRESETS) expectPlayable(preset);
  });

  it('beginner decks, one per player count 3–10, pass the deck checks and createGame', () => {
    expect(Object.keys(BEGINNER_DECKS).map(Number)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    for (let players = 3; players <= 10; players++) {
      const preset = BEGINNER_DECKS[players]!;
      expect(preset.players).toBe(players);
      expect(preset.difficulty).toBe('beginner');
      expectPlayable(preset);
    }
  });

  it('the beginner decks for 3 and 4 are Nuit tombante; the rest use only * and ** Vampire roles', () => {
    expect(BEGINNER_DECKS[3]).toEqual(presetsFor(3).find((p) => p.id === 'nuit-tombante-3'));
    expect(BEGINNER_DECKS[4]).toEqual(presetsFor(4).find((p) => p.id === 'nuit-tombante-4'));
    for (let players = 3; players <= 10; players++) {
      for (const role of BEGINNER_DECKS[players]!.deck) {
        if (ROLE_RULES[role].game === 'vampire') expect(STARS[role], role).toBeLessThanOrEqual(2);
        else expect(role).toBe('villager');
      }
    }
  });
});

describe('Anarchie', () => {
  it('draws players + 3 distinct Vampire cards, within maxCopies, and always deals', () => {
    for (let players = 3; players <= 10; players++) {
      for (let seed = 1; seed <= 40; seed++) {
        const deck = anarchyDeck(players, seededRng(seed * 97 + players));
        expect(deck.length).toBe(players + 3);
        for (const [role, n] of counts(deck)) {
          expect((VAMPIRE_ROLES as readonly Role[]).includes(role)).toBe(true);
          expect(n).toBeLessThanOrEqual(ROLE_RULES[role].maxCopies);
          expect(n).toBe(1);
        }
        expect(checkDeck(players, deck).errors).toEqual([]);
        expect(deal(players, deck).ok).toBe(true);
      }
    }
  });

  it('is replayable from its seed and varies with it', () => {
    expect(anarchyDeck(7, seededRng(42))).toEqual(anarchyDeck(7, seededRng(42)));
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) seen.add(anarchyDeck(5, seededRng(seed)).join(','));
    expect(seen.size).toBeGreaterThan(10);
  });

  it('every Vampire role can be drawn', () => {
    const drawn = new Set<Role>();
    for (let seed = 0; seed < 50; seed++) for (const role of anarchyDeck(3, seededRng(seed))) drawn.add(role);
    expect(sorted([...drawn])).toEqual(sorted(VAMPIRE_ROLES));
  });

  it('refuses a player count outside 3–10', () => {
    expect(() => anarchyDeck(2, seededRng(1))).toThrow(RangeError);
    expect(() => anarchyDeck(11, seededRng(1))).toThrow(RangeError);
  });

  it('anarchyPreset wraps the draw', () => {
    const preset = anarchyPreset(6, seededRng(3));
    expect(preset).toMatchObject({ id: 'anarchie-6', players: 6, game: 'vampire', difficulty: 'hard' });
    expect(preset.name).toEqual(ANARCHY.name);
    expect(preset.deck).toEqual(anarchyDeck(6, seededRng(3)));
  });
});

describe('the Alien decks', () => {
  it('First contact: one deck per player count from 3 to 12, offered after the scenarios', () => {
    expect(Object.keys(ALIEN_BEGINNER_DECKS).map(Number)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (let players = 3; players <= 12; players++) {
      const preset = ALIEN_BEGINNER_DECKS[players]!;
      expect(preset).toMatchObject({ id: `first-contact-${players}`, players, difficulty: 'beginner' });
      expect(preset.name).toEqual({ en: 'First contact', fr: 'Premier contact' });
      expectPlayable(preset);
      const ids = presetsFor(players).map((p) => p.id);
      expect(ids).toContain(preset.id);
      // After every French scenario of that size and the Daybreak deck.
      expect(ids.indexOf(preset.id)).toBe(ALL_PRESETS.filter((p) => p.players === players).length + 1);
    }
  });

  it('First contact uses the two Alien cards, no Synthetic, Groob or Zerb, and Villagers only past the box', () => {
    for (let players = 3; players <= 12; players++) {
      const deck = ALIEN_BEGINNER_DECKS[players]!.deck;
      expect(counts(deck).get('alien')).toBe(2);
      for (const role of ['synthetic-alien', 'groob', 'zerb'] as const) expect(deck).not.toContain(role);
      const villagers = counts(deck).get('villager') ?? 0;
      expect(villagers).toBe(Math.max(0, players - 7));
      expect(ALIEN_BEGINNER_DECKS[players]!.game).toBe(villagers > 0 ? 'mixed' : 'alien');
      for (const role of deck) if (role !== 'villager') expect(ROLE_RULES[role].game, role).toBe('alien');
    }
    // Each size adds one card to the one before.
    for (let players = 4; players <= 12; players++) {
      const before = sorted(ALIEN_BEGINNER_DECKS[players - 1]!.deck);
      const now = sorted(ALIEN_BEGINNER_DECKS[players]!.deck);
      for (const role of new Set(before))
        expect(now.filter((r) => r === role).length).toBeGreaterThanOrEqual(before.filter((r) => r === role).length);
    }
  });

  it('Four Moons: Aliens, Werewolves, Vampires and the village for 6 to 12 players', () => {
    expect(Object.keys(ALIEN_EPIC_DECKS).map(Number)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    for (let players = 6; players <= 12; players++) {
      const preset = ALIEN_EPIC_DECKS[players]!;
      expect(preset).toMatchObject({ id: `quatre-lunes-${players}`, players, difficulty: 'extreme', game: 'mixed' });
      expect(preset.name.fr).toBe('Bataille épique : Quatre lunes');
      expectPlayable(preset);
      const games = new Set(preset.deck.map((role) => ROLE_RULES[role].game));
      expect(games).toEqual(new Set(['alien', 'werewolf', 'vampire']));
      expect(counts(preset.deck).get('alien')).toBe(2);
      expect(counts(preset.deck).get('werewolf')).toBe(2);
      expect(preset.deck.filter((r) => r === 'vampire' || r === 'the-count')).toHaveLength(2);
      expect(presetsFor(players).at(-1)).toEqual(preset);
    }
    expect(presetsFor(5).some((p) => p.id.startsWith('quatre-lunes'))).toBe(false);
  });

  it('presetGame names one box, or mixed', () => {
    expect(presetGame(['alien', 'alien', 'oracle'])).toBe('alien');
    expect(presetGame(['werewolf', 'seer'])).toBe('werewolf');
    expect(presetGame(['vampire', 'priest'])).toBe('vampire');
    expect(presetGame(['alien', 'villager'])).toBe('mixed');
  });
});

describe('the Daybreak decks', () => {
  it('First light: one deck per player count from 3 to 12, after the scenarios, valid with no warning', () => {
    expect(Object.keys(DAYBREAK_BEGINNER_DECKS).map(Number)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (let players = 3; players <= 12; players++) {
      const preset = DAYBREAK_BEGINNER_DECKS[players]!;
      expect(preset).toMatchObject({ id: `first-light-${players}`, players, difficulty: 'beginner' });
      expect(preset.name).toEqual({ en: 'First light', fr: 'Premières lueurs' });
      expectPlayable(preset);
      const ids = presetsFor(players).map((p) => p.id);
      expect(ids.indexOf(preset.id)).toBe(ALL_PRESETS.filter((p) => p.players === players).length);
    }
  });

  it('follows the Daybreak advice: the Bodyguard from 5 players, two Werewolf cards, each size one card more', () => {
    for (let players = 3; players <= 12; players++) {
      const deck = DAYBREAK_BEGINNER_DECKS[players]!.deck;
      expect(deck.includes('bodyguard'), `${players}`).toBe(players >= 5);
      const wolves = deck.filter((r) => ['werewolf', 'alpha-wolf', 'mystic-wolf', 'dream-wolf'].includes(r));
      expect(wolves.length, `${players}`).toBe(players >= 10 ? 3 : 2);
      expect(deck).not.toContain('dream-wolf');
      for (const role of deck)
        if (!['werewolf', 'villager', 'seer', 'troublemaker'].includes(role))
          expect(ROLE_RULES[role].game, role).toBe('daybreak');
    }
    for (let players = 4; players <= 12; players++) {
      const before = sorted(DAYBREAK_BEGINNER_DECKS[players - 1]!.deck);
      const now = sorted(DAYBREAK_BEGINNER_DECKS[players]!.deck);
      expect(now.length).toBe(before.length + 1);
      for (const role of new Set(before))
        expect(now.filter((r) => r === role).length).toBeGreaterThanOrEqual(before.filter((r) => r === role).length);
    }
  });
});
