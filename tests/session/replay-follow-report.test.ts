/**
 * The post-game replay through the session: every event on the timeline (the deal, each call, the
 * corrections and undos, the vote, each death, the verdicts), "follow a player", and the HTML report.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderReport, reportFileName } from '../../src/main/report/report.ts';
import { openSession, unwrap } from './helpers.ts';
import { frenchSpaces as fr } from '../../src/shared/typography.ts';

const RECORDS = join(import.meta.dirname, '../fixtures/records');
const read = (name: string): string => readFileSync(join(RECORDS, name), 'utf8');

/** Imports a fixture record and returns its game id. */
function imported(name: string) {
  const { session, store } = openSession();
  const report = unwrap(session.importText({ text: read(name), source: name }));
  expect(report.rejected).toEqual([]);
  return { session, store, id: report.imported[0]! };
}

describe('the replay timeline', () => {
  it('shows the deal, every call, the vote, each death and the verdicts, with the table after each', () => {
    const { session, id } = imported('vampire-copycat-card-moves.json');
    const replay = unwrap(session.replay(id));
    expect(replay.players).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    const kinds = replay.steps.map((s) => s.kind);
    expect(kinds[0]).toBe('deal');
    expect(kinds.filter((k) => k === 'vote')).toHaveLength(1);
    expect(kinds.slice(-3)).toEqual(['vote', 'death', 'result']);
    const gremlin = replay.steps.find((s) => s.text.includes('Gremlin'))!;
    expect(gremlin.text).toBe('Night: the Gremlin (Ben) switched the cards of Ann and Cat.');
    const before = replay.steps[replay.steps.indexOf(gremlin) - 1]!;
    expect(gremlin.table.players[0]!.card).toBe(before.table.players[2]!.card);
    expect(gremlin.table.players[2]!.card).toBe(before.table.players[0]!.card);
    expect(gremlin.involves).toEqual([0, 1, 2]);
    const death = replay.steps.find((s) => s.kind === 'death')!;
    expect(death.text).toBe('Cat died: 3 votes.');
    expect(death.involves).toEqual([2]);
    const vote = replay.steps.find((s) => s.kind === 'vote')!;
    expect(vote.text).toBe('Vote: Cat 3 (Ann, Ben and Dan), Ann 1 (Cat).');
    expect(replay.steps.at(-1)!.text).toMatch(/^Ann \(Villager, Mark of Clarity\) won: /);
  });

  it('corrections and undos are on the timeline, undone steps marked, an undo concerns what it took back', () => {
    const { session } = openSession();
    const game = unwrap(
      session.createGame({
        players: ['Ann', 'Ben', 'Cat', 'Dan'],
        deal: {
          mode: 'manual',
          players: ['vampire', 'priest', 'marksman', 'pickpocket'],
          center: ['gremlin', 'villager', 'villager'],
        },
      }),
    );
    unwrap(session.startNight(game.id));
    unwrap(session.override(game.id, { override: 'swap-marks', a: { player: 1 }, b: { player: 3 }, note: 'oops' }));
    unwrap(session.undo(game.id));
    const steps = unwrap(session.replay(game.id)).steps;
    const correction = steps.find((s) => s.kind === 'correction')!;
    expect(correction.undone).toBe(true);
    expect(correction.involves).toEqual([1, 3]);
    const undo = steps.find((s) => s.kind === 'undo')!;
    expect(undo.undone).toBe(false);
    expect(undo.involves).toEqual([1, 3]);
    // Named by its number in the replay (the deal is 1, the night began 2, the correction 3), as the report numbers it.
    expect(steps.indexOf(correction)).toBe(2);
    expect(undo.text).toMatch(/^Undo: took back #3 \(Correction: the moderator swapped the Marks of Ben and Dan/);
  });
});

describe('follow a player', () => {
  it("Cat's night: dealt the Copycat, her card moved by the Gremlin, voted out, and why she lost", () => {
    const { session, id } = imported('vampire-copycat-card-moves.json');
    const cat = unwrap(session.followPlayer(id, 2));
    expect(cat).toMatchObject({ seat: 2, name: 'Cat', startCard: 'villager', card: 'copycat', copied: 'vampire' });
    expect(cat.outcome).toMatchObject({ team: 'vampire', dead: true, won: false, death: '3 votes', votedFor: 0 });
    expect(cat.outcome!.reason).toBe('lost: on the vampire team and a Vampire died');
    const texts = cat.steps.map((s) => s.text);
    expect(texts).toContain('Night: the Gremlin (Ben) switched the cards of Ann and Cat.');
    // Only her steps: the Copycat's look at the center was Ann's, not hers.
    expect(texts.some((t) => t.startsWith('Dusk: the Copycat'))).toBe(false);
    expect(cat.steps.every((s) => s.involves.includes(2))).toBe(true);
    const replay = unwrap(session.replay(id));
    for (const s of cat.steps) expect(replay.steps[s.index]!.seq).toBe(s.seq);
  });

  it('an unfinished game has no outcome yet; a seat not at the table is refused', () => {
    const { session } = openSession();
    const game = unwrap(
      session.createGame({
        players: ['Ann', 'Ben', 'Cat'],
        deal: {
          mode: 'manual',
          players: ['werewolf', 'seer', 'robber'],
          center: ['villager', 'villager', 'troublemaker'],
        },
      }),
    );
    expect(unwrap(session.followPlayer(game.id, 1)).outcome).toBeNull();
    const bad = session.followPlayer(game.id, 5);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toBe('seat: there is no seat 5 at this table (seats 0 to 2)');
  });

  it('follows in French when the console speaks French', () => {
    const { session, id } = imported('vampire-copycat-card-moves.json');
    unwrap(session.setLanguage('fr'));
    const cat = unwrap(session.followPlayer(id, 2));
    expect(cat.steps.map((s) => s.text)).toContain(
      fr("Nuit : le Gremlin (Ben) a échangé la carte d'Ann et la carte de Cat."),
    );
    expect(cat.outcome!.reason).toBe(fr('perdu : dans le Clan des Vampires et un Vampire est mort'));
  });
});

describe('the HTML report', () => {
  it('is one self-contained file: no script, no external resource, the reveal, the story, two diagrams', () => {
    const { session, id } = imported('combining-lovers-hunter-chain.json');
    const { fileName, html } = unwrap(session.gameReport(id));
    expect(fileName).toMatch(/^nightwarden-\d{4}-\d{2}-\d{2}-ann-ben-cat-dan-eve\.html$/);
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(|@import|https?:/i);
    expect(html).toContain("default-src 'none'");
    expect(html).toContain('<h2>Who died</h2>');
    expect(html).toContain('<strong>Ben</strong>: in love with Dan');
    expect(html).toContain('<strong>Cat</strong>: shot by the Hunter (Ben)');
    expect(html).toContain('Night: the lovers (Ben and Dan) woke and saw each other.');
    expect(html.match(/<svg /g)).toHaveLength(2);
    // The story is numbered as the replay numbers its steps: 1, 2, 3… (an undo's "#n" points at item n).
    expect(html).toContain('<li value="1" class="">The deal.</li>');
    const numbers = [...html.matchAll(/<li value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(numbers.length).toBe(unwrap(session.replay(id)).steps.length);
    // The deck by box, copies counted.
    expect(html).toMatch(/<ul class="deck"><li><strong>One Night Ultimate Werewolf<\/strong>: [^<]*Villager ×2/);
    expect(html).toContain('<li><strong>One Night Ultimate Vampire</strong>: Cupid</li>');
    expect(html).toContain('The table at the start');
    expect(html).toContain('The table at the end');
    // Teams and Marks as the console names them (the catalogue's words), not the story's sentence forms.
    const cells = [...html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toContain('Love');
    expect(cells).not.toContain('Mark of Love');
    expect(cells).toContain('Werewolves');
  });

  it('escapes what players typed', () => {
    const { session } = openSession();
    const game = unwrap(
      session.createGame({
        players: ['<b>Ann</b>', 'Ben & Co', 'Cat "C"'],
        deal: {
          mode: 'manual',
          players: ['werewolf', 'seer', 'robber'],
          center: ['villager', 'villager', 'troublemaker'],
        },
      }),
    );
    const { html } = unwrap(session.gameReport(game.id));
    expect(html).not.toContain('<b>Ann</b>');
    expect(html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(html).toContain('Ben &amp; Co');
    expect(html).toContain('The game is not finished');
    // A label too long for its box is fitted to it.
    const long = unwrap(
      session.createGame({
        players: ['Maximilian Alexander von Hohenberg-Rossi', 'Ben', 'Cat'],
        deal: {
          mode: 'manual',
          players: ['werewolf', 'seer', 'robber'],
          center: ['villager', 'villager', 'troublemaker'],
        },
      }),
    );
    expect(unwrap(session.gameReport(long.id)).html).toMatch(
      /class="name" textLength="130" lengthAdjust="spacingAndGlyphs">Maximilian Alexander/,
    );
  });

  it('is written in French for a French console', () => {
    const { session, id } = imported('combining-lovers-hunter-chain.json');
    unwrap(session.setLanguage('fr'));
    const game = unwrap(session.getGame(id));
    const html = renderReport(game, unwrap(session.replay(id)), 'fr');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h2>Qui est mort</h2>');
    expect(html).toContain(fr('<strong>Ben</strong> : par amour pour Dan'));
    expect(html).toContain(fr('<li><strong>Vampire pour une Nuit</strong> : Cupidon</li>'));
    // No ordinary space before a colon anywhere in the French text.
    expect(html).not.toMatch(/[^ ] :[ <]/);
    expect(reportFileName({ createdAt: '2026-05-01T20:00:00Z', players: ['Zoé', 'Ben'] })).toBe(
      'nightwarden-2026-05-01-zoe-ben.html',
    );
  });
});
