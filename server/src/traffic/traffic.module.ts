import { Module } from '@nestjs/common';
import { CourseTraffic } from './course-traffic.service';
import { TrafficResolver } from './traffic.resolver';
import { VisitorIds } from './visitor-ids';

/**
 * Course page views, preview plays and checkouts started, counted per day (docs/educator.md,
 * "Where buyers come from and analytics").
 */
@Module({
  providers: [VisitorIds, CourseTraffic, TrafficResolver],
  exports: [CourseTraffic],
})
export class TrafficModule {}
