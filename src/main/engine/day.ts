import { rippleOf } from './app/state.ts';
import { groupSeats } from './app/targets.ts';
import { err, ok, ruleError, type Result, type RuleError } from './errors.ts';
import type { DayResult, Death, DeathReason, PlayerResult, Protection, TeamWhy, Verdict } from './events.ts';
import { ALIEN_KIND, VAMPIRE_KIND, WEREWOLF_KIND } from './kinds.ts';
import { ROLE_MODULES } from './roles/index.ts';
import type { DayContext, DayHooks, TeamForce } from './roles/types.ts';
import {
  cardAt,
  finalRole,
  isNightOver,
  markAt,
  playerCount,
  roleArtifact,
  teamsFrom,
  type GameState,
} from './state.ts';
import { ROLES, type Mark, type Role, type Team } from './vocabulary.ts';

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
  const check = (p: number, vote: number | undefined, at: string, hand: string): void => {
    if (vote === undefined)
      problems.push(
        ruleError('vote/missing', at, `${names[p]} did not vote${hand}; every player points at another player`),
      );
    else if (vote === n && Number.isInteger(vote)) {
      if (!rules.app)
        problems.push(
          ruleError(
            'vote/unknown-player',
            at,
            `${names[p]} voted for the app; only a vote-for-app ripple lets players vote for the app`,
          ),
        );
    } else if (!Number.isInteger(vote) || vote < 0 || vote >= n)
      problems.push(ruleError('vote/unknown-player', at, `${names[p]} voted for seat ${vote}, which is not a player`));
    else if (vote === p)
      problems.push(ruleError('vote/self', at, `${names[p]} voted for themselves; nobody may vote for themselves`));
  };
  for (let p = 0; p < n; p++) {
    const at = `votes.${names[p]}`;
    check(p, votes[p], at, '');
    const two = second?.[p];
    if (rules.twoHands.includes(p)) check(p, two ?? undefined, at, ' with the second hand (a two-hand vote)');
    else if (two !== undefined && two !== null)
      problems.push(
        ruleError(
          'vote/unknown-player',
          at,
          `${names[p]} voted twice; only the players a two-hand-vote ripple names vote with both hands`,
        ),
      );
  }
  if (votes.length > n)
    problems.push(
      ruleError(
        'vote/unknown-player',
        'votes',
        `${votes.length} votes for ${n} players; each player votes exactly once`,
      ),
    );
  return problems;
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
      protects: day.protects,
      turnedByVotes: day.turnedByVotes,
      onDeath: day.onDeath,
      verdict: day.verdict,
      forces: day.forces,
      poisonsVotes: day.poisonsVotes,
    });
}

/** The groups whose presence makes an Epic Battle: three or four of them active. */
const GROUPS = ['village', 'werewolf', 'vampire', 'alien'] as const satisfies readonly Team[];
/** The monster groups (teams that are also a kind of creature). */
const MONSTERS = ['werewolf', 'vampire', 'alien'] as const satisfies readonly Team[];
type Monster = (typeof MONSTERS)[number];

export function resolveVotes(
  state: GameState,
  votes: readonly number[],
  second?: readonly (number | null | undefined)[],
): Result<DayResult, RuleError[]> {
  if (!isNightOver(state))
    return err([
      ruleError('vote/not-day', 'votes', 'the vote comes after the night; some calls have not been answered'),
    ]);
  const problems = validateVotes(state, votes, second);
  if (problems.length > 0) return err(problems);
  return ok(decide(state, votes, second ?? null));
}

