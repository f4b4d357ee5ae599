import type { Artifact, ByRole, Mark, Role, Team } from '../vocabulary.ts';
import { NARRATION_ALIEN_FR, NARRATION_ALIEN_SHORT_FR } from './narration-alien.ts';
import { NARRATION_DAYBREAK_FR, NARRATION_DAYBREAK_SHORT_FR } from './narration-daybreak.ts';
import { ROLE_NAMES_EN } from './en.ts';

/**
 * French text, after the French edition ("Vampire pour une Nuit", Ravensburger): its role names, its Mark
 * names, and moderator lines in its style (the players are addressed with "tu", a group with "vous").
 * The edition's own script is on the game master's leaflet, which is not among the rule texts: the lines
 * below are ours, saying what the English sample script says.
 */

export const ROLE_NAMES_FR: ByRole<string> = {
  copycat: 'Copycat',
  vampire: 'Vampire',
  'the-master': 'Le Maître',
  'the-count': 'Le Comte',
  renfield: 'Renfield',
  diseased: 'Pestiférée',
  cupid: 'Cupidon',
  instigator: 'Comploteuse',
  priest: 'Prêtre',
  assassin: 'Assassin',
  'apprentice-assassin': 'Apprentie Assassin',
  marksman: 'Trappeur',
  pickpocket: 'Pickpocket',
  gremlin: 'Gremlin',
  doppelganger: 'Doppelgänger',
  werewolf: 'Loup-Garou',
  minion: 'Sbire',
  mason: 'Franc-maçon',
  seer: 'Voyante',
  robber: 'Voleur',
  troublemaker: 'Noiseuse',
  drunk: 'Soûlard',
  insomniac: 'Insomniaque',
  villager: 'Villageois',
  tanner: 'Tanneur',
  hunter: 'Chasseur',
  oracle: 'Oracle',
  alien: 'Alien',
  'synthetic-alien': 'Alien synthétique',
  cow: 'Vache',
  groob: 'Groob',
  zerb: 'Zerb',
  leader: 'Meneuse',
  psychic: 'Médium',
  rascal: 'Chenapan',
  exposer: 'Dévoileur',
  blob: 'Blob',
  mortician: 'Croque-mort',
  sentinel: 'Sentinelle',
  'alpha-wolf': 'Loup Alpha',
  'mystic-wolf': 'Loup Shaman',
  'dream-wolf': 'Loup Rêveur',
  'apprentice-seer': 'Apprentie Voyante',
  'paranormal-investigator': 'Chasseur de Fantôme',
  witch: 'Sorcière',
  'village-idiot': 'Idiot du Village',
  revealer: 'Divinateur',
  curator: 'Conservateur',
  bodyguard: 'Garde du Corps',
  'aura-seer': 'Diseuse de Bonne Aventure',
  prince: 'Prince',
  cursed: 'Maudit',
  'apprentice-tanner': 'Apprenti Tanneur',
  thing: 'La Chose',
  squire: 'Écuyer',
  beholder: 'Observateur',
  'body-snatcher': 'Voleur de Corps',
  empath: 'Empathe',
  nostradamus: 'Nostradamus',
};

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
  copycat: {
    open: [
      "Copycat, réveille-toi et regarde une des cartes du milieu. Tu incarnes désormais ce personnage. S'il est appelé, réveille-toi et effectue son action.",
    ],
    close: ['Copycat, ferme les yeux.'],
  },
  doppelganger: {
    open: [
      "Doppelgänger, réveille-toi et regarde la carte d'un autre joueur. Tu incarnes désormais ce personnage. Si ton nouveau personnage a une action maintenant, effectue-la.",
    ],
    close: [],
  },
  'doppelganger-action': { open: [], close: ['Doppelgänger, ferme les yeux.'] },
  vampires: {
    open: [
      "Vampires, réveillez-vous et reconnaissez-vous. Donnez la marque du Vampire à un joueur qui n'est pas un Vampire.",
    ],
    close: ['Vampires, fermez les yeux.'],
  },
  'the-count': {
    open: ["Comte, réveille-toi et place la marque de Peur devant un joueur qui n'est pas un Vampire."],
    close: ['Comte, ferme les yeux.'],
  },
  'the-count/doppelganger': {
    open: [
      'Doppelgänger, si tu as vu le Comte, réveille-toi et place ta marque de Peur devant le joueur de ton choix.',
    ],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  renfield: {
    open: [
      'Vampires, pointez du doigt le joueur qui a la marque du Vampire et fermez les yeux. Renfield, réveille-toi et repère les Vampires, puis place la marque de la Chauve-souris devant toi.',
    ],
    close: ['Vampires, baissez la main. Renfield, ferme les yeux.'],
  },
  'renfield/doppelganger': {
    open: [
      'Vampires, continuez de pointer du doigt. Doppelgänger, si tu as vu Renfield, réveille-toi et repère les Vampires, puis place ta marque de la Chauve-souris devant toi.',
    ],
    close: ['Vampires, baissez la main. Doppelgänger, ferme les yeux.'],
  },
  diseased: {
    open: ['Pestiférée, réveille-toi. Place la marque de Peste devant ton voisin de gauche ou de droite.'],
    close: ['Pestiférée, ferme les yeux.'],
  },
  cupid: {
    open: ["Cupidon, réveille-toi. Tu peux donner une marque d'Amour à deux joueurs de ton choix."],
    close: ['Cupidon, ferme les yeux.'],
  },
  instigator: {
    open: ['Comploteuse, réveille-toi. Tu peux donner la marque du Traître au joueur de ton choix.'],
    close: ['Comploteuse, ferme les yeux.'],
  },
  priest: {
    open: [
      'Prêtre, réveille-toi et donne-toi une marque de Clarté. Tu peux aussi donner une marque de Clarté à un autre joueur.',
    ],
    close: ['Prêtre, ferme les yeux.'],
  },
  'priest/doppelganger': {
    open: [
      'Doppelgänger, si tu as vu le Prêtre, réveille-toi et donne-toi une marque de Clarté. Tu peux aussi donner une marque de Clarté à un autre joueur.',
    ],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  assassin: {
    open: ["Assassin, réveille-toi. Place la marque de l'Assassin devant le joueur de ton choix."],
    close: [],
  },
  'assassin/doppelganger': {
    open: [
      "Doppelgänger, si tu as vu l'Assassin, réveille-toi et place ta marque de l'Assassin devant le joueur de ton choix.",
    ],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  'apprentice-assassin': {
    open: [
      "Apprentie Assassin, réveille-toi et repère l'Assassin. S'il n'y a pas d'Assassin, place la marque de l'Assassin devant le joueur de ton choix.",
    ],
    close: [],
  },
  'apprentice-assassin/doppelganger': {
    open: [
      "Doppelgänger, si tu as vu l'Apprentie Assassin, réveille-toi et repère l'Assassin. S'il n'y a pas d'Assassin, place ta marque de l'Assassin devant le joueur de ton choix.",
    ],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  'marks-view': {
    open: ['Tout le monde se réveille et regarde secrètement sa marque.'],
    close: ['Tout le monde ferme les yeux.'],
  },
  lovers: {
    open: ["Si vous avez une marque d'Amour, réveillez-vous et reconnaissez-vous."],
    close: ['Amoureux, fermez les yeux.'],
  },
  werewolves: {
    open: [
      "Loups-Garous, réveillez-vous et reconnaissez-vous. S'il n'y a qu'un seul Loup-Garou, il peut regarder une des cartes du milieu.",
    ],
    close: ['Loups-Garous, fermez les yeux.'],
  },
  minion: {
    open: ['Sbire, réveille-toi. Loups-Garous, levez le pouce pour que le Sbire sache qui vous êtes.'],
    close: ['Loups-Garous, baissez le pouce. Sbire, ferme les yeux.'],
  },
  masons: {
    open: ['Francs-maçons, réveillez-vous et reconnaissez-vous.'],
    close: ['Francs-maçons, fermez les yeux.'],
  },
  seer: {
    open: ["Voyante, réveille-toi. Tu peux regarder la carte d'un autre joueur ou deux des cartes du milieu."],
    close: ['Voyante, ferme les yeux.'],
  },
  marksman: {
    open: ["Trappeur, réveille-toi. Tu peux regarder la carte d'un joueur, puis la marque d'un autre joueur."],
    close: ['Trappeur, ferme les yeux.'],
  },
  'marksman/doppelganger': {
    open: [
      "Doppelgänger, si tu as vu le Trappeur, réveille-toi. Tu peux regarder la carte d'un joueur, puis la marque d'un autre joueur.",
    ],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  robber: {
    open: [
      "Voleur, réveille-toi. Tu peux échanger ta carte contre celle d'un autre joueur, puis regarder ta nouvelle carte.",
    ],
    close: ['Voleur, ferme les yeux.'],
  },
  pickpocket: {
    open: [
      "Pickpocket, réveille-toi. Tu peux échanger ta marque contre celle d'un autre joueur, puis regarder ta nouvelle marque.",
    ],
    close: ['Pickpocket, ferme les yeux.'],
  },
  'pickpocket/doppelganger': {
    open: [
      "Doppelgänger, si tu as vu le Pickpocket, réveille-toi. Tu peux échanger ta marque contre celle d'un autre joueur, puis regarder ta nouvelle marque.",
    ],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  troublemaker: {
    open: ['Noiseuse, réveille-toi. Tu peux échanger les cartes de deux autres joueurs, sans les regarder.'],
    close: ['Noiseuse, ferme les yeux.'],
  },
  gremlin: {
    open: ['Gremlin, réveille-toi. Tu peux intervertir les marques ou les cartes de deux joueurs, sans les regarder.'],
    close: ['Gremlin, ferme les yeux.'],
  },
  'gremlin/doppelganger': {
    open: [
      'Doppelgänger, si tu as vu le Gremlin, réveille-toi. Tu peux intervertir les marques ou les cartes de deux joueurs, sans les regarder.',
    ],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  drunk: {
    open: ['Soûlard, réveille-toi et échange ta carte contre une des cartes du milieu, sans la regarder.'],
    close: ['Soûlard, ferme les yeux.'],
  },
  insomniac: {
    open: ['Insomniaque, réveille-toi et regarde ta carte.'],
    close: ['Insomniaque, ferme les yeux.'],
  },
  'insomniac/doppelganger': {
    open: ["Doppelgänger, si tu as vu l'Insomniaque, réveille-toi et regarde ta carte."],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  'everyone-wakes': {
    open: ['Tout le monde garde les yeux fermés et déplace légèrement sa carte et sa marque.'],
    close: ['Tout le monde se réveille\u202F!'],
  },
  ...NARRATION_ALIEN_FR,
  ...NARRATION_DAYBREAK_FR,
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
  copycat: { open: ['Copycat, réveille-toi et regarde une carte du milieu.'], close: ['Copycat, ferme les yeux.'] },
  doppelganger: {
    open: [
      "Doppelgänger, réveille-toi, regarde la carte d'un autre joueur et fais son action maintenant s'il en a une.",
    ],
    close: [],
  },
  'doppelganger-action': { open: [], close: ['Doppelgänger, ferme les yeux.'] },
  vampires: {
    open: ['Vampires, réveillez-vous et donnez la marque du Vampire.'],
    close: ['Vampires, fermez les yeux.'],
  },
  'the-count': { open: ['Comte, réveille-toi et place la marque de Peur.'], close: ['Comte, ferme les yeux.'] },
  'the-count/doppelganger': {
    open: ['Doppelgänger-Comte, réveille-toi et place ta marque de Peur.'],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  renfield: {
    open: [
      'Vampires, pointez du doigt et fermez les yeux. Renfield, réveille-toi et prends la marque de la Chauve-souris.',
    ],
    close: ['Vampires, baissez la main. Renfield, ferme les yeux.'],
  },
  'renfield/doppelganger': {
    open: [
      'Vampires, continuez de pointer. Doppelgänger-Renfield, réveille-toi et prends ta marque de la Chauve-souris.',
    ],
    close: ['Vampires, baissez la main. Doppelgänger, ferme les yeux.'],
  },
  diseased: { open: ['Pestiférée, réveille-toi et marque un voisin.'], close: ['Pestiférée, ferme les yeux.'] },
  cupid: {
    open: ["Cupidon, réveille-toi\u00A0: deux marques d'Amour, ou aucune."],
    close: ['Cupidon, ferme les yeux.'],
  },
  instigator: {
    open: ['Comploteuse, réveille-toi\u00A0: la marque du Traître, si tu le veux.'],
    close: ['Comploteuse, ferme les yeux.'],
  },
  priest: { open: ['Prêtre, réveille-toi et donne les marques de Clarté.'], close: ['Prêtre, ferme les yeux.'] },
  'priest/doppelganger': {
    open: ['Doppelgänger-Prêtre, réveille-toi et donne tes marques de Clarté.'],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  assassin: { open: ["Assassin, réveille-toi et place la marque de l'Assassin."], close: [] },
  'assassin/doppelganger': {
    open: ["Doppelgänger-Assassin, réveille-toi et place ta marque de l'Assassin."],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  'apprentice-assassin': { open: ["Apprentie Assassin, réveille-toi et repère l'Assassin."], close: [] },
  'apprentice-assassin/doppelganger': {
    open: ["Doppelgänger-Apprentie Assassin, réveille-toi et repère l'Assassin."],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  'marks-view': {
    open: ['Tout le monde se réveille et regarde sa marque.'],
    close: ['Tout le monde ferme les yeux.'],
  },
  lovers: { open: ['Amoureux, réveillez-vous.'], close: ['Amoureux, fermez les yeux.'] },
  werewolves: { open: ['Loups-Garous, réveillez-vous.'], close: ['Loups-Garous, fermez les yeux.'] },
  minion: {
    open: ['Sbire, réveille-toi. Loups-Garous, levez le pouce.'],
    close: ['Loups-Garous, baissez le pouce. Sbire, ferme les yeux.'],
  },
  masons: { open: ['Francs-maçons, réveillez-vous.'], close: ['Francs-maçons, fermez les yeux.'] },
  seer: { open: ['Voyante, réveille-toi.'], close: ['Voyante, ferme les yeux.'] },
  marksman: { open: ['Trappeur, réveille-toi.'], close: ['Trappeur, ferme les yeux.'] },
  'marksman/doppelganger': { open: ['Doppelgänger-Trappeur, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  robber: { open: ['Voleur, réveille-toi.'], close: ['Voleur, ferme les yeux.'] },
  pickpocket: { open: ['Pickpocket, réveille-toi.'], close: ['Pickpocket, ferme les yeux.'] },
  'pickpocket/doppelganger': {
    open: ['Doppelgänger-Pickpocket, réveille-toi.'],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  troublemaker: { open: ['Noiseuse, réveille-toi.'], close: ['Noiseuse, ferme les yeux.'] },
  gremlin: { open: ['Gremlin, réveille-toi.'], close: ['Gremlin, ferme les yeux.'] },
  'gremlin/doppelganger': { open: ['Doppelgänger-Gremlin, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  drunk: { open: ['Soûlard, réveille-toi et prends une carte du milieu.'], close: ['Soûlard, ferme les yeux.'] },
  insomniac: { open: ['Insomniaque, réveille-toi et regarde ta carte.'], close: ['Insomniaque, ferme les yeux.'] },
  'insomniac/doppelganger': {
    open: ['Doppelgänger-Insomniaque, réveille-toi et regarde ta carte.'],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  'everyone-wakes': {
    open: ['Tout le monde déplace légèrement sa carte et sa marque.'],
    close: ['Tout le monde se réveille\u202F!'],
  },
  ...NARRATION_ALIEN_SHORT_FR,
  ...NARRATION_DAYBREAK_SHORT_FR,
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
