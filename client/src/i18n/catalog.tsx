import { LinguiContext } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext, type ReactElement } from 'react';
import { i18n, registerEnglish } from './locale';

/** Values a message interpolates: {name}, {count, plural, ...}. */
export type MessageValues = Record<string, unknown>;
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * A namespace's catalog. `en` is its English JSON (client/src/locales/en/<ns>.json), imported by
 * the feature that shows it, so its strings load with that feature's code; it is compiled to
 * Lingui's message format at build time (client/build/linguiCatalogs.ts). The Hindi of every
 * namespace loads in one chunk, and only when Hindi is chosen (locale.ts).
 *
 * - `useT()` in components: re-renders when the language changes.
 * - `t()` outside React (toasts built in helpers, page titles): the active language at the call.
 * - `<T id components>` for a message with markup: 'Read <0>the terms</0>'.
 *
 * Keys are typed from the English JSON, so a missing key fails the typecheck.
 */
export function catalog<M extends Record<string, string>>(en: M) {
  type Id = keyof M & string;
  registerEnglish(en);
  const t: Translate<Id> = (id, values) => i18n._(id, values);
  function useT(): Translate<Id> {
    // Outside <I18nProvider> (a unit test rendering one component) the active language serves.
    const context = useContext(LinguiContext);
    return context?._ ?? t;
  }
  function T(props: { id: Id; values?: MessageValues; components?: Record<string, ReactElement> }) {
    // The context is read so that a language switch re-renders the message.
    const context = useContext(LinguiContext);
    return <TransNoContext {...props} lingui={{ i18n: context?.i18n ?? i18n }} />;
  }
  return { t, useT, T };
}
