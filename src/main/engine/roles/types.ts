import type { DeathReason, TeamWhy, Verdict } from '../events.ts';
import type { GameOptions } from '../game-options.ts';
import type { Answer, ChoiceSpec, GameState, MarkSet, StepActors, StepGroup, StepRule } from '../model.ts';
import type { Table } from '../table.ts';
import type { RoleText } from '../text/role-text.ts';
import type { Kit } from '../text/sentences.ts';
import type { Rng } from '../random.ts';
import type { AppTable } from '../app/draw.ts';
import type { AppWeights } from '../app/weights.ts';
import type { OptionName } from '../game-options.ts';
import type { Badge, HouseRuleCondition } from '../../../shared/catalogue.ts';
import type { Reason, RuleError } from '../errors.ts';
import type { Call, Game, Mark, Phase, Role, RoleKind, Team } from '../vocabulary.ts';

export type { StepGroup } from '../model.ts';

/**
 * When the Doppelgänger copies a role, what she does with it (Vampire text "Doppelganger & Vampire" and
 * the base text's Doppelgänger list):
 * - `immediate`: she does the action at once, in her own call;
 * - `with`: she wakes in the same call as the original (a group that wakes together);
 * - `after`: she has a call of her own right after the original's;
 * - `inert`: she becomes the role and does nothing at night (Villager, Tanner, Hunter, Master's vote…);
 * - `copycat`: she becomes what the Copycat viewed, and never wakes for it;
 * - `own`: the role defines the Doppelgänger's calls itself (the Doppelgänger-Oracle's question, right
 *   after her own call, since the Oracle wakes before her).
 */
export type DoppelgangerTiming = 'immediate' | 'with' | 'after' | 'inert' | 'copycat' | 'own';

/** Everything a role's night action may read when it is offered or carried out. */
export interface ActionContext {
  readonly state: GameState;
  readonly step: StepRule;
  readonly awake: StepActors;
  /** The first player awake: the one acting, for a role that wakes alone. */
  readonly actor: number;
  /** The Marks this actor gives: the Doppelgänger's own set when she acts as a copy. */
  readonly set: MarkSet;
  /** Where an error is reported (`the-count`, `seer`…). */
  readonly at: string;
  /** This call is a time loop's second pass (the app's draws come from its fresh draws). */
  readonly loop: boolean;
  /** The team printed on a role's card (a role module may not read the registry itself). */
  readonly roleTeam: (role: Role) => Team;
  /** Names roles in English for a reason's sentence (a role folder may not read the registry's words). */
  readonly names: Kit;
}

/** What a role does when it wakes: its legal choices, and how an answer changes the table. */
export interface NightAction {
  /** The legal choices now; without it there is nothing to choose. */
  readonly choice?: (ctx: ActionContext) => ChoiceSpec;
  /** Carries out an answer already checked against `choice` (an empty answer is "did nothing"). */
  readonly perform?: (table: Table, ctx: ActionContext, answer: Answer) => void;
  /** A rule the choice's shape cannot say (the Paranormal Investigator stops at a Werewolf), checked after it. */
  readonly validate?: (ctx: ActionContext, answer: Answer) => RuleError | null;
  /** The answer with what the call draws itself when the answer does not say it (the Curator's artifact). */
  readonly complete?: (ctx: ActionContext, answer: Answer) => Answer;
}

/** One of a role's steps in the wake order. */
export interface StepDef {
  /** The step's key (also its narration lines' key); by default the call. */
  readonly key?: string;
  /** The record's call id answered here. */
  readonly call: Call;
  /** The wake number of the Alien text's cross-game list (the Vampire text for -7 and 00). */
  readonly wake: string;
  readonly phase: Phase;
  /** Only in a game with (true) or without (false) Vampire roles; either when undefined. */
  readonly vampireGame?: boolean;
  /** The step is in a game's script when the deck holds one of these roles (default: the role itself). */
  readonly when?: readonly Role[];
  /** Who wakes, when it is not the players who started as the role (lovers: whoever holds a Mark of Love). */
  readonly awake?: (state: GameState) => number[];
  /** What is done in this step (default: the role's `night`). */
  readonly action?: NightAction;
  /** Waking here is only looking: it does not make a correction change the deal any more. */
  readonly passive?: boolean;
  /** The explanation names the actors as this group. */
  readonly group?: StepGroup;
  /** The wake label of the Doppelgänger's call right after this one (default: the same as this one). */
  readonly doppelgangerWake?: string;
  /** What the Doppelgänger does at this step, when it is not the role's timing (the Count's own call: after). */
  readonly doppelganger?: 'with' | 'after' | 'none';
  /** The Doppelgänger's immediate action follows this step (her own calls). */
  readonly thenImmediate?: boolean;
  /** Who wakes, when not the role's own timing: `doppelganger` for a call of the Doppelgänger's own. */
  readonly copies?: 'original' | 'both' | 'doppelganger';
  /** The step is carried out even with nobody awake: the app speaks for a role in the center. */
  readonly always?: boolean;
  /** A time loop replays this call (with fresh draws) by default; every Night call with `timeLoopWholeNight`. */
  readonly loops?: boolean;
}

