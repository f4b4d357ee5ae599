/**
 * Alien through the session, as the console plays it: random games of the Alien presets (and decks with
 * the Synthetic Alien, Groob and Zerb, the Doppelgänger) answered call by call with the console's answers
 * (the Oracle's reply, each Alien's card, the Witch's give, the Idiot's shift, a ripple's exchange), votes
 * with both hands and for the app, then exported: `cli resolve` on the record tells the same deaths,
 * winners, teams and outcomes as the game's own result. And the views the console reads: the app's part of
 * each call, the app's words, the day effects, the vote rules, face-up cards, two-hand results.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/main/cli/cli.ts';
import {
  ALIEN_BEGINNER_DECKS,
  ALIEN_EPIC_DECKS,
  currentCall,
  randomAnswer,
  randomVoteInput,
  seededRng,
  type Role,
} from '../../src/main/engine/index.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import type { AppWeightsInput } from '../../src/shared/session-contract.ts';
import type { GameView } from '../../src/shared/views.ts';
import { unwrap } from './helpers.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'];

function sessionWith(seeds: () => number): Session {
  let t = Date.parse('2026-11-01T20:00:00Z');
  let n = 0;
  return new Session(new Store(':memory:'), {
    now: () => new Date((t += 1000)),
    newId: () => `game-${++n}`,
    randomSeed: seeds,
  });
}

/** Every ripple weight 0 but one: that ripple is drawn. */
function onlyRipple(type: string): AppWeightsInput {
  const ripple: Record<string, number> = {
    none: 0,
    'one-minute': 0,
    repeat: 0,
    'repeat-one-player': 0,
    insomniac: 0,
    'may-not-speak': 0,
    'face-away': 0,
    troublemaker: 0,
    steal: 0,
    witch: 0,
    'view-1': 0,
    'view-2': 0,
    reveal: 0,
    'dual-view': 0,
    'two-hand-vote': 0,
    'dual-shuffle': 0,
    drunk: 0,
    'vote-for-app': 0,
    'repeat-role': 0,
    'i-am-alien': 0,
  };
  ripple[type] = 1;
  return { ripple };
}

/** Plays a game's night with random legal answers sent as the console sends them, then votes. */
function playThrough(session: Session, game: GameView, seed: number): GameView {
  const rng = seededRng(seed);
  let view = unwrap(session.startNight(game.id));
  for (let guard = 0; view.call && guard < 200; guard++) {
    const state = unwrap(session.gameState(game.id));
    const call = currentCall(state)!;
    view = unwrap(session.answer(game.id, randomAnswer(rng, call.choice)));
  }
  expect(view.phase).toBe('day');
  const state = unwrap(session.gameState(game.id));
  const vote = randomVoteInput(rng, state);
  return unwrap(session.vote(game.id, vote.votes, vote.second ?? null));
}

async function resolveRecord(record: unknown): Promise<{
  deaths: string[];
  winners: string[];
  players: { name: string; card: string; team: string; dead: boolean; won: boolean }[];
}> {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-alien-'));
  const file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify(record));
  let out = '';
  let err = '';
  const code = await runCli(['resolve', file], { out: (t) => (out += t), err: (t) => (err += t) });
  expect(err).toBe('');
  expect(code).toBe(0);
  return JSON.parse(out);
}

async function expectSameResult(session: Session, view: GameView): Promise<void> {
  const result = view.result!;
  expect(result).not.toBeNull();
  const resolved = await resolveRecord(unwrap(session.exportGame(view.id)));
  // `resolve` names the dead in seat order; the result in the order they died.
  const seatOrder = [...result.deaths].sort((a, b) => a.player - b.player).map((d) => d.name);
  expect(resolved.deaths).toEqual(seatOrder);
  expect(resolved.winners).toEqual(result.winners);
  expect(resolved.players.map((p) => [p.name, p.card, p.team, p.dead, p.won])).toEqual(
    result.players.map((p) => [p.name, p.card, p.team, p.dead, p.won]),
  );
}

