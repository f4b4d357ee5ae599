/**
 * One Night Ultimate Daybreak, clause by clause: every Daybreak role's rule as `../shared/rules/alien-daybreak.md`
 * §6 ("FACTS") restates it, with the project's decisions of docs/rulings.md rules 62–69 ("RULING n") where the
 * sources are thin, and the cross-game wake order of the Alien rulebook (`004_…`, "ALIEN"). The Curator and
 * the artifacts have their own file (daybreak-artifacts.test.ts), the Bodyguard with the votes
 * (daybreak-votes.test.ts), the shield against every other role in daybreak-shields.test.ts.
 * Written from the rule texts, not from the engine's behaviour.
 *
 * Seats: Ann, Ben, Cat… in order; a player's left neighbour is the next player (Ann's left is Ben).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain, playRecord } from '../../src/main/engine/index.ts';
import { Outcome, ROUND5, makeRecord, table, type Case } from './case-table.ts';

const ROUND12 = 'Ben Cat Dan Eve Fay Gus Hal Ida Jon Kim Lea Ann';

/** The English telling of a played case. */
const told = (g: Outcome): string[] => explain(g.played.state.setup, g.played.events, 'en');

/** The card ids lying face up at the end, as `role@place`. */
function faceUp(g: Outcome): string[] {
  const { state } = g.played;
  const up = state.faceUp ?? [];
  const n = state.setup.players.length;
  const out: string[] = [];
  state.positions.forEach((card, position) => {
    if (up[card])
      out.push(`${state.setup.cards[card]}@${position < n ? state.setup.players[position] : `center${position - n}`}`);
  });
  return out;
}

function play(c: Pick<Case, 'deal' | 'night' | 'votes' | 'options' | 'app'>): Outcome {
  const played = playRecord(makeRecord(c), { requireVotes: true });
  if (!played.ok) throw new Error(played.error.problems.join('\n'));
  return new Outcome(played.value);
}

// --- the wake order ----------------------------------------------------------------------------------------

table('Daybreak and the Bonus Packs in the wake order', [
  {
    name: 'every Daybreak and Bonus Pack 1–2 call at its number',
    cite: 'ALIEN: 0: Sentinel … 2-B: Alpha Wolf, 2-C: Mystic Wolf … 3-B: Apprentice Tanner … 4-B: Thing … 5-B: Apprentice Seer, 5-C: Paranormal Investigator … 6-B: Witch … 7-B: Village Idiot, 7-C: Aura Seer … 9-C: Squire, 9-Z: Beholder, 10: Revealer … 11: Curator',
    deal: 'sentinel alpha-wolf mystic-wolf apprentice-tanner thing apprentice-seer paranormal-investigator witch village-idiot aura-seer squire beholder | revealer curator dream-wolf',
    night: [{ call: 'alpha-wolf', target: 'Ann' }],
    votes: ROUND12,
    check: (g) => {
      expect(g.script()).toEqual([
        'sentinel@0',
        'werewolves@2',
        'alpha-wolf@2-B',
        'mystic-wolf@2-C',
        'apprentice-tanner@3-B',
        'thing@4-B',
        'apprentice-seer@5-B',
        'paranormal-investigator@5-C',
        'witch@6-B',
        'village-idiot@7-B',
        'aura-seer@7-C',
        'squire@9-C',
        'beholder@9-Z',
        'revealer@10',
        'curator@11',
      ]);
      // RULING 62: "The Alpha and Mystic Wolf … also wake with the Werewolves".
      expect(g.actors('werewolves')).toEqual(['Ben', 'Cat']);
    },
  },
  {
    name: 'Bonus Pack 3 among the base roles: Body Snatcher 1-A and 1-F, Nostradamus 5-E, Empath 10-E',
    cite: 'ALIEN: 1-A: Aliens/Synthetic/Groob/Zerb/Body Snatcher … 1-F: Body Snatcher … 5-E: Nostradamus … 10-E: Empath',
    deal: 'body-snatcher nostradamus empath seer robber troublemaker drunk insomniac minion mason mason werewolf | villager villager tanner',
    app: {
      aliens: { action: 'stare' },
      'body-snatcher': { action: 'pretend' },
      empath: { prompt: 'think', group: 'everyone' },
      nostradamus: { team: 'village' },
      ripple: { type: 'none' },
    },
    night: [{ call: 'drunk', center: 0 }],
    votes: ROUND12,
    check: (g) => {
      expect(g.script().filter((s) => !s.includes('#loop') && !s.startsWith('ripple'))).toEqual([
        'aliens@1-A',
        'body-snatcher@1-F',
        'werewolves@2',
        'minion@3',
        'masons@4',
        'seer@5',
        'nostradamus@5-E',
        'robber@6',
        'troublemaker@7',
        'drunk@8',
        'insomniac@9',
        'empath@10-E',
      ]);
      expect(g.actors('aliens')).toEqual(['Ann']);
      expect(g.actors('body-snatcher')).toEqual(['Ann']);
    },
  },
  {
    name: 'the Dream Wolf, the Bodyguard, the Prince and the Cursed never wake',
    cite: 'ALIEN: The Bodyguard and Dream Wolf from Daybreak are never woken up at night. The Cursed and Prince from Bonus Pack 1 are never woken up at night.',
    deal: 'dream-wolf bodyguard prince cursed werewolf | villager villager villager',
    votes: ROUND5,
    check: (g) => {
      expect(g.script()).toEqual(['werewolves@2']);
      expect(g.actors('werewolves')).toEqual(['Eve']);
      for (const name of ['Ann', 'Ben', 'Cat', 'Dan']) expect(g.stepsActedBy(name)).toEqual([]);
    },
  },
  {
    name: 'with Vampire roles the Sentinel wakes after the Lovers, at the start of the Night',
    cite: 'ALIEN: -1-B: Apprentice Assassin, 00: Lovers, 0: Sentinel, 1-A: Aliens …',
    deal: 'sentinel cupid vampire villager villager | villager villager villager',
    night: [{ call: 'vampires', target: 'Dan' }],
    votes: ROUND5,
    check: (g) => {
      const order = g.script();
      expect(order.indexOf('sentinel@0')).toBeGreaterThan(order.indexOf('lovers@00'));
      expect(g.played.state.setup.script.find((s) => s.key === 'sentinel')?.phase).toBe('night');
    },
  },
]);

// --- the Sentinel -------------------------------------------------------------------------------------------

