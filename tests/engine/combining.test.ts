/**
 * Werewolf and Vampire in the same game: the one wake order across Dusk and Night (Alien text's list),
 * the "Special Cases When Combining Games" (Vampire text, English and French), Epic Battles, the
 * compendium's voting rules, the Master's protection and the lovers' chains with the Hunter. Each case
 * names the sentence it checks; docs/rulings.md decides where the texts are silent.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES, buildScript, createGame, playRecord } from '../../src/main/engine/index.ts';

// --- helpers ------------------------------------------------------------------------------------------
import { ROUND5, table, type Entry, Outcome } from './case-table.ts';

// --- the wake order across Dusk and Night -----------------------------------------------------------------

/** The Alien text's "Night Wake Orders w/ Alien, Werewolf, Daybreak, & Vampire", in its order. */
const ALIEN_LIST = [
  '-9',
  '-8',
  '-7',
  '-6',
  '-6-B',
  '-6-C',
  '-5',
  '-4',
  '-3',
  '-2',
  '-1',
  '-1-B',
  '00',
  '0',
  '1-A',
  '1-C',
  '1-D',
  '1-F',
  '2',
  '2-B',
  '2-C',
  '3',
  '3-B',
  '3-C',
  '4',
  '4-B',
  '5',
  '5-B',
  '5-C',
  '5-D',
  '5-E',
  '5-G',
  '6',
  '6-B',
  '6-C',
  '7',
  '7-B',
  '7-C',
  '7-D',
  '7-F',
  '8',
  '9',
  '9-C',
  '9-Z',
  '10',
  '10-B',
  '10-E',
  '11',
  '13',
  '13-A',
];

/** Each call of a Werewolf or Vampire role with its number in that list. */
const ALIEN_NUMBER: Record<string, string> = {
  copycat: '-8',
  doppelganger: '-7',
  vampires: '-6',
  'the-count': '-6-B',
  renfield: '-6-C',
  diseased: '-5',
  cupid: '-4',
  instigator: '-3',
  priest: '-2',
  assassin: '-1',
  'apprentice-assassin': '-1-B',
  lovers: '00',
  werewolves: '2',
  minion: '3',
  masons: '4',
  seer: '5',
  marksman: '5-D',
  robber: '6',
  pickpocket: '6-C',
  troublemaker: '7',
  gremlin: '7-D',
  drunk: '8',
  insomniac: '9',
  oracle: '-9',
  aliens: '1-A',
  cow: '1-C',
  'groob-zerb': '1-D',
  leader: '3-C',
  psychic: '5-G',
  rascal: '7-F',
  exposer: '10-B',
  blob: '13',
  mortician: '13-A',
  sentinel: '0',
  'body-snatcher': '1-F',
  'alpha-wolf': '2-B',
  'mystic-wolf': '2-C',
  'apprentice-tanner': '3-B',
  thing: '4-B',
  'apprentice-seer': '5-B',
  'paranormal-investigator': '5-C',
  nostradamus: '5-E',
  witch: '6-B',
  'village-idiot': '7-B',
  'aura-seer': '7-C',
  squire: '9-C',
  beholder: '9-Z',
  revealer: '10',
  empath: '10-E',
  curator: '11',
};

/** `-6B` → `-6-B` (the engine writes the Alien numbers without the second dash). */
const normalise = (wake: string): string => wake.replace(/^(-?\d+)([A-Z])$/, '$1-$2');

