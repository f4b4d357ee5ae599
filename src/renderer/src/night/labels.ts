/** Names for the night's calls and choices, in the console's language. */
import type { CallView, ChoiceView, SleepReasonView } from '../../../shared/views.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';

const GROUP_STEPS = new Set([
  'everyone-sleeps',
  'marks-view',
  'everyone-wakes',
  'lovers',
  'vampires',
  'werewolves',
  'masons',
]);

/** A script step by its key: a role (`seer`), a group, an announcement, or a Doppelgänger copy (`seer/doppelganger`). */
export function stepLabel(key: string): string {
  if (GROUP_STEPS.has(key) || key === 'doppelganger-action') return i18n.t(`night:step.${key}`);
  const [role, copy] = key.split('/');
  return copy === 'doppelganger' ? i18n.t('night:step.doppelgangerCopy', { role: i18n.role(role!) }) : i18n.role(role!);
}

/**
 * The call's title. The Doppelgänger's immediate action names the role she copied, which is a secret:
 * only when secrets are shown.
 */
export function callTitle(call: CallView, hidden: boolean): string {
  if (call.key === 'doppelganger-action' && call.role && !hidden)
    return i18n.t('night:step.doppelgangerAs', { role: i18n.role(call.role) });
  return stepLabel(call.key);
}

export function choicePrompt(choice: ChoiceView): string {
  switch (choice.kind) {
    case 'none':
      return i18n.t('night:choice.none');
    case 'targets':
      return i18n.t(choice.allowOne ? 'night:choice.targetsOne' : 'night:choice.targets');
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
function roleOf(key: string, roles: readonly string[]): string {
  if (roles.length === 1) return i18n.role(roles[0]!);
  return stepLabel(key);
}

/** Why nobody wakes for a call, said to the moderator ("Bruno holds the Mark of Fear and does not wake."). */
export function sleepText(call: Pick<CallView, 'key' | 'reason'>, players: readonly string[]): string {
  const reason = call.reason;
  if (!reason) return i18n.t('night:awake.nobody');
  switch (reason.kind) {
    case 'center':
      return reason.roles.length === 1
        ? i18n.t('night:asleep.center', { role: i18n.role(reason.roles[0]!) })
        : i18n.t('night:asleep.centerGroup', { role: roleOf(call.key, reason.roles) });
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
  }
}

/** A seat as the choice names it: "2 · Bob" (names and seat numbers are no secret). */
export function seatText(players: readonly string[], seat: number): string {
  return i18n.t('night:choice.seat', { n: seat + 1, name: players[seat] ?? '?' });
}

/** What the moderator has picked so far, in words ("2 · Bob", "switch the cards of 1 · Ann and 3 · Cat"). */
export function selectionText(
  choice: ChoiceView,
  selection: {
    readonly seats: readonly number[];
    readonly centers: readonly number[];
    readonly card: number | null;
    readonly mark: number | null;
    readonly swap: 'cards' | 'marks' | null;
  },
  players: readonly string[],
): string {
  const seat = (s: number): string => seatText(players, s);
  const parts: string[] = [];
  if (choice.kind === 'marksman') {
    if (selection.card !== null) parts.push(i18n.t('night:choice.cardOf', { seat: seat(selection.card) }));
    if (selection.mark !== null) parts.push(i18n.t('night:choice.markOf', { seat: seat(selection.mark) }));
  } else if (choice.kind === 'gremlin' && selection.swap && selection.seats.length === 2) {
    const [a, b] = selection.seats.map(seat);
    parts.push(i18n.t(selection.swap === 'cards' ? 'night:choice.swapCards' : 'night:choice.swapMarks', { a, b }));
  } else {
    parts.push(...selection.seats.map(seat));
    parts.push(...selection.centers.map((c) => i18n.t('night:choice.centerCard', { n: c + 1 })));
  }
  return parts.length > 0
    ? `${i18n.colon(i18n.t('night:choice.chosen'))} ${parts.join(', ')}`
    : i18n.t('night:choice.nothingChosen');
}
