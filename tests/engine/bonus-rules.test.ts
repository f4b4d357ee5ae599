/**
 * The Bonus Packs, clause by clause: Aura Seer (1), Apprentice Tanner, Thing, Squire, Beholder (2), Body
 * Snatcher, Empath, Nostradamus (3), as `../shared/rules/alien-daybreak.md` ("FACTS") §1, §3 and §6 restate
 * them, with docs/rulings.md rules 73–77 ("RULING n") and the record format's `app` keys. The Prince and
 * the Cursed are with the votes (daybreak-votes.test.ts). Written from the rule texts, not from the engine.
 *
 * Player numbers: Ann is Player 1, Ben Player 2…; a player's left neighbour is the next player.
 */
import { describe, expect, it } from 'vitest';
import { appRecord, explain, playRecord } from '../../src/main/engine/index.ts';
import type { Case, Outcome } from './case-table.ts';
import { ROUND5, makeRecord, table } from './case-table.ts';

const ROUND6 = 'Ben Cat Dan Eve Fay Ann';
const NO_RIPPLE = { type: 'none' } as const;
const told = (g: Outcome): string[] => explain(g.played.state.setup, g.played.events, 'en');

// --- Apprentice Tanner ------------------------------------------------------------------------------------------

const APPRENTICE = 'apprentice-tanner tanner werewolf villager villager | villager seer robber';

table('Apprentice Tanner (3-B)', [
  {
    name: "wakes and sees the Tanner's thumb",
    cite: "FACTS §6 Apprentice Tanner (BP2, 3-B): sees the Tanner's thumb",
    deal: APPRENTICE,
    votes: ROUND5,
    teams: { Ann: 'tanner' },
    check: (g) => {
      expect(g.actors('apprentice-tanner')).toEqual(['Ann']);
      expect(g.facts('apprentice-tanner', 'saw')).toEqual([{ kind: 'saw', players: [1], of: 'tanner' }]);
      expect(told(g)).toContain('Night: the Apprentice Tanner (Ann) saw the thumbs of the Tanner: Ben.');
    },
  },
  {
    name: 'wins if the Tanner dies (and the Werewolves do not win)',
    cite: 'FACTS §6 Apprentice Tanner: wins if the Tanner dies',
    deal: APPRENTICE,
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Ben'],
  },
  {
    name: 'with the Tanner among the players his own death does not make him win',
    cite: 'FACTS §6 Apprentice Tanner: wins if the Tanner dies; with no Tanner he wins only if he dies',
    deal: APPRENTICE,
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat'],
  },
  {
    name: 'the Tanner lives and nobody dies: he loses',
    cite: 'FACTS §6 Apprentice Tanner: wins if the Tanner dies',
    deal: APPRENTICE,
    votes: ROUND5,
    deaths: [],
    winners: ['Cat'],
  },
  {
    name: 'with no Tanner among the players he wins only if he dies, and the Werewolves cannot win then',
    cite: "FACTS §6 Apprentice Tanner: with no Tanner he wins only if he dies; RULING 73: … and then the Werewolves cannot win (as the Tanner's death)",
    deal: 'apprentice-tanner villager werewolf villager villager | tanner seer robber',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann'],
    check: (g) => {
      expect(g.facts('apprentice-tanner', 'saw')).toEqual([{ kind: 'saw', players: [], of: 'tanner' }]);
      expect(g.player('Cat').won).toBe(false);
    },
  },
  {
    name: 'with no Tanner and no Werewolf among the players his death does not beat the Minion (ruling 55)',
    cite: "RULING 73: … and then the Werewolves cannot win (as the Tanner's death); RULING 55: with no Werewolf among the players the Minion's own rule governs (house rule tannerBeatsLoneMinion)",
    deal: 'apprentice-tanner villager minion villager villager | tanner werewolf robber',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann', 'Cat'],
    check: (g) => expect(g.player('Cat').verdict).toEqual({ kind: 'minion-alone', won: true }),
  },
  {
    name: 'with no Tanner and no Werewolf among the players, house rule tannerBeatsLoneMinion: his death beats the Minion',
    cite: "RULING 73 (as the Tanner's death) and RULING 55, house rule tannerBeatsLoneMinion",
    deal: 'apprentice-tanner villager minion villager villager | tanner werewolf robber',
    options: { tannerBeatsLoneMinion: true },
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann'],
  },
  {
    name: 'with no Tanner among the players, alive, he loses',
    cite: 'FACTS §6 Apprentice Tanner: with no Tanner he wins only if he dies',
    deal: 'apprentice-tanner villager werewolf villager villager | tanner seer robber',
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben', 'Dan', 'Eve'],
  },
]);

