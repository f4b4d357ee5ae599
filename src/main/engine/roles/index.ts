import type { RoleFacts } from '../model.ts';
import { ROLES, ROLE_KINDS, type ByRole, type Call, type Role, type RoleKind } from '../vocabulary.ts';
import type { RoleApp, RoleModule } from './types.ts';
import { doppelganger } from './werewolf/doppelganger/doppelganger.ts';
import { drunk } from './werewolf/drunk/drunk.ts';
import { hunter } from './werewolf/hunter/hunter.ts';
import { insomniac } from './werewolf/insomniac/insomniac.ts';
import { mason } from './werewolf/mason/mason.ts';
import { minion } from './werewolf/minion/minion.ts';
import { robber } from './werewolf/robber/robber.ts';
import { seer } from './werewolf/seer/seer.ts';
import { tanner } from './werewolf/tanner/tanner.ts';
import { troublemaker } from './werewolf/troublemaker/troublemaker.ts';
import { villager } from './werewolf/villager/villager.ts';
import { werewolf } from './werewolf/werewolf/werewolf.ts';
import { apprenticeAssassin } from './vampire/apprentice-assassin/apprentice-assassin.ts';
import { assassin } from './vampire/assassin/assassin.ts';
import { copycat } from './vampire/copycat/copycat.ts';
import { cupid } from './vampire/cupid/cupid.ts';
import { diseased } from './vampire/diseased/diseased.ts';
import { gremlin } from './vampire/gremlin/gremlin.ts';
import { instigator } from './vampire/instigator/instigator.ts';
import { marksman } from './vampire/marksman/marksman.ts';
import { pickpocket } from './vampire/pickpocket/pickpocket.ts';
import { priest } from './vampire/priest/priest.ts';
import { renfield } from './vampire/renfield/renfield.ts';
import { theCount } from './vampire/the-count/the-count.ts';
import { theMaster } from './vampire/the-master/the-master.ts';
import { vampire } from './vampire/vampire/vampire.ts';
import { sentinel } from './daybreak/sentinel/sentinel.ts';
import { alphaWolf } from './daybreak/alpha-wolf/alpha-wolf.ts';
import { mysticWolf } from './daybreak/mystic-wolf/mystic-wolf.ts';
import { dreamWolf } from './daybreak/dream-wolf/dream-wolf.ts';
import { apprenticeSeer } from './daybreak/apprentice-seer/apprentice-seer.ts';
import { paranormalInvestigator } from './daybreak/paranormal-investigator/paranormal-investigator.ts';
import { witch } from './daybreak/witch/witch.ts';
import { villageIdiot } from './daybreak/village-idiot/village-idiot.ts';
import { revealer } from './daybreak/revealer/revealer.ts';
import { curator } from './daybreak/curator/curator.ts';

import { bodyguard } from './daybreak/bodyguard/bodyguard.ts';
import { auraSeer } from './bonus/aura-seer/aura-seer.ts';
import { prince } from './bonus/prince/prince.ts';
import { cursed } from './bonus/cursed/cursed.ts';
import { apprenticeTanner } from './bonus/apprentice-tanner/apprentice-tanner.ts';
import { thing } from './bonus/thing/thing.ts';
import { squire } from './bonus/squire/squire.ts';
import { beholder } from './bonus/beholder/beholder.ts';
import { bodySnatcher } from './bonus/body-snatcher/body-snatcher.ts';
import { empath } from './bonus/empath/empath.ts';
import { nostradamus } from './bonus/nostradamus/nostradamus.ts';
import { alien } from './alien/alien/alien.ts';
import { blob } from './alien/blob/blob.ts';
import { cow } from './alien/cow/cow.ts';
import { exposer } from './alien/exposer/exposer.ts';
import { groob } from './alien/groob/groob.ts';
import { leader } from './alien/leader/leader.ts';
import { mortician } from './alien/mortician/mortician.ts';
import { oracle } from './alien/oracle/oracle.ts';
import { psychic } from './alien/psychic/psychic.ts';
import { rascal } from './alien/rascal/rascal.ts';
import { syntheticAlien } from './alien/synthetic-alien/synthetic-alien.ts';
import { zerb } from './alien/zerb/zerb.ts';

/** The Curator's pile of a game (the console offers its tokens in a correction). */
export { artifactPool } from './daybreak/curator/pile.ts';

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
  // One Night Ultimate Alien
  oracle,
  alien,
  'synthetic-alien': syntheticAlien,
  cow,
  groob,
  zerb,
  leader,
  psychic,
  rascal,
  exposer,
  blob,
  mortician,
  // One Night Ultimate Daybreak
  sentinel,
  'alpha-wolf': alphaWolf,
  'mystic-wolf': mysticWolf,
  'dream-wolf': dreamWolf,
  'apprentice-seer': apprenticeSeer,
  'paranormal-investigator': paranormalInvestigator,
  witch,
  'village-idiot': villageIdiot,
  revealer,
  curator,
  bodyguard,
  // The Bonus Packs
  'aura-seer': auraSeer,
  prince,
  cursed,
  'apprentice-tanner': apprenticeTanner,
  thing,
  squire,
  beholder,
  'body-snatcher': bodySnatcher,
  empath,
  nostradamus,
};

