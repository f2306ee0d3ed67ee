import { config } from '../config';
import { useSiteSettingsQuery } from './siteSettings.generated';

/**
 * The store currency from the server's siteSettings, asked once and then read from Apollo's cache.
 * Until it arrives (or if it cannot be read) prices use the server's default, so no page waits on it.
 */
export function useCurrency(): string {
  const { data } = useSiteSettingsQuery({ fetchPolicy: 'cache-first' });
  return data?.siteSettings.currency ?? config.fallbackCurrency;
}
