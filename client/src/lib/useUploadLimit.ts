import { useSiteSettingsQuery } from '../generated/graphql';

/** The server's largest image upload in bytes (siteSettings), or undefined until it is known. */
export function useUploadLimit(): number | undefined {
  const { data } = useSiteSettingsQuery({ fetchPolicy: 'cache-first' });
  return data?.siteSettings.maxUploadBytes;
}
