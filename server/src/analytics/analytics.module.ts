import { Module } from '@nestjs/common';
import { AnalyticsResolver } from './analytics.resolver';
import { AnalyticsService } from './analytics.service';
import { ExportsController } from './exports.controller';
import { SalesExports } from './sales-exports';

/**
 * educatorAnalytics and the sales and students CSVs (docs/educator.md, "Where buyers come from and
 * analytics").
 */
@Module({
  providers: [AnalyticsService, AnalyticsResolver, SalesExports],
  controllers: [ExportsController],
})
export class AnalyticsModule {}
