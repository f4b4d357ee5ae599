/**
 * One Night Ultimate Vampire, clause by clause (like chessops' `tricky` table): every sentence with a rule in
 * the English text's sections on Marks, on every Vampire role and on "Doppelganger & Vampire"
 * (`../shared/rules/000_…`) has at least one named case below, quoting it in `cite`. Where the text is silent
 * or the texts disagree, `docs/rulings.md` decides and the cite names the ruling ("rulings #n") or the French
 * edition ("FR"). Whole games live in `tests/fixtures/records/vampire-*.json` with their `expect`ed deaths
 * and winners (the CLI test runs them too); shorter nights are inline.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cardAt,
  createGame,
  explain,
  isVampire,
  markAt,
  playRecord,
  teamOf,
  type DayResult,
  type Fact,
  type GameState,
  type Mark,
  type MarkSet,
  type PlayedRecord,
  type Role,
  type StepEvent,
  type Team,
} from '../../src/main/engine/index.ts';

// --- records ------------------------------------------------------------------------------------------------

interface Entry {
  call: string;
  by?: string;
  target?: string;
  targets?: string[];
  center?: number | number[];
  card?: string;
  mark?: string;
  swap?: 'cards' | 'marks';
}

interface Rec {
  format: 'onu-record/1';
  players: string[];
  deal: { players: string[]; center: string[] };
  night: Entry[];
  votes?: Record<string, string>;
  options?: Record<string, boolean>;
}

/** `rec('Ann=vampire Ben=priest Cat=villager', 'gremlin villager villager', night)`: players in seat order. */
function rec(deal: string, center: string, night: Entry[] = [], options?: Record<string, boolean>): Rec {
  const seats = deal
    .trim()
    .split(/\s+/)
    .map((s) => s.split('='));
  const record: Rec = {
    format: 'onu-record/1',
    players: seats.map((s) => s[0]!),
    deal: { players: seats.map((s) => s[1]!), center: center.trim().split(/\s+/) },
    night,
  };
  if (options) record.options = options;
  return record;
}

const FIXTURES = new URL('../fixtures/records/', import.meta.url);

interface Fixture extends Rec {
  expect: { deaths: string[]; winners: string[] };
}

function loadFixture(name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`vampire-${name}.json`, FIXTURES), 'utf8')) as Fixture;
}

// --- reading a played game by player name ------------------------------------------------------------------

class View {
  constructor(readonly played: PlayedRecord) {}

  get state(): GameState {
    return this.played.state;
  }

  get result(): DayResult {
    const result = this.played.result;
    if (!result) throw new Error('the record has no votes');
    return result;
  }

  seat(name: string): number {
    const seat = this.state.setup.players.indexOf(name);
    if (seat < 0) throw new Error(`${name} is not a player`);
    return seat;
  }

  seats(...names: string[]): number[] {
    return names.map((n) => this.seat(n));
  }

  mark(name: string): Mark {
    return markAt(this.state, this.seat(name));
  }

  /** Which set the Mark in front of a player comes from: the starting Clarity, the main board or the Doppelgänger's. */
  markSet(name: string): MarkSet {
    return this.state.setup.tokens[this.state.marks[this.seat(name)]!]!.set;
  }

  team(name: string): Team {
    return teamOf(this.state, this.seat(name));
  }

  vampire(name: string): boolean {
    return isVampire(this.state, this.seat(name));
  }

  card(name: string): Role {
    return cardAt(this.state, this.seat(name));
  }

  /** The Mark lying on a Marks-board spot (the spot made for `kind`). */
  spot(kind: Mark, set: 'main' | 'doppelganger' = 'main', index = 0): Mark {
    const spot = this.state.setup.spots.findIndex((s) => s.kind === kind && s.set === set && s.index === index);
    if (spot < 0) throw new Error(`no ${set} ${kind} spot ${index}`);
    return this.state.setup.tokens[this.state.board[spot]!]!.kind;
  }

  holders(kind: Mark): string[] {
    return this.state.setup.players.filter((_, p) => markAt(this.state, p) === kind);
  }

  stepEvents(): StepEvent[] {
    return this.played.events.filter((e): e is StepEvent => e.type === 'step');
  }

  steps(key: string): StepEvent[] {
    return this.stepEvents().filter((e) => e.step === key);
  }

  step(key: string): StepEvent {
    const found = this.steps(key);
    expect(found, `exactly one "${key}" step`).toHaveLength(1);
    return found[0]!;
  }

  /** Position of a step among the night's steps. */
  order(key: string): number {
    const index = this.stepEvents().findIndex((e) => e.step === key);
    expect(index, `a "${key}" step happened`).toBeGreaterThanOrEqual(0);
    return index;
  }

  facts(key: string): readonly Fact[] {
    return this.step(key).facts;
  }

  dead(): string[] {
    return this.result.players.filter((p) => p.dead).map((p) => this.state.setup.players[p.player]!);
  }

  winners(): string[] {
    return this.result.players.filter((p) => p.won).map((p) => this.state.setup.players[p.player]!);
  }
}

/** "No player may ever have more than one Mark": every Mark token lies in exactly one place. */
function expectEveryMarkInOnePlace(state: GameState): void {
  const places = [...state.marks, ...state.board].sort((a, b) => a - b);
  expect(places).toEqual(state.setup.tokens.map((_, i) => i));
  expect(state.marks).toHaveLength(state.setup.players.length);
}

// --- the case table ---------------------------------------------------------------------------------------

interface BaseCase {
  readonly name: string;
  /** The rule sentence checked, quoted from the English text unless it names another source. */
  readonly cite: string;
}
/** A whole game from `tests/fixtures/records/vampire-<fixture>.json`, checked against its `expect`. */
interface GameCase extends BaseCase {
  readonly fixture: string;
  readonly check?: (v: View) => void;
}
/** A night (no votes needed) that must be accepted. */
interface NightCase extends BaseCase {
  readonly record: Rec;
  readonly check: (v: View) => void;
}
/** A record that must be rejected with a problem naming the entry (`at`), the players and the rule. */
interface RejectCase extends BaseCase {
  readonly record: Rec;
  readonly rejected: { readonly at: string; readonly mentions: readonly string[]; readonly rule: RegExp };
}
/** The table before anybody acts. */
interface SetupCase extends BaseCase {
  readonly setup: Rec;
  readonly checkSetup: (state: GameState) => void;
}
type Case = GameCase | NightCase | RejectCase | SetupCase;

const usedFixtures = new Set<string>();

function runCase(c: Case): void {
  if ('fixture' in c) {
    const fixture = loadFixture(c.fixture);
    expect(fixture.votes, 'a fixture is a whole game, with votes').toBeDefined();
    const played = playRecord(fixture, { requireVotes: true });
    if (!played.ok) throw new Error(`vampire-${c.fixture}.json was rejected: ${played.error.problems.join(' | ')}`);
    const v = new View(played.value);
    expectEveryMarkInOnePlace(v.state);
    expect({ deaths: v.dead(), winners: v.winners() }).toEqual(fixture.expect);
    c.check?.(v);
  } else if ('setup' in c) {
    const created = createGame({
      players: c.setup.players,
      deal: { players: c.setup.deal.players as Role[], center: c.setup.deal.center as Role[] },
      options: c.setup.options,
    });
    if (!created.ok) throw new Error(created.error.map((e) => e.message).join(' | '));
    c.checkSetup(created.value);
  } else if ('rejected' in c) {
    const played = playRecord(c.record);
    expect(played.ok, 'the record must be rejected').toBe(false);
    if (played.ok) return;
    const { at, mentions, rule } = c.rejected;
    const problems = played.error.problems;
    const line = problems.find((p) => p.includes(at));
    expect(line, `a problem naming "${at}" among: ${problems.join(' | ')}`).toBeDefined();
    for (const m of mentions) expect(line, `the problem names ${m}`).toContain(m);
    expect(line).toMatch(rule);
  } else {
    const played = playRecord(c.record);
    if (!played.ok) throw new Error(`the record was rejected: ${played.error.problems.join(' | ')}`);
    const v = new View(played.value);
    expectEveryMarkInOnePlace(v.state);
    c.check(v);
  }
}

function cases(list: readonly Case[]): void {
  for (const c of list) {
    if ('fixture' in c) usedFixtures.add(c.fixture);
    it(`${c.name} — “${c.cite}”`, () => runCase(c));
  }
}

// --- shared decks -----------------------------------------------------------------------------------------

/** A night where Marks move at Night: the Marksman views one, the Pickpocket and the Gremlin move them. */
const NIGHT_MARKS = rec(
  'Ann=vampire Ben=pickpocket Cat=villager Dan=gremlin Eve=marksman',
  'priest villager villager',
  [
    { call: 'vampires', target: 'Cat' },
    { call: 'marksman', card: 'Ann', mark: 'Cat' },
    { call: 'pickpocket', target: 'Cat' },
    { call: 'gremlin', swap: 'marks', targets: ['Ben', 'Dan'] },
  ],
);

// ==========================================================================================================
// Marks
// ==========================================================================================================

describe('Marks', () => {
  cases([
    {
      name: 'every player starts with a Mark of Clarity',
      cite: 'In Vampire, each player is given a Mark of Clarity at the start of the game.',
      setup: rec('Ann=vampire Ben=the-count Cat=cupid Dan=priest', 'renfield diseased instigator'),
      checkSetup: (state) => {
        expect(state.marks.map((_, p) => markAt(state, p))).toEqual(['clarity', 'clarity', 'clarity', 'clarity']);
      },
    },
    {
      name: 'the Vampires, the Count and Cupid change Marks at Dusk',
      cite: 'During the "Dusk" phase, additional Marks may enter the game, changing one or more players\' Marks to a different Mark.',
      record: rec('Ann=vampire Ben=the-count Cat=villager Dan=villager Eve=cupid', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Dan' },
        { call: 'cupid', targets: ['Ann', 'Eve'] },
      ]),
      check: (v) => {
        expect(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((n) => v.mark(n))).toEqual([
          'love',
          'clarity',
          'vampire',
          'fear',
          'love',
        ]);
        for (const e of v.stepEvents())
          if (e.facts.some((f) => f.kind === 'gave-mark')) expect(e.phase, `${e.step} gives a Mark`).toBe('dusk');
      },
    },
    {
      name: 'the Pickpocket moves Marks at Night',
      cite: "During the Night phase, the Pickpocket and the Gremlin may move players' marks, and the Marksman may view a player's Mark.",
      record: NIGHT_MARKS,
      check: (v) => {
        const step = v.step('pickpocket');
        expect(step.phase).toBe('night');
        expect(step.facts).toContainEqual({ kind: 'swapped-marks', a: v.seat('Ben'), b: v.seat('Cat'), own: true });
        expect(v.mark('Cat')).toBe('clarity');
      },
    },
    {
      name: 'the Gremlin moves Marks at Night',
      cite: "During the Night phase, the Pickpocket and the Gremlin may move players' marks, and the Marksman may view a player's Mark.",
      record: NIGHT_MARKS,
      check: (v) => {
        expect(v.step('gremlin').phase).toBe('night');
        // Ben took the Mark of the Vampire from Cat; the Gremlin moved it on to Dan.
        expect(v.mark('Dan')).toBe('vampire');
        expect(v.mark('Ben')).toBe('clarity');
        expect(v.holders('vampire')).toEqual(['Dan']);
      },
    },
    {
      name: 'the Marksman views a Mark at Night',
      cite: "During the Night phase, the Pickpocket and the Gremlin may move players' marks, and the Marksman may view a player's Mark.",
      record: NIGHT_MARKS,
      check: (v) => {
        const step = v.step('marksman');
        expect(step.phase).toBe('night');
        expect(step.facts).toContainEqual({
          kind: 'viewed-mark',
          actor: v.seat('Eve'),
          player: v.seat('Cat'),
          mark: 'vampire',
        });
      },
    },
    {
      name: 'a new Mark sends the receiver’s Mark (here the Mark of the Vampire) to the empty Love spot',
      cite: 'No player may ever have more than one Mark; as soon as a player gives a Mark to a player, the receiving players Mark is returned to the empty spot on the Marks boards.',
      record: rec('Ann=vampire Ben=cupid Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'cupid', targets: ['Cat', 'Dan'] },
      ]),
      check: (v) => {
        expect(v.mark('Cat')).toBe('love');
        expect(v.spot('vampire')).toBe('clarity');
        expect(v.spot('love', 'main', 0)).toBe('vampire');
        expect(v.spot('love', 'main', 1)).toBe('clarity');
        expect(v.vampire('Cat')).toBe(false);
        expect(v.holders('vampire')).toEqual([]);
      },
    },
    {
      name: 'at the end of Dusk everyone learns their Mark, and nobody their card',
      cite: 'After Dusk, all players must open their eyes and look at their Marks (but not at their cards).',
      record: rec('Ann=vampire Ben=the-count Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.facts('marks-view')).toEqual([{ kind: 'marks-viewed', frightened: [v.seat('Dan')] }]);
        expect(v.stepEvents().flatMap((e) => e.facts.filter((f) => f.kind === 'viewed-card'))).toEqual([]);
      },
    },
    {
      name: 'Dusk ends with everyone viewing their Mark, before the first Night call',
      cite: 'At the end of Dusk, before Night begins, all players open their eyes and view their Marks.',
      record: rec('Ann=vampire Ben=cupid Cat=seer Dan=apprentice-assassin', 'assassin gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'apprentice-assassin', target: 'Ben' },
      ]),
      check: (v) => {
        const events = v.stepEvents();
        const view = v.order('marks-view');
        expect(events[view]!.phase).toBe('dusk');
        events.forEach((e, i) => {
          if (e.phase === 'dusk') expect(i, `${e.step} is at Dusk`).toBeLessThanOrEqual(view);
          else expect(i, `${e.step} is at Night`).toBeGreaterThan(view);
        });
        expect(v.order('apprentice-assassin')).toBeLessThan(view);
        expect(v.order('seer')).toBeGreaterThan(view);
      },
    },
  ]);
});