describe('Alien games through the session resolve the same with cli resolve', () => {
  const decks: { name: string; players: number; deck: readonly Role[] }[] = [
    ...Object.values(ALIEN_BEGINNER_DECKS).map((p) => ({ name: p.id, players: p.players, deck: p.deck })),
    ...Object.values(ALIEN_EPIC_DECKS).map((p) => ({ name: p.id, players: p.players, deck: p.deck })),
    {
      name: 'synthetic, groob, zerb, leader',
      players: 7,
      deck: ['groob', 'zerb', 'synthetic-alien', 'leader', 'oracle', 'psychic', 'rascal', 'cow', 'villager', 'blob'],
    },
    {
      name: 'doppelgänger with the app',
      players: 6,
      deck: ['doppelganger', 'alien', 'alien', 'oracle', 'psychic', 'rascal', 'exposer', 'mortician', 'villager'],
    },
  ];

  it.each(decks)('$name: random games, every ripple', async ({ players, deck }) => {
    let seed = 1000;
    const session = sessionWith(() => ++seed);
    const ripples = ['two-hand-vote', 'vote-for-app', 'repeat', 'witch', 'reveal', 'dual-shuffle', 'none'];
    for (let g = 0; g < ripples.length; g++) {
      const game = unwrap(
        session.createGame({
          players: NAMES.slice(0, players),
          deal: { mode: 'shuffle', deck: [...deck] },
          appWeights: onlyRipple(ripples[g]!),
        }),
      );
      const view = playThrough(session, game, players * 100 + g);
      await expectSameResult(session, view);
    }
  });
});

