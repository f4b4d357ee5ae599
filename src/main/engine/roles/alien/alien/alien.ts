import type { ChoiceSpec, GameState, SeatOption } from '../../../model.ts';
import type { Role } from '../../../vocabulary.ts';
import { NONE, hasLegal, playerName, seatOption, shieldReason } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { isAlienNow } from '../../../app/reading.ts';
import type { AliensSaid } from '../../../app/said.ts';
import { drawOf } from '../../../app/state.ts';
import { inGroup, inViewTarget, numberOf } from '../../../app/targets.ts';
import { APP_EN } from '../../../text/reasons-en.ts';
import { ANY, defineRole, type ActionContext } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('alien', en.reasons);
const appReason = reasonsOf('app', APP_EN);
import { checkNumbers } from '../../../app/said-checks.ts';
import { group, viewTarget, weightedBy } from '../../../app/draw.ts';
import { ALIEN_ACTIONS, type Group } from '../../../app/vocabulary.ts';

/**
 * "Aliens (including the 'regular' Aliens, Synthetic, Groob, and Zerb) wake up and look for other Aliens.
 * Then the app will direct the Aliens as to what to do next" (`alien-daybreak.md` §1: view, all view,
 * stare, timer, left, right, show, new alien, alien helper). "In this particular case, the *player*
 * remains an Alien, regardless of what his card is."
 */

function aliensSaid(ctx: ActionContext): AliensSaid | undefined {
  return drawOf<AliensSaid>(ctx.state, 'aliens', ctx.loop);
}

/**
 * The cards the Aliens may view, for one viewer (-1: all together). A seat other than the viewer's is
 * refused or not whoever views, so its option is made once per call, in `others`, and shared by every
 * Alien's list; the seats are walked here rather than through a check closure called seat by seat.
 */
function viewSeats(
  state: GameState,
  said: AliensSaid,
  at: string,
  viewer: number,
  others: (SeatOption | undefined)[],
): SeatOption[] {
  const seats: SeatOption[] = [];
  const target = said.target ?? 'any';
  const n = state.setup.players.length;
  for (let seat = 0; seat < n; seat++) {
    if (seat === viewer) {
      const player = playerName(state, seat);
      seats.push(
        seatOption(
          seat,
          shieldReason(state, seat, at) ?? ruleError('target/illegal', at, because('viewing', { player, target })),
        ),
      );
      continue;
    }
    let option = others[seat];
    if (!option) {
      const reason =
        shieldReason(state, seat, at) ??
        (said.target && inViewTarget(said.target, seat, viewer)
          ? null
          : ruleError(
              'target/illegal',
              at,
              appReason('view-other', { player: playerName(state, seat), number: numberOf(seat), target }),
            ));
      others[seat] = option = seatOption(seat, reason);
    }
    seats.push(option);
  }
  return seats;
}

/** Who may hold out a fist for New Alien or Alien Helper: a player of the group, not an Alien. */
function fistSeats(state: GameState, group: Group, actors: readonly number[], at: string): SeatOption[] {
  const seats: SeatOption[] = [];
  const n = state.setup.players.length;
  for (let seat = 0; seat < n; seat++) {
    const player = playerName(state, seat);
    seats.push(
      seatOption(
        seat,
        !inGroup(group, seat)
          ? ruleError('target/illegal', at, because('fist', { player, number: numberOf(seat), group }))
          : actors.includes(seat) || isAlienNow(state, seat)
            ? ruleError('target/illegal', at, because('alien', { player }))
            : null,
      ),
    );
  }
  return seats;
}