// --- Thing --------------------------------------------------------------------------------------------------------

table('Thing (4-B)', [
  {
    name: 'taps the shoulder of the neighbour on his left',
    cite: 'FACTS §6 Thing (BP2, 4-B): may tap the nearest shoulder of the left or right neighbour',
    deal: 'thing villager werewolf villager villager | villager seer robber',
    night: [{ call: 'thing', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('thing', 'tapped')).toEqual([{ kind: 'tapped', actor: 0, player: 1 }]);
      expect(told(g)).toContain("Night: the Thing (Ann) tapped Ben's shoulder.");
    },
  },
  {
    name: 'or of the neighbour on his right (the last player, round the table)',
    cite: 'FACTS §6 Thing: the left or right neighbour',
    deal: 'thing villager werewolf villager villager | villager seer robber',
    night: [{ call: 'thing', target: 'Eve' }],
    votes: ROUND5,
    check: (g) => expect(g.facts('thing', 'tapped')).toEqual([{ kind: 'tapped', actor: 0, player: 4 }]),
  },
  {
    name: 'may tap nobody; nothing moves either way',
    cite: 'FACTS §6 Thing: may tap',
    deal: 'thing villager werewolf villager villager | villager seer robber',
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('thing', 'tapped')).toEqual([]);
      expect(g.played.state.positions).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    },
  },
]);

// --- Squire --------------------------------------------------------------------------------------------------------

table('Squire (9-C)', [
  {
    name: "sees every Werewolf's thumb (the Dream Wolf's too) and may look at their cards",
    cite: "FACTS §6 Squire (BP2, 9-C): sees wolves' thumbs, may view their cards; RULING 74: (the Dream Wolf's too)",
    deal: 'squire werewolf mystic-wolf dream-wolf villager villager | villager seer robber',
    night: [{ call: 'squire', targets: ['Ben', 'Dan'] }],
    votes: ROUND6,
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.facts('squire', 'saw')).toEqual([{ kind: 'saw', players: [1, 2, 3], of: 'werewolves' }]);
      expect(g.viewedBy('squire')).toEqual(['Ann:Ben=werewolf', 'Ann:Dan=dream-wolf']);
    },
  },
  {
    name: 'sees the thumb of a player who woke as a Werewolf although his card moved since',
    cite: "FACTS §6 Squire: sees wolves' thumbs, may view their cards",
    deal: 'squire werewolf robber villager villager | villager seer troublemaker',
    night: [
      { call: 'robber', target: 'Ben' },
      { call: 'squire', targets: ['Ben'] },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('squire', 'saw')).toEqual([{ kind: 'saw', players: [1], of: 'werewolves' }]);
      expect(g.viewed('squire')).toEqual(['Ben=robber']);
    },
  },
  {
    name: 'on the werewolf team: he wins when no Werewolf dies',
    cite: 'FACTS §6 Squire: wolf team',
    deal: 'squire werewolf villager villager villager | villager seer robber',
    votes: 'Cat Ann Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben'],
  },
  {
    name: 'and loses when a Werewolf dies',
    cite: 'FACTS §6 Squire: wolf team',
    deal: 'squire werewolf villager villager villager | villager seer robber',
    votes: 'Cat Cat Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
  },
  {
    name: 'with no Werewolf among the players he wins if another player dies',
    cite: "FACTS §6 Squire: if no player is a wolf he wins if one other player dies; RULING 74: (the Minion's rule)",
    deal: 'squire villager villager villager villager | werewolf seer robber',
    votes: 'Cat Ann Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann'],
    check: (g) => expect(g.player('Ann').verdict.kind).toBe('minion-alone'),
  },
  {
    name: 'with no Werewolf among the players his own death does not make him win',
    cite: 'FACTS §6 Squire: if no player is a wolf he wins if one other player dies',
    deal: 'squire villager villager villager villager | werewolf seer robber',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: [],
  },
  {
    name: 'may look at no card',
    cite: 'FACTS §6 Squire: may view their cards',
    deal: 'squire werewolf villager villager villager | villager seer robber',
    votes: ROUND5,
    check: (g) => expect(g.viewed('squire')).toEqual([]),
  },
]);

