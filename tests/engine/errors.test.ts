/**
 * Bad input. Every kind of invalid record or action is rejected with a message that names the entry
 * (`night[2] the-count`, `votes.Ann`, `deal.center`…), the players and the rule, and nothing is applied:
 * the record or state passed in is the same, deep-compared, before and after.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyAnswer,
  createGame,
  currentCall,
  isNightOver,
  playRecord,
  resolveVotes,
  type GameState,
  type NewGame,
  type RuleError,
} from '../../src/main/engine/index.ts';

// --- helpers ------------------------------------------------------------------------------------------

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lea', 'Max'] as const;

type Json = Record<string, unknown>;

/** A record from "players' cards | center cards", night entries and votes (targets in seat order). */
function rec(deal: string, night: readonly Json[] = [], votes?: string, extra: Json = {}): Json {
  const [dealt, center] = deal.split('|').map((part) => part.trim().split(/\s+/));
  const players = NAMES.slice(0, dealt!.length);
  const targets = (votes ?? [...players.slice(1), players[0]].join(' ')).split(/\s+/);
  return {
    format: 'onu-record/1',
    players,
    deal: { players: dealt, center },
    night,
    votes: Object.fromEntries(players.map((p, i) => [p, targets[i]])),
    ...extra,
  };
}

interface Bad {
  readonly name: string;
  /** The rule (or the record format) the input breaks. */
  readonly cite: string;
  readonly record: unknown;
  /** One problem must start with `${at}: ` … */
  readonly at: string;
  /** … and name these players (or ids) … */
  readonly mentions?: readonly string[];
  /** … and say which rule. */
  readonly rule: RegExp;
}

function expectRejected(bad: Bad): void {
  const before = structuredClone(bad.record);
  const played = playRecord(bad.record, { requireVotes: true });
  expect(bad.record, 'the record passed in is unchanged').toEqual(before);
  expect(played.ok, 'the record must be rejected').toBe(false);
  if (played.ok) return;
  const problems = played.error.problems;
  const problem = problems.find((p) => p.startsWith(`${bad.at}: `));
  expect(problem, `a problem at "${bad.at}" among:\n${problems.join('\n')}`).toBeDefined();
  for (const who of bad.mentions ?? []) expect(problem).toContain(who);
  expect(problem).toMatch(bad.rule);
}

function table(title: string, cases: readonly Bad[]): void {
  describe(title, () => {
    for (const c of cases) it(`${c.name} — "${c.cite}"`, () => expectRejected(c));
  });
}

/** Ann Werewolf, Ben Seer, Cat Robber, Dan Troublemaker, Eve Villager. */
const BASE = 'werewolf seer robber troublemaker villager | werewolf villager tanner';
/** Ann the Count, Ben Seer, Cat and Dan Villagers, Eve Werewolf. */
const COUNT = 'the-count seer villager villager werewolf | villager robber tanner';

// --- the record's shape ---------------------------------------------------------------------------------

table('wrong format', [
  {
    name: 'another format',
    cite: 'The record format (onu-record/1)',
    record: { ...rec(BASE), format: 'onu-record/2' },
    at: 'format',
    rule: /onu-record\/1/,
  },
  {
    name: 'no format',
    cite: 'The record format (onu-record/1)',
    record: { ...rec(BASE), format: undefined },
    at: 'format',
    rule: /onu-record\/1/,
  },
  {
    name: 'players is not a list',
    cite: '"players": seat order clockwise',
    record: { ...rec(BASE), players: 'Ann, Ben, Cat, Dan, Eve' },
    at: 'players',
    rule: /array/,
  },
  {
    name: 'deal without center',
    cite: '"deal": { "players": […], "center": […] }',
    record: { ...rec(BASE), deal: { players: ['werewolf', 'seer', 'robber', 'troublemaker', 'villager'] } },
    at: 'deal.center',
    rule: /array|expected/,
  },
  {
    name: 'a night entry with an unknown field',
    cite: 'Choices: target, targets, center, card/mark, swap',
    record: rec(BASE, [{ call: 'seer', look: 'Ann' }]),
    at: 'night[0]',
    mentions: ['look'],
    rule: /unrecognized|unknown/i,
  },
  {
    name: 'a target that is not a name',
    cite: 'Choices: target (player name)',
    record: rec(BASE, [{ call: 'seer', target: 3 }]),
    at: 'night[0].target',
    rule: /string/,
  },
  {
    name: 'an unknown option',
    cite: '"options": { "loneWolf", "diseasedCardVotes", "cupidMayGiveOne", … }',
    record: rec(BASE, [], undefined, { options: { loneWolves: true } }),
    at: 'options',
    mentions: ['loneWolves'],
    rule: /unrecognized|unknown/i,
  },
  {
    name: 'an option that is not true or false',
    cite: '"options": { "loneWolf": true, … }',
    record: rec(BASE, [], undefined, { options: { loneWolf: 'yes' } }),
    at: 'options.loneWolf',
    rule: /boolean/,
  },
]);

describe('wrong format: not a record at all', () => {
  it('null, a string or a list is rejected — "The record format (onu-record/1)"', () => {
    for (const input of [null, 'onu-record/1', [], 42]) {
      const played = playRecord(input);
      expect(played.ok).toBe(false);
      if (!played.ok) expect(played.error.problems.length).toBeGreaterThan(0);
    }
  });
});

// --- the table and the deck -------------------------------------------------------------------------------

