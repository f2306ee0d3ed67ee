import type { MockedResponse } from '@apollo/client/testing';
import { SiteSettingsDocument } from '../generated/graphql';

/** The server's siteSettings answer, for as many reads as a test makes. */
export function siteSettingsMock(currency: string): MockedResponse {
  return {
    request: { query: SiteSettingsDocument },
    result: { data: { siteSettings: { __typename: 'SiteSettings', currency } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