// --- Beholder ---------------------------------------------------------------------------------------------------------

table('Beholder (9-Z)', [
  {
    name: "sees the Seer's and the Apprentice Seer's thumbs and may look at their cards",
    cite: 'FACTS §6 Beholder (BP2, 9-Z): Seer and/or Apprentice Seer show thumbs; may view their cards',
    deal: 'beholder seer apprentice-seer werewolf villager | villager tanner robber',
    night: [{ call: 'beholder', targets: ['Ben', 'Cat'] }],
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('beholder', 'saw')).toEqual([{ kind: 'saw', players: [1, 2], of: 'seers' }]);
      expect(g.viewedBy('beholder')).toEqual(['Ann:Ben=seer', 'Ann:Cat=apprentice-seer']);
    },
  },
  {
    name: 'sees the thumb of the player who started as the Seer, and looks at the card he holds now',
    cite: 'FACTS §6 Beholder: Seer and/or Apprentice Seer show thumbs; may view their cards',
    deal: 'beholder seer robber werewolf villager | villager tanner troublemaker',
    night: [
      { call: 'robber', target: 'Ben' },
      { call: 'beholder', targets: ['Ben'] },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('beholder', 'saw')).toEqual([{ kind: 'saw', players: [1], of: 'seers' }]);
      expect(g.viewed('beholder')).toEqual(['Ben=robber']);
    },
  },
  {
    name: 'with no Seer among the players he sees no thumb',
    cite: 'FACTS §6 Beholder: Seer and/or Apprentice Seer show thumbs',
    deal: 'beholder villager villager werewolf villager | seer tanner robber',
    votes: ROUND5,
    check: (g) => expect(g.facts('beholder', 'saw')).toEqual([{ kind: 'saw', players: [], of: 'seers' }]),
  },
]);

// --- Aura Seer -------------------------------------------------------------------------------------------------------

