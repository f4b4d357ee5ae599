/** Names for the night's calls and choices, in the console's language. */
import type { CallView, ChoiceView, SleepReasonView, StepCallView } from '../../../shared/views.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';

/** A step of the script as the main process names it: its key, and the role it is named after (if any). */
export type NamedStep = Pick<StepCallView, 'key' | 'namedAfter'>;

/**
 * A script step's name: its role's (`namedAfter`: "Seer", "Doppelgänger-Seer" for a `seer/doppelganger`
 * key), or, for a step the engine names by words of its own (a group, an announcement, the ripple, the
 * Doppelgänger's immediate action), its key's words; a time loop's second pass of a call (`aliens#loop`)
 * says so.
 */
export function stepLabel(step: NamedStep): string {
  const { key, namedAfter } = step;
  if (key.endsWith('#loop'))
    return i18n.t('night:step.loop', { step: stepLabel({ key: key.slice(0, -'#loop'.length), namedAfter }) });
  if (namedAfter === null) return i18n.t(`night:step.${key}`);
  return key.endsWith('/doppelganger')
    ? i18n.t('night:step.doppelgangerCopy', { role: i18n.role(namedAfter) })
    : i18n.role(namedAfter);
}

/** A step of the game's script, as far as its place in the wake order goes. */
export interface WakeStep {
  readonly index: number;
  readonly wake: string;
  readonly phase: 'dusk' | 'night';
}

/**
 * A call's place in the wake order, said plainly: its phase and its rank among the calls of that phase in
 * this game ("Dusk, 2nd call", "Nuit, 1er appel"); null for announcements (no wake code). The rulebook's
 * code ("-6B", "1-A") means nothing to a newcomer: the screens show it small beside this.
 */
export function wakePlace(script: readonly WakeStep[], index: number): { rank: number; text: string } | null {
  return wakePlaces(script).get(index) ?? null;
}

/** Every call's place in the wake order, by script index, in one pass (the list of calls shows them all). */
export function wakePlaces(script: readonly WakeStep[]): ReadonlyMap<number, { rank: number; text: string }> {
  const places = new Map<number, { rank: number; text: string }>();
  const ranks = { dusk: 0, night: 0 };
  for (const step of script) {
    if (!step.wake) continue;
    const rank = ++ranks[step.phase];
    const phase = i18n.t(`night:phase.${step.phase}`);
    places.set(step.index, { rank, text: i18n.t('night:wakeOrder', { phase, count: rank, ordinal: true }) });
  }
  return places;
}

/**
 * The call's title. The Doppelgänger's immediate action names the role she copied, which is a secret:
 * only when secrets are shown.
 */
export function callTitle(call: CallView, hidden: boolean): string {
  if (call.key === 'doppelganger-action' && call.role && !hidden)
    return i18n.t('night:step.doppelgangerAs', { role: i18n.role(call.role) });
  return stepLabel(call);
}

/**
 * What to choose at this call: the call's own words when it has them (the Sentinel's shield, the Alpha
 * Wolf's Center Werewolf card…, for the Doppelgänger's copy too), else the choice's.
 */
export function callPrompt(call: Pick<CallView, 'call'> | null, choice: ChoiceView): string {
  const prompt = call?.call && choice.kind !== 'none' ? i18n.prompt(call.call) : null;
  return prompt ?? choicePrompt(choice);
}

export function choicePrompt(choice: ChoiceView): string {
  switch (choice.kind) {
    case 'none':
      return i18n.t('night:choice.none');
    case 'targets':
      return i18n.t(choice.allowOne ? 'night:choice.targetsOne' : 'night:choice.targets');
    case 'places':
      return choice.min === choice.max
        ? i18n.t('night:choice.placesExactly', { count: choice.max })
        : i18n.t('night:choice.placesUpTo', { count: choice.max });
    default:
      return i18n.t(`night:choice.${choice.kind}`);
  }
}

/** Names of seats, as the language lists them ("Ann and Bob"). */
export function seatNames(players: readonly string[], seats: readonly number[]): string {
  return new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(
    seats.map((s) => players[s] ?? '?'),
  );
}

/** A call's role or group in the words of `night:asleep` ("Robber", "Vampire"). */
function roleOf(step: NamedStep, roles: readonly string[]): string {
  if (roles.length === 1) return i18n.role(roles[0]!);
  return stepLabel(step);
}

