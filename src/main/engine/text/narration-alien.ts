/**
 * The moderator's lines for the calls of One Night Ultimate Alien, full and short (expert mode), in
 * English and French. The app's drawn instruction is said after a call's opening line (see
 * `narration-lines.ts`); these are the lines that do not change from game to game.
 */

type Lines = { readonly open: readonly string[]; readonly close: readonly string[] };
type Table = Readonly<Record<string, Lines>>;

const doppel = (role: string, open: string, close = 'Doppelgänger, close your eyes.'): Lines => ({
  open: [`Doppelgänger, if you viewed the ${role}, ${open}`],
  close: [close],
});

export const NARRATION_ALIEN_EN: Table = {
  oracle: { open: ['Oracle, wake up and answer the app.'], close: ['Oracle, close your eyes.'] },
  'oracle/doppelganger': doppel('Oracle', 'wake up and answer the app.'),
  aliens: { open: ['Aliens, wake up and look for other Aliens.'], close: ['Aliens, close your eyes.'] },
  cow: {
    open: [
      'Cow, keep your eyes closed and hold out your fist. Aliens, if the Cow is sitting next to you, one of you must tap her fist.',
    ],
    close: ['Cow, put your fist away.'],
  },
  'groob-zerb': {
    open: ['Groob and Zerb, wake up and look at each other.'],
    close: ['Groob and Zerb, close your eyes.'],
  },
  leader: {
    open: [
      'Leader, wake up. Aliens, keep your eyes closed and put out your thumb. Groob and Zerb, if you saw each other, point at each other instead.',
    ],
    close: ['Aliens, put your thumbs away. Leader, close your eyes.'],
  },
  'leader/doppelganger': doppel(
    'Leader',
    'wake up. Aliens, keep your thumbs out.',
    'Aliens, put your thumbs away. Doppelgänger, close your eyes.',
  ),
  psychic: { open: ['Psychic, wake up.'], close: ['Psychic, close your eyes.'] },
  'psychic/doppelganger': doppel('Psychic', 'wake up.'),
  rascal: { open: ['Rascal, wake up.'], close: ['Rascal, close your eyes.'] },
  'rascal/doppelganger': doppel('Rascal', 'wake up.'),
  exposer: { open: ['Exposer, wake up.'], close: ['Exposer, close your eyes.'] },
  'exposer/doppelganger': doppel('Exposer', 'wake up.'),
  blob: { open: ['Blob, keep your eyes closed and listen.'], close: [] },
  'blob/doppelganger': { open: ['Doppelgänger, if you viewed the Blob, keep your eyes closed and listen.'], close: [] },
  mortician: { open: ['Mortician, wake up.'], close: ['Mortician, close your eyes.'] },
  'mortician/doppelganger': doppel('Mortician', 'wake up.'),
  ripple: { open: ['Everyone, keep your eyes closed.'], close: [] },
  'ripple-role': {
    open: ['The role the ripple names, wake up and do your night action again.'],
    close: ['Close your eyes.'],
  },
};