table('Aura Seer (7-C)', [
  {
    name: 'sees the thumbs of those who viewed or moved a card so far: not the Insomniac (later) nor who did nothing',
    cite: 'FACTS §6 Aura Seer (BP1, 7-C): everyone who viewed or moved a card (or mark) so far shows a thumb',
    deal: 'aura-seer seer robber troublemaker insomniac werewolf mason mason | villager villager villager',
    night: [
      { call: 'werewolves', center: 0 },
      { call: 'seer', target: 'Fay' },
      { call: 'robber', target: 'Fay' },
      { call: 'troublemaker', targets: ['Ann', 'Fay'] },
    ],
    votes: 'Ben Cat Dan Eve Fay Gus Hal Ann',
    check: (g) => {
      expect(g.saw('aura-seer')).toEqual(['Ben', 'Cat', 'Dan', 'Fay']);
      expect(told(g)).toContain(
        'Night: the Aura Seer (Ann) saw the thumbs of those who viewed or moved a card or a Mark: Ben, Cat, Dan and Fay.',
      );
    },
  },
  {
    name: 'a Seer who looked at nothing shows no thumb',
    cite: 'FACTS §6 Aura Seer: everyone who viewed or moved a card',
    deal: 'aura-seer seer werewolf villager villager | villager villager villager',
    votes: ROUND5,
    check: (g) => expect(g.saw('aura-seer')).toEqual([]),
  },
  {
    name: 'the Doppelgänger, Mystic Wolf, Witch and Village Idiot viewed or moved cards: thumbs',
    cite: 'FACTS §6 Aura Seer: everyone who viewed or moved a card (or mark) so far',
    deal: 'aura-seer doppelganger mystic-wolf witch village-idiot villager | villager robber tanner',
    night: [
      { call: 'doppelganger', target: 'Fay' },
      { call: 'mystic-wolf', target: 'Fay' },
      { call: 'witch', center: 0, to: 'Fay' },
      { call: 'village-idiot', direction: 'left' },
    ],
    votes: ROUND6,
    check: (g) => expect(g.saw('aura-seer')).toEqual(['Ben', 'Cat', 'Dan', 'Eve']),
  },
  {
    name: 'the Sentinel (who put a shield, moving no card) shows no thumb',
    cite: 'RULING 75: The Aura Seer sees the thumb of everyone who has viewed or moved a card or a Mark so far tonight',
    deal: 'aura-seer sentinel werewolf villager villager | villager villager villager',
    night: [{ call: 'sentinel', target: 'Dan' }],
    votes: ROUND5,
    check: (g) => expect(g.saw('aura-seer')).toEqual([]),
  },
  {
    name: 'the Vampires gave a Mark: their thumbs; everyone viewing their Mark at the end of Dusk does not count',
    cite: "RULING 75: … (the Vampires giving their Mark included), not what they did; viewing one's own Mark at the end of Dusk does not count.",
    deal: 'aura-seer vampire villager villager villager | villager villager villager',
    night: [{ call: 'vampires', target: 'Cat' }],
    votes: ROUND5,
    check: (g) => expect(g.saw('aura-seer')).toEqual(['Ben']),
  },
  {
    name: 'the Marksman viewed a Mark and the Pickpocket moved one before her: thumbs; the Gremlin wakes after her',
    cite: 'FACTS §6 Aura Seer: everyone who viewed or moved a card (or mark) so far; ALIEN: 5-D Marksman, 6-C Pickpocket, 7-C Aura Seer, 7-D Gremlin',
    deal: 'aura-seer marksman pickpocket gremlin vampire villager | villager villager villager',
    night: [
      { call: 'vampires', target: 'Fay' },
      { call: 'marksman', mark: 'Fay' },
      { call: 'pickpocket', target: 'Fay' },
      { call: 'gremlin', swap: 'marks', targets: ['Ann', 'Fay'] },
    ],
    votes: ROUND6,
    check: (g) => expect(g.saw('aura-seer')).toEqual(['Ben', 'Cat', 'Eve']),
  },
]);

// --- Body Snatcher ------------------------------------------------------------------------------------------------------

const SNATCHER = 'body-snatcher seer villager werewolf villager | villager robber drunk';
const snatcherApp = (draw: Record<string, unknown>) => ({
  aliens: { action: 'stare' },
  'body-snatcher': draw,
  ripple: NO_RIPPLE,
});

