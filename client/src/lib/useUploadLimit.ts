import { useSiteSettingsQuery } from './siteSettings.generated';

/** The server's largest image upload in bytes (siteSettings), or undefined until it is known. */
export function useUploadLimit(): number | undefined {
  const { data } = useSiteSettingsQuery({ fetchPolicy: 'cache-first' });
  return data?.siteSettings.maxUploadBytes;
}
