import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CoursesModule } from '../courses/courses.module';
import { SiteModule } from '../site/site.module';
import { UsersModule } from '../users/users.module';
import { RestAuthController } from './auth.controller';
import { RestCourseController } from './course.controller';
import { RestEducatorController } from './educator.controller';
import { HealthController } from './health.controller';
import { RestSiteController } from './site.controller';
import { RestUserController } from './user.controller';

/** The original API under /api: thin adapters over the same services GraphQL uses. */
@Module({
  imports: [AuthModule, UsersModule, CoursesModule, SiteModule],
  controllers: [
    RestAuthController,
    RestUserController,
    RestEducatorController,
    RestCourseController,
    RestSiteController,
    HealthController,
  ],
})
export class RestModule {}