describe('one wake order across Dusk and Night', () => {
  const script = buildScript([...ROLES]);
  // A role's own calls (not the Doppelgänger's, not a ripple's or a time loop's).
  const own = script.filter((s) => s.kind === 'role' && s.copies !== 'doppelganger' && s.condition === null);

  it('a deck with every role calls every role, in the order of the Alien list — "the order they should be woken relative to each other"', () => {
    const calls = own.map((s) => s.call);
    const expected = Object.keys(ALIEN_NUMBER).sort(
      (a, b) => ALIEN_LIST.indexOf(ALIEN_NUMBER[a]!) - ALIEN_LIST.indexOf(ALIEN_NUMBER[b]!),
    );
    expect(calls).toEqual(expected);
    for (const step of own) expect(normalise(step.wake), step.key).toBe(ALIEN_NUMBER[step.call!]);
  });

  it('the whole script, Doppelgänger calls included — "-9: Oracle, -8: Copycat, -7: Doppelgänger, -6: Vampire/The Master/The Count … 13-A: Mortician"', () => {
    const keys = script.map((s) => s.key);
    const loop = keys.indexOf('aliens#loop');
    expect(keys.slice(0, loop)).toEqual([
      'everyone-sleeps',
      'oracle',
      'copycat',
      'doppelganger',
      'doppelganger-action',
      'oracle/doppelganger',
      'vampires',
      'the-count',
      'the-count/doppelganger',
      'renfield',
      'renfield/doppelganger',
      'diseased',
      'cupid',
      'instigator',
      'priest',
      'priest/doppelganger',
      'assassin',
      'assassin/doppelganger',
      'apprentice-assassin',
      'apprentice-assassin/doppelganger',
      'marks-view',
      'lovers',
      'sentinel',
      'aliens',
      'cow',
      'groob-zerb',
      'body-snatcher',
      'body-snatcher/doppelganger',
      'werewolves',
      'alpha-wolf',
      'mystic-wolf',
      'minion',
      'apprentice-tanner',
      'apprentice-tanner/doppelganger',
      'leader',
      'leader/doppelganger',
      'masons',
      'thing',
      'thing/doppelganger',
      'seer',
      'apprentice-seer',
      'paranormal-investigator',
      'marksman',
      'marksman/doppelganger',
      'nostradamus',
      'nostradamus/doppelganger',
      'psychic',
      'psychic/doppelganger',
      'robber',
      'witch',
      'pickpocket',
      'pickpocket/doppelganger',
      'troublemaker',
      'village-idiot',
      'aura-seer',
      'aura-seer/doppelganger',
      'gremlin',
      'gremlin/doppelganger',
      'rascal',
      'rascal/doppelganger',
      'drunk',
      'insomniac',
      'insomniac/doppelganger',
      'squire',
      'squire/doppelganger',
      'beholder',
      'beholder/doppelganger',
      'revealer',
      'revealer/doppelganger',
      'exposer',
      'exposer/doppelganger',
      'empath',
      'empath/doppelganger',
      'curator',
      'curator/doppelganger',
      'blob',
      'blob/doppelganger',
      'mortician',
      'mortician/doppelganger',
      'ripple',
      'ripple-role',
    ]);
    // A time loop's calls come after the ripple and before everyone wakes: every Night call but the lovers'.
    expect(keys.at(-1)).toBe('everyone-wakes');
    expect(keys.slice(loop, -1).every((k) => k.endsWith('#loop'))).toBe(true);
    expect(keys.slice(loop, -1).map((k) => k.replace('#loop', ''))).toEqual(
      keys
        .slice(keys.indexOf('aliens'), keys.indexOf('ripple'))
        .filter((k) => k !== 'blob' && k !== 'blob/doppelganger'),
    );
  });

  it('the Doppelgänger\'s later calls come right after the original\'s — "The Doppelganger-Marksman wakes up after the Marksman." (and Count, Renfield, Priest, Assassin, Apprentice, Pickpocket, Gremlin; base 9a)', () => {
    script.forEach((step, i) => {
      // The Oracle wakes first of all (-9): the Doppelgänger-Oracle's question follows her own call instead.
      if (step.copies !== 'doppelganger' || step.kind !== 'role' || step.call === 'oracle' || step.loop) return;
      const before = script[i - 1]!;
      expect(`${before.key}/doppelganger`).toBe(step.key);
      expect(before.call).toBe(step.call);
    });
    expect(script.findIndex((s) => s.key === 'doppelganger-action')).toBe(
      script.findIndex((s) => s.key === 'doppelganger') + 1,
    );
  });

  it('Dusk roles wake at Dusk — "Dusk is when the Copycat, Vampires, Diseased, Cupid, Instigator, Priest, Assassin, and Apprentice Assassin all wake up and perform their actions."', () => {
    // The Doppelgänger is not in that list, but "initially wakes up before the Vampires" (-7): at Dusk.
    const dusk = [
      // -9, before the Copycat: in a game with Vampire roles the Oracle's question is part of Dusk.
      'oracle',
      'copycat',
      'doppelganger',
      'vampires',
      'the-count',
      'renfield',
      'diseased',
      'cupid',
      'instigator',
      'priest',
      'assassin',
      'apprentice-assassin',
    ];
    for (const step of own) expect(step.phase, step.key).toBe(dusk.includes(step.call!) ? 'dusk' : 'night');
  });

  it('everyone views their Mark at the end of Dusk, then the lovers wake — "Players who are in love are woken up after Dusk, and before the regular night actions take place."', () => {
    const keys = script.map((s) => s.key);
    const view = keys.indexOf('marks-view');
    expect(keys[view - 1]).toBe('apprentice-assassin/doppelganger');
    expect(keys[view + 1]).toBe('lovers');
    expect(keys.indexOf('lovers')).toBeLessThan(keys.indexOf('werewolves'));
    expect(script[view]!.phase).toBe('dusk');
  });

  it('with a Vampire role the Doppelgänger wakes at -7 — "The Doppelganger initially wakes up before the Vampires (use the included "-7" token in place of the one that came with One Night when playing with Vampire)."', () => {
    const created = createGame({
      players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
      deal: {
        players: ['doppelganger', 'vampire', 'werewolf', 'seer', 'villager'],
        center: ['villager', 'robber', 'copycat'],
      },
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const steps = created.value.setup.script.filter((s) => s.kind !== 'announcement');
    expect(steps.map((s) => `${s.key}@${s.wake}`)).toEqual([
      'copycat@-8',
      'doppelganger@-7',
      'doppelganger-action@-7',
      'vampires@-6',
      'werewolves@2',
      'seer@5',
      'robber@6',
    ]);
    expect(steps[1]!.phase).toBe('dusk');
  });

  it('without a Vampire role the Doppelgänger wakes at 1 — "1. Doppelgänger 2. Werewolves" (docs/rulings.md 6)', () => {
    const created = createGame({
      players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
      deal: {
        players: ['doppelganger', 'werewolf', 'werewolf', 'seer', 'villager'],
        center: ['villager', 'robber', 'minion'],
      },
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const steps = created.value.setup.script.filter((s) => s.kind !== 'announcement');
    expect(steps.map((s) => `${s.key}@${s.wake}`).slice(0, 3)).toEqual([
      'doppelganger@1',
      'doppelganger-action@1',
      'werewolves@2',
    ]);
    expect(created.value.setup.script.some((s) => s.key === 'marks-view')).toBe(false);
  });
});

table('entries across Dusk and Night follow the one wake order', [
  {
    name: 'Dusk, then Night, in one record',
    cite: 'At the end of Dusk, before Night begins, all players open their eyes and view their Marks. They then close their eyes and all roles with Night actions are called in order.',
    deal: 'vampire werewolf seer robber villager | villager werewolf troublemaker',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'werewolves', center: 1 },
      { call: 'seer', target: 'Ann' },
      { call: 'robber', target: 'Cat' },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    check: (g) => {
      const order = g.steps().map((e) => e.step);
      expect(order.indexOf('vampires')).toBeLessThan(order.indexOf('marks-view'));
      expect(order.indexOf('marks-view')).toBeLessThan(order.indexOf('werewolves'));
      expect(g.event('vampires').phase).toBe('dusk');
      expect(g.event('werewolves').phase).toBe('night');
    },
  },
  {
    name: 'a Dusk entry after a Night entry is rejected',
    cite: 'Dusk is a period before the regular night roles take their actions.',
    deal: 'vampire werewolf seer robber villager | villager werewolf troublemaker',
    night: [
      { call: 'seer', target: 'Ann' },
      { call: 'vampires', target: 'Eve' },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    // the Vampires' call is mandatory, so either entry may be named: the seer entry came too early
    rejects: [/night\[[01]\] (seer|vampires)/, /vampires/, /Ann/],
  },
  {
    name: 'the Werewolves before the Count is rejected',
    cite: '-6-B: The Count … 2: Werewolves',
    deal: 'the-count werewolf seer villager villager | villager werewolf troublemaker',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'werewolves', center: 1 },
      { call: 'the-count', target: 'Cat' },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    rejects: [/night\[[12]\] (werewolves|the-count)/, /the-count/, /Ann/],
  },
]);

// --- special cases when combining games --------------------------------------------------------------------

table('Special Cases When Combining Games', [
  {
    name: 'a Copycat card from the center given by the Drunk: village team, no power',
    cite: 'If the Copycat card starts as a center card, and is later given to a player by a card like the Drunk (OneNight) or the Witch (Daybreak), that player is on the village team and has no special power.',
    deal: 'vampire drunk seer villager villager | copycat villager werewolf',
    night: [
      { call: 'vampires', target: 'Dan' },
      { call: 'drunk', center: 0 },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Eve'],
    teams: { Ben: 'village', Dan: 'vampire' },
    check: (g) => {
      expect(g.card('Ben')).toBe('copycat');
      expect(g.actors('copycat')).toEqual([]);
      expect(g.stepsActedBy('Ben')).toEqual(['drunk']);
    },
  },
  {
    name: 'a Copycat card from the center: its holder is village even when the Werewolves win',
    cite: "Si le copycat est parmi les 3 cartes du milieu en début de partie, puis qu'il est attribué à un joueur en cours de partie (par le soûlard …), le joueur qui possède la carte du copycat appartient alors à l'équipe du Village et n'a pas de capacité spéciale.",
    deal: 'werewolf drunk seer villager villager | copycat villager cupid',
    night: [{ call: 'drunk', center: 0 }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann'],
    teams: { Ben: 'village' },
  },
  {
    name: 'the Mark of Fear keeps a Werewolf asleep; his partner wakes alone and may view a center card',
    cite: 'A player with the Mark of Fear may not do any part of their night action, including opening their eyes. / Les Loups-Garous non plus ne se réveillent pas en même temps que les autres Loups-Garous! (docs/rulings.md 9)',
    deal: 'the-count werewolf werewolf minion seer villager | villager villager robber',
    night: [
      { call: 'vampires', target: 'Fay' },
      { call: 'the-count', target: 'Ben' },
      { call: 'werewolves', center: 2 },
      { call: 'seer', target: 'Ann' },
    ],
    votes: 'Ben Ann Ann Ann Ann Ann',
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Cat']);
      expect(g.names(g.event('werewolves').frightened)).toEqual(['Ben']);
      expect(g.saw('werewolves')).toEqual(['Cat']);
      expect(g.viewed('werewolves')).toEqual(['center2=robber']);
    },
  },
  {
    name: "the Minion still sees the frightened Werewolf's thumb",
    cite: "However, if another night action requires that you put out your thumb, you must do that. / Exception : Si le sbire est en jeu, tous les Loups-Garous lèvent le pouce pour lui, même s'ils ont une marque Peur.",
    deal: 'the-count werewolf werewolf minion seer villager | villager villager robber',
    night: [
      { call: 'vampires', target: 'Fay' },
      { call: 'the-count', target: 'Ben' },
    ],
    votes: 'Ben Ann Ann Ann Ann Ann',
    deaths: ['Ann', 'Ben'],
    winners: ['Eve'],
    check: (g) => {
      expect(g.actors('minion')).toEqual(['Dan']);
      expect(g.saw('minion')).toEqual(['Ben', 'Cat']);
    },
  },
  {
    name: 'a frightened Werewolf may not act',
    cite: 'The Mark of Fear prevents a player from using their Night action (if they have one).',
    deal: 'the-count werewolf seer villager villager | villager werewolf robber',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Ben' },
      { call: 'werewolves', center: 0 },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    rejects: [/night\[2\] werewolves/, /Ben/, /Fear/],
  },
  {
    name: 'a frightened Seer may not look',
    cite: 'The Player who receives this may not do their night action',
    deal: 'the-count werewolf seer villager villager | villager werewolf robber',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Cat' },
      { call: 'seer', target: 'Ben' },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    rejects: [/night\[2\] seer/, /Cat/, /Fear/],
  },
  {
    name: 'a frightened Drunk does not exchange, and the record need not say so',
    cite: 'A player with the Mark of Fear may not do any part of their night action',
    deal: 'the-count werewolf drunk villager villager | villager werewolf robber',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Cat' },
    ],
    votes: 'Cat Ann Ann Ann Ann',
    check: (g) => {
      expect(g.actors('drunk')).toEqual([]);
      expect(g.names(g.event('drunk').frightened)).toEqual(['Cat']);
      expect(g.card('Cat')).toBe('drunk');
    },
  },
  {
    name: 'a frightened Minion does not wake',
    cite: 'A player with the Mark of Fear may not do any part of their night action, including opening their eyes.',
    deal: 'the-count werewolf minion villager villager | villager werewolf robber',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Cat' },
    ],
    votes: 'Cat Ann Ann Ann Ann',
    check: (g) => {
      expect(g.actors('minion')).toEqual([]);
      expect(g.names(g.event('minion').frightened)).toEqual(['Cat']);
    },
  },
  {
    name: "Fear never blocks a Dusk action: a frightened player's Dusk action has already happened",
    cite: "The Player who receives this may not do their night action (however, they may still do their Dusk action, as they won't know that they have this Mark until after Dusk).",
    deal: 'the-count cupid werewolf villager villager | villager werewolf robber',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Ben' },
      { call: 'cupid', targets: ['Cat', 'Dan'] },
    ],
    votes: 'Cat Ann Ann Ann Ann',
    check: (g) => {
      expect(g.actors('cupid')).toEqual(['Ben']);
      expect(g.player('Cat').mark).toBe('love');
    },
  },
  {
    name: 'a Werewolf with the Mark of the Vampire still wakes with the Werewolves …',
    cite: 'If a Werewolf (One Night) has the Mark of the Vampire, he still wakes up with the other Werewolves, but he is a Vampire and wins with the vampire team.',
    deal: 'vampire werewolf seer villager villager | werewolf villager robber',
    night: [
      { call: 'vampires', target: 'Ben' },
      { call: 'werewolves', center: 0 },
    ],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben'],
    teams: { Ben: 'vampire' },
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Ben']);
      expect(g.viewed('werewolves')).toEqual(['center0=werewolf']);
      expect(g.result.epicBattle).toBe(false);
    },
  },
  {
    name: "… but he is a Vampire: his death is a Vampire's death",
    cite: 'If a Werewolf (One Night) has the Mark of the Vampire, he still wakes up with the other Werewolves, but he is a Vampire and wins with the vampire team.',
    deal: 'vampire werewolf seer villager villager | werewolf villager robber',
    night: [{ call: 'vampires', target: 'Ben' }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
    teams: { Ben: 'vampire' },
  },
  {
    name: '… and the Minion sees his thumb with the Werewolves',
    cite: 'Si un Loup-Garou récupère la marque du Vampire, certes il se réveille avec les autres Loups-Garous, mais il appartient au Clan des Vampires et gagne avec eux.',
    deal: 'vampire werewolf minion seer villager | werewolf villager robber',
    night: [{ call: 'vampires', target: 'Ben' }],
    votes: 'Ben Ann Ann Ann Ann',
    check: (g) => expect(g.saw('minion')).toEqual(['Ben']),
  },
  {
    name: 'no Mark of the Assassin: an Assassin card taken from the center by the Drunk is a simple villager',
    cite: 'If there is no Mark of the Assassin in the game, the Assassin (or Apprentice Assassin) is a simple villager and wins with the Village team. This can happen if the Assassin … card starts in the middle and is given to a player via the … Drunk',
    deal: 'drunk werewolf seer villager villager | assassin villager villager',
    night: [{ call: 'drunk', center: 0 }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
    check: (g) => {
      expect(g.card('Ann')).toBe('assassin');
      expect(g.actors('assassin')).toEqual([]);
      expect(g.result.players.some((p) => p.mark === 'assassin')).toBe(false);
    },
  },
  {
    name: 'no Mark of the Assassin: an Apprentice Assassin card taken from the center is a simple villager',
    cite: 'If there is no Mark of the Assassin in the game, the Assassin (or Apprentice Assassin) is a simple villager and wins with the Village team.',
    deal: 'drunk werewolf seer villager villager | apprentice-assassin assassin villager',
    night: [{ call: 'drunk', center: 0 }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'village' },
  },
  {
    name: 'Epic Battle: all Werewolves in the center but a Minion among the players — only one player dies',
    cite: 'When playing Epic Battles, if all Werewolves are in the center, but at least one player is a Minion (One Night) …, only one player dies during the vote (because there are no Werewolves).',
    deal: 'vampire minion seer villager villager | werewolf werewolf robber',
    night: [{ call: 'vampires', target: 'Dan' }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    check: (g) => {
      expect(g.result.epicBattle).toBe(false);
      expect([...g.result.activeGroups].sort()).toEqual(['vampire', 'village']);
      expect(g.team('Ben')).toBe('werewolf');
    },
  },
  {
    name: 'Epic Battle: all Werewolves in the center but a Minion — the Minion dies alone, the Vampires win',
    cite: 'In cases where all Werewolves, Vampires or village team members are in the center, winning conditions are normal, and only one player is killed.',
    deal: 'vampire minion seer villager villager | werewolf werewolf robber',
    night: [{ call: 'vampires', target: 'Dan' }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Ann', 'Dan'],
  },
]);

// --- Werewolf roles copied in a Vampire game -----------------------------------------------------------------

table('Werewolf roles copied by the Copycat or the Doppelgänger in a Vampire game', [
  {
    name: 'the Doppelgänger wakes at -7 and, as a Werewolf, with the Werewolves at Night',
    cite: 'The Doppelganger initially wakes up before the Vampires … / Werewolf or Mason: She wakes up with the other Werewolves or Masons when they are called.',
    deal: 'doppelganger werewolf vampire seer villager | villager robber troublemaker',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'vampires', target: 'Eve' },
    ],
    votes: 'Cat Cat Dan Cat Cat',
    deaths: ['Cat', 'Dan'],
    winners: ['Ann', 'Ben'],
    teams: { Ann: 'werewolf', Eve: 'vampire' },
    check: (g) => {
      expect(g.event('doppelganger').phase).toBe('dusk');
      expect(g.actors('werewolves')).toEqual(['Ann', 'Ben']);
      expect(g.result.epicBattle).toBe(true);
    },
  },
  {
    name: 'the Doppelgänger-Robber takes a Vampire card at Dusk: vampire team, but she does not wake with the Vampires',
    cite: "The Robber is now on the team of the card he took, but does not perform that role's night action. / Seer, Robber, Troublemaker, Drunk: She immediately does that role's action.",
    deal: 'doppelganger robber vampire seer villager | villager werewolf troublemaker',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'robber', target: 'Cat' },
      { call: 'vampires', target: 'Eve' },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan'],
    teams: { Ann: 'vampire', Cat: 'village', Eve: 'vampire' },
    check: (g) => expect(g.actors('vampires')).toEqual(['Cat']),
  },
  {
    name: 'the Doppelgänger-Robber holding the Vampire card is a Vampire: the Vampires may not bite her',
    cite: 'The Mark of the Vampire is given to any player (except an existing Vampire) by the vampires who wake up together.',
    deal: 'doppelganger robber vampire seer villager | villager werewolf troublemaker',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'robber', target: 'Cat' },
      { call: 'vampires', target: 'Ann' },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    rejects: [/night\[2\] vampires/, /Ann/],
  },
  {
    name: 'the Copycat who views a Werewolf wakes with the Werewolves and is on their team',
    cite: 'If that role is called, the Copycat wakes up and does that roles action. … The Copycat is on the team he first views.',
    deal: 'copycat werewolf minion seer villager | werewolf robber troublemaker',
    night: [{ call: 'copycat', center: 0 }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Dan', 'Eve'],
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Ann', 'Ben']);
      expect(g.saw('minion')).toEqual(['Ann', 'Ben']);
    },
  },
  {
    name: 'the Copycat who views the Minion sees the Werewolves; when he dies alone the Werewolves win',
    cite: 'If the Minion dies and no Werewolves die, the Werewolves win. / The Copycat is on the team he first views.',
    deal: 'copycat werewolf seer villager villager | minion robber troublemaker',
    night: [{ call: 'copycat', center: 0 }],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ann', 'Ben'],
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.actors('minion')).toEqual(['Ann']);
      expect(g.saw('minion')).toEqual(['Ben']);
    },
  },
  {
    name: 'the Copycat who views the Drunk must exchange at 8',
    cite: 'If that role is called, the Copycat wakes up and does that roles action. / The Drunk exchanges his card with a card from the center',
    deal: 'copycat werewolf seer villager villager | drunk robber troublemaker',
    night: [{ call: 'copycat', center: 0 }],
    votes: ROUND5,
    rejects: [/drunk/, /Ann/, /mandatory/],
  },
]);

