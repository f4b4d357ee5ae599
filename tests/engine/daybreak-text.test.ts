/**
 * Daybreak and the Bonus Packs in words: the moderator's lines (full and short, English and French) for every
 * new call, the Doppelgänger's calls included, and the Dream Wolf's thumb in the Werewolves' call; the
 * sentences `explain` (and so `resolve`) writes for the new facts (shields, artifacts, stops, taps, the
 * announced team, thumbs, the Revealer's flip, the Village Idiot's shift, the Body Snatcher and the Empath),
 * in English and in French, with no raw id ("body-snatcher", "claw-of-the-werewolf") in a sentence.
 */
import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  EMPATH_PROMPTS,
  ROLES,
  TEAMS,
  createGame,
  explain,
  narrationFor,
  playRecord,
  type GameState,
  type Role,
} from '../../src/main/engine/index.ts';
import { ROLE_NAMES_EN } from '../../src/main/engine/text/en.ts';
import { ROLE_NAMES_FR } from '../../src/main/engine/text/fr.ts';
import { makeRecord, type Case } from './case-table.ts';

/** English words (and the English names of the new roles) that have no place in a French line. */
const ENGLISH =
  /\b(wake|close|eyes|your|you|the|and|player|players|card|cards|looked|saw|gave|took|won|lost|woke|nobody|died|Mark|Werewolf|Werewolves|Seer|Tanner|Sentinel|Witch|Village Idiot|Revealer|Curator|Bodyguard|Squire|Beholder|Thing|Body Snatcher|Empath|Mystic|Dream|Investigator|Shield|shield|artifact|thumb)\b/;

/** Ids with a hyphen (roles, artifacts, teams, prompts): none may appear in a sentence for the table. */
const RAW_IDS = [...ROLES, ...ARTIFACTS, ...TEAMS, ...EMPATH_PROMPTS, 'doppelganger-action'].filter((id) =>
  id.includes('-'),
);
const RAW = new RegExp(`(?<![\\w-])(${RAW_IDS.map((id) => id.replace(/-/g, '\\-')).join('|')})(?![\\w-])`);

/** The new calls with a line of their own; those the Doppelgänger does at once have no call of hers. */
const NEW_CALLS: readonly { readonly role: Role; readonly doppelganger: boolean }[] = [
  { role: 'sentinel', doppelganger: false },
  { role: 'body-snatcher', doppelganger: true },
  { role: 'alpha-wolf', doppelganger: false },
  { role: 'mystic-wolf', doppelganger: false },
  { role: 'apprentice-tanner', doppelganger: true },
  { role: 'thing', doppelganger: true },
  { role: 'apprentice-seer', doppelganger: false },
  { role: 'paranormal-investigator', doppelganger: false },
  { role: 'nostradamus', doppelganger: true },
  { role: 'witch', doppelganger: false },
  { role: 'village-idiot', doppelganger: false },
  { role: 'aura-seer', doppelganger: true },
  { role: 'squire', doppelganger: true },
  { role: 'beholder', doppelganger: true },
  { role: 'revealer', doppelganger: true },
  { role: 'empath', doppelganger: true },
  { role: 'curator', doppelganger: true },
];

/** A game with the Doppelgänger and the role, the app drawing from a seed where it speaks. */
function gameWith(role: Role): GameState {
  const created = createGame({
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
    deal: {
      players: ['doppelganger', role, 'werewolf', 'villager', 'villager'],
      center: ['villager', 'seer', 'tanner'],
    },
    app: { seed: 11 },
  });
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  return created.value;
}