table('Sentinel (0)', [
  {
    name: "puts the shield on another player's card",
    cite: "FACTS §6 Sentinel (0): may put a shield on any other player's card",
    deal: 'sentinel seer villager werewolf villager | villager robber drunk',
    night: [{ call: 'sentinel', target: 'Dan' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('sentinel', 'shielded')).toEqual([{ kind: 'shielded', actor: 0, player: 3 }]);
      expect(g.played.state.shields).toEqual([false, false, false, true, false]);
      expect(told(g)).toContain("Night: the Sentinel (Ann) put a shield on Dan's card.");
    },
  },
  {
    name: 'may do nothing',
    cite: 'FACTS §6 Sentinel: may put a shield',
    deal: 'sentinel seer villager werewolf villager | villager robber drunk',
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('sentinel', 'shielded')).toEqual([]);
      expect(g.played.state.shields ?? [false, false, false, false, false]).toEqual([
        false,
        false,
        false,
        false,
        false,
      ]);
      expect(g.event('sentinel').passed).toBe(true);
    },
  },
  {
    name: 'the shield stays with the card: a shielded Werewolf is still a Werewolf, and dies as one',
    cite: "FACTS §6 Sentinel: Shield: card can't be viewed or moved",
    deal: 'sentinel seer villager werewolf villager | villager robber drunk',
    night: [{ call: 'sentinel', target: 'Dan' }],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ann', 'Ben', 'Cat', 'Eve'],
    teams: { Dan: 'werewolf' },
  },
]);

// --- the Alpha Wolf and the Center Werewolf card ----------------------------------------------------------------

