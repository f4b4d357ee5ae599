import { ROLE_MODULES } from '../roles/index.ts';
import { ROLES, type Artifact, type ByRole, type Mark, type Role, type Team } from '../vocabulary.ts';
import { ROLE_NAMES_EN } from './en.ts';
import type { RoleText, StepLines } from './role-text.ts';

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

/** The artifacts, as the French edition of Daybreak would name them (ours: there is none). */
export const ARTIFACT_NAMES_FR: { readonly [A in Artifact]: string } = {
  'claw-of-the-werewolf': 'Griffe du Loup-Garou',
  'brand-of-the-villager': 'Marque du Villageois',
  'cudgel-of-the-tanner': 'Gourdin du Tanneur',
  'void-of-nothingness': 'Vide du Néant',
  'mask-of-muting': 'Masque du Silence',
  'shroud-of-shame': 'Linceul de la Honte',
  'bow-of-the-hunter': 'Arc du Chasseur',
  'cloak-of-the-prince': 'Cape du Prince',
  'sword-of-the-bodyguard': 'Épée du Garde du Corps',
  'mist-of-the-vampire': 'Brume du Vampire',
  'dagger-of-the-traitor': 'Dague du Traître',
  'alien-artifact': 'Artefact Alien',
};

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
 * The French text calls the center cards "les cartes du milieu" (of the table); each is named by where it
 * lies among them: on the left, in the center, on the right.
 */
export const CENTER_NAMES_FR = [
  'la carte du milieu à gauche',
  'la carte du milieu au centre',
  'la carte du milieu à droite',
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

/** A role's French name from its English one, as the engine's English messages write it. */
function roleFromEnglish(english: string): string | null {
  for (const [role, name] of Object.entries(ROLE_NAMES_EN)) if (name === english) return ROLE_NAMES_FR[role as Role];
  return null;
}

/** "la carte de Bob", "la carte d'Ann": French elides "de" before a vowel or a mute h. */
const cardOf = (name: string): string =>
  /^[aeiouyhàâäéèêëîïôöùûü]/i.test(name) ? `La carte d'${name}` : `La carte de ${name}`;

/** What the Paranormal Investigator becomes when he stops ("a Werewolf", "a Tanner"), in French. */
const BECOMES_FR: Readonly<Record<string, string>> = {
  Werewolf: 'Loup-Garou',
  Tanner: 'Tanneur',
  Vampire: 'Vampire',
  Alien: 'Alien',
};

/**
 * The English reasons of the Daybreak and Bonus Pack roles (and the shield), matched by their sentence:
 * the engine words its reasons in English, and French readers need each one said, never another's.
 */
const DAYBREAK_REASONS_FR: readonly {
  readonly match: RegExp;
  readonly say: (m: RegExpExecArray, name: string, actor: string) => string | null;
}[] = [
  {
    match: /'s card has the Sentinel's shield/,
    say: (_, name) =>
      `${cardOf(name)} porte le bouclier de la Sentinelle\u00A0: personne ne peut la regarder, la déplacer ni lui donner un artefact.`,
  },
  { match: /'s card already has a shield$/, say: (_, name) => `${cardOf(name)} a déjà un bouclier.` },
  { match: /'s card already has an artifact$/, say: (_, name) => `${cardOf(name)} porte déjà un artefact.` },
  {
    match: / is a Werewolf; the Center Werewolf card goes to a non-Werewolf player$/,
    say: (_, name) =>
      `${name} est un Loup-Garou\u00A0: la carte Loup-Garou du milieu va à un joueur qui n'est pas Loup-Garou.`,
  },
  {
    match: /'s card is the (.+): the Paranormal Investigator stops there and becomes an? (.+)$/,
    say: (m, name) => {
      const role = roleFromEnglish(m[1]!);
      const becomes = BECOMES_FR[m[2]!];
      return role && becomes
        ? `${name} a la carte ${role}\u00A0: le Chasseur de Fantôme s'arrête là et devient ${becomes}.`
        : null;
    },
  },
  {
    match: /'s card is not on the village team: Nostradamus stops there$/,
    say: (_, name) => `${cardOf(name)} n'est pas dans l'équipe du village\u00A0: Nostradamus s'arrête là.`,
  },
  {
    match: /'s card is not a center card; the Witch looks at a center card$/,
    say: (_, name) => `${cardOf(name)} n'est pas une carte du milieu\u00A0: la Sorcière regarde une carte du milieu.`,
  },
  {
    match: /'s card is not a center card; the app said a center card$/,
    say: (_, name) => `${cardOf(name)} n'est pas une carte du milieu\u00A0: l'application a dit une carte du milieu.`,
  },
  {
    match: / did not put out a thumb; the Squire looks at the Werewolves' cards$/,
    say: (_, name) => `${name} n'a pas levé le pouce\u00A0: l'Écuyer regarde les cartes des Loups-Garous.`,
  },
  {
    match: / did not put out a thumb; the Beholder looks at the Seers' cards$/,
    say: (_, name) =>
      `${name} n'a pas levé le pouce\u00A0: l'Observateur regarde les cartes de la Voyante et de l'Apprentie Voyante.`,
  },
  {
    match: / is an Alien; the Body Snatcher takes a non-Alien's card$/,
    say: (_, name) =>
      `${name} est un Alien\u00A0: le Voleur de Corps prend la carte d'un joueur qui n'est pas un Alien.`,
  },
  {
    match: / does not sit next to .+; the Thing taps a neighbour's shoulder$/,
    say: (_, name, actor) =>
      `${name} n'est pas assis à côté de ${actor}\u00A0: la Chose tape l'épaule d'un voisin de gauche ou de droite.`,
  },
];

/**
 * Why a seat cannot be chosen, in French (the console shows it on hover and where the moderator looks), by
 * the rule error's code, the step and the English message; `{name}` is the seat's player, `{actor}` the one
 * choosing. Null when there is no French sentence for it (the English one is shown, never a wrong one).
 */
export function seatReasonFr(code: string, step: string, name: string, actor: string, message = ''): string | null {
  for (const reason of DAYBREAK_REASONS_FR) {
    const m = reason.match.exec(message);
    if (m) {
      const said = reason.say(m, name, actor);
      if (said) return said;
    }
  }
  switch (code) {
    case 'target/illegal':
      // Only a reason that says so: another (the app's places, the Alien's) has its own words.
      return message === '' || message.includes('cannot choose themselves')
        ? `${name} ne peut pas se choisir soi-même.`
        : null;
    case 'target/vampire':
      return step.startsWith('the-count')
        ? `${name} est du côté des Vampires\u00A0: la marque de Peur va à un joueur qui n'est pas Vampire.`
        : `${name} est un Vampire\u00A0: la marque du Vampire va à un joueur qui n'est pas Vampire.`;
    case 'target/not-a-neighbour':
      return `${name} n'est pas assis à côté de ${actor}\u00A0: la marque de Peste va au voisin de gauche ou de droite.`;
    default:
      return null;
  }
}
