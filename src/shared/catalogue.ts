import type { AppWeights } from './app-weights.ts';
import type { RoleId } from './roles.ts';

/**
 * The catalogue of roles the console reads from the main process (`catalogue()` in the contract): every
 * role with its names, box, kinds, team and badge, the teams, the house rules with their defaults and when
 * they can matter, the app's weight groups and the decks. It is the engine's registry said as data, so the
 * renderer holds no role id, team list or house-rule default of its own.
 */

/** What the console's table tags the seat picked at a call with (its words are the console's `night:badge.*`). */
export const BADGES = ['shield', 'centerWerewolf', 'viewed', 'flipped', 'artifact', 'tapped', 'taken'] as const;
export type Badge = (typeof BADGES)[number];

/** The kinds a role may be of (what makes a Werewolf, a Vampire, an Alien; the cards that copy another). */
export type CatalogueKind = 'werewolf' | 'vampire' | 'alien' | 'copier';

/**
 * When something matters, in terms of the deck (a house rule with no role it changes is not offered):
 * `roles` holds when the deck has any of them; `all`, `any` and `atLeast … of` combine conditions.
 */
export type DeckCondition<Leaf = { readonly roles: readonly RoleId[] }> =
  | Leaf
  | { readonly all: readonly DeckCondition<Leaf>[] }
  | { readonly any: readonly DeckCondition<Leaf>[] }
  | { readonly atLeast: number; readonly of: readonly DeckCondition<Leaf>[] };

/** A condition a role folder writes: roles, or a kind of role (the catalogue spells kinds out as roles). */
export type HouseRuleCondition = DeckCondition<
  { readonly roles: readonly RoleId[] } | { readonly kind: 'werewolf' | 'vampire' | 'alien' }
>;

/** Does a deck (given by what it holds) meet the condition? */
export function deckMeets(condition: DeckCondition, has: (role: RoleId) => boolean): boolean {
  if ('roles' in condition) return condition.roles.some(has);
  if ('all' in condition) return condition.all.every((c) => deckMeets(c, has));
  if ('any' in condition) return condition.any.some((c) => deckMeets(c, has));
  let met = 0;
  for (const c of condition.of) if (deckMeets(c, has)) met++;
  return met >= condition.atLeast;
}

/** A word in both of the console's languages. */
export interface Words {
  readonly en: string;
  readonly fr: string;
}

export interface CatalogueRole {
  readonly id: RoleId;
  /** The box as the deck lists it: the three games, Daybreak, and the Bonus Packs one by one. */
  readonly box: CatalogueBox;
  readonly name: Words;
  /** The article before the name in a sentence ("the ", "la ", "l'", or none). */
  readonly article: Words;
  /** The team printed on the card. */
  readonly team: string;
  readonly kinds: readonly CatalogueKind[];
  /** How many copies a deck may hold: 1, or null for any number. */
  readonly maxCopies: number | null;
  /** The record's calls the role answers (none: the role never wakes). */
  readonly calls: readonly string[];
  /** The One Night app directs it (its "Randomization" settings apply). */
  readonly appDirected: boolean;
  /** What it moves at night besides its own card. */
  readonly moves: readonly ('cards' | 'marks')[];
  /** The tag on the seat picked at its call, if it has one. */
  readonly badge: Badge | null;
  /** The name as the card prints it ("The Count"; most cards: `name`): what the console shows. */
  readonly card: Words;
  /** What the console asks at the role's calls, by call, where the choice's kind does not say it enough. */
  readonly prompts: Readonly<Record<string, Words>>;
}

export const CATALOGUE_BOXES = ['werewolf', 'vampire', 'alien', 'daybreak', 'bonus1', 'bonus2', 'bonus3'] as const;
export type CatalogueBox = (typeof CATALOGUE_BOXES)[number];

