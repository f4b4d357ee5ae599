/**
 * The event hub's core (src/main/hub/hub.ts): every desk's update tried on a copy and checked (the role's
 * permissions, the event's own rules, each game's record), games deduplicated by id, a corrected game
 * replacing its first version (logged), two results for one table shown as a conflict for the organiser to
 * choose, and everything kept across a restart of the hub.
 */
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { EventHub } from '../../src/main/hub/hub.ts';
import type { Actor } from '../../src/main/hub/rules.ts';
import { unwrap } from '../session/helpers.ts';
import { change, entryOf, laptop, organiser, playGame, record, replica, tablePlayers, type Laptop } from './helpers.ts';

const table1: Actor = { kind: 'desk', id: 'desk-a', name: 'Table 1', role: 'table', tables: [1] };
const table2: Actor = { kind: 'desk', id: 'desk-b', name: 'Table 2', role: 'table', tables: [2] };
const registration: Actor = { kind: 'desk', id: 'desk-r', name: 'Front desk', role: 'registration', tables: [] };
const judge: Actor = { kind: 'desk', id: 'desk-j', name: 'Judge', role: 'judge', tables: [] };

function hubOf(l: Laptop & { eventId: string }): EventHub {
  return new EventHub(l.eventId, l.store, l.hubStore, l.session, {
    now: () => new Date('2026-04-01T20:00:00Z'),
    newId: () => 'x',
  });
}

function finishedAt(l: Laptop & { eventId: string }, deskPrefix: string, table: number, votesFor = 0) {
  const desk = laptop(deskPrefix);
  const game = playGame(desk.session, tablePlayers(l, l.eventId, 1, table), votesFor);
  return { desk, game, record: record(desk.session, game.id) };
}

