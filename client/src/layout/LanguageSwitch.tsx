import { chakra, Stack, type HTMLChakraProps } from '@chakra-ui/react';
import { useId } from 'react';
import { LOCALE_NAMES, LOCALES, parseLocale } from '../../../shared/locale';
import { useChooseLocale } from '../features/auth/useChooseLocale';
import { currentLocale } from '../i18n/locale';
import { useT } from './i18n';

/**
 * The language switch (navbar and phone menu): the current language, and the others by their own
 * names. A native select, so keyboards and screen readers get the platform's own control.
 * `visibleLabel` shows "Language" above it (the phone menu); otherwise it is its accessible name.
 * A plain styled select rather than Chakra's NativeSelect: it is on every page, and the recipe
 * weighed 0.8 kB gzipped on the landing route's budget.
 */
/**
 * The width from which the navbar has room for the switch: signed in, the account menu and links
 * crowd it up to 2xl. Below it the footer shows the switch instead, so one is visible at a time.
 */
export function navbarLanguageFrom(signedIn: boolean) {
  return signedIn ? '2xl' : 'md';
}

export function LanguageSwitch({
  visibleLabel = false,
  ...props
}: { visibleLabel?: boolean } & HTMLChakraProps<'select'>) {
  const t = useT();
  const choose = useChooseLocale();
  const id = useId();
  const select = (
    <chakra.select
      id={id}
      name="locale"
      height="8"
      ps="2.5"
      pe="2"
      fontSize="sm"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      {...props}
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
    </chakra.select>
  );
  if (!visibleLabel) return select;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {t('layout.language')}
      </chakra.label>
      {select}
    </Stack>
  );
}
