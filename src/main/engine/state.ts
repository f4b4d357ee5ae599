import { err, ok, ruleError, type Result, type RuleError } from './errors.ts';
import { DEFAULT_OPTIONS, type GameOptions } from './options.ts';
import { ALPHA_WOLF, AURA_SEER, CENTER_WEREWOLF, DOPPELGANGER, VAMPIRE_KIND } from './kinds.ts';
import { ROLE_MODULES } from './roles/index.ts';
import type { TableFacts } from './roles/types.ts';
import { isVampireDeck } from './roles.ts';
import { finalRole, markAt } from './queries.ts';
import { checkSaid } from './app/check.ts';
import { appDirects, drawPlan, repeatableRoles } from './app/plan.ts';
import type { AppSaid } from './app/said.ts';
import type { AppState } from './app/state.ts';
import { DEFAULT_APP_WEIGHTS, type AppWeights } from './app/weights.ts';
import { buildScript, type StepRule } from './wake-order.ts';
import {
  CENTER_SIZE,
  MAX_PLAYERS,
  MIN_PLAYERS,
  ROLES,
  type Artifact,
  type Mark,
  type Role,
  type Team,
} from './vocabulary.ts';

const ROLE_INDEX = new Map<Role, number>(ROLES.map((role, i) => [role, i]));
/** Each role's team, and the rule that gives its holder's team from the table when it has one. */
const TEAM_RULES = new Map<Role, { readonly team: Team; readonly rule: ((facts: TableFacts) => Team) | null }>(
  ROLES.map((role) => [role, { team: ROLE_MODULES[role].team, rule: ROLE_MODULES[role].day?.team ?? null }]),
);
/** How many copies of each role a deck may hold, by role index. */
const MAX_COPIES: readonly number[] = ROLES.map((role) => ROLE_MODULES[role].maxCopies);
/** Copies of each role in the deal being checked, by role index (back to zero after every check). */
const dealCounts = new Int32Array(ROLES.length);

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
  /** How many center cards there are: 3, and 4 with the Alpha Wolf (the center Werewolf card, index 3). */
  readonly centerCount: number;
  /** The seed the engine draws from for the app and the Curator's artifacts (0 when none was given). */
  readonly seed: number;
  /** Who viewed or moved a card or a Mark is written down (an Aura Seer is in the deck). */
  readonly tracksTouches: boolean;
  /** The deck holds a role the app directs: only then do steps carry what the app said. */
  readonly appDirected: boolean;
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
  /** Player → the player they voted for, once the vote is in (`n`: the app, after a vote-for-app ripple). */
  readonly votes: readonly number[] | null;
  /** The app in an Alien game (null when the deck holds no role the app directs). */
  readonly app: AppState | null;
  /** Player → what the *player* now is, whatever card they hold ("that player becomes an Alien"). */
  readonly becomes: readonly (Role | null)[] | null;
  /** Card id → what the card now is (the Oracle: "your card is now an Alien card"). */
  readonly cardBecomes: readonly (Role | null)[] | null;
  /** Player → a team the player joined without becoming one of them (Alien Helper; the Oracle's "team"). */
  readonly joins: readonly (Team | null)[] | null;
  /** Card id → lies face up (the Exposer's flipped center cards, a ripple's reveal). */
  readonly faceUp: readonly boolean[] | null;
  /** Players who guessed the app's number wrong: the others win if they die, they win only if they live. */
  readonly wrongGuesses: readonly number[];
  /** Position → a shield lies on the card in front of that player (the Sentinel): it cannot be viewed or moved. */
  readonly shields: readonly boolean[] | null;
  /** Card id → the artifact on that card (the Curator), face down until the day. */
  readonly artifacts: readonly (Artifact | null)[] | null;
  /** Player → viewed or moved a card or a Mark so far tonight (the Aura Seer sees their thumbs). */
  readonly touched: readonly boolean[] | null;
  /** Who woke at the Aliens' last call (1-A, or its time loop's pass): the Cow is tipped by one of them. */
  readonly aliensWoke: readonly number[];
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

/** What depends only on which roles are in the deck: computed once per deck. */
interface DeckLayout {
  readonly script: readonly StepRule[];
  readonly spots: readonly Spot[];
  readonly vampireGame: boolean;
  /** The deck holds a role the app directs (an Alien game). */
  readonly appDirected: boolean;
}

/** Layouts by the deck's roles as a set (see `deckLayout`). */
const layouts = new Map<number, Map<number, Map<number, DeckLayout>>>();
let layoutCount = 0;
if (ROLES.length > 90) throw new Error('deckLayout keys hold 90 roles');

