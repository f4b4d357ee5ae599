import { ruleError, type RuleError } from '../errors.ts';
import { APP_DRAWS, DOPPELGANGER, ROLE_FACTS } from '../roles/index.ts';
import type { StepRule } from '../model.ts';
import type { Role } from '../vocabulary.ts';
import type { AppTable } from './draw.ts';
import { repeatableRoles } from './plan.ts';
import { RIPPLE_RULES } from './ripple.ts';
import type { AppSaid, OracleSaid, RippleSaid } from './said.ts';
import { GROUP_RIPPLES, LOOP_RIPPLES, PLAYER_ACTION_RIPPLES, TWO_PLAYER_RIPPLES, isOneOf } from './vocabulary.ts';

/** The draws a time loop makes afresh (rule 50), by key. */
const LOOPED_KEYS: ReadonlySet<string> = new Set(APP_DRAWS.filter((app) => app.loops).map((app) => app.key));

/**
 * Checks what a record says the app said against the deck and the table: "weights steer the draw; they
 * do not limit what a record may state", so any listed variant that can be carried out at that table is
 * accepted, and everything else is refused with the rule it breaks. The app speaks at every call of a
 * role in the deck (it cannot know which cards lie in the center), so a draw is required for every such
 * role, the Doppelgänger's copies included, and refused for any other.
 */
export function checkSaid(
  said: AppSaid,
  cards: readonly Role[],
  players: number,
  script: readonly StepRule[],
): RuleError[] {
  const problems: RuleError[] = [];
  const deck = new Set(cards);
  const aliens = cards.some((r) => ROLE_FACTS.kinds.alien.has(r));
  const doppel = deck.has(DOPPELGANGER);
  const bad = (at: string, message: string): void => {
    problems.push(ruleError('app/illegal', `app.${at}`, message));
  };
  const record = said as Record<string, unknown>;

  // --- which draws there are ----------------------------------------------------------------------------
  const expected = new Map<string, string>();
  for (const app of APP_DRAWS) {
    if (app.forKind) continue;
    const role = app.key as Role;
    if (!deck.has(role)) continue;
    expected.set(role, `the deck holds the ${role}`);
    if (doppel) expected.set(`${role}-doppelganger`, `the deck holds the ${role} and the Doppelgänger`);
  }
  if (aliens) {
    expected.set('aliens', 'the deck holds an Alien');
    expected.set('ripple', 'the deck holds an Alien (say "none" when the app draws no ripple)');
  }
  for (const [key, why] of expected)
    if (record[key] === undefined)
      problems.push(ruleError('app/missing', `app.${key}`, `the app's draw is missing: ${why}`));
  for (const key of Object.keys(record)) {
    if (key === 'loop') continue;
    if (!expected.has(key))
      problems.push(
        ruleError(
          'app/not-in-game',
          `app.${key}`,
          `the app says nothing for "${key}" in this game: no such role in the deck${key.endsWith('-doppelganger') && !doppel ? ' (no Doppelgänger)' : ''}`,
        ),
      );
  }

  // --- each draw: the role's own check ------------------------------------------------------------------
  const table: AppTable = { deck: cards, players, roles: ROLE_FACTS };
  const checkDraws = (prefix: string, from: Readonly<Record<string, unknown>>, looping: boolean): void => {
    for (const app of APP_DRAWS) {
      if (!app.check || (looping && !app.loops)) continue;
      for (const doppelganger of app.forKind ? [false] : [false, true]) {
        const key = doppelganger ? `${app.key}-doppelganger` : app.key;
        const drawn = from[key];
        if (drawn !== undefined)
          app.check(drawn as never, table, (field, message) => bad(`${prefix}${key}.${field}`, message), doppelganger);
      }
    }
  };
  checkDraws('', record, false);
  const oracles = [said.oracle, said['oracle-doppelganger']].filter((o): o is OracleSaid => o !== undefined);
  if (said.oracle && said['oracle-doppelganger'] && said.oracle.question === said['oracle-doppelganger'].question)
    bad('oracle-doppelganger.question', 'the Doppelgänger-Oracle "answers another question", not the Oracle\'s');
  if (
    oracles.some((o) => o.question === 'alien-exchange' && o.answer === 'yes') &&
    said.aliens &&
    !['left', 'right'].includes(said.aliens.action)
  )
    bad(
      'aliens.action',
      'the Oracle said yes to the alien exchange: the Aliens must pass their cards "left" or "right"',
    );
  if (oracles.some((o) => o.question === 'ripple' && o.answer === 'yes') && said.ripple?.type === 'none')
    bad('ripple.type', 'the Oracle said yes to the ripple question: a ripple happens ("none" cannot be drawn)');

  const ripple = said.ripple;
  if (ripple) checkRipple(ripple, players, cards, script, bad);

  // --- a time loop's fresh draws -----------------------------------------------------------------------
  const looping = ripple !== undefined && isOneOf(LOOP_RIPPLES, ripple.type);
  if (said.loop !== undefined && !looping)
    bad('loop', 'there is no time loop: the ripple is not "repeat" or "repeat-one-player"');
  if (looping) {
    const loop = (said.loop ?? {}) as Record<string, unknown>;
    // The app draws afresh for the calls a time loop replays by default (rule 50).
    const loopKeys = [...expected.keys()].filter((k) => LOOPED_KEYS.has(k.replace(/-doppelganger$/, '')));
    for (const key of loopKeys)
      if (loop[key] === undefined)
        problems.push(
          ruleError('app/missing', `app.loop.${key}`, `the time loop's fresh draw for "${key}" is missing`),
        );
    for (const key of Object.keys(loop))
      if (!loopKeys.includes(key))
        problems.push(
          ruleError('app/not-in-game', `app.loop.${key}`, `"${key}" does not wake again in this game's time loop`),
        );
    checkDraws('loop.', (said.loop ?? {}) as Readonly<Record<string, unknown>>, true);
  }
  return problems;
}