table('the table and the deck', [
  {
    name: 'one card too few for the players',
    cite: 'Regardless of which roles are present, you must always have 3 more cards than players.',
    record: {
      ...rec(BASE),
      deal: { players: ['werewolf', 'seer', 'robber', 'troublemaker'], center: ['werewolf', 'villager', 'tanner'] },
    },
    at: 'deal.players',
    mentions: ['4', '5'],
    rule: /card/,
  },
  {
    name: 'two center cards',
    cite: 'always include three more role cards than there are players',
    record: {
      ...rec(BASE),
      deal: { players: ['werewolf', 'seer', 'robber', 'troublemaker', 'villager'], center: ['werewolf', 'villager'] },
    },
    at: 'deal.center',
    mentions: ['2'],
    rule: /three more/,
  },
  {
    name: 'four center cards',
    cite: 'always include three more role cards than there are players',
    record: {
      ...rec(BASE),
      deal: {
        players: ['werewolf', 'seer', 'robber', 'troublemaker', 'villager'],
        center: ['werewolf', 'villager', 'tanner', 'villager'],
      },
    },
    at: 'deal.center',
    mentions: ['4'],
    rule: /three more/,
  },
  {
    name: 'an unknown role id among the players',
    cite: 'deal: role ids of Werewolf and Vampire',
    record: rec('werewolf seer wizard troublemaker villager | werewolf villager tanner'),
    at: 'deal.players[2]',
    mentions: ['wizard'],
    rule: /role/,
  },
  {
    name: 'an unknown role id in the center (ids are lower case)',
    cite: 'deal: role ids of Werewolf and Vampire',
    record: rec('werewolf seer robber troublemaker villager | werewolf Seer tanner'),
    at: 'deal.center[1]',
    mentions: ['Seer'],
    rule: /role/,
  },
  {
    name: 'two Seers',
    cite: "docs/rulings.md 2: roles whose night step is one player's own choice may appear once",
    record: rec('seer werewolf seer villager villager | werewolf robber tanner'),
    at: 'deal',
    mentions: ['seer'],
    rule: /single|once|one/,
  },
  {
    name: 'two Doppelgängers, one in the center',
    cite: 'docs/rulings.md 2: Doppelgänger … may appear once',
    record: rec('doppelganger werewolf seer villager villager | doppelganger robber tanner'),
    at: 'deal',
    mentions: ['doppelganger'],
    rule: /single|once|one/,
  },
  {
    name: 'two Counts',
    cite: 'docs/rulings.md 2: Count … may appear once',
    record: rec('the-count the-count seer villager villager | werewolf robber tanner'),
    at: 'deal',
    mentions: ['the-count'],
    rule: /single|once|one/,
  },
  {
    name: 'a player named twice',
    cite: 'docs/rulings.md 1: Names must be unique: the record names players by name.',
    record: { ...rec(BASE), players: ['Ann', 'Ben', 'Ann', 'Dan', 'Eve'] },
    at: 'players[2]',
    mentions: ['Ann'],
    rule: /twice/,
  },
  {
    name: 'an empty player name',
    cite: 'docs/rulings.md 1: Names must be unique: the record names players by name.',
    record: { ...rec(BASE), players: ['Ann', '', 'Cat', 'Dan', 'Eve'] },
    at: 'players[1]',
    rule: /empty/,
  },
  {
    name: 'a blank player name',
    cite: 'docs/rulings.md 1: Names must be unique: the record names players by name.',
    record: { ...rec(BASE), players: ['Ann', '   ', 'Cat', 'Dan', 'Eve'] },
    at: 'players[1]',
    rule: /empty/,
  },
  {
    name: 'two players',
    cite: 'docs/rulings.md 1: Players. 3 to 12 (FR: "Pour 3 à 10 joueurs"; Bonus Pack 3 up to 12).',
    record: rec('werewolf seer | werewolf villager tanner'),
    at: 'players',
    mentions: ['2'],
    rule: /3 to 12/,
  },
  {
    name: 'thirteen players',
    cite: 'docs/rulings.md 1: Players. 3 to 12 (Bonus Pack 3: "players numbers to allow for up to 12 players").',
    record: rec(
      'werewolf werewolf seer robber troublemaker drunk insomniac villager villager villager villager villager villager | tanner hunter minion',
    ),
    at: 'players',
    mentions: ['13'],
    rule: /3 to 12/,
  },
]);

// --- the night ----------------------------------------------------------------------------------------------

table('calls', [
  {
    name: 'an unknown call',
    cite: 'Calls: copycat, doppelganger, vampires, …, gremlin',
    record: rec(BASE, [{ call: 'wizard', target: 'Ben' }]),
    at: 'night[0] wizard',
    mentions: ['wizard'],
    rule: /not a call/,
  },
  {
    name: 'a no-wake role is not a call',
    cite: 'Villagers, the Tanner, and the Hunter never wake up at night.',
    record: rec(BASE, [{ call: 'villager' }]),
    at: 'night[0] villager',
    rule: /not a call/,
  },
  {
    name: 'a call whose card is not in the game',
    cite: 'only call the roles that are in your game',
    record: rec(BASE, [{ call: 'drunk', center: 0 }]),
    at: 'night[0] drunk',
    rule: /no card in this game|not in (this|the) game/,
  },
  {
    name: 'the Vampires in a game without Vampire roles',
    cite: 'only call the roles that are in your game',
    record: rec(BASE, [{ call: 'vampires', target: 'Ben' }]),
    at: 'night[0] vampires',
    rule: /no card in this game|not in (this|the) game/,
  },
  {
    name: 'the lovers in a game without Cupid',
    cite: 'only call the roles that are in your game',
    record: rec(COUNT, [{ call: 'vampires', target: 'Cat' }, { call: 'the-count', target: 'Dan' }, { call: 'lovers' }]),
    at: 'night[2] lovers',
    rule: /no card in this game|not in (this|the) game/,
  },
  {
    name: 'the Seer card is in the center',
    cite: 'docs/rulings.md 7: Nobody acts for a role whose card is in the center',
    record: rec('werewolf robber troublemaker villager villager | werewolf seer tanner', [
      { call: 'seer', target: 'Ann' },
    ]),
    at: 'night[0] seer',
    rule: /center/,
  },
  {
    name: 'both Mason cards are in the center',
    cite: 'docs/rulings.md 7: Nobody acts for a role whose card is in the center',
    record: rec('werewolf seer villager villager villager | mason mason werewolf', [{ call: 'masons' }]),
    at: 'night[0] masons',
    rule: /center/,
  },
  {
    name: 'both Werewolf cards are in the center',
    cite: 'docs/rulings.md 7: Nobody acts for a role whose card is in the center',
    record: rec('minion seer villager villager villager | werewolf werewolf tanner', [
      { call: 'werewolves', center: 2 },
    ]),
    at: 'night[0] werewolves',
    rule: /center/,
  },
  {
    name: 'the Seer after the Troublemaker',
    cite: 'These roles wake up at night in the following order. … 5. Seer 6. Robber 7. Troublemaker',
    record: rec(BASE, [
      { call: 'troublemaker', targets: ['Ben', 'Cat'] },
      { call: 'seer', target: 'Ann' },
    ]),
    at: 'night[1] seer',
    rule: /order|earlier/,
  },
  {
    name: 'the same call answered twice',
    cite: 'These roles wake up at night in the following order.',
    record: rec(BASE, [
      { call: 'seer', target: 'Ann' },
      { call: 'seer', target: 'Cat' },
    ]),
    at: 'night[1] seer',
    rule: /order|earlier|already/,
  },
]);

