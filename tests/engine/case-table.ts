/**
 * The table-driven cases shared by the rule tests: a case is a deal, a night, votes and what must come
 * out (deaths, winners, teams, facts); `table` runs each as a named test citing its sentence.
 */
import { describe, expect, it } from 'vitest';
import {
  playRecord,
  type Fact,
  type GameOptions,
  type PlayedRecord,
  type Role,
  type StepEvent,
  type Team,
} from '../../src/main/engine/index.ts';

export const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lea'] as const;

export interface Entry {
  readonly call: string;
  readonly by?: string;
  readonly target?: string;
  readonly targets?: readonly string[];
  readonly center?: number | readonly number[];
  readonly card?: string;
  readonly mark?: string;
  readonly swap?: 'cards' | 'marks';
  /** The player who receives a card (the Rascal's and the ripple's Witch). */
  readonly to?: string;
  /** The Village Idiot's shift (the Rascal's Idiot). */
  readonly direction?: 'left' | 'right';
  /** The Curator's artifact token. */
  readonly artifact?: string;
  /** The entry answers a time loop's replay of the call. */
  readonly loop?: true;
}

/** A correction written in the record's night (docs/record-format.md, "Corrections"). */
export interface CorrectionEntry {
  readonly override: string;
  readonly [field: string]: unknown;
}

/** A player's vote: a name (`"app"` after a vote-for-app ripple), or two names for a two-hand vote. */
export type Vote = string | readonly [string, string];

export interface Case {
  readonly name: string;
  /** The sentence of the rule text (or of docs/rulings.md) this case checks. */
  readonly cite: string;
  /** "players' cards | three center cards", in seat order Ann, Ben, Cat… */
  readonly deal: string;
  readonly night?: readonly (Entry | CorrectionEntry)[];
  /**
   * Who each player votes for, in seat order: names separated by spaces, or an array of votes (a name,
   * `"app"`, or two names for a player who votes with both hands).
   */
  readonly votes: string | readonly Vote[];
  readonly options?: Partial<GameOptions>;
  /** The record's `app` object: what the One Night app said (Alien). */
  readonly app?: Readonly<Record<string, unknown>>;
  readonly deaths?: readonly string[];
  readonly winners?: readonly string[];
  readonly teams?: Readonly<Record<string, Team>>;
  readonly check?: (game: Outcome) => void;
  /** The record must be rejected, with problems matching all of these. */
  readonly rejects?: readonly RegExp[];
  /**
   * ENGINE DISAGREES: the engine does not yet do what the rule text says (why, in a sentence). The case is
   * written as the rules say and runs as `it.fails` until the engine is fixed; then this field goes.
   */
  readonly disagrees?: string;
}

export function makeRecord(c: Pick<Case, 'deal' | 'night' | 'votes' | 'options' | 'app'>): Record<string, unknown> {
  const [dealt, center] = c.deal.split('|').map((part) => part.trim().split(/\s+/));
  const players = NAMES.slice(0, dealt!.length);
  const votes: readonly Vote[] = typeof c.votes === 'string' ? c.votes.trim().split(/\s+/) : c.votes;
  return {
    format: 'onu-record/1',
    players,
    deal: { players: dealt, center },
    ...(c.app ? { app: c.app } : {}),
    night: c.night ?? [],
    votes: Object.fromEntries(players.map((p, i) => [p, votes[i]])),
    ...(c.options ? { options: c.options } : {}),
  };
}

export function placeName(game: PlayedRecord, place: { player: number } | { center: number }): string {
  return 'player' in place ? game.state.setup.players[place.player]! : `center${place.center}`;
}

/** Read-only views of a played game, by player name. */
export class Outcome {
  constructor(readonly played: PlayedRecord) {}

  get result() {
    return this.played.result!;
  }

  seat(name: string): number {
    const seat = this.played.state.setup.players.indexOf(name);
    if (seat < 0) throw new Error(`no player ${name}`);
    return seat;
  }

  names(seats: readonly number[]): string[] {
    return seats.map((s) => this.played.state.setup.players[s]!);
  }

  steps(): StepEvent[] {
    return this.played.events.filter((e): e is StepEvent => e.type === 'step');
  }

  /** The step event for a script key (`werewolves`, `insomniac/doppelganger`, `doppelganger-action`…). */
  event(key: string): StepEvent {
    const found = this.steps().filter((e) => e.step === key);
    if (found.length !== 1) throw new Error(`expected one ${key} step, found ${found.length}`);
    return found[0]!;
  }

  actors(key: string): string[] {
    return this.names(this.event(key).actors);
  }

  facts<K extends Fact['kind']>(key: string, kind: K): Extract<Fact, { kind: K }>[] {
    return this.event(key).facts.filter((f): f is Extract<Fact, { kind: K }> => f.kind === kind);
  }

