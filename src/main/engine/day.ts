import { rippleOf } from './app/state.ts';
import { blank, filled } from './arrays.ts';
import { groupSeats } from './app/targets.ts';
import { err, ok, ruleError, type Result, type RuleError } from './errors.ts';
import { VOTE_EN } from './text/reasons-en.ts';
import { reasonsOf } from './text/sentences.ts';
import type { DayResult, Death, DeathReason, PlayerResult, Protection, TeamWhy, Verdict } from './events.ts';
import type { GameOptions } from './options.ts';
import { ROLE_FACTS, ROLE_MODULES } from './roles/index.ts';
import type { DayContext, DayHooks, TeamForce } from './roles/types.ts';
import type { GameState } from './model.ts';
import { teamsFrom } from './game.ts';
import { cardAt, finalRole, isNightOver, markAt, playerCount, roleArtifact } from './queries.ts';
import { ROLES, type Mark, type Role, type Team } from './vocabulary.ts';

const voteReason = reasonsOf('vote', VOTE_EN);

/**
 * The vote: each player's vote by seat (`n`, one past the last seat, is the app after a vote-for-app
 * ripple), and the second hand of the players a two-hand-vote ripple names.
 */
export interface VoteInput {
  readonly votes: readonly (number | undefined)[];
  readonly second?: readonly (number | null | undefined)[] | undefined;
}

/** Who may vote for the app, and who votes with both hands, after this game's ripple. */
const NO_RIPPLE_VOTES = { app: false, twoHands: [] } as const;

export function voteRules(state: GameState): { readonly app: boolean; readonly twoHands: readonly number[] } {
  if (!state.app) return NO_RIPPLE_VOTES;
  const ripple = rippleOf(state);
  return {
    app: ripple.type === 'vote-for-app',
    twoHands: ripple.type === 'two-hand-vote' && ripple.group ? groupSeats(state, ripple.group) : [],
  };
}

/**
 * "Each player gets one vote and cannot vote for themselves"; every player points at someone. After a
 * vote-for-app ripple anyone may vote for the app; after a two-hand vote the players it names vote with
 * both hands, "each hand one vote".
 */
export function validateVotes(
  state: GameState,
  votes: readonly (number | undefined)[],
  second?: readonly (number | null | undefined)[],
): RuleError[] {
  const problems: RuleError[] = [];
  const names = state.setup.players;
  const n = names.length;
  const rules = voteRules(state);
  // Most votes are sound: each is checked in place, and only a problem is written out (`voteProblem`).
  for (let p = 0; p < n; p++) {
    if (!soundVote(p, votes[p], n, rules.app)) problems.push(voteProblem(names, p, votes[p], false, rules.app));
    const two = second?.[p];
    if (rules.twoHands.includes(p)) {
      if (!soundVote(p, two ?? undefined, n, rules.app))
        problems.push(voteProblem(names, p, two ?? undefined, true, rules.app));
    } else if (two !== undefined && two !== null)
      problems.push(ruleError('vote/unknown-player', at(names, p), voteReason('twice', { voter: names[p]! })));
  }
  if (votes.length > n)
    problems.push(
      ruleError('vote/unknown-player', 'votes', voteReason('too-many', { votes: votes.length, players: n })),
    );
  return problems;
}

/** Where a problem is: the voter's entry. */
const at = (names: readonly string[], p: number): string => `votes.${names[p]}`;

/** Whether player `p`'s vote names another seat, or the app when the ripple allows it. */
const soundVote = (p: number, vote: number | undefined, n: number, app: boolean): boolean =>
  vote !== undefined && Number.isInteger(vote) && vote >= 0 && vote !== p && (vote < n || (vote === n && app));

/** What is wrong with a vote `soundVote` refused. */
function voteProblem(
  names: readonly string[],
  p: number,
  vote: number | undefined,
  second: boolean,
  app: boolean,
): RuleError {
  const voter = names[p]!;
  const n = names.length;
  if (vote === undefined) return ruleError('vote/missing', at(names, p), voteReason('not-voted', { voter, second }));
  if (vote === n && Number.isInteger(vote) && !app)
    return ruleError('vote/unknown-player', at(names, p), voteReason('for-app', { voter }));
  if (!Number.isInteger(vote) || vote < 0 || vote >= n)
    return ruleError('vote/unknown-player', at(names, p), voteReason('no-seat', { voter, seat: vote }));
  return ruleError('vote/self', at(names, p), voteReason('self', { voter }));
}

