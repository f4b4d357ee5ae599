import type {
  DayResult,
  DeathReason,
  Fact,
  GameEvent,
  OverrideEvent,
  Place,
  PlayerResult,
  StepEvent,
} from './events.ts';
import type { GameSetup } from './state.ts';
import { EXPLAIN_EN } from './text/explain-en.ts';
import { EXPLAIN_FR } from './text/explain-fr.ts';
import type { Language, NamedVerdict, Phrasebook, PlaceName } from './text/phrasebook.ts';

export { LANGUAGES, type Language } from './text/phrasebook.ts';

/** The phrasebook of a language. */
export function phrasebook(language: Language = 'en'): Phrasebook {
  return language === 'fr' ? EXPLAIN_FR : EXPLAIN_EN;
}

/** Turns the events of a game into plain sentences, readable aloud to the table. */
export function explain(setup: GameSetup, events: readonly GameEvent[], language: Language = 'en'): string[] {
  const t = phrasebook(language);
  const sentences: string[] = [];
  for (const event of events) {
    if (event.type === 'step') {
      const sentence = explainStep(t, setup, event);
      if (sentence) sentences.push(sentence);
    } else if (event.type === 'override') sentences.push(explainOverride(t, setup, event));
    else sentences.push(...explainResult(t, setup, event.result));
  }
  return sentences;
}

const who = (setup: GameSetup, p: number): string => setup.players[p]!;
const names = (t: Phrasebook, setup: GameSetup, ps: readonly number[]): string => t.list(ps.map((p) => who(setup, p)));
const named = (setup: GameSetup, p: Place): PlaceName =>
  'player' in p ? { player: who(setup, p.player) } : { center: p.center };

function label(t: Phrasebook, setup: GameSetup, event: StepEvent): string {
  const actors = names(t, setup, event.actors);
  if (event.group) return t.group(event.group, event.actors.length, actors);
  if (!event.role) return actors;
  if (event.doppelganger && event.role !== 'doppelganger') return t.doppelgangerActor(event.role, actors);
  const copycat = event.actors.length === 1 && setup.cards[event.actors[0]!] === 'copycat' && event.role !== 'copycat';
  return copycat ? t.copycatActor(event.role, actors) : t.actor(event.role, actors);
}

function explainStep(t: Phrasebook, setup: GameSetup, event: StepEvent): string | null {
  const prefix = t.prefix(event.phase);
  if (event.step === 'marks-view') {
    const fact = event.facts.find((f) => f.kind === 'marks-viewed');
    const frightened = fact && fact.kind === 'marks-viewed' ? fact.frightened : [];
    return t.marksViewed(frightened.length > 0 ? names(t, setup, frightened) : null);
  }
  if (event.actors.length === 0) {
    if (event.frightened.length > 0 && event.role)
      return t.frightenedAsleep(prefix, names(t, setup, event.frightened), event.role);
    if (event.doppelganger || !event.role || event.group === 'lovers') return null;
    const group = event.group === 'vampires' || event.group === 'werewolves' ? event.group : event.role;
    return t.nobodyWoke(prefix, group);
  }
  const subject = label(t, setup, event);
  const plural = isPlural(event);
  const loves = event.facts.filter((f) => f.kind === 'gave-mark' && f.mark === 'love');
  const facts = loves.length === 2 ? event.facts.filter((f) => !loves.includes(f)) : event.facts;
  const clauses = facts.map((f) => clause(t, setup, event, f)).filter((c): c is string => c !== null);
  if (loves.length === 2) {
    const [a, b] = loves.map((f) => (f.kind === 'gave-mark' ? who(setup, f.target) : ''));
    clauses.unshift(t.lovers(plural, a!, b!));
  }
  if (clauses.length === 0) clauses.push(event.passed ? t.didNothing(plural) : t.woke(plural));
  const sentence = t.sentence(prefix, subject, clauses);
  // Those who held Fear are another subject: their own sentence.
  return event.frightened.length > 0
    ? `${sentence} ${t.frightenedStayed(names(t, setup, event.frightened))}`
    : sentence;
}

/** "The Vampires" and "the lovers" are plural even when one player answers to them. */
const isPlural = (event: StepEvent): boolean =>
  event.group === 'vampires' || event.group === 'lovers' || event.actors.length > 1;

