import { shuffle, type Rng } from './random.ts';
import { ROLE_RULES } from './roles.ts';
import { CENTER_SIZE, MAX_PLAYERS, MIN_PLAYERS, VAMPIRE_ROLES, type Role } from './vocabulary.ts';

/**
 * Preset decks as data: the scenarios of the French edition ("Vampire pour une Nuit", section
 * "Scénarios"), a recommended beginner deck per player count, and decks of our own for Alien and Daybreak.
 *
 * Scenario lists are transcribed exactly: the base list is for the smallest player count and "+ X" lists
 * the cards added for a larger count. Every list of the text adds up to players + 3 cards (the tests check
 * it). The scenarios combined with "Loup-Garou pour un Crépuscule" (Daybreak) and the Bonus Packs' "la
 * chose" (the Thing) are played with those roles; the French names map to our ids as the French edition
 * names them (docs/rulings.md §79): loup alpha = alpha-wolf, loup shaman = mystic-wolf, loup rêveur =
 * dream-wolf, apprentie voyante = apprentice-seer, chasseur de fantôme = paranormal-investigator,
 * sorcière = witch, idiot du village = village-idiot, divinateur = revealer, conservateur = curator, garde
 * du corps = bodyguard, sentinelle = sentinel, diseuse de bonne aventure = aura-seer, la chose = thing,
 * prince = prince; trappeur = marksman, complotreuse/complotieuse = instigator, pestiférée = diseased,
 * souïlard = drunk, noiseuse = troublemaker, voleur = robber, sbire = minion, francs-maçons = mason.
 */

/** The French edition's difficulty labels: initiation, moyen, difficile, extrême, impossible. */
export type PresetDifficulty = 'beginner' | 'medium' | 'hard' | 'extreme' | 'impossible';

/** Which boxes a deck uses: one box's roles only, or roles of several boxes (`mixed`). */
export type PresetGame = 'vampire' | 'werewolf' | 'alien' | 'mixed';

export interface PresetName {
  readonly en: string;
  readonly fr: string;
}

export interface Preset {
  /** Stable id: the scenario's id and the player count, e.g. `nuit-tombante-4`. */
  readonly id: string;
  readonly name: PresetName;
  readonly difficulty?: PresetDifficulty;
  /** Which boxes the deck uses: Vampire roles only, Werewolf roles only, or both. */
  readonly game: PresetGame;
  readonly players: number;
  /** Players + 3 cards. */
  readonly deck: readonly Role[];
}

/** "La chose", as the French lists print it: the Bonus Packs' Thing. */
const THING: Role = 'thing';

interface ScenarioRule {
  readonly id: string;
  readonly name: PresetName;
  readonly difficulty: PresetDifficulty;
  /** Player count → the whole list for that count (base list plus that count's "+ …"). */
  readonly decks: Readonly<Record<number, readonly Role[]>>;
}

/** Builds a scenario's decks from the printed base list and each larger count's "+ …" additions. */
function scenario(
  id: string,
  name: PresetName,
  difficulty: PresetDifficulty,
  minPlayers: number,
  base: readonly Role[],
  additions: readonly (readonly Role[])[],
): ScenarioRule {
  const decks: Record<number, readonly Role[]> = { [minPlayers]: base };
  additions.forEach((added, i) => {
    decks[minPlayers + 1 + i] = [...base, ...added];
  });
  return { id, name, difficulty, decks };
}