table('who answers', [
  {
    name: '`by` missing: the Insomniac and the Doppelgänger-Insomniac both answer',
    cite: 'Insomniac: She wakes up at the end to view her card. / 9a. Doppelgänger / Insomniac',
    record: rec('doppelganger insomniac werewolf troublemaker villager | werewolf seer robber', [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'insomniac' },
    ]),
    at: 'night[1] insomniac',
    mentions: ['Ann', 'Ben'],
    rule: /by/,
  },
  {
    name: '`by` missing: the Priest and the Doppelgänger-Priest both answer',
    cite: 'Priest: The Doppelganger-Priest wakes up after the Priest',
    record: rec('doppelganger priest werewolf villager villager | villager seer robber', [
      { call: 'doppelganger', target: 'Ben' },
      { call: 'priest', target: 'Cat' },
    ]),
    at: 'night[1] priest',
    mentions: ['Ann', 'Ben'],
    rule: /by/,
  },
  {
    name: '`by` names a player who does not wake for the call',
    cite: 'docs/rulings.md 8: Night actions belong to the starting card',
    record: rec(BASE, [{ call: 'seer', by: 'Cat', target: 'Ann' }]),
    at: 'night[0] seer',
    mentions: ['Cat'],
    rule: /does not wake|not awake/,
  },
  {
    name: '`by` names someone who is not a player',
    cite: '`by` names the acting player',
    record: rec(BASE, [{ call: 'seer', by: 'Zed', target: 'Ann' }]),
    at: 'night[0] seer',
    mentions: ['Zed'],
    rule: /not a player/,
  },
  {
    name: 'the Robber who took the Insomniac card does not wake as the Insomniac',
    cite: "The Robber is now on the team of the card he took, but does not perform that role's night action.",
    record: rec('robber insomniac werewolf villager villager | werewolf seer tanner', [
      { call: 'robber', target: 'Ben' },
      { call: 'insomniac', by: 'Ann' },
    ]),
    at: 'night[1] insomniac',
    mentions: ['Ann'],
    rule: /does not wake|not awake/,
  },
  {
    name: 'a frightened Seer may not look',
    cite: 'A player with the Mark of Fear may not do any part of their night action, including opening their eyes.',
    record: rec(COUNT, [
      { call: 'vampires', target: 'Cat' },
      { call: 'the-count', target: 'Ben' },
      { call: 'seer', target: 'Ann' },
    ]),
    at: 'night[2] seer',
    mentions: ['Ben'],
    rule: /Fear/,
  },
  {
    name: 'a frightened lone Werewolf may not open his eyes',
    cite: 'The Mark of Fear prevents a player from using their Night action (if they have one).',
    record: rec(COUNT, [
      { call: 'vampires', target: 'Cat' },
      { call: 'the-count', target: 'Eve' },
      { call: 'werewolves' },
    ]),
    at: 'night[2] werewolves',
    mentions: ['Eve'],
    rule: /Fear/,
  },
]);

// --- illegal choices, role by role ---------------------------------------------------------------------------

