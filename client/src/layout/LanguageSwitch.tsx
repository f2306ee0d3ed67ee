import { Field, NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
import { LOCALE_NAMES, LOCALES, parseLocale } from '../../../shared/locale';
import { useChooseLocale } from '../features/auth/useChooseLocale';
import { currentLocale } from '../i18n/locale';
import { useT } from './i18n';

/**
 * The language switch (navbar and phone menu): the current language, and the others by their own
 * names. A native select, so keyboards and screen readers get the platform's own control.
 * `visibleLabel` shows "Language" above it (the phone menu); otherwise it is its accessible name.
 */
export function LanguageSwitch({
  visibleLabel = false,
  ...props
}: { visibleLabel?: boolean } & NativeSelectRootProps) {
  const t = useT();
  const choose = useChooseLocale();
  const select = (
    <NativeSelect.Root size="sm" width="auto" {...props}>
      <NativeSelect.Field
        name="locale"
        aria-label={visibleLabel ? undefined : t('layout.language')}
        value={currentLocale()}
        onChange={(event) => {
          const locale = parseLocale(event.currentTarget.value);
          if (locale) void choose(locale);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (!visibleLabel) return select;
  return (
    <Field.Root>
      <Field.Label>{t('layout.language')}</Field.Label>
      {select}
    </Field.Root>
  );
}
