/**
 * Entering the physical deal fast (issue 20 §4): the first letters of a role (or its initials) and Enter,
 * seat by seat then the center, the roles left offered with their short codes; or a slot tapped, then a
 * role. A 10-player deal in well under 40 keys.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { DealEntry, initials, names, normalized, shortCodes } from '../../src/renderer/src/setup/deal-entry.svelte.ts';
import { SetupState } from '../../src/renderer/src/setup/setup-state.svelte.ts';
import type { RoleId } from '../../src/shared/roles.ts';
import { roles } from './catalogue-fixture.ts';
import type { Api } from '../../src/shared/api.ts';

const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
const EN = (role: RoleId): string => roles.role(role).card.en;
const FR = (role: RoleId): string => roles.role(role).card.fr;

/** A setup with these players and this deck, its deal to be entered by hand. */
function setupWith(players: readonly string[], deck: readonly RoleId[]): SetupState {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
  const api: Partial<Api> = {
    rememberedNames: () => ok([]),
    presets: () => ok([]),
    checkDeck: () => ok({ errors: [], warnings: [], info: [] }),
  };
  const setup = new SetupState(new AppState(api as Api));
  for (const name of players) {
    setup.newName = name;
    setup.addPlayer();
  }
  for (const role of deck) setup.addRole(role);
  setup.setDealMode('manual');
  return setup;
}

/** Types a word into the entry's field, letter by letter, as the field would pass it. */
function type(entry: DealEntry, letters: string): void {
  for (const letter of letters) expect(entry.setTyped(entry.typed + letter)).toBe(true);
}

afterEach(() => vi.unstubAllGlobals());

const TEN = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];
const DECK_10: RoleId[] = [
  'werewolf',
  'werewolf',
  'minion',
  'seer',
  'robber',
  'troublemaker',
  'drunk',
  'insomniac',
  'hunter',
  'tanner',
  'villager',
  'villager',
  'villager',
];

describe('the letters that name a role', () => {
  it('the start of its name, or of its initials; accents and hyphens do not count', () => {
    expect(normalized('Loup-Garou')).toBe('loupgarou');
    expect(initials('Loup-Garou')).toBe('lg');
    expect(initials('Apprentie Voyante')).toBe('av');
    expect(names('lou', 'Loup-Garou')).toBe(true);
    expect(names('lg', 'Loup-Garou')).toBe(true);
    expect(names('soul', 'Soûlard')).toBe(true);
    expect(names('g', 'Loup-Garou')).toBe(false);
  });

  it('short codes: the fewest letters that name a role alone among the roles left', () => {
    const codes = shortCodes(['werewolf', 'seer', 'troublemaker', 'tanner', 'villager'], EN);
    expect(codes).toEqual({
      werewolf: 'w',
      seer: 's',
      troublemaker: 'tr',
      tanner: 'ta',
      villager: 'v',
    });
    // French: the Loup-Garou and the Loup alpha part at their initials.
    const french = shortCodes(['werewolf', 'alpha-wolf', 'seer', 'apprentice-seer'], FR);
    expect(french['werewolf']).toBe('lg');
    expect(french['alpha-wolf']).toBe('la');
    expect(french['seer']).toBe('v');
    expect(french['apprentice-seer']).toBe('a');
  });
});