function choice(ctx: ActionContext): ChoiceSpec {
  const said = aliensSaid(ctx);
  const { state, awake, at } = ctx;
  if (!said) return NONE;
  switch (said.action) {
    case 'view': {
      // Item by item, not by `map` (see `arrays.ts`).
      const choices: { actor: number; choice: ChoiceSpec }[] = [];
      const others: (SeatOption | undefined)[] = [];
      const rule = because('each', { target: said.target ?? 'any' });
      for (const actor of awake.actors)
        choices.push({
          actor,
          choice: {
            kind: 'place',
            mandatory: false,
            seats: viewSeats(state, said, at, actor, others),
            indexes: [],
            rule,
          } satisfies ChoiceSpec,
        });
      return { kind: 'each', choices };
    }
    case 'all-view':
      return {
        kind: 'place',
        mandatory: false,
        seats: viewSeats(state, said, at, -1, []),
        indexes: [],
        rule: because('together', { target: said.target ?? 'any' }),
      };
    case 'new-alien':
    case 'alien-helper': {
      const seats = fistSeats(state, said.group ?? 'everyone', awake.actors, at);
      return { kind: 'target', mandatory: hasLegal(seats), seats };
    }
    default:
      return NONE;
  }
}

export const alien = defineRole({
  id: 'alien',
  text: { en, fr },
  // "The app will direct the Aliens as to what to do next": once for every Alien of the game, at 1-A.
  app: {
    key: 'aliens',
    forKind: 'alien',
    draw: (rng, weights, table): AliensSaid => {
      const action = weightedBy(rng, ALIEN_ACTIONS, weights.aliens) ?? 'stare';
      if (action === 'view' || action === 'all-view')
        return { action, target: viewTarget(rng, weights, table.players) };
      if (action === 'new-alien' || action === 'alien-helper') return { action, group: group(rng, weights) };
      return { action };
    },
    loops: true,
    spokenAtCall: true,
    check: (a: AliensSaid, { players }, bad) => {
      const viewing = a.action === 'view' || a.action === 'all-view';
      const tapping = a.action === 'new-alien' || a.action === 'alien-helper';
      const { action } = a;
      if (viewing && a.target === undefined) bad('target', because('names-cards', { action }));
      if (!viewing && a.target !== undefined) bad('target', because('no-target', { action }));
      if (tapping && a.group === undefined) bad('group', because('names-fist', { action }));
      if (!tapping && a.group !== undefined) bad('group', because('no-group', { action }));
      checkNumbers(a.target, players, (message) => bad('target', message));
    },
    // The ripple in space-time happens "if there are any Aliens in your game": its weights too.
    weights: ['aliens', 'viewTargets', 'groups', 'ripple'],
  },
  game: 'alien',
  team: 'alien',
  doppelganger: 'with',
  kinds: ['alien'],
  maxCopies: ANY,
  steps: [{ key: 'aliens', call: 'aliens', wake: '1-A', phase: 'night', group: 'aliens', loops: true, always: true }],
  night: {
    choice,
    perform: (table, ctx, answer) => {
      const said = aliensSaid(ctx);
      const { awake } = ctx;
      table.facts.push({ kind: 'saw', players: awake.actors, of: 'each-other' });
      table.aliensWoke = awake.actors;
      if (!said) return;
      table.say('aliens', said, ctx.loop);
      table.facts.push({ kind: 'app', key: 'aliens', said });
      switch (said.action) {
        case 'view':
          (answer.each ?? []).forEach((each, i) => {
            if (each.target !== undefined) table.viewCard(awake.actors[i]!, each.target);
          });
          return;
        case 'all-view':
          if (answer.target !== undefined) for (const a of awake.actors) table.viewCard(a, answer.target);
          return;
        case 'left':
        case 'right': {
          // "Every Alien hands its own card to the next Alien on its left" (the next one clockwise); a
          // shielded card stays where it is (AD §1).
          const seats = awake.actors.filter((p) => table.shields?.[p] !== true).sort((a, b) => a - b);
          table.rotate(said.action === 'left' ? seats : seats.reverse(), 'aliens', said.action);
          return;
        }
        case 'show': {
          // A shielded card "can't be viewed", by anyone: its Alien does not show it (docs/rulings.md, rule 64).
          const showing = awake.actors.filter((p) => table.shields?.[p] !== true);
          const cards: Role[] = [];
          for (const p of showing) cards.push(table.roleAt(p));
          table.facts.push({ kind: 'showed-cards', players: showing, cards });
          return;
        }
        case 'new-alien':
          if (answer.target !== undefined) table.playerBecomes(answer.target, 'alien');
          return;
        case 'alien-helper':
          if (answer.target !== undefined) table.join(answer.target, 'alien');
          return;
        default:
          return;
      }
    },
  },
});
