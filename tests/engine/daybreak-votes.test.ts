/**
 * The roles that act on the vote, never at night: the Bodyguard (Daybreak), the Prince and the Cursed
 * (Bonus Pack 1), as `../shared/rules/alien-daybreak.md` §6 ("FACTS") states them, docs/rulings.md rules 71–72
 * ("RULING n"), the Vampire text's special cases when combining games ("VAMPIRE") and the Epic Battle rules
 * (Vampire and Alien texts, "EPIC"): protection, "the next highest with at least two / more than one votes",
 * ties, two-hand votes, the Doppelgänger, the Mark of the Vampire. Written from the rule texts.
 */
import { describe, expect, it } from 'vitest';
import { explain, phrasebook } from '../../src/main/engine/index.ts';
import type { Outcome } from './case-table.ts';
import { run, table, type Case } from './case-table.ts';

const told = (g: Outcome, language: 'en' | 'fr' = 'en'): string[] =>
  explain(g.played.state.setup, g.played.events, language);

const GUARD = 'bodyguard werewolf villager villager seer | villager troublemaker drunk';

// --- the Bodyguard ----------------------------------------------------------------------------------------------------

table('Bodyguard (never wakes)', [
  {
    name: 'the player he votes for cannot be killed; with the most votes, the next highest (two) dies instead',
    cite: "FACTS §6 Bodyguard (no wake): the player he votes for can't be killed; if that player had most votes, the next highest (≥2) dies",
    deal: GUARD,
    // Ben (the Werewolf) 3 votes, Ann protects him; Cat 2 votes.
    votes: 'Ben Cat Ben Ben Cat',
    deaths: ['Cat'],
    winners: ['Ben'],
    check: (g) => expect(g.deathReason('Cat')).not.toBe('votes'),
  },
  {
    name: 'the next highest has one vote only: nobody dies',
    cite: 'FACTS §6 Bodyguard: the next highest (≥2) dies',
    deal: GUARD,
    votes: 'Ben Cat Ben Ben Ben',
    deaths: [],
    winners: ['Ben'],
  },
  {
    name: 'he votes for someone without the most votes: the most voted dies as usual',
    cite: "FACTS §6 Bodyguard: the player he votes for can't be killed",
    deal: GUARD,
    votes: 'Cat Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
  },
  {
    name: 'he cannot protect himself (nobody votes for themselves): he dies when most voted',
    cite: "FACTS §6 Bodyguard: the player he votes for can't be killed",
    deal: GUARD,
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben'],
  },
  {
    name: 'a tie for most between the protected player and another: only the other dies',
    cite: "FACTS §6 Bodyguard: the player he votes for can't be killed",
    deal: GUARD,
    votes: 'Ben Cat Ben Cat Ann',
    deaths: ['Cat'],
  },
  {
    name: 'a tie for the next highest: all of them die',
    cite: 'FACTS §6 Bodyguard: the next highest (≥2) dies; COMPENDIUM: ties all die',
    deal: 'bodyguard werewolf villager villager seer villager villager | villager troublemaker drunk',
    votes: 'Ben Cat Ben Ben Cat Dan Dan',
    deaths: ['Cat', 'Dan'],
  },
  {
    name: 'with the Mark of the Vampire he is a Vampire, and the player he points at still cannot be killed',
    cite: 'VAMPIRE: If the Bodyguard (Daybreak) has the Mark of the Vampire, the player he points at still cannot be killed.',
    deal: 'bodyguard vampire villager villager seer | villager troublemaker drunk',
    night: [{ call: 'vampires', target: 'Ann' }],
    votes: 'Cat Cat Ben Cat Cat',
    deaths: [],
    teams: { Ann: 'vampire' },
  },
  {
    name: 'the Doppelgänger who copied the Bodyguard protects the player she votes for',
    cite: 'RULING 63: A Doppelgänger who copies a role that never wakes simply is that role.',
    deal: 'doppelganger bodyguard werewolf villager villager villager | villager troublemaker drunk',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    // Cat 3 (protected by Ann), Dan 2.
    votes: 'Cat Eve Dan Cat Cat Dan',
    deaths: ['Dan'],
  },
  {
    name: 'two-hand vote: both the players his hands point at are protected',
    cite: 'RULING 71: the player he votes for (either hand, with two hands) cannot die',
    deal: 'bodyguard alien villager villager seer | villager troublemaker drunk',
    app: { aliens: { action: 'stare' }, ripple: { type: 'two-hand-vote', group: [1] } },
    votes: [['Ben', 'Cat'], 'Cat', 'Ben', 'Ben', 'Cat'],
    deaths: [],
    check: (g) => expect(g.result.tally).toEqual([0, 3, 3, 0, 0]),
  },
  {
    name: 'two-hand vote, second hand: the player it points at is protected too',
    cite: 'RULING 71: (either hand, with two hands)',
    deal: 'bodyguard alien villager villager seer | villager troublemaker drunk',
    app: { aliens: { action: 'stare' }, ripple: { type: 'two-hand-vote', group: [1] } },
    // Ben 3 (Ann's second hand, Cat, Dan), Dan 2.
    votes: [['Cat', 'Ben'], 'Dan', 'Ben', 'Ben', 'Dan'],
    deaths: ['Dan'],
  },
]);

