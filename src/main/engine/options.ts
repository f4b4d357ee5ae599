/**
 * Options and house rules: each default is the rule texts' reading (docs/rulings.md gives the source of
 * every one and the other reading the option offers). A house rule about a role is declared in its folder
 * (`houseRules`: its default and the decks it can matter in); the ones about the game itself (the Epic
 * Battle, the app) are here. `DEFAULT_OPTIONS` is read from both.
 */
import { EPIC_BATTLE } from './roles/common/conditions.ts';
import { ROLE_MODULES } from './roles/index.ts';
import type { RoleHouseRule } from './roles/types.ts';
import { OPTION_NAMES, type GameOptions } from './game-options.ts';
import { ROLES } from './vocabulary.ts';

export type { GameOptions, OptionName } from './game-options.ts';
export { OPTION_NAMES } from './game-options.ts';

/** House rules about the game rather than a role: the Epic Battle's votes and win conditions, the app's. */
export const GAME_HOUSE_RULES: readonly RoleHouseRule[] = [
  { id: 'epicOneVoteKills', default: false, matters: EPIC_BATTLE, offered: false },
  // Alien (docs/rulings.md §39, 45, 50, 51, 52).
  { id: 'appTieKillsPlayers', default: false, matters: { kind: 'alien' }, offered: true },
  { id: 'timeLoopWholeNight', default: false, matters: { kind: 'alien' }, offered: true },
  {
    id: 'epicVillageAnyTwoTeams',
    default: false,
    matters: { all: [{ kind: 'alien' }, { any: [{ roles: ['werewolf'] }, { kind: 'vampire' }] }] },
    offered: true,
  },
  // An Epic Battle (docs/rulings.md §88) with a role that protects from the vote.
  {
    id: 'epicProtectedNextHighest',
    default: false,
    matters: { all: [{ roles: ['the-master', 'prince', 'bodyguard'] }, EPIC_BATTLE] },
    offered: true,
  },
];

/** Every house rule: the roles' (in the order of the role list), then the game's. */
export const HOUSE_RULES: readonly RoleHouseRule[] = [
  ...ROLES.flatMap((role) => ROLE_MODULES[role].houseRules ?? []),
  ...GAME_HOUSE_RULES,
];

function defaults(): GameOptions {
  const out: Record<string, boolean> = {};
  for (const name of OPTION_NAMES) {
    const declared = HOUSE_RULES.filter((rule) => rule.id === name);
    if (declared.length !== 1) throw new Error(`option ${name} is declared ${declared.length} times`);
    out[name] = declared[0]!.default;
  }
  return out as unknown as GameOptions;
}

export const DEFAULT_OPTIONS: GameOptions = Object.freeze(defaults());
