/**
 * The night's Alien parts in the console: the selections of Alien's choices (the Oracle's reply and
 * follow-up, each Alien's card, the Witch's card and receiver, the Idiot's direction, a ripple's exchange,
 * up to N places), and the Oracle's call in NightState: her answer within the timer, the app's reply said
 * at once, her follow-up on a fresh timer, the app answering for her when time is up, and, with her card in
 * the center, the app answering by itself at a random moment with exactly the timing of a real answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceSelection } from '../../src/renderer/src/night/choice-selection.svelte.ts';
import { CALL_GUARD_MS, NightState, autoAnswerAfter } from '../../src/renderer/src/night/night-state.svelte.ts';
import type { CallAppView, CallView, ChoiceView, OracleAnswerView } from '../../src/shared/views.ts';
import { callView, flush, harness, legalSeats, type Harness } from './night-fakes.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function selecting(choice: ChoiceView): ChoiceSelection {
  const selection = new ChoiceSelection();
  selection.reset(choice);
  return selection;
}

const none = (seats: number): ChoiceView => ({
  kind: 'places',
  seats: legalSeats(seats, Object.fromEntries(Array.from({ length: seats }, (_, s) => [s, 'not a center card']))),
  indexes: [0, 1, 2],
  min: 1,
  max: 2,
  allowNone: true,
});

describe('ChoiceSelection: Alien choices', () => {
  it('each: one pick per Alien, the next click goes to the next Alien without a card; an Alien may do nothing', () => {
    const own = (self: number): ChoiceView => ({
      kind: 'place',
      mandatory: false,
      seats: legalSeats(5, { [self]: 'the Alien viewing', 2: 'Player 3; the app said an even-numbered player' }),
      indexes: [],
    });
    const s = selecting({
      kind: 'each',
      choices: [
        { actor: 0, choice: own(0) },
        { actor: 4, choice: own(4) },
      ],
    });
    expect(s.answer).toBeNull();
    expect(s.activeSeats.filter((o) => o.legal).map((o) => o.seat)).toEqual([1, 3, 4]);
    expect(s.toggleSeat(0)).toBe(false);
    expect(s.toggleSeat(2)).toBe(false);
    s.toggleSeat(3);
    expect(s.eachIndex).toBe(1);
    expect(s.answer).toEqual({ each: [{ target: 3 }, {}] });
    expect(s.toggleSeat(4)).toBe(false); // her own card
    s.toggleSeat(1);
    expect(s.answer).toEqual({ each: [{ target: 3 }, { target: 1 }] });
    expect(s.isSelectedSeat(1) && s.isSelectedSeat(3)).toBe(true);
    s.clearEach(0);
    expect(s.eachIndex).toBe(0);
    expect(s.answer).toEqual({ each: [{}, { target: 1 }] });
    s.clearEach(1);
    expect(s.answer).toBeNull();
  });

  it('place: a player’s card or a center card where allowed, not both', () => {
    const s = selecting({ kind: 'place', mandatory: false, seats: legalSeats(4, { 0: 'self' }), indexes: [0, 1, 2] });
    s.toggleSeat(2);
    expect(s.answer).toEqual({ target: 2 });
    s.toggleCenter(1);
    expect(s.answer).toEqual({ center: 1 });
    expect(s.seats).toEqual([]);
    const players = selecting({ kind: 'place', mandatory: true, seats: legalSeats(4), indexes: [] });
    expect(players.toggleCenter(0)).toBe(false);
  });

  it('places: between min and max cards, the oldest pick replaced past the max; exactly N for the Exposer', () => {
    const s = selecting({ kind: 'places', seats: legalSeats(5), indexes: [0, 1, 2], min: 1, max: 2, allowNone: true });
    s.toggleSeat(1);
    expect(s.answer).toEqual({ targets: [1] });
    s.toggleCenter(2);
    expect(s.answer).toEqual({ targets: [1], centers: [2] });
    s.toggleCenter(0);
    expect(s.seats.length + s.centers.length).toBe(2);
    const exposer = selecting({
      kind: 'places',
      seats: legalSeats(5, { 0: 'x', 1: 'x', 2: 'x', 3: 'x', 4: 'x' }),
      indexes: [0, 1, 2],
      min: 2,
      max: 2,
      allowNone: true,
    });
    exposer.toggleCenter(0);
    expect(exposer.answer).toBeNull();
    exposer.toggleCenter(2);
    expect(exposer.answer).toEqual({ centers: [0, 2] });
    expect(exposer.toggleSeat(1)).toBe(false);
  });

  it('give: the card viewed, then who receives it; never back to the player it came from', () => {
    const s = selecting({
      kind: 'give',
      seats: legalSeats(4, { 0: 'the Rascal', 3: 'Player 4; the app said a player with a lower number' }),
      indexes: [],
      to: legalSeats(4),
    });
    expect(s.givePick).toBe('card');
    expect(s.toggleSeat(3)).toBe(false);
    s.toggleSeat(1);
    expect(s.givePick).toBe('to');
    expect(s.answer).toBeNull();
    s.toggleSeat(1);
    expect(s.answer).toBeNull(); // back to where it came from
    s.toggleSeat(1);
    s.toggleSeat(0);
    expect(s.answer).toEqual({ target: 1, to: 0 });
    const witch = selecting({
      kind: 'give',
      seats: legalSeats(4, { 0: 'x', 1: 'x', 2: 'x', 3: 'x' }),
      indexes: [0, 1, 2],
      to: legalSeats(4),
    });
    witch.toggleCenter(2);
    witch.toggleSeat(3);
    expect(witch.answer).toEqual({ center: 2, to: 3 });
  });

  it('direction and exchange: one button each', () => {
    const d = selecting({ kind: 'direction' });
    expect(d.answer).toBeNull();
    d.setDirection('left');
    expect(d.answer).toEqual({ direction: 'left' });
    d.setDirection('right');
    expect(d.answer).toEqual({ direction: 'right' });
    const x = selecting({ kind: 'exchange' });
    expect(x.answer).toBeNull();
    x.setExchanged(true);
    expect(x.answer).toEqual({ swap: 'cards' });
  });

  it("oracle: her reply, then her follow-up on the reply's choice; the app's own reply sends no reply", () => {
    const choice: ChoiceView = {
      kind: 'oracle',
      question: 'center',
      replies: [
        { answer: 'yes', response: 2, then: none(4) },
        { answer: 'no', response: null, then: { kind: 'none' } },
      ],
      auto: { answer: 'no', response: null },
    };
    const s = selecting(choice);
    expect(s.answer).toBeNull();
    expect(s.activeCenters).toEqual([]);
    s.setReply(YES, false);
    expect(s.answer).toEqual({ reply: 'yes' });
    expect(s.activeCenters).toEqual([0, 1, 2]);
    s.toggleCenter(0);
    s.toggleCenter(1);
    expect(s.answer).toEqual({ reply: 'yes', centers: [0, 1] });
    s.setReply(NO, true);
    expect(s.answer).toEqual({});
    s.setReply(NO, false);
    expect(s.answer).toEqual({ reply: 'no' });
  });
});

const YES: OracleAnswerView = {
  answer: 'yes',
  label: 'Yes',
  response: 2,
  line: 'You may view two center cards.',
  followUp: true,
};
const NO: OracleAnswerView = {
  answer: 'no',
  label: 'No',
  response: null,
  line: 'You view no center card.',
  followUp: false,
};

function oracleApp(auto: OracleAnswerView): CallAppView {
  return {
    says: 'Do you want to view the center cards? Tap yes or no.',
    loop: false,
    oracle: {
      question: 'center',
      text: 'Do you want to view the center cards? Tap yes or no.',
      answers: [YES, NO],
      auto,
    },
    moves: [],
    shift: null,
    cows: [],
    thumbs: null,
    blob: [],
    ripple: null,
  };
}

/** The Oracle's call (awake, or with her card in the center), then the Aliens' call. */
function oracleScript(awake: boolean, auto: OracleAnswerView = YES): CallView[] {
  return [
    callView(0, {
      key: 'oracle',
      open: ['Oracle, wake up and answer the app.', 'Do you want to view the center cards? Tap yes or no.'],
      close: ['Oracle, close your eyes.'],
      awake: awake ? [0] : [],
      nobodyAwake: !awake,
      choice: awake
        ? {
            kind: 'oracle',
            question: 'center',
            replies: [
              { answer: 'yes', response: 2, then: none(4) },
              { answer: 'no', response: null, then: { kind: 'none' } },
            ],
            auto: { answer: auto.answer, response: auto.response },
          }
        : { kind: 'none' },
      app: oracleApp(auto),
    }),
    callView(1, { key: 'aliens', awake: [1, 2] }),
  ];
}

