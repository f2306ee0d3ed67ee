import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, INTL_LOCALES, parseLocale, type Locale } from '../../../../shared/locale';
import { formatPaise } from '../../../../shared/money';
import en from '../../i18n/locales/en.json';
import hi from '../../i18n/locales/hi.json';

export type { Locale } from '../../../../shared/locale';

/** Every message id, typed from the English catalog: a misspelt key fails the typecheck. */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

const CATALOGS: Record<Locale, Record<string, string>> = { en, hi };

/** One Lingui instance per language (an instance has one active locale), compiled at load. */
const instances = Object.fromEntries(
  Object.entries(CATALOGS).map(([locale, messages]) => {
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    const compiled = Object.fromEntries(
      Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]),
    );
    i18n.loadAndActivate({ locale, messages: compiled });
    return [locale, i18n];
  }),
) as Record<Locale, I18n>;

/**
 * The message `id` in `locale`, its ICU placeholders filled from `values`. The one way the server
 * words what people read: mail, documents, error messages (and the mentorship invites to come).
 */
export function translate(locale: Locale, id: MessageKey, values?: MessageValues): string {
  return instances[locale]._(id, values);
}

/** A stored or sent locale as one of ours: anything unknown is English. */
export const localeOr = (value: unknown): Locale => parseLocale(value) ?? DEFAULT_LOCALE;

/** The id of the English error message `text`: domain errors are thrown in English, by text. */
const BY_ENGLISH = new Map<string, MessageKey>(
  (Object.entries(en) as [MessageKey, string][])
    .filter(([id]) => id.startsWith('errors.'))
    .map(([id, text]) => [text, id]),
);
export const keyOfEnglish = (text: string): MessageKey | undefined => BY_ENGLISH.get(text);

/** Money in the reader's language: ₹1,00,000.00 in both, with the locale's digits and grouping. */
export const formatMoney = (locale: Locale, paise: number, currency: string): string =>
  formatPaise(paise, currency, INTL_LOCALES[locale]);

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A document's date ("29 November 2026", "29 नवंबर 2026"), read in UTC as the documents always
 * have been; `time` adds the hour, then in India's zone.
 */
export function formatDate(locale: Locale, date: Date, time = false): string {
  const key = `${locale}|${time}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      dateStyle: 'long',
      ...(time ? { timeStyle: 'short', timeZone: 'Asia/Kolkata' } : { timeZone: 'UTC' }),
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}