export interface CatalogueHouseRule {
  /** The game option it sets. */
  readonly id: string;
  /** The rule texts' reading. */
  readonly default: boolean;
  /** The decks it can change something in (roles only). */
  readonly matters: DeckCondition;
  /** Offered at the setup screen (the others are set by records and the command line). */
  readonly offered: boolean;
}

export interface CatalogueWeightGroup {
  readonly group: keyof AppWeights;
  /** The variants in the engine's order, each with its default (empty for a group that is one number). */
  readonly variants: readonly { readonly id: string; readonly default: number }[];
  /** The group's default when it is one number (the Oracle's refusals, a percentage). */
  readonly default: number | null;
  /** The most a weight of the group may be. */
  readonly max: number;
  /** The roles that make the group matter. */
  readonly roles: readonly RoleId[];
}

export interface Catalogue {
  /** Every role, box by box: the order of the deck list. */
  readonly roles: readonly CatalogueRole[];
  readonly boxes: readonly { readonly box: CatalogueBox; readonly roles: readonly RoleId[] }[];
  /**
   * The teams a game can end on, each with its name and its box (the box of the card it comes from: Groob's,
   * Zerb's and the Leader's teams are the Alien's).
   */
  readonly teams: readonly CatalogueTeam[];
  readonly houseRules: readonly CatalogueHouseRule[];
  readonly appWeights: readonly CatalogueWeightGroup[];
  /** Ready-made decks by name (the engine's test and benchmark decks: "alien10", "daybreak10"…). */
  readonly decks: readonly { readonly id: string; readonly players: number; readonly deck: readonly RoleId[] }[];
  /** The presets' scenario names by player count are the `presets(players)` method's. */
  readonly players: { readonly min: number; readonly max: number };
  /** The Curator's artifacts, with their names (Daybreak's six, then the Bonus Packs'). */
  readonly artifacts: readonly { readonly id: string; readonly name: Words }[];
  /** The Marks (Vampire), with their short names as a token shows them ("Fear", "Peur"). */
  readonly marks: readonly { readonly id: string; readonly name: Words }[];
}

export interface CatalogueTeam {
  readonly id: string;
  /** As the night story's sentences name it ("the werewolf team", "le Clan des Vampires"). */
  readonly name: Words;
  /** As a title: a player's team on the reveal, a list of winners ("Werewolves", "Tanner"). */
  readonly title: Words;
  /** The headline when it wins alone ("Werewolves win", "Tanner wins", "Victoire : Tanneur"). */
  readonly wins: Words;
  readonly box: CatalogueBox;
}

/**
 * The words a screen names things with, by id, in each language: the roles as their cards print them,
 * the artifacts, and the prompts at the calls that have one. The console takes them from the catalogue;
 * the players' screen, which cannot ask for it, receives them with its view (none of them is a secret).
 */
export interface CatalogueNames {
  readonly roles: Readonly<Record<string, Words>>;
  readonly artifacts: Readonly<Record<string, Words>>;
  readonly prompts: Readonly<Record<string, Words>>;
  /** The teams' titles and headlines (the players' screen has them once it shows a result). */
  readonly teams?: Readonly<Record<string, { readonly title: Words; readonly wins: Words }>>;
  /** The Marks' short names (the players' screen has them once it shows a result). */
  readonly marks?: Readonly<Record<string, Words>>;
}

/** The catalogue's words by id (`CatalogueNames`). */
export function catalogueNames(catalogue: Catalogue): CatalogueNames {
  return {
    roles: Object.fromEntries(catalogue.roles.map((role) => [role.id, role.card])),
    artifacts: Object.fromEntries(catalogue.artifacts.map((artifact) => [artifact.id, artifact.name])),
    prompts: Object.fromEntries(catalogue.roles.flatMap((role) => Object.entries(role.prompts))),
    teams: Object.fromEntries(catalogue.teams.map((team) => [team.id, { title: team.title, wins: team.wins }])),
    marks: Object.fromEntries(catalogue.marks.map((mark) => [mark.id, mark.name])),
  };
}