// --- Epic Battles -------------------------------------------------------------------------------------------

/** Ann is a Vampire, Ben a Werewolf, Cat the Seer; the Vampires bite Dan; Eve is a Villager. */
const EPIC = 'vampire werewolf seer villager villager | villager robber troublemaker';
const BITE_DAN: readonly Entry[] = [{ call: 'vampires', target: 'Dan' }];

table('Epic Battles: Vampires vs. Villagers vs. Werewolves', [
  {
    name: 'all three groups in front of players: an Epic Battle',
    cite: 'If all three are in the game and active (i.e. actually in front of at least one player, not just in the center card group), at least two players will be killed during the vote',
    deal: EPIC,
    night: BITE_DAN,
    votes: 'Ben Ann Ben Ben Ben',
    check: (g) => {
      expect(g.result.epicBattle).toBe(true);
      expect([...g.result.activeGroups].sort()).toEqual(['vampire', 'village', 'werewolf']);
      expect(g.team('Dan')).toBe('vampire');
    },
  },
  {
    name: 'the most votes and the second most (one vote) both die',
    cite: 'the player with the most votes and the player with the 2nd most votes (in this case 1 vote counts if it is the 2nd highest number)',
    deal: EPIC,
    night: BITE_DAN,
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ann', 'Ben'],
    winners: ['Cat', 'Eve'],
    check: (g) => {
      expect(g.deathReason('Ben')).toBe('votes');
      expect(g.deathReason('Ann')).toBe('second-most');
    },
  },
  {
    name: 'a tie for most: only those tied die',
    cite: 'If there is a tie for most votes, only those tied for the most votes are killed.',
    deal: EPIC,
    night: BITE_DAN,
    votes: 'Ben Ann Ben Ann Cat',
    deaths: ['Ann', 'Ben'],
    winners: ['Cat', 'Eve'],
  },
  {
    name: 'a clear leader and a tie for second: the leader and all tied for second die',
    cite: "If there isn't a tie for most votes, and there is a tie for 2nd most votes, the person with the most votes is killed and those with the 2nd most votes are also killed.",
    deal: EPIC,
    night: BITE_DAN,
    votes: 'Ben Ann Ben Ben Cat',
    deaths: ['Ann', 'Ben', 'Cat'],
    winners: ['Cat', 'Eve'],
  },
  {
    name: 'a clear leader with two votes and two second with one',
    cite: "En cas d'égalité pour la deuxième position, le joueur qui a récolté le plus de voix contre lui meurent, ainsi que tous les joueurs ex aequo pour la deuxième position.",
    deal: 'vampire werewolf seer villager villager villager | villager robber troublemaker',
    night: [{ call: 'vampires', target: 'Dan' }],
    votes: 'Ben Cat Ben Eve Fay Ann',
    // Ben 2; Ann, Cat, Eve, Fay 1 each
    deaths: ['Ann', 'Ben', 'Cat', 'Eve', 'Fay'],
    winners: ['Cat', 'Eve', 'Fay'],
  },
  {
    name: 'win table: a Werewolf dies and no Vampire — the Vampires win',
    cite: 'Vampire Team | At least 1 Werewolf must be killed | No Vampires may be killed',
    deal: EPIC,
    night: BITE_DAN,
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben', 'Cat'],
    winners: ['Ann', 'Dan'],
  },
  {
    name: 'win table: a Vampire dies and no Werewolf — the Werewolves win',
    cite: 'Werewolf Team | At least 1 Vampire must be killed | No Werewolves may be killed',
    deal: EPIC,
    night: BITE_DAN,
    votes: 'Eve Ann Ann Ann Ann',
    deaths: ['Ann', 'Eve'],
    winners: ['Ben'],
  },
  {
    name: 'win table: a Vampire and a Werewolf die — the village wins, neither monster team does',
    cite: 'Villager Team | At least 1 Vampire must be killed | At least 1 Werewolf must be killed',
    deal: EPIC,
    night: BITE_DAN,
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ann', 'Ben'],
    winners: ['Cat', 'Eve'],
  },
  {
    name: 'win table: only villagers die — nobody wins',
    cite: 'Both of the win conditions below must be fulfilled for each team to win',
    deal: EPIC,
    night: BITE_DAN,
    votes: 'Cat Cat Eve Cat Cat',
    deaths: ['Cat', 'Eve'],
    winners: [],
  },
  {
    name: 'win table: the bitten player dies as a Vampire',
    cite: 'Vampire Team | … | No Vampires may be killed',
    deal: EPIC,
    night: BITE_DAN,
    votes: 'Dan Dan Dan Ben Dan',
    deaths: ['Ben', 'Dan'],
    winners: ['Cat', 'Eve'],
  },
  {
    name: 'nobody has more than one vote: nobody dies, even in an Epic Battle',
    cite: 'If no player receives more than one vote, no one dies. (compendium) / docs/rulings.md 25',
    deal: EPIC,
    night: BITE_DAN,
    votes: ROUND5,
    deaths: [],
    winners: [],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: 'the Tanner keeps his own win condition',
    cite: 'All other (special) teams, such as the Tanner, retain their original win conditions.',
    deal: 'vampire werewolf tanner villager villager | villager robber seer',
    night: BITE_DAN,
    votes: 'Cat Cat Eve Cat Cat',
    deaths: ['Cat', 'Eve'],
    winners: ['Cat'],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: 'the Tanner and a Vampire die, no Werewolf: the Werewolves win, the Tanner too (ruling 89)',
    cite: 'RULING 89: "Both of the win conditions below must be fulfilled for each team to win: Werewolf Team | At least 1 Vampire must be killed | No Werewolves may be killed" (EN; FR "les conditions de victoire de chaque équipe changent"); "All other (special) teams, such as the Tanner, retain their original win conditions" (COMP)',
    deal: 'vampire werewolf tanner villager villager | villager robber seer',
    night: BITE_DAN,
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Ann', 'Cat'],
    winners: ['Ben', 'Cat'],
    check: (g) => {
      expect(g.result.epicBattle).toBe(true);
      expect(g.player('Ben').verdict).toMatchObject({ kind: 'team', why: 'epic-won', won: true });
    },
  },
  {
    name: 'the Tanner and a Vampire die, house rule epicTannerBlocksWerewolves: only the Tanner wins',
    cite: 'RULING 89, house rule epicTannerBlocksWerewolves: "If the Tanner dies and no Werewolf dies, the werewolf team does not win" (FACTS) holds in an Epic Battle too',
    deal: 'vampire werewolf tanner villager villager | villager robber seer',
    night: BITE_DAN,
    options: { epicTannerBlocksWerewolves: true },
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Ann', 'Cat'],
    winners: ['Cat'],
    check: (g) =>
      expect(g.player('Ben').verdict).toEqual({ kind: 'forced', team: 'werewolf', won: false, why: 'tanner-died' }),
  },
  {
    name: 'the Tanner and a Werewolf die, house rule tannerBlocksVampires: the Vampires still win the Epic Battle (ruling 89)',
    cite: "RULING 89: the Epic Battle's table decides the teams' wins, tannerBlocksVampires extending the Tanner's sentence included; \"Vampire Team | At least 1 Werewolf must be killed | No Vampires may be killed\" (EN)",
    deal: 'vampire werewolf tanner villager villager | villager robber seer',
    night: BITE_DAN,
    options: { tannerBlocksVampires: true },
    votes: 'Cat Cat Ben Cat Cat',
    deaths: ['Ben', 'Cat'],
    winners: ['Ann', 'Cat', 'Dan'],
  },
  {
    name: 'the Tanner and a Werewolf die, house rules tannerBlocksVampires and epicTannerBlocksWerewolves: the Vampires lose',
    cite: 'RULING 89, house rule epicTannerBlocksWerewolves (with tannerBlocksVampires, the vampire team neither)',
    deal: 'vampire werewolf tanner villager villager | villager robber seer',
    night: BITE_DAN,
    options: { tannerBlocksVampires: true, epicTannerBlocksWerewolves: true },
    votes: 'Cat Cat Ben Cat Cat',
    deaths: ['Ben', 'Cat'],
    winners: ['Cat'],
  },
  {
    name: 'the Werewolves come into play during the night (the Drunk takes one): an Epic Battle',
    cite: 'If all three are in the game and active (i.e. actually in front of at least one player, not just in the center card group)',
    deal: 'vampire drunk seer villager villager | werewolf robber troublemaker',
    night: [
      { call: 'vampires', target: 'Dan' },
      { call: 'drunk', center: 0 },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann', 'Ben'],
    winners: ['Cat', 'Eve'],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: 'only two groups in play (the Werewolves are in the center): only the most voted die',
    cite: 'If it is determined that either Werewolves, Vampires, or Villagers were not in play (because those cards were in the center), then only the player(s) with the most votes (as long as they have at least 2) are killed.',
    deal: 'vampire seer villager villager villager | werewolf werewolf robber',
    night: BITE_DAN,
    votes: 'Cat Ann Ann Cat Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Eve'],
    check: (g) => expect(g.result.epicBattle).toBe(false),
  },
  {
    name: 'only two groups in play (the Vampires are in the center): the normal rules',
    cite: 'In cases where all Werewolves, Vampires or village team members are in the center, winning conditions are normal, and only one player is killed.',
    deal: 'werewolf seer villager villager villager | vampire the-count robber',
    votes: 'Cat Ann Ann Cat Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
    check: (g) => {
      expect(g.result.epicBattle).toBe(false);
      expect(g.actors('vampires')).toEqual([]);
    },
  },
  {
    name: 'the only Werewolf holds the Mark of the Vampire: the Werewolves are not in play',
    cite: 'If it is determined that either Werewolves, Vampires, or Villagers were not in play … then only the player(s) with the most votes (as long as they have at least 2) are killed.',
    deal: 'vampire werewolf seer villager villager | werewolf villager robber',
    night: [{ call: 'vampires', target: 'Ben' }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
    check: (g) => {
      expect(g.result.epicBattle).toBe(false);
      expect([...g.result.activeGroups].sort()).toEqual(['vampire', 'village']);
    },
  },
  {
    name: 'only two groups in play, one vote each: nobody dies',
    cite: 'then only the player(s) with the most votes (as long as they have at least 2) are killed',
    deal: 'vampire seer villager villager villager | werewolf werewolf robber',
    night: BITE_DAN,
    votes: ROUND5,
    deaths: [],
    winners: ['Ann', 'Dan'],
  },
]);

// --- the compendium's voting rules ---------------------------------------------------------------------------

const VOTE_DEAL = 'werewolf seer villager villager villager | werewolf robber troublemaker';

table('voting rules (compendium)', [
  {
    name: 'the player with the most votes dies, and only he',
    cite: 'The player with the most votes dies.',
    deal: VOTE_DEAL,
    votes: 'Cat Cat Dan Cat Dan',
    deaths: ['Cat'],
    winners: ['Ann'],
    check: (g) => expect(g.result.tally).toEqual([0, 0, 3, 2, 0]),
  },
  {
    name: 'a tie: all tied with the most votes die',
    cite: 'In the case of a tie, all players tied with the most votes die and reveal their cards.',
    deal: VOTE_DEAL,
    votes: 'Cat Ann Ann Cat Ben',
    deaths: ['Ann', 'Cat'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
  },
  {
    name: 'a three-way tie: all three die',
    cite: 'In the case of a tie, all players tied with the most votes die and reveal their cards.',
    deal: 'werewolf seer villager villager villager villager | werewolf robber troublemaker',
    votes: 'Ben Ann Dan Ann Ben Dan',
    deaths: ['Ann', 'Ben', 'Dan'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve', 'Fay'],
  },
  {
    name: 'everyone votes in the same direction: nobody dies',
    cite: 'If no player receives more than one vote, no one dies. (One way to achieve this is if everyone votes in the same direction around the table.)',
    deal: VOTE_DEAL,
    votes: ROUND5,
    deaths: [],
    winners: ['Ann'],
  },
  {
    name: 'one vote each, not around the table: nobody dies',
    cite: 'If no player receives more than one vote, no one dies.',
    deal: VOTE_DEAL,
    votes: 'Cat Ann Ben Eve Dan',
    deaths: [],
    winners: ['Ann'],
  },
  {
    name: 'a player may not vote for himself',
    cite: 'Each player gets one vote and cannot vote for themselves.',
    deal: VOTE_DEAL,
    votes: 'Ann Ann Ann Ann Ann',
    rejects: [/votes\.Ann/],
  },
]);

// --- the Master's protection --------------------------------------------------------------------------------

/** Ann is the Master, Ben a Vampire; the Vampires bite Eve. */
const MASTER = 'the-master vampire seer villager villager | villager robber troublemaker';
const BITE_EVE: readonly Entry[] = [{ call: 'vampires', target: 'Eve' }];

table("The Master's protection", [
  {
    name: 'a Vampire votes for the Master: he cannot die; the second most (2 votes) dies instead',
    cite: 'if another Vampire (the regular Vampire, the Count, or the player with the Mark of the Vampire) votes for him, the Master is protected and cannot be killed. Instead, the player with the 2nd most votes (greater than 1) is killed.',
    deal: MASTER,
    night: BITE_EVE,
    votes: 'Cat Ann Ann Ann Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Eve'],
    check: (g) => expect(g.deathReason('Cat')).toBe('master-protected'),
  },
  {
    name: 'the player with the Mark of the Vampire protects the Master too',
    cite: 'if another Vampire (the regular Vampire, the Count, or the player with the Mark of the Vampire) votes for him',
    deal: MASTER,
    night: BITE_EVE,
    votes: 'Cat Cat Ann Ann Ann',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Eve'],
  },
  {
    name: 'the second most has only one vote: nobody dies',
    cite: 'Instead, the player with the 2nd most votes (greater than 1) is killed.',
    deal: MASTER,
    night: BITE_EVE,
    votes: 'Cat Ann Ann Ann Ann',
    deaths: [],
    winners: ['Ann', 'Ben', 'Eve'],
  },
  {
    name: 'no Vampire votes for the Master: he dies like anyone',
    cite: 'if another Vampire … votes for him, the Master is protected',
    deal: 'the-master vampire seer villager villager villager | villager robber troublemaker',
    night: [{ call: 'vampires', target: 'Fay' }],
    votes: 'Cat Cat Ann Ann Ann Dan',
    deaths: ['Ann'],
    winners: ['Cat', 'Dan', 'Eve'],
  },
  {
    name: 'the Master tied for most with another player: the other dies, nobody else',
    cite: 'the Master is protected and cannot be killed (docs/rulings.md 24: if the Master is tied for most with others, the others die and nobody else)',
    deal: MASTER,
    night: BITE_EVE,
    votes: 'Dan Ann Ann Cat Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben', 'Eve'],
  },
  {
    name: 'the protected Master cannot be killed by the Hunter either (default)',
    cite: 'the Master is protected and cannot be killed (docs/rulings.md 24, option masterProtectedFromHunter)',
    deal: 'the-master vampire hunter villager villager | villager robber troublemaker',
    night: BITE_EVE,
    votes: 'Cat Ann Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Eve'],
  },
  {
    name: 'with masterProtectedFromHunter off, the Hunter kills the protected Master',
    cite: 'If the Hunter dies, the player he is pointing at also dies. (docs/rulings.md 24, option off)',
    deal: 'the-master vampire hunter villager villager | villager robber troublemaker',
    night: BITE_EVE,
    options: { masterProtectedFromHunter: false },
    votes: 'Cat Ann Ann Cat Cat',
    deaths: ['Ann', 'Cat'],
    winners: ['Cat', 'Dan'],
  },
]);

