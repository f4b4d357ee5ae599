import { ROLE_FACTS, ROLE_MODULES } from './roles/index.ts';
import { ROLE_RULES } from './roles.ts';
import { ROLE_NAMES_EN, list } from './text/en.ts';
import { CENTER_SIZE, MAX_PLAYERS, MIN_PLAYERS, ROLES, isRole, type Role } from './vocabulary.ts';

/**
 * Checks on a chosen deck before the deal: errors the game cannot start with, and warnings for the
 * pitfalls the rule texts name. Messages are English, name the roles and quote the rule.
 */

export const DECK_ISSUE_CODES = [
  // --- errors ---
  'player-count',
  'deck-size',
  'too-many-copies',
  'unknown-role',
  // --- warnings ---
  'single-mason',
  'insomniac-without-swapper',
  'doppelganger-with-vampire',
  'renfield-without-vampire',
  'minion-without-werewolf',
  'no-werewolf-or-vampire',
  'alien-count',
  'cow-without-alien',
  'leader-without-alien',
  'bodyguard-few-players',
  'beholder-without-seer',
  'squire-without-werewolf',
  // --- information ---
  'groob-without-zerb',
  'apprentice-tanner-without-tanner',
  'cursed-without-monster',
] as const;
export type DeckIssueCode = (typeof DECK_ISSUE_CODES)[number];

export interface DeckIssue {
  readonly code: DeckIssueCode;
  readonly message: string;
  readonly roles?: Role[];
  /** What the console's sentence for the code is said with, in its own language (DeckIssueParams). */
  readonly params?: DeckIssueParams;
}

/** The parts of an issue's sentence that depend on the deck: a count, the roles it names, a role alone. */
export interface DeckIssueParams {
  readonly count?: number;
  readonly roles?: readonly Role[];
  readonly alone?: Role;
  readonly other?: Role;
}

export interface DeckCheck {
  readonly errors: DeckIssue[];
  readonly warnings: DeckIssue[];
  /** Facts worth knowing that are no mistake (Groob without Zerb is a plain Alien). */
  readonly info: DeckIssue[];
}

/** Roles besides the Robber and Troublemaker (the rule's two) that move players' cards: the Insomniac's reason to wake. */
const OTHER_MOVERS: ReadonlySet<Role> = new Set(
  ROLES.filter(
    (role) => ROLE_MODULES[role].moves?.includes('cards') === true && role !== 'robber' && role !== 'troublemaker',
  ),
);

const ROLE_ORDER = new Map<Role, number>(ROLES.map((role, i) => [role, i]));

const name = (role: Role): string => ROLE_NAMES_EN[role];
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const cards = (n: number): string => (n === 1 ? '1 card' : `${n} cards`);

function issue(code: DeckIssueCode, message: string, roles?: readonly Role[], params?: DeckIssueParams): DeckIssue {
  const base = roles && roles.length > 0 ? { code, message, roles: [...roles] } : { code, message };
  return params ? { ...base, params } : base;
}

