/**
 * Corrections of the deal, "this is what they actually picked up": the game folded again from the corrected
 * deal through its log. Answers still legal stay; the others are flagged (taken as nothing, or the night back
 * at a call that must be answered again); the log tells it; undo puts the old game back; the record exports
 * the game as it happened at the table (docs/rulings.md, "Corrections of the deal").
 */
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../src/shared/views.ts';
import { frenchSpaces as fr } from '../../src/shared/typography.ts';
import { openSession, unwrap } from './helpers.ts';

const PLAYERS = ['Ann', 'Bob', 'Gina', 'Hugo'];
/** As recorded: Gina the Werewolf, Hugo the Marksman. At the table they picked up each other's card. */
const RECORDED = {
  mode: 'manual' as const,
  players: ['vampire', 'villager', 'werewolf', 'marksman'],
  center: ['seer', 'villager', 'priest'],
};
const ACTUAL = { players: ['vampire', 'villager', 'marksman', 'werewolf'], center: ['seer', 'villager', 'priest'] };

type Session = ReturnType<typeof openSession>['session'];

/** Passes calls with nothing to answer until `key` is the current call. */
function passTo(session: Session, game: GameView, key: string): GameView {
  let view = game;
  while (view.call && view.call.key !== key) view = unwrap(session.pass(view.id));
  if (view.call?.key !== key) throw new Error(`never reached ${key}`);
  return view;
}

function played(session: Session, marksman: { card?: number; mark?: number }): GameView {
  let game = unwrap(session.createGame({ players: PLAYERS, deal: RECORDED }));
  game = unwrap(session.startNight(game.id));
  game = passTo(session, game, 'vampires');
  game = unwrap(session.answer(game.id, { target: 3 })); // the Mark of the Vampire to Hugo
  game = passTo(session, game, 'werewolves');
  expect(game.call!.awake).toEqual([2]); // Gina, as recorded
  game = unwrap(session.answer(game.id, { center: 0 }));
  game = passTo(session, game, 'marksman');
  expect(game.call!.awake).toEqual([3]); // Hugo, as recorded
  return unwrap(session.answer(game.id, marksman));
}

