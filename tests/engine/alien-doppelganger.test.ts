/**
 * "Doppelgänger & Alien" (`../shared/rules/004_…`): the Doppelgänger with each Alien role, one table per
 * paragraph of that section, each case quoting its sentence. A Doppelgänger copy of a role the app directs
 * has a draw of its own under the role's key with `-doppelganger` appended (docs/record-format.md, "The app
 * (Alien)"). Written from the rule text, not from the engine's behaviour.
 */
import { expect } from 'vitest';
import { table } from './case-table.ts';

const NO_RIPPLE = { type: 'none' } as const;
const ROUND5 = 'Ben Cat Dan Eve Ann';
const ROUND6 = 'Ben Cat Dan Eve Fay Ann';

// --- Oracle ----------------------------------------------------------------------------------------------------

/** Ann is the Doppelgänger, Ben the Oracle, Cat an Alien. */
const ORACLE = 'doppelganger oracle alien villager villager | villager tanner seer';

table('Doppelgänger-Oracle', [
  {
    name: 'she wakes after the Oracle and answers another question (here an exchange with the center)',
    cite: 'The Doppelgänger-Oracle wakes up after the Oracle, and answers another question.',
    deal: ORACLE,
    app: {
      oracle: { question: 'even-odd', answer: 'even' },
      'oracle-doppelganger': { question: 'exchange', answer: 'yes', response: 'swap' },
      aliens: { action: 'stare' },
      ripple: NO_RIPPLE,
    },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'oracle', by: 'Ann', center: 1 },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('oracle')).toEqual(['Ben']);
      expect(g.actors('oracle/doppelganger')).toEqual(['Ann']);
      const steps = g.steps().map((e) => e.step);
      expect(steps.indexOf('oracle/doppelganger')).toBeGreaterThan(steps.indexOf('oracle'));
      expect(g.facts('oracle/doppelganger', 'oracle')[0]).toMatchObject({ question: 'exchange', answer: 'yes' });
      expect(g.card('Ann')).toBe('tanner');
      expect(g.card('Ben')).toBe('oracle');
    },
  },
  {
    name: "she answers *another* question: the Oracle's own question again is refused",
    cite: 'The Doppelgänger-Oracle wakes up after the Oracle, and answers another question.',
    deal: ORACLE,
    app: {
      oracle: { question: 'alien-team', answer: 'no' },
      'oracle-doppelganger': { question: 'alien-team', answer: 'yes', response: 'card' },
      aliens: { action: 'stare' },
      ripple: NO_RIPPLE,
    },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Ben Ann Ann Ann Ann',
    rejects: [/oracle-doppelganger/, /another question/],
  },
  {
    name: 'alien team, yes, "card" for her alone: she is an Alien, the Oracle stays on the village team',
    cite: 'The Doppelgänger-Oracle … answers another question.',
    deal: ORACLE,
    app: {
      oracle: { question: 'center', answer: 'no' },
      'oracle-doppelganger': { question: 'alien-team', answer: 'yes', response: 'card' },
      aliens: { action: 'stare' },
      ripple: NO_RIPPLE,
    },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Dan', 'Eve'],
    teams: { Ann: 'alien', Ben: 'village' },
  },
  {
    name: 'the Doppelgänger copies another card: the app still asks "her" question and answers it itself',
    cite: 'If she does not respond for any reason …, the app will choose an answer for her.',
    deal: ORACLE,
    app: {
      oracle: { question: 'even-odd', answer: 'even' },
      'oracle-doppelganger': { question: 'center', answer: 'yes', response: 2 },
      aliens: { action: 'stare' },
      ripple: NO_RIPPLE,
    },
    night: [{ call: 'doppelganger', target: 'Cat' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('oracle/doppelganger')).toEqual([]);
      expect(g.facts('oracle/doppelganger', 'oracle')[0]).toMatchObject({ question: 'center', auto: true });
      expect(g.viewedBy('oracle/doppelganger')).toEqual([]);
    },
  },
  {
    name: 'in a game with Vampire roles she copies at -7 and answers right after, before the Vampires',
    cite: 'The Doppelgänger-Oracle wakes up after the Oracle (-9: Oracle, -7: Doppelgänger, -6: Vampire)',
    deal: 'doppelganger oracle vampire villager villager | villager tanner seer',
    app: {
      oracle: { question: 'even-odd', answer: 'even' },
      'oracle-doppelganger': { question: 'center', answer: 'yes', response: 1 },
    },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'oracle', by: 'Ann', center: [2] },
      { call: 'vampires', target: 'Dan' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.viewedBy('oracle/doppelganger')).toEqual(['Ann:center2=seer']);
      expect(g.script().slice(0, 4)).toEqual([
        'oracle@-9',
        'doppelganger@-7',
        'doppelganger-action@-7',
        'oracle/doppelganger@-7',
      ]);
    },
  },
]);

