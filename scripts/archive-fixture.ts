/**
 * A large archive file as the app exports it (`exportArchive`, JSON Lines), for the import figures
 * (`npm run bench:import`) and the console's large-import test: `base` games played to their end through
 * the session (8 or 10 players with accented names, two corrections with long notes, random legal answers,
 * a vote), then copied under new ids and dates until there are `count`. Each copy is a whole, valid record the importer reads, checks and
 * folds like any other.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { MIXED_DECKS, seededRng, type Rng } from '../src/main/engine/index.ts';
import { Store } from '../src/main/persistence/store.ts';
import { Session } from '../src/main/session/session.ts';
import type { GameView } from '../src/shared/views.ts';

const NAMES = [
  'Éloïse',
  'Zoé',
  'Anaïs',
  'Hélène',
  'Noé',
  'Maël',
  'Chloé',
  'Inès',
  'Raphaël',
  'Léonie',
  'Gaëlle',
  'Jérôme',
  'Bérénice',
  'François',
  'Ségolène',
  'Aurélien',
];

const NOTE =
  'Correction de la table : les deux cartes du centre ont été échangées par mégarde pendant la nuit, ' +
  'la table physique fait foi. '.repeat(52);

function next(session: Session, view: GameView, rng: Rng): GameView {
  const answer = (() => {
    switch (view.phase) {
      case 'setup':
        return session.startNight(view.id);
      case 'day':
        return session.startVote(view.id);
      case 'vote':
        return session.vote(
          view.id,
          view.players.map((_, p) => (p + 1 + rng.int(0, view.players.length - 2)) % view.players.length),
        );
      default: {
        const choice = view.call!.choice;
        const seats = 'seats' in choice ? choice.seats.filter((s) => s.legal).map((s) => s.seat) : [];
        if (choice.kind === 'target' && seats.length > 0)
          return session.answer(view.id, { target: seats[rng.int(0, seats.length - 1)] });
        if (choice.kind === 'center' && choice.mandatory) return session.answer(view.id, { center: rng.int(0, 2) });
        return session.pass(view.id);
      }
    }
  })();
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}

/** The archive's lines: `count` finished games, one record a line (one string would be too long past ~500 MB). */
export function* largeArchiveLines(count: number, base = 120, seed = 1): Generator<string> {
  const rng = seededRng(seed);
  let n = 0;
  let clock = Date.parse('2025-01-01T18:00:00Z');
  const session = new Session(new Store(':memory:'), {
    now: () => new Date((clock += 1000)),
    newId: () => `base-${++n}`,
    randomSeed: () => rng.int(0, 2 ** 30),
  });
  session.setLanguage('fr');
  for (let g = 0; g < Math.min(base, count); g++) {
    const size = g % 2 === 0 ? 8 : 10; // the built-in mixed decks' sizes
    const offset = g % NAMES.length;
    const players = Array.from({ length: size }, (_, i) => NAMES[(offset + i) % NAMES.length]!);
    const created = session.createGame({ players, deal: { mode: 'shuffle', deck: [...MIXED_DECKS[size]!] } });
    if (!created.ok) throw new Error(created.error.message);
    let view = next(session, created.value, rng); // the night starts
    // Two corrections with the moderator's notes, as a long evening's games have (about 4 KB a record).
    for (const [i, note] of [NOTE, NOTE].entries()) {
      const corrected = session.override(view.id, {
        override: 'swap-cards',
        a: { center: i },
        b: { center: 2 },
        note: `${note} (${g}.${i})`,
      });
      if (!corrected.ok) throw new Error(corrected.error.message);
      view = corrected.value;
    }
    while (view.phase !== 'revealed') view = next(session, view, rng);
  }
  const exported = session.exportArchive();
  if (!exported.ok) throw new Error(exported.error.message);
  const lines = exported.value.trimEnd().split('\n');
  for (let i = 0; i < count; i++) {
    const record = JSON.parse(lines[i % lines.length]!) as Record<string, unknown>;
    record['id'] = `game-${String(i + 1).padStart(6, '0')}`;
    record['createdAt'] = new Date(Date.parse('2025-01-01T18:00:00Z') + i * 3_600_000).toISOString();
    yield JSON.stringify(record);
  }
}

/** Writes `count` games to `path`, a line at a time; returns the file's size in bytes. */
export function writeLargeArchive(path: string, count: number): number {
  const fd = openSync(path, 'w');
  let bytes = 0;
  try {
    for (const line of largeArchiveLines(count)) bytes += writeSync(fd, `${line}\n`);
  } finally {
    closeSync(fd);
  }
  return bytes;
}