function deckLayout(cards: readonly Role[]): DeckLayout {
  // The deck's roles as a set: one bit per role, in three words of 30 bits (up to 90 roles).
  let low = 0;
  let mid = 0;
  let high = 0;
  for (const card of cards) {
    const index = ROLE_INDEX.get(card)!;
    if (index < 30) low |= 1 << index;
    else if (index < 60) mid |= 1 << (index - 30);
    else high |= 1 << (index - 60);
  }
  let byMid = layouts.get(low);
  if (!byMid) layouts.set(low, (byMid = new Map()));
  let byHigh = byMid.get(mid);
  if (!byHigh) byMid.set(mid, (byHigh = new Map()));
  let layout = byHigh.get(high);
  if (!layout) {
    if (++layoutCount > 256) {
      layouts.clear();
      layoutCount = 0;
      return deckLayout(cards);
    }
    layout = {
      script: buildScript(cards),
      spots: boardSpots(cards),
      vampireGame: isVampireDeck(cards),
      appDirected: appDirects(cards),
    };
    byHigh.set(high, layout);
  }
  return layout;
}

/** Where the app's words come from: a record's `app` object, or draws from a seed and the weights. */
export type NewGameApp =
  { readonly said: AppSaid } | { readonly seed: number; readonly weights?: AppWeights | undefined };

export interface NewGame {
  readonly players: readonly string[];
  readonly deal: DealInput;
  readonly options?: { readonly [K in keyof GameOptions]?: GameOptions[K] | undefined } | undefined;
  /** Required when the deck holds a role the app directs (an Alien game); refused otherwise. */
  readonly app?: NewGameApp | undefined;
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

  const dealt = [...deal.players, ...deal.center.slice(0, CENTER_SIZE)];
  // The Alpha Wolf's "Center Werewolf card" lies across the center row: a fourth center card.
  const cards = dealt.includes(ALPHA_WOLF) ? [...dealt, CENTER_WEREWOLF] : dealt;
  const { script, spots, vampireGame, appDirected } = deckLayout(cards);
  const app = appDirected || input.app ? appStateFor(cards, players.length, script, appDirected, input.app) : ok(null);
  if (!app.ok) return err(app.error);
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
    vampireGame,
    centerCount: cards.length - players.length,
    seed: input.app && 'seed' in input.app ? input.app.seed : 0,
    tracksTouches: cards.includes(AURA_SEER),
    appDirected,
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
    app: app.value,
    becomes: null,
    cardBecomes: null,
    joins: null,
    faceUp: null,
    wrongGuesses: [],
    shields: null,
    artifacts: null,
    touched: null,
    aliensWoke: [],
  });
}

/**
 * The same state at another step. Every field is written out, in the order `createGame` gives them: one
 * object shape for every state (a spread is slower on the night's hot path).
 */
export function withCursor(state: GameState, cursor: number): GameState {
  return {
    setup: state.setup,
    cursor,
    positions: state.positions,
    startCards: state.startCards,
    nightBegun: state.nightBegun,
    marks: state.marks,
    board: state.board,
    copies: state.copies,
    frightened: state.frightened,
    assassinWoke: state.assassinWoke,
    bitten: state.bitten,
    votes: state.votes,
    app: state.app,
    becomes: state.becomes,
    cardBecomes: state.cardBecomes,
    joins: state.joins,
    faceUp: state.faceUp,
    wrongGuesses: state.wrongGuesses,
    shields: state.shields,
    artifacts: state.artifacts,
    touched: state.touched,
    aliensWoke: state.aliensWoke,
  };
}

/** The app's state for a deck: its plan drawn from the seed, or a record's words checked against the table. */
function appStateFor(
  cards: readonly Role[],
  players: number,
  script: readonly StepRule[],
  directed: boolean,
  input: NewGameApp | undefined,
): Result<AppState | null, RuleError[]> {
  if (!directed) {
    if (input && 'said' in input)
      return err([
        ruleError(
          'app/not-in-game',
          'app',
          'the deck holds no role the app directs (an Alien, the Oracle, Psychic, Rascal, Exposer, Blob, Mortician, Body Snatcher, Empath or Nostradamus); a record has no "app" then',
        ),
      ]);
    return ok(null);
  }
  if (!input)
    return err([
      ruleError(
        'app/missing',
        'app',
        'the deck holds a role the app directs: give what the app said (a record\'s "app") or a seed to draw it',
      ),
    ]);
  if ('said' in input) {
    const problems = checkSaid(input.said, cards, players, script, (role) => ROLE_MODULES[role].team);
    return problems.length > 0 ? err(problems) : ok({ said: input.said, plan: null });
  }
  const { nightCalls, repeatable } = scriptCalls(script, cards);
  const plan = drawPlan(
    input.seed,
    input.weights ?? DEFAULT_APP_WEIGHTS,
    { deck: cards, players },
    nightCalls,
    teamOfRole,
    repeatable,
  );
  return ok({ said: {}, plan });
}

const teamOfRole = (role: Role): Team => ROLE_MODULES[role].team;

