/**
 * One Night Ultimate Alien, clause by clause: every sentence with a rule in the Alien rulebook
 * (`../shared/rules/004_…`, "ALIEN") has a named case below quoting it in `cite`, and so has every variant the
 * app draws (`../shared/rules/alien-daybreak.md`, "FACTS": the Oracle's questions and replies, the Aliens'
 * actions, the Psychic's, Rascal's, Exposer's, Mortician's and Blob's variants, the twenty ripples, the time
 * loop). Records follow docs/record-format.md ("The app (Alien)", "Ripples"); where the texts are silent the
 * cite names the option of src/main/engine/options.ts or the record format's sentence that decides.
 * The cases are written from the rule texts and the issue, not from the engine's behaviour.
 *
 * Player numbers: `players[0]` is Player 1, numbers increase clockwise; a player's left neighbour is the next
 * player (Ann's left is Ben), the right neighbour the previous one (Ann's right is the last player).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playRecord } from '../../src/main/engine/index.ts';
import { Outcome, table, type Case } from './case-table.ts';

const NO_RIPPLE = { type: 'none' } as const;
/** Votes going round a table of six: everyone has one vote, so nobody dies. */
const ROUND6 = 'Ben Cat Dan Eve Fay Ann';
const ROUND5 = 'Ben Cat Dan Eve Ann';

// --- the wake order ----------------------------------------------------------------------------------------

table('wake order across Alien, Werewolf and Vampire', [
  {
    name: 'the Alien calls take their places among the Werewolf and Vampire calls',
    cite: '-9: Oracle … 1-A: Aliens/Synthetic/Groob/Zerb … 1-C: Cow, 1-D: Groob & Zerb … 3-C: Leader … 5-G: Psychic … 7-F: Rascal … 10-B: Exposer … 13: Blob, 13-A: Mortician',
    deal: 'oracle alien synthetic-alien cow groob zerb leader psychic rascal exposer blob mortician | werewolf seer vampire',
    app: {
      oracle: { question: 'even-odd', answer: 'odd' },
      aliens: { action: 'stare' },
      psychic: { action: 'view-1', target: 'any' },
      rascal: { action: 'idiot' },
      exposer: { cards: 1 },
      mortician: { action: 'pretend' },
      blob: { absorb: '1-left' },
      ripple: NO_RIPPLE,
    },
    night: [],
    votes: 'Ben Cat Dan Eve Fay Gus Hal Ida Jon Kim Lea Ann',
    check: (g) => {
      const order = g.script().filter((s) => !s.includes('#loop') && !s.startsWith('ripple'));
      expect(order).toEqual([
        'oracle@-9',
        'vampires@-6',
        'aliens@1-A',
        'cow@1-C',
        'groob-zerb@1-D',
        'werewolves@2',
        'leader@3-C',
        'seer@5',
        'psychic@5-G',
        'rascal@7-F',
        'exposer@10-B',
        'blob@13',
        'mortician@13-A',
      ]);
    },
  },
  {
    name: 'the ripple comes after the last call (the Mortician), before everyone wakes',
    cite: 'Ripples (if they happen) always occur at the end of the night, right before players are asked to move their cards around slightly and then wake up.',
    deal: 'alien seer mortician villager villager | villager villager robber',
    app: {
      aliens: { action: 'stare' },
      mortician: { action: 'pretend' },
      ripple: { type: 'view-1', player: 2, target: 'center' },
    },
    night: [{ call: 'ripple', by: 'Ben', center: 0 }],
    votes: ROUND5,
    check: (g) => {
      const steps = g.steps().map((e) => e.step);
      expect(steps.indexOf('ripple')).toBeGreaterThan(steps.indexOf('mortician'));
      expect(steps.indexOf('ripple')).toBe(steps.indexOf('everyone-wakes') - 1);
      expect(g.viewedBy('ripple')).toEqual(['Ben:center0=villager']);
    },
  },
]);

// --- the app speaks to the starting roles -------------------------------------------------------------------

table('The One Night App', [
  {
    name: 'a role robbed before its call still wakes in the player who started with it (the Rascal)',
    cite: 'Remember that whenever the app asks a role to do something, it is always referring to the player who *started* the night with that role. Even if you know for sure that you no longer have the role you started with, you will only wake up and do the action associated with your original role.',
    deal: 'robber rascal villager tanner villager | seer villager werewolf',
    app: { rascal: { action: 'robber', target: 'left' } },
    night: [
      { call: 'robber', target: 'Ben' },
      { call: 'rascal', target: 'Cat' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('rascal')).toEqual(['Ben']);
      expect(g.card('Ben')).toBe('villager');
      expect(g.card('Cat')).toBe('robber');
      expect(g.card('Ann')).toBe('rascal');
    },
  },
  {
    name: 'the Rascal who robbed the Exposer card does not wake as the Exposer; the Exposer does',
    cite: "you will only wake up and do the action associated with your original role. (FACTS §3 Rascal Robber: … is now that role but won't wake for it)",
    deal: 'villager villager rascal exposer villager | seer tanner robber',
    app: { rascal: { action: 'robber', target: 'left' }, exposer: { cards: 1 } },
    night: [
      { call: 'rascal', target: 'Dan' },
      { call: 'exposer', center: [1] },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.card('Cat')).toBe('exposer');
      expect(g.actors('exposer')).toEqual(['Dan']);
      expect(g.flipped('exposer')).toEqual(['center1=tanner']);
    },
  },
  {
    name: 'a role whose card is in the center: the app still speaks its draw, nobody acts',
    cite: "Sometimes, the app will ask for a player with a certain role to do something, and that role card will be in the center. If that happens, the app will choose an answer itself. This ensures that players don't know if a certain role is in the game or not.",
    deal: 'villager villager seer villager villager | psychic tanner robber',
    app: { psychic: { action: 'view-2', target: 'odd' } },
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('psychic')).toEqual([]);
      expect(g.facts('psychic', 'app')).toEqual([
        { kind: 'app', key: 'psychic', said: { action: 'view-2', target: 'odd' } },
      ]);
    },
  },
  {
    name: 'weights do not limit a record: a variant whose default weight is 0 (Psychic, view 2) is accepted',
    cite: 'issue 11 §4: Weights steer the draw; they do not limit what a record may state',
    deal: 'psychic villager seer villager villager | villager tanner robber',
    app: { psychic: { action: 'view-2', target: 'any' } },
    night: [{ call: 'psychic', targets: ['Cat', 'Eve'] }],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('psychic')).toEqual(['Ann:Cat=seer', 'Ann:Eve=villager']),
  },
]);

// --- the Oracle -------------------------------------------------------------------------------------------

const ORACLE_ALIEN = 'oracle alien villager villager villager | villager seer robber';
const oracleApp = (oracle: Record<string, unknown>, aliens: Record<string, unknown> = { action: 'stare' }) => ({
  oracle,
  aliens,
  ripple: NO_RIPPLE,
});