  saw(key: string): string[] {
    return this.facts(key, 'saw').flatMap((f) => this.names(f.players));
  }

  /** `Ben=werewolf`, `center1=robber`: what the step's actors looked at. */
  viewed(key: string): string[] {
    return this.facts(key, 'viewed-card').map((f) => `${placeName(this.played, f.place)}=${f.card}`);
  }

  /** `Ann:Ben=werewolf`: who looked at which card in the step (each viewer named). */
  viewedBy(key: string): string[] {
    return this.facts(key, 'viewed-card').map(
      (f) => `${this.names([f.actor])[0]}:${placeName(this.played, f.place)}=${f.card}`,
    );
  }

  /** `center1=tanner`: the cards turned face up in the step. */
  flipped(key: string): string[] {
    return this.facts(key, 'flipped').map((f) => `${placeName(this.played, f.place)}=${f.card}`);
  }

  swapped(key: string): string[] {
    return this.facts(key, 'swapped-cards').map(
      (f) => `${placeName(this.played, f.a)}<->${placeName(this.played, f.b)}`,
    );
  }

  player(name: string) {
    return this.result.players[this.seat(name)]!;
  }

  card(name: string): Role {
    return this.player(name).card;
  }

  team(name: string): Team {
    return this.player(name).team;
  }

  deaths(): string[] {
    return this.result.players.filter((p) => p.dead).map((p) => this.names([p.player])[0]!);
  }

  winners(): string[] {
    return this.result.players.filter((p) => p.won).map((p) => this.names([p.player])[0]!);
  }

  deathReason(name: string): string | undefined {
    return this.result.deaths.find((d) => d.player === this.seat(name))?.reason.kind;
  }

  /** The keys of the script steps that a player acts in (as an actor). */
  stepsActedBy(name: string): string[] {
    const seat = this.seat(name);
    return this.steps()
      .filter((e) => e.actors.includes(seat))
      .map((e) => e.step);
  }

  /** Role steps of the script (announcements left out), as `key@wake`. */
  script(): string[] {
    return this.played.state.setup.script.filter((s) => s.kind !== 'announcement').map((s) => `${s.key}@${s.wake}`);
  }
}

export function run(c: Case): void {
  const record = makeRecord(c);
  const played = playRecord(record, { requireVotes: true });
  if (c.rejects) {
    expect(played.ok, 'the record must be rejected').toBe(false);
    if (played.ok) return;
    const text = played.error.problems.join('\n');
    for (const pattern of c.rejects) expect(text).toMatch(pattern);
    return;
  }
  if (!played.ok) throw new Error(`record rejected:\n${played.error.problems.join('\n')}`);
  const game = new Outcome(played.value);
  if (c.deaths) expect(game.deaths(), 'deaths').toEqual(c.deaths);
  if (c.winners) expect(game.winners(), 'winners').toEqual(c.winners);
  for (const [name, team] of Object.entries(c.teams ?? {})) expect(game.team(name), `team of ${name}`).toBe(team);
  c.check?.(game);
}

export function table(title: string, cases: readonly Case[]): void {
  describe(title, () => {
    for (const c of cases) (c.disagrees ? it.fails : it)(`${c.name} — "${c.cite}"`, () => run(c));
  });
}

/** Votes going round the table: everyone has one vote, so nobody dies. */
export const ROUND5 = 'Ben Cat Dan Eve Ann';

/** A record that must be refused: the first pattern finds the problem line, which must match all the others. */
export type Refusal = Omit<Case, 'rejects' | 'deaths' | 'winners' | 'teams' | 'check'> & {
  readonly refused: readonly RegExp[];
};

/**
 * Each illegal record is refused with one line per problem, `where: what and which rule` (docs/record-format.md,
 * "Errors"): the line the first pattern finds names the entry, and carries the players and the rule.
 */
export function refusals(title: string, cases: readonly Refusal[]): void {
  describe(title, () => {
    for (const c of cases)
      (c.disagrees ? it.fails : it)(`${c.name} — "${c.cite}"`, () => {
        const played = playRecord(makeRecord(c), { requireVotes: true });
        expect(played.ok, 'the record must be refused').toBe(false);
        if (played.ok) return;
        const { problems } = played.error;
        expect(problems.length).toBeGreaterThan(0);
        for (const line of problems) expect(line).not.toMatch(/\n/);
        const [where] = c.refused;
        const line = problems.find((p) => where!.test(p));
        expect(line, `a problem matching ${String(where)} in:\n${problems.join('\n')}`).toBeDefined();
        for (const pattern of c.refused) expect(line).toMatch(pattern);
      });
  });
}
