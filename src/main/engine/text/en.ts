import type { Artifact, ByRole, Mark, Team } from '../vocabulary.ts';
import { NARRATION_ALIEN_EN, NARRATION_ALIEN_SHORT_EN } from './narration-alien.ts';
import { NARRATION_DAYBREAK_EN, NARRATION_DAYBREAK_SHORT_EN } from './narration-daybreak.ts';

/** English names. The narration and explanation read them from here, so other languages can follow. */
export const ROLE_NAMES_EN: ByRole<string> = {
  copycat: 'Copycat',
  vampire: 'Vampire',
  'the-master': 'Master',
  'the-count': 'Count',
  renfield: 'Renfield',
  diseased: 'Diseased',
  cupid: 'Cupid',
  instigator: 'Instigator',
  priest: 'Priest',
  assassin: 'Assassin',
  'apprentice-assassin': 'Apprentice Assassin',
  marksman: 'Marksman',
  pickpocket: 'Pickpocket',
  gremlin: 'Gremlin',
  doppelganger: 'Doppelgänger',
  werewolf: 'Werewolf',
  minion: 'Minion',
  mason: 'Mason',
  seer: 'Seer',
  robber: 'Robber',
  troublemaker: 'Troublemaker',
  drunk: 'Drunk',
  insomniac: 'Insomniac',
  villager: 'Villager',
  tanner: 'Tanner',
  hunter: 'Hunter',
  oracle: 'Oracle',
  alien: 'Alien',
  'synthetic-alien': 'Synthetic Alien',
  cow: 'Cow',
  groob: 'Groob',
  zerb: 'Zerb',
  leader: 'Leader',
  psychic: 'Psychic',
  rascal: 'Rascal',
  exposer: 'Exposer',
  blob: 'Blob',
  mortician: 'Mortician',
  sentinel: 'Sentinel',
  'alpha-wolf': 'Alpha Wolf',
  'mystic-wolf': 'Mystic Wolf',
  'dream-wolf': 'Dream Wolf',
  'apprentice-seer': 'Apprentice Seer',
  'paranormal-investigator': 'Paranormal Investigator',
  witch: 'Witch',
  'village-idiot': 'Village Idiot',
  revealer: 'Revealer',
  curator: 'Curator',
  bodyguard: 'Bodyguard',
  'aura-seer': 'Aura Seer',
  prince: 'Prince',
  cursed: 'Cursed',
  'apprentice-tanner': 'Apprentice Tanner',
  thing: 'Thing',
  squire: 'Squire',
  beholder: 'Beholder',
  'body-snatcher': 'Body Snatcher',
  empath: 'Empath',
  nostradamus: 'Nostradamus',
};

export const MARK_NAMES_EN: { readonly [M in Mark]: string } = {
  clarity: 'Mark of Clarity',
  vampire: 'Mark of the Vampire',
  fear: 'Mark of Fear',
  bat: 'Mark of the Bat',
  disease: 'Mark of Disease',
  love: 'Mark of Love',
  traitor: 'Mark of the Traitor',
  assassin: 'Mark of the Assassin',
};

export const TEAM_NAMES_EN: { readonly [T in Team]: string } = {
  village: 'village',
  werewolf: 'werewolf',
  vampire: 'vampire',
  tanner: 'Tanner',
  assassin: 'Assassin',
  'apprentice-assassin': 'Apprentice Assassin',
  alien: 'alien',
  'synthetic-alien': 'Synthetic Alien',
  groob: 'Groob',
  zerb: 'Zerb',
  leader: 'Leader',
  blob: 'Blob',
  mortician: 'Mortician',
  nostradamus: 'Nostradamus',
};

export const ARTIFACT_NAMES_EN: { readonly [A in Artifact]: string } = {
  'claw-of-the-werewolf': 'Claw of the Werewolf',
  'brand-of-the-villager': 'Brand of the Villager',
  'cudgel-of-the-tanner': 'Cudgel of the Tanner',
  'void-of-nothingness': 'Void of Nothingness',
  'mask-of-muting': 'Mask of Muting',
  'shroud-of-shame': 'Shroud of Shame',
  'bow-of-the-hunter': 'Bow of the Hunter',
  'cloak-of-the-prince': 'Cloak of the Prince',
  'sword-of-the-bodyguard': 'Sword of the Bodyguard',
  'mist-of-the-vampire': 'Mist of the Vampire',
  'dagger-of-the-traitor': 'Dagger of the Traitor',
  'alien-artifact': 'Alien Artifact',
};

