/**
 * The setup screen's state: the players in seat order, the deck, the options and the deal, and what
 * still stands between them and a game. The main process answers the lookups (remembered names,
 * presets, the deck check) and creates the game; everything else is computed here.
 *
 * Lookups run from the verb that changes what they depend on (no effect chains): a change of player
 * count reloads the presets and re-checks the deck, a change of deck re-checks it. An answer that
 * arrives after a newer question was asked is dropped.
 */
import type { DeckCheckView, PresetView } from '../../../shared/api.ts';
import type { CreateGameInput } from '../../../shared/session-contract.ts';
import type { GameView } from '../../../shared/views.ts';
import type { AppState, EventLink } from '../app/app-state.svelte.ts';
import type { RoleId } from '../../../shared/roles.ts';
import { LONE_WOLF, roleCatalogue, type RoleCatalogue } from '../lib/catalogue.svelte.ts';
import { AppWeightsState } from './app-weights.svelte.ts';
import { draftFromGame, saveDraft, type SetupDraft } from './setup-draft.ts';

export const MIN_PLAYERS = 3;
/** Alien and the Bonus Packs seat up to twelve. */
export const MAX_PLAYERS = 12;
/** Presets cover 3 to 12 players (the Alien decks go up to twelve; the scenarios stop at ten). */
export const PRESET_MAX = 12;
export const CENTER_SIZE = 3;
export const NAME_MAX = 40;
/** Seconds per call: the contract's range, and the base rules' ten. */
export const ROLE_TIMER = { min: 3, max: 120, default: 10 } as const;
/** Seconds of discussion: the contract's range. */
export const DISCUSSION = { min: 30, max: 3600 } as const;
/** The contract's limit on a deck sent to be checked. */
const CHECKABLE_DECK = 30;

export type DealMode = 'shuffle' | 'manual';
export type Card = RoleId | null;

/** A house rule: the game option it sets (the catalogue lists them, with their defaults). */
export type HouseRule = string;

export type NameProblem =
  { readonly code: 'empty' } | { readonly code: 'too-long' } | { readonly code: 'duplicate'; readonly name: string };

/** Why the game cannot start yet, first things first; the screen words each one. */
export type Blocker =
  | { readonly code: 'players-few'; readonly count: number }
  | { readonly code: 'players-many'; readonly count: number }
  | { readonly code: 'name-empty'; readonly seat: number }
  | { readonly code: 'name-too-long'; readonly seat: number }
  | { readonly code: 'name-duplicate'; readonly name: string }
  | { readonly code: 'deck-missing'; readonly count: number }
  | { readonly code: 'deck-extra'; readonly count: number }
  | { readonly code: 'deck-error' }
  | { readonly code: 'deal-unassigned'; readonly count: number };

/** Check codes the screen already states itself (the player count and the deck's size). */
const STATED_HERE: ReadonlySet<string> = new Set(['player-count', 'deck-size']);

/**
 * What the setup needs from the console: its api, its error-reporting call, a way to show a game, and
 * (for a game played at an event's table) a way to remember the table.
 */
export type SetupApp = Pick<AppState, 'api' | 'call' | 'show'> & Partial<Pick<AppState, 'linkToEvent' | 'language'>>;

export interface SetupOptions {
  /** The name a player gets when added without one (seat numbers start at 1). */
  readonly defaultName?: (seat: number) => string;
  /** The setup being written, as kept (it survives navigation and reloads). */
  readonly draft?: SetupDraft | null;
  /** A game to start from: its players, deck, options and deal mode, with a clean deal. */
  readonly from?: GameView | null;
  /** The roles and house rules (the page's, loaded from the main process, when left out). */
  readonly catalogue?: RoleCatalogue;
}

/**
 * The decks recommended for a first game: the French edition's Nuit tombante, or our own (First night,
 * First light for Daybreak, First contact for Alien).
 */
export function isBeginnerPreset(preset: PresetView): boolean {
  return /^(beginner|nuit-tombante|first-light|first-contact)-\d+$/.test(preset.id);
}

/** "Anarchie": a random draw of players + 3 Vampire cards, new at each request. */
export function isAnarchyPreset(preset: PresetView): boolean {
  return /^anarchie-\d+$/.test(preset.id);
}

const nameKey = (name: string): string => name.trim().toLocaleLowerCase();

function emptyCounts(catalogue: RoleCatalogue): Record<RoleId, number> {
  return Object.fromEntries(catalogue.roles.map((role) => [role, 0])) as Record<RoleId, number>;
}

