import { err, ok, ruleError, type Result, type RuleError } from './errors.ts';
import { SETUP_EN } from './text/reasons-en.ts';
import { reasonsOf } from './text/sentences.ts';
import { DEFAULT_OPTIONS, type GameOptions } from './options.ts';
import type { AppState, DealInput, GameSetup, GameState, MarkToken, Spot, StepRule } from './model.ts';
import { CENTER_CARDS, DOPPELGANGER, ROLE_FACTS, ROLE_MODULES, TRACKS_TOUCHES } from './roles/index.ts';
import type { TableFacts } from './roles/types.ts';
import { isVampireDeck } from './roles.ts';
import { finalRole, markAt } from './queries.ts';
import { blank } from './arrays.ts';
import { checkSaid } from './app/check.ts';
import { appDirects, drawPlan, repeatableRoles } from './app/plan.ts';
import type { AppSaid } from './app/said.ts';
import { DEFAULT_APP_WEIGHTS, type AppWeights } from './app/weights.ts';
import { buildScript } from './wake-order.ts';
import { CENTER_SIZE, MAX_PLAYERS, MIN_PLAYERS, ROLES, type Mark, type Role, type Team } from './vocabulary.ts';

const setupReason = reasonsOf('setup', SETUP_EN);

const ROLE_INDEX = new Map<Role, number>(ROLES.map((role, i) => [role, i]));
/** Each role's team, and the rule that gives its holder's team from the table when it has one. */
const TEAM_RULES = new Map<Role, { readonly team: Team; readonly rule: ((facts: TableFacts) => Team) | null }>(
  ROLES.map((role) => [role, { team: ROLE_MODULES[role].team, rule: ROLE_MODULES[role].day?.team ?? null }]),
);
/** How many copies of each role a deck may hold, by role index. */
const MAX_COPIES: readonly number[] = ROLES.map((role) => ROLE_MODULES[role].maxCopies);
/** Copies of each role in the deal being checked, by role index (back to zero after every check). */
const dealCounts = new Int32Array(ROLES.length);
/** Roles that bring a center card of their own (the Alpha Wolf's center Werewolf card), by role index. */
const BRINGS_CENTER_CARD: readonly boolean[] = ROLES.map((role) => CENTER_CARDS.has(role));

/**
 * The roles of a deal, as `deckLayout` keys them, and whether one of them brings a center card: the check
 * of a deal (`checkDeal`) writes them, so a new game reads them instead of looking up each card's role again.
 */
interface DealRoles {
  low: number;
  mid: number;
  high: number;
  centerCard: boolean;
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
  /** The deck holds a role that sees who touched a card or a Mark (the Aura Seer). */
  readonly tracksTouches: boolean;
  /** A new table's arrays by the number of players (`tableArrays`). */
  readonly tables: (TableArrays | undefined)[];
}

/**
 * What a new table of this deck and size holds before anyone acts: the Mark tokens, and each index as it
 * is dealt. They are the same for every game of the deck at this size, and never written (a state's arrays
 * are copied before a change: `Table`, `applyOverride`), so they are made once and shared. Not frozen: a
 * frozen array's `slice` (each change's copy) is several times slower.
 */
interface TableArrays {
  readonly tokens: readonly MarkToken[];
  readonly positions: readonly number[];
  readonly startCards: readonly number[];
  readonly marks: readonly number[];
  readonly board: readonly number[];
  readonly copies: readonly null[];
}

function tableArrays(layout: DeckLayout, players: number, cards: number): TableArrays {
  const known = layout.tables[players];
  if (known && known.positions.length === cards) return known;
  const { spots } = layout;
  const tokens: MarkToken[] = [];
  for (let p = 0; p < players; p++) tokens.push({ kind: 'clarity', set: 'player' });
  for (const spot of spots) tokens.push({ kind: spot.kind, set: spot.set });
  const upTo = (count: number, from = 0): readonly number[] => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(from + i);
    return out;
  };
  const copies: null[] = [];
  for (let i = 0; i < cards; i++) copies.push(null);
  const arrays: TableArrays = {
    tokens,
    positions: upTo(cards),
    startCards: upTo(players),
    marks: upTo(players),
    board: upTo(spots.length, players),
    copies,
  };
  layout.tables[players] = arrays;
  return arrays;
}

