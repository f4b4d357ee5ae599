import type {
  DayResult,
  DeathReason,
  Fact,
  GameEvent,
  OverrideEvent,
  Place,
  PlayerResult,
  StepEvent,
  TeamWhy,
  Verdict,
} from './events.ts';
import type { GameSetup } from './state.ts';
import { CENTER_NAMES_EN, MARK_NAMES_EN, ROLE_NAMES_EN, TEAM_NAMES_EN, list, theRole } from './text/en.ts';
import type { Mark, Role, Team } from './vocabulary.ts';

/** Turns the events of a game into plain sentences, readable aloud to the table. */
export function explain(setup: GameSetup, events: readonly GameEvent[]): string[] {
  const sentences: string[] = [];
  for (const event of events) {
    if (event.type === 'step') {
      const sentence = explainStep(setup, event);
      if (sentence) sentences.push(sentence);
    } else if (event.type === 'override') sentences.push(explainOverride(setup, event));
    else sentences.push(...explainResult(setup, event.result));
  }
  return sentences;
}

const who = (setup: GameSetup, p: number): string => setup.players[p]!;
const names = (setup: GameSetup, ps: readonly number[]): string => list(ps.map((p) => who(setup, p)));
const mark = (m: Mark): string => `the ${MARK_NAMES_EN[m]}`;
const role = (r: Role): string => theRole(ROLE_NAMES_EN[r]);

function place(setup: GameSetup, p: Place): string {
  return 'player' in p ? `${who(setup, p.player)}'s card` : CENTER_NAMES_EN[p.center]!;
}

function label(setup: GameSetup, event: StepEvent): string {
  const actors = names(setup, event.actors);
  if (event.step === 'vampires') return `the Vampires (${actors})`;
  if (event.step === 'werewolves')
    return event.actors.length === 1 ? `the Werewolf (${actors})` : `the Werewolves (${actors})`;
  if (event.step === 'masons') return event.actors.length === 1 ? `the Mason (${actors})` : `the Masons (${actors})`;
  if (event.step === 'lovers') return `the lovers (${actors})`;
  if (!event.role) return actors;
  const name = ROLE_NAMES_EN[event.role];
  if (event.doppelganger && event.role !== 'doppelganger') return `the Doppelgänger-${name} (${actors})`;
  const copycat = event.actors.length === 1 && setup.cards[event.actors[0]!] === 'copycat' && event.role !== 'copycat';
  return copycat ? `${theRole(name)} (${actors}, the Copycat)` : `${theRole(name)} (${actors})`;
}

function explainStep(setup: GameSetup, event: StepEvent): string | null {
  const prefix = event.phase === 'dusk' ? 'Dusk: ' : 'Night: ';
  if (event.step === 'marks-view') {
    const fact = event.facts.find((f) => f.kind === 'marks-viewed');
    const frightened = fact && fact.kind === 'marks-viewed' ? fact.frightened : [];
    const fear =
      frightened.length > 0 ? ` ${names(setup, frightened)} held the Mark of Fear and could not act at night.` : '';
    return `End of Dusk: everyone viewed their Mark.${fear}`;
  }
  if (event.actors.length === 0) {
    if (event.frightened.length > 0 && event.role)
      return `${prefix}${names(setup, event.frightened)} held the Mark of Fear and did not wake as ${role(event.role)}.`;
    if (event.doppelganger || !event.role || event.step === 'lovers') return null;
    const groupName =
      event.step === 'vampires' ? 'the Vampires' : event.step === 'werewolves' ? 'the Werewolves' : role(event.role);
    return `${prefix}nobody woke as ${groupName}: the card is in the center.`;
  }
  const subject = label(setup, event);
  const loves = event.facts.filter((f) => f.kind === 'gave-mark' && f.mark === 'love');
  const facts = loves.length === 2 ? event.facts.filter((f) => !loves.includes(f)) : event.facts;
  const clauses = facts.map((f) => clause(setup, event, f)).filter((c): c is string => c !== null);
  if (loves.length === 2) {
    const [a, b] = loves.map((f) => (f.kind === 'gave-mark' ? who(setup, f.target) : ''));
    clauses.unshift(`gave Marks of Love to ${a} and ${b}, who are now in love`);
  }
  if (event.frightened.length > 0)
    clauses.push(`${names(setup, event.frightened)} held the Mark of Fear and stayed asleep`);
  if (clauses.length === 0) clauses.push(event.passed ? 'did nothing' : 'woke');
  return `${prefix}${subject} ${list(clauses)}.`;
}

