import type { Role, Team } from '../vocabulary.ts';
import type {
  AlienAction,
  BodySnatcherAction,
  BodySnatcherTarget,
  EmpathPrompt,
  BlobAbsorb,
  ExposerCount,
  Group,
  MorticianAction,
  MorticianTarget,
  OracleAnswer,
  OracleQuestion,
  OracleResponse,
  PlaceTarget,
  PsychicAction,
  RascalAction,
  RippleGroup,
  RippleType,
  ViewTarget,
} from './vocabulary.ts';

/** What the app said to the Oracle, and what she answered. */
export interface OracleSaid {
  readonly question: OracleQuestion;
  /** Her answer, or the app's own when nobody answered (her card in the center, or she did not tap). */
  readonly answer?: OracleAnswer;
  readonly response?: OracleResponse;
}

export interface AliensSaid {
  readonly action: AlienAction;
  /** `view`, `all-view`: whose cards. */
  readonly target?: ViewTarget;
  /** `new-alien`, `alien-helper`: who holds out a fist. */
  readonly group?: Group;
}

export interface PsychicSaid {
  readonly action: PsychicAction;
  readonly target: ViewTarget;
}

export interface RascalSaid {
  readonly action: RascalAction;
  /** Every action but the Village Idiot's names where the cards are. */
  readonly target?: PlaceTarget;
}

export interface ExposerSaid {
  readonly cards: ExposerCount;
}

export interface MorticianSaid {
  readonly action: MorticianAction;
  /** `1-card`: which neighbour. */
  readonly target?: MorticianTarget;
}

export interface BlobSaid {
  readonly absorb: BlobAbsorb;
}

export interface BodySnatcherSaid {
  readonly action: BodySnatcherAction;
  /** `steal`: whose cards. */
  readonly target?: BodySnatcherTarget;
}

export interface EmpathSaid {
  readonly prompt: EmpathPrompt;
  readonly group: RippleGroup;
}

/** The team the app announces for Nostradamus (the last card he saw, or the app's pick if he saw none). */
export interface NostradamusSaid {
  readonly team: Team;
}

/** Where a ripple's action may reach: a phrase relative to the player, "yourself", or player numbers. */
export type RippleTarget = PlaceTarget | 'yourself' | readonly number[];

export interface RippleSaid {
  readonly type: RippleType;
  /** The one player the ripple gives an action (or who keeps their eyes open in a loop). */
  readonly player?: number;
  /** The two players it names: acting together, or whose cards are swapped. */
  readonly players?: readonly [number, number];
  readonly group?: RippleGroup;
  readonly target?: RippleTarget;
  /** `repeat-role`: the role that repeats its night action. */
  readonly role?: Role;
}

/**
 * A time loop's fresh draws, by draw key: the Aliens' and those of the roles whose calls a time loop
 * replays (each role folder says what its draw is: `app.draw`), the Doppelgänger's copies under
 * `key-doppelganger`.
 */
export interface LoopSaid {
  readonly [key: string]: unknown;
  readonly aliens?: AliensSaid;
}

/**
 * Everything the app said in one game: the record's `app` object (docs/record-format.md). A Doppelgänger
 * copy's draw is under the same key with `-doppelganger` appended; a time loop's fresh draws under `loop`.
 */
export interface AppSaid extends LoopSaid {
  readonly oracle?: OracleSaid;
  readonly 'oracle-doppelganger'?: OracleSaid;
  readonly ripple?: RippleSaid;
  readonly loop?: LoopSaid;
}

export type AppKey = keyof AppSaid;

/** What the app will do whatever the Oracle answers: her own answer if she gives none, and each reply. */
export interface OraclePlan {
  readonly question: OracleQuestion;
  /** The app's answer when she does not answer (her card in the center, or no tap in time). */
  readonly autoAnswer: OracleAnswer;
  /** A team or exchange question answered yes is refused; a player number is overridden. */
  readonly refused: boolean;
  readonly alienReply: 'card' | 'team' | 'refused';
  readonly centerCards: 1 | 2 | 3;
  /** The player number told instead of hers, as a shift of 1 … n-1 from her number. */
  readonly overrideShift: number;
  /** The number the app thinks of. */
  readonly number: number;
}

export interface AppPlan {
  /** Everything the app would say if nobody answered the Oracle, with every Doppelgänger copy's draw. */
  readonly said: AppSaid;
  readonly oracle: OraclePlan | null;
  readonly 'oracle-doppelganger': OraclePlan | null;
  /** The Aliens' forced pass when the Oracle says yes to the alien exchange. */
  readonly exchange: 'left' | 'right';
  /** The ripple when the Oracle asks for one (never "none"). */
  readonly forcedRipple: RippleSaid | null;
  /** One draw of `said` (of its time loop's, `loop`), made when first read: `said[key]` without the others. */
  draw(key: string, loop: boolean): unknown;
}