/** What the vote's deciding reads: every player's final role, Mark, team and kind, and the votes. */
export interface DayContext {
  readonly state: GameState;
  readonly options: GameOptions;
  readonly n: number;
  /** Each player's vote (`n`: the app) and, in a two-hand vote, the second hand's (null otherwise). */
  readonly votes: readonly number[];
  readonly second: readonly (number | null)[] | null;
  readonly roles: readonly (Role | null)[];
  readonly marks: readonly Mark[];
  readonly teams: readonly Team[];
  readonly vampire: readonly boolean[];
  readonly werewolf: readonly boolean[];
  readonly alien: readonly boolean[];
  /** Who is dead so far (complete when verdicts are asked). */
  readonly dead: readonly boolean[];
  /** Protected from dying by votes (the Master). */
  readonly isProtected: readonly boolean[];
  /** Who "cannot be killed", not by the Hunter's shot either (the Master, the Bodyguard's choice); null: nobody. */
  readonly killProof: readonly boolean[] | null;
  /** Whether a team won (asked once deaths are known: Nostradamus's verdict). */
  readonly teamWins: (team: Team) => boolean;
  /** The groups a player ends the night on ("actually in front of at least one player"). */
  readonly active: Readonly<Record<'village' | 'werewolf' | 'vampire' | 'alien', boolean>>;
  /** Three or more groups are active: the Epic Battle's votes and win conditions. */
  readonly epicBattle: boolean;
}

/** Facts over the whole table that decide the special teams (`teamsFrom`). */
export interface TableFacts {
  /** Someone is a Vampire, by card or by Mark. */
  readonly anyVampire: boolean;
  /** A Mark of the Assassin lies in front of a player. */
  readonly assassinMark: boolean;
  /** Whether this role is in front of a player at the end. */
  readonly holds: (role: Role) => boolean;
}

/** What a role adds to the day: its team at the end, the vote, deaths and its own verdict. */
export interface DayHooks {
  /** The team of this role's holder at the end, when it is not the card's team. */
  readonly team?: (facts: TableFacts) => Team;
  /** This role's holder cannot be killed by votes (the Master voted for by another Vampire, the Prince). */
  readonly protectedByVotes?: (ctx: DayContext, player: number) => boolean;
  /**
   * That protection is from the votes only (the Prince: "votes against him don't count"), so the Hunter's
   * shot still kills him; without it the holder "cannot be killed" (the Master), as the Bodyguard's choice.
   */
  readonly votesOnly?: boolean;
  /** Players this role's holder protects from the vote (the Bodyguard: whoever he votes for). */
  readonly protects?: (ctx: DayContext, player: number) => readonly number[];
  /** What this role's holder turns into because of the votes (the Cursed: a Werewolf voted for him). */
  readonly turnedByVotes?: (ctx: DayContext, player: number) => Role | null;
  /** When this role's holder dies, someone else dies too (the Hunter's shot). */
  readonly onDeath?: (ctx: DayContext, player: number, kill: (player: number, reason: DeathReason) => void) => void;
  /** The verdict of this role's holder, when their own rule replaces their team's. */
  readonly verdict?: (ctx: DayContext, player: number) => Verdict | null;
  /**
   * Team outcomes this role's holder forces, whatever the team's own rule says (the Tanner dead: the
   * werewolf team does not win; the Synthetic dead: the alien and village teams lose; every alien-team
   * player voting for the Leader: the alien team wins and the village loses). A loss beats a win.
   */
  readonly forces?: (ctx: DayContext, player: number) => readonly TeamForce[];
  /** Whoever votes for this role's holder cannot win (the Diseased card, as a house rule). */
  readonly poisonsVotes?: (ctx: DayContext) => boolean;
}

/** A team's outcome forced by a role, with the reason shown to the table. */
export interface TeamForce {
  readonly team: Team;
  readonly won: boolean;
  readonly why: TeamWhy;
}

/**
 * What the One Night app says for this role (Alien, Bonus Pack 3): the app "directs" it. The draw is
 * written in a record's `app` object under `key` (the Doppelgänger's copy under `key-doppelganger`).
 */