function clause(setup: GameSetup, event: StepEvent, fact: Fact): string | null {
  switch (fact.kind) {
    case 'copied': {
      const seen = fact.seen === fact.becomes ? '' : ` (${role(fact.seen)}, who had copied ${role(fact.becomes)})`;
      const inert = fact.seen === 'copycat' ? ' and does nothing at night as it' : '';
      return `looked at ${place(setup, fact.place)}${seen} and became ${role(fact.becomes)}${inert}`;
    }
    case 'gave-mark': {
      const target = who(setup, fact.target);
      if (fact.mark === 'vampire') return `gave ${mark('vampire')} to ${target}, who became a Vampire`;
      if (event.actors.includes(fact.target))
        return `took ${fact.mark === 'clarity' ? `a ${MARK_NAMES_EN.clarity}` : mark(fact.mark)}`;
      if (fact.mark === 'love' || fact.mark === 'clarity') return `gave a ${MARK_NAMES_EN[fact.mark]} to ${target}`;
      return `gave ${mark(fact.mark)} to ${target}`;
    }
    case 'saw': {
      const others = fact.players.filter((p) => !event.actors.includes(p));
      switch (event.step) {
        case 'vampires':
          return null;
        case 'werewolves':
        case 'masons':
        case 'lovers': {
          const kind = event.step === 'werewolves' ? 'Werewolf' : event.step === 'masons' ? 'Mason' : 'lover';
          if (fact.players.length <= 1) return `woke and saw no other ${kind}`;
          return 'woke and saw each other';
        }
        case 'minion':
          return others.length > 0 ? `saw the Werewolves' thumbs: ${names(setup, others)}` : 'saw no Werewolf';
        case 'apprentice-assassin':
        case 'apprentice-assassin/doppelganger':
          return others.length > 0 ? `saw the Assassin (${names(setup, others)})` : 'saw no Assassin';
        default:
          return others.length > 0 ? `saw the Vampires (${names(setup, others)})` : 'saw no Vampire';
      }
    }
    case 'pointed-at':
      return fact.player === null ? null : `saw them point at ${who(setup, fact.player)}`;
    case 'viewed-card':
      if ('player' in fact.place && fact.place.player === fact.actor) {
        return event.step.startsWith('insomniac')
          ? `looked at their card: ${role(fact.card)}`
          : `saw their new card: ${role(fact.card)}`;
      }
      return `looked at ${place(setup, fact.place)}: ${role(fact.card)}`;
    case 'viewed-mark':
      if (fact.player === fact.actor) return `saw their new Mark: ${mark(fact.mark)}`;
      return `looked at ${who(setup, fact.player)}'s Mark: ${mark(fact.mark)}`;
    case 'swapped-cards': {
      const actor = event.actors[0];
      const a = fact.a;
      const b = fact.b;
      if ('player' in a && a.player === actor) {
        return 'center' in b
          ? `exchanged their card with ${CENTER_NAMES_EN[b.center]} without looking at it`
          : `exchanged cards with ${who(setup, b.player)}`;
      }
      const pa = 'player' in a ? who(setup, a.player) : CENTER_NAMES_EN[a.center]!;
      const pb = 'player' in b ? who(setup, b.player) : CENTER_NAMES_EN[b.center]!;
      return `switched the cards of ${pa} and ${pb}`;
    }
    case 'swapped-marks': {
      const actor = event.actors[0];
      if (fact.a === actor && event.role === 'pickpocket') return `exchanged Marks with ${who(setup, fact.b)}`;
      return `switched the Marks of ${who(setup, fact.a)} and ${who(setup, fact.b)}`;
    }
    case 'marks-viewed':
      return null;
  }
}

function explainOverride(setup: GameSetup, event: OverrideEvent): string {
  const what = event.facts
    .map((f) => {
      if (f.kind === 'swapped-cards') {
        const pa = 'player' in f.a ? `${who(setup, f.a.player)}'s card` : CENTER_NAMES_EN[f.a.center]!;
        const pb = 'player' in f.b ? `${who(setup, f.b.player)}'s card` : CENTER_NAMES_EN[f.b.center]!;
        return `swapped ${pa} and ${pb}`;
      }
      if (f.kind === 'swapped-marks') return `swapped the Marks of ${who(setup, f.a)} and ${who(setup, f.b)}`;
      if (f.kind === 'gave-mark') return `put ${mark(f.mark)} in front of ${who(setup, f.target)}`;
      return '';
    })
    .filter(Boolean);
  const note = event.note ? ` ("${event.note}")` : '';
  return `Correction: the moderator ${list(what)}${note}.`;
}