describe('Mark of the Vampire', () => {
  cases([
    {
      name: 'the Vampires who wake together give it once, in one call',
      cite: 'The Mark of the Vampire is given to any player (except an existing Vampire) by the vampires who wake up together.',
      record: rec('Ann=vampire Ben=the-master Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.step('vampires').actors).toEqual(v.seats('Ann', 'Ben'));
        expect(v.holders('vampire')).toEqual(['Cat']);
      },
    },
    {
      name: 'not to a player who holds a Vampire card',
      cite: 'The Mark of the Vampire is given to any player (except an existing Vampire) by the vampires who wake up together.',
      record: rec('Ann=vampire Ben=vampire Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Ben' },
      ]),
      rejected: { at: 'night[0] vampires', mentions: ['Ben'], rule: /non-Vampire/ },
    },
    {
      name: 'not to a Copycat who copied The Count',
      cite: 'The Mark of the Vampire is given to any player (except an existing Vampire) by the vampires who wake up together.',
      record: rec('Ann=copycat Ben=vampire Cat=villager Dan=villager', 'the-count priest gremlin', [
        { call: 'copycat', center: 0 },
        { call: 'vampires', target: 'Ann' },
      ]),
      rejected: { at: 'night[1] vampires', mentions: ['Ann'], rule: /non-Vampire/ },
    },
    {
      name: 'the receiver is a Vampire on the vampire team; the Vampire dies and the village wins',
      cite: 'The player who receives this is now a Vampire, but they can still use their Night or vote action.',
      fixture: 'mark-makes-vampire',
      check: (v) => {
        expect(v.card('Cat')).toBe('villager');
        expect(v.vampire('Cat')).toBe(true);
        expect(v.team('Cat')).toBe('vampire');
      },
    },
    {
      name: 'a bitten Seer still views a card at Night',
      cite: 'The player who receives this is now a Vampire, but they can still use their Night or vote action.',
      record: rec('Ann=vampire Ben=seer Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Ben' },
        { call: 'seer', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.vampire('Ben')).toBe(true);
        expect(v.step('seer').actors).toEqual([v.seat('Ben')]);
        expect(v.facts('seer')).toContainEqual({
          kind: 'viewed-card',
          actor: v.seat('Ben'),
          place: { player: v.seat('Cat') },
          card: 'villager',
        });
      },
    },
    {
      name: 'a bitten Hunter still takes the player he voted for with him',
      cite: 'The player who receives this is now a Vampire, but they can still use their Night or vote action.',
      fixture: 'mark-hunter-still-shoots',
      check: (v) => {
        expect(v.team('Ben')).toBe('vampire');
        expect(v.result.deaths).toContainEqual({
          player: v.seat('Cat'),
          reason: { kind: 'hunter', hunter: v.seat('Ben') },
        });
      },
    },
    {
      name: 'the Master holding the Mark is still protected by a Vampire’s vote',
      cite: 'If the Master ends up with this Mark, he still has his Master voting power.',
      fixture: 'mark-master-keeps-power',
      check: (v) => {
        expect(v.mark('Ann')).toBe('vampire');
        expect(v.card('Ann')).toBe('the-master');
        expect(v.team('Cat')).toBe('village');
      },
    },
    {
      name: 'Renfield holding the Mark is a Vampire: his death loses the game for the vampire team',
      cite: 'If Renfield ends up with this Mark, he is a vampire.',
      fixture: 'mark-renfield-becomes-vampire',
      check: (v) => {
        expect(v.mark('Ben')).toBe('vampire');
        expect(v.vampire('Ben')).toBe(true);
        expect(v.team('Ben')).toBe('vampire');
      },
    },
  ]);
});

describe('Mark of Fear', () => {
  const FEAR = 'Ann=the-count Ben=villager Cat=seer Dan=villager';
  cases([
    {
      name: 'The Count gives it to a non-Vampire; that player’s Mark goes to the Fear spot',
      cite: 'The Mark of Fear is given to a non-Vampire player by The Count (it may not be given to the same player who was given the Mark of the Vampire).',
      record: rec(FEAR, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Ben' },
        { call: 'the-count', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.mark('Cat')).toBe('fear');
        expect(v.spot('fear')).toBe('clarity');
        expect(v.step('the-count').actors).toEqual([v.seat('Ann')]);
        expect(v.facts('marks-view')).toEqual([{ kind: 'marks-viewed', frightened: [v.seat('Cat')] }]);
      },
    },
    {
      name: 'not to the player who was given the Mark of the Vampire',
      cite: 'The Mark of Fear is given to a non-Vampire player by The Count (it may not be given to the same player who was given the Mark of the Vampire).',
      record: rec(FEAR, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Ben' },
        { call: 'the-count', target: 'Ben' },
      ]),
      rejected: { at: 'night[1] the-count', mentions: ['Ben'], rule: /Mark of the Vampire|non-Vampire/ },
    },
    {
      name: 'a frightened Seer may not view a card at Night',
      cite: "The Player who receives this may not do their night action (however, they may still do their Dusk action, as they won't know that they have this Mark until after Dusk).",
      record: rec(FEAR, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Ben' },
        { call: 'the-count', target: 'Cat' },
        { call: 'seer', target: 'Dan' },
      ]),
      rejected: { at: 'night[2] seer', mentions: ['Cat'], rule: /Fear/ },
    },
    {
      name: 'a frightened Diseased still places her Mark at Dusk',
      cite: "The Player who receives this may not do their night action (however, they may still do their Dusk action, as they won't know that they have this Mark until after Dusk).",
      record: rec('Ann=the-count Ben=villager Cat=diseased Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Ben' },
        { call: 'the-count', target: 'Cat' },
        { call: 'diseased', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.mark('Cat')).toBe('fear');
        expect(v.mark('Dan')).toBe('disease');
        expect(v.step('diseased').actors).toEqual([v.seat('Cat')]);
      },
    },
    {
      name: 'a Mark of Fear the Priest removes before the end of Dusk does not stop the Seer',
      cite: 'rulings #9: Who is frightened is fixed when everyone views their Mark at the end of Dusk',
      record: rec('Ann=the-count Ben=villager Cat=seer Dan=priest', 'gremlin marksman villager', [
        { call: 'vampires', target: 'Ben' },
        { call: 'the-count', target: 'Cat' },
        { call: 'priest', target: 'Cat' },
        { call: 'seer', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.step('seer').actors).toEqual([v.seat('Cat')]);
        expect(v.facts('seer')).toHaveLength(1);
      },
    },
    {
      name: 'a Mark of Fear the Pickpocket takes at Night still stops the Gremlin who held it at Dusk',
      cite: 'rulings #9: a Mark of Fear moved later by the Pickpocket or Gremlin changes nothing that night',
      record: rec('Ann=the-count Ben=pickpocket Cat=gremlin Dan=villager', 'priest marksman villager', [
        { call: 'vampires', target: 'Dan' },
        { call: 'the-count', target: 'Cat' },
        { call: 'pickpocket', target: 'Cat' },
        { call: 'gremlin', swap: 'cards', targets: ['Ann', 'Dan'] },
      ]),
      rejected: { at: 'night[3] gremlin', mentions: ['Cat'], rule: /Fear/ },
    },
  ]);
});

describe('Mark of the Bat', () => {
  cases([
    {
      name: 'Renfield takes the Bat even when the record has no renfield entry; his Clarity goes to the Bat spot',
      cite: 'Renfield takes the Mark of the Bat and replaces his current Mark with it.',
      record: rec('Ann=vampire Ben=renfield Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.mark('Ben')).toBe('bat');
        expect(v.spot('bat')).toBe('clarity');
        expect(v.step('renfield').actors).toEqual([v.seat('Ben')]);
      },
    },
    {
      name: 'the Pickpocket holding the Bat stays a villager; Renfield without it stays on the vampire team',
      cite: 'The Mark does not have any other special power.',
      fixture: 'bat-moved-no-power',
      check: (v) => {
        expect(v.mark('Cat')).toBe('bat');
        expect(v.team('Cat')).toBe('village');
        expect(v.mark('Ben')).toBe('clarity');
        expect(v.team('Ben')).toBe('vampire');
      },
    },
  ]);
});

describe('Mark of Disease', () => {
  cases([
    {
      name: 'to the player on one side (the last seat sits next to the first)',
      cite: 'The Diseased gives the Mark of … the player to the left or to the right of themselves.',
      record: rec('Ann=diseased Ben=vampire Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'diseased', target: 'Dan' },
      ]),
      check: (v) => expect(v.holders('disease')).toEqual(['Dan']),
    },
    {
      name: 'to the player on the other side',
      cite: 'The Diseased gives the Mark of … the player to the left or to the right of themselves.',
      record: rec('Ann=diseased Ben=vampire Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'diseased', target: 'Ben' },
      ]),
      check: (v) => expect(v.holders('disease')).toEqual(['Ben']),
    },
    {
      name: 'those who vote for its holder cannot win; the holder herself can',
      cite: 'Any player who votes for the player with the Mark of Disease cannot win, though the player with this Mark can win.',
      fixture: 'disease-voters-cannot-win',
      check: (v) => {
        expect(v.mark('Cat')).toBe('disease');
        const dan = v.result.players[v.seat('Dan')]!;
        expect(dan.team).toBe('village');
        expect(dan.verdict).toMatchObject({ kind: 'diseased-vote', votedFor: v.seat('Cat'), wouldHaveWon: true });
      },
    },
  ]);
});

describe('Mark of Love', () => {
  cases([
    {
      name: 'Cupid gives a Mark of Love to each of two players',
      cite: 'Cupid hands out two Marks of Love to any two players.',
      record: rec('Ann=vampire Ben=cupid Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'cupid', targets: ['Ann', 'Dan'] },
      ]),
      check: (v) => expect(v.holders('love')).toEqual(['Ann', 'Dan']),
    },
    {
      name: 'the lovers wake right after Dusk and see each other',
      cite: 'Immediately after Dusk, players with this Mark wake to see who is in love with them.',
      record: rec('Ann=vampire Ben=cupid Cat=villager Dan=seer', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'cupid', targets: ['Ann', 'Dan'] },
      ]),
      check: (v) => {
        const lovers = v.step('lovers');
        expect(lovers.actors).toEqual(v.seats('Ann', 'Dan'));
        expect(lovers.facts).toContainEqual({ kind: 'saw', players: v.seats('Ann', 'Dan'), of: 'each-other' });
        expect(v.order('lovers')).toBe(v.order('marks-view') + 1);
      },
    },
    {
      name: 'the Master in love dies with his lover although a Vampire voted for him',
      cite: 'If a player with a Mark of Love dies, the other player with the Mark of Love dies too, even if that player was protected during the vote (for instance, if the Master has a Mark of Love, and the other player with a Mark of Love dies, The Master dies too, even if a Vampire was pointing at him during the vote).',
      fixture: 'love-master-dies-anyway',
      check: (v) => {
        expect(v.result.deaths).toContainEqual({
          player: v.seat('Ann'),
          reason: { kind: 'love', lover: v.seat('Dan') },
        });
      },
    },
    {
      name: 'the lovers wake before the Werewolves and every other Night role',
      cite: 'Players who are in love are woken up after Dusk, and before the regular night actions take place.',
      record: rec(
        'Ann=vampire Ben=cupid Cat=werewolf Dan=seer Eve=minion Fay=mason Gus=mason',
        'robber marksman pickpocket',
        [
          { call: 'vampires', target: 'Dan' },
          { call: 'cupid', targets: ['Cat', 'Dan'] },
        ],
      ),
      check: (v) => {
        const lovers = v.order('lovers');
        expect(lovers).toBeGreaterThan(v.order('marks-view'));
        for (const e of v.stepEvents())
          if (e.phase === 'night' && e.step !== 'lovers' && e.actors.length + e.frightened.length > 0)
            expect(v.order(e.step), e.step).toBeGreaterThan(lovers);
        expect(v.step('werewolves').actors).toEqual([v.seat('Cat')]);
      },
    },
  ]);
});

