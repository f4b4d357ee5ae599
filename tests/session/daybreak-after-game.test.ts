/**
 * Daybreak and the Bonus Packs after the game, through the session: the replay and "follow a player" through
 * the shield, the Alpha Wolf's Center Werewolf card, the Witch, the Revealer, the Curator's artifact and the
 * Village Idiot; the HTML report (tokens, the fourth center card, the vote's protections, the boxes) in
 * English and French; the statistics' Bonus Pack wins; Nostradamus as a special team of an event.
 */
import { describe, expect, it } from 'vitest';
import { formatStatsTable, playerStats, type FinishedGame } from '../../src/main/stats/stats.ts';
import { isSpecialTeam, pointsFor } from '../../src/main/tournament/index.ts';
import { openSession, unwrap } from './helpers.ts';
import { frenchSpaces as fr } from '../../src/shared/typography.ts';

const SEVEN = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];

/** The e2e test's 7-player game: Sentinel, Alpha Wolf, Witch, Revealer and Curator. */
const DAYBREAK_7 = {
  format: 'onu-record/1',
  players: SEVEN,
  deal: {
    players: ['sentinel', 'alpha-wolf', 'witch', 'revealer', 'curator', 'villager', 'mystic-wolf'],
    center: ['werewolf', 'seer', 'bodyguard'],
  },
  night: [
    { call: 'sentinel', target: 'Fay' },
    { call: 'alpha-wolf', target: 'Cat' },
    { call: 'mystic-wolf', target: 'Dan' },
    { call: 'witch', center: 3, to: 'Eve' },
    { call: 'revealer', target: 'Ann' },
    { call: 'curator', target: 'Ben', artifact: 'claw-of-the-werewolf' },
  ],
  votes: { Ann: 'Gus', Ben: 'Ann', Cat: 'Gus', Dan: 'Gus', Eve: 'Gus', Fay: 'Gus', Gus: 'Ann' },
};

const NINE = [...SEVEN, 'Hal', 'Ida'];
/** Bonus Packs 1 and 2 with the Bodyguard: the vote's protections. */
function bonusRecord(votes: Record<string, string>) {
  return {
    format: 'onu-record/1',
    players: NINE,
    deal: {
      players: [
        'aura-seer',
        'prince',
        'cursed',
        'apprentice-tanner',
        'thing',
        'squire',
        'beholder',
        'werewolf',
        'bodyguard',
      ],
      center: ['tanner', 'seer', 'villager'],
    },
    night: [
      { call: 'thing', target: 'Fay' },
      { call: 'squire', targets: ['Hal'] },
    ],
    votes,
  };
}

function imported(record: unknown) {
  const { session } = openSession();
  const report = unwrap(session.importText({ text: JSON.stringify(record), source: 'test.json' }));
  expect(report.rejected).toEqual([]);
  return { session, id: report.imported[0]! };
}

