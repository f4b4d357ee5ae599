/**
 * One Night Ultimate Werewolf, the base game (rule text 001_…), clause by clause. Every case names the
 * sentence it checks; where the text is silent, docs/rulings.md decides and the case cites the ruling.
 * The cases are written from the rule text, not from the engine's current behaviour.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, explain, playRecord, type Role } from '../../src/main/engine/index.ts';

// --- helpers ------------------------------------------------------------------------------------------
import { NAMES, ROUND5, makeRecord, table, Outcome } from './case-table.ts';

// --- setup --------------------------------------------------------------------------------------------

describe('setup', () => {
  it('three more cards than players — "Regardless of which roles are present, you must always have 3 more cards than players."', () => {
    const base = { format: 'onu-record/1', players: ['Ann', 'Ben', 'Cat', 'Dan'], night: [] };
    const good = playRecord({
      ...base,
      deal: { players: ['werewolf', 'seer', 'villager', 'villager'], center: ['werewolf', 'robber', 'villager'] },
    });
    expect(good.ok).toBe(true);
    const twoInCenter = playRecord({
      ...base,
      deal: { players: ['werewolf', 'seer', 'villager', 'villager'], center: ['werewolf', 'robber'] },
    });
    expect(twoInCenter.ok).toBe(false);
    if (!twoInCenter.ok) expect(twoInCenter.error.problems.join('\n')).toMatch(/deal\.center/);
    const fourInCenter = playRecord({
      ...base,
      deal: {
        players: ['werewolf', 'seer', 'villager', 'villager'],
        center: ['werewolf', 'robber', 'villager', 'tanner'],
      },
    });
    expect(fourInCenter.ok).toBe(false);
  });

  it('a village with no Villager cards, every base role at once — "You can even create a village with no Villager cards – that way everyone has a special role."', () => {
    const created = createGame({
      players: NAMES.slice(0, 10),
      deal: {
        players: [
          'doppelganger',
          'werewolf',
          'werewolf',
          'minion',
          'mason',
          'mason',
          'seer',
          'robber',
          'troublemaker',
          'drunk',
        ],
        center: ['insomniac', 'tanner', 'hunter'],
      },
    });
    expect(created.ok).toBe(true);
  });

  it('a single Werewolf is a legal deck — "Be creative in your role selection: try having a single Werewolf"', () => {
    const created = createGame({
      players: ['Ann', 'Ben', 'Cat'],
      deal: { players: ['werewolf', 'seer', 'robber'], center: ['villager', 'villager', 'troublemaker'] },
    });
    expect(created.ok).toBe(true);
  });
});

// --- Doppelgänger -------------------------------------------------------------------------------------

table('Doppelgänger', [
  {
    name: 'she wakes first',
    cite: 'The Doppelgänger wakes up before the other roles.',
    deal: 'doppelganger werewolf seer robber villager | werewolf troublemaker drunk',
    night: [{ call: 'doppelganger', target: 'Eve' }],
    votes: ROUND5,
    deaths: [],
    winners: ['Ben'],
    check: (g) => {
      expect(g.script()[0]).toBe('doppelganger@1');
      const acted = g.steps().filter((e) => e.actors.length > 0);
      expect(acted[0]!.step).toBe('doppelganger');
    },
  },
  {
    name: 'she looks at another card without switching it',
    cite: "At night, the Doppelgänger looks at (but does not switch) one other player's card",
    deal: 'doppelganger seer werewolf villager villager | werewolf robber troublemaker',
    night: [{ call: 'doppelganger', target: 'Cat' }],
    votes: ROUND5,
    deaths: [],
    winners: ['Ann', 'Cat'],
    check: (g) => {
      const copied = g.facts('doppelganger', 'copied');
      expect(copied.map((f) => [g.names([f.actor])[0], f.seen, f.becomes])).toEqual([['Ann', 'werewolf', 'werewolf']]);
      for (const p of g.result.players) expect(p.card).toBe(p.startCard);
    },
  },
  {
    name: 'she may not look at her own card',
    cite: "the Doppelgänger looks at (but does not switch) one other player's card",
    deal: 'doppelganger seer werewolf villager villager | werewolf robber troublemaker',
    night: [{ call: 'doppelganger', target: 'Ann' }],
    votes: ROUND5,
    rejects: [/night\[0\] doppelganger/, /Ann/],
  },
  {
    name: 'she must look (her action is not optional)',
    cite: "At night, the Doppelgänger looks at (but does not switch) one other player's card and does the following based on what she sees",
    deal: 'doppelganger seer werewolf villager villager | werewolf robber troublemaker',
    night: [],
    votes: ROUND5,
    rejects: [/doppelganger/, /Ann/],
  },
  {
    name: 'Villager: she is a Villager and does nothing else',
    cite: 'Villager, Tanner, Hunter: She is now that role and does nothing else at night.',
    deal: 'doppelganger villager werewolf seer villager | werewolf robber troublemaker',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
    check: (g) => expect(g.stepsActedBy('Ann')).toEqual(['doppelganger']),
  },
  {
    name: 'Tanner: she is a Tanner and wins only if she dies',
    cite: 'Villager, Tanner, Hunter: She is now that role and does nothing else at night.',
    deal: 'doppelganger tanner werewolf seer villager | werewolf robber troublemaker',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann'],
    teams: { Ann: 'tanner', Ben: 'tanner' },
    check: (g) => expect(g.stepsActedBy('Ann')).toEqual(['doppelganger']),
  },
  {
    name: 'Hunter: she is a Hunter; when she dies the player she points at dies',
    cite: 'Villager, Tanner, Hunter: She is now that role and does nothing else at night.',
    deal: 'doppelganger hunter werewolf seer villager | werewolf robber troublemaker',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Ann Ann Ann Ben',
    deaths: ['Ann', 'Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
    check: (g) => {
      expect(g.deathReason('Ann')).toBe('votes');
      expect(g.deathReason('Cat')).toBe('hunter');
    },
  },
  {
    name: 'Werewolf: she wakes with the other Werewolves and is on their team',
    cite: 'Werewolf or Mason: She wakes up with the other Werewolves or Masons when they are called.',
    deal: 'doppelganger werewolf seer villager villager | werewolf robber troublemaker',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat', 'Dan', 'Eve'],
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Ann', 'Ben']);
      expect(g.saw('werewolves')).toEqual(['Ann', 'Ben']);
    },
  },
  {
    name: 'Werewolf: with her the original Werewolf is not alone, so no lone-wolf view',
    cite: 'Lone Wolf Option: If there is only one Werewolf, the Werewolf may view one center card.',
    deal: 'doppelganger werewolf seer villager villager | werewolf robber troublemaker',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'werewolves', center: 0 },
    ],
    votes: ROUND5,
    rejects: [/night\[1\] werewolves/],
  },
  {
    name: 'Mason: she wakes with the other Masons',
    cite: 'Werewolf or Mason: She wakes up with the other Werewolves or Masons when they are called.',
    deal: 'doppelganger mason mason seer villager | werewolf werewolf robber',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: ROUND5,
    deaths: [],
    winners: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
    check: (g) => {
      expect(g.actors('masons')).toEqual(['Ann', 'Ben', 'Cat']);
      expect(g.saw('masons')).toEqual(['Ann', 'Ben', 'Cat']);
    },
  },
  {
    name: 'Seer: she looks at once, in the entry right after her own; the Seer still acts later',
    cite: "Seer, Robber, Troublemaker, Drunk: She immediately does that role's action.",
    deal: 'doppelganger seer werewolf villager villager | werewolf robber troublemaker',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'seer', target: 'Cat' },
      { call: 'seer', target: 'Ann' },
    ],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
    check: (g) => {
      const now = g.event('doppelganger-action');
      expect(g.names(now.actors)).toEqual(['Ann']);
      expect(now.role).toBe('seer');
      expect(g.viewed('doppelganger-action')).toEqual(['Cat=werewolf']);
      expect(g.actors('seer')).toEqual(['Ben']);
      expect(g.viewed('seer')).toEqual(['Ann=doppelganger']);
      // "immediately": before the Werewolves wake
      const keys = g.steps().map((e) => e.step);
      expect(keys.indexOf('doppelganger-action')).toBe(keys.indexOf('doppelganger') + 1);
      expect(keys.indexOf('doppelganger-action')).toBeLessThan(keys.indexOf('werewolves'));
    },
  },
  {
    name: 'Robber: she robs at once, is on the team of the card she took and does not wake as it',
    cite: "Seer, Robber, Troublemaker, Drunk: She immediately does that role's action.",
    deal: 'doppelganger robber werewolf villager villager | werewolf seer troublemaker',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'robber', target: 'Cat' },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'werewolf', Cat: 'village', Ben: 'village' },
    check: (g) => {
      expect(g.swapped('doppelganger-action')).toEqual(['Ann<->Cat']);
      expect(g.viewed('doppelganger-action')).toEqual(['Ann=werewolf']);
      // The Robber "does not perform that role's night action"; Cat started as the Werewolf and wakes.
      expect(g.actors('werewolves')).toEqual(['Cat']);
      expect(g.card('Cat')).toBe('doppelganger');
    },
  },
  {
    name: "Troublemaker: she exchanges two other players' cards at once",
    cite: "Seer, Robber, Troublemaker, Drunk: She immediately does that role's action.",
    deal: 'doppelganger troublemaker werewolf villager villager | werewolf seer robber',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'troublemaker', targets: ['Cat', 'Dan'] },
    ],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben', 'Cat', 'Eve'],
    teams: { Cat: 'village', Dan: 'werewolf' },
    check: (g) => {
      expect(g.swapped('doppelganger-action')).toEqual(['Cat<->Dan']);
      expect(g.viewed('doppelganger-action')).toEqual([]);
      // night actions belong to the starting card: Cat still wakes as the Werewolf
      expect(g.actors('werewolves')).toEqual(['Cat']);
    },
  },
  {
    name: 'Drunk: she takes a center card at once without looking, and is now that role',
    cite: "Seer, Robber, Troublemaker, Drunk: She immediately does that role's action.",
    deal: 'doppelganger drunk seer villager villager | werewolf robber troublemaker',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'drunk', center: 0 },
      { call: 'drunk', center: 0 },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'werewolf', Ben: 'village' },
    check: (g) => {
      expect(g.swapped('doppelganger-action')).toEqual(['Ann<->center0']);
      expect(g.viewed('doppelganger-action')).toEqual([]);
      expect(g.card('Ann')).toBe('werewolf');
      // the Drunk then took the Doppelgänger card: "she is the role the Doppelgänger originally viewed"
      expect(g.card('Ben')).toBe('doppelganger');
      expect(g.result.center[0]).toBe('drunk');
      // she does not know she is a Werewolf: nobody wakes as one
      expect(g.actors('werewolves')).toEqual([]);
    },
  },
  {
    name: "Drunk: after her immediate exchange, the Drunk's own exchange is still mandatory",
    cite: "Seer, Robber, Troublemaker, Drunk: She immediately does that role's action. / The Drunk exchanges his card with a card from the center",
    deal: 'doppelganger drunk seer villager villager | werewolf robber troublemaker',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'drunk', center: 1 },
    ],
    votes: ROUND5,
    // Ann's immediate Drunk entry took center 1; Ben (the Drunk) has no entry: his exchange is missing.
    rejects: [/drunk/, /Ben/, /mandatory/],
  },
  {
    name: 'Drunk: leaving out her immediate exchange is an error naming her',
    cite: "Seer, Robber, Troublemaker, Drunk: She immediately does that role's action.",
    deal: 'doppelganger drunk seer villager villager | werewolf robber troublemaker',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: ROUND5,
    rejects: [/drunk/, /Ann/, /mandatory/],
  },
  {
    name: 'Minion: she is on the werewolf team and sees the Werewolves',
    cite: 'Minion: She is on the werewolf team and sees the Werewolves.',
    deal: 'doppelganger minion werewolf seer villager | werewolf robber troublemaker',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Eve Eve Eve Eve Ann',
    deaths: ['Eve'],
    winners: ['Ann', 'Ben', 'Cat'],
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.actors('minion')).toEqual(['Ann', 'Ben']);
      expect(g.saw('minion')).toEqual(['Cat']);
      expect(g.saw('werewolves')).toEqual(['Cat']);
    },
  },
  {
    name: 'Insomniac: she wakes at the end, after the Insomniac, and views her card',
    cite: 'Insomniac: She wakes up at the end to view her card. / 9a. Doppelgänger / Insomniac',
    deal: 'doppelganger insomniac werewolf troublemaker villager | werewolf seer robber',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'troublemaker', targets: ['Ann', 'Eve'] },
      { call: 'insomniac', by: 'Ann' },
    ],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    teams: { Eve: 'village', Ann: 'village' },
    check: (g) => {
      expect(g.actors('insomniac')).toEqual(['Ben']);
      expect(g.viewed('insomniac')).toEqual(['Ben=insomniac']);
      expect(g.actors('insomniac/doppelganger')).toEqual(['Ann']);
      expect(g.viewed('insomniac/doppelganger')).toEqual(['Ann=villager']);
      expect(g.script().slice(-2)).toEqual(['insomniac@9', 'insomniac/doppelganger@9a']);
    },
  },
  {
    name: 'a player who receives the Doppelgänger card is what she viewed (Werewolf)',
    cite: 'If a player receives the Doppelgänger card during the night, she is the role the Doppelgänger originally viewed.',
    deal: 'doppelganger werewolf troublemaker villager villager | werewolf seer robber',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'troublemaker', targets: ['Ann', 'Dan'] },
    ],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Cat', 'Eve'],
    teams: { Dan: 'werewolf', Ann: 'village' },
    check: (g) => expect(g.card('Dan')).toBe('doppelganger'),
  },
  {
    name: 'a Robber who robs the Doppelgänger-Tanner becomes a Tanner',
    cite: 'If a player receives the Doppelgänger card during the night, she is the role the Doppelgänger originally viewed.',
    deal: 'doppelganger tanner robber werewolf villager | werewolf seer troublemaker',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'robber', target: 'Ann' },
    ],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    // Cat is the Tanner now and dies; Ben, the original Tanner, lives; the Werewolves do not win
    winners: ['Cat'],
    teams: { Cat: 'tanner', Ann: 'village' },
    check: (g) => expect(g.viewed('robber')).toEqual(['Cat=doppelganger']),
  },
  {
    name: 'a Doppelgänger card that started in the center and reaches a player copied nothing: village',
    cite: 'docs/rulings.md 19: Copycat (or Doppelgänger) card that started in the center and reaches a player: village, no power',
    deal: 'drunk werewolf seer villager villager | doppelganger robber troublemaker',
    night: [{ call: 'drunk', center: 0 }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
  },
]);

// --- Werewolves ---------------------------------------------------------------------------------------

table('Werewolf', [
  {
    name: 'the Werewolves wake together and see each other; they are on the werewolf team',
    cite: 'At night, all Werewolves open their eyes and look for other Werewolves.',
    deal: 'werewolf werewolf seer villager villager | robber troublemaker villager',
    votes: ROUND5,
    deaths: [],
    winners: ['Ann', 'Ben'],
    teams: { Ann: 'werewolf', Ben: 'werewolf' },
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Ann', 'Ben']);
      expect(g.saw('werewolves')).toEqual(['Ann', 'Ben']);
    },
  },
  {
    name: 'a Werewolf who sees no one knows the other is in the center',
    cite: 'If no one else opens their eyes, the other Werewolves are in the center.',
    deal: 'werewolf seer villager villager villager | werewolf robber troublemaker',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Ann']);
      expect(g.saw('werewolves')).toEqual(['Ann']);
    },
  },
  {
    name: 'Werewolves are on the werewolf team',
    cite: 'Werewolves are on the werewolf team.',
    deal: 'villager werewolf werewolf seer villager | robber troublemaker villager',
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ben', 'Cat'],
    teams: { Ann: 'village', Ben: 'werewolf', Cat: 'werewolf', Dan: 'village' },
  },
  {
    name: 'lone wolf (on by default): a single Werewolf may view one center card',
    cite: 'Lone Wolf Option: If there is only one Werewolf, the Werewolf may view one center card.',
    deal: 'werewolf seer villager villager villager | werewolf robber troublemaker',
    night: [{ call: 'werewolves', center: 1 }],
    votes: ROUND5,
    deaths: [],
    winners: ['Ann'],
    check: (g) => {
      expect(g.viewed('werewolves')).toEqual(['center1=robber']);
      for (const p of g.result.players) expect(p.card).toBe(p.startCard);
    },
  },
  {
    name: 'lone wolf: the view is optional',
    cite: 'the Werewolf may view one center card',
    deal: 'werewolf seer villager villager villager | werewolf robber troublemaker',
    votes: ROUND5,
    deaths: [],
    winners: ['Ann'],
    check: (g) => {
      expect(g.viewed('werewolves')).toEqual([]);
      expect(g.event('werewolves').passed).toBe(true);
    },
  },
  {
    name: 'lone wolf off (options.loneWolf = false): no center view',
    cite: 'Lone Wolf Option: If there is only one Werewolf, the Werewolf may view one center card. (docs/rulings.md: an option)',
    deal: 'werewolf seer villager villager villager | werewolf robber troublemaker',
    night: [{ call: 'werewolves', center: 1 }],
    options: { loneWolf: false },
    votes: ROUND5,
    rejects: [/night\[0\] werewolves/],
  },
  {
    name: 'lone wolf off: a Werewolf alone simply looks for the others',
    cite: 'If no one else opens their eyes, the other Werewolves are in the center.',
    deal: 'werewolf seer villager villager villager | werewolf robber troublemaker',
    options: { loneWolf: false },
    votes: ROUND5,
    deaths: [],
    winners: ['Ann'],
    check: (g) => expect(g.actors('werewolves')).toEqual(['Ann']),
  },
  {
    name: 'lone wolf: two Werewolves may not view a center card',
    cite: 'If there is only one Werewolf, the Werewolf may view one center card.',
    deal: 'werewolf werewolf seer villager villager | robber troublemaker villager',
    night: [{ call: 'werewolves', center: 0 }],
    votes: ROUND5,
    rejects: [/night\[0\] werewolves/],
  },
  {
    name: 'lone wolf: one center card, not two',
    cite: 'the Werewolf may view one center card',
    deal: 'werewolf seer villager villager villager | werewolf robber troublemaker',
    night: [{ call: 'werewolves', center: [0, 1] }],
    votes: ROUND5,
    rejects: [/night\[0\] werewolves/],
  },
]);

// --- Minion -------------------------------------------------------------------------------------------

table('Minion', [
  {
    name: 'the Minion wakes right after the Werewolves and sees their thumbs',
    cite: 'Immediately following the Werewolf phase, the Minion wakes up and sees who the Werewolves are.',
    deal: 'werewolf werewolf minion seer villager | robber troublemaker villager',
    votes: ROUND5,
    deaths: [],
    winners: ['Ann', 'Ben', 'Cat'],
    teams: { Cat: 'werewolf' },
    check: (g) => {
      const script = g.script();
      expect(script.indexOf('minion@3')).toBe(script.indexOf('werewolves@2') + 1);
      expect(g.actors('minion')).toEqual(['Cat']);
      expect(g.saw('minion')).toEqual(['Ann', 'Ben']);
    },
  },
  {
    name: 'the Werewolves do not see the Minion',
    cite: 'The Werewolves do not know who the Minion is.',
    deal: 'werewolf werewolf minion seer villager | robber troublemaker villager',
    votes: ROUND5,
    check: (g) => expect(g.saw('werewolves')).not.toContain('Cat'),
  },
  {
    name: 'the Minion dies, no Werewolf dies: the werewolf team wins',
    cite: 'If the Minion dies and no Werewolves die, the Werewolves win.',
    deal: 'werewolf werewolf minion seer villager | robber troublemaker villager',
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Cat'],
  },
  {
    name: 'the Minion loses with the Werewolves when a Werewolf dies',
    cite: 'If a Werewolf is killed, everyone on the village team wins. (compendium) / Minion: on the werewolf team',
    deal: 'werewolf werewolf minion seer villager | robber troublemaker villager',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Dan', 'Eve'],
  },
  {
    name: 'no Werewolves among the players: the Minion sees nobody',
    cite: 'Immediately following the Werewolf phase, the Minion wakes up and sees who the Werewolves are.',
    deal: 'minion seer villager villager villager | werewolf werewolf robber',
    votes: ROUND5,
    check: (g) => expect(g.saw('minion')).toEqual([]),
  },
  {
    name: 'no Werewolves among the players: the Minion wins if another player dies',
    cite: 'If no players are Werewolves, the Minion wins if one other player dies.',
    deal: 'minion seer villager villager villager | werewolf werewolf robber',
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    // docs/rulings.md 28: with no Werewolf among the players the village wins only if nobody dies
    winners: ['Ann'],
  },
  {
    name: 'no Werewolves among the players: the Minion loses if only he dies',
    cite: 'If no players are Werewolves, the Minion wins if one other player dies.',
    deal: 'minion seer villager villager villager | werewolf werewolf robber',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: [],
  },
  {
    // The issue-19 example: the Tanner's force was applied after the Minion's verdict, so he was told he lost.
    name: 'no Werewolf among the players, the Tanner dies: the Minion wins (ruling 55)',
    cite: 'RULING 55: No Werewolf among the players, and the Tanner dies. The Minion wins: the specific sentence governs ("If no players are Werewolves, the Minion wins if one other player dies", BASE, FACTS)',
    deal: 'tanner mason minion villager | werewolf seer robber',
    votes: 'Ben Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann', 'Cat'],
    teams: { Ann: 'tanner', Cat: 'werewolf' },
    check: (g) => {
      expect(g.player('Cat').verdict).toEqual({ kind: 'minion-alone', won: true });
      expect(explain(g.played.state.setup, g.played.events, 'en')).toContain(
        'Cat (Minion) won: the Minion with no Werewolf among the players wins if another player dies.',
      );
    },
  },
  {
    name: 'no Werewolf among the players, the Tanner dies, house rule tannerBeatsLoneMinion: the Minion loses',
    cite: 'RULING 55, house rule tannerBeatsLoneMinion: the Tanner\'s sentence "If the Tanner dies and no Werewolf dies, the werewolf team does not win" (FACTS) beats the lone Minion too',
    deal: 'tanner mason minion villager | werewolf seer robber',
    votes: 'Ben Ann Ann Ann',
    options: { tannerBeatsLoneMinion: true },
    deaths: ['Ann'],
    winners: ['Ann'],
    check: (g) => {
      expect(g.player('Cat').verdict).toEqual({ kind: 'forced', team: 'werewolf', won: false, why: 'tanner-died' });
      expect(explain(g.played.state.setup, g.played.events, 'en')).toContain(
        'Cat (Minion) lost: on the werewolf team and the Tanner died while no Werewolf did.',
      );
    },
  },
  {
    name: 'no Werewolf among the players, house rule tannerBeatsLoneMinion, the Tanner lives: the Minion still wins',
    cite: 'RULING 55, house rule tannerBeatsLoneMinion: only the Tanner\'s death beats the lone Minion; "the Minion wins if one other player dies" (BASE)',
    deal: 'tanner mason minion villager | werewolf seer robber',
    votes: 'Ben Cat Ben Ben',
    options: { tannerBeatsLoneMinion: true },
    deaths: ['Ben'],
    winners: ['Cat'],
  },
  {
    name: 'no Werewolves among the players, nobody dies: the village wins, the Minion loses',
    cite: 'If no players are Werewolves, the Minion wins if one other player dies. / docs/rulings.md 28: the village wins only if nobody dies',
    deal: 'minion seer villager villager villager | werewolf werewolf robber',
    votes: ROUND5,
    deaths: [],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
  },
]);

// --- Masons -------------------------------------------------------------------------------------------

table('Mason', [
  {
    name: 'the Masons wake and see each other; they are on the village team',
    cite: 'The Masons wake up and look for each other.',
    deal: 'mason mason werewolf seer villager | werewolf robber troublemaker',
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    teams: { Ann: 'village', Ben: 'village' },
    check: (g) => {
      expect(g.actors('masons')).toEqual(['Ann', 'Ben']);
      expect(g.saw('masons')).toEqual(['Ann', 'Ben']);
    },
  },
  {
    name: 'a Mason who sees no one: the other Mason is in the center',
    cite: 'When using the Masons, always put both Masons in the game. … If a Mason sees no one else, the other Mason is in the center.',
    deal: 'mason werewolf seer villager villager | mason robber troublemaker',
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    check: (g) => {
      expect(g.actors('masons')).toEqual(['Ann']);
      expect(g.saw('masons')).toEqual(['Ann']);
    },
  },
  {
    name: 'Masons are on the village team: they lose when no Werewolf dies',
    cite: 'Masons are on the village team.',
    deal: 'mason mason werewolf seer villager | werewolf robber troublemaker',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat'],
  },
]);

// --- Seer ---------------------------------------------------------------------------------------------

const SEER_DEAL = 'seer werewolf villager villager villager | werewolf robber troublemaker';

table('Seer', [
  {
    name: "the Seer looks at one other player's card without moving it",
    cite: "At night, the Seer may look at one other player's card or two of the center cards without moving them.",
    deal: SEER_DEAL,
    night: [{ call: 'seer', target: 'Ben' }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
    check: (g) => {
      expect(g.viewed('seer')).toEqual(['Ben=werewolf']);
      for (const p of g.result.players) expect(p.card).toBe(p.startCard);
    },
  },
  {
    name: 'the Seer looks at two center cards without moving them',
    cite: "At night, the Seer may look at one other player's card or two of the center cards without moving them.",
    deal: SEER_DEAL,
    night: [{ call: 'seer', center: [0, 2] }],
    votes: ROUND5,
    deaths: [],
    winners: ['Ben'],
    check: (g) => {
      expect(g.viewed('seer')).toEqual(['center0=werewolf', 'center2=troublemaker']);
      expect(g.result.center).toEqual(['werewolf', 'robber', 'troublemaker']);
    },
  },
  {
    name: 'the Seer may do nothing',
    cite: "the Seer may look at one other player's card or two of the center cards",
    deal: SEER_DEAL,
    votes: ROUND5,
    check: (g) => {
      expect(g.viewed('seer')).toEqual([]);
      expect(g.event('seer').passed).toBe(true);
    },
  },
  {
    name: 'the Seer may not look at her own card',
    cite: "the Seer may look at one other player's card",
    deal: SEER_DEAL,
    night: [{ call: 'seer', target: 'Ann' }],
    votes: ROUND5,
    rejects: [/night\[0\] seer/, /Ann/],
  },
  {
    name: 'the Seer may not look at a player and the center',
    cite: "one other player's card or two of the center cards",
    deal: SEER_DEAL,
    night: [{ call: 'seer', target: 'Ben', center: [0, 1] }],
    votes: ROUND5,
    rejects: [/night\[0\] seer/],
  },
  {
    name: 'the Seer looks at two center cards, not one',
    cite: 'two of the center cards',
    deal: SEER_DEAL,
    night: [{ call: 'seer', center: [1] }],
    votes: ROUND5,
    rejects: [/night\[0\] seer/],
  },
  {
    name: 'the Seer looks at two different center cards',
    cite: 'two of the center cards',
    deal: SEER_DEAL,
    night: [{ call: 'seer', center: [1, 1] }],
    votes: ROUND5,
    rejects: [/night\[0\] seer/],
  },
]);

// --- Robber -------------------------------------------------------------------------------------------

table('Robber', [
  {
    name: 'the Robber exchanges his card with another player and views his new card',
    cite: "At night, the Robber may exchange his card with another player's card and then view his new card.",
    deal: 'robber werewolf seer villager villager | werewolf troublemaker villager',
    night: [{ call: 'robber', target: 'Ben' }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    // Ann took the Werewolf; Ben, now the Robber, is village; no Werewolf died
    winners: ['Ann'],
    teams: { Ann: 'werewolf', Ben: 'village' },
    check: (g) => {
      expect(g.swapped('robber')).toEqual(['Ann<->Ben']);
      expect(g.viewed('robber')).toEqual(['Ann=werewolf']);
      expect(g.card('Ann')).toBe('werewolf');
      expect(g.card('Ben')).toBe('robber');
    },
  },
  {
    name: 'the Robber is on the team of the card he took (lynching him wins for the village)',
    cite: 'The Robber is now on the team of the card he took',
    deal: 'robber werewolf seer villager villager | werewolf troublemaker villager',
    night: [{ call: 'robber', target: 'Ben' }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
  },
  {
    name: 'the Robber does not perform the stolen Insomniac action; the Insomniac sees the Robber card',
    cite: "The Robber is now on the team of the card he took, but does not perform that role's night action.",
    deal: 'robber insomniac werewolf villager villager | werewolf seer troublemaker',
    night: [{ call: 'robber', target: 'Ben' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    check: (g) => {
      expect(g.actors('insomniac')).toEqual(['Ben']);
      expect(g.viewed('insomniac')).toEqual(['Ben=robber']);
      expect(g.stepsActedBy('Ann')).toEqual(['robber']);
    },
  },
  {
    name: 'the Robber may not act as the Insomniac he robbed',
    cite: "but does not perform that role's night action",
    deal: 'robber insomniac werewolf villager villager | werewolf seer troublemaker',
    night: [
      { call: 'robber', target: 'Ben' },
      { call: 'insomniac', by: 'Ann' },
    ],
    votes: ROUND5,
    rejects: [/night\[1\] insomniac/, /Ann/],
  },
  {
    name: 'the Robber may not act as the Troublemaker he robbed; the robbed Troublemaker still acts',
    cite: "but does not perform that role's night action",
    deal: 'robber troublemaker werewolf villager villager | werewolf seer drunk',
    night: [
      { call: 'robber', target: 'Ben' },
      { call: 'troublemaker', by: 'Ann', targets: ['Cat', 'Dan'] },
    ],
    votes: ROUND5,
    rejects: [/night\[1\] troublemaker/, /Ann/],
  },
  {
    name: 'a robbed Troublemaker still performs her own action',
    cite: "The Robber … does not perform that role's night action. (docs/rulings.md 8: night actions belong to the starting card)",
    deal: 'robber troublemaker werewolf villager villager | werewolf seer villager',
    night: [
      { call: 'robber', target: 'Ben' },
      { call: 'troublemaker', targets: ['Cat', 'Dan'] },
    ],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben', 'Cat', 'Eve'],
    check: (g) => expect(g.actors('troublemaker')).toEqual(['Ben']),
  },
  {
    name: 'a Robber who does not exchange remains the Robber',
    cite: 'If the Robber does not exchange cards, he remains the Robber.',
    deal: 'robber werewolf seer villager villager | werewolf troublemaker villager',
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
    check: (g) => {
      expect(g.card('Ann')).toBe('robber');
      expect(g.event('robber').passed).toBe(true);
    },
  },
  {
    name: 'the Robber may not rob himself',
    cite: "the Robber may exchange his card with another player's card",
    deal: 'robber werewolf seer villager villager | werewolf troublemaker villager',
    night: [{ call: 'robber', target: 'Ann' }],
    votes: ROUND5,
    rejects: [/night\[0\] robber/, /Ann/],
  },
]);

// --- Troublemaker ---------------------------------------------------------------------------------------

const TM_DEAL = 'troublemaker werewolf villager seer villager | werewolf robber drunk';

table('Troublemaker', [
  {
    name: "the Troublemaker exchanges two other players' cards without looking",
    cite: 'At night, the Troublemaker may exchange the cards of two other players without looking at them.',
    deal: TM_DEAL,
    night: [{ call: 'troublemaker', targets: ['Ben', 'Cat'] }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    teams: { Ann: 'village', Ben: 'village', Cat: 'werewolf' },
    check: (g) => {
      expect(g.swapped('troublemaker')).toEqual(['Ben<->Cat']);
      expect(g.viewed('troublemaker')).toEqual([]);
    },
  },
  {
    name: 'the Troublemaker may do nothing',
    cite: 'the Troublemaker may exchange the cards of two other players',
    deal: TM_DEAL,
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    check: (g) => expect(g.swapped('troublemaker')).toEqual([]),
  },
  {
    name: 'the Troublemaker may not include herself',
    cite: 'the cards of two other players',
    deal: TM_DEAL,
    night: [{ call: 'troublemaker', targets: ['Ann', 'Ben'] }],
    votes: ROUND5,
    rejects: [/night\[0\] troublemaker/, /Ann/],
  },
  {
    name: 'the Troublemaker names two different players',
    cite: 'the cards of two other players',
    deal: TM_DEAL,
    night: [{ call: 'troublemaker', targets: ['Ben', 'Ben'] }],
    votes: ROUND5,
    rejects: [/night\[0\] troublemaker/, /Ben/],
  },
  {
    name: 'the Troublemaker exchanges two cards, not one',
    cite: 'the cards of two other players',
    deal: TM_DEAL,
    night: [{ call: 'troublemaker', targets: ['Ben'] }],
    votes: ROUND5,
    rejects: [/night\[0\] troublemaker/],
  },
]);

// --- Drunk ----------------------------------------------------------------------------------------------

table('Drunk', [
  {
    name: 'the Drunk exchanges his card with a center card without looking, and is now that role and team',
    cite: 'The Drunk exchanges his card with a card from the center but does not look at his new card. He is now that role and on that team.',
    deal: 'drunk werewolf seer villager villager | werewolf robber troublemaker',
    night: [{ call: 'drunk', center: 0 }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat', 'Dan', 'Eve'],
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.swapped('drunk')).toEqual(['Ann<->center0']);
      expect(g.viewed('drunk')).toEqual([]);
      expect(g.result.center[0]).toBe('drunk');
    },
  },
  {
    name: 'the Drunk must exchange: a record without his entry is rejected',
    cite: 'The Drunk exchanges his card with a card from the center',
    deal: 'drunk werewolf seer villager villager | werewolf robber troublemaker',
    votes: ROUND5,
    rejects: [/drunk/, /Ann/, /mandatory/],
  },
  {
    name: 'the Drunk takes one of the three center cards',
    cite: 'The Drunk exchanges his card with a card from the center',
    deal: 'drunk werewolf seer villager villager | werewolf robber troublemaker',
    night: [{ call: 'drunk', center: 3 }],
    votes: ROUND5,
    rejects: [/night\[0\] drunk/],
  },
]);

// --- Insomniac ------------------------------------------------------------------------------------------

table('Insomniac', [
  {
    name: 'the Insomniac wakes last and sees her changed card',
    cite: 'The Insomniac wakes up at the end of the night and looks at her card to see if it has changed. Only use the Insomniac if the Robber or Troublemaker is in the game.',
    deal: 'insomniac troublemaker werewolf villager villager | werewolf seer robber',
    night: [{ call: 'troublemaker', targets: ['Ann', 'Cat'] }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann'],
    teams: { Ann: 'werewolf', Cat: 'village' },
    check: (g) => {
      expect(g.viewed('insomniac')).toEqual(['Ann=werewolf']);
      expect(g.script().at(-1)).toBe('insomniac@9');
    },
  },
  {
    name: 'the Insomniac sees her own card when nothing changed (no entry needed)',
    cite: 'looks at her card to see if it has changed',
    deal: 'insomniac troublemaker werewolf villager villager | werewolf seer robber',
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    check: (g) => expect(g.viewed('insomniac')).toEqual(['Ann=insomniac']),
  },
  {
    name: 'the Insomniac has nothing to choose',
    cite: 'The Insomniac wakes up at the end of the night and looks at her card',
    deal: 'insomniac troublemaker werewolf villager villager | werewolf seer robber',
    night: [{ call: 'insomniac', target: 'Ben' }],
    votes: ROUND5,
    rejects: [/night\[0\] insomniac/],
  },
]);

// --- no-wake roles --------------------------------------------------------------------------------------

table('Villager, Tanner, Hunter', [
  {
    name: 'the Villager has no ability and is on the village team',
    cite: 'The Villager has no special abilities. The Villager is on the village team.',
    deal: 'villager werewolf seer villager villager | werewolf robber troublemaker',
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village', Dan: 'village', Eve: 'village' },
    check: (g) => expect(g.stepsActedBy('Ann')).toEqual([]),
  },
  {
    name: 'the Tanner wins if he dies; the werewolf team does not win then',
    cite: 'The Tanner only wins if he dies. / rulings.md: If the Tanner dies and no Werewolf dies, the werewolf team does not win.',
    deal: 'tanner werewolf seer villager villager | werewolf robber troublemaker',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann'],
    teams: { Ann: 'tanner' },
  },
  {
    name: 'the Tanner loses when he lives',
    cite: 'The Tanner only wins if he dies.',
    deal: 'tanner werewolf seer villager villager | werewolf robber troublemaker',
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
  },
  {
    name: 'the Tanner is on neither team: nobody dies, the Werewolves win without him',
    cite: 'The Tanner is not on the village or werewolf team.',
    deal: 'tanner werewolf seer villager villager | werewolf robber troublemaker',
    votes: ROUND5,
    deaths: [],
    winners: ['Ben'],
    teams: { Ann: 'tanner' },
  },
  {
    name: 'the Tanner and a Werewolf both die: the Tanner and the village both win',
    cite: 'rulings.md: If the Tanner and a Werewolf both die, the village team wins too.',
    deal: 'tanner werewolf seer villager villager | werewolf robber troublemaker',
    votes: 'Ben Ann Ann Ben Cat',
    deaths: ['Ann', 'Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
  },
  {
    name: 'the Tanner does not wake',
    cite: 'Villagers, the Tanner, and the Hunter never wake up at night.',
    deal: 'tanner werewolf seer villager villager | werewolf robber troublemaker',
    votes: ROUND5,
    check: (g) => expect(g.stepsActedBy('Ann')).toEqual([]),
  },
  {
    name: 'the Hunter dies and the player he points at dies too',
    cite: 'If the Hunter dies, the player he is pointing at also dies.',
    deal: 'hunter werewolf seer villager villager | werewolf robber troublemaker',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann', 'Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
    check: (g) => {
      expect(g.deathReason('Ann')).toBe('votes');
      expect(g.deathReason('Ben')).toBe('hunter');
    },
  },
  {
    name: 'the Hunter lives: the player he points at lives',
    cite: 'If the Hunter dies, the player he is pointing at also dies.',
    deal: 'hunter werewolf seer villager villager | werewolf robber troublemaker',
    votes: 'Ben Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben'],
  },
  {
    name: 'whoever holds the Hunter card at the end is the Hunter',
    cite: 'If the Hunter dies, the player he is pointing at also dies. The Hunter is on the village team.',
    deal: 'hunter werewolf troublemaker villager villager | werewolf seer robber',
    night: [{ call: 'troublemaker', targets: ['Ann', 'Dan'] }],
    votes: 'Dan Dan Dan Ben Dan',
    deaths: ['Ben', 'Dan'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    check: (g) => expect(g.deathReason('Ben')).toBe('hunter'),
  },
  {
    name: 'the Hunter on the village team: he loses when no Werewolf dies',
    cite: 'The Hunter is on the village team.',
    deal: 'hunter werewolf seer villager villager | werewolf robber troublemaker',
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben'],
    teams: { Ann: 'village' },
  },
]);

// --- the night wake order --------------------------------------------------------------------------------

describe('night wake order', () => {
  const ALL_BASE: Role[] = [
    'doppelganger',
    'werewolf',
    'werewolf',
    'minion',
    'mason',
    'mason',
    'seer',
    'robber',
    'troublemaker',
    'drunk',
    'insomniac',
    'tanner',
    'hunter',
  ];

  it('1 Doppelgänger … 9 Insomniac, 9a Doppelgänger / Insomniac — "These roles wake up at night in the following order."', () => {
    const created = createGame({
      players: NAMES.slice(0, 10),
      deal: { players: ALL_BASE.slice(0, 10), center: ALL_BASE.slice(10) },
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const steps = created.value.setup.script.filter((s) => s.kind !== 'announcement');
    expect(steps.map((s) => [s.key, s.wake])).toEqual([
      ['doppelganger', '1'],
      ['doppelganger-action', '1'],
      ['werewolves', '2'],
      ['minion', '3'],
      ['masons', '4'],
      ['seer', '5'],
      ['robber', '6'],
      ['troublemaker', '7'],
      ['drunk', '8'],
      ['insomniac', '9'],
      ['insomniac/doppelganger', '9a'],
    ]);
    // A game with only Werewolf roles has no Dusk.
    expect(created.value.setup.script.every((s) => s.phase === 'night')).toBe(true);
  });

  it('no-wake roles have no call — "Villagers, the Tanner, and the Hunter never wake up at night."', () => {
    const created = createGame({
      players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
      deal: {
        players: ['villager', 'tanner', 'hunter', 'villager', 'werewolf'],
        center: ['werewolf', 'villager', 'hunter'],
      },
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const roles = created.value.setup.script.flatMap((s) => s.roles);
    for (const never of ['villager', 'tanner', 'hunter'] as const) expect(roles).not.toContain(never);
    expect(created.value.setup.script.filter((s) => s.kind !== 'announcement').map((s) => s.key)).toEqual([
      'werewolves',
    ]);
  });

  it('a role in the center is still called, with nobody awake — "These roles wake up at night in the following order." (docs/rulings.md 7)', () => {
    const played = playRecord(
      makeRecord({ deal: 'werewolf villager villager villager villager | seer robber troublemaker', votes: ROUND5 }),
    );
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    const game = new Outcome(played.value);
    for (const key of ['seer', 'robber', 'troublemaker']) expect(game.actors(key)).toEqual([]);
  });

  table('entries follow the wake order', [
    {
      name: 'an entry for an earlier call after a later one is rejected',
      cite: 'These roles wake up at night in the following order.',
      deal: 'werewolf seer robber villager villager | werewolf troublemaker villager',
      night: [
        { call: 'seer', target: 'Ann' },
        { call: 'werewolves', center: 0 },
      ],
      votes: ROUND5,
      rejects: [/night\[1\] werewolves/],
    },
    {
      name: 'the Robber before the Seer is rejected',
      cite: '5. Seer 6. Robber',
      deal: 'werewolf seer robber villager villager | werewolf troublemaker villager',
      night: [
        { call: 'robber', target: 'Dan' },
        { call: 'seer', target: 'Ann' },
      ],
      votes: ROUND5,
      rejects: [/night\[1\] seer/],
    },
  ]);
});

// --- win rules ------------------------------------------------------------------------------------------

const WOLF_DEAL = 'werewolf seer villager villager villager | werewolf robber troublemaker';

table('win rules', [
  {
    name: 'a Werewolf dies: the village wins (even with a villager dying too)',
    cite: "It's your job to figure out who the Werewolves are and to kill at least one of them in order to win",
    deal: WOLF_DEAL,
    votes: 'Cat Ann Ann Cat Ben',
    deaths: ['Ann', 'Cat'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
  },
  {
    name: 'no Werewolf dies: the werewolf team wins',
    cite: 'If no Werewolves are killed, the Werewolf team wins. (compendium)',
    deal: WOLF_DEAL,
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann'],
  },
  {
    name: 'nobody dies while a Werewolf is among the players: the werewolf team wins',
    cite: 'If no Werewolves are killed, the Werewolf team wins. (compendium)',
    deal: WOLF_DEAL,
    votes: ROUND5,
    deaths: [],
    winners: ['Ann'],
  },
  {
    name: 'one of two Werewolves dies: the whole werewolf team loses',
    cite: 'If a Werewolf is killed, everyone on the village team wins. (compendium)',
    deal: 'werewolf werewolf seer villager villager | robber troublemaker villager',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat', 'Dan', 'Eve'],
  },
  {
    name: 'a player who became a Werewolf wins with the Werewolves',
    cite: "to kill at least one of them in order to win – unless you've become a Werewolf yourself!",
    deal: 'werewolf robber seer villager villager | werewolf troublemaker villager',
    night: [{ call: 'robber', target: 'Ann' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben'],
    teams: { Ann: 'village', Ben: 'werewolf' },
  },
  {
    name: 'no Werewolf among the players, nobody dies: the village wins',
    cite: 'rulings.md: No Werewolves among the players. The village wins only if nobody dies.',
    deal: 'seer villager villager villager robber | werewolf werewolf troublemaker',
    votes: ROUND5,
    deaths: [],
    winners: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
  },
  {
    name: 'no Werewolf among the players, someone dies: the village loses',
    cite: 'rulings.md: No Werewolves among the players. The village wins only if nobody dies.',
    deal: 'seer villager villager villager robber | werewolf werewolf troublemaker',
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: [],
  },
]);

// --- whole-game fixtures --------------------------------------------------------------------------------

describe('fixtures tests/fixtures/records/werewolf-*.json', () => {
  const dir = join(import.meta.dirname, '..', 'fixtures', 'records');
  const files = readdirSync(dir).filter((f) => f.startsWith('werewolf-') && f.endsWith('.json'));

  it('there are fixtures to check', () => expect(files.length).toBeGreaterThanOrEqual(6));

  for (const file of files) {
    it(file, () => {
      const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
        expect: { deaths: string[]; winners: string[] };
      };
      const played = playRecord(record, { requireVotes: true });
      if (!played.ok) throw new Error(`record rejected:\n${played.error.problems.join('\n')}`);
      const game = new Outcome(played.value);
      expect({ deaths: game.deaths(), winners: game.winners() }).toEqual(record.expect);
    });
  }
});
