/**
 * Epic Battles: Aliens vs Villagers vs Werewolves vs Vampires, from the Alien rulebook (`004_…`, "ALIEN") and
 * the compendium's Epic Battle section (`003_…`, "COMP"). Which groups are active, who dies (the most votes
 * and the second most, one vote counting), each team's two conditions, several teams winning at once, and
 * the village's condition with its option `epicVillageAnyTwoTeams`. Written from the texts, not the engine.
 */
import { expect } from 'vitest';
import { table } from './case-table.ts';

const NO_RIPPLE = { type: 'none' } as const;
const STARE = { aliens: { action: 'stare' }, ripple: NO_RIPPLE };

/**
 * Four teams at a table of seven: Ann an Alien, Ben a Werewolf, Cat the Vampire who gives the Mark of the
 * Vampire to Gus (so Gus is a Vampire too), Dan, Eve and Fay on the village team.
 */
const FOUR = 'alien werewolf vampire villager villager villager villager | seer robber tanner';
const BITE_GUS = [{ call: 'vampires', target: 'Gus' }] as const;

table('Epic Battle: which groups are active', [
  {
    name: 'Aliens, Villagers, Werewolves and Vampires all in front of players: an Epic Battle of four',
    cite: 'You can have Aliens, Villagers, Werewolves (from One Night and Daybreak), and Vampires (from Vampire) in the same game.',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Ben Dan Ben Ben Ben Ben Ben',
    teams: { Ann: 'alien', Ben: 'werewolf', Cat: 'vampire', Gus: 'vampire', Dan: 'village' },
    check: (g) => {
      expect(g.result.epicBattle).toBe(true);
      expect([...g.result.activeGroups].sort()).toEqual(['alien', 'vampire', 'village', 'werewolf']);
    },
  },
  {
    name: 'three groups active (the Vampire in the center): still an Epic Battle',
    cite: 'If three or more of these groups are in the game and active (i.e. actually in front of at least one player, not just in the center card group), at least two players will be killed during the vote',
    deal: 'alien werewolf villager villager villager | vampire seer robber',
    app: STARE,
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ann', 'Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
    check: (g) => {
      expect(g.result.epicBattle).toBe(true);
      expect([...g.result.activeGroups].sort()).toEqual(['alien', 'village', 'werewolf']);
    },
  },
  {
    name: 'only two groups in play (Alien and Vampire in the center): only the most votes die',
    cite: 'If it is determined that only two of these groups are in play (because the other cards were in the center), then only the player(s) with the most vottes (as long as they have at least 2) are killed.',
    deal: 'werewolf villager villager villager villager | alien vampire seer',
    app: STARE,
    votes: 'Ben Ann Ben Ben Cat',
    deaths: ['Ben'],
    winners: ['Ann'],
    check: (g) => expect(g.result.epicBattle).toBe(false),
  },
  {
    name: 'only two groups in play and nobody has two votes: nobody dies',
    cite: 'then only the player(s) with the most vottes (as long as they have at least 2) are killed.',
    deal: 'werewolf villager villager villager villager | alien vampire seer',
    app: STARE,
    votes: 'Ben Cat Dan Eve Ann',
    deaths: [],
    winners: ['Ann'],
  },
  {
    name: 'a Minion is no Werewolf: with the Werewolf in the center his group is not active',
    cite: 'rulings #25: a group is active when at least one player ends on it — a Werewolf (not a Minion)',
    deal: 'alien minion villager villager villager | werewolf vampire seer',
    app: STARE,
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    check: (g) => {
      expect(g.result.epicBattle).toBe(false);
      expect([...g.result.activeGroups].sort()).toEqual(['alien', 'village']);
    },
  },
  {
    name: 'the Alien given the Mark of the Vampire is a Vampire: the alien group is no longer active',
    cite: 'rulings #21: Mark of the Vampire makes its holder a Vampire on the vampire team whatever the card',
    deal: 'alien villager vampire villager villager | werewolf seer robber',
    app: STARE,
    night: [{ call: 'vampires', target: 'Ann' }],
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ben'],
    teams: { Ann: 'vampire' },
    check: (g) => {
      expect(g.result.epicBattle).toBe(false);
      expect([...g.result.activeGroups].sort()).toEqual(['vampire', 'village']);
    },
  },
]);

