/**
 * The players' screen, built from the session (never from the moderator's screen): each field is chosen
 * here, one by one, from what the whole table may know. Before the reveal that is the names at the table,
 * the phase, the name of the call being said (from the deck's script: every call of the deck is said, for
 * a role in the center as for one in play), the discussion timer and the vote; after it, the result, and
 * the night told step by step when the moderator tells it. boardgame.io's `playerView` is the model: the
 * filter sits at the boundary, in the main process, and `sealed` closes it: a game not revealed gets a
 * view rebuilt from the fields allowed before the reveal, whatever the rest of the builder did.
 */
import type {
  PublicCue,
  PublicFaceUp,
  PublicStandings,
  PublicStory,
  PublicTimer,
  PublicView,
} from '../../shared/public-view.ts';
import { catalogueNames, type CatalogueNames, type Words } from '../../shared/catalogue.ts';
import { changedPlaces } from '../../shared/table-diff.ts';
import { catalogue } from '../engine/catalogue.ts';
import type { GameView, StandingsView, StepCallView, StoryView } from '../../shared/views.ts';

/** What the builder reads: the cue from the console, and the session's game, script and standings. */
export interface PublicSources {
  readonly cue: PublicCue | null;
  /** The open game, as the session has it (null: none open, or gone from the archive). */
  readonly game: GameView | null;
  /** The game's script: each call's key and phase (the deck's, the same whoever holds what). */
  readonly script: readonly StepCallView[] | null;
  readonly standings: StandingsView | null;
  /** The night being told to the players (after the reveal), and the step on screen; null: none. */
  readonly story?: { readonly view: StoryView; readonly step: number } | null;
}

export const WAITING: PublicView = {
  language: 'en',
  screen: 'waiting',
  players: [],
  call: null,
  timer: null,
  voteNow: false,
  result: null,
  standings: null,
  names: { roles: {}, artifacts: {}, prompts: {} },
};

/**
 * The players' screen's view. Whatever a game's fields hold, a game that is not revealed leaves here with
 * no night fact (`sealed`): no card, Mark or artifact, no result, no story.
 */
export function buildPublicView(sources: PublicSources): PublicView {
  return named(sealed(built(sources), sources.game?.phase === 'revealed'));
}

/** Every name the catalogue gives, made once (each view picks from it). */
let everyName: CatalogueNames | null = null;

/**
 * The view with the words for the roles and artifacts it holds, and no others (the catalogue's: the
 * players' screen cannot ask for it). Read from the view as it leaves, so a name never says more than
 * the view: before the reveal, the call's role and the cards lying face up. Teams and Marks are named only
 * once the view holds a result (the reveal, the night told after it), and only those it holds.
 */
export function named(view: PublicView): PublicView {
  const all = (everyName ??= catalogueNames(catalogue()));
  // Revealed (a result is shown): the teams and Marks too, for the headline, the result's lines and the
  // night told on a drawn table (its Marks, a player who joined a team).
  const revealed = view.result !== null;
  const roles: Record<string, Words> = {};
  const artifacts: Record<string, Words> = {};
  const teams: Record<string, { title: Words; wins: Words }> = {};
  const marks: Record<string, Words> = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      // A script key names its role before a copy or a loop: `seer/doppelganger`, `aliens#loop`.
      const id = value.split(/[/#]/, 1)[0]!;
      if (Object.hasOwn(all.roles, id)) roles[id] = all.roles[id]!;
      else if (Object.hasOwn(all.artifacts, id)) artifacts[id] = all.artifacts[id]!;
      if (!revealed) return;
      if (all.teams && Object.hasOwn(all.teams, value)) teams[value] = all.teams[value]!;
      if (all.marks && Object.hasOwn(all.marks, value)) marks[value] = all.marks[value]!;
    } else if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) visit(item);
  };
  const { names: _, ...fields } = view;
  visit(fields);
  const names = revealed ? { roles, artifacts, prompts: {}, teams, marks } : { roles, artifacts, prompts: {} };
  return { ...view, names };
}

function built({ cue, game, script, standings, story }: PublicSources): PublicView {
  const base: { -readonly [K in keyof PublicView]: PublicView[K] } = {
    ...WAITING,
    language: cue?.language ?? 'en',
    standings: standings ? publicStandings(standings) : null,
  };
  if (!game) return base.standings ? { ...base, screen: 'standings' } : base;
  // A game's screen speaks the game's language, as its narration does (the console may read another).
  if (game.language) base.language = game.language;
  const players = [...game.players];
  const step = cue?.callIndex === null || cue?.callIndex === undefined ? undefined : script?.[cue.callIndex];
  switch (game.phase) {
    case 'setup':
      return { ...base, screen: 'deal', players };
    case 'dusk':
    case 'night':
    case 'day':
      // The console's call, not the game's: an answer recorded early must not move the screen on (nor end
      // the night) before the call's time is up, or the table would learn that someone acted.
      if (step)
        return {
          ...base,
          screen: 'night',
          players,
          call: { key: step.key, phase: step.phase, namedAfter: step.namedAfter },
        };
      if (game.phase !== 'day') return { ...base, screen: 'night', players };
      return { ...base, screen: 'day', players, timer: cue?.timer ?? null, ...afterNight(game, base.language) };
    case 'vote':
      return { ...base, screen: 'vote', players, voteNow: true, ...afterNight(game, base.language) };
    case 'revealed': {
      const told = story ? storyStep(story.view, story.step) : null;
      return { ...base, screen: 'reveal', players, result: game.result, ...(told ? { story: told } : {}) };
    }
  }
}

