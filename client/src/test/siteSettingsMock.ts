import type { MockedResponse } from '@apollo/client/testing';
import { SiteSettingsDocument } from '../lib/siteSettings.generated';

/** The server's default MAX_UPLOAD_BYTES. */
export const TEST_UPLOAD_LIMIT = 5 * 1024 * 1024;

/** The server's default API_TOKEN_RATE_LIMIT. */
export const TEST_API_TOKEN_RATE_LIMIT = 600;

/** The server's siteSettings answer, for as many reads as a test makes. */
export function siteSettingsMock(currency: string): MockedResponse {
  return {
    request: { query: SiteSettingsDocument },
    result: {
      data: {
        siteSettings: {
          __typename: 'SiteSettings',
          currency,
          maxUploadBytes: TEST_UPLOAD_LIMIT,
          apiTokenRateLimit: TEST_API_TOKEN_RATE_LIMIT,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
