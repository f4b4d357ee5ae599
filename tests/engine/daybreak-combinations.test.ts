/**
 * Daybreak and the Bonus Packs with the rest of the family: the Copycat with every role the other files do not
 * cover, the Doppelgänger-Aura Seer and -Beholder, thumbs under the Mark of Fear, artifacts that take a vote
 * power away, the Hunter's shot at a protected player, the Cursed and the protections in Epic Battles, the
 * wolves' thumbs and the lone wolf. Sources: `../shared/rules/alien-daybreak.md` §6 ("FACTS"), the Daybreak
 * rulebook AD cites ("DB"), the Vampire text ("VAMPIRE", "EPIC" for its Epic Battles), the French edition
 * ("FR"), docs/rulings.md ("RULING n"). Written from the rule texts, not from the engine's behaviour.
 */
import { expect } from 'vitest';
import { explain } from '../../src/main/engine/index.ts';
import { ROUND5, refusals, table } from './case-table.ts';

const ROUND6 = 'Ben Cat Dan Eve Fay Ann';
const COPYCAT = 'VAMPIRE, Copycat: … looks at one of the center cards … becomes that role and wakes up with that role';

// --- the Copycat -------------------------------------------------------------------------------------------------------

table('Copycat with the other Daybreak and Bonus Pack roles (he wakes as the center card he copied)', [
  {
    name: 'Copycat-Witch: he looks at a center card at 6-B and gives it, to himself here',
    cite: `${COPYCAT}; FACTS §6 Witch: must swap it with any player's card (incl. her own)`,
    deal: 'copycat vampire seer werewolf villager | witch robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'witch', center: 1, to: 'Ann' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('witch')).toEqual(['Ann']);
      expect(g.card('Ann')).toBe('robber');
    },
  },
  {
    name: 'Copycat-Village Idiot: he moves every other card one seat at 7-B',
    cite: `${COPYCAT}; FACTS §6 Village Idiot: may shift all players' cards except his own … one seat left or right`,
    deal: 'copycat vampire seer werewolf villager | village-idiot robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'seer', target: 'Dan' },
      { call: 'village-idiot', direction: 'left' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.card('Ann')).toBe('copycat');
      expect(['Ben', 'Cat', 'Dan', 'Eve'].map((p) => g.card(p))).toEqual(['villager', 'vampire', 'seer', 'werewolf']);
    },
  },
  {
    name: 'Copycat-Revealer: he flips a card at 10; a village card stays up',
    cite: `${COPYCAT}; FACTS §6 Revealer: may flip one other player's card face up`,
    deal: 'copycat vampire seer werewolf villager | revealer robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'seer', target: 'Dan' },
      { call: 'revealer', target: 'Cat' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.flipped('revealer')).toEqual(['Cat=seer']);
      expect(g.facts('revealer', 'flipped-down')).toEqual([]);
    },
  },
  {
    name: 'Copycat-Apprentice Seer: he looks at one center card at 5-B',
    cite: `${COPYCAT}; FACTS §6 Apprentice Seer (5-B): may view one center card`,
    deal: 'copycat vampire seer werewolf villager | apprentice-seer robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'seer', target: 'Dan' },
      { call: 'apprentice-seer', center: 1 },
    ],
    votes: ROUND5,
    check: (g) => expect(g.viewedBy('apprentice-seer')).toEqual(['Ann:center1=robber']),
  },
  {
    name: 'Copycat-Mystic Wolf: he wakes with the Werewolves, then looks at a card at 2-C',
    cite: `${COPYCAT}; FACTS §6 Mystic Wolf (2-C): wakes with wolves, then may view one other player's card`,
    deal: 'copycat vampire seer werewolf villager | mystic-wolf robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'mystic-wolf', target: 'Cat' },
      { call: 'seer', target: 'Dan' },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Ann', 'Dan']);
      expect(g.viewedBy('mystic-wolf')).toEqual(['Ann:Cat=seer']);
    },
  },
  {
    name: 'Copycat-Dream Wolf: he does not wake with the Werewolves, but is on their team',
    cite: `${COPYCAT}; FACTS §6 Dream Wolf: never wakes; thumb out when wolves (and Minion) wake; wolf team`,
    deal: 'copycat vampire seer werewolf villager | dream-wolf robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'seer', target: 'Dan' },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf' },
    check: (g) => expect(g.actors('werewolves')).toEqual(['Dan']),
  },
  {
    name: 'Copycat-Bodyguard: the player he votes for cannot be killed; the next highest (two) dies',
    cite: `${COPYCAT}; FACTS §6 Bodyguard: the player he votes for can't be killed; if that player had most votes, the next highest (≥2) dies`,
    deal: 'copycat vampire seer werewolf villager | bodyguard robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'seer', target: 'Dan' },
    ],
    votes: 'Dan Dan Dan Cat Cat',
    deaths: ['Cat'],
  },
  {
    name: 'Copycat-Prince: votes against him do not count; nobody else has two votes: nobody dies',
    cite: `${COPYCAT}; FACTS §6 Prince: votes against him don't count; if he'd have most, next highest (>1) dies`,
    deal: 'copycat villager seer werewolf villager | prince robber vampire',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'seer', target: 'Dan' },
    ],
    votes: 'Dan Ann Ann Ann Cat',
    deaths: [],
  },
  {
    name: 'Copycat-Cursed: a Werewolf votes for him and he becomes a Werewolf',
    cite: `${COPYCAT}; FACTS §6 Cursed: village unless ≥1 Werewolf/Vampire votes for him, then he becomes one`,
    deal: 'copycat villager seer werewolf villager | cursed robber vampire',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'seer', target: 'Dan' },
    ],
    votes: 'Dan Ann Dan Ann Cat',
    teams: { Ann: 'werewolf' },
  },
  {
    name: "Copycat-Squire: he sees the Werewolves' thumbs at 9-C, looks at their cards and is on their team",
    cite: `${COPYCAT}; FACTS §6 Squire: sees wolves' thumbs, may view their cards; wolf team`,
    deal: 'copycat vampire seer werewolf villager | squire robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'seer', target: 'Dan' },
      { call: 'squire', targets: ['Dan'] },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.saw('squire')).toEqual(['Dan']);
      expect(g.viewed('squire')).toEqual(['Dan=werewolf']);
    },
  },
  {
    name: 'Copycat-Aura Seer: he sees who viewed or moved a card or a Mark before 7-C',
    cite: `${COPYCAT}; FACTS §6 Aura Seer: everyone who viewed or moved a card (or mark) so far shows a thumb`,
    deal: 'copycat vampire seer werewolf villager | aura-seer robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'seer', target: 'Dan' },
    ],
    votes: ROUND5,
    check: (g) => expect(g.saw('aura-seer')).toEqual(['Ben', 'Cat']),
  },
  {
    name: "Copycat-Beholder: he sees the Seer's thumb at 9-Z and looks at her card",
    cite: `${COPYCAT}; FACTS §6 Beholder: Seer and/or Apprentice Seer show thumbs; may view their cards`,
    deal: 'copycat vampire seer werewolf villager | beholder robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'seer', target: 'Dan' },
      { call: 'beholder', targets: ['Cat'] },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.saw('beholder')).toEqual(['Cat']);
      expect(g.viewed('beholder')).toEqual(['Cat=seer']);
    },
  },
  {
    name: "Copycat-Apprentice Tanner: he sees the Tanner's thumb and wins when the Tanner dies",
    cite: `${COPYCAT}; FACTS §6 Apprentice Tanner: sees the Tanner's thumb; wins if the Tanner dies`,
    deal: 'copycat villager tanner werewolf villager | apprentice-tanner robber vampire',
    night: [{ call: 'copycat', center: 0 }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Cat'],
    check: (g) => expect(g.saw('apprentice-tanner')).toEqual(['Cat']),
  },
  {
    name: "Copycat-Thing: he taps a neighbour's shoulder at 4-B",
    cite: `${COPYCAT}; FACTS §6 Thing: may tap the nearest shoulder of the left or right neighbour`,
    deal: 'copycat vampire seer werewolf villager | thing robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'thing', target: 'Ben' },
      { call: 'seer', target: 'Dan' },
    ],
    votes: ROUND5,
    check: (g) => expect(g.facts('thing', 'tapped')).toEqual([{ kind: 'tapped', actor: 0, player: 1 }]),
  },
]);

