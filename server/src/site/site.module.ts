import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { NewsletterController } from './newsletter.controller';
import { PagePreviews } from './page-previews';
import { SiteResolver } from './site.resolver';
import { SiteService } from './site.service';
import { SiteSettingsResolver } from './site-settings.resolver';
import { SiteMap } from './sitemap';

@Module({
  imports: [CoursesModule],
  providers: [SiteService, SiteResolver, SiteSettingsResolver, PagePreviews, SiteMap],
  controllers: [NewsletterController],
  // Read by static-files.ts, which writes them into the client's pages and crawler files.
  exports: [SiteService, PagePreviews, SiteMap],
})
export class SiteModule {}
