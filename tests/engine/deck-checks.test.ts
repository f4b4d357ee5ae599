/** Deck checks before the deal: errors the game cannot start with, warnings for the rule texts' pitfalls. */
import { describe, expect, it } from 'vitest';
import { DECK_ISSUE_CODES, checkDeck, type DeckIssue } from '../../src/main/engine/deck-checks.ts';
import type { Role } from '../../src/main/engine/vocabulary.ts';

const codes = (issues: readonly DeckIssue[]): string[] => issues.map((i) => i.code);
const find = (issues: readonly DeckIssue[], code: string): DeckIssue | undefined => issues.find((i) => i.code === code);

/** A plain Werewolf deck for 3 players: no warnings. */
const BASE: Role[] = ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager'];

describe('checkDeck: errors', () => {
  it('a good deck has no errors and no warnings', () => {
    expect(checkDeck(3, BASE)).toEqual({ errors: [], warnings: [], info: [] });
  });

  it('too few cards: says how many to add', () => {
    const { errors } = checkDeck(4, BASE);
    expect(codes(errors)).toEqual(['deck-size']);
    expect(errors[0]!.message).toContain('The deck has 6 cards; 4 players need 4+3 = 7: add 1 card.');
    expect(errors[0]!.message).toContain('three more role cards than there are players');
  });

  it('too many cards: says how many to remove', () => {
    const { errors } = checkDeck(3, [...BASE, 'villager', 'villager']);
    expect(codes(errors)).toEqual(['deck-size']);
    expect(errors[0]!.message).toContain('The deck has 8 cards; 3 players need 3+3 = 6: remove 2 cards.');
  });

  it('too many copies of a role that acts alone', () => {
    const { errors } = checkDeck(3, ['werewolf', 'werewolf', 'seer', 'seer', 'robber', 'villager']);
    expect(codes(errors)).toEqual(['too-many-copies']);
    expect(errors[0]!.roles).toEqual(['seer']);
    expect(errors[0]!.message).toContain('2 Seer cards');
    expect(errors[0]!.message).toContain('a single Seer card');
    expect(errors[0]!.message).toContain('remove 1 card');
  });

  it('any number of Werewolves, Villagers, Masons, Vampires', () => {
    const deck: Role[] = ['werewolf', 'werewolf', 'werewolf', 'vampire', 'vampire', 'villager', 'mason', 'mason'];
    expect(checkDeck(5, deck).errors).toEqual([]);
  });

  it('player count outside 3–12', () => {
    expect(codes(checkDeck(2, ['werewolf', 'seer', 'robber', 'troublemaker', 'villager']).errors)).toEqual([
      'player-count',
    ]);
    const thirteen = checkDeck(13, []).errors;
    expect(codes(thirteen)).toEqual(['player-count', 'deck-size']);
    expect(thirteen[0]!.message).toContain('3 to 12 players');
    expect(checkDeck(12, []).errors.map((e) => e.code)).toEqual(['deck-size']);
  });

  it('an unknown role id (from an untyped caller)', () => {
    const deck = [...BASE.slice(0, 5), 'gizmo'] as unknown as Role[];
    const { errors } = checkDeck(3, deck);
    expect(codes(errors)).toEqual(['unknown-role']);
    expect(errors[0]!.message).toContain('"gizmo"');
  });
});