// --- Alien, Synthetic ------------------------------------------------------------------------------------------

table('Doppelgänger-Alien and Doppelgänger-Synthetic', [
  {
    name: 'the Doppelgänger-Alien wakes with the other Aliens and views a card like each of them',
    cite: 'The Doppelgänger-Alien wakes up with the other Aliens.',
    deal: 'doppelganger alien villager tanner villager | villager seer robber',
    app: { aliens: { action: 'view', target: 'odd' }, ripple: NO_RIPPLE },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'aliens', by: 'Ann', target: 'Cat' },
      { call: 'aliens', by: 'Ben', target: 'Eve' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('aliens')).toEqual(['Ann', 'Ben']);
      expect(g.viewedBy('aliens')).toEqual(['Ann:Cat=villager', 'Ben:Eve=villager']);
    },
  },
  {
    name: 'the Doppelgänger-Alien is an Alien: her death makes the alien team lose',
    cite: 'The Doppelgänger-Alien wakes up with the other Aliens. (If any Alien is killed at the end of the game, the alien team loses.)',
    deal: 'doppelganger alien villager tanner villager | villager seer robber',
    app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat', 'Eve'],
    teams: { Ann: 'alien' },
  },
  {
    name: 'the Doppelgänger-Alien passes her card with the Aliens',
    cite: 'The Doppelgänger-Alien wakes up with the other Aliens.',
    deal: 'doppelganger alien villager synthetic-alien villager | villager seer robber',
    app: { aliens: { action: 'left' }, ripple: NO_RIPPLE },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.card('Ben')).toBe('doppelganger');
      expect(g.card('Dan')).toBe('alien');
      expect(g.card('Ann')).toBe('synthetic-alien');
    },
  },
  {
    name: 'the Doppelgänger-Synthetic wakes with the Aliens',
    cite: 'The Doppelgänger-Synthetic wakes up with the Aliens, and wins if she dies.',
    deal: 'doppelganger synthetic-alien alien villager villager | villager seer robber',
    app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => expect(g.actors('aliens')).toEqual(['Ann', 'Ben', 'Cat']),
  },
  {
    name: 'the Doppelgänger-Synthetic dies: she wins; the Synthetic, who lives, loses; aliens and village lose',
    cite: 'The Doppelgänger-Synthetic wakes up with the Aliens, and wins if she dies.',
    deal: 'doppelganger synthetic-alien alien villager villager | villager seer robber',
    app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann'],
    teams: { Ann: 'synthetic-alien' },
  },
]);

// --- Cow ---------------------------------------------------------------------------------------------------------

table('Doppelgänger-Cow', [
  {
    name: 'she holds out her fist with the Cow; an Alien beside her tips her',
    cite: 'The Doppelgänger-Cow puts out her fist just like the Cow (both will put their fists out at the same time), and if an Alien is sitting next to the Doppelgänger-Cow, one of them must tap her.',
    deal: 'doppelganger cow villager villager alien | villager seer robber',
    app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('cow')).toEqual(['Ann', 'Ben']);
      expect(g.facts('cow', 'tipped')).toEqual([
        { kind: 'tipped', cow: 0, by: [4] },
        { kind: 'tipped', cow: 1, by: [] },
      ]);
    },
  },
  {
    name: 'the Doppelgänger-Cow is on the village team',
    cite: 'The Doppelgänger-Cow puts out her fist just like the Cow (The Cow is on the villager team.)',
    deal: 'doppelganger cow villager villager alien | villager seer robber',
    app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Eve Eve Eve Eve Ann',
    deaths: ['Eve'],
    winners: ['Ann', 'Ben', 'Cat', 'Dan'],
    teams: { Ann: 'village' },
  },
]);

// --- Groob or Zerb -------------------------------------------------------------------------------------------------

/** Ann is the Doppelgänger, Ben Groob, Cat Zerb, Dan the Leader. */
const GZ = 'doppelganger groob zerb leader villager villager | villager seer robber';
const GZ_APP = { aliens: { action: 'stare' }, ripple: NO_RIPPLE };