/** The scenarios of the French edition, in the text's order (Anarchie, a random draw, is below). */
const SCENARIOS: readonly ScenarioRule[] = [
  // "Nuit tombante (initiation, 3 à 5 joueurs)"
  scenario(
    'nuit-tombante',
    { en: 'Nightfall', fr: 'Nuit tombante' },
    'beginner',
    3,
    ['vampire', 'the-count', 'priest', 'marksman', 'pickpocket', 'gremlin'],
    [['copycat'], ['copycat', THING]],
  ),
  // "Jour d'élection (moyen, 3 à 5 joueurs)"
  scenario(
    'jour-d-election',
    { en: 'Election Day', fr: "Jour d'élection" },
    'medium',
    3,
    ['vampire', 'the-master', 'copycat', 'diseased', 'marksman', THING],
    [['instigator'], ['instigator', 'pickpocket']],
  ),
  // "Marquons-les (moyen, 6 à 10 joueurs)"
  scenario(
    'marquons-les',
    { en: 'Mark Them', fr: 'Marquons-les' },
    'medium',
    6,
    ['the-count', 'the-master', 'renfield', 'marksman', 'assassin', 'pickpocket', 'priest', 'cupid', 'gremlin'],
    [
      ['copycat'],
      ['copycat', 'apprentice-assassin'],
      ['copycat', 'apprentice-assassin', 'diseased'],
      ['copycat', 'apprentice-assassin', 'diseased', THING],
    ],
  ),
  // "Monstres en pagaille (difficile, 4 à 6 joueurs)"
  scenario(
    'monstres-en-pagaille',
    { en: 'Monster Mayhem', fr: 'Monstres en pagaille' },
    'hard',
    4,
    ['vampire', 'the-count', 'the-master', 'gremlin', THING, 'instigator', 'diseased'],
    [['marksman'], ['marksman', 'renfield']],
  ),
  // "Échanges à gogo (moyen, 4 à 7 joueurs)", combined with "Loup-Garou pour une Nuit".
  scenario(
    'echanges-a-gogo',
    { en: 'Swap Frenzy', fr: 'Échanges à gogo' },
    'medium',
    4,
    ['vampire', 'the-count', 'gremlin', 'copycat', 'troublemaker', 'robber', 'insomniac'],
    [['pickpocket'], ['pickpocket', 'drunk'], ['pickpocket', 'drunk', 'hunter']],
  ),
  // "Sociétés secrètes (difficile, 6 à 10 joueurs)", combined with "Loup-Garou pour une Nuit".
  scenario(
    'societes-secretes',
    { en: 'Secret Societies', fr: 'Sociétés secrètes' },
    'hard',
    6,
    ['assassin', 'apprentice-assassin', 'cupid', 'instigator', 'werewolf', 'werewolf', 'minion', 'mason', 'mason'],
    [[THING], [THING, 'marksman'], [THING, 'marksman', 'seer'], [THING, 'marksman', 'copycat', 'seer']],
  ),
  // "Bataille Epique: Lune de Sang (extrême, 5 à 8 joueurs)"
  scenario(
    'lune-de-sang',
    { en: 'Epic Battle: Blood Moon', fr: 'Bataille épique : Lune de sang' },
    'extreme',
    5,
    ['vampire', 'the-count', 'marksman', 'gremlin', 'werewolf', 'werewolf', 'robber', 'insomniac'],
    [['hunter'], ['cupid', 'hunter'], ['cupid', 'priest', 'hunter']],
  ),
  // "Scénarios combinés avec « Loup-Garou pour un Crépuscule »"
  // "Pour le Roi ! (difficile, 3 à 6 joueurs)": the Garde du Corps is in every list, below the five players
  // Daybreak recommends him for (the deck check says so; the list is printed so).
  scenario(
    'pour-le-roi',
    { en: 'For the King!', fr: 'Pour le Roi !' },
    'hard',
    3,
    ['vampire', 'the-master', 'assassin', 'priest', 'prince', 'bodyguard'],
    [['revealer'], ['diseased', 'revealer'], ['diseased', 'revealer', 'sentinel']],
  ),
  // "Fête d'Halloween (moyen, 7 à 10 joueurs)"
  scenario(
    'fete-d-halloween',
    { en: 'Halloween Party', fr: "Fête d'Halloween" },
    'medium',
    7,
    [
      THING,
      'gremlin',
      'copycat',
      'marksman',
      'instigator',
      'alpha-wolf',
      'mystic-wolf',
      'paranormal-investigator',
      'witch',
      'aura-seer',
    ],
    [['cupid'], ['cupid', 'diseased'], ['cupid', 'diseased', 'dream-wolf']],
  ),
  // "Bataille épique : Du crépuscule jusqu'à l'aube (extrême, 6 à 10 joueurs)"
  scenario(
    'du-crepuscule-jusqu-a-l-aube',
    { en: 'Epic Battle: From Dusk till Dawn', fr: "Bataille épique : Du crépuscule jusqu'à l'aube" },
    'extreme',
    6,
    [
      'vampire',
      'the-master',
      'gremlin',
      'assassin',
      'pickpocket',
      'mystic-wolf',
      'werewolf',
      'sentinel',
      'apprentice-seer',
    ],
    [
      ['priest'],
      ['priest', 'curator'],
      ['priest', 'curator', 'dream-wolf'],
      ['priest', 'renfield', 'curator', 'dream-wolf'],
    ],
  ),
  // "Scénarios combinés avec « Loup-Garou pour une Nuit » et « Loup-garou pour un Crépuscule »"
  // "Epic Battle : Destins croisés (extrême, 4 à 8 joueurs)"
  scenario(
    'destins-croises',
    { en: 'Epic Battle: Crossed Fates', fr: 'Bataille épique : Destins croisés' },
    'extreme',
    4,
    ['vampire', 'the-count', 'priest', 'mystic-wolf', 'apprentice-seer', 'werewolf', 'robber'],
    [
      ['witch'],
      ['witch', 'troublemaker'],
      ['cupid', 'witch', 'troublemaker'],
      ['cupid', 'marksman', 'witch', 'troublemaker'],
    ],
  ),
  // "Epic Battle : Dernier Combat (impossible, 8 à 10 joueurs)"
  scenario(
    'dernier-combat',
    { en: 'Epic Battle: Last Stand', fr: 'Bataille épique : Dernier combat' },
    'impossible',
    8,
    [
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
    ],
    [['instigator'], ['instigator', 'aura-seer']],
  ),
];

