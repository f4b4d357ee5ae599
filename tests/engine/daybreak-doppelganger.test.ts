/**
 * The Doppelgänger (and the Copycat) with every Daybreak and Bonus Pack role: docs/rulings.md rule 63
 * ("RULING 63": the Sentinel's, Alpha Wolf's, Mystic Wolf's, Apprentice Seer's, Paranormal Investigator's,
 * Witch's and Village Idiot's action at once; the Doppelgänger-Revealer at 10a and the Doppelgänger-Curator at
 * 11a; every other role right after the original; a role that never wakes simply is that role), the Daybreak
 * rulebook's "Doppelgänger and Daybreak" ("DB"), `../shared/rules/alien-daybreak.md` ("FACTS") §1 and §6, and
 * the record format's immediate entry (the entry right after her `doppelganger` entry, with the copied
 * role's call) and `-doppelganger` app draws. Written from the rule texts, not from the engine's behaviour.
 *
 * Ann is the Doppelgänger in every case; the role she copies is Ben's.
 */
import { expect } from 'vitest';
import type { Outcome } from './case-table.ts';
import { ROUND5, table } from './case-table.ts';

const ROUND6 = 'Ben Cat Dan Eve Fay Ann';
const NO_RIPPLE = { type: 'none' } as const;

/** The keys of the steps, in the order played, that a player acted in. */
const order = (g: Outcome): string[] => g.steps().map((e) => e.step);

// --- immediate actions ----------------------------------------------------------------------------------------------

table('Doppelgänger: the roles she acts as at once (RULING 63)', [
  {
    name: 'Sentinel: her own shield at once, a second one on another card',
    cite: "FACTS §6 Sentinel: Two shield tokens (Doppel-Sentinel acts immediately); RULING 63: The Doppelgänger does the Sentinel's … action at once",
    deal: 'doppelganger sentinel seer werewolf villager | villager robber drunk',
    night: [
      { call: 'sentinel', target: 'Dan' },
      { call: 'doppelganger', target: 'Ben' },
      { call: 'sentinel', target: 'Eve' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('sentinel', 'shielded')).toEqual([{ kind: 'shielded', actor: 1, player: 3 }]);
      expect(g.facts('doppelganger-action', 'shielded')).toEqual([{ kind: 'shielded', actor: 0, player: 4 }]);
      expect(g.played.state.shields).toEqual([false, false, false, true, true]);
    },
  },
  {
    name: 'Sentinel in a Vampire game: she shields at Dusk (-7), before the Sentinel',
    cite: 'RULING 63; Vampire text: the Doppelgänger wakes at -7 with Vampire roles',
    deal: 'doppelganger sentinel vampire werewolf villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'sentinel', by: 'Ann', target: 'Dan' },
      { call: 'vampires', target: 'Eve' },
      { call: 'sentinel', by: 'Ben', target: 'Eve' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(order(g).indexOf('doppelganger-action')).toBeLessThan(order(g).indexOf('sentinel'));
      expect(g.played.state.shields).toEqual([false, false, false, true, true]);
    },
  },
  {
    name: 'Apprentice Seer: she looks at a center card at once',
    cite: "RULING 63: The Doppelgänger does the … Apprentice Seer's … action at once",
    deal: 'doppelganger apprentice-seer werewolf villager villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'apprentice-seer', center: 2 },
      { call: 'apprentice-seer', by: 'Ben', center: 0 },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.viewedBy('doppelganger-action')).toEqual(['Ann:center2=drunk']);
      expect(g.viewedBy('apprentice-seer')).toEqual(['Ben:center0=villager']);
    },
  },
  {
    name: 'Paranormal Investigator: she looks at once, stops on a Werewolf and her card becomes a Werewolf',
    cite: "RULING 63: … Paranormal Investigator's … action at once; RULING 66: his card becomes that role",
    deal: 'doppelganger paranormal-investigator werewolf villager villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'paranormal-investigator', targets: ['Cat'] },
    ],
    votes: 'Cat Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Dan', 'Eve'],
    teams: { Ann: 'werewolf', Ben: 'village' },
    check: (g) => expect(g.facts('doppelganger-action', 'stopped')[0]?.becomes).toBe('werewolf'),
  },
  {
    name: 'Witch: she looks at a center card at once and gives it',
    cite: "RULING 63: … Witch's … action at once",
    deal: 'doppelganger witch werewolf villager villager | tanner robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'witch', center: 0, to: 'Dan' },
    ],
    votes: ROUND5,
    teams: { Dan: 'tanner' },
    check: (g) => expect(g.viewedBy('doppelganger-action')).toEqual(['Ann:center0=tanner']),
  },
  {
    name: 'Village Idiot: she moves every card but her own at once',
    cite: "RULING 63: … Village Idiot's … action at once",
    deal: 'doppelganger village-idiot werewolf tanner minion | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'village-idiot', direction: 'left' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('doppelganger-action', 'rotated-cards')).toEqual([
        { kind: 'rotated-cards', seats: [1, 2, 3, 4], direction: 'left', why: 'idiot' },
      ]);
      expect(g.card('Ann')).toBe('doppelganger');
      expect(g.card('Cat')).toBe('village-idiot');
    },
  },
  {
    name: 'Alpha Wolf: she gives the Center Werewolf card at once, then wakes with the Werewolves but not at 2-B',
    cite: 'DB, Doppelgänger and Daybreak: The Doppelgänger-Alpha Wolf immediately exchanges the Center Werewolf card … When the Werewolves are called, the Doppelgänger-Alpha Wolf wakes up with the rest of the Werewolves. She does *not* wake up when the Alpha Wolf is called.',
    deal: 'doppelganger alpha-wolf seer villager villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'alpha-wolf', by: 'Ann', target: 'Dan' },
      { call: 'alpha-wolf', by: 'Ben', target: 'Cat' },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf', Cat: 'village', Dan: 'werewolf' },
    check: (g) => {
      expect(g.swapped('doppelganger-action')).toEqual(['Dan<->center3']);
      expect(g.actors('werewolves')).toEqual(['Ann', 'Ben']);
      expect(g.actors('alpha-wolf')).toEqual(['Ben']);
      expect(g.script()).not.toContain('alpha-wolf/doppelganger@2-B');
      // The card at index 3 was Dan's Villager card when the Alpha Wolf gave it to Cat.
      expect(g.card('Cat')).toBe('villager');
      expect(g.card('Dan')).toBe('werewolf');
    },
  },
  {
    name: 'Mystic Wolf: she looks at a card at once, then wakes with the Werewolves but not at 2-C',
    cite: "DB, Doppelgänger and Daybreak: The Doppelgänger-Mystic Wolf may immediately look at any player's card. When the werewolves are called, she wakes up with the rest of the Werewolves. She does *not* wake up when the Mystic Wolf is called.",
    deal: 'doppelganger mystic-wolf seer villager villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'mystic-wolf', by: 'Ann', target: 'Cat' },
      { call: 'mystic-wolf', by: 'Ben', target: 'Dan' },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.viewedBy('doppelganger-action')).toEqual(['Ann:Cat=seer']);
      expect(g.actors('werewolves')).toEqual(['Ann', 'Ben']);
      expect(g.actors('mystic-wolf')).toEqual(['Ben']);
      expect(order(g).indexOf('doppelganger-action')).toBeLessThan(order(g).indexOf('werewolves'));
    },
  },
]);

