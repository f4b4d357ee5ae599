import { roleText } from '../../../text/role-text.ts';
import type { NostradamusSaid } from '../../../app/said.ts';

/** The Nostradamus's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Nostradamus',
  article: '',
  prompts: {
    nostradamus:
      'The cards he looks at, one at a time, in that order (up to three): the looking stops at a card not on the village team.',
  },
  lines: {
    nostradamus: {
      open: [
        "Nostradamus, wake up. You may look at up to three other players' cards, one at a time; stop when you see a card that is not on the village team. Then tap the team of the last card you saw in the app.",
      ],
      close: ['Nostradamus, close your eyes.'],
    },
    'nostradamus/doppelganger': {
      open: [
        "Doppelgänger, if you viewed the Nostradamus, wake up. You may look at up to three other players' cards, one at a time, and tap the team of the last one.",
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    nostradamus: {
      open: ['Nostradamus, wake up and look at up to three cards.'],
      close: ['Nostradamus, close your eyes.'],
    },
    'nostradamus/doppelganger': {
      open: ['Doppelgänger Nostradamus, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  app: (said: NostradamusSaid, { who, team }) => `${who} is on the ${team(said.team)} team`,
  reasons: {
    'not-a-team': (p: { team: string; teams: readonly string[] }) =>
      `"${p.team}" is not the team of a card in this game; the app announces the team of the last card Nostradamus saw (${p.teams.join(', ')})`,
    other: () => "Nostradamus looks at other players' cards",
    rule: () => "Nostradamus may look at up to three other players' cards, one at a time",
    stops: (p: { player: string }) => `${p.player}'s card is not on the village team: Nostradamus stops there`,
    announced: (p: { player: string; team: string; key: string; recorded: string }) =>
      `the last card Nostradamus saw, ${p.player}'s, is on the ${p.team} team, but app.${p.key} says "${p.recorded}": the app announces the team of the last card he saw`,
  },
});