describe("the moderator's lines for every new call (full and short, English and French)", () => {
  for (const { role, doppelganger } of NEW_CALLS) {
    const keys = doppelganger ? [role, `${role}/doppelganger`] : [role];
    for (const key of keys)
      it(`${key}`, () => {
        const state = gameWith(role);
        const index = state.setup.script.findIndex((s) => s.key === key);
        expect(index, `${key} is a call of the game`).toBeGreaterThanOrEqual(0);
        for (const form of ['full', 'short'] as const) {
          const en = narrationFor(state.setup, index, 'en', form);
          const fr = narrationFor(state.setup, index, 'fr', form);
          for (const lines of [en, fr]) {
            expect(lines.open.length, `${key} ${form}: an opening line`).toBeGreaterThan(0);
            expect(lines.close.length, `${key} ${form}: a closing line`).toBeGreaterThan(0);
            for (const line of [...lines.open, ...lines.close]) {
              expect(line.trim().length).toBeGreaterThan(0);
              expect(line).not.toMatch(RAW);
            }
          }
          // The call names its role (the Doppelgänger's names what she copied).
          expect(en.open.join(' ')).toContain(ROLE_NAMES_EN[role]);
          const frName = ROLE_NAMES_FR[role].replace(/^La /, '');
          expect(fr.open.join(' ').toLowerCase()).toContain(frName.toLowerCase());
          for (const line of [...fr.open, ...fr.close]) expect(line, `${key} ${form} fr`).not.toMatch(ENGLISH);
          expect(fr).not.toEqual(en);
        }
        if (doppelganger && key === role) {
          // The Doppelgänger's own call is not the original's.
          const own = state.setup.script.findIndex((s) => s.key === `${role}/doppelganger`);
          expect(narrationFor(state.setup, own, 'en', 'full')).not.toEqual(
            narrationFor(state.setup, index, 'en', 'full'),
          );
        }
      });
  }

  it('the calls the Doppelgänger does at once have no call of hers (RULING 63)', () => {
    for (const role of [
      'sentinel',
      'alpha-wolf',
      'mystic-wolf',
      'apprentice-seer',
      'paranormal-investigator',
      'witch',
      'village-idiot',
    ] as const)
      expect(gameWith(role).setup.script.some((s) => s.key === `${role}/doppelganger`)).toBe(false);
  });

  it("the Werewolves' call asks the Dream Wolf for his thumb, in both languages and both forms", () => {
    const created = createGame({
      players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
      deal: {
        players: ['werewolf', 'dream-wolf', 'seer', 'villager', 'villager'],
        center: ['villager', 'robber', 'tanner'],
      },
    });
    if (!created.ok) throw new Error('deal');
    const { setup } = created.value;
    const index = setup.script.findIndex((s) => s.key === 'werewolves');
    expect(narrationFor(setup, index, 'en', 'full').open).toContain(
      'Dream Wolf, keep your eyes closed and stick out your thumb.',
    );
    expect(narrationFor(setup, index, 'en', 'full').close).toContain('Dream Wolf, put your thumb away.');
    expect(narrationFor(setup, index, 'en', 'short').open).toContain('Dream Wolf, thumb out.');
    const fr = narrationFor(setup, index, 'fr', 'full');
    expect(fr.open.join(' ')).toMatch(/Loup Rêveur/);
    for (const line of [...fr.open, ...fr.close]) expect(line).not.toMatch(ENGLISH);
    expect(narrationFor(setup, index, 'fr', 'short').open.join(' ')).toMatch(/Loup Rêveur/);
  });

  it("the Body Snatcher's and the Empath's calls say what the app drew, in both languages", () => {
    for (const role of ['body-snatcher', 'empath'] as const) {
      const state = gameWith(role);
      const index = state.setup.script.findIndex((s) => s.key === role);
      for (const language of ['en', 'fr'] as const) {
        const bare = narrationFor(state.setup, index, language, 'full');
        const said = narrationFor(state.setup, index, language, 'full', state);
        expect(said.open.length, `${role} ${language}`).toBe(bare.open.length + 1);
        const extra = said.open.at(-1)!;
        expect(extra).not.toMatch(RAW);
        if (language === 'fr') expect(extra).not.toMatch(ENGLISH);
      }
    }
  });
});

// --- the telling ---------------------------------------------------------------------------------------------------------

type Told = Pick<Case, 'deal' | 'night' | 'votes' | 'app' | 'options'>;

function tell(c: Told): { en: string[]; fr: string[] } {
  const played = playRecord(makeRecord(c), { requireVotes: true });
  if (!played.ok) throw new Error(played.error.problems.join('\n'));
  const { state, events } = played.value;
  return { en: explain(state.setup, events, 'en'), fr: explain(state.setup, events, 'fr') };
}

