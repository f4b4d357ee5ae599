import type { ByRole, Call, Role } from '../vocabulary.ts';
import type { RoleModule } from './types.ts';
import { doppelganger } from './werewolf/doppelganger.ts';
import { drunk } from './werewolf/drunk.ts';
import { hunter } from './werewolf/hunter.ts';
import { insomniac } from './werewolf/insomniac.ts';
import { mason } from './werewolf/mason.ts';
import { minion } from './werewolf/minion.ts';
import { robber } from './werewolf/robber.ts';
import { seer } from './werewolf/seer.ts';
import { tanner } from './werewolf/tanner.ts';
import { troublemaker } from './werewolf/troublemaker.ts';
import { villager } from './werewolf/villager.ts';
import { werewolf } from './werewolf/werewolf.ts';
import { apprenticeAssassin } from './vampire/apprentice-assassin.ts';
import { assassin } from './vampire/assassin.ts';
import { copycat } from './vampire/copycat.ts';
import { cupid } from './vampire/cupid.ts';
import { diseased } from './vampire/diseased.ts';
import { gremlin } from './vampire/gremlin.ts';
import { instigator } from './vampire/instigator.ts';
import { marksman } from './vampire/marksman.ts';
import { pickpocket } from './vampire/pickpocket.ts';
import { priest } from './vampire/priest.ts';
import { renfield } from './vampire/renfield.ts';
import { theCount } from './vampire/the-count.ts';
import { theMaster } from './vampire/the-master.ts';
import { vampire } from './vampire/vampire.ts';

/**
 * The one registry of roles: every role is one module (its table entry, steps, night action and day
 * hooks). The script builder, `apply` and the day read roles only through this table.
 */
export const ROLE_MODULES: ByRole<RoleModule> = {
  // One Night Ultimate Vampire
  copycat,
  vampire,
  'the-master': theMaster,
  'the-count': theCount,
  renfield,
  diseased,
  cupid,
  instigator,
  priest,
  assassin,
  'apprentice-assassin': apprenticeAssassin,
  marksman,
  pickpocket,
  gremlin,
  // One Night Ultimate Werewolf
  doppelganger,
  werewolf,
  minion,
  mason,
  seer,
  robber,
  troublemaker,
  drunk,
  insomniac,
  villager,
  tanner,
  hunter,
};

export function roleModule(role: Role): RoleModule {
  return ROLE_MODULES[role];
}

/** The call of a role's own first step: what the Doppelgänger's immediate action as that role answers. */
export function callOfRole(role: Role): Call | null {
  return ROLE_MODULES[role].steps[0]?.call ?? null;
}
