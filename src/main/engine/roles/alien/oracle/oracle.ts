import type { ChoiceSpec, OracleReply, SeatOption } from '../../../model.ts';
import { NONE, seatOption } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { checkOracleSaid, oracleAnswers, oracleResponse } from './questions.ts';
import type { OraclePlan, OracleSaid } from '../../../app/said.ts';
import { drawKey, drawOf } from '../../../app/state.ts';
import { seatOf } from '../../../app/targets.ts';
import type { OracleAnswer, OracleQuestion, OracleResponse } from '../../../app/vocabulary.ts';
import { centerIndexes, centerPosition, playerCount } from '../../../queries.ts';
import type { GameState } from '../../../model.ts';
import type { Role } from '../../../vocabulary.ts';
import { defineRole, type ActionContext } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('oracle', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const CENTER_ONLY = because('center-only', {});

/**
 * "The Oracle wakes up and may respond to the app, which will ask her a question. … If she does not
 * respond for any reason (including if the card is not given to any player, but is instead in the
 * center), the app will choose an answer for her." The Doppelgänger-Oracle "answers another question":
 * the Oracle wakes first of all (-9), so her question comes right after the Doppelgänger's own call.
 */

const TEAM_CARD: Partial<Record<OracleQuestion, Role>> = {
  'alien-team': 'alien',
  'werewolf-team': 'werewolf',
  'vampire-team': 'vampire',
};

function planOf(state: GameState, key: string): OraclePlan | null {
  const plan = state.app?.plan;
  if (!plan) return null;
  return key === 'oracle' ? plan.oracle : plan['oracle-doppelganger'];
}

/** Every seat refused: she views center cards only (the seats walked here, not through a check closure). */
function centerOnly(state: GameState): SeatOption[] {
  const seats: SeatOption[] = [];
  for (let seat = 0; seat < state.setup.players.length; seat++)
    seats.push(seatOption(seat, ruleError('target/illegal', 'oracle', CENTER_ONLY)));
  return seats;
}

/** What the Oracle may or must do after the app's response. */
function then(question: OracleQuestion, response: OracleResponse | null, state: GameState): ChoiceSpec {
  if (question === 'exchange' && response === 'swap')
    return { kind: 'center', mandatory: true, indexes: centerIndexes(state) };
  if (question === 'center' && typeof response === 'number' && response > 0)
    return {
      kind: 'places',
      seats: centerOnly(state),
      indexes: centerIndexes(state),
      min: 1,
      max: response,
      allowNone: true,
      rule: because('rule', { count: response }),
    };
  return NONE;
}

/** Her answer already given tonight (a repeat-role ripple repeats her action with the same answer). */
function answeredBefore(state: GameState, key: string): OracleSaid | null {
  const said = (state.app?.said as Readonly<Record<string, OracleSaid | undefined>> | undefined)?.[key];
  return said?.answer !== undefined ? said : null;
}

function replies(
  state: GameState,
  key: string,
  repeat: boolean,
): { replies: OracleReply[]; auto: { answer: OracleAnswer; response: OracleResponse | null } } | null {
  const said = drawOf<OracleSaid>(state, key, false);
  if (!said) return null;
  const plan = planOf(state, key);
  const n = playerCount(state);
  // A record (one reply, the app object's), or her call repeated by a ripple ("repeats exactly its
  // earlier night action", rule 49): the answer she gave stands; she acts on the response again.
  if (!plan || (repeat && answeredBefore(state, key))) {
    // A record: the Oracle answered what the app object says.
    const answer = said.answer!;
    const response = said.response ?? null;
    return { replies: [{ answer, response, then: then(said.question, response, state) }], auto: { answer, response } };
  }
  // Item by item, not by `map` (see `arrays.ts`).
  const list: OracleReply[] = [];
  for (const answer of oracleAnswers(plan.question, n)) {
    const response = oracleResponse(plan, answer, n) ?? null;
    list.push({ answer, response, then: then(plan.question, response, state) });
  }
  return {
    replies: list,
    auto: { answer: plan.autoAnswer, response: oracleResponse(plan, plan.autoAnswer, n) ?? null },
  };
}

function choice(ctx: ActionContext): ChoiceSpec {
  if (ctx.awake.actors.length === 0) return NONE;
  const key = drawKey('oracle', ctx.step);
  const found = replies(ctx.state, key, ctx.step.kind === 'ripple-role');
  const said = drawOf<OracleSaid>(ctx.state, key, false);
  if (!found || !said) return NONE;
  // Her answer by default: a record's one reply, or the app's own when she does not tap.
  const byDefault =
    found.replies.length === 1 ? found.replies[0]! : found.replies.find((r) => r.answer === found.auto.answer);
  const mandatory = byDefault !== undefined && 'mandatory' in byDefault.then && byDefault.then.mandatory;
  return { kind: 'oracle', mandatory, question: said.question, replies: found.replies, auto: found.auto };
}

/** The position of "her card": hers if she is a player, else the card she would hold (in the center). */
function herCard(state: GameState, actor: number, key: string): number | null {
  if (actor >= 0) return actor;
  if (key !== 'oracle') return null;
  const at = state.positions.findIndex((card) => state.setup.cards[card] === 'oracle');
  return at >= 0 ? at : null;
}

export const oracle = defineRole({
  id: 'oracle',
  text: { en, fr },
  houseRules: [{ id: 'oracleChangeFollowsPlayer', default: false, matters: { roles: ['oracle'] }, offered: true }],
  // The app asks her a question drawn with every reply it would give (`questions.ts`; the plan draws it,
  // the Doppelgänger-Oracle's "another question").
  app: {
    key: 'oracle',
    loops: false,
    spokenAtCall: false,
    check: (said: OracleSaid, table, bad) => checkOracleSaid(said, table, bad),
    weights: ['oracle', 'oracleRefusal', 'oracleAlienReply', 'oracleCenter'],
  },
  game: 'alien',
  team: 'village',
  // "Your card is now an Alien card" (a Werewolf, a Vampire card by the other team questions).
  turnsCardsInto: Object.values(TEAM_CARD),
  doppelganger: 'own',
  steps: [
    { call: 'oracle', wake: '-9', phase: 'dusk', always: true },
    { call: 'oracle', wake: '-7', phase: 'dusk', vampireGame: true, copies: 'doppelganger', always: true },
    { call: 'oracle', wake: '1', phase: 'night', vampireGame: false, copies: 'doppelganger', always: true },
  ],
  night: {
    choice,
    perform: (table, ctx, answer) => {
      const { state, step } = ctx;
      const key = drawKey('oracle', step);
      const said = drawOf<OracleSaid>(state, key, false);
      if (!said) return;
      const plan = planOf(state, key);
      const n = playerCount(state);
      const awake = ctx.awake.actors.length > 0;
      const actor = awake ? ctx.actor : -1;
      let reply: OracleAnswer;
      let response: OracleResponse | null;
      let auto: boolean;
      const before = step.kind === 'ripple-role' ? answeredBefore(state, key) : null;
      if (plan && !before) {
        auto = answer.reply === undefined;
        reply = answer.reply ?? plan.autoAnswer;
        response = oracleResponse(plan, reply, n) ?? null;
      } else if (before) {
        auto = !awake;
        reply = before.answer!;
        response = before.response ?? null;
      } else {
        auto = !awake;
        reply = said.answer!;
        response = said.response ?? null;
      }
      // Written out rather than spread from an object made for the purpose (her call comes every game).
      table.say(
        key,
        response !== null
          ? { question: said.question, answer: reply, response }
          : { question: said.question, answer: reply },
      );
      table.facts.push({ kind: 'oracle', question: said.question, answer: reply, response, auto });

      const card = TEAM_CARD[said.question];
      if (card && reply === 'yes') {
        if (response === 'card') {
          if (state.setup.options.oracleChangeFollowsPlayer) {
            if (actor >= 0) table.playerBecomes(actor, card);
          } else {
            const at = herCard(state, actor, key);
            if (at !== null) table.cardBecomesRole(at, card);
          }
        } else if (response === 'team' && actor >= 0) table.join(actor, 'alien');
        return;
      }
      switch (said.question) {
        case 'alien-exchange':
          // "Yes": the Aliens must pass their cards to the left or the right this night.
          if (reply === 'yes' && plan) table.say('aliens', { action: state.app!.plan!.exchange });
          return;
        case 'ripple':
          if (reply === 'yes' && plan?.question === 'ripple' && state.app!.plan!.forcedRipple)
            table.say('ripple', state.app!.plan!.forcedRipple);
          return;
        case 'exchange':
          if (response === 'swap' && actor >= 0 && answer.center !== undefined && table.shields?.[actor] !== true)
            table.swapPositions(actor, centerPosition(state, answer.center));
          return;
        case 'center':
          if (actor >= 0) for (const c of answer.centers ?? []) table.viewCard(actor, centerPosition(state, c));
          return;
        case 'player-number':
          if (
            actor >= 0 &&
            typeof response === 'number' &&
            response >= 1 &&
            response <= n &&
            table.shields?.[seatOf(response)] !== true
          )
            table.viewCard(actor, seatOf(response));
          return;
        case 'number':
          if (actor >= 0 && typeof reply === 'number' && typeof response === 'number') {
            table.facts.push({ kind: 'guessed', player: actor, guess: reply, number: response });
            // Wrong: "every other player now wins if the Oracle dies; the Oracle wins only if she survives".
            if (reply !== response) table.wrongGuesses = [...table.wrongGuesses, actor];
          }
          return;
        default:
          return;
      }
    },
  },
  day: {
    // Her card may have become another team's card (`cardBecomes`): that is the card's role now.
  },
});