/** The roles with a Night call of their own, and those a `repeat-role` ripple may name, by script. */
const callsByScript = new WeakMap<
  readonly StepRule[],
  { readonly nightCalls: ReadonlySet<Role>; readonly repeatable: readonly Role[] }
>();

/** A script is built once per deck's set of roles (`deckLayout`): what it calls is read once too. */
function scriptCalls(
  script: readonly StepRule[],
  cards: readonly Role[],
): { readonly nightCalls: ReadonlySet<Role>; readonly repeatable: readonly Role[] } {
  let calls = callsByScript.get(script);
  if (!calls) {
    const nightCalls = new Set(script.flatMap((s) => (s.phase === 'night' && s.kind === 'role' ? s.roles : [])));
    calls = { nightCalls, repeatable: repeatableRoles(cards, nightCalls) };
    callsByScript.set(script, calls);
  }
  return calls;
}

/** The deal writes the Alpha Wolf's center Werewolf card as a fourth center card. */
function hasCenterWerewolf(deal: DealInput): boolean {
  return (
    deal.center.length === CENTER_SIZE + 1 &&
    deal.center[CENTER_SIZE] === CENTER_WEREWOLF &&
    (deal.players.includes(ALPHA_WOLF) || deal.center.includes(ALPHA_WOLF))
  );
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
  // With the Alpha Wolf a record may write the center Werewolf card as a fourth center card, "werewolf".
  const centerWolf = hasCenterWerewolf(deal);
  if (deal.center.length !== CENTER_SIZE && !centerWolf) {
    problems.push(
      ruleError(
        'setup/deck-size',
        'deal.center',
        `${deal.center.length} center cards; always include three more role cards than there are players${deal.center.length === CENTER_SIZE + 1 ? ' (a fourth, "werewolf", only as the Alpha Wolf\'s center Werewolf card)' : ''}`,
      ),
    );
  }
  // Copies counted by role index, in the order roles first appear (the messages follow the deal).
  const seen: number[] = [];
  const check = (where: string, list: readonly Role[]): void => {
    for (let i = 0; i < list.length; i++) {
      const role: unknown = list[i];
      const index = typeof role === 'string' ? ROLE_INDEX.get(role as Role) : undefined;
      if (index === undefined) {
        problems.push(
          ruleError(
            'setup/unknown-role',
            `${where}[${i}]`,
            `"${String(role)}" is not a role id of Werewolf, Daybreak, the Bonus Packs, Vampire or Alien`,
          ),
        );
        continue;
      }
      const before = dealCounts[index]!;
      dealCounts[index] = before + 1;
      if (before === 0) seen.push(index);
    }
  };
  check('deal.players', deal.players);
  check('deal.center', centerWolf ? deal.center.slice(0, CENTER_SIZE) : deal.center);
  for (const index of seen) {
    const count = dealCounts[index]!;
    dealCounts[index] = 0;
    if (count > MAX_COPIES[index]!) {
      const role = ROLES[index]!;
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
  return teamsFrom(roles, marks, state.joins);
}

/**
 * `teamsOf` from each player's final role and Mark, and the teams players joined (the vote computes these
 * once for everything). The Mark of the Vampire comes first ("the player who receives it is now a
 * Vampire"); then a team joined without a card (Alien Helper); then the role's own rule.
 */
export function teamsFrom(
  roles: readonly (Role | null)[],
  marks: readonly Mark[],
  joins: readonly (Team | null)[] | null = null,
): Team[] {
  const n = roles.length;
  // What the table holds, for the roles whose team depends on it (Renfield, the Assassins…): read once,
  // only when such a role is there.
  let facts: TableFacts | null = null;
  const tableFacts = (): TableFacts => {
    if (facts) return facts;
    let anyVampire = false;
    let assassinMark = false;
    for (let p = 0; p < n; p++) {
      const role = roles[p];
      if (marks[p] === 'assassin') assassinMark = true;
      if (marks[p] === 'vampire' || (role != null && VAMPIRE_KIND.has(role))) anyVampire = true;
    }
    return (facts = { anyVampire, assassinMark, holds: (role) => roles.includes(role) });
  };
  const teams: Team[] = [];
  for (let p = 0; p < n; p++) {
    const role = roles[p];
    const joined = joins?.[p];
    if (marks[p] === 'vampire') teams.push('vampire');
    else if (joined) teams.push(joined);
    else if (role == null) teams.push('village');
    else {
      const rules = TEAM_RULES.get(role)!;
      teams.push(rules.rule ? rules.rule(tableFacts()) : rules.team);
    }
  }
  return teams;
}

function withDefaults(options: NewGame['options']): GameOptions {
  if (options === undefined) return DEFAULT_OPTIONS;
  const out: Record<string, boolean> = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(options ?? {})) if (value !== undefined) out[key] = value;
  return out as unknown as GameOptions;
}
