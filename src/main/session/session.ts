import type { z } from 'zod';
import {
  AnswerSchema,
  CreateGameSchema,
  GameIdSchema,
  ImportSchema,
  LanguageSchema,
  OverrideSchema,
  SeatSchema,
  VotesSchema,
  type SessionError,
  type SessionPhase,
  type SessionResult,
} from '../../shared/session-contract.ts';
import type { FollowView, GameListEntry, GameView, ImportReport, ReplayView, ResultView } from '../../shared/views.ts';
import { describeSchemaIssues, type GameRecord } from '../../shared/record.ts';
import { seededRng, shuffle, type Answer, type GameState, type Language, type Role } from '../engine/index.ts';
import type { PlayerOutcome, RowSummary, Store, StoredEvent } from '../persistence/store.ts';
import { playerStats, type FinishedGame, type PlayerStats, type StatsFilter } from '../stats/index.ts';
import {
  CommandError,
  afterCommand,
  afterUndo,
  commandText,
  fold,
  type Command,
  type Folded,
  type Frame,
  type StoredSetup,
} from './fold.ts';
import { gameToRecord, recordToGame } from './records.ts';
import { TournamentDesk } from './tournaments.ts';
import { buildView, followOf, phaseOf, replayOf, resultView } from './view.ts';
import { renderReport, reportFileName } from '../report/report.ts';
import { frenchSpacesDeep } from '../../shared/typography.ts';

/** Small ports, so tests drive the session without Electron or a real clock. */
export interface SessionPorts {
  readonly now: () => Date;
  readonly newId: () => string;
  readonly randomSeed: () => number;
}

interface Live {
  setup: StoredSetup;
  createdAt: string;
  updatedAt: string;
  events: StoredEvent[];
  folded: Folded;
}

function fail(code: string, message: string, problems?: readonly string[]): { ok: false; error: SessionError } {
  return { ok: false, error: problems ? { code, message, problems } : { code, message } };
}

function parse<S extends z.ZodType>(schema: S, input: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const problems = describeSchemaIssues(parsed.error);
    throw new CommandError(
      'input/invalid',
      `${what}: ${problems.join('; ')}`,
      problems.length > 1 ? problems : undefined,
    );
  }
  return parsed.data;
}

/**
 * The game session: the one object the console talks to. Every command is checked, applied through the
 * engine, and committed in one transaction before it answers; the current game is the fold of its log.
 */
export class Session {
  private readonly live = new Map<string, Live>();
  /** The language the views tell the game in (the log, the night story, the reasons, the call's lines). */
  private language: Language = 'en';

  /** Events (tournaments), kept in the same archive. */
  readonly tournaments: TournamentDesk;

  constructor(
    private readonly store: Store,
    private readonly ports: SessionPorts,
  ) {
    this.tournaments = new TournamentDesk(store, this, ports);
  }

  private run<T>(work: () => T): SessionResult<T> {
    try {
      return { ok: true, value: work() };
    } catch (e) {
      if (e instanceof CommandError) return fail(e.code, e.message, e.problems);
      throw e;
    }
  }

  private load(id: unknown): [string, Live] {
    const gameId = parse(GameIdSchema, id, 'game id');
    const cached = this.live.get(gameId);
    if (cached) return [gameId, cached];
    const row = this.store.game(gameId);
    if (!row) throw new CommandError('game/not-found', `no game ${gameId} in the archive`);
    const setup = row.setup as StoredSetup;
    const events = this.store.events(gameId);
    const live: Live = {
      setup,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      events,
      folded: fold(setup, events),
    };
    this.live.set(gameId, live);
    return [gameId, live];
  }

  private view(id: string, live: Live): GameView {
    return this.typeset(
      buildView(id, live.setup, live.createdAt, live.updatedAt, live.events, live.folded, this.language),
    );
  }

  /** French sentences with French spacing (a no-break space before the colon, inside « »…). */
  private typeset<T>(value: T): T {
    return this.language === 'fr' ? frenchSpacesDeep(value) : value;
  }

