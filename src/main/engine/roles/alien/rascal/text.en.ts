import { describePlace } from '../../../text/reasons-en.ts';
import { roleText } from '../../../text/role-text.ts';
import type { RascalSaid, RippleTarget } from '../../../app/said.ts';
import type { RascalAction } from '../../../app/vocabulary.ts';
import type { AppPhrases } from '../../../text/role-text.ts';

/** What the app lets the Rascal do, by the role whose action he borrows. */
const RASCAL: Readonly<Record<RascalAction, (target: RippleTarget | undefined, phrases: AppPhrases) => string>> = {
  troublemaker: (target, { who, place }) => `${who} may exchange the cards of ${place(target ?? 'any-two')}`,
  robber: (target, { who, cardOf }) =>
    `${who} may take ${cardOf(target ?? 'any')}, give his own card in exchange and look at his new card`,
  witch: (target, { who, cardOf }) =>
    `${who} may view ${cardOf(target ?? 'any')} and, if he does, must give it to any player`,
  drunk: (target, { who, cardOf }) =>
    `${who} must exchange his card with ${cardOf(target ?? 'any')} without looking at it`,
  idiot: (_target, { who }) => `${who} may move every other player's card one seat to the left or to the right`,
};

/** The Rascal's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Rascal',
  article: 'the ',
  lines: {
    rascal: { open: ['Rascal, wake up.'], close: ['Rascal, close your eyes.'] },
    'rascal/doppelganger': {
      open: ['Doppelgänger, if you viewed the Rascal, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    rascal: { open: ['Rascal, wake up.'], close: ['Rascal, close your eyes.'] },
    'rascal/doppelganger': { open: ['Doppelgänger Rascal, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
  app: (said: RascalSaid, phrases) => RASCAL[said.action](said.target, phrases),
  reasons: {
    'idiot-target': () => 'the Village Idiot shifts every other card: no target',
    'names-where': (p: { action: string }) => `"${p.action}" names where the cards are`,
    'two-players': (p: { target: string }) =>
      `the Troublemaker's cards are two players': "${p.target}" names one place`,
    'one-card': (p: { action: string; target: string }) =>
      `"${p.action}" moves one card: "${p.target}" names two players`,
    shielded: () => "holds a shielded card: the Rascal cannot exchange a card the Sentinel's shield protects",
    who: () => 'the Rascal',
    exchange: (p: { target: RippleTarget }) => `the Rascal may exchange the cards of ${describePlace(p.target)}`,
    take: (p: { target: RippleTarget }) => `the Rascal may take the card of ${describePlace(p.target)}`,
    give: (p: { target: RippleTarget }) =>
      `may view the card of ${describePlace(p.target)} and then must give it to a player`,
    drunk: (p: { target: RippleTarget }) =>
      `the Rascal must exchange his card with the card of ${describePlace(p.target)}`,
  },
});
