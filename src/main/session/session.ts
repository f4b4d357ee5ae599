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
  type SessionError,
  type SessionPhase,
  type SessionResult,
} from '../../shared/session-contract.ts';
import type {
  FollowView,
  GameListEntry,
  GameView,
  ImportReport,
  ReopenReport,
  ReplayView,
  ResultView,
} from '../../shared/views.ts';
import { describeSchemaIssues, type GameRecord } from '../../shared/record.ts';
import {
  appDirects,
  seededRng,
  shuffle,
  type Answer,
  type GameState,
  type Language,
  type Role,
} from '../engine/index.ts';
import {
  ArchiveLostError,
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
  ) {
    this.tournaments = new TournamentDesk(store, this, ports);
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
    const code = (e as { code?: unknown } | null)?.code;
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
    // Read back from the file the archive has open (the cache may lack the write that found the loss).
    this.live.clear();
    const rescue = writeRescue(error.path, this.ports.now(), {
      gameLines: () => this.rescueLines(),
      events: () => this.rescueEvents(),
    });
    this.rescued = rescue.ok ? rescue.value : null;
    const saved = rescue.ok
      ? `Every game it held (${rescue.value.games}, the last change included) is saved in ${rescue.value.gamesFile}${rescue.value.events > 0 ? `, and its ${rescue.value.events} event(s) beside it` : ''}.`
      : `The games could not be written out (${rescue.reason}); they are still readable here until you reopen or quit: export them from the archive screen first.`;
    const reopen = rescue.ok
      ? 'Reopen the archive to go on: the file now at that place is opened (a new one if there is none) and the saved games are imported into it.'
      : 'Reopen the archive to go on with the file now at that place.';
    this.lostNotice = {
      code: 'archive/lost',
      message: `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}: the last change, and any after it, would not have reached it. Nightwarden stopped writing to it. ${saved} ${reopen}`,
    };
    return this.lostNotice;
  }

  private *rescueLines(): Iterable<string> {
    for (const summary of [...this.store.list()].reverse()) {
      const live = this.read(summary.id);
      if (live) yield JSON.stringify(gameToRecord(summary.id, live.createdAt, live.setup, live.folded));
    }
  }

  private *rescueEvents(): Iterable<{ fileName: string; text: string }> {
    let n = 0;
    for (const row of this.store.tournaments()) {
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
      try {
        this.store.reopen();
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
        value: { path: this.store.path, rescue: rescue?.gamesFile ?? null, imported, duplicates, events },
      };
    } catch (e) {
      const failure = this.failureOf(e);
      if (failure) return failure;
      throw e;
    }
  }

  private load(id: unknown): [string, Live] {
    const gameId = parse(GameIdSchema, id, 'game id');
    const cached = this.live.get(gameId);
    if (cached) return [gameId, cached];
    const live = this.read(gameId);
    if (!live) throw new CommandError('game/not-found', `no game ${escapeControls(gameId)} in the archive`);
    this.live.set(gameId, live);
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
    const result = top.votes ? resultView(top.state, top.votes, top.second ?? null) : null;
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
      // An Alien game's app draws from a seed of its own: what it says never depends on the deal. So do the
      // Curator's artifacts (a physical deal has no seed, and the tokens must not be the same every game).
      const deck = [...dealt.players, ...dealt.center];
      const app = appDirects(deck)
        ? { seed: this.ports.randomSeed(), ...(data.appWeights ? { weights: data.appWeights } : {}) }
        : deck.includes('curator')
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
