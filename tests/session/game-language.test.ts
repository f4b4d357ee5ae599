/**
 * Each game speaks its own language (issue 20 §2): a game keeps the language it was made in (its setup),
 * its call's lines and the app's words come in it whatever the console reads; each console connected to
 * the host reads its own views in its own language; games made before it was kept follow the console.
 */
import { describe, expect, it } from 'vitest';
import { createDispatcher, type ConsoleConnection } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { PublicFeed, sessionSources } from '../../src/main/session/public-feed.ts';
import type { GameView } from '../../src/shared/views.ts';
import { openSession, unwrap } from './helpers.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];
const DEAL = {
  mode: 'manual' as const,
  players: ['seer', 'werewolf', 'robber', 'villager'],
  center: ['troublemaker', 'villager', 'werewolf'],
};

/** The night started and passed up to the Seer's call (its lines name the center cards). */
function atSeer(view: (g: GameView) => GameView, game: GameView): GameView {
  let shown = game;
  while (shown.call && shown.call.key !== 'seer') shown = view(shown);
  return shown;
}

describe('a game’s language', () => {
  it('is kept with the game: its calls are told in it, the rest of the view in the console’s language', () => {
    const { session, store } = openSession();
    unwrap(session.setLanguage('fr'));
    const game = unwrap(session.createGame({ players: PLAYERS, deal: DEAL }));
    expect(game.language).toBe('fr');
    expect((store.game(game.id)!.setup as { language?: string }).language).toBe('fr');
    unwrap(session.startNight(game.id));
    // Another console, in English, reads it: its log in English, the call's lines still in French.
    unwrap(session.setLanguage('en'));
    const seer = atSeer((g) => unwrap(session.pass(g.id)), unwrap(session.getGame(game.id)));
    expect(seer.language).toBe('fr');
    expect(seer.call?.open.join(' ')).toMatch(/^Voyante, réveille-toi/);
    expect(seer.call?.short.open.join(' ')).toMatch(/Voyante/);
    expect(seer.log[0]?.text).toBe('The night began.');
    // Asked for in French, it says so: the language of the game is not the console's choice.
    const english = unwrap(
      session.createGame({ players: PLAYERS, deal: { ...DEAL, players: ['werewolf', 'seer', 'robber', 'villager'] } }),
    );
    expect(english.language).toBe('en');
    const chosen = unwrap(session.createGame({ players: PLAYERS, deal: DEAL, language: 'fr' }));
    expect(chosen.language).toBe('fr');
  });

  it('a game made before the language was kept is told in the language of the console that runs it', () => {
    const { session } = openSession();
    const record = {
      format: 'onu-record/1',
      players: PLAYERS,
      deal: { players: DEAL.players, center: DEAL.center },
      night: [],
    };
    const id = unwrap(session.importText({ text: JSON.stringify(record), source: 'old.json' })).imported[0]!;
    unwrap(session.setLanguage('fr'));
    expect(unwrap(session.getGame(id)).language).toBe('fr');
    unwrap(session.setLanguage('en'));
    expect(unwrap(session.getGame(id)).language).toBe('en');
  });

  it('the players’ screen reads a game as it is told, whatever the consoles read', () => {
    const { session } = openSession();
    const game = unwrap(session.createGame({ players: PLAYERS, deal: DEAL, language: 'fr' }));
    unwrap(session.startNight(game.id));
    unwrap(session.setLanguage('en'));
    const told = unwrap(session.getGameAsTold(game.id, 'en'));
    expect(told.language).toBe('fr');
    expect(told.log[0]?.text).toBe('La nuit a commencé.');
    // The console's own view is unchanged by it.
    expect(unwrap(session.getGame(game.id)).log[0]?.text).toBe('The night began.');
    const feed = new PublicFeed(sessionSources(session), (run) => run());
    feed.setCue({ language: 'en', gameId: game.id, eventId: null, callIndex: 0, timer: null });
    expect(feed.current().language).toBe('fr');
  });
});

describe('two consoles on one host', () => {
  it('each reads its views in its own language; a French game is told in French to both', async () => {
    const { session } = openSession();
    const dispatch = createDispatcher({ session, narration: new TimedTextNarration(1), keepAwake: () => undefined });
    const french: ConsoleConnection = { language: null };
    const english: ConsoleConnection = { language: null };
    const call = async <T>(console: ConsoleConnection, method: string, ...args: unknown[]): Promise<T> =>
      unwrap((await dispatch(method, args, console)) as { ok: true; value: T });

    await call(french, 'setLanguage', 'fr');
    const game = await call<GameView>(french, 'createGame', { players: PLAYERS, deal: DEAL });
    expect(game.language).toBe('fr');
    await call(french, 'startNight', game.id);
    // A second console opens in English (before the fix, every view turned English from then on).
    await call(english, 'setLanguage', 'en');
    expect(english.language).toBe('en');
    let view = await call<GameView>(french, 'pass', game.id);
    expect(view.log[0]?.text).toBe('La nuit a commencé.');
    expect(view.call?.open.join(' ')).not.toMatch(/wake up|close your eyes/i);
    const seen = await call<GameView>(english, 'getGame', game.id);
    expect(seen.log[0]?.text).toBe('The night began.');
    expect(seen.call?.open).toEqual(view.call?.open);
    view = await call<GameView>(french, 'getGame', game.id);
    expect(view.log[0]?.text).toBe('La nuit a commencé.');
    // A bad language is refused and changes nothing for that console.
    expect(await dispatch('setLanguage', ['de'], english)).toMatchObject({ ok: false });
    expect(english.language).toBe('en');
  });
});
