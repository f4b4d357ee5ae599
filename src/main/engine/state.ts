import { err, ok, ruleError, type Result, type RuleError } from './errors.ts';
import { DEFAULT_OPTIONS, type GameOptions } from './options.ts';
import { DOPPELGANGER, VAMPIRE_KIND } from './kinds.ts';
import { ROLE_MODULES } from './roles/index.ts';
import type { TableFacts } from './roles/types.ts';
import { isVampireDeck } from './roles.ts';
import { finalRole, markAt } from './queries.ts';
import { buildScript, type StepRule } from './wake-order.ts';
import { CENTER_SIZE, MAX_PLAYERS, MIN_PLAYERS, ROLES, isRole, type Mark, type Role, type Team } from './vocabulary.ts';

const ROLE_INDEX = new Map<Role, number>(ROLES.map((role, i) => [role, i]));

/** Which set a Mark token belongs to: the players' starting Clarity, the Marks board, or the Doppelgänger's. */
export type MarkSet = 'player' | 'main' | 'doppelganger';

export interface MarkToken {
  readonly kind: Mark;
  readonly set: MarkSet;
}

/** A place on the Marks boards, made for one Mark; once that Mark is given, it holds the Mark it replaced. */
export interface Spot {
  readonly kind: Mark;
  readonly set: Exclude<MarkSet, 'player'>;
  /** 0 or 1: the two Love and the two Clarity spots. */
  readonly index: number;
}

/** What a Copycat or Doppelgänger card became. The copied role travels with the card. */
export interface Copy {
  readonly role: Role;
  /** Copied by the Doppelgänger: she wakes after the original and uses the Doppelgänger Marks. */
  readonly doppelganger: boolean;
  /** The Doppelgänger-Copycat "does nothing": she has the role but never wakes for it. */
  readonly inert: boolean;
}

export interface GameSetup {
  readonly players: readonly string[];
  /** Card id → role. Card `i < n` was dealt to player `i`; card `n + j` to center `j`. */
  readonly cards: readonly Role[];
  readonly options: GameOptions;
  readonly script: readonly StepRule[];
  readonly tokens: readonly MarkToken[];
  readonly spots: readonly Spot[];
  readonly vampireGame: boolean;
}

export interface GameState {
  readonly setup: GameSetup;
  /** Index of the current step in `setup.script`; equal to its length once the night is over. */
  readonly cursor: number;
  /** Position → card id. Positions `0…n-1` are the players, `n…n+2` the center cards left to right. */
  readonly positions: readonly number[];
  /**
   * Player → the card they held when the night began: "night actions belong to the starting card". The
   * deal, unless the moderator corrected it before the first call.
   */
  readonly startCards: readonly number[];
  /** Someone has woken and acted: from then on a correction no longer changes who started as what. */
  readonly nightBegun: boolean;
  /** Player → Mark token id. A player always holds exactly one Mark. */
  readonly marks: readonly number[];
  /** Spot → Mark token id. A replaced Mark goes face down to the spot of the Mark that replaced it. */
  readonly board: readonly number[];
  /** Card id → what that Copycat or Doppelgänger card copied. */
  readonly copies: readonly (Copy | null)[];
  /** Who held a Mark of Fear when everyone viewed their Mark at the end of Dusk (null before). */
  readonly frightened: readonly boolean[] | null;
  /** Someone woke as the Assassin at Dusk (the Apprentice Assassin saw him). */
  readonly assassinWoke: boolean;
  /** Who the Vampires gave the Mark of the Vampire (they point at this player for Renfield). */
  readonly bitten: number | null;
  /** Player → the player they voted for, once the vote is in. */
  readonly votes: readonly number[] | null;
}

export interface DealInput {
  readonly players: readonly Role[];
  readonly center: readonly Role[];
}

const MARK_ORDER: readonly Mark[] = ['vampire', 'fear', 'bat', 'disease', 'love', 'traitor', 'assassin', 'clarity'];

/** The Marks boards for a deck: the Marks of its roles, and the Doppelgänger's second set (no Vampire). */
function boardSpots(deck: readonly Role[]): Spot[] {
  const wanted = new Map<Mark, number>();
  for (const role of new Set(deck)) {
    const counts = new Map<Mark, number>();
    for (const mark of ROLE_MODULES[role].marks) counts.set(mark, (counts.get(mark) ?? 0) + 1);
    for (const [mark, count] of counts) wanted.set(mark, Math.max(wanted.get(mark) ?? 0, count));
  }
  const spots: Spot[] = [];
  const sets: Array<Spot['set']> = deck.includes(DOPPELGANGER) ? ['main', 'doppelganger'] : ['main'];
  for (const set of sets) {
    for (const kind of MARK_ORDER) {
      if (set === 'doppelganger' && kind === 'vampire') continue; // "There is no Doppelganger Mark of the Vampire."
      for (let index = 0; index < (wanted.get(kind) ?? 0); index++) spots.push({ kind, set, index });
    }
  }
  return spots;
}

/** The script and the Marks board depend only on which roles are in the deck: computed once per deck. */
const layouts = new Map<string, { script: readonly StepRule[]; spots: readonly Spot[] }>();

function deckLayout(cards: readonly Role[]): { script: readonly StepRule[]; spots: readonly Spot[] } {
  // Which roles are in the deck, as bits: 32 roles to a word.
  const words = [0, 0, 0, 0];
  for (const card of cards) {
    const index = ROLE_INDEX.get(card)!;
    words[index >> 5]! |= 1 << (index & 31);
  }
  const key = words.join(',');
  let layout = layouts.get(key);
  if (!layout) {
    if (layouts.size > 256) layouts.clear();
    layout = { script: buildScript(cards), spots: boardSpots(cards) };
    layouts.set(key, layout);
  }
  return layout;
}

