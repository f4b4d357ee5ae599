/**
 * The differential corpus's games: random decks over every box, random house rules, played by the engine's
 * seeded bot and written as `onu-record/1` records (the format every reader understands, so the corpus
 * survives a change of the bot or of the engine's internals). `npm run corpus:update -- --records` writes
 * them once; the test then only resolves them (tests/engine/corpus.test.ts).
 */
import {
  DEFAULT_APP_WEIGHTS,
  DEFAULT_OPTIONS,
  OPTION_NAMES,
  ROLES,
  ROLE_RULES,
  appDirects,
  appRecord,
  applyAnswer,
  createGame,
  currentCall,
  entriesFor,
  isNightOver,
  randomAnswer,
  randomVoteInput,
  seededRng,
  shuffle,
  type Answer,
  type AppWeights,
  type ChoiceSpec,
  type Game,
  type GameOptions,
  type Rng,
  type Role,
} from '../../src/main/engine/index.ts';
import type { NightEntry } from '../../src/shared/record.ts';

/** Seat names, 3 to 12 players. */
export const CORPUS_NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lea'];

/**
 * The kinds of deck the corpus plays, each drawn from its boxes' cards (every role at most twice, or once
 * when only one copy is allowed): the base game alone, Vampire alone, both, Daybreak and the Bonus Packs (with
 * the base game's and sometimes Vampire's cards), Alien (with the others), and everything at once.
 */
export const CORPUS_KINDS = ['werewolf', 'vampire', 'werewolf-vampire', 'daybreak', 'alien', 'all'] as const;
export type CorpusKind = (typeof CORPUS_KINDS)[number];

/** How many games of each kind the committed corpus holds. */
export const CORPUS_PLAN: Readonly<Record<CorpusKind, number>> = {
  werewolf: 450,
  vampire: 350,
  'werewolf-vampire': 500,
  daybreak: 600,
  alien: 550,
  all: 550,
};

/** The seed of the committed corpus: the games change only when it (or the plan) changes. */
export const CORPUS_SEED = 190_000;

function poolOf(games: readonly Game[]): Role[] {
  const pool: Role[] = [];
  for (const role of ROLES) {
    if (!games.includes(ROLE_RULES[role].game)) continue;
    for (let i = 0; i < Math.min(ROLE_RULES[role].maxCopies, 2); i++) pool.push(role);
  }
  return pool;
}

/** A deck whose cards come mostly (at least half) from `main`, the rest from `others`. */
function mostlyFrom(rng: Rng, size: number, main: readonly Role[], others: readonly Role[]): Role[] {
  const fromMain = Math.min(main.length, rng.int(Math.ceil(size / 2), size));
  const deck = shuffle(rng, main).slice(0, fromMain);
  deck.push(...shuffle(rng, others).slice(0, size - deck.length));
  return shuffle(rng, deck);
}

const BASE = poolOf(['werewolf']);
const VAMPIRE = poolOf(['vampire']);
const DAYBREAK = poolOf(['daybreak', 'bonus']);
const ALIEN = poolOf(['alien']);
const ALL = poolOf(['werewolf', 'vampire', 'daybreak', 'bonus', 'alien']);

/** The largest table a kind's cards can fill (players + 3 cards, at most 12 players). */
function maxPlayers(kind: CorpusKind): number {
  if (kind === 'werewolf') return Math.min(12, BASE.length - 3);
  if (kind === 'vampire') return Math.min(12, VAMPIRE.length - 3);
  return 12;
}

export function corpusDeck(rng: Rng, kind: CorpusKind, players: number): Role[] {
  const size = players + 3;
  switch (kind) {
    case 'werewolf':
      return shuffle(rng, BASE).slice(0, size);
    case 'vampire':
      return shuffle(rng, VAMPIRE).slice(0, size);
    case 'werewolf-vampire':
      return shuffle(rng, [...BASE, ...VAMPIRE]).slice(0, size);
    case 'daybreak':
      return mostlyFrom(rng, size, DAYBREAK, rng.int(0, 2) === 0 ? [...BASE, ...VAMPIRE] : BASE);
    case 'alien':
      return mostlyFrom(rng, size, ALIEN, [...BASE, ...VAMPIRE, ...DAYBREAK]);
    case 'all':
      return shuffle(rng, ALL).slice(0, size);
  }
}