  /** Applies a command to the game on top of the undo stack, commits it, then answers the new view. */
  private command(id: unknown, command: Command): GameView {
    const [gameId, live] = this.load(id);
    const frames = live.folded.frames;
    const at = this.ports.now().toISOString();
    const seq = (live.events.at(-1)?.seq ?? 0) + 1;
    const next = afterCommand(live.setup, frames, command, seq);
    const text = commandText(next[next.length - 1]!, command, frames);
    const summary = this.summary(live.setup, next);
    this.store.append(gameId, { at, type: command.type, payload: command }, summary);
    live.events.push({ seq, at, type: command.type, payload: command });
    live.folded.frames = next;
    live.folded.texts.set(seq, text);
    live.updatedAt = at;
    return this.view(gameId, live);
  }

  private summary(setup: StoredSetup, frames: readonly Frame[]): RowSummary & { phase: SessionPhase } {
    const top = frames[frames.length - 1]!;
    const phase = phaseOf(top);
    const result = top.votes ? resultView(top.state, top.votes) : null;
    if (phase !== 'revealed' || !result) return { phase, winners: null, results: null };
    return { phase, winners: [...result.winners], results: outcomes(result) };
  }

  /**
   * Every finished game with each player's outcome, for statistics and standings. Games finished before
   * outcomes were kept are replayed once and their outcomes kept.
   */
  finishedGames(): SessionResult<FinishedGame[]> {
    return this.run(() =>
      this.store.finished().map((row) => {
        let results = row.results;
        if (!results) {
          const [, live] = this.load(row.id);
          results = this.summary(live.setup, live.folded.frames).results ?? [];
          this.store.setResults(row.id, results);
        }
        return { id: row.id, createdAt: row.createdAt, players: results };
      }),
    );
  }

  // --- the game ------------------------------------------------------------------------------------------

  createGame(input: unknown): SessionResult<GameView> {
    return this.run(() => {
      const data = parse(CreateGameSchema, input, 'new game');
      const players = data.players;
      let dealt: { players: Role[]; center: Role[] };
      let seed: number | null = null;
      if (data.deal.mode === 'shuffle') {
        const deck = data.deal.deck as Role[];
        if (deck.length !== players.length + 3) {
          throw new CommandError(
            'rule/setup/deck-size',
            `the deck has ${deck.length} cards for ${players.length} players; always include three more role cards than there are players (${players.length + 3})`,
          );
        }
        seed = data.deal.seed ?? this.ports.randomSeed();
        const cards = shuffle(seededRng(seed), deck);
        dealt = { players: cards.slice(0, players.length), center: cards.slice(players.length) };
      } else {
        dealt = { players: data.deal.players as Role[], center: data.deal.center as Role[] };
      }
      const setup: StoredSetup = {
        version: 1,
        players,
        deal: dealt,
        options: data.options ?? {},
        dealMode: data.deal.mode,
        seed,
      };
      const folded = fold(setup, []); // validates the deal with the rules (throws a rule error)
      let id = this.ports.newId();
      while (this.store.has(id)) id = this.ports.newId(); // an imported game may hold that id already
      const at = this.ports.now().toISOString();
      this.store.insertGame({
        id,
        createdAt: at,
        updatedAt: at,
        players,
        deck: [...dealt.players, ...dealt.center],
        setup,
        phase: 'setup',
        winners: null,
      });
      const live: Live = { setup, createdAt: at, updatedAt: at, events: [], folded };
      this.live.set(id, live);
      return this.view(id, live);
    });
  }

  /** Chooses the language of the views; the console sets it with its own. */
  setLanguage(language: unknown): SessionResult<null> {
    return this.run(() => {
      this.language = parse(LanguageSchema, language, 'language');
      this.tournaments.setLanguage(this.language);
      return null;
    });
  }

  getGame(id: unknown): SessionResult<GameView> {
    return this.run(() => {
      const [gameId, live] = this.load(id);
      return this.view(gameId, live);
    });
  }

  /** The engine's state of a game as it stands (for narration lines and checks in the host). */
  gameState(id: unknown): SessionResult<GameState> {
    return this.run(() => {
      const [, live] = this.load(id);
      return live.folded.frames.at(-1)!.state;
    });
  }

  /** The game told command by command, with the table after each one (undone ones marked). */
  replay(id: unknown): SessionResult<ReplayView> {
    return this.run(() => {
      const [, live] = this.load(id);
      return this.typeset(replayOf(live.setup, live.events, live.folded, this.language));
    });
  }