/** Every day hook of a role, present or not: one shape for all roles, so reading a hook stays fast. */
type DayTable = { readonly [K in keyof DayHooks]-?: DayHooks[K] | undefined };
/** The day hooks by role, read once from the registry (roles without any have none). */
const DAY_HOOKS = new Map<Role, DayTable>();
for (const role of ROLES) {
  const day = ROLE_MODULES[role].day;
  if (day)
    DAY_HOOKS.set(role, {
      team: day.team,
      protectedByVotes: day.protectedByVotes,
      votesOnly: day.votesOnly,
      protects: day.protects,
      turnedByVotes: day.turnedByVotes,
      onDeath: day.onDeath,
      verdict: day.verdict,
      forces: day.forces,
      poisonsVotes: day.poisonsVotes,
    });
}

const { vampire: VAMPIRES, werewolf: WEREWOLVES, alien: ALIENS } = ROLE_FACTS.kinds;

/** What the vote reads of a role, in one lookup per player: its day hooks and the creature its card is. */
interface DayRole {
  readonly hooks: DayTable | null;
  readonly vampire: boolean;
  readonly werewolf: boolean;
  readonly alien: boolean;
}
const NO_DAY_ROLE: DayRole = { hooks: null, vampire: false, werewolf: false, alien: false };
const DAY_ROLES = new Map<Role, DayRole>();
for (const role of ROLES)
  DAY_ROLES.set(role, {
    hooks: DAY_HOOKS.get(role) ?? null,
    vampire: VAMPIRES.has(role),
    werewolf: WEREWOLVES.has(role),
    alien: ALIENS.has(role),
  });
const dayRole = (role: Role | null): DayRole => (role === null ? NO_DAY_ROLE : (DAY_ROLES.get(role) ?? NO_DAY_ROLE));

/** The groups whose presence makes an Epic Battle: three or four of them active. */
type Group = Extract<Team, 'village' | 'werewolf' | 'vampire' | 'alien'>;
/** The monster groups (teams that are also a kind of creature). */
const MONSTERS = ['werewolf', 'vampire', 'alien'] as const satisfies readonly Team[];
type Monster = (typeof MONSTERS)[number];

export function resolveVotes(
  state: GameState,
  votes: readonly number[],
  second?: readonly (number | null | undefined)[],
): Result<DayResult, RuleError[]> {
  if (!isNightOver(state)) return err([ruleError('vote/not-day', 'votes', voteReason('not-day', {}))]);
  const problems = validateVotes(state, votes, second);
  if (problems.length > 0) return err(problems);
  return ok(decide(state, votes, second ?? null));
}

/** `resolveVotes` for votes `validateVotes` has already passed (a record's reader checks them first). */
export function resolveCheckedVotes(
  state: GameState,
  votes: readonly number[],
  second?: readonly (number | null | undefined)[],
): Result<DayResult, RuleError[]> {
  if (!isNightOver(state)) return err([ruleError('vote/not-day', 'votes', voteReason('not-day', {}))]);
  return ok(decide(state, votes, second ?? null));
}

