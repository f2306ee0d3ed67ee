import { Module } from '@nestjs/common';
import { SiteResolver } from './site.resolver';
import { SiteService } from './site.service';
import { SiteSettingsResolver } from './site-settings.resolver';

@Module({ providers: [SiteService, SiteResolver, SiteSettingsResolver], exports: [SiteService] })
export class SiteModule {}