describe('Mark of the Traitor', () => {
  cases([
    {
      name: 'the Instigator gives it; its holder’s Mark goes to the Traitor spot',
      cite: 'The Instigator chooses a player who will be a traitor to his team by giving them the Mark of the Traitor.',
      record: rec('Ann=vampire Ben=instigator Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'instigator', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.mark('Dan')).toBe('traitor');
        expect(v.spot('traitor')).toBe('vampire');
        expect(v.team('Dan')).toBe('village');
      },
    },
    {
      name: 'a village Traitor wins when a fellow villager dies, although the village loses',
      cite: 'The player with this Mark only wins if a player on his team dies.',
      fixture: 'traitor-wins-when-teammate-dies',
      check: (v) => expect(v.result.players[v.seat('Cat')]!.verdict).toMatchObject({ kind: 'traitor', won: true }),
    },
    {
      name: 'the Assassin alone on his team is unaffected by the Traitor Mark',
      cite: 'If he is the only player on his team, the Mark of the Traitor has no effect.',
      fixture: 'traitor-alone-no-effect',
      check: (v) => {
        expect(v.mark('Ann')).toBe('traitor');
        expect(v.team('Ann')).toBe('assassin');
      },
    },
  ]);
});

describe('Mark of Clarity', () => {
  cases([
    {
      name: 'each player holds one Mark of Clarity of his own before Dusk',
      cite: 'One Mark of Clarity is dealt out face down to each player before the game begins.',
      setup: rec('Ann=vampire Ben=priest Cat=villager', 'gremlin cupid assassin'),
      checkSetup: (state) => {
        expect(state.marks.map((t) => state.setup.tokens[t]!)).toEqual([
          { kind: 'clarity', set: 'player' },
          { kind: 'clarity', set: 'player' },
          { kind: 'clarity', set: 'player' },
        ]);
        expect(new Set(state.marks).size).toBe(3);
      },
    },
    {
      name: 'the Priest’s Clarity removes the Mark of the Vampire: Cat dies as a villager',
      cite: 'Marks of Clarity are also used by the Priest to remove other Marks.',
      fixture: 'priest-removes-vampire-mark',
      check: (v) => {
        expect(v.mark('Cat')).toBe('clarity');
        expect(v.spot('clarity', 'main', 1)).toBe('vampire');
        expect(v.team('Cat')).toBe('village');
      },
    },
    {
      name: 'with Clarity, the card decides: the Vampire card moved to Cat makes her the Vampire',
      cite: 'Players with this Mark have their role and team defined by their current card.',
      fixture: 'clarity-team-from-card',
      check: (v) => {
        expect(v.team('Ann')).toBe('village');
        expect(v.team('Cat')).toBe('vampire');
      },
    },
  ]);
});

describe('Mark of the Assassin', () => {
  cases([
    {
      name: 'the Assassin may give it to a Vampire',
      cite: 'The Assassin gives the Mark of the Assassin to any player.',
      record: rec('Ann=vampire Ben=assassin Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'assassin', target: 'Ann' },
      ]),
      check: (v) => {
        expect(v.holders('assassin')).toEqual(['Ann']);
        expect(v.spot('assassin')).toBe('clarity');
      },
    },
    {
      name: 'the Assassin wins when the holder dies',
      cite: 'The Assassin only wins if the player who has this Mark is killed.',
      fixture: 'assassin-wins-with-vampires',
    },
    {
      name: 'the Assassin loses when the holder lives',
      cite: 'The Assassin only wins if the player who has this Mark is killed.',
      fixture: 'assassin-loses-target-alive',
    },
  ]);
});

// ==========================================================================================================
// Roles
// ==========================================================================================================

describe('"Vampire" means the Vampire, The Master and The Count', () => {
  cases([
    {
      name: 'Vampire, Master and Count are Vampires; Renfield and the Priest are not',
      cite: 'For the roles below, "Vampire" includes the regular Vampire, The Master, and Tne Count.',
      record: rec('Ann=vampire Ben=the-master Cat=the-count Dan=renfield Eve=priest', 'villager villager gremlin', [
        { call: 'vampires', target: 'Eve' },
        { call: 'the-count', target: 'Dan' },
        { call: 'priest', target: 'Dan' },
      ]),
      check: (v) => {
        expect(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((n) => v.vampire(n))).toEqual([true, true, true, false, false]);
      },
    },
    {
      name: 'the Count dies: the Vampire, Renfield and the bitten player all lose',
      cite: 'If any Vampire is killed at the end of the game, the vampire team loses.',
      fixture: 'count-dies-team-loses',
    },
  ]);
});

describe('Copycat', () => {
  cases([
    {
      name: 'the Copycat must look at a center card',
      cite: 'The Copycat wakes up and must look at one of the center cards.',
      record: rec('Ann=copycat Ben=vampire Cat=villager Dan=villager', 'seer priest gremlin', [
        { call: 'vampires', target: 'Cat' },
      ]),
      rejected: { at: 'night[0] vampires', mentions: ['copycat', 'Ann'], rule: /must|mandatory/ },
    },
    {
      name: 'a Copycat who viewed the Vampire is a Vampire and wakes with the Vampires',
      cite: 'From that point on in the game, the Copycat is the role he viewed.',
      record: rec('Ann=copycat Ben=villager Cat=villager Dan=villager', 'vampire priest gremlin', [
        { call: 'copycat', center: 0 },
        { call: 'vampires', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.facts('copycat')).toContainEqual({
          kind: 'copied',
          actor: 0,
          place: { center: 0 },
          seen: 'vampire',
          becomes: 'vampire',
        });
        expect(v.step('vampires').actors).toEqual([v.seat('Ann')]);
        expect(v.vampire('Ann')).toBe(true);
        expect(v.team('Ann')).toBe('vampire');
      },
    },
    {
      name: 'a Copycat-Count wakes with the Vampires, then alone to place the Mark of Fear',
      cite: 'If that role is called, the Copycat wakes up and does that roles action.',
      record: rec('Ann=copycat Ben=vampire Cat=villager Dan=villager', 'the-count priest gremlin', [
        { call: 'copycat', center: 0 },
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.step('vampires').actors).toEqual(v.seats('Ann', 'Ben'));
        expect(v.step('the-count').actors).toEqual([v.seat('Ann')]);
        expect(v.mark('Dan')).toBe('fear');
      },
    },
    {
      name: 'a Copycat-Seer answers the Seer’s call',
      cite: 'If that role is called, the Copycat wakes up and does that roles action.',
      record: rec('Ann=copycat Ben=vampire Cat=villager Dan=villager', 'seer priest gremlin', [
        { call: 'copycat', center: 0 },
        { call: 'vampires', target: 'Cat' },
        { call: 'seer', target: 'Ben' },
      ]),
      check: (v) => {
        expect(v.step('seer').actors).toEqual([v.seat('Ann')]);
        expect(v.facts('seer')).toContainEqual({
          kind: 'viewed-card',
          actor: 0,
          place: { player: 1 },
          card: 'vampire',
        });
      },
    },
    {
      name: 'a Copycat-Gremlin wakes again at Night for the Gremlin’s call',
      cite: 'He becomes that role and will wake up again later if that role has a Dusk or Night action.',
      record: rec('Ann=copycat Ben=vampire Cat=villager Dan=villager', 'gremlin priest marksman', [
        { call: 'copycat', center: 0 },
        { call: 'vampires', target: 'Cat' },
        { call: 'gremlin', swap: 'cards', targets: ['Ben', 'Dan'] },
      ]),
      check: (v) => {
        expect(v.step('gremlin').actors).toEqual([v.seat('Ann')]);
        expect(v.card('Dan')).toBe('vampire');
      },
    },
    {
      name: 'the Copycat card moved to Cat makes her the Vampire the Copycat saw',
      cite: 'The role seen by the original Copycat goes with that card if the Copycat card is moved to another player.',
      fixture: 'copycat-card-moves',
      check: (v) => {
        expect(v.card('Cat')).toBe('copycat');
        expect(v.vampire('Cat')).toBe(true);
        expect(v.team('Ann')).toBe('village');
      },
    },
    {
      name: 'a Copycat-Renfield is on the vampire team',
      cite: 'The Copycat is on the team he first views.',
      fixture: 'copycat-renfield-team',
      check: (v) => {
        expect(v.mark('Ann')).toBe('bat');
        expect(v.team('Ann')).toBe('vampire');
      },
    },
  ]);
});

describe('Vampires', () => {
  const TRIO = 'Ann=vampire Ben=the-master Cat=the-count Dan=villager Eve=villager';
  cases([
    {
      name: 'the Vampire, the Master and the Count wake together and see each other',
      cite: 'Vampires (including The Master and the Count) wake up and look for other Vampires.',
      record: rec(TRIO, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'the-count', target: 'Eve' },
      ]),
      check: (v) => {
        const step = v.step('vampires');
        expect(step.actors).toEqual(v.seats('Ann', 'Ben', 'Cat'));
        expect(step.facts).toContainEqual({ kind: 'saw', players: v.seats('Ann', 'Ben', 'Cat'), of: 'each-other' });
      },
    },
    {
      name: 'the Mark of the Vampire replaces Dan’s Mark, which goes unseen to the Vampire spot',
      cite: "Then the Vampires must place the Mark of the Vampire in front of one other non-vampire player, taking that player's original Mark (without looking at it) and placing it face down on the Marks boards in the empty Vampire spot.",
      record: rec(TRIO, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'the-count', target: 'Eve' },
      ]),
      check: (v) => {
        expect(v.mark('Dan')).toBe('vampire');
        expect(v.spot('vampire')).toBe('clarity');
        expect(v.facts('vampires')).toContainEqual({
          kind: 'gave-mark',
          target: v.seat('Dan'),
          mark: 'vampire',
          replaced: 'clarity',
        });
        expect(v.stepEvents().flatMap((e) => e.facts.filter((f) => f.kind === 'viewed-mark'))).toEqual([]);
      },
    },
    {
      name: 'the Vampires may not leave the Mark out',
      cite: "Then the Vampires must place the Mark of the Vampire in front of one other non-vampire player, taking that player's original Mark (without looking at it) and placing it face down on the Marks boards in the empty Vampire spot.",
      record: rec('Ann=vampire Ben=priest Cat=villager Dan=villager', 'gremlin marksman villager', [
        { call: 'priest', target: 'Cat' },
      ]),
      rejected: { at: 'night[0] priest', mentions: ['vampires', 'Ann'], rule: /must|mandatory/ },
    },
    {
      name: 'the Mark goes to one *other* player, not to one of the Vampires',
      cite: "Then the Vampires must place the Mark of the Vampire in front of one other non-vampire player, taking that player's original Mark (without looking at it) and placing it face down on the Marks boards in the empty Vampire spot.",
      record: rec(TRIO, 'priest gremlin marksman', [{ call: 'vampires', target: 'Cat' }]),
      rejected: { at: 'night[0] vampires', mentions: ['Cat'], rule: /non-Vampire|other/ },
    },
    {
      name: 'when every player is a Vampire there is nobody to bite, and nothing is missing',
      cite: 'Give any non-Vampire player a Mark of the Vampire',
      record: rec('Ann=vampire Ben=vampire Cat=the-master', 'villager villager priest'),
      check: (v) => {
        expect(v.holders('vampire')).toEqual([]);
        expect(v.spot('vampire')).toBe('vampire');
      },
    },
    {
      name: 'the Vampire is on the vampire team',
      cite: 'The Vampire is on the vampire team.',
      record: rec('Ann=vampire Ben=villager Cat=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Ben' },
      ]),
      check: (v) => expect(v.team('Ann')).toBe('vampire'),
    },
  ]);
});

describe('The Master', () => {
  cases([
    {
      name: 'the Master alone wakes for the Vampires’ call',
      cite: 'The Master wakes up with the Vampires.',
      record: rec('Ann=the-master Ben=villager Cat=villager', 'vampire priest gremlin', [
        { call: 'vampires', target: 'Ben' },
      ]),
      check: (v) => {
        expect(v.step('vampires').actors).toEqual([v.seat('Ann')]);
        expect(v.mark('Ben')).toBe('vampire');
      },
    },
    {
      name: 'a Master alone must still place the Mark of the Vampire',
      cite: "Then the Vampires must place the Mark of the Vampire in front of one other non-Vampire player, taking that player's original Mark (without looking at it) and placing it face down on the Marks boards in the empty Vampire spot.",
      record: rec('Ann=the-master Ben=villager Cat=villager', 'vampire priest gremlin'),
      rejected: { at: 'end of the night', mentions: ['vampires', 'Ann'], rule: /must|mandatory/ },
    },
    {
      name: 'a Vampire votes for the Master: protected',
      cite: "The Master's special power occurs during the vote: if another Vampire (the regular Vampire, the Count, or the player with the Mark of the Vampire) votes for him, the Master is protected and cannot be killed.",
      fixture: 'master-protected-by-vampire',
    },
    {
      name: 'the Count votes for the Master: protected',
      cite: "The Master's special power occurs during the vote: if another Vampire (the regular Vampire, the Count, or the player with the Mark of the Vampire) votes for him, the Master is protected and cannot be killed.",
      fixture: 'master-protected-by-count',
    },
    {
      name: 'the player with the Mark of the Vampire votes for the Master: protected',
      cite: "The Master's special power occurs during the vote: if another Vampire (the regular Vampire, the Count, or the player with the Mark of the Vampire) votes for him, the Master is protected and cannot be killed.",
      fixture: 'master-protected-by-mark-holder',
    },
    {
      name: 'only Renfield of the vampire team votes for the Master: not protected (Renfield is no Vampire)',
      cite: "The Master's special power occurs during the vote: if another Vampire (the regular Vampire, the Count, or the player with the Mark of the Vampire) votes for him, the Master is protected and cannot be killed.",
      fixture: 'master-not-protected-by-renfield',
    },
    {
      name: 'the protected Master had the most votes: the player with the 2nd most (2) dies instead',
      cite: 'Instead, the player with the 2nd most votes (greater than 1) is killed.',
      fixture: 'master-protected-by-vampire',
      check: (v) => {
        expect(v.result.deaths).toEqual([
          { player: v.seat('Cat'), reason: { kind: 'master-protected', votes: 2, masters: [v.seat('Ann')] } },
        ]);
      },
    },
    {
      name: 'the 2nd most votes is only 1: nobody dies',
      cite: 'Instead, the player with the 2nd most votes (greater than 1) is killed.',
      fixture: 'master-second-most-one-vote',
    },
    {
      name: 'the Master is on the vampire team',
      cite: 'The Master is on the vampire team.',
      record: rec('Ann=the-master Ben=villager Cat=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Ben' },
      ]),
      check: (v) => expect(v.team('Ann')).toBe('vampire'),
    },
  ]);
});

