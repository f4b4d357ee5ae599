export const common = {
  app: { name: 'Nightwarden', tagline: 'Game-master console for One Night Werewolf, Daybreak, Vampire and Alien' },
  nav: { setup: 'Setup', night: 'Night', archive: 'Archive', stats: 'Statistics', events: 'Events' },
  phase: { setup: 'Setup', dusk: 'Dusk', night: 'Night', day: 'Day', vote: 'Vote', revealed: 'Reveal' },
  action: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    undo: 'Undo',
    pause: 'Pause',
    resume: 'Resume',
    next: 'Next',
    hide: 'Hide secrets',
    show: 'Show secrets',
    close: 'Close',
  },
  /** A label followed by its colon (French puts a no-break space before it). */
  colon: '{{label}}:',
  /** The header's choice of the console's language. */
  languageLabel: 'Language',
  error: { title: 'Something went wrong', dismiss: 'Dismiss' },
  /** The browser host's console opened without its key, or with a key from an earlier start of the host. */
  hostLocked: {
    title: 'This console needs its key',
    'no-key':
      "This address has no key. Open the console's address that npm run web printed in its terminal when it started: it ends in ?token=…",
    'key-refused':
      "This tab's key is from an earlier start of the host, and the host makes a new key at every start. Open the address it printed last.",
    hint: 'The key leaves the address bar once the console has opened. A reload keeps working in the tab that opened it; a new tab, or an address typed or copied without the key, does not. Your games are saved in the archive either way.',
  },
  /** A screen's code could not be fetched from the host (it stopped, or was updated under this page). */
  screenFailed: {
    title: 'This screen could not be loaded',
    text: 'the host did not send it ({{reason}}). Your games are saved in the archive: reload the page once the host runs.',
    reload: 'Reload the page',
  },
  archiveLost: {
    title: 'The archive’s file was lost',
    reopen: 'Reopen the archive',
    reopened:
      'Archive {{path}} reopened: {{imported}} saved game(s) imported, {{duplicates}} already in it, {{events}} event(s) imported.',
    reopenedEmpty: 'Archive {{path}} reopened.',
    movedAside: 'The damaged file is kept as {{path}}.',
  },
  speech: {
    textOnly: 'Text-only narration: {{reason}}',
    retry: 'Try speech again',
    voiceRefused: 'Voice “{{voice}}” refused ({{reason}}): speaking with the default voice',
    deviceRefused: 'Output device “{{device}}” refused ({{reason}}): speaking on the default output',
    noVoice: {
      en: 'No English voice is installed: speaking with the default voice',
      fr: 'No French voice is installed: speaking with the default voice',
    },
    /** Reasons the main process gives in English, by their text. */
    reason: { 'this host has no speech': 'this host has no speech' },
  },
  game: {
    werewolf: 'One Night Ultimate Werewolf',
    vampire: 'One Night Ultimate Vampire',
    alien: 'One Night Ultimate Alien',
    daybreak: 'One Night Ultimate Daybreak',
    bonus1: 'Bonus Pack 1',
    bonus2: 'Bonus Pack 2',
    bonus3: 'Bonus Pack 3',
  },
  /** The app of One Night Ultimate Alien, as the console names it. */
  theApp: 'the app',
};