// --- the Doppelgänger ----------------------------------------------------------------------------------------------------

table('Doppelgänger-Aura Seer and -Beholder (RULING 63: right after the original)', [
  {
    name: 'Aura Seer: the Aura Seer sees the Doppelgänger (who viewed her card) and the Seer; the Doppelgänger-Aura Seer sees the Seer',
    cite: 'FACTS §6 Aura Seer: everyone who viewed or moved a card (or mark) so far shows a thumb; RULING 63',
    deal: 'doppelganger aura-seer seer werewolf villager | villager robber tanner',
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
    name: "Beholder: she wakes after the Beholder, sees the Seer's thumb and may look at her card",
    cite: 'FACTS §6 Beholder: Seer and/or Apprentice Seer show thumbs; may view their cards; RULING 63',
    deal: 'doppelganger beholder seer werewolf villager | villager robber tanner',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'seer', target: 'Dan' },
      { call: 'beholder', by: 'Ben', targets: ['Cat'] },
      { call: 'beholder', by: 'Ann', targets: ['Cat'] },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.saw('beholder/doppelganger')).toEqual(['Cat']);
      expect(g.viewedBy('beholder/doppelganger')).toEqual(['Ann:Cat=seer']);
    },
  },
  {
    name: 'the Beholder sees the thumb of the Doppelgänger who copied the Seer, too',
    cite: 'FACTS §6 Beholder: Seer and/or Apprentice Seer show thumbs',
    deal: 'doppelganger beholder seer werewolf villager | villager robber tanner',
    night: [
      { call: 'doppelganger', target: 'Cat' },
      { call: 'seer', by: 'Ann', target: 'Dan' },
      { call: 'seer', by: 'Cat', target: 'Dan' },
      { call: 'beholder', targets: ['Ann', 'Cat'] },
    ],
    votes: ROUND5,
    check: (g) => expect(g.saw('beholder')).toEqual(['Ann', 'Cat']),
  },
  {
    name: "the Aura Seer sees the Doppelgänger-Alpha Wolf's thumb: she moved a card at once",
    cite: 'FACTS §6 Aura Seer: everyone who viewed or moved a card; DB: The Doppelgänger-Alpha Wolf immediately exchanges the Center Werewolf card',
    deal: 'doppelganger alpha-wolf aura-seer villager villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'alpha-wolf', by: 'Ann', target: 'Dan' },
      { call: 'alpha-wolf', by: 'Ben', target: 'Eve' },
    ],
    votes: ROUND5,
    check: (g) => expect(g.saw('aura-seer')).toEqual(['Ann', 'Ben']),
  },
]);