/** One step of the night told, with what it changed on the table since the step before. */
function storyStep(view: StoryView, at: number): PublicStory | null {
  const step = Math.min(Math.max(0, at), view.steps.length - 1);
  const shown = view.steps[step];
  if (!shown) return null;
  const before = step > 0 ? (view.steps[step - 1]?.table ?? null) : null;
  return {
    step,
    steps: view.steps.length,
    kind: shown.kind,
    call: shown.call ? { key: shown.call.key, phase: shown.call.phase, namedAfter: shown.call.namedAfter } : null,
    text: shown.text,
    table: shown.table,
    changed: [...changedPlaces(before, shown.table)],
    loop: shown.loop === true,
  };
}

/**
 * The boundary. A revealed game's view goes as built. Any other view is rebuilt here from the fields the
 * players may see before the reveal, each copied by name (never spread): the names at the table, the
 * phase, the call's script key, the discussion timer, the vote, an event's standings, the cards lying
 * face up on the table for everyone to see, the day's effects announced aloud (the names for them are
 * added after, `named`). No result, no story, and
 * any field the builder may one day add stays out until it is named here.
 */
export function sealed(view: PublicView, revealed: boolean): PublicView {
  if (revealed) return view;
  return {
    language: view.language,
    screen: view.screen === 'reveal' ? 'waiting' : view.screen,
    players: [...view.players],
    call: view.call ? { key: view.call.key, phase: view.call.phase, namedAfter: view.call.namedAfter } : null,
    timer: view.timer ? sealedTimer(view.timer) : null,
    voteNow: view.voteNow,
    result: null,
    standings: view.standings,
    names: WAITING.names,
    ...(view.faceUp?.length ? { faceUp: view.faceUp.map(({ place, role }) => ({ place: { ...place }, role })) } : {}),
    ...(view.dayEffects?.length ? { dayEffects: [...view.dayEffects] } : {}),
  };
}

function sealedTimer({ state, remaining, length, warnings }: PublicTimer): PublicTimer {
  return { state, remaining, length, warnings: [...warnings] };
}

function publicStandings(standings: StandingsView): PublicStandings {
  return {
    event: standings.event,
    rows: standings.rows.map(({ rank, name, points, wins, games, tied }) => ({
      rank,
      name,
      points,
      wins,
      games,
      tied,
    })),
    gamesCounted: standings.gamesCounted,
    tables: standings.tables,
  };
}

/** A list of names as the language writes it ("Ann and Ben", "Ann et Ben"). */
function nameList(names: readonly string[], language: 'en' | 'fr'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${language === 'fr' ? 'et' : 'and'} ${names.at(-1)!}`;
}

/**
 * What the Curator's artifacts ask of the day, as everyone at the table may see it: the tokens lie face
 * down on the cards, and each holder looks at theirs now (and may say what it is, or lie). Which artifact
 * a holder has is never said here, nor what it makes them do (the Mask of Muting's holder who "may not
 * speak" would be named by it): the holder reads that on the token.
 */
function artifactLines(game: GameView, language: 'en' | 'fr'): string[] {
  const artifacts = game.artifacts;
  if (!artifacts) return [];
  const holders = artifacts.holders.flatMap((s) => (typeof game.players[s] === 'string' ? [game.players[s]] : []));
  if (holders.length === 0) return [];
  return [
    language === 'fr'
      ? `${nameList(holders, 'fr')}\u00A0: regardez votre artefact maintenant (vous pouvez dire lequel, ou mentir).`
      : `${nameList(holders, 'en')}: look at your artifact now (you may say what it is, or lie).`,
  ];
}

/**
 * What the table sees once it wakes up: cards lying face up, and the day's effects announced aloud. Read
 * from the fields the games that have them add to the view (Alien's ripple, the Exposer's center card,
 * the Revealer's flip, the Curator's artifacts); a game without any adds nothing.
 */
function afterNight(game: GameView, language: 'en' | 'fr'): { faceUp?: PublicFaceUp[]; dayEffects?: string[] } {
  type SeatCard = { readonly card: string; readonly faceUp?: unknown; readonly cardNow?: unknown };
  const table = game.table as unknown as {
    readonly players: readonly SeatCard[];
    readonly center: readonly string[];
    readonly centerFaceUp?: unknown;
    readonly centerNow?: unknown;
  };
  const faceUp: PublicFaceUp[] = [];
  table.players.forEach((player, seat) => {
    if (player.faceUp === true)
      faceUp.push({
        place: { kind: 'seat', seat },
        role: typeof player.cardNow === 'string' ? player.cardNow : player.card,
      });
  });
  if (Array.isArray(table.centerFaceUp)) {
    const now: unknown[] = Array.isArray(table.centerNow) ? table.centerNow : [];
    table.centerFaceUp.forEach((up: unknown, index) => {
      const printed = table.center[index];
      if (up !== true || printed === undefined) return;
      const current = now[index];
      faceUp.push({ place: { kind: 'center', index }, role: typeof current === 'string' ? current : printed });
    });
  }
  const app = (game as GameView & { readonly app?: unknown }).app;
  const ripple = typeof app === 'object' && app !== null ? (app as { ripple?: unknown }).ripple : null;
  const announced = typeof ripple === 'object' && ripple !== null ? (ripple as { text?: unknown }).text : null;
  const dayEffects = [
    ...(typeof announced === 'string' && announced !== '' ? [announced] : []),
    ...artifactLines(game, language),
  ];
  return {
    ...(faceUp.length > 0 ? { faceUp } : {}),
    ...(dayEffects.length > 0 ? { dayEffects } : {}),
  };
}