export const NARRATION_ALIEN_SHORT_EN: Table = {
  oracle: { open: ['Oracle, wake up.'], close: ['Oracle, close your eyes.'] },
  'oracle/doppelganger': { open: ['Doppelgänger Oracle, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  aliens: { open: ['Aliens, wake up.'], close: ['Aliens, close your eyes.'] },
  cow: { open: ['Cow, fist out. Aliens beside her, tap it.'], close: ['Cow, fist away.'] },
  'groob-zerb': { open: ['Groob and Zerb, wake up.'], close: ['Groob and Zerb, close your eyes.'] },
  leader: { open: ['Leader, wake up. Aliens, thumbs out.'], close: ['Thumbs away. Leader, close your eyes.'] },
  'leader/doppelganger': {
    open: ['Doppelgänger Leader, wake up. Aliens, thumbs out.'],
    close: ['Thumbs away. Doppelgänger, close your eyes.'],
  },
  psychic: { open: ['Psychic, wake up.'], close: ['Psychic, close your eyes.'] },
  'psychic/doppelganger': { open: ['Doppelgänger Psychic, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  rascal: { open: ['Rascal, wake up.'], close: ['Rascal, close your eyes.'] },
  'rascal/doppelganger': { open: ['Doppelgänger Rascal, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  exposer: { open: ['Exposer, wake up.'], close: ['Exposer, close your eyes.'] },
  'exposer/doppelganger': { open: ['Doppelgänger Exposer, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  blob: { open: ['Blob, listen.'], close: [] },
  'blob/doppelganger': { open: ['Doppelgänger Blob, listen.'], close: [] },
  mortician: { open: ['Mortician, wake up.'], close: ['Mortician, close your eyes.'] },
  'mortician/doppelganger': {
    open: ['Doppelgänger Mortician, wake up.'],
    close: ['Doppelgänger, close your eyes.'],
  },
  ripple: { open: ['Eyes closed.'], close: [] },
  'ripple-role': { open: ['The role named, act again.'], close: ['Close your eyes.'] },
};

const doppelFr = (role: string, open: string, close = 'Doppelgänger, ferme les yeux.'): Lines => ({
  open: [`Doppelgänger, si tu as vu ${role}, ${open}`],
  close: [close],
});

export const NARRATION_ALIEN_FR: Table = {
  oracle: { open: ["Oracle, réveille-toi et réponds à l'application."], close: ['Oracle, ferme les yeux.'] },
  'oracle/doppelganger': doppelFr("l'Oracle", "réveille-toi et réponds à l'application."),
  aliens: { open: ['Aliens, réveillez-vous et cherchez les autres Aliens.'], close: ['Aliens, fermez les yeux.'] },
  cow: {
    open: [
      "Vache, garde les yeux fermés et tends le poing. Aliens, si la Vache est assise à côté de vous, l'un de vous doit lui toucher le poing.",
    ],
    close: ['Vache, range ton poing.'],
  },
  'groob-zerb': {
    open: ['Groob et Zerb, réveillez-vous et regardez-vous.'],
    close: ['Groob et Zerb, fermez les yeux.'],
  },
  leader: {
    open: [
      "Meneuse, réveille-toi. Aliens, gardez les yeux fermés et levez le pouce. Groob et Zerb, si vous vous êtes vus, désignez-vous l'un l'autre à la place.",
    ],
    close: ['Aliens, baissez le pouce. Meneuse, ferme les yeux.'],
  },
  'leader/doppelganger': doppelFr(
    'la Meneuse',
    'réveille-toi. Aliens, gardez le pouce levé.',
    'Aliens, baissez le pouce. Doppelgänger, ferme les yeux.',
  ),
  psychic: { open: ['Médium, réveille-toi.'], close: ['Médium, ferme les yeux.'] },
  'psychic/doppelganger': doppelFr('la Médium', 'réveille-toi.'),
  rascal: { open: ['Chenapan, réveille-toi.'], close: ['Chenapan, ferme les yeux.'] },
  'rascal/doppelganger': doppelFr('le Chenapan', 'réveille-toi.'),
  exposer: { open: ['Dévoileur, réveille-toi.'], close: ['Dévoileur, ferme les yeux.'] },
  'exposer/doppelganger': doppelFr('le Dévoileur', 'réveille-toi.'),
  blob: { open: ['Blob, garde les yeux fermés et écoute.'], close: [] },
  'blob/doppelganger': { open: ['Doppelgänger, si tu as vu le Blob, garde les yeux fermés et écoute.'], close: [] },
  mortician: { open: ['Croque-mort, réveille-toi.'], close: ['Croque-mort, ferme les yeux.'] },
  'mortician/doppelganger': doppelFr('le Croque-mort', 'réveille-toi.'),
  ripple: { open: ['Tout le monde garde les yeux fermés.'], close: [] },
  'ripple-role': {
    open: ["Le rôle que l'ondulation nomme, réveille-toi et refais ton action de la nuit."],
    close: ["Rôle rappelé par l'ondulation, ferme les yeux."],
  },
};

export const NARRATION_ALIEN_SHORT_FR: Table = {
  oracle: { open: ['Oracle, réveille-toi.'], close: ['Oracle, ferme les yeux.'] },
  'oracle/doppelganger': { open: ['Doppelgänger Oracle, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  aliens: { open: ['Aliens, réveillez-vous.'], close: ['Aliens, fermez les yeux.'] },
  cow: { open: ['Vache, poing tendu. Aliens à côté, touchez-le.'], close: ['Vache, poing rangé.'] },
  'groob-zerb': { open: ['Groob et Zerb, réveillez-vous.'], close: ['Groob et Zerb, fermez les yeux.'] },
  leader: {
    open: ['Meneuse, réveille-toi. Aliens, pouce levé.'],
    close: ['Pouces baissés. Meneuse, ferme les yeux.'],
  },
  'leader/doppelganger': {
    open: ['Doppelgänger Meneuse, réveille-toi. Aliens, pouce levé.'],
    close: ['Pouces baissés. Doppelgänger, ferme les yeux.'],
  },
  psychic: { open: ['Médium, réveille-toi.'], close: ['Médium, ferme les yeux.'] },
  'psychic/doppelganger': { open: ['Doppelgänger Médium, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  rascal: { open: ['Chenapan, réveille-toi.'], close: ['Chenapan, ferme les yeux.'] },
  'rascal/doppelganger': { open: ['Doppelgänger Chenapan, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  exposer: { open: ['Dévoileur, réveille-toi.'], close: ['Dévoileur, ferme les yeux.'] },
  'exposer/doppelganger': {
    open: ['Doppelgänger Dévoileur, réveille-toi.'],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  blob: { open: ['Blob, écoute.'], close: [] },
  'blob/doppelganger': { open: ['Doppelgänger Blob, écoute.'], close: [] },
  mortician: { open: ['Croque-mort, réveille-toi.'], close: ['Croque-mort, ferme les yeux.'] },
  'mortician/doppelganger': {
    open: ['Doppelgänger Croque-mort, réveille-toi.'],
    close: ['Doppelgänger, ferme les yeux.'],
  },
  ripple: { open: ['Yeux fermés.'], close: [] },
  'ripple-role': { open: ['Le rôle nommé, refais ton action.'], close: ['Rôle rappelé, ferme les yeux.'] },
};
