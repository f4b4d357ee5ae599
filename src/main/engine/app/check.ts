import { ruleError, type RuleError } from '../errors.ts';
import { DOPPELGANGER, ROLE_FACTS } from '../roles/index.ts';
import type { StepRule } from '../model.ts';
import type { Role, Team } from '../vocabulary.ts';
import { oracleAnswers, oracleQuestions, repeatableRoles } from './plan.ts';
import type { AppSaid, LoopSaid, OracleSaid, RippleSaid } from './said.ts';
import { isTwoPlace } from './targets.ts';
import {
  GROUP_RIPPLES,
  LOOP_RIPPLES,
  ORACLE_NUMBER_MAX,
  PLAYER_ACTION_RIPPLES,
  TWO_PLAYER_RIPPLES,
  isOneOf,
  type PlaceTarget,
} from './vocabulary.ts';

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
  teamOfRole: (role: Role) => Team,
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
  const roleKeys = [
    'oracle',
    'psychic',
    'rascal',
    'exposer',
    'mortician',
    'blob',
    'body-snatcher',
    'empath',
    'nostradamus',
  ] as const;
  const expected = new Map<string, string>();
  for (const role of roleKeys) {
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

  // --- each draw -----------------------------------------------------------------------------------------
  const table = { deck: cards, players };
  const number = (at: string, value: number): void => {
    if (value > players) bad(at, `there is no Player ${value} at a table of ${players}`);
  };
  const numbers = (at: string, value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach((v) => number(at, v as number));
      if (new Set(value).size !== value.length) bad(at, 'a player number is named twice');
    }
  };

  const checkOracle = (key: 'oracle' | 'oracle-doppelganger', o: OracleSaid | undefined): void => {
    if (!o) return;
    if (!oracleQuestions(table).includes(o.question))
      bad(`${key}.question`, `the app asks "${o.question}" only when that team is in the game`);
    const answers = oracleAnswers(o.question, players);
    if (o.answer === undefined || !answers.includes(o.answer))
      bad(
        `${key}.answer`,
        `"${String(o.answer)}" does not answer "${o.question}"; the answers are ${o.question === 'number' ? `1 to ${ORACLE_NUMBER_MAX}` : o.question === 'player-number' ? `1 to ${players}` : answers.join(' or ')}`,
      );
    const yes = o.answer === 'yes';
    const r = o.response;
    const none = (): void => {
      if (r !== undefined)
        bad(`${key}.response`, `the app has no reply to "${o.question}" answered ${String(o.answer)}`);
    };
    const oneOf = (allowed: readonly (string | number)[]): void => {
      if (r === undefined || !allowed.includes(r))
        bad(
          `${key}.response`,
          `the app replies ${allowed.map((a) => `"${a}"`).join(' or ')} to "${o.question}" answered yes`,
        );
    };
    switch (o.question) {
      case 'alien-team':
        if (yes) oneOf(['card', 'team', 'refused']);
        else none();
        break;
      case 'werewolf-team':
      case 'vampire-team':
        if (yes) oneOf(['card', 'refused']);
        else none();
        break;
      case 'exchange':
        if (yes) oneOf(['swap', 'refused']);
        else none();
        break;
      case 'center':
        if (yes) oneOf([1, 2, 3]);
        else none();
        break;
      case 'player-number':
        if (typeof r !== 'number' || r < 1 || r > players)
          bad(`${key}.response`, `the app names the player whose card she views: a number from 1 to ${players}`);
        break;
      case 'number':
        if (typeof r !== 'number' || r < 1 || r > ORACLE_NUMBER_MAX)
          bad(`${key}.response`, `the app thinks of a number from 1 to ${ORACLE_NUMBER_MAX}`);
        break;
      default:
        none();
    }
  };
  checkOracle('oracle', said.oracle);
  checkOracle('oracle-doppelganger', said['oracle-doppelganger']);
  if (said.oracle && said['oracle-doppelganger'] && said.oracle.question === said['oracle-doppelganger'].question)
    bad('oracle-doppelganger.question', 'the Doppelgänger-Oracle "answers another question", not the Oracle\'s');
  const oracles = [said.oracle, said['oracle-doppelganger']].filter((o): o is OracleSaid => o !== undefined);
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

  const checkLoopable = (prefix: string, l: LoopSaid): void => {
    const a = l.aliens;
    if (a) {
      const viewing = a.action === 'view' || a.action === 'all-view';
      const tapping = a.action === 'new-alien' || a.action === 'alien-helper';
      if (viewing && a.target === undefined)
        bad(`${prefix}aliens.target`, `"${a.action}" names whose cards: any, even, odd or player numbers`);
      if (!viewing && a.target !== undefined) bad(`${prefix}aliens.target`, `"${a.action}" has no target`);
      if (tapping && a.group === undefined)
        bad(`${prefix}aliens.group`, `"${a.action}" names who holds out a fist: everyone, even or odd`);
      if (!tapping && a.group !== undefined) bad(`${prefix}aliens.group`, `"${a.action}" has no group`);
      numbers(`${prefix}aliens.target`, a.target);
    }
    for (const key of ['psychic', 'psychic-doppelganger'] as const) numbers(`${prefix}${key}.target`, l[key]?.target);
    for (const key of ['rascal', 'rascal-doppelganger'] as const) {
      const r = l[key];
      if (!r) continue;
      if (r.action === 'idiot') {
        if (r.target !== undefined)
          bad(`${prefix}${key}.target`, 'the Village Idiot shifts every other card: no target');
      } else if (r.target === undefined) bad(`${prefix}${key}.target`, `"${r.action}" names where the cards are`);
      else if (r.action === 'troublemaker' && !isTwoPlace(r.target as PlaceTarget))
        bad(`${prefix}${key}.target`, `the Troublemaker's cards are two players': "${r.target}" names one place`);
      else if (r.action !== 'troublemaker' && isTwoPlace(r.target as PlaceTarget))
        bad(`${prefix}${key}.target`, `"${r.action}" moves one card: "${r.target}" names two players`);
    }
    for (const key of ['body-snatcher', 'body-snatcher-doppelganger'] as const) {
      const b = l[key];
      if (!b) continue;
      if (b.action === 'steal' && b.target === undefined)
        bad(`${prefix}${key}.target`, '"steal" names whose card: any, even, odd, left, right or one-neighbour');
      if (b.action !== 'steal' && b.target !== undefined)
        bad(`${prefix}${key}.target`, `"${b.action}" has no target (a target is for "steal" only)`);
    }
    const de = l['exposer-doppelganger'];
    if (de && de.cards > 2)
      bad(`${prefix}exposer-doppelganger.cards`, 'the Doppelgänger-Exposer "may expose 1 or 2 additional cards"');
    for (const key of ['mortician', 'mortician-doppelganger'] as const) {
      const m = l[key];
      if (!m) continue;
      if (m.action === '1-card' && m.target === undefined)
        bad(`${prefix}${key}.target`, '"1-card" names which neighbour');
      if (m.action !== '1-card' && m.target !== undefined) bad(`${prefix}${key}.target`, `"${m.action}" has no target`);
    }
  };
  checkLoopable('', said);

  for (const key of ['empath', 'empath-doppelganger'] as const) {
    const group = said[key]?.group;
    if (Array.isArray(group)) {
      for (const p of group) if (p > players) bad(`${key}.group`, `there is no Player ${p} at a table of ${players}`);
      if (new Set(group).size !== group.length) bad(`${key}.group`, 'a player number is named twice');
    }
  }
  for (const key of ['nostradamus', 'nostradamus-doppelganger'] as const) {
    const n = said[key];
    const teams = new Set(cards.map((r) => teamOfRole(r)));
    if (n && !teams.has(n.team as Team))
      bad(
        `${key}.team`,
        `"${n.team}" is not the team of a card in this game; the app announces the team of the last card Nostradamus saw (${[...teams].sort().join(', ')})`,
      );
  }

  for (const key of ['blob', 'blob-doppelganger'] as const) {
    const b = said[key];
    if (b && !fits(b.absorb, players))
      bad(`${key}.absorb`, `a Blob cannot absorb "${b.absorb}" at a table of ${players}: not enough players`);
  }

  const ripple = said.ripple;
  if (ripple) checkRipple(ripple, players, cards, script, bad);

  // --- a time loop's fresh draws -----------------------------------------------------------------------
  const looping = ripple !== undefined && isOneOf(LOOP_RIPPLES, ripple.type);
  if (said.loop !== undefined && !looping)
    bad('loop', 'there is no time loop: the ripple is not "repeat" or "repeat-one-player"');
  if (looping) {
    const loop = (said.loop ?? {}) as Record<string, unknown>;
    // The app draws afresh for the calls a time loop replays by default (rule 50).
    const loopKeys = [...expected.keys()].filter(
      (k) =>
        !k.startsWith('oracle') &&
        !k.startsWith('blob') &&
        !k.startsWith('empath') &&
        !k.startsWith('nostradamus') &&
        k !== 'ripple',
    );
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
    checkLoopable('loop.', said.loop ?? {});
  }
  return problems;
}

/** A Blob reaching k players on one side, or k on each side, needs that many others at the table. */
function fits(absorb: string, players: number): boolean {
  const [count, side] = absorb.split('-') as [string, string];
  const k = Number(count);
  return side === 'each' ? 2 * k <= players - 1 : k <= players - 1;
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
  if (
    r.type === 'dual-view' &&
    r.target !== undefined &&
    !['any', 'even', 'odd', 'center'].includes(r.target as string)
  )
    bad('ripple.target', "the dual view is of any, even or odd players' cards or the center");
  if (r.type === 'witch' && r.target === 'center')
    bad('ripple.target', 'the Witch gives the center card to a player, not to the center');
  if (r.role !== undefined) {
    const nightCalls = new Set(script.flatMap((s) => (s.phase === 'night' && s.kind === 'role' ? s.roles : [])));
    if (!repeatableRoles(cards, nightCalls).includes(r.role))
      bad('ripple.role', `"${r.role}" has no night call of its own in this game to repeat`);
  }
}