function checkRipple(
  r: RippleSaid,
  players: number,
  cards: readonly Role[],
  script: readonly StepRule[],
  bad: (at: string, message: string) => void,
): void {
  const playerAction = isOneOf(PLAYER_ACTION_RIPPLES, r.type) || r.type === 'repeat-one-player';
  const two = isOneOf(TWO_PLAYER_RIPPLES, r.type) || r.type === 'troublemaker';
  const grouped = isOneOf(GROUP_RIPPLES, r.type);
  const targeted = isOneOf(PLAYER_ACTION_RIPPLES, r.type) && r.type !== 'troublemaker';
  const need = (field: keyof RippleSaid, wanted: boolean, what: string): void => {
    if (wanted && r[field] === undefined) bad(`ripple.${field}`, `"${r.type}" names ${what}`);
    if (!wanted && r[field] !== undefined) bad(`ripple.${field}`, `"${r.type}" has no ${field}`);
  };
  need('player', playerAction, 'the player it gives the action');
  need('players', two, 'two players');
  need('group', grouped, 'a group: everyone, even, odd or player numbers');
  need('target', targeted || r.type === 'dual-view', 'where the card is');
  need('role', r.type === 'repeat-role', 'the role that repeats its action');
  if (r.player !== undefined && r.player > players)
    bad('ripple.player', `there is no Player ${r.player} at a table of ${players}`);
  if (r.players) {
    for (const p of r.players)
      if (p > players) bad('ripple.players', `there is no Player ${p} at a table of ${players}`);
    if (r.players[0] === r.players[1]) bad('ripple.players', 'the ripple names two different players');
  }
  if (Array.isArray(r.group))
    for (const p of r.group) if (p > players) bad('ripple.group', `there is no Player ${p} at a table of ${players}`);
  if (Array.isArray(r.target))
    for (const p of r.target) if (p > players) bad('ripple.target', `there is no Player ${p} at a table of ${players}`);
  RIPPLE_RULES[r.type].check?.(r, (field, message) => bad(`ripple.${field}`, message));
  if (r.role !== undefined) {
    const nightCalls = new Set(script.flatMap((s) => (s.phase === 'night' && s.kind === 'role' ? s.roles : [])));
    if (!repeatableRoles(cards, nightCalls).includes(r.role))
      bad('ripple.role', `"${r.role}" has no night call of its own in this game to repeat`);
  }
}