function decide(
  state: GameState,
  votes: readonly number[],
  secondIn: readonly (number | null | undefined)[] | null,
): DayResult {
  const n = playerCount(state);
  const options = state.setup.options;
  const second: (number | null)[] | null = secondIn ? votes.map((_, p) => secondIn[p] ?? null) : null;
  const tally = filled(n, 0);
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

  const roles: (Role | null)[] = [];
  const marks: Mark[] = [];
  /** The Marks as they decide teams: an artifact that changes the role overrides the Mark of the Vampire. */
  const teamMarks: Mark[] = [];
  const vampire = filled(n, false);
  const werewolf = filled(n, false);
  const alien = filled(n, false);
  const lovers: number[] = [];
  const kinds = (p: number): void => {
    const role = roles[p]!;
    const mark = teamMarks[p]!;
    // A Vampire: card Vampire, Master or Count (or a copy), or the Mark; others only without that Mark.
    vampire[p] = mark === 'vampire' || (role !== null && VAMPIRE_KIND.has(role));
    werewolf[p] = mark !== 'vampire' && role !== null && WEREWOLF_KIND.has(role);
    alien[p] = mark !== 'vampire' && role !== null && ALIEN_KIND.has(role);
  };
  const artifacts = state.artifacts !== null;
  for (let p = 0; p < n; p++) {
    const mark = markAt(state, p);
    roles.push(finalRole(state, p));
    marks.push(mark);
    teamMarks.push(mark === 'vampire' && artifacts && roleArtifact(state, p) ? 'clarity' : mark);
    kinds(p);
    if (mark === 'love') lovers.push(p);
  }
  const hooks: (DayTable | undefined)[] = [];
  for (let p = 0; p < n; p++) {
    const role = roles[p];
    hooks.push(role == null ? undefined : DAY_HOOKS.get(role));
  }
  const dead = filled(n, false);
  const isProtected = filled(n, false);
  const team: Team[] = [];
  const ctx: DayContext = {
    state,
    options,
    n,
    votes,
    second,
    roles,
    marks,
    teams: team,
    vampire,
    werewolf,
    alien,
    dead,
    isProtected,
    teamWins: (t) => teamWins(t),
  };
  // The Cursed turns into a Werewolf (or a Vampire) when one of them votes for him.
  for (let p = 0; p < n; p++) {
    const turned = hooks[p]?.turnedByVotes?.(ctx, p);
    if (!turned) continue;
    roles[p] = turned;
    hooks[p] = DAY_HOOKS.get(turned);
    kinds(p);
  }
  for (const t of teamsFrom(roles, teamMarks, state.joins)) team.push(t);

  // A group is active when it is "actually in front of at least one player": Werewolves, Vampires and
  // Aliens themselves (a lone Minion is no Werewolf), and anyone on the village team.
  const active = {
    village: team.includes('village'),
    werewolf: werewolf.includes(true),
    vampire: vampire.includes(true),
    alien: alien.includes(true),
  };
  const activeGroups = GROUPS.filter((g) => active[g]);
  const epicBattle = activeGroups.length >= 3;

  // Roles that protect from the vote: their holder (the Master voted for by another Vampire, the Prince)
  // or whoever they vote for (the Bodyguard).
  const protection = filled<Protection | null>(n, null);
  for (let p = 0; p < n; p++) {
    const hook = hooks[p];
    if (!hook) continue;
    if (hook.protectedByVotes?.(ctx, p)) {
      isProtected[p] = true;
      protection[p] ??= roles[p] === 'the-master' ? 'master' : 'prince';
    }
    for (const q of hook.protects?.(ctx, p) ?? []) {
      isProtected[q] = true;
      protection[q] ??= 'bodyguard';
    }
  }

  const deaths: Death[] = [];
  const kill = (player: number, reason: DeathReason): void => {
    if (player < 0 || player >= n || dead[player]) return;
    dead[player] = true;
    deaths.push({ player, reason });
  };

  let most = 0;
  let second2 = 0;
  for (const c of tally) {
    if (c > most) {
      second2 = most;
      most = c;
    } else if (c < most && c > second2) second2 = c;
  }
  const tier = (count: number): number[] => {
    const players: number[] = [];
    for (let p = 0; p < n; p++) if (tally[p] === count) players.push(p);
    return players;
  };
  const protectedOf = (players: number[]): number[] => players.filter((p) => isProtected[p]);

  // "If the app gets most votes nobody dies" (a tie with the app counts as the app's, unless the house
  // rule says the tied players die).
  const appSaves = appVotes > 0 && (appVotes > most || (appVotes === most && !options.appTieKillsPlayers));
  // "1 vote counts" in an Epic Battle; as a house rule also when nobody has more than one vote.
  const least = epicBattle && options.epicOneVoteKills ? 1 : 2;
  if (!appSaves && most >= least) {
    const top = tier(most);
    const topDying = top.filter((p) => !isProtected[p]);
    for (const p of topDying) kill(p, { kind: 'votes', votes: most });
    if (epicBattle && top.length === 1 && second2 >= 1) {
      // "The player with the most votes and the player with the 2nd most votes (1 vote counts)."
      for (const p of tier(second2)) if (!isProtected[p]) kill(p, { kind: 'second-most', votes: second2 });
    } else if (topDying.length === 0 && second2 >= 2) {
      // "Instead, the player with the 2nd most votes (greater than 1) is killed."
      const next = tier(second2);
      if (!(options.masterTieSecondSpared && next.length > 1))
        for (const p of next) {
          if (isProtected[p]) continue;
          const shielded = protectedOf(top);
          kill(
            p,
            shielded.every((q) => protection[q] === 'master')
              ? { kind: 'master-protected', votes: second2, masters: shielded }
              : {
                  kind: 'protected',
                  votes: second2,
                  protected: shielded.map((q) => ({ player: q, by: protection[q] ?? 'bodyguard' })),
                },
          );
        }
    }
  }

  // Lovers and the roles that take someone with them, until nothing changes: "If either player is
  // killed, the other dies as well"; "If the Hunter dies, the player he is pointing at also dies."
  for (let i = 0; i < deaths.length; i++) {
    const { player } = deaths[i]!;
    if (lovers.length >= 2 && lovers.includes(player)) {
      for (const other of lovers) kill(other, { kind: 'love', lover: player });
    }
    hooks[player]?.onDeath?.(ctx, player, kill);
  }

  const anyDead = (pred: (p: number) => boolean): boolean => {
    for (let p = 0; p < n; p++) if (dead[p] && pred(p)) return true;
    return false;
  };
  const died: Record<Monster, boolean> = { werewolf: false, vampire: false, alien: false };
  for (let p = 0; p < n; p++) {
    if (!dead[p]) continue;
    if (werewolf[p]) died.werewolf = true;
    if (vampire[p]) died.vampire = true;
    if (alien[p]) died.alien = true;
  }
  const someoneDied = deaths.length > 0;

  // Outcomes roles force on teams (the Tanner, the Synthetic, the Leader chosen by the alien team).
  const forced = new Map<Team, TeamForce>();
  for (let p = 0; p < n; p++) {
    const forces = hooks[p]?.forces;
    if (!forces) continue;
    for (const force of forces(ctx, p)) {
      const before = forced.get(force.team);
      // A loss beats a win; the first reason of each kind stays.
      if (!before || (before.won && !force.won)) forced.set(force.team, force);
    }
  }

  const monsterVerdict = (t: Monster, player: number): Verdict => {
    if (epicBattle) {
      const enemies = MONSTERS.filter((m) => m !== t);
      const ownDied = died[t];
      const enemyDied = enemies.some((m) => died[m]);
      const why: TeamWhy = ownDied ? 'epic-own-died' : enemyDied ? 'epic-won' : 'epic-no-enemy-died';
      const foes = enemies.filter((m) => active[m] || died[m]);
      return { kind: 'team', team: t, won: !ownDied && enemyDied, why, enemies: foes };
    }
    if (!active[t]) {
      // "If no players are Werewolves, the Minion wins if one other player dies."
      if (t === 'werewolf') {
        const tannerBlocks = options.tannerBeatsLoneMinion && forced.get('werewolf')?.why === 'tanner-died';
        const role = player >= 0 ? roles[player] : null;
        return {
          kind: 'minion-alone',
          won: anyDead((p) => p !== player) && !tannerBlocks,
          ...(role && role !== 'minion' ? { role } : {}),
        };
      }
      // "The alien team wins if at least one player is an Alien and no Alien dies."
      if (t === 'alien') return { kind: 'team', team: t, won: false, why: 'no-alien' };
    }
    if (died[t]) return { kind: 'team', team: t, won: false, why: `${t}-died` };
    return { kind: 'team', team: t, won: true, why: `no-${t}-died` };
  };

  // The village's verdict and a monster team's are the same for each of its players: computed once.
  let villageOnce: Verdict | null = null;
  const villageVerdict = (): Verdict => (villageOnce ??= villageRule());
  const monsterOnce = new Map<Monster, Verdict>();
  const villageRule = (): Verdict => {
    const t = 'village';
    if (epicBattle) {
      if (options.epicVillageAnyTwoTeams) {
        // "At least 1 player from two different teams must be killed" (Alien text): any teams.
        const teamsDead = new Set(team.filter((_, p) => dead[p]));
        const won = teamsDead.size >= 2;
        return { kind: 'team', team: t, won, why: won ? 'epic-two-teams-died' : 'epic-not-two-teams' };
      }
      // "At least 1 player from two different non-villager teams" (compendium; the Vampire text's three teams).
      const groupsDead = MONSTERS.filter((m) => died[m]);
      const won = groupsDead.length >= 2;
      if (!active.alien) return { kind: 'team', team: t, won, why: won ? 'epic-both-died' : 'epic-not-both' };
      return { kind: 'team', team: t, won, why: won ? 'epic-two-teams-died' : 'epic-not-two-teams' };
    }
    const present = MONSTERS.filter((m) => active[m]);
    if (present.length === 0)
      return { kind: 'team', team: t, won: !someoneDied, why: someoneDied ? 'someone-died' : 'nobody-died' };
    const hit = present.find((m) => died[m]);
    if (hit) return { kind: 'team', team: t, won: true, why: `${hit}-died` };
    const missed = present.includes('vampire') ? 'vampire' : present.includes('alien') ? 'alien' : 'werewolf';
    return { kind: 'team', team: t, won: false, why: `no-${missed}-died` };
  };

  const monsterFor = (t: Monster, player: number): Verdict => {
    // Only the Minion's rule (no Werewolf among the players) depends on who asks.
    if (!epicBattle && !active[t] && t === 'werewolf') return monsterVerdict(t, player);
    let verdict = monsterOnce.get(t);
    if (!verdict) monsterOnce.set(t, (verdict = monsterVerdict(t, player)));
    return verdict;
  };

  const teamVerdict = (t: Team, player: number): Verdict => {
    const base = t === 'village' ? villageVerdict() : isMonster(t) ? monsterFor(t, player) : null;
    if (!base) return { kind: 'team', team: t, won: false, why: 'no-rule' };
    return base;
  };

  /** Whether a team won: the village and the monsters by their rule, any other team if one of its players did. */
  function teamWins(t: Team): boolean {
    if (t === 'village' || isMonster(t)) return verdictWon(applyForce(t, teamVerdict(t, -1)));
    for (let p = 0; p < n; p++) {
      if (team[p] !== t || roles[p] === 'nostradamus') continue;
      const own = hooks[p]?.verdict?.(ctx, p);
      if (own && verdictWon(applyForce(t, own))) return true;
    }
    return false;
  }

  /** A forced outcome replaces the team's own when it turns a win into a loss or a loss into a win. */
  const applyForce = (t: Team, verdict: Verdict): Verdict => {
    const force = forced.get(t);
    if (!force || force.won === verdictWon(verdict)) return verdict;
    return { kind: 'forced', team: t, won: force.won, why: force.why };
  };

  // "Any player who votes for the player with the Mark of Disease cannot win, even if their team wins."
  const poisoned: boolean[] = [];
  for (let p = 0; p < n; p++) poisoned.push(marks[p] === 'disease' || hooks[p]?.poisonsVotes?.(ctx) === true);

  const players: PlayerResult[] = [];
  for (let p = 0; p < n; p++) {
    const t = team[p]!;
    let verdict: Verdict = applyForce(t, hooks[p]?.verdict?.(ctx, p) ?? teamVerdict(t, p));

    // The Oracle who guessed the app's number wrong: "every other player now wins if the Oracle dies; the
    // Oracle wins only if she survives".
    for (const oracle of state.wrongGuesses) {
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
    const two = second?.[p] ?? null;
    const diseasedVote =
      votes[p]! < n && poisoned[votes[p]!] ? votes[p]! : two !== null && two < n && poisoned[two] ? two : -1;
    if (diseasedVote >= 0)
      verdict = { kind: 'diseased-vote', votedFor: diseasedVote, wouldHaveWon: verdictWon(verdict) };

    players.push({
      player: p,
      startCard: state.setup.cards[state.startCards[p]!]!,
      card: cardAt(state, p),
      role: roles[p] ?? null,
      mark: marks[p]!,
      team: t,
      dead: dead[p]!,
      won: verdictWon(verdict),
      verdict,
    });
  }

  // The three center cards, and the Alpha Wolf's Center Werewolf card (index 3) when there is one.
  const center: Role[] = [];
  for (let i = 0; i < state.setup.centerCount; i++) center.push(cardAt(state, n + i));
  return { votes, second, tally, appVotes, epicBattle, activeGroups, deaths, players, center };
}

/** An array of `n` copies of a value (packed, unlike `new Array(n).fill`). */
function filled<T>(n: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

function isMonster(team: Team): team is Monster {
  return team === 'werewolf' || team === 'vampire' || team === 'alien';
}

export function verdictWon(verdict: Verdict): boolean {
  return verdict.kind === 'diseased-vote' ? false : verdict.won;
}
