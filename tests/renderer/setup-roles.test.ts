/**
 * The setup screen's roles come from the catalogue (the main process's registry said as data): every role
 * of every box, the copies a deck may hold, the kinds, the roles the app directs, the house rules with
 * their defaults and when they matter, and each call's badge. The console writes none of them itself.
 */
import { describe, expect, it } from 'vitest';
import { ROLE_RULES } from '../../src/main/engine/roles.ts';
import { DEFAULT_OPTIONS } from '../../src/main/engine/index.ts';
import { ROLE_IDS, type RoleId } from '../../src/shared/roles.ts';
import { LONE_WOLF } from '../../src/renderer/src/lib/catalogue.svelte.ts';
import { roles } from './catalogue-fixture.ts';

const deck =
  (...cards: RoleId[]) =>
  (role: RoleId): boolean =>
    cards.includes(role);

describe('the deck picker’s boxes', () => {
  it('lists every role once: Werewolf, Vampire, Alien, Daybreak and the three Bonus Packs', () => {
    expect([...roles.roles].sort()).toEqual([...ROLE_IDS].sort());
    expect(new Set(roles.roles).size).toBe(roles.roles.length);
    expect(roles.boxes.map((b) => b.box)).toEqual([
      'werewolf',
      'vampire',
      'alien',
      'daybreak',
      'bonus1',
      'bonus2',
      'bonus3',
    ]);
    expect(roles.rolesOfBox('bonus1')).toEqual(['aura-seer', 'prince', 'cursed']);
    expect(roles.rolesOfBox('bonus2')).toEqual(['apprentice-tanner', 'thing', 'squire', 'beholder']);
    expect(roles.rolesOfBox('bonus3')).toEqual(['body-snatcher', 'empath', 'nostradamus']);
    for (const role of ROLE_IDS) {
      expect(roles.isRole(role), role).toBe(true);
      expect(roles.boxOf(role).replace(/^bonus\d$/, 'bonus'), role).toBe(ROLE_RULES[role].game);
    }
    expect(roles.isRole('la-chose')).toBe(false);
  });

  it('offers the engine’s counts: one card, or as many as a deck holds for the roles the engine repeats', () => {
    for (const role of ROLE_IDS) {
      const engine = ROLE_RULES[role].maxCopies;
      if (engine === 1) expect(roles.maxCopies(role), role).toBe(1);
      else {
        expect(engine, role).toBe(Number.POSITIVE_INFINITY);
        // Twelve players and three center cards: the largest deck.
        expect(roles.maxCopies(role), role).toBe(15);
      }
    }
    expect(roles.maxCopies('dream-wolf')).toBe(15);
    expect(roles.maxCopies('sentinel')).toBe(1);
  });
});

describe('what the screens read from it', () => {
  it('the kinds, and whether the app directs a role of the deck', () => {
    expect(roles.isOfKind('the-count', 'vampire')).toBe(true);
    expect(roles.isOfKind('body-snatcher', 'alien')).toBe(true);
    expect(roles.isOfKind('minion', 'werewolf')).toBe(false);
    expect(roles.appMatters(deck('werewolf', 'seer'))).toBe(false);
    expect(roles.appMatters(deck('seer', 'oracle'))).toBe(true);
    expect(roles.appMatters(deck('groob'))).toBe(true);
  });

  it('every offered house rule with the engine’s default, the lone wolf apart, and when each matters', () => {
    expect(roles.setupHouseRules.length).toBeGreaterThan(10);
    expect(roles.setupHouseRules.some((h) => h.id === LONE_WOLF)).toBe(false);
    for (const h of roles.setupHouseRules)
      expect(roles.houseRuleDefault(h.id), h.id).toBe(DEFAULT_OPTIONS[h.id as keyof typeof DEFAULT_OPTIONS]);
    expect(roles.houseRuleDefault(LONE_WOLF)).toBe(true);
    expect(roles.matters(LONE_WOLF, deck('seer'))).toBe(false);
    expect(roles.matters(LONE_WOLF, deck('werewolf'))).toBe(true);
    expect(roles.matters('cupidMayGiveOne', deck('cupid'))).toBe(true);
    expect(roles.matters('masterProtectedFromHunter', deck('the-master'))).toBe(false);
    expect(roles.matters('masterProtectedFromHunter', deck('the-master', 'hunter'))).toBe(true);
    expect(roles.matters('no-such-rule', deck('werewolf'))).toBe(false);
  });

  it('the tag on the seat picked at a call, from the role that answers it', () => {
    expect(roles.badgeOf('sentinel')).toBe('shield');
    expect(roles.badgeOf('alpha-wolf')).toBe('centerWerewolf');
    expect(roles.badgeOf('body-snatcher')).toBe('taken');
    expect(roles.badgeOf('seer')).toBeNull();
  });

  it('names a team in both languages', () => {
    expect(roles.teamName('tanner', 'en')).toBe('Tanner');
    expect(roles.teamName('werewolf', 'fr')).toMatch(/Loup/);
    expect(roles.teamName('no-such-team', 'fr')).toBe('no-such-team');
    expect(roles.isTeam('mortician')).toBe(true);
    expect(roles.isTeam('pirates')).toBe(false);
  });
});