table('Oracle', [
  {
    name: 'she answers the app first of all; her answer is recorded as the app heard it',
    cite: 'The Oracle wakes up and may resond to the app, which will ask her a question. She responds by tapping an answer on the app.',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'even-odd', answer: 'odd' }),
    votes: ROUND5,
    deaths: [],
    check: (g) => {
      expect(g.script()[0]).toBe('oracle@-9');
      expect(g.actors('oracle')).toEqual(['Ann']);
      expect(g.facts('oracle', 'oracle')).toEqual([
        { kind: 'oracle', question: 'even-odd', answer: 'odd', response: null, auto: false },
      ]);
    },
  },
  {
    name: 'alien team, yes, "card": her card becomes an Alien card; she is an Alien and her death makes the aliens lose',
    cite: 'FACTS §2 Alien Team: Yes → randomly one of: her card becomes an Alien card',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'alien-team', answer: 'yes', response: 'card' }),
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat', 'Dan', 'Eve'],
    teams: { Ann: 'alien', Ben: 'alien' },
    check: (g) => expect(g.player('Ann').role).toBe('alien'),
  },
  {
    name: 'alien team, yes, "team": she wins only if the aliens win, but is not an Alien (her death costs them nothing)',
    cite: 'FACTS §2 Alien Team: … OR she now wins only if the aliens win but is not an Alien',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'alien-team', answer: 'yes', response: 'team' }),
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann', 'Ben'],
    teams: { Ann: 'alien' },
  },
  {
    name: 'alien team, yes, "team": the aliens lose, so does she',
    cite: 'FACTS §2 Alien Team: … she now wins only if the aliens win',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'alien-team', answer: 'yes', response: 'team' }),
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
    teams: { Ann: 'alien' },
  },
  {
    name: 'alien team, yes, refused: she stays the Oracle on the village team',
    cite: 'FACTS §2 Alien Team: … OR refused ("you stay the Oracle, village team")',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'alien-team', answer: 'yes', response: 'refused' }),
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben'],
    teams: { Ann: 'village' },
  },
  {
    name: 'alien team, no: she stays on the village team',
    cite: 'FACTS §2 Alien Team: … No → stays village.',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'alien-team', answer: 'no' }),
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
  },
  {
    name: 'werewolf team, yes, "card": her card becomes a Werewolf card; her death is a Werewolf\'s',
    cite: 'FACTS §2 Werewolf Team: Yes → card becomes a Werewolf card, or refused.',
    deal: 'oracle werewolf villager villager villager | villager seer robber',
    app: { oracle: { question: 'werewolf-team', answer: 'yes', response: 'card' } },
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat', 'Dan', 'Eve'],
    teams: { Ann: 'werewolf' },
  },
  {
    name: 'werewolf team, yes, "card": she wins with the Werewolves',
    cite: 'FACTS §2 Werewolf Team: Yes → card becomes a Werewolf card',
    deal: 'oracle werewolf villager villager villager | villager seer robber',
    app: { oracle: { question: 'werewolf-team', answer: 'yes', response: 'card' } },
    votes: 'Cat Cat Dan Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben'],
  },
  {
    name: 'werewolf team, yes, refused: she stays on the village team',
    cite: 'FACTS §2 Werewolf Team: Yes → card becomes a Werewolf card, or refused. No → stays village',
    deal: 'oracle werewolf villager villager villager | villager seer robber',
    app: { oracle: { question: 'werewolf-team', answer: 'yes', response: 'refused' } },
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben'],
    teams: { Ann: 'village' },
  },
  {
    name: 'werewolf team, no: she stays on the village team',
    cite: 'FACTS §2 Werewolf Team: … No → stays village',
    deal: 'oracle werewolf villager villager villager | villager seer robber',
    app: { oracle: { question: 'werewolf-team', answer: 'no' } },
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
  },
  {
    name: 'vampire team, yes, "card": her card becomes a Vampire card; her death is a Vampire\'s',
    cite: 'FACTS §2 Vampire Team: Yes → card becomes a Vampire card, or refused.',
    deal: 'oracle vampire villager villager villager | villager seer robber',
    app: { oracle: { question: 'vampire-team', answer: 'yes', response: 'card' } },
    night: [{ call: 'vampires', target: 'Cat' }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Dan', 'Eve'],
    teams: { Ann: 'vampire', Cat: 'vampire' },
  },
  {
    name: 'vampire team, yes, "card": the Vampires may not give the Mark of the Vampire to her, she is one',
    cite: 'rulings #10: not a player who is a Vampire at that moment (card or Mark)',
    deal: 'oracle vampire villager villager villager | villager seer robber',
    app: { oracle: { question: 'vampire-team', answer: 'yes', response: 'card' } },
    night: [{ call: 'vampires', target: 'Ann' }],
    votes: ROUND5,
    rejects: [/night\[0\] vampires/, /Ann/],
  },
  {
    name: 'vampire team, yes, refused: she stays on the village team',
    cite: 'FACTS §2 Vampire Team: … or refused. No → stays village',
    deal: 'oracle vampire villager villager villager | villager seer robber',
    app: { oracle: { question: 'vampire-team', answer: 'yes', response: 'refused' } },
    night: [{ call: 'vampires', target: 'Cat' }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat'],
    teams: { Ann: 'village' },
  },
  {
    name: 'vampire team, no: she stays on the village team',
    cite: 'FACTS §2 Vampire Team: … No → stays village',
    deal: 'oracle vampire villager villager villager | villager seer robber',
    app: { oracle: { question: 'vampire-team', answer: 'no' } },
    night: [{ call: 'vampires', target: 'Ann' }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
    teams: { Ann: 'vampire' },
    check: (g) => expect(g.player('Ann').mark).toBe('vampire'),
  },
  {
    name: 'alien exchange, yes: the Aliens pass their cards (here to the left)',
    cite: 'FACTS §2 Alien Exchange: Yes → aliens must pass cards (Left/Right) this night',
    deal: 'oracle alien villager synthetic-alien villager | villager seer robber',
    app: oracleApp({ question: 'alien-exchange', answer: 'yes' }, { action: 'left' }),
    votes: ROUND5,
    check: (g) => {
      expect(g.card('Ben')).toBe('synthetic-alien');
      expect(g.card('Dan')).toBe('alien');
    },
  },
  {
    name: 'alien exchange, no: the Aliens keep their cards',
    cite: 'FACTS §2 Alien Exchange: … No → aliens keep cards',
    deal: 'oracle alien villager synthetic-alien villager | villager seer robber',
    app: oracleApp({ question: 'alien-exchange', answer: 'no' }, { action: 'stare' }),
    votes: ROUND5,
    check: (g) => {
      expect(g.card('Ben')).toBe('alien');
      expect(g.card('Dan')).toBe('synthetic-alien');
    },
  },
  {
    name: 'exchange, yes, "swap": she swaps her card with the center card she picks and is that role',
    cite: 'FACTS §2 Exchange with a center card? Yes → either she must swap with one center card',
    deal: 'oracle werewolf villager villager villager | villager tanner robber',
    app: { oracle: { question: 'exchange', answer: 'yes', response: 'swap' } },
    night: [{ call: 'oracle', center: 1 }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann'],
    teams: { Ann: 'tanner' },
    check: (g) => {
      expect(g.card('Ann')).toBe('tanner');
      expect(g.result.center).toEqual(['villager', 'oracle', 'robber']);
    },
  },
  {
    name: 'exchange, yes, refused: she keeps her card',
    cite: 'FACTS §2 Exchange: … or refused ("keep your card")',
    deal: 'oracle werewolf villager villager villager | villager tanner robber',
    app: { oracle: { question: 'exchange', answer: 'yes', response: 'refused' } },
    votes: ROUND5,
    check: (g) => {
      expect(g.card('Ann')).toBe('oracle');
      expect(g.result.center).toEqual(['villager', 'tanner', 'robber']);
    },
  },
  {
    name: 'exchange, no: she keeps her card',
    cite: 'FACTS §2 Exchange: … No → stays village',
    deal: 'oracle werewolf villager villager villager | villager tanner robber',
    app: { oracle: { question: 'exchange', answer: 'no' } },
    votes: ROUND5,
    teams: { Ann: 'village' },
    check: (g) => expect(g.card('Ann')).toBe('oracle'),
  },
  ...([1, 2, 3] as const).map((granted): Case => ({
    name: `center, yes, the app grants ${granted}: she views ${granted} center card${granted === 1 ? '' : 's'}`,
    cite: 'FACTS §2 Center: view all three center cards? Yes → app grants one, two or all three.',
    deal: 'oracle werewolf villager villager villager | seer tanner robber',
    app: { oracle: { question: 'center', answer: 'yes', response: granted } },
    night: [{ call: 'oracle', center: [0, 1, 2].slice(0, granted) }],
    votes: ROUND5,
    check: (g) =>
      expect(g.viewedBy('oracle')).toEqual(
        ['Ann:center0=seer', 'Ann:center1=tanner', 'Ann:center2=robber'].slice(0, granted),
      ),
  })),
  {
    name: 'center, yes, two granted: she may view fewer, or none',
    cite: 'FACTS §2 Center: … Yes → app grants one, two or all three (the Oracle "may" respond)',
    deal: 'oracle werewolf villager villager villager | seer tanner robber',
    app: { oracle: { question: 'center', answer: 'yes', response: 2 } },
    night: [],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('oracle')).toEqual([]),
  },
  {
    name: 'center, no: she views nothing',
    cite: 'FACTS §2 Center: … No → nothing',
    deal: 'oracle werewolf villager villager villager | seer tanner robber',
    app: { oracle: { question: 'center', answer: 'no' } },
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('oracle')).toEqual([]),
  },
  {
    name: 'ripple, yes: a ripple happens at the end of the night',
    cite: 'FACTS §2 Ripple: guarantee a ripple? Yes → a ripple will happen at end of night (None excluded).',
    deal: ORACLE_ALIEN,
    app: { oracle: { question: 'ripple', answer: 'yes' }, aliens: { action: 'stare' }, ripple: { type: 'one-minute' } },
    votes: ROUND5,
    check: (g) =>
      expect(g.event('ripple').facts).toContainEqual({ kind: 'app', key: 'ripple', said: { type: 'one-minute' } }),
  },
  {
    name: 'ripple, no: the normal chance (no ripple is possible)',
    cite: 'FACTS §2 Ripple: … No → normal ripple chance',
    deal: ORACLE_ALIEN,
    app: { oracle: { question: 'ripple', answer: 'no' }, aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    votes: ROUND5,
    deaths: [],
  },
  {
    name: 'even or odd: her answer is announced and changes nothing on the table',
    cite: 'FACTS §2 Even/Odd player number? App announces publicly whether the Oracle has an even or odd number',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'even-odd', answer: 'odd' }),
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    check: (g) => expect(g.facts('oracle', 'oracle')[0]!.answer).toBe('odd'),
  },
  {
    name: 'player number, approved: she views the card of the player she named',
    cite: 'FACTS §2 Player Number: Buttons 1…N; app either approves ("view Player N")',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'player-number', answer: 3, response: 3 }),
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('oracle')).toEqual(['Ann:Cat=villager']),
  },
  {
    name: 'player number, overridden: she views the card of the player the app names instead',
    cite: 'FACTS §2 Player Number: … or overrides with another random Player M',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'player-number', answer: 3, response: 2 }),
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('oracle')).toEqual(['Ann:Ben=alien']),
  },
  {
    name: 'player number, overridden with her own number: she views her own card',
    cite: "rulings #39: The player-number override names another number than hers, which may be her own seat's",
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'player-number', answer: 3, response: 1 }),
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('oracle')).toEqual(['Ann:Ann=oracle']),
  },
  {
    name: 'number, guessed right: the usual win rules',
    cite: 'FACTS §2 Number: Right → she may keep her eyes open for the rest of the night.',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'number', answer: 4, response: 4 }),
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben'],
  },
  {
    name: 'number, guessed wrong, the Oracle dies: every other player wins',
    cite: 'FACTS §2 Number: Wrong → every *other* player now wins if the Oracle dies',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'number', answer: 4, response: 7 }),
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
  },
  {
    name: 'number, guessed wrong, the Oracle survives: she wins, the others as usual',
    cite: 'FACTS §2 Number: … the Oracle wins only if she survives',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'number', answer: 4, response: 7 }),
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
  },
  {
    name: 'her card in the center: the app answers for her; nobody acts',
    cite: 'If she does not respond for any reason (including if the card is not given to any player, but is instead in the center), the app will choose an answer for her.',
    deal: 'alien villager villager villager villager | oracle seer robber',
    app: oracleApp({ question: 'center', answer: 'yes', response: 3 }),
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('oracle')).toEqual([]);
      expect(g.facts('oracle', 'oracle')[0]).toMatchObject({ question: 'center', answer: 'yes', auto: true });
      expect(g.viewedBy('oracle')).toEqual([]);
    },
  },
  {
    name: 'her card in the center: nobody may answer her follow-up',
    cite: 'Sometimes, the app will ask for a player with a certain role to do something, and that role card will be in the center. If that happens, the app will choose an answer itself.',
    deal: 'alien villager villager villager villager | oracle seer robber',
    app: oracleApp({ question: 'center', answer: 'yes', response: 3 }),
    night: [{ call: 'oracle', center: [0] }],
    votes: ROUND5,
    rejects: [/night\[0\] oracle/, /nobody/i],
  },
  {
    name: 'her card became an Alien card: whoever holds it at the end is the Alien (the card moves, the change with it)',
    cite: 'FACTS §2: "Your card is now an X card": wording suggests the Oracle *card* changes (options.ts oracleChangeFollowsPlayer off)',
    deal: 'oracle alien rascal villager villager | villager seer robber',
    app: {
      oracle: { question: 'alien-team', answer: 'yes', response: 'card' },
      aliens: { action: 'stare' },
      rascal: { action: 'robber', target: 'any' },
      ripple: NO_RIPPLE,
    },
    night: [{ call: 'rascal', target: 'Ann' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Dan', 'Eve'],
    teams: { Cat: 'alien', Ann: 'village' },
    check: (g) => expect(g.player('Cat').role).toBe('alien'),
  },
  {
    name: 'house rule oracleChangeFollowsPlayer: she stays the Alien when her card moves',
    cite: 'options.ts oracleChangeFollowsPlayer: The Oracle\'s "your card is now an Alien (Werewolf, Vampire) card" follows the player, not the card.',
    deal: 'oracle alien rascal villager villager | villager seer robber',
    app: {
      oracle: { question: 'alien-team', answer: 'yes', response: 'card' },
      aliens: { action: 'stare' },
      rascal: { action: 'robber', target: 'any' },
      ripple: NO_RIPPLE,
    },
    options: { oracleChangeFollowsPlayer: true },
    night: [{ call: 'rascal', target: 'Ann' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben'],
    teams: { Cat: 'village', Ann: 'alien' },
  },
  {
    name: 'her card in the center, the app\'s "yes, card": the Oracle card there becomes an Alien card, and its taker an Alien',
    cite: 'rulings #39: With her card in the center the app\'s answer still acts: a "yes, card" turns the Oracle card lying in the center into that card.',
    deal: 'alien rascal villager villager villager | oracle seer robber',
    app: {
      oracle: { question: 'alien-team', answer: 'yes', response: 'card' },
      aliens: { action: 'stare' },
      rascal: { action: 'drunk', target: 'center' },
      ripple: NO_RIPPLE,
    },
    night: [{ call: 'rascal', center: 0 }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
    teams: { Ben: 'alien' },
  },
  {
    name: 'number, guessed wrong and the Oracle dies: a voter for the Mark of Disease still cannot win',
    cite: 'rulings #39: A wrong guess … applied before the Marks (a Traitor or a vote for the Disease still loses).',
    deal: 'oracle diseased villager villager villager | villager seer robber',
    app: { oracle: { question: 'number', answer: 4, response: 7 } },
    night: [{ call: 'diseased', target: 'Cat' }],
    votes: 'Ben Ann Ann Ann Cat',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan'],
  },
  {
    name: 'the Oracle is on the village team',
    cite: 'The Oracle is on the Village team.',
    deal: ORACLE_ALIEN,
    app: oracleApp({ question: 'even-odd', answer: 'even' }),
    votes: 'Ben Ann Ben Ben Ben',
    teams: { Ann: 'village' },
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
  },
]);

// --- the Aliens ---------------------------------------------------------------------------------------------

/** Ann (Player 1) and Cat (Player 3) are Aliens at a table of six. */
const TWO_ALIENS = 'alien seer alien robber tanner villager | villager werewolf troublemaker';
const aliensApp = (aliens: Record<string, unknown>) => ({ aliens, ripple: NO_RIPPLE });

table('Aliens', [
  {
    name: 'the Aliens, the Synthetic, Groob and Zerb wake together and look for each other',
    cite: 'Aliens (including the "regular" Aliens, Synthetic, Groob, and Zerb) wake up and look for other Aliens.',
    deal: 'alien synthetic-alien groob villager villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('aliens')).toEqual(['Ann', 'Ben', 'Cat']);
      expect(g.saw('aliens')).toEqual(['Ann', 'Ben', 'Cat']);
    },
  },
  {
    name: 'Zerb wakes with the Aliens too',
    cite: 'Aliens (including the "regular" Aliens, Synthetic, Groob, and Zerb) wake up and look for other Aliens.',
    deal: 'villager zerb villager alien villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    check: (g) => expect(g.actors('aliens')).toEqual(['Ben', 'Dan']),
  },
  {
    name: 'the app tells them what to do next: the instruction is part of their step',
    cite: 'Then the app will direct the Aliens as to what to do next.',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'show' }),
    votes: ROUND6,
    check: (g) => expect(g.facts('aliens', 'app')).toEqual([{ kind: 'app', key: 'aliens', said: { action: 'show' } }]),
  },
  {
    name: 'view, any: each Alien views one card of her own choice',
    cite: 'FACTS §1 View: each alien separately may secretly look at one card from [target]',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'view', target: 'any' }),
    night: [
      { call: 'aliens', by: 'Ann', target: 'Dan' },
      { call: 'aliens', by: 'Cat', target: 'Ben' },
    ],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('aliens')).toEqual(['Ann:Dan=robber', 'Cat:Ben=seer']),
  },
  {
    name: 'view, any: the two entries may come in either order',
    cite: 'docs/record-format.md: `view`: one entry per Alien with `by` and `target`',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'view', target: 'any' }),
    night: [
      { call: 'aliens', by: 'Cat', target: 'Ben' },
      { call: 'aliens', by: 'Ann', target: 'Dan' },
    ],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('aliens').sort()).toEqual(['Ann:Dan=robber', 'Cat:Ben=seer']),
  },
  {
    name: 'view, even: each views an even-numbered player',
    cite: 'FACTS §1 Targets for View/All View: … specific numbers, any even, any odd',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'view', target: 'even' }),
    night: [
      { call: 'aliens', by: 'Ann', target: 'Ben' },
      { call: 'aliens', by: 'Cat', target: 'Fay' },
    ],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('aliens')).toEqual(['Ann:Ben=seer', 'Cat:Fay=villager']),
  },
  {
    name: "view, odd: each views an odd-numbered player (another Alien's card included)",
    cite: 'FACTS §1 … REV1 also saw aliens view "an odd player\'s card"',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'view', target: 'odd' }),
    night: [
      { call: 'aliens', by: 'Ann', target: 'Eve' },
      { call: 'aliens', by: 'Cat', target: 'Ann' },
    ],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('aliens')).toEqual(['Ann:Eve=tanner', 'Cat:Ann=alien']),
  },
  {
    name: 'view, named players: each views one of the players the app named',
    cite: 'FACTS §1 Targets: … 1–3 specific player numbers joined with "or"',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'view', target: [2, 4] }),
    night: [
      { call: 'aliens', by: 'Ann', target: 'Dan' },
      { call: 'aliens', by: 'Cat', target: 'Dan' },
    ],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('aliens')).toEqual(['Ann:Dan=robber', 'Cat:Dan=robber']),
  },
  {
    name: 'view: an Alien may view nothing',
    cite: 'FACTS §1 View: each alien separately *may* secretly look at one card',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'view', target: 'any' }),
    night: [{ call: 'aliens', by: 'Cat', target: 'Eve' }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('aliens')).toEqual(['Cat:Eve=tanner']),
  },
  {
    name: 'all view: the Aliens pick one card together and all see it',
    cite: 'FACTS §1 All View: the aliens jointly pick one card from [target] and all see it',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'all-view', target: 'even' }),
    night: [{ call: 'aliens', target: 'Dan' }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('aliens')).toEqual(['Ann:Dan=robber', 'Cat:Dan=robber']),
  },
  {
    name: 'all view, named players',
    cite: 'FACTS §1 All View: the aliens jointly pick one card from [target]',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'all-view', target: [5] }),
    night: [{ call: 'aliens', target: 'Eve' }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('aliens')).toEqual(['Ann:Eve=tanner', 'Cat:Eve=tanner']),
  },
  {
    name: 'stare: nothing else happens',
    cite: 'FACTS §1 Stare: nothing else',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    check: (g) => {
      expect(g.viewedBy('aliens')).toEqual([]);
      expect(g.result.players.map((p) => p.card)).toEqual(['alien', 'seer', 'alien', 'robber', 'tanner', 'villager']);
    },
  },
  {
    name: 'timer: nothing to choose and nothing moves (the discussion is shorter)',
    cite: 'FACTS §1 Timer: day discussion timer is halved',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'timer' }),
    votes: 'Cat Ann Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Dan', 'Fay'],
  },
  {
    name: 'left: every Alien hands her card to the next Alien on her left (clockwise), round the table',
    cite: 'FACTS §1 Left: every alien hands its own card to the next alien on its left',
    deal: 'alien villager synthetic-alien villager zerb villager | villager seer robber',
    app: aliensApp({ action: 'left' }),
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Ann')).toBe('zerb');
      expect(g.card('Cat')).toBe('alien');
      expect(g.card('Eve')).toBe('synthetic-alien');
      expect(g.card('Ben')).toBe('villager');
    },
  },
  {
    name: 'right: every Alien hands her card to the next Alien on her right (counterclockwise)',
    cite: 'FACTS §1 Right: same, to the right',
    deal: 'alien villager synthetic-alien villager zerb villager | villager seer robber',
    app: aliensApp({ action: 'right' }),
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Ann')).toBe('synthetic-alien');
      expect(g.card('Cat')).toBe('zerb');
      expect(g.card('Eve')).toBe('alien');
    },
  },
  {
    name: 'left, not starting from Player 1: the next Alien clockwise from the last one is the first',
    cite: 'docs/record-format.md: "the next Alien on its left" is the first Alien met going clockwise',
    deal: 'villager groob villager villager synthetic-alien villager | villager seer robber',
    app: aliensApp({ action: 'left' }),
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Ben')).toBe('synthetic-alien');
      expect(g.card('Eve')).toBe('groob');
    },
  },
  {
    name: 'left: who holds a passed Synthetic card is on his team at the end',
    cite: 'When the app refers to "Aliens" it includes the Synthetic Alien, even though he is on a different team.',
    deal: 'alien villager synthetic-alien villager villager villager | villager seer robber',
    app: aliensApp({ action: 'left' }),
    votes: ROUND6,
    teams: { Ann: 'synthetic-alien', Cat: 'alien' },
  },
  {
    name: 'left with a single Alien awake: nothing moves',
    cite: 'rulings #41: with one Alien awake … Left/Right move nothing',
    deal: 'alien villager villager tanner villager | synthetic-alien seer robber',
    app: aliensApp({ action: 'left' }),
    votes: ROUND5,
    check: (g) =>
      expect(g.result.players.map((p) => p.card)).toEqual(['alien', 'villager', 'villager', 'tanner', 'villager']),
  },
  {
    name: 'a frightened Alien does not wake: the others pass their cards among themselves',
    cite: 'rulings #41: Only the Aliens who woke (not held back by Fear) pass cards or tap.',
    deal: 'alien villager zerb the-count synthetic-alien villager | villager seer robber',
    app: aliensApp({ action: 'left' }),
    night: [
      { call: 'vampires', target: 'Fay' },
      { call: 'the-count', target: 'Cat' },
    ],
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('aliens')).toEqual(['Ann', 'Eve']);
      expect(g.card('Ann')).toBe('synthetic-alien');
      expect(g.card('Eve')).toBe('alien');
      expect(g.card('Cat')).toBe('zerb');
    },
  },
  {
    name: 'show: the Aliens show each other their cards',
    cite: 'FACTS §1 Show: aliens show their cards to each other',
    deal: 'alien seer synthetic-alien robber tanner villager | villager werewolf troublemaker',
    app: aliensApp({ action: 'show' }),
    votes: ROUND6,
    check: (g) =>
      expect(g.facts('aliens', 'showed-cards')).toEqual([
        { kind: 'showed-cards', players: [0, 2], cards: ['alien', 'synthetic-alien'] },
      ]),
  },
  {
    name: 'new alien: the player tapped becomes an Alien; his death makes the aliens lose',
    cite: 'In some cases, the Aliens may have the ability to change a player into an Alien.',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'new-alien', group: 'everyone' }),
    night: [{ call: 'aliens', target: 'Dan' }],
    votes: 'Dan Dan Dan Ann Dan Dan',
    deaths: ['Dan'],
    winners: ['Ben', 'Fay'],
    teams: { Dan: 'alien' },
    check: (g) => {
      expect(g.card('Dan')).toBe('robber');
      expect(g.player('Dan').role).toBe('alien');
    },
  },
  {
    name: 'new alien: he wins with the aliens when no Alien dies',
    cite: 'FACTS §1 New Alien: [group] put out a fist; aliens tap one; that *player* becomes an Alien whatever card he holds',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'new-alien', group: 'even' }),
    night: [{ call: 'aliens', target: 'Dan' }],
    votes: 'Ben Eve Ben Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan'],
  },
  {
    name: "new alien: the *player* stays an Alien when his card moves; the card's new holder is not one",
    cite: 'In this particular case, the *player* remains an Alien, regardless of what his card is.',
    deal: 'alien seer alien robber tanner rascal | villager werewolf troublemaker',
    app: { ...aliensApp({ action: 'new-alien', group: 'odd' }), rascal: { action: 'troublemaker', target: 'any-two' } },
    night: [
      { call: 'aliens', target: 'Eve' },
      { call: 'rascal', targets: ['Eve', 'Ben'] },
    ],
    votes: 'Eve Eve Eve Eve Ann Eve',
    deaths: ['Eve'],
    winners: ['Dan', 'Fay'],
    teams: { Eve: 'alien', Ben: 'tanner' },
    check: (g) => expect(g.card('Eve')).toBe('seer'),
  },
  {
    name: 'new alien, odd players hold out a fist',
    cite: 'FACTS §1 Group for New Alien/Alien Helper: everyone / odd players / even players',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'new-alien', group: 'odd' }),
    night: [{ call: 'aliens', target: 'Eve' }],
    votes: ROUND6,
    teams: { Eve: 'alien' },
  },
  {
    name: 'alien helper: the player tapped joins the alien team but is not an Alien (his death costs them nothing)',
    cite: 'FACTS §1 Alien Helper: [group] put out a fist; aliens tap one; that player joins the alien team but is not an Alien',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'alien-helper', group: 'everyone' }),
    night: [{ call: 'aliens', target: 'Dan' }],
    votes: 'Dan Dan Dan Ann Dan Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Cat', 'Dan'],
    teams: { Dan: 'alien' },
    check: (g) => expect(g.player('Dan').role).toBe('robber'),
  },
  {
    name: 'alien helper: he loses with the aliens',
    cite: 'FACTS §1 Alien Helper: … that player joins the alien team',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'alien-helper', group: 'even' }),
    night: [{ call: 'aliens', target: 'Fay' }],
    votes: 'Cat Ann Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Dan'],
    teams: { Fay: 'alien' },
  },
  {
    name: 'an Alien killed: the alien team loses, the village wins',
    cite: 'If any Alien is killed at the end of the game, the alien team loses.',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Cat Ann Cat Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben', 'Dan', 'Fay'],
    teams: { Ann: 'alien', Cat: 'alien', Eve: 'tanner' },
  },
  {
    name: 'no Alien killed: the alien team wins, the village loses',
    cite: 'FACTS §5: alien team wins if ≥1 player is an Alien and no Alien dies',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'stare' }),
    votes: 'Dan Dan Dan Ann Dan Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Cat'],
  },
  {
    name: "a card that became an Alien during the night (the Oracle's) is an Alien: its holder's death makes the aliens lose",
    cite: 'For the roles below, "Alien" includes the regular Aliens, Groob, Zerb, and any other card that becomes and Alien during the Night phase.',
    deal: 'oracle alien villager villager villager | villager seer robber',
    app: {
      oracle: { question: 'alien-team', answer: 'yes', response: 'card' },
      aliens: { action: 'stare' },
      ripple: NO_RIPPLE,
    },
    votes: 'Cat Cat Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat', 'Dan', 'Eve'],
  },
  {
    name: 'the Alien cards all in the center: nobody wakes; nobody is an Alien; the village wins if nobody dies',
    cite: 'FACTS §5: Village wins if ≥1 Alien dies; also if nobody is an Alien and nobody dies',
    deal: 'seer villager villager villager villager | alien alien robber',
    app: aliensApp({ action: 'view', target: 'any' }),
    votes: ROUND5,
    deaths: [],
    winners: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
    check: (g) => expect(g.actors('aliens')).toEqual([]),
  },
  {
    name: 'the Alien cards all in the center and someone dies: nobody wins',
    cite: 'rulings #28: With no Werewolf and no Vampire among the players the village wins only if nobody dies',
    deal: 'seer villager villager villager villager | alien alien robber',
    app: aliensApp({ action: 'view', target: 'any' }),
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: [],
  },
  {
    name: 'the Alien is on the alien team',
    cite: 'The Alien is on the Alien team.',
    deal: TWO_ALIENS,
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    teams: { Ann: 'alien', Cat: 'alien', Ben: 'village' },
  },
]);