table('illegal targets', [
  {
    name: 'Doppelgänger: her own card',
    cite: "the Doppelgänger looks at (but does not switch) one other player's card",
    record: rec('doppelganger werewolf seer villager villager | werewolf robber tanner', [
      { call: 'doppelganger', target: 'Ann' },
    ]),
    at: 'night[0] doppelganger',
    mentions: ['Ann'],
    rule: /themselves|other/,
  },
  {
    name: 'Doppelgänger: someone who is not a player',
    cite: "one other player's card",
    record: rec('doppelganger werewolf seer villager villager | werewolf robber tanner', [
      { call: 'doppelganger', target: 'Zed' },
    ]),
    at: 'night[0] doppelganger',
    mentions: ['Zed'],
    rule: /not a player/,
  },
  {
    name: 'Copycat: a fourth center card',
    cite: 'The Copycat wakes up and must look at one of the center cards.',
    record: rec('copycat werewolf seer villager villager | werewolf robber tanner', [{ call: 'copycat', center: 3 }]),
    at: 'night[0] copycat',
    mentions: ['3'],
    rule: /center/,
  },
  {
    name: "Copycat: a player's card",
    cite: 'The Copycat wakes up and must look at one of the center cards.',
    record: rec('copycat werewolf seer villager villager | werewolf robber tanner', [
      { call: 'copycat', target: 'Ben' },
    ]),
    at: 'night[0] copycat',
    mentions: ['target'],
    rule: /not a choice/,
  },
  {
    name: 'Vampires: another Vampire',
    cite: 'Give any non-Vampire player a Mark of the Vampire',
    record: rec('vampire the-count seer villager villager | werewolf robber tanner', [
      { call: 'vampires', target: 'Ben' },
    ]),
    at: 'night[0] vampires',
    mentions: ['Ben'],
    rule: /Vampire/,
  },
  {
    name: 'Vampires: themselves',
    cite: 'place the Mark of the Vampire in front of one other non-vampire player',
    record: rec('vampire werewolf seer villager villager | werewolf robber tanner', [
      { call: 'vampires', target: 'Ann' },
    ]),
    at: 'night[0] vampires',
    mentions: ['Ann'],
    rule: /Vampire/,
  },
  {
    name: 'the Count: the player with the Mark of the Vampire',
    cite: 'must place the Mark of Fear on any non-Vampire (he may not place it on the player who has the Mark of the Vampire, as that player is now a Vampire)',
    record: rec(COUNT, [
      { call: 'vampires', target: 'Cat' },
      { call: 'the-count', target: 'Cat' },
    ]),
    at: 'night[1] the-count',
    mentions: ['Cat'],
    rule: /Mark of the Vampire|non-Vampire/,
  },
  {
    name: 'the Count: himself',
    cite: 'Count, wake up and place the Mark of Fear in front of any non-vampire player',
    record: rec(COUNT, [
      { call: 'vampires', target: 'Cat' },
      { call: 'the-count', target: 'Ann' },
    ]),
    at: 'night[1] the-count',
    mentions: ['Ann'],
    rule: /Fear/,
  },
  {
    name: 'the Count: a Vampire by card',
    cite: 'place the Mark of Fear in front of any non-vampire player',
    record: rec('vampire the-count seer villager villager | werewolf robber tanner', [
      { call: 'vampires', target: 'Cat' },
      { call: 'the-count', target: 'Ann' },
    ]),
    at: 'night[1] the-count',
    mentions: ['Ann'],
    rule: /Vampire/,
  },
  {
    name: 'Diseased: a player who does not sit next to her',
    cite: 'The Diseased wakes up and must place the Mark of Disease face down on a player adjacent to her',
    record: rec('diseased werewolf seer villager villager | werewolf robber tanner', [
      { call: 'diseased', target: 'Cat' },
    ]),
    at: 'night[0] diseased',
    mentions: ['Cat', 'Ann'],
    rule: /left or right|next to|adjacent/,
  },
  {
    name: 'Cupid: only one lover (cupidMayGiveOne off)',
    cite: 'Cupid opens her eyes and then may give a Mark of Love to two different players.',
    record: rec('cupid werewolf seer villager villager | werewolf robber tanner', [
      { call: 'cupid', targets: ['Cat'] },
    ]),
    at: 'night[0] cupid',
    rule: /two/,
  },
  {
    name: 'Cupid: the same player twice',
    cite: 'may give a Mark of Love to two different players',
    record: rec('cupid werewolf seer villager villager | werewolf robber tanner', [
      { call: 'cupid', targets: ['Cat', 'Cat'] },
    ]),
    at: 'night[0] cupid',
    mentions: ['Cat'],
    rule: /twice|different/,
  },
  {
    name: 'Instigator: someone who is not a player',
    cite: 'The Instigator … may place a Mark of the Traitor face down in front of any player',
    record: rec('instigator werewolf seer villager villager | werewolf robber tanner', [
      { call: 'instigator', target: 'Zed' },
    ]),
    at: 'night[0] instigator',
    mentions: ['Zed'],
    rule: /not a player/,
  },
  {
    name: 'Priest: himself as the other player',
    cite: 'must place a Mark of Clarity in front of himself and may place a Mark of Clarity in front of one other player',
    record: rec('priest werewolf seer villager villager | werewolf robber tanner', [{ call: 'priest', target: 'Ann' }]),
    at: 'night[0] priest',
    mentions: ['Ann'],
    rule: /themselves|other|himself/,
  },
  {
    name: 'Apprentice Assassin with an Assassin: she only looks',
    cite: 'The Apprentice Assassin looks for the Assassin (and the Assassin looks for her).',
    record: rec('assassin apprentice-assassin werewolf villager villager | werewolf robber tanner', [
      { call: 'assassin', target: 'Cat' },
      { call: 'apprentice-assassin', target: 'Dan' },
    ]),
    at: 'night[1] apprentice-assassin',
    mentions: ['Ben'],
    rule: /not a choice|nothing to choose|only if there is no Assassin/,
  },
  {
    name: 'Werewolves: two Werewolves may not view a center card',
    cite: 'Lone Wolf Option: If there is only one Werewolf, the Werewolf may view one center card.',
    record: rec('werewolf werewolf seer villager villager | villager robber tanner', [
      { call: 'werewolves', center: 0 },
    ]),
    at: 'night[0] werewolves',
    mentions: ['center'],
    rule: /not a choice|nothing to choose/,
  },
  {
    name: 'Minion: nothing to choose',
    cite: 'the Minion wakes up and sees who the Werewolves are',
    record: rec('minion werewolf seer villager villager | werewolf robber tanner', [{ call: 'minion', target: 'Ben' }]),
    at: 'night[0] minion',
    mentions: ['target'],
    rule: /not a choice|nothing to choose/,
  },
  {
    name: 'Masons: nothing to choose',
    cite: 'The Masons wake up and look for each other.',
    record: rec('mason mason werewolf villager villager | werewolf robber tanner', [{ call: 'masons', target: 'Cat' }]),
    at: 'night[0] masons',
    mentions: ['target'],
    rule: /not a choice|nothing to choose/,
  },
  {
    name: 'Seer: her own card',
    cite: "the Seer may look at one other player's card or two of the center cards",
    record: rec(BASE, [{ call: 'seer', target: 'Ben' }]),
    at: 'night[0] seer',
    mentions: ['Ben'],
    rule: /themselves|other/,
  },
  {
    name: 'Seer: one center card',
    cite: 'two of the center cards',
    record: rec(BASE, [{ call: 'seer', center: [0] }]),
    at: 'night[0] seer',
    rule: /two/,
  },
  {
    name: 'Seer: a center card that does not exist',
    cite: 'two of the center cards',
    record: rec(BASE, [{ call: 'seer', center: [0, 3] }]),
    at: 'night[0] seer',
    mentions: ['3'],
    rule: /center/,
  },
  {
    name: 'Seer: a player and center cards',
    cite: "one other player's card or two of the center cards",
    record: rec(BASE, [{ call: 'seer', target: 'Ann', center: [0, 1] }]),
    at: 'night[0] seer',
    rule: /not both|or/,
  },
  {
    name: 'Robber: himself',
    cite: "the Robber may exchange his card with another player's card",
    record: rec(BASE, [{ call: 'robber', target: 'Cat' }]),
    at: 'night[0] robber',
    mentions: ['Cat'],
    rule: /themselves|another|other/,
  },
  {
    name: 'Robber: a center card',
    cite: "the Robber may exchange his card with another player's card",
    record: rec(BASE, [{ call: 'robber', center: 1 }]),
    at: 'night[0] robber',
    mentions: ['center'],
    rule: /not a choice/,
  },
  {
    name: 'Troublemaker: herself',
    cite: 'the Troublemaker may exchange the cards of two other players',
    record: rec(BASE, [{ call: 'troublemaker', targets: ['Dan', 'Ann'] }]),
    at: 'night[0] troublemaker',
    mentions: ['Dan'],
    rule: /themselves|other/,
  },
  {
    name: 'Troublemaker: the same player twice',
    cite: 'the cards of two other players',
    record: rec(BASE, [{ call: 'troublemaker', targets: ['Ann', 'Ann'] }]),
    at: 'night[0] troublemaker',
    mentions: ['Ann'],
    rule: /twice|different/,
  },
  {
    name: 'Troublemaker: three players',
    cite: 'the cards of two other players',
    record: rec(BASE, [{ call: 'troublemaker', targets: ['Ann', 'Ben', 'Cat'] }]),
    at: 'night[0] troublemaker',
    rule: /two/,
  },
  {
    name: 'Drunk: a center card that does not exist',
    cite: 'The Drunk exchanges his card with a card from the center',
    record: rec('drunk werewolf seer villager villager | werewolf robber tanner', [{ call: 'drunk', center: -1 }]),
    at: 'night[0] drunk',
    mentions: ['-1'],
    rule: /center/,
  },
  {
    name: "Drunk: a player's card",
    cite: 'The Drunk exchanges his card with a card from the center',
    record: rec('drunk werewolf seer villager villager | werewolf robber tanner', [{ call: 'drunk', target: 'Ben' }]),
    at: 'night[0] drunk',
    mentions: ['target'],
    rule: /not a choice/,
  },
  {
    name: 'Insomniac: nothing to choose',
    cite: 'The Insomniac wakes up at the end of the night and looks at her card',
    record: rec('insomniac werewolf troublemaker villager villager | werewolf robber tanner', [
      { call: 'insomniac', target: 'Ben' },
    ]),
    at: 'night[0] insomniac',
    mentions: ['target'],
    rule: /not a choice|nothing to choose/,
  },
  {
    name: 'Marksman: the card and the Mark of the same player',
    cite: "The Marksman wakes up and may view one player's card and/or another player's Mark (but not the same player if viewing both a Mark and a card).",
    record: rec('marksman werewolf seer villager villager | werewolf robber tanner', [
      { call: 'marksman', card: 'Ben', mark: 'Ben' },
    ]),
    at: 'night[0] marksman',
    mentions: ['Ben'],
    rule: /same player/,
  },
  {
    name: 'Marksman: his own card',
    cite: "may view one player's card and/or another player's Mark (docs/rulings.md 15: other players only)",
    record: rec('marksman werewolf seer villager villager | werewolf robber tanner', [
      { call: 'marksman', card: 'Ann' },
    ]),
    at: 'night[0] marksman',
    mentions: ['Ann'],
    rule: /themselves|other/,
  },
  {
    name: 'Pickpocket: himself',
    cite: 'The Pickpocket wakes up and may exchange his Mark for the Mark of another player',
    record: rec('pickpocket werewolf seer villager villager | werewolf robber tanner', [
      { call: 'pickpocket', target: 'Ann' },
    ]),
    at: 'night[0] pickpocket',
    mentions: ['Ann'],
    rule: /themselves|another|other/,
  },
  {
    name: 'Gremlin: targets without saying cards or Marks',
    cite: 'The Gremlin wakes up and may switch marks or cards (but not both) between any two players',
    record: rec('gremlin werewolf seer villager villager | werewolf robber tanner', [
      { call: 'gremlin', targets: ['Ben', 'Cat'] },
    ]),
    at: 'night[0] gremlin',
    rule: /swap|cards.*marks|marks.*cards/,
  },
  {
    name: 'Gremlin: cards or Marks without the two players',
    cite: 'may switch marks or cards (but not both) between any two players',
    record: rec('gremlin werewolf seer villager villager | werewolf robber tanner', [
      { call: 'gremlin', swap: 'cards' },
    ]),
    at: 'night[0] gremlin',
    rule: /targets|two players/,
  },
  {
    name: 'Renfield: nothing to choose',
    cite: 'Renfield must take the mark of the bat and place it in front of him face down',
    record: rec('vampire renfield seer villager villager | werewolf robber tanner', [
      { call: 'vampires', target: 'Cat' },
      { call: 'renfield', target: 'Dan' },
    ]),
    at: 'night[1] renfield',
    mentions: ['target'],
    rule: /not a choice|nothing to choose/,
  },
  {
    name: 'lovers: nothing to choose',
    cite: 'If you are in Love, wake up and look for your love interest.',
    record: rec('cupid werewolf seer villager villager | werewolf robber tanner', [
      { call: 'cupid', targets: ['Cat', 'Dan'] },
      { call: 'lovers', target: 'Ben' },
    ]),
    at: 'night[1] lovers',
    mentions: ['target'],
    rule: /not a choice|nothing to choose/,
  },
]);