describe('The Count', () => {
  const COUNT = 'Ann=the-count Ben=vampire Cat=villager Dan=insomniac Eve=robber';
  cases([
    {
      name: 'the Count wakes with the Vampires',
      cite: 'The Count wakes up with the Vampires.',
      record: rec(COUNT, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Dan' },
      ]),
      check: (v) => expect(v.step('vampires').actors).toEqual(v.seats('Ann', 'Ben')),
    },
    {
      name: 'then wakes alone, after the Vampires, and places the Mark of Fear',
      cite: 'He also wakes up after the Vampires have closed their eyes, and must place the Mark of Fear on any non-Vampire (he may not place it on the player who has the Mark of the Vampire, as that player is now a Vampire).',
      record: rec(COUNT, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.order('the-count')).toBe(v.order('vampires') + 1);
        expect(v.step('the-count').actors).toEqual([v.seat('Ann')]);
        expect(v.mark('Dan')).toBe('fear');
        expect(v.spot('fear')).toBe('clarity');
      },
    },
    {
      name: 'the Count may not leave the Mark of Fear out',
      cite: 'He also wakes up after the Vampires have closed their eyes, and must place the Mark of Fear on any non-Vampire (he may not place it on the player who has the Mark of the Vampire, as that player is now a Vampire).',
      record: rec(COUNT, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'robber', target: 'Cat' },
      ]),
      rejected: { at: 'night[1] robber', mentions: ['the-count', 'Ann'], rule: /must|mandatory/ },
    },
    {
      name: 'not on the player who has the Mark of the Vampire',
      cite: 'He also wakes up after the Vampires have closed their eyes, and must place the Mark of Fear on any non-Vampire (he may not place it on the player who has the Mark of the Vampire, as that player is now a Vampire).',
      record: rec(COUNT, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Cat' },
      ]),
      rejected: { at: 'night[1] the-count', mentions: ['Cat'], rule: /Mark of the Vampire|non-Vampire/ },
    },
    {
      name: 'not on a Vampire card',
      cite: 'He also wakes up after the Vampires have closed their eyes, and must place the Mark of Fear on any non-Vampire (he may not place it on the player who has the Mark of the Vampire, as that player is now a Vampire).',
      record: rec(COUNT, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Ben' },
      ]),
      rejected: { at: 'night[1] the-count', mentions: ['Ben'], rule: /non-Vampire/ },
    },
    {
      name: 'not on himself, a Vampire',
      cite: 'He also wakes up after the Vampires have closed their eyes, and must place the Mark of Fear on any non-Vampire (he may not place it on the player who has the Mark of the Vampire, as that player is now a Vampire).',
      record: rec(COUNT, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Ann' },
      ]),
      rejected: { at: 'night[1] the-count', mentions: ['Ann'], rule: /non-Vampire/ },
    },
    {
      name: 'a frightened Insomniac does not wake to view her card',
      cite: 'The Mark of Fear prevents a player from using their Night action (if they have one).',
      record: rec(COUNT, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Dan' },
      ]),
      check: (v) => {
        const step = v.step('insomniac');
        expect(step.actors).toEqual([]);
        expect(step.frightened).toEqual([v.seat('Dan')]);
        expect(step.facts).toEqual([]);
      },
    },
    {
      name: 'a frightened Robber may not rob',
      cite: 'The Mark of Fear prevents a player from using their Night action (if they have one).',
      record: rec(COUNT, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Eve' },
        { call: 'robber', target: 'Ann' },
      ]),
      rejected: { at: 'night[2] robber', mentions: ['Eve'], rule: /Fear/ },
    },
    {
      name: 'a frightened villager, who has no Night action, loses nothing',
      cite: 'The Mark of Fear prevents a player from using their Night action (if they have one).',
      record: rec('Ann=the-count Ben=villager Cat=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Ben' },
        { call: 'the-count', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.mark('Cat')).toBe('fear');
        expect(v.team('Cat')).toBe('village');
      },
    },
    {
      name: 'the Count is on the vampire team',
      cite: 'The Count is on the vampire team.',
      record: rec(COUNT, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', target: 'Dan' },
      ]),
      check: (v) => expect(v.team('Ann')).toBe('vampire'),
    },
  ]);
});

describe('Renfield', () => {
  const RENFIELD = 'Ann=vampire Ben=the-master Cat=renfield Dan=villager Eve=the-count';
  cases([
    {
      name: 'the Vampires point at the bitten player for Renfield',
      cite: 'If Renfield is in the game, the Vampires must point at the player with the Mark of the Vampire when they dose their eyes and leave their fingers pointing until Renfield doses his eyes.',
      record: rec(RENFIELD, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'the-count', target: 'Cat' },
      ]),
      check: (v) => expect(v.facts('renfield')).toContainEqual({ kind: 'pointed-at', player: v.seat('Dan') }),
    },
    {
      name: 'the Vampires keep pointing at the player they bit after the Doppelgänger-Count’s Fear replaced his Mark',
      cite: 'If Renfield is in the game, the Vampires must point at the player with the Mark of the Vampire when they dose their eyes and leave their fingers pointing until Renfield doses his eyes.',
      record: rec('Ann=doppelganger Ben=the-count Cat=villager Dan=renfield Eve=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', by: 'Ben', target: 'Eve' },
        { call: 'the-count', by: 'Ann', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.spot('fear', 'doppelganger')).toBe('vampire');
        expect(v.facts('renfield')).toContainEqual({ kind: 'pointed-at', player: v.seat('Cat') });
      },
    },
    {
      name: 'Renfield sees the Vampires, the Master and the Count among them',
      cite: 'Renfield wakes up and sees who the vampires are and who they are pointing at.',
      record: rec(RENFIELD, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'the-count', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.step('renfield').actors).toEqual([v.seat('Cat')]);
        expect(v.facts('renfield')).toContainEqual({
          kind: 'saw',
          players: v.seats('Ann', 'Ben', 'Eve'),
          of: 'vampires',
        });
      },
    },
    {
      name: 'Renfield takes the Bat; his Mark goes unseen to the Bat spot',
      cite: 'Then Renfield must take the mark of the bat and place it in front of him face down, placing his original mark (without looking at it) face down on the empty bat spot on the marks boards.',
      record: rec(RENFIELD, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'the-count', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.mark('Cat')).toBe('bat');
        expect(v.spot('bat')).toBe('fear');
      },
    },
    {
      name: 'bitten Renfield trades the Mark of the Vampire for the Bat and is no Vampire any more',
      cite: 'Then Renfield must take the mark of the bat and place it in front of him face down, placing his original mark (without looking at it) face down on the empty bat spot on the marks boards.',
      record: rec('Ann=vampire Ben=renfield Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Ben' },
      ]),
      check: (v) => {
        expect(v.facts('renfield')).toContainEqual({ kind: 'pointed-at', player: v.seat('Ben') });
        expect(v.mark('Ben')).toBe('bat');
        expect(v.spot('bat')).toBe('vampire');
        expect(v.vampire('Ben')).toBe(false);
        expect(v.team('Ben')).toBe('vampire');
      },
    },
    {
      name: 'Renfield dies and no Vampire does: he wins with the vampire team',
      cite: 'Renfield wins as long as no vampires are killed, even if Renfield himself dies.',
      fixture: 'renfield-dies-vampires-win',
    },
    {
      name: 'the Bat on the Pickpocket does not make him a vampire-team player',
      cite: 'If the Mark of the Bat ends up on another player, it has no effect on that player.',
      fixture: 'bat-moved-no-power',
    },
    {
      name: 'Renfield is on the vampire team but no Vampire',
      cite: 'Renfield is on the vampire team (but he is not a Vampire), unless no players are Vampires (or have the Mark of the Vampire), in which case he is on the villager team.',
      record: rec('Ann=vampire Ben=renfield Cat=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.team('Ben')).toBe('vampire');
        expect(v.vampire('Ben')).toBe(false);
      },
    },
    {
      name: 'no Vampire among the players: Renfield wins with the village when nobody dies',
      cite: 'Renfield is on the vampire team (but he is not a Vampire), unless no players are Vampires (or have the Mark of the Vampire), in which case he is on the villager team.',
      fixture: 'renfield-village-without-vampires',
      check: (v) => expect(v.team('Ann')).toBe('village'),
    },
    {
      name: 'no Vampire among the players: Renfield loses with the village when someone dies',
      cite: 'Renfield is on the vampire team (but he is not a Vampire), unless no players are Vampires (or have the Mark of the Vampire), in which case he is on the villager team.',
      fixture: 'renfield-village-someone-dies',
    },
  ]);
});

describe('Diseased', () => {
  const DISEASED = 'Ann=vampire Ben=diseased Cat=villager Dan=villager Eve=villager';
  cases([
    {
      name: 'the Mark of Disease replaces the neighbour’s Mark (here the Mark of the Vampire), which goes to the board',
      cite: "The Diseased wakes up and must place the … face down on a player adjacent to her, returning that player's original Mark (without looking at it) face down to the Marks boards.",
      record: rec(DISEASED, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'diseased', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.mark('Cat')).toBe('disease');
        expect(v.spot('disease')).toBe('vampire');
        expect(v.vampire('Cat')).toBe(false);
      },
    },
    {
      name: 'not on a player who does not sit next to her',
      cite: "The Diseased wakes up and must place the … face down on a player adjacent to her, returning that player's original Mark (without looking at it) face down to the Marks boards.",
      record: rec(DISEASED, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'diseased', target: 'Dan' },
      ]),
      rejected: { at: 'night[1] diseased', mentions: ['Dan', 'Ben'], rule: /left or right|adjacent|next to|neighbo/ },
    },
    {
      name: 'the Diseased may not leave her Mark out',
      cite: "The Diseased wakes up and must place the … face down on a player adjacent to her, returning that player's original Mark (without looking at it) face down to the Marks boards.",
      record: rec(DISEASED, 'priest gremlin marksman', [{ call: 'vampires', target: 'Cat' }]),
      rejected: { at: 'end of the night', mentions: ['diseased', 'Ben'], rule: /must|mandatory/ },
    },
    {
      name: 'by default a vote for the Diseased card alone does not forbid winning',
      cite: 'rulings #30: whoever votes for a player holding a Mark of Disease cannot win … option `diseasedCardVotes` also counts votes for the player holding the Diseased card',
      fixture: 'disease-card-vote-default',
    },
    {
      name: 'with diseasedCardVotes, a vote for the Diseased player forbids winning',
      cite: 'Any player who votes for the Diseased player (or the player with the Mark of Disease) cannot win, even if their team wins.',
      fixture: 'disease-card-vote-option',
      check: (v) =>
        expect(v.result.players[v.seat('Eve')]!.verdict).toMatchObject({ kind: 'diseased-vote', wouldHaveWon: true }),
    },
    {
      name: 'the holder of the Mark of Disease dies of his votes; the winners are those who did not vote for him',
      cite: 'However, any vote cast against this player still counts, and if the Diseased/Maikof Disease player gets the most votes, they die just like any other player, and players on the winning team who did not vote for the Diseased/Mark of Disease players win.',
      fixture: 'disease-holder-dies',
      check: (v) => expect(v.mark('Ann')).toBe('disease'),
    },
    {
      name: 'the Diseased is on the village team',
      cite: 'The Diseased is on the villager team.',
      record: rec(DISEASED, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'diseased', target: 'Ann' },
      ]),
      check: (v) => expect(v.team('Ben')).toBe('village'),
    },
  ]);
});

