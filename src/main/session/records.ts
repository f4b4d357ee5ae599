import { createHash } from 'node:crypto';
import { OPTION_NAMES, appRecord, playRecord, type AppSaid, type GameEvent } from '../engine/index.ts';
import {
  RECORD_FORMAT,
  type GameRecord,
  type NightEntry,
  type NightwardenFacts,
  type VoteRef,
} from '../../shared/record.ts';
import type { SessionOptions } from '../../shared/session-contract.ts';
import type { StoredEvent } from '../persistence/store.ts';
import { dealOf, type Command, type Folded, type StoredSetup } from './fold.ts';
import { phaseOf } from './view.ts';

/** A game as an `onu-record/1` record: its deal, every answer and correction in force, the votes. */
export function gameToRecord(id: string, createdAt: string, setup: StoredSetup, folded: Folded): GameRecord {
  const top = folded.frames[folded.frames.length - 1]!;
  const night: NightEntry[] = [];
  for (const frame of folded.frames) night.push(...frame.entries);
  const app = appRecord(top.state);
  // The record tells the game as it happened at the table: from the deal as corrected, the answers that hold.
  const deal = dealOf(folded.frames);
  const corrections = folded.frames.flatMap((frame) =>
    frame.redeal && frame.command?.type === 'redealt'
      ? [
          {
            replaced: { ...dealOf(frame.redeal.replaced) },
            note: frame.command.note,
            flagged: frame.redeal.flags.map((f) => ({ call: f.key, kind: f.kind })),
          },
        ]
      : [],
  );
  const options: Record<string, boolean> = {};
  for (const name of OPTION_NAMES) {
    const value = setup.options[name];
    if (value !== undefined) options[name] = value;
  }
  const facts: NightwardenFacts = {
    dealMode: setup.dealMode,
    seed: setup.seed,
    ...(setup.options.roleTimerSeconds !== undefined ? { roleTimerSeconds: setup.options.roleTimerSeconds } : {}),
    ...(setup.options.discussionSeconds !== undefined ? { discussionSeconds: setup.options.discussionSeconds } : {}),
    cursor: top.nightStarted ? top.state.cursor : 0,
    phase: phaseOf(top),
    ...(corrections.length > 0
      ? {
          dealCorrections: corrections.map((c) => ({
            replaced: { players: [...c.replaced.players], center: [...c.replaced.center] },
            note: c.note,
            flagged: c.flagged,
          })),
        }
      : {}),
  };
  const record: GameRecord = {
    format: RECORD_FORMAT,
    id,
    createdAt,
    players: [...setup.players],
    deal: { players: [...deal.players], center: [...deal.center] },
    ...(Object.keys(options).length > 0 ? { options } : {}),
    // The engine's draws are read-only data; the record's schema types them as plain JSON.
    ...(app ? { app: app as NonNullable<GameRecord['app']> } : {}),
    night,
    ...(top.votes ? { votes: votesOf(setup.players, top.votes, top.second ?? null) } : {}),
    nightwarden: facts,
  };
  return record;
}

/** The votes as a record writes them: a name, "app", or two names for a two-hand vote. */
function votesOf(
  players: readonly string[],
  votes: readonly number[],
  second: readonly (number | null)[] | null,
): Record<string, VoteRef> {
  const name = (seat: number): string => (seat === players.length ? 'app' : players[seat]!);
  return Object.fromEntries(
    votes.map((v, p) => {
      const two = second?.[p];
      return [players[p]!, two !== null && two !== undefined ? [name(v), name(two)] : name(v)];
    }),
  );
}

export interface ImportedGame {
  readonly id: string;
  readonly createdAt: string;
  readonly setup: StoredSetup;
  readonly events: Omit<StoredEvent, 'seq'>[];
}

/** A record's id, or (for records from elsewhere) one derived from its content: importing twice is a no-op. */
function recordId(value: Record<string, unknown>): string {
  if (typeof value['id'] === 'string' && value['id'].length > 0 && value['id'].length <= 100) return value['id'];
  const { players, deal, night, votes, options } = value;
  const digest = createHash('sha256').update(JSON.stringify({ players, deal, night, votes, options })).digest('hex');
  return `record-${digest.slice(0, 20)}`;
}

/** Reads a record into a game's setup and log, checking every rule on the way. */
export function recordToGame(
  value: unknown,
  now: string,
): { ok: true; value: ImportedGame } | { ok: false; problems: readonly string[] } {
  const played = playRecord(value, {});
  if (!played.ok) return { ok: false, problems: played.error.problems };
  const raw = value as Record<string, unknown>;
  const { record } = played.value;
  const facts: NightwardenFacts = record.nightwarden ?? {};
  const createdAt =
    typeof raw['createdAt'] === 'string' && !Number.isNaN(Date.parse(raw['createdAt'])) ? raw['createdAt'] : now;
  const options: SessionOptions = {
    ...(record.options ?? {}),
    ...(facts.roleTimerSeconds !== undefined ? { roleTimerSeconds: facts.roleTimerSeconds } : {}),
    ...(facts.discussionSeconds !== undefined ? { discussionSeconds: facts.discussionSeconds } : {}),
  };
  const setup: StoredSetup = {
    version: 1,
    players: record.players,
    deal: record.deal,
    options: Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as SessionOptions,
    dealMode: facts.dealMode ?? 'manual',
    seed: facts.seed ?? null,
    ...(record.app !== undefined ? { app: { said: record.app as AppSaid } } : {}),
  };
  // Where the game stood: still at the deal, in its night, at the vote, or revealed.
  const atTheDeal = facts.phase === 'setup';
  if (atTheDeal && (record.night.some((e) => !('override' in e)) || record.votes !== undefined)) {
    return {
      ok: false,
      problems: [
        'nightwarden.phase: the record says the night has not begun, but it has answers to night calls or votes',
      ],
    };
  }
  const all: Command[] = atTheDeal ? [] : [{ type: 'night-started' }];
  for (const event of played.value.events as GameEvent[]) {
    if (event.type === 'step') all.push({ type: 'answered', step: event.index, answer: event.answer });
    else if (event.type === 'override') {
      const { type: _type, facts: _facts, ...correction } = event;
      all.push({ type: 'overridden', action: { type: 'override', ...correction } as never });
    } else
      all.push(
        { type: 'vote-started' },
        {
          type: 'voted',
          votes: event.result.votes,
          ...(event.result.second ? { second: event.result.second } : {}),
        },
      );
  }
  if (facts.phase === 'vote' && record.votes === undefined) all.push({ type: 'vote-started' });
  return {
    ok: true,
    value: {
      id: recordId(raw),
      createdAt,
      setup,
      events: all.map((payload) => ({ at: createdAt, type: payload.type, payload })),
    },
  };
}