// --- later calls -------------------------------------------------------------------------------------------------------

table('Doppelgänger: the roles she wakes as right after the original (RULING 63)', [
  {
    name: 'Curator: she wakes at 11a and puts her own artifact on a card without one',
    cite: "FACTS §6 Curator: Doppel-Curator (11a) can't use a card that already has a token; RULING 63",
    deal: 'doppelganger curator seer werewolf villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'curator', by: 'Ben', target: 'Dan', artifact: 'claw-of-the-werewolf' },
      { call: 'curator', by: 'Ann', target: 'Cat', artifact: 'cudgel-of-the-tanner' },
    ],
    votes: ROUND5,
    teams: { Dan: 'werewolf', Cat: 'tanner' },
    check: (g) => {
      expect(g.played.state.setup.script.find((s) => s.key === 'curator/doppelganger')?.wake).toBe('11a');
      expect(g.actors('curator/doppelganger')).toEqual(['Ann']);
    },
  },
  {
    name: 'Revealer: she wakes at 10a, right after the Revealer, and flips a card',
    cite: "DB, Doppelgänger and Daybreak: The Doppelgänger-Revealer wakes up towards the end of the night, immediately after the Revealer goes to sleep, and may flip over any player's card that is face down; DB wake order: #10a: Doppelgänger-Revealer",
    deal: 'doppelganger revealer seer werewolf villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'revealer', by: 'Ben', target: 'Eve' },
      { call: 'revealer', by: 'Ann', target: 'Cat' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.played.state.setup.script.find((s) => s.key === 'revealer/doppelganger')?.wake).toBe('10a');
      expect(g.flipped('revealer')).toEqual(['Eve=villager']);
      expect(g.flipped('revealer/doppelganger')).toEqual(['Cat=seer']);
      expect(g.facts('doppelganger-action', 'flipped')).toEqual([]);
      expect(order(g).indexOf('revealer')).toBe(order(g).indexOf('revealer/doppelganger') - 1);
    },
  },
  {
    name: 'Revealer: she cannot flip the card the Revealer left face up',
    cite: "DB, Doppelgänger and Daybreak: … may flip over any player's card that is face down",
    deal: 'doppelganger revealer seer werewolf villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'revealer', by: 'Ben', target: 'Cat' },
      { call: 'revealer', by: 'Ann', target: 'Cat' },
    ],
    votes: ROUND5,
    rejects: [/revealer/, /Cat/, /already face up/],
  },
  {
    name: 'Revealer: she may flip the Werewolf the Revealer turned back down',
    cite: "DB, Doppelgänger and Daybreak: … may flip over any player's card that is face down; if that card is a Werewolf or Tanner, it must be flipped back over face down",
    deal: 'doppelganger revealer seer werewolf villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'revealer', by: 'Ben', target: 'Dan' },
      { call: 'revealer', by: 'Ann', target: 'Dan' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.flipped('revealer/doppelganger')).toEqual(['Dan=werewolf']);
      expect(g.facts('revealer/doppelganger', 'flipped-down')).toHaveLength(1);
    },
  },
  {
    name: 'Apprentice Tanner: she wakes after him and sees the Tanner; she wins if the Tanner dies',
    cite: "RULING 63; FACTS §6 Apprentice Tanner: sees the Tanner's thumb; wins if the Tanner dies",
    deal: 'doppelganger apprentice-tanner tanner werewolf villager | villager robber drunk',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Cat'],
    check: (g) =>
      expect(g.facts('apprentice-tanner/doppelganger', 'saw')).toEqual([{ kind: 'saw', players: [2], of: 'tanner' }]),
  },
  {
    name: 'Thing: she wakes after the Thing and taps a neighbour',
    cite: 'RULING 63; FACTS §6 Thing',
    deal: 'doppelganger thing seer werewolf villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'thing', by: 'Ann', target: 'Eve' },
    ],
    votes: ROUND5,
    check: (g) => expect(g.facts('thing/doppelganger', 'tapped')).toEqual([{ kind: 'tapped', actor: 0, player: 4 }]),
  },
  {
    name: "Aura Seer: she wakes after the Aura Seer and sees the thumbs (her own look at Ben's card counts for Ben's Aura Seer)",
    cite: 'RULING 63; RULING 75',
    deal: 'doppelganger aura-seer seer werewolf villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'seer', target: 'Dan' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.saw('aura-seer')).toEqual(['Ann', 'Cat']);
      expect(g.saw('aura-seer/doppelganger')).toEqual(['Cat']);
    },
  },
  {
    name: 'Squire: she wakes after the Squire, sees the Werewolves and is on their team',
    cite: 'RULING 63; FACTS §6 Squire',
    deal: 'doppelganger squire werewolf villager villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'squire', by: 'Ann', targets: ['Cat'] },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf' },
    check: (g) => expect(g.viewedBy('squire/doppelganger')).toEqual(['Ann:Cat=werewolf']),
  },
  {
    name: "Beholder: she wakes after the Beholder and may look at the Seer's card",
    cite: 'RULING 63; FACTS §6 Beholder',
    deal: 'doppelganger beholder seer werewolf villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'beholder', by: 'Ann', targets: ['Cat'] },
    ],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('beholder/doppelganger')).toEqual(['Ann:Cat=seer']),
  },
  {
    name: 'Nostradamus: she wakes after him with her own announced team (app.nostradamus-doppelganger)',
    cite: 'RULING 63; docs/record-format.md: `nostradamus` … Each with its `-doppelganger` copy',
    deal: 'doppelganger nostradamus seer werewolf villager | villager robber drunk',
    app: { nostradamus: { team: 'village' }, 'nostradamus-doppelganger': { team: 'werewolf' } },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'nostradamus', by: 'Ben', targets: ['Cat'] },
      { call: 'nostradamus', by: 'Ann', targets: ['Dan'] },
    ],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Dan'],
    check: (g) => {
      expect(g.player('Ann').verdict).toMatchObject({ kind: 'nostradamus', team: 'werewolf', won: true });
      expect(g.player('Ben').verdict).toMatchObject({ kind: 'nostradamus', team: 'village', won: false });
    },
  },
  {
    name: 'Empath: she wakes after the Empath with her own prompt',
    cite: 'FACTS §0: a Doppelgänger copy of … Empath wakes right after the original and gets its own draw',
    deal: 'doppelganger empath seer werewolf villager | villager robber drunk',
    app: {
      empath: { prompt: 'think', group: 'everyone' },
      'empath-doppelganger': { prompt: 'nicest', group: 'odd' },
    },
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('empath/doppelganger')).toEqual(['Ann']);
      expect(g.facts('empath/doppelganger', 'app')).toEqual([
        { kind: 'app', key: 'empath-doppelganger', said: { prompt: 'nicest', group: 'odd' } },
      ]);
    },
  },
  {
    name: 'Body Snatcher: she wakes after him with her own draw; the Doppelgänger card she leaves is an Alien too',
    cite: 'FACTS §1 Body Snatcher: Doppel-Body Snatcher: the Doppelgänger card becomes an Alien too',
    deal: 'doppelganger body-snatcher seer werewolf villager villager | villager robber drunk',
    app: {
      aliens: { action: 'stare' },
      'body-snatcher': { action: 'pretend' },
      'body-snatcher-doppelganger': { action: 'steal', target: 'any' },
      ripple: NO_RIPPLE,
    },
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'body-snatcher', by: 'Ann', target: 'Cat' },
    ],
    votes: ROUND6,
    teams: { Ann: 'alien', Cat: 'alien', Ben: 'alien', Dan: 'werewolf' },
    check: (g) => {
      expect(g.card('Cat')).toBe('doppelganger');
      expect(g.card('Ann')).toBe('seer');
      expect(g.actors('body-snatcher/doppelganger')).toEqual(['Ann']);
    },
  },
]);