  /** "Follow a player": the replay's steps that concern one seat, with what they were dealt and became. */
  followPlayer(id: unknown, seat: unknown): SessionResult<FollowView> {
    return this.run(() => {
      const [gameId, live] = this.load(id);
      const s = parse(SeatSchema, seat, 'seat');
      if (s >= live.setup.players.length)
        throw new CommandError(
          'input/invalid',
          `seat: there is no seat ${s} at this table (seats 0 to ${live.setup.players.length - 1})`,
        );
      return this.typeset(
        followOf(replayOf(live.setup, live.events, live.folded, this.language), s, this.view(gameId, live)),
      );
    });
  }

  /** The game as one self-contained HTML file: the reveal, the night story, the table at the start and end. */
  gameReport(id: unknown): SessionResult<{ fileName: string; html: string }> {
    return this.run(() => {
      const [gameId, live] = this.load(id);
      const game = this.view(gameId, live);
      const replay = this.typeset(replayOf(live.setup, live.events, live.folded, this.language));
      return { fileName: reportFileName(game), html: renderReport(game, replay, this.language) };
    });
  }

  /** Player statistics over the finished games, filtered by dates, by a set of games, by a name. */
  stats(filter: StatsFilter = {}): SessionResult<PlayerStats[]> {
    return this.run(() => {
      const games = this.finishedGames();
      if (!games.ok) throw new CommandError(games.error.code, games.error.message);
      return playerStats(games.value, filter);
    });
  }

  startNight(id: unknown): SessionResult<GameView> {
    return this.run(() => this.command(id, { type: 'night-started' }));
  }

  /** Answers the current call; `{}` is "did nothing" (optional calls) or "next" (nobody awake). */
  answer(id: unknown, answer: unknown): SessionResult<GameView> {
    return this.run(() => {
      const parsed = parse(AnswerSchema, answer, 'answer');
      const [, live] = this.load(id);
      const cursor = live.folded.frames.at(-1)!.state.cursor;
      return this.command(id, { type: 'answered', step: cursor, answer: stripUndefined(parsed) as Answer });
    });
  }

  /** Passes on an optional call, or moves past a call with nobody awake. */
  pass(id: unknown): SessionResult<GameView> {
    return this.answer(id, {});
  }

  /**
   * A correction: "something moved now" (swap two cards or two Marks where they lie), or "this is what they
   * actually picked up" (the deal as it really was: the game is folded again from it, see `fold.ts`).
   */
  override(id: unknown, override: unknown): SessionResult<GameView> {
    return this.run(() => {
      const parsed = parse(OverrideSchema, override, 'override');
      if (parsed.override === 'deal') {
        const { players, center, note } = parsed;
        return this.command(id, {
          type: 'redealt',
          deal: { players: players as Role[], center: center as Role[] },
          note: note.trim(),
        });
      }
      return this.command(id, { type: 'overridden', action: { type: 'override', ...parsed } as never });
    });
  }

  /** Takes back the latest command still in force; the undo itself is written to the log. */
  undo(id: unknown): SessionResult<GameView> {
    return this.run(() => {
      const [gameId, live] = this.load(id);
      const frames = live.folded.frames;
      const next = afterUndo(frames);
      const top = frames[frames.length - 1]!;
      const at = this.ports.now().toISOString();
      const seq = (live.events.at(-1)?.seq ?? 0) + 1;
      const summary = this.summary(live.setup, next);
      this.store.append(gameId, { at, type: 'undone', payload: { type: 'undone', seq: top.seq } }, summary);
      live.events.push({ seq, at, type: 'undone', payload: { type: 'undone', seq: top.seq } });
      live.folded.frames = next;
      live.folded.undone.add(top.seq);
      live.folded.texts.set(seq, { kind: 'undo', of: top.seq });
      live.updatedAt = at;
      return this.view(gameId, live);
    });
  }

  startVote(id: unknown): SessionResult<GameView> {
    return this.run(() => this.command(id, { type: 'vote-started' }));
  }