// --- thumbs ------------------------------------------------------------------------------------------------------------

table('a frightened player still puts out a thumb for another role (RULING 78)', [
  {
    name: 'the Tanner with the Mark of Fear: the Apprentice Tanner still sees his thumb',
    cite: 'VAMPIRE, Mark of Fear: if another night action requires that you put out your thumb, you must do that; RULING 78: … (the Minion, the Squire, the Beholder, the Apprentice Tanner)',
    deal: 'the-count apprentice-tanner tanner werewolf villager | villager robber vampire',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Cat' },
    ],
    votes: ROUND5,
    check: (g) => expect(g.saw('apprentice-tanner')).toEqual(['Cat']),
  },
  {
    name: 'the Seer with the Mark of Fear does not wake, but the Beholder still sees her thumb',
    cite: 'VAMPIRE, Mark of Fear: if another night action requires that you put out your thumb, you must do that; RULING 78',
    deal: 'the-count beholder seer werewolf villager | villager robber vampire',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Cat' },
      { call: 'beholder', targets: ['Cat'] },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('seer')).toEqual([]);
      expect(g.saw('beholder')).toEqual(['Cat']);
    },
  },
]);

// --- the wolves ----------------------------------------------------------------------------------------------------------

table('the Daybreak wolves and the lone wolf', [
  {
    name: "the Mystic Wolf alone among the players is a lone wolf: a center card, then a player's card",
    cite: "FACTS (base game): When only one player wakes as a Werewolf, that player may view one center card; FACTS §6 Mystic Wolf: wakes with wolves, then may view one other player's card",
    deal: 'mystic-wolf seer villager villager villager | werewolf robber drunk',
    night: [
      { call: 'werewolves', center: 1 },
      { call: 'mystic-wolf', target: 'Ben' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.viewed('werewolves')).toEqual(['center1=robber']);
      expect(g.viewed('mystic-wolf')).toEqual(['Ben=seer']);
    },
  },
]);

