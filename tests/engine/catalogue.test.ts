/**
 * The catalogue the console reads instead of holding rules knowledge: it is the registry said as data,
 * and says everything the setup screen once wrote by hand (the boxes and the Bonus Packs, the kinds, the
 * roles the app directs, the copies a deck may hold, the house rules with their defaults and when they can
 * matter, the app's weights). The screen's old tables are kept here as the expectation.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_APP_WEIGHTS,
  DEFAULT_OPTIONS,
  OPTION_NAMES,
  ROLE_FACTS,
  ROLES,
  ROLE_NAMES_EN,
  ROLE_NAMES_FR,
  TEAMS,
  catalogue,
  seededRng,
  shuffle,
} from '../../src/main/engine/index.ts';
import { deckMeets } from '../../src/shared/catalogue.ts';
import {
  ALIEN_ROLE_IDS,
  BONUS_ROLE_IDS,
  DAYBREAK_ROLE_IDS,
  REPEATABLE_ROLE_IDS,
  VAMPIRE_ROLE_IDS,
  WEREWOLF_ROLE_IDS,
  type RoleId,
} from '../../src/shared/roles.ts';
import { createDispatcher } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { openSession } from '../session/helpers.ts';

// What the setup screen wrote by hand before it read the catalogue: the catalogue says the same.
const BOXES: readonly { box: string; roles: readonly RoleId[] }[] = [
  { box: 'werewolf', roles: WEREWOLF_ROLE_IDS },
  { box: 'vampire', roles: VAMPIRE_ROLE_IDS },
  { box: 'alien', roles: ALIEN_ROLE_IDS },
  { box: 'daybreak', roles: DAYBREAK_ROLE_IDS },
  { box: 'bonus1', roles: ['aura-seer', 'prince', 'cursed'] },
  { box: 'bonus2', roles: ['apprentice-tanner', 'thing', 'squire', 'beholder'] },
  { box: 'bonus3', roles: ['body-snatcher', 'empath', 'nostradamus'] },
];
const VAMPIRE_KIND: readonly RoleId[] = ['vampire', 'the-master', 'the-count'];
const ALIEN_KIND: readonly RoleId[] = ['alien', 'synthetic-alien', 'groob', 'zerb', 'body-snatcher'];
const WEREWOLF_KIND: readonly RoleId[] = ['werewolf', 'alpha-wolf', 'mystic-wolf', 'dream-wolf'];
const APP_DIRECTED: readonly RoleId[] = [
  ...ALIEN_KIND,
  'oracle',
  'psychic',
  'rascal',
  'exposer',
  'mortician',
  'blob',
  'empath',
  'nostradamus',
];
type Has = (role: RoleId) => boolean;
const tannerMayDie = (has: Has): boolean => has('tanner') || has('apprentice-tanner') || has('curator');
const epicMayHappen = (has: Has): boolean =>
  [WEREWOLF_KIND, VAMPIRE_KIND, ALIEN_KIND].filter((kind) => kind.some(has)).length >= 2;
const HOUSE_RULES: readonly { rule: string; default: boolean; matters: (has: Has) => boolean }[] = [
  { rule: 'diseasedCardVotes', default: false, matters: (has) => has('diseased') },
  { rule: 'cupidMayGiveOne', default: false, matters: (has) => has('cupid') },
  { rule: 'doppelgangerCountAnyPlayer', default: true, matters: (has) => has('doppelganger') && has('the-count') },
  {
    rule: 'masterProtectedFromHunter',
    default: true,
    matters: (has) => (has('the-master') || has('bodyguard')) && has('hunter'),
  },
  { rule: 'tannerBlocksVampires', default: false, matters: (has) => has('tanner') && VAMPIRE_KIND.some(has) },
  {
    rule: 'tannerBeatsLoneMinion',
    default: false,
    matters: (has) => tannerMayDie(has) && (has('minion') || has('squire')),
  },
  { rule: 'epicTannerBlocksWerewolves', default: false, matters: (has) => tannerMayDie(has) && epicMayHappen(has) },
  { rule: 'syntheticBeatsEveryone', default: false, matters: (has) => has('synthetic-alien') },
  { rule: 'appTieKillsPlayers', default: false, matters: (has) => ALIEN_KIND.some(has) },
  { rule: 'oracleChangeFollowsPlayer', default: false, matters: (has) => has('oracle') },
  { rule: 'timeLoopWholeNight', default: false, matters: (has) => ALIEN_KIND.some(has) },
  {
    rule: 'epicVillageAnyTwoTeams',
    default: false,
    matters: (has) => ALIEN_KIND.some(has) && (has('werewolf') || VAMPIRE_KIND.some(has)),
  },
  {
    rule: 'daybreakWerewolfTannerOnly',
    default: false,
    matters: (has) => (has('paranormal-investigator') || has('revealer')) && ALIEN_KIND.some(has),
  },
  { rule: 'investigatorChangeFollowsPlayer', default: false, matters: (has) => has('paranormal-investigator') },
  { rule: 'artifactsDaybreakOnly', default: false, matters: (has) => has('curator') },
  {
    rule: 'epicProtectedNextHighest',
    default: false,
    matters: (has) => (has('the-master') || has('prince') || has('bodyguard')) && epicMayHappen(has),
  },
  // The lone wolf rule only matters with a Werewolf card.
  { rule: 'loneWolf', default: true, matters: (has) => has('werewolf') },
];
const ALIENS: readonly RoleId[] = ['alien', 'synthetic-alien', 'groob', 'zerb'];
const WEIGHT_GROUPS: readonly { group: string; roles: readonly RoleId[] }[] = [
  { group: 'aliens', roles: ALIENS },
  { group: 'viewTargets', roles: [...ALIENS, 'psychic'] },
  { group: 'groups', roles: ALIENS },
  { group: 'oracle', roles: ['oracle'] },
  { group: 'oracleRefusal', roles: ['oracle'] },
  { group: 'oracleAlienReply', roles: ['oracle'] },
  { group: 'oracleCenter', roles: ['oracle'] },
  { group: 'psychic', roles: ['psychic'] },
  { group: 'rascal', roles: ['rascal'] },
  { group: 'rascalOneTargets', roles: ['rascal'] },
  { group: 'rascalTwoTargets', roles: ['rascal'] },
  { group: 'exposer', roles: ['exposer'] },
  { group: 'mortician', roles: ['mortician'] },
  { group: 'morticianTargets', roles: ['mortician'] },
  { group: 'blob', roles: ['blob'] },
  { group: 'bodySnatcher', roles: ['body-snatcher'] },
  { group: 'bodySnatcherTargets', roles: ['body-snatcher'] },
  { group: 'empath', roles: ['empath'] },
  { group: 'ripple', roles: ALIENS },
];

const c = catalogue();
const byId = new Map(c.roles.map((r) => [r.id, r]));
const ids = (roles: Iterable<string>): string[] => [...roles].sort();

describe('the roles', () => {
  it('every role once, box by box, with its names in both languages and its team', () => {
    expect(ids(c.roles.map((r) => r.id))).toEqual(ids(ROLES));
    expect(c.boxes.flatMap((b) => b.roles)).toEqual(c.roles.map((r) => r.id));
    for (const role of ROLES) {
      const entry = byId.get(role)!;
      expect(entry.name).toEqual({ en: ROLE_NAMES_EN[role], fr: ROLE_NAMES_FR[role] });
      expect(entry.team).toBe(ROLE_FACTS.team[role]);
    }
    expect(byId.get('renfield')!.article).toEqual({ en: '', fr: '' });
    expect(byId.get('seer')!.article).toEqual({ en: 'the ', fr: 'la ' });
  });

  it('the boxes are the setup screen’s, the Bonus Packs one by one', () => {
    expect(c.boxes.map((b) => ({ box: b.box, roles: [...b.roles] }))).toEqual(
      BOXES.map((b) => ({ box: b.box, roles: [...b.roles] })),
    );
    expect(c.boxes.find((b) => b.box === 'bonus1')!.roles).toEqual(BONUS_ROLE_IDS.slice(0, 3));
    expect(c.boxes.find((b) => b.box === 'bonus3')!.roles).toEqual(BONUS_ROLE_IDS.slice(7));
  });

  it('the kinds, the roles the app directs and the copies a deck may hold', () => {
    const ofKind = (kind: string): string[] =>
      ids(c.roles.filter((r) => r.kinds.includes(kind as never)).map((r) => r.id));
    expect(ofKind('vampire')).toEqual(ids(VAMPIRE_KIND));
    expect(ofKind('werewolf')).toEqual(ids(WEREWOLF_KIND));
    expect(ofKind('alien')).toEqual(ids(ALIEN_KIND));
    expect(ofKind('copier')).toEqual(['copycat', 'doppelganger']);
    expect(ids(c.roles.filter((r) => r.appDirected).map((r) => r.id))).toEqual(ids(APP_DIRECTED));
    expect(ids(c.roles.filter((r) => r.maxCopies === null).map((r) => r.id))).toEqual(ids(REPEATABLE_ROLE_IDS));
    for (const r of c.roles) if (r.maxCopies !== null) expect(r.maxCopies, r.id).toBe(1);
  });

  it('what each role moves, its calls and its badge', () => {
    expect(byId.get('witch')!.moves).toEqual(['cards']);
    expect(byId.get('gremlin')!.moves).toEqual(['cards', 'marks']);
    expect(byId.get('pickpocket')!.moves).toEqual(['marks']);
    expect(byId.get('seer')!.moves).toEqual([]);
    expect(byId.get('body-snatcher')!.badge).toBe('taken');
    expect(byId.get('curator')!.badge).toBe('artifact');
    expect(byId.get('mason')!.calls).toEqual(['masons']);
    expect(byId.get('villager')!.calls).toEqual([]);
  });

  it('every team, named in both languages', () => {
    expect(c.teams.map((t) => t.id)).toEqual([...TEAMS]);
    for (const t of c.teams) expect(t.name.en.length * t.name.fr.length, t.id).toBeGreaterThan(0);
  });

  it("each team's box: the box of its card, Groob's, Zerb's and the Leader's teams the Alien's", () => {
    const boxOf = new Map(c.teams.map((t) => [t.id, t.box]));
    // What the statistics once listed by hand as the Alien teams (their column is shown when one was played).
    const alien = c.teams.filter((t) => t.box === 'alien').map((t) => t.id);
    expect(ids(alien)).toEqual(ids(['alien', 'synthetic-alien', 'groob', 'zerb', 'leader', 'blob', 'mortician']));
    expect(boxOf.get('village')).toBe('werewolf');
    expect(boxOf.get('tanner')).toBe('werewolf');
    expect(boxOf.get('assassin')).toBe('vampire');
    expect(boxOf.get('apprentice-assassin')).toBe('vampire');
    expect(boxOf.get('nostradamus')).toBe('bonus3');
    // A team printed on a card is in the box of one of the cards printing it.
    for (const t of c.teams) {
      const printing = c.roles.filter((r) => r.team === t.id).map((r) => r.box);
      if (printing.length > 0) expect(printing, t.id).toContain(t.box);
    }
  });
});

describe('the house rules', () => {
  it('every option once, with the engine’s default', () => {
    expect(ids(c.houseRules.map((h) => h.id))).toEqual(ids(OPTION_NAMES));
    for (const h of c.houseRules) expect(h.default, h.id).toBe(DEFAULT_OPTIONS[h.id as keyof typeof DEFAULT_OPTIONS]);
  });

  it('those the setup screen offers, with its defaults, matter in exactly the decks its old table said', () => {
    const offered = c.houseRules.filter((h) => h.offered);
    expect(ids(offered.map((h) => h.id))).toEqual(ids(HOUSE_RULES.map((h) => h.rule)));
    const rng = seededRng(19);
    const all = ROLES as readonly RoleId[];
    for (let i = 0; i < 3000; i++) {
      const deck = new Set(shuffle(rng, all).slice(0, rng.int(1, 12)));
      const has = (role: RoleId): boolean => deck.has(role);
      for (const h of HOUSE_RULES) {
        const mine = c.houseRules.find((x) => x.id === h.rule)!;
        expect(mine.default, h.rule).toBe(h.default);
        expect(deckMeets(mine.matters, has), `${h.rule} with ${[...deck].join(', ')}`).toBe(h.matters(has));
      }
    }
  });
});

describe("the app's weights", () => {
  it('every group with its variants and defaults, and the roles that make it matter', () => {
    expect(c.appWeights.map((g) => g.group)).toEqual(Object.keys(DEFAULT_APP_WEIGHTS));
    for (const g of c.appWeights) {
      const base = DEFAULT_APP_WEIGHTS[g.group];
      if (typeof base === 'number') expect(g.default).toBe(base);
      else expect(Object.fromEntries(g.variants.map((v) => [v.id, v.default]))).toEqual(base);
      const screen = WEIGHT_GROUPS.find((w) => w.group === g.group)!;
      // The screen's roles are among the catalogue's (which also counts the Body Snatcher as an Alien).
      for (const role of screen.roles) expect(g.roles, `${g.group}: ${role}`).toContain(role);
    }
    expect(c.appWeights.find((g) => g.group === 'oracleRefusal')!.max).toBe(100);
  });
});

describe('through the contract', () => {
  it('catalogue() answers the catalogue and takes no argument', async () => {
    const { session } = openSession();
    const dispatch = createDispatcher({ session, narration: new TimedTextNarration(1), keepAwake: () => undefined });
    const answer = await dispatch('catalogue', []);
    expect(answer.ok).toBe(true);
    expect(JSON.parse(JSON.stringify(answer))).toEqual({ ok: true, value: JSON.parse(JSON.stringify(c)) });
    expect(await dispatch('catalogue', ['x'])).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
  });
});
