/**
 * Test doubles for the night screen's state: a fake session behind the Api (a script of calls, answers
 * that move the cursor, undo, overrides that swap cards), speech that the test finishes by hand or at
 * once, and a clock that only moves when the test says so.
 */
import { vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import type { NarrationSettings, NightClock } from '../../src/renderer/src/night/night-state.svelte.ts';
import type { Api, ApiResults } from '../../src/shared/api.ts';
import type { AnswerInput, OverrideInput, SessionResult } from '../../src/shared/session-contract.ts';
import { isRoleId } from '../../src/shared/roles.ts';
import type { CallView, ChoiceView, GameView, SeatChoice, TableView } from '../../src/shared/views.ts';

export const PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan'];

export const legalSeats = (n: number, illegal: Record<number, string> = {}): SeatChoice[] =>
  Array.from({ length: n }, (_, seat) =>
    illegal[seat] !== undefined ? { seat, legal: false, reason: illegal[seat] } : { seat, legal: true },
  );

export function callView(index: number, over: Partial<CallView> & { key: string }): CallView {
  return {
    index,
    call: over.key,
    wake: String(index),
    phase: 'night',
    role: over.key,
    doppelganger: false,
    open: [`${over.key}, wake up.`],
    close: [`${over.key}, close your eyes.`],
    awake: [],
    frightened: [],
    nobodyAwake: false,
    reason: null,
    short: { open: [`${over.key}!`], close: [`${over.key}, eyes closed.`] },
    choice: { kind: 'none' },
    app: null,
    // A call without a record's call id is an announcement; a role's key names it, a group's has words of its own.
    kind: over.call === null ? 'announcement' : 'role',
    namedAfter: isRoleId(over.key) ? over.key : null,
    ...over,
  };
}

/** Everyone sleeps (untimed), the Seer (Ann), the Robber (in the center), the Troublemaker (Cat), everyone wakes. */
export function basicScript(): CallView[] {
  const seer: ChoiceView = {
    kind: 'seer',
    seats: legalSeats(4, { 0: 'Ann cannot choose themselves' }),
    indexes: [0, 1, 2],
  };
  const troublemaker: ChoiceView = {
    kind: 'targets',
    mandatory: false,
    allowOne: false,
    seats: legalSeats(4, { 2: 'Cat cannot choose themselves' }),
  };
  return [
    callView(0, { key: 'everyone-sleeps', call: null, role: null, open: ['Everyone, close your eyes.'], close: [] }),
    callView(1, { key: 'seer', awake: [0], choice: seer }),
    callView(2, { key: 'robber', nobodyAwake: true }),
    callView(3, { key: 'troublemaker', awake: [2], choice: troublemaker }),
    callView(4, {
      key: 'everyone-wakes',
      call: null,
      role: null,
      open: ['Everyone, keep your eyes closed.'],
      close: ['Everyone, wake up!'],
    }),
  ];
}

export function startTable(): TableView {
  return {
    players: [
      { name: 'Ann', startCard: 'seer', card: 'seer', copied: null, mark: 'clarity' },
      { name: 'Bob', startCard: 'werewolf', card: 'werewolf', copied: null, mark: 'clarity' },
      { name: 'Cat', startCard: 'troublemaker', card: 'troublemaker', copied: null, mark: 'clarity' },
      { name: 'Dan', startCard: 'villager', card: 'villager', copied: null, mark: 'clarity' },
    ],
    center: ['robber', 'werewolf', 'drunk'],
    board: [],
  };
}

function swapCards(table: TableView, a: number, b: number): TableView {
  const players = table.players.map((p) => ({ ...p }));
  const card = players[a]!.card;
  players[a]!.card = players[b]!.card;
  players[b]!.card = card;
  return { ...table, players };
}

/** A session with one game: every command pushes a frame, undo pops one. */
export class FakeSession {
  frames: { cursor: number; table: TableView; text: string; type: string; auto?: boolean }[];
  answers: (AnswerInput | 'pass')[] = [];
  fail: string | null = null;
  /** The language the game is told in (its narration). */
  language: 'en' | 'fr' = 'en';

  constructor(
    readonly calls: CallView[],
    readonly options: Record<string, number | boolean> = {},
    table: TableView = startTable(),
  ) {
    this.frames = [{ cursor: 0, table, text: 'night-started', type: 'night-started' }];
  }

  get top() {
    return this.frames[this.frames.length - 1]!;
  }

  view(): GameView {
    const { cursor, table } = this.top;
    const over = cursor >= this.calls.length;
    return {
      id: 'g1',
      createdAt: '',
      updatedAt: '',
      players: PLAYERS,
      language: this.language,
      deck: [],
      options: this.options,
      dealMode: 'manual',
      seed: null,
      deal: { players: table.players.map((p) => p.startCard), center: [...table.center] },
      flagged: [],
      phase: over ? 'day' : 'night',
      call: over ? null : this.calls[cursor]!,
      script: this.calls.map((c) => ({
        index: c.index,
        key: c.key,
        wake: c.wake,
        phase: c.phase,
        status: c.index < cursor ? 'done' : c.index === cursor ? 'current' : 'ahead',
        awake: c.awake,
        nobodyAwake: c.nobodyAwake,
        reason: c.reason,
        namedAfter: c.namedAfter,
      })),
      table,
      narrative: [],
      log: this.frames.map((f, i) => ({
        seq: i + 1,
        at: '',
        type: f.type,
        text: f.text,
        undone: false,
        flag: null,
        auto: f.auto ?? false,
      })),
      canUndo: this.frames.length > 1,
      result: null,
      app: null,
      voteRules: { app: false, twoHands: [] },
    };
  }

  answer(answer: AnswerInput | 'pass'): SessionResult<GameView> {
    if (this.fail) return { ok: false, error: { code: 'x', message: this.fail } };
    const { cursor, table } = this.top;
    if (cursor >= this.calls.length) return { ok: false, error: { code: 'phase', message: 'the night is over' } };
    this.answers.push(answer);
    const next =
      answer !== 'pass' && answer.targets?.length === 2
        ? swapCards(table, answer.targets[0]!, answer.targets[1]!)
        : table;
    const call = this.calls[cursor]!;
    const auto = call.nobodyAwake || call.awake.length === 0 || call.choice.kind === 'none';
    this.frames.push({ cursor: cursor + 1, table: next, text: `answered ${call.key}`, type: 'answered', auto });
    return { ok: true, value: this.view() };
  }

  override(input: OverrideInput): SessionResult<GameView> {
    const { cursor, table } = this.top;
    let next = table;
    if (input.override === 'swap-cards' && 'player' in input.a && 'player' in input.b)
      next = swapCards(table, input.a.player, input.b.player);
    this.frames.push({ cursor, table: next, text: `override: ${input.note}`, type: 'overridden' });
    return { ok: true, value: this.view() };
  }

  undo(): SessionResult<GameView> {
    if (this.frames.length <= 1) return { ok: false, error: { code: 'undo/nothing', message: 'nothing to undo' } };
    this.frames.pop();
    return { ok: true, value: this.view() };
  }
}

/** Speech: lines resolve at once ('auto') or when the test calls `finish()`; cancel resolves them 'cancelled'. */
export class FakeSpeech {
  mode: 'auto' | 'manual' = 'auto';
  spoken: string[] = [];
  /** Every event in order, to check that a new line never starts while another is being spoken. */
  events: string[] = [];
  overlaps = 0;
  private pending: ((outcome: 'spoken' | 'cancelled') => void) | null = null;

  speak(lines: readonly string[]): Promise<'spoken' | 'cancelled'> {
    if (this.pending) this.overlaps++;
    this.spoken.push(...lines);
    this.events.push(`speak ${lines.join(' ')}`);
    if (this.mode === 'auto') return Promise.resolve('spoken');
    return new Promise((resolve) => {
      this.pending = (outcome) => {
        this.pending = null;
        resolve(outcome);
      };
    });
  }

  cancel(): void {
    this.events.push('cancel');
    this.pending?.('cancelled');
  }

  /** Ends the line being spoken. */
  finish(): void {
    this.pending?.('spoken');
  }

  get speaking(): boolean {
    return this.pending !== null;
  }
}

export function fakeApi(session: FakeSession, speech: FakeSpeech) {
  const ok = <T>(value: T): Promise<SessionResult<T>> => Promise.resolve({ ok: true, value });
  const api = {
    answer: vi.fn((_id: string, answer: AnswerInput) => Promise.resolve(session.answer(answer))),
    pass: vi.fn(() => Promise.resolve(session.answer('pass'))),
    undo: vi.fn(() => Promise.resolve(session.undo())),
    override: vi.fn((_id: string, input: OverrideInput) => Promise.resolve(session.override(input))),
    speak: vi.fn(async (lines: string[]) => ({ ok: true as const, value: { outcome: await speech.speak(lines) } })),
    cancelSpeech: vi.fn(() => {
      speech.cancel();
      return ok(null);
    }),
    keepAwake: vi.fn(() => ok(null)),
    narrationLines: vi.fn((_id: string, index: number): Promise<SessionResult<ApiResults['narrationLines']>> =>
      ok({ open: [`FR ouverture ${index}`], close: [`FR fermeture ${index}`] }),
    ),
  };
  return api;
}

/** Lets every pending promise chain run (the fake API answers at once). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

export class FakeClock implements NightClock {
  now = 0;
  private timers: { at: number; run: () => void }[] = [];

  after(ms: number, run: () => void): () => void {
    const timer = { at: this.now + ms, run };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  get pending(): number {
    return this.timers.length;
  }

  /** Moves time forward, running each timer due on the way (and what it starts) in order. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    await flush();
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.now = due.at;
      due.run();
      await flush();
    }
    this.now = end;
  }
}

export interface Harness {
  app: AppState;
  session: FakeSession;
  speech: FakeSpeech;
  clock: FakeClock;
  api: ReturnType<typeof fakeApi>;
  settings: { -readonly [K in keyof NarrationSettings]: NarrationSettings[K] };
  language: 'en' | 'fr';
}

export function harness(calls = basicScript(), options: Record<string, number | boolean> = {}): Harness {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
  const session = new FakeSession(calls, options);
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