const NO_RIPPLE = { type: 'none' } as const;

/** Games that bring out every new fact and verdict. */
const GAMES: Readonly<Record<string, Told>> = {
  'Daybreak night': {
    deal: 'sentinel alpha-wolf mystic-wolf apprentice-tanner thing apprentice-seer paranormal-investigator witch village-idiot aura-seer squire beholder | revealer curator tanner',
    night: [
      { call: 'sentinel', target: 'Cat' },
      { call: 'alpha-wolf', target: 'Ann' },
      { call: 'mystic-wolf', target: 'Dan' },
      { call: 'thing', target: 'Fay' },
      { call: 'apprentice-seer', center: 3 },
      { call: 'paranormal-investigator', targets: ['Lea', 'Ben'] },
      { call: 'witch', center: 2, to: 'Kim' },
      { call: 'village-idiot', direction: 'right' },
      { call: 'squire', targets: ['Ben'] },
      { call: 'beholder', targets: ['Fay'] },
    ],
    votes: 'Ben Cat Dan Eve Fay Gus Hal Ida Jon Kim Lea Ann',
  },
  'Revealer and Curator': {
    deal: 'revealer curator werewolf seer villager | villager robber drunk',
    night: [
      { call: 'revealer', target: 'Cat' },
      { call: 'curator', target: 'Dan', artifact: 'claw-of-the-werewolf' },
    ],
    votes: 'Dan Dan Dan Ann Dan',
  },
  'Revealer leaves a card up': {
    deal: 'revealer curator werewolf seer villager | villager robber drunk',
    night: [
      { call: 'revealer', target: 'Dan' },
      { call: 'curator', target: 'Eve', artifact: 'cudgel-of-the-tanner' },
    ],
    votes: 'Eve Eve Eve Eve Ann',
  },
  'Bonus Pack 3': {
    deal: 'body-snatcher nostradamus empath werewolf villager tanner | villager robber drunk',
    app: {
      aliens: { action: 'stare' },
      'body-snatcher': { action: 'steal', target: 'any' },
      nostradamus: { team: 'werewolf' },
      empath: { prompt: 'sharp-dresser', group: 'odd' },
      ripple: NO_RIPPLE,
    },
    night: [
      { call: 'body-snatcher', target: 'Eve' },
      { call: 'nostradamus', targets: ['Cat', 'Dan'] },
    ],
    votes: 'Fay Fay Fay Fay Fay Ann',
  },
  'Nostradamus picked, Squire alone, Apprentice Tanner alone': {
    deal: 'nostradamus squire apprentice-tanner villager villager | werewolf tanner drunk',
    app: { nostradamus: { team: 'werewolf' } },
    votes: 'Cat Cat Ann Cat Cat',
  },
  'every artifact on the table': {
    deal: 'curator doppelganger villager villager vampire alien | villager robber drunk',
    app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE },
    night: [
      { call: 'doppelganger', target: 'Ann' },
      { call: 'vampires', target: 'Cat' },
      { call: 'curator', by: 'Ann', target: 'Dan', artifact: 'mist-of-the-vampire' },
      { call: 'curator', by: 'Ben', target: 'Fay', artifact: 'alien-artifact' },
    ],
    votes: 'Ben Cat Dan Eve Fay Ann',
  },
};