describe('the replay and follow a player through Daybreak steps', () => {
  it('each step concerns who acted and whose card it touched: shield, Center Werewolf card, Witch, Revealer, artifact', () => {
    const { session, id } = imported(DAYBREAK_7);
    const steps = unwrap(session.replay(id)).steps;
    const step = (start: string) => steps.find((s) => s.text.startsWith(start))!;
    expect(step('Night: the Sentinel').involves).toEqual([0, 5]);
    expect(step('Night: the Alpha Wolf').involves).toEqual([1, 2]);
    expect(step('Night: the Witch').involves).toEqual([2, 4]);
    expect(step('Night: the Revealer').involves).toEqual([0, 3]);
    expect(step('Night: the Curator').involves).toEqual([1, 4]);
    // The table after each step: the shield, the fourth center card, the card face up, the artifact.
    expect(step('Night: the Sentinel').table.players[5]!.shield).toBe(true);
    expect(step('Night: the Alpha Wolf').table.center).toEqual(['werewolf', 'seer', 'bodyguard', 'witch']);
    expect(step('Night: the Alpha Wolf').table.players[2]!.card).toBe('werewolf');
    expect(step('Night: the Witch').table.center[3]).toBe('curator');
    expect(step('Night: the Revealer').table.players[0]!.faceUp).toBe(true);
    expect(step('Night: the Revealer').table.players[1]!.artifact).toBeUndefined();
    expect(step('Night: the Curator').table.players[1]!.artifact).toBe('claw-of-the-werewolf');
  });

  it("follows Fay's shield, Ben's Center Werewolf card and artifact, Eve's card from the Witch", () => {
    const { session, id } = imported(DAYBREAK_7);
    const fay = unwrap(session.followPlayer(id, 5));
    expect(fay.shield).toBe(true);
    expect(fay.artifact).toBeUndefined();
    expect(fay.steps.map((s) => s.text)).toContain("Night: the Sentinel (Ann) put a shield on Fay's card.");

    const ben = unwrap(session.followPlayer(id, 1));
    expect(ben.artifact).toBe('claw-of-the-werewolf');
    expect(ben.shield).toBeUndefined();
    const benTexts = ben.steps.map((s) => s.text);
    expect(benTexts).toContain('Night: the Alpha Wolf (Ben) switched the cards of Cat and the center Werewolf card.');
    expect(benTexts).toContain("Night: the Curator (Eve) put an artifact on Ben's card: the Claw of the Werewolf.");
    expect(ben.outcome).toMatchObject({ team: 'werewolf', won: false });
    // The Claw makes the Alpha Wolf a plain Werewolf: the result says what he is.
    expect(unwrap(session.getGame(id)).result!.players[1]).toMatchObject({ card: 'alpha-wolf', now: 'werewolf' });

    const eve = unwrap(session.followPlayer(id, 4));
    expect(eve).toMatchObject({ startCard: 'curator', card: 'witch' });
    expect(eve.steps.some((s) => s.text.startsWith('Night: the Witch (Cat)'))).toBe(true);

    const ann = unwrap(session.followPlayer(id, 0));
    expect(ann.steps.some((s) => s.text === "Night: the Revealer (Dan) turned Ann's card face up: the Sentinel.")).toBe(
      true,
    );
  });

  it('follows the Village Idiot: every card he moved, but the shielded one', () => {
    const { session, id } = imported({
      format: 'onu-record/1',
      players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
      deal: {
        players: ['village-idiot', 'sentinel', 'werewolf', 'tanner', 'minion'],
        center: ['villager', 'villager', 'villager'],
      },
      night: [
        { call: 'sentinel', target: 'Dan' },
        { call: 'village-idiot', direction: 'left' },
      ],
      votes: { Ann: 'Eve', Ben: 'Eve', Cat: 'Eve', Dan: 'Eve', Eve: 'Ann' },
    });
    const idiot = unwrap(session.replay(id)).steps.find((s) => s.text.startsWith('Night: the Village Idiot'))!;
    // Dan's card has the shield: it stays, the others move.
    expect(idiot.involves).toEqual([0, 1, 2, 4]);
    expect(unwrap(session.followPlayer(id, 3)).steps.some((s) => s.text.startsWith('Night: the Village Idiot'))).toBe(
      false,
    );
    expect(unwrap(session.followPlayer(id, 4)).steps.some((s) => s.text.startsWith('Night: the Village Idiot'))).toBe(
      true,
    );
  });
});

describe('the HTML report of a Daybreak game', () => {
  it('shows the shield, the artifact, the Center Werewolf card and the Daybreak box', () => {
    const { session, id } = imported(DAYBREAK_7);
    const { html } = unwrap(session.gameReport(id));
    expect(html).toContain('<li><strong>One Night Ultimate Daybreak</strong>: ');
    expect(html).toMatch(/<strong>One Night Ultimate Daybreak<\/strong>: [^<]*Alpha Wolf/);
    // The table at the end: the fourth center card under its name, Fay's shield, Ben's artifact.
    expect(html).toContain('>Center Werewolf card</text>');
    expect(html).toContain('class="center werewolf"');
    expect(html).toContain('>shield</text>');
    expect(html).toContain('>artifact: Claw of the Werewolf</text>');
    // The results: Ben's row names his artifact, Fay's her shield.
    expect(html).toMatch(/Ben<\/strong>[^]*?<em>\(artifact: Claw of the Werewolf\)<\/em>/);
    expect(html).toMatch(/Fay<\/strong>[^]*?<em>\(shield\)<\/em>/);
    // The story tells the night.
    expect(html).toContain('Night: the Alpha Wolf (Ben) switched the cards of Cat and the center Werewolf card.');
    expect(html).not.toContain('Protected from the vote');
  });

  it('in French', () => {
    const { session, id } = imported(DAYBREAK_7);
    unwrap(session.setLanguage('fr'));
    const { html } = unwrap(session.gameReport(id));
    expect(html).toContain('<strong>Loup-Garou pour un Crépuscule</strong>');
    expect(html).toContain('>Carte Loup-Garou du milieu</text>');
    expect(html).toContain('>bouclier</text>');
    expect(html).toContain(fr('<em>(artefact : Griffe du Loup-Garou)</em>'));
  });

  it("names the players the vote's protections saved: the Bodyguard's vote, the Prince", () => {
    const bodyguard = imported(
      bonusRecord({
        Ann: 'Hal',
        Ben: 'Hal',
        Cat: 'Ida',
        Dan: 'Hal',
        Eve: 'Hal',
        Fay: 'Ida',
        Gus: 'Hal',
        Hal: 'Cat',
        Ida: 'Hal',
      }),
    );
    const result = unwrap(bodyguard.session.getGame(bodyguard.id)).result!;
    expect(result.protections).toEqual([{ player: 7, by: 'bodyguard' }]);
    // Hal, a Werewolf, voted for Cat, the Cursed: she is a Werewolf now; the others are their cards.
    expect(result.players[2]).toMatchObject({ card: 'cursed', team: 'werewolf', now: 'werewolf' });
    expect(result.players.filter((p) => p.now !== undefined).map((p) => p.name)).toEqual(['Cat']);
    const html = unwrap(bodyguard.session.gameReport(bodyguard.id)).html;
    expect(html).toContain(
      '<p class="meta"><strong>Protected from the vote</strong>: Hal (by the Bodyguard’s vote)</p>',
    );
    expect(html).toContain('<strong>One Night Ultimate Daybreak</strong>: Bodyguard');
    expect(html).toMatch(/<strong>Bonus Packs<\/strong>: [^<]*Apprentice Tanner/);
    expect(html).toContain('<td>Cursed (now Werewolf)</td>');

    const prince = imported(
      bonusRecord({
        Ann: 'Ben',
        Ben: 'Hal',
        Cat: 'Ben',
        Dan: 'Ben',
        Eve: 'Ben',
        Fay: 'Ida',
        Gus: 'Hal',
        Hal: 'Ida',
        Ida: 'Ann',
      }),
    );
    unwrap(prince.session.setLanguage('fr'));
    const princeResult = unwrap(prince.session.getGame(prince.id)).result!;
    expect(princeResult.protections).toEqual([{ player: 1, by: 'prince' }]);
    expect(princeResult.deaths.map((d) => d.name).sort()).toEqual(['Hal', 'Ida']);
    expect(unwrap(prince.session.gameReport(prince.id)).html).toContain(
      fr('<strong>Protégés du vote</strong> : Ben (le Prince : les votes contre lui ne comptent pas)'),
    );
  });
});

