import type { DeckCheckView, DeckIssueView, PresetView } from '../../shared/api.ts';
import type { Catalogue } from '../../shared/catalogue.ts';
import { randomInt } from 'node:crypto';
import {
  ANARCHY,
  BEGINNER_DECKS,
  anarchyPreset,
  catalogue,
  checkDeck,
  isRole,
  presetsFor,
  seededRng,
  type DeckIssue,
  type Preset,
  type Role,
} from '../engine/index.ts';

function view(p: Preset): PresetView {
  return { id: p.id, name: p.name, players: p.players, deck: [...p.deck], game: p.game };
}

function issueView(issue: DeckIssue): DeckIssueView {
  return issue.params
    ? { code: issue.code, message: issue.message, params: issue.params }
    : { code: issue.code, message: issue.message };
}

/** The setup screen's data: presets per player count and the deck checks, computed on the main side. */
export const setupData = {
  /**
   * The beginner deck, every French scenario, Daybreak and Alien deck for this count, and a fresh Anarchie
   * draw (Anarchie is played by 3 to 10). A deck listed twice (the beginner deck for 3 and 4 is the
   * scenario "Nuit tombante") is listed once, first.
   */
  presets(players: number): PresetView[] {
    const beginner = BEGINNER_DECKS[players];
    const anarchy = players >= ANARCHY.minPlayers && players <= ANARCHY.maxPlayers;
    const all = [
      ...(beginner ? [view(beginner)] : []),
      ...presetsFor(players).map(view),
      ...(anarchy ? [view(anarchyPreset(players, seededRng(randomInt(2 ** 31))))] : []),
    ];
    return all.filter((preset, i) => all.findIndex((p) => p.id === preset.id) === i);
  },
  /** The engine's registry as the console reads it (roles, boxes, teams, house rules, weights, decks). */
  catalogue(): Catalogue {
    return catalogue();
  },
  checkDeck(players: number, deck: readonly string[]): DeckCheckView {
    const roles = deck.filter(isRole) as Role[];
    const result = checkDeck(players, roles);
    return {
      errors: result.errors.map(issueView),
      warnings: result.warnings.map(issueView),
      info: result.info.map(issueView),
    };
  },
};