// --- the Synthetic Alien ----------------------------------------------------------------------------------

table('Synthetic Alien', [
  {
    name: 'he wakes with the Aliens',
    cite: 'The Synthetic Alien wakes up with the Aliens.',
    deal: 'synthetic-alien alien villager villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND5,
    check: (g) => expect(g.actors('aliens')).toEqual(['Ann', 'Ben']),
  },
  {
    name: 'the app\'s "Aliens" include him: he views a card like each Alien',
    cite: 'When the app refers to "Aliens" it includes the Synthetic Alien, even though he is on a different team.',
    deal: 'synthetic-alien alien villager tanner villager | villager seer robber',
    app: aliensApp({ action: 'view', target: 'even' }),
    night: [
      { call: 'aliens', by: 'Ann', target: 'Dan' },
      { call: 'aliens', by: 'Ben', target: 'Dan' },
    ],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('aliens')).toEqual(['Ann:Dan=tanner', 'Ben:Dan=tanner']),
  },
  {
    name: 'he dies: he wins; the alien and village teams lose',
    cite: 'he only wins if he dies. If the Synthetic dies, everyone on the alien and villager teams lose.',
    deal: 'synthetic-alien alien villager villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann'],
    teams: { Ann: 'synthetic-alien', Ben: 'alien' },
  },
  {
    name: 'he lives: he loses, and the teams play as usual',
    cite: 'so he only wins if he dies',
    deal: 'synthetic-alien alien villager villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
  },
  {
    name: 'nobody dies: the aliens win, he loses',
    cite: 'so he only wins if he dies',
    deal: 'synthetic-alien alien villager villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND5,
    deaths: [],
    winners: ['Ben'],
  },
  {
    name: 'the Tanner dies, he lives: he loses, the Tanner wins, the aliens win',
    cite: 'If the Synthetic dies, everyone on the alien and villager teams lose.',
    deal: 'synthetic-alien alien tanner villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Ann Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben', 'Cat'],
  },
  {
    name: 'he dies, the Tanner lives: only he wins',
    cite: 'If the Synthetic dies, everyone on the alien and villager teams lose.',
    deal: 'synthetic-alien alien tanner villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Ann Ann Cat Ann',
    deaths: ['Ann'],
    winners: ['Ann'],
  },
  {
    name: 'he and the Tanner both die: both win',
    cite: 'If the Synthetic dies, everyone on the alien and villager teams lose. (The Tanner keeps his own rule.)',
    deal: 'synthetic-alien alien tanner villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Cat Ann Ann Ben',
    deaths: ['Ann', 'Cat'],
    winners: ['Ann', 'Cat'],
  },
  {
    name: 'house rule syntheticBeatsEveryone: his death makes every other team lose, the Tanner too',
    cite: 'options.ts syntheticBeatsEveryone: The Synthetic Alien dies: every other team loses (getting-started guide)',
    deal: 'synthetic-alien alien tanner villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    options: { syntheticBeatsEveryone: true },
    votes: 'Cat Cat Ann Ann Ben',
    deaths: ['Ann', 'Cat'],
    winners: ['Ann'],
  },
  {
    name: 'the Synthetic is on his own team',
    cite: 'The Synthetic Alien is on his own team.',
    deal: 'synthetic-alien alien villager villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND5,
    teams: { Ann: 'synthetic-alien' },
  },
]);

// --- the Cow -----------------------------------------------------------------------------------------------

table('Cow', [
  {
    name: 'an Alien beside her tips her; a Cow with no Alien beside her is not tipped',
    cite: 'The Cow sticks out her fist while the Aliens are awake. If any Alien is sitting next to the Cow, one Alien must tap her on the fist, which tips her.',
    deal: 'alien cow villager villager cow villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('cow')).toEqual(['Ben', 'Eve']);
      expect(g.facts('cow', 'tipped')).toEqual([
        { kind: 'tipped', cow: 1, by: [0] },
        { kind: 'tipped', cow: 4, by: [] },
      ]);
    },
  },
  {
    name: 'Aliens on both sides: either may tip her (one must)',
    cite: 'If any Alien is sitting next to the Cow, one Alien must tap her on the fist',
    deal: 'alien cow synthetic-alien villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND5,
    check: (g) => expect([...g.facts('cow', 'tipped')[0]!.by].sort()).toEqual([0, 2]),
  },
  {
    name: 'her right neighbour (the last player) is beside her too',
    cite: 'If any Alien is sitting next to the Cow',
    deal: 'cow villager villager villager alien | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND5,
    check: (g) => expect(g.facts('cow', 'tipped')).toEqual([{ kind: 'tipped', cow: 0, by: [4] }]),
  },
  {
    name: "she comes right after the Aliens' call, while they are awake",
    cite: 'The Cow sticks out her fist while the Aliens are awake. (1-C: Cow)',
    deal: 'alien cow villager villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND5,
    check: (g) => {
      const steps = g.steps().map((e) => e.step);
      expect(steps.indexOf('cow')).toBe(steps.indexOf('aliens') + 1);
    },
  },
  {
    name: 'the Alien beside her held back by Fear: she is not tipped',
    cite: 'rulings #42: "if any Alien is sitting next to the Cow" means an Alien who woke at 1-A sits beside her',
    deal: 'alien cow vampire the-count villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Ann' },
    ],
    votes: ROUND5,
    check: (g) => expect(g.facts('cow', 'tipped')).toEqual([{ kind: 'tipped', cow: 1, by: [] }]),
  },
  {
    name: 'the Cow is on the village team',
    cite: 'The Cow is on the villager team.',
    deal: 'alien cow villager villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
    teams: { Ben: 'village' },
  },
]);