// --- missing mandatory actions ------------------------------------------------------------------------------------

interface Missing {
  readonly name: string;
  readonly cite: string;
  readonly record: Json;
  /** The call whose entry is missing, and the player who had to act. */
  readonly call: string;
  readonly player: string;
  /** The entry before which it was due (`night[1] seer`), or none (the end of the night). */
  readonly before?: string;
}

describe('missing mandatory action', () => {
  const cases: Missing[] = [
    {
      name: 'the Drunk',
      cite: 'The Drunk exchanges his card with a card from the center',
      record: rec('drunk werewolf seer villager villager | werewolf robber tanner'),
      call: 'drunk',
      player: 'Ann',
    },
    {
      name: 'the Drunk, before a later entry',
      cite: 'The Drunk exchanges his card with a card from the center',
      record: rec('drunk werewolf insomniac villager villager | werewolf robber tanner', [{ call: 'insomniac' }]),
      call: 'drunk',
      player: 'Ann',
      before: 'night[0] insomniac',
    },
    {
      name: 'the Doppelgänger',
      cite: "At night, the Doppelgänger looks at (but does not switch) one other player's card",
      record: rec('doppelganger werewolf seer villager villager | werewolf robber tanner', [
        { call: 'seer', target: 'Ann' },
      ]),
      call: 'doppelganger',
      player: 'Ann',
      before: 'night[0] seer',
    },
    {
      name: 'the Doppelgänger-Drunk',
      cite: "Seer, Robber, Troublemaker, Drunk: She immediately does that role's action.",
      record: rec('doppelganger drunk seer villager villager | werewolf robber tanner', [
        { call: 'doppelganger', target: 'Ben' },
      ]),
      call: 'drunk',
      player: 'Ann',
    },
    {
      name: 'the Copycat',
      cite: 'The Copycat wakes up and must look at one of the center cards.',
      record: rec('copycat werewolf seer villager villager | werewolf robber tanner'),
      call: 'copycat',
      player: 'Ann',
    },
    {
      name: 'the Vampires',
      cite: 'Then the Vampires must place the Mark of the Vampire in front of one other non-vampire player',
      record: rec('vampire werewolf seer villager villager | werewolf robber tanner'),
      call: 'vampires',
      player: 'Ann',
    },
    {
      name: 'the Count',
      cite: 'must place a Mark of Fear in front of any non-Vampire',
      record: rec(COUNT, [{ call: 'vampires', target: 'Cat' }]),
      call: 'the-count',
      player: 'Ann',
    },
    {
      name: 'the Diseased',
      cite: 'The Diseased wakes up and must place the Mark of Disease face down on a player adjacent to her',
      record: rec('diseased werewolf seer villager villager | werewolf robber tanner'),
      call: 'diseased',
      player: 'Ann',
    },
    {
      name: 'the Assassin',
      cite: 'The Assassin wakes up and must place the Mark of the Assassin on any player',
      record: rec('assassin werewolf seer villager villager | werewolf robber tanner'),
      call: 'assassin',
      player: 'Ann',
    },
    {
      name: 'the Apprentice Assassin without an Assassin',
      cite: 'If there is no Assassin, the Apprentice Assassin must place the Mark of the Assassin in front of any player',
      record: rec('apprentice-assassin werewolf seer villager villager | assassin robber tanner'),
      call: 'apprentice-assassin',
      player: 'Ann',
    },
  ];
  for (const c of cases) {
    it(`${c.name} — "${c.cite}"`, () => {
      const before = structuredClone(c.record);
      const played = playRecord(c.record, { requireVotes: true });
      expect(c.record).toEqual(before);
      expect(played.ok).toBe(false);
      if (played.ok) return;
      const problem = played.error.problems.find((p) => p.includes(c.call) && /mandatory/.test(p));
      expect(problem, played.error.problems.join('\n')).toBeDefined();
      expect(problem).toContain(c.player);
      expect(problem).toMatch(/^night/);
      if (c.before) expect(problem).toContain(c.before);
    });
  }
});