// --- the Prince ---------------------------------------------------------------------------------------------------------

const PRINCE = 'prince werewolf villager villager seer | villager troublemaker drunk';

table('Prince (never wakes)', [
  {
    name: 'votes against him do not count: with the most, the next highest (more than one) dies',
    cite: "FACTS §6 Prince (BP1, no wake): votes against him don't count; if he'd have most, next highest (>1) dies",
    deal: PRINCE,
    votes: 'Ben Ann Ann Ann Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
  },
  {
    name: 'the next highest has one vote: nobody dies',
    cite: 'FACTS §6 Prince: next highest (>1) dies',
    deal: PRINCE,
    votes: 'Ben Ann Ann Ann Ann',
    deaths: [],
    winners: ['Ben'],
  },
  {
    name: 'tied with another player for most: the other dies',
    cite: "FACTS §6 Prince: votes against him don't count",
    deal: PRINCE,
    votes: 'Ben Ann Ann Ben Dan',
    deaths: ['Ben'],
  },
  {
    name: 'with the Mark of the Vampire he is a Vampire and on the vampire team, but he cannot die',
    cite: 'VAMPIRE: If the Prince (Bonus Pack 1) has the Mark of the Vampire, he is a Vampire and on the vampire team, but he cannot die.',
    deal: 'prince vampire villager villager seer | villager troublemaker drunk',
    night: [{ call: 'vampires', target: 'Ann' }],
    votes: 'Cat Ann Ann Ann Ann',
    deaths: [],
    winners: ['Ann', 'Ben'],
    teams: { Ann: 'vampire' },
  },
  {
    name: 'the Doppelgänger who copied the Prince cannot die by votes either',
    cite: 'RULING 63: A Doppelgänger who copies a role that never wakes simply is that role.',
    deal: 'doppelganger prince werewolf villager villager | villager troublemaker drunk',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Ann Ann Ann Ann',
    deaths: [],
  },
]);

table('Prince and Bodyguard together', [
  {
    name: 'the most voted is protected and the next highest is the Prince: the next highest after him (two votes) dies',
    cite: "FACTS §6 Bodyguard: if that player had most votes, the next highest (≥2) dies; Prince: votes against him don't count; if he'd have most, next highest (>1) dies",
    deal: 'prince bodyguard villager werewolf seer villager | villager troublemaker drunk',
    // Ben (the Bodyguard) votes for Dan: Dan 3 (protected), Ann the Prince 2 (not counted), Cat 1: nobody dies.
    votes: 'Dan Dan Dan Ann Ann Cat',
    deaths: [],
    check: (g) =>
      expect(g.result.protections).toEqual([
        { player: 3, by: 'bodyguard' },
        { player: 0, by: 'prince' },
      ]),
  },
  {
    name: 'the Prince tied with another player below the protected player: the other player dies',
    cite: "FACTS §6 Bodyguard: the next highest (≥2) dies; Prince: votes against him don't count",
    deal: 'prince bodyguard villager werewolf seer villager villager | villager troublemaker drunk',
    // Dan 3 (the Bodyguard's), then Ann the Prince and Cat with 2 each: Cat dies, the Prince does not.
    votes: 'Dan Dan Dan Cat Ann Ann Cat',
    deaths: ['Cat'],
    check: (g) =>
      expect(g.result.protections).toEqual([
        { player: 3, by: 'bodyguard' },
        { player: 0, by: 'prince' },
      ]),
  },
  {
    name: 'the Prince with three votes under the protected player with four, then two votes: that player dies',
    cite: "FACTS §6 Bodyguard and Prince: the next highest (≥2, >1) dies; votes against the Prince don't count",
    deal: 'prince bodyguard villager werewolf seer villager villager villager villager | villager troublemaker drunk',
    // Dan 4 (Ben the Bodyguard votes for him), Ann the Prince 3, Cat 2.
    votes: 'Dan Dan Ann Ann Dan Ann Cat Cat Dan',
    deaths: ['Cat'],
    check: (g) => {
      expect(g.result.protections).toEqual([
        { player: 3, by: 'bodyguard' },
        { player: 0, by: 'prince' },
      ]);
      const death = g.result.deaths.find((d) => d.player === 2)!;
      expect(death.reason).toEqual({
        kind: 'protected',
        votes: 2,
        protected: [
          { player: 3, by: 'bodyguard' },
          { player: 0, by: 'prince' },
        ],
      });
    },
  },
  {
    name: 'the protected player had the most votes and nobody else two: nobody dies, and the protection is told',
    cite: 'FACTS §6 Bodyguard: the next highest (≥2) dies',
    deal: GUARD,
    votes: 'Ben Cat Ben Ben Ben',
    deaths: [],
    check: (g) => expect(g.result.protections).toEqual([{ player: 1, by: 'bodyguard' }]),
  },
  {
    name: 'nobody protected was at risk: no protection is told',
    cite: "FACTS §6 Bodyguard: the player he votes for can't be killed",
    deal: GUARD,
    votes: 'Cat Ann Ben Ben Ben',
    deaths: ['Ben'],
    check: (g) => expect(g.result.protections).toEqual([]),
  },
]);

