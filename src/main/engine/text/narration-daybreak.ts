/**
 * The moderator's lines for the calls of Daybreak and the Bonus Packs, full and short (expert mode), in
 * English and French. The Bonus Pack 3 calls the app directs (Body Snatcher, Empath) add the app's drawn
 * instruction after their opening line (see `narration-lines.ts`).
 */

import { frenchSpaces } from '../../../shared/typography.ts';

type Lines = { readonly open: readonly string[]; readonly close: readonly string[] };
type Table = Readonly<Record<string, Lines>>;

/** French lines are typeset as French is: a no-break space before : ; ! and ?. */
const typeset = (table: Table): Table =>
  Object.fromEntries(
    Object.entries(table).map(([key, lines]) => [
      key,
      { open: lines.open.map(frenchSpaces), close: lines.close.map(frenchSpaces) },
    ]),
  );

const doppel = (role: string, open: string, close = 'Doppelgänger, close your eyes.'): Lines => ({
  open: [`Doppelgänger, if you viewed the ${role}, ${open}`],
  close: [close],
});

const doppelFr = (role: string, open: string, close = 'Doppelgänger, ferme les yeux.'): Lines => ({
  open: [`Doppelgänger, si tu as vu ${role}, ${open}`],
  close: [close],
});

const solo = (open: string, close: string): Lines => ({ open: [open], close: [close] });

export const NARRATION_DAYBREAK_EN: Table = {
  sentinel: solo(
    "Sentinel, wake up. You may place your shield token on any other player's card.",
    'Sentinel, close your eyes.',
  ),
  'body-snatcher': solo('Body Snatcher, wake up.', 'Body Snatcher, close your eyes.'),
  'body-snatcher/doppelganger': doppel('Body Snatcher', 'wake up.'),
  'alpha-wolf': solo(
    "Alpha Wolf, wake up and exchange the center Werewolf card with any other non-Werewolf player's card.",
    'Alpha Wolf, close your eyes.',
  ),
  'mystic-wolf': solo("Mystic Wolf, wake up. You may look at another player's card.", 'Mystic Wolf, close your eyes.'),
  'apprentice-tanner': solo(
    'Apprentice Tanner, wake up. Tanner, keep your eyes closed and stick out your thumb so the Apprentice Tanner can see you.',
    'Tanner, put your thumb away. Apprentice Tanner, close your eyes.',
  ),
  'apprentice-tanner/doppelganger': doppel(
    'Apprentice Tanner',
    'wake up. Tanner, stick out your thumb.',
    'Tanner, put your thumb away. Doppelgänger, close your eyes.',
  ),
  thing: solo(
    'Thing, wake up. You may tap the shoulder of the player to your left or to your right.',
    'Thing, close your eyes.',
  ),
  'thing/doppelganger': doppel('Thing', 'wake up. You may tap the shoulder of the player to your left or right.'),
  'apprentice-seer': solo(
    'Apprentice Seer, wake up. You may look at one of the center cards.',
    'Apprentice Seer, close your eyes.',
  ),
  'paranormal-investigator': solo(
    "Paranormal Investigator, wake up. You may look at up to two other players' cards, one at a time. If you see a Werewolf or a Tanner, stop: you are now that role.",
    'Paranormal Investigator, close your eyes.',
  ),
  nostradamus: solo(
    "Nostradamus, wake up. You may look at up to three other players' cards, one at a time; stop when you see a card that is not on the village team. Then tap the team of the last card you saw in the app.",
    'Nostradamus, close your eyes.',
  ),
  'nostradamus/doppelganger': doppel(
    'Nostradamus',
    "wake up. You may look at up to three other players' cards, one at a time, and tap the team of the last one.",
  ),
  witch: solo(
    "Witch, wake up. You may look at one of the center cards. If you do, you must exchange that card with any player's card.",
    'Witch, close your eyes.',
  ),
  'village-idiot': solo(
    "Village Idiot, wake up. You may move everyone's card but your own one place to the left or to the right.",
    'Village Idiot, close your eyes.',
  ),
  'aura-seer': solo(
    'Aura Seer, wake up. Everyone who has viewed or moved a card or a Mark tonight, keep your eyes closed and stick out your thumb.',
    'Everyone, put your thumbs away. Aura Seer, close your eyes.',
  ),
  'aura-seer/doppelganger': doppel(
    'Aura Seer',
    'wake up. Everyone who has viewed or moved a card or a Mark tonight, stick out your thumb.',
    'Everyone, put your thumbs away. Doppelgänger, close your eyes.',
  ),
  squire: solo(
    "Squire, wake up. Werewolves, keep your eyes closed and stick out your thumb. Squire, you may look at the Werewolves' cards.",
    'Werewolves, put your thumbs away. Squire, close your eyes.',
  ),
  'squire/doppelganger': doppel(
    'Squire',
    "wake up. Werewolves, stick out your thumb. You may look at the Werewolves' cards.",
    'Werewolves, put your thumbs away. Doppelgänger, close your eyes.',
  ),
  beholder: solo(
    'Beholder, wake up. Seer and Apprentice Seer, keep your eyes closed and stick out your thumb. Beholder, you may look at their cards.',
    'Seers, put your thumbs away. Beholder, close your eyes.',
  ),
  'beholder/doppelganger': doppel(
    'Beholder',
    'wake up. Seer and Apprentice Seer, stick out your thumb. You may look at their cards.',
    'Seers, put your thumbs away. Doppelgänger, close your eyes.',
  ),
  revealer: solo(
    "Revealer, wake up. You may flip over any other player's card. If it is a Werewolf or the Tanner, flip it back face down.",
    'Revealer, close your eyes.',
  ),
  'revealer/doppelganger': doppel(
    'Revealer',
    "wake up. You may flip over any other player's card that is face down. If it is a Werewolf or the Tanner, flip it back face down.",
  ),
  empath: solo('Empath, wake up.', 'Everyone, put your hands down. Empath, close your eyes.'),
  'empath/doppelganger': doppel('Empath', 'wake up.', 'Everyone, put your hands down. Doppelgänger, close your eyes.'),
  curator: solo(
    "Curator, wake up. You may place an artifact token on any player's card, even your own.",
    'Curator, close your eyes.',
  ),
  'curator/doppelganger': doppel(
    'Curator',
    "wake up. You may place an artifact token on any player's card that has no shield or artifact on it, even your own.",
  ),
};

