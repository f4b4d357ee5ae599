import { roleText } from '../../../text/role-text.ts';

/** The Witch's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Witch',
  article: 'the ',
  prompts: { witch: 'The center card she looks at, then the player who receives it (her own card too).' },
  lines: {
    witch: {
      open: [
        "Witch, wake up. You may look at one of the center cards. If you do, you must exchange that card with any player's card.",
      ],
      close: ['Witch, close your eyes.'],
    },
  },
  short: {
    witch: { open: ['Witch, wake up and look at a center card.'], close: ['Witch, close your eyes.'] },
  },
  reasons: {
    center: (p: { player: string }) => `${p.player}'s card is not a center card; the Witch looks at a center card`,
    rule: () => "may look at a center card and, if she does, must exchange it with any player's card",
  },
});