describe('the views an Alien game gives the console', () => {
  it('a two-hand vote: the rules name the group, the result keeps both hands, the record and resolve agree', async () => {
    let seed = 7;
    const session = sessionWith(() => ++seed);
    const game = unwrap(
      session.createGame({
        players: NAMES.slice(0, 7),
        deal: { mode: 'shuffle', deck: [...ALIEN_BEGINNER_DECKS[7]!.deck] },
        appWeights: { ...onlyRipple('two-hand-vote'), groups: { everyone: 0, even: 1, odd: 0, numbers: 0 } },
      }),
    );
    let view = unwrap(session.startNight(game.id));
    while (view.call) view = unwrap(session.pass(game.id));
    expect(view.voteRules).toEqual({ app: false, twoHands: [1, 3, 5] });
    expect(view.app?.ripple?.type).toBe('two-hand-vote');
    expect(view.app?.day.twoHands).toEqual([1, 3, 5]);
    const votes = [1, 0, 0, 0, 0, 0, 0];
    const second = [null, 2, null, 0, null, 0, null];
    // One hand only from a two-hand voter is refused, naming the rule.
    const missing = session.vote(game.id, votes, [null, 2, null, 0, null, null, null]);
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.message).toMatch(/Fay did not vote with the second hand/);
    view = unwrap(session.vote(game.id, votes, second));
    expect(view.result?.second).toEqual(second);
    // Ann: the first hands of Ben and of Cat to Gus (6), and the second hands of Dan and Fay (2).
    expect(view.result?.tally[0]).toBe(8);
    expect(view.result?.deaths.map((d) => d.name)).toEqual(['Ann']);
    const record = unwrap(session.exportGame(game.id));
    expect(record.votes?.['Ben']).toEqual(['Ann', 'Cat']);
    await expectSameResult(session, view);
  });

  it('a vote for the app: "the app" is a target, nobody dies when it has the most votes', async () => {
    let seed = 11;
    const session = sessionWith(() => ++seed);
    const game = unwrap(
      session.createGame({
        players: NAMES.slice(0, 5),
        deal: { mode: 'shuffle', deck: [...ALIEN_BEGINNER_DECKS[5]!.deck] },
        appWeights: onlyRipple('vote-for-app'),
      }),
    );
    let view = unwrap(session.startNight(game.id));
    while (view.call) view = unwrap(session.pass(game.id));
    expect(view.voteRules).toEqual({ app: true, twoHands: [] });
    expect(view.app?.day.voteForApp).toBe(true);
    view = unwrap(session.vote(game.id, [5, 5, 5, 0, 0]));
    expect(view.result?.appVotes).toBe(3);
    expect(view.result?.deaths).toEqual([]);
    expect(unwrap(session.exportGame(game.id)).votes?.['Ann']).toBe('app');
    await expectSameResult(session, view);
  });

  it('a vote for the app without that ripple is refused, naming the rule', () => {
    let seed = 3;
    const session = sessionWith(() => ++seed);
    const game = unwrap(
      session.createGame({
        players: NAMES.slice(0, 5),
        deal: { mode: 'shuffle', deck: [...ALIEN_BEGINNER_DECKS[5]!.deck] },
        appWeights: onlyRipple('one-minute'),
      }),
    );
    let view = unwrap(session.startNight(game.id));
    while (view.call) view = unwrap(session.pass(game.id));
    expect(view.voteRules.app).toBe(false);
    expect(view.app?.day).toMatchObject({ oneMinute: true, discussionSeconds: 60 });
    const refused = session.vote(game.id, [5, 0, 0, 0, 0]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/only a vote-for-app ripple lets players vote for the app/);
  });

  it("the Aliens' timer halves the discussion; the ripple's groups are named by seat", () => {
    let seed = 5;
    const session = sessionWith(() => ++seed);
    const aliens: Record<string, number> = {
      view: 0,
      'all-view': 0,
      stare: 0,
      timer: 1,
      left: 0,
      right: 0,
      show: 0,
      'new-alien': 0,
      'alien-helper': 0,
    };
    const game = unwrap(
      session.createGame({
        players: NAMES.slice(0, 6),
        deal: { mode: 'shuffle', deck: [...ALIEN_BEGINNER_DECKS[6]!.deck] },
        options: { discussionSeconds: 300 },
        appWeights: { aliens, ...onlyRipple('may-not-speak'), groups: { everyone: 0, even: 0, odd: 1, numbers: 0 } },
      }),
    );
    let view = unwrap(session.startNight(game.id));
    const aliensCall = (): GameView['call'] => view.call;
    while (view.call && view.call.key !== 'aliens') view = unwrap(session.pass(game.id));
    expect(aliensCall()?.app?.says).toBe("The Aliens halve the day's discussion timer.");
    expect(aliensCall()?.open).toContain("The Aliens halve the day's discussion timer.");
    // Expert mode's short call says the drawn variant in full too.
    expect(aliensCall()?.short.open).toEqual(['Aliens, wake up.', "The Aliens halve the day's discussion timer."]);
    // Read on a French console, the English game is still told in English (what is said to the table).
    unwrap(session.setLanguage('fr'));
    expect(unwrap(session.getGame(game.id)).call!.app?.says).toBe("The Aliens halve the day's discussion timer.");
    // A French game says it in French.
    const french = unwrap(
      session.createGame({
        players: NAMES.slice(0, 6),
        deal: { mode: 'shuffle', deck: [...ALIEN_BEGINNER_DECKS[6]!.deck] },
        appWeights: { aliens },
        language: 'fr',
      }),
    );
    let told = unwrap(session.startNight(french.id));
    while (told.call && told.call.key !== 'aliens') told = unwrap(session.pass(french.id));
    expect(told.call?.app?.says).toBe('Les Aliens divisent par deux le temps de discussion du jour.');
    expect(told.call?.short.open).toEqual([
      'Aliens, réveillez-vous.',
      'Les Aliens divisent par deux le temps de discussion du jour.',
    ]);
    unwrap(session.setLanguage('en'));
    view = unwrap(session.getGame(game.id));
    while (view.call) view = unwrap(session.pass(game.id));
    expect(view.app?.day).toMatchObject({ halved: 1, discussionSeconds: 150, mayNotSpeak: [0, 2, 4] });
    expect(view.app?.said.map((s) => s.key)).toEqual(expect.arrayContaining(['aliens', 'ripple']));
  });

  it("the Oracle's call: every answer with the app's reply said aloud; in the center the app's own answer", () => {
    let seed = 21;
    const session = sessionWith(() => ++seed);
    const oracle: Record<string, number> = {
      'alien-team': 0,
      'werewolf-team': 0,
      'vampire-team': 0,
      'alien-exchange': 0,
      exchange: 0,
      center: 1,
      ripple: 0,
      'even-odd': 0,
      'player-number': 0,
      number: 0,
    };
    const deck: Role[] = ['oracle', 'alien', 'alien', 'psychic', 'villager', 'villager'];
    const inPlay = unwrap(
      session.createGame({
        players: NAMES.slice(0, 3),
        deal: { mode: 'manual', players: deck.slice(0, 3), center: deck.slice(3) },
        appWeights: { oracle, oracleCenter: { '1': 0, '2': 1, '3': 0 } },
      }),
    );
    let view = unwrap(session.startNight(inPlay.id));
    while (view.call && view.call.key !== 'oracle') view = unwrap(session.pass(inPlay.id));
    const call = view.call!;
    expect(call.awake).toEqual([0]);
    expect(call.app?.oracle?.text).toBe('Do you want to view the center cards? Tap yes or no.');
    expect(call.app?.oracle?.answers.map((a) => [a.answer, a.line, a.followUp])).toEqual([
      ['yes', 'You may view two center cards.', true],
      ['no', 'You view no center card.', false],
    ]);
    // She answers yes and views two center cards: the answer carries her reply and her follow-up.
    view = unwrap(session.answer(inPlay.id, { reply: 'yes', centers: [0, 2] }));
    expect(view.app?.said[0]?.text).toBe(
      'Do you want to view the center cards? Tap yes or no. Yes. You may view two center cards.',
    );
    expect(unwrap(session.exportGame(inPlay.id)).app?.oracle).toEqual({
      question: 'center',
      answer: 'yes',
      response: 2,
    });
    // A third center card is more than the app allowed.
    const center = unwrap(
      session.createGame({
        players: NAMES.slice(0, 3),
        deal: { mode: 'manual', players: ['psychic', 'alien', 'alien'], center: ['oracle', 'villager', 'villager'] },
        appWeights: { oracle },
      }),
    );
    view = unwrap(session.startNight(center.id));
    while (view.call && view.call.key !== 'oracle') view = unwrap(session.pass(center.id));
    expect(view.call?.nobodyAwake).toBe(true);
    const auto = view.call?.app?.oracle?.auto;
    expect(auto?.answer === 'yes' || auto?.answer === 'no').toBe(true);
    expect(unwrap(session.pass(center.id)).app?.said[0]?.key).toBe('oracle');
    expect(unwrap(session.exportGame(center.id)).app?.oracle?.answer).toBe(auto?.answer);
  });

  it('an answer the console knows is wrong (player 1 taps “Even”) is told to the moderator, and still taken', () => {
    let seed = 23;
    const session = sessionWith(() => ++seed);
    const oracle: Record<string, number> = {
      'alien-team': 0,
      'werewolf-team': 0,
      'vampire-team': 0,
      'alien-exchange': 0,
      exchange: 0,
      center: 0,
      ripple: 0,
      'even-odd': 1,
      'player-number': 0,
      number: 0,
    };
    const deck: Role[] = ['oracle', 'alien', 'alien', 'psychic', 'villager', 'villager'];
    const game = unwrap(
      session.createGame({
        players: NAMES.slice(0, 3),
        deal: { mode: 'manual', players: deck.slice(0, 3), center: deck.slice(3) },
        appWeights: { oracle },
      }),
    );
    let view = unwrap(session.startNight(game.id));
    while (view.call && view.call.key !== 'oracle') view = unwrap(session.pass(game.id));
    const answers = view.call!.app!.oracle!;
    expect(answers.question).toBe('even-odd');
    // Ann, player 1: "Odd" is true, "Even" contradicts it; the app's own answer is never hers to contradict.
    expect(answers.answers.find((a) => a.answer === 'odd')?.contradicts).toBeUndefined();
    expect(answers.answers.find((a) => a.answer === 'even')?.contradicts).toBe(
      'Ann is player 1, an odd number: “Even” does not match. The answer stands as she gave it (the table is the truth); check her number.',
    );
    expect(answers.auto.contradicts).toBeUndefined();
    unwrap(session.setLanguage('fr'));
    const fr = unwrap(session.getGame(game.id)).call!.app!.oracle!;
    // French spacing: a no-break space before the colon and inside « ».
    expect(fr.answers.find((a) => a.answer === 'even')?.contradicts?.replace(/[\u00A0\u202F]/g, ' ')).toMatch(
      /^Ann est le joueur 1, un numéro impair : « Pair » ne correspond pas\./,
    );
    unwrap(session.setLanguage('en'));
    // Taken as given: the physical table is the truth.
    view = unwrap(session.answer(game.id, { reply: 'even' }));
    expect(view.call?.key).not.toBe('oracle');
    expect(unwrap(session.exportGame(game.id)).app?.oracle?.answer).toBe('even');
  });

  it("each Alien's own card, the Exposer's flips face up on the table, a refused Alien view names the rule", () => {
    let seed = 31;
    const session = sessionWith(() => ++seed);
    const aliens: Record<string, number> = {
      view: 1,
      'all-view': 0,
      stare: 0,
      timer: 0,
      left: 0,
      right: 0,
      show: 0,
      'new-alien': 0,
      'alien-helper': 0,
    };
    const deck: Role[] = ['alien', 'alien', 'exposer', 'villager', 'villager', 'psychic', 'rascal', 'cow'];
    const game = unwrap(
      session.createGame({
        players: NAMES.slice(0, 5),
        deal: { mode: 'manual', players: deck.slice(0, 5), center: deck.slice(5) },
        appWeights: {
          aliens,
          viewTargets: { numbers: 0, any: 1, even: 0, odd: 0 },
          exposer: { '1': 0, '2': 1, '3': 0 },
        },
      }),
    );
    let view = unwrap(session.startNight(game.id));
    while (view.call && view.call.key !== 'aliens') view = unwrap(session.pass(game.id));
    expect(view.call?.choice.kind).toBe('each');
    const refused = session.answer(game.id, { each: [{ target: 0 }, {}] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/Ann is the Alien viewing/);
    view = unwrap(session.answer(game.id, { each: [{ target: 3 }, { target: 4 }] }));
    while (view.call && view.call.key !== 'exposer') view = unwrap(session.pass(game.id));
    expect(view.call?.choice).toMatchObject({ kind: 'places', min: 2, max: 2 });
    view = unwrap(session.answer(game.id, { centers: [0, 2] }));
    expect(view.table.centerFaceUp).toEqual([true, false, true]);
    const entries = unwrap(session.exportGame(game.id)).night.filter((e) => 'call' in e && e.call === 'aliens');
    expect(entries).toEqual([
      { call: 'aliens', by: 'Ann', target: 'Dan' },
      { call: 'aliens', by: 'Ben', target: 'Eve' },
    ]);
  });

  it('the Blob keeps her eyes closed and listens: not "in the center" when a player holds her card', () => {
    let seed = 41;
    const session = sessionWith(() => ++seed);
    const deck: Role[] = ['blob', 'alien', 'alien', 'villager', 'psychic', 'rascal', 'cow'];
    const game = unwrap(
      session.createGame({
        players: NAMES.slice(0, 4),
        deal: { mode: 'manual', players: deck.slice(0, 4), center: deck.slice(4) },
        appWeights: { blob: { '1-left': 1, '1-right': 0, '1-each-side': 0 } },
      }),
    );
    let view = unwrap(session.startNight(game.id));
    while (view.call && view.call.key !== 'blob') view = unwrap(session.pass(game.id));
    expect(view.call?.reason).toEqual({ kind: 'listens', players: [0] });
    expect(view.call?.app?.blob).toEqual([0, 1]);
    view = unwrap(session.pass(game.id));
    expect(view.table.players.map((p) => p.blob === true)).toEqual([true, true, false, false]);
  });
});

describe("bad input to the Alien console's contract", () => {
  const deal = {
    mode: 'manual' as const,
    players: ['oracle', 'psychic', 'alien', 'rascal', 'cow'],
    center: ['alien', 'exposer', 'mortician'],
  };

  it("a weight for a variant the app does not have is refused by name, with the group's variants, and no game is made", () => {
    const session = sessionWith(() => 7);
    const result = session.createGame({
      players: NAMES.slice(0, 5),
      deal,
      appWeights: { oracle: { 'player-number': 1, 'players-number': 5 } },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toMatch(
      /appWeights\.oracle\.players-number: "players-number" is not a variant of the app's oracle group; its variants are alien-team, .*player-number/,
    );
    expect(unwrap(session.listGames())).toEqual([]);
  });

  it("an Oracle's answer that is not one is refused with the answers she can tap", () => {
    const session = sessionWith(() => 7);
    const game = unwrap(session.createGame({ players: NAMES.slice(0, 5), deal }));
    for (const reply of ['maybe', 2.5, null]) {
      const result = session.answer(game.id, { reply } as never);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.error.message).toContain(
          `${JSON.stringify(reply)} is not an answer the Oracle can tap: yes, no, even, odd, or a number from 1 to 12`,
        );
    }
  });
});