refusals("the Dream Wolf's thumb: the Werewolf is not alone", [
  {
    name: "a Werewolf who sees the Dream Wolf's thumb may not look at a center card",
    cite: 'FACTS §6 Dream Wolf: never wakes; thumb out when wolves (and Minion) wake; FACTS: When only one player wakes as a Werewolf, that player may view one center card',
    deal: 'werewolf dream-wolf seer villager villager | villager robber drunk',
    night: [{ call: 'werewolves', center: 0 }],
    votes: ROUND5,
    refused: [/werewolves/],
  },
]);

// --- artifacts ------------------------------------------------------------------------------------------------------------

table('an artifact that changes the role takes the vote power away (DB, Artifacts)', [
  {
    name: 'the Bodyguard with the Brand of the Villager protects nobody: the player he points at dies',
    cite: 'DB: if your card is the Bodyguard and you receive the Brand of the Villager, the person you point at gets a vote and is not protected, because you are a Villager and not a Bodyguard anymore',
    deal: 'curator bodyguard werewolf villager villager | villager robber tanner',
    night: [{ call: 'curator', target: 'Ben', artifact: 'brand-of-the-villager' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
  },
  {
    name: 'the Prince with the Claw of the Werewolf is a Werewolf: the votes against him count',
    cite: 'FACTS §6 Artifacts: override the card; role-changing ones also remove Hunter power / Tanner goal; DB: the Artifacts that change your role also take away any special power you might have',
    deal: 'curator prince werewolf villager villager | villager robber tanner',
    night: [{ call: 'curator', target: 'Ben', artifact: 'claw-of-the-werewolf' }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    teams: { Ben: 'werewolf' },
  },
  {
    name: 'the Cursed with the Brand of the Villager stays a Villager though a Werewolf votes for him',
    cite: 'DB: the Artifacts that change your role also take away any special power you might have; FACTS §6 Brand of the Villager (plain Villager, no power)',
    deal: 'curator cursed werewolf villager villager | villager robber tanner',
    night: [{ call: 'curator', target: 'Ben', artifact: 'brand-of-the-villager' }],
    votes: 'Cat Cat Ben Cat Cat',
    teams: { Ben: 'village' },
  },
]);

// --- the Hunter's shot -------------------------------------------------------------------------------------------------

table("the Hunter's shot at a protected player (RULING 86)", [
  {
    name: 'the Hunter shoots the Prince: he dies (his protection is from the votes only)',
    cite: "FACTS §6 Prince: votes against him don't count; RULING 86: the Hunter's shot and love still kill him",
    deal: 'hunter prince werewolf villager villager | villager robber tanner',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann', 'Ben'],
    check: (g) => expect(g.deathReason('Ben')).toBe('hunter'),
  },
  {
    name: 'the Hunter shoots the player the Bodyguard protects: he cannot be killed',
    cite: "FACTS §6 Bodyguard: the player he votes for can't be killed; RULING 86",
    deal: 'hunter bodyguard werewolf villager villager | villager robber tanner',
    votes: 'Cat Cat Ann Ann Ann',
    deaths: ['Ann'],
  },
  {
    name: 'house rule masterProtectedFromHunter off: the shot kills the player the Bodyguard protects',
    cite: 'RULING 86: … with the same house rule `masterProtectedFromHunter` (off: the shot kills him)',
    deal: 'hunter bodyguard werewolf villager villager | villager robber tanner',
    votes: 'Cat Cat Ann Ann Ann',
    options: { masterProtectedFromHunter: false },
    deaths: ['Ann', 'Cat'],
  },
  {
    name: 'the Prince the Bodyguard protects: the Hunter cannot shoot him either',
    cite: "FACTS §6 Bodyguard: the player he votes for can't be killed; RULING 86",
    deal: 'hunter bodyguard prince werewolf villager | villager robber tanner',
    votes: 'Cat Cat Ann Ann Ann',
    deaths: ['Ann'],
  },
]);

table('love still kills a protected player (VAMPIRE, Mark of Love; RULING 86)', [
  {
    name: 'the Prince in love dies with his lover, though votes cannot kill him',
    cite: 'VAMPIRE: If a player with a Mark of Love dies, the other player with the Mark of Love dies too, even if that player was protected during the vote; RULING 86',
    deal: 'cupid prince werewolf villager villager | villager robber drunk',
    night: [{ call: 'cupid', targets: ['Ben', 'Cat'] }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Ben', 'Cat'],
    check: (g) => expect(g.deathReason('Ben')).toBe('love'),
  },
  {
    name: 'the player the Bodyguard protects dies with his lover',
    cite: 'VAMPIRE: … dies too, even if that player was protected during the vote; RULING 86: love still does',
    deal: 'cupid bodyguard werewolf villager villager | villager robber drunk',
    night: [{ call: 'cupid', targets: ['Cat', 'Dan'] }],
    votes: 'Cat Dan Ann Cat Cat',
    deaths: ['Cat', 'Dan'],
    check: (g) => expect(g.deathReason('Dan')).toBe('love'),
  },
]);

// --- Epic Battles -------------------------------------------------------------------------------------------------------------

table('the Cursed and the protections in Epic Battles (RULINGS 87, 88)', [
  {
    name: "the Cursed, the only villager, turned by a Werewolf's vote: still an Epic Battle; the second most voted die too",
    cite: 'EPIC: If all three are in the game and active (i.e. actually in front of at least one player …); RULING 87: a Cursed on the village team at the end of the night keeps the village group active',
    deal: 'cursed werewolf vampire villager | villager robber drunk',
    night: [{ call: 'vampires', target: 'Dan' }],
    votes: 'Cat Ann Ann Ben',
    deaths: ['Ann', 'Ben', 'Cat'],
    teams: { Ann: 'werewolf', Dan: 'vampire' },
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: "the Cursed turned by a Werewolf's vote dies as a Werewolf: the village, with a Vampire dead too, wins",
    cite: 'FACTS §6 Cursed: … then he becomes one; FACTS (Epic battles): the village needs kills from two different non-village groups',
    deal: 'cursed werewolf vampire villager villager | villager robber drunk',
    night: [{ call: 'vampires', target: 'Eve' }],
    votes: 'Cat Ann Ann Ann Cat',
    deaths: ['Ann', 'Cat'],
    winners: ['Dan'],
    teams: { Ann: 'werewolf' },
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: 'the Prince alone with the most votes (two), the others one: those with the second most (one) die',
    cite: 'EPIC: the player with the most votes and the player with the 2nd most votes (in this case 1 vote counts if it is the 2nd highest number); RULING 88',
    deal: 'prince werewolf vampire villager villager | villager robber drunk',
    night: [{ call: 'vampires', target: 'Eve' }],
    votes: 'Ben Ann Ann Cat Dan',
    deaths: ['Ben', 'Cat', 'Dan'],
    check: (g) => {
      expect(g.result.epicBattle).toBe(true);
      expect(g.result.protections).toEqual([{ player: 0, by: 'prince' }]);
    },
  },
  {
    name: 'house rule: the Prince alone with the most votes (two), everyone else one: nobody dies',
    cite: "FACTS §6 Prince: votes against him don't count; if he'd have most, next highest (>1) dies; RULING 88 (epicProtectedNextHighest)",
    deal: 'prince werewolf vampire villager villager | villager robber drunk',
    night: [{ call: 'vampires', target: 'Eve' }],
    votes: 'Ben Ann Ann Cat Dan',
    options: { epicProtectedNextHighest: true },
    deaths: [],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: "the Bodyguard's choice alone with the most votes (two), the others one: those with one vote die",
    cite: 'EPIC: the player with the most votes and the player with the 2nd most votes (1 vote counts); RULING 88',
    deal: 'bodyguard werewolf vampire villager villager | villager robber drunk',
    night: [{ call: 'vampires', target: 'Eve' }],
    votes: 'Dan Ann Dan Cat Ben',
    deaths: ['Ann', 'Ben', 'Cat'],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: "house rule: the Bodyguard's choice alone with the most votes (two), everyone else one: nobody dies",
    cite: 'FACTS §6 Bodyguard: if that player had most votes, the next highest (≥2) dies; RULING 88 (epicProtectedNextHighest)',
    deal: 'bodyguard werewolf vampire villager villager | villager robber drunk',
    night: [{ call: 'vampires', target: 'Eve' }],
    votes: 'Dan Ann Dan Cat Ben',
    options: { epicProtectedNextHighest: true },
    deaths: [],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: 'the Prince with three votes, then two, then one: only the player with two dies',
    cite: "FACTS §6 Prince: if he'd have most, next highest (>1) dies; RULING 88",
    deal: 'prince werewolf vampire villager villager | villager robber drunk',
    night: [{ call: 'vampires', target: 'Eve' }],
    votes: 'Ben Ann Ann Ann Ben',
    deaths: ['Ben'],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
]);

// --- the Paranormal Investigator, the Aura Seer, the Beholder and the shield ----------------------------------------------------

table('more Daybreak clauses', [
  {
    name: 'the Paranormal Investigator does not stop on the Copycat card',
    cite: "FR: S'il découvre le Copycat, l'assassin ou l'apprentie assassin, il ne se passe rien; RULING 66",
    deal: 'copycat paranormal-investigator vampire villager villager | werewolf robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Eve' },
      { call: 'paranormal-investigator', targets: ['Ann', 'Dan'] },
    ],
    votes: ROUND5,
    teams: { Ben: 'village' },
    check: (g) => expect(g.viewed('paranormal-investigator')).toEqual(['Ann=copycat', 'Dan=villager']),
  },
  {
    name: 'the Revealer turns the Tanner back face down and the telling says why: a Tanner card, not "not on the village team"',
    cite: "FACTS §6 Revealer: may flip one other player's card face up; if Werewolf or Tanner it is turned back down",
    deal: 'revealer tanner minion werewolf villager | villager robber drunk',
    night: [{ call: 'revealer', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.flipped('revealer')).toEqual(['Ben=tanner']);
      expect(g.facts('revealer', 'flipped-down')).toEqual([
        { kind: 'flipped-down', place: { player: 1 }, as: 'tanner' },
      ]);
      expect(explain(g.played.state.setup, g.played.events, 'en')).toContain(
        "Night: the Revealer (Ann) turned Ben's card face up: the Tanner and turned it back face down, since it is a Tanner card.",
      );
    },
  },
  {
    name: 'the Aura Seer sees the lone wolf, the Alpha Wolf, the Apprentice Seer and the Paranormal Investigator',
    cite: 'FACTS §6 Aura Seer: everyone who viewed or moved a card (or mark) so far shows a thumb',
    deal: 'aura-seer alpha-wolf paranormal-investigator apprentice-seer villager villager | villager robber tanner',
    night: [
      { call: 'werewolves', center: 0 },
      { call: 'alpha-wolf', target: 'Eve' },
      { call: 'apprentice-seer', center: 1 },
      { call: 'paranormal-investigator', targets: ['Fay'] },
    ],
    votes: ROUND6,
    check: (g) => expect(g.saw('aura-seer')).toEqual(['Ben', 'Cat', 'Dan']),
  },
]);

refusals('the shield against the Beholder (RULING 64)', [
  {
    name: "the Beholder cannot look at the shielded Seer's card",
    cite: "FACTS §6 Sentinel: Shield: card can't be viewed or moved; RULING 64: the … Beholder … refuse it",
    deal: 'sentinel beholder seer werewolf villager | villager robber tanner',
    night: [
      { call: 'sentinel', target: 'Cat' },
      { call: 'beholder', targets: ['Cat'] },
    ],
    votes: ROUND5,
    refused: [/^night\[1\] beholder/, /Cat/, /shield/i],
  },
]);
