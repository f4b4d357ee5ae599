/** Names for the night's calls and choices, in the console's language. */
import type { CallView, ChoiceView } from '../../../shared/views.ts';
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