describe('Cupid', () => {
  const CUPID = 'Ann=vampire Ben=cupid Cat=villager Dan=villager';
  cases([
    {
      name: 'two Marks of Love; the lovers’ Marks go unseen to the two Love spots',
      cite: "Cupid wakes up and may place up to two Marks of Love face down in front of any two players, placing those players' original Marks face down (without looking at them) in the empty Love spots on the Marks boards.",
      record: rec(CUPID, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'cupid', targets: ['Cat', 'Dan'] },
      ]),
      check: (v) => {
        expect(v.holders('love')).toEqual(['Cat', 'Dan']);
        expect([v.spot('love', 'main', 0), v.spot('love', 'main', 1)].sort()).toEqual(['clarity', 'vampire']);
      },
    },
    {
      name: 'Cupid may give no Mark of Love at all',
      cite: "Cupid wakes up and may place up to two Marks of Love face down in front of any two players, placing those players' original Marks face down (without looking at them) in the empty Love spots on the Marks boards.",
      record: rec(CUPID, 'priest gremlin marksman', [{ call: 'vampires', target: 'Cat' }]),
      check: (v) => {
        expect(v.holders('love')).toEqual([]);
        expect(v.step('cupid').passed).toBe(true);
        expect(v.step('lovers').actors).toEqual([]);
      },
    },
    {
      name: 'Cupid may make himself one of the lovers',
      cite: 'rulings #12: Cupid may name himself ("any two players")',
      record: rec(CUPID, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'cupid', targets: ['Ben', 'Ann'] },
      ]),
      check: (v) => expect(v.holders('love')).toEqual(['Ann', 'Ben']),
    },
    {
      name: 'by default not a single Mark of Love',
      cite: 'Cupid opens her eyes and then may give a Mark of Love to two different players.',
      record: rec(CUPID, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'cupid', targets: ['Dan'] },
      ]),
      rejected: { at: 'night[1] cupid', mentions: ['Dan'], rule: /two/ },
    },
    {
      name: 'with cupidMayGiveOne, a single Mark of Love',
      cite: 'rulings #12: FACTS calls one _uncertain_: option `cupidMayGiveOne`',
      record: rec(
        CUPID,
        'priest gremlin marksman',
        [
          { call: 'vampires', target: 'Cat' },
          { call: 'cupid', targets: ['Dan'] },
        ],
        { cupidMayGiveOne: true },
      ),
      check: (v) => expect(v.holders('love')).toEqual(['Dan']),
    },
    {
      name: 'not both Marks of Love to the same player',
      cite: 'Cupid opens her eyes and then may give a Mark of Love to two different players.',
      record: rec(CUPID, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'cupid', targets: ['Dan', 'Dan'] },
      ]),
      rejected: { at: 'night[1] cupid', mentions: ['Dan'], rule: /different|twice/ },
    },
    {
      name: 'the two lovers wake after Dusk and see each other',
      cite: 'Players who receive the Marks of Love wake up when called after Dusk to learn who they are in love with.',
      record: rec(CUPID, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'cupid', targets: ['Ann', 'Cat'] },
      ]),
      check: (v) => {
        expect(v.step('lovers').facts).toEqual([{ kind: 'saw', players: v.seats('Ann', 'Cat'), of: 'each-other' }]);
        expect(v.order('lovers')).toBeGreaterThan(v.order('marks-view'));
      },
    },
    {
      name: 'Cupid dies and the Vampire he loves dies with him',
      cite: 'If either player is killed, the other dies as well.',
      fixture: 'love-linked',
    },
    {
      name: 'the Vampire in love is still a Vampire, Cupid in love still a villager',
      cite: 'Players with the Mark of Love remain on their current teams.',
      fixture: 'love-linked',
      check: (v) => {
        expect(v.team('Ben')).toBe('vampire');
        expect(v.team('Cat')).toBe('village');
      },
    },
    {
      name: 'Cupid is on the village team',
      cite: 'Cupid is on the villager team.',
      record: rec(CUPID, 'priest gremlin marksman', [{ call: 'vampires', target: 'Cat' }]),
      check: (v) => expect(v.team('Ben')).toBe('village'),
    },
  ]);
});

describe('Instigator', () => {
  const INSTIGATOR = 'Ann=vampire Ben=instigator Cat=villager Dan=villager';
  cases([
    {
      name: 'the Traitor Mark replaces the chosen player’s Mark, which goes to the Traitor spot',
      cite: "The Instigator wakes up and may place a Mark of the Traitor face down in front of any player, placing that player's original Mark (without looking at it) face down in the empty Traitor spot on the Marks boards.",
      record: rec(INSTIGATOR, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'instigator', target: 'Ann' },
      ]),
      check: (v) => {
        expect(v.holders('traitor')).toEqual(['Ann']);
        expect(v.spot('traitor')).toBe('clarity');
      },
    },
    {
      name: 'the Instigator may give no Traitor Mark',
      cite: "The Instigator wakes up and may place a Mark of the Traitor face down in front of any player, placing that player's original Mark (without looking at it) face down in the empty Traitor spot on the Marks boards.",
      record: rec(INSTIGATOR, 'priest gremlin marksman', [{ call: 'vampires', target: 'Cat' }]),
      check: (v) => {
        expect(v.holders('traitor')).toEqual([]);
        expect(v.spot('traitor')).toBe('traitor');
      },
    },
    {
      name: 'the Instigator may give it to herself',
      cite: 'rulings #13: Instigator, Assassin, Apprentice Assassin may name any player, themselves included',
      record: rec(INSTIGATOR, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Cat' },
        { call: 'instigator', target: 'Ben' },
      ]),
      check: (v) => expect(v.holders('traitor')).toEqual(['Ben']),
    },
    {
      name: 'the Traitor’s own death is not enough: the village Traitor loses though the village wins',
      cite: 'A player who receives the Mark of the Traitor only wins if someone else on his team is killed.',
      fixture: 'traitor-needs-someone-else',
    },
    {
      name: 'a fellow villager dies: the village Traitor wins',
      cite: 'A player who receives the Mark of the Traitor only wins if someone else on his team is killed.',
      fixture: 'traitor-wins-when-teammate-dies',
    },
    {
      name: 'a Traitor Master wins with the village when another Vampire dies',
      cite: 'FR: Si, par exemple, le maître devient un traître, il gagne la partie avec le Village si un autre Vampire meurt.',
      fixture: 'traitor-master',
    },
    {
      name: 'the Traitor Mark on a player alone on his team has no effect',
      cite: 'If the player with the Mark of the Traitor is the only person on his team, the Mark of the Traitor has no effect.',
      fixture: 'traitor-alone-no-effect',
    },
    {
      name: 'the Instigator is on the village team',
      cite: 'The Instigator is on the villager team.',
      record: rec(INSTIGATOR, 'priest gremlin marksman', [{ call: 'vampires', target: 'Cat' }]),
      check: (v) => expect(v.team('Ben')).toBe('village'),
    },
  ]);
});

describe('Priest', () => {
  const PRIEST = 'Ann=diseased Ben=priest Cat=vampire Dan=villager';
  cases([
    {
      name: 'the Priest takes a Mark of Clarity even when the record has no priest entry; his Disease goes to the board',
      cite: "The Priest wakes up and must place a Mark of Clarity in front of himself and may place a Mark of Clarity in front of one other player, placing both his and that player's original Mark (without looking at them) face down in the empty … spots on the … boards.",
      record: rec(PRIEST, 'gremlin marksman villager', [
        { call: 'vampires', target: 'Dan' },
        { call: 'diseased', target: 'Ben' },
      ]),
      check: (v) => {
        expect(v.mark('Ben')).toBe('clarity');
        expect(v.markSet('Ben')).toBe('main');
        expect(v.spot('clarity', 'main', 0)).toBe('disease');
        expect(v.spot('clarity', 'main', 1)).toBe('clarity');
      },
    },
    {
      name: 'the Priest cleanses another player; that player’s Mark of the Vampire goes to a Clarity spot',
      cite: "The Priest wakes up and must place a Mark of Clarity in front of himself and may place a Mark of Clarity in front of one other player, placing both his and that player's original Mark (without looking at them) face down in the empty … spots on the … boards.",
      record: rec(PRIEST, 'gremlin marksman villager', [
        { call: 'vampires', target: 'Dan' },
        { call: 'diseased', target: 'Dan' },
        { call: 'priest', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.mark('Ben')).toBe('clarity');
        expect(v.mark('Dan')).toBe('clarity');
        expect(v.markSet('Dan')).toBe('main');
        expect([v.spot('clarity', 'main', 0), v.spot('clarity', 'main', 1)].sort()).toEqual(['clarity', 'disease']);
        expect(v.spot('disease')).toBe('vampire');
      },
    },
    {
      name: 'the Priest’s second Mark goes to another player, not to himself',
      cite: "The Priest wakes up and must place a Mark of Clarity in front of himself and may place a Mark of Clarity in front of one other player, placing both his and that player's original Mark (without looking at them) face down in the empty … spots on the … boards.",
      record: rec(PRIEST, 'gremlin marksman villager', [
        { call: 'vampires', target: 'Dan' },
        { call: 'diseased', target: 'Ben' },
        { call: 'priest', target: 'Ben' },
      ]),
      rejected: { at: 'night[2] priest', mentions: ['Ben'], rule: /other/ },
    },
    {
      name: 'the Priest is on the village team',
      cite: 'The Priest is on the villager team.',
      record: rec(PRIEST, 'gremlin marksman villager', [
        { call: 'vampires', target: 'Dan' },
        { call: 'diseased', target: 'Dan' },
      ]),
      check: (v) => expect(v.team('Ben')).toBe('village'),
    },
  ]);
});

describe('Assassin', () => {
  const ASSASSIN = 'Ann=vampire Ben=assassin Cat=villager Dan=villager';
  cases([
    {
      name: 'the Assassin must place his Mark',
      cite: "The Assassin wakes up and must place the Mark of the Assassin on any player, placing that player's original Mark (without looking at it) face down in the empty Assassin spot on the Marks boards.",
      record: rec(ASSASSIN, 'priest gremlin marksman', [{ call: 'vampires', target: 'Dan' }]),
      rejected: { at: 'end of the night', mentions: ['assassin', 'Ben'], rule: /must|mandatory/ },
    },
    {
      name: 'on the bitten player: the Mark of the Vampire goes to the Assassin spot',
      cite: "The Assassin wakes up and must place the Mark of the Assassin on any player, placing that player's original Mark (without looking at it) face down in the empty Assassin spot on the Marks boards.",
      record: rec(ASSASSIN, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'assassin', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.mark('Dan')).toBe('assassin');
        expect(v.spot('assassin')).toBe('vampire');
      },
    },
    {
      name: 'on himself',
      cite: 'rulings #13: Instigator, Assassin, Apprentice Assassin may name any player, themselves included',
      record: rec(ASSASSIN, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'assassin', target: 'Ben' },
      ]),
      check: (v) => expect(v.holders('assassin')).toEqual(['Ben']),
    },
    {
      name: 'the target is a villager: the Assassin wins when she dies',
      cite: "The Assassin can only win if the player with the Mark of the Assassin dies, regardless of what that player's team is.",
      fixture: 'assassin-wins-with-vampires',
    },
    {
      name: 'the target is the Vampire: the Assassin wins when he dies',
      cite: "The Assassin can only win if the player with the Mark of the Assassin dies, regardless of what that player's team is.",
      fixture: 'assassin-wins-with-villagers',
    },
    {
      name: 'the Assassin dies with his target and still wins',
      cite: 'The Assassin does not have to be alive at the end of the game in order to win.',
      fixture: 'assassin-dead-still-wins',
    },
    {
      name: 'the Assassin wins along with the Vampires',
      cite: 'The Assassin is unique in that if he wins, other teams can still meet their winning conditions and win, so it is possible to have the Assassin win along with the Vampires, the villagers, or even the Tanner.',
      fixture: 'assassin-wins-with-vampires',
    },
    {
      name: 'the Assassin wins along with the villagers',
      cite: 'The Assassin is unique in that if he wins, other teams can still meet their winning conditions and win, so it is possible to have the Assassin win along with the Vampires, the villagers, or even the Tanner.',
      fixture: 'assassin-wins-with-villagers',
    },
    {
      name: 'the Assassin wins along with the Tanner',
      cite: 'The Assassin is unique in that if he wins, other teams can still meet their winning conditions and win, so it is possible to have the Assassin win along with the Vampires, the villagers, or even the Tanner.',
      fixture: 'assassin-wins-with-tanner',
    },
    {
      name: 'his own Mark placed on himself: he wins by dying',
      cite: 'If it happens that the Assassin ends up with the … of the Assassin at the end of the game, he only wins if he himself dies.',
      fixture: 'assassin-own-mark-dies',
    },
    {
      name: 'his Mark comes back to him: the death of the player he first marked is not enough',
      cite: 'If it happens that the Assassin ends up with the … of the Assassin at the end of the game, he only wins if he himself dies.',
      fixture: 'assassin-ends-with-own-mark',
      check: (v) => expect(v.mark('Ben')).toBe('assassin'),
    },
    {
      name: 'the Assassin is on his own team',
      cite: 'The Assassin is on his own team.',
      record: rec(ASSASSIN, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'assassin', target: 'Cat' },
      ]),
      check: (v) => expect(v.team('Ben')).toBe('assassin'),
    },
  ]);
});

