/**
 * Bad Daybreak input through the session, as an attacker sends it: records whose `shield`, `artifact` and
 * `face-up` entries (or whose Sentinel and Curator answers) are wrong, and corrections naming seats or
 * center cards the table does not have. Each is refused with a message naming the entry, what is wrong and
 * the rule it breaks, and nothing is written: the archive lists the same games, the game its same log.
 */
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../src/shared/views.ts';
import { openSession, unwrap } from './helpers.ts';

const SEVEN = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
const DEAL = {
  players: ['sentinel', 'alpha-wolf', 'witch', 'revealer', 'curator', 'villager', 'mystic-wolf'],
  center: ['werewolf', 'seer', 'bodyguard'],
};
const ALPHA = { call: 'alpha-wolf', target: 'Cat' };

const record = (night: readonly unknown[]) => ({ format: 'onu-record/1', players: SEVEN, deal: DEAL, night });

describe('a Daybreak record with bad shield, artifact and face-up entries', () => {
  const cases: readonly [string, readonly unknown[], RegExp][] = [
    [
      'an artifact on a card named by a number',
      [ALPHA, { override: 'artifact', card: 7, artifact: 'mask-of-muting', note: '', at: 'day' }],
      /^night\[1\]\.card: 7 is not a card's place: a card's place is a player's name or \{ "center": 0, 1 or 2 \}/,
    ],
    [
      'a face-up card named by a list',
      [ALPHA, { override: 'face-up', card: ['Ann'], up: true, note: '', at: 'day' }],
      /^night\[1\]\.card: \["Ann"\] is not a card's place/,
    ],
    [
      'a center card given as text',
      [ALPHA, { override: 'artifact', card: { center: 'one' }, artifact: null, note: '' }],
      /^night\[1\]\.card: \{"center":"one"\} is not a card's place/,
    ],
    [
      'an unknown artifact token',
      [ALPHA, { override: 'artifact', card: 'Ben', artifact: 'sword-of-doom', note: '' }],
      /"sword-of-doom" is not an artifact token; the tokens are claw-of-the-werewolf/,
    ],
    [
      'the Curator placing an unknown token',
      [ALPHA, { call: 'curator', target: 'Ben', artifact: 'sword-of-doom' }],
      /^night\[1\] curator: artifact "sword-of-doom" is not an artifact token/,
    ],
    [
      "the Curator's artifact on a shielded card",
      [{ call: 'sentinel', target: 'Ben' }, ALPHA, { call: 'curator', target: 'Ben', artifact: 'mask-of-muting' }],
      /^night\[2\] curator: Ben's card has the Sentinel's shield: it cannot be viewed, moved or given an artifact/,
    ],
    [
      'the Mist of the Vampire without Vampire roles',
      [ALPHA, { call: 'curator', target: 'Ben', artifact: 'mist-of-the-vampire' }],
      /the Mist of the Vampire is used only with Vampire roles/,
    ],
    [
      'a shield on a player who is not at the table',
      [{ override: 'shield', player: 'Zed', on: true, note: '', at: 'sentinel' }],
      /"Zed" is not a player/,
    ],
    [
      'a shield that is neither on nor off',
      [{ override: 'shield', player: 'Ben', on: 'yes', note: '', at: 'sentinel' }],
      /^night\[0\]\.on: "on" is true \(the Sentinel's shield put on the card\) or false \(taken off\), not "yes"/,
    ],
    [
      'a face neither up nor down',
      [ALPHA, { override: 'face-up', card: 'Ben', up: 1, note: '', at: 'day' }],
      /^night\[1\]\.up: "up" is true \(the card turned face up\) or false \(face down\), not 1/,
    ],
    [
      'an artifact given as a number',
      [ALPHA, { call: 'curator', target: 'Ben', artifact: 5 }],
      /^night\[1\]\.artifact: an artifact is a token's id, such as "claw-of-the-werewolf"/,
    ],
  ];
  it.each(cases)('%s: refused, named, nothing imported', (_name, night, message) => {
    const { session } = openSession();
    const before = unwrap(session.listGames());
    const report: ImportReport = unwrap(session.importText({ text: JSON.stringify(record(night)) }));
    expect(report.imported).toEqual([]);
    expect(report.rejected).toHaveLength(1);
    expect(report.rejected[0]!.problems.join('\n')).toMatch(message);
    expect(unwrap(session.listGames())).toEqual(before);
  });
});

describe('corrections of a shield, an artifact or a face naming places this table does not have', () => {
  const cases: readonly [string, Parameters<ReturnType<typeof openSession>['session']['override']>[1], RegExp][] = [
    ['a shield on seat 7 of 7', { override: 'shield', player: 7, on: true, note: '' }, /seat 7 is not a player/],
    [
      'an artifact on seat 9 of 7',
      { override: 'artifact', card: { player: 9 }, artifact: 'mask-of-muting', note: '' },
      /name a player or a center card/,
    ],
    [
      'a face-up card on seat 8 of 7',
      { override: 'face-up', card: { player: 8 }, up: true, note: '' },
      /name a player/,
    ],
  ];
  it.each(cases)('%s: refused, the game unchanged', (_name, input, message) => {
    const { session } = openSession();
    const game = unwrap(session.createGame({ players: SEVEN, deal: { mode: 'manual', ...DEAL } }));
    unwrap(session.startNight(game.id));
    const before = unwrap(session.getGame(game.id));
    const result = session.override(game.id, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(message);
    expect(unwrap(session.getGame(game.id))).toEqual(before);
  });
});

describe("a correction offers the artifacts of this game's pile only", () => {
  const tokensOf = (deal: { players: string[]; center: string[] }, options = {}) => {
    const { session } = openSession();
    const players = SEVEN.slice(0, deal.players.length);
    return unwrap(session.createGame({ players, deal: { mode: 'manual', ...deal }, options })).artifactTokens;
  };

  it('a Daybreak game: neither the Mist of the Vampire nor the Alien Artifact', () => {
    const tokens = tokensOf(DEAL);
    expect(tokens).toHaveLength(10);
    expect(tokens).toContain('claw-of-the-werewolf');
    expect(tokens).not.toContain('mist-of-the-vampire');
    expect(tokens).not.toContain('alien-artifact');
  });

  it('with Vampire roles the Mist, with Alien roles the Alien Artifact', () => {
    const vampire = tokensOf({
      players: ['curator', 'the-count', 'vampire', 'villager', 'seer'],
      center: ['villager', 'werewolf', 'robber'],
    });
    expect(vampire).toContain('mist-of-the-vampire');
    expect(vampire).not.toContain('alien-artifact');
    const alien = tokensOf({
      players: ['curator', 'alien', 'alien', 'villager', 'seer'],
      center: ['cow', 'werewolf', 'robber'],
    });
    expect(alien).toContain('alien-artifact');
    expect(alien).not.toContain('mist-of-the-vampire');
  });

  it("with the house rule of Daybreak's artifacts only, Daybreak's six", () => {
    expect(tokensOf(DEAL, { artifactsDaybreakOnly: true })).toHaveLength(6);
  });

  it('placed tokens stay in the list (a correction may move one)', () => {
    const { session } = openSession();
    const game = unwrap(session.createGame({ players: SEVEN, deal: { mode: 'manual', ...DEAL } }));
    unwrap(session.startNight(game.id));
    const after = unwrap(
      session.override(game.id, { override: 'artifact', card: { player: 1 }, artifact: 'mask-of-muting', note: '' }),
    );
    expect(after.artifactTokens).toContain('mask-of-muting');
    expect(after.artifactTokens).toEqual(game.artifactTokens);
  });
});

describe('corrections of the wrong type through the contract', () => {
  it('a shield neither on nor off, a face neither up nor down: each says what it takes', () => {
    const { session } = openSession();
    const game = unwrap(session.createGame({ players: SEVEN, deal: { mode: 'manual', ...DEAL } }));
    const shield = session.override(game.id, { override: 'shield', player: 1, on: 'yes', note: '' } as never);
    expect(shield.ok ? '' : shield.error.message).toMatch(/on: "on" is true \(the Sentinel's shield put on the card\)/);
    const face = session.override(game.id, { override: 'face-up', card: { player: 1 }, up: 1, note: '' } as never);
    expect(face.ok ? '' : face.error.message).toMatch(/up: "up" is true \(the card turned face up\) or false/);
  });
});