export const NARRATION_DAYBREAK_SHORT_EN: Table = {
  sentinel: solo('Sentinel, wake up and shield a card.', 'Sentinel, close your eyes.'),
  'body-snatcher': solo('Body Snatcher, wake up.', 'Body Snatcher, close your eyes.'),
  'body-snatcher/doppelganger': solo('Doppelgänger Body Snatcher, wake up.', 'Doppelgänger, close your eyes.'),
  'alpha-wolf': solo('Alpha Wolf, wake up and give the center Werewolf card.', 'Alpha Wolf, close your eyes.'),
  'mystic-wolf': solo('Mystic Wolf, wake up and look at a card.', 'Mystic Wolf, close your eyes.'),
  'apprentice-tanner': solo(
    'Apprentice Tanner, wake up. Tanner, thumb out.',
    'Thumb away. Apprentice Tanner, close your eyes.',
  ),
  'apprentice-tanner/doppelganger': solo(
    'Doppelgänger Apprentice Tanner, wake up. Tanner, thumb out.',
    'Thumb away. Doppelgänger, close your eyes.',
  ),
  thing: solo('Thing, wake up and tap a neighbour.', 'Thing, close your eyes.'),
  'thing/doppelganger': solo('Doppelgänger Thing, wake up.', 'Doppelgänger, close your eyes.'),
  'apprentice-seer': solo('Apprentice Seer, wake up and look at a center card.', 'Apprentice Seer, close your eyes.'),
  'paranormal-investigator': solo(
    'Paranormal Investigator, wake up and look at up to two cards.',
    'Paranormal Investigator, close your eyes.',
  ),
  nostradamus: solo('Nostradamus, wake up and look at up to three cards.', 'Nostradamus, close your eyes.'),
  'nostradamus/doppelganger': solo('Doppelgänger Nostradamus, wake up.', 'Doppelgänger, close your eyes.'),
  witch: solo('Witch, wake up and look at a center card.', 'Witch, close your eyes.'),
  'village-idiot': solo('Village Idiot, wake up and move the cards.', 'Village Idiot, close your eyes.'),
  'aura-seer': solo('Aura Seer, wake up. Who viewed or moved, thumb out.', 'Thumbs away. Aura Seer, close your eyes.'),
  'aura-seer/doppelganger': solo(
    'Doppelgänger Aura Seer, wake up. Who viewed or moved, thumb out.',
    'Thumbs away. Doppelgänger, close your eyes.',
  ),
  squire: solo('Squire, wake up. Werewolves, thumb out.', 'Thumbs away. Squire, close your eyes.'),
  'squire/doppelganger': solo(
    'Doppelgänger Squire, wake up. Werewolves, thumb out.',
    'Thumbs away. Doppelgänger, close your eyes.',
  ),
  beholder: solo('Beholder, wake up. Seers, thumb out.', 'Thumbs away. Beholder, close your eyes.'),
  'beholder/doppelganger': solo(
    'Doppelgänger Beholder, wake up. Seers, thumb out.',
    'Thumbs away. Doppelgänger, close your eyes.',
  ),
  revealer: solo('Revealer, wake up and flip a card.', 'Revealer, close your eyes.'),
  'revealer/doppelganger': solo('Doppelgänger Revealer, wake up and flip a card.', 'Doppelgänger, close your eyes.'),
  empath: solo('Empath, wake up.', 'Hands down. Empath, close your eyes.'),
  'empath/doppelganger': solo('Doppelgänger Empath, wake up.', 'Hands down. Doppelgänger, close your eyes.'),
  curator: solo('Curator, wake up and place an artifact.', 'Curator, close your eyes.'),
  'curator/doppelganger': solo('Doppelgänger Curator, wake up.', 'Doppelgänger, close your eyes.'),
};