function decide(
  state: GameState,
  votes: readonly number[],
  secondIn: readonly (number | null | undefined)[] | null,
): DayResult {
  const n = playerCount(state);
  const options = state.setup.options;
  // Built item by item, not by `map` (see `arrays.ts`).
  let second: (number | null)[] | null = null;
  if (secondIn) {
    second = [];
    for (let p = 0; p < votes.length; p++) second.push(secondIn[p] ?? null);
  }
  // Its own loop, not `filled`: an array made where lists of objects are made too becomes one of them.
  const tally: number[] = [];
  for (let p = 0; p < n; p++) tally.push(0);
  let appVotes = 0;
  for (let p = 0; p < votes.length; p++) {
    const v = votes[p]!;
    if (v === n) appVotes++;
    else tally[v]!++;
  }
  if (second)
    for (const v of second) {
      if (v === null) continue;
      if (v === n) appVotes++;
      else tally[v]!++;
    }

  const day = new Day(state, votes, second);
  const { roles, marks, hooks, dead, isProtected, werewolf, vampire, alien } = day;
  // The Cursed turns into a Werewolf (or a Vampire) when one of them votes for him. He ended the night on
  // the village team, which keeps that group active for an Epic Battle (docs/rulings.md, rule 87).
  let villageAtNight = false;
  let nightTeams: Team[] | null = null;
  for (let p = 0; p < n; p++) {
    const turned = hooks[p]?.turnedByVotes?.(day, p);
    if (!turned) continue;
    nightTeams ??= teamsFrom(roles, day.teamMarks, state.joins);
    if (nightTeams[p] === 'village') villageAtNight = true;
    roles[p] = turned;
    day.classify(p);
  }
  const team = (day.teams = teamsFrom(roles, day.teamMarks, state.joins));

  // A group is active when it is "actually in front of at least one player": Werewolves, Vampires and
  // Aliens themselves (a lone Minion is no Werewolf), and anyone on the village team.
  const active = day.active;
  active.village = villageAtNight;
  for (let p = 0; p < n; p++) {
    if (team[p] === 'village') active.village = true;
    if (werewolf[p]) active.werewolf = true;
    if (vampire[p]) active.vampire = true;
    if (alien[p]) active.alien = true;
  }
  // Village, Werewolves, Vampires, Aliens, each read by name (a loop over the names would read the object
  // by a varying key).
  const activeGroups: Team[] = [];
  if (active.village) activeGroups.push('village');
  if (active.werewolf) activeGroups.push('werewolf');
  if (active.vampire) activeGroups.push('vampire');
  if (active.alien) activeGroups.push('alien');
  const epicBattle = activeGroups.length >= 3;
  day.epicBattle = epicBattle;

  // Roles that protect from the vote: their holder (the Master voted for by another Vampire, the Prince)
  // or whoever they vote for (the Bodyguard).
  let protection: (Protection | null)[] | null = null;
  for (let p = 0; p < n; p++) {
    const hook = hooks[p];
    if (!hook) continue;
    if (hook.protectedByVotes?.(day, p)) {
      isProtected[p] = true;
      if (!hook.votesOnly) (day.killProof ??= filled(n, false))[p] = true;
      protection ??= filled<Protection | null>(n, null);
      protection[p] ??= roles[p] === 'the-master' ? 'master' : 'prince';
    }
    if (hook.protects)
      for (const q of hook.protects(day, p)) {
        isProtected[q] = true;
        (day.killProof ??= filled(n, false))[q] = true;
        protection ??= filled<Protection | null>(n, null);
        protection[q] ??= 'bodyguard';
      }
  }

  const deaths = day.deaths;
  const kill = day.kill;

  let most = 0;
  let second2 = 0;
  // How many players have the most votes: the top tier is walked in the tally, not listed.
  let topCount = 0;
  for (let p = 0; p < n; p++) {
    const c = tally[p]!;
    if (c > most) {
      second2 = most;
      most = c;
      topCount = 1;
    } else if (c === most) topCount++;
    else if (c > second2) second2 = c;
  }

  // "If the app gets most votes nobody dies" (a tie with the app counts as the app's, unless the house
  // rule says the tied players die).
  const appSaves = appVotes > 0 && (appVotes > most || (appVotes === most && !options.appTieKillsPlayers));
  // "1 vote counts" in an Epic Battle; as a house rule also when nobody has more than one vote.
  const least = epicBattle && options.epicOneVoteKills ? 1 : 2;
  // Who the vote protected from dying: a protected player in a tier the votes would have killed.
  const protections: { player: number; by: Protection }[] = [];
  const by = (q: number): Protection => protection?.[q] ?? 'bodyguard';
  const saved = (q: number): void => {
    protections.push({ player: q, by: by(q) });
  };
  if (!appSaves && most >= least) {
    let topDying = 0;
    for (let p = 0; p < n; p++) {
      if (tally[p] !== most) continue;
      if (isProtected[p]) {
        saved(p);
        continue;
      }
      topDying++;
      kill(p, { kind: 'votes', votes: most });
    }
    if (epicBattle && topCount === 1 && second2 >= 1 && (topDying === 1 || !options.epicProtectedNextHighest)) {
      // "The player with the most votes and the player with the 2nd most votes (1 vote counts)", the most
      // voted protected or not. As a house rule his role's "instead" rule below applies instead (rule 88).
      for (let p = 0; p < n; p++) {
        if (tally[p] !== second2) continue;
        if (isProtected[p]) saved(p);
        else kill(p, { kind: 'second-most', votes: second2 });
      }
    } else if (topDying === 0) {
      // "Instead, the player with the 2nd most votes (greater than 1) is killed." When every player
      // there is protected too (the Prince below the player the Bodyguard protects: votes against the
      // Prince do not count), the next highest after them, still with at least two votes.
      const shielded = tier(tally, most);
      let count = most;
      for (;;) {
        count = nextBelow(tally, count);
        if (count < 2) break;
        const next = tier(tally, count);
        if (options.masterTieSecondSpared && next.length > 1) break;
        const dying = next.filter((p) => !isProtected[p]);
        if (dying.length > 0) {
          const reason: DeathReason = shielded.every((q) => by(q) === 'master')
            ? { kind: 'master-protected', votes: count, masters: shielded }
            : { kind: 'protected', votes: count, protected: protectedBy(shielded, by) };
          for (const p of next) {
            if (isProtected[p]) saved(p);
            else kill(p, reason);
          }
          break;
        }
        for (const p of next) {
          saved(p);
          shielded.push(p);
        }
      }
    }
  }

  // Lovers and the roles that take someone with them, until nothing changes: "If either player is
  // killed, the other dies as well"; "If the Hunter dies, the player he is pointing at also dies."
  const lovers = day.lovers;
  for (let i = 0; i < deaths.length; i++) {
    const { player } = deaths[i]!;
    if (lovers.length >= 2 && lovers.includes(player)) {
      for (const other of lovers) kill(other, { kind: 'love', lover: player });
    }
    hooks[player]?.onDeath?.(day, player, kill);
  }

  const died = day.died;
  for (let p = 0; p < n; p++) {
    if (!dead[p]) continue;
    if (werewolf[p]) died.werewolf = true;
    if (vampire[p]) died.vampire = true;
    if (alien[p]) died.alien = true;
  }

  // Outcomes roles force on teams (the Tanner, the Synthetic, the Leader chosen by the alien team).
  for (let p = 0; p < n; p++) {
    const forces = hooks[p]?.forces;
    if (!forces) continue;
    for (const force of forces(day, p)) day.force(force);
  }

  // "Any player who votes for the player with the Mark of Disease cannot win, even if their team wins."
  let poisoned: boolean[] | null = null;
  for (let p = 0; p < n; p++)
    if (marks[p] === 'disease' || hooks[p]?.poisonsVotes?.(day) === true) (poisoned ??= filled(n, false))[p] = true;

  // A row of the table's size set player by player (`blank`: a slice, not a push per player).
  const players = blank<PlayerResult>(n);
  const guesses = state.wrongGuesses.length > 0 ? state.wrongGuesses : null;
  for (let p = 0; p < n; p++) {
    const t = team[p]!;
    let verdict: Verdict = day.applyForce(t, hooks[p]?.verdict?.(day, p) ?? day.teamVerdict(t, p));

    // The Oracle who guessed the app's number wrong: "every other player now wins if the Oracle dies; the
    // Oracle wins only if she survives".
    if (guesses)
      for (const oracle of guesses) {
        if (oracle === p) verdict = { kind: 'oracle-guess', won: !dead[p]!, oracle };
        else if (dead[oracle] && !verdictWon(verdict)) verdict = { kind: 'oracle-guess', won: true, oracle };
      }

    // "A player who receives the Mark of the Traitor only wins if someone else on his team is killed.
    // If he is the only person on his team, the Mark of the Traitor has no effect." The Dagger of the
    // Traitor (an artifact) does the same: "wins only if someone else on his team dies".
    const dagger = state.artifacts?.[state.positions[p]!] === 'dagger-of-the-traitor';
    if (marks[p] === 'traitor' || dagger) {
      const mates = team.flatMap((other, q) => (q !== p && other === t ? [q] : []));
      if (mates.length > 0) {
        const teammatesDead = mates.filter((q) => dead[q]);
        verdict = { kind: 'traitor', team: t, won: teammatesDead.length > 0, teammatesDead };
      }
    }
    // Either hand's vote counts; a vote for the app names nobody.
    if (poisoned) {
      const two = second?.[p] ?? null;
      const diseasedVote =
        votes[p]! < n && poisoned[votes[p]!] ? votes[p]! : two !== null && two < n && poisoned[two] ? two : -1;
      if (diseasedVote >= 0)
        verdict = { kind: 'diseased-vote', votedFor: diseasedVote, wouldHaveWon: verdictWon(verdict) };
    }

    players[p] = {
      player: p,
      startCard: state.setup.cards[state.startCards[p]!]!,
      card: cardAt(state, p),
      role: roles[p] ?? null,
      mark: marks[p]!,
      team: t,
      dead: dead[p]!,
      won: verdictWon(verdict),
      verdict,
    };
  }

  // The three center cards, and the Alpha Wolf's Center Werewolf card (index 3) when there is one.
  const center = blank<Role>(state.setup.centerCount);
  for (let i = 0; i < center.length; i++) center[i] = cardAt(state, n + i);
  return { votes, second, tally, appVotes, epicBattle, activeGroups, deaths, protections, players, center };
}