/** Layouts by the deck's roles as a set (see `deckLayout`). */
const layouts = new Map<number, Map<number, Map<number, DeckLayout>>>();
let layoutCount = 0;
if (ROLES.length > 90) throw new Error('deckLayout keys hold 90 roles');

/** Adds a role to a set of roles in three words of 30 bits (see `deckLayout`). */
function addRole(roles: { low: number; mid: number; high: number }, index: number): void {
  if (index < 30) roles.low |= 1 << index;
  else if (index < 60) roles.mid |= 1 << (index - 30);
  else roles.high |= 1 << (index - 60);
}

/**
 * The layout of a deck of these cards, whose roles are given as a set: one bit per role, in three words of
 * 30 bits (up to 90 roles).
 */
function deckLayout(cards: readonly Role[], low: number, mid: number, high: number): DeckLayout {
  let byMid = layouts.get(low);
  if (!byMid) layouts.set(low, (byMid = new Map()));
  let byHigh = byMid.get(mid);
  if (!byHigh) byMid.set(mid, (byHigh = new Map()));
  let layout = byHigh.get(high);
  if (!layout) {
    // Up to 32,768 sets of roles are kept (a few MB; a corpus of records holds fewer): a fresh map beyond.
    if (++layoutCount > 32768) {
      layouts.clear();
      layoutCount = 0;
      return deckLayout(cards, low, mid, high);
    }
    layout = {
      script: buildScript(cards),
      spots: boardSpots(cards),
      vampireGame: isVampireDeck(cards),
      appDirected: appDirects(cards),
      tracksTouches: cards.some((role) => TRACKS_TOUCHES.has(role)),
      tables: [],
    };
    byHigh.set(high, layout);
  }
  return layout;
}

export type { AppState, DealInput, GameSetup, GameState, MarkSet, MarkToken, Spot, Copy } from './model.ts';

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
        setupReason('player-count', { count: players.length, min: MIN_PLAYERS, max: MAX_PLAYERS }),
      ),
    );
  }
  // A name used twice is one an earlier player has: a table holds a dozen at most, looked through without
  // a set (one is built only for a list too long to be a table, which is refused anyway).
  const seen = players.length > MAX_PLAYERS ? new Set<string>() : null;
  for (let i = 0; i < players.length; i++) {
    const name = players[i]!;
    if (name.trim() === '')
      problems.push(ruleError('setup/player-name', `players[${i}]`, setupReason('empty-name', {})));
    else if (seen ? seen.has(name) : players.indexOf(name) < i)
      problems.push(ruleError('setup/player-name', `players[${i}]`, setupReason('name-twice', { name })));
    seen?.add(name);
  }
  const dealRoles: DealRoles = { low: 0, mid: 0, high: 0, centerCard: false };
  const deckProblems = checkDeal(players.length, deal, dealRoles);
  problems.push(...deckProblems);
  if (problems.length > 0) return err(problems);

  const dealt = [...deal.players, ...deal.center.slice(0, CENTER_SIZE)];
  // The Alpha Wolf's "Center Werewolf card" lies across the center row: a fourth center card.
  const fourth = dealRoles.centerCard ? centerCardOf(dealt) : null;
  const cards = fourth ? [...dealt, fourth] : dealt;
  // The deal's roles as `checkDeal` found them (the dealt cards'), and the fourth card's.
  if (fourth) addRole(dealRoles, ROLE_INDEX.get(fourth)!);
  const layout = deckLayout(cards, dealRoles.low, dealRoles.mid, dealRoles.high);
  const { script, spots, vampireGame, appDirected, tracksTouches } = layout;
  const app = appDirected || input.app ? appStateFor(cards, players.length, script, appDirected, input.app) : ok(null);
  if (!app.ok) return err(app.error);
  const table = tableArrays(layout, players.length, cards.length);
  const setup: GameSetup = {
    players: [...players],
    cards,
    options: withDefaults(input.options),
    script,
    tokens: table.tokens,
    spots,
    vampireGame,
    centerCount: cards.length - players.length,
    seed: input.app && 'seed' in input.app ? input.app.seed : 0,
    tracksTouches,
    appDirected,
    roles: ROLE_FACTS,
  };
  return ok({
    setup,
    cursor: 0,
    positions: table.positions,
    startCards: table.startCards,
    nightBegun: false,
    marks: table.marks,
    board: table.board,
    copies: table.copies,
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
    if (input && 'said' in input) return err([ruleError('app/not-in-game', 'app', setupReason('app-not-in-game', {}))]);
    return ok(null);
  }
  if (!input) return err([ruleError('app/missing', 'app', setupReason('app-missing', {}))]);
  if ('said' in input) {
    const problems = checkSaid(input.said, cards, players, script);
    return problems.length > 0 ? err(problems) : ok({ said: input.said, plan: null });
  }
  const { nightCalls, repeatable } = scriptCalls(script, cards);
  const plan = drawPlan(
    input.seed,
    input.weights ?? DEFAULT_APP_WEIGHTS,
    { deck: cards, players },
    nightCalls,
    repeatable,
  );
  return ok({ said: {}, plan });
}

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