function night(h: Harness, random = 0.5): NightState {
  return new NightState(h.app, {
    clock: h.clock,
    settings: h.settings,
    language: () => h.language,
    random: () => random,
  });
}

/** When each line was said (ms on the fake clock), in order. */
function timeline(h: Harness): { at: number; line: string }[] {
  const said: { at: number; line: string }[] = [];
  const speak = h.speech.speak.bind(h.speech);
  h.speech.speak = (lines) => {
    for (const line of lines) said.push({ at: h.clock.now, line });
    return speak(lines);
  };
  return said;
}

describe("the Oracle's call", () => {
  it('the app answers by itself after a random moment within the timer', () => {
    expect(autoAnswerAfter(10, 0)).toBe(1);
    expect(autoAnswerAfter(10, 0.5)).toBe(5);
    expect(autoAnswerAfter(10, 0.999)).toBe(9);
    for (let r = 0; r < 1; r += 0.05) {
      const after = autoAnswerAfter(6, r);
      expect(after).toBeGreaterThanOrEqual(1);
      expect(after).toBeLessThan(6);
    }
  });

  it('she taps her answer: the reply is said at once, then her follow-up on a fresh timer, then the call closes', async () => {
    const h = harness(oracleScript(true));
    const said = timeline(h);
    const n = night(h);
    n.start();
    await flush();
    expect(n.oraclePhase).toBe('asking');
    expect(n.mayReply).toBe(true);
    expect(n.canConfirm).toBe(false);
    await h.clock.advance(3000);
    expect(n.tapReply('yes')).toBe(true);
    await flush();
    expect(said.at(-1)).toEqual({ at: 3000, line: 'You may view two center cards.' });
    expect(n.currentLine).toBe('You may view two center cards.');
    expect(n.oraclePhase).toBe('following');
    expect(n.remaining).toBe(10);
    expect(n.mayReply).toBe(false);
    n.clickCenter(0);
    n.clickCenter(2);
    expect(n.canConfirm).toBe(true);
    await n.confirm();
    expect(h.session.answers).toEqual([{ reply: 'yes', centers: [0, 2] }]);
    await h.clock.advance(10_000);
    expect(said.find((s) => s.line === 'Oracle, close your eyes.')?.at).toBe(13_000);
    expect(n.call?.key).toBe('aliens');
  });

  it('an answer the console knows is wrong is told to the moderator, and taken all the same', async () => {
    const calls = oracleScript(true);
    const wrong: OracleAnswerView = { ...NO, contradicts: 'Ann is player 1, an odd number: “No” does not match.' };
    const first = calls[0]!;
    calls[0] = { ...first, app: { ...first.app!, oracle: { ...first.app!.oracle!, answers: [YES, wrong] } } };
    const h = harness(calls);
    const n = night(h);
    n.start();
    await flush();
    await h.clock.advance(2000);
    expect(n.contradiction).toBeNull();
    n.onKey('2');
    await flush();
    expect(h.session.answers).toEqual([{ reply: 'no' }]);
    // Her call closed right after the reply: the warning stays, until another answer or an undo.
    expect(n.call?.key).toBe('aliens');
    expect(n.contradiction).toEqual({ index: 0, text: 'Ann is player 1, an odd number: “No” does not match.' });
    await n.undo();
    await flush();
    expect(n.contradiction).toBeNull();
    // The app's own answer, or one that matches, contradicts nothing.
    const m = night(harness(oracleScript(true)));
    m.start();
    await flush();
    await h.clock.advance(1000);
    m.tapReply('yes');
    expect(m.contradiction).toBeNull();
  });

  it('an answer with nothing after it is recorded at once and the call closes right after the reply', async () => {
    const h = harness(oracleScript(true));
    const said = timeline(h);
    const n = night(h);
    n.start();
    await flush();
    await h.clock.advance(2000);
    n.onKey('2'); // the second answer: No
    await flush();
    expect(h.session.answers).toEqual([{ reply: 'no' }]);
    expect(said.map((s) => s.line)).toContain('You view no center card.');
    expect(said.find((s) => s.line === 'Oracle, close your eyes.')?.at).toBe(2000);
    expect(n.call?.key).toBe('aliens');
  });

  it('no answer in time: the app answers for her at the end of the timer, and she still acts on its reply', async () => {
    const h = harness(oracleScript(true, YES));
    const said = timeline(h);
    const n = night(h);
    n.start();
    await flush();
    await h.clock.advance(10_000);
    expect(said.at(-1)).toEqual({ at: 10_000, line: 'You may view two center cards.' });
    expect(n.selection.reply?.auto).toBe(true);
    expect(n.oraclePhase).toBe('following');
    n.clickCenter(1);
    await n.confirm();
    // The app answered: no reply is sent (the record says the app answered for her), her follow-up is.
    expect(h.session.answers).toEqual([{ centers: [1] }]);
  });

  it('"did nothing" while she is asked: the app answers for her now', async () => {
    const h = harness(oracleScript(true, NO));
    const n = night(h);
    n.start();
    await flush();
    await h.clock.advance(4000);
    expect(n.canPass).toBe(true);
    await n.didNothing();
    await flush();
    // The app's own answer, "no": nothing for her to do after it, so it is recorded at once.
    expect(h.session.answers).toEqual([{}]);
    expect(h.speech.spoken).toContain('You view no center card.');
    expect(n.call?.key).toBe('aliens');
  });

  it('her card in the center: the app answers at its random moment, and the call lasts as a real answer does', async () => {
    const center = harness(oracleScript(false, YES));
    const saidCenter = timeline(center);
    const n = night(center, 0.5); // the app answers after 5 s
    n.start();
    await flush();
    expect(n.needsInput).toBe(false);
    await center.clock.advance(4000);
    expect(saidCenter.map((s) => s.line)).not.toContain('You may view two center cards.');
    await center.clock.advance(1000);
    expect(saidCenter.at(-1)).toEqual({ at: 5000, line: 'You may view two center cards.' });
    // Recorded as the app's own answer; the follow-up's time runs all the same.
    expect(center.session.answers).toEqual([{}]);
    expect(n.remaining).toBe(10);
    await center.clock.advance(10_000);
    const closeCenter = saidCenter.find((s) => s.line === 'Oracle, close your eyes.')?.at;

    // The same call with the Oracle awake, who taps yes after 5 s and views her cards: the same lines at the same times.
    const awake = harness(oracleScript(true, YES));
    const saidAwake = timeline(awake);
    const m = night(awake);
    m.start();
    await flush();
    await awake.clock.advance(5000);
    m.tapReply('yes');
    await flush();
    m.clickCenter(0);
    await m.confirm();
    await awake.clock.advance(10_000);
    expect(saidAwake).toEqual(saidCenter);
    expect(closeCenter).toBe(15_000);
  });

  it('correcting an earlier Oracle call: her answer is noted without a word said, then confirmed', async () => {
    const h = harness(oracleScript(true));
    const n = night(h);
    h.app.correcting = { gameId: 'g1' };
    n.start();
    await flush();
    expect(n.correcting).toBe(true);
    const before = h.speech.spoken.length;
    expect(n.tapReply('yes')).toBe(true);
    expect(h.speech.spoken.length).toBe(before);
    n.clickCenter(2);
    // Just on screen: not confirmed before the guard of the change of call ends.
    expect(n.guarded).toBe(true);
    expect(n.canConfirm).toBe(false);
    await h.clock.advance(CALL_GUARD_MS);
    expect(n.canConfirm).toBe(true);
    await n.confirm();
    await flush();
    // Then the calls after it pass without a word, up to where the night was (here, its end).
    expect(h.session.answers[0]).toEqual({ reply: 'yes', centers: [2] });
    expect(h.speech.spoken.length).toBe(before);
  });
});