// --- Groob and Zerb ----------------------------------------------------------------------------------------

/** Ann is Groob (1), Cat is Zerb (3), Eve a regular Alien (5). */
const GROOB_ZERB = 'groob villager zerb villager alien villager | villager seer robber';

table('Groob and Zerb', [
  {
    name: 'they wake with the Aliens, then together later and look at each other',
    cite: 'Groob and Zerb wake up with the Aliens, and then wake up together later and look at each other.',
    deal: GROOB_ZERB,
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('aliens')).toEqual(['Ann', 'Cat', 'Eve']);
      expect(g.actors('groob-zerb')).toEqual(['Ann', 'Cat']);
      expect(g.saw('groob-zerb')).toEqual(['Ann', 'Cat']);
      expect(g.script().indexOf('groob-zerb@1-D')).toBeGreaterThan(g.script().indexOf('aliens@1-A'));
    },
  },
  {
    name: 'both in the game: each is on her own team',
    cite: 'Groob and Zerb are on the Alien team, unless both are in the game, in which case they are on their own teams.',
    deal: GROOB_ZERB,
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    teams: { Ann: 'groob', Cat: 'zerb', Eve: 'alien' },
  },
  {
    name: 'Zerb dies, Groob lives: Groob wins, the village wins too, the other Aliens lose',
    cite: 'Groob only wins if Zerb dies and Groob stays alive … In both cases, the villager team wins as well, since at least one Alien was killed. Any other Aliens in the game lose if either Zerb or Groob dies.',
    deal: GROOB_ZERB,
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Cat Ann Cat Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Fay'],
  },
  {
    name: 'Groob dies, Zerb lives: Zerb wins, the village wins too, the other Aliens lose',
    cite: 'and Zerb only wins if Groob dies and Zerb stays alive.',
    deal: GROOB_ZERB,
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Ann Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Fay'],
  },
  {
    name: 'both die: neither wins (each had to stay alive); the village wins',
    cite: 'Groob only wins if Zerb dies and Groob stays alive, and Zerb only wins if Groob dies and Zerb stays alive.',
    deal: GROOB_ZERB,
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Ann Ann Cat Ann Cat',
    deaths: ['Ann', 'Cat'],
    winners: ['Ben', 'Dan', 'Fay'],
  },
  {
    name: 'nobody dies: neither wins; the other Aliens win',
    cite: 'Groob only wins if Zerb dies … Zerb only wins if Groob dies',
    deal: GROOB_ZERB,
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    deaths: [],
    winners: ['Eve'],
  },
  {
    name: 'another Alien dies: neither wins; the village wins',
    cite: 'Groob only wins if Zerb dies and Groob stays alive',
    deal: GROOB_ZERB,
    app: aliensApp({ action: 'stare' }),
    votes: 'Eve Eve Eve Eve Ann Eve',
    deaths: ['Eve'],
    winners: ['Ben', 'Dan', 'Fay'],
  },
  {
    name: 'only Groob in the game: she is an Alien on the alien team as normal',
    cite: 'If only one of the two is in the game, she is on the alien team as normal.',
    deal: 'groob villager alien villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND5,
    deaths: [],
    winners: ['Ann', 'Cat'],
    teams: { Ann: 'alien' },
  },
  {
    name: "only Zerb in the game: her death is an Alien's, the village wins",
    cite: 'If only one of the two is in the game, she is on the alien team as normal.',
    deal: 'villager zerb alien villager villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Dan', 'Eve'],
    teams: { Ben: 'alien' },
  },
  {
    name: 'only Groob in the game (Zerb in the center): she is on the alien team',
    cite: 'If only one of the two is in the game, she is on the alien team as normal.',
    deal: 'groob villager villager villager villager | zerb seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND5,
    teams: { Ann: 'alien' },
  },
]);

// --- the Leader ----------------------------------------------------------------------------------------------

/** Ann and Eve are Aliens, Cat the Leader. */
const LEADER = 'alien villager leader villager alien villager | villager seer robber';

table('Leader', [
  {
    name: "she wakes and sees the Aliens' thumbs",
    cite: 'The Leader wakes up, and all players who are Aliens keep their eyes closed and put out their thumbs.',
    deal: LEADER,
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('leader')).toEqual(['Cat']);
      expect(g.facts('leader', 'saw')).toEqual([{ kind: 'saw', players: [0, 4], of: 'aliens' }]);
    },
  },
  {
    name: 'the Synthetic, an Alien, puts out his thumb too',
    cite: 'all players who are Aliens keep their eyes closed and put out their thumbs',
    deal: 'synthetic-alien villager leader villager alien villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    check: (g) => expect(g.facts('leader', 'saw')).toEqual([{ kind: 'saw', players: [0, 4], of: 'aliens' }]),
  },
  {
    name: 'a player the Aliens made an Alien puts out his thumb',
    cite: 'all players who are Aliens … put out their thumbs (In this particular case, the *player* remains an Alien)',
    deal: LEADER,
    app: aliensApp({ action: 'new-alien', group: 'everyone' }),
    night: [{ call: 'aliens', target: 'Fay' }],
    votes: ROUND6,
    check: (g) => expect(g.facts('leader', 'saw')).toEqual([{ kind: 'saw', players: [0, 4, 5], of: 'aliens' }]),
  },
  {
    name: 'Groob and Zerb both in the game point at each other instead of putting out their thumbs',
    cite: 'If both Zerb and Groob are in the game and saw each other when they woke up, they point at each other (with their eyes closed) instead of putting out their thumbs.',
    deal: 'groob villager leader zerb alien villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    check: (g) =>
      expect(g.facts('leader', 'saw')).toEqual([
        { kind: 'saw', players: [4], of: 'aliens' },
        { kind: 'saw', players: [0, 3], of: 'groob-zerb' },
      ]),
  },
  {
    name: 'without Groob and Zerb both in the game she wins with the village',
    cite: 'If Zerb and Groob are *not* both in the game, the Leader wins with the villager team.',
    deal: LEADER,
    app: aliensApp({ action: 'stare' }),
    votes: 'Eve Ann Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Fay'],
    teams: { Cat: 'village' },
  },
  {
    name: 'Groob and Zerb both in the game, both alive: she wins (the village does not)',
    cite: 'If both of them are in the game, the only way the Leader wins is if both Zerb and Groob are alive at the end of the game.',
    deal: 'groob villager leader zerb alien villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Ben Fay Ben Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Cat', 'Eve'],
    teams: { Cat: 'leader' },
  },
  {
    name: 'Groob and Zerb both in the game, Zerb dies: she loses',
    cite: 'the only way the Leader wins is if both Zerb and Groob are alive at the end of the game.',
    deal: 'groob villager leader zerb alien villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Dan Dan Dan Ann Dan Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben', 'Fay'],
  },
  {
    name: 'every player on the alien team votes for the Leader: the aliens win and the village loses, even though an Alien dies',
    cite: 'In addition, the villager team loses and the alien team wins if all of the players on the alien team (including Zerb and Groob, if either or both are in the game) point to the Leader, even if an Alien is killed.',
    deal: LEADER,
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Ann Ann Ann Cat Ann',
    deaths: ['Ann'],
    winners: ['Ann', 'Eve'],
  },
  {
    name: 'one Alien does not vote for the Leader: the usual rules (an Alien died, the village wins)',
    cite: 'the villager team loses and the alien team wins if *all* of the players on the alien team … point to the Leader',
    deal: LEADER,
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Ann Ann Ann Ben Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Fay'],
  },
  {
    name: 'the alien team includes Groob and Zerb: all of them vote for the Leader, the aliens win',
    cite: 'if all of the players on the alien team (including Zerb and Groob, if either or both are in the game) point to the Leader',
    deal: 'groob villager leader zerb alien villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Eve Eve Cat Cat Eve',
    deaths: ['Cat', 'Eve'],
    check: (g) => {
      expect(g.player('Eve').won).toBe(true);
      expect(g.player('Ben').won).toBe(false);
      expect(g.player('Fay').won).toBe(false);
    },
  },
  {
    name: 'Groob alone does not vote for the Leader: no alien-team win by the Leader',
    cite: 'if all of the players on the alien team (including Zerb and Groob, if either or both are in the game) point to the Leader',
    deal: 'groob villager leader villager alien villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Ben Eve Eve Eve Cat Eve',
    deaths: ['Eve'],
    winners: ['Ben', 'Cat', 'Dan', 'Fay'],
  },
  {
    name: 'the Alien Helper is on the alien team: the Leader rule needs his vote too',
    cite: 'if all of the players on the alien team … point to the Leader',
    deal: LEADER,
    app: aliensApp({ action: 'alien-helper', group: 'everyone' }),
    night: [{ call: 'aliens', target: 'Fay' }],
    votes: 'Cat Ann Ann Ann Cat Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan'],
  },
  {
    name: 'the Alien Helper votes for the Leader with the Aliens: the aliens win',
    cite: 'if all of the players on the alien team … point to the Leader, even if an Alien is killed',
    deal: LEADER,
    app: aliensApp({ action: 'alien-helper', group: 'everyone' }),
    night: [{ call: 'aliens', target: 'Fay' }],
    votes: 'Cat Ann Ann Ann Cat Cat',
    deaths: ['Ann', 'Cat'],
    winners: ['Ann', 'Eve', 'Fay'],
  },
  {
    name: 'Groob frightened (Mark of Fear) does not see Zerb: both put out their thumbs instead of pointing',
    cite: 'If both Zerb and Groob are in the game and saw each other when they woke up, they point at each other … instead of putting out their thumbs. (rulings #9: the frightened player does not wake)',
    deal: 'groob villager leader zerb the-count villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    night: [
      { call: 'vampires', target: 'Fay' },
      { call: 'the-count', target: 'Ann' },
    ],
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('groob-zerb')).toEqual(['Dan']);
      expect(g.facts('leader', 'saw')).toEqual([{ kind: 'saw', players: [0, 3], of: 'aliens' }]);
    },
  },
  {
    name: 'the Alien Helper is no Alien: no thumb for him',
    cite: 'all players who are Aliens keep their eyes closed and put out their thumbs (FACTS §1 Alien Helper: … joins the alien team but is not an Alien)',
    deal: LEADER,
    app: aliensApp({ action: 'alien-helper', group: 'everyone' }),
    night: [{ call: 'aliens', target: 'Fay' }],
    votes: ROUND6,
    check: (g) => expect(g.facts('leader', 'saw')).toEqual([{ kind: 'saw', players: [0, 4], of: 'aliens' }]),
  },
  {
    name: 'the Synthetic is not on the alien team: the Aliens alone vote for the Leader and win',
    cite: 'if all of the players on the alien team … point to the Leader (The Synthetic Alien is on his own team.)',
    deal: 'alien villager leader villager synthetic-alien villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Ann Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann'],
  },
  {
    name: 'a two-hand vote: an Alien whose second hand points elsewhere did not choose the Leader',
    cite: 'rulings #44: when every player on the alien team … voted for a holder of the Leader card — both hands, in a two-hand vote',
    deal: LEADER,
    app: { aliens: { action: 'stare' }, ripple: { type: 'two-hand-vote', group: [1] } },
    votes: [['Cat', 'Ben'], 'Ann', 'Ann', 'Ann', 'Cat', 'Ann'],
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Fay'],
  },
  {
    name: 'a two-hand vote: both hands on the Leader, the aliens win',
    cite: 'rulings #44: … voted for a holder of the Leader card — both hands, in a two-hand vote',
    deal: LEADER,
    app: { aliens: { action: 'stare' }, ripple: { type: 'two-hand-vote', group: [1] } },
    votes: [['Cat', 'Cat'], 'Ann', 'Ann', 'Ann', 'Cat', 'Ann'],
    deaths: ['Ann'],
    winners: ['Ann', 'Eve'],
  },
  {
    name: 'the Synthetic dies while the aliens chose the Leader: his death still makes them lose',
    cite: "rulings #44: A loss forced by the Synthetic's death still beats it (a loss beats a win).",
    deal: 'alien villager leader villager synthetic-alien villager | villager seer robber',
    app: aliensApp({ action: 'stare' }),
    votes: 'Cat Eve Eve Eve Ben Eve',
    deaths: ['Eve'],
    winners: ['Eve'],
  },
  {
    name: 'the Leader is on the village team',
    cite: 'The Leader is on the villager team, unless Zerb and Groob are both in the game',
    deal: LEADER,
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    teams: { Cat: 'village' },
  },
]);

// --- the Psychic ---------------------------------------------------------------------------------------------

/** Ann is the Psychic (Player 1). */
const PSYCHIC = 'psychic werewolf seer robber tanner villager | troublemaker drunk insomniac';