function countsOf(catalogue: RoleCatalogue, deck: readonly string[]): Record<RoleId, number> {
  const counts = emptyCounts(catalogue);
  for (const role of deck)
    if (catalogue.isRole(role)) counts[role] = Math.min(catalogue.maxCopies(role), counts[role] + 1);
  return counts;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

export class SetupState {
  /** The roles, their boxes and copies, the house rules and their defaults: the main process's catalogue. */
  readonly catalogue: RoleCatalogue;
  /** Names in seat order, as typed (trimmed when the game is created). */
  players = $state<string[]>([]);
  /** A stable key per seat (aligned with `players`), so a moved row keeps its focus. */
  seatKeys = $state<number[]>([]);
  /** The "new player" field. */
  newName = $state('');
  /** Names from earlier games, most recent first. */
  remembered = $state<string[]>([]);
  counts = $state<Record<RoleId, number>>({} as Record<RoleId, number>);
  /** Presets for the current player count (none outside 3–10), beginner decks first. */
  presets = $state<readonly PresetView[]>([]);
  /** The main process's check of the current deck; null before the first answer. */
  check = $state<DeckCheckView | null>(null);

  /** The lone wolf rule (its default is the catalogue's, set by the constructor). */
  loneWolf = $state(false);
  /** The offered house rules, each on or off (the catalogue's defaults at first). */
  houseRules = $state<Record<HouseRule, boolean>>({});
  roleTimerSeconds = $state<number>(ROLE_TIMER.default);
  /** Seconds chosen by the moderator; null follows the player count. */
  discussionOverride = $state<number | null>(null);

  dealMode = $state<DealMode>('shuffle');
  /** The physical deal: per seat (aligned with `players`) the card dealt, null until entered. */
  seatCards = $state<Card[]>([]);
  centerCards = $state<Card[]>(Array.from({ length: CENTER_SIZE }, () => null));

  starting = $state(false);
  /** The app's Randomization settings (Alien), kept with the options. */
  readonly appWeights: AppWeightsState;
  /** The event table this game is for ("Play here" with the physical deal); null for a game of its own. */
  event = $state<EventLink | null>(null);

  readonly nameProblems: readonly (NameProblem | null)[] = $derived(this.players.map((_, i) => this.problemAt(i)));
  /** The new-player field's problem; an empty field is fine (the player gets a default name). */
  readonly newNameProblem: NameProblem | null = $derived(this.problemOf(this.newName, -1, true));
  readonly canAdd = $derived(this.players.length < MAX_PLAYERS);
  /** Remembered names not at the table yet. */
  readonly suggestions: readonly string[] = $derived(this.remembered.filter((name) => !this.isTaken(name, -1)));

  /** The deck as a list, Werewolf box first, copies together. */
  readonly deck: readonly RoleId[] = $derived.by(() =>
    this.catalogue.roles.flatMap((role) => Array<RoleId>(this.counts[role]).fill(role)),
  );
  readonly needed = $derived(this.players.length + CENTER_SIZE);
  /** Cards to add (positive) or to take out (negative). */
  readonly missing = $derived(this.needed - this.deck.length);
  /** The check's errors that the screen does not already state. */
  readonly deckErrors = $derived((this.check?.errors ?? []).filter((e) => !STATED_HERE.has(e.code)));
  readonly warnings = $derived(this.check?.warnings ?? []);
  /** Facts worth knowing that are no mistake (Groob without Zerb is a plain Alien). */
  readonly info = $derived(this.check?.info ?? []);
  /** The preset whose deck is exactly the current deck. */
  readonly activePreset: string | null = $derived(this.presets.find((p) => this.isDeck(p.deck))?.id ?? null);

  /** One minute less than the number of players (counting 3 while fewer are seated). */
  readonly discussionDefault = $derived(
    clamp((Math.max(this.players.length, MIN_PLAYERS) - 1) * 60, DISCUSSION.min, DISCUSSION.max),
  );
  readonly discussionSeconds = $derived(this.discussionOverride ?? this.discussionDefault);

  /** Cards of each role entered in the physical deal. */
  readonly assigned: Record<RoleId, number> = $derived(this.countAssigned());
  /** Deck cards not yet entered in the physical deal, in deck order. */
  readonly leftToAssign: readonly { readonly role: RoleId; readonly count: number }[] = $derived.by(() =>
    this.catalogue.roles
      .filter((role) => this.counts[role] > this.assigned[role])
      .map((role) => ({ role, count: this.counts[role] - this.assigned[role] })),
  );
  readonly emptySlots = $derived([...this.seatCards, ...this.centerCards].filter((card) => card === null).length);

  readonly blockers: readonly Blocker[] = $derived(this.findBlockers());
  readonly canStart = $derived(this.blockers.length === 0 && !this.starting);
  /** Everything being written, as the screen keeps it (see setup-draft.ts). */
  readonly draft: SetupDraft = $derived(this.toDraft());

  private readonly defaultName: (seat: number) => string;
  /** Presets already fetched, by player count (they never change while the console runs). */
  private readonly presetCache: Partial<Record<number, readonly PresetView[]>> = {};
  private checkSeq = 0;
  private nextKey = 0;
  private pending: Promise<unknown>[] = [];

  constructor(
    private readonly app: SetupApp,
    options: SetupOptions = {},
  ) {
    this.catalogue = options.catalogue ?? roleCatalogue();
    this.appWeights = new AppWeightsState(this.catalogue.weightGroups);
    this.counts = emptyCounts(this.catalogue);
    this.loneWolf = this.catalogue.houseRuleDefault(LONE_WOLF);
    this.houseRules = Object.fromEntries(this.catalogue.setupHouseRules.map((h) => [h.id, h.default]));
    this.defaultName = options.defaultName ?? ((seat) => `Player ${seat}`);
    const draft = options.from ? draftFromGame(options.from) : options.draft;
    if (draft) this.restore(draft);
  }

  /** The first lookups: remembered names, and the presets and check for a restored table. */
  load(): Promise<void> {
    this.track(
      this.app.call(this.app.api.rememberedNames()).then((names) => {
        if (names) this.remembered = names;
      }),
    );
    this.tableChanged();
    return this.settled();
  }

  /** Resolves once every lookup asked so far has answered (tests and the first render wait on it). */
  async settled(): Promise<void> {
    while (this.pending.length > 0) await Promise.all(this.pending);
  }

  // --- players ----------------------------------------------------------------------------------------

  /** Adds the new-player field's name (or a default name when it is empty) at the end of the table. */
  addPlayer(): boolean {
    if (!this.canAdd || this.newNameProblem) return false;
    this.push(this.newName.trim() || this.freeDefaultName());
    this.newName = '';
    return true;
  }

  /** Adds a name remembered from an earlier game. */
  addRemembered(name: string): boolean {
    if (!this.canAdd || this.problemOf(name, -1, false)) return false;
    this.push(name.trim());
    return true;
  }

  rename(seat: number, name: string): void {
    if (seat >= 0 && seat < this.players.length) this.players[seat] = name;
  }

  remove(seat: number): void {
    if (seat < 0 || seat >= this.players.length) return;
    this.players.splice(seat, 1);
    this.seatKeys.splice(seat, 1);
    this.seatCards.splice(seat, 1);
    this.tableChanged();
  }

  moveUp(seat: number): void {
    this.swap(seat, seat - 1);
  }

  moveDown(seat: number): void {
    this.swap(seat, seat + 1);
  }

  // --- deck -------------------------------------------------------------------------------------------

  canAddRole(role: RoleId): boolean {
    return this.counts[role] < this.catalogue.maxCopies(role);
  }

  addRole(role: RoleId): void {
    if (!this.canAddRole(role)) return;
    this.counts[role] += 1;
    this.deckChanged();
  }

  removeRole(role: RoleId): void {
    if (this.counts[role] === 0) return;
    this.counts[role] -= 1;
    this.deckChanged();
  }

  clearDeck(): void {
    this.counts = emptyCounts(this.catalogue);
    this.deckChanged();
  }

  /** Puts a preset's cards in the deck. Anarchie already in the deck is drawn again. */
  applyPreset(id: string): void {
    const preset = this.presets.find((p) => p.id === id);
    if (!preset) return;
    if (isAnarchyPreset(preset) && this.activePreset === id) {
      this.track(this.redrawAnarchy(id));
      return;
    }
    this.setDeck(preset.deck);
  }

  /** True when the role is in the deck: what the house rules and warnings look at. */
  readonly has = (role: RoleId): boolean => this.counts[role] > 0;

  /** Whether a house rule (or the lone wolf) can change something with this deck. */
  matters(rule: HouseRule): boolean {
    return this.catalogue.matters(rule, this.has);
  }

  /** The app directs a role of the deck (One Night Ultimate Alien): its Randomization settings apply. */
  get appMatters(): boolean {
    return this.catalogue.appMatters(this.has);
  }

  // --- options ----------------------------------------------------------------------------------------

  setLoneWolf(on: boolean): void {
    this.loneWolf = on;
  }

  setHouseRule(rule: HouseRule, on: boolean): void {
    this.houseRules[rule] = on;
  }

  setRoleTimer(seconds: number): void {
    if (Number.isFinite(seconds)) this.roleTimerSeconds = clamp(Math.round(seconds), ROLE_TIMER.min, ROLE_TIMER.max);
  }

  /** Sets the discussion in minutes; the default value keeps following the player count. */
  setDiscussionMinutes(minutes: number): void {
    if (!Number.isFinite(minutes)) return;
    const seconds = clamp(Math.round(minutes * 60), DISCUSSION.min, DISCUSSION.max);
    this.discussionOverride = seconds === this.discussionDefault ? null : seconds;
  }

  resetDiscussion(): void {
    this.discussionOverride = null;
  }

  // --- deal -------------------------------------------------------------------------------------------

  setDealMode(mode: DealMode): void {
    this.dealMode = mode;
  }

  /** How many more cards of this role the physical deal can take, counting the slot's own card as free. */
  left(role: RoleId, slotCard: Card = null): number {
    return this.counts[role] - this.assigned[role] + (slotCard === role ? 1 : 0);
  }

  /** The roles a slot of the physical deal may hold: every role of the deck, with how many are left. */
  choices(slotCard: Card): readonly { readonly role: RoleId; readonly left: number }[] {
    return this.catalogue.roles
      .filter((role) => this.counts[role] > 0)
      .map((role) => ({ role, left: this.left(role, slotCard) }));
  }

  assignSeat(seat: number, card: Card): boolean {
    if (seat < 0 || seat >= this.seatCards.length) return false;
    if (card !== null && this.left(card, this.seatCards[seat]) <= 0) return false;
    this.seatCards[seat] = card;
    return true;
  }

  assignCenter(index: number, card: Card): boolean {
    if (index < 0 || index >= CENTER_SIZE) return false;
    if (card !== null && this.left(card, this.centerCards[index]) <= 0) return false;
    this.centerCards[index] = card;
    return true;
  }

  clearDeal(): void {
    const clean = this.cleanDeal();
    this.seatCards = [...clean.seatCards];
    this.centerCards = [...clean.centerCards];
  }

  private cleanDeal(): { seatCards: Card[]; centerCards: Card[] } {
    return {
      seatCards: this.players.map(() => null),
      centerCards: Array.from({ length: CENTER_SIZE }, () => null),
    };
  }

  // --- start ------------------------------------------------------------------------------------------

  /** What `createGame` receives: trimmed names, the deck or the recorded deal, and every option. */
  gameInput(): CreateGameInput {
    return {
      players: this.players.map((name) => name.trim()),
      deal:
        this.dealMode === 'shuffle'
          ? { mode: 'shuffle', deck: [...this.deck] }
          : {
              mode: 'manual',
              players: this.seatCards.map((card) => card!),
              center: this.centerCards.map((card) => card!),
            },
      options: {
        loneWolf: this.loneWolf,
        ...$state.snapshot(this.houseRules),
        roleTimerSeconds: this.roleTimerSeconds,
        discussionSeconds: this.discussionSeconds,
      },
      ...this.weightsInput(),
      // The game is told in the console's language now, and stays so whatever console runs it later.
      ...(this.app.language ? { language: this.app.language } : {}),
    };
  }

  /** The app's weights that differ from its defaults, for a deck the app directs (nothing otherwise). */
  private weightsInput(): { appWeights?: NonNullable<CreateGameInput['appWeights']> } {
    const weights = this.appWeights.input();
    return weights && this.appMatters ? { appWeights: weights } : {};
  }

  /**
   * Creates the game and shows its deal; a refusal stays on this screen as the console's error. A game
   * for an event's table is seated at it. The setup kept for next time has a clean deal.
   */
  async start(): Promise<boolean> {
    if (!this.canStart) return false;
    this.starting = true;
    try {
      const game = await this.app.call(this.app.api.createGame(this.gameInput()));
      if (!game) return false;
      const event = this.event;
      if (event) {
        const linked = await this.app.call(
          this.app.api.linkEventGame(event.eventId, event.round, event.table, game.id),
        );
        if (linked) this.app.linkToEvent?.(game.id, event);
      }
      saveDraft({ ...this.toDraft(), ...this.cleanDeal(), event: null });
      this.app.show(game);
      return true;
    } finally {
      this.starting = false;
    }
  }

  /** Leaves the event's table: an ordinary game again. */
  forgetEvent(): void {
    this.event = null;
  }

  // --- internals --------------------------------------------------------------------------------------

  private setDeck(deck: readonly string[]): void {
    this.counts = countsOf(this.catalogue, deck);
    this.deckChanged();
  }

  private async redrawAnarchy(id: string): Promise<void> {
    const players = this.players.length;
    const list = await this.fetchPresets(players);
    const drawn = list?.find((p) => p.id === id);
    if (drawn && this.players.length === players) this.setDeck(drawn.deck);
  }

  private push(name: string): void {
    this.players.push(name);
    this.seatKeys.push(this.nextKey++);
    this.seatCards.push(null);
    this.tableChanged();
  }

  private swap(a: number, b: number): void {
    const n = this.players.length;
    if (a < 0 || b < 0 || a >= n || b >= n) return;
    [this.players[a], this.players[b]] = [this.players[b]!, this.players[a]!];
    [this.seatKeys[a], this.seatKeys[b]] = [this.seatKeys[b]!, this.seatKeys[a]!];
    [this.seatCards[a], this.seatCards[b]] = [this.seatCards[b]!, this.seatCards[a]!];
  }

  private freeDefaultName(): string {
    for (let seat = this.players.length + 1; ; seat++) {
      const name = this.defaultName(seat);
      if (!this.isTaken(name, -1)) return name;
    }
  }

  /** Whether another seat than `except` already has this name (case and spaces aside). */
  private isTaken(name: string, except: number): boolean {
    const key = nameKey(name);
    return this.players.some((other, i) => i !== except && nameKey(other) === key);
  }

  private problemAt(seat: number): NameProblem | null {
    return this.problemOf(this.players[seat] ?? '', seat, false);
  }

  private problemOf(name: string, seat: number, emptyIsFine: boolean): NameProblem | null {
    const trimmed = name.trim();
    if (trimmed === '') return emptyIsFine ? null : { code: 'empty' };
    if (trimmed.length > NAME_MAX) return { code: 'too-long' };
    if (this.isTaken(trimmed, seat)) return { code: 'duplicate', name: trimmed };
    return null;
  }

  private isDeck(deck: readonly string[]): boolean {
    if (deck.length !== this.deck.length) return false;
    const counts = countsOf(this.catalogue, deck);
    return this.catalogue.roles.every((role) => counts[role] === this.counts[role]);
  }

  private countAssigned(): Record<RoleId, number> {
    const counts = emptyCounts(this.catalogue);
    for (const card of [...this.seatCards, ...this.centerCards]) if (card) counts[card] += 1;
    return counts;
  }

  private findBlockers(): Blocker[] {
    const blockers: Blocker[] = [];
    const players = this.players.length;
    if (players < MIN_PLAYERS) blockers.push({ code: 'players-few', count: MIN_PLAYERS - players });
    if (players > MAX_PLAYERS) blockers.push({ code: 'players-many', count: players - MAX_PLAYERS });
    const duplicates: string[] = [];
    this.nameProblems.forEach((problem, seat) => {
      if (problem?.code === 'empty') blockers.push({ code: 'name-empty', seat: seat + 1 });
      if (problem?.code === 'too-long') blockers.push({ code: 'name-too-long', seat: seat + 1 });
      if (problem?.code === 'duplicate' && !duplicates.includes(nameKey(problem.name))) {
        duplicates.push(nameKey(problem.name));
        blockers.push({ code: 'name-duplicate', name: problem.name });
      }
    });
    if (this.missing > 0) blockers.push({ code: 'deck-missing', count: this.missing });
    if (this.missing < 0) blockers.push({ code: 'deck-extra', count: -this.missing });
    if (this.deckErrors.length > 0) blockers.push({ code: 'deck-error' });
    if (this.dealMode === 'manual' && this.missing === 0 && this.emptySlots > 0)
      blockers.push({ code: 'deal-unassigned', count: this.emptySlots });
    return blockers;
  }

  /** The player count may have changed: presets and the check follow it. */
  private tableChanged(): void {
    this.loadPresets();
    this.refreshCheck();
  }

  private deckChanged(): void {
    this.pruneDeal();
    this.refreshCheck();
  }

  /** Takes back, from the last slot on, cards of the physical deal that the deck no longer holds. */
  private pruneDeal(): void {
    const used = emptyCounts(this.catalogue);
    const keep = (card: Card): Card => {
      if (card === null) return null;
      used[card] += 1;
      return used[card] <= this.counts[card] ? card : null;
    };
    const seats = this.seatCards.map(keep);
    const center = this.centerCards.map(keep);
    if (seats.some((card, i) => card !== this.seatCards[i])) this.seatCards = seats;
    if (center.some((card, i) => card !== this.centerCards[i])) this.centerCards = center;
  }

  private loadPresets(): void {
    const players = this.players.length;
    if (players < MIN_PLAYERS || players > PRESET_MAX) {
      this.presets = [];
      return;
    }
    const cached = this.presetCache[players];
    if (cached) {
      this.presets = cached;
      return;
    }
    this.presets = [];
    this.track(this.fetchPresets(players));
  }

  /** Asks for this count's presets (the host draws a new Anarchie each time) and shows them if still wanted. */
  private async fetchPresets(players: number): Promise<readonly PresetView[] | null> {
    const list = await this.app.call(this.app.api.presets(players));
    if (!list) return null;
    // Offered once each (the beginner deck can be one of the scenarios), with cards this screen knows.
    const usable = list.filter(
      (p, i) => p.deck.every((role) => this.catalogue.isRole(role)) && list.findIndex((q) => q.id === p.id) === i,
    );
    const ordered = [...usable.filter(isBeginnerPreset), ...usable.filter((p) => !isBeginnerPreset(p))];
    this.presetCache[players] = ordered;
    if (this.players.length === players) this.presets = ordered;
    return ordered;
  }

  private refreshCheck(): void {
    const seq = ++this.checkSeq;
    const players = this.players.length;
    if (players === 0 || this.deck.length > CHECKABLE_DECK) {
      this.check = null; // the screen already says what is wrong; the contract would refuse the question
      return;
    }
    this.track(
      this.app.call(this.app.api.checkDeck(players, [...this.deck])).then((check) => {
        if (seq === this.checkSeq) this.check = check;
      }),
    );
  }

  private track(promise: Promise<unknown>): void {
    this.pending.push(promise);
    void promise.finally(() => {
      this.pending = this.pending.filter((p) => p !== promise);
    });
  }

  /** Everything being written, to keep (see setup-draft.ts). */
  toDraft(): SetupDraft {
    return {
      players: [...this.players],
      newName: this.newName,
      counts: { ...this.counts },
      options: {
        loneWolf: this.loneWolf,
        ...$state.snapshot(this.houseRules),
        roleTimerSeconds: this.roleTimerSeconds,
      },
      discussionOverride: this.discussionOverride,
      dealMode: this.dealMode,
      seatCards: [...this.seatCards],
      centerCards: [...this.centerCards],
      event: this.event,
      ...(this.appWeights.changed ? { appWeights: this.appWeights.input() } : {}),
    };
  }

  private restore(draft: SetupDraft): void {
    this.players = [...draft.players];
    this.seatKeys = draft.players.map(() => this.nextKey++);
    this.newName = draft.newName;
    const counts = emptyCounts(this.catalogue);
    for (const role of this.catalogue.roles)
      counts[role] = Math.min(this.catalogue.maxCopies(role), Math.max(0, draft.counts[role] ?? 0));
    this.counts = counts;
    const options = draft.options;
    if (typeof options[LONE_WOLF] === 'boolean') this.loneWolf = options[LONE_WOLF];
    for (const { id } of this.catalogue.setupHouseRules) {
      const value = options[id];
      if (typeof value === 'boolean') this.houseRules[id] = value;
    }
    if (typeof options['roleTimerSeconds'] === 'number') this.setRoleTimer(options['roleTimerSeconds']);
    if (draft.discussionOverride !== null) this.setDiscussionMinutes(draft.discussionOverride / 60);
    this.dealMode = draft.dealMode;
    const card = (value: string | null | undefined): Card => (value && this.catalogue.isRole(value) ? value : null);
    this.seatCards = draft.players.map((_, seat) => card(draft.seatCards[seat]));
    this.centerCards = Array.from({ length: CENTER_SIZE }, (_, i) => card(draft.centerCards[i]));
    this.event = draft.event;
    this.appWeights.restore(draft.appWeights);
    this.pruneDeal();
  }
}
