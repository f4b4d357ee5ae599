/**
 * The one i18n layer: every user-facing string goes through `i18n.t(key)`. i18next holds the
 * dictionaries (one namespace per screen); the current language is a rune, so text re-renders when
 * it changes.
 */
import i18next from 'i18next';
import { en } from './en/index.ts';
import { fr } from './fr/index.ts';

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

const instance = i18next.createInstance();
void instance.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en, fr },
  ns: Object.keys(en),
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // Svelte escapes text itself
  initAsync: false, // resources are bundled: ready at once
});

class I18n {
  language = $state<Language>('en');

  /** Translates a key (`setup:title`, or `role.seer` in `common`); `params` fill {{placeholders}}. */
  t = (key: string, params?: Record<string, unknown>): string => {
    // Reading the rune makes every caller re-render when the language changes.
    return instance.t(key, { lng: this.language, ...params });
  };

  setLanguage(language: Language): void {
    this.language = language;
    document.documentElement.lang = language;
  }

  role = (id: string): string => this.t(`role.${id}`);
  mark = (id: string): string => this.t(`mark.${id}`);
  team = (id: string): string => this.t(`team.${id}`);
}

export const i18n = new I18n();
