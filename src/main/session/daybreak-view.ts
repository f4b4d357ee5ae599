/**
 * What the moderator's screens show of Daybreak and the Bonus Packs, read from the engine's state and
 * facts (never decided again here: a call's effects are previewed by applying an answer to a copy of the
 * state and reading the facts it yields, as app-view.ts does for the Alien app): who puts out a thumb at a
 * call, where the Village Idiot's shift sends the cards, the token the Curator's call draws, what the app
 * announces for Nostradamus, the shields and artifacts on the table, and the artifacts' day effects.
 */
import {
  apply,
  artifactPool,
  type Answer,
  type CallState,
  type Fact,
  type GameState,
  type Language,
} from '../engine/index.ts';
import { spokenEn } from '../engine/text/app-en.ts';
import { spokenFr } from '../engine/text/app-fr.ts';
import {
  THUMBS_OF,
  type AnnounceView,
  type ArtifactDayView,
  type CallTableView,
  type MoveView,
  type TableView,
  type ThumbsOf,
} from '../../shared/views.ts';

/** The facts a call would yield with this answer (nothing applied; null if the answer does not fit). */
export function previewFacts(state: GameState, answer: Answer): readonly Fact[] | null {
  const applied = apply(state, { type: 'answer', answer });
  if (!applied.ok) return null;
  const step = applied.value.events.find((e) => e.type === 'step');
  return step && step.type === 'step' ? step.facts : null;
}

/** The cards a call moves round (the Aliens passing theirs, the Village Idiot's shift), as moves from seat to seat. */
export function movesOf(facts: readonly Fact[] | null): MoveView[] {
  const moves: MoveView[] = [];
  for (const fact of facts ?? []) {
    if (fact.kind !== 'rotated-cards' || fact.seats.length < 2) continue;
    fact.seats.forEach((from, i) => moves.push({ from, to: fact.seats[(i + 1) % fact.seats.length]! }));
  }
  return moves;
}

/** The first seat a choice allows (for a preview whose answer only needs some legal seat). */
function firstLegal(call: CallState): number | null {
  const choice = call.choice;
  if (!('seats' in choice)) return null;
  return choice.seats.find((s) => s.legal)?.seat ?? null;
}

const KNOWN_THUMBS: ReadonlySet<string> = new Set(THUMBS_OF);

/** Whose thumbs a `saw` fact shows, in the contract's words (`other` for those it has none for). */
function thumbsOf(of: string): ThumbsOf {
  return KNOWN_THUMBS.has(of) ? (of as ThumbsOf) : 'other';
}

/**
 * Thumbs and moving cards at the current call. A `saw` fact names who put out a thumb; at the Werewolves'
 * call the players seen who are not awake are the Dream Wolves (`dream-wolf`). Null when there is nothing.
 */
export function callTableView(state: GameState, call: CallState): CallTableView | null {
  if (call.awake.actors.length === 0) return null;
  const awake = new Set(call.awake.actors);
  const thumbs: { of: ThumbsOf; players: number[] }[] = [];
  // The Leader's thumbs are the app's (app-view.ts shows them with Groob and Zerb pointing).
  if (call.step.call !== 'leader') {
    for (const fact of previewFacts(state, {}) ?? []) {
      if (fact.kind !== 'saw') continue;
      if (fact.of === 'each-other') {
        const extra = fact.players.filter((p) => !awake.has(p));
        if (extra.length > 0) thumbs.push({ of: 'dream-wolf', players: extra });
      } else thumbs.push({ of: thumbsOf(fact.of), players: [...fact.players] });
    }
  }
  const shift =
    call.choice.kind === 'direction' && !state.app
      ? {
          left: movesOf(previewFacts(state, { direction: 'left' })),
          right: movesOf(previewFacts(state, { direction: 'right' })),
        }
      : null;
  return thumbs.length > 0 || shift ? { thumbs, shift } : null;
}

/** The Curator's token for this call: the one the game's seed draws (read from a preview of his answer). */
export function drawnArtifact(state: GameState, call: CallState): string | null {
  const seat = firstLegal(call);
  if (seat === null) return null;
  const fact = (previewFacts(state, { target: seat }) ?? []).find((f) => f.kind === 'artifact');
  return fact && fact.kind === 'artifact' ? fact.artifact : null;
}

function announce(facts: readonly Fact[] | null, key: string, language: Language): AnnounceView | null {
  const fact = (facts ?? []).find((f) => f.kind === 'announced');
  if (!fact || fact.kind !== 'announced') return null;
  const said = { team: fact.team };
  return { team: fact.team, text: language === 'fr' ? spokenFr(key, said) : spokenEn(key, said) };
}

/**
 * Nostradamus's call: what the app announces after he taps, by the seat of the last card he looks at (the
 * team of that card), and when he looks at none (the app's own pick). Null at other calls.
 */
export function announcesView(
  state: GameState,
  call: CallState,
  language: Language,
): { bySeat: (AnnounceView | null)[]; none: AnnounceView | null } | null {
  if (call.call !== 'nostradamus' || call.choice.kind !== 'places' || call.awake.actors.length === 0) return null;
  const key = call.step.copies === 'doppelganger' ? 'nostradamus-doppelganger' : 'nostradamus';
  const bySeat = call.choice.seats.map((s) =>
    s.legal ? announce(previewFacts(state, { targets: [s.seat] }), key, language) : null,
  );
  return { bySeat, none: announce(previewFacts(state, {}), key, language) };
}

/** The shields and artifacts on the table: a shield by seat, an artifact with its card wherever it lies. */
export function withTokens(state: GameState, table: TableView): TableView {
  if (!state.shields && !state.artifacts) return table;
  const n = state.setup.players.length;
  const artifactAt = (position: number): string | null => state.artifacts?.[state.positions[position]!] ?? null;
  return {
    ...table,
    players: table.players.map((player, p) => {
      const artifact = artifactAt(p);
      return {
        ...player,
        ...(state.shields?.[p] === true ? { shield: true } : {}),
        ...(artifact ? { artifact } : {}),
      };
    }),
    ...(state.artifacts ? { centerArtifacts: table.center.map((_, i) => artifactAt(n + i)) } : {}),
  };
}

/** The two artifacts that change the day (the others change the card's role, or nothing). */
const MAY_NOT_SPEAK = 'mask-of-muting';
const FACE_AWAY = 'shroud-of-shame';

/**
 * Every artifact token this game's pile holds, placed or not, in the facts file's order: the Mist of the
 * Vampire only with Vampire roles, the Alien Artifact only with Alien roles, Daybreak's six with that
 * house rule. The corrections offer these (a token the game cannot have is not on the table).
 */
export function artifactTokens(state: GameState): readonly string[] {
  return artifactPool({ ...state, artifacts: null });
}

/** Who holds an artifact once the night is over, and who may not speak or faces away because of it. */
export function artifactDayView(state: GameState, nightOver: boolean): ArtifactDayView | null {
  if (!nightOver || !state.artifacts) return null;
  const holders: number[] = [];
  const mayNotSpeak: number[] = [];
  const faceAway: number[] = [];
  state.setup.players.forEach((_, p) => {
    const artifact = state.artifacts![state.positions[p]!];
    if (!artifact) return;
    holders.push(p);
    if (artifact === MAY_NOT_SPEAK) mayNotSpeak.push(p);
    if (artifact === FACE_AWAY) faceAway.push(p);
  });
  return holders.length > 0 ? { holders, mayNotSpeak, faceAway } : null;
}
