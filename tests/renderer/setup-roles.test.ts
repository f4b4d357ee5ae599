/** The setup screen's role catalogue: every role of every box, and the engine's counts. */
import { describe, expect, it } from 'vitest';
import { ROLE_RULES } from '../../src/main/engine/roles.ts';
import { ROLE_IDS } from '../../src/shared/roles.ts';
import { BOXES, ROLES, boxOf, isRoleId, maxCopies } from '../../src/renderer/src/setup/roles.ts';

describe('the deck picker’s boxes', () => {
  it('lists every role once: Werewolf, Vampire, Alien, Daybreak and the three Bonus Packs', () => {
    expect([...ROLES].sort()).toEqual([...ROLE_IDS].sort());
    expect(new Set(ROLES).size).toBe(ROLES.length);
    expect(BOXES.map((b) => b.box)).toEqual(['werewolf', 'vampire', 'alien', 'daybreak', 'bonus1', 'bonus2', 'bonus3']);
    expect(BOXES.find((b) => b.box === 'bonus1')!.roles).toEqual(['aura-seer', 'prince', 'cursed']);
    expect(BOXES.find((b) => b.box === 'bonus2')!.roles).toEqual(['apprentice-tanner', 'thing', 'squire', 'beholder']);
    expect(BOXES.find((b) => b.box === 'bonus3')!.roles).toEqual(['body-snatcher', 'empath', 'nostradamus']);
    for (const role of ROLE_IDS) {
      expect(isRoleId(role), role).toBe(true);
      const game = ROLE_RULES[role].game;
      expect(boxOf(role).replace(/^bonus\d$/, 'bonus'), role).toBe(game);
    }
    expect(isRoleId('la-chose')).toBe(false);
  });

  it('offers the engine’s counts: one card, or as many as a deck holds for the roles the engine repeats', () => {
    for (const role of ROLE_IDS) {
      const engine = ROLE_RULES[role].maxCopies;
      if (engine === 1) expect(maxCopies(role), role).toBe(1);
      else {
        expect(engine, role).toBe(Number.POSITIVE_INFINITY);
        // Twelve players and three center cards: the largest deck.
        expect(maxCopies(role), role).toBe(15);
      }
    }
    expect(maxCopies('dream-wolf')).toBe(15);
    expect(maxCopies('apprentice-tanner')).toBe(15);
    expect(maxCopies('sentinel')).toBe(1);
  });
});
