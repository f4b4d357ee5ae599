import { ROLE_MODULES } from '../roles/index.ts';
import { ROLES, type ByRole, type Mark, type Role, type Team } from '../vocabulary.ts';
import type { RoleText, StepLines } from './role-text.ts';

export { ARTIFACT_NAMES_FR } from './artifact-names.ts';

const words = (role: Role): RoleText => ROLE_MODULES[role].text.fr;

/** Every role's lines of one form, keyed by step. */
function roleLines(form: 'lines' | 'short'): Record<string, StepLines> {
  const out: Record<string, StepLines> = {};
  for (const role of ROLES) Object.assign(out, words(role)[form]);
  return out;
}

/**
 * French text, after the French edition ("Vampire pour une Nuit", Ravensburger): its role names, its Mark
 * names, and moderator lines in its style (the players are addressed with "tu", a group with "vous").
 * The edition's own script is on the game master's leaflet, which is not among the rule texts: the lines
 * below are ours, saying what the English sample script says.
 */

export const ROLE_NAMES_FR: ByRole<string> = Object.fromEntries(
  ROLES.map((role) => [role, words(role).name]),
) as unknown as ByRole<string>;

/** The article each role takes in a sentence ("la Voyante", "l'Insomniaque"); "" for a bare name. */
export const ROLE_ARTICLES_FR: ByRole<string> = Object.fromEntries(
  ROLES.map((role) => [role, words(role).article]),
) as unknown as ByRole<string>;

/** As the French text writes them in a sentence ("la marque de Peur", "la marque du Vampire"). */
export const MARK_NAMES_FR: { readonly [M in Mark]: string } = {
  clarity: 'marque de Clarté',
  vampire: 'marque du Vampire',
  fear: 'marque de Peur',
  bat: 'marque de la Chauve-souris',
  disease: 'marque de Peste',
  love: "marque d'Amour",
  traitor: 'marque du Traître',
  assassin: "marque de l'Assassin",
};

/** The teams as the French text names them ("le Clan des Vampires", "l'équipe du village"), without article. */
export const TEAM_NAMES_FR: { readonly [T in Team]: string } = {
  village: 'Village',
  werewolf: 'Meute des Loups-Garous',
  vampire: 'Clan des Vampires',
  tanner: 'Tanneur',
  assassin: 'Assassin',
  'apprentice-assassin': 'Apprentie Assassin',
  alien: 'Aliens',
  'synthetic-alien': 'Alien synthétique',
  groob: 'Groob',
  zerb: 'Zerb',
  leader: 'Meneuse',
  blob: 'Blob',
  mortician: 'Croque-mort',
  nostradamus: 'Nostradamus',
};

/**
 * The French edition calls the center cards "les cartes du milieu" (of the table), and so does everything
 * French here (one term: tests/renderer/french-center.test.ts). Each is named by its number, left to right,
 * as the console's table numbers them ("Carte du milieu 1").
 */
export const CENTER_NAMES_FR = [
  'la carte du milieu 1',
  'la carte du milieu 2',
  'la carte du milieu 3',
  'la carte Loup-Garou du milieu',
] as const;

/** Narration, keyed by step like `NARRATION_EN`: what the moderator says when the step opens and closes. */
export const NARRATION_FR: Readonly<
  Record<string, { readonly open: readonly string[]; readonly close: readonly string[] }>
> = {
  'everyone-sleeps': { open: ['Tout le monde ferme les yeux.'], close: [] },
  'doppelganger-action': { open: [], close: ['Doppelgänger, ferme les yeux.'] },
  'marks-view': {
    open: ['Tout le monde se réveille et regarde secrètement sa marque.'],
    close: ['Tout le monde ferme les yeux.'],
  },
  'everyone-wakes': {
    open: ['Tout le monde garde les yeux fermés et déplace légèrement sa carte et sa marque.'],
    close: ['Tout le monde se réveille\u202F!'],
  },
  // L'ondulation de l'espace-temps (Alien) : les étapes de l'application, pas d'un rôle.
  ripple: { open: ['Tout le monde garde les yeux fermés.'], close: [] },
  'ripple-role': {
    open: ["Le rôle que l'ondulation nomme, réveille-toi et refais ton action de la nuit."],
    close: ["Rôle rappelé par l'ondulation, ferme les yeux."],
  },
  ...roleLines('lines'),
};

/**
 * The lines `narration-lines.ts` builds in code for special cases, keyed by the English sentence it uses:
 * Renfield or the Assassins closing their eyes apart, and the Werewolves' call without the lone-wolf option.
 */
export const NARRATION_SPECIAL_FR: Readonly<Record<string, string>> = {
  'Renfield, close your eyes.': 'Renfield, ferme les yeux.',
  'Assassin, close your eyes.': 'Assassin, ferme les yeux.',
  'Apprentice Assassin, close your eyes.': 'Apprentie Assassin, ferme les yeux.',
  'Assassin and Apprentice Assassin, close your eyes.': 'Assassin et Apprentie Assassin, fermez les yeux.',
  'Assassin and Doppelgänger, close your eyes.': 'Assassin et Doppelgänger, fermez les yeux.',
  'Doppelgänger, close your eyes.': 'Doppelgänger, ferme les yeux.',
  'Werewolves, wake up and look for other Werewolves.': 'Loups-Garous, réveillez-vous et reconnaissez-vous.',
  'Everyone, keep your eyes closed and move your card around slightly.':
    'Tout le monde garde les yeux fermés et déplace légèrement sa carte.',
  'Everyone, move your card slightly.': 'Tout le monde déplace légèrement sa carte.',
  'Dream Wolf, keep your eyes closed and stick out your thumb.': 'Loup Rêveur, garde les yeux fermés et lève le pouce.',
  'Dream Wolf, thumb out.': 'Loup Rêveur, pouce levé.',
  'Dream Wolf, put your thumb away.': 'Loup Rêveur, baisse le pouce.',
};

/**
 * Expert mode's short calls in French, keyed and counted like `NARRATION_SHORT_EN` (text/en.ts): the role
 * and its action in a few words. Typeset as French is (a narrow no-break space before ; ! ?).
 */
export const NARRATION_SHORT_FR: Readonly<
  Record<string, { readonly open: readonly string[]; readonly close: readonly string[] }>
> = {
  'everyone-sleeps': { open: ['Tout le monde ferme les yeux.'], close: [] },
  'doppelganger-action': { open: [], close: ['Doppelgänger, ferme les yeux.'] },
  'marks-view': {
    open: ['Tout le monde se réveille et regarde sa marque.'],
    close: ['Tout le monde ferme les yeux.'],
  },
  'everyone-wakes': {
    open: ['Tout le monde déplace légèrement sa carte et sa marque.'],
    close: ['Tout le monde se réveille\u202F!'],
  },
  ripple: { open: ['Yeux fermés.'], close: [] },
  'ripple-role': { open: ['Le rôle nommé, refais ton action.'], close: ['Rôle rappelé, ferme les yeux.'] },
  ...roleLines('short'),
};
