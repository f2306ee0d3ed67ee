import en from '../../i18n/locales/en.json';
import { translate, type Locale, type MessageKey } from '../i18n/translate';
import type { FieldError } from './domain-error';

/*
 * Domain errors are thrown with their English text (the REST contract's, and the tests'); a
 * client that asks for another language gets it here, by looking the text up among the `errors.*`
 * messages of the catalog: as it is ("Course not found"), or by the shape of a message with
 * placeholders ("{label} is required"), whose values are translated too when they are messages
 * themselves (the field labels `errors.label.*`). A text the catalog lacks stays English.
 */

const ERROR_KEYS = (Object.keys(en) as MessageKey[]).filter((id) => id.startsWith('errors.'));
const exact = new Map<string, MessageKey>(ERROR_KEYS.map((id) => [en[id], id]));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "{label} must be at most {max} characters" -> /^(?<label>.+?) must be at most (?<max>.+?) characters$/ */
const shapes = ERROR_KEYS.filter((id) => /\{\w+\}/.test(en[id])).map((id) => ({
  id,
  pattern: new RegExp(
    `^${en[id]
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escape(part)))
      .join('')}$`,
  ),
}));

function one(locale: Locale, text: string): string | undefined {
  const id = exact.get(text);
  if (id) return translate(locale, id);
  for (const { id, pattern } of shapes) {
    const values = pattern.exec(text)?.groups;
    if (!values) continue;
    const translated: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      const known = exact.get(value);
      // Half a sentence in English is worse than all of it: an unknown label keeps the English.
      if (!known && !/^\d+$/.test(value)) return undefined;
      translated[name] = known ? translate(locale, known) : value;
    }
    return translate(locale, id, translated);
  }
  return undefined;
}

/**
 * A client-facing error text in `locale`. `badInput` joins its fields' messages with ". ": each
 * is translated, and the whole only when every part is known.
 */
const SEPARATOR: Record<Locale, string> = { en: '. ', hi: '। ' };

export function localizeMessage(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const whole = one(locale, text);
  if (whole !== undefined) return whole;
  const parts = text.split('. ');
  if (parts.length < 2) return text;
  const translated = parts.map((part) => one(locale, part));
  return translated.every((p) => p !== undefined) ? translated.join(SEPARATOR[locale]) : text;
}

export const localizeFields = (locale: Locale, fields: FieldError[]): FieldError[] =>
  fields.map((f) => ({ ...f, message: localizeMessage(locale, f.message) }));
