/**
 * The day (DayState) against a fake session, fake speech and a clock the test moves: the discussion timer
 * (start, pause, a minute more, vote now), the warnings said once at one minute and thirty seconds, "Three,
 * two, one, vote!" at zero, and the vote entry (no self-votes, everyone votes, changes until confirmed,
 * the keyboard's two digits).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import {
  DayState,
  type DayAnnouncement,
  discussionSeconds,
  formatClock,
  seatOfKey,
  type SpokenLine,
  TABLE_PEEK_SECONDS,
} from '../../src/renderer/src/day/day-state.svelte.ts';
import { keepDay, takeDay } from '../../src/renderer/src/day/day-draft.ts';
import { day as enDay } from '../../src/renderer/src/lib/i18n/en/day.ts';
import { day as frDay } from '../../src/renderer/src/lib/i18n/fr/day.ts';
import type { Api } from '../../src/shared/api.ts';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import type { GameView, ResultView } from '../../src/shared/views.ts';
import { FakeClock, FakeSpeech, flush, startTable } from './night-fakes.ts';

const PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan'];
type Phase = 'night' | 'day' | 'vote' | 'revealed';

/** The session from the end of the night: start the vote, vote, undo (one phase back). */
class DaySession {
  /** The start of the night, the last call someone answered, then "everyone wakes" (which passes by itself). */
  phases: Phase[] = ['night', 'night', 'day'];
  votes: number[] | null = null;
  /** The language the game is told in. */
  language: 'en' | 'fr' = 'en';

  constructor(
    readonly players: readonly string[] = PLAYERS,
    readonly options: Record<string, number | boolean> = {},
  ) {}

  get phase(): Phase {
    return this.phases.at(-1)!;
  }

  view(): GameView {
    const result: ResultView | null = this.votes
      ? {
          epicBattle: false,
          deaths: [],
          players: [],
          winners: [],
          tally: [],
          votes: this.votes,
          second: null,
          appVotes: 0,
          teams: [],
        }
      : null;
    return {
      id: 'g1',
      createdAt: '',
      updatedAt: '',
      players: this.players,
      language: this.language,
      deck: [],
      options: this.options,
      dealMode: 'manual',
      seed: null,
      deal: { players: [], center: [] },
      flagged: [],
      phase: this.phase,
      call: null,
      script: [],
      table: startTable(),
      narrative: [],
      log: this.phases.map((phase, i) => ({
        seq: i + 1,
        at: '',
        type:
          i === 0 ? 'night-started' : phase === 'vote' ? 'vote-started' : phase === 'revealed' ? 'voted' : 'answered',
        text: '',
        undone: false,
        flag: null,
        auto: phase === 'day',
      })),
      canUndo: this.phases.length > 1,
      result,
      app: null,
      voteRules: { app: false, twoHands: [] },
    };
  }

  startVote(): SessionResult<GameView> {
    if (this.phase !== 'day') return { ok: false, error: { code: 'phase', message: 'not the day' } };
    this.phases.push('vote');
    return { ok: true, value: this.view() };
  }

  vote(votes: number[]): SessionResult<GameView> {
    if (votes.length !== this.players.length || votes.some((v, i) => v === i))
      return { ok: false, error: { code: 'vote', message: 'bad votes' } };
    this.votes = votes;
    this.phases.push('revealed');
    return { ok: true, value: this.view() };
  }

  undo(): SessionResult<GameView> {
    if (this.phase === 'revealed') this.votes = null;
    this.phases.pop();
    return { ok: true, value: this.view() };
  }
}

interface Harness {
  app: AppState;
  session: DaySession;
  speech: FakeSpeech;
  clock: FakeClock;
  api: ReturnType<typeof fakeApi>;
  settings: { narration: boolean; voice: string; speed: number; expert: boolean };
  language: 'en' | 'fr';
}