table('Psychic', [
  {
    name: "view 1, any player: she views one other player's card",
    cite: 'The Psychic wakes up, and is told that she may look at one or more cards by the app.',
    deal: PSYCHIC,
    app: { psychic: { action: 'view-1', target: 'any' } },
    night: [{ call: 'psychic', target: 'Dan' }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('psychic')).toEqual(['Ann:Dan=robber']),
  },
  {
    name: 'view 1, an even player',
    cite: 'Which cards may be viewed may be different for each game. (FACTS §3 Targets: any even player or any odd player)',
    deal: PSYCHIC,
    app: { psychic: { action: 'view-1', target: 'even' } },
    night: [{ call: 'psychic', target: 'Ben' }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('psychic')).toEqual(['Ann:Ben=werewolf']),
  },
  {
    name: 'view 1, an odd player',
    cite: 'FACTS §3 Psychic Targets: any even player or any odd player',
    deal: PSYCHIC,
    app: { psychic: { action: 'view-1', target: 'odd' } },
    night: [{ call: 'psychic', target: 'Eve' }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('psychic')).toEqual(['Ann:Eve=tanner']),
  },
  {
    name: 'view 1, named players',
    cite: 'Which cards may be viewed may be different for each game.',
    deal: PSYCHIC,
    app: { psychic: { action: 'view-1', target: [3, 6] } },
    night: [{ call: 'psychic', target: 'Fay' }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('psychic')).toEqual(['Ann:Fay=villager']),
  },
  {
    name: 'view 2: she views two cards',
    cite: 'FACTS §3 Psychic: told "you may view one card from [target]" or "two cards from [target]"',
    deal: PSYCHIC,
    app: { psychic: { action: 'view-2', target: 'even' } },
    night: [{ call: 'psychic', targets: ['Ben', 'Fay'] }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('psychic')).toEqual(['Ann:Ben=werewolf', 'Ann:Fay=villager']),
  },
  {
    name: 'view 2: she may view only one of them',
    cite: 'she *may* look at one or more cards',
    deal: PSYCHIC,
    app: { psychic: { action: 'view-2', target: 'odd' } },
    night: [{ call: 'psychic', targets: ['Cat'] }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('psychic')).toEqual(['Ann:Cat=seer']),
  },
  {
    name: 'she may view nothing',
    cite: 'she *may* look at one or more cards',
    deal: PSYCHIC,
    app: { psychic: { action: 'view-1', target: 'any' } },
    night: [],
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('psychic')).toEqual(['Ann']);
      expect(g.viewedBy('psychic')).toEqual([]);
    },
  },
  {
    name: 'the Psychic is on the village team',
    cite: 'The Psychic is on the villager team.',
    deal: PSYCHIC,
    app: { psychic: { action: 'view-1', target: 'any' } },
    votes: 'Ben Ann Ben Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Fay'],
    teams: { Ann: 'village' },
  },
]);

// --- the Rascal ----------------------------------------------------------------------------------------------

/**
 * Cat (Player 3) is the Rascal. Her left neighbour is Dan, her right Ben; the two on her left Dan and Eve,
 * on her right Ben and Ann; higher numbers Dan, Eve, Fay; lower Ann, Ben.
 */
const RASCAL = 'tanner hunter rascal werewolf villager minion | seer robber drunk';
const START: Readonly<Record<string, string>> = {
  Ann: 'tanner',
  Ben: 'hunter',
  Cat: 'rascal',
  Dan: 'werewolf',
  Eve: 'villager',
  Fay: 'minion',
};
const rascal = (action: string, target?: string) => ({ rascal: { action, ...(target ? { target } : {}) } });

const troublemakerCases = (
  [
    ['any-two', ['Ann', 'Fay']],
    ['two-even', ['Ben', 'Fay']],
    ['two-odd', ['Ann', 'Eve']],
    ['two-higher', ['Dan', 'Fay']],
    ['two-lower', ['Ann', 'Ben']],
    ['two-left', ['Dan', 'Eve']],
    ['two-right', ['Ben', 'Ann']],
    ['both-neighbours', ['Ben', 'Dan']],
  ] as const
).map(([target, [a, b]]): Case => ({
  name: `as the Troublemaker, "${target}": he exchanges ${a}'s and ${b}'s cards without looking`,
  cite: `FACTS §3 Rascal Troublemaker: may swap cards between [two-target] ("${target}")`,
  deal: RASCAL,
  app: rascal('troublemaker', target),
  night: [{ call: 'rascal', targets: [a, b] }],
  votes: ROUND6,
  check: (g) => {
    expect(g.card(a)).toBe(START[b]);
    expect(g.card(b)).toBe(START[a]);
    expect(g.card('Cat')).toBe('rascal');
    expect(g.viewedBy('rascal')).toEqual([]);
  },
}));

const robberCases = (
  [
    ['any', 'Fay'],
    ['even', 'Ben'],
    ['odd', 'Eve'],
    ['higher', 'Fay'],
    ['lower', 'Ann'],
    ['left', 'Dan'],
    ['right', 'Ben'],
    ['one-neighbour', 'Dan'],
  ] as const
).map(([target, victim]): Case => ({
  name: `as the Robber, "${target}": he takes ${victim}'s card, gives his own and views his new card`,
  cite: `FACTS §3 Rascal Robber: may take a card from [one-target] ("${target}"), giving own card back; views it`,
  deal: RASCAL,
  app: rascal('robber', target),
  night: [{ call: 'rascal', target: victim }],
  votes: ROUND6,
  check: (g) => {
    expect(g.card('Cat')).toBe(START[victim]);
    expect(g.card(victim)).toBe('rascal');
    expect(g.viewedBy('rascal')).toEqual([`Cat:Cat=${START[victim]}`]);
  },
}));

const drunkCases = (
  [
    ['any', 'Fay'],
    ['even', 'Ben'],
    ['odd', 'Ann'],
    ['higher', 'Eve'],
    ['lower', 'Ben'],
    ['left', 'Dan'],
    ['right', 'Ben'],
    ['one-neighbour', 'Ben'],
  ] as const
).map(([target, other]): Case => ({
  name: `as the Drunk, "${target}": he must exchange his card with ${other}'s, and looks at neither`,
  cite: `FACTS §3 Rascal Drunk: must swap own card with a card from [one-target] ("${target}"); may not look`,
  deal: RASCAL,
  app: rascal('drunk', target),
  night: [{ call: 'rascal', target: other }],
  votes: ROUND6,
  check: (g) => {
    expect(g.card('Cat')).toBe(START[other]);
    expect(g.card(other)).toBe('rascal');
    expect(g.viewedBy('rascal')).toEqual([]);
  },
}));

const witchCases = (
  [
    ['any', 'Fay', 'Ann'],
    ['even', 'Ben', 'Eve'],
    ['odd', 'Eve', 'Fay'],
    ['higher', 'Dan', 'Ann'],
    ['lower', 'Ann', 'Dan'],
    ['left', 'Dan', 'Eve'],
    ['right', 'Ben', 'Fay'],
    ['one-neighbour', 'Dan', 'Ben'],
  ] as const
).map(([target, from, to]): Case => ({
  name: `as the Witch, "${target}": he views ${from}'s card and gives it to ${to}`,
  cite: `FACTS §3 Rascal Witch: may view a card from [one-target] ("${target}"); if so must give it to any player`,
  deal: RASCAL,
  app: rascal('witch', target),
  night: [{ call: 'rascal', target: from, to }],
  votes: ROUND6,
  check: (g) => {
    expect(g.viewedBy('rascal')).toEqual([`Cat:${from}=${START[from]}`]);
    expect(g.card(to)).toBe(START[from]);
    expect(g.card(from)).toBe(START[to]);
  },
}));

table('Rascal', [
  ...troublemakerCases,
  {
    name: 'as the Troublemaker he may exchange nothing',
    cite: 'FACTS §3 Rascal Troublemaker: *may* swap cards between [two-target]',
    deal: RASCAL,
    app: rascal('troublemaker', 'any-two'),
    night: [],
    votes: ROUND6,
    check: (g) => expect(g.result.players.map((p) => p.card)).toEqual(Object.values(START)),
  },
  ...robberCases,
  {
    name: 'as the Robber, "center": he takes a center card',
    cite: 'FACTS §3 One-target phrases: … the center',
    deal: RASCAL,
    app: rascal('robber', 'center'),
    night: [{ call: 'rascal', center: 1 }],
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Cat')).toBe('robber');
      expect(g.result.center).toEqual(['seer', 'rascal', 'drunk']);
      expect(g.viewedBy('rascal')).toEqual(['Cat:Cat=robber']);
    },
  },
  {
    name: 'as the Robber he is now the role he took (a Werewolf) but does not wake for it',
    cite: "FACTS §3 Rascal Robber: … is now that role but won't wake for it",
    deal: RASCAL,
    app: rascal('robber', 'left'),
    night: [{ call: 'rascal', target: 'Dan' }],
    votes: 'Cat Cat Dan Cat Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben', 'Dan', 'Eve'],
    teams: { Cat: 'werewolf', Dan: 'village' },
  },
  {
    name: 'as the Robber he may take nothing',
    cite: 'FACTS §3 Rascal Robber: *may* take a card',
    deal: RASCAL,
    app: rascal('robber', 'any'),
    night: [],
    votes: ROUND6,
    check: (g) => expect(g.card('Cat')).toBe('rascal'),
  },
  ...witchCases,
  {
    name: 'as the Witch, "center": he views a center card and gives it to a player',
    cite: 'FACTS §3 Rascal Witch: may view a card from [one-target]; if so must give it to any player',
    deal: RASCAL,
    app: rascal('witch', 'center'),
    night: [{ call: 'rascal', center: 0, to: 'Ann' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.viewedBy('rascal')).toEqual(['Cat:center0=seer']);
      expect(g.card('Ann')).toBe('seer');
      expect(g.result.center).toEqual(['tanner', 'robber', 'drunk']);
    },
  },
  {
    name: 'as the Witch he may give the card to himself ("any player")',
    cite: 'FACTS §3 Rascal Witch: … if so must give it to any player',
    deal: RASCAL,
    app: rascal('witch', 'center'),
    night: [{ call: 'rascal', center: 2, to: 'Cat' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Cat')).toBe('drunk');
      expect(g.result.center).toEqual(['seer', 'robber', 'rascal']);
    },
  },
  {
    name: 'as the Witch he may view nothing',
    cite: 'FACTS §3 Rascal Witch: *may* view a card',
    deal: RASCAL,
    app: rascal('witch', 'center'),
    night: [],
    votes: ROUND6,
    check: (g) => expect(g.result.center).toEqual(['seer', 'robber', 'drunk']),
  },
  ...drunkCases,
  {
    name: 'as the Drunk, "center": he exchanges his card with a center card without looking',
    cite: 'FACTS §3 Rascal Drunk: must swap own card with a card from [one-target]; may not look',
    deal: RASCAL,
    app: rascal('drunk', 'center'),
    night: [{ call: 'rascal', center: 2 }],
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Cat')).toBe('drunk');
      expect(g.result.center).toEqual(['seer', 'robber', 'rascal']);
      expect(g.viewedBy('rascal')).toEqual([]);
    },
  },
  {
    name: "as the Village Idiot, left: every other player's card moves one seat to the left (clockwise), skipping his",
    cite: "FACTS §3 Rascal Idiot: may shift everyone's card except own one seat left or right",
    deal: RASCAL,
    app: rascal('idiot'),
    night: [{ call: 'rascal', direction: 'left' }],
    votes: ROUND6,
    check: (g) =>
      expect(g.result.players.map((p) => p.card)).toEqual([
        'minion',
        'tanner',
        'rascal',
        'hunter',
        'werewolf',
        'villager',
      ]),
  },
  {
    name: "as the Village Idiot, right: every other player's card moves one seat to the right",
    cite: "FACTS §3 Rascal Idiot: may shift everyone's card except own one seat left or right",
    deal: RASCAL,
    app: rascal('idiot'),
    night: [{ call: 'rascal', direction: 'right' }],
    votes: ROUND6,
    check: (g) =>
      expect(g.result.players.map((p) => p.card)).toEqual([
        'hunter',
        'werewolf',
        'rascal',
        'villager',
        'minion',
        'tanner',
      ]),
  },
  {
    name: 'as the Village Idiot he may move nothing',
    cite: "FACTS §3 Rascal Idiot: *may* shift everyone's card",
    deal: RASCAL,
    app: rascal('idiot'),
    night: [],
    votes: ROUND6,
    check: (g) => expect(g.result.players.map((p) => p.card)).toEqual(Object.values(START)),
  },
  {
    name: 'the Rascal wakes at 7-F, after the Troublemaker (7) and before the Drunk (8)',
    cite: '7: Troublemaker … 7-F: Rascal … 8: Drunk',
    deal: 'rascal troublemaker drunk villager villager | villager villager seer',
    app: rascal('idiot'),
    night: [
      { call: 'troublemaker', targets: ['Dan', 'Eve'] },
      { call: 'rascal', direction: 'left' },
      { call: 'drunk', center: 0 },
    ],
    votes: ROUND5,
    check: (g) => expect(g.script()).toEqual(expect.arrayContaining(['troublemaker@7', 'rascal@7-F', 'drunk@8'])),
  },
  {
    name: 'the Rascal is on the village team',
    cite: 'The Rascal is on the villager team.',
    deal: RASCAL,
    app: rascal('idiot'),
    votes: 'Dan Dan Dan Cat Dan Dan',
    deaths: ['Dan'],
    winners: ['Ben', 'Cat', 'Eve'],
    teams: { Cat: 'village' },
  },
]);

// --- the Exposer ---------------------------------------------------------------------------------------------

const EXPOSER = 'exposer werewolf villager villager villager | seer tanner robber';

table('Exposer', [
  ...(
    [
      [1, [1], ['center1=tanner']],
      [2, [0, 2], ['center0=seer', 'center2=robber']],
      [3, [0, 1, 2], ['center0=seer', 'center1=tanner', 'center2=robber']],
    ] as const
  ).map(([cards, center, flipped]): Case => ({
    name: `told ${cards}: he flips ${cards} center card${cards === 1 ? '' : 's'}, which stay face up`,
    cite: 'The Exposer wakes up, and may flip one, two, or three of the center cards by turning them over and leaving them that way. The number of cards turned over is determined by the app.',
    deal: EXPOSER,
    app: { exposer: { cards } },
    night: [{ call: 'exposer', center: [...center] }],
    votes: ROUND5,
    check: (g) => {
      expect(g.flipped('exposer')).toEqual(flipped);
      const { state } = g.played;
      const n = state.setup.players.length;
      for (const c of center) expect(state.faceUp?.[state.positions[n + c]!]).toBe(true);
    },
  })),
  {
    name: 'told two: he may flip none at all',
    cite: 'If the Exposer is told that he may flip two cards, he must flip two or none at all.',
    deal: EXPOSER,
    app: { exposer: { cards: 2 } },
    night: [],
    votes: ROUND5,
    check: (g) => expect(g.flipped('exposer')).toEqual([]),
  },
  {
    name: 'told three: he may flip none at all',
    cite: 'If he is told that he may flip three cards, he must flip three or none at all.',
    deal: EXPOSER,
    app: { exposer: { cards: 3 } },
    night: [],
    votes: ROUND5,
    check: (g) => expect(g.flipped('exposer')).toEqual([]),
  },
  {
    name: 'the Exposer is on the village team',
    cite: 'The Exposer is on the villager team.',
    deal: EXPOSER,
    app: { exposer: { cards: 1 } },
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
  },
]);

