import { roleText } from '../../../text/role-text.ts';

/** The Oracle's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Oracle',
  article: 'the ',
  lines: {
    oracle: { open: ['Oracle, wake up and answer the app.'], close: ['Oracle, close your eyes.'] },
    'oracle/doppelganger': {
      open: ['Doppelgänger, if you viewed the Oracle, wake up and answer the app.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    oracle: { open: ['Oracle, wake up.'], close: ['Oracle, close your eyes.'] },
    'oracle/doppelganger': { open: ['Doppelgänger Oracle, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
  reasons: {
    'only-with-team': (p: { question: string }) => `the app asks "${p.question}" only when that team is in the game`,
    'not-an-answer': (p: {
      answer: string;
      question: string;
      answers: readonly (string | number)[];
      upTo: number | null;
    }) =>
      `"${p.answer}" does not answer "${p.question}"; the answers are ${p.upTo !== null ? `1 to ${p.upTo}` : p.answers.join(' or ')}`,
    'no-reply': (p: { question: string; answer: string }) =>
      `the app has no reply to "${p.question}" answered ${p.answer}`,
    replies: (p: { allowed: readonly (string | number)[]; question: string }) =>
      `the app replies ${p.allowed.map((a) => `"${a}"`).join(' or ')} to "${p.question}" answered yes`,
    'player-number': (p: { players: number }) =>
      `the app names the player whose card she views: a number from 1 to ${p.players}`,
    number: (p: { max: number }) => `the app thinks of a number from 1 to ${p.max}`,
    'center-only': () => "the app lets the Oracle view center cards, not players' cards",
    rule: (p: { count: number }) =>
      `the app lets the Oracle view up to ${p.count} center card${p.count === 1 ? '' : 's'}`,
  },
});
