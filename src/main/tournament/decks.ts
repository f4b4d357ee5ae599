import {
  ALIEN_BEGINNER_DECKS,
  ALIEN_EPIC_DECKS,
  ALL_PRESETS,
  BEGINNER_DECKS,
  DAYBREAK_BEGINNER_DECKS,
  type Preset,
} from '../engine/presets.ts';

/** Every fixed deck an event may name: the scenarios, the beginner decks, the Daybreak and Alien decks. */
const DECKS: readonly Preset[] = [
  ...ALL_PRESETS,
  ...Object.values(BEGINNER_DECKS),
  ...Object.values(DAYBREAK_BEGINNER_DECKS),
  ...Object.values(ALIEN_BEGINNER_DECKS),
  ...Object.values(ALIEN_EPIC_DECKS),
];

/**
 * The `deckFor` of `proposeRound` for an event's chosen preset. A preset id names a scenario for one
 * player count (`marquons-les-6`); tables of other sizes get the same scenario's list for their size
 * (`marquons-les-8`), or no deck when the scenario has none for that size (the organiser then chooses).
 * Anarchie is drawn at random at each table, so it is not offered here.
 */
export function presetDeckFor(preset: string | null): (players: number) => string[] | null {
  if (preset === null) return () => null;
  const scenario = preset.replace(/-\d+$/, '');
  return (players) => {
    const found = DECKS.find((candidate) => candidate.id === `${scenario}-${players}`);
    return found ? [...found.deck] : null;
  };
}

/** The scenarios a preset id may name (`beginner`, `marquons-les`…), for messages. */
export function presetScenarios(): string[] {
  return [...new Set(DECKS.map((d) => d.id.replace(/-\d+$/, '')))].sort();
}

/** Whether a preset id names a scenario with a deck for some table size (5 to 10 players). */
export function isKnownPreset(preset: string): boolean {
  const deckFor = presetDeckFor(preset);
  for (let players = 5; players <= 10; players++) if (deckFor(players)) return true;
  return false;
}