describe('the event hub', () => {
  it('takes a table’s finished game: the game is in the archive, linked to its table, and counts in the standings', () => {
    const org = organiser();
    const hub = hubOf(org);
    const { record: rec } = finishedAt(org, 'a', 1);
    const result = hub.receive(
      change(replica(hub), { op: 'game', entry: entryOf(rec, 1, 1, 'desk-a') }, 'desk-a/1'),
      table1,
    );
    expect(result).toEqual({ ok: true, changed: true });
    expect(org.store.game(String(rec.id))?.phase).toBe('revealed');
    const event = org.session.tournaments.stored(org.eventId)!;
    expect(event.rounds[0]!.tables[0]!.gameId).toBe(rec.id);
    const standings = unwrap(org.session.tournaments.standings(org.eventId));
    expect(standings.gamesCounted).toBe(1);
    expect(standings.rows.filter((r) => r.games === 1)).toHaveLength(6);
    expect(hub.roomView().tables[0]).toMatchObject({ table: 1, finished: true });
    expect(hub.roomView().tables[1]).toMatchObject({ table: 2, finished: false });
  });

  it('dedupes a game sent twice (the same update, or the same record from another replica)', () => {
    const org = organiser();
    const hub = hubOf(org);
    const { record: rec } = finishedAt(org, 'a', 1);
    const update = change(replica(hub), { op: 'game', entry: entryOf(rec, 1, 1, 'desk-a') }, 'desk-a/1');
    expect(hub.receive(update, table1)).toEqual({ ok: true, changed: true });
    expect(hub.receive(update, table1)).toEqual({ ok: true, changed: false });
    // The desk restarted offline and sent it again from a new replica: same game id, same version.
    const again = change(replica(hub), { op: 'game', entry: entryOf(rec, 1, 1, 'desk-a') }, 'desk-a/2');
    expect(hub.receive(again, table1).ok).toBe(true);
    expect(org.store.list().filter((g) => g.id === rec.id)).toHaveLength(1);
    expect(org.hubStore.logCount(org.eventId, 'game-received')).toBe(1);
    expect(org.hubStore.logCount(org.eventId, 'game-replaced')).toBe(0);
  });

  it('replaces a game by its corrected version, and logs it', () => {
    const org = organiser();
    const hub = hubOf(org);
    const { desk, game, record: first } = finishedAt(org, 'a', 1);
    hub.receive(change(replica(hub), { op: 'game', entry: entryOf(first, 1, 1, 'desk-a') }, 'desk-a/1'), table1);
    const winnersBefore = org.store.game(String(first.id))!.winners;
    // At the table: the vote taken back and taken again, differently.
    unwrap(desk.session.undo(game.id));
    unwrap(
      desk.session.vote(
        game.id,
        game.players.map((_, seat) => (seat === 3 ? 4 : 3)),
      ),
    );
    const corrected = record(desk.session, game.id);
    expect(corrected.votes).not.toEqual(first.votes);
    const result = hub.receive(
      change(replica(hub), { op: 'game', entry: entryOf(corrected, 1, 1, 'desk-a') }, 'desk-a/2'),
      table1,
    );
    expect(result).toEqual({ ok: true, changed: true });
    expect(org.store.game(String(first.id))!.winners).not.toEqual(winnersBefore);
    expect(unwrap(org.session.exportGame(String(first.id))).votes).toEqual(corrected.votes);
    expect(org.hubStore.logCount(org.eventId, 'game-replaced')).toBe(1);
    expect(org.store.list().filter((g) => g.id === first.id)).toHaveLength(1);
  });

  it('shows two results for one table to the organiser, who chooses; neither is dropped', () => {
    const org = organiser();
    const hub = hubOf(org);
    const a = finishedAt(org, 'a', 1);
    const b = finishedAt(org, 'b', 1, 2);
    const secondDesk: Actor = { kind: 'desk', id: 'desk-c', name: 'Spare laptop', role: 'table', tables: [1] };
    expect(
      hub.receive(change(replica(hub), { op: 'game', entry: entryOf(a.record, 1, 1, 'desk-a') }, 'desk-a/1'), table1)
        .ok,
    ).toBe(true);
    expect(
      hub.receive(
        change(replica(hub), { op: 'game', entry: entryOf(b.record, 1, 1, 'desk-c') }, 'desk-c/1'),
        secondDesk,
      ).ok,
    ).toBe(true);
    expect(hub.conflicts()).toEqual([
      expect.objectContaining({
        round: 1,
        table: 1,
        games: expect.arrayContaining([
          expect.objectContaining({ gameId: a.record.id }),
          expect.objectContaining({ gameId: b.record.id }),
        ]),
      }),
    ]);
    // Until the organiser chooses, the table counts no game; both games are in the archive.
    expect(org.session.tournaments.stored(org.eventId)!.rounds[0]!.tables[0]!.gameId).toBeNull();
    expect(org.store.has(String(a.record.id)) && org.store.has(String(b.record.id))).toBe(true);
    // A desk cannot choose.
    const byDesk = hub.receive(
      change(replica(hub), { op: 'choose', round: 1, table: 1, gameId: String(a.record.id) }, 'desk-a/2'),
      table1,
    );
    expect(byDesk.ok).toBe(false);
    expect(hub.organiser([{ op: 'choose', round: 1, table: 1, gameId: String(b.record.id) }])).toEqual({
      ok: true,
      changed: true,
    });
    expect(hub.conflicts()).toEqual([]);
    expect(org.session.tournaments.stored(org.eventId)!.rounds[0]!.tables[0]!.gameId).toBe(b.record.id);
  });

  it('refuses what a desk’s role does not allow, naming the rule, and applies nothing', () => {
    const org = organiser();
    const hub = hubOf(org);
    const before = Y.encodeStateVector(hub.doc);
    const { record: rec } = finishedAt(org, 'b', 2);
    const cases: [Actor, Parameters<typeof change>[1], RegExp][] = [
      [
        table1,
        { op: 'game', entry: entryOf(rec, 1, 2, 'desk-a') },
        /for table 2: a desk sends the games of its own tables only/,
      ],
      [table2, { op: 'game', entry: entryOf(rec, 1, 2, 'desk-a') }, /in another desk's name/],
      [table1, { op: 'register', name: 'Zoe' }, /cannot register or unregister players \(Zoe\)/],
      [table1, { op: 'present', name: 'Ann', present: true }, /cannot check players in/],
      [
        registration,
        { op: 'settings', patch: { name: 'Renamed' } },
        /cannot change the event's settings \(name\): only the organiser can/,
      ],
      [registration, { op: 'round', round: { number: 2, tables: [] } }, /cannot change the seating of round 2/],
    ];
    for (const [actor, op, message] of cases) {
      const result = hub.receive(change(replica(hub), op, `${actor.kind === 'desk' ? actor.id : 'o'}/9`), actor);
      expect(result.ok, JSON.stringify(op)).toBe(false);
      if (!result.ok) {
        expect(result.problems.join('\n')).toMatch(message);
        expect(result.intents).toEqual([`${actor.kind === 'desk' ? actor.id : 'o'}/9`]);
      }
    }
    expect(Y.encodeStateVector(hub.doc)).toEqual(before);
    expect(org.store.has(String(rec.id))).toBe(false);
  });

  it('checks the event as it would be: registration and check-in merge, broken rules are refused', () => {
    const org = organiser();
    const hub = hubOf(org);
    // Two desks register at once from the same state: both merge.
    const r1 = replica(hub);
    const r2 = replica(hub);
    expect(hub.receive(change(r1, { op: 'register', name: 'Zoe' }, 'desk-r/1'), registration).ok).toBe(true);
    expect(hub.receive(change(r2, { op: 'register', name: 'Yan' }, 'desk-j/1'), judge).ok).toBe(true);
    expect(org.session.tournaments.stored(org.eventId)!.players).toEqual(expect.arrayContaining(['Zoe', 'Yan']));
    expect(
      hub.receive(change(replica(hub), { op: 'present', name: 'Zoe', present: true }, 'desk-r/2'), registration).ok,
    ).toBe(true);
    // "zoe" is "Zoe": the event's own rule.
    const twice = hub.receive(change(replica(hub), { op: 'register', name: 'zoe' }, 'desk-r/3'), registration);
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.problems.join('\n')).toMatch(/registered as two players/);
    const ghost = hub.receive(
      change(replica(hub), { op: 'present', name: 'Nobody', present: true }, 'desk-r/4'),
      registration,
    );
    expect(ghost.ok).toBe(false);
    // A seated player cannot be unregistered.
    const seated = hub.receive(change(replica(hub), { op: 'unregister', name: 'Ann' }, 'desk-r/5'), registration);
    expect(seated.ok).toBe(false);
    if (!seated.ok) expect(seated.problems.join('\n')).toMatch(/Ann is not registered for the event/);
    // A judge seats round 2; a table of 4 breaks the 5-to-10 rule.
    const small = hub.receive(
      change(
        replica(hub),
        { op: 'round', round: { number: 2, tables: [{ table: 1, players: ['Ann', 'Ben', 'Cat', 'Dan'], deck: [] }] } },
        'desk-j/2',
      ),
      judge,
    );
    expect(small.ok).toBe(false);
    if (!small.ok) expect(small.problems.join('\n')).toMatch(/tables seat 5 to 10 players/);
  });

  it('refuses a game that is not its table’s, not finished, forged, or not a Yjs update at all; the hub goes on', () => {
    const org = organiser();
    const hub = hubOf(org);
    const other = laptop('x');
    const wrongPlayers = record(other.session, playGame(other.session, ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Zed']).id);
    const unfinished = unwrap(
      other.session.createGame({
        players: tablePlayers(org, org.eventId, 1, 1),
        deal: {
          mode: 'shuffle',
          deck: [...'werewolf werewolf villager villager villager villager villager villager villager'.split(' ')],
          seed: 1,
        },
      }),
    );
    const open = record(other.session, unfinished.id);
    const good = finishedAt(org, 'a', 1).record;
    const forged = { ...entryOf(good, 1, 1, 'desk-a'), record: { ...good, votes: {} } };
    const cases: [Parameters<typeof change>[1], RegExp][] = [
      [{ op: 'game', entry: entryOf(wrongPlayers, 1, 1, 'desk-a') }, /not by the players of table 1 of round 1/],
      [{ op: 'game', entry: entryOf(open, 1, 1, 'desk-a') }, /not finished/],
      [{ op: 'game', entry: forged }, /version does not match/],
      [{ op: 'game', entry: entryOf(good, 3, 1, 'desk-a') }, /no table 1 of round 3/],
    ];
    for (const [op, message] of cases) {
      const result = hub.receive(change(replica(hub), op, 'desk-a/1'), table1);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems.join('\n')).toMatch(message);
    }
    for (const bytes of [new Uint8Array([1, 2, 3]), new Uint8Array(0), new Uint8Array(500).fill(255)]) {
      const result = hub.receive(bytes, table1);
      if (!result.ok) expect(result.problems[0]).toMatch(/Yjs update|follows changes/);
    }
    // Structs that follow changes the hub never saw are refused, not left pending.
    const r = replica(hub);
    change(r, { op: 'game', entry: entryOf(good, 1, 1, 'desk-a') }, 'desk-a/1');
    const later = change(r, { op: 'game', entry: entryOf(good, 1, 1, 'desk-a') }, 'desk-a/2');
    const pending = hub.receive(later, table1);
    expect(pending.ok).toBe(false);
    expect(hub.doc.store.pendingStructs).toBeNull();
    expect(
      hub.receive(change(replica(hub), { op: 'game', entry: entryOf(good, 1, 1, 'desk-a') }, 'desk-a/3'), table1).ok,
    ).toBe(true);
  });

  it('keeps everything across a restart: the document, the games, the links, the log', () => {
    const org = organiser();
    const hub = hubOf(org);
    const { record: rec } = finishedAt(org, 'a', 1);
    hub.receive(change(replica(hub), { op: 'game', entry: entryOf(rec, 1, 1, 'desk-a') }, 'desk-a/1'), table1);
    hub.receive(change(replica(hub), { op: 'register', name: 'Zoe' }, 'desk-r/1'), registration);
    const state = Y.encodeStateAsUpdate(hub.doc);
    hub.destroy();
    org.store.close();
    const again = laptop('hub2', org.path);
    const restarted = new EventHub(org.eventId, again.store, again.hubStore, again.session, {
      now: () => new Date(),
      newId: () => 'y',
    });
    expect(Y.encodeStateVector(restarted.doc)).toEqual(Y.encodeStateVector(docOf(state)));
    expect(restarted.current.games.has(String(rec.id))).toBe(true);
    expect(restarted.current.players).toContain('Zoe');
    expect(again.store.game(String(rec.id))?.phase).toBe('revealed');
    expect(again.hubStore.logCount(org.eventId, 'game-received')).toBe(1);
  });
});

function docOf(update: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return doc;
}