// --- the Blob ------------------------------------------------------------------------------------------------

/** Nine players; Cat (Player 3) holds the Blob. */
const BLOB9 = 'villager villager blob villager villager villager villager villager villager | seer robber tanner';
const NINE = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida'];
/** Everyone votes for `victim`, who votes for the next player. */
function killVotes(victim: string, names: readonly string[] = NINE): string[] {
  const other = names[(names.indexOf(victim) + 1) % names.length]!;
  return names.map((n) => (n === victim ? other : victim));
}

const BLOB_PARTS: readonly (readonly [string, readonly string[], string])[] = [
  // absorb, the players absorbed besides Cat, the first player beyond them
  ['1-left', ['Dan'], 'Eve'],
  ['1-right', ['Ben'], 'Ann'],
  ['1-each-side', ['Ben', 'Dan'], 'Eve'],
  ['2-left', ['Dan', 'Eve'], 'Fay'],
  ['2-right', ['Ann', 'Ben'], 'Ida'],
  ['3-left', ['Dan', 'Eve', 'Fay'], 'Gus'],
  ['3-right', ['Ann', 'Ben', 'Ida'], 'Hal'],
  ['4-left', ['Dan', 'Eve', 'Fay', 'Gus'], 'Hal'],
  ['4-right', ['Ann', 'Ben', 'Hal', 'Ida'], 'Gus'],
  ['2-each-side', ['Ann', 'Ben', 'Dan', 'Eve'], 'Fay'],
];

table('Blob', [
  ...BLOB_PARTS.flatMap(([absorb, part, beyond]): Case[] => {
    const farthest = part.at(-1)!;
    return [
      {
        name: `"${absorb}": ${part.join(', ')} are part of the Blob; ${farthest} dies, the Blob loses`,
        cite: "The Blob doesn't wake up, but is told which and how many players adjacent to it are now part of the Blob. The Blob wins as long as none of the lpayers who are part of the Blob (including the Blob player) are killed.",
        deal: BLOB9,
        app: { blob: { absorb } },
        votes: killVotes(farthest),
        deaths: [farthest],
        check: (g) => {
          const verdict = g.player('Cat').verdict;
          expect(verdict.kind).toBe('blob');
          if (verdict.kind === 'blob') expect(g.names(verdict.part).sort()).toEqual(['Cat', ...part].sort());
          expect(g.player('Cat').won).toBe(false);
        },
      },
      {
        name: `"${absorb}": ${beyond}, just beyond the Blob, dies; the Blob wins`,
        cite: 'The Blob wins as long as none of the lpayers who are part of the Blob (including the Blob player) are killed.',
        deal: BLOB9,
        app: { blob: { absorb } },
        votes: killVotes(beyond),
        deaths: [beyond],
        winners: ['Cat'],
      },
    ];
  }),
  {
    name: 'the Blob player himself dies: the Blob loses',
    cite: 'none of the lpayers who are part of the Blob (including the Blob player) are killed',
    deal: BLOB9,
    app: { blob: { absorb: '1-left' } },
    votes: killVotes('Cat'),
    deaths: ['Cat'],
    winners: [],
  },
  {
    name: 'the Blob never wakes: its call has nobody awake, the app speaks to the table',
    cite: "The Blob doesn't wake up",
    deal: BLOB9,
    app: { blob: { absorb: '1-left' } },
    votes: killVotes('Ann'),
    check: (g) => {
      expect(g.actors('blob')).toEqual([]);
      expect(g.facts('blob', 'app')).toEqual([{ kind: 'app', key: 'blob', said: { absorb: '1-left' } }]);
    },
  },
  {
    name: 'the Blob wins in addition to the village',
    cite: 'The Blob wins in addition to any other teams that might win.',
    deal: 'blob werewolf villager villager villager | seer robber tanner',
    app: { blob: { absorb: '1-right' } },
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'blob' },
  },
  {
    name: 'the Werewolf is part of the Blob and dies: the village wins, the Blob loses',
    cite: 'The Blob wins as long as none of the lpayers who are part of the Blob … are killed.',
    deal: 'blob werewolf villager villager villager | seer robber tanner',
    app: { blob: { absorb: '1-left' } },
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
  },
  {
    name: 'the Blob card moved (robbed): the players absorbed are counted from where it ends',
    cite: 'The players the Blob must keep alive are always relative to the location of the Blob card at the end of the game.',
    deal: 'robber villager blob villager villager | seer villager tanner',
    app: { blob: { absorb: '1-left' } },
    night: [{ call: 'robber', target: 'Cat' }],
    votes: 'Dan Dan Dan Eve Dan',
    deaths: ['Dan'],
    check: (g) => {
      expect(g.card('Ann')).toBe('blob');
      expect(g.team('Ann')).toBe('blob');
      expect(g.player('Ann').won).toBe(true);
      expect(g.team('Cat')).toBe('village');
    },
  },
  {
    name: "the Blob card moved: its new holder's neighbour dies, the Blob loses",
    cite: 'The players the Blob must keep alive are always relative to the location of the Blob card at the end of the game.',
    deal: 'robber villager blob villager villager | seer villager tanner',
    app: { blob: { absorb: '1-left' } },
    night: [{ call: 'robber', target: 'Cat' }],
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben'],
    check: (g) => expect(g.player('Ann').won).toBe(false),
  },
  {
    name: "a Copycat who copied the Blob from the center uses the Blob's draw around his own seat",
    cite: "rulings #46: a Copycat who copied the Blob uses the Blob's draw",
    deal: 'copycat villager villager villager villager | blob seer robber',
    app: { blob: { absorb: '1-left' } },
    night: [{ call: 'copycat', center: 0 }],
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben'],
    teams: { Ann: 'blob' },
    check: (g) => expect(g.player('Ann').won).toBe(false),
  },
  {
    name: 'a Copycat-Blob whose absorbed neighbour lives wins',
    cite: "rulings #46: a Copycat who copied the Blob uses the Blob's draw",
    deal: 'copycat villager villager villager villager | blob seer robber',
    app: { blob: { absorb: '1-left' } },
    night: [{ call: 'copycat', center: 0 }],
    votes: 'Cat Cat Dan Cat Cat',
    deaths: ['Cat'],
    check: (g) => expect(g.player('Ann').won).toBe(true),
  },
  {
    name: 'the Blob is on its own team',
    cite: 'The Blob is on its own team.',
    deal: BLOB9,
    app: { blob: { absorb: '1-left' } },
    votes: killVotes('Ida'),
    teams: { Cat: 'blob' },
  },
]);

// --- the Mortician -------------------------------------------------------------------------------------------

/** Ben (Player 2) is the Mortician: his left neighbour is Cat, his right Ann; Dan is a Werewolf. */
const MORTICIAN = 'villager mortician villager werewolf villager | seer robber tanner';

table('Mortician', [
  {
    name: 'pretend: he wakes and looks at nothing',
    cite: 'FACTS §3 Mortician: variants Pretend (act, look at nothing)',
    deal: MORTICIAN,
    app: { mortician: { action: 'pretend' } },
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('mortician')).toEqual(['Ben']);
      expect(g.viewedBy('mortician')).toEqual([]);
    },
  },
  {
    name: "1 card, left: he looks at his left neighbour's card",
    cite: 'The Mortician wakes up and may look at the cards of one, both, or none of his neighbors (based on what the app tells him to do).',
    deal: MORTICIAN,
    app: { mortician: { action: '1-card', target: 'left' } },
    night: [{ call: 'mortician', target: 'Cat' }],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('mortician')).toEqual(['Ben:Cat=villager']),
  },
  {
    name: "1 card, right: he looks at his right neighbour's card",
    cite: 'FACTS §3 Mortician 1 Card target: left neighbour / right neighbour / one of your neighbours',
    deal: MORTICIAN,
    app: { mortician: { action: '1-card', target: 'right' } },
    night: [{ call: 'mortician', target: 'Ann' }],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('mortician')).toEqual(['Ben:Ann=villager']),
  },
  {
    name: '1 card, one of his neighbours: either one',
    cite: 'FACTS §3 Mortician 1 Card target: … one of your neighbours',
    deal: MORTICIAN,
    app: { mortician: { action: '1-card', target: 'one-neighbour' } },
    night: [{ call: 'mortician', target: 'Cat' }],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('mortician')).toEqual(['Ben:Cat=villager']),
  },
  {
    name: '1 card: he may look at none',
    cite: 'may look at the cards of one, both, or none of his neighbors',
    deal: MORTICIAN,
    app: { mortician: { action: '1-card', target: 'left' } },
    night: [],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('mortician')).toEqual([]),
  },
  {
    name: "2 cards: he looks at both neighbours' cards",
    cite: 'FACTS §3 Mortician 2 Cards: both neighbours',
    deal: MORTICIAN,
    app: { mortician: { action: '2-cards' } },
    night: [{ call: 'mortician', targets: ['Ann', 'Cat'] }],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('mortician')).toEqual(['Ben:Ann=villager', 'Ben:Cat=villager']),
  },
  {
    name: '2 cards: he may look at one of them only',
    cite: 'may look at the cards of one, both, or none of his neighbors',
    deal: MORTICIAN,
    app: { mortician: { action: '2-cards' } },
    night: [{ call: 'mortician', targets: ['Cat'] }],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('mortician')).toEqual(['Ben:Cat=villager']),
  },
  {
    name: 'a neighbour dies: he wins, in addition to the Werewolves',
    cite: 'he wins if at least one of his neighbors (the players directly adjacent to him) dies … The Mortician wins in addition to any other teams that might win.',
    deal: MORTICIAN,
    app: { mortician: { action: '1-card', target: 'left' } },
    night: [{ call: 'mortician', target: 'Cat' }],
    votes: 'Cat Cat Dan Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben', 'Dan'],
    teams: { Ben: 'mortician' },
  },
  {
    name: 'a neighbour dies whose card he did not see: he wins all the same',
    cite: 'he wins if at least one of his neighbors … dies (Whether he saw their cards or not).',
    deal: MORTICIAN,
    app: { mortician: { action: 'pretend' } },
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Dan'],
  },
  {
    name: 'a neighbour who is a Werewolf dies: he wins with the village',
    cite: 'The Mortician wins in addition to any other teams that might win.',
    deal: 'villager mortician werewolf villager villager | seer robber tanner',
    app: { mortician: { action: 'pretend' } },
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
  },
  {
    name: 'nobody beside him dies: he loses',
    cite: 'he wins if at least one of his neighbors (the players directly adjacent to him) dies',
    deal: MORTICIAN,
    app: { mortician: { action: 'pretend' } },
    votes: 'Dan Dan Dan Eve Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Cat', 'Eve'],
  },
  {
    name: 'he dies himself: no neighbour died, he loses',
    cite: 'he wins if at least one of his neighbors … dies',
    deal: MORTICIAN,
    app: { mortician: { action: 'pretend' } },
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Dan'],
  },
  {
    name: 'his card moved (robbed): the neighbours are those of its holder at the end',
    cite: 'issue 11 §2: the Blob and the Mortician (win in addition to others; counted from where their card ends)',
    deal: 'robber mortician villager werewolf villager villager | seer villager tanner',
    app: { mortician: { action: 'pretend' } },
    night: [{ call: 'robber', target: 'Ben' }],
    votes: 'Fay Fay Fay Fay Fay Ann',
    deaths: ['Fay'],
    winners: ['Ann', 'Dan'],
    teams: { Ann: 'mortician', Ben: 'village' },
  },
  {
    name: 'his card moved: a neighbour of his starting seat dies, the holder of his card loses',
    cite: 'issue 11 §2: … counted from where their card ends',
    deal: 'robber mortician villager werewolf villager villager | seer villager tanner',
    app: { mortician: { action: 'pretend' } },
    night: [{ call: 'robber', target: 'Ben' }],
    votes: 'Cat Cat Dan Cat Cat Cat',
    deaths: ['Cat'],
    winners: ['Dan'],
  },
  {
    name: 'he wakes at 13-A, after the Blob (13), the last call of the night',
    cite: '13: Blob … 13-A: Mortician',
    deal: 'blob mortician villager villager villager | seer robber tanner',
    app: { mortician: { action: 'pretend' }, blob: { absorb: '1-left' } },
    votes: ROUND5,
    check: (g) => expect(g.script().slice(-2)).toEqual(['blob@13', 'mortician@13-A']),
  },
]);

// --- ripples in space-time -----------------------------------------------------------------------------------

/**
 * Ann (1) is an Alien, Ben (2) the Seer, Cat (3) a Villager, Dan (4) the Robber, Eve (5) the Tanner, Fay (6) a
 * Villager; the center holds a Werewolf, the Troublemaker and the Drunk.
 */
const RIPPLE = 'alien seer villager robber tanner villager | werewolf troublemaker drunk';
const ripple = (said: Record<string, unknown>, aliens: Record<string, unknown> = { action: 'stare' }) => ({
  aliens,
  ripple: said,
});
const CARDS6 = ['alien', 'seer', 'villager', 'robber', 'tanner', 'villager'];