/** Who was protected and by what, item by item (not by `map`: see `arrays.ts`). */
function protectedBy(players: readonly number[], by: (q: number) => Protection): { player: number; by: Protection }[] {
  const out: { player: number; by: Protection }[] = [];
  for (const player of players) out.push({ player, by: by(player) });
  return out;
}

/** The highest number of votes below `count` that a player has (0 when none). */
function nextBelow(tally: readonly number[], count: number): number {
  let best = 0;
  for (const c of tally) if (c < count && c > best) best = c;
  return best;
}

/** The players with exactly this many votes, by seat. */
function tier(tally: readonly number[], count: number): number[] {
  const players: number[] = [];
  for (let p = 0; p < tally.length; p++) if (tally[p] === count) players.push(p);
  return players;
}

/**
 * The table as the vote's deciding reads it (the `DayContext` the roles' day hooks see), and the team
 * rules: the village's and each monster team's verdict, computed once and shared by its players, and the
 * outcomes roles force. One object per vote, its rules on the prototype.
 */
class Day implements DayContext {
  readonly options: GameOptions;
  readonly n: number;
  readonly roles: (Role | null)[];
  readonly marks: Mark[];
  /**
   * The Marks as they decide teams: an artifact that changes the role overrides the Mark of the Vampire.
   * Without artifacts, `marks` itself (one list fewer per vote).
   */
  readonly teamMarks: Mark[];
  readonly hooks: (DayTable | null)[];
  /** Set once the Cursed has turned (`decide`). */
  teams: Team[] = [];
  readonly vampire: boolean[];
  readonly werewolf: boolean[];
  readonly alien: boolean[];
  readonly dead: boolean[];
  readonly isProtected: boolean[];
  killProof: boolean[] | null = null;
  readonly lovers: number[] = [];
  readonly deaths: Death[] = [];
  readonly active: Record<Group, boolean> = {
    village: false,
    werewolf: false,
    vampire: false,
    alien: false,
  };
  readonly died: Record<Monster, boolean> = { werewolf: false, vampire: false, alien: false };
  epicBattle = false;
  /** Outcomes forced on teams; a loss beats a win, and the first reason of each kind stays. */
  private forced: Partial<Record<Team, TeamForce>> | null = null;
  private villageOnce: Verdict | null = null;
  private werewolfOnce: Verdict | null = null;
  private vampireOnce: Verdict | null = null;
  private alienOnce: Verdict | null = null;