table('Alpha Wolf (2-B) and the Center Werewolf card', [
  {
    name: 'the Center Werewolf card is a fourth center card, index 3, given without looking',
    cite: "FACTS §6 Alpha Wolf (2-B): must swap the extra face-down Center Werewolf card (placed across the center row) with another player's card … without looking; RULING 65: center index 3",
    deal: 'alpha-wolf seer villager robber villager | villager tanner drunk',
    night: [{ call: 'alpha-wolf', target: 'Cat' }],
    votes: ROUND5,
    teams: { Cat: 'werewolf', Ann: 'werewolf' },
    check: (g) => {
      const { setup, positions } = g.played.state;
      expect(setup.cards).toHaveLength(9);
      expect(setup.cards[8]).toBe('werewolf');
      expect(setup.centerCount).toBe(4);
      expect(g.card('Cat')).toBe('werewolf');
      expect(setup.cards[positions[8]!]).toBe('villager');
      expect(g.swapped('alpha-wolf')).toEqual(['Cat<->center3']);
      expect(g.facts('alpha-wolf', 'viewed-card')).toEqual([]);
    },
  },
  {
    name: 'he wakes with the Werewolves first, then alone',
    cite: 'FACTS §6 Alpha Wolf: wakes with wolves, then alone',
    deal: 'alpha-wolf werewolf seer villager villager | villager tanner drunk',
    night: [{ call: 'alpha-wolf', target: 'Dan' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Ann', 'Ben']);
      expect(g.actors('alpha-wolf')).toEqual(['Ann']);
    },
  },
  {
    name: 'the player who takes the Werewolf card is a Werewolf: if he dies the village wins',
    cite: "FACTS §6 Alpha Wolf … swap the Center Werewolf card with another player's card; RULING 65",
    deal: 'alpha-wolf seer villager robber villager | villager tanner drunk',
    night: [{ call: 'alpha-wolf', target: 'Cat' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben', 'Dan', 'Eve'],
    teams: { Cat: 'werewolf' },
  },
  {
    name: 'the card he takes goes to center index 3; the Seer may look at it there',
    cite: 'FACTS §6: Center Werewolf card counts as a center card for others; RULING 65: the Seer … may take it',
    deal: 'alpha-wolf seer villager robber villager | villager tanner drunk',
    night: [
      { call: 'alpha-wolf', target: 'Dan' },
      { call: 'seer', center: [1, 3] },
    ],
    votes: ROUND5,
    check: (g) => expect(g.viewed('seer')).toEqual(['center1=tanner', 'center3=robber']),
  },
  {
    name: 'the Apprentice Seer may look at center index 3',
    cite: 'RULING 65: the Seer, Apprentice Seer, Witch, Drunk, Copycat and a lone wolf may take it',
    deal: 'alpha-wolf apprentice-seer villager robber villager | villager tanner drunk',
    night: [
      { call: 'alpha-wolf', target: 'Dan' },
      { call: 'apprentice-seer', center: 3 },
    ],
    votes: ROUND5,
    check: (g) => expect(g.viewed('apprentice-seer')).toEqual(['center3=robber']),
  },
  {
    name: 'the Drunk may take center index 3',
    cite: 'RULING 65: the … Drunk … may take it',
    deal: 'alpha-wolf drunk villager robber villager | villager tanner seer',
    night: [
      { call: 'alpha-wolf', target: 'Dan' },
      { call: 'drunk', center: 3 },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.card('Ben')).toBe('robber');
      expect(g.swapped('drunk')).toEqual(['Ben<->center3']);
    },
  },
  {
    name: 'the Witch may look at center index 3 and give it',
    cite: 'RULING 68: The Witch may look at a center card (the Center Werewolf card included)',
    deal: 'alpha-wolf witch villager robber villager | villager tanner seer',
    night: [
      { call: 'alpha-wolf', target: 'Dan' },
      { call: 'witch', center: 3, to: 'Eve' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.viewed('witch')).toEqual(['center3=robber']);
      expect(g.card('Eve')).toBe('robber');
    },
  },
  {
    name: 'a lone Alpha Wolf may look at center index 3 (the Werewolf card, before he gives it)',
    cite: 'RULING 65: … and a lone wolf may take it',
    deal: 'alpha-wolf seer villager villager villager | villager tanner drunk',
    night: [
      { call: 'werewolves', center: 3 },
      { call: 'alpha-wolf', target: 'Cat' },
    ],
    votes: ROUND5,
    check: (g) => expect(g.viewed('werewolves')).toEqual(['center3=werewolf']),
  },
  {
    name: 'the Copycat who looks at center index 3 copies the Werewolf',
    cite: 'RULING 65: the … Copycat … may take it',
    deal: 'copycat alpha-wolf villager villager vampire | villager tanner drunk',
    night: [
      { call: 'copycat', center: 3 },
      { call: 'vampires', target: 'Cat' },
      { call: 'alpha-wolf', target: 'Dan' },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf', Dan: 'werewolf' },
    check: (g) => {
      expect(g.facts('copycat', 'copied')).toEqual([
        { kind: 'copied', actor: 0, place: { center: 3 }, seen: 'werewolf', becomes: 'werewolf' },
      ]);
      expect(g.actors('werewolves')).toEqual(['Ann', 'Ben']);
    },
  },
  {
    name: 'with every other player a Werewolf there is nobody to give it to: nothing is given',
    cite: 'RULING 65: The Alpha Wolf must give it to another player who did not wake as a Werewolf (mandatory when one exists)',
    deal: 'alpha-wolf werewolf mystic-wolf | villager villager villager',
    votes: 'Ben Cat Ann',
    check: (g) => {
      expect(g.swapped('alpha-wolf')).toEqual([]);
      expect(g.card('Ann')).toBe('alpha-wolf');
    },
  },
  {
    name: 'a record writing the fourth center card "werewolf" is the same game as one writing three',
    cite: 'RULING 65: A record writes the deal\'s three center cards and the engine adds the Werewolf card; a fourth center card "werewolf" is read as that card.',
    deal: 'alpha-wolf seer villager robber villager | villager tanner drunk werewolf',
    night: [
      { call: 'alpha-wolf', target: 'Cat' },
      { call: 'seer', center: [0, 3] },
    ],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ben', 'Dan', 'Eve'],
    check: (g) => {
      const three = play({
        deal: 'alpha-wolf seer villager robber villager | villager tanner drunk',
        night: [
          { call: 'alpha-wolf', target: 'Cat' },
          { call: 'seer', center: [0, 3] },
        ],
        votes: 'Cat Cat Ann Cat Cat',
      });
      expect(g.played.state.setup.cards).toEqual(three.played.state.setup.cards);
      expect(g.played.state.positions).toEqual(three.played.state.positions);
      expect(g.result).toEqual(three.result);
      expect(g.viewed('seer')).toEqual(['center0=villager', 'center3=villager']);
    },
  },
]);

table('Daybreak roles with the Marks (VAMPIRE, special cases when combining games)', [
  {
    name: 'a Sentinel with the Mark of Fear does not wake: his shield entry is refused',
    cite: 'VAMPIRE: A player with the Mark of Fear may not do any part of their night action, including opening their eyes.',
    deal: 'sentinel the-count werewolf villager villager | villager robber drunk',
    night: [
      { call: 'vampires', target: 'Dan' },
      { call: 'the-count', target: 'Ann' },
      { call: 'sentinel', target: 'Dan' },
    ],
    votes: ROUND5,
    rejects: [/^night\[2\] sentinel: Ann holds the Mark of Fear/],
  },
  {
    name: 'an Alpha Wolf with the Mark of the Vampire still wakes and gives the card, but is a Vampire',
    cite: 'VAMPIRE: If a Werewolf (One Night) has the Mark of the Vampire, he still wakes up with the other Werewolves, but he is a Vampire and wins with the vampire team.',
    deal: 'alpha-wolf vampire seer villager villager | villager robber drunk',
    night: [
      { call: 'vampires', target: 'Ann' },
      { call: 'alpha-wolf', target: 'Cat' },
    ],
    votes: ROUND5,
    teams: { Ann: 'vampire', Cat: 'werewolf' },
    check: (g) => expect(g.actors('werewolves')).toEqual(['Ann']),
  },
  {
    name: 'Werewolves from Daybreak make an Epic Battle with Vampires and Villagers',
    cite: 'VAMPIRE: You can have Vampires, Villagers, and Werewolves (from One Night and Daybreak), in the same game.',
    deal: 'mystic-wolf vampire seer villager villager | villager robber drunk',
    night: [{ call: 'vampires', target: 'Dan' }],
    votes: 'Ben Cat Ben Ben Cat',
    deaths: ['Ben', 'Cat'],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
  {
    name: 'a Dream Wolf with the Mark of Fear puts out his thumb for the Squire',
    cite: 'VAMPIRE: … but must put out his thumb for the Minion (One Night) or Squire (Bonus Pack2).',
    deal: 'the-count werewolf dream-wolf squire villager | villager villager villager',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Cat' },
      { call: 'squire', targets: ['Cat'] },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('squire', 'saw')).toEqual([{ kind: 'saw', players: [1, 2], of: 'werewolves' }]);
      expect(g.viewed('squire')).toEqual(['Cat=dream-wolf']);
    },
  },
]);

describe('the Center Werewolf card at the end', () => {
  it('the result lists the four center cards, index 3 the card the Alpha Wolf took — "RULING 65: a fourth center card, center index 3"', () => {
    const g = play({
      deal: 'alpha-wolf seer villager robber villager | villager tanner drunk',
      night: [{ call: 'alpha-wolf', target: 'Dan' }],
      votes: ROUND5,
    });
    expect(g.result.center).toEqual(['villager', 'tanner', 'drunk', 'robber']);
  });
});

// --- the Mystic Wolf ----------------------------------------------------------------------------------------

table('Mystic Wolf (2-C)', [
  {
    name: "wakes with the Werewolves, then may look at another player's card",
    cite: "FACTS §6 Mystic Wolf (2-C): wakes with wolves, then may view one other player's card",
    deal: 'mystic-wolf werewolf seer villager villager | villager tanner drunk',
    night: [{ call: 'mystic-wolf', target: 'Cat' }],
    votes: ROUND5,
    teams: { Ann: 'werewolf' },
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Ann', 'Ben']);
      expect(g.viewedBy('mystic-wolf')).toEqual(['Ann:Cat=seer']);
      expect(told(g)).toContain("Night: the Mystic Wolf (Ann) looked at Cat's card: the Seer.");
    },
  },
  {
    name: 'may look at nothing',
    cite: 'FACTS §6 Mystic Wolf: may view',
    deal: 'mystic-wolf werewolf seer villager villager | villager tanner drunk',
    votes: ROUND5,
    check: (g) => expect(g.viewed('mystic-wolf')).toEqual([]),
  },
  {
    name: "a lone Mystic Wolf may look at a center card and at a player's card",
    cite: 'Werewolf: if there is only one Werewolf, the Werewolf may view one center card; FACTS §6 Mystic Wolf',
    deal: 'mystic-wolf villager seer villager villager | villager tanner drunk',
    night: [
      { call: 'werewolves', center: 1 },
      { call: 'mystic-wolf', target: 'Cat' },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.viewed('werewolves')).toEqual(['center1=tanner']);
      expect(g.viewed('mystic-wolf')).toEqual(['Cat=seer']);
    },
  },
]);