  /** Every player's vote, by seat: `votes[i]` is the seat player `i` points at. */
  vote(id: unknown, votes: unknown): SessionResult<GameView> {
    return this.run(() => {
      const parsed = parse(VotesSchema, votes, 'votes');
      return this.command(id, { type: 'voted', votes: parsed });
    });
  }

  // --- the archive ---------------------------------------------------------------------------------------

  listGames(): SessionResult<GameListEntry[]> {
    return this.run(() => this.store.list());
  }

  deleteGame(id: unknown): SessionResult<{ deleted: string }> {
    return this.run(() => {
      const gameId = parse(GameIdSchema, id, 'game id');
      if (!this.store.remove(gameId)) throw new CommandError('game/not-found', `no game ${gameId} in the archive`);
      this.live.delete(gameId);
      return { deleted: gameId };
    });
  }

  rememberedNames(): SessionResult<string[]> {
    return this.run(() => this.store.rememberedNames());
  }

  exportGame(id: unknown): SessionResult<GameRecord> {
    return this.run(() => {
      const [gameId, live] = this.load(id);
      return gameToRecord(gameId, live.createdAt, live.setup, live.folded);
    });
  }

  /** The whole archive as JSON Lines: one record per line, oldest first. */
  exportArchive(): SessionResult<string> {
    return this.run(() => {
      const lines: string[] = [];
      for (const summary of [...this.store.list()].reverse()) {
        const [gameId, live] = this.load(summary.id);
        lines.push(JSON.stringify(gameToRecord(gameId, live.createdAt, live.setup, live.folded)));
      }
      return lines.length ? `${lines.join('\n')}\n` : '';
    });
  }

  /** Imports one record or an archive; each record is imported whole or not at all; known ids are skipped. */
  importText(input: unknown): SessionResult<ImportReport> {
    return this.run(() => {
      const { text, source } = parse(ImportSchema, input, 'import');
      const items = splitRecords(text, source ?? 'input');
      const report: { imported: string[]; duplicates: string[]; rejected: { item: string; problems: string[] }[] } = {
        imported: [],
        duplicates: [],
        rejected: [],
      };
      for (const item of items) {
        if ('problem' in item) {
          report.rejected.push({ item: item.label, problems: [item.problem] });
          continue;
        }
        const converted = recordToGame(item.value, this.ports.now().toISOString());
        if (!converted.ok) {
          report.rejected.push({ item: item.label, problems: [...converted.problems] });
          continue;
        }
        const game = converted.value;
        if (this.store.has(game.id)) {
          report.duplicates.push(game.id);
          continue;
        }
        const folded = fold(
          game.setup,
          game.events.map((e, i) => ({ ...e, seq: i + 1 })),
        );
        const top = folded.frames.at(-1)!;
        const summary = this.summary(game.setup, folded.frames);
        this.store.insertGame(
          {
            id: game.id,
            createdAt: game.createdAt,
            updatedAt: game.events.at(-1)?.at ?? game.createdAt,
            players: game.setup.players,
            deck: [...game.setup.deal.players, ...game.setup.deal.center],
            setup: game.setup,
            phase: phaseOf(top),
            winners: summary.winners,
            results: summary.results,
          },
          game.events,
        );
        report.imported.push(game.id);
      }
      return report;
    });
  }
}

/** What statistics and standings keep of a result. */
function outcomes(result: ResultView): PlayerOutcome[] {
  return result.players.map(({ name, startCard, card, team, dead, won }) => ({
    name,
    startCard,
    card,
    team,
    dead,
    won,
  }));
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

type Item = { label: string; value: unknown } | { label: string; problem: string };

/** A file holds one JSON record, or JSON Lines (one record per line). */
function splitRecords(text: string, source: string): Item[] {
  const trimmed = text.trim();
  if (trimmed === '') return [{ label: source, problem: 'the file is empty' }];
  try {
    return [{ label: source, value: JSON.parse(trimmed) as unknown }];
  } catch {
    // not one JSON value: JSON Lines
  }
  const items: Item[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const label = `${source}:${i + 1}`;
    try {
      items.push({ label, value: JSON.parse(line) as unknown });
    } catch (e) {
      items.push({ label, problem: `not valid JSON (${(e as Error).message})` });
    }
  });
  return items;
}