describe("the night's keys for Alien's choices", () => {
  it('L and R choose the Idiot’s direction, X a ripple’s exchange, G the Witch’s pick', async () => {
    const h = harness([
      callView(0, { key: 'rascal', awake: [0], choice: { kind: 'direction' } }),
      callView(1, { key: 'ripple', awake: [1], choice: { kind: 'exchange' } }),
      callView(2, {
        key: 'rascal',
        awake: [0],
        choice: { kind: 'give', seats: legalSeats(4), indexes: [], to: legalSeats(4) },
      }),
    ]);
    const n = night(h);
    n.start();
    await flush();
    await h.clock.advance(5000);
    expect(n.onKey('l')).toBe(true);
    expect(n.selection.answer).toEqual({ direction: 'left' });
    n.onKey('R');
    expect(n.selection.answer).toEqual({ direction: 'right' });
    await n.confirm();
    await h.clock.advance(20_000);
    expect(n.call?.index).toBe(1);
    n.onKey('x');
    expect(n.selection.answer).toEqual({ swap: 'cards' });
    await n.confirm();
    await h.clock.advance(20_000);
    expect(n.call?.index).toBe(2);
    n.onKey('g');
    expect(n.selection.givePick).toBe('to');
    expect(h.session.answers).toEqual([{ direction: 'right' }, { swap: 'cards' }]);
  });
});
