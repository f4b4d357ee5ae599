import { otherCardSeats, playerName } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import type { NostradamusSaid } from '../../../app/said.ts';
import { drawKey, drawOf, isLoopRipple, rippleOf } from '../../../app/state.ts';
import { effectiveRole } from '../../../queries.ts';
import type { Team } from '../../../vocabulary.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('nostradamus', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const OTHER = because('other', {});
const RULE = because('rule', {});

/**
 * "Nostradamus, wake up. You may look at up to three cards, one at a time; if you see a card that is not
 * on the village team, stop." The last card he saw is his team, which he taps in the app, and the app
 * announces it; if he saw none the app picks one. He wins only if he lives and that team wins; he is not
 * one of its members (Bonus Pack 3, `alien-daybreak.md` §3).
 */
export const nostradamus = defineRole({
  id: 'nostradamus',
  text: { en, fr },
  app: {
    key: 'nostradamus',
    // If Nostradamus views no card the app picks his team: among the teams of the deck's roles.
    draw: (rng, _weights, table): NostradamusSaid => {
      const teams = [...new Set(table.deck.map((r) => table.roles.team[r]))].sort();
      return { team: teams[rng.int(0, teams.length - 1)]! };
    },
    loops: false,
    // The app announces his team once he has looked, not when his call opens.
    spokenAtCall: false,
    // The team of a card he may see: a dealt card's, or a card's that a role turned into another (the
    // Paranormal Investigator's, an Alien card); which card he saw is checked at his call.
    check: (n: NostradamusSaid, { deck, roles }, bad) => {
      const teams = new Set<Team>();
      for (const r of deck) {
        teams.add(roles.team[r]);
        for (const card of roles.cardsBecome[r]) teams.add(roles.team[card]);
      }
      if (!teams.has(n.team)) bad('team', because('not-a-team', { team: n.team, teams: [...teams].sort() }));
    },
    weights: [],
  },
  game: 'bonus',
  pack: 3,
  team: 'nostradamus',
  doppelganger: 'after',
  steps: [{ call: 'nostradamus', wake: '5-E', phase: 'night', always: true }],
  night: {
    choice: ({ state, actor, at, roleTeam }) => ({
      kind: 'places',
      seats: otherCardSeats(state, actor, at, OTHER),
      indexes: [],
      min: 1,
      max: 3,
      allowNone: true,
      rule: RULE,
      stops: state.positions.slice(0, state.setup.players.length).map((card, seat) => {
        const seen = effectiveRole(state, card);
        return seen && roleTeam(seen) !== 'village'
          ? ruleError('target/illegal', at, because('stops', { player: playerName(state, seat) }))
          : null;
      }),
    }),
    // A record's app says the team the app announced: it must be the team of the last card he saw.
    validate: ({ state, at, roleTeam, step, loop }, answer) => {
      const targets = answer.targets ?? [];
      // Only a record's word is checked (a seeded game writes its own), and only at his own call (a
      // repeat-role ripple or a time loop may end on another card).
      if (loop || state.app?.plan || step.kind !== 'role') return null;
      const ripple = rippleOf(state);
      if (ripple.role === 'nostradamus' || isLoopRipple(ripple.type)) return null;
      const key = drawKey('nostradamus', step);
      const recorded = (state.app?.said as Readonly<Record<string, NostradamusSaid | undefined>> | undefined)?.[key];
      if (!recorded) return null;
      if (targets.length === 0) {
        // He saw no card: the app picked among the teams of the deck's roles (`draw`).
        const teams = new Set(state.setup.cards.map(roleTeam));
        return teams.has(recorded.team)
          ? null
          : ruleError('app/illegal', at, because('not-a-team', { team: recorded.team, teams: [...teams].sort() }));
      }
      const last = targets[targets.length - 1]!;
      const seen = effectiveRole(state, state.positions[last]!);
      const team = seen ? roleTeam(seen) : 'village';
      return team === recorded.team
        ? null
        : ruleError(
            'app/illegal',
            at,
            because('announced', { player: playerName(state, last), team, key, recorded: recorded.team }),
          );
    },
    perform: (table, ctx, answer) => {
      const { state, actor, roleTeam } = ctx;
      const key = drawKey('nostradamus', ctx.step);
      let team: NostradamusSaid['team'] | null = null;
      for (const target of answer.targets ?? []) {
        table.viewCard(actor, target);
        const seen = effectiveRole(state, table.positions[target]!);
        team = seen ? roleTeam(seen) : 'village';
      }
      // A record says the team the app announced; without a view it is the app's own pick.
      const told = team ? { team } : drawOf<NostradamusSaid>(state, key, false);
      if (!told) return;
      table.say(key, told);
      table.facts.push({ kind: 'announced', team: told.team, picked: team === null });
    },
  },
  day: {
    verdict: (ctx, p) => {
      if (ctx.teams[p] !== 'nostradamus') return null;
      const card = ctx.state.positions[p]!;
      const doppel = ctx.state.copies[card]?.doppelganger === true;
      const told = drawOf<NostradamusSaid>(ctx.state, doppel ? 'nostradamus-doppelganger' : 'nostradamus', false);
      const team = told?.team ?? 'village';
      const teamWon = ctx.teamWins(team);
      return { kind: 'nostradamus', won: teamWon && !ctx.dead[p], team, teamWon };
    },
  },
});
