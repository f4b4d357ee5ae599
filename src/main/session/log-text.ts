/**
 * The session's own sentences, in English and French: what the log and the replay say of a correction of
 * the deal and of a Lovers' call nobody woke for. The engine's explanation tells everything else.
 * French is typeset as French is (a no-break space before the colon, inside « »).
 */
import { ROLE_NAMES_EN, ROLE_NAMES_FR, isRole, type Language, type Role } from '../engine/index.ts';

/** What became of an answer when the game was folded again from a corrected deal. */
export type RefoldKind = 'replaced' | 'reopened' | 'set-aside';

export interface RefoldFlag {
  /** The answer's sequence number in the log. */
  readonly seq: number;
  /** The call's index in the script, and its key. */
  readonly step: number;
  readonly key: string;
  /**
   * `replaced`: no longer legal, taken as "nothing" (the call may pass); `reopened`: no longer legal and the
   * call must be answered: the night is back at it; `set-aside`: an answer after a reopened call.
   */
  readonly kind: RefoldKind;
  /** The rule it breaks now (the engine's English message); empty for set-aside answers. */
  readonly rule: string;
}

/** One seat whose card the correction changed: who, the card recorded, the card actually picked up. */
export interface DealChange {
  readonly place: { readonly player: string } | { readonly center: number };
  readonly before: Role;
  readonly after: Role;
}

const GROUPS_EN: Readonly<Record<string, string>> = {
  vampires: 'Vampires',
  werewolves: 'Werewolves',
  masons: 'Masons',
  lovers: 'Lovers',
  'marks-view': 'end of Dusk',
  'everyone-sleeps': 'Everyone sleeps',
  'everyone-wakes': 'Everyone wakes',
  'doppelganger-action': 'Doppelgänger’s immediate action',
};

const GROUPS_FR: Readonly<Record<string, string>> = {
  vampires: 'Vampires',
  werewolves: 'Loups-Garous',
  masons: 'Francs-maçons',
  lovers: 'Amoureux',
  'marks-view': 'fin du Crépuscule',
  'everyone-sleeps': 'Tout le monde s’endort',
  'everyone-wakes': 'Tout le monde se réveille',
  'doppelganger-action': 'action immédiate du Doppelgänger',
};

/** A call by its script key: "Seer", "Doppelgänger-Seer", "Vampires". */
export function callLabel(key: string, language: Language): string {
  const groups = language === 'fr' ? GROUPS_FR : GROUPS_EN;
  const names = language === 'fr' ? ROLE_NAMES_FR : ROLE_NAMES_EN;
  if (groups[key]) return groups[key];
  const [base, copy] = key.split('/');
  const name = isRole(base) ? names[base] : (base ?? key);
  return copy === 'doppelganger' ? `Doppelgänger-${name}` : name;
}

const CENTER_EN = ['left center card', 'middle center card', 'right center card'];
const CENTER_FR = ['carte du milieu 1', 'carte du milieu 2', 'carte du milieu 3'];

function changeText(change: DealChange, language: Language): string {
  const names = language === 'fr' ? ROLE_NAMES_FR : ROLE_NAMES_EN;
  if (language === 'fr') {
    const where = 'player' in change.place ? change.place.player : `la ${CENTER_FR[change.place.center]}`;
    return `${where}\u00A0: ${names[change.after]} (et non ${names[change.before]})`;
  }
  const where = 'player' in change.place ? change.place.player : `the ${CENTER_EN[change.place.center]}`;
  return `${where}: ${names[change.after]} (not ${names[change.before]})`;
}

function flagText(flag: RefoldFlag, language: Language): string {
  const call = callLabel(flag.key, language);
  if (language === 'fr') {
    switch (flag.kind) {
      case 'replaced':
        return `la réponse n°\u00A0${flag.seq} (${call}) ne tient plus\u00A0: elle compte comme «\u00A0rien\u00A0»`;
      case 'reopened':
        return `la réponse n°\u00A0${flag.seq} (${call}) ne tient plus et doit être donnée à nouveau\u00A0: la nuit revient à cet appel`;
      case 'set-aside':
        return `la réponse n°\u00A0${flag.seq} (${call}) est mise de côté\u00A0: elle venait après cet appel`;
    }
  }
  switch (flag.kind) {
    case 'replaced':
      return `answer #${flag.seq} (${call}) no longer holds: taken as nothing`;
    case 'reopened':
      return `answer #${flag.seq} (${call}) no longer holds and must be given again: the night is back at that call`;
    case 'set-aside':
      return `answer #${flag.seq} (${call}) set aside: it came after that call`;
  }
}

/** The log's sentence for a correction of the deal: what each changed seat actually picked up, and the flags. */
export function redealText(
  changes: readonly DealChange[],
  note: string,
  flags: readonly RefoldFlag[],
  language: Language,
): string {
  const fr = language === 'fr';
  const what = changes.map((c) => changeText(c, language)).join(fr ? '\u202F; ' : '; ');
  const quoted = note ? (fr ? ` («\u00A0${note}\u00A0»)` : ` ("${note}")`) : '';
  const head = fr
    ? `Correction de la donne (ce qui a vraiment été pris)\u00A0: ${what}${quoted}.`
    : `Deal corrected (what they actually picked up): ${what}${quoted}.`;
  if (flags.length === 0)
    return `${head} ${fr ? 'Toutes les réponses tiennent toujours.' : 'Every answer still holds.'}`;
  const listed = flags.map((f) => flagText(f, language)).join(fr ? '\u202F; ' : '; ');
  return `${head} ${fr ? 'À revoir\u00A0:' : 'To check:'} ${listed}.`;
}

/** The Lovers' call nobody woke for: why (Cupid is in the center, or nobody holds a Mark of Love). */
export function noLoversText(cupidInCenter: boolean, language: Language): string {
  if (language === 'fr')
    return cupidInCenter
      ? 'Amoureux\u00A0: personne ne s’est réveillé, Cupidon est au milieu.'
      : 'Amoureux\u00A0: personne ne s’est réveillé, personne n’a de marque d’Amour.';
  return cupidInCenter
    ? 'Lovers: nobody woke; Cupid is in the center.'
    : 'Lovers: nobody woke; nobody holds a Mark of Love.';
}
