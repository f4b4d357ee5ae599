import { DAYBREAK_ARTIFACTS } from '../../../artifacts.ts';
import type { Answer, GameState, StepRule } from '../../../model.ts';
import { seededRng } from '../../../random.ts';
import { ARTIFACTS, isArtifact, type Artifact } from '../../../vocabulary.ts';

/**
 * The Curator's pile: every artifact of the game (the Mist of the Vampire only with Vampire roles, the Alien
 * Artifact only with Alien roles; with the house rule `artifactsDaybreakOnly`, Daybreak's six), less those
 * already placed.
 */
export function artifactPool(state: GameState): Artifact[] {
  const { cards, options, vampireGame } = state.setup;
  const alienGame = cards.some((role) => state.setup.roles.alienGame.has(role));
  const base = options.artifactsDaybreakOnly ? DAYBREAK_ARTIFACTS : ARTIFACTS;
  const placed = new Set(state.artifacts?.filter((a): a is Artifact => a !== null) ?? []);
  return base.filter(
    (a) => !placed.has(a) && (a !== 'mist-of-the-vampire' || vampireGame) && (a !== 'alien-artifact' || alienGame),
  );
}

/** A token drawn at random from the pile, from the game's seed and the draw's name (never the deal). */
export function drawArtifact(state: GameState, key: string): Artifact | null {
  const pool = artifactPool(state);
  if (pool.length === 0) return null;
  let hash = 0x811c9dc5 ^ state.setup.seed;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return pool[seededRng(hash | 0).int(0, pool.length - 1)]!;
}

/** The token the Curator's call places when the answer does not say which: the one the game's seed draws. */
export function withDrawnArtifact(state: GameState, step: StepRule, answer: Answer): Answer {
  if (answer.target === undefined || answer.artifact !== undefined) return answer;
  const drawn = drawArtifact(state, step.copies === 'doppelganger' ? 'curator-doppelganger' : 'curator');
  return drawn ? { ...answer, artifact: drawn } : answer;
}

/** Why a token cannot be drawn now (rule 70): the name of the Curator's reason. */
export function whyNotInPile(
  state: GameState,
  artifact: string,
): 'not-a-token' | 'on-a-card' | 'daybreak-only' | 'mist' | 'alien' | 'not-in-pile' {
  if (!isArtifact(artifact)) return 'not-a-token';
  if (state.artifacts?.includes(artifact)) return 'on-a-card';
  if (state.setup.options.artifactsDaybreakOnly && !DAYBREAK_ARTIFACTS.includes(artifact)) return 'daybreak-only';
  if (artifact === 'mist-of-the-vampire') return 'mist';
  if (artifact === 'alien-artifact') return 'alien';
  return 'not-in-pile';
}
