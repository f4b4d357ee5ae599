/**
 * One rule for player names everywhere (issue 10, part 4): typed in the console, read from a record or an
 * archive, registered for an event. And every name the console accepts round-trips through export and
 * import, `__proto__` included; the CLI never prints a name's control characters raw.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/main/cli/cli.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { PlayerNameSchema, playerNameProblem } from '../../src/shared/player-name.ts';
import { openSession, tempDb, testPorts, unwrap } from './helpers.ts';

const DECK = {
  mode: 'manual' as const,
  players: ['vampire', 'priest', 'marksman', 'pickpocket'],
  center: ['gremlin', 'villager', 'villager'],
};

/** Names the rule refuses, each with the words of the rule it breaks. */
const REFUSED: [string, string, RegExp][] = [
  ['a NUL', 'Ann\u0000', /control character \(U\+0000\)/],
  ['an escape sequence', 'Ann\u001b[31mRED', /control character \(U\+001B\)/],
  ['a newline', 'Ann\nBen wins', /control character \(U\+000A\)/],
  ['a carriage return', 'Ann\rBen', /control character \(U\+000D\)/],
  ['a tab', 'Ann\tBen', /control character \(U\+0009\)/],
  ['DEL', 'Ann\u007f', /control character \(U\+007F\)/],
  ['a C1 control (NEL)', 'Ann\u0085', /control character \(U\+0085\)/],
  ['a line separator', 'Ann\u2028Ben', /line separator \(U\+2028\)/],
  ['a paragraph separator', 'Ann\u2029Ben', /line separator \(U\+2029\)/],
  ['a right-to-left override', 'Ann\u202eneB', /formatting character \(U\+202E\)/],
  ['a left-to-right embedding', '\u202aAnn', /formatting character \(U\+202A\)/],
  ['a right-to-left isolate', 'Ann\u2067x', /formatting character \(U\+2067\)/],
  ['a right-to-left mark', 'Ann\u200f', /formatting character \(U\+200F\)/],
  ['an Arabic letter mark', 'Ann\u061c', /formatting character \(U\+061C\)/],
  ['half a surrogate pair', 'Ann\ud800', /half of a surrogate pair \(U\+D800\)/],
  ['zero-width spaces only', '\u200b\u200b', /made only of U\+200B has no visible character/],
  ['a Hangul filler only', '\u3164', /no visible character/],
  ['a braille blank only', '\u2800', /no visible character/],
  ['a combining mark only', '\u0301', /no visible character/],
  ['spaces only', '   ', /cannot be empty/],
  ['41 characters', 'x'.repeat(41), /has 41 characters; a name has at most 40/],
  ['100,000 characters', 'y'.repeat(100_000), /has 100000 characters; a name has at most 40/],
];

const ACCEPTED = [
  'Zoé',
  'Éloïse-Marie',
  "O'Brien",
  '李小龍',
  'محمد',
  '👨‍👩‍👧 family',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'x'.repeat(40),
];

describe('the rule', () => {
  it.each(REFUSED)('refuses %s, naming the rule', (_what, name, rule) => {
    const problem = playerNameProblem(name.normalize('NFC').trim());
    expect(problem).toMatch(rule);
    // The message never carries the character itself: it cannot forge a line where it is shown.
    expect(problem).not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800]/u);
    expect(problem!.length).toBeLessThan(300);
  });

  it.each(ACCEPTED)('accepts %s', (name) => {
    expect(PlayerNameSchema.parse(name)).toBe(name);
  });

  it('keeps names in NFC without outer spaces, so a typed and an imported Zoé are one player', () => {
    expect(PlayerNameSchema.parse('  Zoe\u0301 ')).toBe('Zoé');
  });
});

