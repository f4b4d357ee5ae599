/**
 * The role catalogue the console reads from the main process (`catalogue()` in the contract): every role
 * with its box, kinds, team, copies, calls and badge, the house rules with their defaults and when they
 * matter, the app's weight groups. The renderer writes no role id, team list or house-rule default of its
 * own: it asks this. The page loads it once (`catalogue.svelte.ts`); it never changes after.
 */
import {
  deckMeets,
  type Badge,
  type Catalogue,
  type CatalogueBox,
  type CatalogueHouseRule,
  type CatalogueKind,
  type CatalogueRole,
  type CatalogueWeightGroup,
} from '../../../shared/catalogue.ts';
import type { RoleId } from '../../../shared/roles.ts';

/** The setup's lone wolf option: shown on its own, above the house rules. */
export const LONE_WOLF = 'loneWolf';
/** The center holds three cards (a fourth, the Alpha Wolf's, comes only at night). */
const CENTER_CARDS = 3;

export type Has = (role: RoleId) => boolean;

export class RoleCatalogue {
  /** Every role, box by box: the order of the deck list and of the manual deal's choices. */
  readonly roles: readonly RoleId[];
  readonly boxes: Catalogue['boxes'];
  /** The house rules the setup offers besides the lone wolf, in the engine's order. */
  readonly setupHouseRules: readonly CatalogueHouseRule[];
  readonly weightGroups: readonly CatalogueWeightGroup[];
  private readonly byId: ReadonlyMap<string, CatalogueRole>;
  private readonly rules: ReadonlyMap<string, CatalogueHouseRule>;
  private readonly badges: ReadonlyMap<string, Badge>;
  private readonly directed: readonly RoleId[];
  /** As many copies as a deck can hold: the most players, and the center. */
  private readonly anyCopies: number;

  constructor(readonly data: Catalogue) {
    this.roles = data.roles.map((r) => r.id);
    this.boxes = data.boxes;
    this.byId = new Map(data.roles.map((r) => [r.id, r]));
    this.rules = new Map(data.houseRules.map((h) => [h.id, h]));
    this.setupHouseRules = data.houseRules.filter((h) => h.offered && h.id !== LONE_WOLF);
    this.weightGroups = data.appWeights;
    this.badges = new Map(data.roles.flatMap((r) => (r.badge ? r.calls.map((call) => [call, r.badge!] as const) : [])));
    this.directed = data.roles.filter((r) => r.appDirected).map((r) => r.id);
    this.anyCopies = data.players.max + CENTER_CARDS;
  }

  get minPlayers(): number {
    return this.data.players.min;
  }

  get maxPlayers(): number {
    return this.data.players.max;
  }

  isRole(value: string): value is RoleId {
    return this.byId.has(value);
  }

  role(id: RoleId): CatalogueRole {
    return this.byId.get(id)!;
  }

  boxOf(role: RoleId): CatalogueBox {
    return this.role(role).box;
  }

  rolesOfBox(box: CatalogueBox): readonly RoleId[] {
    return this.boxes.find((b) => b.box === box)?.roles ?? [];
  }

  /** How many copies of a role the deck may hold: one, or as many as a deck holds (docs/rulings.md §2). */
  maxCopies(role: RoleId): number {
    return this.role(role).maxCopies ?? this.anyCopies;
  }

  isOfKind(role: RoleId, kind: CatalogueKind): boolean {
    return this.role(role).kinds.includes(kind);
  }

  /** The app directs a role of the deck (One Night Ultimate Alien): its Randomization settings apply. */
  appMatters(has: Has): boolean {
    return this.directed.some(has);
  }

  /** The tag on the seat picked at a call (the Sentinel's shield…), if the call's role has one. */
  badgeOf(call: string): Badge | null {
    return this.badges.get(call) ?? null;
  }

  /** A house rule's default: the rule texts' reading. */
  houseRuleDefault(id: string): boolean {
    return this.rules.get(id)?.default ?? false;
  }

  /** Whether a house rule can change something with this deck (its hint says so when not). */
  matters(id: string, has: Has): boolean {
    const rule = this.rules.get(id);
    return rule ? deckMeets(rule.matters, has) : false;
  }

  /** Whether a game can end on this team (the engine's teams). */
  isTeam(team: string): boolean {
    return this.data.teams.some((t) => t.id === team);
  }

  /** The box a team comes from (Groob's, Zerb's and the Leader's teams: the Alien's), or null for one it does not know. */
  teamBox(team: string): CatalogueBox | null {
    return this.data.teams.find((t) => t.id === team)?.box ?? null;
  }

  /** The team's name in a language, or its id for a team the catalogue does not know. */
  teamName(team: string, language: 'en' | 'fr'): string {
    return this.data.teams.find((t) => t.id === team)?.name[language] ?? team;
  }
}
