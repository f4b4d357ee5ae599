/** The session end to end: a game from the deal to the reveal, saved at every step, undone, exported. */
import { describe, expect, it } from 'vitest';
import { playRecord } from '../../src/main/engine/index.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { openSession, tempDb, testPorts, unwrap } from './helpers.ts';
import { frenchSpaces as fr } from '../../src/shared/typography.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];
const MANUAL = {
  mode: 'manual' as const,
  players: ['vampire', 'priest', 'marksman', 'pickpocket'],
  center: ['gremlin', 'villager', 'villager'],
};

describe('a game through the session', () => {
  it('plays the issue example from the deal to the reveal', () => {
    const { session } = openSession();
    let game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    expect(game.phase).toBe('setup');
    expect(game.table.players.map((p) => p.card)).toEqual(MANUAL.players);
    game = unwrap(session.startNight(game.id));
    expect(game.phase).toBe('dusk');
    expect(game.call?.key).toBe('everyone-sleeps');
    game = unwrap(session.pass(game.id));
    expect(game.call).toMatchObject({ key: 'vampires', awake: [0], choice: { kind: 'target', mandatory: true } });
    expect(unwrap(session.pass(game.id).ok ? session.getGame(game.id) : session.getGame(game.id)).call?.key).toBe(
      'vampires',
    );
    game = unwrap(session.answer(game.id, { target: 2 }));
    expect(game.table.players[2]!.mark).toBe('vampire');
    game = unwrap(session.answer(game.id, { target: 2 }));
    expect(game.table.players[2]!.mark).toBe('clarity');
    while (game.phase === 'dusk' || game.phase === 'night') game = unwrap(session.pass(game.id));
    expect(game.phase).toBe('day');
    game = unwrap(session.startVote(game.id));
    expect(game.phase).toBe('vote');
    game = unwrap(session.vote(game.id, [1, 0, 0, 0]));
    expect(game.phase).toBe('revealed');
    expect(game.result?.winners).toEqual(['Ben', 'Cat', 'Dan']);
    expect(game.result?.deaths).toEqual([{ player: 0, name: 'Ann', reason: '3 votes' }]);

    const record = unwrap(session.exportGame(game.id));
    const resolved = playRecord(record, { requireVotes: true });
    if (!resolved.ok) throw new Error(resolved.error.problems.join('\n'));
    expect(resolved.value.result?.players.filter((p) => p.won).map((p) => p.player)).toEqual([1, 2, 3]);
  });

  it('a mandatory call cannot be passed; the error names the rule and nothing is written', () => {
    const { session, store } = openSession();
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    unwrap(session.startNight(game.id));
    unwrap(session.pass(game.id));
    const before = store.events(game.id).length;
    const result = session.pass(game.id);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({
        code: 'rule/choice/missing',
        message: expect.stringMatching(/Ann \(the Vampire\) must choose/),
      });
    expect(store.events(game.id)).toHaveLength(before);
  });

  it('undo takes back the last command, repeatedly, back to the deal, and is itself logged', () => {
    const { session } = openSession();
    let game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    unwrap(session.startNight(game.id));
    unwrap(session.pass(game.id));
    unwrap(session.answer(game.id, { target: 3 }));
    game = unwrap(session.undo(game.id));
    expect(game.table.players[3]!.mark).toBe('clarity');
    expect(game.call?.key).toBe('vampires');
    game = unwrap(session.undo(game.id));
    game = unwrap(session.undo(game.id));
    expect(game.phase).toBe('setup');
    const nothing = session.undo(game.id);
    expect(nothing.ok).toBe(false);
    if (!nothing.ok) expect(nothing.error.code).toBe('undo/nothing');
    expect(game.log.map((l) => [l.type, l.undone])).toEqual([
      ['night-started', true],
      ['answered', true],
      ['answered', true],
      ['undone', false],
      ['undone', false],
      ['undone', false],
    ]);
    expect(game.log[3]!.text).toMatch(
      /^Undo: took back #3 \(Dusk: the Vampires \(Ann\) gave the Mark of the Vampire to Dan/,
    );
  });

  it('an override is always accepted, logged as a correction, exported and resolved', () => {
    const { session } = openSession();
    let game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    unwrap(session.startNight(game.id));
    game = unwrap(
      session.override(game.id, {
        override: 'swap-cards',
        a: { player: 0 },
        b: { center: 1 },
        note: 'Ann took a center card',
      }),
    );
    expect(game.table.players[0]!.card).toBe('villager');
    expect(game.log.at(-1)!.text).toBe(
      'Correction: the moderator swapped Ann\'s card and the middle center card ("Ann took a center card").',
    );
    const record = unwrap(session.exportGame(game.id));
    expect(record.night).toEqual([
      { override: 'swap-cards', a: 'Ann', b: { center: 1 }, note: 'Ann took a center card', at: 'everyone-sleeps' },
    ]);
  });

  it('a game reopened from the file resumes at the same call with the same board', () => {
    const path = tempDb();
    const first = new Store(path);
    const session = new Session(first, testPorts());
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    unwrap(session.startNight(game.id));
    unwrap(session.pass(game.id));
    const before = unwrap(session.answer(game.id, { target: 3 }));
    first.close();
    const reopened = new Session(new Store(path), testPorts());
    const after = unwrap(reopened.getGame(game.id));
    expect(after.call).toEqual(before.call);
    expect(after.table).toEqual(before.table);
    expect(after.log).toEqual(before.log);
  });

  it('export then import into another archive gives the same game; importing again is a no-op', () => {
    const { session } = openSession();
    let game = unwrap(
      session.createGame({
        players: PLAYERS,
        deal: { mode: 'shuffle', deck: [...MANUAL.players, ...MANUAL.center], seed: 7 },
      }),
    );
    game = unwrap(session.startNight(game.id));
    while (game.phase !== 'day') {
      const call = game.call!;
      game = unwrap(
        call.choice.kind === 'target' && call.choice.mandatory
          ? session.answer(game.id, { target: call.choice.seats.find((s) => s.legal)!.seat })
          : session.pass(game.id),
      );
    }
    game = unwrap(session.vote(game.id, [1, 2, 3, 0]));
    const archive = unwrap(session.exportArchive());
    const other = openSession();
    expect(unwrap(other.session.importText({ text: archive }))).toEqual({
      imported: [game.id],
      duplicates: [],
      rejected: [],
    });
    expect(unwrap(other.session.importText({ text: archive }))).toEqual({
      imported: [],
      duplicates: [game.id],
      rejected: [],
    });
    const copy = unwrap(other.session.getGame(game.id));
    expect(copy.table).toEqual(game.table);
    expect(copy.result).toEqual(game.result);
    expect(unwrap(other.session.listGames())[0]).toMatchObject({ id: game.id, phase: 'revealed', players: PLAYERS });
  });
});