export function checkDeck(players: number, deck: readonly Role[]): DeckCheck {
  const errors: DeckIssue[] = [];
  const warnings: DeckIssue[] = [];

  // --- errors ---------------------------------------------------------------------------------------
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    errors.push(
      issue(
        'player-count',
        `${players} players: One Night is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players (3 to 10 with each box; Bonus Pack 3's player numbers allow up to 12).`,
      ),
    );
  }

  const unknown = deck.filter((role) => !isRole(role));
  if (unknown.length > 0) {
    errors.push(
      issue(
        'unknown-role',
        `${list(unknown.map((u) => `"${String(u)}"`))} ${unknown.length === 1 ? 'is not a role' : 'are not roles'} of Werewolf, Daybreak, the Bonus Packs, Vampire or Alien.`,
      ),
    );
  }

  const wanted = players + CENTER_SIZE;
  if (deck.length !== wanted) {
    const fix = deck.length < wanted ? `add ${cards(wanted - deck.length)}` : `remove ${cards(deck.length - wanted)}`;
    errors.push(
      issue(
        'deck-size',
        `The deck has ${cards(deck.length)}; ${players} players need ${players}+3 = ${wanted}: ${fix}. ` +
          '"Always include three more role cards than there are players."',
      ),
    );
  }

  const counts = new Map<Role, number>();
  for (const role of deck) if (isRole(role)) counts.set(role, (counts.get(role) ?? 0) + 1);
  const present = [...counts.keys()].sort((a, b) => ROLE_ORDER.get(a)! - ROLE_ORDER.get(b)!);
  const has = (role: Role): boolean => counts.has(role);

  for (const role of present) {
    const count = counts.get(role)!;
    const max = ROLE_RULES[role].maxCopies;
    if (count > max) {
      errors.push(
        issue(
          'too-many-copies',
          `The deck has ${count} ${name(role)} cards; the game has ${max === 1 ? `a single ${name(role)} card` : `at most ${max}`} (the ${name(role)} acts alone at night): remove ${cards(count - max)}.`,
          [role],
        ),
      );
    }
  }

  // --- warnings -------------------------------------------------------------------------------------
  if (counts.get('mason') === 1) {
    warnings.push(
      issue(
        'single-mason',
        'Only one Mason is in the deck. Base rules: "When using the Masons, always put both Masons in the game."',
        ['mason'],
      ),
    );
  }

  if (has('insomniac') && !has('robber') && !has('troublemaker')) {
    const movers = present.filter((role) => OTHER_MOVERS.has(role));
    const gremlin =
      movers.length > 0
        ? ` (${capital(list(movers.map((r) => `the ${name(r)}`)))} can also switch cards, but the rule names only the Robber and the Troublemaker.)`
        : '';
    warnings.push(
      issue(
        'insomniac-without-swapper',
        'The Insomniac is in the deck without the Robber or the Troublemaker. Base rules: "Only use the Insomniac ' +
          `if the Robber or Troublemaker is in the game."${gremlin}`,
        ['insomniac'],
      ),
    );
  }

  const vampireRoles = present.filter((role) => ROLE_RULES[role].game === 'vampire');
  if (has('doppelganger') && vampireRoles.length > 0) {
    warnings.push(
      issue(
        'doppelganger-with-vampire',
        `The Doppelgänger is in the deck with Vampire roles (${list(vampireRoles.map(name))}). The French edition ` +
          'forbids it: "La doppelgänger ne peut malheureusement pas être combinée avec les personnages de ' +
          '« Vampire pour une Nuit ». Utilisez le copycat à la place!" (The English rules allow it, with a second ' +
          'set of Marks.)',
        ['doppelganger', ...vampireRoles],
        { roles: vampireRoles },
      ),
    );
  }

  const vampires = present.filter((role) => ROLE_FACTS.kinds.vampire.has(role));
  if (has('renfield') && vampires.length === 0) {
    warnings.push(
      issue(
        'renfield-without-vampire',
        'Renfield is in the deck without any Vampire card (Vampire, Master or Count). Vampire rules: Renfield is on ' +
          'the vampire team "unless no players are Vampires (or have the Mark of the Vampire), in which case he is ' +
          'on the villager team", and nobody can give the Mark of the Vampire.',
        ['renfield'],
      ),
    );
  }

  const wolves = present.filter((role) => ROLE_FACTS.kinds.werewolf.has(role));
  if (has('minion') && wolves.length === 0) {
    warnings.push(
      issue(
        'minion-without-werewolf',
        'The Minion is in the deck without any Werewolf card: he wakes to see Werewolves that cannot be there. ' +
          'Base rules: "Immediately following the Werewolf phase, the Minion wakes up and sees who the Werewolves are."',
        ['minion'],
      ),
    );
  }

  const aliens = present.filter((role) => ROLE_FACTS.kinds.alien.has(role));
  if (deck.length > 0 && wolves.length === 0 && vampires.length === 0 && aliens.length === 0) {
    warnings.push(
      issue(
        'no-werewolf-or-vampire',
        'The deck has no Werewolf, no Vampire card (Vampire, Master or Count) and no Alien: nobody can be a ' +
          'monster, and the village wins only if nobody dies. French edition: "le Village ne gagne que si aucun ' +
          `villageois n'est tué."`,
      ),
    );
  }

  // Alien: "we recommend using a combination of two Aliens (any two regular Aliens, Groob, or Zerb)".
  const alienCards = deck.filter((role) => role === 'alien' || role === 'groob' || role === 'zerb').length;
  if (alienCards > 0 && alienCards !== 2) {
    warnings.push(
      issue(
        'alien-count',
        `The deck has ${alienCards === 1 ? 'one Alien card' : `${alienCards} Alien cards`} (Aliens, Groob, Zerb). ` +
          'Alien rules: "While you may use any number of Aliens, we recommend using a combination of two Aliens ' +
          '(any two regular Aliens, Groob, or Zerb) for the best results."',
        aliens.filter((role) => role !== 'synthetic-alien'),
        { count: alienCards },
      ),
    );
  }
  if (has('cow') && aliens.length === 0) {
    warnings.push(
      issue(
        'cow-without-alien',
        'The Cow is in the deck without any Alien: "If any Alien is sitting next to the Cow, one Alien must tap ' +
          'her on the fist" can never happen.',
        ['cow'],
      ),
    );
  }
  if (has('leader') && aliens.length === 0) {
    warnings.push(
      issue(
        'leader-without-alien',
        'The Leader is in the deck without any Alien: "all players who are Aliens keep their eyes closed and put ' +
          'out their thumbs" shows her nobody.',
        ['leader'],
      ),
    );
  }
  // Daybreak and the Bonus Packs.
  if (has('bodyguard') && players < 5) {
    warnings.push(
      issue(
        'bodyguard-few-players',
        `The Bodyguard is in a deck for ${players} players; Daybreak recommends him for 5 or more: with fewer, ` +
          'protecting one player often leaves nobody with two votes to die.',
        ['bodyguard'],
      ),
    );
  }
  if (has('beholder') && !has('seer') && !has('apprentice-seer')) {
    warnings.push(
      issue(
        'beholder-without-seer',
        'The Beholder is in the deck without the Seer or the Apprentice Seer: "Seer and Apprentice Seer, put out ' +
          'your thumbs" shows him nobody.',
        ['beholder'],
      ),
    );
  }
  if (has('squire') && wolves.length === 0) {
    warnings.push(
      issue(
        'squire-without-werewolf',
        'The Squire is in the deck without any Werewolf card: he wakes to see Werewolves that cannot be there ' +
          '(with no Werewolf among the players he wins if another player dies, as the Minion).',
        ['squire'],
      ),
    );
  }
  const info: DeckIssue[] = [];
  if (has('apprentice-tanner') && !has('tanner')) {
    info.push(
      issue(
        'apprentice-tanner-without-tanner',
        'The Apprentice Tanner is in the deck without the Tanner: "If there is no Tanner, the Apprentice Tanner ' +
          'wins only if he dies."',
        ['apprentice-tanner'],
      ),
    );
  }
  if (has('cursed') && wolves.length === 0 && vampires.length === 0) {
    info.push(
      issue(
        'cursed-without-monster',
        'The Cursed is in the deck without any Werewolf or Vampire card: nobody can vote him into a monster, so ' +
          'he stays on the village team.',
        ['cursed'],
      ),
    );
  }
  if (has('groob') !== has('zerb')) {
    const alone = has('groob') ? 'groob' : 'zerb';
    info.push(
      issue(
        'groob-without-zerb',
        `${name(alone)} is in the deck without ${alone === 'groob' ? 'Zerb' : 'Groob'}: "If only one of the two is ` +
          'in the game, she is on the alien team as normal."',
        [alone],
        { alone, other: alone === 'groob' ? 'zerb' : 'groob' },
      ),
    );
  }

  return { errors, warnings, info };
}