table('Doppelgänger-Groob and Doppelgänger-Zerb', [
  {
    name: 'the Doppelgänger-Groob wakes with the Aliens, and also with Groob and Zerb',
    cite: 'The Doppelgänger-Groob or Doppelgänger-Zerb wakes up with the Aliens, and also with Groob and Zerb.',
    deal: GZ,
    app: GZ_APP,
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('aliens')).toEqual(['Ann', 'Ben', 'Cat']);
      expect(g.actors('groob-zerb')).toEqual(['Ann', 'Ben', 'Cat']);
    },
  },
  {
    name: 'the Doppelgänger-Groob wins when Zerb dies and she lives (so does Groob)',
    cite: 'While she must kill the other (Groob if she is Zerb, and Zerb if she is Groob) in order to win',
    deal: GZ,
    app: GZ_APP,
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Cat Ann Cat Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Eve', 'Fay'],
    teams: { Ann: 'groob', Ben: 'groob', Cat: 'zerb', Dan: 'leader' },
  },
  {
    name: 'Zerb wins by killing the Doppelgänger-Groob',
    cite: 'the real Groob and Zerb may win by killing her if she is the Doppelgänger of their target.',
    deal: GZ,
    app: GZ_APP,
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Ann Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat', 'Eve', 'Fay'],
  },
  {
    name: 'Groob wins by killing the Doppelgänger-Zerb',
    cite: 'the real Groob and Zerb may win by killing her if she is the Doppelgänger of their target.',
    deal: GZ,
    app: GZ_APP,
    night: [{ call: 'doppelganger', target: 'Cat' }],
    votes: 'Cat Ann Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Eve', 'Fay'],
    teams: { Ann: 'zerb' },
  },
  {
    name: 'the Doppelgänger-Zerb wins when Groob dies and she lives',
    cite: 'While she must kill the other (Groob if she is Zerb …) in order to win',
    deal: GZ,
    app: GZ_APP,
    night: [{ call: 'doppelganger', target: 'Cat' }],
    votes: 'Ben Ann Ben Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Eve', 'Fay'],
  },
  {
    name: 'the Leader wins when Zerb, Groob and the Doppelgänger all live',
    cite: 'The Leader will only win if Zerb, Groob, and the Doppelgänger of either are alive at the end of the game.',
    deal: GZ,
    app: GZ_APP,
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Eve Eve Eve Eve Fay Eve',
    deaths: ['Eve'],
    winners: ['Dan'],
  },
  {
    name: 'the Leader loses when the Doppelgänger of Groob dies',
    cite: 'The Leader will only win if Zerb, Groob, and the Doppelgänger of either are alive at the end of the game.',
    deal: GZ,
    app: GZ_APP,
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Ann Ann Ann Ann Ann',
    deaths: ['Ann'],
    check: (g) => expect(g.player('Dan').won).toBe(false),
  },
]);

// --- Leader ------------------------------------------------------------------------------------------------------

table('Doppelgänger-Leader', [
  {
    name: 'she wakes after the Leader and sees who the Aliens are',
    cite: 'The Doppelgänger-Leader wakes up after the Leader and sees who the Aliens are.',
    deal: 'doppelganger leader alien villager alien | villager seer robber',
    app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('leader')).toEqual(['Ben']);
      expect(g.actors('leader/doppelganger')).toEqual(['Ann']);
      expect(g.saw('leader/doppelganger')).toEqual(['Cat', 'Eve']);
      expect(g.script().indexOf('leader/doppelganger@3-C')).toBe(g.script().indexOf('leader@3-C') + 1);
    },
  },
  {
    name: 'the Doppelgänger-Leader wins with the village',
    cite: 'If Zerb and Groob are *not* both in the game, the Leader wins with the villager team.',
    deal: 'doppelganger leader alien villager alien | villager seer robber',
    app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Cat Dan Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan'],
    teams: { Ann: 'village' },
  },
  {
    name: 'with Groob and Zerb both in the game, the Doppelgänger-Leader also wins only if both live',
    cite: 'If both of them are in the game, the only way the Leader wins is if both Zerb and Groob are alive at the end of the game.',
    deal: 'doppelganger leader groob zerb villager villager | villager seer robber',
    app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Eve Eve Eve Eve Fay Eve',
    deaths: ['Eve'],
    winners: ['Ann', 'Ben'],
    teams: { Ann: 'leader' },
  },
]);

