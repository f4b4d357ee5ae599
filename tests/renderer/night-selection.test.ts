/**
 * The answer being built, one rule per choice kind (src/main/engine/night.ts `validateAnswer` is the
 * authority; these rules only keep the console from offering an answer it would refuse), the override
 * draft, and the "changed since the last action" comparison.
 */
import { describe, expect, it } from 'vitest';
import { ChoiceSelection, mayPass } from '../../src/renderer/src/night/choice-selection.svelte.ts';
import { OverrideDraft, parsePlace, placeKey } from '../../src/renderer/src/night/override-draft.svelte.ts';
import { changedPlaces } from '../../src/renderer/src/night/table-diff.ts';
import type { ChoiceView, TableView } from '../../src/shared/views.ts';
import { legalSeats, startTable } from './night-fakes.ts';

function selecting(choice: ChoiceView): ChoiceSelection {
  const selection = new ChoiceSelection();
  selection.reset(choice);
  return selection;
}

describe('ChoiceSelection', () => {
  it('target: one legal seat; clicking it again unpicks it; an illegal seat is refused', () => {
    const s = selecting({
      kind: 'target',
      mandatory: true,
      seats: legalSeats(4, { 2: 'Cat cannot choose themselves' }),
    });
    expect(s.answer).toBeNull();
    expect(s.toggleSeat(2)).toBe(false);
    s.toggleSeat(1);
    expect(s.answer).toEqual({ target: 1 });
    s.toggleSeat(3);
    expect(s.answer).toEqual({ target: 3 });
    s.toggleSeat(3);
    expect(s.answer).toBeNull();
    expect(s.toggleCenter(0)).toBe(false);
  });

  it('targets: exactly two (a third replaces the older one); one only when the rules allow one', () => {
    const s = selecting({ kind: 'targets', mandatory: false, allowOne: false, seats: legalSeats(5) });
    s.toggleSeat(0);
    expect(s.answer).toBeNull();
    s.toggleSeat(1);
    expect(s.answer).toEqual({ targets: [0, 1] });
    s.toggleSeat(4);
    expect(s.answer).toEqual({ targets: [1, 4] });
    const cupid = selecting({ kind: 'targets', mandatory: false, allowOne: true, seats: legalSeats(5) });
    cupid.toggleSeat(3);
    expect(cupid.answer).toEqual({ targets: [3] });
  });

  it('center: one of the offered center cards', () => {
    const s = selecting({ kind: 'center', mandatory: true, indexes: [0, 1, 2] });
    expect(s.toggleSeat(0)).toBe(false);
    s.toggleCenter(2);
    expect(s.answer).toEqual({ center: 2 });
    s.toggleCenter(1);
    expect(s.answer).toEqual({ center: 1 });
  });

  it("seer: one other player's card, or two center cards; a click switches the mode and clears the other", () => {
    const s = selecting({ kind: 'seer', seats: legalSeats(4, { 0: 'self' }), indexes: [0, 1, 2] });
    s.toggleSeat(2);
    expect(s.answer).toEqual({ target: 2 });
    s.toggleCenter(0);
    expect(s.seerMode).toBe('center');
    expect(s.seats).toEqual([]);
    expect(s.answer).toBeNull();
    s.toggleCenter(1);
    expect(s.answer).toEqual({ centers: [0, 1] });
    s.setSeerMode('player');
    expect(s.centers).toEqual([]);
    expect(s.answer).toBeNull();
    expect(s.toggleSeat(0)).toBe(false);
  });

  it('marksman: a card and/or a Mark, never both of the same player', () => {
    const s = selecting({ kind: 'marksman', seats: legalSeats(4, { 1: 'self' }) });
    s.toggleSeat(2);
    expect(s.answer).toEqual({ card: 2 });
    expect(s.marksmanPick).toBe('mark'); // the card picked, the Mark is next
    s.toggleSeat(3);
    expect(s.answer).toEqual({ card: 2, mark: 3 });
    s.toggleSeat(3);
    expect(s.answer).toEqual({ card: 2 });
    s.toggleSeat(2);
    expect(s.sameMarksmanSeat).toBe(true);
    expect(s.answer).toBeNull();
    s.setMarksmanPick('card');
    s.toggleSeat(2);
    expect(s.answer).toEqual({ mark: 2 });
  });

  it('gremlin: cards or Marks must be said, and two players', () => {
    const s = selecting({ kind: 'gremlin', seats: legalSeats(4) });
    s.toggleSeat(0);
    s.toggleSeat(1);
    expect(s.answer).toBeNull();
    s.setSwap('marks');
    expect(s.answer).toEqual({ swap: 'marks', targets: [0, 1] });
    s.setSwap('cards');
    expect(s.answer).toEqual({ swap: 'cards', targets: [0, 1] });
  });

  it('nothing to choose: never an answer; "did nothing" only for optional choices', () => {
    expect(selecting({ kind: 'none' }).answer).toBeNull();
    expect(mayPass({ kind: 'none' })).toBe(false);
    expect(mayPass({ kind: 'target', mandatory: true, seats: [] })).toBe(false);
    expect(mayPass({ kind: 'target', mandatory: false, seats: [] })).toBe(true);
    expect(mayPass({ kind: 'center', mandatory: false, indexes: [0] })).toBe(true);
    expect(mayPass({ kind: 'seer', seats: [], indexes: [] })).toBe(true);
    expect(mayPass({ kind: 'marksman', seats: [] })).toBe(true);
    expect(mayPass({ kind: 'gremlin', seats: [] })).toBe(true);
  });

  it('reset starts over for a new call', () => {
    const s = selecting({ kind: 'gremlin', seats: legalSeats(4) });
    s.setSwap('cards');
    s.toggleSeat(0);
    s.reset({ kind: 'target', mandatory: true, seats: legalSeats(4) });
    expect(s.seats).toEqual([]);
    expect(s.swap).toBeNull();
  });
});

