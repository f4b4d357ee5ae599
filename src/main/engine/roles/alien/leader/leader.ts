import { aliensNow } from '../../../app/reading.ts';
import { nightIdentity, playerCount } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { bothInGame } from '../../common/groob-zerb.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * "The Leader wakes up, and all players who are Aliens keep their eyes closed and put out their thumbs. If
 * both Zerb and Groob are in the game and saw each other when they woke up, they point at each other …
 * If both of them are in the game, the only way the Leader wins is if both Zerb and Groob are alive. In
 * addition, the villager team loses and the alien team wins if all of the players on the alien team
 * (including Zerb and Groob …) point to the Leader, even if an Alien is killed."
 */
export const leader = defineRole({
  id: 'leader',
  text: { en, fr },
  game: 'alien',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'leader', wake: '3-C', phase: 'night', loops: true }],
  night: {
    perform: (table, { state }) => {
      const aliens = aliensNow(state);
      // Groob and Zerb saw each other at 1-D when both woke (Fear keeps a player from waking).
      const pair: number[] = [];
      for (let p = 0; p < playerCount(state); p++) {
        const id = nightIdentity(state, p);
        if (!id.inert && (id.role === 'groob' || id.role === 'zerb') && state.frightened?.[p] !== true) pair.push(p);
      }
      const roles = new Set(pair.map((p) => nightIdentity(state, p).role));
      const pointing = roles.has('groob') && roles.has('zerb') ? pair : [];
      table.facts.push({ kind: 'saw', players: aliens.filter((p) => !pointing.includes(p)), of: 'aliens' });
      if (pointing.length > 0) table.facts.push({ kind: 'saw', players: pointing, of: 'groob-zerb' });
    },
  },
  day: {
    team: (facts) => (bothInGame(facts.holds) ? 'leader' : 'village'),
    verdict: (ctx, p) => {
      if (ctx.teams[p] !== 'leader') return null;
      const keep = ctx.roles.flatMap((r, q) => (r === 'groob' || r === 'zerb' ? [q] : []));
      return { kind: 'leader', won: keep.every((q) => !ctx.dead[q]), keep };
    },
    forces: (ctx) => {
      const team = ctx.teams.flatMap((t, q) => (t === 'alien' || t === 'groob' || t === 'zerb' ? [q] : []));
      if (team.length === 0) return [];
      // Both hands must point at the Leader in a two-hand vote; the app is not the Leader.
      const atLeader = (v: number | null | undefined): boolean =>
        v === null || v === undefined || (v < ctx.n && ctx.roles[v] === 'leader');
      const all = team.every((q) => ctx.votes[q]! < ctx.n && atLeader(ctx.votes[q]) && atLeader(ctx.second?.[q]));
      return all
        ? [
            { team: 'alien', won: true, why: 'leader-chosen' },
            { team: 'village', won: false, why: 'leader-chosen' },
          ]
        : [];
    },
  },
});