describe('Apprentice Assassin', () => {
  const PAIR = 'Ann=vampire Ben=assassin Cat=apprentice-assassin Dan=villager Eve=villager';
  cases([
    {
      name: 'the Apprentice wakes right after the Assassin, before the end of Dusk',
      cite: "The Apprentice Assassin wakes up immediately after Assassin places the Mark of the Assassin in front of a player, while the Assassin's eyes are still open.",
      record: rec(PAIR, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'assassin', target: 'Eve' },
      ]),
      check: (v) => {
        expect(v.order('apprentice-assassin')).toBe(v.order('assassin') + 1);
        expect(v.order('marks-view')).toBe(v.order('apprentice-assassin') + 1);
      },
    },
    {
      name: 'the Apprentice sees the Assassin and places no Mark',
      cite: 'The Apprentice Assassin looks for the Assassin (and the Assassin looks for her).',
      record: rec(PAIR, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'assassin', target: 'Eve' },
      ]),
      check: (v) => {
        const step = v.step('apprentice-assassin');
        expect(step.actors).toEqual([v.seat('Cat')]);
        expect(step.facts).toEqual([{ kind: 'saw', players: [v.seat('Ben')], of: 'assassin' }]);
        expect(v.holders('assassin')).toEqual(['Eve']);
      },
    },
    {
      name: 'with an Assassin, the Apprentice has no Mark to place',
      cite: "The Apprentice Assassin opens her eyes and looks for the Assassin (whose eyes are still open). If she doesn't see the Assassin, she then places the Mark of the Assassin in front of any player.",
      record: rec(PAIR, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'assassin', target: 'Eve' },
        { call: 'apprentice-assassin', target: 'Dan' },
      ]),
      rejected: { at: 'night[2] apprentice-assassin', mentions: ['Cat'], rule: /Assassin/ },
    },
    {
      name: 'the Assassin dies: the Apprentice wins',
      cite: 'The Apprentice Assassin wins if the Assassin dies.',
      fixture: 'apprentice-wins-assassin-dies',
    },
    {
      name: 'the Apprentice dies with the Assassin and still wins',
      cite: 'The Apprentice Assassin does not have to be alive at the end of the game in order to win.',
      fixture: 'apprentice-dead-still-wins',
    },
    {
      name: 'no Assassin: the Apprentice must place the Mark of the Assassin',
      cite: 'If there is no Assassin, the Apprentice Assassin must place the Mark of the Assassin in front of any player and only wins if the player with the Mark of the Assassin (including herself) dies.',
      record: rec('Ann=vampire Ben=apprentice-assassin Cat=villager Dan=villager', 'assassin priest gremlin', [
        { call: 'vampires', target: 'Cat' },
      ]),
      rejected: { at: 'end of the night', mentions: ['apprentice-assassin', 'Ben'], rule: /must|mandatory/ },
    },
    {
      name: 'no Assassin: the Apprentice wins when the holder of her Mark dies',
      cite: 'If there is no Assassin, the Apprentice Assassin must place the Mark of the Assassin in front of any player and only wins if the player with the Mark of the Assassin (including herself) dies.',
      fixture: 'apprentice-without-assassin',
      check: (v) => expect(v.spot('assassin')).toBe('clarity'),
    },
    {
      name: 'no Assassin: the Apprentice marks herself and wins by dying',
      cite: 'If there is no Assassin, the Apprentice Assassin must place the Mark of the Assassin in front of any player and only wins if the player with the Mark of the Assassin (including herself) dies.',
      fixture: 'apprentice-without-assassin-herself',
    },
    {
      name: 'the Apprentice Assassin is on her own team',
      cite: 'The Apprentice Assassin is on her own team.',
      record: rec(PAIR, 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'assassin', target: 'Eve' },
      ]),
      check: (v) => expect(v.team('Cat')).toBe('apprentice-assassin'),
    },
  ]);
});

describe('Players in Love', () => {
  cases([
    {
      name: 'after everyone closes their eyes, the players holding Love wake and look for each other',
      cite: 'After players dose their eyes, the players who are in love (who have the Mark of Love) are called to wake up and look for the player they are in love with.',
      record: rec('Ann=vampire Ben=cupid Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'vampires', target: 'Dan' },
        { call: 'cupid', targets: ['Cat', 'Dan'] },
      ]),
      check: (v) => {
        const lovers = v.step('lovers');
        expect(lovers.phase).toBe('night');
        expect(lovers.actors).toEqual(v.seats('Cat', 'Dan'));
        expect(v.order('lovers')).toBe(v.order('marks-view') + 1);
      },
    },
    {
      name: 'one lover dies, the other dies too',
      cite: 'The players with the Marks of Love are linked: if one of them dies, the other one dies as well.',
      fixture: 'love-linked',
      check: (v) =>
        expect(v.result.deaths).toContainEqual({
          player: v.seat('Ben'),
          reason: { kind: 'love', lover: v.seat('Cat') },
        }),
    },
    {
      name: 'the Priest takes one Mark of Love: the other lover wakes alone and dies alone',
      cite: 'It is possible that only one player will have the Mark of Love at this time if the Instigator, Priest, Assassin, and/or Apprentice Assassin are in the game. In this case, the Mark of Love has no effect on the player who has it.',
      fixture: 'love-single-holder-no-effect',
      check: (v) => {
        expect(v.holders('love')).toEqual(['Ann']);
        expect(v.step('lovers').actors).toEqual([v.seat('Ann')]);
      },
    },
    {
      name: 'the Assassin takes one Mark of Love: the other lover survives his partner’s death',
      cite: 'It is possible that only one player will have the Mark of Love at this time if the Instigator, Priest, Assassin, and/or Apprentice Assassin are in the game. In this case, the Mark of Love has no effect on the player who has it.',
      fixture: 'love-assassin-takes-love',
      check: (v) => expect(v.holders('love')).toEqual(['Ann']),
    },
    {
      name: 'a lover keeps the team of his card',
      cite: "Having the Mark of Love does not change that player's team affiliation.",
      fixture: 'love-linked',
      check: (v) => expect([v.team('Ben'), v.team('Cat')]).toEqual(['vampire', 'village']),
    },
  ]);
});

describe('Marksman', () => {
  const MARKSMAN = 'Ann=vampire Ben=marksman Cat=villager Dan=villager';
  const night = (entry: Entry): Rec =>
    rec(MARKSMAN, 'priest gremlin pickpocket', [{ call: 'vampires', target: 'Cat' }, entry]);
  cases([
    {
      name: 'one player’s card and another player’s Mark, changing nothing',
      cite: "The Marksman wakes up and may view one player's card and/or another player's Mark (but not the same player if viewing both a Mark and a card).",
      record: night({ call: 'marksman', card: 'Ann', mark: 'Cat' }),
      check: (v) => {
        expect(v.facts('marksman')).toEqual([
          { kind: 'viewed-card', actor: 1, place: { player: 0 }, card: 'vampire' },
          { kind: 'viewed-mark', actor: 1, player: 2, mark: 'vampire' },
        ]);
        expect(v.mark('Cat')).toBe('vampire');
        expect(v.card('Ann')).toBe('vampire');
      },
    },
    {
      name: 'a card only',
      cite: "The Marksman wakes up and may view one player's card and/or another player's Mark (but not the same player if viewing both a Mark and a card).",
      record: night({ call: 'marksman', card: 'Dan' }),
      check: (v) =>
        expect(v.facts('marksman')).toEqual([
          { kind: 'viewed-card', actor: 1, place: { player: 3 }, card: 'villager' },
        ]),
    },
    {
      name: 'a Mark only',
      cite: "The Marksman wakes up and may view one player's card and/or another player's Mark (but not the same player if viewing both a Mark and a card).",
      record: night({ call: 'marksman', mark: 'Ann' }),
      check: (v) =>
        expect(v.facts('marksman')).toEqual([{ kind: 'viewed-mark', actor: 1, player: 0, mark: 'clarity' }]),
    },
    {
      name: 'nothing at all',
      cite: "The Marksman wakes up and may view one player's card and/or another player's Mark (but not the same player if viewing both a Mark and a card).",
      record: night({ call: 'marksman' }),
      check: (v) => {
        expect(v.facts('marksman')).toEqual([]);
        expect(v.step('marksman').passed).toBe(true);
      },
    },
    {
      name: 'not the card and the Mark of the same player',
      cite: "The Marksman wakes up and may view one player's card and/or another player's Mark (but not the same player if viewing both a Mark and a card).",
      record: night({ call: 'marksman', card: 'Cat', mark: 'Cat' }),
      rejected: { at: 'night[1] marksman', mentions: ['Cat'], rule: /same player/ },
    },
    {
      name: 'not his own card',
      cite: 'rulings #15: Seer, Robber, Troublemaker, Pickpocket, Marksman, Doppelgänger choose other players only',
      record: night({ call: 'marksman', card: 'Ben', mark: 'Cat' }),
      rejected: { at: 'night[1] marksman', mentions: ['Ben'], rule: /Marksman|other/ },
    },
    {
      name: 'the Marksman is on the village team',
      cite: 'The Marksman is on the villager team.',
      record: night({ call: 'marksman' }),
      check: (v) => expect(v.team('Ben')).toBe('village'),
    },
  ]);
});

describe('Pickpocket', () => {
  const PICKPOCKET = 'Ann=vampire Ben=pickpocket Cat=villager Dan=villager';
  const night = (...entries: Entry[]): Rec =>
    rec(PICKPOCKET, 'priest gremlin marksman', [{ call: 'vampires', target: 'Cat' }, ...entries]);
  cases([
    {
      name: 'he takes the Mark of the Vampire from Cat, gives her his Clarity, then views his new Mark',
      cite: 'The Pickpocket wakes up and may exchange his Mark for the Mark of another player, and then views his new Mark.',
      record: night({ call: 'pickpocket', target: 'Cat' }),
      check: (v) => {
        expect(v.mark('Ben')).toBe('vampire');
        expect(v.mark('Cat')).toBe('clarity');
        expect(v.facts('pickpocket')).toEqual([
          { kind: 'swapped-marks', a: 1, b: 2, own: true },
          { kind: 'viewed-mark', actor: 1, player: 1, mark: 'vampire' },
        ]);
        expect(v.team('Ben')).toBe('vampire');
      },
    },
    {
      name: 'he may keep his Mark, and then views nothing',
      cite: 'If he does so, he then looks at his new Mark.',
      record: night(),
      check: (v) => {
        expect(v.mark('Cat')).toBe('vampire');
        expect(v.facts('pickpocket')).toEqual([]);
      },
    },
    {
      name: 'not with himself',
      cite: 'The Pickpocket wakes up and may exchange his Mark for the Mark of another player, and then views his new Mark.',
      record: night({ call: 'pickpocket', target: 'Ben' }),
      rejected: { at: 'night[1] pickpocket', mentions: ['Ben'], rule: /another|other/ },
    },
    {
      name: 'the Pickpocket is on the village team',
      cite: 'The Pickpocket is on the villager team.',
      record: night(),
      check: (v) => expect(v.team('Ben')).toBe('village'),
    },
  ]);
});

describe('Gremlin', () => {
  const GREMLIN = 'Ann=vampire Ben=gremlin Cat=villager Dan=villager';
  const night = (...entries: Entry[]): Rec =>
    rec(GREMLIN, 'priest marksman pickpocket', [{ call: 'vampires', target: 'Cat' }, ...entries]);
  cases([
    {
      name: 'he switches two players’ Marks without looking',
      cite: 'The Gremlin wakes up and may switch marks or cards (but not both) between any two players, but may not look at those Marks or cards.',
      record: night({ call: 'gremlin', swap: 'marks', targets: ['Cat', 'Dan'] }),
      check: (v) => {
        expect(v.holders('vampire')).toEqual(['Dan']);
        expect(v.card('Cat')).toBe('villager');
        expect(v.facts('gremlin')).toEqual([{ kind: 'swapped-marks', a: 2, b: 3 }]);
      },
    },
    {
      name: 'he switches two players’ cards without looking; the Marks stay',
      cite: 'The Gremlin wakes up and may switch marks or cards (but not both) between any two players, but may not look at those Marks or cards.',
      record: night({ call: 'gremlin', swap: 'cards', targets: ['Ann', 'Dan'] }),
      check: (v) => {
        expect(v.card('Dan')).toBe('vampire');
        expect(v.holders('vampire')).toEqual(['Cat']);
        expect(v.facts('gremlin')).toEqual([{ kind: 'swapped-cards', a: { player: 0 }, b: { player: 3 } }]);
      },
    },
    {
      name: 'he may include himself',
      cite: 'The Gremlin opens his eyes, and then may switch Marks or cards between any two players (including himself).',
      record: night({ call: 'gremlin', swap: 'cards', targets: ['Ben', 'Ann'] }),
      check: (v) => {
        expect(v.card('Ben')).toBe('vampire');
        expect(v.team('Ben')).toBe('vampire');
        expect(v.team('Ann')).toBe('village');
      },
    },
    {
      name: 'he may switch nothing',
      cite: 'The Gremlin wakes up and may switch marks or cards (but not both) between any two players, but may not look at those Marks or cards.',
      record: night(),
      check: (v) => expect(v.step('gremlin').passed).toBe(true),
    },
    {
      name: 'a switch needs two players',
      cite: 'The Gremlin wakes up and may switch marks or cards (but not both) between any two players, but may not look at those Marks or cards.',
      record: night({ call: 'gremlin', swap: 'marks', targets: ['Cat'] }),
      rejected: { at: 'night[1] gremlin', mentions: ['Cat'], rule: /two/ },
    },
    {
      name: 'a switch says whether it moves Marks or cards',
      cite: 'The Gremlin wakes up and may switch marks or cards (but not both) between any two players, but may not look at those Marks or cards.',
      record: night({ call: 'gremlin', targets: ['Cat', 'Dan'] }),
      rejected: { at: 'night[1] gremlin', mentions: ['Ben'], rule: /cards.*marks|marks.*cards/i },
    },
    {
      name: 'the Gremlin is on the village team',
      cite: 'The Gremlin is on the villager team.',
      record: night(),
      check: (v) => expect(v.team('Ben')).toBe('village'),
    },
  ]);
});

