/**
 * A rule error's message and its reason's English are plain data (they read, compare, clone and write as
 * plain objects); the Alien app's draws are made when read (issue 19, "Fast again"): read late or in any
 * order, they are exactly what drawing them at once gave.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_APP_WEIGHTS,
  NAMED_DECKS,
  applyAnswer,
  createGame,
  currentCall,
  drawPlan,
  formatRuleError,
  ruleErrorAt,
  seededRng,
  shuffle,
  type GameState,
  type RuleError,
} from '../../src/main/engine/index.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];

/** A Robber's game at five: the Robber is Ann, and her own seat is refused. */
function robberCall(): { state: GameState; refused: RuleError } {
  const created = createGame({
    players: NAMES,
    deal: { players: ['robber', 'werewolf', 'seer', 'villager', 'villager'], center: ['werewolf', 'tanner', 'drunk'] },
  });
  if (!created.ok) throw new Error(created.error[0]!.message);
  let state = created.value;
  for (let call = currentCall(state); call && call.step.role !== 'robber'; call = currentCall(state)) {
    const applied = applyAnswer(state, {}, undefined, call);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  const choice = currentCall(state)!.choice;
  if (choice.kind !== 'target') throw new Error(`the Robber's choice is ${choice.kind}`);
  const refused = choice.seats[0]!;
  if (refused.legal || !refused.reason) throw new Error("the Robber's own seat is not refused");
  return { state, refused: refused.reason };
}

describe('a rule error is plain data', () => {
  it('the message is the reason in English, the same however often it is read', () => {
    const { refused } = robberCall();
    expect(refused.message).toBe(refused.reason.en);
    expect(refused.message).toMatch(/^Ann /);
    expect(refused.message).toBe(refused.message);
  });

  it('reads, spreads, compares and clones as a plain object', () => {
    const { refused } = robberCall();
    const plain = {
      code: refused.code,
      at: refused.at,
      message: refused.message,
      reason: { key: refused.reason.key, params: refused.reason.params, en: refused.reason.en },
    };
    expect(Object.keys(refused)).toEqual(['code', 'at', 'message', 'reason']);
    expect(Object.keys(refused.reason)).toEqual(['key', 'params', 'en']);
    expect(refused).toEqual(plain);
    expect({ ...refused }).toEqual(plain);
    // What crosses a process (Electron's IPC clones its values) keeps the sentences.
    expect(structuredClone(refused)).toEqual(plain);
  });

  it('writes as the plain object it stands for: code, at, message, reason (key, params, en)', () => {
    const { refused } = robberCall();
    const written = JSON.parse(JSON.stringify(refused)) as Record<string, unknown>;
    expect(Object.keys(written)).toEqual(['code', 'at', 'message', 'reason']);
    expect(written).toEqual({
      code: refused.code,
      at: refused.at,
      message: refused.message,
      reason: JSON.parse(
        JSON.stringify({ key: refused.reason.key, params: refused.reason.params, en: refused.reason.en }),
      ),
    });
    expect(Object.keys(written['reason'] as object)).toEqual(['key', 'params', 'en']);
  });

  it('moved to another place, it keeps its code, reason and message', () => {
    const { refused } = robberCall();
    const moved = ruleErrorAt(refused, 'night[0] robber');
    expect(moved).toMatchObject({ code: refused.code, at: 'night[0] robber', reason: refused.reason });
    expect(moved.message).toBe(refused.message);
    expect(formatRuleError(moved)).toBe(`night[0] robber: ${refused.message}`);
  });

  it('an illegal answer is refused with the seat’s reason at the answer’s place', () => {
    const { state, refused } = robberCall();
    const applied = applyAnswer(state, { target: 0 });
    expect(applied.ok).toBe(false);
    if (applied.ok) return;
    expect(applied.error.code).toBe(refused.code);
    expect(applied.error.message).toBe(refused.message);
  });
});

describe("the Alien app's plan draws each part when read", () => {
  const deck = NAMED_DECKS['alien10']!.deck;
  const nightCalls = new Set(deck);

  it('each draw read alone, in any order, is the whole plan’s', () => {
    const rng = seededRng(19);
    for (let i = 0; i < 200; i++) {
      const seed = rng.int(0, 2 ** 30);
      const players = rng.int(3, 12);
      const whole = drawPlan(seed, DEFAULT_APP_WEIGHTS, { deck, players }, nightCalls);
      const said = JSON.parse(JSON.stringify(whole.said)) as Record<string, unknown>;
      const lazy = drawPlan(seed, DEFAULT_APP_WEIGHTS, { deck, players }, nightCalls);
      for (const key of shuffle(rng, Object.keys(said)))
        expect(JSON.parse(JSON.stringify(lazy.draw(key, false) ?? null))).toEqual(said[key]);
      const loop = said['loop'] as Record<string, unknown> | undefined;
      for (const key of Object.keys(loop ?? {}))
        expect(JSON.parse(JSON.stringify(lazy.draw(key, true) ?? null))).toEqual(loop![key]);
      // Read in pieces first, then whole: the same plan, in the same order.
      expect(JSON.stringify(lazy)).toBe(JSON.stringify(whole));
      expect(Object.keys(lazy.said)).toEqual(Object.keys(said));
    }
  });

  it('a draw the deck has none of is nothing', () => {
    const plan = drawPlan(7, DEFAULT_APP_WEIGHTS, { deck, players: 10 }, nightCalls);
    expect(plan.draw('blob', false)).toBeUndefined();
    expect(plan.said).not.toHaveProperty('blob');
  });
});
