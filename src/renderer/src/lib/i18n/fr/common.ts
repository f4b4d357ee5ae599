import type { common as en } from '../en/common.ts';

export const common: typeof en = {
  app: {
    name: 'Nightwarden',
    tagline: 'Console du meneur pour Loup-Garou (et Crépuscule), Vampire et Alien pour une Nuit',
  },
  nav: { setup: 'Préparation', night: 'Nuit', archive: 'Archives', stats: 'Statistiques', events: 'Tournois' },
  phase: { setup: 'Préparation', dusk: 'Crépuscule', night: 'Nuit', day: 'Jour', vote: 'Vote', revealed: 'Révélation' },
  action: {
    confirm: 'Valider',
    cancel: 'Annuler',
    undo: 'Revenir en arrière',
    pause: 'Pause',
    resume: 'Reprendre',
    next: 'Suivant',
    hide: 'Cacher les secrets',
    show: 'Montrer les secrets',
    close: 'Fermer',
  },
  /** A label followed by its colon (French puts a no-break space before it). */
  colon: '{{label}} :',
  /** The header's choice of the console's language. */
  languageLabel: 'Langue',
  error: { title: 'Un problème est survenu', dismiss: 'Fermer' },
  /** La console du serveur web ouverte sans sa clé, ou avec la clé d'un démarrage précédent. */
  hostLocked: {
    title: 'Cette console a besoin de sa clé',
    'no-key':
      "Cette adresse n'a pas de clé. Ouvrez l'adresse de la console que npm run web a affichée dans son terminal au démarrage : elle finit par ?token=…",
    'key-refused':
      "La clé de cet onglet vient d'un démarrage précédent du serveur, qui fait une nouvelle clé à chaque démarrage. Ouvrez la dernière adresse qu'il a affichée.",
    hint: "La clé quitte la barre d'adresse une fois la console ouverte. Recharger la page fonctionne dans l'onglet qui l'a ouverte ; un nouvel onglet, ou une adresse tapée ou copiée sans la clé, non. Vos parties restent enregistrées dans les archives dans tous les cas.",
  },
  screenFailed: {
    title: "Cet écran n'a pas pu être chargé",
    text: "le serveur ne l'a pas envoyé ({{reason}}). Vos parties sont enregistrées dans les archives : rechargez la page une fois le serveur relancé.",
    reload: 'Recharger la page',
  },
  archiveLost: {
    title: 'Le fichier de l’archive a été perdu',
    reopen: 'Rouvrir l’archive',
    reopened:
      'Archive {{path}} rouverte : {{imported}} partie(s) sauvée(s) importée(s), {{duplicates}} déjà présente(s), {{events}} événement(s) importé(s).',
    reopenedEmpty: 'Archive {{path}} rouverte.',
    movedAside: 'Le fichier endommagé est conservé sous le nom {{path}}.',
  },
  speech: {
    textOnly: 'Narration en texte seulement : {{reason}}',
    retry: 'Réessayer la voix',
    voiceRefused: 'Voix « {{voice}} » refusée ({{reason}}) : la voix par défaut parle à la place',
    deviceRefused: 'Sortie audio « {{device}} » refusée ({{reason}}) : la narration passe par la sortie par défaut',
    noVoice: {
      en: 'Aucune voix anglaise installée : la voix par défaut parle à la place',
      fr: 'Aucune voix française installée : la voix par défaut parle à la place',
    },
    reason: { 'this host has no speech': "cet hôte n'a pas de synthèse vocale" },
  },
  game: {
    werewolf: 'Loup-Garou pour une Nuit',
    vampire: 'Vampire pour une Nuit',
    alien: 'Alien pour une Nuit',
    daybreak: 'Loup-Garou pour un Crépuscule',
    bonus1: 'Pack bonus 1',
    bonus2: 'Pack bonus 2',
    bonus3: 'Pack bonus 3',
  },
  theApp: "l'application",
};
