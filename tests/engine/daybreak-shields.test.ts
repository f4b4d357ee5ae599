/**
 * The Sentinel's shield against every role that views or moves a card (or a Mark): a shielded card "can't be
 * viewed or moved and can't get an artifact; owners of shielded Robber/Witch/Drunk/Insomniac cards can't use
 * their power on their own card; Village Idiot skips shielded cards" (`../shared/rules/alien-daybreak.md` §6,
 * "FACTS"); "If a player has the Shield token from the Sentinel (Daybreak), only his card is protected, not
 * his Mark" (Vampire text, "VAMPIRE"); docs/rulings.md rule 64 ("RULING 64") for the roles of the other games.
 * A refused entry is named (`night[i] call`) with the player and the shield in one line.
 *
 * Cards in the center cannot be shielded (the Sentinel shields "any other player's card"), so the roles that
 * only look at center cards (the Copycat, the lone wolf, the Apprentice Seer, the Exposer) meet no shield.
 */
import { expect } from 'vitest';
import { ROUND5, refusals, table } from './case-table.ts';

const ROUND6 = 'Ben Cat Dan Eve Fay Ann';
const NO_RIPPLE = { type: 'none' } as const;
/** Ann is the Sentinel in every case. */
const SHIELD = /shield/i;
const shieldOn = (name: string) => ({ call: 'sentinel', target: name });

// --- refused: the shielded card is viewed or moved ------------------------------------------------------------------------