function fakeApi(session: DaySession, speech: FakeSpeech) {
  const ok = <T>(value: T): Promise<SessionResult<T>> => Promise.resolve({ ok: true, value });
  return {
    startVote: vi.fn(() => Promise.resolve(session.startVote())),
    vote: vi.fn((_id: string, votes: number[]) => Promise.resolve(session.vote(votes))),
    undo: vi.fn(() => Promise.resolve(session.undo())),
    speak: vi.fn(async (lines: string[]) => ({ ok: true as const, value: { outcome: await speech.speak(lines) } })),
    cancelSpeech: vi.fn(() => {
      speech.cancel();
      return ok(null);
    }),
    keepAwake: vi.fn(() => ok(null)),
  };
}

function harness(options: { players?: string[]; discussion?: number; phase?: Phase } = {}): Harness {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
  const session = new DaySession(
    options.players ?? PLAYERS,
    options.discussion !== undefined ? { discussionSeconds: options.discussion } : {},
  );
  if (options.phase === 'vote') session.phases.push('vote');
  const speech = new FakeSpeech();
  const api = fakeApi(session, speech);
  const app = new AppState(api as unknown as Api);
  app.show(session.view());
  return {
    app,
    session,
    speech,
    clock: new FakeClock(),
    api,
    settings: { narration: true, voice: '', speed: 1, expert: false },
    language: 'en',
  };
}

