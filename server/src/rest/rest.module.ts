import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { EducatorModule } from '../educator/educator.module';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { PaymentsModule } from '../payments/payments.module';
import { LearningModule } from '../learning/learning.module';
import { RatingsModule } from '../ratings/ratings.module';
import { AuthModule } from '../auth/auth.module';
import { CourseAuthoringModule } from '../courses/authoring/course-authoring.module';
import { CoursesModule } from '../courses/courses.module';
import { SiteModule } from '../site/site.module';
import { UsersModule } from '../users/users.module';
import { RestAuthController } from './auth.controller';
import { RestCourseController } from './course.controller';
import { RestCourseShapes } from './course-shapes';
import { RestEducatorController } from './educator.controller';
import { HealthController } from './health.controller';
import { PaymentsWebhookController } from './payments-webhook.controller';
import { RestSiteController } from './site.controller';
import { RestUserController } from './user.controller';

/** The original API under /api: thin adapters over the same services GraphQL uses. */
@Module({
  imports: [
    AuthModule,
    UsersModule,
    CoursesModule,
    CourseAuthoringModule,
    EducatorModule,
    EnrollmentsModule,
    PaymentsModule,
    LearningModule,
    RatingsModule,
    SiteModule,
    // Files up to 4x the limit reach UploadsService, which names the limit; larger ones are cut off here.
    MulterModule.registerAsync({
      inject: [RUNTIME_CONFIG],
      useFactory: (config: RuntimeConfig) => ({
        storage: memoryStorage(),
        limits: { fileSize: config.maxUploadBytes * 4, files: 1, fields: 20 },
      }),
    }),
  ],
  providers: [RestCourseShapes],
  controllers: [
    RestAuthController,
    RestUserController,
    RestEducatorController,
    RestCourseController,
    RestSiteController,
    PaymentsWebhookController,
    HealthController,
  ],
})
export class RestModule {}