/** The fourth center card a role of the deal brings (the Alpha Wolf's Center Werewolf card), if any. */
function centerCardOf(deck: readonly Role[]): Role | null {
  for (const role of deck) {
    const card = CENTER_CARDS.get(role);
    if (card) return card;
  }
  return null;
}

/** The deal writes the Alpha Wolf's center Werewolf card as a fourth center card. */
function hasCenterWerewolf(deal: DealInput): boolean {
  return (
    deal.center.length === CENTER_SIZE + 1 &&
    deal.center[CENTER_SIZE] === centerCardOf([...deal.players, ...deal.center.slice(0, CENTER_SIZE)])
  );
}

/** What is wrong with a deal for this many players (nothing when it may be played). */
export function validateDeal(playerCount: number, deal: DealInput): RuleError[] {
  return checkDeal(playerCount, deal, { low: 0, mid: 0, high: 0, centerCard: false });
}

/** Checks a deal, and writes its roles into `dealRoles` (all zero and false when called). */
function checkDeal(playerCount: number, deal: DealInput, dealRoles: DealRoles): RuleError[] {
  const problems: RuleError[] = [];
  if (deal.players.length !== playerCount) {
    problems.push(
      ruleError(
        'setup/deck-size',
        'deal.players',
        setupReason('deal-players', { dealt: deal.players.length, players: playerCount }),
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
        setupReason('deal-center', { count: deal.center.length, fourth: deal.center.length === CENTER_SIZE + 1 }),
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
          ruleError('setup/unknown-role', `${where}[${i}]`, setupReason('unknown-role', { value: String(role) })),
        );
        continue;
      }
      const before = dealCounts[index]!;
      dealCounts[index] = before + 1;
      if (before !== 0) continue;
      seen.push(index);
      addRole(dealRoles, index);
      if (BRINGS_CENTER_CARD[index]) dealRoles.centerCard = true;
    }
  };
  check('deal.players', deal.players);
  check('deal.center', centerWolf ? deal.center.slice(0, CENTER_SIZE) : deal.center);
  for (const index of seen) {
    const count = dealCounts[index]!;
    dealCounts[index] = 0;
    if (count > MAX_COPIES[index]!) {
      const role = ROLES[index]!;
      problems.push(ruleError('setup/too-many-copies', 'deal', setupReason('too-many', { count, role })));
    }
  }
  return problems;
}

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
  const n = state.marks.length;
  // Set item by item in lists of the table's size (`blank`: no push for each player).
  const roles = blank<Role | null>(n);
  const marks = blank<Mark>(n);
  for (let p = 0; p < n; p++) {
    roles[p] = finalRole(state, p);
    marks[p] = markAt(state, p);
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
      if (marks[p] === 'vampire' || (role != null && ROLE_FACTS.kinds.vampire.has(role))) anyVampire = true;
    }
    return (facts = { anyVampire, assassinMark, holds: (role) => roles.includes(role) });
  };
  // Set item by item in a list of the table's size (`blank`: no push for each player).
  const teams = blank<Team>(n);
  for (let p = 0; p < n; p++) {
    const role = roles[p];
    const joined = joins?.[p];
    if (marks[p] === 'vampire') teams[p] = 'vampire';
    else if (joined) teams[p] = joined;
    else if (role == null) teams[p] = 'village';
    else {
      const rules = TEAM_RULES.get(role)!;
      teams[p] = rules.rule ? rules.rule(tableFacts()) : rules.team;
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