// --- votes ---------------------------------------------------------------------------------------------------------

const VOTES: Json = rec(BASE);

function withVotes(votes: Record<string, string>): Json {
  return { ...VOTES, votes };
}

table('votes', [
  {
    name: 'a player did not vote',
    cite: 'rulings.md: Every player points at another player at the same moment: no abstaining',
    record: withVotes({ Ann: 'Ben', Ben: 'Cat', Cat: 'Dan', Dan: 'Eve' }),
    at: 'votes.Eve',
    mentions: ['Eve'],
    rule: /vote/,
  },
  {
    name: 'a player voted for himself',
    cite: 'Each player gets one vote and cannot vote for themselves.',
    record: withVotes({ Ann: 'Ann', Ben: 'Cat', Cat: 'Dan', Dan: 'Eve', Eve: 'Ann' }),
    at: 'votes.Ann',
    mentions: ['Ann'],
    rule: /themselves/,
  },
  {
    name: 'a vote for someone who is not a player',
    cite: 'Each player gets one vote',
    record: withVotes({ Ann: 'Zed', Ben: 'Cat', Cat: 'Dan', Dan: 'Eve', Eve: 'Ann' }),
    at: 'votes.Ann',
    mentions: ['Ann', 'Zed'],
    rule: /not a player/,
  },
  {
    name: 'names are matched exactly',
    cite: 'Each player gets one vote',
    record: withVotes({ Ann: 'ben', Ben: 'Cat', Cat: 'Dan', Dan: 'Eve', Eve: 'Ann' }),
    at: 'votes.Ann',
    mentions: ['ben'],
    rule: /not a player/,
  },
  {
    name: 'a vote from someone who is not a player',
    cite: 'Each player gets one vote',
    record: withVotes({ Ann: 'Ben', Ben: 'Cat', Cat: 'Dan', Dan: 'Eve', Eve: 'Ann', Zed: 'Ann' }),
    at: 'votes.Zed',
    mentions: ['Zed'],
    rule: /not a player/,
  },
  {
    name: 'an empty vote',
    cite: 'Each player gets one vote',
    record: withVotes({ Ann: '', Ben: 'Cat', Cat: 'Dan', Dan: 'Eve', Eve: 'Ann' }),
    at: 'votes.Ann',
    rule: /empty/,
  },
  {
    name: 'no votes at all when the outcome is asked for',
    cite: 'After a few minutes of discussion, players vote.',
    record: { ...VOTES, votes: undefined },
    at: 'votes',
    rule: /vote/,
  },
]);