export const NARRATION_DAYBREAK_FR: Table = typeset({
  sentinel: solo(
    "Sentinelle, réveille-toi. Tu peux poser ton bouclier sur la carte d'un autre joueur.",
    'Sentinelle, ferme les yeux.',
  ),
  'body-snatcher': solo('Voleur de Corps, réveille-toi.', 'Voleur de Corps, ferme les yeux.'),
  'body-snatcher/doppelganger': doppelFr('le Voleur de Corps', 'réveille-toi.'),
  'alpha-wolf': solo(
    "Loup Alpha, réveille-toi et échange la carte Loup-Garou du milieu avec la carte d'un autre joueur qui n'est pas un Loup-Garou.",
    'Loup Alpha, ferme les yeux.',
  ),
  'mystic-wolf': solo(
    "Loup Shaman, réveille-toi. Tu peux regarder la carte d'un autre joueur.",
    'Loup Shaman, ferme les yeux.',
  ),
  'apprentice-tanner': solo(
    "Apprenti Tanneur, réveille-toi. Tanneur, garde les yeux fermés et lève le pouce pour que l'Apprenti Tanneur te voie.",
    'Tanneur, baisse le pouce. Apprenti Tanneur, ferme les yeux.',
  ),
  'apprentice-tanner/doppelganger': doppelFr(
    "l'Apprenti Tanneur",
    'réveille-toi. Tanneur, lève le pouce.',
    'Tanneur, baisse le pouce. Doppelgänger, ferme les yeux.',
  ),
  thing: solo(
    "La Chose, réveille-toi. Tu peux toucher l'épaule de ton voisin de gauche ou de droite.",
    'La Chose, ferme les yeux.',
  ),
  'thing/doppelganger': doppelFr(
    'la Chose',
    "réveille-toi. Tu peux toucher l'épaule de ton voisin de gauche ou de droite.",
  ),
  'apprentice-seer': solo(
    'Apprentie Voyante, réveille-toi. Tu peux regarder une des cartes du milieu.',
    'Apprentie Voyante, ferme les yeux.',
  ),
  'paranormal-investigator': solo(
    "Chasseur de Fantôme, réveille-toi. Tu peux regarder les cartes de deux autres joueurs au plus, l'une après l'autre. Si tu vois un Loup-Garou ou un Tanneur, arrête-toi : tu es maintenant ce rôle.",
    'Chasseur de Fantôme, ferme les yeux.',
  ),
  nostradamus: solo(
    "Nostradamus, réveille-toi. Tu peux regarder les cartes de trois autres joueurs au plus, l'une après l'autre ; arrête-toi dès qu'une carte n'est pas du Village. Indique ensuite à l'application l'équipe de la dernière carte vue.",
    'Nostradamus, ferme les yeux.',
  ),
  'nostradamus/doppelganger': doppelFr(
    'Nostradamus',
    "réveille-toi. Tu peux regarder les cartes de trois autres joueurs au plus, l'une après l'autre, et indiquer l'équipe de la dernière.",
  ),
  witch: solo(
    "Sorcière, réveille-toi. Tu peux regarder une des cartes du milieu. Si tu le fais, tu dois l'échanger avec la carte d'un joueur.",
    'Sorcière, ferme les yeux.',
  ),
  'village-idiot': solo(
    "Idiot du Village, réveille-toi. Tu peux décaler d'une place vers la gauche ou la droite les cartes de tous les joueurs sauf la tienne.",
    'Idiot du Village, ferme les yeux.',
  ),
  'aura-seer': solo(
    'Diseuse de Bonne Aventure, réveille-toi. Vous tous qui avez regardé ou déplacé une carte ou une marque cette nuit, gardez les yeux fermés et levez le pouce.',
    'Baissez le pouce. Diseuse de Bonne Aventure, ferme les yeux.',
  ),
  'aura-seer/doppelganger': doppelFr(
    'la Diseuse de Bonne Aventure',
    'réveille-toi. Vous tous qui avez regardé ou déplacé une carte ou une marque cette nuit, levez le pouce.',
    'Baissez le pouce. Doppelgänger, ferme les yeux.',
  ),
  squire: solo(
    'Écuyer, réveille-toi. Loups-Garous, gardez les yeux fermés et levez le pouce. Écuyer, tu peux regarder leurs cartes.',
    'Loups-Garous, baissez le pouce. Écuyer, ferme les yeux.',
  ),
  'squire/doppelganger': doppelFr(
    "l'Écuyer",
    'réveille-toi. Loups-Garous, levez le pouce. Tu peux regarder leurs cartes.',
    'Loups-Garous, baissez le pouce. Doppelgänger, ferme les yeux.',
  ),
  beholder: solo(
    'Observateur, réveille-toi. Voyante et Apprentie Voyante, gardez les yeux fermés et levez le pouce. Observateur, tu peux regarder leurs cartes.',
    'Voyantes, baissez le pouce. Observateur, ferme les yeux.',
  ),
  'beholder/doppelganger': doppelFr(
    "l'Observateur",
    'réveille-toi. Voyante et Apprentie Voyante, levez le pouce. Tu peux regarder leurs cartes.',
    'Voyantes, baissez le pouce. Doppelgänger, ferme les yeux.',
  ),
  revealer: solo(
    "Divinateur, réveille-toi. Tu peux retourner face visible la carte d'un autre joueur. Si c'est un Loup-Garou ou le Tanneur, retourne-la face cachée.",
    'Divinateur, ferme les yeux.',
  ),
  'revealer/doppelganger': doppelFr(
    'le Divinateur',
    "réveille-toi. Tu peux retourner face visible la carte face cachée d'un autre joueur. Si c'est un Loup-Garou ou le Tanneur, retourne-la face cachée.",
  ),
  empath: solo('Empathe, réveille-toi.', 'Baissez tous la main. Empathe, ferme les yeux.'),
  'empath/doppelganger': doppelFr("l'Empathe", 'réveille-toi.', 'Baissez tous la main. Doppelgänger, ferme les yeux.'),
  curator: solo(
    "Conservateur, réveille-toi. Tu peux poser un artefact sur la carte d'un joueur, même la tienne.",
    'Conservateur, ferme les yeux.',
  ),
  'curator/doppelganger': doppelFr(
    'le Conservateur',
    "réveille-toi. Tu peux poser un artefact sur la carte d'un joueur qui n'a ni bouclier ni artefact, même la tienne.",
  ),
});