/** "Renfield", "Cupid", "Groob" and "Zerb" take no article; every other role does. */
export function theRole(name: string): string {
  return name === 'Renfield' || name === 'Cupid' || name === 'Groob' || name === 'Zerb' || name === 'Nostradamus'
    ? name
    : `the ${name}`;
}

export function list(names: readonly string[]): string {
  const last = names.length - 1;
  if (last <= 0) return names[0] ?? '';
  let out = names[0]!;
  for (let i = 1; i < last; i++) out += `, ${names[i]}`;
  return `${out} and ${names[last]}`;
}

export const CENTER_NAMES_EN = [
  'the left center card',
  'the middle center card',
  'the right center card',
  'the center Werewolf card',
] as const;

/**
 * Narration, keyed by step: what the moderator says when the step opens and when it closes.
 * The lines are the rule texts' sample scripts ("dose" read as "close").
 */
export const NARRATION_EN: Readonly<
  Record<string, { readonly open: readonly string[]; readonly close: readonly string[] }>
> = {
  'everyone-sleeps': { open: ['Everyone, close your eyes.'], close: [] },
  copycat: {
    open: [
      'Copycat, wake up and look at one of the center cards. You are now that role. If that role is called, wake up and do that action.',
    ],
    close: ['Copycat, close your eyes.'],
  },
  doppelganger: {
    open: [
      "Doppelgänger, wake up and look at another player's card. You are now that role. If your new role has an action now, do it.",
    ],
    close: [],
  },
  'doppelganger-action': { open: [], close: ['Doppelgänger, close your eyes.'] },
  vampires: {
    open: ['Vampires, wake up and look for other Vampires. Give any non-Vampire player a Mark of the Vampire.'],
    close: ['Vampires, close your eyes.'],
  },
  'the-count': {
    open: ['Count, wake up and place the Mark of Fear in front of any non-Vampire player.'],
    close: ['Count, close your eyes.'],
  },
  'the-count/doppelganger': {
    open: ['Doppelgänger, if you viewed the Count, wake up and place your Mark of Fear in front of any player.'],
    close: ['Doppelgänger, close your eyes.'],
  },
  renfield: {
    open: [
      'Vampires, point at the player who has the Mark of the Vampire and close your eyes. Renfield, wake up and look around for the Vampires, then place the Mark of the Bat in front of you.',
    ],
    close: ['Vampires, put your hands down. Renfield, close your eyes.'],
  },
  'renfield/doppelganger': {
    open: [
      'Vampires, keep pointing. Doppelgänger, if you viewed Renfield, wake up and look around for the Vampires, then place your Mark of the Bat in front of you.',
    ],
    close: ['Vampires, put your hands down. Doppelgänger, close your eyes.'],
  },
  diseased: {
    open: ['Diseased, wake up. Place a Mark of Disease in front of the player to your left or right.'],
    close: ['Diseased, close your eyes.'],
  },
  cupid: { open: ['Cupid, wake up. You may give any two players a Mark of Love.'], close: ['Cupid, close your eyes.'] },
  instigator: {
    open: ['Instigator, wake up. You may give any player the Mark of the Traitor.'],
    close: ['Instigator, close your eyes.'],
  },
  priest: {
    open: [
      'Priest, wake up and give yourself a Mark of Clarity. You may also give any other player a Mark of Clarity.',
    ],
    close: ['Priest, close your eyes.'],
  },
  'priest/doppelganger': {
    open: [
      'Doppelgänger, if you viewed the Priest, wake up and give yourself a Mark of Clarity. You may also give any other player a Mark of Clarity.',
    ],
    close: ['Doppelgänger, close your eyes.'],
  },
  assassin: { open: ['Assassin, wake up. Place the Mark of the Assassin in front of any player.'], close: [] },
  'assassin/doppelganger': {
    open: [
      'Doppelgänger, if you viewed the Assassin, wake up and place your Mark of the Assassin in front of any player.',
    ],
    close: ['Doppelgänger, close your eyes.'],
  },
  'apprentice-assassin': {
    open: [
      'Apprentice Assassin, wake up and look for the Assassin. If there is no Assassin, place the Mark of the Assassin in front of any player.',
    ],
    close: [],
  },
  'apprentice-assassin/doppelganger': {
    open: [
      'Doppelgänger, if you viewed the Apprentice Assassin, wake up and look for the Assassin. If there is no Assassin, place your Mark of the Assassin in front of any player.',
    ],
    close: ['Doppelgänger, close your eyes.'],
  },
  'marks-view': { open: ['Everyone, wake up and secretly view your Mark.'], close: ['Everyone, close your eyes.'] },
  lovers: {
    open: ['If you are in Love, wake up and look for your love interest.'],
    close: ['Lovers, close your eyes.'],
  },
  werewolves: {
    open: [
      'Werewolves, wake up and look for other Werewolves. If there is only one Werewolf, you may look at a card from the center.',
    ],
    close: ['Werewolves, close your eyes.'],
  },
  minion: {
    open: ['Minion, wake up. Werewolves, stick out your thumb so the Minion can see who you are.'],
    close: ['Werewolves, put your thumbs away. Minion, close your eyes.'],
  },
  masons: { open: ['Masons, wake up and look for other Masons.'], close: ['Masons, close your eyes.'] },
  seer: {
    open: ["Seer, wake up. You may look at another player's card or two of the center cards."],
    close: ['Seer, close your eyes.'],
  },
  marksman: {
    open: ['Marksman, wake up. You may view the card of one player and the Mark of another player.'],
    close: ['Marksman, close your eyes.'],
  },
  'marksman/doppelganger': {
    open: [
      'Doppelgänger, if you viewed the Marksman, wake up. You may view the card of one player and the Mark of another player.',
    ],
    close: ['Doppelgänger, close your eyes.'],
  },
  robber: {
    open: ["Robber, wake up. You may exchange your card with another player's card, and then view your new card."],
    close: ['Robber, close your eyes.'],
  },
  pickpocket: {
    open: ["Pickpocket, wake up. You may exchange your Mark with another player's Mark, and then view your new Mark."],
    close: ['Pickpocket, close your eyes.'],
  },
  'pickpocket/doppelganger': {
    open: [
      "Doppelgänger, if you viewed the Pickpocket, wake up. You may exchange your Mark with another player's Mark, and then view your new Mark.",
    ],
    close: ['Doppelgänger, close your eyes.'],
  },
  troublemaker: {
    open: ['Troublemaker, wake up. You may exchange cards between two other players.'],
    close: ['Troublemaker, close your eyes.'],
  },
  gremlin: {
    open: ['Gremlin, wake up. You may switch Marks or cards between any two players.'],
    close: ['Gremlin, close your eyes.'],
  },
  'gremlin/doppelganger': {
    open: ['Doppelgänger, if you viewed the Gremlin, wake up. You may switch Marks or cards between any two players.'],
    close: ['Doppelgänger, close your eyes.'],
  },
  drunk: {
    open: ['Drunk, wake up and exchange your card with a card from the center.'],
    close: ['Drunk, close your eyes.'],
  },
  insomniac: { open: ['Insomniac, wake up and look at your card.'], close: ['Insomniac, close your eyes.'] },
  'insomniac/doppelganger': {
    open: ['Doppelgänger, if you viewed the Insomniac, wake up and look at your card.'],
    close: ['Doppelgänger, close your eyes.'],
  },
  'everyone-wakes': {
    open: ['Everyone, keep your eyes closed and move your card and Mark around slightly.'],
    close: ['Everyone, wake up!'],
  },
  ...NARRATION_ALIEN_EN,
  ...NARRATION_DAYBREAK_EN,
};