export function roleModule(role: Role): RoleModule {
  return ROLE_MODULES[role];
}

/** The call of a role's own first step: what the Doppelgänger's immediate action as that role answers. */
export function callOfRole(role: Role): Call | null {
  return ROLE_MODULES[role].steps[0]?.call ?? null;
}

/** The roles that declare something, in the order of the role list. */
function rolesWhere(test: (module: RoleModule) => boolean): Role[] {
  return ROLES.filter((role) => test(ROLE_MODULES[role]));
}

/** Each kind's roles, from their declarations (`kinds`). */
const KIND_SETS = Object.fromEntries(
  ROLE_KINDS.map((kind) => [kind, new Set(rolesWhere((m) => m.kinds.includes(kind)))]),
) as unknown as { readonly [K in RoleKind]: ReadonlySet<Role> };

/**
 * What the layers below the registry read from a game's setup: each card's team and the kinds of roles
 * (one object for every game).
 */
export const ROLE_FACTS: RoleFacts = Object.freeze({
  team: Object.fromEntries(ROLES.map((role) => [role, ROLE_MODULES[role].team])) as RoleFacts['team'],
  kinds: KIND_SETS,
  powerlessFromCenter: new Set(rolesWhere((m) => m.powerlessFromCenter === true)),
  alienGame: new Set(rolesWhere((m) => m.game === 'alien' || m.kinds.includes('alien'))),
  cardsBecome: Object.fromEntries(
    ROLES.map((role) => [role, ROLE_MODULES[role].turnsCardsInto ?? []]),
  ) as RoleFacts['cardsBecome'],
});

function theOne(roles: readonly Role[], what: string): Role {
  if (roles.length !== 1) throw new Error(`exactly one role ${what}; the registry has ${roles.length}`);
  return roles[0]!;
}

/**
 * The role that copies another player's card at night and then wakes as its copy (the Doppelgänger): the
 * wake order gives her an immediate action after her own call and a call of her own after each role she
 * may copy; she has a second set of Marks.
 */
export const DOPPELGANGER: Role = theOne(
  rolesWhere((m) => m.wakesAsCopy === true),
  'wakes as a copy',
);

/** Roles that bring a fourth center card, and of which role (the Alpha Wolf's Center Werewolf card). */
export const CENTER_CARDS: ReadonlyMap<Role, Role> = new Map(
  rolesWhere((m) => m.centerCard !== undefined).map((role) => [role, ROLE_MODULES[role].centerCard!]),
);

/** With any of these in the deck, who viewed or moved a card or a Mark is written down (the Aura Seer). */
export const TRACKS_TOUCHES: ReadonlySet<Role> = new Set(rolesWhere((m) => m.tracksTouches === true));

/** What the One Night app says for each role it directs, in the order of the role list. */
export const APP_DRAWS: readonly RoleApp[] = ROLES.flatMap((role) => ROLE_MODULES[role].app ?? []);

/**
 * The roles the app directs: those with a draw of their own, and every role of a kind the app draws for
 * (any Alien). With one of them in the deck, the game is played with the app.
 */
export const APP_ROLES: ReadonlySet<Role> = new Set(
  ROLES.filter((role) => {
    const app = ROLE_MODULES[role].app;
    return (app !== undefined && !app.forKind) || APP_DRAWS.some((a) => a.forKind && KIND_SETS[a.forKind].has(role));
  }),
);

/** The game draws from its seed for these (the app's words, the Curator's artifacts). */
export const SEEDED_ROLES: ReadonlySet<Role> = new Set(
  ROLES.filter((role) => APP_ROLES.has(role) || ROLE_MODULES[role].seeded === true),
);

/** The app's draw said when a call opens, by the call's step key (`aliens`, `psychic`…). */
export const DRAWN_AT_CALL: ReadonlyMap<string, string> = new Map(
  ROLES.flatMap((role) => {
    const { app, steps } = ROLE_MODULES[role];
    if (!app?.spokenAtCall) return [];
    return steps.map((step): [string, string] => [step.key ?? step.call, app.key]);
  }),
);

/** The role whose words tell each draw, by the draw's key (`aliens` → the Alien, `rascal` → the Rascal). */
export const DRAW_OWNERS: ReadonlyMap<string, Role> = new Map(
  ROLES.flatMap((role): [string, Role][] => {
    const app = ROLE_MODULES[role].app;
    return app ? [[app.key, role]] : [];
  }),
);
