/**
 * The words the screen reader hears for the night's and the day's announcements (NightAnnouncement,
 * DayAnnouncement), in the console's language: "Werewolves, Night, 2nd call. Awake: Ann and Ben. 10
 * seconds." While the secrets are hidden, who is awake and what was picked are not said (as the screen
 * does not show them).
 */
import type { Urgency } from '../lib/announcer.svelte.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';
import type { CallView } from '../../../shared/views.ts';
import type { DayAnnouncement } from '../day/day-state.svelte.ts';
import { formatClock } from '../day/day-state.svelte.ts';
import { callPrompt, callTitle, seatNames, sleepText, stepLabel } from './labels.ts';
import { needsInputOf, type NightAnnouncement, type Recorded } from './night-state.svelte.ts';

export interface Announcement {
  readonly text: string;
  readonly urgency: Urgency;
}

export interface NightWords {
  readonly players: readonly string[];
  readonly hidden: boolean;
  /** The call's place in the wake order ("Night, 2nd call"), when it has one. */
  readonly place: (call: CallView) => string | null;
  /** The undo key as mapped (null: off). */
  readonly undoKey: string | null;
}

/**
 * "Just recorded: Seer — 2 · Bob · U undoes" as the screen says it (only the call while hidden), with the
 * undo key as the moderator mapped it (`undoKey`: null when it is off).
 */
export function recordedWords(recorded: Recorded, hidden: boolean, undoKey: string | null): string {
  const call = stepLabel(recorded);
  const undo = undoKey === null ? '' : i18n.t('night:recorded.undo', { key: undoKey });
  if (hidden) return i18n.t('night:recorded.hidden', { call, undo });
  return i18n.t('night:recorded.text', { call, what: recorded.what ?? i18n.t('night:recorded.nothing'), undo });
}

function callWords(call: CallView, seconds: number | null, words: NightWords): string {
  const place = words.place(call);
  const title = callTitle(call, words.hidden);
  const parts = [
    place
      ? i18n.t('access:announce.call', { call: title, place })
      : i18n.t('access:announce.callPlain', { call: title }),
  ];
  if (words.hidden) {
    if (call.awake.length > 0 || call.nobodyAwake) parts.push(i18n.t('access:announce.awakeHidden'));
  } else if (call.nobodyAwake) {
    parts.push(`${i18n.t('access:announce.nobody')} ${sleepText(call, words.players)}`);
  } else if (call.awake.length > 0) {
    parts.push(i18n.t('access:announce.awake', { names: seatNames(words.players, call.awake) }));
    if (needsInputOf(call)) parts.push(callPrompt(call, call.choice));
  }
  if (seconds !== null) parts.push(i18n.t('access:announce.seconds', { count: seconds }));
  return parts.join(' ');
}

export function nightAnnouncement(event: NightAnnouncement, words: NightWords): Announcement {
  switch (event.kind) {
    case 'call':
      return { text: callWords(event.call, event.seconds, words), urgency: 'polite' };
    case 'left':
      return { text: i18n.t('access:announce.left', { count: event.seconds }), urgency: 'polite' };
    case 'time-up':
      return {
        text: i18n.t(event.waiting ? 'access:announce.timeUpWaiting' : 'access:announce.timeUp'),
        urgency: 'assertive',
      };
    case 'paused':
      return { text: i18n.t('access:announce.paused'), urgency: 'polite' };
    case 'resumed':
      return { text: i18n.t('access:announce.resumed'), urgency: 'polite' };
    case 'extended':
      return { text: i18n.t('access:announce.extended', { count: event.seconds }), urgency: 'polite' };
    case 'recorded':
      return { text: recordedWords(event.recorded, words.hidden, words.undoKey), urgency: 'polite' };
    case 'over':
      return { text: i18n.t('access:announce.nightOver'), urgency: 'polite' };
  }
}

/** "4:30", said as minutes when whole ("2 minutes left"), else as the clock reads. */
function timeLeft(seconds: number): string {
  return seconds % 60 === 0 && seconds > 0
    ? i18n.t('access:announce.minutes', { count: seconds / 60 })
    : seconds < 60
      ? i18n.t('access:announce.left', { count: seconds })
      : formatClock(seconds);
}

/** `startKey`: " (Space)" after "Start the discussion", as the moderator mapped it (empty when off). */
export function dayAnnouncement(event: DayAnnouncement, startKey = ''): Announcement {
  switch (event.kind) {
    case 'morning':
      return { text: i18n.t('access:announce.morning', { key: startKey }), urgency: 'polite' };
    case 'started':
      return {
        text: i18n.t('access:announce.discussion', { left: timeLeft(event.seconds).replace(/\.$/, '') }),
        urgency: 'polite',
      };
    case 'left':
      return { text: timeLeft(event.seconds), urgency: 'polite' };
    case 'time-up':
      return { text: i18n.t('access:announce.timeUp'), urgency: 'assertive' };
    case 'paused':
      return { text: i18n.t('access:announce.paused'), urgency: 'polite' };
    case 'resumed':
      return { text: i18n.t('access:announce.resumed'), urgency: 'polite' };
    case 'extended':
      return {
        text: i18n.t('access:announce.extendedMinute', { left: formatClock(event.seconds) }),
        urgency: 'polite',
      };
    case 'table':
      return {
        text: event.open
          ? i18n.t('access:announce.tableOpen', { count: event.seconds })
          : i18n.t('access:announce.tableClosed'),
        urgency: 'polite',
      };
  }
}