export interface RoleApp {
  /** The record's key for the draw: the role's id, or its group's call (`aliens`). */
  readonly key: string;
  /** The app draws once when the deck holds any role of this kind (the Aliens), not for each copy. */
  readonly forKind?: RoleKind;
  /**
   * What the app will say, drawn from the draw's own stream (`doppelganger`: for the Doppelgänger's copy);
   * none for a role whose draw the plan makes itself (the Oracle's question and its replies).
   */
  readonly draw?: (rng: Rng, weights: AppWeights, table: AppTable, doppelganger: boolean) => unknown;
  /** A time loop draws afresh for its call (rule 50). */
  readonly loops: boolean;
  /** The app says the draw when the call opens (Nostradamus's team is announced after he looks). */
  readonly spokenAtCall: boolean;
  /** What a record's draw must respect at this table beyond its shape: `bad(field, message)` for each problem. */
  check?(said: never, table: AppTable, bad: (field: string, reason: Reason) => void, doppelganger: boolean): void;
  /** The groups of the app's "Randomization" weights its draws read. */
  readonly weights: readonly (keyof AppWeights)[];
}

/** A house rule a role brings: its option, the rule texts' reading as its default, and when it can matter. */
export interface RoleHouseRule {
  readonly id: OptionName;
  readonly default: boolean;
  /** The deck it changes something in (in terms of roles and kinds; the catalogue spells it out in roles). */
  readonly matters: HouseRuleCondition;
  /** Offered at the setup screen (the others are set by records and the command line). */
  readonly offered: boolean;
}

export interface RoleModule {
  readonly id: Role;
  /** The Bonus Pack the role comes in (1, 2 or 3), for a role of the Bonus Packs. */
  readonly pack?: 1 | 2 | 3;
  /** The role's words in every language (its folder's `text.en.ts` and `text.fr.ts`). */
  readonly text: { readonly [L in 'en' | 'fr']: RoleText };
  readonly game: Game;
  /** The team printed on the card; Marks and day hooks may change it. */
  readonly team: Team;
  /** Marks this role brings to the Marks board (Vampire text, Setup: "the corresponding Marks"). */
  readonly marks: readonly Mark[];
  readonly doppelganger: DoppelgangerTiming;
  /** At most this many copies in a deck: one for every role whose night step is one player's choice. */
  readonly maxCopies: number;
  /** The role's own steps in the wake order (a group's step is held by the group's first role). */
  readonly steps: readonly StepDef[];
  /** The role wakes in other roles' group steps (the Master and the Count with the Vampires). */
  readonly wakesWith?: readonly string[];
  /** What the role does at night: at its steps, and as the Doppelgänger's immediate action. */
  readonly night?: NightAction;
  readonly day?: DayHooks;
  /** The kinds of creature this card makes its holder (a Werewolf, a Vampire, an Alien), or a copier. */
  readonly kinds: readonly RoleKind[];
  /** The card gives no power to whoever receives it at night when it started in the center (the Assassin). */
  readonly powerlessFromCenter?: boolean;
  /** The card copies another player's card at night and then wakes as that copy (the Doppelgänger). */
  readonly wakesAsCopy?: boolean;
  /** The role brings a fourth center card of this role, laid across the center row (the Alpha Wolf's Werewolf). */
  readonly centerCard?: Role;
  /** With this role in the deck the engine writes down who viewed or moved a card or a Mark (the Aura Seer). */
  readonly tracksTouches?: boolean;
  /**
   * The roles its action may turn a card into, wherever the card goes (`Table.cardBecomesRole`): a card of
   * one of them may be seen in a game where none was dealt.
   */
  readonly turnsCardsInto?: readonly Role[];
  /** What the role moves at night besides its own card: other players' cards, Marks. */
  readonly moves?: readonly ('cards' | 'marks')[];
  /** What the One Night app says for it (its draws, checks and weights). */
  readonly app?: RoleApp;
  /** The game draws something for it from its seed (the Curator's artifacts); an app-directed role always does. */
  readonly seeded?: boolean;
  /** The house rules it brings. */
  readonly houseRules?: readonly RoleHouseRule[];
  /** What the console's table tags the seat picked at its call with ("shield", "taken"…). */
  readonly badge?: Badge;
}

export const ANY = Number.POSITIVE_INFINITY;

/** A role module, with the defaults filled in: no Marks, no steps, one copy, no kind. */
export function defineRole(
  role: Pick<RoleModule, 'id' | 'text' | 'game' | 'team' | 'doppelganger'> & Partial<RoleModule>,
): RoleModule {
  return { marks: [], maxCopies: 1, steps: [], kinds: [], ...role };
}