// --- the Dream Wolf ------------------------------------------------------------------------------------------

table('Dream Wolf (never wakes)', [
  {
    name: 'does not wake with the Werewolves but they see his thumb',
    cite: 'FACTS §6 Dream Wolf: never wakes; thumb out when wolves (and Minion) wake; wolf team',
    deal: 'werewolf dream-wolf seer villager villager | villager tanner drunk',
    votes: ROUND5,
    teams: { Ben: 'werewolf' },
    check: (g) => {
      expect(g.actors('werewolves')).toEqual(['Ann']);
      expect(g.saw('werewolves')).toEqual(['Ann', 'Ben']);
      expect(g.stepsActedBy('Ben')).toEqual([]);
    },
  },
  {
    name: 'the Minion sees his thumb',
    cite: 'FACTS §6 Dream Wolf: thumb out when wolves (and Minion) wake',
    deal: 'werewolf dream-wolf minion villager villager | villager tanner drunk',
    votes: ROUND5,
    check: (g) => expect(g.saw('minion')).toEqual(['Ann', 'Ben']),
  },
  {
    name: "a Werewolf who sees the Dream Wolf's thumb is not alone: he looks at no center card",
    cite: 'Werewolf: If there is only one Werewolf, the Werewolf may view one center card; FACTS §6 Dream Wolf: thumb out when wolves wake',
    deal: 'werewolf dream-wolf seer villager villager | villager tanner drunk',
    night: [{ call: 'werewolves', center: 0 }],
    votes: ROUND5,
    rejects: [/night\[0\] werewolves/],
  },
  {
    name: 'the Dream Wolf alone among the players: he is the werewolf team, and dies as a Werewolf',
    cite: 'FACTS §6 Dream Wolf: wolf team',
    deal: 'dream-wolf seer villager villager villager | werewolf tanner drunk',
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Ben', 'Cat', 'Dan', 'Eve'],
    teams: { Ann: 'werewolf' },
  },
  {
    name: 'with the Mark of Fear he shows no thumb to the Werewolves: the Werewolf is alone and may look at a center card',
    cite: 'VAMPIRE, special cases: the Dreamwolf (Daybreak) with a Mark of Fear cannot put out his thumb initially when Werewolves wake',
    deal: 'the-count werewolf dream-wolf minion villager | villager villager villager',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Cat' },
      { call: 'werewolves', center: 0 },
    ],
    votes: ROUND5,
    check: (g) => {
      expect(g.saw('werewolves')).toEqual(['Ben']);
      expect(g.viewed('werewolves')).toEqual(['center0=villager']);
    },
  },
  {
    name: 'with the Mark of Fear he still puts out his thumb for the Minion',
    cite: 'VAMPIRE, special cases: … but must put out his thumb for the Minion (One Night) or Squire (Bonus Pack2).',
    deal: 'the-count werewolf dream-wolf minion villager | villager villager villager',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'the-count', target: 'Cat' },
    ],
    votes: ROUND5,
    check: (g) => expect(g.saw('minion')).toEqual(['Ben', 'Cat']),
  },
]);

// --- the Apprentice Seer ---------------------------------------------------------------------------------------

table('Apprentice Seer (5-B)', [
  {
    name: 'may look at one center card',
    cite: 'FACTS §6 Apprentice Seer (5-B): may view one center card',
    deal: 'apprentice-seer werewolf villager villager villager | villager tanner drunk',
    night: [{ call: 'apprentice-seer', center: 1 }],
    votes: ROUND5,
    check: (g) => {
      expect(g.viewedBy('apprentice-seer')).toEqual(['Ann:center1=tanner']);
      expect(told(g)).toContain('Night: the Apprentice Seer (Ann) looked at the middle center card: the Tanner.');
    },
  },
  {
    name: 'may look at nothing',
    cite: 'FACTS §6 Apprentice Seer: may view',
    deal: 'apprentice-seer werewolf villager villager villager | villager tanner drunk',
    votes: ROUND5,
    check: (g) => expect(g.viewed('apprentice-seer')).toEqual([]),
  },
]);

// --- the Paranormal Investigator --------------------------------------------------------------------------------

const PI5 = 'paranormal-investigator villager seer werewolf tanner | villager robber drunk';