describe('several problems at once', () => {
  it('every problem is reported, one line each, in record order — "one string per problem"', () => {
    const record = withVotes({ Ann: 'Ann', Ben: 'Zed', Cat: 'Dan', Dan: 'Eve' });
    const before = structuredClone(record);
    const played = playRecord(record, { requireVotes: true });
    expect(record).toEqual(before);
    expect(played.ok).toBe(false);
    if (played.ok) return;
    const at = played.error.problems.map((p) => p.split(': ')[0]);
    expect(at).toContain('votes.Ann');
    expect(at).toContain('votes.Ben');
    expect(at).toContain('votes.Eve');
  });

  it('a bad night and bad votes are both reported', () => {
    const record = rec(BASE, [{ call: 'seer', target: 'Ben' }], 'Ann Cat Dan Eve Ann');
    const played = playRecord(record, { requireVotes: true });
    expect(played.ok).toBe(false);
    if (played.ok) return;
    const text = played.error.problems.join('\n');
    expect(text).toMatch(/^night\[0\] seer: /m);
    expect(text).toMatch(/^votes\.Ann: /m);
  });

  it('several setup problems are all reported', () => {
    const record = {
      ...rec(BASE),
      players: ['Ann', 'Ann', 'Cat', 'Dan', 'Eve'],
      deal: { players: ['werewolf'], center: ['wizard'] },
    };
    const played = playRecord(record, { requireVotes: true });
    expect(played.ok).toBe(false);
    if (played.ok) return;
    const at = played.error.problems.map((p) => p.split(': ')[0]);
    expect(at).toEqual(expect.arrayContaining(['players[1]', 'deal.players', 'deal.center', 'deal.center[0]']));
  });
});

// --- the engine API: a rejected action changes nothing --------------------------------------------------------------

function game(input: NewGame): GameState {
  const created = createGame(input);
  if (!created.ok) throw new Error(created.error.map((e) => `${e.at}: ${e.message}`).join('\n'));
  return created.value;
}

/** Answers "did nothing" until the current step is `key`. */
function advanceTo(state: GameState, key: string): GameState {
  let s = state;
  while (currentCall(s)?.step.key !== key) {
    const applied = applyAnswer(s, {});
    if (!applied.ok) throw new Error(`${applied.error.at}: ${applied.error.message}`);
    s = applied.value.state;
  }
  return s;
}

function finish(state: GameState): GameState {
  let s = state;
  while (!isNightOver(s)) {
    const applied = applyAnswer(s, {});
    if (!applied.ok) throw new Error(`${applied.error.at}: ${applied.error.message}`);
    s = applied.value.state;
  }
  return s;
}

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
/** Ann Werewolf, Ben Seer, Cat Robber, Dan Troublemaker, Eve Drunk. */
const API_DEAL = {
  players: PLAYERS,
  deal: {
    players: ['werewolf', 'seer', 'robber', 'troublemaker', 'drunk'],
    center: ['werewolf', 'villager', 'tanner'],
  },
} as const satisfies NewGame;

function expectUnchanged(state: GameState, act: (s: GameState) => { ok: boolean; error?: unknown }): RuleError[] {
  const before = structuredClone(state);
  const result = act(state);
  expect(result.ok, 'the action must be rejected').toBe(false);
  expect(state, 'the state passed in is unchanged').toEqual(before);
  const error = result.error as RuleError | RuleError[];
  return Array.isArray(error) ? error : [error];
}