/** Ripples with no action and no effect on the vote: only the table's talk changes. */
const talkRipples = (
  [
    ['one-minute', {}, 'FACTS §4 1 Minute — only one minute of discussion before the vote.'],
    ['may-not-speak', { group: 'even' }, 'FACTS §4 May Not Speak — [grp] may not talk until after the vote.'],
    ['face-away', { group: [1, 3] }, 'FACTS §4 Face Away — [grp] must face away from the table until after the vote.'],
    ['i-am-alien', { group: 'odd' }, 'FACTS §4 I Am Alien — [grp] may only say "I am an alien" until the vote.'],
  ] as const
).map(([type, extra, cite]): Case => ({
  name: `${type}: the app announces it; nobody acts and the vote is as usual`,
  cite,
  deal: RIPPLE,
  app: ripple({ type, ...extra }),
  votes: 'Cat Ann Ann Ann Ann Ann',
  deaths: ['Ann'],
  winners: ['Ben', 'Cat', 'Dan', 'Fay'],
  check: (g) => {
    expect(g.actors('ripple')).toEqual([]);
    expect(g.facts('ripple', 'app')).toEqual([{ kind: 'app', key: 'ripple', said: { type, ...extra } }]);
    expect(g.result.players.map((p) => p.card)).toEqual(CARDS6);
  },
}));

table('Ripples', [
  {
    name: 'none: no ripple step happens',
    cite: "If there are any Aliens in your game, there's a chance that their flagrant use of futuristic technology might create a ripple in the space-time continuum.",
    deal: RIPPLE,
    app: ripple(NO_RIPPLE),
    votes: ROUND6,
    check: (g) => expect(g.steps().map((e) => e.step)).not.toContain('ripple'),
  },
  ...talkRipples,
  {
    name: 'insomniac: the players of the group each look at their own card',
    cite: 'FACTS §4 Insomniac — [grp] may secretly look at their own card.',
    deal: RIPPLE,
    app: ripple({ type: 'insomniac', group: 'even' }),
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('ripple')).toEqual(['Ben', 'Dan', 'Fay']);
      expect(g.viewedBy('ripple')).toEqual(['Ben:Ben=seer', 'Dan:Dan=robber', 'Fay:Fay=villager']);
    },
  },
  {
    name: 'insomniac: the player whose card moved sees the card in front of him now',
    cite: 'FACTS §4 Insomniac — [grp] may secretly look at their own card.',
    deal: RIPPLE,
    app: ripple({ type: 'insomniac', group: [4] }),
    night: [{ call: 'robber', target: 'Eve' }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('ripple')).toEqual(['Dan:Dan=tanner']),
  },
  {
    name: "troublemaker: the player named exchanges the two named players' cards, without looking",
    cite: 'FACTS §4 Troublemaker — Player [one] may swap the cards of two named players, without looking.',
    deal: RIPPLE,
    app: ripple({ type: 'troublemaker', player: 2, players: [3, 5] }),
    night: [{ call: 'ripple', by: 'Ben', swap: 'cards' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('ripple')).toEqual(['Ben']);
      expect(g.card('Cat')).toBe('tanner');
      expect(g.card('Eve')).toBe('villager');
      expect(g.viewedBy('ripple')).toEqual([]);
    },
  },
  {
    name: 'troublemaker: he may leave the cards where they are',
    cite: 'FACTS §4 Troublemaker — Player [one] *may* swap the cards',
    deal: RIPPLE,
    app: ripple({ type: 'troublemaker', player: 2, players: [3, 5] }),
    votes: ROUND6,
    check: (g) => expect(g.result.players.map((p) => p.card)).toEqual(CARDS6),
  },
  {
    name: 'steal: the player named takes a card from the place named and looks at it; he is that role now',
    cite: 'FACTS §4 Steal — Player [one] may take a card from [tgt], looks, does not wake for that role.',
    deal: RIPPLE,
    app: ripple({ type: 'steal', player: 2, target: 'right' }),
    night: [{ call: 'ripple', by: 'Ben', target: 'Ann' }],
    votes: 'Ben Ann Ben Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Fay'],
    teams: { Ben: 'alien', Ann: 'village' },
    check: (g) => expect(g.viewedBy('ripple')).toEqual(['Ben:Ben=alien']),
  },
  {
    name: 'steal from the center',
    cite: 'FACTS §4 Steal — Player [one] may take a card from [tgt]',
    deal: RIPPLE,
    app: ripple({ type: 'steal', player: 3, target: 'center' }),
    night: [{ call: 'ripple', by: 'Cat', center: 0 }],
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Cat')).toBe('werewolf');
      expect(g.result.center).toEqual(['villager', 'troublemaker', 'drunk']);
    },
  },
  {
    name: 'witch: the player named views a center card and gives it to a player of the place named',
    cite: 'FACTS §4 Witch — Player [one] may view a center card; if so must give it to [tgt].',
    deal: RIPPLE,
    app: ripple({ type: 'witch', player: 2, target: 'odd' }),
    night: [{ call: 'ripple', by: 'Ben', center: 0, to: 'Eve' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.viewedBy('ripple')).toEqual(['Ben:center0=werewolf']);
      expect(g.card('Eve')).toBe('werewolf');
      expect(g.result.center).toEqual(['tanner', 'troublemaker', 'drunk']);
    },
  },
  {
    name: 'witch: he may view nothing',
    cite: 'FACTS §4 Witch — Player [one] *may* view a center card',
    deal: RIPPLE,
    app: ripple({ type: 'witch', player: 2, target: 'odd' }),
    votes: ROUND6,
    check: (g) => expect(g.result.center).toEqual(['werewolf', 'troublemaker', 'drunk']),
  },
  {
    name: 'view 1: the player named views one card of the place named',
    cite: 'FACTS §4 View 1 — Player [one] may view one card from [tgt].',
    deal: RIPPLE,
    app: ripple({ type: 'view-1', player: 2, target: 'odd' }),
    night: [{ call: 'ripple', by: 'Ben', target: 'Eve' }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('ripple')).toEqual(['Ben:Eve=tanner']),
  },
  {
    name: 'view 2: the player named views two cards of the place named',
    cite: 'FACTS §4 View 2 — Player [one] may view two cards from [tgt].',
    deal: RIPPLE,
    app: ripple({ type: 'view-2', player: 2, target: 'any-two' }),
    night: [{ call: 'ripple', by: 'Ben', targets: ['Dan', 'Fay'] }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('ripple')).toEqual(['Ben:Dan=robber', 'Ben:Fay=villager']),
  },
  {
    name: 'view 2 of the center',
    cite: 'FACTS §4 View 2 — Player [one] may view two cards from [tgt].',
    deal: RIPPLE,
    app: ripple({ type: 'view-2', player: 3, target: 'center' }),
    night: [{ call: 'ripple', by: 'Cat', center: [0, 2] }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('ripple')).toEqual(['Cat:center0=werewolf', 'Cat:center2=drunk']),
  },
  {
    name: 'reveal: a village card turned face up stays up',
    cite: 'FACTS §4 Reveal — Player [one] may flip one card from [tgt]; stays up only if village team.',
    deal: RIPPLE,
    app: ripple({ type: 'reveal', player: 2, target: 'left' }),
    night: [{ call: 'ripple', by: 'Ben', target: 'Cat' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.flipped('ripple')).toEqual(['Cat=villager']);
      expect(g.facts('ripple', 'flipped-down')).toEqual([]);
      const { state } = g.played;
      expect(state.faceUp?.[state.positions[2]!]).toBe(true);
    },
  },
  {
    name: 'reveal: a card not on the village team is turned back down',
    cite: 'FACTS §4 Reveal — … stays up only if village team.',
    deal: RIPPLE,
    app: ripple({ type: 'reveal', player: 4, target: 'left' }),
    night: [{ call: 'ripple', by: 'Dan', target: 'Eve' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.flipped('ripple')).toEqual(['Eve=tanner']);
      expect(g.facts('ripple', 'flipped-down')).toEqual([{ kind: 'flipped-down', place: { player: 4 } }]);
      const { state } = g.played;
      expect(state.faceUp?.[state.positions[4]!] ?? false).toBe(false);
    },
  },
  {
    name: 'reveal, "yourself": he may turn his own card face up',
    cite: 'FACTS §4 Reveal — [tgt; RK: left/right/one neighbour/yourself …]',
    deal: RIPPLE,
    app: ripple({ type: 'reveal', player: 2, target: 'yourself' }),
    night: [{ call: 'ripple', by: 'Ben', target: 'Ben' }],
    votes: ROUND6,
    check: (g) => expect(g.flipped('ripple')).toEqual(['Ben=seer']),
  },
  {
    name: 'dual view: the two players named view one card together',
    cite: 'FACTS §4 Dual View — Players [two] together may view one card from [any/any even/any odd/the center].',
    deal: RIPPLE,
    app: ripple({ type: 'dual-view', players: [2, 4], target: 'odd' }),
    night: [{ call: 'ripple', by: 'Ben', target: 'Eve' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('ripple')).toEqual(['Ben', 'Dan']);
      expect(g.viewedBy('ripple')).toEqual(['Ben:Eve=tanner', 'Dan:Eve=tanner']);
    },
  },
  {
    name: 'dual view of the center, the entry given by the second player',
    cite: 'docs/record-format.md: `dual-view` | both `players` | `target` or `center`, or nothing (one entry, `by` either player)',
    deal: RIPPLE,
    app: ripple({ type: 'dual-view', players: [2, 4], target: 'center' }),
    night: [{ call: 'ripple', by: 'Dan', center: 1 }],
    votes: ROUND6,
    check: (g) => expect(g.viewedBy('ripple')).toEqual(['Ben:center1=troublemaker', 'Dan:center1=troublemaker']),
  },
  {
    name: "dual shuffle: the two show each other their cards; the first keeps the other's card",
    cite: 'FACTS §4 Dual Shuffle — Players [two] show each other their cards, give both to the first, who shuffles face down, gives one back and keeps the other.',
    deal: RIPPLE,
    app: ripple({ type: 'dual-shuffle', players: [2, 4] }),
    night: [{ call: 'ripple', by: 'Ben', swap: 'cards' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.facts('ripple', 'showed-cards')).toEqual([
        { kind: 'showed-cards', players: [1, 3], cards: ['seer', 'robber'] },
      ]);
      expect(g.card('Ben')).toBe('robber');
      expect(g.card('Dan')).toBe('seer');
    },
  },
  {
    name: 'dual shuffle: the first may keep his own card',
    cite: 'FACTS §4 Dual Shuffle — … gives one back and keeps the other.',
    deal: RIPPLE,
    app: ripple({ type: 'dual-shuffle', players: [2, 4] }),
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Ben')).toBe('seer');
      expect(g.card('Dan')).toBe('robber');
    },
  },
  {
    name: 'drunk: the player named must exchange his card with a card of the place named, looking at neither',
    cite: 'FACTS §4 Drunk — Player [one] must swap own card with a card from [tgt], may look at neither.',
    deal: RIPPLE,
    app: ripple({ type: 'drunk', player: 2, target: 'center' }),
    night: [{ call: 'ripple', by: 'Ben', center: 1 }],
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Ben')).toBe('troublemaker');
      expect(g.result.center).toEqual(['werewolf', 'seer', 'drunk']);
      expect(g.viewedBy('ripple')).toEqual([]);
    },
  },
  {
    name: 'drunk with a neighbour',
    cite: 'FACTS §4 Drunk — Player [one] must swap own card with a card from [tgt]',
    deal: RIPPLE,
    app: ripple({ type: 'drunk', player: 6, target: 'left' }),
    night: [{ call: 'ripple', by: 'Fay', target: 'Ann' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Fay')).toBe('alien');
      expect(g.card('Ann')).toBe('villager');
    },
  },
  {
    name: 'a ripple names the player, not a role: Player 2 acts whatever card he holds now',
    cite: 'FACTS §4 Roles called by a ripple (e.g. "Player 3") mean the *player*',
    deal: RIPPLE,
    app: ripple({ type: 'view-1', player: 5, target: 'any' }),
    night: [
      { call: 'robber', target: 'Eve' },
      { call: 'ripple', by: 'Eve', target: 'Ann' },
    ],
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Eve')).toBe('robber');
      expect(g.viewedBy('ripple')).toEqual(['Eve:Ann=alien']);
    },
  },
  {
    name: 'repeat role: the player who started with the role named does its night action again now',
    cite: 'FACTS §4 Repeat Role — one role in the game repeats exactly its earlier night action now. (Remember that whenever the app asks a role to do something, it is always referring to the player who *started* the night with that role.)',
    deal: RIPPLE,
    app: ripple({ type: 'repeat-role', role: 'seer' }),
    night: [
      { call: 'seer', target: 'Dan' },
      { call: 'robber', target: 'Ben' },
      { call: 'seer', target: 'Cat' },
    ],
    votes: ROUND6,
    check: (g) => {
      expect(g.viewedBy('seer')).toEqual(['Ben:Dan=robber']);
      expect(g.actors('ripple-role')).toEqual(['Ben']);
      expect(g.viewedBy('ripple-role')).toEqual(['Ben:Cat=villager']);
    },
  },
  {
    name: 'repeat role: the Seer whose card was robbed still repeats (the player who started with it)',
    cite: 'Remember that whenever the app asks a role to do something, it is always referring to the player who *started* the night with that role.',
    deal: RIPPLE,
    app: ripple({ type: 'repeat-role', role: 'seer' }),
    night: [
      { call: 'robber', target: 'Ben' },
      { call: 'seer', target: 'Eve' },
    ],
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Dan')).toBe('seer');
      expect(g.actors('ripple-role')).toEqual(['Ben']);
      expect(g.viewedBy('ripple-role')).toEqual(['Ben:Eve=tanner']);
    },
  },
  {
    name: 'repeat role: the Psychic repeats with the same draw',
    cite: 'rulings #49: `repeat-role` … repeats its action with the same draw',
    deal: 'alien psychic villager tanner villager villager | werewolf troublemaker drunk',
    app: {
      aliens: { action: 'stare' },
      psychic: { action: 'view-1', target: 'odd' },
      ripple: { type: 'repeat-role', role: 'psychic' },
    },
    night: [
      { call: 'psychic', target: 'Cat' },
      { call: 'psychic', target: 'Eve' },
    ],
    votes: ROUND6,
    check: (g) => {
      expect(g.viewedBy('psychic')).toEqual(['Ben:Cat=villager']);
      expect(g.viewedBy('ripple-role')).toEqual(['Ben:Eve=villager']);
    },
  },
  {
    name: 'repeat role for a role whose card is in the center: the app names it, nobody acts',
    cite: 'Sometimes, the app will ask for a player with a certain role to do something, and that role card will be in the center. If that happens, the app will choose an answer itself.',
    deal: 'alien villager villager robber tanner villager | seer troublemaker drunk',
    app: ripple({ type: 'repeat-role', role: 'seer' }),
    votes: ROUND6,
    check: (g) => expect(g.actors('ripple-role')).toEqual([]),
  },
  {
    name: 'repeat role: the Robber robs again after the ripple',
    cite: 'FACTS §4 Repeat Role — one role in the game repeats exactly its earlier night action now.',
    deal: RIPPLE,
    app: ripple({ type: 'repeat-role', role: 'robber' }),
    night: [
      { call: 'robber', target: 'Eve' },
      { call: 'robber', target: 'Cat' },
    ],
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Dan')).toBe('villager');
      expect(g.card('Cat')).toBe('tanner');
      expect(g.card('Eve')).toBe('robber');
    },
  },
  {
    name: 'two-hand vote: the group votes with both hands, each hand one vote',
    cite: 'FACTS §4 Two Hand Vote — [grp] vote with both hands, each hand one vote.',
    deal: RIPPLE,
    app: ripple({ type: 'two-hand-vote', group: 'odd' }),
    votes: [['Ben', 'Ben'], 'Cat', ['Ben', 'Dan'], 'Ben', ['Fay', 'Ben'], 'Ann'],
    deaths: ['Ben'],
    winners: ['Ann'],
    check: (g) => expect(g.result.tally).toEqual([1, 5, 1, 1, 0, 1]),
  },
  {
    name: "two-hand vote: one voter's two hands make a tie for most votes",
    cite: 'FACTS §4 Two Hand Vote — [grp] vote with both hands, each hand one vote.',
    deal: RIPPLE,
    app: ripple({ type: 'two-hand-vote', group: [1] }),
    votes: [['Ben', 'Cat'], 'Cat', 'Ben', 'Eve', 'Fay', 'Dan'],
    deaths: ['Ben', 'Cat'],
    winners: ['Ann'],
  },
  {
    name: 'two-hand vote: the Hunter who dies shoots both players he pointed at',
    cite: 'rulings #51: a Hunter who voted with both hands shoots both',
    deal: 'alien hunter villager villager villager villager | werewolf troublemaker drunk',
    app: ripple({ type: 'two-hand-vote', group: [2] }),
    votes: ['Ben', ['Cat', 'Dan'], 'Ben', 'Ben', 'Ben', 'Ben'],
    deaths: ['Ben', 'Cat', 'Dan'],
  },
  {
    name: 'two-hand vote: a second hand on the Mark of Disease keeps its voter from winning',
    cite: 'rulings #51: either hand on a player with the Mark of Disease spoils',
    deal: 'alien diseased villager villager villager villager | werewolf troublemaker seer',
    app: ripple({ type: 'two-hand-vote', group: [4] }),
    night: [{ call: 'diseased', target: 'Cat' }],
    votes: ['Ben', 'Ann', 'Ann', ['Ann', 'Cat'], 'Ann', 'Ann'],
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Eve', 'Fay'],
  },
  {
    name: "two-hand vote: a Vampire's second hand on the Master protects him",
    cite: 'rulings #51: either hand of a Vampire protects the Master',
    deal: 'alien vampire the-master villager villager villager | werewolf troublemaker seer',
    app: ripple({ type: 'two-hand-vote', group: [2] }),
    night: [{ call: 'vampires', target: 'Fay' }],
    votes: ['Cat', ['Ann', 'Cat'], 'Ann', 'Cat', 'Cat', 'Ann'],
    deaths: ['Ann'],
    check: (g) => expect(g.result.tally).toEqual([3, 0, 4, 0, 0, 0]),
  },
  {
    name: 'vote for the app: the app gets most votes, nobody dies',
    cite: 'FACTS §4 Vote For App — everyone may vote for the app; if the app gets most votes nobody dies.',
    deal: RIPPLE,
    app: ripple({ type: 'vote-for-app' }),
    votes: 'app app app Ann app Ann',
    deaths: [],
    winners: ['Ann'],
    check: (g) => expect(g.result.appVotes).toBe(4),
  },
  {
    name: 'vote for the app: a player gets more votes than the app, he dies',
    cite: 'FACTS §4 Vote For App — everyone may vote for the app; if the app gets most votes nobody dies.',
    deal: RIPPLE,
    app: ripple({ type: 'vote-for-app' }),
    votes: 'app Ann app Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Fay'],
  },
  {
    name: "vote for the app: a tie between the app and a player counts as the app's, nobody dies",
    cite: 'options.ts appTieKillsPlayers (off): a tie for most votes between the app and players',
    deal: RIPPLE,
    app: ripple({ type: 'vote-for-app' }),
    votes: 'app app Dan Cat Dan Ben',
    deaths: [],
  },
  {
    name: 'vote for the app, house rule appTieKillsPlayers: the players tied with the app die',
    cite: 'options.ts appTieKillsPlayers: A vote-for-app ripple and a tie for most votes between the app and players: the tied players die.',
    deal: RIPPLE,
    app: ripple({ type: 'vote-for-app' }),
    options: { appTieKillsPlayers: true },
    votes: 'app app Dan Cat Dan Ben',
    deaths: ['Dan'],
  },
  {
    name: 'a ripple needs an Alien in the game: without one there is no ripple (and no "ripple" in the app object)',
    cite: "If there are any Aliens in your game, there's a chance … might create a ripple in the space-time continuum.",
    deal: 'psychic seer villager villager villager | villager robber tanner',
    app: { psychic: { action: 'view-1', target: 'any' } },
    votes: ROUND5,
    check: (g) => expect(g.script().some((s) => s.startsWith('ripple'))).toBe(false),
  },
]);

