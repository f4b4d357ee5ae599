/**
 * The replay's "what if" (WhatIfState) against a fake main process: a vote changed, a night choice made
 * again by clicks on the table, a refusal said and taken back, back to the game as played.
 */
import { describe, expect, it, vi } from 'vitest';
import { editable, WhatIfState } from '../../src/renderer/src/replay/what-if.svelte.ts';
import type { SessionResult, WhatIfInput } from '../../src/shared/session-contract.ts';
import { isRoleId } from '../../src/shared/roles.ts';
import type { ChoiceView, ResultView, WhatIfCall, WhatIfView } from '../../src/shared/views.ts';
import { startTable } from './night-fakes.ts';

const PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan'];

function result(deaths: number[], winners: string[]): ResultView {
  return {
    epicBattle: false,
    deaths: deaths.map((player) => ({ player, name: PLAYERS[player]!, reason: 'votes' })),
    players: PLAYERS.map((name, seat) => ({
      name,
      startCard: 'villager',
      card: 'villager',
      mark: 'clarity',
      team: 'village',
      dead: deaths.includes(seat),
      won: winners.includes(name),
      reason: '',
    })),
    winners,
    tally: [],
    votes: [1, 0, 0, 0],
    second: null,
    appVotes: 0,
    teams: winners.length > 0 ? ['village'] : [],
  };
}

const ROBBER: ChoiceView = {
  kind: 'target',
  mandatory: false,
  seats: PLAYERS.map((_, seat) => ({ seat, legal: seat !== 2, ...(seat === 2 ? { reason: 'her own card' } : {}) })),
};

function call(step: number, key: string, choice: ChoiceView, changed = false): WhatIfCall {
  return {
    step,
    key,
    phase: 'night',
    namedAfter: isRoleId(key) ? key : null,
    awake: [2],
    text: `${key} did it`,
    choice,
    answer: { target: 0 },
    changed,
    dropped: null,
    table: startTable(),
  };
}

/** A fake `whatIf`: the Robber's target decides who dies; a vote for oneself is refused. */
function fakeApi() {
  const asked: WhatIfInput[] = [];
  const whatIf = vi.fn((gameId: string, input: WhatIfInput): Promise<SessionResult<WhatIfView>> => {
    asked.push(input);
    if (input.votes?.some((target, seat) => target === seat))
      return Promise.resolve({
        ok: false,
        error: { code: 'what-if/illegal-vote', message: 'what-if: the votes: Ann may not vote for herself' },
      });
    const robbed = input.night?.find((n) => n.step === 5)?.answer.target ?? 0;
    const votes = input.votes ?? [1, 0, 0, 0];
    const changes = (input.night?.length ?? 0) + votes.filter((v, seat) => v !== [1, 0, 0, 0][seat]).length;
    return Promise.resolve({
      ok: true,
      value: {
        hypothetical: true,
        gameId,
        result: robbed === 0 ? result([0], ['Bob', 'Cat', 'Dan']) : result([robbed], ['Ann']),
        actual: result([0], ['Bob', 'Cat', 'Dan']),
        calls: [
          call(5, 'robber', ROBBER, robbed !== 0),
          call(3, 'artifacts', { kind: 'artifact', seats: [], artifacts: [] }),
        ],
        votes,
        second: null,
        voteRules: { app: false, twoHands: [] },
        table: startTable(),
        changes,
      },
    });
  });
  return { api: { whatIf }, asked };
}