/** Which boxes a deck uses. */
export function presetGame(deck: readonly Role[]): PresetGame {
  const games = new Set(deck.map((role) => ROLE_RULES[role].game));
  if (games.size > 1) return 'mixed';
  const [only] = games;
  return only === 'werewolf' || only === 'alien' ? only : 'vampire';
}

function toPreset(rule: ScenarioRule, players: number, deck: readonly Role[]): Preset {
  return {
    id: `${rule.id}-${players}`,
    name: rule.name,
    difficulty: rule.difficulty,
    game: presetGame(deck),
    players,
    deck,
  };
}

const PRESETS: readonly Preset[] = SCENARIOS.flatMap((rule) =>
  Object.entries(rule.decks).map(([count, cards]) => toPreset(rule, Number(count), cards)),
);

/** Every fixed scenario deck of the French edition, all player counts. */
export const ALL_PRESETS: readonly Preset[] = PRESETS;

/**
 * The fixed decks playable by this many players: the French edition's scenarios in the text's order, then
 * the Daybreak beginner deck, then the Alien decks (the beginner deck, then the four-team Epic Battle; see
 * below).
 */
export function presetsFor(players: number): Preset[] {
  const own = [DAYBREAK_BEGINNER_DECKS[players], ALIEN_BEGINNER_DECKS[players], ALIEN_EPIC_DECKS[players]].filter(
    (p): p is Preset => !!p,
  );
  return [...PRESETS.filter((preset) => preset.players === players), ...own];
}

export interface UnavailableScenario {
  readonly id: string;
  readonly name: PresetName;
  readonly players: number;
  /** The printed cards that are not roles of this engine (French names as printed). */
  readonly missing: readonly string[];
}

/**
 * Scenario sizes the French edition prints but this engine cannot deal: none since the Thing ("la chose")
 * and the Daybreak roles are roles of the engine. Kept so that a reader (the tests, the docs) can say so.
 */
export const UNAVAILABLE_SCENARIOS: readonly UnavailableScenario[] = [];

/** Every list as printed (transcribed): what the tests count against players + 3. */
export const PRINTED_SCENARIO_LISTS: readonly {
  readonly id: string;
  readonly players: number;
  readonly cards: readonly string[];
}[] = SCENARIOS.flatMap((rule) =>
  Object.entries(rule.decks).map(([count, cards]) => ({ id: `${rule.id}-${count}`, players: Number(count), cards })),
);

// --- Anarchie ---------------------------------------------------------------------------------------------

/**
 * "Anarchie (difficile, 3 à 10 joueurs): Mélangez toutes les cartes Personnage. Tirez-en 3 au hasard + 1 carte
 * par joueur." The French box holds one card of each of its 15 roles; without la chose that is one card of
 * each of the 14 Vampire roles, enough for 10 players (13 cards).
 */
export const ANARCHY = {
  id: 'anarchie',
  name: { en: 'Anarchy', fr: 'Anarchie' },
  difficulty: 'hard',
  game: 'vampire',
  minPlayers: MIN_PLAYERS,
  // "3 à 10 joueurs", as printed (the 14 Vampire cards would not deal 12 players anyway).
  maxPlayers: 10,
} as const satisfies {
  id: string;
  name: PresetName;
  difficulty: PresetDifficulty;
  game: PresetGame;
  minPlayers: number;
  maxPlayers: number;
};

/** The cards Anarchie shuffles: one card of each Vampire role, as in the box (so within every maxCopies). */
const ANARCHY_POOL: readonly Role[] = [...VAMPIRE_ROLES];

