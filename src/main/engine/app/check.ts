import { ruleError, type Reason, type RuleError } from '../errors.ts';
import { APP_SAID_EN } from '../text/reasons-en.ts';
import { reasonsOf } from '../text/sentences.ts';
import { APP_DRAWS, DOPPELGANGER, ROLE_FACTS } from '../roles/index.ts';
import type { StepRule } from '../model.ts';
import type { Role } from '../vocabulary.ts';
import type { AppTable } from './draw.ts';
import { repeatableRoles } from './plan.ts';
import { RIPPLE_RULES } from './ripple.ts';
import type { AppSaid, OracleSaid, RippleSaid } from './said.ts';
import { GROUP_RIPPLES, LOOP_RIPPLES, PLAYER_ACTION_RIPPLES, TWO_PLAYER_RIPPLES, isOneOf } from './vocabulary.ts';

const because = reasonsOf('said', APP_SAID_EN);

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
  const bad = (at: string, reason: Reason): void => {
    problems.push(ruleError('app/illegal', `app.${at}`, reason));
  };
  const record = said as Record<string, unknown>;

  // --- which draws there are ----------------------------------------------------------------------------
  const expected = new Map<string, Reason>();
  for (const app of APP_DRAWS) {
    if (app.forKind) continue;
    const role = app.key as Role;
    if (!deck.has(role)) continue;
    expected.set(role, because('holds-role', { role }));
    if (doppel) expected.set(`${role}-doppelganger`, because('holds-role-doppelganger', { role }));
  }
  if (aliens) {
    expected.set('aliens', because('holds-alien', {}));
    expected.set('ripple', because('holds-alien-ripple', {}));
  }
  for (const [key, why] of expected)
    if (record[key] === undefined)
      problems.push(ruleError('app/missing', `app.${key}`, because('draw-missing', { why })));
  for (const key of Object.keys(record)) {
    if (key === 'loop') continue;
    if (!expected.has(key))
      problems.push(
        ruleError(
          'app/not-in-game',
          `app.${key}`,
          because('says-nothing', { key, noDoppelganger: key.endsWith('-doppelganger') && !doppel }),
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
          app.check(drawn as never, table, (field, reason) => bad(`${prefix}${key}.${field}`, reason), doppelganger);
      }
    }
  };
  checkDraws('', record, false);
  const oracles = [said.oracle, said['oracle-doppelganger']].filter((o): o is OracleSaid => o !== undefined);
  if (said.oracle && said['oracle-doppelganger'] && said.oracle.question === said['oracle-doppelganger'].question)
    bad('oracle-doppelganger.question', because('another-question', {}));
  if (
    oracles.some((o) => o.question === 'alien-exchange' && o.answer === 'yes') &&
    said.aliens &&
    !['left', 'right'].includes(said.aliens.action)
  )
    bad('aliens.action', because('exchange-direction', {}));
  if (oracles.some((o) => o.question === 'ripple' && o.answer === 'yes') && said.ripple?.type === 'none')
    bad('ripple.type', because('ripple-forced', {}));

  const ripple = said.ripple;
  if (ripple) checkRipple(ripple, players, cards, script, bad);

  // --- a time loop's fresh draws -----------------------------------------------------------------------
  const looping = ripple !== undefined && isOneOf(LOOP_RIPPLES, ripple.type);
  if (said.loop !== undefined && !looping) bad('loop', because('not-looping', {}));
  if (looping) {
    const loop = (said.loop ?? {}) as Record<string, unknown>;
    // The app draws afresh for the calls a time loop replays by default (rule 50).
    const loopKeys = [...expected.keys()].filter((k) => LOOPED_KEYS.has(k.replace(/-doppelganger$/, '')));
    for (const key of loopKeys)
      if (loop[key] === undefined)
        problems.push(ruleError('app/missing', `app.loop.${key}`, because('loop-missing', { key })));
    for (const key of Object.keys(loop))
      if (!loopKeys.includes(key))
        problems.push(ruleError('app/not-in-game', `app.loop.${key}`, because('loop-extra', { key })));
    checkDraws('loop.', (said.loop ?? {}) as Readonly<Record<string, unknown>>, true);
  }
  return problems;
}

function checkRipple(
  r: RippleSaid,
  players: number,
  cards: readonly Role[],
  script: readonly StepRule[],
  bad: (at: string, reason: Reason) => void,
): void {
  const playerAction = isOneOf(PLAYER_ACTION_RIPPLES, r.type) || r.type === 'repeat-one-player';
  const two = isOneOf(TWO_PLAYER_RIPPLES, r.type) || r.type === 'troublemaker';
  const grouped = isOneOf(GROUP_RIPPLES, r.type);
  const targeted = isOneOf(PLAYER_ACTION_RIPPLES, r.type) && r.type !== 'troublemaker';
  const need = (field: keyof RippleSaid, wanted: boolean): void => {
    if (wanted && r[field] === undefined) bad(`ripple.${field}`, because('names', { type: r.type, field }));
    if (!wanted && r[field] !== undefined) bad(`ripple.${field}`, because('has-no', { type: r.type, field }));
  };
  need('player', playerAction);
  need('players', two);
  need('group', grouped);
  need('target', targeted || r.type === 'dual-view');
  need('role', r.type === 'repeat-role');
  const noPlayer = (number: number): Reason => because('no-player', { number, players });
  if (r.player !== undefined && r.player > players) bad('ripple.player', noPlayer(r.player));
  if (r.players) {
    for (const p of r.players) if (p > players) bad('ripple.players', noPlayer(p));
    if (r.players[0] === r.players[1]) bad('ripple.players', because('two-different', {}));
  }
  if (Array.isArray(r.group)) for (const p of r.group) if (p > players) bad('ripple.group', noPlayer(p));
  if (Array.isArray(r.target)) for (const p of r.target) if (p > players) bad('ripple.target', noPlayer(p));
  RIPPLE_RULES[r.type].check?.(r, (field, reason) => bad(`ripple.${field}`, reason));
  if (r.role !== undefined) {
    const nightCalls = new Set(script.flatMap((s) => (s.phase === 'night' && s.kind === 'role' ? s.roles : [])));
    if (!repeatableRoles(cards, nightCalls).includes(r.role))
      bad('ripple.role', because('not-repeatable', { role: r.role }));
  }
}
