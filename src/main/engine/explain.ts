import type {
  DayResult,
  DeathReason,
  Fact,
  GameEvent,
  OverrideEvent,
  Place,
  PlayerResult,
  Protection,
  StepEvent,
  Verdict,
} from './events.ts';
import type { GameSetup } from './model.ts';
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
    else explainResult(t, setup, event.result, sentences);
  }
  return sentences;
}

const who = (setup: GameSetup, p: number): string => setup.players[p]!;
/**
 * The players named as a list ("Ann, Ben and Cat"), as every language lists them: commas, and the
 * phrasebook's `and` before the last; one player is their name. Written name by name, no list of names.
 */
function names(t: Phrasebook, setup: GameSetup, ps: readonly number[]): string {
  const last = ps.length - 1;
  if (last <= 0) return last === 0 ? who(setup, ps[0]!) : '';
  let out = who(setup, ps[0]!);
  for (let i = 1; i < last; i++) out += `, ${who(setup, ps[i]!)}`;
  return `${out}${t.and}${who(setup, ps[last]!)}`;
}

/** `names` of the players not among `except` (those a fact says they saw, but themselves), or null for none. */
function namesExcept(t: Phrasebook, setup: GameSetup, ps: readonly number[], except: readonly number[]): string | null {
  const listed = new Clauses();
  for (const p of ps) if (!except.includes(p)) listed.add(who(setup, p));
  return listed.listed(t.and);
}
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
  // A time loop's calls (only in games the app directs) say they are the loop's.
  const looped = setup.appDirected && event.step.endsWith('#loop');
  const prefix = looped ? t.loopPrefix + t.prefix(event.phase) : t.prefix(event.phase);
  if (event.step === 'marks-view') {
    const fact = event.facts.find((f) => f.kind === 'marks-viewed');
    const frightened = fact && fact.kind === 'marks-viewed' ? fact.frightened : [];
    return t.marksViewed(frightened.length > 0 ? names(t, setup, frightened) : null);
  }
  // What the app said at this call (a drawn instruction, the ripple, the Oracle's question) is its own
  // sentence, before what the players did. Sentences are added to one string as they come, with a space
  // between (no list of them), and the facts left for the players only kept when there are some.
  let spoken: string | null = null;
  let rest: readonly Fact[] = event.facts;
  if (setup.appDirected && hasAppFacts(event.facts)) {
    const told = new Clauses();
    let answered: string | null = null;
    let others: Fact[] | null = null;
    let subject: string | null | undefined;
    for (const f of event.facts) {
      if (f.kind === 'app') told.add(t.instruction(f.key, f.said));
      else if (f.kind === 'oracle') {
        subject ??= event.actors.length > 0 ? label(t, setup, event) : null;
        answered = then(answered, t.oracle(prefix, subject, f.question, f.answer, f.response, f.auto));
      } else (others ??= []).push(f);
    }
    // The app's instructions first, then the Oracle's question and answer.
    const instructions = told.listed(t.and);
    if (instructions !== null) spoken = t.appTold(prefix, instructions);
    if (answered !== null) spoken = then(spoken, answered);
    rest = others ?? NO_FACTS;
    const asked = answered !== null;
    if (event.actors.length === 0 || (rest.length === 0 && asked)) {
      const clauses = new Clauses();
      for (const f of rest) {
        const c = clause(t, setup, event, f);
        if (c !== null) clauses.add(c);
      }
      const plain = clauses.listed(t.and);
      if (plain !== null) spoken = then(spoken, t.plain(prefix, plain));
      if (event.actors.length === 0 && event.role && !asked) {
        // The app spoke all the same: nobody can tell from the app which cards are in the center.
        if (event.frightened.length > 0)
          spoken = then(spoken, t.frightenedAsleep(prefix, names(t, setup, event.frightened), event.role));
        else if (!event.doppelganger) spoken = then(spoken, nobodyWoke(t, prefix, event.role));
      }
      return spoken ?? '';
    }
  }
  const sentence = explainActs(t, setup, event, prefix, rest);
  if (spoken === null) return sentence;
  return sentence ? then(spoken, sentence) : spoken;
}

/** No facts left for the players (shared, never written to). */
const NO_FACTS: readonly Fact[] = [];

/** A sentence after those said before it, if any (concatenated: `join` would copy every character at once). */
const then = (before: string | null, sentence: string): string =>
  before === null ? sentence : `${before} ${sentence}`;

function sameView(a: Fact, b: Extract<Fact, { kind: 'viewed-card' }>): boolean {
  if (a.kind !== 'viewed-card') return false;
  const p = a.place;
  const q = b.place;
  return 'player' in p ? 'player' in q && p.player === q.player : 'center' in q && p.center === q.center;
}