/** Why nobody wakes for a call, said to the moderator ("Bruno holds the Mark of Fear and does not wake."). */
export function sleepText(call: Pick<CallView, 'key' | 'namedAfter' | 'reason'>, players: readonly string[]): string {
  const reason = call.reason;
  if (!reason) return i18n.t('night:awake.nobody');
  switch (reason.kind) {
    case 'center':
      return reason.roles.length === 1
        ? i18n.t('night:asleep.center', { role: i18n.role(reason.roles[0]!) })
        : i18n.t('night:asleep.centerGroup', { role: roleOf(call, reason.roles) });
    case 'frightened':
      return i18n.t('night:asleep.frightened', {
        names: seatNames(players, reason.players),
        count: reason.players.length,
      });
    case 'no-lovers':
      return i18n.t(
        reason.cupid === 'ahead'
          ? 'night:asleep.noLoversAhead'
          : reason.cupid === 'center'
            ? 'night:asleep.noLoversCenter'
            : 'night:asleep.noLoversNone',
      );
    case 'not-copied':
      return reason.copied
        ? i18n.t('night:asleep.notCopied', { role: i18n.role(reason.role), copied: i18n.role(reason.copied) })
        : i18n.t('night:asleep.notCopiedYet');
    case 'no-immediate-action':
      return reason.copied
        ? i18n.t('night:asleep.noImmediateAction', { copied: i18n.role(reason.copied) })
        : i18n.t('night:asleep.notCopiedYet');
    case 'inert':
      return i18n.t('night:asleep.inert', { names: seatNames(players, reason.players) });
    case 'listens':
      return i18n.t('night:asleep.listens', { names: seatNames(players, reason.players) });
    case 'app-only':
      return i18n.t('night:asleep.appOnly');
  }
}

/** The same in a word or two, for the list of calls. */
export function sleepTag(reason: SleepReasonView | null, players: readonly string[]): string {
  if (!reason) return '';
  switch (reason.kind) {
    case 'center':
      return i18n.t('night:asleepTag.center');
    case 'frightened':
      return i18n.t('night:asleepTag.frightened', { names: seatNames(players, reason.players) });
    case 'no-lovers':
      return i18n.t(
        reason.cupid === 'ahead'
          ? 'night:asleepTag.noLoversAhead'
          : reason.cupid === 'center'
            ? 'night:asleepTag.noLoversCenter'
            : 'night:asleepTag.noLoversNone',
      );
    case 'not-copied':
      return i18n.t('night:asleepTag.notCopied');
    case 'no-immediate-action':
      return i18n.t('night:asleepTag.noImmediateAction');
    case 'inert':
      return i18n.t('night:asleepTag.inert');
    case 'listens':
      return i18n.t('night:asleepTag.listens');
    case 'app-only':
      return i18n.t('night:asleepTag.appOnly');
  }
}

/**
 * Cards moving at a call, each as "Ben (2) → Dan (4)", the moves parted by " · " (a move never holds the
 * separator: "2 · Ben → 4 · Dan · 4 · Dan → 5 · Eve" could not be read); `none` when nothing moves.
 */
export function movesText(
  players: readonly string[],
  moves: readonly { readonly from: number; readonly to: number }[],
  none = '',
): string {
  if (moves.length === 0) return none;
  const player = (seat: number): string => i18n.t('night:app.movePlayer', { n: seat + 1, name: players[seat] ?? '?' });
  return moves
    .map((m) => i18n.t('night:app.move', { from: player(m.from), to: player(m.to) }))
    .join(i18n.t('night:app.moveSeparator'));
}

/**
 * The places a pick allows, said shortly: "any player but 1 · Ann" when all but one or two may be chosen (a long
 * list of eight names pushes the night's calls and log off the screen), "center cards 1–3" when they follow
 * each other; else the list. Empty when nothing is allowed.
 */
