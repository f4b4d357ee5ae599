import type {
  Catalogue,
  CatalogueBox,
  CatalogueHouseRule,
  CatalogueRole,
  CatalogueWeightGroup,
  DeckCondition,
  HouseRuleCondition,
} from '../../shared/catalogue.ts';
import { APP_WEIGHT_GROUPS, DEFAULT_APP_WEIGHTS } from './app/weights.ts';
import { NAMED_DECKS } from './decks.ts';
import { HOUSE_RULES } from './options.ts';
import { APP_ROLES, ROLE_FACTS, ROLE_MODULES } from './roles/index.ts';
import { ANY } from './roles/types.ts';
import { ARTIFACT_NAMES_EN, ARTIFACT_NAMES_FR } from './text/artifact-names.ts';
import { TEAM_CARD } from './teams.ts';
import { TEAM_NAMES_EN } from './text/en.ts';
import { TEAM_NAMES_FR } from './text/fr.ts';
import {
  MARK_WORDS_EN,
  MARK_WORDS_FR,
  TEAM_TITLES_EN,
  TEAM_TITLES_FR,
  TEAM_WINS_EN,
  TEAM_WINS_FR,
} from './text/team-words.ts';
import { ARTIFACTS, MARKS, MAX_PLAYERS, MIN_PLAYERS, ROLES, ROLE_KINDS, TEAMS, type Role } from './vocabulary.ts';

/**
 * The catalogue the console reads (`catalogue()` in the contract): the registry said as data, so the
 * renderer holds no role id, team list or house-rule default of its own. Built once, from the role
 * folders' declarations.
 */

function boxOf(role: Role): CatalogueBox {
  const { game, pack } = ROLE_MODULES[role];
  return game === 'bonus' ? `bonus${pack ?? 1}` : game;
}

/** A condition in roles only: a kind is spelled out as the roles of that kind. */
function inRoles(condition: HouseRuleCondition): DeckCondition {
  if ('kind' in condition) return { roles: [...ROLE_FACTS.kinds[condition.kind]] };
  if ('roles' in condition) return { roles: [...condition.roles] };
  if ('all' in condition) return { all: condition.all.map(inRoles) };
  if ('any' in condition) return { any: condition.any.map(inRoles) };
  return { atLeast: condition.atLeast, of: condition.of.map(inRoles) };
}

function roleEntry(role: Role): CatalogueRole {
  const m = ROLE_MODULES[role];
  const calls = [...new Set(m.steps.map((step) => step.call))];
  return {
    id: role,
    box: boxOf(role),
    name: { en: m.text.en.name, fr: m.text.fr.name },
    article: { en: m.text.en.article, fr: m.text.fr.article },
    team: m.team,
    kinds: ROLE_KINDS.filter((kind) => ROLE_FACTS.kinds[kind].has(role)),
    maxCopies: m.maxCopies === ANY ? null : m.maxCopies,
    calls,
    appDirected: APP_ROLES.has(role),
    moves: [...(m.moves ?? [])],
    badge: m.badge ?? null,
    card: { en: m.text.en.card ?? m.text.en.name, fr: m.text.fr.card ?? m.text.fr.name },
    prompts: Object.fromEntries(
      Object.entries(m.text.en.prompts ?? {}).map(([call, en]) => [call, { en, fr: m.text.fr.prompts?.[call] ?? en }]),
    ),
  };
}

/** The roles that make a weight group matter: those whose draws read it (every Alien for the Aliens' draw). */
function weightRoles(group: string): Role[] {
  const roles = new Set<Role>();
  for (const role of ROLES) {
    const app = ROLE_MODULES[role].app;
    if (!app?.weights.includes(group as never)) continue;
    if (app.forKind) for (const r of ROLE_FACTS.kinds[app.forKind]) roles.add(r);
    else roles.add(role);
  }
  return ROLES.filter((role) => roles.has(role));
}

function weightGroup(group: (typeof APP_WEIGHT_GROUPS)[number]): CatalogueWeightGroup {
  const base = DEFAULT_APP_WEIGHTS[group];
  return {
    group,
    variants:
      typeof base === 'number'
        ? []
        : Object.entries(base as Readonly<Record<string, number>>).map(([id, value]) => ({ id, default: value })),
    default: typeof base === 'number' ? base : null,
    // The Oracle's refusals are a percentage; every other weight goes up to 1000.
    max: group === 'oracleRefusal' ? 100 : 1000,
    roles: weightRoles(group),
  };
}

const BOX_ORDER: readonly CatalogueBox[] = ['werewolf', 'vampire', 'alien', 'daybreak', 'bonus1', 'bonus2', 'bonus3'];

function build(): Catalogue {
  const roles = ROLES.map(roleEntry);
  const boxes = BOX_ORDER.map((box) => ({ box, roles: roles.filter((r) => r.box === box).map((r) => r.id) }));
  const byBox = boxes.flatMap((b) => b.roles);
  return {
    roles: byBox.map((id) => roles.find((r) => r.id === id)!),
    boxes,
    teams: TEAMS.map((team) => ({
      id: team,
      name: { en: TEAM_NAMES_EN[team], fr: TEAM_NAMES_FR[team] },
      title: { en: TEAM_TITLES_EN[team], fr: TEAM_TITLES_FR[team] },
      wins: { en: TEAM_WINS_EN[team], fr: TEAM_WINS_FR[team] },
      box: boxOf(TEAM_CARD[team]),
    })),
    houseRules: HOUSE_RULES.map((rule): CatalogueHouseRule => ({
      id: rule.id,
      default: rule.default,
      matters: inRoles(rule.matters),
      offered: rule.offered,
    })),
    appWeights: APP_WEIGHT_GROUPS.map(weightGroup),
    decks: Object.entries(NAMED_DECKS).map(([id, d]) => ({ id, players: d.players, deck: [...d.deck] })),
    players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
    artifacts: ARTIFACTS.map((id) => ({ id, name: { en: ARTIFACT_NAMES_EN[id], fr: ARTIFACT_NAMES_FR[id] } })),
    marks: MARKS.map((id) => ({ id, name: { en: MARK_WORDS_EN[id], fr: MARK_WORDS_FR[id] } })),
  };
}

let built: Catalogue | null = null;

/** The catalogue of roles, boxes, teams, house rules, the app's weights and decks (built once). */
export function catalogue(): Catalogue {
  return (built ??= build());
}