  constructor(
    readonly state: GameState,
    readonly votes: readonly number[],
    readonly second: readonly (number | null)[] | null,
  ) {
    const n = playerCount(state);
    this.n = n;
    this.options = state.setup.options;
    const artifacts = state.artifacts !== null;
    // Every per-player list starts as a row of nulls (`blank`: a slice, not a push per player) and is
    // filled in one walk of the table.
    const roles = (this.roles = blank<Role | null>(n));
    const marks = (this.marks = blank<Mark>(n));
    const teamMarks = (this.teamMarks = artifacts ? blank<Mark>(n) : marks);
    const hooks = (this.hooks = blank<DayTable | null>(n));
    const vampire = (this.vampire = blank<boolean>(n));
    const werewolf = (this.werewolf = blank<boolean>(n));
    const alien = (this.alien = blank<boolean>(n));
    const dead = (this.dead = blank<boolean>(n));
    const isProtected = (this.isProtected = blank<boolean>(n));
    for (let p = 0; p < n; p++) {
      const mark = markAt(state, p);
      const role = finalRole(state, p);
      const teamMark = mark === 'vampire' && artifacts && roleArtifact(state, p) ? 'clarity' : mark;
      roles[p] = role;
      marks[p] = mark;
      teamMarks[p] = teamMark;
      const known = dayRole(role);
      hooks[p] = known.hooks;
      vampire[p] = isVampire(known, teamMark);
      werewolf[p] = isWerewolf(known, teamMark);
      alien[p] = isAlien(known, teamMark);
      dead[p] = false;
      isProtected[p] = false;
      if (mark === 'love') this.lovers.push(p);
    }
  }