describe('the same rule in the console, in imports and in events', () => {
  const bad = 'Ann\u001b[2J';

  it('the console refuses the name', () => {
    const { session } = openSession();
    const created = session.createGame({ players: [bad, 'Ben', 'Cat', 'Dan'], deal: DECK });
    expect(created).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    if (!created.ok) expect(created.error.message).toMatch(/players\[0\]: player name "Ann\\u001b\[2J" contains/);
  });

  it('a record or an archive line with the name is rejected, and its names are not remembered', () => {
    const { session } = openSession();
    const record = (players: string[]) =>
      JSON.stringify({ format: 'onu-record/1', players, deal: { players: DECK.players, center: DECK.center } });
    const report = unwrap(
      session.importText({
        text: [
          record([bad, 'Ben', 'Cat', 'Dan']),
          record(['\u202eAnn', 'Ben', 'Cat', 'Dan']),
          record(['x'.repeat(100_000), 'B', 'C', 'D']),
        ].join('\n'),
        source: 'games.jsonl',
      }),
    );
    expect(report.imported).toEqual([]);
    expect(report.rejected.map((r) => [r.item, r.problems[0]])).toEqual([
      [
        'games.jsonl:1',
        expect.stringMatching(/^players\[0\]: player name "Ann\\u001b\[2J" contains a control character/),
      ],
      ['games.jsonl:2', expect.stringMatching(/^players\[0\]: .*formatting character \(U\+202E\)/)],
      ['games.jsonl:3', expect.stringMatching(/^players\[0\]: .*has 100000 characters/)],
    ]);
    expect(unwrap(session.rememberedNames())).toEqual([]);
  });

  it('names in night entries and votes follow the rule too', () => {
    const { session } = openSession();
    const text = JSON.stringify({
      format: 'onu-record/1',
      players: ['Ann', 'Ben', 'Cat', 'Dan'],
      deal: { players: DECK.players, center: DECK.center },
      night: [{ call: 'vampires', target: 'Ca\nt' }],
      votes: { 'Ann\u0000': 'Ben', Ben: 'Ann', Cat: 'Ann', Dan: 'Ann' },
    });
    const report = unwrap(session.importText({ text }));
    const problems = report.rejected[0]!.problems.join('\n');
    expect(problems).toMatch(/night\[0\]\.target: player name "Ca\\nt" contains a control character/);
    expect(problems).toMatch(/votes\.Ann\\u0000: player name "Ann\\u0000" contains a control character/);
  });

  it('an event refuses the name in its registrations, its rounds and its imported file', () => {
    const { session } = openSession();
    const event = session.tournaments.createEvent({ name: 'Cup', startDate: '2026-04-01', players: [bad] });
    expect(event).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    const named = session.tournaments.createEvent({ name: 'Cup\u001b[1m', startDate: '2026-04-01' });
    expect(named).toMatchObject({ ok: false });
    if (!named.ok) expect(named.error.message).toMatch(/event's name contains a control character \(U\+001B\)/);
    const file = JSON.stringify({
      format: 'nightwarden-event/1',
      id: 'e1',
      name: 'Cup',
      startDate: '2026-04-01',
      players: ['Ann', '\u2067Ben'],
      rounds: [],
    });
    const imported = session.tournaments.importEvent({ text: file, source: 'cup.event.json' });
    expect(imported).toMatchObject({ ok: false });
    if (!imported.ok) expect(JSON.stringify(imported.error)).toMatch(/formatting character \(U\+2067\)/);
  });
});

describe('every name the console accepts round-trips', () => {
  it('__proto__, constructor, toString, hasOwnProperty: played, exported, imported elsewhere, the same game', () => {
    const players = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const { session } = openSession();
    let game = unwrap(session.createGame({ players, deal: DECK }));
    game = unwrap(session.startNight(game.id));
    while (game.phase === 'dusk' || game.phase === 'night') {
      const choice = game.call!.choice;
      if (choice.kind === 'target' && choice.mandatory)
        game = unwrap(session.answer(game.id, { target: choice.seats.find((s) => s.legal)!.seat }));
      else game = unwrap(session.pass(game.id));
    }
    unwrap(session.startVote(game.id));
    game = unwrap(session.vote(game.id, [1, 0, 0, 0]));
    const record = unwrap(session.exportGame(game.id));
    expect(Object.keys(record.votes!)).toEqual(players);

    const elsewhere = openSession().session;
    const one = unwrap(elsewhere.importText({ text: JSON.stringify(record), source: 'game.json' }));
    expect(one).toMatchObject({ imported: [game.id], rejected: [] });
    const again = unwrap(elsewhere.getGame(game.id));
    expect(again.result?.winners).toEqual(game.result?.winners);
    expect(again.players).toEqual(players);

    const third = openSession().session;
    expect(unwrap(third.importText({ text: unwrap(session.exportArchive()), source: 'all.jsonl' }))).toMatchObject({
      imported: [game.id],
      rejected: [],
    });
    expect(
      unwrap(third.stats({}))
        .map((s) => s.name)
        .sort(),
    ).toEqual([...players].sort());
    expect(unwrap(third.rememberedNames()).sort()).toEqual([...players].sort());
  });

  it('an event of them too: registered, seated, its game imported, its standings', () => {
    const players = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
    const { session } = openSession();
    const event = unwrap(session.tournaments.createEvent({ name: 'Proto Cup', startDate: '2026-04-01', players }));
    const round = unwrap(session.tournaments.proposeRound(event.id, { seed: 1 }));
    expect(round.rounds[0]!.tables[0]!.players.slice().sort()).toEqual([...players].sort());
    const exported = unwrap(session.tournaments.exportEvent(event.id));
    const elsewhere = openSession().session;
    expect(unwrap(elsewhere.tournaments.importEvent({ text: exported.text })).players).toEqual(players);
    expect(
      unwrap(elsewhere.tournaments.standings(event.id))
        .rows.map((r) => r.name)
        .sort(),
    ).toEqual([...players].sort());
  });
});

describe('the command line never prints a control character raw', () => {
  async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
    return { code, out, err };
  }

  it('`list` escapes names an older archive may hold: one line per game, nothing forged', async () => {
    const db = tempDb();
    const store = new Store(db);
    const session = new Session(store, testPorts());
    unwrap(session.createGame({ players: ['Ann', 'Ben', 'Cat', 'Dan'], deal: DECK }));
    // Written by an older version, before the rule: straight into the file.
    const row = store.game(unwrap(session.listGames())[0]!.id)!;
    store.insertGame({
      ...row,
      id: 'old\u001b]0;pwned\u0007',
      players: ['Ann\nold-id\t2026-01-01\tEve', '\u001b[31mBen', '\u202eCat', 'Dan'],
    });
    // The setup screen is not offered the names an older version let in.
    expect(unwrap(session.rememberedNames())).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    store.close();
    const list = await run(['list', '--db', db]);
    expect(list.code).toBe(0);
    // No control character but the line breaks and tabs of the output itself.
    expect(list.out.replace(/[\n\t]/g, '')).not.toMatch(/[\p{Cc}\u202e]/u);
    const lines = list.out.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.split('\t').length === 4)).toBe(true);
    expect(list.out).toContain('Ann\\nold-id\\t2026-01-01\\tEve, \\u001b[31mBen, \\u202eCat, Dan');
    expect(list.out).toContain('old\\u001b]0;pwned\\u0007');
  });

  it('`explain` of a record with such a name: refused, the message escaped', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'nightwarden-names-')), 'game.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'onu-record/1',
        players: ['Ann\u001b[2J\nDeaths: nobody', 'Ben', 'Cat', 'Dan'],
        deal: { players: DECK.players, center: DECK.center },
      }),
    );
    const explained = await run(['explain', file]);
    expect(explained.code).toBe(2);
    expect(explained.err.replace(/\n/g, '')).not.toMatch(/\p{Cc}/u);
    expect(explained.err.trimEnd().split('\n')).toHaveLength(1);
    expect(explained.err).toContain('Ann\\u001b[2J\\nDeaths: nobody');
  });
});