table('Prince: two-hand votes', [
  {
    name: 'the votes of both hands against him do not count; the next highest with two votes dies',
    cite: "FACTS §6 Prince: votes against him don't count; ripple Two Hand Vote: each hand one vote",
    deal: 'prince werewolf villager villager alien | villager troublemaker drunk',
    app: { aliens: { action: 'stare' }, ripple: { type: 'two-hand-vote', group: [2] } },
    votes: ['Cat', ['Ann', 'Cat'], 'Ann', 'Ann', 'Dan'],
    deaths: ['Cat'],
  },
]);

// --- the Cursed ---------------------------------------------------------------------------------------------------------

const CURSED = 'cursed werewolf villager villager vampire | villager troublemaker drunk';

table('Cursed (never wakes)', [
  {
    name: 'no Werewolf votes for him: he is on the village team',
    cite: 'FACTS §6 Cursed (BP1, no wake): village unless ≥1 Werewolf/Vampire votes for him',
    deal: 'cursed werewolf villager villager villager | villager troublemaker drunk',
    votes: 'Ben Cat Ann Ann Ann',
    deaths: ['Ann'],
    teams: { Ann: 'village' },
    winners: ['Ben'],
  },
  {
    name: 'a Werewolf votes for him: he becomes a Werewolf, and his death makes the village win',
    cite: 'FACTS §6 Cursed: … then he becomes one; RULING 72: unless a Werewolf votes for him; then he is a Werewolf',
    deal: 'cursed werewolf villager villager villager | villager troublemaker drunk',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat', 'Dan', 'Eve'],
    teams: { Ann: 'werewolf' },
    check: (g) => expect(g.player('Ann').role).toBe('werewolf'),
  },
  {
    name: 'a Werewolf votes for him and he lives: he wins with the Werewolves',
    cite: 'FACTS §6 Cursed: … then he becomes one',
    deal: 'cursed werewolf villager villager villager | villager troublemaker drunk',
    votes: 'Cat Ann Dan Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben'],
    teams: { Ann: 'werewolf' },
  },
  {
    name: 'a Minion (no Werewolf) votes for him: he stays on the village team',
    cite: 'FACTS §6 Cursed: village unless ≥1 Werewolf/Vampire votes for him',
    deal: 'cursed werewolf minion villager villager | villager troublemaker drunk',
    votes: 'Ben Dan Ann Ben Ben',
    deaths: ['Ben'],
    teams: { Ann: 'village' },
  },
  {
    name: 'a Vampire votes for him: he becomes a Vampire',
    cite: "RULING 72: A Vampire's vote makes him a Vampire",
    deal: CURSED,
    night: [{ call: 'vampires', target: 'Cat' }],
    votes: 'Cat Cat Dan Cat Ann',
    teams: { Ann: 'vampire' },
  },
  {
    name: 'a Werewolf and a Vampire both vote for him: a Werewolf',
    cite: "RULING 72: (a Werewolf's vote wins when both vote for him)",
    deal: CURSED,
    night: [{ call: 'vampires', target: 'Cat' }],
    votes: 'Cat Ann Dan Cat Ann',
    teams: { Ann: 'werewolf' },
  },
  {
    name: 'with the Mark of the Vampire he stays a Vampire though a Werewolf votes for him',
    cite: "VAMPIRE: If the Cursed (Bonus Pack 1) has the Mark of the Vampire, and a Werewolf points at him during the vote, he's still a Vampire.",
    deal: CURSED,
    night: [{ call: 'vampires', target: 'Ann' }],
    votes: 'Cat Ann Dan Cat Cat',
    teams: { Ann: 'vampire' },
  },
  {
    name: "a Werewolf's second hand (a two-hand vote) turns him too",
    cite: 'FACTS §6 Cursed: … ≥1 Werewolf … votes for him; ripple Two Hand Vote: each hand one vote',
    deal: 'cursed werewolf villager villager alien | villager troublemaker drunk',
    app: { aliens: { action: 'stare' }, ripple: { type: 'two-hand-vote', group: [2] } },
    votes: ['Cat', ['Cat', 'Ann'], 'Dan', 'Cat', 'Cat'],
    teams: { Ann: 'werewolf' },
  },
  {
    name: 'the Doppelgänger who copied the Cursed turns when a Werewolf votes for her',
    cite: 'RULING 63: A Doppelgänger who copies a role that never wakes simply is that role.',
    deal: 'doppelganger cursed werewolf villager villager | villager troublemaker drunk',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Dan Ann Cat Cat',
    teams: { Ann: 'werewolf', Ben: 'village' },
  },
]);