// --- Psychic, Rascal ---------------------------------------------------------------------------------------------

table('Doppelgänger-Psychic and Doppelgänger-Rascal', [
  {
    name: 'the Doppelgänger-Psychic wakes after the Psychic and views what her own draw allows',
    cite: 'The Doppelgänger-Psychic wakes up after the Psychic and may look at cards based on what the app tells her.',
    deal: 'doppelganger psychic tanner werewolf villager | villager seer robber',
    app: {
      psychic: { action: 'view-1', target: 'odd' },
      'psychic-doppelganger': { action: 'view-2', target: 'even' },
    },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'psychic', by: 'Ben', target: 'Cat' },
      { call: 'psychic', by: 'Ann', targets: ['Ben', 'Dan'] },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.viewedBy('psychic')).toEqual(['Ben:Cat=tanner']);
      expect(g.viewedBy('psychic/doppelganger')).toEqual(['Ann:Ben=psychic', 'Ann:Dan=werewolf']);
      expect(g.script().indexOf('psychic/doppelganger@5-G')).toBe(g.script().indexOf('psychic@5-G') + 1);
    },
  },
  {
    name: 'the Doppelgänger-Rascal wakes after the Rascal and moves cards as her own draw says',
    cite: 'The Doppelgänger-Rascal wakes up after the Rascal and may move cards based on what the app tells her.',
    deal: 'doppelganger rascal werewolf villager tanner | seer villager troublemaker',
    app: {
      rascal: { action: 'drunk', target: 'center' },
      'rascal-doppelganger': { action: 'robber', target: 'odd' },
    },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'rascal', by: 'Ben', center: 0 },
      { call: 'rascal', by: 'Ann', target: 'Cat' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.card('Ben')).toBe('seer');
      expect(g.card('Ann')).toBe('werewolf');
      expect(g.card('Cat')).toBe('doppelganger');
      expect(g.viewedBy('rascal/doppelganger')).toEqual(['Ann:Ann=werewolf']);
      expect(g.team('Ann')).toBe('werewolf');
    },
  },
]);

// --- Exposer -----------------------------------------------------------------------------------------------------

table('Doppelgänger-Exposer', [
  {
    name: 'she wakes after the Exposer and exposes two more cards',
    cite: 'The Doppelgänger-Exposer wakes up after the Exposer, and may expose 1 or 2 additional cards based on what the app tells her.',
    deal: 'doppelganger exposer werewolf villager villager | seer tanner robber',
    app: { exposer: { cards: 1 }, 'exposer-doppelganger': { cards: 2 } },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'exposer', by: 'Ben', center: [0] },
      { call: 'exposer', by: 'Ann', center: [1, 2] },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.flipped('exposer')).toEqual(['center0=seer']);
      expect(g.flipped('exposer/doppelganger')).toEqual(['center1=tanner', 'center2=robber']);
    },
  },
  {
    name: 'she exposes one more card',
    cite: 'may expose 1 or 2 additional cards based on what the app tells her',
    deal: 'doppelganger exposer werewolf villager villager | seer tanner robber',
    app: { exposer: { cards: 2 }, 'exposer-doppelganger': { cards: 1 } },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'exposer', by: 'Ben', center: [0, 2] },
      { call: 'exposer', by: 'Ann', center: [1] },
    ],
    votes: ROUND5,
    check: (g) => expect(g.flipped('exposer/doppelganger')).toEqual(['center1=tanner']),
  },
  {
    name: 'she may expose nothing',
    cite: 'and *may* expose 1 or 2 additional cards',
    deal: 'doppelganger exposer werewolf villager villager | seer tanner robber',
    app: { exposer: { cards: 1 }, 'exposer-doppelganger': { cards: 2 } },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'exposer', by: 'Ben', center: [0] },
    ],
    votes: ROUND5,
    check: (g) => expect(g.flipped('exposer/doppelganger')).toEqual([]),
  },
  {
    name: 'the Exposer flipped all three: nothing is left for her to expose',
    cite: 'rulings #47: with fewer face-down cards than drawn, nothing is flipped',
    deal: 'doppelganger exposer werewolf villager villager | seer tanner robber',
    app: { exposer: { cards: 3 }, 'exposer-doppelganger': { cards: 1 } },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'exposer', by: 'Ben', center: [0, 1, 2] },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.flipped('exposer')).toHaveLength(3);
      expect(g.actors('exposer/doppelganger')).toEqual(['Ann']);
      expect(g.flipped('exposer/doppelganger')).toEqual([]);
    },
  },
]);

