/**
 * The one i18n layer: every user-facing string goes through `i18n.t(key)`. i18next holds the
 * dictionaries (one namespace per screen); the current language is a rune, so text re-renders when
 * it changes.
 */
import i18next from 'i18next';
import type { CatalogueNames, Words } from '../../../../shared/catalogue.ts';
import { typesetFrench } from '../../../../shared/typography.ts';
import { en } from './en/index.ts';
import { fr } from './fr/index.ts';

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** Every string of a dictionary passed through `typeset` (the French one gets French spacing, once, here). */
function typesetAll<T>(value: T, typeset: (text: string) => string): T {
  if (typeof value === 'string') return typeset(value) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetAll(v, typeset)])) as T;
  return value;
}

let typesetFr: typeof fr | null = null;

/**
 * The French dictionary as shown: a no-break space before : ; ! ? and inside « » ("Réveillés : Léa").
 * Typeset the first time French is read, not at every page load of an English console.
 */
export function frenchText(): typeof fr {
  typesetFr ??= typesetAll(fr, typesetFrench);
  return typesetFr;
}

const instance = i18next.createInstance();
void instance.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en },
  ns: Object.keys(en),
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // Svelte escapes text itself
  initAsync: false, // resources are bundled: ready at once
});

/** The languages whose dictionary i18next holds (English from the start, French once read): bookkeeping, not state. */
const added: Record<Language, boolean> = { en: true, fr: false };
function ensure(language: Language): void {
  if (added[language]) return;
  added[language] = true;
  for (const [ns, resources] of Object.entries(frenchText())) instance.addResourceBundle('fr', ns, resources);
}

class I18n {
  language = $state<Language>('en');

  /**
   * Translated strings already asked for, by language, key and parameters: the screens ask for the same
   * few hundred strings at every update (a seat's label, the list of calls), and i18next is not free.
   */
  private readonly cache = new Map<string, string>();

  /** Translates a key (`setup:title`, or `mark.fear` in `common`); `params` fill {{placeholders}}. */
  t = (key: string, params?: Record<string, unknown>): string => {
    // Reading the rune makes every caller re-render when the language changes.
    const language = this.language;
    const id = params ? `${language}\u0000${key}\u0000${JSON.stringify(params)}` : `${language}\u0000${key}`;
    const known = this.cache.get(id);
    if (known !== undefined) return known;
    ensure(language);
    const text = instance.t(key, { lng: language, ...params });
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(id, text);
    return text;
  };

  /**
   * Translates in a given language, whatever the console's: what is said to the table is in the game's
   * language (a French game on an English console).
   */
  tIn = (language: Language, key: string, params?: Record<string, unknown>): string => {
    const id = `${language}\u0000${key}\u0000${params ? JSON.stringify(params) : ''}\u0001`;
    const known = this.cache.get(id);
    if (known !== undefined) return known;
    ensure(language);
    const text = instance.t(key, { lng: language, ...params });
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(id, text);
    return text;
  };

  setLanguage(language: Language): void {
    this.language = language;
    document.documentElement.lang = language;
  }

  /** A label and its colon, as the language writes it: "Awake:" / "Réveillés :" (no-break space). */
  colon = (label: string): string => this.t('common:colon', { label });

  /**
   * The words the main process names things with (`CatalogueNames`: roles as their cards print them,
   * artifacts, the calls' prompts, teams and Marks), the French typeset once; null until the page has them (a name then
   * reads as its id, and the screens re-render when they come).
   */
  private names = $state.raw<{ readonly [L in Language]: ByLanguage } | null>(null);

  /** Takes the main process's words (the console's catalogue, the players' screen's view). */
  useNames(names: CatalogueNames): void {
    this.names = { en: inLanguage(names, 'en', (text) => text), fr: inLanguage(names, 'fr', typesetFrench) };
  }

  /** A role as its card prints it ("Seer", "The Count", "Voyante"). */
  role = (id: string): string => this.names?.[this.language].roles.get(id) ?? id;
  /** A Curator's artifact ("Claw of the Werewolf"). */
  artifact = (id: string): string => this.names?.[this.language].artifacts.get(id) ?? id;
  /** What to enter at a call, for the calls that say it (the Sentinel's shield…); null for the others. */
  prompt = (call: string): string | null => this.names?.[this.language].prompts.get(call) ?? null;
  /** A Mark as its token is named ("Fear", "Peur"). */
  mark = (id: string): string => this.names?.[this.language].marks.get(id) ?? id;
  /** A team as a title ("Werewolves", "Clan des Vampires"). */
  team = (id: string): string => this.names?.[this.language].teams.get(id) ?? id;
  /** The headline of a game the team wins alone ("Werewolves win", "Tanner wins"). */
  teamWins = (id: string): string => this.names?.[this.language].wins.get(id) ?? this.team(id);
}

interface ByLanguage {
  readonly roles: ReadonlyMap<string, string>;
  readonly artifacts: ReadonlyMap<string, string>;
  readonly prompts: ReadonlyMap<string, string>;
  readonly teams: ReadonlyMap<string, string>;
  readonly wins: ReadonlyMap<string, string>;
  readonly marks: ReadonlyMap<string, string>;
}

function inLanguage(names: CatalogueNames, language: Language, typeset: (text: string) => string): ByLanguage {
  const table = (words: Readonly<Record<string, Words>>): ReadonlyMap<string, string> =>
    new Map(Object.entries(words).map(([id, word]) => [id, typeset(word[language])]));
  const teams = Object.entries(names.teams ?? {});
  return {
    roles: table(names.roles),
    artifacts: table(names.artifacts),
    prompts: table(names.prompts),
    teams: table(Object.fromEntries(teams.map(([id, team]) => [id, team.title]))),
    wins: table(Object.fromEntries(teams.map(([id, team]) => [id, team.wins]))),
    marks: table(names.marks ?? {}),
  };
}

export const i18n = new I18n();
