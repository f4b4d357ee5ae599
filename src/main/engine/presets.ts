import { shuffle, type Rng } from './random.ts';
import { ROLE_RULES } from './roles.ts';
import { CENTER_SIZE, MIN_PLAYERS, VAMPIRE_ROLES, type Role } from './vocabulary.ts';

/**
 * Preset decks as data: the scenarios of the French edition ("Vampire pour une Nuit", section
 * "Scénarios") and a recommended beginner deck per player count.
 *
 * Scenario lists are transcribed exactly: the base list is for the smallest player count and "+ X" lists
 * the cards added for a larger count. "La chose" (That Goes Bump in the Night) is printed in several lists
 * but is not one of this engine's roles: a list holding it is kept here, marked `THING`, and is never
 * offered (see `UNAVAILABLE_SCENARIOS`); nothing is put in its place. Every list of the text adds up to
 * players + 3 cards (the tests check it, `THING` included).
 *
 * Left out entirely: the scenarios that need "Loup-Garou pour un Crépuscule" (Daybreak) roles — Pour le
 * Roi !, Fête d'Halloween, Bataille épique : Du crépuscule jusqu'à l'aube, Epic Battle : Destins croisés,
 * Epic Battle : Dernier Combat.
 */

/** The French edition's difficulty labels: initiation, moyen, difficile, extrême. */
export type PresetDifficulty = 'beginner' | 'medium' | 'hard' | 'extreme';

export type PresetGame = 'vampire' | 'werewolf' | 'mixed';

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

/** A card printed in a scenario list that this engine does not have: "la chose". */
const THING = 'la-chose';
type ScenarioCard = Role | typeof THING;

interface ScenarioRule {
  readonly id: string;
  readonly name: PresetName;
  readonly difficulty: PresetDifficulty;
  /** Player count → the whole list for that count (base list plus that count's "+ …"). */
  readonly decks: Readonly<Record<number, readonly ScenarioCard[]>>;
}

/** Builds a scenario's decks from the printed base list and each larger count's "+ …" additions. */
function scenario(
  id: string,
  name: PresetName,
  difficulty: PresetDifficulty,
  minPlayers: number,
  base: readonly ScenarioCard[],
  additions: readonly (readonly ScenarioCard[])[],
): ScenarioRule {
  const decks: Record<number, readonly ScenarioCard[]> = { [minPlayers]: base };
  additions.forEach((added, i) => {
    decks[minPlayers + 1 + i] = [...base, ...added];
  });
  return { id, name, difficulty, decks };
}

/** The scenarios of the French edition that use only Vampire and Werewolf roles, in the text's order. */
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
  // "Jour d'élection (moyen, 3 à 5 joueurs)": la chose is in the base list, so no count is playable here.
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
  // "Monstres en pagaille (difficile, 4 à 6 joueurs)": la chose is in the base list.
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
  // "Sociétés secrètes (difficile, 6 à 10 joueurs)": la chose is added from 7 players on.
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
];

/** Which boxes a deck uses. */
export function presetGame(deck: readonly Role[]): PresetGame {
  const vampire = deck.some((role) => ROLE_RULES[role].game === 'vampire');
  const werewolf = deck.some((role) => ROLE_RULES[role].game === 'werewolf');
  return vampire && werewolf ? 'mixed' : werewolf ? 'werewolf' : 'vampire';
}

function isPlayable(cards: readonly ScenarioCard[]): cards is readonly Role[] {
  return !cards.includes(THING);
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
  Object.entries(rule.decks).flatMap(([count, cards]) =>
    isPlayable(cards) ? [toPreset(rule, Number(count), cards)] : [],
  ),
);

/** Every fixed scenario deck offered, all player counts. */
export const ALL_PRESETS: readonly Preset[] = PRESETS;

/** The fixed scenarios of the French edition playable by this many players, in the text's order. */
export function presetsFor(players: number): Preset[] {
  return PRESETS.filter((preset) => preset.players === players);
}

export interface UnavailableScenario {
  readonly id: string;
  readonly name: PresetName;
  readonly players: number;
  /** The printed cards that are not roles of this engine (French names as printed). */
  readonly missing: readonly string[];
}

/** Scenario sizes the French edition prints but this engine cannot deal: they need "la chose". */
export const UNAVAILABLE_SCENARIOS: readonly UnavailableScenario[] = SCENARIOS.flatMap((rule) =>
  Object.entries(rule.decks).flatMap(([count, cards]) =>
    isPlayable(cards)
      ? []
      : [{ id: `${rule.id}-${count}`, name: rule.name, players: Number(count), missing: ['la chose'] }],
  ),
);

/** Every list as printed (transcribed), `la-chose` included: what the tests count against players + 3. */
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
 *   intitulé « Nuit tombante » pour 3 à 5 joueurs"). Its 5-player list needs la chose, so it stops at 4.
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
