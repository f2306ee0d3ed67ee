import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { CLIENT_ERROR_CODES } from '../common/errors/client-error-codes';
import { SiteSettings } from './site-settings.types';

@Resolver(() => SiteSettings)
export class SiteSettingsResolver {
  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  @Query(() => SiteSettings, {
    description: 'Public settings: the store currency, error codes and what this server offers.',
  })
  siteSettings(): SiteSettings {
    return {
      currency: this.config.payments.currency,
      errorCodes: CLIENT_ERROR_CODES,
      passwordResetAvailable: !this.config.mail.disabled,
      maxUploadBytes: this.config.maxUploadBytes,
      apiTokenRateLimit: this.config.apiTokenRateLimitPerMinute,
    };
  }
}