table('Body Snatcher (1-A, 1-F)', [
  {
    name: "steals a non-Alien's card, looks at it, and leaves his own card with the victim: both are Aliens",
    cite: "FACTS §1 Body Snatcher: Steal (take a non-alien's card from [target]) … he looks at the stolen card, leaves his Body Snatcher card with the victim; the stolen card is an Alien wherever it ends up and whoever holds the Body Snatcher card is also an Alien",
    deal: SNATCHER,
    app: snatcherApp({ action: 'steal', target: 'any' }),
    night: [{ call: 'body-snatcher', target: 'Cat' }],
    votes: ROUND5,
    teams: { Ann: 'alien', Cat: 'alien', Ben: 'village' },
    check: (g) => {
      expect(g.card('Ann')).toBe('villager');
      expect(g.card('Cat')).toBe('body-snatcher');
      expect(g.swapped('body-snatcher')).toEqual(['Ann<->Cat']);
      expect(g.viewedBy('body-snatcher')).toEqual(['Ann:Ann=villager']);
      expect(g.player('Ann').role).toBe('alien');
    },
  },
  {
    name: 'the victim holding the Body Snatcher card dies: an Alien died, the village wins and the Aliens lose',
    cite: 'FACTS §1 Body Snatcher: whoever holds the Body Snatcher card is also an Alien; FACTS §5: Village wins if ≥1 Alien dies',
    deal: 'body-snatcher seer villager villager villager | villager robber drunk',
    app: snatcherApp({ action: 'steal', target: 'any' }),
    night: [{ call: 'body-snatcher', target: 'Cat' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben', 'Dan', 'Eve'],
  },
  {
    name: 'the stolen card stays an Alien wherever it goes (the Troublemaker moves it on)',
    cite: 'FACTS §1 Body Snatcher: the stolen card is an Alien wherever it ends up',
    deal: 'body-snatcher seer villager villager troublemaker | villager robber drunk',
    app: snatcherApp({ action: 'steal', target: 'any' }),
    night: [
      { call: 'body-snatcher', target: 'Cat' },
      { call: 'troublemaker', targets: ['Ann', 'Dan'] },
    ],
    votes: ROUND5,
    teams: { Dan: 'alien', Ann: 'village', Cat: 'alien' },
  },
  {
    name: 'the app says a center card: he takes one; it becomes an Alien, his own card goes to the center',
    cite: 'FACTS §1 Body Snatcher: Center (take a center card) … then the new card is on the alien team',
    deal: SNATCHER,
    app: snatcherApp({ action: 'center' }),
    night: [{ call: 'body-snatcher', center: 1 }],
    votes: ROUND5,
    teams: { Ann: 'alien' },
    check: (g) => {
      expect(g.card('Ann')).toBe('robber');
      expect(g.result.center).toEqual(['villager', 'body-snatcher', 'drunk']);
    },
  },
  {
    name: 'the app says pretend: he takes nothing and stays the Body Snatcher, an Alien',
    cite: 'FACTS §1 Body Snatcher: Pretend (act but take nothing)',
    deal: SNATCHER,
    app: snatcherApp({ action: 'pretend' }),
    votes: ROUND5,
    teams: { Ann: 'alien' },
    check: (g) => {
      expect(g.card('Ann')).toBe('body-snatcher');
      expect(g.facts('body-snatcher', 'app')).toEqual([
        { kind: 'app', key: 'body-snatcher', said: { action: 'pretend' } },
      ]);
    },
  },
  {
    name: "the app says his left neighbour: he takes Ben's card",
    cite: 'FACTS §1 Body Snatcher: Steal targets: any / any even / any odd / left / right / one neighbour',
    deal: SNATCHER,
    app: snatcherApp({ action: 'steal', target: 'left' }),
    night: [{ call: 'body-snatcher', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => expect(g.card('Ann')).toBe('seer'),
  },
  {
    name: 'the app says an even player: Dan (Player 4) will do',
    cite: 'FACTS §1 Body Snatcher: Steal targets: … any even …',
    deal: SNATCHER,
    app: snatcherApp({ action: 'steal', target: 'even' }),
    night: [{ call: 'body-snatcher', target: 'Dan' }],
    votes: ROUND5,
    teams: { Ann: 'alien', Dan: 'alien' },
    check: (g) => expect(g.card('Ann')).toBe('werewolf'),
  },
  ...(
    [
      ['odd', 'Cat', 'any odd'],
      ['right', 'Eve', 'right'],
      ['one-neighbour', 'Ben', 'one neighbour'],
      ['one-neighbour', 'Eve', 'one neighbour'],
    ] as const
  ).map(([target, victim, words]): Case => ({
    name: `the app says ${words}: ${victim}'s card will do`,
    cite: `FACTS §1 Body Snatcher: Steal targets: any / any even / any odd / left / right / one neighbour`,
    deal: SNATCHER,
    app: snatcherApp({ action: 'steal', target }),
    night: [{ call: 'body-snatcher', target: victim }],
    votes: ROUND5,
    teams: { Ann: 'alien', [victim]: 'alien' },
    check: (g) => expect(g.card(victim)).toBe('body-snatcher'),
  })),
  {
    name: 'he may take nothing though the app said steal',
    cite: 'docs/record-format.md: body-snatcher … `target` (`steal`) or `center` (`center`), optional',
    deal: SNATCHER,
    app: snatcherApp({ action: 'steal', target: 'any' }),
    votes: ROUND5,
    check: (g) => expect(g.card('Ann')).toBe('body-snatcher'),
  },
  {
    name: 'in the center the app still speaks its draw; nobody acts',
    cite: 'FACTS §0: If a role that must answer the app is in the center, the app answers by itself so nobody can tell',
    deal: 'alien seer villager werewolf villager | body-snatcher robber drunk',
    app: snatcherApp({ action: 'steal', target: 'odd' }),
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('body-snatcher')).toEqual([]);
      expect(g.facts('body-snatcher', 'app')).toHaveLength(1);
    },
  },
  {
    name: "a time loop replays his call with the app's fresh draw",
    cite: 'RULING 77: He is replayed by a time loop (he wakes with the Aliens)',
    deal: 'body-snatcher seer villager villager villager | villager robber drunk',
    app: {
      aliens: { action: 'stare' },
      'body-snatcher': { action: 'steal', target: 'any' },
      ripple: { type: 'repeat' },
      loop: { aliens: { action: 'stare' }, 'body-snatcher': { action: 'steal', target: 'any' } },
    },
    night: [
      { call: 'body-snatcher', target: 'Cat' },
      { call: 'body-snatcher', target: 'Dan', loop: true },
    ],
    votes: ROUND5,
    teams: { Ann: 'alien', Cat: 'alien', Dan: 'alien', Ben: 'village' },
    check: (g) => {
      expect(g.card('Cat')).toBe('body-snatcher');
      // Ann left the card she held (Cat's, an Alien now) with Dan and took Dan's.
      expect(g.card('Dan')).toBe('villager');
      expect(g.swapped('body-snatcher#loop')).toEqual(['Ann<->Dan']);
    },
  },
]);

// --- Empath -----------------------------------------------------------------------------------------------------------------

table('Empath (10-E)', [
  {
    name: 'wakes; the app names a prompt and a group who point; nothing moves',
    cite: "FACTS §3 Empath (BP3, 10-E): wakes; a group keeps eyes closed and points as told; Empath watches; then everyone's hands away",
    deal: 'empath seer villager werewolf villager | villager robber drunk',
    app: { empath: { prompt: 'sharp-dresser', group: 'everyone' } },
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('empath')).toEqual(['Ann']);
      expect(g.facts('empath', 'app')).toEqual([
        { kind: 'app', key: 'empath', said: { prompt: 'sharp-dresser', group: 'everyone' } },
      ]);
      expect(g.played.state.positions).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      const line = told(g).find((s) => s.includes('Empath'));
      expect(line).toBeDefined();
      expect(line).not.toMatch(/sharp-dresser|[{}"]/);
    },
  },
  {
    name: 'in the center the app still speaks its prompt',
    cite: 'FACTS §0: If a role that must answer the app is in the center, the app answers by itself',
    deal: 'villager seer villager werewolf villager | empath robber drunk',
    app: { empath: { prompt: 'nicest', group: 'odd' } },
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('empath')).toEqual([]);
      expect(g.facts('empath', 'app')).toHaveLength(1);
    },
  },
  {
    name: 'on the village team',
    cite: 'FACTS §3 Empath: … nothing moves (a village role)',
    deal: 'empath seer villager werewolf villager | villager robber drunk',
    app: { empath: { prompt: 'awesome', group: [2, 3] } },
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben', 'Cat', 'Eve'],
    teams: { Ann: 'village' },
  },
  {
    name: 'a time loop of the whole night wakes her again with the same prompt; the game exported reads again',
    cite: 'RULING 50 timeLoopWholeNight: every Night call from 1 on; the app draws no new prompt for the Empath (its loop draws are the Aliens’, Psychic’s, Rascal’s, Exposer’s, Mortician’s and Body Snatcher’s)',
    deal: 'empath alien seer villager villager | villager robber drunk',
    options: { timeLoopWholeNight: true },
    app: {
      aliens: { action: 'stare' },
      empath: { prompt: 'funniest', group: 'even' },
      ripple: { type: 'repeat' },
      loop: { aliens: { action: 'stare' } },
    },
    votes: ROUND5,
    check: (g) => {
      const said = { kind: 'app', key: 'empath', said: { prompt: 'funniest', group: 'even' } };
      expect(g.facts('empath', 'app')).toEqual([said]);
      expect(g.facts('empath#loop', 'app')).toEqual([said]);
      // What the console exports for this game (its record's app object) is a record that reads again.
      const app = appRecord(g.played.state);
      expect(app?.loop).toEqual({ aliens: { action: 'stare' } });
      const again = playRecord({ ...g.played.record, app }, { requireVotes: true });
      expect(again.ok ? [] : again.error.problems).toEqual([]);
    },
  },
]);