table('Paranormal Investigator (5-C)', [
  {
    name: "looks at up to two other players' cards; two village cards: he stays on the village team",
    cite: "FACTS §6 Paranormal Investigator (5-C): may view up to two other players' cards one at a time",
    deal: PI5,
    night: [{ call: 'paranormal-investigator', targets: ['Ben', 'Cat'] }],
    votes: ROUND5,
    teams: { Ann: 'village' },
    check: (g) => {
      expect(g.viewedBy('paranormal-investigator')).toEqual(['Ann:Ben=villager', 'Ann:Cat=seer']);
      expect(g.facts('paranormal-investigator', 'stopped')).toEqual([]);
    },
  },
  {
    name: 'may look at one card only',
    cite: 'FACTS §6 Paranormal Investigator: up to two',
    deal: PI5,
    night: [{ call: 'paranormal-investigator', targets: ['Cat'] }],
    votes: ROUND5,
    check: (g) => expect(g.viewed('paranormal-investigator')).toEqual(['Cat=seer']),
  },
  {
    name: 'on a Werewolf he stops and becomes a Werewolf (werewolf team: his death makes the village win)',
    cite: 'FACTS §6 Paranormal Investigator: on seeing a Werewolf (any wolf) he stops and becomes a Werewolf',
    deal: PI5,
    night: [{ call: 'paranormal-investigator', targets: ['Dan'] }],
    votes: 'Dan Ann Ann Ann Ann',
    deaths: ['Ann'],
    // Eve, the Tanner, did not die.
    winners: ['Ben', 'Cat'],
    teams: { Ann: 'werewolf', Dan: 'werewolf' },
    check: (g) => {
      expect(g.facts('paranormal-investigator', 'stopped')).toEqual([
        { kind: 'stopped', actor: 0, becomes: 'werewolf', team: 'werewolf' },
      ]);
      expect(g.player('Ann').role).toBe('werewolf');
      const line = told(g).find((s) => s.startsWith('Night: the Paranormal Investigator'));
      expect(line).toMatch(/^Night: the Paranormal Investigator \(Ann\) looked at Dan's card: the Werewolf\b/);
      expect(line).toMatch(/stopped there and became a Werewolf\.$/);
    },
  },
  {
    name: 'the telling says it in one plain sentence, without a clause about "Ann\'s card" inside Ann\'s own sentence',
    cite: 'FACTS §6 Paranormal Investigator: on seeing a Werewolf (any wolf) he stops and becomes a Werewolf',
    deal: PI5,
    night: [{ call: 'paranormal-investigator', targets: ['Dan'] }],
    votes: ROUND5,
    check: (g) =>
      expect(told(g)).toContain(
        "Night: the Paranormal Investigator (Ann) looked at Dan's card: the Werewolf, stopped there and became a Werewolf.",
      ),
  },
  ...(['alpha-wolf', 'mystic-wolf', 'dream-wolf'] as const).map((wolf): Case => ({
    name: `he stops on the ${wolf} too and becomes a Werewolf`,
    cite: 'FACTS §6 Paranormal Investigator: on seeing a Werewolf (any wolf) he stops; RULING 66: on a Werewolf (any kind)',
    deal: `paranormal-investigator villager seer ${wolf} tanner | villager robber drunk`,
    night: [
      ...(wolf === 'alpha-wolf' ? [{ call: 'alpha-wolf', target: 'Ben' }] : []),
      { call: 'paranormal-investigator', targets: ['Dan'] },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf' },
    check: (g) => expect(g.facts('paranormal-investigator', 'stopped')[0]?.becomes).toBe('werewolf'),
  })),
  {
    name: 'after a village card he may still stop on the second card',
    cite: 'FACTS §6 Paranormal Investigator: one at a time; on seeing a Werewolf he stops',
    deal: PI5,
    night: [{ call: 'paranormal-investigator', targets: ['Cat', 'Dan'] }],
    votes: ROUND5,
    teams: { Ann: 'werewolf' },
    check: (g) => expect(g.viewed('paranormal-investigator')).toEqual(['Cat=seer', 'Dan=werewolf']),
  },
  {
    name: 'on a Tanner he stops and becomes a Tanner: he wins only if he dies',
    cite: 'FACTS §6 Paranormal Investigator: on a Tanner he becomes a Tanner (wins only if he dies)',
    deal: PI5,
    night: [{ call: 'paranormal-investigator', targets: ['Eve'] }],
    votes: 'Dan Ann Ann Ann Ann',
    deaths: ['Ann'],
    // The Tanner's goal is his own: Eve, who holds the Tanner card and lives, loses.
    winners: ['Ann'],
    teams: { Ann: 'tanner' },
  },
  {
    name: 'a Tanner-Investigator who lives loses',
    cite: 'FACTS §6 Paranormal Investigator: … becomes a Tanner (wins only if he dies)',
    deal: PI5,
    night: [{ call: 'paranormal-investigator', targets: ['Eve'] }],
    votes: 'Dan Dan Dan Ann Dan',
    deaths: ['Dan'],
    winners: ['Ben', 'Cat'],
    teams: { Ann: 'tanner' },
  },
  {
    name: 'the Minion (not a Werewolf, not the Tanner) does not stop him',
    cite: 'FACTS §6 Paranormal Investigator: on seeing a Werewolf … on a Tanner …; RULING 66',
    deal: 'paranormal-investigator minion seer werewolf tanner | villager robber drunk',
    night: [{ call: 'paranormal-investigator', targets: ['Ben', 'Cat'] }],
    votes: ROUND5,
    teams: { Ann: 'village' },
    check: (g) => expect(g.viewed('paranormal-investigator')).toEqual(['Ben=minion', 'Cat=seer']),
  },
  {
    name: 'with Vampire roles a Vampire stops him and he becomes a Vampire',
    cite: 'FACTS §6: App wording broadens to "any non-village role / Vampire" in mixed games; RULING 66',
    deal: 'paranormal-investigator vampire seer villager villager | villager robber drunk',
    night: [
      { call: 'vampires', target: 'Cat' },
      { call: 'paranormal-investigator', targets: ['Ben'] },
    ],
    votes: ROUND5,
    teams: { Ann: 'vampire' },
    check: (g) => expect(g.facts('paranormal-investigator', 'stopped')[0]?.becomes).toBe('vampire'),
  },
  {
    name: 'house rule daybreakWerewolfTannerOnly: a Vampire still stops him (the French text says so)',
    cite: 'RULING 66: "Si le chasseur de fantôme retourne un Vampire, il ne peut pas consulter d\'autre carte et se transforme en Vampire" (FR)',
    deal: 'paranormal-investigator vampire seer villager villager | villager robber drunk',
    options: { daybreakWerewolfTannerOnly: true },
    night: [
      { call: 'vampires', target: 'Cat' },
      { call: 'paranormal-investigator', targets: ['Ben'] },
    ],
    votes: ROUND5,
    teams: { Ann: 'vampire' },
    check: (g) => expect(g.facts('paranormal-investigator', 'stopped')[0]?.becomes).toBe('vampire'),
  },
  {
    name: 'with Alien roles an Alien stops him and he becomes an Alien',
    cite: 'RULING 66: With Vampire or Alien roles in the game a Vampire or Alien card stops him too',
    deal: 'paranormal-investigator alien seer villager villager | villager robber drunk',
    app: { aliens: { action: 'stare' }, ripple: { type: 'none' } },
    night: [{ call: 'paranormal-investigator', targets: ['Ben'] }],
    votes: ROUND5,
    teams: { Ann: 'alien' },
    check: (g) => expect(g.facts('paranormal-investigator', 'stopped')[0]?.becomes).toBe('alien'),
  },
  {
    name: 'house rule daybreakWerewolfTannerOnly: an Alien does not stop him',
    cite: 'RULING 66: house rule `daybreakWerewolfTannerOnly` keeps to the Daybreak text',
    deal: 'paranormal-investigator alien seer villager villager | villager robber drunk',
    app: { aliens: { action: 'stare' }, ripple: { type: 'none' } },
    options: { daybreakWerewolfTannerOnly: true },
    night: [{ call: 'paranormal-investigator', targets: ['Ben', 'Cat'] }],
    votes: ROUND5,
    teams: { Ann: 'village' },
  },
  {
    name: 'a Doppelgänger card that copied the Seer does not stop him',
    cite: "FACTS §6: Seeing a Doppelgänger doesn't stop him; RULING 66: A Doppelgänger card does not stop him.",
    deal: 'paranormal-investigator doppelganger seer villager villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Cat' },
      { call: 'paranormal-investigator', targets: ['Ben', 'Dan'] },
    ],
    votes: ROUND5,
    teams: { Ann: 'village' },
  },
  {
    name: 'a Doppelgänger card that copied a Werewolf does not stop him either',
    cite: "FACTS §6: Seeing a Doppelgänger doesn't stop him [1] (DB); RULING 66: A Doppelgänger card does not stop him.",
    deal: 'paranormal-investigator doppelganger werewolf villager villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Cat' },
      { call: 'paranormal-investigator', targets: ['Ben', 'Dan'] },
    ],
    votes: ROUND5,
    teams: { Ann: 'village' },
    check: (g) => expect(g.viewed('paranormal-investigator')).toEqual(['Ben=doppelganger', 'Dan=villager']),
  },
  {
    name: 'what he became travels with his card: the Troublemaker moves it, its new holder is the Werewolf',
    cite: "RULING 66: his card becomes that role (it travels with the card, as a Doppelgänger's copy does)",
    deal: 'paranormal-investigator troublemaker seer werewolf villager | villager robber drunk',
    night: [
      { call: 'paranormal-investigator', targets: ['Dan'] },
      { call: 'troublemaker', targets: ['Ann', 'Eve'] },
    ],
    votes: ROUND5,
    teams: { Ann: 'village', Eve: 'werewolf' },
  },
  {
    // Issue 19: the telling said "stopped there and became a Tanner" while the day judged her by the Werewolf card.
    name: 'the Alpha Wolf took his card before he looked: that card becomes the Tanner, he is the Werewolf he holds (ruling 66)',
    cite: "RULING 66: his card becomes that role (it travels with the card, as a Doppelgänger's copy does); RULING 65: the card he takes goes to index 3",
    deal: 'paranormal-investigator alpha-wolf seer villager tanner | villager robber drunk',
    night: [
      { call: 'alpha-wolf', target: 'Ann' },
      { call: 'paranormal-investigator', targets: ['Eve'] },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    winners: ['Cat', 'Dan'],
    teams: { Ann: 'werewolf', Ben: 'werewolf', Eve: 'tanner' },
    check: (g) => {
      expect(g.facts('paranormal-investigator', 'stopped')).toEqual([
        { kind: 'stopped', actor: 0, becomes: 'tanner', team: 'tanner', card: { center: 3 } },
      ]);
      expect(g.player('Ann').role).toBe('werewolf');
      expect(told(g)).toContain(
        "Night: the Paranormal Investigator (Ann) looked at Eve's card: the Tanner, stopped there, and the card they started with, now in the center, became a Tanner card.",
      );
      expect(explain(g.played.state.setup, g.played.events, 'fr')).toContain(
        "Nuit : le Chasseur de Fantôme (Ann) a regardé la carte d'Eve : le Tanneur, s'est arrêté là, et sa carte de départ, désormais au milieu, est devenue une carte de Tanneur.",
      );
    },
  },
  {
    name: 'his card moved to another player before he looked: the telling names who holds it now, who is that role',
    cite: 'RULING 66: his card becomes that role (it travels with the card); RULING 63: the Doppelgänger-Village Idiot moves the cards at once',
    deal: 'doppelganger village-idiot paranormal-investigator werewolf villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'village-idiot', direction: 'left' },
      { call: 'paranormal-investigator', targets: ['Eve'] },
    ],
    votes: ROUND5,
    teams: { Cat: 'village', Dan: 'werewolf', Eve: 'werewolf' },
    check: (g) => {
      expect(g.card('Dan')).toBe('paranormal-investigator');
      expect(told(g)).toContain(
        "Night: the Paranormal Investigator (Cat) looked at Eve's card: the Werewolf, stopped there, and the card they started with, now with Dan, became a Werewolf card.",
      );
      expect(explain(g.played.state.setup, g.played.events, 'fr')).toContain(
        "Nuit : le Chasseur de Fantôme (Cat) a regardé la carte d'Eve : le Loup-Garou, s'est arrêté là, et sa carte de départ, désormais devant Dan, est devenue une carte de Loup-Garou.",
      );
    },
  },
  {
    name: 'house rule investigatorChangeFollowsPlayer: after the Alpha Wolf took his card he becomes the Tanner himself',
    cite: 'RULING 90, house rule investigatorChangeFollowsPlayer: "If you see a Werewolf or the Tanner, you must stop, and you become a Werewolf or a Tanner" read as the player (FACTS §6: on a Tanner he becomes a Tanner, wins only if he dies)',
    deal: 'paranormal-investigator alpha-wolf seer villager tanner | villager robber drunk',
    options: { investigatorChangeFollowsPlayer: true },
    night: [
      { call: 'alpha-wolf', target: 'Ann' },
      { call: 'paranormal-investigator', targets: ['Eve'] },
    ],
    votes: 'Ben Ann Ann Ann Ann',
    deaths: ['Ann'],
    // The Tanner died and no Werewolf: the werewolf team does not win, and the village (a Werewolf lives) loses.
    winners: ['Ann'],
    teams: { Ann: 'tanner', Ben: 'werewolf', Eve: 'tanner' },
    check: (g) => {
      expect(g.facts('paranormal-investigator', 'stopped')).toEqual([
        { kind: 'stopped', actor: 0, becomes: 'tanner', team: 'tanner', player: true },
      ]);
      expect(g.card('Ann')).toBe('werewolf');
      expect(told(g)).toContain(
        "Night: the Paranormal Investigator (Ann) looked at Eve's card: the Tanner, stopped there and became a Tanner, whatever card they hold.",
      );
      expect(explain(g.played.state.setup, g.played.events, 'fr')).toContain(
        "Nuit : le Chasseur de Fantôme (Ann) a regardé la carte d'Eve : le Tanneur, s'est arrêté là et incarne désormais le Tanneur, quelle que soit sa carte.",
      );
    },
  },
  {
    name: 'house rule investigatorChangeFollowsPlayer: what he became stays with him when the Troublemaker moves his card',
    cite: 'RULING 90, house rule investigatorChangeFollowsPlayer: the player becomes it, whatever card he holds',
    deal: 'paranormal-investigator troublemaker seer werewolf villager | villager robber drunk',
    options: { investigatorChangeFollowsPlayer: true },
    night: [
      { call: 'paranormal-investigator', targets: ['Dan'] },
      { call: 'troublemaker', targets: ['Ann', 'Eve'] },
    ],
    votes: ROUND5,
    teams: { Ann: 'werewolf', Eve: 'village' },
  },
  {
    name: 'he does not wake again for the role he became',
    cite: "FACTS §6: He doesn't wake again for the new role [1] (APP)",
    deal: 'paranormal-investigator villager seer werewolf villager | villager robber drunk',
    night: [{ call: 'paranormal-investigator', targets: ['Dan'] }],
    votes: ROUND5,
    check: (g) => expect(g.stepsActedBy('Ann')).toEqual(['paranormal-investigator']),
  },
]);

