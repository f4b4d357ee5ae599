/**
 * Imports read record by record (issue 10, part 4): a file given in pieces, cut anywhere, reads as the
 * whole file does; an archive of any size the app exports comes back; the archive's own size limit (not
 * a transport's) decides, and says so; the console's pieces contract.
 */
import { describe, expect, it } from 'vitest';
import { RecordStream, type StreamItem } from '../../src/main/session/record-stream.ts';
import { IMPORT_MAX_BYTES, MESSAGE_TEXT_MAX_CHARS, importSizeProblem } from '../../src/shared/import-contract.ts';
import { openSession, unwrap } from './helpers.ts';
import type { Session } from '../../src/main/session/session.ts';

function read(pieces: readonly string[], max?: number): StreamItem[] {
  const items: StreamItem[] = [];
  const stream = new RecordStream('f', (item) => items.push(item), max);
  for (const piece of pieces) stream.push(piece);
  stream.end();
  return items;
}

/** Every way of cutting `text` in two, and in one-character pieces. */
function cuts(text: string): string[][] {
  const out: string[][] = [[text], [...text]];
  for (let i = 1; i < text.length; i++) out.push([text.slice(0, i), text.slice(i)]);
  return out;
}

describe('RecordStream', () => {
  it('JSON Lines: one item per line, labelled with its line, however the text is cut', () => {
    const text = '{"a":1}\r\n\n  {"b":"é"}\nnot json\n{"c":[1,\n2]}';
    const expected = [
      { label: 'f:1', value: { a: 1 } },
      { label: 'f:3', value: { b: 'é' } },
      { label: 'f:4', problem: expect.stringMatching(/^not valid JSON/) },
      { label: 'f:5', problem: expect.stringMatching(/^not valid JSON/) },
      { label: 'f:6', problem: expect.stringMatching(/^not valid JSON/) },
    ];
    for (const pieces of cuts(text)) expect(read(pieces)).toEqual(expected);
  });

  it('one record written over many lines (as a game is exported) is one item, however it is cut', () => {
    const record = JSON.stringify({ format: 'onu-record/1', players: ['Ann', 'Zoé'] }, null, 2);
    for (const pieces of cuts(`\uFEFF${record}\n`))
      expect(read(pieces)).toEqual([{ label: 'f', value: JSON.parse(record) }]);
  });

  it('broken JSON Lines (the first line not JSON) still reads line by line, each problem reported', () => {
    expect(read(['{"a":\n{"b":2}\n'])).toEqual([
      { label: 'f:1', problem: expect.stringMatching(/^not valid JSON/) },
      { label: 'f:2', value: { b: 2 } },
    ]);
  });

  it('a line longer than one record may be is reported, its rest skipped, the next lines read', () => {
    const items = read(['{"a":1}\n', `"${'x'.repeat(30)}`, `${'y'.repeat(30)}"\n{"b":2}\n`], 40);
    expect(items).toEqual([
      { label: 'f:1', value: { a: 1 } },
      { label: 'f:2', problem: 'the line has more than 40 characters; one record is at most 40' },
      { label: 'f:3', value: { b: 2 } },
    ]);
  });

  it('a multi-line file that outgrows one record is read as lines after all', () => {
    const items = read(['{\n', '"a": 1,\n'.repeat(10), '}\n{"b":2}\n'], 30);
    expect(items.at(-1)).toEqual({ label: 'f:13', value: { b: 2 } });
    expect(items[0]).toEqual({ label: 'f:1', problem: expect.stringMatching(/^not valid JSON/) });
  });

  it('an empty file, or one of blank lines, says so', () => {
    expect(read([])).toEqual([{ label: 'f', problem: 'the file is empty' }]);
    expect(read(['\n  \n\r\n'])).toEqual([{ label: 'f', problem: 'the file is empty' }]);
  });
});

const DECK = {
  mode: 'manual' as const,
  players: ['vampire', 'priest', 'marksman', 'pickpocket'],
  center: ['gremlin', 'villager', 'villager'],
};