table('Epic Battle: who dies', [
  {
    name: 'the most votes and the second most die, one vote counting as second most',
    cite: 'at least two players will be killed during the vote: the player with the most votes and the player with the 2nd most votes (in this case 1 vote counts if it is the 2nd highest number).',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Ben Dan Ben Ben Ben Ben Ben',
    deaths: ['Ben', 'Dan'],
    check: (g) => {
      expect(g.deathReason('Ben')).toBe('votes');
      expect(g.deathReason('Dan')).toBe('second-most');
    },
  },
  {
    name: 'a tie for most votes: only those tied die',
    cite: 'If there is a tie for most votes, only those tied for the most votes are killed.',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Ben Cat Ben Ben Cat Cat Dan',
    deaths: ['Ben', 'Cat'],
  },
  {
    name: 'no tie for most and a tie for second most: the most and all tied for second die',
    cite: "If there isn't a tie for the most votes, and there is a tie for the 2nd most votes, the person with the most votes is killed and those with the 2nd most votes are also killed.",
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Ben Cat Dan Ben Ben Cat Dan',
    deaths: ['Ben', 'Cat', 'Dan'],
  },
  {
    name: 'a tie for second most at one vote each: all of them die',
    cite: 'the person with the most votes is killed and those with the 2nd most votes are also killed (1 vote counts)',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Ben Dan Ben Ben Ben Ben Ann',
    deaths: ['Ann', 'Ben', 'Dan'],
  },
  {
    name: 'every player has exactly one vote: nobody dies (nobody has the most)',
    cite: 'options.ts epicOneVoteKills (off): An Epic Battle where nobody has more than one vote',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Ben Cat Dan Eve Fay Gus Ann',
    deaths: [],
  },
  {
    name: 'house rule epicOneVoteKills: every player has one vote and all of them die',
    cite: 'options.ts epicOneVoteKills: all tied at one vote die ("1 vote counts")',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    options: { epicOneVoteKills: true },
    votes: 'Ben Cat Dan Eve Fay Gus Ann',
    deaths: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'],
  },
]);