// --- lovers and the Hunter -------------------------------------------------------------------------------------

/** Ann is Cupid, Ben the Hunter, Cat a Werewolf, Dan a Villager, Eve the Seer. */
const LOVE = 'cupid hunter werewolf villager seer | villager robber troublemaker';

table('lovers and the Hunter', [
  {
    name: 'a lover dies; the Hunter, his love, dies too and shoots',
    cite: 'If either player is killed, the other dies as well. / If the Hunter dies, the player he is pointing at also dies.',
    deal: LOVE,
    night: [{ call: 'cupid', targets: ['Ben', 'Dan'] }],
    votes: 'Dan Cat Dan Eve Dan',
    deaths: ['Ben', 'Cat', 'Dan'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    check: (g) => {
      expect(g.deathReason('Dan')).toBe('votes');
      expect(g.deathReason('Ben')).toBe('love');
      expect(g.deathReason('Cat')).toBe('hunter');
    },
  },
  {
    name: 'the Hunter dies and shoots a lover; the other lover dies too',
    cite: 'If the Hunter dies, the player he is pointing at also dies. / The players with the Marks of Love are linked: if one of them dies, the other one dies as well.',
    deal: LOVE,
    night: [{ call: 'cupid', targets: ['Cat', 'Dan'] }],
    votes: 'Ben Dan Ben Ben Ann',
    deaths: ['Ben', 'Cat', 'Dan'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    check: (g) => {
      expect(g.deathReason('Ben')).toBe('votes');
      expect(g.deathReason('Dan')).toBe('hunter');
      expect(g.deathReason('Cat')).toBe('love');
    },
  },
  {
    name: 'the Hunter in love shoots his own love: nothing more',
    cite: 'If the Hunter dies, the player he is pointing at also dies.',
    deal: LOVE,
    night: [{ call: 'cupid', targets: ['Ben', 'Dan'] }],
    votes: 'Ben Dan Ben Ben Ann',
    deaths: ['Ben', 'Dan'],
    winners: ['Cat'],
  },
  {
    name: 'the lovers wake after Dusk and see each other',
    cite: 'Players who have a Mark of Love must wake up and look around for another player who has their eyes open.',
    deal: LOVE,
    night: [{ call: 'cupid', targets: ['Ben', 'Dan'] }],
    votes: ROUND5,
    check: (g) => expect(g.actors('lovers')).toEqual(['Ben', 'Dan']),
  },
  {
    name: 'four lovers (Doppelgänger-Cupid): one dies, all die, and the Hunter among them shoots',
    cite: 'this could result in more than two people waking up in love and more than two people who have Marks of Love at the end of the game, with up to four people dying if any one of them is killed at the end of the game.',
    deal: 'doppelganger cupid hunter werewolf villager seer | villager robber troublemaker',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'cupid', targets: ['Cat', 'Eve'] },
      { call: 'cupid', targets: ['Ann', 'Fay'] },
    ],
    votes: 'Eve Eve Dan Eve Ben Eve',
    deaths: ['Ann', 'Cat', 'Dan', 'Eve', 'Fay'],
    winners: ['Ann', 'Ben', 'Cat', 'Eve', 'Fay'],
    check: (g) => {
      expect(g.actors('lovers')).toEqual(['Ann', 'Cat', 'Eve', 'Fay']);
      expect(g.deathReason('Dan')).toBe('hunter');
    },
  },
]);

// --- whole-game fixtures -----------------------------------------------------------------------------------------

describe('fixtures tests/fixtures/records/combining-*.json', () => {
  const dir = join(import.meta.dirname, '..', 'fixtures', 'records');
  const files = readdirSync(dir).filter((f) => f.startsWith('combining-') && f.endsWith('.json'));

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