/** `count` finished games, exported as the archive's JSON Lines. */
function archiveOf(count: number): { text: string; ids: string[] } {
  const { session } = openSession();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const game = unwrap(session.createGame({ players: ['Ann', 'Ben', `Zoé ${i}`, 'Dan'], deal: DECK }));
    ids.push(game.id);
  }
  return { text: unwrap(session.exportArchive()), ids };
}

/** The console's way: start, the file in pieces of `size` characters, finish. */
function sendInPieces(session: Session, text: string, size: number, source = 'all.jsonl') {
  const { importId } = unwrap(session.importStart({ source, size: Buffer.byteLength(text) }));
  for (let at = 0; at < text.length; at += size) unwrap(session.importChunk(importId, text.slice(at, at + size)));
  return unwrap(session.importFinish(importId));
}

describe('the pieces contract', () => {
  it('an archive sent in pieces cut anywhere imports every game, as the whole text does', () => {
    const { text, ids } = archiveOf(12);
    for (const size of [1, 7, 100, 1000, text.length]) {
      const { session } = openSession();
      const report = sendInPieces(session, text, size);
      expect(report).toEqual({ imported: ids, duplicates: [], rejected: [] });
      expect(unwrap(session.listGames())).toHaveLength(12);
    }
  });

  it('a file over the archive’s limit is refused at the start, before any of it is sent', () => {
    const { session } = openSession();
    const refused = session.importStart({ source: 'huge.jsonl', size: IMPORT_MAX_BYTES + 1 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'import/too-big' } });
    if (!refused.ok)
      expect(refused.error.message).toBe(
        'huge.jsonl is 1,000,000,001 bytes; the archive imports files of up to 1 GB (split it into several files of JSON Lines and import each)',
      );
    expect(importSizeProblem('a', IMPORT_MAX_BYTES)).toBeNull();
  });

  it('a file that grows over the limit while it is sent is stopped, with what was imported kept', () => {
    const { session } = openSession();
    const { text } = archiveOf(3);
    const { importId } = unwrap(session.importStart({ source: 'grows.jsonl' }));
    unwrap(session.importChunk(importId, text));
    const blank = ' '.repeat(1 << 20);
    let answer = session.importChunk(importId, blank);
    for (let i = 0; answer.ok && i < 1100; i++) answer = session.importChunk(importId, blank);
    expect(answer).toMatchObject({ ok: false, error: { code: 'import/too-big' } });
    if (!answer.ok)
      expect(answer.error.message).toMatch(
        /^grows\.jsonl is 1(\.0|,0)[0-9,]* (GB|bytes); the archive imports files of up to 1 GB .*; the 3 game\(s\) read before the limit are imported$/,
      );
    expect(unwrap(session.listGames())).toHaveLength(3);
    expect(session.importFinish(importId)).toMatchObject({ ok: false, error: { code: 'import/unknown' } });
  });

  it('an unknown or finished import, a piece too big for one call, a cancel', () => {
    const { session } = openSession();
    expect(session.importChunk('nope', '{}')).toMatchObject({ ok: false, error: { code: 'import/unknown' } });
    const { importId } = unwrap(session.importStart({}));
    expect(session.importChunk(importId, 'x'.repeat(MESSAGE_TEXT_MAX_CHARS + 1))).toMatchObject({
      ok: false,
      error: { code: 'input/invalid' },
    });
    unwrap(session.importCancel(importId));
    expect(session.importFinish(importId)).toMatchObject({ ok: false, error: { code: 'import/unknown' } });
  });

  it('a text sent whole over the per-call limit is refused with the way to send it', () => {
    const { session } = openSession();
    const refused = session.importText({ text: ' '.repeat(MESSAGE_TEXT_MAX_CHARS + 1) });
    expect(refused).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    if (!refused.ok)
      expect(refused.error.message).toMatch(/send it in pieces \(importStart, importChunk, importFinish\)/);
  });

  it('a report lists the first 1000 rejected records and counts the rest', () => {
    const { session } = openSession();
    const report = unwrap(session.importText({ text: 'x\n'.repeat(1500), source: 'junk' }));
    expect(report.rejected).toHaveLength(1001);
    expect(report.rejected[1000]).toEqual({
      item: '500 more',
      problems: ['500 more record(s) were rejected; the first 1000 are listed above'],
    });
  });
});