export function deathReason(setup: GameSetup, reason: DeathReason): string {
  switch (reason.kind) {
    case 'votes':
      return `${reason.votes} votes`;
    case 'second-most':
      return `second most votes in an epic battle (${reason.votes})`;
    case 'master-protected':
      return `the Master (${names(setup, reason.masters)}) was protected by a Vampire's vote, so the second most voted died (${reason.votes} votes)`;
    case 'love':
      return `in love with ${who(setup, reason.lover)}`;
    case 'hunter':
      return `shot by the Hunter (${who(setup, reason.hunter)})`;
  }
}

function teamReason(team: Team, why: TeamWhy): string {
  const on = `on the ${TEAM_NAMES_EN[team]} team`;
  const own = team === 'werewolf' ? 'Werewolf' : 'Vampire';
  const enemy = team === 'werewolf' ? 'Vampire' : 'Werewolf';
  switch (why) {
    case 'nobody-died':
      return `${on}, no Werewolf or Vampire was among the players and nobody died`;
    case 'someone-died':
      return `${on}, no Werewolf or Vampire was among the players and someone died`;
    case 'werewolf-died':
      return `${on} and a Werewolf died`;
    case 'no-werewolf-died':
      return `${on} and no Werewolf died`;
    case 'vampire-died':
      return `${on} and a Vampire died`;
    case 'no-vampire-died':
      return `${on} and no Vampire died`;
    case 'tanner-died':
      return `${on} and the Tanner died while no Werewolf did`;
    case 'epic-both-died':
      return `${on} and both a Werewolf and a Vampire died in the epic battle`;
    case 'epic-not-both':
      return `${on} and not both a Werewolf and a Vampire died in the epic battle`;
    case 'epic-won':
      return `${on}, a ${enemy} died and no ${own} died in the epic battle`;
    case 'epic-own-died':
      return `${on} and a ${own} died in the epic battle`;
    case 'epic-no-enemy-died':
      return `${on} and no ${enemy} died in the epic battle`;
  }
}

export function verdictReason(setup: GameSetup, result: PlayerResult): string {
  const v: Verdict = result.verdict;
  const outcome = result.won ? 'won' : 'lost';
  switch (v.kind) {
    case 'team':
      return `${outcome}: ${teamReason(v.team, v.why)}`;
    case 'tanner':
      return `${outcome}: the Tanner wins only if he dies, and he ${result.dead ? 'died' : 'did not die'}`;
    case 'assassin': {
      const dead =
        v.targets.length === 0
          ? 'nobody holds it'
          : `${names(setup, v.targets)} ${result.won ? 'died' : 'did not die'}`;
      return `${outcome}: the Assassin wins if a player with the Mark of the Assassin dies; ${dead}`;
    }
    case 'apprentice': {
      const goal = v.markMode ? 'a player with the Mark of the Assassin' : 'the Assassin';
      const dead =
        v.assassins.length === 0
          ? 'there is none'
          : `${names(setup, v.assassins)} ${result.won ? 'died' : 'did not die'}`;
      return `${outcome}: the Apprentice Assassin wins if ${goal} dies; ${dead}`;
    }
    case 'traitor':
      return result.won
        ? `won: a traitor to the ${TEAM_NAMES_EN[v.team]} team, and ${names(setup, v.teammatesDead)} of that team died`
        : `lost: a traitor to the ${TEAM_NAMES_EN[v.team]} team, who wins only if another player of that team dies`;
    case 'minion-alone':
      return `${outcome}: the Minion with no Werewolf among the players wins if another player dies`;
    case 'diseased-vote':
      return `lost: voted for the player with the Mark of Disease (${who(setup, v.votedFor)})`;
  }
}

function explainResult(setup: GameSetup, result: DayResult): string[] {
  const lines: string[] = [];
  const voters: number[][] = setup.players.map(() => []);
  result.votes.forEach((target, voter) => voters[target]!.push(voter));
  const order: number[] = [];
  for (let p = 0; p < voters.length; p++) if (voters[p]!.length > 0) order.push(p);
  order.sort((a, b) => voters[b]!.length - voters[a]!.length || a - b);
  const tally = order.map(
    (target) => `${who(setup, target)} ${voters[target]!.length} (${names(setup, voters[target]!)})`,
  );
  lines.push(`Vote: ${tally.join(', ')}.`);
  if (result.epicBattle)
    lines.push('Epic battle: Villagers, Werewolves and Vampires are all in play, so the second most voted die too.');
  if (result.deaths.length === 0)
    lines.push('Nobody died: no player had more than one vote, or the only ones who did were protected.');
  for (const death of result.deaths)
    lines.push(`${who(setup, death.player)} died: ${deathReason(setup, death.reason)}.`);
  for (const p of result.players) {
    const card = ROLE_NAMES_EN[p.card];
    lines.push(`${who(setup, p.player)} (${card}, ${MARK_NAMES_EN[p.mark]}) ${verdictReason(setup, p)}.`);
  }
  return lines;
}
