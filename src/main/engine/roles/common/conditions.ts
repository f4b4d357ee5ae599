/** An Epic Battle can happen: the deck holds monsters of two kinds or more (and the village). */
export const EPIC_BATTLE = {
  atLeast: 2,
  of: [{ kind: 'werewolf' }, { kind: 'vampire' }, { kind: 'alien' }],
} as const;