export interface NewGame {
  readonly players: readonly string[];
  readonly deal: DealInput;
  readonly options?: { readonly [K in keyof GameOptions]?: GameOptions[K] | undefined } | undefined;
}

/** Validates a deal and sets the table: every player holds their card and a Mark of Clarity. */
export function createGame(input: NewGame): Result<GameState, RuleError[]> {
  const problems: RuleError[] = [];
  const { players, deal } = input;
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    problems.push(
      ruleError(
        'setup/player-count',
        'players',
        `${players.length} players; One Night is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players`,
      ),
    );
  }
  const seen = new Set<string>();
  players.forEach((name, i) => {
    if (name.trim() === '') problems.push(ruleError('setup/player-name', `players[${i}]`, 'a player name is empty'));
    else if (seen.has(name))
      problems.push(
        ruleError(
          'setup/player-name',
          `players[${i}]`,
          `${name} is named twice; every player needs a name of their own`,
        ),
      );
    seen.add(name);
  });
  const deckProblems = validateDeal(players.length, deal);
  problems.push(...deckProblems);
  if (problems.length > 0) return err(problems);

  const cards = [...deal.players, ...deal.center];
  const { script, spots } = deckLayout(cards);
  const tokens: MarkToken[] = [
    ...players.map((): MarkToken => ({ kind: 'clarity', set: 'player' })),
    ...spots.map((spot): MarkToken => ({ kind: spot.kind, set: spot.set })),
  ];
  const setup: GameSetup = {
    players: [...players],
    cards,
    options: withDefaults(input.options),
    script,
    tokens,
    spots,
    vampireGame: isVampireDeck(cards),
  };
  return ok({
    setup,
    cursor: 0,
    positions: cards.map((_, i) => i),
    startCards: players.map((_, i) => i),
    nightBegun: false,
    marks: players.map((_, i) => i),
    board: spots.map((_, i) => players.length + i),
    copies: cards.map(() => null),
    frightened: null,
    assassinWoke: false,
    bitten: null,
    votes: null,
  });
}

export function validateDeal(playerCount: number, deal: DealInput): RuleError[] {
  const problems: RuleError[] = [];
  if (deal.players.length !== playerCount) {
    problems.push(
      ruleError(
        'setup/deck-size',
        'deal.players',
        `${deal.players.length} cards dealt to ${playerCount} players; every player gets exactly one card`,
      ),
    );
  }
  if (deal.center.length !== CENTER_SIZE) {
    problems.push(
      ruleError(
        'setup/deck-size',
        'deal.center',
        `${deal.center.length} center cards; always include three more role cards than there are players`,
      ),
    );
  }
  const counts = new Map<Role, number>();
  const check = (where: string, list: readonly Role[]): void =>
    list.forEach((role, i) => {
      if (!isRole(role)) {
        problems.push(
          ruleError('setup/unknown-role', `${where}[${i}]`, `"${String(role)}" is not a Werewolf or Vampire role id`),
        );
        return;
      }
      counts.set(role, (counts.get(role) ?? 0) + 1);
    });
  check('deal.players', deal.players);
  check('deal.center', deal.center);
  for (const [role, count] of counts) {
    const max = ROLE_MODULES[role].maxCopies;
    if (count > max) {
      problems.push(
        ruleError(
          'setup/too-many-copies',
          'deal',
          `${count} ${role} cards; the game has a single ${role} card (it acts alone at night)`,
        ),
      );
    }
  }
  return problems;
}

export * from './queries.ts';

/** The team of a player at the end, with the special cases of the rule texts (see `teamsOf`). */
export function teamOf(state: GameState, player: number): Team {
  return teamsOf(state)[player]!;
}

/**
 * Everyone's team at the end. "The player who receives [the Mark of the Vampire] is now a Vampire"
 * whatever the card; "Renfield is on the vampire team … unless no players are Vampires (or have the Mark
 * of the Vampire)"; "If there is no Mark of the Assassin in the game, the Assassin (or Apprentice
 * Assassin) is a simple villager".
 */
export function teamsOf(state: GameState): Team[] {
  const roles: (Role | null)[] = [];
  const marks: Mark[] = [];
  for (let p = 0; p < state.marks.length; p++) {
    roles.push(finalRole(state, p));
    marks.push(markAt(state, p));
  }
  return teamsFrom(roles, marks);
}

/** `teamsOf` from each player's final role and Mark (the vote computes these once for everything). */
export function teamsFrom(roles: readonly (Role | null)[], marks: readonly Mark[]): Team[] {
  const n = roles.length;
  let anyVampire = false;
  let assassinMark = false;
  for (let p = 0; p < n; p++) {
    const role = roles[p];
    if (marks[p] === 'assassin') assassinMark = true;
    if (marks[p] === 'vampire' || (role != null && VAMPIRE_KIND.has(role))) anyVampire = true;
  }
  const facts: TableFacts = { anyVampire, assassinMark };
  const teams: Team[] = [];
  for (let p = 0; p < n; p++) {
    const role = roles[p];
    if (marks[p] === 'vampire') teams.push('vampire');
    else if (role == null) teams.push('village');
    else {
      const module = ROLE_MODULES[role];
      teams.push(module.day?.team ? module.day.team(facts) : module.team);
    }
  }
  return teams;
}

function withDefaults(options: NewGame['options']): GameOptions {
  const out: Record<string, boolean> = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(options ?? {})) if (value !== undefined) out[key] = value;
  return out as unknown as GameOptions;
}