describe('checkDeck: warnings', () => {
  it('a single Mason', () => {
    const { errors, warnings } = checkDeck(3, ['werewolf', 'werewolf', 'seer', 'robber', 'mason', 'villager']);
    expect(errors).toEqual([]);
    expect(codes(warnings)).toEqual(['single-mason']);
    expect(warnings[0]!.roles).toEqual(['mason']);
    expect(warnings[0]!.message).toContain('"When using the Masons, always put both Masons in the game."');
    expect(codes(checkDeck(3, ['werewolf', 'werewolf', 'seer', 'robber', 'mason', 'mason']).warnings)).toEqual([]);
  });

  it('the Insomniac without the Robber or Troublemaker (the Gremlin does not count, as in the text)', () => {
    const without = checkDeck(3, ['werewolf', 'werewolf', 'seer', 'insomniac', 'villager', 'drunk']);
    expect(codes(without.warnings)).toEqual(['insomniac-without-swapper']);
    expect(without.warnings[0]!.message).toContain(
      '"Only use the Insomniac if the Robber or Troublemaker is in the game."',
    );
    const gremlin = checkDeck(3, ['werewolf', 'vampire', 'seer', 'insomniac', 'villager', 'gremlin']);
    expect(codes(gremlin.warnings)).toEqual(['insomniac-without-swapper']);
    expect(gremlin.warnings[0]!.message).toContain('The Gremlin can also switch cards');
    expect(codes(checkDeck(3, ['werewolf', 'werewolf', 'robber', 'insomniac', 'villager', 'seer']).warnings)).toEqual(
      [],
    );
    expect(
      codes(checkDeck(3, ['werewolf', 'werewolf', 'troublemaker', 'insomniac', 'villager', 'seer']).warnings),
    ).toEqual([]);
  });

  it('the Doppelgänger with Vampire roles (the French edition forbids it)', () => {
    const { errors, warnings } = checkDeck(3, ['doppelganger', 'vampire', 'werewolf', 'seer', 'priest', 'villager']);
    expect(errors).toEqual([]);
    expect(codes(warnings)).toEqual(['doppelganger-with-vampire']);
    expect(warnings[0]!.roles).toEqual(['doppelganger', 'vampire', 'priest']);
    expect(warnings[0]!.message).toContain('Vampire roles (Vampire and Priest)');
    expect(warnings[0]!.message).toContain(
      'La doppelgänger ne peut malheureusement pas être combinée avec les personnages de « Vampire pour une Nuit »',
    );
    expect(codes(checkDeck(3, ['doppelganger', ...BASE.slice(1)]).warnings)).toEqual([]);
  });

  it('Renfield without any Vampire card', () => {
    const { warnings } = checkDeck(3, ['renfield', 'werewolf', 'seer', 'robber', 'villager', 'villager']);
    expect(codes(warnings)).toEqual(['renfield-without-vampire']);
    expect(warnings[0]!.roles).toEqual(['renfield']);
    expect(warnings[0]!.message).toContain('on the villager team');
    for (const vampire of ['vampire', 'the-master', 'the-count'] as const)
      expect(codes(checkDeck(3, ['renfield', vampire, 'seer', 'robber', 'villager', 'villager']).warnings)).toEqual([]);
  });

  it('the Minion without Werewolves', () => {
    const { warnings } = checkDeck(3, ['minion', 'vampire', 'seer', 'robber', 'villager', 'villager']);
    expect(codes(warnings)).toEqual(['minion-without-werewolf']);
    expect(warnings[0]!.roles).toEqual(['minion']);
    expect(warnings[0]!.message).toContain('the Minion wakes up and sees who the Werewolves are');
  });

  it('no Werewolf and no Vampire card at all', () => {
    const { warnings } = checkDeck(3, ['seer', 'robber', 'troublemaker', 'villager', 'priest', 'gremlin']);
    expect(codes(warnings)).toEqual(['no-werewolf-or-vampire']);
    expect(find(warnings, 'no-werewolf-or-vampire')!.roles).toBeUndefined();
    expect(warnings[0]!.message).toContain('the village wins only if nobody dies');
    // A Vampire deck without the plain Vampire: the Master and the Count are Vampires.
    expect(codes(checkDeck(3, ['the-master', 'seer', 'robber', 'villager', 'priest', 'gremlin']).warnings)).toEqual([]);
  });

  it('warnings add up, errors and warnings together', () => {
    const { errors, warnings } = checkDeck(4, ['minion', 'mason', 'insomniac', 'renfield', 'seer', 'seer']);
    expect(codes(errors)).toEqual(['deck-size', 'too-many-copies']);
    expect(codes(warnings)).toEqual([
      'single-mason',
      'insomniac-without-swapper',
      'renfield-without-vampire',
      'minion-without-werewolf',
      'no-werewolf-or-vampire',
    ]);
  });

  it('every code is a stable kebab id', () => {
    for (const code of DECK_ISSUE_CODES) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(DECK_ISSUE_CODES).size).toBe(DECK_ISSUE_CODES.length);
  });
});

describe('checkDeck: what the console says a finding with', () => {
  it('the Alien cards counted, the Vampire roles named, the one of Groob and Zerb alone (the console recounts nothing)', () => {
    const aliens = checkDeck(3, ['alien', 'groob', 'synthetic-alien', 'body-snatcher', 'seer', 'villager']);
    // Two Alien cards (the Synthetic Alien and the Body Snatcher are not counted by the rule's sentence): fine.
    expect(find(aliens.warnings, 'alien-count')).toBeUndefined();
    const three = checkDeck(3, ['alien', 'alien', 'zerb', 'seer', 'villager', 'villager']);
    expect(find(three.warnings, 'alien-count')?.params).toEqual({ count: 3 });
    expect(find(three.info, 'groob-without-zerb')?.params).toEqual({ alone: 'zerb', other: 'groob' });
    const copy = checkDeck(3, ['doppelganger', 'vampire', 'renfield', 'seer', 'villager', 'villager']);
    expect(find(copy.warnings, 'doppelganger-with-vampire')?.params).toEqual({ roles: ['vampire', 'renfield'] });
  });
});