function hasAppFacts(facts: readonly Fact[]): boolean {
  for (const f of facts) if (f.kind === 'app' || f.kind === 'oracle') return true;
  return false;
}

/** What the players awake did (or why nobody woke), in one sentence. */
function explainActs(
  t: Phrasebook,
  setup: GameSetup,
  event: StepEvent,
  prefix: string,
  rest: readonly Fact[],
): string | null {
  if (event.actors.length === 0) {
    if (event.frightened.length > 0 && event.role)
      return t.frightenedAsleep(prefix, names(t, setup, event.frightened), event.role);
    if (event.doppelganger || !event.role || event.group === 'lovers') return null;
    const group = event.group === 'vampires' || event.group === 'werewolves' ? event.group : event.role;
    return nobodyWoke(t, prefix, group);
  }
  const subject = label(t, setup, event);
  const plural = isPlural(event);
  const clauses = new Clauses();
  // Two Marks of Love given at once make the lovers' clause, first (counted first, where there are two
  // facts or more: most calls give none).
  let loveCount = 0;
  if (rest.length > 1) for (const f of rest) if (f.kind === 'gave-mark' && f.mark === 'love') loveCount++;
  let facts = rest;
  if (loveCount === 2) {
    // Item by item, not by `filter` (see `arrays.ts`): the lovers named in order, the other facts kept.
    const lovers: string[] = [];
    const others: Fact[] = [];
    for (const f of rest) {
      if (f.kind === 'gave-mark' && f.mark === 'love') lovers.push(who(setup, f.target));
      else others.push(f);
    }
    clauses.add(t.lovers(plural, lovers[0]!, lovers[1]!));
    facts = others;
  }
  // A stop follows a look of its own call, never the lovers' clause.
  const afterLovers = clauses.count;
  for (let i = 0; i < facts.length; i++) {
    const f = facts[i]!;
    if (f.kind === 'viewed-card' && event.actors.length > 1) {
      // Several players awake: the same card seen by all of them is seen together; otherwise say who.
      let same = i;
      while (same + 1 < facts.length && sameView(facts[same + 1]!, f)) same++;
      const place = named(setup, f.place);
      if (same - i + 1 === event.actors.length) clauses.add(t.lookedTogether(place, f.card));
      else
        for (let k = i; k <= same; k++)
          clauses.add(t.someoneLookedAt(who(setup, (facts[k] as typeof f).actor), place, f.card));
      i = same;
      continue;
    }
    const c = clause(t, setup, event, f);
    // "…: the Werewolf, stopped there and became a Werewolf": the stop follows the look it ends.
    if (c !== null && f.kind === 'stopped' && clauses.count > afterLovers) clauses.extend(c);
    else if (c !== null) clauses.add(c);
  }
  const said = clauses.listed(t.and) ?? (event.passed ? t.didNothing(plural) : t.woke(plural));
  const sentence = t.sentence(prefix, subject, said);
  // Those who held Fear are another subject: their own sentence.
  return event.frightened.length > 0
    ? `${sentence} ${t.frightenedStayed(names(t, setup, event.frightened))}`
    : sentence;
}

/**
 * A call's clauses, listed as they come ("a, b and c"): those before the last already joined, the last
 * apart. Not a list of clauses joined at the end: most calls say one or two, and a list was an array per
 * call; this small object is all (often not even that, once optimized).
 */
class Clauses {
  private head: string | null = null;
  private last: string | null = null;
  count = 0;

  add(clause: string): void {
    if (this.last !== null) this.head = this.head === null ? this.last : `${this.head}, ${this.last}`;
    this.last = clause;
    this.count++;
  }

  /** The last clause goes on ("…: the Werewolf, stopped there"); there is one. */
  extend(clause: string): void {
    this.last = `${this.last!}, ${clause}`;
  }

  /** The clauses as one list, `and` before the last; null for none. */
  listed(and: string): string | null {
    if (this.last === null || this.head === null) return this.last;
    return `${this.head}${and}${this.last}`;
  }
}

/** "Nobody woke as the Seer" sentences, by phrasebook, prefix and role or group: a game says many, always the same. */
const NOBODY_WOKE = new Map<Phrasebook, Map<string, Map<string, string>>>();