/** A random Anarchie deck of players + 3 cards, drawn without replacement from one card of each Vampire role. */
export function anarchyDeck(players: number, rng: Rng): Role[] {
  if (!Number.isInteger(players) || players < ANARCHY.minPlayers || players > ANARCHY.maxPlayers)
    throw new RangeError(
      `Anarchie is played by ${ANARCHY.minPlayers} to ${ANARCHY.maxPlayers} players, not ${players}`,
    );
  return shuffle(rng, ANARCHY_POOL).slice(0, players + CENTER_SIZE);
}

/** Anarchie as a preset, for a setup screen that lists it with the others. */
export function anarchyPreset(players: number, rng: Rng): Preset {
  const deck = anarchyDeck(players, rng);
  return {
    id: `${ANARCHY.id}-${players}`,
    name: ANARCHY.name,
    difficulty: ANARCHY.difficulty,
    game: ANARCHY.game,
    players,
    deck,
  };
}

// --- beginner decks ---------------------------------------------------------------------------------------

/**
 * One recommended deck per player count, for a table that is new to the game.
 * - 3 and 4 players: the French edition's "Nuit tombante" ("commencez de préférence par le scénario
 *   intitulé « Nuit tombante » pour 3 à 5 joueurs"). Its 5-player list adds la chose (the Thing, a Bonus
 *   Pack role a Vampire box alone does not hold): it is offered with the scenarios, and the beginner deck
 *   for 5 stays ours.
 * - 5 to 10 players: our own design, not from a rule text. It grows from Nuit tombante for 4 following the
 *   French advice "Pour les premières parties, ne jouez qu'avec les personnages de niveaux * et **" (every
 *   role here is rated * or **) and the English text's "we recommend using any combination of two Vampires"
 *   (two Vampire cards up to 9 players, the Master joins at 10). Villagers fill in: they have nothing to
 *   learn. Added in order: Villager (5), Cupid (6), Renfield (7), Assassin (8), a second Villager (9),
 *   the Master (10).
 */
const NIGHTFALL_4: readonly Role[] = ['vampire', 'the-count', 'priest', 'marksman', 'pickpocket', 'gremlin', 'copycat'];

function beginner(players: number, deck: readonly Role[], fromText: boolean): Preset {
  return {
    id: fromText ? `nuit-tombante-${players}` : `beginner-${players}`,
    name: fromText ? { en: 'Nightfall', fr: 'Nuit tombante' } : { en: 'First night', fr: 'Première nuit' },
    difficulty: 'beginner',
    game: presetGame(deck),
    players,
    deck,
  };
}

export const BEGINNER_DECKS: Readonly<Record<number, Preset>> = {
  // French edition, "Nuit tombante", 3 and 4 players.
  3: beginner(3, ['vampire', 'the-count', 'priest', 'marksman', 'pickpocket', 'gremlin'], true),
  4: beginner(4, NIGHTFALL_4, true),
  // Our design (see above).
  5: beginner(5, [...NIGHTFALL_4, 'villager'], false),
  6: beginner(6, [...NIGHTFALL_4, 'villager', 'cupid'], false),
  7: beginner(7, [...NIGHTFALL_4, 'villager', 'cupid', 'renfield'], false),
  8: beginner(8, [...NIGHTFALL_4, 'villager', 'cupid', 'renfield', 'assassin'], false),
  9: beginner(9, [...NIGHTFALL_4, 'villager', 'villager', 'cupid', 'renfield', 'assassin'], false),
  10: beginner(10, [...NIGHTFALL_4, 'villager', 'villager', 'cupid', 'renfield', 'assassin', 'the-master'], false),
};

// --- Alien ------------------------------------------------------------------------------------------------

/**
 * "First contact": one Alien deck per player count (3 to 12) for a table new to One Night Ultimate Alien. Our
 * design, not a rule text's, following the rulebook's advice: "If you're a One Night veteran, play Alien first
 * without cards from the other games", and "we recommend using a combination of two Aliens" (the two Alien
 * cards). Roles are added from the simplest: the Psychic, Rascal and Exposer (one look, one move, one flip),
 * the Oracle (who answers the app), then the Mortician (4 players), the Cow (5), the Blob (6) and the Leader (7). The
 * box's last cards change how others win (the Synthetic Alien, Groob and Zerb) and stay out; the Alien box has
 * thirteen cards, so from 8 players on Villagers from One Night Ultimate Werewolf fill in: they have nothing
 * to learn.
 */
const FIRST_CONTACT_BASE: readonly Role[] = ['alien', 'alien', 'psychic', 'rascal', 'exposer', 'oracle'];
const FIRST_CONTACT_ADDED: readonly Role[] = [
  'mortician',
  'cow',
  'blob',
  'leader',
  'villager',
  'villager',
  'villager',
  'villager',
  'villager',
];

