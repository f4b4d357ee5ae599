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
  SecondVotesSchema,
  WhatIfSchema,
  type SessionError,
  type SessionPhase,
  type SessionResult,
} from '../../shared/session-contract.ts';
import type {
  FollowView,
  GameListEntry,
  GameView,
  ImportReport,
  ArchiveCheckView,
  ReopenReport,
  ReplayView,
  ResultView,
  StoryView,
  WhatIfView,
} from '../../shared/views.ts';
import { describeSchemaIssues, type GameRecord } from '../../shared/record.ts';
import {
  appDirects,
  SEEDED_ROLES,
  seededRng,
  shuffle,
  type Answer,
  type GameState,
  type Language,
  type Role,
} from '../engine/index.ts';
import {
  ArchiveLostError,
  LogConflictError,
  type PlayerOutcome,
  type RowSummary,
  type Store,
  type StoredEvent,
} from '../persistence/store.ts';
import { writeProblem } from '../persistence/database.ts';
import { writeRescue, type Rescue } from './rescue.ts';
import { closeSync, openSync, readSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import {
  dayEnd,
  dayStart,
  playerKey,
  statsFromGroups,
  type FinishedGame,
  type PlayerStats,
  type StatsFilter,
} from '../stats/index.ts';
import { ArchivePageSchema, type ArchivePageView } from '../../shared/archive-contract.ts';
import { ftsQuery, playersKey } from '../persistence/archive-index.ts';
import type { ExportCursor, OutcomeFilter } from '../persistence/store.ts';
import { GameCache, type GameCacheLimits } from './game-cache.ts';
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
import { RecordStream, type StreamItem } from './record-stream.ts';
import {
  IMPORT_CHUNK_CHARS,
  IMPORT_MAX_BYTES,
  ImportChunkSchema,
  ImportIdSchema,
  ImportStartSchema,
  importSizeProblem,
} from '../../shared/import-contract.ts';
import { escapeControls, playerNameProblem } from '../../shared/player-name.ts';
import { TournamentDesk } from './tournaments.ts';
import { storyOf } from './story.ts';
import { whatIfOf } from './what-if.ts';
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
  /** The games in play and a few read lately (game-cache.ts): a season's archive is never held whole. */
  private readonly live: GameCache<Live>;
  /** Imports sent in pieces, oldest first. */
  private readonly uploads = new Map<string, RecordImport>();
  /** Set once the archive's file was found lost: every answer until it is reopened. */
  private lostNotice: SessionError | null = null;
  /** Where the games were saved when the file was lost. */
  private rescued: Rescue | null = null;
  private reopenFailure: string | null = null;
  /** The language the views tell the game in (the log, the night story, the reasons, the call's lines). */
  private language: Language = 'en';

  /** Events (tournaments), kept in the same archive. */
  readonly tournaments: TournamentDesk;

  constructor(
    private readonly store: Store,
    private readonly ports: SessionPorts,
    cacheLimits?: GameCacheLimits,
  ) {
    this.live = new GameCache(cacheLimits);
    this.tournaments = new TournamentDesk(store, this, ports);
  }

  /** How many games the session holds folded (the games in play and a few read lately; see GameCache). */
  get cachedGames(): number {
    return this.live.size;
  }

  private run<T>(work: () => T): SessionResult<T> {
    try {
      if (!this.store.isOpen) throw new CommandError('archive/closed', this.closedMessage());
      return { ok: true, value: work() };
    } catch (e) {
      const failure = this.failureOf(e);
      if (failure) return failure;
      throw e;
    }
  }

  /**
   * An exception as the answer the console shows: a command's error, the archive's file lost (what
   * happened, where the games were saved, what to do), or a write the disk refused (and why).
   */
  failureOf(e: unknown): { ok: false; error: SessionError } | null {
    if (e instanceof CommandError) return fail(e.code, e.message, e.problems);
    if (!this.store.isOpen) return fail('archive/closed', this.closedMessage());
    if (e instanceof ArchiveLostError) return { ok: false, error: this.archiveLost(e) };
    if (e instanceof LogConflictError) {
      this.live.delete(e.gameId); // read again from the archive: what the other program wrote is the game now
      return fail('game/changed-elsewhere', e.message);
    }
    const code = (e as { code?: unknown } | null)?.code;
    // A page SQLite cannot read: the file was damaged while open (a disk tool, a bad sync).
    if (typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB'))
      return { ok: false, error: this.archiveLost(this.store.damagedBy(e)) };
    if (typeof code === 'string' && code.startsWith('SQLITE_'))
      return fail(
        'archive/write-failed',
        `the archive ${this.store.path ?? ''} could not be written: ${writeProblem(e)}. That change was not saved; the game is as it was before it`,
      );
    return null;
  }

  /** The console's notice, once: the games are written out, beside the archive, before it is shown. */
  private archiveLost(error: ArchiveLostError): SessionError {
    if (this.lostNotice) return this.lostNotice;
    // Read back from the file the archive has open (the cache may lack the write that found the loss); a
    // game whose pages were written over is taken from the cache (as last acknowledged) if it is there.
    const cached = new Map(this.live);
    this.live.clear();
    const unreadable: string[] = [];
    const rescue = writeRescue(error.path, this.ports.now(), {
      gameLines: () => this.rescueLines(cached, unreadable),
      events: () => this.rescueEvents(),
    });
    this.rescued = rescue.ok ? rescue.value : null;
    const missed =
      unreadable.length > 0
        ? ` ${unreadable.length} game(s) could not be read back, their pages written over: ${unreadable.slice(0, 5).map(escapeControls).join(', ')}${unreadable.length > 5 ? '…' : ''}.`
        : '';
    const saved = rescue.ok
      ? `Every game it held (${rescue.value.games}, the last change included) is saved in ${rescue.value.gamesFile}${rescue.value.events > 0 ? `, and its ${rescue.value.events} event(s) beside it` : ''}.${missed}`
      : `The games could not be written out (${rescue.reason}); they are still readable here until you reopen or quit: export them from the archive screen first.`;
    const damaged = error.loss === 'damaged' || error.loss === 'corrupt';
    const reopen = !rescue.ok
      ? 'Reopen the archive to go on with the file now at that place.'
      : damaged
        ? 'Reopen the archive to go on: the damaged file is kept aside under a timestamped name, and a new archive at that place receives the saved games.'
        : 'Reopen the archive to go on: the file now at that place is opened (a new one if there is none) and the saved games are imported into it.';
    this.lostNotice = {
      code: 'archive/lost',
      message: `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}: the last change, and any after it, would not have reached it. Nightwarden stopped writing to it. ${saved} ${reopen}`,
    };
    return this.lostNotice;
  }

  /** Every game's record, oldest first: from the archive's file, else from the cache (see archiveLost). */
  private *rescueLines(cached: ReadonlyMap<string, Live>, unreadable: string[]): Iterable<string> {
    let ids: string[];
    try {
      ids = this.store
        .list()
        .map((g) => g.id)
        .reverse();
    } catch {
      ids = [...cached.keys()]; // the list itself is unreadable: the games in memory at least
      unreadable.push('(the list of games)');
    }
    for (const id of new Set([...ids, ...cached.keys()])) {
      let live: Live | null | undefined;
      try {
        live = this.read(id);
      } catch {
        live = cached.get(id);
        if (!live) unreadable.push(id);
      }
      if (live) yield JSON.stringify(gameToRecord(id, live.createdAt, live.setup, live.folded));
    }
  }

  /**
   * Every game's record as JSON, oldest first, read from the archive a batch of ids at a time and folded
   * one by one, never kept: memory holds one game, whatever the archive's size.
   */
  private *records(): Generator<string> {
    let cursor: ExportCursor | null = null;
    for (;;) {
      const batch = this.store.exportBatch(cursor, EXPORT_BATCH);
      if (batch.length === 0) return;
      for (const { id } of batch) {
        const live = this.read(id);
        if (live) yield JSON.stringify(gameToRecord(id, live.createdAt, live.setup, live.folded));
      }
      cursor = batch[batch.length - 1]!;
    }
  }

  private *rescueEvents(): Iterable<{ fileName: string; text: string }> {
    let rows: ReturnType<Store['tournaments']>;
    try {
      rows = this.store.tournaments();
    } catch {
      return; // unreadable: the events' pages were written over
    }
    let n = 0;
    for (const row of rows) {
      const exported = this.tournaments.exportEvent(row.id);
      if (exported.ok) yield { fileName: `event-${++n}-${exported.value.fileName}`, text: exported.value.text };
    }
  }

  private closedMessage(): string {
    return `the archive ${this.store.path ?? ''} is closed: it could not be opened again (${this.reopenFailure ?? 'unknown reason'}); quit Nightwarden, check the file and start again${this.rescued ? ` (your games are saved in ${this.rescued.gamesFile})` : ''}`;
  }

  /**
   * After the archive's file was lost: opens the file now at the archive's path (a new archive if there
   * is none) and imports into it the games and events saved beside it. Known games are skipped.
   */
  reopenArchive(): SessionResult<ReopenReport> {
    try {
      if (this.store.path === null) throw new CommandError('archive/in-memory', 'this archive has no file to reopen');
      // Only a lost (or closed) archive is reopened: an archive in use is never closed under the console.
      if (this.store.isOpen && !this.store.lost) {
        try {
          this.store.verify();
        } catch (e) {
          if (!(e instanceof ArchiveLostError)) throw e;
          this.archiveLost(e); // lost since the last write: its games are saved first
        }
        if (!this.store.lost)
          throw new CommandError(
            'archive/not-lost',
            `the archive ${this.store.path} is open and in place: there is nothing to reopen`,
          );
      }
      let movedAside: string | null;
      try {
        movedAside = this.store.reopen(this.ports.now());
      } catch (e) {
        this.reopenFailure = e instanceof Error ? e.message : String(e);
        throw new CommandError('archive/cannot-reopen', this.closedMessage());
      }
      this.live.clear();
      this.uploads.clear();
      this.lostNotice = null;
      this.reopenFailure = null;
      const rescue = this.rescued;
      this.rescued = null;
      let imported = 0;
      let duplicates = 0;
      let events = 0;
      if (rescue) {
        const importer = this.recordImport(rescue.gamesFile);
        forEachChunk(rescue.gamesFile, (text) => importer.push(text));
        const report = importer.finish();
        imported = report.imported.length;
        duplicates = report.duplicates.length;
        for (const file of readdirSync(rescue.folder)
          .filter((f) => f.endsWith('.event.json'))
          .sort()) {
          const result = this.tournaments.importEvent({
            text: readFileSync(join(rescue.folder, file), 'utf8'),
            source: file,
          });
          if (result.ok) events++;
        }
      }
      return {
        ok: true,
        value: {
          path: this.store.path,
          rescue: rescue?.gamesFile ?? null,
          imported,
          duplicates,
          events,
          movedAside,
        },
      };
    } catch (e) {
      const failure = this.failureOf(e);
      if (failure) return failure;
      throw e;
    }
  }

  /**
   * The archive's full integrity check (see persistence/integrity.ts): at once if it ran at open, else in
   * a worker thread while the console goes on. A corrupt archive answers like a lost one: writing stops
   * and its games are saved beside it.
   */
  async checkArchive(): Promise<SessionResult<ArchiveCheckView>> {
    if (!this.store.isOpen) return fail('archive/closed', this.closedMessage());
    const report = await this.store.checkIntegrity();
    if (this.store.lost) return { ok: false, error: this.archiveLost(this.store.lost) };
    if (report.status === 'not-run')
      return fail(
        'archive/check-failed',
        `the integrity check of ${this.store.path ?? 'the archive'} could not run (${report.problems.join('; ')}); the archive itself may well be sound: check it again later, or with \`nightwarden check --db FILE\``,
      );
    return {
      ok: true,
      value: { path: this.store.path, status: report.status, problems: [...report.problems], ms: report.ms },
    };
  }

  private load(id: unknown): [string, Live] {
    const gameId = parse(GameIdSchema, id, 'game id');
    const cached = this.live.get(gameId);
    if (cached) return [gameId, cached];
    const live = this.read(gameId);
    if (!live) throw new CommandError('game/not-found', `no game ${escapeControls(gameId)} in the archive`);
    this.live.set(gameId, live, false);
    return [gameId, live];
  }

  /** A game as the archive holds it, folded (not cached). */
  private read(gameId: string): Live | null {
    const row = this.store.game(gameId);
    if (!row) return null;
    const setup = row.setup as StoredSetup;
    const events = this.store.events(gameId);
    return { setup, createdAt: row.createdAt, updatedAt: row.updatedAt, events, folded: fold(setup, events) };
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
    this.store.append(gameId, { at, type: command.type, payload: command }, summary, seq);
    live.events.push({ seq, at, type: command.type, payload: command });
    live.folded.frames = next;
    live.folded.texts.set(seq, text);
    live.updatedAt = at;
    this.live.set(gameId, live, summary.phase !== 'revealed');
    return this.view(gameId, live);
  }

  private summary(setup: StoredSetup, frames: readonly Frame[]): RowSummary & { phase: SessionPhase } {
    const top = frames[frames.length - 1]!;
    const phase = phaseOf(top);
    const result = top.votes ? resultView(top.state, top.votes, top.second ?? null) : null;
    if (phase !== 'revealed' || !result) return { phase, winners: null, results: null };
    return { phase, winners: [...result.winners], results: outcomes(result) };
  }

  /**
   * Every finished game with each player's outcome, read whole (statistics and standings read the kept
   * aggregates instead: `stats`, `outcomesOf`). Games finished before outcomes were kept get them first.
   */
  finishedGames(): SessionResult<FinishedGame[]> {
    return this.run(() => {
      this.keepOutcomes();
      return this.store.finished().map((row) => ({ id: row.id, createdAt: row.createdAt, players: row.results ?? [] }));
    });
  }

  /** Games finished before outcomes were kept (migration 2) are replayed once and their outcomes kept. */
  private keepOutcomes(ids?: readonly string[]): void {
    const missing = ids
      ? [...this.store.outcomesOf(ids)].filter(([, results]) => results === null).map(([id]) => id)
      : this.store.withoutOutcomes();
    for (const id of missing) {
      const live = this.read(id);
      if (live) this.store.setResults(id, this.summary(live.setup, live.folded.frames).results ?? []);
    }
  }

  /** The outcomes of these games, those finished (for an event's standings): only they are read. */
  outcomesOf(ids: readonly string[]): SessionResult<{ id: string; players: readonly PlayerOutcome[] }[]> {
    return this.run(() => {
      this.keepOutcomes(ids);
      return [...this.store.outcomesOf(ids)].map(([id, players]) => ({ id, players: players ?? [] }));
    });
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
      // An Alien game's app draws from a seed of its own: what it says never depends on the deal. So do the
      // draws of the roles that ask for one (the Curator's artifacts: a physical deal has no seed, and the
      // tokens must not be the same every game).
      const deck = [...dealt.players, ...dealt.center];
      const app = appDirects(deck)
        ? { seed: this.ports.randomSeed(), ...(data.appWeights ? { weights: data.appWeights } : {}) }
        : deck.some((role) => SEEDED_ROLES.has(role))
          ? { seed: this.ports.randomSeed() }
          : undefined;
      const setup: StoredSetup = {
        version: 1,
        players,
        deal: dealt,
        options: data.options ?? {},
        dealMode: data.deal.mode,
        seed,
        ...(app ? { app } : {}),
        // Told in this language from now on, whatever the console that reads it (the console's by default).
        language: data.language ?? this.language,
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
      this.live.set(id, live, true);
      return this.view(id, live);
    });
  }

  /**
   * Chooses the language of the views (the log, the reasons, what the moderator reads); each console sets
   * its own before its calls (the host's dispatcher, per connection). A game's narration is in the game's
   * own language (its setup's), whatever this is.
   */
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

  /**
   * A game as the players' screen reads it: in the game's own language (`fallback` for a game told in no
   * language of its own), whatever language the consoles read it in.
   */
  getGameAsTold(id: unknown, fallback: Language): SessionResult<GameView> {
    return this.run(() => {
      const [gameId, live] = this.load(id);
      const before = this.language;
      this.language = live.setup.language ?? fallback;
      try {
        return this.view(gameId, live);
      } finally {
        this.language = before;
      }
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

  /**
   * The night told to the players, step by step (story.ts), in the console's language. Only once the game
   * is revealed: before, every step of it is a secret.
   */
  nightStory(id: unknown): SessionResult<StoryView> {
    return this.run(() => {
      const [, live] = this.load(id);
      return this.typeset(storyOf(live.setup, this.revealedFrames(live), this.language));
    });
  }

  /** The same story in the game's own language (`fallback` for a game without one): the players' screen's. */
  nightStoryAsTold(id: unknown, fallback: Language): SessionResult<StoryView> {
    return this.run(() => {
      const [, live] = this.load(id);
      const language = live.setup.language ?? fallback;
      const story = storyOf(live.setup, this.revealedFrames(live), language);
      return language === 'fr' ? frenchSpacesDeep(story) : story;
    });
  }

  /** The frames of a revealed game; any other game's night is not told. */
  private revealedFrames(live: Live): readonly Frame[] {
    const frames = live.folded.frames;
    const phase = phaseOf(frames.at(-1)!);
    if (phase !== 'revealed')
      throw new CommandError(
        'story/not-revealed',
        `the night is told to the players once the cards are turned over: this game is at its ${phase === 'setup' ? 'deal' : phase}`,
      );
    return frames;
  }

  /**
   * "What if": the finished game with some votes or night choices changed (what-if.ts), on a copy of its
   * fold. Hypothetical: nothing is written, the game's log and frames stay as they are.
   */
  whatIf(id: unknown, changes: unknown): SessionResult<WhatIfView> {
    return this.run(() => {
      const input = parse(WhatIfSchema, changes, 'what-if');
      const [gameId, live] = this.load(id);
      return this.typeset(whatIfOf(gameId, live.folded.frames, input, this.language));
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

  /**
   * Player statistics over the finished games, filtered by dates, by a set of games, by a name: the same
   * figures as `playerStats` over every game, aggregated in SQL from the outcomes kept (one pass over an
   * index), then each player's name and first and last games looked up (a seek each).
   */
  stats(filter: StatsFilter = {}): SessionResult<PlayerStats[]> {
    return this.run(() => {
      this.keepOutcomes();
      const where: OutcomeFilter = {
        ...(filter.from !== undefined ? { fromMs: dayStart(filter.from) } : {}),
        ...(filter.to !== undefined ? { toMs: dayEnd(filter.to) } : {}),
        ...(filter.gameIds !== undefined ? { gameIds: [...filter.gameIds] } : {}),
        ...(filter.player !== undefined ? { player: playerKey(filter.player) } : {}),
      };
      return statsFromGroups(this.store.outcomeGroups(where), (key) => {
        const { first, last } = this.store.playerSpan(key, where);
        return { name: this.store.displayName(key) ?? key, firstPlayed: first, lastPlayed: last };
      });
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
      this.store.append(gameId, { at, type: 'undone', payload: { type: 'undone', seq: top.seq } }, summary, seq);
      live.events.push({ seq, at, type: 'undone', payload: { type: 'undone', seq: top.seq } });
      live.folded.frames = next;
      live.folded.undone.add(top.seq);
      live.folded.texts.set(seq, { kind: 'undo', of: top.seq });
      live.updatedAt = at;
      this.live.set(gameId, live, summary.phase !== 'revealed');
      return this.view(gameId, live);
    });
  }

  startVote(id: unknown): SessionResult<GameView> {
    return this.run(() => this.command(id, { type: 'vote-started' }));
  }

  /**
   * Every player's vote, by seat: `votes[i]` is the seat player `i` points at (one past the last seat:
   * the app, after a vote-for-app ripple); `second[i]` the second hand of a two-hand vote, or null.
   */
  vote(id: unknown, votes: unknown, second?: unknown): SessionResult<GameView> {
    return this.run(() => {
      const parsed = parse(VotesSchema, votes, 'votes');
      const hands =
        second === undefined || second === null ? undefined : parse(SecondVotesSchema, second, 'second votes');
      return this.command(id, { type: 'voted', votes: parsed, ...(hands ? { second: hands } : {}) });
    });
  }

  // --- the archive ---------------------------------------------------------------------------------------

  /** Every game, newest first (the command line's `list`; the console reads the list a page at a time). */
  listGames(): SessionResult<GameListEntry[]> {
    return this.run(() => this.store.list());
  }

  /**
   * A page of the archive's list, newest first, and how many games the search finds: the games whose
   * words start with each word of `query` (names, roles in English or French, the winning team,
   * "unfinished", a date, an event), or the games of exactly `players`. Only the page is read.
   */
  archivePage(input: unknown): SessionResult<ArchivePageView> {
    return this.run(() => {
      const { query, players, offset, limit } = parse(ArchivePageSchema, input, 'archive page');
      const all = this.store.count();
      const text = query?.trim() ?? '';
      const search = text === '' ? undefined : ftsQuery(text);
      // Words with no letter nor digit (a lone quote, a star): nothing is found by them.
      if (search === null) return { total: 0, all, offset, games: [] };
      const page = this.store.page({
        search,
        playersKey: players ? playersKey(players) : undefined,
        offset,
        limit,
      });
      return { total: page.total, all, offset, games: page.games };
    });
  }

  deleteGame(id: unknown): SessionResult<{ deleted: string }> {
    return this.run(() => {
      const gameId = parse(GameIdSchema, id, 'game id');
      if (!this.store.remove(gameId)) throw new CommandError('game/not-found', `no game ${gameId} in the archive`);
      this.live.delete(gameId);
      return { deleted: gameId };
    });
  }

  /** The names to offer on the setup screen; one an older version let in against the rule is left out. */
  rememberedNames(): SessionResult<string[]> {
    return this.run(() => this.store.rememberedNames().filter((name) => playerNameProblem(name) === null));
  }

  exportGame(id: unknown): SessionResult<GameRecord> {
    return this.run(() => {
      const [gameId, live] = this.load(id);
      return gameToRecord(gameId, live.createdAt, live.setup, live.folded);
    });
  }

  /**
   * The whole archive as JSON Lines, a line at a time (each ends with a newline), oldest first: what the
   * console's "Export all" and `cli export-all` stream to their file. Memory holds one game at a time. It
   * throws what the archive throws (a closed or lost archive): `failureOf` says it in words.
   */
  *exportLines(): Generator<string> {
    if (!this.store.isOpen) throw new CommandError('archive/closed', this.closedMessage());
    for (const record of this.records()) yield `${record}\n`;
  }

  /** The whole archive as one text (JSON Lines): for a small archive; the console and the CLI stream it. */
  exportArchive(): SessionResult<string> {
    return this.run(() => [...this.exportLines()].join(''));
  }

  /**
   * Imports one record or an archive sent whole (at most MESSAGE_TEXT_MAX_CHARS characters); each record is
   * imported whole or not at all; known ids are skipped. Bigger files come in pieces: `importStart`.
   */
  importText(input: unknown): SessionResult<ImportReport> {
    return this.run(() => {
      const { text, source } = parse(ImportSchema, input, 'import');
      const importer = this.recordImport(source ?? 'input');
      importer.push(text);
      return importer.finish();
    });
  }

  /**
   * Reads a file record by record as its text arrives (`push`), each record imported in its own savepoint
   * and each piece committed at once: memory holds one record and the report, whatever the file's size.
   * A file over IMPORT_MAX_BYTES stops with a clear message (what came before it stays imported).
   */
  recordImport(
    source: string,
    options: { onRejected?: (item: { item: string; problems: string[] }) => void } = {},
  ): RecordImport {
    const report: ImportTally = { imported: [], duplicates: [], rejected: [], moreRejected: 0 };
    const stream = new RecordStream(source, (item) => {
      const rejected = this.importItem(item, report);
      if (rejected) options.onRejected?.(rejected);
    });
    let bytes = 0;
    let done = false;
    const closed = (): never => {
      throw new CommandError('import/closed', `the import of ${source} is over: start it again`);
    };
    return {
      source,
      get bytes() {
        return bytes;
      },
      push: (text: string) => {
        if (done) closed();
        bytes += Buffer.byteLength(text, 'utf8');
        const tooBig = importSizeProblem(source, bytes);
        if (tooBig) {
          done = true;
          const before = report.imported.length;
          throw new CommandError(
            'import/too-big',
            before > 0 ? `${tooBig}; the ${before} game(s) read before the limit are imported` : tooBig,
          );
        }
        // A piece is committed whole: if writing fails, the report forgets what this piece had imported.
        const counts = [report.imported.length, report.duplicates.length, report.rejected.length];
        try {
          this.store.transaction(() => stream.push(text));
        } catch (e) {
          done = true;
          report.imported.length = counts[0]!;
          report.duplicates.length = counts[1]!;
          report.rejected.length = counts[2]!;
          throw e;
        }
      },
      finish: () => {
        if (done) closed();
        done = true;
        this.store.transaction(() => stream.end());
        return tallied(report);
      },
    };
  }

  // --- imports sent in pieces (the console's archive screen) ---------------------------------------------

  /** Starts an import sent in pieces; a file whose size is over the archive's limit is refused at once. */
  importStart(input: unknown): SessionResult<{ importId: string; chunkChars: number; maxBytes: number }> {
    return this.run(() => {
      const { source, size } = parse(ImportStartSchema, input, 'import');
      const label = source ?? 'input';
      const tooBig = size === undefined ? null : importSizeProblem(label, size);
      if (tooBig) throw new CommandError('import/too-big', tooBig);
      // A few at a time: an import left open by a page that went away makes room for a new one.
      while (this.uploads.size >= MAX_OPEN_IMPORTS) this.uploads.delete(this.uploads.keys().next().value!);
      const importId = this.ports.newId();
      this.uploads.set(importId, this.recordImport(label));
      return { importId, chunkChars: IMPORT_CHUNK_CHARS, maxBytes: IMPORT_MAX_BYTES };
    });
  }

  /** The next piece of the file, in order: its complete records are imported now. */
  importChunk(importId: unknown, text: unknown): SessionResult<{ receivedBytes: number }> {
    return this.run(() => {
      const [id, upload] = this.upload(importId);
      const chunk = parse(ImportChunkSchema, text, 'import piece');
      try {
        upload.push(chunk);
      } catch (e) {
        this.uploads.delete(id);
        throw e;
      }
      // Most recently used last: the oldest idle import is the first to make room.
      this.uploads.delete(id);
      this.uploads.set(id, upload);
      return { receivedBytes: upload.bytes };
    });
  }

  /** The end of the file: its last record, and the report of the whole import. */
  importFinish(importId: unknown): SessionResult<ImportReport> {
    return this.run(() => {
      const [id, upload] = this.upload(importId);
      this.uploads.delete(id);
      return upload.finish();
    });
  }

  /** Stops an import sent in pieces (the records already read stay imported). */
  importCancel(importId: unknown): SessionResult<null> {
    return this.run(() => {
      const id = parse(ImportIdSchema, importId, 'import id');
      this.uploads.delete(id);
      return null;
    });
  }

  private upload(importId: unknown): [string, RecordImport] {
    const id = parse(ImportIdSchema, importId, 'import id');
    const upload = this.uploads.get(id);
    if (!upload)
      throw new CommandError(
        'import/unknown',
        `no import ${escapeControls(id)} in progress (it finished, failed, or was replaced by newer imports): start it again`,
      );
    return [id, upload];
  }

  /**
   * A finished game sent by a table desk (src/main/hub): imported when it is new, left alone when the
   * archive holds the same record, and replaced whole (in one transaction) by a corrected version of it.
   * Returns what it did, or the record's problems.
   */
  upsertRecord(
    record: unknown,
  ): { ok: true; value: 'imported' | 'same' | 'replaced' } | { ok: false; problems: readonly string[] } {
    const converted = recordToGame(record, this.ports.now().toISOString());
    if (!converted.ok) return { ok: false, problems: converted.problems };
    const game = converted.value;
    let folded: Folded;
    try {
      folded = fold(
        game.setup,
        game.events.map((e, i) => ({ ...e, seq: i + 1 })),
      );
    } catch (e) {
      if (e instanceof CommandError) return { ok: false, problems: [e.message] };
      throw e;
    }
    const known = this.store.has(game.id);
    if (known) {
      const [, live] = this.load(game.id);
      const current = gameToRecord(game.id, live.createdAt, live.setup, live.folded);
      if (JSON.stringify(current) === JSON.stringify(gameToRecord(game.id, game.createdAt, game.setup, folded)))
        return { ok: true, value: 'same' };
    }
    const summary = this.summary(game.setup, folded.frames);
    this.store.transaction(() => {
      if (known) this.store.remove(game.id);
      this.store.insertGame(
        {
          id: game.id,
          createdAt: game.createdAt,
          updatedAt: game.events.at(-1)?.at ?? game.createdAt,
          players: game.setup.players,
          deck: [...game.setup.deal.players, ...game.setup.deal.center],
          setup: game.setup,
          phase: phaseOf(folded.frames.at(-1)!),
          winners: summary.winners,
          results: summary.results,
        },
        game.events,
      );
    });
    this.live.delete(game.id);
    return { ok: true, value: known ? 'replaced' : 'imported' };
  }

  /** Imports one record of a file; returns what was rejected, if it was. */
  private importItem(item: StreamItem, report: ImportTally): { item: string; problems: string[] } | null {
    const reject = (problems: string[]): { item: string; problems: string[] } => {
      const rejected = { item: item.label, problems };
      if (report.rejected.length < REPORT_MAX_REJECTED) report.rejected.push(rejected);
      else report.moreRejected++;
      return rejected;
    };
    if ('problem' in item) return reject([item.problem]);
    const converted = recordToGame(item.value, this.ports.now().toISOString());
    if (!converted.ok) return reject([...converted.problems]);
    const game = converted.value;
    if (this.store.has(game.id)) {
      report.duplicates.push(game.id);
      return null;
    }
    let folded: Folded;
    try {
      folded = fold(
        game.setup,
        game.events.map((e, i) => ({ ...e, seq: i + 1 })),
      );
    } catch (e) {
      if (e instanceof CommandError) return reject([e.message]);
      throw e;
    }
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
    return null;
  }
}

/** Reads a file in pieces of about 1 MB as UTF-8 text (a character cut between two pieces is kept whole). */
export function forEachChunk(path: string, take: (text: string) => void): void {
  const fd = openSync(path, 'r');
  const decoder = new StringDecoder('utf8');
  const buffer = Buffer.alloc(1 << 20);
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      const text = decoder.write(buffer.subarray(0, read));
      if (text) take(text);
    }
    const rest = decoder.end();
    if (rest) take(rest);
  } finally {
    closeSync(fd);
  }
}

/** An import read as its text arrives (see `Session.recordImport`). */
export interface RecordImport {
  readonly source: string;
  /** The bytes received so far (UTF-8). */
  readonly bytes: number;
  push(text: string): void;
  finish(): ImportReport;
}

interface ImportTally {
  imported: string[];
  duplicates: string[];
  rejected: { item: string; problems: string[] }[];
  /** Rejected records beyond the ones the report lists. */
  moreRejected: number;
}

/** How many rejected records a report lists one by one (a file of garbage must not fill the memory). */
const REPORT_MAX_REJECTED = 1000;
/** Imports sent in pieces that may be open at once. */
const MAX_OPEN_IMPORTS = 4;
/** Games whose ids the export reads at once (then folds one by one). */
const EXPORT_BATCH = 200;

function tallied(report: ImportTally): ImportReport {
  const rejected = [...report.rejected];
  if (report.moreRejected > 0)
    rejected.push({
      item: `${report.moreRejected} more`,
      problems: [
        `${report.moreRejected} more record(s) were rejected; the first ${REPORT_MAX_REJECTED} are listed above`,
      ],
    });
  return { imported: report.imported, duplicates: report.duplicates, rejected };
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
