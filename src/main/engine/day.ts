import { err, ok, ruleError, type Result, type RuleError } from './errors.ts';
import type { DayResult, Death, DeathReason, PlayerResult, TeamWhy, Verdict } from './events.ts';
import { cardAt, finalRole, isNightOver, markAt, playerCount, teamsFrom, type GameState } from './state.ts';
import { VAMPIRE_KIND, WEREWOLF_KIND } from './kinds.ts';
import { ROLE_MODULES } from './roles/index.ts';
import type { DayContext } from './roles/types.ts';
import type { Mark, Role, Team } from './vocabulary.ts';

/** "Each player gets one vote and cannot vote for themselves"; every player points at someone. */
export function validateVotes(state: GameState, votes: readonly (number | undefined)[]): RuleError[] {
  const problems: RuleError[] = [];
  const names = state.setup.players;
  for (let p = 0; p < names.length; p++) {
    const vote = votes[p];
    const at = `votes.${names[p]}`;
    if (vote === undefined)
      problems.push(ruleError('vote/missing', at, `${names[p]} did not vote; every player points at another player`));
    else if (!Number.isInteger(vote) || vote < 0 || vote >= names.length)
      problems.push(ruleError('vote/unknown-player', at, `${names[p]} voted for seat ${vote}, which is not a player`));
    else if (vote === p)
      problems.push(ruleError('vote/self', at, `${names[p]} voted for themselves; nobody may vote for themselves`));
  }
  if (votes.length > names.length)
    problems.push(
      ruleError(
        'vote/unknown-player',
        'votes',
        `${votes.length} votes for ${names.length} players; each player votes exactly once`,
      ),
    );
  return problems;
}

/** The three (or four) groups whose presence makes an Epic Battle. */
const GROUPS = ['village', 'werewolf', 'vampire'] as const satisfies readonly Team[];

export function resolveVotes(state: GameState, votes: readonly number[]): Result<DayResult, RuleError[]> {
  if (!isNightOver(state))
    return err([
      ruleError('vote/not-day', 'votes', 'the vote comes after the night; some calls have not been answered'),
    ]);
  const problems = validateVotes(state, votes);
  if (problems.length > 0) return err(problems);
  return ok(decide(state, votes));
}

