/** Build-time client settings. The only module that reads import.meta.env. */
import { parseLoaderMs } from './loaderMs';

export { parseLoaderMs };

export const config = {
  /** First-load screen duration, at the first load of a browser session; 0 skips the screen. */
  loaderMs: parseLoaderMs(import.meta.env.VITE_LOADER_MS),
  graphqlUri: '/graphql',
  /** Prices show in this until the server's siteSettings.currency arrives (the server's default too). */
  fallbackCurrency: 'INR',
  toastDurationMs: 5000,
  loadingRedirectMs: 5000,
} as const;