export const NARRATION_DAYBREAK_SHORT_FR: Table = typeset({
  sentinel: solo('Sentinelle, réveille-toi et protège une carte.', 'Sentinelle, ferme les yeux.'),
  'body-snatcher': solo('Voleur de Corps, réveille-toi.', 'Voleur de Corps, ferme les yeux.'),
  'body-snatcher/doppelganger': solo('Doppelgänger Voleur de Corps, réveille-toi.', 'Doppelgänger, ferme les yeux.'),
  'alpha-wolf': solo('Loup Alpha, réveille-toi et donne la carte Loup-Garou du milieu.', 'Loup Alpha, ferme les yeux.'),
  'mystic-wolf': solo('Loup Shaman, réveille-toi et regarde une carte.', 'Loup Shaman, ferme les yeux.'),
  'apprentice-tanner': solo(
    'Apprenti Tanneur, réveille-toi. Tanneur, pouce levé.',
    'Pouce baissé. Apprenti Tanneur, ferme les yeux.',
  ),
  'apprentice-tanner/doppelganger': solo(
    'Doppelgänger Apprenti Tanneur, réveille-toi. Tanneur, pouce levé.',
    'Pouce baissé. Doppelgänger, ferme les yeux.',
  ),
  thing: solo('La Chose, réveille-toi et touche un voisin.', 'La Chose, ferme les yeux.'),
  'thing/doppelganger': solo('Doppelgänger Chose, réveille-toi.', 'Doppelgänger, ferme les yeux.'),
  'apprentice-seer': solo(
    'Apprentie Voyante, réveille-toi et regarde une carte du milieu.',
    'Apprentie Voyante, ferme les yeux.',
  ),
  'paranormal-investigator': solo(
    "Chasseur de Fantôme, réveille-toi et regarde jusqu'à deux cartes.",
    'Chasseur de Fantôme, ferme les yeux.',
  ),
  nostradamus: solo("Nostradamus, réveille-toi et regarde jusqu'à trois cartes.", 'Nostradamus, ferme les yeux.'),
  'nostradamus/doppelganger': solo('Doppelgänger Nostradamus, réveille-toi.', 'Doppelgänger, ferme les yeux.'),
  witch: solo('Sorcière, réveille-toi et regarde une carte du milieu.', 'Sorcière, ferme les yeux.'),
  'village-idiot': solo('Idiot du Village, réveille-toi et décale les cartes.', 'Idiot du Village, ferme les yeux.'),
  'aura-seer': solo(
    'Diseuse de Bonne Aventure, réveille-toi. Qui a regardé ou déplacé, pouce levé.',
    'Pouces baissés. Diseuse de Bonne Aventure, ferme les yeux.',
  ),
  'aura-seer/doppelganger': solo(
    'Doppelgänger Diseuse de Bonne Aventure, réveille-toi. Qui a regardé ou déplacé, pouce levé.',
    'Pouces baissés. Doppelgänger, ferme les yeux.',
  ),
  squire: solo('Écuyer, réveille-toi. Loups-Garous, pouce levé.', 'Pouces baissés. Écuyer, ferme les yeux.'),
  'squire/doppelganger': solo(
    'Doppelgänger Écuyer, réveille-toi. Loups-Garous, pouce levé.',
    'Pouces baissés. Doppelgänger, ferme les yeux.',
  ),
  beholder: solo('Observateur, réveille-toi. Voyantes, pouce levé.', 'Pouces baissés. Observateur, ferme les yeux.'),
  'beholder/doppelganger': solo(
    'Doppelgänger Observateur, réveille-toi. Voyantes, pouce levé.',
    'Pouces baissés. Doppelgänger, ferme les yeux.',
  ),
  revealer: solo('Divinateur, réveille-toi et retourne une carte.', 'Divinateur, ferme les yeux.'),
  'revealer/doppelganger': solo(
    'Doppelgänger Divinateur, réveille-toi et retourne une carte.',
    'Doppelgänger, ferme les yeux.',
  ),
  empath: solo('Empathe, réveille-toi.', 'Mains baissées. Empathe, ferme les yeux.'),
  'empath/doppelganger': solo('Doppelgänger Empathe, réveille-toi.', 'Mains baissées. Doppelgänger, ferme les yeux.'),
  curator: solo('Conservateur, réveille-toi et pose un artefact.', 'Conservateur, ferme les yeux.'),
  'curator/doppelganger': solo('Doppelgänger Conservateur, réveille-toi.', 'Doppelgänger, ferme les yeux.'),
});