function dayOf(h: Harness): DayState {
  return new DayState(h.app, {
    clock: h.clock,
    settings: h.settings,
    language: () => h.language,
    line: (key: SpokenLine, language: 'en' | 'fr') => (language === 'fr' ? frDay : enDay).speech[key],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  takeDay(undefined); // a day kept by one test is not the next test's
});

describe('the screens', () => {
  it('the day and the vote show the day screen; the revealed game the reveal', () => {
    const h = harness();
    expect(h.app.screen).toBe('day');
    h.session.phases.push('vote');
    h.app.show(h.session.view());
    expect(h.app.screen).toBe('day');
    h.session.phases.push('revealed');
    h.app.show(h.session.view());
    expect(h.app.screen).toBe('reveal');
    h.session.phases.splice(0, Infinity, 'night');
    h.app.show(h.session.view());
    expect(h.app.screen).toBe('night');
  });
});

describe('what the screen reader hears (a live region, never every second)', () => {
  function listening(h: Harness): { d: DayState; heard: string[] } {
    const heard: string[] = [];
    const word = (e: DayAnnouncement): string =>
      e.kind === 'left' || e.kind === 'extended' || e.kind === 'started'
        ? `${e.kind}:${e.seconds}`
        : e.kind === 'table'
          ? `table:${e.open}`
          : e.kind;
    const d = new DayState(h.app, {
      clock: h.clock,
      settings: h.settings,
      language: () => h.language,
      line: (key: SpokenLine, language: 'en' | 'fr') => (language === 'fr' ? frDay : enDay).speech[key],
      announce: (e) => heard.push(word(e)),
    });
    return { d, heard };
  }

  it('the start, one minute, thirty and ten seconds, then the end; a pause, a minute added, the table', async () => {
    const h = harness({ discussion: 90 });
    const { d, heard } = listening(h);
    d.onKey(' ');
    await h.clock.advance(10_000);
    d.onKey(' ');
    d.onKey(' ');
    d.onKey('+');
    expect(heard).toEqual(['started:90', 'paused', 'resumed', 'extended:140']);
    heard.length = 0;
    d.onKey('t');
    d.onKey('t');
    expect(heard).toEqual(['table:true', 'table:false']);
    heard.length = 0;
    await h.clock.advance(140_000);
    await flush();
    expect(heard).toEqual(['left:60', 'left:30', 'left:10', 'time-up']);
  });
});

describe('the discussion timer', () => {
  it('lasts one minute less than the number of players by default, or the game option', () => {
    expect(discussionSeconds({ players: ['a', 'b', 'c', 'd', 'e', 'f'], options: {} })).toBe(300);
    expect(discussionSeconds({ players: PLAYERS, options: { discussionSeconds: 90 } })).toBe(90);
    expect(discussionSeconds({ players: ['a'], options: {} })).toBe(30); // never under the contract's 30 s
    expect(formatClock(300)).toBe('5:00');
    expect(formatClock(59)).toBe('0:59');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('says "Everyone, wake up!" when the day opens, and waits for the moderator to start', async () => {
    const h = harness({ discussion: 120 });
    const d = dayOf(h);
    d.start();
    await flush();
    expect(h.speech.spoken).toEqual(['Everyone, wake up!']);
    expect(h.api.keepAwake).toHaveBeenCalledWith(true);
    expect(d.timer).toBe('ready');
    await h.clock.advance(10_000);
    expect(d.remaining).toBe(120);
  });

  it('counts down once a second once started; pause stops it, resume goes on', async () => {
    const h = harness({ discussion: 120 });
    const d = dayOf(h);
    d.startDiscussion();
    await h.clock.advance(3000);
    expect(d.remaining).toBe(117);
    d.pause();
    expect(d.timer).toBe('paused');
    await h.clock.advance(20_000);
    expect(d.remaining).toBe(117);
    expect(h.clock.pending).toBe(0);
    d.resume();
    await h.clock.advance(2000);
    expect(d.remaining).toBe(115);
    d.togglePause();
    expect(d.timer).toBe('paused');
    d.togglePause();
    expect(d.timer).toBe('running');
  });

  it('warns once at one minute and once at thirty seconds, then says "Three, two, one, vote!" and starts the vote', async () => {
    const h = harness({ discussion: 120 });
    const d = dayOf(h);
    d.startDiscussion();
    await h.clock.advance(59_000);
    expect(h.speech.spoken).toEqual([]);
    await h.clock.advance(1000);
    expect(d.remaining).toBe(60);
    expect(h.speech.spoken).toEqual(['One minute left.']);
    expect(d.announcement).toBe('One minute left.');
    // A minute more after the warning: passing one minute again says nothing new.
    d.addMinute();
    await h.clock.advance(60_000);
    expect(d.remaining).toBe(60);
    expect(h.speech.spoken).toEqual(['One minute left.']);
    await h.clock.advance(30_000);
    expect(h.speech.spoken).toEqual(['One minute left.', 'Thirty seconds left.']);
    expect(h.api.startVote).not.toHaveBeenCalled();
    await h.clock.advance(30_000);
    expect(d.remaining).toBe(0);
    expect(h.speech.spoken).toEqual(['One minute left.', 'Thirty seconds left.', 'Three, two, one, vote!']);
    expect(h.api.startVote).toHaveBeenCalledTimes(1);
    expect(h.app.game?.phase).toBe('vote');
    expect(d.voting).toBe(true);
    expect(d.timer).toBe('done');
    await h.clock.advance(60_000);
    expect(h.speech.spoken).toHaveLength(3);
  });

  it('says its lines in the game’s language, whatever the console reads', async () => {
    const h = harness({ discussion: 61 });
    // A French game, on a console in English.
    h.session.language = 'fr';
    h.app.show(h.session.view());
    h.language = 'en';
    const d = dayOf(h);
    expect(d.spoken).toBe('fr');
    d.start();
    d.startDiscussion();
    await h.clock.advance(61_000);
    expect(h.speech.spoken).toEqual([
      'Tout le monde, réveillez-vous !',
      'Plus qu’une minute.',
      'Plus que trente secondes.',
      'Trois, deux, un, votez !',
    ]);
    expect(h.api.speak).toHaveBeenLastCalledWith(['Trois, deux, un, votez !'], { speed: 1, language: 'fr' });
    // An English game on a French console: English.
    const other = harness({ discussion: 61 });
    other.language = 'fr';
    const e = dayOf(other);
    e.start();
    await flush();
    expect(other.speech.spoken).toEqual(['Everyone, wake up!']);
  });

  it('a discussion shorter than a warning does not say it', async () => {
    const h = harness({ discussion: 30 });
    const d = dayOf(h);
    d.startDiscussion();
    await h.clock.advance(30_000);
    expect(h.speech.spoken).toEqual(['Three, two, one, vote!']);
  });

  it('"vote now" ends the discussion early, once', async () => {
    const h = harness({ discussion: 300 });
    const d = dayOf(h);
    d.startDiscussion();
    await h.clock.advance(5000);
    const first = d.voteNow();
    const second = d.voteNow();
    await Promise.all([first, second]);
    expect(h.api.startVote).toHaveBeenCalledTimes(1);
    expect(h.speech.spoken).toEqual(['Three, two, one, vote!']);
    expect(d.remaining).toBe(295);
    expect(h.clock.pending).toBe(0);
    expect(d.voting).toBe(true);
    expect(d.canVoteNow).toBe(false);
  });

  it('"vote now" also works before the discussion was started', async () => {
    const h = harness();
    const d = dayOf(h);
    await d.voteNow();
    expect(h.app.game?.phase).toBe('vote');
  });

  it('a minute more adds sixty seconds, running, paused or not yet started; not once the vote is on', async () => {
    const h = harness({ discussion: 60 });
    const d = dayOf(h);
    d.addMinute();
    expect(d.remaining).toBe(120);
    expect(d.length).toBe(120);
    d.startDiscussion();
    await h.clock.advance(10_000);
    d.pause();
    d.addMinute();
    expect(d.remaining).toBe(170);
    await d.voteNow();
    d.addMinute();
    expect(d.remaining).toBe(170);
    expect(d.canAddMinute).toBe(false);
  });

  it('with narration off the lines are only shown', async () => {
    const h = harness({ discussion: 30 });
    h.settings.narration = false;
    const d = dayOf(h);
    d.start();
    expect(d.announcement).toBe('Everyone, wake up!');
    await d.voteNow();
    expect(d.announcement).toBe('Three, two, one, vote!');
    expect(h.api.speak).not.toHaveBeenCalled();
  });

  it('lines wait for each other, and leaving the screen cancels speech and timer', async () => {
    const h = harness({ discussion: 31 });
    h.speech.mode = 'manual';
    const d = dayOf(h);
    d.start();
    d.startDiscussion();
    await h.clock.advance(1000); // thirty seconds left, while "wake up" is still being said
    expect(h.speech.spoken).toEqual(['Everyone, wake up!']);
    h.speech.finish();
    await flush();
    expect(h.speech.spoken).toEqual(['Everyone, wake up!', 'Thirty seconds left.']);
    expect(h.speech.overlaps).toBe(0);
    d.stop();
    await flush();
    expect(h.api.cancelSpeech).toHaveBeenCalled();
    expect(h.api.keepAwake).toHaveBeenLastCalledWith(false);
    expect(h.clock.pending).toBe(0);
  });
});

describe('the vote entry', () => {
  async function voting(players = PLAYERS): Promise<{ h: Harness; d: DayState }> {
    const h = harness({ players });
    const d = dayOf(h);
    await d.voteNow();
    return { h, d };
  }

  it('starts with the first player; a tap records their vote and moves to the next player', async () => {
    const { d } = await voting();
    expect(d.voter).toBe(0);
    expect(d.pointAt(2)).toBe(true);
    expect(d.votes).toEqual([2, null, null, null]);
    expect(d.voter).toBe(1);
    expect(d.missing).toEqual([1, 2, 3]);
    expect(d.tally).toEqual([0, 0, 1, 0]);
  });

  it('refuses a vote for oneself, and says why', async () => {
    const { d } = await voting();
    d.pointAt(1);
    expect(d.voter).toBe(1);
    expect(d.pointAt(1)).toBe(false);
    expect(d.refusal).toEqual({ code: 'self', seat: 1 });
    expect(d.votes[1]).toBeNull();
    expect(d.voter).toBe(1);
    d.pointAt(0);
    expect(d.refusal).toBeNull();
  });

  it('confirms only when everyone has voted; the votes go to the session', async () => {
    const { h, d } = await voting();
    d.pointAt(1);
    d.pointAt(2);
    d.pointAt(3);
    expect(d.missing).toEqual([3]);
    expect(d.canConfirm).toBe(false);
    await d.confirm();
    expect(h.api.vote).not.toHaveBeenCalled();
    d.pointAt(0);
    expect(d.complete).toBe(true);
    expect(d.voter).toBeNull();
    expect(d.canConfirm).toBe(true);
    await d.confirm();
    expect(h.api.vote).toHaveBeenCalledWith('g1', [1, 2, 3, 0]);
    expect(h.app.game?.phase).toBe('revealed');
  });

  it('changes are allowed until confirmed: pick the voter again, then the new target', async () => {
    const { h, d } = await voting();
    for (const target of [1, 2, 3, 0]) d.pointAt(target);
    d.chooseVoter(2);
    expect(d.voter).toBe(2);
    d.pointAt(0);
    expect(d.votes).toEqual([1, 2, 0, 0]);
    expect(d.tally).toEqual([2, 1, 1, 0]);
    expect(d.voter).toBeNull();
    d.clearVote(3);
    expect(d.missing).toEqual([3]);
    expect(d.voter).toBe(3);
    d.pointAt(1);
    await d.confirm();
    expect(h.api.vote).toHaveBeenCalledWith('g1', [1, 2, 0, 1]);
  });

  it('the keyboard: the player’s number then the target’s number, 0 for the tenth', async () => {
    const ten = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
    const { d } = await voting(ten);
    expect(seatOfKey('0')).toBe(9);
    expect(seatOfKey('x')).toBeNull();
    d.onKey('3');
    expect(d.voter).toBe(2);
    expect(d.typedVoter).toBe(2);
    d.onKey('0');
    expect(d.votes[2]).toBe(9);
    expect(d.typedVoter).toBeNull();
    d.onKey('0');
    d.onKey('1');
    expect(d.votes[9]).toBe(0);
    // A self-vote is refused; the voter stays chosen for the next digit.
    d.onKey('5');
    d.onKey('5');
    expect(d.refusal).toEqual({ code: 'self', seat: 4 });
    d.onKey('6');
    expect(d.votes[4]).toBe(5);
    // Escape starts over; Backspace takes back the last vote entered.
    d.onKey('7');
    d.onKey('Escape');
    expect(d.typedVoter).toBeNull();
    d.onKey('Backspace');
    expect(d.votes[4]).toBeNull();
    expect(d.voter).toBe(4);
  });

  it('a number with no player is refused', async () => {
    const { d } = await voting();
    expect(d.onKey('7')).toBe(true);
    expect(d.refusal).toEqual({ code: 'no-seat', n: 7 });
    expect(d.typedVoter).toBeNull();
  });

  it('Enter confirms a complete vote', async () => {
    const { h, d } = await voting();
    for (const key of ['1', '2', '2', '1', '3', '1', '4', '1']) d.onKey(key);
    expect(d.votes).toEqual([1, 0, 0, 0]);
    d.onKey('Enter');
    await flush();
    expect(h.api.vote).toHaveBeenCalledWith('g1', [1, 0, 0, 0]);
  });

  it('the discussion keys do nothing during the vote, and digits nothing during the discussion', async () => {
    const h = harness({ discussion: 120 });
    const d = dayOf(h);
    expect(d.onKey('1')).toBe(false);
    d.onKey(' ');
    expect(d.timer).toBe('running');
    d.onKey(' ');
    expect(d.timer).toBe('paused');
    d.onKey('+');
    expect(d.remaining).toBe(180);
    d.onKey('v');
    await flush();
    expect(d.voting).toBe(true);
    expect(d.onKey(' ')).toBe(false);
  });

  it('undo from the vote goes back to the discussion with the time it had left', async () => {
    const h = harness({ discussion: 120 });
    const d = dayOf(h);
    d.startDiscussion();
    await h.clock.advance(20_000);
    await d.voteNow();
    d.pointAt(1);
    await d.undo();
    expect(h.app.game?.phase).toBe('day');
    expect(d.timer).toBe('paused');
    expect(d.remaining).toBe(100);
    d.resume();
    await h.clock.advance(1000);
    expect(d.remaining).toBe(99);
  });

  it('undo after the time ran out gives the whole discussion back', async () => {
    const h = harness({ discussion: 30 });
    const d = dayOf(h);
    d.startDiscussion();
    await h.clock.advance(30_000);
    expect(d.voting).toBe(true);
    await d.undo();
    expect(d.remaining).toBe(30);
    expect(d.timer).toBe('paused');
  });

  it('a screen that goes away while the day goes on (the archive over it) comes back where it was', async () => {
    const h = harness({ discussion: 120 });
    const first = dayOf(h);
    first.start();
    first.startDiscussion();
    await h.clock.advance(70_000); // "one minute left" said
    first.stop();
    await flush();
    const second = dayOf(h);
    second.start();
    await flush();
    expect(second.timer).toBe('paused');
    expect(second.remaining).toBe(50);
    expect(second.length).toBe(120);
    expect(h.speech.spoken).toEqual(['Everyone, wake up!', 'One minute left.']);
    second.resume();
    await h.clock.advance(50_000);
    expect(h.speech.spoken).toEqual([
      'Everyone, wake up!',
      'One minute left.',
      'Thirty seconds left.',
      'Three, two, one, vote!',
    ]);
    // During the vote: the entered votes come back too.
    second.pointAt(2);
    second.stop();
    const third = dayOf(h);
    expect(third.votes).toEqual([2, null, null, null]);
    expect(third.timer).toBe('done');
    // Not for another game, and not once the game has left the day.
    third.stop();
    h.app.show({ ...h.session.view(), id: 'g2' });
    expect(dayOf(h).votes).toEqual([null, null, null, null]);
  });

  it('votes taken back from the reveal come back into the entry', async () => {
    keepDay({ gameId: 'g1', votes: [3, 0, 1, 2] });
    const h = harness({ phase: 'vote' });
    const d = dayOf(h);
    expect(d.votes).toEqual([3, 0, 1, 2]);
    expect(d.voter).toBeNull();
    expect(d.canConfirm).toBe(true);
    // Taken once: the next day starts empty.
    expect(dayOf(harness({ phase: 'vote' })).votes).toEqual([null, null, null, null]);
  });
});

describe('secrets during the day', () => {
  it('the table is closed from the start of the day; opened on purpose, it closes by itself', async () => {
    const h = harness({ discussion: 120 });
    const d = dayOf(h);
    d.start();
    expect(d.tableOpen).toBe(false);
    expect(d.onKey('t')).toBe(true);
    expect(d.tableOpen).toBe(true);
    expect(d.tableLeft).toBe(TABLE_PEEK_SECONDS);
    await h.clock.advance((TABLE_PEEK_SECONDS - 1) * 1000);
    expect(d.tableOpen).toBe(true);
    expect(d.tableLeft).toBe(1);
    await h.clock.advance(1000);
    expect(d.tableOpen).toBe(false);
    // Opened again, "vote now" closes it at once.
    d.showTable();
    await d.voteNow();
    expect(d.tableOpen).toBe(false);
  });
});

describe('sound cues of the day', () => {
  it('each warning and "vote now" plays its cue', async () => {
    const h = harness({ discussion: 90 });
    const cues: string[] = [];
    (h.app as unknown as { cue: (kind: string) => void }).cue = (kind) => void cues.push(kind);
    const d = dayOf(h);
    d.start();
    d.startDiscussion();
    await h.clock.advance(30_000);
    expect(cues).toEqual(['warning']);
    await h.clock.advance(30_000);
    expect(cues).toEqual(['warning', 'warning']);
    await h.clock.advance(30_000);
    expect(cues).toEqual(['warning', 'warning', 'vote']);
  });
});

describe('back to the night', () => {
  it('U goes back past the calls that passed by themselves to the last call someone answered, to correct it', async () => {
    const h = harness({ discussion: 120 });
    const d = dayOf(h);
    d.start();
    d.startDiscussion();
    await h.clock.advance(10_000);
    expect(d.onKey('u')).toBe(true);
    await flush();
    // Asked first: nothing goes back (nor does the players' screen) before the yes; the discussion waits.
    expect(d.askingUndo).toBe(true);
    expect(h.api.undo).not.toHaveBeenCalled();
    expect(h.app.game?.phase).toBe('day');
    expect(d.timer).toBe('paused');
    expect(d.onKey(' ')).toBe(true); // held by the question: the timer stays paused
    expect(d.timer).toBe('paused');
    expect(d.onKey('Enter')).toBe(true);
    await flush();
    // Two undos: "everyone wakes" (it passed by itself), then the last call someone answered.
    expect(h.api.undo).toHaveBeenCalledTimes(2);
    expect(h.app.game?.phase).toBe('night');
    expect(h.app.correcting).toEqual({ gameId: 'g1' });
    // The day kept its timer for when it comes back.
    const kept = takeDay('g1');
    expect(kept?.discussion?.remaining).toBe(110);
  });

  it('U asks before going back into the night: Escape says no, and the discussion runs on', async () => {
    const h = harness({ discussion: 120 });
    const d = dayOf(h);
    d.start();
    // A discussion not started yet stays as it was on a no.
    d.requestUndo();
    d.cancelUndo();
    expect(d.timer).toBe('ready');
    d.startDiscussion();
    await h.clock.advance(10_000);
    d.onKey('U');
    expect(d.askingUndo).toBe(true);
    await h.clock.advance(5_000);
    expect(d.remaining).toBe(110); // paused while asking
    expect(d.onKey('Escape')).toBe(true);
    expect(d.askingUndo).toBe(false);
    expect(d.timer).toBe('running');
    await h.clock.advance(1_000);
    expect(d.remaining).toBe(109);
    expect(h.api.undo).not.toHaveBeenCalled();
    // A second U, then U again: yes.
    d.onKey('u');
    d.onKey('u');
    await flush();
    expect(h.app.game?.phase).toBe('night');
  });

  it('from the vote, U goes back to the discussion at once (the screen stays the day’s)', async () => {
    const h = harness({ discussion: 120 });
    const d = dayOf(h);
    d.startDiscussion();
    await d.voteNow();
    expect(d.voting).toBe(true);
    d.onKey('u');
    await flush();
    expect(d.askingUndo).toBe(false);
    expect(h.app.game?.phase).toBe('day');
  });

  it('after a correction of the table at the day, U takes back that correction, and says so, not the night', async () => {
    const h = harness();
    const d = dayOf(h);
    d.start();
    expect(d.undoesCorrection).toBe(false);
    const view = h.session.view();
    const correction = { seq: 9, at: '', type: 'overridden', text: '', undone: false, flag: null, auto: false };
    h.app.show({ ...view, log: [...view.log, correction] });
    expect(d.undoesCorrection).toBe(true);
    expect(enDay.action.undoCorrection).toBe('Undo the correction of the table');
    // Taken back: the label is the night's again.
    h.app.show({ ...view, log: [...view.log, { ...correction, undone: true }] });
    expect(d.undoesCorrection).toBe(false);
    expect(Object.keys(frDay.keyList)).toEqual(Object.keys(enDay.keyList));
  });

  it('the vote entry takes seats 11 and 12 from the number row', async () => {
    const players = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'];
    const h = harness({ players, phase: 'vote' });
    const d = dayOf(h);
    d.onKey({ key: '=', code: 'Equal' }); // seat 12 votes…
    d.onKey({ key: '-', code: 'Minus' }); // …for seat 11
    expect(d.votes[11]).toBe(10);
    expect(seatOfKey({ key: '0', code: 'Digit0' })).toBe(9);
  });
});
