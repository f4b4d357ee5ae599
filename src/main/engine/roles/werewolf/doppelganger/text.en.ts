import { roleText } from '../../../text/role-text.ts';

/** The Doppelgänger's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Doppelgänger',
  article: 'the ',
  lines: {
    doppelganger: {
      open: [
        "Doppelgänger, wake up and look at another player's card. You are now that role. If your new role has an action now, do it.",
      ],
      close: [],
    },
  },
  short: {
    doppelganger: {
      open: ["Doppelgänger, wake up, view another player's card, and do its action now if it has one."],
      close: [],
    },
  },
  reasons: {
    rule: () => "the Doppelgänger looks at one other player's card",
  },
});