table('Epic Battle: who wins', [
  {
    name: 'a Werewolf and a Villager die: the aliens and the Vampires win',
    cite: 'Alien Team: At least 1 Werewolf or 1 Vampire must be killed; No Aliens may be killed. Vampire Team: At least 1 Werewolf or 1 Alien must be killed; No Vampires may be killed',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Ben Dan Ben Ben Ben Ben Ben',
    deaths: ['Ben', 'Dan'],
    winners: ['Ann', 'Cat', 'Gus'],
  },
  {
    name: 'a Villager and a Vampire die: both the alien and the werewolf team win',
    cite: 'It is possible, when four teams are in play, to have more than one team win. For instance, if a Villager and a Vampire are killed, both the alien team and the werewolf team win.',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Cat Cat Dan Cat Dan Ann Eve',
    deaths: ['Cat', 'Dan'],
    winners: ['Ann', 'Ben'],
  },
  {
    name: 'an Alien and a Villager die: the Werewolves and the Vampires win, the aliens lose',
    cite: 'Werewolf Team: At least 1 Vampire or 1 Alien must be killed; No Werewolves may be killed. (Alien Team: No Aliens may be killed)',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Dan Ann Ann Ann Ann Ann Ann',
    deaths: ['Ann', 'Dan'],
    winners: ['Ben', 'Cat', 'Gus'],
  },
  {
    name: 'a Werewolf and a Vampire die: the aliens and the village win',
    cite: 'Villager Team: At least 1 player from two different teams must be killed',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Ben Cat Ben Ben Cat Cat Dan',
    deaths: ['Ben', 'Cat'],
    winners: ['Ann', 'Dan', 'Eve', 'Fay'],
  },
  {
    name: 'an Alien and a Werewolf die: the village and the Vampires win',
    cite: 'Villager Team … Vampire Team: At least 1 Werewolf or 1 Alien must be killed; No Vampires may be killed',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Ben Ann Ann Ann Ben Ben Ann',
    deaths: ['Ann', 'Ben'],
    winners: ['Cat', 'Dan', 'Eve', 'Fay', 'Gus'],
  },
  {
    name: 'only Villagers die: no team wins (every monster team needs an enemy killed)',
    cite: 'Both of the win conditions below must be fulfilled for each team to win',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Dan Eve Dan Eve Dan Dan Dan',
    deaths: ['Dan', 'Eve'],
    winners: [],
  },
  {
    name: 'a Werewolf and a Villager die: the village loses — two teams died, but only one of them is not the village (default)',
    cite: 'COMP: Villager Team Epic Battle Win Conditions: At least 1 player from *two* different non-villager teams must be killed',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    votes: 'Ben Dan Ben Ben Ben Ben Ben',
    deaths: ['Ben', 'Dan'],
    check: (g) => {
      for (const name of ['Dan', 'Eve', 'Fay']) expect(g.player(name).won).toBe(false);
    },
  },
  {
    name: 'house rule epicVillageAnyTwoTeams: a Werewolf and a Villager die, the village wins too',
    cite: 'ALIEN: Villager Team — At least 1 player from two different teams must be killed (options.ts epicVillageAnyTwoTeams)',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    options: { epicVillageAnyTwoTeams: true },
    votes: 'Ben Dan Ben Ben Ben Ben Ben',
    deaths: ['Ben', 'Dan'],
    winners: ['Ann', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'],
  },
  {
    name: 'house rule epicVillageAnyTwoTeams: a Villager and a Vampire die, the village wins with the aliens and the Werewolves',
    cite: 'ALIEN: Villager Team — At least 1 player from two different teams must be killed',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    options: { epicVillageAnyTwoTeams: true },
    votes: 'Cat Cat Dan Cat Dan Ann Eve',
    deaths: ['Cat', 'Dan'],
    winners: ['Ann', 'Ben', 'Dan', 'Eve', 'Fay'],
  },
  {
    name: 'house rule epicVillageAnyTwoTeams: only Villagers die, the village still loses (one team)',
    cite: 'ALIEN: Villager Team — At least 1 player from two different teams must be killed',
    deal: FOUR,
    app: STARE,
    night: BITE_GUS,
    options: { epicVillageAnyTwoTeams: true },
    votes: 'Dan Eve Dan Eve Dan Dan Dan',
    deaths: ['Dan', 'Eve'],
    winners: [],
  },
  {
    name: 'three groups (no Vampire in play): an Alien and a Werewolf die, the village wins',
    cite: 'Villager Team: At least 1 player from two different teams must be killed',
    deal: 'alien werewolf villager villager villager | vampire seer robber',
    app: STARE,
    votes: 'Ben Ann Ben Ben Ben',
    deaths: ['Ann', 'Ben'],
    winners: ['Cat', 'Dan', 'Eve'],
  },
  {
    name: 'three groups: a Werewolf and a Villager die, the aliens win alone',
    cite: 'Alien Team: At least 1 Werewolf or 1 Vampire must be killed; No Aliens may be killed',
    deal: 'alien werewolf villager villager villager | vampire seer robber',
    app: STARE,
    votes: 'Ben Cat Ben Ben Ben',
    deaths: ['Ben', 'Cat'],
    winners: ['Ann'],
  },
  {
    name: 'the Tanner keeps his own rule in an Epic Battle',
    cite: 'All other teams retain their original win conditions.',
    deal: 'alien werewolf vampire tanner villager villager villager | seer robber villager',
    app: STARE,
    night: BITE_GUS,
    votes: 'Dan Dan Dan Eve Dan Dan Dan',
    deaths: ['Dan', 'Eve'],
    check: (g) => {
      expect(g.player('Dan').won).toBe(true);
      expect(g.player('Ann').won).toBe(false);
      expect(g.player('Ben').won).toBe(false);
      expect(g.player('Cat').won).toBe(false);
    },
  },
  {
    name: 'the Synthetic keeps his own rule: he dies and wins; the aliens and the village lose',
    cite: 'All other teams retain their original win conditions. (If the Synthetic dies, everyone on the alien and villager teams lose.)',
    deal: 'alien werewolf vampire synthetic-alien villager villager villager | seer robber villager',
    app: STARE,
    night: BITE_GUS,
    votes: 'Dan Dan Dan Ben Dan Dan Dan',
    deaths: ['Ben', 'Dan'],
    winners: ['Cat', 'Dan', 'Gus'],
  },
  {
    name: 'the Mortician wins in addition in an Epic Battle',
    cite: 'All other teams retain their original win conditions. (The Mortician wins in addition to any other teams that might win.)',
    deal: 'alien werewolf vampire mortician villager villager villager | seer robber villager',
    app: { ...STARE, mortician: { action: 'pretend' } },
    night: BITE_GUS,
    votes: 'Ben Cat Ben Ben Ben Ben Ben',
    deaths: ['Ben', 'Cat'],
    winners: ['Ann', 'Dan', 'Eve', 'Fay'],
  },
  {
    name: 'Groob and Zerb in an Epic Battle: Zerb and a Villager die, Groob wins with the Werewolves and Vampires',
    cite: 'All other teams retain their original win conditions. (Groob only wins if Zerb dies and Groob stays alive)',
    deal: 'groob werewolf vampire zerb villager villager villager | seer robber villager',
    app: STARE,
    night: BITE_GUS,
    votes: 'Dan Dan Dan Eve Dan Dan Dan',
    deaths: ['Dan', 'Eve'],
    winners: ['Ann', 'Ben', 'Cat', 'Gus'],
    check: (g) => expect(g.result.epicBattle).toBe(true),
  },
]);