function decide(state: GameState, votes: readonly number[]): DayResult {
  const n = playerCount(state);
  const options = state.setup.options;
  const tally = new Array<number>(n).fill(0);
  for (const v of votes) tally[v]!++;

  const roles: (Role | null)[] = [];
  const marks: Mark[] = [];
  const vampire: boolean[] = [];
  const werewolf: boolean[] = [];
  const lovers: number[] = [];
  for (let p = 0; p < n; p++) {
    const role = finalRole(state, p);
    const mark = markAt(state, p);
    roles.push(role);
    marks.push(mark);
    // A Vampire: card Vampire, Master or Count (or a copy), or the Mark; a Werewolf: not a Vampire by Mark.
    vampire.push(mark === 'vampire' || (role !== null && VAMPIRE_KIND.has(role)));
    werewolf.push(mark !== 'vampire' && role !== null && WEREWOLF_KIND.has(role));
    if (mark === 'love') lovers.push(p);
  }
  const team = teamsFrom(roles, marks);
  const hooks = roles.map((role) => (role === null ? undefined : ROLE_MODULES[role].day));
  const dead = new Array<boolean>(n).fill(false);
  const isProtected = new Array<boolean>(n).fill(false);
  const ctx: DayContext = { state, options, n, votes, roles, marks, teams: team, vampire, werewolf, dead, isProtected };

  // A group is active when it is "actually in front of at least one player": Werewolves and Vampires
  // themselves (a lone Minion is no Werewolf), and anyone on the village team.
  const active = {
    village: team.includes('village'),
    werewolf: werewolf.includes(true),
    vampire: vampire.includes(true),
  };
  const activeGroups = GROUPS.filter((g) => active[g]);
  const epicBattle = activeGroups.length >= 3;

  // Roles that protect their holder from the vote (the Master voted for by another Vampire).
  for (let p = 0; p < n; p++) if (hooks[p]?.protectedByVotes?.(ctx, p)) isProtected[p] = true;

  const deaths: Death[] = [];
  const kill = (player: number, reason: DeathReason): void => {
    if (dead[player]) return;
    dead[player] = true;
    deaths.push({ player, reason });
  };

  let most = 0;
  let second = 0;
  for (const c of tally) {
    if (c > most) {
      second = most;
      most = c;
    } else if (c < most && c > second) second = c;
  }
  const tier = (count: number): number[] => {
    const players: number[] = [];
    for (let p = 0; p < n; p++) if (tally[p] === count) players.push(p);
    return players;
  };
  const protectedOf = (players: number[]): number[] => players.filter((p) => isProtected[p]);

  // "If no player receives more than one vote, no one dies."
  if (most >= 2) {
    const top = tier(most);
    const topDying = top.filter((p) => !isProtected[p]);
    for (const p of topDying) kill(p, { kind: 'votes', votes: most });
    if (epicBattle && top.length === 1 && second >= 1) {
      // "The player with the most votes and the player with the 2nd most votes (1 vote counts)."
      for (const p of tier(second)) if (!isProtected[p]) kill(p, { kind: 'second-most', votes: second });
    } else if (topDying.length === 0 && second >= 2) {
      // "Instead, the player with the 2nd most votes (greater than 1) is killed."
      for (const p of tier(second)) {
        if (!isProtected[p]) kill(p, { kind: 'master-protected', votes: second, masters: protectedOf(top) });
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

  const anyDead = (pred: (p: number) => boolean): boolean => dead.some((d, p) => d && pred(p));
  const wolfDied = anyDead((p) => werewolf[p]!);
  const vampireDied = anyDead((p) => vampire[p]!);
  const someoneDied = deaths.length > 0;
  // Teams that cannot win because of who died (the Tanner: "the werewolf team does not win").
  const blocked = new Map<Team, TeamWhy>();
  for (let p = 0; p < n; p++) {
    if (!dead[p]) continue;
    for (const block of hooks[p]?.deathBlocks?.(ctx, p) ?? [])
      if (!blocked.has(block.team)) blocked.set(block.team, block.why);
  }

  const teamVerdict = (t: Team, player: number): Verdict => {
    if (epicBattle) {
      if (t === 'village')
        return {
          kind: 'team',
          team: t,
          won: wolfDied && vampireDied,
          why: wolfDied && vampireDied ? 'epic-both-died' : 'epic-not-both',
        };
      const ownDied = t === 'werewolf' ? wolfDied : vampireDied;
      const enemyDied = t === 'werewolf' ? vampireDied : wolfDied;
      const why: TeamWhy = ownDied ? 'epic-own-died' : enemyDied ? 'epic-won' : 'epic-no-enemy-died';
      return { kind: 'team', team: t, won: !ownDied && enemyDied, why };
    }
    if (t === 'village') {
      if (!active.werewolf && !active.vampire)
        return { kind: 'team', team: t, won: !someoneDied, why: someoneDied ? 'someone-died' : 'nobody-died' };
      if (active.werewolf && wolfDied) return { kind: 'team', team: t, won: true, why: 'werewolf-died' };
      if (active.vampire && vampireDied) return { kind: 'team', team: t, won: true, why: 'vampire-died' };
      return { kind: 'team', team: t, won: false, why: active.vampire ? 'no-vampire-died' : 'no-werewolf-died' };
    }
    if (t === 'werewolf') {
      if (!active.werewolf) {
        // "If no players are Werewolves, the Minion wins if one other player dies."
        return { kind: 'minion-alone', won: anyDead((p) => p !== player) };
      }
      if (wolfDied) return { kind: 'team', team: t, won: false, why: 'werewolf-died' };
      const block = blocked.get(t);
      if (block) return { kind: 'team', team: t, won: false, why: block };
      return { kind: 'team', team: t, won: true, why: 'no-werewolf-died' };
    }
    // vampire team: "If any Vampire is killed at the end of the game, the vampire team loses."
    if (vampireDied) return { kind: 'team', team: t, won: false, why: 'vampire-died' };
    const block = blocked.get(t);
    if (block) return { kind: 'team', team: t, won: false, why: block };
    return { kind: 'team', team: t, won: true, why: 'no-vampire-died' };
  };

  // "Any player who votes for the player with the Mark of Disease cannot win, even if their team wins."
  const poisoned = new Array<boolean>(n).fill(false);
  for (let p = 0; p < n; p++) poisoned[p] = marks[p] === 'disease' || hooks[p]?.poisonsVotes?.(ctx) === true;

  const players: PlayerResult[] = [];
  for (let p = 0; p < n; p++) {
    const t = team[p]!;
    let verdict: Verdict = hooks[p]?.verdict?.(ctx, p) ?? teamVerdict(t, p);

    // "A player who receives the Mark of the Traitor only wins if someone else on his team is killed.
    // If he is the only person on his team, the Mark of the Traitor has no effect."
    if (marks[p] === 'traitor') {
      const mates = team.flatMap((other, q) => (q !== p && other === t ? [q] : []));
      if (mates.length > 0) {
        const teammatesDead = mates.filter((q) => dead[q]);
        verdict = { kind: 'traitor', team: t, won: teammatesDead.length > 0, teammatesDead };
      }
    }
    if (poisoned[votes[p]!])
      verdict = { kind: 'diseased-vote', votedFor: votes[p]!, wouldHaveWon: verdictWon(verdict) };

    players.push({
      player: p,
      startCard: state.setup.cards[state.startCards[p]!]!,
      card: cardAt(state, p),
      mark: marks[p]!,
      team: t,
      dead: dead[p]!,
      won: verdictWon(verdict),
      verdict,
    });
  }

  const center = [0, 1, 2].map((i) => cardAt(state, n + i));
  return { votes, tally, epicBattle, activeGroups, deaths, players, center };
}

function verdictWon(verdict: Verdict): boolean {
  return verdict.kind === 'diseased-vote' ? false : verdict.won;
}