// --- Blob --------------------------------------------------------------------------------------------------------

/** Seven players: Ann is the Doppelgänger, Ben the Blob. */
const BLOB = 'doppelganger blob villager villager villager villager villager | seer tanner robber';
const SEVEN = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
const kill = (victim: string): string[] => SEVEN.map((n, i) => (n === victim ? SEVEN[(i + 1) % 7]! : victim));

table('Doppelgänger-Blob', [
  {
    name: 'her Blob is around her own seat: her neighbour on the right dies, she loses and the Blob wins',
    cite: "The Doppelgänger-Blob absorbs players in the same manner as the Blob (but it will be a different set of players, based on the Doppelgänger-Blob's location).",
    deal: BLOB,
    app: { blob: { absorb: '1-left' }, 'blob-doppelganger': { absorb: '1-right' } },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: kill('Gus'),
    deaths: ['Gus'],
    teams: { Ann: 'blob', Ben: 'blob' },
    check: (g) => {
      expect(g.player('Ann').won).toBe(false);
      expect(g.player('Ben').won).toBe(true);
    },
  },
  {
    name: "the Blob's absorbed neighbour dies: the Blob loses, the Doppelgänger-Blob wins",
    cite: "(but it will be a different set of players, based on the Doppelgänger-Blob's location)",
    deal: BLOB,
    app: { blob: { absorb: '1-left' }, 'blob-doppelganger': { absorb: '1-right' } },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: kill('Cat'),
    deaths: ['Cat'],
    check: (g) => {
      expect(g.player('Ann').won).toBe(true);
      expect(g.player('Ben').won).toBe(false);
    },
  },
  {
    name: "the Doppelgänger-Blob's card robbed: its holder at the end is that Blob, absorbing around his own seat",
    cite: 'The players the Blob must keep alive are always relative to the location of the Blob card at the end of the game.',
    deal: 'doppelganger blob robber villager villager villager villager | seer tanner villager',
    app: { blob: { absorb: '1-right' }, 'blob-doppelganger': { absorb: '1-left' } },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'robber', target: 'Ann' },
    ],
    votes: kill('Dan'),
    deaths: ['Dan'],
    teams: { Cat: 'blob', Ann: 'village', Ben: 'blob' },
    check: (g) => {
      expect(g.player('Cat').won).toBe(false);
      expect(g.player('Ben').won).toBe(true);
    },
  },
]);

// --- Mortician ---------------------------------------------------------------------------------------------------

/** Ann is the Doppelgänger (neighbours Ben and Fay), Ben the Mortician (neighbours Ann and Cat), Dan a Werewolf. */
const MORTICIAN = 'doppelganger mortician villager werewolf villager villager | seer tanner robber';

table('Doppelgänger-Mortician', [
  {
    name: 'she wakes after the Mortician and looks as her own draw says',
    cite: 'The Doppelgänger-Mortician wakes up after the Mortician',
    deal: MORTICIAN,
    app: {
      mortician: { action: '1-card', target: 'left' },
      'mortician-doppelganger': { action: '1-card', target: 'right' },
    },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'mortician', by: 'Ben', target: 'Cat' },
      { call: 'mortician', by: 'Ann', target: 'Fay' },
    ],
    votes: ROUND6,
    check: (g) => {
      expect(g.viewedBy('mortician')).toEqual(['Ben:Cat=villager']);
      expect(g.viewedBy('mortician/doppelganger')).toEqual(['Ann:Fay=villager']);
    },
  },
  {
    name: 'one of her neighbours dies: she wins (the Mortician, whose neighbours live, loses)',
    cite: 'The Doppelgänger-Mortician wakes up after the Mortician and wins if one of her neighbors dies.',
    deal: MORTICIAN,
    app: { mortician: { action: 'pretend' }, 'mortician-doppelganger': { action: 'pretend' } },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Fay Fay Fay Fay Fay Ann',
    deaths: ['Fay'],
    winners: ['Ann', 'Dan'],
    teams: { Ann: 'mortician', Ben: 'mortician' },
  },
  {
    name: 'a neighbour of the Mortician only dies: he wins, she does not',
    cite: 'and wins if one of her neighbors dies',
    deal: MORTICIAN,
    app: { mortician: { action: 'pretend' }, 'mortician-doppelganger': { action: 'pretend' } },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Cat Ben Cat Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben', 'Dan'],
  },
]);
