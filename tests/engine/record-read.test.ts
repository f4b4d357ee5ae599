/**
 * The record reader's fast path (readGameRecord in src/shared/record.ts) reads exactly what the schema reads:
 * the same success, the same data with its fields in the same order, the same problems. Plain records take
 * the fast path (readPlainRecord answers them); every other record is the schema's.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameRecordSchema, readGameRecord, readPlainRecord } from '../../src/shared/record.ts';
import { isPlainPlayerName } from '../../src/shared/player-name.ts';
import type { CorpusRecord } from '../../scripts/corpus/generate.ts';
import { readJsonLines } from '../../scripts/corpus/outcome.ts';

const corpus = readJsonLines<CorpusRecord>(join(import.meta.dirname, '..', 'fixtures', 'corpus', 'records.jsonl.gz'));
/** The corpus's records without their corpus fields: what a file holds. */
const records: unknown[] = corpus.map(({ id: _id, corpus: _corpus, ...record }) => record);

function same(input: unknown): void {
  const fast = readGameRecord(input);
  const schema = GameRecordSchema.safeParse(input);
  expect(fast.success).toBe(schema.success);
  // JSON keeps the fields' order: the same text is the same data in the same order.
  if (fast.success && schema.success) expect(JSON.stringify(fast.data)).toBe(JSON.stringify(schema.data));
  else expect(fast.error?.issues).toEqual(schema.error?.issues);
}

const base = {
  format: 'onu-record/1',
  players: ['Ann', 'Ben', 'Cat'],
  deal: { players: ['seer', 'robber', 'werewolf'], center: ['villager', 'troublemaker', 'werewolf'] },
  night: [
    { call: 'seer', by: 'Ann', center: [0, 2] },
    { call: 'robber', by: 'Ben', target: 'Cat' },
  ],
  votes: { Ann: 'Cat', Ben: 'Cat', Cat: 'Ann' },
};

describe('reading a record', () => {
  it('reads every corpus record as the schema does, the plain ones by the fast path', () => {
    let plain = 0;
    for (const record of records) {
      same(record);
      if (readPlainRecord(record)) plain++;
    }
    // The base game's records without house rules are plain: a good share of the corpus.
    expect(plain).toBeGreaterThan(100);
  });

  it('takes the fast path for a plain record, with the fields in the schema order', () => {
    const reordered = {
      votes: base.votes,
      night: base.night,
      deal: base.deal,
      players: base.players,
      format: base.format,
    };
    expect(readPlainRecord(reordered)).not.toBeNull();
    same(reordered);
    expect(Object.keys(readGameRecord(reordered).data!)).toEqual(['format', 'players', 'deal', 'night', 'votes']);
    const { night: _night, votes: _votes, ...bare } = base;
    expect(readGameRecord(bare).data?.night).toEqual([]);
    same(bare);
  });

  it('leaves to the schema what it does not read itself, with the same data or the same problems', () => {
    const variants: unknown[] = [
      { ...base, options: { loneWolf: true } },
      { ...base, extra: 1 },
      { ...base, players: ['Ann ', 'Ben', 'Cat'] },
      { ...base, players: ['Zoë', 'Ben', 'Cat'] },
      { ...base, players: ['Ann', 'Ben', ''] },
      { ...base, players: ['Ann', 'Ben', 7] },
      { ...base, players: ['A'.repeat(41), 'Ben', 'Cat'] },
      { ...base, format: 'onu-record/2' },
      { ...base, deal: { ...base.deal, extra: [] } },
      { ...base, deal: { players: ['seer', ''], center: [] } },
      { ...base, night: [{ call: 'seer', by: 'Ann', target: undefined }] },
      { ...base, night: [{ call: '', by: 'Ann' }] },
      { ...base, night: [{ call: 'seer', center: 1.5 }] },
      { ...base, night: [{ call: 'seer', center: [0, 'x'] }] },
      { ...base, night: [{ call: 'witch', target: 'Ann', to: 'Ben', center: 1 }] },
      { ...base, night: [{ call: 'x', card: 'Ann', mark: 'Ben', swap: 'marks', direction: 'left', loop: true }] },
      { ...base, night: [{ call: 'x', swap: 'both' }] },
      { ...base, night: [{ call: 'x', artifact: 'claw-of-the-werewolf', repeat: true }] },
      { ...base, night: [{ call: 'x', artifact: '' }] },
      { ...base, night: [{ call: 'x', loop: false }] },
      { ...base, night: [{ call: 'x', extra: 1 }] },
      { ...base, night: [{ override: 'shield', player: 'Ann', on: true }] },
      { ...base, night: 'none' },
      { ...base, votes: { Ann: ['Ben', 'Cat'], Ben: 'Cat', '12': 'Ann', Cat: 'Ann' } },
      { ...base, votes: { Ann: ['Ben'] } },
      { ...base, votes: { Ann: ' Ben' } },
      { ...base, votes: JSON.parse('{"__proto__": "Ann"}') as unknown },
      { ...base, votes: [] },
      JSON.parse('{"format":"onu-record/1","players":["Ann"],"deal":{"players":[],"center":[]},"__proto__":{}}'),
      Object.assign(Object.create({ inherited: true }) as object, base),
      null,
      [],
      'record',
    ];
    for (const input of variants) same(input);
  });
});

describe('a plain player name', () => {
  it('is what the name rules pass unchanged: printable ASCII, at most 40, no space at either end', () => {
    const names = [
      'A',
      'Ann',
      'Ann Lee',
      ' Ann',
      'Ann ',
      ' ',
      '',
      'Zoë',
      'A'.repeat(40),
      'A'.repeat(41),
      'a\tb',
      '~!',
      'x\u007f',
    ];
    for (let c = 0; c < 0x300; c++) {
      const ch = String.fromCharCode(c);
      names.push(ch, `a${ch}b`, `${ch}ab`, `ab${ch}`);
    }
    for (const name of names)
      expect(isPlainPlayerName(name), name).toBe(
        name.length > 0 && name.length <= 40 && /^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/.test(name),
      );
    expect(isPlainPlayerName(7)).toBe(false);
  });
});
