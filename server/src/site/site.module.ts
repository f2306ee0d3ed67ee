import { Module } from '@nestjs/common';
import { NewsletterController } from './newsletter.controller';
import { SiteResolver } from './site.resolver';
import { SiteService } from './site.service';
import { SiteSettingsResolver } from './site-settings.resolver';

@Module({
  providers: [SiteService, SiteResolver, SiteSettingsResolver],
  controllers: [NewsletterController],
  exports: [SiteService],
})
export class SiteModule {}