// --- roles that never wake -----------------------------------------------------------------------------------------------

table('Doppelgänger: a role that never wakes (RULING 63: she simply is that role)', [
  {
    name: 'Dream Wolf: she does not wake with the Werewolves, shows them her thumb and is on their team',
    cite: 'RULING 63: A Doppelgänger who copies a role that never wakes simply is that role; FACTS §6 Dream Wolf',
    deal: 'doppelganger dream-wolf werewolf villager villager | villager robber drunk',
    night: [{ call: 'doppelganger', target: 'Ben' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Dan', 'Eve'],
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Cat']);
      expect([...g.saw('werewolves')].sort()).toEqual(['Ann', 'Ben', 'Cat']);
    },
  },
]);

// --- the Copycat -----------------------------------------------------------------------------------------------------------

table('Copycat with Daybreak roles (he wakes as the center card he copied)', [
  {
    name: 'Copycat-Sentinel: he shields a card at 0',
    cite: 'VAMPIRE, Copycat: … becomes that role and wakes up with that role; ALIEN: 0: Sentinel',
    deal: 'copycat vampire seer werewolf villager | sentinel robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'sentinel', target: 'Dan' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('sentinel')).toEqual(['Ann']);
      expect(g.played.state.shields?.[3]).toBe(true);
    },
  },
  {
    name: 'Copycat-Paranormal Investigator: he stops on a Werewolf and becomes one',
    cite: 'VAMPIRE, Copycat; FACTS §6 Paranormal Investigator',
    deal: 'copycat vampire seer werewolf villager | paranormal-investigator robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'paranormal-investigator', targets: ['Dan'] },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf' },
  },
  {
    name: 'Copycat-Alpha Wolf: he wakes with the Werewolves and gives the Center Werewolf card',
    cite: 'VAMPIRE, Copycat; RULING 65: the Alpha Wolf must give it to another player who did not wake as a Werewolf',
    deal: 'copycat vampire seer werewolf villager | alpha-wolf robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'alpha-wolf', target: 'Cat' },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf', Cat: 'werewolf' },
    check: (g) => expect(g.actors('werewolves')).toEqual(['Ann', 'Dan']),
  },
  {
    name: 'Copycat-Curator: he puts an artifact at 11',
    cite: 'VAMPIRE, Copycat; FACTS §6 Curator',
    deal: 'copycat vampire seer werewolf villager | curator robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'curator', target: 'Cat', artifact: 'brand-of-the-villager' },
    ],
    votes: ROUND5,
    check: (g) =>
      expect(g.facts('curator', 'artifact')).toEqual([
        { kind: 'artifact', actor: 0, player: 2, artifact: 'brand-of-the-villager' },
      ]),
  },
]);