describe('a correction of the deal', () => {
  it('folds the game again: the right player wakes, answers still legal stay, the log tells it', () => {
    const { session } = openSession();
    const before = played(session, { card: 0, mark: 1 });
    const game = unwrap(
      session.override(before.id, { override: 'deal', ...ACTUAL, note: 'Gina and Hugo swapped their cards' }),
    );
    expect(game.deal).toEqual(ACTUAL);
    expect(game.table.players.map((p) => p.startCard)).toEqual(ACTUAL.players);
    expect(game.flagged).toEqual([]);
    // Hugo woke as the Werewolf, Gina as the Marksman: the script says so now.
    expect(game.script.find((s) => s.key === 'werewolves')!.awake).toEqual([3]);
    expect(game.script.find((s) => s.key === 'marksman')!.awake).toEqual([2]);
    expect(game.narrative.join(' ')).toContain('the Marksman (Gina)');
    // The answers stand: Hugo holds the Mark of the Vampire still, the night went on from where it was.
    expect(game.table.players[3]!.mark).toBe('vampire');
    expect(game.call!.index).toBe(before.call!.index);
    const entry = game.log.at(-1)!;
    expect(entry.type).toBe('redealt');
    expect(entry.text).toBe(
      'Deal corrected (what they actually picked up): Gina: Marksman (not Werewolf); Hugo: Werewolf (not Marksman) ("Gina and Hugo swapped their cards"). Every answer still holds.',
    );
  });

  it('an answer no longer legal on an optional call is taken as nothing and flagged', () => {
    const { session } = openSession();
    // Hugo, the Marksman as recorded, viewed Gina's card: Gina is the Marksman in fact, and may not view her own.
    const before = played(session, { card: 2, mark: 1 });
    const marksmanSeq = before.log.at(-1)!.seq;
    const game = unwrap(session.override(before.id, { override: 'deal', ...ACTUAL, note: '' }));
    expect(game.flagged).toEqual([expect.objectContaining({ seq: marksmanSeq, key: 'marksman', kind: 'replaced' })]);
    expect(game.flagged[0]!.rule).toMatch(/Gina/);
    expect(game.log.find((e) => e.seq === marksmanSeq)!.flag).toBe('replaced');
    expect(game.log.at(-1)!.text).toContain(`answer #${marksmanSeq} (Marksman) no longer holds: taken as nothing`);
    // The record leaves it out: the Marksman did nothing.
    const record = unwrap(session.exportGame(game.id));
    expect(record.night.some((e) => 'call' in e && e.call === 'marksman' && 'card' in e)).toBe(false);
  });

  it('an answer no longer legal on a mandatory call brings the night back to it; later answers are set aside', () => {
    const { session } = openSession();
    let game = unwrap(session.createGame({ players: PLAYERS, deal: RECORDED }));
    game = unwrap(session.startNight(game.id));
    game = passTo(session, game, 'vampires');
    const vampiresIndex = game.call!.index;
    game = unwrap(session.answer(game.id, { target: 1 })); // Bob, a Villager as recorded
    const vampiresSeq = game.log.at(-1)!.seq;
    game = passTo(session, game, 'werewolves');
    game = unwrap(session.answer(game.id, { center: 2 }));
    const werewolvesSeq = game.log.at(-1)!.seq;
    // In fact Ann and Bob swapped: Bob is the Vampire, who cannot give himself the Mark.
    game = unwrap(
      session.override(game.id, {
        override: 'deal',
        players: ['villager', 'vampire', 'werewolf', 'marksman'],
        center: RECORDED.center,
        note: '',
      }),
    );
    expect(game.phase).toBe('dusk');
    expect(game.call!.index).toBe(vampiresIndex);
    expect(game.call!.awake).toEqual([1]);
    expect(game.flagged.map((f) => [f.seq, f.kind])).toEqual([
      [vampiresSeq, 'reopened'],
      [werewolvesSeq, 'set-aside'],
    ]);
    expect(game.table.players[1]!.mark).toBe('clarity');
    // The moderator answers again, and the night goes on.
    game = unwrap(session.answer(game.id, { target: 0 }));
    expect(game.table.players[0]!.mark).toBe('vampire');
  });

  it('undo takes the correction back: the game as it was before it', () => {
    const { session } = openSession();
    const before = played(session, { card: 2, mark: 1 });
    unwrap(session.override(before.id, { override: 'deal', ...ACTUAL, note: '' }));
    const back = unwrap(session.undo(before.id));
    expect(back.deal).toEqual({ players: RECORDED.players, center: RECORDED.center });
    expect(back.table).toEqual(before.table);
    expect(back.flagged).toEqual([]);
    expect(back.call!.index).toBe(before.call!.index);
    expect(back.log.find((e) => e.type === 'redealt')!.undone).toBe(true);
  });

  it('is folded again the same way when the archive is opened anew', () => {
    const { session, path, store } = openSession();
    const before = played(session, { card: 2, mark: 1 });
    const corrected = unwrap(session.override(before.id, { override: 'deal', ...ACTUAL, note: 'x' }));
    store.close();
    const reopened = openSession(path).session;
    const again = unwrap(reopened.getGame(before.id));
    expect(again.table).toEqual(corrected.table);
    expect(again.flagged).toEqual(corrected.flagged);
    expect(again.log.map((e) => e.text)).toEqual(corrected.log.map((e) => e.text));
  });

  it('refuses other cards than the game has, the same deal, the wrong number of cards, and after the vote', () => {
    const { session } = openSession();
    const game = played(session, { card: 0, mark: 1 });
    const refused = (deal: { players: string[]; center: string[] }) => {
      const result = session.override(game.id, { override: 'deal', ...deal, note: '' });
      expect(result.ok).toBe(false);
      return result.ok ? null : result.error;
    };
    expect(
      refused({ players: ['vampire', 'villager', 'werewolf', 'seer'], center: ['marksman', 'villager', 'tanner'] })!
        .code,
    ).toBe('deal/not-the-same-cards');
    expect(refused({ players: RECORDED.players, center: RECORDED.center })!.code).toBe('deal/unchanged');
    expect(refused({ players: ['vampire', 'villager', 'werewolf'], center: RECORDED.center })!.message).toMatch(
      /this table has 4 players/,
    );
    let view = game;
    while (view.call) view = unwrap(session.pass(view.id));
    unwrap(session.vote(view.id, [1, 0, 0, 0]));
    expect(refused(ACTUAL)!.code).toBe('phase/revealed');
    // Nothing was written by the refusals.
    expect(unwrap(session.getGame(game.id)).log.filter((e) => e.type === 'redealt')).toEqual([]);
  });

  it('is told in the replay, and in French', () => {
    const { session } = openSession();
    const before = played(session, { card: 2, mark: 1 });
    unwrap(session.override(before.id, { override: 'deal', ...ACTUAL, note: 'échange' }));
    const steps = unwrap(session.replay(before.id)).steps;
    const correction = steps.find((s) => s.text.startsWith('Deal corrected'))!;
    expect(correction.kind).toBe('correction');
    expect(correction.involves).toEqual([2, 3]);
    expect(correction.table.players[2]!.card).toBe('marksman');
    unwrap(session.setLanguage('fr'));
    const log = unwrap(session.getGame(before.id)).log.at(-1)!.text;
    expect(log).toBe(
      fr(
        'Correction de la donne (ce qui a vraiment été pris) : Gina : Trappeur (et non Loup-Garou) ; Hugo : Loup-Garou (et non Trappeur) (« échange »). À revoir : ',
      ) + log.slice(log.indexOf('la réponse')),
    );
    expect(log).toMatch(
      /la réponse n°\u00A0\d+ \(Trappeur\) ne tient plus\u00A0: elle compte comme «\u00A0rien\u00A0»/,
    );
  });
});