describe('the telling of Daybreak and Bonus Pack games (explain, resolve)', () => {
  for (const [name, game] of Object.entries(GAMES))
    it(`${name}: English and French, as many sentences, no raw id, no English in French`, () => {
      const { en, fr } = tell(game);
      expect(fr).toHaveLength(en.length);
      for (const sentence of en) expect(sentence).not.toMatch(RAW);
      for (const sentence of fr) {
        expect(sentence).not.toMatch(RAW);
        expect(sentence).not.toMatch(ENGLISH);
      }
    });

  it("every artifact has an English and a French name in the Curator's sentence", () => {
    for (const artifact of ARTIFACTS) {
      const deal =
        artifact === 'mist-of-the-vampire'
          ? 'curator seer villager villager vampire | villager robber drunk'
          : artifact === 'alien-artifact'
            ? 'curator seer villager villager alien | villager robber drunk'
            : 'curator seer villager villager werewolf | villager robber drunk';
      const { en, fr } = tell({
        deal,
        ...(artifact === 'alien-artifact' ? { app: { aliens: { action: 'stare' }, ripple: NO_RIPPLE } } : {}),
        night: [
          ...(artifact === 'mist-of-the-vampire' ? [{ call: 'vampires', target: 'Ben' }] : []),
          { call: 'curator', target: 'Dan', artifact },
        ],
        votes: 'Ben Cat Dan Eve Ann',
      });
      const line = en.find((s) => s.includes('Curator'))!;
      expect(line, artifact).toMatch(/put an artifact on Dan's card: the [A-Z]/);
      expect(line).not.toMatch(RAW);
      const ligne = fr.find((s) => s.includes('Conservateur'))!;
      expect(ligne, artifact).toMatch(/Dan/);
      expect(ligne).not.toMatch(RAW);
      expect(ligne).not.toMatch(ENGLISH);
    }
  });

  it('every Empath prompt is told in words in both languages', () => {
    for (const prompt of EMPATH_PROMPTS) {
      const { en, fr } = tell({
        deal: 'empath seer villager werewolf villager | villager robber drunk',
        app: { empath: { prompt, group: 'everyone' } },
        votes: 'Ben Cat Dan Eve Ann',
      });
      const line = en.find((s) => s.includes('Empath'))!;
      expect(line, prompt).toMatch(/the app said/);
      expect(line).not.toMatch(RAW);
      const ligne = fr.find((s) => s.includes('Empathe'))!;
      expect(ligne, prompt).not.toMatch(RAW);
      expect(ligne).not.toMatch(ENGLISH);
    }
  });

  it('the Sentinel, the Curator, the Revealer, the Thing and Nostradamus in English sentences', () => {
    const daybreak = tell(GAMES['Daybreak night']!).en;
    expect(daybreak).toContain("Night: the Sentinel (Ann) put a shield on Cat's card.");
    expect(daybreak).toContain("Night: the Thing (Eve) tapped Fay's shoulder.");
    expect(daybreak).toContain('Night: the Apprentice Seer (Fay) looked at the center Werewolf card: the Sentinel.');
    expect(daybreak.find((s) => s.startsWith('Night: the Village Idiot'))).toMatch(/one seat to the right/);
    const curator = tell(GAMES['Revealer and Curator']!).en;
    expect(curator).toContain("Night: the Curator (Ben) put an artifact on Dan's card: the Claw of the Werewolf.");
    expect(curator.find((s) => s.startsWith('Dan ('))).toMatch(/^Dan \(Seer, now a Werewolf\)/);
    expect(curator.find((s) => s.startsWith('Night: the Revealer'))).toMatch(
      /turned Cat's card face up: the Werewolf and turned it back face down, since it is a Werewolf card\.$/,
    );
    const up = tell(GAMES['Revealer leaves a card up']!).en;
    expect(up).toContain("Night: the Revealer (Ann) turned Dan's card face up: the Seer.");
    const bp3 = tell(GAMES['Bonus Pack 3']!).en;
    expect(bp3.find((s) => s.startsWith('Night: Nostradamus'))).toMatch(/the werewolf team/);
    expect(bp3.find((s) => s.startsWith('Ben ('))).toMatch(
      /Nostradamus wins only if he lives and the werewolf team wins/,
    );
  });

  it('the French sentences use the French names', () => {
    const fr = tell(GAMES['Daybreak night']!).fr;
    expect(fr).toContain('Nuit : la Sentinelle (Ann) a posé un bouclier sur la carte de Cat.');
    expect(fr).toContain("Nuit : la Chose (Eve) a touché l'épaule de Fay.");
    const curator = tell(GAMES['Revealer and Curator']!).fr;
    expect(curator.find((s) => s.startsWith('Nuit : le Conservateur'))).toMatch(/Griffe du Loup-Garou/);
    expect(curator.find((s) => s.startsWith('Nuit : le Divinateur'))).toMatch(
      /a retourné la carte de Cat face visible : le Loup-Garou et l'a retournée face cachée, car c'est une carte Loup-Garou\.$/,
    );
  });
});
