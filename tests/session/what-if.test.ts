/**
 * "What if" (session/what-if.ts): a finished game with some votes or night choices changed, computed on a
 * copy of its fold and never saved. The deaths and winners change as the rules say; a changed answer must
 * be legal at its call (the engine's reason otherwise); an answer the changes made illegal is taken as
 * nothing; the archive's file is byte for byte the same afterwards, and the game's log holds the same
 * entries.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../src/main/session/session.ts';
import type { AnswerInput } from '../../src/shared/session-contract.ts';
import type { GameView } from '../../src/shared/views.ts';
import { createDispatcher } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { openSession, unwrap } from './helpers.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];

function playNight(session: Session, id: string, answers: Record<string, AnswerInput>): GameView {
  let game = unwrap(session.getGame(id));
  while (game.phase === 'dusk' || game.phase === 'night')
    game = unwrap(session.answer(id, answers[game.call!.key] ?? {}));
  return game;
}

/**
 * Ann the Werewolf, Ben the Seer, Cat the Robber (robs Dan, the Troublemaker), Dan swaps Ann and Eve:
 * Eve ends with the Werewolf card, Ann with the Villager. Everyone votes for Ann (a Villager now): the
 * village loses; Eve, the Werewolf, wins.
 */
function finished(
  session: Session,
  deal = {
    players: ['werewolf', 'seer', 'robber', 'troublemaker', 'villager'],
    center: ['villager', 'drunk', 'tanner'],
  },
) {
  const id = unwrap(session.createGame({ players: PLAYERS, deal: { mode: 'manual', ...deal } })).id;
  unwrap(session.startNight(id));
  playNight(session, id, { seer: { target: 3 }, robber: { target: 3 }, troublemaker: { targets: [0, 4] } });
  unwrap(session.startVote(id));
  const game = unwrap(session.vote(id, [1, 0, 0, 0, 0]));
  return { id, game };
}

/** The archive's files as bytes (the database and its write-ahead log). */
function archiveBytes(path: string): Buffer[] {
  return [path, `${path}-wal`].map((file) => (existsSync(file) ? readFileSync(file) : Buffer.alloc(0)));
}

const stepOf = (game: GameView, key: string): number => game.script.find((line) => line.key === key)!.index;