  /** Who the player is after their role changed (the Cursed turned by the votes): hooks and creature. */
  classify(p: number): void {
    const known = dayRole(this.roles[p]!);
    const mark = this.teamMarks[p]!;
    this.hooks[p] = known.hooks;
    this.vampire[p] = isVampire(known, mark);
    this.werewolf[p] = isWerewolf(known, mark);
    this.alien[p] = isAlien(known, mark);
  }

  readonly kill = (player: number, reason: DeathReason): void => {
    if (player < 0 || player >= this.n || this.dead[player]) return;
    this.dead[player] = true;
    this.deaths.push({ player, reason });
  };

  force(force: TeamForce): void {
    const forced = (this.forced ??= {});
    const before = forced[force.team];
    if (!before || (before.won && !force.won)) forced[force.team] = force;
  }

  /** A forced outcome replaces the team's own when it turns a win into a loss or a loss into a win. */
  applyForce(t: Team, verdict: Verdict): Verdict {
    const force = this.forced?.[t];
    if (!force || force.won === verdictWon(verdict)) return verdict;
    return { kind: 'forced', team: t, won: force.won, why: force.why };
  }

  /** Whether a team won: the village and the monsters by their rule, any other team if one of its players did. */
  teamWins(t: Team): boolean {
    if (t === 'village' || isMonster(t)) return verdictWon(this.applyForce(t, this.teamVerdict(t, -1)));
    for (let p = 0; p < this.n; p++) {
      if (this.teams[p] !== t || this.roles[p] === 'nostradamus') continue;
      const own = this.hooks[p]?.verdict?.(this, p);
      if (own && verdictWon(this.applyForce(t, own))) return true;
    }
    return false;
  }

  teamVerdict(t: Team, player: number): Verdict {
    if (t === 'village') return (this.villageOnce ??= this.villageRule());
    if (isMonster(t)) return this.monsterFor(t, player);
    return { kind: 'team', team: t, won: false, why: 'no-rule' };
  }

  // The village's verdict and a monster team's are the same for each of its players: computed once.
  private monsterFor(t: Monster, player: number): Verdict {
    // Only the Minion's rule (no Werewolf among the players) depends on who asks.
    if (!this.epicBattle && !this.active[t] && t === 'werewolf') return this.monsterVerdict(t, player);
    switch (t) {
      case 'werewolf':
        return (this.werewolfOnce ??= this.monsterVerdict(t, player));
      case 'vampire':
        return (this.vampireOnce ??= this.monsterVerdict(t, player));
      case 'alien':
        return (this.alienOnce ??= this.monsterVerdict(t, player));
    }
  }

  private anyDeadBut(player: number): boolean {
    for (let p = 0; p < this.n; p++) if (this.dead[p] && p !== player) return true;
    return false;
  }