describe('the record of a corrected game', () => {
  it('has the corrected deal and the answers that hold; the correction is kept beside it; it imports as played', () => {
    const { session } = openSession();
    const before = played(session, { card: 2, mark: 1 });
    const corrected = unwrap(session.override(before.id, { override: 'deal', ...ACTUAL, note: 'swapped' }));
    const record = unwrap(session.exportGame(before.id));
    expect(record.deal).toEqual(ACTUAL);
    expect(record.nightwarden?.['dealCorrections']).toEqual([
      {
        replaced: { players: RECORDED.players, center: RECORDED.center },
        note: 'swapped',
        flagged: [{ call: 'marksman', kind: 'replaced' }],
      },
    ]);
    const other = openSession().session;
    const report = unwrap(other.importText({ text: JSON.stringify(record) }));
    expect(report.imported).toEqual([before.id]);
    const imported = unwrap(other.getGame(before.id));
    expect(imported.table).toEqual(corrected.table);
    expect(imported.deal).toEqual(ACTUAL);
    expect(imported.call!.index).toBe(corrected.call!.index);
  });
});

describe('the Lovers when nobody wakes', () => {
  it('says why instead of "Lovers: done."', () => {
    const { session } = openSession();
    let game = unwrap(
      session.createGame({
        players: ['Ann', 'Bob', 'Cat'],
        deal: { mode: 'manual', players: ['vampire', 'villager', 'seer'], center: ['cupid', 'villager', 'werewolf'] },
      }),
    );
    game = unwrap(session.startNight(game.id));
    game = unwrap(session.answer(passTo(session, game, 'vampires').id, { target: 1 }));
    game = passTo(session, game, 'lovers');
    game = unwrap(session.pass(game.id));
    const text = game.log.at(-1)!.text;
    expect(text).toBe('Lovers: nobody woke; Cupid is in the center.');
    expect(text).not.toMatch(/done/);
    const replay = unwrap(session.replay(game.id)).steps.map((s) => s.text);
    expect(replay).toContain('Lovers: nobody woke; Cupid is in the center.');
  });
});
