import { numbersTo, weightedBy, type AppTable } from '../../../app/draw.ts';
import type { OraclePlan, OracleSaid } from '../../../app/said.ts';
import type { AppWeights } from '../../../app/weights.ts';
import {
  ORACLE_NUMBER_MAX,
  ORACLE_QUESTIONS,
  type OracleAnswer,
  type OracleQuestion,
  type OracleResponse,
} from '../../../app/vocabulary.ts';
import type { Rng } from '../../../random.ts';
import type { Role } from '../../../vocabulary.ts';
import type { Reason } from '../../../errors.ts';
import { reasonsOf } from '../../../text/sentences.ts';
import { en } from './text.en.ts';

const because = reasonsOf('oracle', en.reasons);

/**
 * The Oracle's question, drawn in advance with every reply the app would give to each answer, so her
 * answer only chooses among them (`alien-daybreak.md` §2).
 */

/** The questions the app may ask: a team question only when that team is in the game (the deck alone decides). */
export function oracleQuestions(table: Pick<AppTable, 'deck' | 'roles'>): OracleQuestion[] {
  const { kinds } = table.roles;
  const has = (kind: ReadonlySet<Role>): boolean => table.deck.some((role) => kind.has(role));
  const aliens = has(kinds.alien);
  return ORACLE_QUESTIONS.filter((q) => {
    if (q === 'alien-team' || q === 'alien-exchange' || q === 'ripple') return aliens;
    if (q === 'werewolf-team') return has(kinds.werewolf);
    if (q === 'vampire-team') return has(kinds.vampire);
    return true;
  });
}

/** The answers a question takes. */
export function oracleAnswers(question: OracleQuestion, players: number): OracleAnswer[] {
  if (question === 'even-odd') return ['even', 'odd'];
  if (question === 'player-number') return numbersTo(players);
  if (question === 'number') return numbersTo(ORACLE_NUMBER_MAX);
  return ['yes', 'no'];
}

/** The Oracle's reply to an alien-team "yes", and how many center cards she may view. */
const ALIEN_REPLIES = ['card', 'team', 'refused'] as const;
const CENTER_COUNTS = ['1', '2', '3'] as const;

/**
 * The Oracle's plan, her question drawn among `questions`: `oracleQuestions(table)` (the plan keeps the
 * list of a deck's roles), without the Oracle's own for the Doppelgänger-Oracle's "another question".
 */
export function oraclePlan(
  rng: Rng,
  weights: AppWeights,
  table: AppTable,
  questions: readonly OracleQuestion[],
): OraclePlan | null {
  const question = weightedBy(rng, questions, weights.oracle);
  if (!question) return null;
  const answers = oracleAnswers(question, table.players);
  return {
    question,
    autoAnswer: answers[rng.int(0, answers.length - 1)]!,
    refused: rng.int(0, 99) < weights.oracleRefusal,
    alienReply: weightedBy(rng, ALIEN_REPLIES, weights.oracleAlienReply) ?? 'refused',
    centerCards: Number(weightedBy(rng, CENTER_COUNTS, weights.oracleCenter) ?? '1') as 1 | 2 | 3,
    overrideShift: rng.int(1, Math.max(1, table.players - 1)),
    number: rng.int(1, ORACLE_NUMBER_MAX),
  };
}

/** The app's reply to an answer, from the plan: undefined when the question has none. */
export function oracleResponse(plan: OraclePlan, answer: OracleAnswer, players: number): OracleResponse | undefined {
  switch (plan.question) {
    case 'alien-team':
      return answer === 'yes' ? plan.alienReply : undefined;
    case 'werewolf-team':
    case 'vampire-team':
      return answer === 'yes' ? (plan.refused ? 'refused' : 'card') : undefined;
    case 'exchange':
      return answer === 'yes' ? (plan.refused ? 'refused' : 'swap') : undefined;
    case 'center':
      return answer === 'yes' ? plan.centerCards : undefined;
    case 'player-number': {
      if (typeof answer !== 'number') return undefined;
      return plan.refused ? ((answer - 1 + plan.overrideShift) % players) + 1 : answer;
    }
    case 'number':
      return plan.number;
    case 'alien-exchange':
    case 'ripple':
    case 'even-odd':
      return undefined;
  }
}

/** What the Oracle was asked, before she answers. */
export function oracleSaidBefore(plan: OraclePlan): OracleSaid {
  return { question: plan.question };
}

/** What a record says the app asked the Oracle and she answered must be something the app can say at this table. */
export function checkOracleSaid(o: OracleSaid, table: AppTable, bad: (field: string, reason: Reason) => void): void {
  const players = table.players;
  if (!oracleQuestions(table).includes(o.question))
    bad('question', because('only-with-team', { question: o.question }));
  const answers = oracleAnswers(o.question, players);
  if (o.answer === undefined || !answers.includes(o.answer))
    bad(
      'answer',
      because('not-an-answer', {
        answer: String(o.answer),
        question: o.question,
        answers,
        upTo: o.question === 'number' ? ORACLE_NUMBER_MAX : o.question === 'player-number' ? players : null,
      }),
    );
  const yes = o.answer === 'yes';
  const r = o.response;
  const none = (): void => {
    if (r !== undefined) bad('response', because('no-reply', { question: o.question, answer: String(o.answer) }));
  };
  const oneOf = (allowed: readonly (string | number)[]): void => {
    if (r === undefined || !allowed.includes(r)) bad('response', because('replies', { allowed, question: o.question }));
  };
  switch (o.question) {
    case 'alien-team':
      if (yes) oneOf(['card', 'team', 'refused']);
      else none();
      break;
    case 'werewolf-team':
    case 'vampire-team':
      if (yes) oneOf(['card', 'refused']);
      else none();
      break;
    case 'exchange':
      if (yes) oneOf(['swap', 'refused']);
      else none();
      break;
    case 'center':
      if (yes) oneOf([1, 2, 3]);
      else none();
      break;
    case 'player-number':
      if (typeof r !== 'number' || r < 1 || r > players) bad('response', because('player-number', { players }));
      break;
    case 'number':
      if (typeof r !== 'number' || r < 1 || r > ORACLE_NUMBER_MAX)
        bad('response', because('number', { max: ORACLE_NUMBER_MAX }));
      break;
    default:
      none();
  }
}