describe('what if', () => {
  it('a vote changed: other deaths and other winners, marked hypothetical, nothing saved', () => {
    const { session, store, path } = openSession();
    const { id, game } = finished(session);
    expect(game.result!.deaths.map((d) => d.name)).toEqual(['Ann']);
    expect(game.result!.winners).toEqual(['Eve']);
    const bytes = archiveBytes(path);
    const log = store.events(id);

    // Everyone votes for Eve (the Werewolf now): the village wins.
    const what = unwrap(session.whatIf(id, { votes: [4, 4, 4, 4, 0] }));
    expect(what.hypothetical).toBe(true);
    expect(what.changes).toBe(4); // Eve voted for Ann already
    expect(what.result.deaths.map((d) => d.name)).toEqual(['Eve']);
    expect(what.result.winners).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(what.actual.winners).toEqual(['Eve']);
    expect(what.votes).toEqual([4, 4, 4, 4, 0]);

    // Nothing was written: the archive's files, the log, the game as the session shows it.
    expect(archiveBytes(path)).toEqual(bytes);
    expect(store.events(id)).toEqual(log);
    expect(unwrap(session.getGame(id)).result).toEqual(game.result);
    expect(unwrap(session.exportGame(id)).votes).toEqual({
      Ann: 'Ben',
      Ben: 'Ann',
      Cat: 'Ann',
      Dan: 'Ann',
      Eve: 'Ann',
    });
  });

  it('a night choice changed where it stays legal: the cards move otherwise and the verdicts follow', () => {
    const { session, path, store } = openSession();
    const { id, game } = finished(session);
    const bytes = archiveBytes(path);
    const log = store.events(id);
    // The Troublemaker swaps Ben and Cat instead: Ann keeps the Werewolf, and the vote for Ann kills her.
    const what = unwrap(
      session.whatIf(id, { night: [{ step: stepOf(game, 'troublemaker'), answer: { targets: [1, 2] } }] }),
    );
    expect(what.changes).toBe(1);
    expect(what.table.players[0]!.card).toBe('werewolf');
    expect(what.result.deaths.map((d) => d.name)).toEqual(['Ann']);
    expect(what.result.winners).toEqual(['Ben', 'Cat', 'Dan', 'Eve']);
    const trouble = what.calls.find((c) => c.key === 'troublemaker')!;
    expect(trouble).toMatchObject({ changed: true, answer: { targets: [1, 2] }, dropped: null });
    expect(trouble.text).toContain('Ben');
    // The choices offered are the engine's at that call: any two other players.
    expect(trouble.choice.kind).toBe('targets');
    // The same answer as entered is no change.
    const same = unwrap(
      session.whatIf(id, { night: [{ step: stepOf(game, 'troublemaker'), answer: { targets: [0, 4] } }] }),
    );
    expect(same.changes).toBe(0);
    expect(same.result).toEqual(same.actual);
    expect(archiveBytes(path)).toEqual(bytes);
    expect(store.events(id)).toEqual(log);
  });

  it('refuses a change the rules do not allow, saying why, and a game with no vote yet', () => {
    const { session } = openSession();
    const { id, game } = finished(session);
    // The Troublemaker may not swap her own card.
    const illegal = session.whatIf(id, {
      night: [{ step: stepOf(game, 'troublemaker'), answer: { targets: [3, 4] } }],
    });
    expect(illegal).toMatchObject({ ok: false, error: { code: 'what-if/illegal' } });
    expect(!illegal.ok && illegal.error.message).toMatch(/^what-if: call \d+ \(troublemaker\): /);
    // A player may not vote for themselves.
    expect(session.whatIf(id, { votes: [0, 0, 0, 0, 0] })).toMatchObject({
      ok: false,
      error: { code: 'what-if/illegal-vote' },
    });
    expect(session.whatIf(id, { night: [{ step: 300, answer: {} }] })).toMatchObject({
      ok: false,
      error: { code: 'what-if/no-such-call' },
    });
    expect(
      session.whatIf(id, {
        night: [
          { step: 2, answer: {} },
          { step: 2, answer: {} },
        ],
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'input/invalid' },
    });
    expect(session.whatIf(id, { votes: 'Ann' })).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    const open = unwrap(
      session.createGame({
        players: PLAYERS,
        deal: {
          mode: 'shuffle',
          deck: ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager', 'villager', 'drunk'],
        },
      }),
    );
    expect(session.whatIf(open.id, { votes: [1, 0, 0, 0, 0] })).toMatchObject({
      ok: false,
      error: { code: 'what-if/not-revealed' },
    });
  });

  it('an answer the change made illegal is taken as nothing, and says why', () => {
    const { session } = openSession();
    // Daybreak: the Sentinel shields Dan, then the Robber robs Cat. Shielding Cat instead leaves the
    // Robber's card unreachable: the Robber's answer is taken as nothing.
    const deal = {
      players: ['sentinel', 'werewolf', 'villager', 'villager', 'robber'],
      center: ['seer', 'troublemaker', 'drunk'],
    };
    const id = unwrap(session.createGame({ players: PLAYERS, deal: { mode: 'manual', ...deal } })).id;
    unwrap(session.startNight(id));
    playNight(session, id, { sentinel: { target: 3 }, robber: { target: 2 } });
    unwrap(session.startVote(id));
    const game = unwrap(session.vote(id, [1, 0, 1, 1, 1]));
    expect(game.table.players[4]!.card).toBe('villager');
    const what = unwrap(session.whatIf(id, { night: [{ step: stepOf(game, 'sentinel'), answer: { target: 2 } }] }));
    const robber = what.calls.find((c) => c.key === 'robber')!;
    expect(robber.answer).toEqual({});
    expect(robber.dropped).toMatch(/shield/i);
    expect(what.table.players[4]!.card).toBe('robber');
    expect(what.table.players[2]!.card).toBe('villager');
  });

  it('goes through the contract, validated by its schema', async () => {
    const { session, path } = openSession();
    const { id } = finished(session);
    const dispatch = createDispatcher({ session, narration: new TimedTextNarration(0), keepAwake: () => undefined });
    const bytes = archiveBytes(path);
    expect(await dispatch('whatIf', [id, { votes: [4, 4, 4, 4, 0] }])).toMatchObject({
      ok: true,
      value: { hypothetical: true, result: { winners: ['Ann', 'Ben', 'Cat', 'Dan'] } },
    });
    expect(await dispatch('whatIf', [id, { votes: [4, 4, 4, 4, 0], extra: true }])).toMatchObject({
      ok: false,
      error: { code: 'input/invalid' },
    });
    expect(await dispatch('whatIf', [id, { night: [{ step: -1, answer: {} }] }])).toMatchObject({
      ok: false,
      error: { code: 'input/invalid' },
    });
    expect(archiveBytes(path)).toEqual(bytes);
  });
});