describe('the deal entry', () => {
  it('a 10-player deal, seat by seat then the center, in under 40 keys', () => {
    const setup = setupWith(TEN, DECK_10);
    const entry = new DealEntry(setup, EN);
    const deal: RoleId[] = [
      'seer',
      'werewolf',
      'villager',
      'robber',
      'troublemaker',
      'minion',
      'werewolf',
      'drunk',
      'tanner',
      'insomniac',
      'hunter',
      'villager',
      'villager',
    ];
    let keys = 0;
    for (const role of deal) {
      // The letters of its short code among the roles left, then Enter.
      const code = entry.left.find((o) => o.role === role)!.code;
      type(entry, code);
      expect(entry.offers[0]?.role).toBe(role);
      expect(entry.key('Enter')).toBe(true);
      keys += code.length + 1;
    }
    expect(keys).toBeLessThan(40);
    expect(setup.seatCards).toEqual(deal.slice(0, 10));
    expect(setup.centerCards).toEqual(deal.slice(10));
    expect(setup.leftToAssign).toEqual([]);
    expect(entry.cursor).toBe(-1);
  });

  it('letters that name no role left are refused; Backspace with nothing typed goes back a slot and empties it', () => {
    const setup = setupWith(['Ann', 'Ben', 'Cat'], ['werewolf', 'seer', 'robber', 'villager', 'villager', 'tanner']);
    const entry = new DealEntry(setup, EN);
    expect(entry.setTyped('x')).toBe(false);
    expect(entry.refusal).toEqual({ code: 'no-match', typed: 'x' });
    expect(entry.typed).toBe('');
    type(entry, 's');
    entry.key('Enter');
    expect(setup.seatCards[0]).toBe('seer');
    // The Seer is all entered: "s" names nothing left now.
    expect(entry.setTyped('s')).toBe(false);
    expect(entry.key('Backspace')).toBe(true);
    expect(setup.seatCards[0]).toBeNull();
    expect(entry.cursor).toBe(0);
    // A letter typed, then Backspace: the field's own (not a slot back).
    type(entry, 'w');
    expect(entry.key('Backspace')).toBe(false);
    expect(entry.key('Escape')).toBe(true);
    expect(entry.typed).toBe('');
  });

  it('a slot tapped, then a role tapped: it goes there; the cursor moves on to the next empty slot', () => {
    const setup = setupWith(['Ann', 'Ben', 'Cat'], ['werewolf', 'seer', 'robber', 'villager', 'villager', 'tanner']);
    const entry = new DealEntry(setup, EN);
    entry.moveTo(4); // the second center card
    expect(entry.pick('tanner')).toBe(true);
    expect(setup.centerCards).toEqual([null, 'tanner', null]);
    expect(entry.cursor).toBe(5);
    entry.pick('villager');
    entry.pick('villager');
    expect(entry.cursor).toBe(1);
    expect(setup.seatCards).toEqual(['villager', null, null]);
    // With nothing typed, Tab leaves the field and Space does nothing; Enter takes the first role left.
    expect(entry.key('Tab')).toBe(false);
    expect(entry.key(' ')).toBe(true);
    expect(setup.seatCards[1]).toBeNull();
    entry.key('Enter');
    expect(setup.seatCards[1]).toBe('werewolf');
    // Typed: Tab takes the role named.
    type(entry, 'r');
    expect(entry.key('Tab')).toBe(true);
    expect(setup.seatCards[2]).toBe('robber');
    entry.key('Backspace');
    // A slot that holds a card takes another: its card is left again.
    entry.moveTo(0);
    entry.pick('seer');
    expect(setup.seatCards).toEqual(['seer', 'werewolf', null]);
    expect(setup.leftToAssign.map((l) => l.role)).toEqual(['robber', 'villager']);
    entry.pick('robber');
    entry.pick('villager');
    expect(entry.cursor).toBe(-1);
    expect(setup.seatCards).toEqual(['seer', 'werewolf', 'robber']);
    // Every card entered: Ann's and Cat's were the other way round. Cat's seat, then the Seer: swapped.
    entry.moveTo(2);
    expect(entry.left.map((o) => o.role)).toEqual(['robber']);
    expect(entry.tiles.find((t) => t.role === 'seer')?.count).toBe(0);
    expect(entry.pick('seer')).toBe(true);
    expect(setup.seatCards).toEqual(['robber', 'werewolf', 'seer']);
    expect(setup.leftToAssign).toEqual([]);
    expect(entry.cursor).toBe(-1);
    expect(entry.pick('villager')).toBe(false);
    expect(entry.refusal).toEqual({ code: 'full' });
    // Cleared elsewhere: back to the first slot.
    setup.clearDeal();
    entry.restart();
    expect(entry.cursor).toBe(0);
  });
});
