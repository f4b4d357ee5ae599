import { roleText } from '../../../text/role-text.ts';

/** The Apprentice Seer's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Apprentice Seer',
  article: 'the ',
  prompts: { 'apprentice-seer': 'Which center card does the Apprentice Seer look at?' },
  lines: {
    'apprentice-seer': {
      open: ['Apprentice Seer, wake up. You may look at one of the center cards.'],
      close: ['Apprentice Seer, close your eyes.'],
    },
  },
  short: {
    'apprentice-seer': {
      open: ['Apprentice Seer, wake up and look at a center card.'],
      close: ['Apprentice Seer, close your eyes.'],
    },
  },
});