// --- Epic Battles ---------------------------------------------------------------------------------------------------------

table('the vote roles in Epic Battles', [
  {
    name: 'Villagers, Werewolves and Vampires: the Bodyguard spares the most voted; the second most voted dies',
    cite: "EPIC: at least two players will be killed during the vote: the player with the most votes and the player with the 2nd most votes; FACTS §6 Bodyguard: the player he votes for can't be killed",
    deal: 'bodyguard werewolf vampire villager villager | villager troublemaker drunk',
    night: [{ call: 'vampires', target: 'Dan' }],
    votes: 'Ben Cat Ben Ben Cat',
    deaths: ['Cat'],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: 'Villagers, Werewolves and Vampires: the Prince cannot die; the second most voted does',
    cite: "EPIC: the player with the most votes and the player with the 2nd most votes; FACTS §6 Prince: votes against him don't count",
    deal: 'prince werewolf vampire villager villager | villager troublemaker drunk',
    night: [{ call: 'vampires', target: 'Dan' }],
    votes: 'Ben Ann Ann Ann Ben',
    deaths: ['Ben'],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: 'every Werewolf in the center, a Squire among the players: no Epic Battle, only one player dies',
    cite: 'VAMPIRE: When playing Epic Battles, if all Werewolves are in the center, but at least one player is a Minion (One Night) or Squire (Bonus Pack 2), only one player dies during the vote (because there are no Werewolves).',
    deal: 'squire vampire villager villager villager | werewolf troublemaker drunk',
    night: [{ call: 'vampires', target: 'Dan' }],
    votes: 'Ben Ann Ben Ben Ann',
    deaths: ['Ben'],
    check: (g) => expect(g.result.epicBattle).toBe(false),
  },
]);

// --- the telling ------------------------------------------------------------------------------------------------------------

/** Plays a case and hands back the game. */
function played(c: Omit<Case, 'name' | 'cite'>): Outcome {
  let game: Outcome | null = null;
  run({ name: '', cite: '', ...c, check: (g) => (game = g) });
  return game!;
}

describe('the protection told in words', () => {
  it('the death the Bodyguard caused is told as the Bodyguard\'s protection, not the Master\'s — "FACTS §6 Bodyguard"', () => {
    const g = played({ deal: GUARD, votes: 'Ben Cat Ben Ben Cat' });
    const line = told(g).find((s) => s.startsWith('Cat died'))!;
    expect(line).toMatch(/Bodyguard/);
    expect(line).not.toMatch(/Master|Vampire/);
    const fr = told(g, 'fr').find((s) => s.startsWith('Cat meurt'))!;
    expect(fr).toMatch(/Garde du Corps/);
    expect(fr).not.toMatch(/Maître|Vampire/);
  });

  it('the death the Prince caused is told as the Prince\'s protection, not the Master\'s — "FACTS §6 Prince"', () => {
    const g = played({ deal: PRINCE, votes: 'Ben Ann Ann Ann Ben' });
    const line = told(g).find((s) => s.startsWith('Ben died'))!;
    expect(line).toMatch(/Prince/);
    expect(line).not.toMatch(/Master|Vampire/);
    const fr = told(g, 'fr').find((s) => s.startsWith('Ben meurt'))!;
    expect(fr).toMatch(/Prince/);
    expect(fr).not.toMatch(/Maître|Vampire/);
  });

  it('the French telling names the Bodyguard, the Prince and the Cursed by their French names', () => {
    expect(phrasebook('fr').roleName('bodyguard')).toBe('Garde du Corps');
    expect(phrasebook('fr').roleName('cursed')).toBe('Maudit');
    const g = played({
      deal: 'cursed werewolf villager villager villager | villager troublemaker drunk',
      votes: 'Ben Ann Ann Ann Ann',
    });
    const fr = told(g, 'fr');
    expect(fr.find((s) => s.startsWith('Ann ('))).toMatch(/^Ann \(Maudit, désormais Loup-Garou\)/);
    expect(told(g).find((s) => s.startsWith('Ann ('))).toMatch(/^Ann \(Cursed, now a Werewolf\) lost/);
  });
});