export function allowedText(
  players: readonly string[],
  seats: readonly { readonly seat: number; readonly legal: boolean }[],
  centers: readonly number[],
): string {
  const legal = seats.filter((s) => s.legal).map((s) => s.seat);
  const illegal = seats.filter((s) => !s.legal).map((s) => s.seat);
  const parts: string[] = [];
  if (legal.length > 0) {
    if (legal.length === players.length && legal.length > 2) parts.push(i18n.t('night:choice.anyPlayer'));
    else if (legal.length >= 4 && illegal.length <= 2 && legal.length + illegal.length === players.length)
      parts.push(i18n.t('night:choice.anyPlayerBut', { seats: illegal.map((s) => seatText(players, s)).join(', ') }));
    else parts.push(...legal.map((s) => seatText(players, s)));
  }
  const sorted = [...centers].sort((a, b) => a - b);
  const run = sorted.length >= 2 && sorted.every((c, i) => i === 0 || c === sorted[i - 1]! + 1);
  if (run) parts.push(i18n.t('night:choice.centerCards', { from: sorted[0]! + 1, to: sorted.at(-1)! + 1 }));
  else parts.push(...sorted.map((c) => i18n.t('night:choice.centerCard', { n: c + 1 })));
  return parts.join(', ');
}

/** A seat as the choice names it: "2 · Bob" (names and seat numbers are no secret). */
export function seatText(players: readonly string[], seat: number): string {
  return i18n.t('night:choice.seat', { n: seat + 1, name: players[seat] ?? '?' });
}

/** What the moderator has picked so far, in words ("Chosen: 2 · Bob", "Chosen: switch the cards of 1 · Ann and 3 · Cat"). */
export function selectionText(choice: ChoiceView, selection: SelectionWords, players: readonly string[]): string {
  const parts = selectionParts(choice, selection, players);
  return parts.length > 0
    ? `${i18n.colon(i18n.t('night:choice.chosen'))} ${parts.join(', ')}`
    : i18n.t('night:choice.nothingChosen');
}

/** The picks a selection holds, as `selectionText` names them. */
export interface SelectionWords {
  readonly seats: readonly number[];
  readonly centers: readonly number[];
  readonly card: number | null;
  readonly mark: number | null;
  readonly swap: 'cards' | 'marks' | null;
  readonly each?: readonly ({ readonly target: number } | { readonly center: number } | null)[];
  readonly giveTo?: number | null;
  readonly direction?: 'left' | 'right' | null;
  readonly exchanged?: boolean;
}

/** The picks alone, in words ("2 · Bob", "center card 1"); empty when nothing is picked. */
export function selectionParts(choice: ChoiceView, selection: SelectionWords, players: readonly string[]): string[] {
  const seat = (s: number): string => seatText(players, s);
  const parts: string[] = [];
  if (choice.kind === 'each') {
    const picks = selection.each ?? [];
    picks.forEach((pick, i) => {
      const actor = choice.choices[i]?.actor;
      if (pick === null || actor === undefined) return;
      const what = 'target' in pick ? seat(pick.target) : i18n.t('night:choice.centerCard', { n: pick.center + 1 });
      parts.push(i18n.t('night:choice.eachPick', { alien: seat(actor), what }));
    });
  } else if (choice.kind === 'give') {
    const card = selection.seats[0] ?? null;
    const center = selection.centers[0] ?? null;
    if (card !== null) parts.push(i18n.t('night:choice.cardOf', { seat: seat(card) }));
    if (center !== null) parts.push(i18n.t('night:choice.centerCard', { n: center + 1 }));
    if (selection.giveTo !== null && selection.giveTo !== undefined)
      parts.push(i18n.t('night:choice.giveTo', { seat: seat(selection.giveTo) }));
  } else if (choice.kind === 'direction') {
    if (selection.direction) parts.push(i18n.t(`night:direction.${selection.direction}`));
  } else if (choice.kind === 'exchange') {
    if (selection.exchanged) parts.push(i18n.t('night:exchange.done'));
  } else if (choice.kind === 'marksman') {
    if (selection.card !== null) parts.push(i18n.t('night:choice.cardOf', { seat: seat(selection.card) }));
    if (selection.mark !== null) parts.push(i18n.t('night:choice.markOf', { seat: seat(selection.mark) }));
  } else if (choice.kind === 'gremlin' && selection.swap && selection.seats.length === 2) {
    const [a, b] = selection.seats.map(seat);
    parts.push(i18n.t(selection.swap === 'cards' ? 'night:choice.swapCards' : 'night:choice.swapMarks', { a, b }));
  } else {
    parts.push(...selection.seats.map(seat));
    parts.push(...selection.centers.map((c) => i18n.t('night:choice.centerCard', { n: c + 1 })));
  }
  return parts;
}