describe('the replay', () => {
  it('tells the game command by command with the table after each, undone ones marked', () => {
    const { session } = openSession();
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    unwrap(session.startNight(game.id));
    unwrap(session.pass(game.id));
    unwrap(session.answer(game.id, { target: 3 }));
    unwrap(
      session.override(game.id, { override: 'swap-marks', a: { player: 3 }, b: { player: 1 }, note: 'wrong Mark' }),
    );
    unwrap(session.undo(game.id));
    const { steps } = unwrap(session.replay(game.id));
    expect(steps.map((s) => [s.kind, s.undone])).toEqual([
      ['deal', false],
      ['other', false],
      ['call', false],
      ['call', false],
      ['correction', true],
      ['undo', false],
    ]);
    expect(steps[3]!.text).toBe('Dusk: the Vampires (Ann) gave the Mark of the Vampire to Dan, who became a Vampire.');
    expect(steps[3]!.table.players[3]!.mark).toBe('vampire');
    expect(steps[4]!.table.players[1]!.mark).toBe('vampire');
    expect(steps[5]!.table).toEqual(steps[3]!.table);
    expect(steps[0]!.table.players.map((p) => p.card)).toEqual(MANUAL.players);
  });
});

describe('the language of the views', () => {
  it('setLanguage("fr") tells the log, the story, the reasons and the replay in French; the call in the game’s language', () => {
    const { session } = openSession();
    let game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    expect(unwrap(session.setLanguage('fr'))).toBeNull();
    unwrap(session.startNight(game.id));
    game = unwrap(session.pass(game.id));
    // The game was made in English: it is told in English (its lines are what is said to the table).
    expect(game.language).toBe('en');
    expect(game.call?.open[0]).toMatch(/^Vampires, wake up/);
    const french = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL, language: 'fr' }));
    unwrap(session.startNight(french.id));
    expect(unwrap(session.pass(french.id)).call?.open[0]).toMatch(/^Vampires, réveillez-vous/);
    const seats = game.call?.choice.kind === 'target' ? game.call.choice.seats : [];
    expect(seats[0]).toEqual({
      seat: 0,
      legal: false,
      reason: fr("Ann est un Vampire : la marque du Vampire va à un joueur qui n'est pas Vampire."),
    });
    unwrap(session.answer(game.id, { target: 3 }));
    game = unwrap(session.undo(game.id));
    expect(game.log.at(-1)!.text).toBe(
      fr(
        "Annulation de l'étape n° 3 (Crépuscule : les Vampires (Ann) ont donné la marque du Vampire à Dan, désormais Vampire.)",
      ),
    );
    game = unwrap(
      session.override(game.id, { override: 'swap-cards', a: { player: 0 }, b: { center: 1 }, note: 'erreur' }),
    );
    expect(game.log.at(-1)!.text).toBe(
      fr("Correction : le meneur a échangé la carte d'Ann et la carte du milieu 2 (« erreur »)."),
    );
    expect(game.log[0]!.text).toBe('La nuit a commencé.');
    unwrap(session.undo(game.id));
    game = unwrap(session.answer(game.id, { target: 2 }));
    while (game.phase === 'dusk' || game.phase === 'night') game = unwrap(session.pass(game.id));
    game = unwrap(session.vote(game.id, [1, 0, 0, 0]));
    expect(game.result?.deaths).toEqual([{ player: 0, name: 'Ann', reason: '3 voix' }]);
    expect(game.result?.players[1]!.reason).toBe(fr("gagné : dans l'équipe du village et un Vampire est mort"));
    expect(game.narrative).toContain(fr('Ann meurt : 3 voix.'));
    // French spacing everywhere in the view: never an ordinary space before a colon, ! or ?.
    expect(JSON.stringify(game)).not.toMatch(/ [:;!?]/);
    const replay = unwrap(session.replay(game.id));
    expect(replay.steps[0]!.text).toBe('La distribution.');
    expect(replay.steps.map((s) => s.text).join(' ')).not.toMatch(/\b(the|took back|Dusk|Night)\b/);

    // The same game, back in English: nothing was stored in one language.
    unwrap(session.setLanguage('en'));
    game = unwrap(session.getGame(game.id));
    expect(game.log[0]!.text).toBe('The night began.');
    expect(game.result?.players[1]!.reason).toBe('won: on the village team and a Vampire died');
  });

  it('a language the console does not speak is refused and the views keep theirs', () => {
    const { session } = openSession();
    const bad = session.setLanguage('de');
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.error).toMatchObject({ code: 'input/invalid', message: expect.stringMatching(/^language:/) });
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    expect(unwrap(session.startNight(game.id)).log[0]!.text).toBe('The night began.');
  });
});