/**
 * Expert mode's short calls, keyed like `NARRATION_EN`: for a table that knows the roles, each call names
 * the role and its action in a few words (the official app's expert mode does the same). Every step has
 * its short lines; `narration-lines.ts` adjusts them as it adjusts the full ones.
 */
export const NARRATION_SHORT_EN: Readonly<
  Record<string, { readonly open: readonly string[]; readonly close: readonly string[] }>
> = {
  'everyone-sleeps': { open: ['Everyone, close your eyes.'], close: [] },
  copycat: { open: ['Copycat, wake up and view a center card.'], close: ['Copycat, close your eyes.'] },
  doppelganger: {
    open: ["Doppelgänger, wake up, view another player's card, and do its action now if it has one."],
    close: [],
  },
  'doppelganger-action': { open: [], close: ['Doppelgänger, close your eyes.'] },
  vampires: { open: ['Vampires, wake up and give the Mark of the Vampire.'], close: ['Vampires, close your eyes.'] },
  'the-count': { open: ['Count, wake up and place the Mark of Fear.'], close: ['Count, close your eyes.'] },
  'the-count/doppelganger': {
    open: ['Doppelgänger Count, wake up and place your Mark of Fear.'],
    close: ['Doppelgänger, close your eyes.'],
  },
  renfield: {
    open: ['Vampires, point and close your eyes. Renfield, wake up and take the Mark of the Bat.'],
    close: ['Vampires, hands down. Renfield, close your eyes.'],
  },
  'renfield/doppelganger': {
    open: ['Vampires, keep pointing. Doppelgänger Renfield, wake up and take your Mark of the Bat.'],
    close: ['Vampires, hands down. Doppelgänger, close your eyes.'],
  },
  diseased: { open: ['Diseased, wake up and mark a neighbour.'], close: ['Diseased, close your eyes.'] },
  cupid: { open: ['Cupid, wake up: two Marks of Love, or none.'], close: ['Cupid, close your eyes.'] },
  instigator: {
    open: ['Instigator, wake up: the Mark of the Traitor, if you wish.'],
    close: ['Instigator, close your eyes.'],
  },
  priest: { open: ['Priest, wake up and give the Marks of Clarity.'], close: ['Priest, close your eyes.'] },
  'priest/doppelganger': {
    open: ['Doppelgänger Priest, wake up and give your Marks of Clarity.'],
    close: ['Doppelgänger, close your eyes.'],
  },
  assassin: { open: ['Assassin, wake up and place the Mark of the Assassin.'], close: [] },
  'assassin/doppelganger': {
    open: ['Doppelgänger Assassin, wake up and place your Mark of the Assassin.'],
    close: ['Doppelgänger, close your eyes.'],
  },
  'apprentice-assassin': { open: ['Apprentice Assassin, wake up and look for the Assassin.'], close: [] },
  'apprentice-assassin/doppelganger': {
    open: ['Doppelgänger Apprentice Assassin, wake up and look for the Assassin.'],
    close: ['Doppelgänger, close your eyes.'],
  },
  'marks-view': { open: ['Everyone, wake up and view your Mark.'], close: ['Everyone, close your eyes.'] },
  lovers: { open: ['Lovers, wake up.'], close: ['Lovers, close your eyes.'] },
  werewolves: { open: ['Werewolves, wake up.'], close: ['Werewolves, close your eyes.'] },
  minion: {
    open: ['Minion, wake up. Werewolves, thumbs up.'],
    close: ['Werewolves, thumbs down. Minion, close your eyes.'],
  },
  masons: { open: ['Masons, wake up.'], close: ['Masons, close your eyes.'] },
  seer: { open: ['Seer, wake up.'], close: ['Seer, close your eyes.'] },
  marksman: { open: ['Marksman, wake up.'], close: ['Marksman, close your eyes.'] },
  'marksman/doppelganger': { open: ['Doppelgänger Marksman, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  robber: { open: ['Robber, wake up.'], close: ['Robber, close your eyes.'] },
  pickpocket: { open: ['Pickpocket, wake up.'], close: ['Pickpocket, close your eyes.'] },
  'pickpocket/doppelganger': {
    open: ['Doppelgänger Pickpocket, wake up.'],
    close: ['Doppelgänger, close your eyes.'],
  },
  troublemaker: { open: ['Troublemaker, wake up.'], close: ['Troublemaker, close your eyes.'] },
  gremlin: { open: ['Gremlin, wake up.'], close: ['Gremlin, close your eyes.'] },
  'gremlin/doppelganger': { open: ['Doppelgänger Gremlin, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  drunk: { open: ['Drunk, wake up and take a center card.'], close: ['Drunk, close your eyes.'] },
  insomniac: { open: ['Insomniac, wake up and look at your card.'], close: ['Insomniac, close your eyes.'] },
  'insomniac/doppelganger': {
    open: ['Doppelgänger Insomniac, wake up and look at your card.'],
    close: ['Doppelgänger, close your eyes.'],
  },
  'everyone-wakes': { open: ['Everyone, move your card and Mark slightly.'], close: ['Everyone, wake up!'] },
  ...NARRATION_ALIEN_SHORT_EN,
  ...NARRATION_DAYBREAK_SHORT_EN,
};

/**
 * The end of the night in a game without Marks (the Werewolf box alone): the players move their card only.
 * Full and short forms.
 */
export const NO_MARKS_WAKE_EN = {
  full: 'Everyone, keep your eyes closed and move your card around slightly.',
  short: 'Everyone, move your card slightly.',
} as const;
