import type { Kit } from '../../../text/sentences.ts';
import type { Role } from '../../../vocabulary.ts';
import { roleText } from '../../../text/role-text.ts';

/** The Paranormal Investigator's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Paranormal Investigator',
  article: 'the ',
  prompts: {
    'paranormal-investigator':
      'The cards he looks at, one at a time, in that order (up to two): the looking stops at a Werewolf or the Tanner.',
  },
  lines: {
    'paranormal-investigator': {
      open: [
        "Paranormal Investigator, wake up. You may look at up to two other players' cards, one at a time. If you see a Werewolf or a Tanner, stop: you are now that role.",
      ],
      close: ['Paranormal Investigator, close your eyes.'],
    },
  },
  short: {
    'paranormal-investigator': {
      open: ['Paranormal Investigator, wake up and look at up to two cards.'],
      close: ['Paranormal Investigator, close your eyes.'],
    },
  },
  reasons: {
    other: () => "the Paranormal Investigator looks at other players' cards",
    rule: () => "the Paranormal Investigator may look at up to two other players' cards, one at a time",
    stops: (p: { player: string; seen: Role; becomes: Role }, k: Kit) =>
      `${p.player}'s card is the ${k.role(p.seen)}: the Paranormal Investigator stops there and becomes ${p.becomes === 'tanner' ? 'a Tanner' : `a ${k.role(p.becomes)}`}`,
  },
});
