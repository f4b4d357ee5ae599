import type { AppDraw, Protection, TeamWhy } from '../events.ts';
import type { OracleAnswer, OracleQuestion, OracleResponse } from '../app/vocabulary.ts';
import type { Artifact, Mark, Role, Team } from '../vocabulary.ts';
import type { VoteTally } from './reasons.ts';

/** The languages the engine tells a game in. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The groups that wake together, as the explanation names them. */
export type Group = 'vampires' | 'werewolves' | 'masons' | 'lovers' | 'aliens' | 'groob-zerb';

/** A place of a card, already named: a player's card or a center card. */
export type PlaceName = { readonly player: string } | { readonly center: number };

/** A death reason with players already named. */
export type NamedDeathReason =
  | { readonly kind: 'votes'; readonly votes: number }
  | { readonly kind: 'second-most'; readonly votes: number }
  | { readonly kind: 'master-protected'; readonly votes: number; readonly masters: string }
  | {
      readonly kind: 'protected';
      readonly votes: number;
      readonly protected: readonly { readonly player: string; readonly by: Protection }[];
    }
  | { readonly kind: 'love'; readonly lover: string }
  | { readonly kind: 'hunter'; readonly hunter: string };

/** A verdict with players already named; `outcome` is whether the player won. */
export type NamedVerdict =
  | { readonly kind: 'team'; readonly team: Team; readonly why: TeamWhy; readonly enemies?: readonly Team[] }
  | { readonly kind: 'tanner'; readonly dead: boolean }
  | { readonly kind: 'assassin'; readonly targets: string | null }
  | { readonly kind: 'apprentice'; readonly markMode: boolean; readonly assassins: string | null }
  | { readonly kind: 'traitor'; readonly team: Team; readonly teammatesDead: string }
  | { readonly kind: 'minion-alone'; readonly role?: Role }
  | { readonly kind: 'diseased-vote'; readonly votedFor: string }
  | { readonly kind: 'synthetic' }
  | { readonly kind: 'rival'; readonly rival: Role; readonly rivals: string | null }
  | { readonly kind: 'leader'; readonly keep: string | null }
  | { readonly kind: 'blob'; readonly part: string }
  | { readonly kind: 'mortician'; readonly neighbours: string }
  | { readonly kind: 'forced'; readonly team: Team; readonly why: TeamWhy }
  | { readonly kind: 'oracle-guess'; readonly oracle: string; readonly self: boolean }
  | { readonly kind: 'apprentice-tanner'; readonly tanners: string | null }
  | { readonly kind: 'nostradamus'; readonly team: Team; readonly teamWon: boolean };

/**
 * Every phrase the explanation of a game is built from, in one language. `explain` decides what is said
 * (which facts, in which order, who); a phrasebook decides how. `plural` is true when the subject of a
 * clause is a group of several players (French verbs agree with it).
 */
export interface Phrasebook {
  readonly list: (items: readonly string[]) => string;
  /** What joins the last item of a list to the others (" and "; " et "). */
  readonly and: string;
  /** "the Seer", "Renfield"; "la Voyante", "Renfield". */
  readonly role: (role: Role) => string;
  readonly roleName: (role: Role) => string;
  /** "the Mark of Fear"; "la marque de Peur". */
  readonly mark: (mark: Mark) => string;
  readonly markName: (mark: Mark) => string;
  readonly place: (place: PlaceName) => string;
  readonly center: (index: number) => string;

  readonly prefix: (phase: 'dusk' | 'night') => string;
  /** What the subject did: `clauses` already listed ("looked at … and became …"). */
  readonly sentence: (prefix: string, subject: string, clauses: string) => string;
  readonly marksViewed: (frightened: string | null) => string;
  readonly frightenedAsleep: (prefix: string, players: string, role: Role) => string;
  readonly nobodyWoke: (prefix: string, who: Group | Role) => string;

  readonly group: (group: Group, count: number, actors: string) => string;
  readonly actor: (role: Role, actors: string) => string;
  readonly doppelgangerActor: (role: Role, actors: string) => string;
  readonly copycatActor: (role: Role, actors: string) => string;

  readonly lovers: (plural: boolean, a: string, b: string) => string;
  /** A sentence of its own: those who held Fear while the others of the call woke. */
  readonly frightenedStayed: (players: string) => string;
  readonly didNothing: (plural: boolean) => string;
  readonly woke: (plural: boolean) => string;
  readonly copied: (place: PlaceName, seen: Role | null, becomes: Role, inert: boolean) => string;
  readonly gaveVampire: (plural: boolean, target: string) => string;
  readonly took: (plural: boolean, mark: Mark) => string;
  readonly gave: (plural: boolean, mark: Mark, target: string) => string;
  readonly sawNoOther: (plural: boolean, group: Exclude<Group, 'vampires'>) => string;
  readonly sawEachOther: (group: Exclude<Group, 'vampires'>) => string;
  readonly sawWerewolves: (players: string | null) => string;
  readonly sawAssassin: (players: string | null) => string;
  readonly sawVampires: (players: string | null) => string;
  readonly sawPoint: (player: string) => string;
  readonly lookedAtOwnCard: (card: Role) => string;
  readonly sawNewCard: (card: Role) => string;
  readonly lookedAt: (place: PlaceName, card: Role) => string;
  /** Several players awake looked at the same card together (the Aliens' All View, a dual view). */
  readonly lookedTogether: (place: PlaceName, card: Role) => string;
  /** One of several players awake looked at a card on their own ("Ben looked at Ann's card: …"). */
  readonly someoneLookedAt: (player: string, place: PlaceName, card: Role) => string;
  readonly sawNewMark: (mark: Mark) => string;
  readonly lookedAtMark: (player: string, mark: Mark) => string;
  readonly exchangedWithCenter: (center: number) => string;
  readonly exchangedWith: (player: string) => string;
  readonly switchedCards: (a: PlaceName, b: PlaceName) => string;
  readonly exchangedMarks: (player: string) => string;
  readonly switchedMarks: (a: string, b: string) => string;

