/**
 * The languages of the product. Both sides read this: the client's switch and catalogs, the
 * server's mail, documents and error messages. An unknown locale falls back to English and is
 * never stored.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, as its speakers write it (the switch shows these). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The locale Intl formats with: Indian grouping (₹1,00,000) and Indian date order in both. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** 'hi', 'hi-IN', 'HI' -> 'hi'; anything else -> null. */
export function parseLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : null;
}

/**
 * The first supported language of an Accept-Language header ('hi-IN,hi;q=0.9,en;q=0.8') or of a
 * list (navigator.languages), by weight; English when none is supported.
 */
export function pickLocale(accepted: string | readonly string[] | undefined | null): Locale {
  const entries = typeof accepted === 'string' ? accepted.split(',') : (accepted ?? []);
  const weighted = entries
    .map((entry, index) => {
      const [tag, ...params] = entry.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { locale: parseLocale(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((e) => e.locale && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return weighted[0]?.locale ?? DEFAULT_LOCALE;
}