// --- the Witch --------------------------------------------------------------------------------------------------

const WITCH5 = 'witch villager seer werewolf villager | robber tanner drunk';

table('Witch (6-B)', [
  {
    name: "looks at a center card and exchanges it with a player's card, without looking at that card",
    cite: "FACTS §6 Witch (6-B): may view one center card; if she does she must swap it with any player's card (incl. her own), without looking at the player card",
    deal: WITCH5,
    night: [{ call: 'witch', center: 1, to: 'Dan' }],
    votes: ROUND5,
    teams: { Dan: 'tanner' },
    check: (g) => {
      expect(g.viewedBy('witch')).toEqual(['Ann:center1=tanner']);
      expect(g.swapped('witch')).toEqual(['center1<->Dan']);
      expect(g.card('Dan')).toBe('tanner');
      expect(g.played.result!.center).toEqual(['robber', 'werewolf', 'drunk']);
    },
  },
  {
    name: 'she may give the center card to herself',
    cite: "FACTS §6 Witch: … swap it with any player's card (incl. her own)",
    deal: WITCH5,
    night: [{ call: 'witch', center: 2, to: 'Ann' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.card('Ann')).toBe('drunk');
      expect(g.played.result!.center).toEqual(['robber', 'tanner', 'witch']);
    },
  },
  {
    name: 'she does not wake again for a role she gives herself (the Robber card from the center)',
    cite: "FACTS §6 Witch: she doesn't wake again for a role she gives herself",
    deal: WITCH5,
    night: [{ call: 'witch', center: 0, to: 'Ann' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.card('Ann')).toBe('robber');
      expect(g.actors('robber')).toEqual([]);
      expect(g.stepsActedBy('Ann')).toEqual(['witch']);
    },
  },
  {
    name: 'she may look at nothing; then nothing moves',
    cite: 'FACTS §6 Witch: may view one center card',
    deal: WITCH5,
    votes: ROUND5,
    check: (g) => {
      expect(g.viewed('witch')).toEqual([]);
      expect(g.swapped('witch')).toEqual([]);
    },
  },
  {
    name: 'the Werewolf card she gives makes its taker a Werewolf',
    cite: "FACTS §6 Witch: … must swap it with any player's card",
    deal: 'witch villager seer villager villager | robber werewolf drunk',
    night: [{ call: 'witch', center: 1, to: 'Cat' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve'],
    teams: { Cat: 'werewolf' },
  },
]);

// --- the Village Idiot -----------------------------------------------------------------------------------------

const IDIOT5 = 'village-idiot werewolf seer tanner minion | villager villager villager';

table('Village Idiot (7-B)', [
  {
    name: 'left: every other card moves one seat to the left (seat + 1), skipping his own',
    cite: "FACTS §6 Village Idiot (7-B): may shift all players' cards except his own … one seat left or right; RULING 69: Left is the next player clockwise (seat + 1)",
    deal: IDIOT5,
    night: [{ call: 'village-idiot', direction: 'left' }],
    votes: ROUND5,
    check: (g) => {
      expect(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((p) => g.card(p))).toEqual([
        'village-idiot',
        'minion',
        'werewolf',
        'seer',
        'tanner',
      ]);
      expect(g.facts('village-idiot', 'rotated-cards')).toEqual([
        { kind: 'rotated-cards', seats: [1, 2, 3, 4], direction: 'left', why: 'idiot' },
      ]);
    },
  },
  {
    name: 'right: every other card moves one seat to the right (seat − 1)',
    cite: 'FACTS §6 Village Idiot: one seat left or right; RULING 69',
    deal: IDIOT5,
    night: [{ call: 'village-idiot', direction: 'right' }],
    votes: ROUND5,
    check: (g) =>
      expect(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((p) => g.card(p))).toEqual([
        'village-idiot',
        'seer',
        'tanner',
        'minion',
        'werewolf',
      ]),
  },
  {
    name: 'a shielded card stays where it is; the others skip it',
    cite: 'FACTS §6 Sentinel: Village Idiot skips shielded cards; RULING 69: his own card, shielded cards and the center stay',
    deal: 'village-idiot sentinel werewolf tanner minion | villager villager villager',
    night: [
      { call: 'sentinel', target: 'Dan' },
      { call: 'village-idiot', direction: 'left' },
    ],
    votes: ROUND5,
    check: (g) =>
      expect(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((p) => g.card(p))).toEqual([
        'village-idiot',
        'minion',
        'sentinel',
        'tanner',
        'werewolf',
      ]),
  },
  {
    name: 'the center cards do not move; the card moved makes its new holder what it is',
    cite: 'FACTS §6 Village Idiot: except his own (and shielded ones, and the center)',
    deal: IDIOT5,
    night: [{ call: 'village-idiot', direction: 'left' }],
    votes: 'Cat Cat Ann Cat Cat',
    deaths: ['Cat'],
    // Ben now holds the Minion, Eve the Tanner (alive): both lose.
    winners: ['Ann', 'Dan'],
    teams: { Cat: 'werewolf', Ben: 'werewolf' },
    check: (g) => expect(g.result.center).toEqual(['villager', 'villager', 'villager']),
  },
  {
    name: 'may move nothing',
    cite: 'FACTS §6 Village Idiot: may shift',
    deal: IDIOT5,
    votes: ROUND5,
    check: (g) => {
      expect(g.facts('village-idiot', 'rotated-cards')).toEqual([]);
      expect(g.card('Ben')).toBe('werewolf');
    },
  },
]);

// --- the Revealer ------------------------------------------------------------------------------------------------

table('Revealer (10)', [
  {
    name: "flips another player's village card face up: it stays up for the day",
    cite: "FACTS §6 Revealer (10): may flip one other player's card face up; if Werewolf or Tanner it is turned back down",
    deal: 'revealer seer werewolf tanner villager | villager robber drunk',
    night: [{ call: 'revealer', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.flipped('revealer')).toEqual(['Ben=seer']);
      expect(g.facts('revealer', 'flipped-down')).toEqual([]);
      expect(faceUp(g)).toEqual(['seer@Ben']);
    },
  },
  {
    name: 'a Werewolf is turned back face down',
    cite: 'FACTS §6 Revealer: if Werewolf or Tanner it is turned back down',
    deal: 'revealer seer werewolf tanner villager | villager robber drunk',
    night: [{ call: 'revealer', target: 'Cat' }],
    votes: ROUND5,
    check: (g) => {
      expect(g.flipped('revealer')).toEqual(['Cat=werewolf']);
      expect(g.facts('revealer', 'flipped-down')).toHaveLength(1);
      expect(faceUp(g)).toEqual([]);
    },
  },
  {
    name: 'the Tanner is turned back face down',
    cite: 'FACTS §6 Revealer: if Werewolf or Tanner it is turned back down',
    deal: 'revealer seer werewolf tanner villager | villager robber drunk',
    night: [{ call: 'revealer', target: 'Dan' }],
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual([]),
  },
  {
    name: 'a Mystic Wolf (any Werewolf) is turned back face down',
    cite: 'FACTS §6 Revealer: if Werewolf … it is turned back down',
    deal: 'revealer seer mystic-wolf tanner villager | villager robber drunk',
    night: [{ call: 'revealer', target: 'Cat' }],
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual([]),
  },
  {
    name: 'a Doppelgänger card stays up, even when she copied a Werewolf',
    cite: 'FACTS §6 Revealer: Doppelgänger/PI stay up; RULING 67: any other card, a Doppelgänger or Paranormal Investigator included, stays up for the day. What the card shows decides.',
    deal: 'revealer doppelganger werewolf tanner villager | villager robber drunk',
    night: [
      { call: 'doppelganger', target: 'Cat' },
      { call: 'revealer', target: 'Ben' },
    ],
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual(['doppelganger@Ben']),
  },
  {
    name: 'a Paranormal Investigator card stays up, even when he became a Werewolf',
    cite: 'RULING 67: … a Doppelgänger or Paranormal Investigator included, stays up for the day',
    deal: 'revealer paranormal-investigator werewolf tanner villager | villager robber drunk',
    night: [
      { call: 'paranormal-investigator', targets: ['Cat'] },
      { call: 'revealer', target: 'Ben' },
    ],
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual(['paranormal-investigator@Ben']),
  },
  {
    name: 'a Minion (not a Werewolf or the Tanner) stays up',
    cite: 'RULING 67: a Werewolf or Tanner card (and, as rule 66, a Vampire or Alien) is turned back down; any other card … stays up',
    deal: 'revealer minion werewolf tanner villager | villager robber drunk',
    night: [{ call: 'revealer', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual(['minion@Ben']),
  },
  {
    name: 'with Vampire roles a Vampire card is turned back down',
    cite: 'RULING 67: (and, as rule 66, a Vampire or Alien) is turned back down',
    deal: 'revealer vampire werewolf tanner villager | villager robber drunk',
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'revealer', target: 'Ben' },
    ],
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual([]),
  },
  {
    name: 'house rule daybreakWerewolfTannerOnly: a Vampire card is still turned back down (the French text says so)',
    cite: 'RULING 67: "Si le divinateur retourne un Vampire (peu importe lequel) ou l\'assassin, il doit le remettre face cachée" (FR)',
    deal: 'revealer vampire werewolf tanner villager | villager robber drunk',
    options: { daybreakWerewolfTannerOnly: true },
    night: [
      { call: 'vampires', target: 'Eve' },
      { call: 'revealer', target: 'Ben' },
    ],
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual([]),
  },
  {
    name: 'the Revealer turns the Assassin back down, but the Copycat and the Apprentice Assassin stay up',
    cite: 'RULING 67: "… ou l\'assassin, il doit le remettre face cachée … Le copycat et l\'apprentie assassin restent face visible" (FR)',
    deal: 'revealer assassin apprentice-assassin villager villager | villager robber drunk',
    night: [
      { call: 'assassin', target: 'Dan' },
      { call: 'revealer', target: 'Ben' },
    ],
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual([]),
  },
  {
    name: 'the Revealer leaves the Apprentice Assassin face up',
    cite: 'RULING 67: "Le copycat et l\'apprentie assassin restent face visible" (FR)',
    deal: 'revealer assassin apprentice-assassin villager villager | villager robber drunk',
    night: [
      { call: 'assassin', target: 'Dan' },
      { call: 'revealer', target: 'Cat' },
    ],
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual(['apprentice-assassin@Cat']),
  },
  {
    name: 'with Alien roles an Alien card is turned back down',
    cite: 'RULING 67: (and, as rule 66, a Vampire or Alien) is turned back down',
    deal: 'revealer alien werewolf tanner villager | villager robber drunk',
    app: { aliens: { action: 'stare' }, ripple: { type: 'none' } },
    night: [{ call: 'revealer', target: 'Ben' }],
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual([]),
  },
  {
    name: 'may flip nothing',
    cite: 'FACTS §6 Revealer: may flip',
    deal: 'revealer seer werewolf tanner villager | villager robber drunk',
    votes: ROUND5,
    check: (g) => expect(faceUp(g)).toEqual([]),
  },
]);

describe('the Revealer in the telling', () => {
  it('says the card was turned face up, and back down for a Werewolf', () => {
    const up = play({
      deal: 'revealer seer werewolf tanner villager | villager robber drunk',
      night: [{ call: 'revealer', target: 'Ben' }],
      votes: ROUND5,
    });
    expect(told(up)).toContain("Night: the Revealer (Ann) turned Ben's card face up: the Seer.");
    const down = play({
      deal: 'revealer seer werewolf tanner villager | villager robber drunk',
      night: [{ call: 'revealer', target: 'Cat' }],
      votes: ROUND5,
    });
    const line = told(down).find((s) => s.startsWith('Night: the Revealer'));
    expect(line).toMatch(/turned Cat's card face up: the Werewolf/);
    expect(line).toMatch(/back face down/);
  });
});

// --- whole-game fixtures ---------------------------------------------------------------------------------------

describe('fixtures tests/fixtures/records/daybreak-*.json', () => {
  const dir = join(import.meta.dirname, '..', 'fixtures', 'records');
  const files = readdirSync(dir).filter((f) => f.startsWith('daybreak-') && f.endsWith('.json'));
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
