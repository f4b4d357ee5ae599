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
    check: (g) => expect(g.facts('cow', 'tipped')[0]!.by.sort()).toEqual([0, 2]),
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
    name: 'the Leader is on the village team',
    cite: 'The Leader is on the villager team, unless Zerb and Groob are both in the game',
    deal: LEADER,
    app: aliensApp({ action: 'stare' }),
    votes: ROUND6,
    teams: { Cat: 'village' },
  },
]);