  private monsterVerdict(t: Monster, player: number): Verdict {
    const { died, active } = this;
    if (this.epicBattle) {
      // The other monster groups, those in play named as foes (a loop, no lists in between).
      const ownDied = died[t];
      let enemyDied = false;
      const foes: Monster[] = [];
      // By index: these run a few times a game, often before they are optimized, where `for…of` allocates.
      for (let i = 0; i < MONSTERS.length; i++) {
        const m = MONSTERS[i]!;
        if (m === t) continue;
        if (died[m]) enemyDied = true;
        if (active[m] || died[m]) foes.push(m);
      }
      const why: TeamWhy = ownDied ? 'epic-own-died' : enemyDied ? 'epic-won' : 'epic-no-enemy-died';
      return { kind: 'team', team: t, won: !ownDied && enemyDied, why, enemies: foes };
    }
    if (!active[t]) {
      // "If no players are Werewolves, the Minion wins if one other player dies."
      // (The Tanner's death beats him only with the house rule tannerBeatsLoneMinion: a force, rule 55.)
      if (t === 'werewolf') {
        const role = player >= 0 ? this.roles[player] : null;
        const won = this.anyDeadBut(player);
        return role && role !== 'minion' ? { kind: 'minion-alone', won, role } : { kind: 'minion-alone', won };
      }
      // "The alien team wins if at least one player is an Alien and no Alien dies."
      if (t === 'alien') return { kind: 'team', team: t, won: false, why: 'no-alien' };
    }
    if (died[t]) return { kind: 'team', team: t, won: false, why: DIED[t] };
    return { kind: 'team', team: t, won: true, why: NONE_DIED[t] };
  }

  private villageRule(): Verdict {
    const t = 'village';
    const { died, active } = this;
    if (this.epicBattle) {
      if (this.options.epicVillageAnyTwoTeams) {
        // "At least 1 player from two different teams must be killed" (Alien text): any teams.
        const teamsDead = new Set(this.teams.filter((_, p) => this.dead[p]));
        const won = teamsDead.size >= 2;
        return { kind: 'team', team: t, won, why: won ? 'epic-two-teams-died' : 'epic-not-two-teams' };
      }
      // "At least 1 player from two different non-villager teams" (compendium; the Vampire text's three teams).
      let groupsDead = 0;
      for (let i = 0; i < MONSTERS.length; i++) if (died[MONSTERS[i]!]) groupsDead++;
      const won = groupsDead >= 2;
      if (!active.alien) return { kind: 'team', team: t, won, why: won ? 'epic-both-died' : 'epic-not-both' };
      return { kind: 'team', team: t, won, why: won ? 'epic-two-teams-died' : 'epic-not-two-teams' };
    }
    // The monster groups in play: the first of them to lose a player makes the village win.
    let anyPresent = false;
    for (let i = 0; i < MONSTERS.length; i++) {
      const m = MONSTERS[i]!;
      if (!active[m]) continue;
      if (died[m]) return { kind: 'team', team: t, won: true, why: DIED[m] };
      anyPresent = true;
    }
    if (!anyPresent) {
      const someoneDied = this.deaths.length > 0;
      return { kind: 'team', team: t, won: !someoneDied, why: someoneDied ? 'someone-died' : 'nobody-died' };
    }
    const missed = active.vampire ? 'vampire' : active.alien ? 'alien' : 'werewolf';
    return { kind: 'team', team: t, won: false, why: NONE_DIED[missed] };
  }
}

/** "werewolf-died" and "no-werewolf-died" for each monster, written once (the narrative looks them up). */
const DIED = {
  werewolf: 'werewolf-died',
  vampire: 'vampire-died',
  alien: 'alien-died',
} as const satisfies Record<Monster, TeamWhy>;
const NONE_DIED = {
  werewolf: 'no-werewolf-died',
  vampire: 'no-vampire-died',
  alien: 'no-alien-died',
} as const satisfies Record<Monster, TeamWhy>;

/** A Vampire: card Vampire, Master or Count (or a copy), or the Mark; others only without that Mark. */
const isVampire = (role: DayRole, mark: Mark): boolean => mark === 'vampire' || role.vampire;
const isWerewolf = (role: DayRole, mark: Mark): boolean => mark !== 'vampire' && role.werewolf;
const isAlien = (role: DayRole, mark: Mark): boolean => mark !== 'vampire' && role.alien;

function isMonster(team: Team): team is Monster {
  return team === 'werewolf' || team === 'vampire' || team === 'alien';
}

export function verdictWon(verdict: Verdict): boolean {
  return verdict.kind === 'diseased-vote' ? false : verdict.won;
}