function nobodyWoke(t: Phrasebook, prefix: string, who: Parameters<Phrasebook['nobodyWoke']>[1]): string {
  let byPrefix = NOBODY_WOKE.get(t);
  if (!byPrefix) NOBODY_WOKE.set(t, (byPrefix = new Map()));
  let byWho = byPrefix.get(prefix);
  if (!byWho) byPrefix.set(prefix, (byWho = new Map()));
  let sentence = byWho.get(who);
  if (sentence === undefined) byWho.set(who, (sentence = t.nobodyWoke(prefix, who)));
  return sentence;
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
      const seen = namesExcept(t, setup, fact.players, event.actors);
      switch (fact.of) {
        case 'aliens':
          return t.sawAliens(seen);
        case 'touched':
        case 'tanner':
        case 'seers':
          return t.sawThumbs(fact.of, seen);
        case 'groob-zerb':
          return fact.players.length > 0 ? t.sawPointing(names(t, setup, fact.players)) : null;
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
    case 'app':
    case 'oracle':
      return null;
    case 'became':
      return t.became(fact.player >= 0 ? who(setup, fact.player) : null, fact.role, fact.card);
    case 'joined':
      return t.joined(who(setup, fact.player), fact.team);
    case 'flipped':
      return t.flipped(named(setup, fact.place), fact.card);
    case 'flipped-down':
      return t.flippedDown(fact.as ?? null);
    case 'rotated-cards':
      return t.rotated(names(t, setup, fact.seats), fact.direction, fact.why);
    case 'showed-cards': {
      // Item by item, not by `map` (see `arrays.ts`).
      const shown: string[] = [];
      for (let i = 0; i < fact.players.length; i++) shown.push(t.cardOf(who(setup, fact.players[i]!), fact.cards[i]!));
      return t.showedCards(t.list(shown));
    }
    case 'tipped':
      return t.tipped(fact.by.length > 0 ? names(t, setup, fact.by) : null);
    case 'guessed':
      return t.guessed(fact.guess, fact.number);
    case 'ripple-players':
      return t.eyesOpen(names(t, setup, fact.players));
    case 'shielded':
      return t.shielded(who(setup, fact.player));
    case 'artifact':
      return t.placedArtifact(who(setup, fact.player), fact.artifact);
    case 'stopped':
      return t.stopped(fact.becomes, fact.card ? named(setup, fact.card) : null, fact.player === true);
    case 'tapped':
      return t.tapped(who(setup, fact.player));
    case 'announced':
      return t.announced(fact.team, fact.picked);
  }
}

function explainOverride(t: Phrasebook, setup: GameSetup, event: OverrideEvent): string {
  if (event.override === 'shield')
    return t.correction([t.correctionShield(who(setup, event.player), event.on)], event.note || null);
  if (event.override === 'artifact')
    return t.correction([t.correctionArtifact(named(setup, event.card), event.artifact)], event.note || null);
  if (event.override === 'face-up')
    return t.correction([t.correctionFaceUp(named(setup, event.card), event.up)], event.note || null);
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
    case 'protected':
      return t.deathReason({
        kind: 'protected',
        votes: reason.votes,
        protected: namedProtections(setup, reason.protected),
      });
    case 'love':
      return t.deathReason({ kind: 'love', lover: who(setup, reason.lover) });
    case 'hunter':
      return t.deathReason({ kind: 'hunter', hunter: who(setup, reason.hunter) });
  }
}

/** Who was protected, by name (item by item, not by `map`: see `arrays.ts`). */
function namedProtections(
  setup: GameSetup,
  protections: readonly { readonly player: number; readonly by: Protection }[],
): { player: string; by: Protection }[] {
  const out: { player: string; by: Protection }[] = [];
  for (const p of protections) out.push({ player: who(setup, p.player), by: p.by });
  return out;
}

/** Whether a player won and why, in one line ("won: on the village team and a Vampire died"). */
export function verdictReason(setup: GameSetup, result: PlayerResult, language: Language = 'en'): string {
  return verdictText(phrasebook(language), setup, result);
}

/** The players named as a list, or null for none. */
const listed = (t: Phrasebook, setup: GameSetup, ps: readonly number[]): string | null =>
  ps.length === 0 ? null : names(t, setup, ps);