describe('engine API: a rejected action changes nothing', () => {
  it('createGame: bad players and deck — "you must always have 3 more cards than players"', () => {
    const input = {
      players: ['Ann', 'Ann'],
      deal: { players: ['werewolf', 'seer'], center: ['wizard'] },
    } as unknown as NewGame;
    const before = structuredClone(input);
    const created = createGame(input);
    expect(input).toEqual(before);
    expect(created.ok).toBe(false);
    if (created.ok) return;
    const codes = created.error.map((e) => e.code);
    expect(codes).toEqual(
      expect.arrayContaining(['setup/player-count', 'setup/player-name', 'setup/deck-size', 'setup/unknown-role']),
    );
    expect(created.error.find((e) => e.code === 'setup/player-name')!.message).toContain('Ann');
  });

  it('applyAnswer: the Seer may not look at her own card — "one other player\'s card"', () => {
    const state = advanceTo(game(API_DEAL), 'seer');
    const [error] = expectUnchanged(state, (s) => applyAnswer(s, { target: 1 }));
    expect(error!.code).toBe('target/illegal');
    expect(error!.at).toBe('seer');
    expect(error!.message).toContain('Ben');
  });

  it('applyAnswer: a seat that is not at the table — "one other player\'s card"', () => {
    const state = advanceTo(game(API_DEAL), 'seer');
    const [error] = expectUnchanged(state, (s) => applyAnswer(s, { target: 7 }));
    expect(error!.code).toBe('choice/unknown-target');
    expect(error!.message).toContain('7');
  });

  it('applyAnswer: the entry name is used when given — e.g. `night[2] the-count`', () => {
    const state = advanceTo(game(API_DEAL), 'troublemaker');
    const [error] = expectUnchanged(state, (s) => applyAnswer(s, { targets: [3, 0] }, 'night[2] troublemaker'));
    expect(error!.at).toBe('night[2] troublemaker');
    expect(error!.message).toContain('Dan');
  });

  it('apply: the Troublemaker names the same player twice — "two other players"', () => {
    const state = advanceTo(game(API_DEAL), 'troublemaker');
    const [error] = expectUnchanged(state, (s) => apply(s, { type: 'answer', answer: { targets: [0, 0] } }));
    expect(error!.code).toBe('target/illegal');
    expect(error!.message).toContain('Ann');
  });

  it('applyAnswer: the Drunk may not skip — "The Drunk exchanges his card with a card from the center"', () => {
    const state = advanceTo(game(API_DEAL), 'drunk');
    const [error] = expectUnchanged(state, (s) => applyAnswer(s, {}));
    expect(error!.code).toBe('choice/missing');
    expect(error!.message).toContain('Eve');
  });

  it('applyAnswer: a choice the call does not have — "the Minion wakes up and sees who the Werewolves are"', () => {
    const state = advanceTo(
      game({
        players: PLAYERS,
        deal: {
          players: ['werewolf', 'minion', 'seer', 'villager', 'villager'],
          center: ['werewolf', 'robber', 'tanner'],
        },
      }),
      'minion',
    );
    const [error] = expectUnchanged(state, (s) => applyAnswer(s, { target: 0 }));
    expect(error!.code).toBe('choice/unexpected');
  });

  it('applyAnswer: a frightened player cannot be made to act — "may not do any part of their night action"', () => {
    let state = game({
      players: PLAYERS,
      deal: {
        players: ['the-count', 'seer', 'villager', 'villager', 'werewolf'],
        center: ['villager', 'robber', 'tanner'],
      },
    });
    state = advanceTo(state, 'vampires');
    const bite = applyAnswer(state, { target: 2 });
    if (!bite.ok) throw new Error(bite.error.message);
    const fear = applyAnswer(bite.value.state, { target: 1 });
    if (!fear.ok) throw new Error(fear.error.message);
    state = advanceTo(fear.value.state, 'seer');
    expect(currentCall(state)!.awake.frightened).toEqual([1]);
    const [error] = expectUnchanged(state, (s) => applyAnswer(s, { target: 0 }));
    expect(error!.code).toBe('choice/unexpected');
  });

  it('apply: votes before the night is over — "After the Night Phase has ended and everyone has woken up … players vote."', () => {
    const state = game(API_DEAL);
    const [error] = expectUnchanged(state, (s) => apply(s, { type: 'vote', votes: [1, 2, 3, 4, 0] }));
    expect(error!.code).toBe('vote/not-day');
  });

  it('applyAnswer: after the night — "the night is over; only the vote remains"', () => {
    const state = finish(applyDrunk(advanceTo(game(API_DEAL), 'drunk')));
    const [error] = expectUnchanged(state, (s) => applyAnswer(s, { target: 0 }));
    expect(error!.code).toBe('phase/not-night');
  });

  it('resolveVotes: a self vote, a missing vote, an unknown seat — "Each player gets one vote and cannot vote for themselves."', () => {
    const state = finish(applyDrunk(advanceTo(game(API_DEAL), 'drunk')));
    const selfVote = expectUnchanged(state, (s) => resolveVotes(s, [0, 2, 3, 4, 0]));
    expect(selfVote.map((e) => [e.code, e.at])).toEqual([['vote/self', 'votes.Ann']]);
    expect(selfVote[0]!.message).toContain('Ann');

    const missing = expectUnchanged(state, (s) => resolveVotes(s, [1, 2, 3, 4]));
    expect(missing.map((e) => [e.code, e.at])).toEqual([['vote/missing', 'votes.Eve']]);

    const unknown = expectUnchanged(state, (s) => resolveVotes(s, [1, 2, 3, 4, 9]));
    expect(unknown.map((e) => [e.code, e.at])).toEqual([['vote/unknown-player', 'votes.Eve']]);

    const extra = expectUnchanged(state, (s) => resolveVotes(s, [1, 2, 3, 4, 0, 1]));
    expect(extra.map((e) => e.code)).toContain('vote/unknown-player');
  });

  it('apply: a vote action with a self vote — "cannot vote for themselves"', () => {
    const state = finish(applyDrunk(advanceTo(game(API_DEAL), 'drunk')));
    const errors = expectUnchanged(state, (s) => apply(s, { type: 'vote', votes: [1, 1, 3, 4, 0] }));
    expect(errors.map((e) => e.at)).toEqual(['votes.Ben']);
  });

  it('apply: an override naming a place that does not exist — "the physical table is the truth"', () => {
    const state = game(API_DEAL);
    const [error] = expectUnchanged(state, (s) =>
      apply(s, { type: 'override', override: 'swap-cards', a: { player: 0 }, b: { center: 5 }, note: '' }),
    );
    expect(error!.code).toBe('override/unknown-place');
  });
});

function applyDrunk(state: GameState): GameState {
  const applied = applyAnswer(state, { center: 1 });
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}