function clause(t: Phrasebook, setup: GameSetup, event: StepEvent, fact: Fact): string | null {
  const plural = isPlural(event);
  switch (fact.kind) {
    case 'copied':
      return t.copied(
        named(setup, fact.place),
        fact.seen === fact.becomes ? null : fact.seen,
        fact.becomes,
        fact.seen === 'copycat',
      );
    case 'gave-mark': {
      const target = who(setup, fact.target);
      if (fact.mark === 'vampire') return t.gaveVampire(plural, target);
      if (event.actors.includes(fact.target)) return t.took(plural, fact.mark);
      return t.gave(plural, fact.mark, target);
    }
    case 'saw': {
      const others = fact.players.filter((p) => !event.actors.includes(p));
      const seen = others.length > 0 ? names(t, setup, others) : null;
      switch (fact.of) {
        case 'each-other':
          // The Vampires' sentence says whom they bit; they looked for each other as every group does.
          if (!event.group || event.group === 'vampires') return null;
          return fact.players.length <= 1 ? t.sawNoOther(plural, event.group) : t.sawEachOther(event.group);
        case 'werewolves':
          return t.sawWerewolves(seen);
        case 'assassin':
          return t.sawAssassin(seen);
        case 'vampires':
          return t.sawVampires(seen);
      }
      return null;
    }
    case 'pointed-at':
      return fact.player === null ? null : t.sawPoint(who(setup, fact.player));
    case 'viewed-card':
      if ('player' in fact.place && fact.place.player === fact.actor)
        return fact.own ? t.lookedAtOwnCard(fact.card) : t.sawNewCard(fact.card);
      return t.lookedAt(named(setup, fact.place), fact.card);
    case 'viewed-mark':
      if (fact.player === fact.actor) return t.sawNewMark(fact.mark);
      return t.lookedAtMark(who(setup, fact.player), fact.mark);
    case 'swapped-cards': {
      const actor = event.actors[0];
      const { a, b } = fact;
      if ('player' in a && a.player === actor)
        return 'center' in b ? t.exchangedWithCenter(b.center) : t.exchangedWith(who(setup, b.player));
      return t.switchedCards(named(setup, a), named(setup, b));
    }
    case 'swapped-marks': {
      if (fact.a === event.actors[0] && fact.own) return t.exchangedMarks(who(setup, fact.b));
      return t.switchedMarks(who(setup, fact.a), who(setup, fact.b));
    }
    case 'marks-viewed':
      return null;
  }
}

function explainOverride(t: Phrasebook, setup: GameSetup, event: OverrideEvent): string {
  const what = event.facts
    .map((f) => {
      if (f.kind === 'swapped-cards') return t.correctionSwapCards(named(setup, f.a), named(setup, f.b));
      if (f.kind === 'swapped-marks') return t.correctionSwapMarks(who(setup, f.a), who(setup, f.b));
      if (f.kind === 'gave-mark') return t.correctionPutMark(f.mark, who(setup, f.target));
      return '';
    })
    .filter(Boolean);
  return t.correction(what, event.note || null);
}

/** Why a player died, in a few words ("3 votes", "in love with Cat"). */
export function deathReason(setup: GameSetup, reason: DeathReason, language: Language = 'en'): string {
  return deathText(phrasebook(language), setup, reason);
}

function deathText(t: Phrasebook, setup: GameSetup, reason: DeathReason): string {
  switch (reason.kind) {
    case 'votes':
    case 'second-most':
      return t.deathReason(reason);
    case 'master-protected':
      return t.deathReason({ ...reason, masters: names(t, setup, reason.masters) });
    case 'love':
      return t.deathReason({ kind: 'love', lover: who(setup, reason.lover) });
    case 'hunter':
      return t.deathReason({ kind: 'hunter', hunter: who(setup, reason.hunter) });
  }
}

/** Whether a player won and why, in one line ("won: on the village team and a Vampire died"). */
export function verdictReason(setup: GameSetup, result: PlayerResult, language: Language = 'en'): string {
  return verdictText(phrasebook(language), setup, result);
}

function verdictText(t: Phrasebook, setup: GameSetup, result: PlayerResult): string {
  const v = result.verdict;
  const listed = (ps: readonly number[]): string | null => (ps.length === 0 ? null : names(t, setup, ps));
  let verdict: NamedVerdict;
  switch (v.kind) {
    case 'team':
      verdict = { kind: 'team', team: v.team, why: v.why };
      break;
    case 'tanner':
      verdict = { kind: 'tanner', dead: result.dead };
      break;
    case 'assassin':
      verdict = { kind: 'assassin', targets: listed(v.targets) };
      break;
    case 'apprentice':
      verdict = { kind: 'apprentice', markMode: v.markMode, assassins: listed(v.assassins) };
      break;
    case 'traitor':
      verdict = { kind: 'traitor', team: v.team, teammatesDead: names(t, setup, v.teammatesDead) };
      break;
    case 'minion-alone':
      verdict = { kind: 'minion-alone' };
      break;
    case 'diseased-vote':
      verdict = { kind: 'diseased-vote', votedFor: who(setup, v.votedFor) };
      break;
  }
  return t.verdict(result.won, result.dead, verdict);
}

function explainResult(t: Phrasebook, setup: GameSetup, result: DayResult): string[] {
  const lines: string[] = [];
  const voters: number[][] = setup.players.map(() => []);
  result.votes.forEach((target, voter) => voters[target]!.push(voter));
  const order: number[] = [];
  for (let p = 0; p < voters.length; p++) if (voters[p]!.length > 0) order.push(p);
  order.sort((a, b) => voters[b]!.length - voters[a]!.length || a - b);
  lines.push(
    t.voteTally(
      order.map((target) => ({
        name: who(setup, target),
        votes: voters[target]!.length,
        voters: names(t, setup, voters[target]!),
      })),
    ),
  );
  if (result.epicBattle) lines.push(t.epicBattle);
  if (result.deaths.length === 0) lines.push(t.nobodyDied);
  for (const death of result.deaths) lines.push(t.died(who(setup, death.player), deathText(t, setup, death.reason)));
  // A game without Marks (Werewolf alone) names none.
  const marks = setup.spots.length > 0 || result.players.some((p) => p.mark !== 'clarity');
  for (const p of result.players)
    lines.push(t.playerResult(who(setup, p.player), p.card, marks ? p.mark : null, verdictText(t, setup, p)));
  return lines;
}
