import type { Mark, Team } from '../vocabulary.ts';
import { TEAM_NAMES_EN } from './en.ts';
import { TEAM_NAMES_FR } from './fr.ts';

/**
 * The words the console shows for teams and Marks, in each language: a team as a title ("Werewolves", on a
 * player's line of the reveal, in a list of winners), the headline when it wins alone ("Werewolves win",
 * "Tanner wins": English agrees the verb), and a Mark as a token's short name ("Fear"). The sentences of the
 * night story name them otherwise (`TEAM_NAMES_*`, `MARK_NAMES_*` in en.ts and fr.ts). Tables keyed by the
 * vocabulary, so a new team or Mark cannot be left without words; the console reads them from the
 * catalogue (`Catalogue.teams`, `Catalogue.marks`), the players' screen from its view (`names`).
 */

export const TEAM_TITLES_EN: { readonly [T in Team]: string } = {
  // The sentences' names, capitalised; the creatures' teams are their plural ("Werewolves").
  ...TEAM_NAMES_EN,
  village: 'Village',
  werewolf: 'Werewolves',
  vampire: 'Vampires',
  alien: 'Aliens',
};

export const TEAM_TITLES_FR: { readonly [T in Team]: string } = {
  // The sentences' names; the pack is the Werewolves themselves ("la Meute des Loups-Garous" in a sentence).
  ...TEAM_NAMES_FR,
  werewolf: 'Loups-Garous',
};

/** The teams whose English title is a plural ("Werewolves win"); the others take "wins". */
const PLURAL_EN: ReadonlySet<Team> = new Set(['werewolf', 'vampire', 'alien']);

/** The headline of a game one team wins alone. */
export const TEAM_WINS_EN: { readonly [T in Team]: string } = Object.fromEntries(
  Object.entries(TEAM_TITLES_EN).map(([team, title]) => [
    team,
    `${title} ${PLURAL_EN.has(team as Team) ? 'win' : 'wins'}`,
  ]),
) as { readonly [T in Team]: string };

export const TEAM_WINS_FR: { readonly [T in Team]: string } = Object.fromEntries(
  Object.entries(TEAM_TITLES_FR).map(([team, title]) => [team, `Victoire : ${title}`]),
) as { readonly [T in Team]: string };

export const MARK_WORDS_EN: { readonly [M in Mark]: string } = {
  clarity: 'Clarity',
  vampire: 'Vampire',
  fear: 'Fear',
  bat: 'Bat',
  disease: 'Disease',
  love: 'Love',
  traitor: 'Traitor',
  assassin: 'Assassin',
};

export const MARK_WORDS_FR: { readonly [M in Mark]: string } = {
  clarity: 'Clarté',
  vampire: 'Vampire',
  fear: 'Peur',
  bat: 'Chauve-souris',
  disease: 'Peste',
  love: 'Amour',
  traitor: 'Traître',
  assassin: 'Assassin',
};