describe('what if, in the replay', () => {
  it('opens on the game as played, then a vote changed asks the main process again', async () => {
    const { api, asked } = fakeApi();
    const state = new WhatIfState(api, 'g1');
    expect(await state.start()).toBe(true);
    expect(asked[0]).toEqual({ night: [] });
    expect(state.open).toBe(true);
    expect(state.view?.hypothetical).toBe(true);
    expect(state.changed).toBe(false);
    expect(await state.setVote(2, 3)).toBe(true);
    expect(asked.at(-1)).toEqual({ votes: [1, 0, 3, 0], night: [] });
    expect(state.votes).toEqual([1, 0, 3, 0]);
    expect(state.changed).toBe(true);
    // The same vote again is no change.
    expect(await state.setVote(2, 3)).toBe(false);
  });

  it('a refused change is said and taken back: the changes kept are the last the engine took', async () => {
    const { api, asked } = fakeApi();
    const state = new WhatIfState(api, 'g1');
    await state.start();
    await state.setVote(1, 2);
    expect(await state.setVote(0, 0)).toBe(false);
    expect(state.error).toBe('what-if: the votes: Ann may not vote for herself');
    expect(state.votes).toEqual([1, 2, 0, 0]);
    // The next change starts from the kept ones, and clears the message.
    await state.setVote(3, 1);
    expect(asked.at(-1)).toEqual({ votes: [1, 2, 0, 1], night: [] });
    expect(state.error).toBeNull();
  });

  it('a night choice made again on the table: only legal seats, applied, then back as played', async () => {
    const { api, asked } = fakeApi();
    const state = new WhatIfState(api, 'g1');
    await state.start();
    expect(state.edit(3)).toBe(false); // the Curator's token: the app's draw, not changed here
    expect(editable(state.view!.calls[1]!)).toBe(false);
    expect(state.edit(5)).toBe(true);
    expect(state.editedCall?.key).toBe('robber');
    expect(state.canPass).toBe(true);
    expect(state.selection.toggleSeat(2)).toBe(false); // her own card
    expect(state.selection.toggleSeat(3)).toBe(true);
    expect(await state.applyEdit()).toBe(true);
    expect(asked.at(-1)).toEqual({ night: [{ step: 5, answer: { target: 3 } }] });
    expect(state.editing).toBeNull();
    expect(state.isChangedCall(5)).toBe(true);
    expect(state.view?.result.winners).toEqual(['Ann']);
    expect(await state.restore(5)).toBe(true);
    expect(asked.at(-1)).toEqual({ night: [] });
    expect(state.view?.result.winners).toEqual(['Bob', 'Cat', 'Dan']);
  });

  it('"did nothing" where the rules allow it; start over; close forgets everything', async () => {
    const { api, asked } = fakeApi();
    const state = new WhatIfState(api, 'g1');
    await state.start();
    state.edit(5);
    expect(await state.passEdit()).toBe(true);
    expect(asked.at(-1)).toEqual({ night: [{ step: 5, answer: {} }] });
    await state.setVote(1, 3);
    expect(await state.startOver()).toBe(true);
    expect(asked.at(-1)).toEqual({ night: [] });
    state.close();
    expect(state.open).toBe(false);
    expect(state.view).toBeNull();
    // A late answer after closing changes nothing.
    const late = state.setVote(1, 2);
    expect(await late).toBe(false);
    expect(state.view).toBeNull();
  });

  it('a refresh while a start-over is on its way asks for the start-over, not the changes still shown', async () => {
    const { api, asked } = fakeApi();
    const state = new WhatIfState(api, 'g1');
    await state.start();
    await state.setVote(1, 3);
    expect(state.changed).toBe(true);
    // The start-over is asked; before its answer, the console's language changes (a refresh).
    const over = state.startOver();
    const refreshed = state.refresh();
    expect(await over).toBe(false); // overtaken by the refresh
    expect(await refreshed).toBe(true);
    expect(asked.at(-1)).toEqual({ night: [] });
    expect(state.changed).toBe(false);
    // A change after it builds on the start-over too.
    await state.setVote(2, 3);
    expect(asked.at(-1)).toEqual({ votes: [1, 0, 3, 0], night: [] });
  });

  it('asked again with the same changes when the console changes language; closed, nothing is asked', async () => {
    const { api, asked } = fakeApi();
    const state = new WhatIfState(api, 'g1');
    expect(await state.refresh()).toBe(false);
    expect(asked).toHaveLength(0);
    await state.start();
    await state.setVote(2, 3);
    state.edit(5);
    state.selection.toggleSeat(3);
    await state.applyEdit();
    const before = asked.length;
    expect(await state.refresh()).toBe(true);
    expect(asked).toHaveLength(before + 1);
    expect(asked.at(-1)).toEqual({ votes: [1, 0, 3, 0], night: [{ step: 5, answer: { target: 3 } }] });
    expect(state.votes).toEqual([1, 0, 3, 0]);
    expect(state.isChangedCall(5)).toBe(true);
  });
});