describe('OverrideDraft', () => {
  it('cards: players and center cards; table clicks fill A then B; a click on a picked place unpicks it', () => {
    const d = new OverrideDraft();
    d.pick({ spot: 0 }); // not a card place
    expect(d.a).toBeNull();
    d.pick({ player: 2 });
    d.pick({ center: 1 });
    expect(d.input).toEqual({ override: 'swap-cards', a: { player: 2 }, b: { center: 1 }, note: '' });
    d.pick({ player: 2 });
    expect(d.a).toBeNull();
    expect(d.input).toBeNull();
  });

  it('marks: players and board spots; changing the kind drops places it does not take', () => {
    const d = new OverrideDraft();
    d.pick({ player: 0 });
    d.pick({ center: 0 });
    d.setKind('swap-marks');
    expect(d.a).toEqual({ player: 0 });
    expect(d.b).toBeNull();
    d.pick({ spot: 3 });
    d.note = ' fixed ';
    expect(d.input).toEqual({ override: 'swap-marks', a: { player: 0 }, b: { spot: 3 }, note: 'fixed' });
  });

  it('the same place twice is no swap; place keys go both ways', () => {
    const d = new OverrideDraft();
    d.setA({ player: 1 });
    d.setB({ player: 1 });
    expect(d.input).toBeNull();
    for (const place of [{ player: 3 }, { center: 2 }, { spot: 11 }])
      expect(parsePlace(placeKey(place))).toEqual(place);
    expect(parsePlace('nowhere')).toBeNull();
  });
});

describe('changedPlaces', () => {
  it('names the cards, Marks, center cards and board spots that differ', () => {
    const before: TableView = {
      ...startTable(),
      board: [{ spot: 0, kind: 'fear', set: 'main', index: 0, holds: 'fear', given: false }],
    };
    const players = before.players.map((p) => ({ ...p }));
    players[1]!.mark = 'fear';
    players[3]!.card = 'robber';
    const after: TableView = {
      players,
      center: ['villager', 'werewolf', 'drunk'],
      board: [{ spot: 0, kind: 'fear', set: 'main', index: 0, holds: 'clarity', given: true }],
    };
    expect([...changedPlaces(before, after)].sort()).toEqual(['card:3', 'center:0', 'mark:1', 'spot:0']);
    expect(changedPlaces(before, before).size).toBe(0);
    expect(changedPlaces(null, after).size).toBe(0);
  });

  it('a copied role counts as a change of that card (the Copycat, the Doppelgänger)', () => {
    const before = startTable();
    const players = before.players.map((p) => ({ ...p }));
    players[0]!.copied = 'seer';
    expect([...changedPlaces(before, { ...before, players })]).toEqual(['card:0']);
  });
});
