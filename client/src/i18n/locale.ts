import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  parseLocale,
  pickLocale,
  type Locale,
} from '../../../shared/locale';

export { i18n };
export type { Locale };

/** The browser's copy of the choice; the account's (User.locale) wins at sign-in. */
export const LOCALE_STORAGE_KEY = 'locale';
/** Long accented strings, for the browser tests' clipping check; never offered in the switch. */
export const PSEUDO_LOCALE = 'en-XA';

type ActiveLocale = Locale | typeof PSEUDO_LOCALE;

const english: Messages[] = [];
let pseudoize: ((messages: Messages) => Messages) | null = null;

/** A namespace's English, loaded with its feature's code (catalog.tsx). */
export function registerEnglish(messages: Messages) {
  english.push(messages);
  i18n.load('en', messages);
  if (pseudoize) i18n.load(PSEUDO_LOCALE, pseudoize(messages));
}

/** The active language, as the product knows it ('en' or 'hi'; the pseudo-locale reads as 'en'). */
export function currentLocale(): Locale {
  return parseLocale(i18n.locale) ?? DEFAULT_LOCALE;
}

/** The locale Intl formats with now: 'en-IN' or 'hi-IN'. */
export function intlLocale(): string {
  return INTL_LOCALES[currentLocale()];
}

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** What this browser shows: its stored choice, else the language it asks for (Accept-Language). */
export function initialLocale(): ActiveLocale {
  const stored = storedLocale();
  if (stored === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return (
    parseLocale(stored) ?? pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages)
  );
}

const loaded = new Set<string>(['en']);

async function load(locale: ActiveLocale) {
  if (loaded.has(locale)) return;
  if (locale === PSEUDO_LOCALE) {
    pseudoize = (await import('./pseudo')).pseudoize;
    for (const messages of english) i18n.load(PSEUDO_LOCALE, pseudoize(messages));
  } else {
    const { messages } = await import('../locales/hi');
    i18n.load('hi', messages);
  }
  loaded.add(locale);
}

const listeners = new Set<(locale: Locale) => void>();

/** Called after each switch (the account's copy is saved by the switch's owner). */
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the product in `locale`: loads its catalog when first chosen, keeps the choice in this
 * browser and sets <html lang>. An unknown locale falls back to English.
 */
export async function activateLocale(requested: string, { remember = true } = {}) {
  const locale: ActiveLocale =
    requested === PSEUDO_LOCALE ? PSEUDO_LOCALE : (parseLocale(requested) ?? DEFAULT_LOCALE);
  await load(locale);
  // Intl locales for plurals' `#` and numbers in messages: 1,00,000 in both languages.
  i18n.activate(locale, [INTL_LOCALES[parseLocale(locale) ?? DEFAULT_LOCALE]]);
  document.documentElement.lang = locale === PSEUDO_LOCALE ? 'en' : locale;
  if (remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts this visit.
    }
  }
  for (const listener of listeners) listener(currentLocale());
}

/** English is active from the start, so English pages render without waiting. */
i18n.load('en', {});
i18n.activate('en', [INTL_LOCALES.en]);