  // --- Alien: the app, the Oracle, cards that change, cards face up --------------------------------------
  /** A time loop's second pass, before the usual prefix. */
  readonly loopPrefix: string;
  /** What the app said at a call, as a sentence: "Night: the app said the Aliens may each look at …". */
  /** What the app said: its instructions already listed. */
  readonly appTold: (prefix: string, what: string) => string;
  /** One of the app's draws, with the role as its subject ("the Aliens may each look at …"). */
  readonly instruction: (key: string, said: AppDraw) => string;
  /** The Oracle's question, her answer (or the app's for her), and the app's reply, as a sentence. */
  readonly oracle: (
    prefix: string,
    subject: string | null,
    question: OracleQuestion,
    answer: OracleAnswer,
    response: OracleResponse | null,
    auto: boolean,
  ) => string;
  /** Facts told without a subject (a card in the center that changed): "Night: the card … became …". */
  /** What happened at a call nobody acted at: its clauses already listed. */
  readonly plain: (prefix: string, clauses: string) => string;
  readonly became: (player: string | null, role: Role, card: boolean) => string;
  readonly joined: (player: string, team: Team) => string;
  readonly flipped: (place: PlaceName, card: Role) => string;
  /** The card just turned face up goes back down: `as` the Revealer's reason (a Werewolf…), null not village. */
  readonly flippedDown: (as: Role | null) => string;
  readonly rotated: (players: string, direction: 'left' | 'right', why: 'aliens' | 'idiot' | 'ripple') => string;
  readonly showedCards: (cards: string) => string;
  readonly tipped: (by: string | null) => string;
  readonly guessed: (guess: number, number: number) => string;
  readonly eyesOpen: (players: string) => string;
  readonly sawAliens: (players: string | null) => string;
  readonly sawPointing: (players: string) => string;
  /** "Ann: Alien" in a list of cards shown. */
  readonly cardOf: (player: string, card: Role) => string;
  // --- Daybreak and the Bonus Packs ---------------------------------------------------------------------
  readonly shielded: (player: string) => string;
  readonly placedArtifact: (player: string, artifact: Artifact) => string;
  readonly artifactName: (artifact: Artifact) => string;
  /**
   * The Paranormal Investigator stopped and became that role; `cardNow`: her own card, which became it, lies
   * there (it was moved before she looked); `player`: she became it whatever card she holds (a house rule).
   */
  readonly stopped: (becomes: Role | null, cardNow: PlaceName | null, player: boolean) => string;
  readonly tapped: (player: string) => string;
  /** The app announced Nostradamus's team (`picked`: its own pick, he saw no card). */
  readonly announced: (team: Team, picked: boolean) => string;
  /** Thumbs shown to a role (who touched a card for the Aura Seer, the Tanner, the Seers). */
  readonly sawThumbs: (of: 'touched' | 'tanner' | 'seers', players: string | null) => string;
  /** The app as a vote's target. */
  readonly app: string;
  readonly appSaved: (votes: number) => string;

  readonly correctionSwapCards: (a: PlaceName, b: PlaceName) => string;
  readonly correctionSwapMarks: (a: string, b: string) => string;
  readonly correctionPutMark: (mark: Mark, target: string) => string;
  readonly correctionShield: (player: string, on: boolean) => string;
  readonly correctionArtifact: (card: PlaceName, artifact: Artifact | null) => string;
  readonly correctionFaceUp: (card: PlaceName, up: boolean) => string;
  readonly correction: (what: readonly string[], note: string | null) => string;

  readonly deathReason: (reason: NamedDeathReason) => string;
  readonly verdict: (won: boolean, dead: boolean, verdict: NamedVerdict) => string;
  /** The vote's tally ("Vote: Ann 3 (Ben, Cat and Dan), Ben 1 (Ann)."). */
  readonly voteTally: VoteTally;
  /** The groups in play (three or four of village, werewolf, vampire, alien). */
  readonly epicBattle: (groups: readonly Team[]) => string;
  readonly nobodyDied: string;
  readonly died: (player: string, reason: string) => string;
  /** `mark` is null in a game without Marks. */
  readonly playerResult: (player: string, card: Role, mark: Mark | null, verdict: string, role?: Role | null) => string;

  readonly nightBegan: string;
  readonly voteBegan: string;
  readonly deal: string;
  readonly callDone: (key: string) => string;
  readonly undo: (seq: number, text: string) => string;
}