describe('statistics: the Bonus Packs’ wins', () => {
  const game = (id: string, players: FinishedGame['players']): FinishedGame => ({
    id,
    createdAt: `2026-11-0${id}T20:00:00.000Z`,
    players,
  });
  const p = (name: string, card: string, team: string, won: boolean, dead = false) => ({
    name,
    startCard: card,
    card,
    team,
    dead,
    won,
  });
  const games = [
    game('1', [p('Ann', 'nostradamus', 'nostradamus', true), p('Ben', 'squire', 'werewolf', true)]),
    game('2', [p('Ann', 'nostradamus', 'nostradamus', false, true), p('Ben', 'apprentice-tanner', 'tanner', true)]),
    game('3', [p('Ann', 'werewolf', 'werewolf', true), p('Ben', 'squire', 'werewolf', false)]),
    // The Tanner's own win is a Tanner win, not the Apprentice Tanner's; a Squire card on the village team
    // (an artifact made him a Villager) is no Squire win.
    game('4', [p('Ann', 'tanner', 'tanner', true, true), p('Ben', 'squire', 'village', true)]),
  ];

  it('counts Nostradamus, Apprentice Tanner and Squire wins apart', () => {
    const stats = playerStats(games);
    const ann = stats.find((s) => s.name === 'Ann')!;
    const ben = stats.find((s) => s.name === 'Ben')!;
    expect([ann.nostradamusWins, ann.apprenticeTannerWins, ann.squireWins, ann.tannerWins]).toEqual([1, 0, 0, 1]);
    expect([ben.nostradamusWins, ben.apprenticeTannerWins, ben.squireWins, ben.tannerWins]).toEqual([0, 1, 1, 1]);
  });

  it('the table prints the line only for players who have such a win', () => {
    const text = formatStatsTable(playerStats(games), 'en');
    expect(text).toContain('Bonus Pack wins: Nostradamus 1, Apprentice Tanner 0, Squire 0');
    expect(text).toContain('Bonus Pack wins: Nostradamus 0, Apprentice Tanner 1, Squire 1');
    const none = formatStatsTable(playerStats([games[2]!]), 'en');
    expect(none).not.toContain('Bonus Pack wins');
    expect(formatStatsTable(playerStats(games), 'fr')).toContain(
      'Victoires des packs bonus : Nostradamus 1, Apprenti Tanneur 0, Écuyer 0',
    );
  });
});

describe('events: Nostradamus wins alone', () => {
  it('is a special team: his win earns the special-team extra, his loss nothing', () => {
    expect(isSpecialTeam('nostradamus')).toBe(true);
    const scoring = { win: 3, loss: 0, survivedWin: 1, specialTeamWin: 2 };
    expect(pointsFor(scoring, { name: 'Ann', team: 'nostradamus', won: true, dead: false })).toBe(6);
    expect(pointsFor(scoring, { name: 'Ann', team: 'nostradamus', won: false, dead: true })).toBe(0);
  });
});
