import { useEffect } from 'react';
import { parseLocale } from '../../../../shared/locale';
import { activateLocale, currentLocale } from '../../i18n/locale';

/**
 * The account's language wins across devices: when a user signs in (or the app loads signed in)
 * and their account's locale is not the one shown, the app switches to it. Only a new user or a
 * changed account locale is followed, so a choice made on this device is never undone meanwhile.
 */
export function useFollowAccountLocale(
  userId: string | undefined,
  accountLocale: string | undefined,
) {
  useEffect(() => {
    const locale = parseLocale(accountLocale);
    if (userId && locale && locale !== currentLocale()) void activateLocale(locale);
  }, [userId, accountLocale]);
}