/** A draw of its own for each house rule of each game: FNV-1a over the option's name, then murmur3's finalizer. */
function optionDraw(seed: number, name: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The house rules of one game: half the games play the defaults, the others turn each option the other
 * way one time in four. Only the options that differ from the defaults are written. Each draw is apart from
 * the bot's stream and from the other options': a new house rule changes only the games that turn it on.
 */
export function corpusOptions(seed: number): Partial<Record<keyof GameOptions, boolean>> {
  const options: Partial<Record<keyof GameOptions, boolean>> = {};
  if (optionDraw(seed, '') % 2 === 0) return options;
  for (const name of OPTION_NAMES) if (optionDraw(seed, name) % 4 === 0) options[name] = !DEFAULT_OPTIONS[name];
  return options;
}

/** Every variant of every group at weight 1 (the default weights leave some off: New Alien, the Rascal's Idiot…). */
const FLAT_WEIGHTS = Object.fromEntries(
  Object.entries(DEFAULT_APP_WEIGHTS).map(([group, weights]) => [
    group,
    typeof weights === 'object' ? Object.fromEntries(Object.keys(weights).map((variant) => [variant, 1])) : weights,
  ]),
) as unknown as AppWeights;

/** The bot's answer; the Curator names the artifact one time in two (a record may), else the seed draws it. */
function answerFor(rng: Rng, spec: ChoiceSpec): Answer {
  const answer = randomAnswer(rng, spec);
  if (spec.kind === 'artifact' && answer.target !== undefined && spec.artifacts.length > 0 && rng.int(0, 1) === 0)
    return { ...answer, artifact: spec.artifacts[rng.int(0, spec.artifacts.length - 1)]! };
  return answer;
}

/** One corpus game: a record, with its id and how it was drawn (keys `resolve` ignores). */
export interface CorpusRecord {
  readonly id: string;
  readonly corpus: { readonly kind: CorpusKind; readonly seed: number };
  readonly format: 'onu-record/1';
  readonly players: readonly string[];
  readonly deal: { readonly players: readonly Role[]; readonly center: readonly Role[] };
  readonly options?: Partial<Record<keyof GameOptions, boolean>>;
  readonly app?: unknown;
  readonly night: readonly NightEntry[];
  readonly votes: Readonly<Record<string, string | readonly [string, string]>>;
}

/**
 * Plays one game with the bot from its seed and writes it as a record (`houseRules` false: every game with
 * the default options, for a measurement of the rule texts' readings alone).
 */
export function corpusGame(id: string, kind: CorpusKind, seed: number, houseRules = true): CorpusRecord {
  const rng = seededRng(seed);
  const n = rng.int(3, maxPlayers(kind));
  const deck = corpusDeck(rng, kind, n);
  const options = houseRules ? corpusOptions(seed) : {};
  const players = CORPUS_NAMES.slice(0, n);
  const directed = appDirects(deck);
  const created = createGame({
    players,
    deal: { players: deck.slice(0, n), center: deck.slice(n) },
    options,
    ...(directed
      ? { app: { seed: rng.int(0, 2 ** 30), ...(rng.int(0, 3) === 0 ? { weights: FLAT_WEIGHTS } : {}) } }
      : {}),
  });
  if (!created.ok) throw new Error(`${id}: ${created.error.map((e) => `${e.at}: ${e.message}`).join('; ')}`);
  let state = created.value;
  const night: NightEntry[] = [];
  while (!isNightOver(state)) {
    const call = currentCall(state)!;
    const answer = answerFor(rng, call.choice);
    const written = entriesFor(state, call, answer);
    const applied = applyAnswer(state, answer, undefined, call);
    if (!applied.ok) throw new Error(`${id}: the bot played an illegal answer: ${applied.error.message}`);
    night.push(...written);
    state = applied.value.state;
  }
  const vote = randomVoteInput(rng, state);
  const name = (seat: number): string => (seat === n ? 'app' : players[seat]!);
  const votes = Object.fromEntries(
    vote.votes.map((v, p) => {
      const two = vote.second?.[p];
      return [players[p]!, two !== null && two !== undefined ? ([name(v), name(two)] as const) : name(v)];
    }),
  );
  const app = appRecord(state);
  return {
    id,
    corpus: { kind, seed },
    format: 'onu-record/1',
    players,
    deal: { players: deck.slice(0, n), center: deck.slice(n) },
    ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(app ? { app } : {}),
    night,
    votes,
  };
}

/** A corpus: `plan` games of each kind, game i of the whole corpus drawn from seed `seed + i`. */
export function generateCorpus(
  plan: Readonly<Partial<Record<CorpusKind, number>>> = CORPUS_PLAN,
  seed = CORPUS_SEED,
  houseRules = true,
): CorpusRecord[] {
  const records: CorpusRecord[] = [];
  let i = 0;
  for (const kind of CORPUS_KINDS) {
    const count = plan[kind] ?? 0;
    for (let k = 0; k < count; k++, i++)
      records.push(corpusGame(`${kind}-${String(k + 1).padStart(4, '0')}`, kind, seed + i, houseRules));
  }
  return records;
}