// --- Nostradamus ------------------------------------------------------------------------------------------------------------

const NOSTRA = 'nostradamus villager seer werewolf tanner | villager robber drunk';

table('Nostradamus (5-E)', [
  {
    name: 'three village cards: he is on the village team, and wins with it if he lives',
    cite: 'FACTS §3 Nostradamus (BP3, 5-E): views up to 3 cards, stops at first non-village role; the last card viewed is his team … Wins only if he lives and that team wins',
    deal: 'nostradamus villager seer werewolf villager | villager robber drunk',
    app: { nostradamus: { team: 'village' } },
    night: [{ call: 'nostradamus', targets: ['Ben', 'Cat', 'Eve'] }],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben', 'Cat', 'Eve'],
    check: (g) => {
      expect(g.viewed('nostradamus')).toEqual(['Ben=villager', 'Cat=seer', 'Eve=villager']);
      expect(g.facts('nostradamus', 'announced')).toEqual([{ kind: 'announced', team: 'village', picked: false }]);
      expect(g.player('Ann').verdict).toMatchObject({ kind: 'nostradamus', team: 'village', won: true });
    },
  },
  {
    name: 'he stops at the Werewolf: the werewolf team is his; it wins and he lives: he wins',
    cite: 'FACTS §3 Nostradamus: stops at first non-village role; the last card viewed is his team',
    deal: NOSTRA,
    app: { nostradamus: { team: 'werewolf' } },
    night: [{ call: 'nostradamus', targets: ['Ben', 'Dan'] }],
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Dan'],
    check: (g) => expect(g.player('Ann').verdict).toMatchObject({ kind: 'nostradamus', team: 'werewolf' }),
  },
  {
    name: 'the team he follows wins but he dies: he loses; his death does not cost that team the game',
    cite: 'FACTS §3 Nostradamus: Wins only if he lives and that team wins; he is not a member who makes the team lose if he dies',
    deal: NOSTRA,
    app: { nostradamus: { team: 'werewolf' } },
    night: [{ call: 'nostradamus', targets: ['Dan'] }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Dan'],
  },
  {
    name: 'the team he follows loses: so does he',
    cite: 'FACTS §3 Nostradamus: Wins only if he lives and that team wins',
    deal: NOSTRA,
    app: { nostradamus: { team: 'werewolf' } },
    night: [{ call: 'nostradamus', targets: ['Dan'] }],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ben', 'Cat'],
  },
  {
    name: 'he stops at the Tanner: the Tanner dies and he lives: he wins',
    cite: 'FACTS §3 Nostradamus: the app announces "Nostradamus is on the X team" (… tanner …)',
    deal: NOSTRA,
    app: { nostradamus: { team: 'tanner' } },
    night: [{ call: 'nostradamus', targets: ['Eve'] }],
    votes: 'Eve Eve Eve Eve Ann',
    deaths: ['Eve'],
    winners: ['Ann', 'Eve'],
  },
  {
    name: "he looks at nothing: the app picks his team (the record's app.nostradamus)",
    cite: 'FACTS §3 Nostradamus: if he views nothing the app picks a team; RULING 76: a record writes it as `app.nostradamus`',
    deal: NOSTRA,
    app: { nostradamus: { team: 'werewolf' } },
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Dan'],
    check: (g) => {
      expect(g.facts('nostradamus', 'announced')).toEqual([{ kind: 'announced', team: 'werewolf', picked: true }]);
      expect(told(g)).toContain(
        'Night: Nostradamus (Ann) looked at no card, so the app picked a team for him: the werewolf team.',
      );
    },
  },
  {
    name: 'he looks at one village card only: the village team',
    cite: 'FACTS §3 Nostradamus: views up to 3 cards; the last card viewed is his team',
    deal: NOSTRA,
    app: { nostradamus: { team: 'village' } },
    night: [{ call: 'nostradamus', targets: ['Cat'] }],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben', 'Cat'],
  },
]);

describe('Nostradamus and the record', () => {
  it('a record whose app.nostradamus is not the team of the last card he saw is refused — "RULING 76: the team of the last card he saw is his"', () => {
    const played = playRecord(
      makeRecord({
        deal: NOSTRA,
        app: { nostradamus: { team: 'village' } },
        night: [{ call: 'nostradamus', targets: ['Dan'] }],
        votes: ROUND5,
      }),
      { requireVotes: true },
    );
    expect(played.ok).toBe(false);
    if (!played.ok) expect(played.error.problems.join('\n')).toMatch(/nostradamus/);
  });
});

describe('Nostradamus sees a card a role turned into another', () => {
  // Ben, the Paranormal Investigator, stops at the Synthetic Alien: his card becomes an Alien card. Ann,
  // Nostradamus, then views Ben's card: the app announces the alien team, though no Alien card was dealt.
  const deal = 'nostradamus paranormal-investigator synthetic-alien villager villager | villager robber drunk';
  const night = [
    { call: 'paranormal-investigator', targets: ['Cat'] },
    { call: 'nostradamus', targets: ['Ben'] },
  ];
  // The Synthetic Alien makes it a game the app directs: the Aliens' call and the ripple are said too.
  const APP = { aliens: { action: 'stare' }, ripple: { type: 'none' } };

  it('a record whose app announced the alien team is read — "RULING 66: the change travels with the card; RULING 76: the team of the last card he saw is his"', () => {
    const played = playRecord(
      makeRecord({ deal, night, app: { ...APP, nostradamus: { team: 'alien' } }, votes: ROUND5 }),
      {
        requireVotes: true,
      },
    );
    expect(played.ok ? [] : played.error.problems).toEqual([]);
    if (!played.ok) return;
    const announced = played.value.events.flatMap((e) =>
      e.type === 'step' ? e.facts.filter((f) => f.kind === 'announced') : [],
    );
    expect(announced).toEqual([{ kind: 'announced', team: 'alien', picked: false }]);
  });

  it('the same game with another team recorded is refused at his call, naming the card he saw', () => {
    const played = playRecord(
      makeRecord({ deal, night, app: { ...APP, nostradamus: { team: 'village' } }, votes: ROUND5 }),
      {
        requireVotes: true,
      },
    );
    expect(played.ok).toBe(false);
    if (!played.ok) expect(played.error.problems.join('\n')).toMatch(/nostradamus/i);
  });

  it("when he looks at nothing the app picks among the dealt cards' teams: a team only a turned card has is refused", () => {
    const played = playRecord(
      makeRecord({
        deal,
        night: [{ call: 'paranormal-investigator', targets: ['Cat'] }],
        app: { ...APP, nostradamus: { team: 'alien' } },
        votes: ROUND5,
      }),
      { requireVotes: true },
    );
    expect(played.ok).toBe(false);
    if (!played.ok) expect(played.error.problems.join('\n')).toMatch(/"alien" is not the team of a card in this game/);
  });
});