refusals('a shielded card cannot be viewed or moved (FACTS §6; RULING 64)', [
  {
    name: 'the Doppelgänger (wakes at 1, after the Sentinel) cannot look at it',
    cite: "FACTS §6 Sentinel: Shield: card can't be viewed or moved",
    deal: 'sentinel doppelganger seer werewolf villager | villager robber drunk',
    night: [shieldOn('Cat'), { call: 'doppelganger', target: 'Cat' }],
    votes: ROUND5,
    refused: [/^night\[1\] doppelganger/, /Cat/, SHIELD],
  },
  {
    name: 'the Seer cannot look at it',
    cite: "FACTS §6 Sentinel: Shield: card can't be viewed",
    deal: 'sentinel seer villager werewolf villager | villager robber drunk',
    night: [shieldOn('Dan'), { call: 'seer', target: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] seer/, /Dan/, SHIELD],
  },
  {
    name: 'the Copycat who copied the Seer cannot look at it either',
    cite: 'RULING 64: the Seer … and Copycat-style views refuse it',
    deal: 'sentinel copycat villager werewolf vampire | seer robber drunk',
    night: [
      { call: 'copycat', center: 0 },
      { call: 'vampires', target: 'Cat' },
      shieldOn('Dan'),
      { call: 'seer', target: 'Dan' },
    ],
    votes: ROUND5,
    refused: [/^night\[3\] seer/, /Dan/, SHIELD],
  },
  {
    name: 'the Robber cannot take it',
    cite: "FACTS §6 Sentinel: Shield: card can't be … moved",
    deal: 'sentinel robber villager werewolf villager | villager seer drunk',
    night: [shieldOn('Dan'), { call: 'robber', target: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] robber/, /Dan/, SHIELD],
  },
  {
    name: 'the Robber holding a shielded card cannot rob',
    cite: "FACTS §6 Sentinel: owners of shielded Robber … cards can't use their power on their own card",
    deal: 'sentinel robber villager werewolf villager | villager seer drunk',
    night: [shieldOn('Ben'), { call: 'robber', target: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] robber/, /Ben/, SHIELD],
  },
  {
    name: 'the Troublemaker cannot exchange it',
    cite: "FACTS §6 Sentinel: Shield: card can't be … moved",
    deal: 'sentinel troublemaker villager werewolf villager | villager seer drunk',
    night: [shieldOn('Dan'), { call: 'troublemaker', targets: ['Cat', 'Dan'] }],
    votes: ROUND5,
    refused: [/^night\[1\] troublemaker/, /Dan/, SHIELD],
  },
  {
    name: 'the Drunk holding a shielded card cannot exchange it with a center card',
    cite: "FACTS §6 Sentinel: owners of shielded … Drunk … cards can't use their power on their own card",
    deal: 'sentinel drunk villager werewolf villager | villager seer robber',
    night: [shieldOn('Ben'), { call: 'drunk', center: 0 }],
    votes: ROUND5,
    refused: [/^night\[1\] drunk/, /Ben/, SHIELD],
  },
  {
    name: 'the Witch cannot give the center card to a shielded card',
    cite: "FACTS §6 Sentinel: Shield: card can't be … moved",
    deal: 'sentinel witch villager werewolf villager | villager seer robber',
    night: [shieldOn('Dan'), { call: 'witch', center: 0, to: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] witch/, /Dan/, SHIELD],
  },
  {
    name: 'the Witch holding a shielded card cannot give the center card to herself',
    cite: "FACTS §6 Sentinel: owners of shielded … Witch … cards can't use their power on their own card",
    deal: 'sentinel witch villager werewolf villager | villager seer robber',
    night: [shieldOn('Ben'), { call: 'witch', center: 0, to: 'Ben' }],
    votes: ROUND5,
    refused: [/^night\[1\] witch/, /Ben/, SHIELD],
  },
  {
    name: 'the Mystic Wolf cannot look at it',
    cite: 'RULING 64: the … Mystic Wolf … refuse it',
    deal: 'sentinel mystic-wolf villager seer villager | villager robber drunk',
    night: [shieldOn('Dan'), { call: 'mystic-wolf', target: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] mystic-wolf/, /Dan/, SHIELD],
  },
  {
    name: 'the Alpha Wolf cannot give the Center Werewolf card to it',
    cite: "FACTS §6 Sentinel: Shield: card can't be … moved",
    deal: 'sentinel alpha-wolf villager seer villager | villager robber drunk',
    night: [shieldOn('Dan'), { call: 'alpha-wolf', target: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] alpha-wolf/, /Dan/, SHIELD],
  },
  {
    name: 'the Paranormal Investigator cannot look at it',
    cite: 'RULING 64: the … Paranormal Investigator … refuse it',
    deal: 'sentinel paranormal-investigator villager werewolf villager | villager robber drunk',
    night: [shieldOn('Dan'), { call: 'paranormal-investigator', targets: ['Cat', 'Dan'] }],
    votes: ROUND5,
    refused: [/^night\[1\] paranormal-investigator/, /Dan/, SHIELD],
  },
  {
    name: 'the Marksman cannot look at the card',
    cite: "VAMPIRE: only his card is protected, not his Mark; FACTS §6: card can't be viewed",
    deal: 'sentinel marksman villager werewolf vampire | villager robber drunk',
    night: [{ call: 'vampires', target: 'Cat' }, shieldOn('Dan'), { call: 'marksman', card: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[2\] marksman/, /Dan/, SHIELD],
  },
  {
    name: 'Nostradamus cannot look at it',
    cite: 'RULING 64: the … Nostradamus … refuse it',
    deal: 'sentinel nostradamus villager werewolf villager | villager robber drunk',
    app: { nostradamus: { team: 'village' } },
    night: [shieldOn('Dan'), { call: 'nostradamus', targets: ['Cat', 'Dan'] }],
    votes: ROUND5,
    refused: [/^night\[1\] nostradamus/, /Dan/, SHIELD],
  },
  {
    name: 'the Gremlin cannot switch it',
    cite: "VAMPIRE: only his card is protected, not his Mark; FACTS §6: card can't be moved",
    deal: 'sentinel gremlin villager werewolf vampire | villager robber drunk',
    night: [
      { call: 'vampires', target: 'Cat' },
      shieldOn('Dan'),
      { call: 'gremlin', swap: 'cards', targets: ['Cat', 'Dan'] },
    ],
    votes: ROUND5,
    refused: [/^night\[2\] gremlin/, /Dan/, SHIELD],
  },
  {
    name: 'the Squire cannot look at a shielded Werewolf card',
    cite: 'RULING 64: the … Squire … refuse it',
    deal: 'sentinel squire villager werewolf villager | villager robber drunk',
    night: [shieldOn('Dan'), { call: 'squire', targets: ['Dan'] }],
    votes: ROUND5,
    refused: [/^night\[1\] squire/, /Dan/, SHIELD],
  },
  {
    name: "the Beholder cannot look at a shielded Seer's card",
    cite: 'RULING 64: the … Beholder … refuse it',
    deal: 'sentinel beholder seer werewolf villager | villager robber drunk',
    night: [shieldOn('Cat'), { call: 'beholder', targets: ['Cat'] }],
    votes: ROUND5,
    refused: [/^night\[1\] beholder/, /Cat/, SHIELD],
  },
  {
    name: 'the Revealer cannot flip it',
    cite: "FACTS §6 Sentinel: Shield: card can't be viewed",
    deal: 'sentinel revealer seer werewolf villager | villager robber drunk',
    night: [shieldOn('Cat'), { call: 'revealer', target: 'Cat' }],
    votes: ROUND5,
    refused: [/^night\[1\] revealer/, /Cat/, SHIELD],
  },
  {
    name: 'the Curator cannot put an artifact on it',
    cite: "FACTS §6 Sentinel: Shield: card … can't get an artifact; Curator: … not a shielded one",
    deal: 'sentinel curator seer werewolf villager | villager robber drunk',
    night: [shieldOn('Cat'), { call: 'curator', target: 'Cat', artifact: 'void-of-nothingness' }],
    votes: ROUND5,
    refused: [/^night\[1\] curator/, /Cat/, SHIELD],
  },
  {
    name: 'an Alien cannot look at it (the app said View)',
    cite: 'RULING 64: the Aliens … refuse it',
    deal: 'sentinel alien villager werewolf villager | villager robber drunk',
    app: { aliens: { action: 'view', target: 'any' }, ripple: NO_RIPPLE },
    night: [shieldOn('Dan'), { call: 'aliens', target: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] aliens/, /Dan/, SHIELD],
  },
  {
    name: 'the Body Snatcher cannot take it',
    cite: 'FACTS §1 Body Snatcher: Steal targets … excluding aliens and shielded cards',
    deal: 'sentinel body-snatcher villager werewolf villager | villager robber drunk',
    app: { aliens: { action: 'stare' }, 'body-snatcher': { action: 'steal', target: 'any' }, ripple: NO_RIPPLE },
    night: [shieldOn('Dan'), { call: 'body-snatcher', target: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] body-snatcher/, /Dan/, SHIELD],
  },
  {
    name: 'the Body Snatcher holding a shielded card cannot leave it with anyone',
    cite: 'RULING 64: the Robber, Witch, Drunk, Rascal and Body Snatcher holding a shielded card do nothing',
    deal: 'sentinel body-snatcher villager werewolf villager | villager robber drunk',
    app: { aliens: { action: 'stare' }, 'body-snatcher': { action: 'center' }, ripple: NO_RIPPLE },
    night: [shieldOn('Ben'), { call: 'body-snatcher', center: 0 }],
    votes: ROUND5,
    refused: [/^night\[1\] body-snatcher/, /Ben/, SHIELD],
  },
  {
    name: 'the Psychic cannot look at it',
    cite: 'RULING 64: the … Psychic … refuse it',
    deal: 'sentinel psychic villager werewolf villager | villager robber drunk',
    app: { psychic: { action: 'view-1', target: 'any' } },
    night: [shieldOn('Dan'), { call: 'psychic', target: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] psychic/, /Dan/, SHIELD],
  },
  {
    name: 'the Rascal as Troublemaker cannot exchange it',
    cite: "RULING 64: the … Rascal … holding a shielded card do nothing; FACTS §6: card can't be moved",
    deal: 'sentinel rascal villager werewolf villager | villager robber drunk',
    app: { rascal: { action: 'troublemaker', target: 'any-two' } },
    night: [shieldOn('Dan'), { call: 'rascal', targets: ['Cat', 'Dan'] }],
    votes: ROUND5,
    refused: [/^night\[1\] rascal/, /Dan/, SHIELD],
  },
  {
    name: 'the Rascal as Robber holding a shielded card cannot rob',
    cite: 'RULING 64: the … Rascal … holding a shielded card do nothing',
    deal: 'sentinel rascal villager werewolf villager | villager robber drunk',
    app: { rascal: { action: 'robber', target: 'any' } },
    night: [shieldOn('Ben'), { call: 'rascal', target: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] rascal/, /Ben/, SHIELD],
  },
  {
    name: 'the Rascal as Witch cannot give the card to a shielded card',
    cite: "FACTS §6: card can't be moved",
    deal: 'sentinel rascal villager werewolf villager | villager robber drunk',
    app: { rascal: { action: 'witch', target: 'center' } },
    night: [shieldOn('Dan'), { call: 'rascal', center: 0, to: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] rascal/, /Dan/, SHIELD],
  },
  {
    name: 'the Mortician cannot look at it',
    cite: 'RULING 64: the … Mortician … refuse it',
    deal: 'sentinel mortician villager werewolf villager | villager robber drunk',
    app: { mortician: { action: '1-card', target: 'left' } },
    night: [shieldOn('Cat'), { call: 'mortician', target: 'Cat' }],
    votes: ROUND5,
    refused: [/^night\[1\] mortician/, /Cat/, SHIELD],
  },
  {
    name: "a ripple's view cannot look at it",
    cite: 'RULING 64: … ripples … refuse it',
    deal: 'sentinel alien villager werewolf villager | villager robber drunk',
    app: { aliens: { action: 'stare' }, ripple: { type: 'view-1', player: 3, target: 'any' } },
    night: [shieldOn('Dan'), { call: 'ripple', by: 'Cat', target: 'Dan' }],
    votes: ROUND5,
    refused: [/^night\[1\] ripple/, /Dan/, SHIELD],
  },
  {
    name: "a ripple's Troublemaker cannot exchange a shielded card",
    cite: 'RULING 64: … ripples … refuse it',
    deal: 'sentinel alien villager werewolf villager | villager robber drunk',
    app: { aliens: { action: 'stare' }, ripple: { type: 'troublemaker', player: 3, players: [4, 5] } },
    night: [shieldOn('Dan'), { call: 'ripple', by: 'Cat', swap: 'cards' }],
    votes: ROUND5,
    refused: [/^night\[1\] ripple/, SHIELD],
  },
]);

// --- allowed: the Mark, the other cards, the center --------------------------------------------------------------------------

table('the shield protects the card only (VAMPIRE; RULING 64)', [
  {
    name: "the Marksman may look at a shielded player's Mark",
    cite: 'VAMPIRE: If a player has the Shield token from the Sentinel (Daybreak), only his card is protected, not his Mark.',
    deal: 'sentinel marksman villager werewolf vampire | villager robber drunk',
    night: [{ call: 'vampires', target: 'Dan' }, shieldOn('Dan'), { call: 'marksman', mark: 'Dan' }],
    votes: ROUND5,
    check: (g) =>
      expect(g.facts('marksman', 'viewed-mark')).toEqual([
        { kind: 'viewed-mark', actor: 1, player: 3, mark: 'vampire' },
      ]),
  },
  {
    name: "the Gremlin may switch a shielded player's Mark",
    cite: 'VAMPIRE: … only his card is protected, not his Mark; FR: Sa marque peut toujours être regardée et échangée.',
    deal: 'sentinel gremlin villager werewolf vampire | villager robber drunk',
    night: [
      { call: 'vampires', target: 'Dan' },
      shieldOn('Dan'),
      { call: 'gremlin', swap: 'marks', targets: ['Cat', 'Dan'] },
    ],
    votes: ROUND5,
    teams: { Cat: 'vampire', Dan: 'werewolf' },
  },
  {
    name: "the Pickpocket may take a shielded player's Mark",
    cite: 'VAMPIRE: … only his card is protected, not his Mark',
    deal: 'sentinel pickpocket villager werewolf vampire | villager robber drunk',
    night: [{ call: 'vampires', target: 'Dan' }, shieldOn('Dan'), { call: 'pickpocket', target: 'Dan' }],
    votes: ROUND5,
    teams: { Ben: 'vampire', Dan: 'werewolf' },
  },
  {
    name: 'the Vampires may give their Mark to a player the Doppelgänger-Sentinel shielded at -7',
    cite: 'VAMPIRE: … only his card is protected, not his Mark',
    deal: 'doppelganger sentinel villager werewolf vampire | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'sentinel', by: 'Ann', target: 'Dan' },
      { call: 'vampires', target: 'Dan' },
    ],
    votes: ROUND5,
    teams: { Dan: 'vampire' },
  },
  {
    name: 'the Insomniac holding a shielded card does not look at it',
    cite: "FACTS §6 Sentinel: owners of shielded … Insomniac cards can't use their power on their own card",
    deal: 'sentinel insomniac villager werewolf villager | villager robber drunk',
    night: [shieldOn('Ben')],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('insomniac')).toEqual(['Ben']);
      expect(g.facts('insomniac', 'viewed-card')).toEqual([]);
    },
  },
  {
    name: 'the Drunk holding a shielded card does nothing: no entry is needed though his action is mandatory',
    cite: "FACTS §6 Sentinel: owners of shielded … Drunk … cards can't use their power on their own card",
    deal: 'sentinel drunk villager werewolf villager | villager seer robber',
    night: [shieldOn('Ben')],
    votes: ROUND5,
    check: (g) => expect(g.card('Ben')).toBe('drunk'),
  },
  {
    name: 'the Witch holding a shielded card may still give the center card to another player',
    cite: "FACTS §6 Sentinel: owners of shielded … Witch … cards can't use their power on their own card",
    deal: 'sentinel witch villager werewolf villager | villager seer robber',
    night: [shieldOn('Ben'), { call: 'witch', center: 1, to: 'Cat' }],
    votes: ROUND5,
    check: (g) => expect(g.card('Cat')).toBe('seer'),
  },
  {
    name: 'the Seer may still look at two center cards',
    cite: "FACTS §6 Sentinel: may put a shield on any other player's card (no center card)",
    deal: 'sentinel seer villager werewolf villager | villager robber drunk',
    night: [shieldOn('Dan'), { call: 'seer', center: [0, 1] }],
    votes: ROUND5,
    check: (g) => expect(g.viewed('seer')).toEqual(['center0=villager', 'center1=robber']),
  },
  {
    name: 'with the only non-Werewolf shielded, the Alpha Wolf gives the card to nobody',
    cite: "RULING 65: (mandatory when one exists); FACTS §6 Sentinel: card can't be moved",
    // Ben (the Sentinel) shields Ann; Ann, the Doppelgänger-Sentinel, shields Ben: no non-Werewolf is left.
    deal: 'doppelganger sentinel alpha-wolf werewolf | villager robber drunk',
    night: [
      { call: 'sentinel', target: 'Ann' },
      { call: 'doppelganger', target: 'Ben' },
      { call: 'sentinel', by: 'Ann', target: 'Ben' },
    ],
    votes: 'Cat Dan Ann Ann',
    check: (g) => expect(g.swapped('alpha-wolf')).toEqual([]),
  },
  {
    name: 'the Village Idiot skips the shielded card',
    cite: 'FACTS §6 Sentinel: Village Idiot skips shielded cards',
    deal: 'sentinel village-idiot seer werewolf tanner villager | villager robber drunk',
    night: [shieldOn('Dan'), { call: 'village-idiot', direction: 'right' }],
    votes: ROUND6,
    check: (g) => {
      expect(g.card('Dan')).toBe('werewolf');
      expect(g.facts('village-idiot', 'rotated-cards')[0]?.seats).not.toContain(3);
    },
  },
  {
    name: 'the Rascal as Idiot skips the shielded card too',
    cite: "RULING 64: the Village Idiot and the Aliens' passing skip it",
    deal: 'sentinel rascal seer werewolf tanner villager | villager robber drunk',
    app: { rascal: { action: 'idiot' } },
    night: [shieldOn('Dan'), { call: 'rascal', direction: 'left' }],
    votes: ROUND6,
    check: (g) => expect(g.card('Dan')).toBe('werewolf'),
  },
  {
    name: 'the Aliens passing their cards left skip a shielded Alien card',
    cite: 'FACTS §1 Aliens: Shielded alien cards are skipped when passing left/right',
    deal: 'alien sentinel alien villager alien villager | villager robber drunk',
    app: { aliens: { action: 'left' }, ripple: NO_RIPPLE },
    night: [{ call: 'sentinel', target: 'Cat' }],
    votes: ROUND6,
    check: (g) => {
      const { positions } = g.played.state;
      expect(positions[2]).toBe(2);
      expect(positions[0]).toBe(4);
      expect(positions[4]).toBe(0);
    },
  },
  {
    name: 'the Aliens showing each other their cards: the shielded Alien card is not shown',
    cite: "FACTS §6 Sentinel: Shield: card can't be viewed or moved; FACTS §1 Show: aliens show their cards to each other",
    deal: 'alien sentinel alien villager alien villager | villager robber drunk',
    app: { aliens: { action: 'show' }, ripple: NO_RIPPLE },
    night: [{ call: 'sentinel', target: 'Cat' }],
    votes: ROUND6,
    check: (g) =>
      expect(g.facts('aliens', 'showed-cards')).toEqual([
        { kind: 'showed-cards', players: [0, 4], cards: ['alien', 'alien'] },
      ]),
  },
]);