function verdictText(t: Phrasebook, setup: GameSetup, result: PlayerResult): string {
  const v = result.verdict;
  let verdict: NamedVerdict;
  switch (v.kind) {
    case 'team':
    case 'forced':
    case 'nostradamus':
    case 'synthetic':
      // Nobody to name: the verdict is said as it is (one for most players of a game, not a copy each).
      verdict = v;
      break;
    case 'tanner':
      verdict = { kind: 'tanner', dead: result.dead };
      break;
    case 'assassin':
      verdict = { kind: 'assassin', targets: listed(t, setup, v.targets) };
      break;
    case 'apprentice':
      verdict = { kind: 'apprentice', markMode: v.markMode, assassins: listed(t, setup, v.assassins) };
      break;
    case 'traitor':
      verdict = { kind: 'traitor', team: v.team, teammatesDead: names(t, setup, v.teammatesDead) };
      break;
    case 'minion-alone':
      verdict = v.role ? { kind: 'minion-alone', role: v.role } : { kind: 'minion-alone' };
      break;
    case 'apprentice-tanner':
      verdict = { kind: 'apprentice-tanner', tanners: listed(t, setup, v.tanners) };
      break;
    case 'diseased-vote':
      verdict = { kind: 'diseased-vote', votedFor: who(setup, v.votedFor) };
      break;
    case 'rival':
      verdict = { kind: 'rival', rival: v.rival, rivals: listed(t, setup, v.rivals) };
      break;
    case 'leader':
      verdict = { kind: 'leader', keep: listed(t, setup, v.keep) };
      break;
    case 'blob':
      verdict = { kind: 'blob', part: names(t, setup, v.part) };
      break;
    case 'mortician':
      verdict = { kind: 'mortician', neighbours: names(t, setup, v.neighbours) };
      break;
    case 'oracle-guess':
      verdict = { kind: 'oracle-guess', oracle: who(setup, v.oracle), self: v.oracle === result.player };
      break;
  }
  return t.verdict(result.won, result.dead, verdict);
}

/** The vote's sentences, added to `lines` (the narrative's own list: no list of their own to copy). */
function explainResult(t: Phrasebook, setup: GameSetup, result: DayResult, lines: string[]): void {
  const n = setup.players.length;
  // Seat n is the app (a vote-for-app ripple): its votes are counted apart from the players' tally.
  const { votes, second, tally, appVotes } = result;
  // The most voted first, then by seat: an insertion sort (a table's handful, no comparator calls).
  const order: number[] = [];
  for (let p = 0; p <= n; p++) {
    const c = p === n ? appVotes : tally[p]!;
    if (c === 0) continue;
    let i = order.length;
    order.push(p);
    for (; i > 0 && countOf(tally, appVotes, order[i - 1]!) < c; i--) order[i] = order[i - 1]!;
    order[i] = p;
  }
  // Each target's voters are read from the hands by the tally itself (no list per target).
  lines.push(t.voteTally(setup.players, order, tally, appVotes, votes, second));
  if (result.epicBattle) lines.push(t.epicBattle(result.activeGroups));
  if (result.deaths.length === 0) lines.push(appSaved(result) ? t.appSaved(result.appVotes) : t.nobodyDied);
  for (const death of result.deaths) lines.push(t.died(who(setup, death.player), deathText(t, setup, death.reason)));
  // A game without Marks (Werewolf alone) names none.
  const marks = setup.spots.length > 0 || anyMark(result.players);
  // A team's verdict is one object for all its players (`day.ts`), said the same for each (it names no
  // player, and says only whether they won): the last two teams' sentences are kept while the players
  // are walked, not looked up again for each player.
  let verdictA: Verdict | null = null;
  let wonA = false;
  let textA = '';
  let verdictB: Verdict | null = null;
  let wonB = false;
  let textB = '';
  for (const p of result.players) {
    // What the player became beside the card (an Alien by the Aliens' tap, a card the Oracle changed).
    const became = p.role !== null && p.role !== p.card && !setup.roles.kinds.copier.has(p.card) ? p.role : null;
    const v = p.verdict;
    let said: string;
    if (v === verdictA && p.won === wonA) said = textA;
    else if (v === verdictB && p.won === wonB) said = textB;
    else {
      said = verdictText(t, setup, p);
      if (v.kind === 'team' || v.kind === 'forced') {
        verdictB = verdictA;
        wonB = wonA;
        textB = textA;
        verdictA = v;
        wonA = p.won;
        textA = said;
      }
    }
    lines.push(t.playerResult(who(setup, p.player), p.card, marks ? p.mark : null, said, became));
  }
}

/** A target's votes: a player's in the tally, the app's (seat n, one past the last) apart. */
const countOf = (tally: readonly number[], appVotes: number, target: number): number =>
  target === tally.length ? appVotes : tally[target]!;

/** Whether the app got the most votes (a loop, not `every`: no closure per game). */
function appSaved(result: DayResult): boolean {
  if (result.appVotes === 0) return false;
  for (const c of result.tally) if (c > result.appVotes) return false;
  return true;
}

/** Whether any player ended with a Mark other than Clarity (a loop, not `some`). */
function anyMark(players: readonly PlayerResult[]): boolean {
  for (const p of players) if (p.mark !== 'clarity') return true;
  return false;
}