// ==========================================================================================================
// Doppelganger & Vampire
// ==========================================================================================================

describe('Doppelganger & Vampire', () => {
  cases([
    {
      name: 'a second set of Marks for the Doppelgänger, without a Mark of the Vampire',
      cite: 'When playing with the Doppelganger (from the original One Night Ultimate Werewolf game), place an additional set of Marks (referred to as Doppelganger Marks" below) on the other side of the Marks Boards. … There is no Doppelganger Mark of the Vampire.',
      setup: rec('Ann=doppelganger Ben=vampire Cat=the-count Dan=cupid', 'priest renfield diseased'),
      checkSetup: (state) => {
        const kinds = (set: string): string[] =>
          state.setup.spots
            .filter((s) => s.set === set)
            .map((s) => s.kind)
            .sort();
        expect(kinds('main')).toEqual(['bat', 'clarity', 'clarity', 'disease', 'fear', 'love', 'love', 'vampire']);
        expect(kinds('doppelganger')).toEqual(['bat', 'clarity', 'clarity', 'disease', 'fear', 'love', 'love']);
      },
    },
    {
      name: 'the Priest uses the main Clarity Marks, the Doppelgänger-Priest only her own',
      cite: 'These are for use specifically and only by the Doppelganger if she needs to use a Mark.',
      record: rec('Ann=doppelganger Ben=priest Cat=vampire Dan=villager Eve=villager', 'gremlin marksman villager', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'priest', by: 'Ben', target: 'Eve' },
        { call: 'priest', by: 'Ann', target: 'Cat' },
      ]),
      check: (v) => {
        expect(['Ann', 'Ben', 'Cat', 'Eve'].map((n) => [v.mark(n), v.markSet(n)])).toEqual([
          ['clarity', 'doppelganger'],
          ['clarity', 'main'],
          ['clarity', 'doppelganger'],
          ['clarity', 'main'],
        ]);
      },
    },
    {
      name: 'the Doppelgänger wakes at -7, after the Copycat and before the Vampires',
      cite: 'The Doppelganger initially wakes up before the Vampires (use the included "-7" token in place of the one that came with One Night when playing with Vampire).',
      setup: rec('Ann=doppelganger Ben=vampire Cat=copycat Dan=villager', 'seer gremlin villager'),
      checkSetup: (state) => {
        const keys = state.setup.script.map((s) => s.key);
        const doppelganger = state.setup.script.find((s) => s.key === 'doppelganger')!;
        expect(doppelganger.wake).toBe('-7');
        expect(keys.indexOf('copycat')).toBeLessThan(keys.indexOf('doppelganger'));
        expect(keys.indexOf('doppelganger')).toBeLessThan(keys.indexOf('vampires'));
      },
    },
    {
      name: 'the Doppelgänger-Gremlin wakes again at Night, after the Gremlin',
      cite: 'She also may wake up later, if there are night roles (such as the Gremlin) present.',
      record: rec('Ann=doppelganger Ben=gremlin Cat=vampire Dan=villager', 'priest marksman villager', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'gremlin', by: 'Ben', swap: 'marks', targets: ['Cat', 'Dan'] },
        { call: 'gremlin', by: 'Ann', swap: 'cards', targets: ['Ann', 'Cat'] },
      ]),
      check: (v) => {
        expect(v.step('gremlin').actors).toEqual([v.seat('Ben')]);
        expect(v.step('gremlin/doppelganger').actors).toEqual([v.seat('Ann')]);
        expect(v.order('gremlin/doppelganger')).toBe(v.order('gremlin') + 1);
        expect(v.holders('vampire')).toEqual(['Cat']);
        expect(v.card('Ann')).toBe('vampire');
      },
    },
    {
      name: 'Doppelgänger-Copycat: she becomes what the Copycat saw (a Vampire) and is on its team',
      cite: 'Copycat: The Doppelganger-Copycat does nothing and instead becomes the role that the Copycat views (but does not wake up at night when the Copycat uses his new center card night power if any).',
      fixture: 'doppelganger-copycat-vampire',
      check: (v) => {
        expect(v.facts('doppelganger')).toContainEqual({
          kind: 'copied',
          actor: 0,
          place: { player: 1 },
          seen: 'copycat',
          becomes: 'vampire',
        });
        expect(v.vampire('Ann')).toBe(true);
      },
    },
    {
      name: 'Doppelgänger-Copycat: she does not wake when the Copycat-Seer does',
      cite: 'Copycat: The Doppelganger-Copycat does nothing and instead becomes the role that the Copycat views (but does not wake up at night when the Copycat uses his new center card night power if any).',
      record: rec('Ann=doppelganger Ben=copycat Cat=vampire Dan=villager', 'seer priest gremlin', [
        { call: 'copycat', center: 0 },
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'seer', by: 'Ann', target: 'Cat' },
      ]),
      rejected: { at: 'night[3] seer', mentions: ['Ann'], rule: /not wake/ },
    },
    {
      name: 'Doppelgänger-Copycat: the Copycat-Seer alone answers the Seer’s call; she is a Seer on the village team',
      cite: 'Copycat: The Doppelganger-Copycat does nothing and instead becomes the role that the Copycat views (but does not wake up at night when the Copycat uses his new center card night power if any).',
      record: rec('Ann=doppelganger Ben=copycat Cat=vampire Dan=villager', 'seer priest gremlin', [
        { call: 'copycat', center: 0 },
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'seer', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.steps('seer').flatMap((e) => e.actors)).toEqual([v.seat('Ben')]);
        expect(v.steps('doppelganger-action').flatMap((e) => e.actors)).toEqual([]);
        expect(v.team('Ann')).toBe('village');
      },
    },
    {
      name: 'Doppelgänger-Vampire: she wakes with the other Vampires',
      cite: 'Vampire: The Doppelganger-Vampire wakes up with the other Vampires.',
      record: rec('Ann=doppelganger Ben=vampire Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.step('vampires').actors).toEqual(v.seats('Ann', 'Ben'));
        expect(v.holders('vampire')).toEqual(['Cat']);
        expect(v.team('Ann')).toBe('vampire');
      },
    },
    {
      name: 'Doppelgänger-Master: she wakes with the other Vampires',
      cite: 'The Master: The Doppelganger-Master wakes up with the other Vampires.',
      record: rec('Ann=doppelganger Ben=the-master Cat=villager Dan=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Cat' },
      ]),
      check: (v) => expect(v.step('vampires').actors).toEqual(v.seats('Ann', 'Ben')),
    },
    {
      name: 'Doppelgänger-Master: a Vampire votes for her and she does not die',
      cite: 'If a Vampire (including the original Master) points at the Doppelganger- Master, the Doppelganger-Master will not die.',
      fixture: 'doppelganger-master-protected',
    },
    {
      name: 'Doppelgänger-Master: the original Master votes for her and she does not die',
      cite: 'If a Vampire (including the original Master) points at the Doppelganger- Master, the Doppelganger-Master will not die.',
      fixture: 'doppelganger-master-protected-by-master',
    },
    {
      name: 'Doppelgänger-Master: she votes for the Master and he does not die',
      cite: 'If the Doppelganger-Master points at the Master, the Master will not die.',
      fixture: 'doppelganger-master-protects-master',
    },
    {
      name: 'Doppelgänger-Count: she wakes with the Vampires, then after the Count, and frightens the bitten player with her own Mark of Fear',
      cite: 'The Count: The Doppelganger-Count wakes up with the other Vampires. She wakes up after the Count and must place the Doppelganger Mark of Fear on any player.',
      record: rec('Ann=doppelganger Ben=the-count Cat=villager Dan=villager Eve=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', by: 'Ben', target: 'Dan' },
        { call: 'the-count', by: 'Ann', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.step('vampires').actors).toEqual(v.seats('Ann', 'Ben'));
        expect(v.order('the-count/doppelganger')).toBe(v.order('the-count') + 1);
        expect([v.mark('Dan'), v.markSet('Dan')]).toEqual(['fear', 'main']);
        expect([v.mark('Cat'), v.markSet('Cat')]).toEqual(['fear', 'doppelganger']);
        expect(v.spot('fear', 'doppelganger')).toBe('vampire');
      },
    },
    {
      name: 'Doppelgänger-Count: with doppelgangerCountAnyPlayer off, not on the bitten player',
      cite: "rulings #11: option `doppelgangerCountAnyPlayer: false` gives her the Count's restriction",
      record: rec(
        'Ann=doppelganger Ben=the-count Cat=villager Dan=villager Eve=villager',
        'priest gremlin marksman',
        [
          { call: 'doppelganger', target: 'Ben' },
          { call: 'vampires', target: 'Cat' },
          { call: 'the-count', by: 'Ben', target: 'Dan' },
          { call: 'the-count', by: 'Ann', target: 'Cat' },
        ],
        { doppelgangerCountAnyPlayer: false },
      ),
      rejected: { at: 'night[3] the-count', mentions: ['Cat'], rule: /Mark of the Vampire|non-Vampire/ },
    },
    {
      name: 'Doppelgänger-Count: not on herself',
      cite: 'rulings #11: The Doppelgänger-Count places her Mark of Fear "on any player" (EN, letter) other than herself',
      record: rec('Ann=doppelganger Ben=the-count Cat=villager Dan=villager Eve=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', by: 'Ben', target: 'Dan' },
        { call: 'the-count', by: 'Ann', target: 'Ann' },
      ]),
      rejected: { at: 'night[3] the-count', mentions: ['Ann'], rule: /themselves|herself|Fear/ },
    },
    {
      name: 'Doppelgänger-Count: she may not leave her Mark of Fear out',
      cite: 'The Count: The Doppelganger-Count wakes up with the other Vampires. She wakes up after the Count and must place the Doppelganger Mark of Fear on any player.',
      record: rec('Ann=doppelganger Ben=the-count Cat=villager Dan=villager Eve=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Cat' },
        { call: 'the-count', by: 'Ben', target: 'Dan' },
      ]),
      rejected: { at: 'end of the night', mentions: ['the-count', 'Ann'], rule: /must|mandatory/ },
    },
    {
      name: 'Doppelgänger-Renfield: she wakes after Renfield and takes her own Mark of the Bat',
      cite: 'Renfield: The Doppelganger-Renfield wakes up after Renfield (in this case, the Vampires never lower their hands, and continue pointing at the recipient of the Mark of the Vampire after Renfield closes his eyes). She must take the Doppelganger Mark of the Bat and places it on herself.',
      record: rec('Ann=doppelganger Ben=renfield Cat=vampire Dan=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.order('renfield/doppelganger')).toBe(v.order('renfield') + 1);
        expect(v.step('renfield/doppelganger').actors).toEqual([v.seat('Ann')]);
        expect([v.mark('Ben'), v.markSet('Ben')]).toEqual(['bat', 'main']);
        expect([v.mark('Ann'), v.markSet('Ann')]).toEqual(['bat', 'doppelganger']);
        expect(v.facts('renfield/doppelganger')).toContainEqual({ kind: 'pointed-at', player: v.seat('Dan') });
        expect(v.team('Ann')).toBe('vampire');
      },
    },
    {
      name: 'Doppelgänger-Renfield: the Vampires still point at the player they bit, even after Renfield traded that Mark for the Bat',
      cite: 'Renfield: The Doppelganger-Renfield wakes up after Renfield (in this case, the Vampires never lower their hands, and continue pointing at the recipient of the Mark of the Vampire after Renfield closes his eyes).',
      record: rec('Ann=doppelganger Ben=renfield Cat=vampire Dan=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Ben' },
      ]),
      check: (v) => {
        expect(v.facts('renfield')).toContainEqual({ kind: 'pointed-at', player: v.seat('Ben') });
        expect(v.facts('renfield/doppelganger')).toContainEqual({ kind: 'pointed-at', player: v.seat('Ben') });
      },
    },
    {
      name: 'Doppelgänger-Diseased: at once, on her own neighbour (the last seat is next to the first)',
      cite: 'Diseased: The Doppelganger-Diseased must place the Doppelganger Mark of Disease on an adjacent player when she first wakes up.',
      fixture: 'doppelganger-diseased',
      check: (v) => {
        expect(v.order('doppelganger-action')).toBe(v.order('doppelganger') + 1);
        expect([v.mark('Eve'), v.markSet('Eve')]).toEqual(['disease', 'doppelganger']);
        expect([v.mark('Ann'), v.markSet('Ann')]).toEqual(['disease', 'main']);
      },
    },
    {
      name: 'Doppelgänger-Diseased: not on a player who does not sit next to her',
      cite: 'Diseased: The Doppelganger-Diseased must place the Doppelganger Mark of Disease on an adjacent player when she first wakes up.',
      record: rec('Ann=doppelganger Ben=diseased Cat=vampire Dan=villager Eve=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'diseased', target: 'Cat' },
      ]),
      rejected: { at: 'night[1] diseased', mentions: ['Cat', 'Ann'], rule: /left or right|adjacent|next to|neighbo/ },
    },
    {
      name: 'Doppelgänger-Diseased: she may not leave her Mark out',
      cite: 'Diseased: The Doppelganger-Diseased must place the Doppelganger Mark of Disease on an adjacent player when she first wakes up.',
      record: rec('Ann=doppelganger Ben=diseased Cat=vampire Dan=villager Eve=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'diseased', by: 'Ben', target: 'Cat' },
      ]),
      rejected: { at: 'night[1] vampires', mentions: ['Ann', 'diseased'], rule: /must|mandatory/ },
    },
    {
      name: 'Doppelgänger-Cupid: four lovers wake together and all four die with one of them',
      cite: 'Cupid: The Doppelganger-Cupid may place the two Doppelganger Marks of Love on any two players when she first wakes up; this could result in more than two people waking up in love and more than two people who have Marks of Love at the end of the game, with up to four people dying if any one of them is killed at the end of the game.',
      fixture: 'doppelganger-cupid-four-lovers',
      check: (v) => {
        expect(v.step('doppelganger-action').actors).toEqual([v.seat('Ann')]);
        expect(v.step('lovers').actors).toEqual(v.seats('Ann', 'Cat', 'Dan', 'Eve'));
        expect([v.markSet('Dan'), v.markSet('Ann')]).toEqual(['doppelganger', 'main']);
      },
    },
    {
      name: 'Doppelgänger-Instigator: at once, her own Mark of the Traitor on any player',
      cite: 'Instigator: The Doppelganger-Instigator may place the Doppelganger Mark of the Traitor on any player when she first wakes up.',
      record: rec('Ann=doppelganger Ben=instigator Cat=vampire Dan=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'instigator', by: 'Ann', target: 'Cat' },
        { call: 'vampires', target: 'Dan' },
        { call: 'instigator', by: 'Ben', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.order('doppelganger-action')).toBe(v.order('doppelganger') + 1);
        expect([v.mark('Cat'), v.markSet('Cat')]).toEqual(['traitor', 'doppelganger']);
        expect([v.mark('Dan'), v.markSet('Dan')]).toEqual(['traitor', 'main']);
        expect(v.spot('traitor')).toBe('vampire');
      },
    },
    {
      name: 'Doppelgänger-Instigator: she may give no Traitor Mark',
      cite: 'Instigator: The Doppelganger-Instigator may place the Doppelganger Mark of the Traitor on any player when she first wakes up.',
      record: rec('Ann=doppelganger Ben=instigator Cat=vampire Dan=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.holders('traitor')).toEqual([]);
        expect(v.step('doppelganger-action').actors).toEqual([v.seat('Ann')]);
      },
    },
    {
      name: 'Doppelgänger-Priest: after the Priest, her own Clarity on herself and on one other player',
      cite: 'Priest: The Doppelganger-Priest wakes up after the Priest and must place a Doppelganger Mark of Clarity on herself and may place a Doppelganger Mark of Clarity on one other player.',
      record: rec('Ann=doppelganger Ben=priest Cat=vampire Dan=villager Eve=villager', 'gremlin marksman villager', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'priest', by: 'Ben', target: 'Eve' },
        { call: 'priest', by: 'Ann', target: 'Dan' },
      ]),
      check: (v) => {
        expect(v.order('priest/doppelganger')).toBe(v.order('priest') + 1);
        expect([v.markSet('Ben'), v.markSet('Eve')]).toEqual(['main', 'main']);
        expect([v.mark('Ann'), v.markSet('Ann')]).toEqual(['clarity', 'doppelganger']);
        expect([v.mark('Dan'), v.markSet('Dan')]).toEqual(['clarity', 'doppelganger']);
        expect(v.spot('clarity', 'doppelganger', 1)).toBe('vampire');
      },
    },
    {
      name: 'Doppelgänger-Priest: she takes her Clarity even when the record has no entry for her',
      cite: 'Priest: The Doppelganger-Priest wakes up after the Priest and must place a Doppelganger Mark of Clarity on herself and may place a Doppelganger Mark of Clarity on one other player.',
      record: rec('Ann=doppelganger Ben=priest Cat=vampire Dan=villager Eve=villager', 'gremlin marksman villager', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
      ]),
      check: (v) => {
        expect([v.mark('Ann'), v.markSet('Ann')]).toEqual(['clarity', 'doppelganger']);
        expect([v.mark('Ben'), v.markSet('Ben')]).toEqual(['clarity', 'main']);
        expect(v.mark('Dan')).toBe('vampire');
      },
    },
    {
      name: 'Doppelgänger-Priest: her second Mark goes to another player, not to herself',
      cite: 'Priest: The Doppelganger-Priest wakes up after the Priest and must place a Doppelganger Mark of Clarity on herself and may place a Doppelganger Mark of Clarity on one other player.',
      record: rec('Ann=doppelganger Ben=priest Cat=vampire Dan=villager Eve=villager', 'gremlin marksman villager', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'priest', by: 'Ann', target: 'Ann' },
      ]),
      rejected: { at: 'night[2] priest', mentions: ['Ann'], rule: /other/ },
    },
    {
      name: 'Doppelgänger-Assassin: after the Assassin, she must place her own Mark of the Assassin',
      cite: 'Assassin: The Doppelganger-Assassin must place the Doppelganger Mark of the Assassin on any player when she wakes up after the Assassin.',
      record: rec('Ann=doppelganger Ben=assassin Cat=vampire Dan=villager Eve=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'assassin', by: 'Ben', target: 'Eve' },
        { call: 'assassin', by: 'Ann', target: 'Cat' },
      ]),
      check: (v) => {
        expect(v.order('assassin/doppelganger')).toBe(v.order('assassin') + 1);
        expect([v.mark('Eve'), v.markSet('Eve')]).toEqual(['assassin', 'main']);
        expect([v.mark('Cat'), v.markSet('Cat')]).toEqual(['assassin', 'doppelganger']);
      },
    },
    {
      name: 'Doppelgänger-Assassin: she may not leave her Mark out',
      cite: 'Assassin: The Doppelganger-Assassin must place the Doppelganger Mark of the Assassin on any player when she wakes up after the Assassin.',
      record: rec('Ann=doppelganger Ben=assassin Cat=vampire Dan=villager Eve=villager', 'priest gremlin marksman', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'assassin', by: 'Ben', target: 'Eve' },
      ]),
      rejected: { at: 'end of the night', mentions: ['assassin', 'Ann'], rule: /must|mandatory/ },
    },
    {
      name: 'Doppelgänger-Assassin: the Apprentice sees only the Assassin, and wins when the Doppelgänger-Assassin dies',
      cite: "The Apprentice Assassin doesn't know who the Doppelganger Assassin is, but wins if either the Assassin or the Doppelganger Assassin is killed.",
      fixture: 'doppelganger-assassin-apprentice',
      check: (v) =>
        expect(v.facts('apprentice-assassin')).toEqual([{ kind: 'saw', players: [v.seat('Ben')], of: 'assassin' }]),
    },
    {
      name: 'Doppelgänger-Assassin: the holder of her Mark dies and the Assassin wins too',
      cite: 'The Assassin and Doppelganger-Assassin both win if any player with a Mark of the Assassin dies (even if that was not the Mark of the Assassin that they originally placed in front of a player).',
      fixture: 'doppelganger-assassin-any-mark',
      check: (v) => expect([v.team('Ann'), v.team('Ben')]).toEqual(['assassin', 'assassin']),
    },
    {
      name: 'Doppelgänger-Apprentice Assassin: she wakes after the Apprentice, still during the Assassin’s Dusk action',
      cite: "Apprentice Assassin: The Doppelganger-Apprentice Assassin wakes up after the Apprentice Assassin during the Assassin's Dusk action - the Assassin doesn't close his eyes until the Doppelganger Apprentice Assassin completes her action.",
      record: rec(
        'Ann=doppelganger Ben=assassin Cat=apprentice-assassin Dan=vampire Eve=villager',
        'priest gremlin marksman',
        [
          { call: 'doppelganger', target: 'Cat' },
          { call: 'vampires', target: 'Eve' },
          { call: 'assassin', target: 'Eve' },
        ],
      ),
      check: (v) => {
        // rulings #6: the Doppelgänger-Assassin's call (nobody awake here) comes between the Assassin's and the Apprentice's.
        const keys = v.stepEvents().map((e) => e.step);
        expect(keys.slice(v.order('assassin'), v.order('marks-view') + 1)).toEqual([
          'assassin',
          'assassin/doppelganger',
          'apprentice-assassin',
          'apprentice-assassin/doppelganger',
          'marks-view',
        ]);
        expect(v.step('assassin/doppelganger').actors).toEqual([]);
        expect(v.step('apprentice-assassin/doppelganger').actors).toEqual([v.seat('Ann')]);
        expect(v.facts('apprentice-assassin/doppelganger')).toEqual([
          { kind: 'saw', players: [v.seat('Ben')], of: 'assassin' },
        ]);
      },
    },
    {
      name: 'Doppelgänger-Marksman: she wakes after the Marksman',
      cite: 'Marksman: The Doppelganger-Marksman wakes up after the Marksman.',
      record: rec('Ann=doppelganger Ben=marksman Cat=vampire Dan=villager', 'priest gremlin villager', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'marksman', by: 'Ben', card: 'Cat' },
        { call: 'marksman', by: 'Ann', card: 'Ben', mark: 'Dan' },
      ]),
      check: (v) => {
        expect(v.order('marksman/doppelganger')).toBe(v.order('marksman') + 1);
        expect(v.facts('marksman/doppelganger')).toEqual([
          { kind: 'viewed-card', actor: 0, place: { player: 1 }, card: 'marksman' },
          { kind: 'viewed-mark', actor: 0, player: 3, mark: 'vampire' },
        ]);
      },
    },
    {
      name: 'Doppelgänger-Pickpocket: she wakes after the Pickpocket',
      cite: 'Pickpocket: The Doppelganger-Pickpocket wakes up after the Pickpocket.',
      record: rec('Ann=doppelganger Ben=pickpocket Cat=vampire Dan=villager', 'priest gremlin villager', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'pickpocket', by: 'Ben', target: 'Dan' },
        { call: 'pickpocket', by: 'Ann', target: 'Ben' },
      ]),
      check: (v) => {
        expect(v.order('pickpocket/doppelganger')).toBe(v.order('pickpocket') + 1);
        expect(v.holders('vampire')).toEqual(['Ann']);
        expect(v.facts('pickpocket/doppelganger')).toContainEqual({
          kind: 'viewed-mark',
          actor: 0,
          player: 0,
          mark: 'vampire',
        });
      },
    },
    {
      name: 'Doppelgänger-Pickpocket: her entry may not come before the Pickpocket’s',
      cite: 'Pickpocket: The Doppelganger-Pickpocket wakes up after the Pickpocket.',
      record: rec('Ann=doppelganger Ben=pickpocket Cat=vampire Dan=villager', 'priest gremlin villager', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'pickpocket', by: 'Ann', target: 'Dan' },
        { call: 'pickpocket', by: 'Ben', target: 'Ann' },
      ]),
      rejected: { at: 'night[3] pickpocket', mentions: ['Ben'], rule: /order|earlier|after/ },
    },
    {
      name: 'Doppelgänger-Gremlin: with two Gremlins awake one after the other, the record names who acts',
      cite: 'Gremlin: The Doppelganger-Gremlin wakes up after the Gremlin.',
      record: rec('Ann=doppelganger Ben=gremlin Cat=vampire Dan=villager', 'priest marksman villager', [
        { call: 'doppelganger', target: 'Ben' },
        { call: 'vampires', target: 'Dan' },
        { call: 'gremlin', swap: 'marks', targets: ['Cat', 'Dan'] },
      ]),
      rejected: { at: 'night[2] gremlin', mentions: ['Ben', 'Ann'], rule: /by/ },
    },
  ]);
});

// ==========================================================================================================
// The fixtures themselves
// ==========================================================================================================

describe('vampire game fixtures', () => {
  const files = readdirSync(FIXTURES).filter((f) => /^vampire-.*\.json$/.test(f));

  it('every vampire-*.json fixture is a whole game with votes and an expected outcome, used by a case above', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const fixture = JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as Partial<Fixture>;
      expect(fixture.votes, file).toBeDefined();
      expect(Object.keys(fixture.votes ?? {}).sort(), file).toEqual([...(fixture.players ?? [])].sort());
      expect(fixture.expect, file).toEqual({ deaths: expect.any(Array), winners: expect.any(Array) });
      expect(usedFixtures, file).toContain(file.replace(/^vampire-/, '').replace(/\.json$/, ''));
    }
  });

  it('explain tells every vampire fixture, night and day, in sentences', () => {
    for (const file of files) {
      const played = playRecord(JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')), { requireVotes: true });
      if (!played.ok) throw new Error(`${file}: ${played.error.problems.join(' | ')}`);
      const sentences = explain(played.value.state.setup, played.value.events);
      expect(sentences.length, file).toBeGreaterThan(0);
      for (const sentence of sentences) expect(sentence, file).toMatch(/\S/);
    }
  });
});
