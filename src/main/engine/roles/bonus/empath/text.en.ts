import type { EmpathSaid } from '../../../app/said.ts';
import type { EmpathPrompt } from '../../../app/vocabulary.ts';
import { roleText } from '../../../text/role-text.ts';

/** Whom the Empath's group points at, by the app's prompt. */
const PROMPTS: Readonly<Record<EmpathPrompt, string>> = {
  think: 'the player they think is the Empath',
  'good-looking': 'the best-looking player',
  suspicious: 'the most suspicious player',
  smells: 'the player who smells the nicest',
  'sharp-dresser': 'the sharpest dresser',
  awesome: 'the most awesome player',
  'everyone-else': 'the player they think everyone else will point at',
  smartest: 'the smartest player',
  friendliest: 'the friendliest player',
  funniest: 'the funniest player',
  winner: 'the player they think will win',
  like: 'the player they like the most',
  'dont-think': 'the player they think nobody else will point at',
  nicest: 'the nicest player',
};

/** The Empath's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Empath',
  article: 'the ',
  lines: {
    empath: { open: ['Empath, wake up.'], close: ['Everyone, put your hands down. Empath, close your eyes.'] },
    'empath/doppelganger': {
      open: ['Doppelgänger, if you viewed the Empath, wake up.'],
      close: ['Everyone, put your hands down. Doppelgänger, close your eyes.'],
    },
  },
  short: {
    empath: { open: ['Empath, wake up.'], close: ['Hands down. Empath, close your eyes.'] },
    'empath/doppelganger': {
      open: ['Doppelgänger Empath, wake up.'],
      close: ['Hands down. Doppelgänger, close your eyes.'],
    },
  },
  app: (said: EmpathSaid, { who, group }) =>
    `${group(said.group)} ${said.group === 'everyone' ? 'keeps their eyes closed and points' : 'keep their eyes closed and point'} at ${PROMPTS[said.prompt]}, and ${who} watches`,
});