// --- the time loop -------------------------------------------------------------------------------------------

/** Ann and Cat are Aliens, Ben the Seer, Dan the Psychic (4), Fay the Mortician (6), her left Ann. */
const LOOP = 'alien seer alien psychic villager mortician | villager robber tanner';
const loopApp = (type: 'repeat' | 'repeat-one-player', extra: Record<string, unknown> = {}) => ({
  aliens: { action: 'view', target: 'any' },
  psychic: { action: 'view-1', target: 'even' },
  mortician: { action: 'pretend' },
  ripple: { type, ...extra },
  loop: {
    aliens: { action: 'all-view', target: 'odd' },
    psychic: { action: 'view-1', target: 'odd' },
    mortician: { action: '1-card', target: 'left' },
  },
});
const LOOP_NIGHT = [
  { call: 'aliens', by: 'Ann', target: 'Ben' },
  { call: 'aliens', by: 'Cat', target: 'Dan' },
  { call: 'psychic', target: 'Ben' },
  { call: 'aliens', target: 'Eve', loop: true },
  { call: 'psychic', target: 'Cat', loop: true },
  { call: 'mortician', target: 'Ann', loop: true },
] as const;

table('Time loop', [
  {
    name: "repeat: after the ripple the night's calls come again with the app's fresh draws",
    cite: 'The ripples … may be as complex as taking you back in time to repeat the entire night phase again.',
    deal: LOOP,
    app: loopApp('repeat'),
    night: LOOP_NIGHT,
    votes: ROUND6,
    check: (g) => {
      expect(g.viewedBy('aliens')).toEqual(['Ann:Ben=seer', 'Cat:Dan=psychic']);
      expect(g.viewedBy('psychic')).toEqual(['Dan:Ben=seer']);
      expect(g.viewedBy('aliens#loop')).toEqual(['Ann:Eve=villager', 'Cat:Eve=villager']);
      expect(g.viewedBy('psychic#loop')).toEqual(['Dan:Cat=alien']);
      expect(g.viewedBy('mortician#loop')).toEqual(['Fay:Ann=alien']);
      const steps = g.steps().map((e) => e.step);
      expect(steps.indexOf('aliens#loop')).toBeGreaterThan(steps.indexOf('ripple'));
      expect(g.facts('aliens#loop', 'app')).toEqual([
        { kind: 'app', key: 'aliens', said: { action: 'all-view', target: 'odd' } },
      ]);
    },
  },
  {
    name: 'repeat: the time loop rolls no second ripple',
    cite: 'FACTS §4 Only one ripple per game; the loop does not roll another',
    deal: LOOP,
    app: loopApp('repeat'),
    night: LOOP_NIGHT,
    votes: ROUND6,
    check: (g) => expect(g.steps().filter((e) => e.step.startsWith('ripple'))).toHaveLength(1),
  },
  {
    name: 'repeat: the Seer (a role the app does not direct) does not wake again by default',
    cite: 'docs/record-format.md: A time loop replays … the Aliens (and the Cow), Groob and Zerb, the Leader, the Psychic, the Rascal, the Exposer and the Mortician',
    deal: LOOP,
    app: loopApp('repeat'),
    night: [...LOOP_NIGHT.slice(0, 3), { call: 'seer', target: 'Cat', loop: true }],
    votes: ROUND6,
    rejects: [/night\[3\] seer/],
  },
  {
    name: 'repeat with the house rule timeLoopWholeNight: the Seer wakes again too',
    cite: 'options.ts timeLoopWholeNight: A time loop replays every call of the Night',
    deal: LOOP,
    app: loopApp('repeat'),
    options: { timeLoopWholeNight: true },
    night: [
      ...LOOP_NIGHT.slice(0, 2),
      { call: 'seer', target: 'Eve' },
      LOOP_NIGHT[2],
      { call: 'aliens', target: 'Eve', loop: true },
      { call: 'seer', target: 'Cat', loop: true },
    ],
    votes: ROUND6,
    check: (g) => {
      expect(g.viewedBy('seer')).toEqual(['Ben:Eve=villager']);
      expect(g.viewedBy('seer#loop')).toEqual(['Ben:Cat=alien']);
    },
  },
  {
    name: 'repeat one player: the loop happens, and the player named keeps his eyes open',
    cite: 'FACTS §4 Repeat 1P — as Repeat, and Player [one] keeps eyes open from now on.',
    deal: LOOP,
    app: loopApp('repeat-one-player', { player: 3 }),
    night: LOOP_NIGHT,
    votes: ROUND6,
    check: (g) => {
      expect(g.facts('ripple', 'ripple-players')).toEqual([{ kind: 'ripple-players', players: [2] }]);
      expect(g.viewedBy('psychic#loop')).toEqual(['Dan:Cat=alien']);
    },
  },
  {
    name: "repeat: the Aliens' fresh instruction may move cards again (left, then right)",
    cite: 'FACTS §4 Repeat detail: … the variable alien-set roles re-wake … with fresh random instructions',
    deal: 'alien villager synthetic-alien villager zerb villager | villager seer robber',
    app: { aliens: { action: 'left' }, ripple: { type: 'repeat' }, loop: { aliens: { action: 'left' } } },
    votes: ROUND6,
    check: (g) => {
      // Two passes to the left: each card went two Aliens along.
      expect(g.card('Ann')).toBe('synthetic-alien');
      expect(g.card('Cat')).toBe('zerb');
      expect(g.card('Eve')).toBe('alien');
    },
  },
  {
    name: 'repeat: the Exposer flips more cards with his fresh draw; the cards already up stay up',
    cite: 'The Exposer … may flip one, two, or three of the center cards by turning them over and leaving them that way. (FACTS §4 Repeat: fresh random instructions)',
    deal: 'alien exposer villager villager villager | seer tanner robber',
    app: {
      aliens: { action: 'stare' },
      exposer: { cards: 1 },
      ripple: { type: 'repeat' },
      loop: { aliens: { action: 'stare' }, exposer: { cards: 2 } },
    },
    night: [
      { call: 'exposer', center: [0] },
      { call: 'exposer', center: [1, 2], loop: true },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.flipped('exposer')).toEqual(['center0=seer']);
      expect(g.flipped('exposer#loop')).toEqual(['center1=tanner', 'center2=robber']);
    },
  },
  {
    name: 'repeat: the Cow holds out her fist again while the Aliens are awake',
    cite: 'FACTS §4 Repeat detail: NO saw only the variable alien-set roles re-wake (Aliens+Cow, …)',
    deal: 'alien cow villager villager villager | villager seer robber',
    app: { aliens: { action: 'stare' }, ripple: { type: 'repeat' }, loop: { aliens: { action: 'stare' } } },
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('cow#loop')).toEqual(['Ben']);
      expect(g.facts('cow#loop', 'tipped')).toEqual([{ kind: 'tipped', cow: 1, by: [0] }]);
    },
  },
  {
    name: 'repeat: the Leader sees the thumbs again, Groob and Zerb look at each other again',
    cite: 'docs/record-format.md: A time loop replays … Groob and Zerb, the Leader',
    deal: 'groob villager leader zerb alien villager | villager seer robber',
    app: { aliens: { action: 'stare' }, ripple: { type: 'repeat' }, loop: { aliens: { action: 'stare' } } },
    votes: ROUND6,
    check: (g) => {
      expect(g.actors('groob-zerb#loop')).toEqual(['Ann', 'Dan']);
      expect(g.actors('leader#loop')).toEqual(['Cat']);
    },
  },
]);

// --- whole-game fixtures ---------------------------------------------------------------------------------------

describe('fixtures tests/fixtures/records/alien-*.json', () => {
  const dir = join(import.meta.dirname, '..', 'fixtures', 'records');
  const files = readdirSync(dir).filter((f) => f.startsWith('alien-') && f.endsWith('.json'));
  it('there are fixtures to check', () => expect(files.length).toBeGreaterThanOrEqual(6));
  for (const file of files) {
    it(file, () => {
      const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
        expect: { deaths: string[]; winners: string[] };
      };
      const played = playRecord(record, { requireVotes: true });
      if (!played.ok) throw new Error(played.error.problems.join('\n'));
      const game = new Outcome(played.value);
      expect(game.deaths()).toEqual(record.expect.deaths);
      expect(game.winners()).toEqual(record.expect.winners);
    });
  }
});