function firstContact(players: number): Preset {
  const deck = [...FIRST_CONTACT_BASE, ...FIRST_CONTACT_ADDED.slice(0, players - MIN_PLAYERS)];
  return {
    id: `first-contact-${players}`,
    name: { en: 'First contact', fr: 'Premier contact' },
    difficulty: 'beginner',
    game: presetGame(deck),
    players,
    deck,
  };
}

export const ALIEN_BEGINNER_DECKS: Readonly<Record<number, Preset>> = Object.fromEntries(
  Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => [MIN_PLAYERS + i, firstContact(MIN_PLAYERS + i)]),
);

/**
 * "Epic Battle: Four Moons": Aliens, Werewolves and Vampires at one table with the village, for 6 to 12
 * players (our design). The Alien rules: "It is possible to have any number of teams playing in a One Night
 * game, such as Aliens and Werewolves. These Epic Battles…": each monster team gets two of its own (the two
 * Alien cards, two Werewolves, the Vampire and the Count), and the village a Seer, a Psychic and a Rascal
 * to find them; each larger table adds one role the three boxes share out (Exposer, Mortician, Priest,
 * Robber, Cow, Insomniac, with the Robber before her).
 */
const FOUR_MOONS_BASE: readonly Role[] = [
  'alien',
  'alien',
  'werewolf',
  'werewolf',
  'vampire',
  'the-count',
  'seer',
  'psychic',
  'rascal',
];
const FOUR_MOONS_ADDED: readonly Role[] = ['exposer', 'mortician', 'priest', 'robber', 'cow', 'insomniac'];
const FOUR_MOONS_MIN = 6;

function fourMoons(players: number): Preset {
  const deck = [...FOUR_MOONS_BASE, ...FOUR_MOONS_ADDED.slice(0, players - FOUR_MOONS_MIN)];
  return {
    id: `quatre-lunes-${players}`,
    name: { en: 'Epic Battle: Four Moons', fr: 'Bataille épique : Quatre lunes' },
    difficulty: 'extreme',
    game: presetGame(deck),
    players,
    deck,
  };
}

export const ALIEN_EPIC_DECKS: Readonly<Record<number, Preset>> = Object.fromEntries(
  Array.from({ length: MAX_PLAYERS - FOUR_MOONS_MIN + 1 }, (_, i) => [
    FOUR_MOONS_MIN + i,
    fourMoons(FOUR_MOONS_MIN + i),
  ]),
);

// --- Daybreak ---------------------------------------------------------------------------------------------

/**
 * "First light": one Daybreak deck per player count (3 to 12) for a table that knows One Night Ultimate
 * Werewolf and opens Daybreak (our design, docs/rulings.md §82). Daybreak's roles replace the base game's:
 * two Werewolf cards (a Werewolf and the Mystic Wolf, who looks at a card as the Seer does), the Apprentice
 * Seer, the Witch, the Sentinel and the Revealer (one look, one give, one shield, one flip); then, one card a
 * player, the Paranormal Investigator (4), the Bodyguard (5: "5+ players recommended", alien-daybreak.md §6),
 * the Village Idiot (6), the Curator (7), Villagers (8, 9), the Alpha Wolf (10: a third Werewolf and the
 * Center Werewolf card for a large table), and the base game's Seer (11) and Troublemaker (12). The Dream
 * Wolf, who changes what the Werewolves see, stays out.
 */
const FIRST_LIGHT_BASE: readonly Role[] = [
  'werewolf',
  'mystic-wolf',
  'apprentice-seer',
  'witch',
  'sentinel',
  'revealer',
];
const FIRST_LIGHT_ADDED: readonly Role[] = [
  'paranormal-investigator',
  'bodyguard',
  'village-idiot',
  'curator',
  'villager',
  'villager',
  'alpha-wolf',
  'seer',
  'troublemaker',
];

function firstLight(players: number): Preset {
  const deck = [...FIRST_LIGHT_BASE, ...FIRST_LIGHT_ADDED.slice(0, players - MIN_PLAYERS)];
  return {
    id: `first-light-${players}`,
    name: { en: 'First light', fr: 'Premières lueurs' },
    difficulty: 'beginner',
    game: presetGame(deck),
    players,
    deck,
  };
}

export const DAYBREAK_BEGINNER_DECKS: Readonly<Record<number, Preset>> = Object.fromEntries(
  Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => [MIN_PLAYERS + i, firstLight(MIN_PLAYERS + i)]),
);
