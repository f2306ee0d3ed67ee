import {
  Inject,
  Module,
  type DynamicModule,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import { APP_FILTER } from '@nestjs/core';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiTokensModule } from './api-tokens/api-tokens.module';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { CertificatesModule } from './certificates/certificates.module';
import { CredentialsModule } from './credentials/credentials.module';
import { SignInLimitsModule } from './auth/sign-in-limits';
import { RateLimitsModule } from './common/rate-limits/rate-limits.module';
import { RestExceptionFilter } from './common/errors/rest-exception.filter';
import { graphqlConfig } from './common/graphql/graphql.config';
import { RequestLoaders } from './common/graphql/request-loaders';
import { DrainStateModule } from './common/lifecycle/draining';
import { HttpCacheModule } from './common/http-cache/http-cache.module';
import { ObservabilityModule } from './common/observability/observability.module';
import { RUNTIME_CONFIG, type RuntimeConfig } from './config/app-config';
import { RuntimeConfigModule } from './config/config.module';
import { DemoSeedModule } from './seed/demo-seed.module';
import { runMigrations, typeormOptions } from './database/typeorm-options';
import { CourseAuthoringModule } from './courses/authoring/course-authoring.module';
import { CoursesModule } from './courses/courses.module';
import { EducatorModule } from './educator/educator.module';
import { PaymentsModule } from './payments/payments.module';
import { QuizzesModule } from './quizzes/quizzes.module';
import { CouponsModule } from './payments/coupons/coupons.module';
import { AccountModule } from './account/account.module';
import { LearningModule } from './learning/learning.module';
import { MailModule } from './mail/mail.module';
import { PushModule } from './push/push.module';
import { NotesModule } from './notes/notes.module';
import { CommunityModule } from './community/community.module';
import { NotificationsModule } from './notifications/notifications.module';
import { AnnouncementsModule } from './announcements/announcements.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { RatingsModule } from './ratings/ratings.module';
import { RestModule } from './rest/rest.module';
import { SiteModule } from './site/site.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { TrafficModule } from './traffic/traffic.module';
import { UsersModule } from './users/users.module';
import { VideoModule } from './video/video.module';
import { MentorshipModule } from './mentorship/mentorship.module';
import { LiveModule } from './live/live.module';
import { WishlistModule } from './wishlist/wishlist.module';

@Module({})
export class AppModule implements NestModule {
  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  static forRoot(config: RuntimeConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        RuntimeConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: () => typeormOptions(config.databaseUrl),
          // Inside TypeOrmModule's retries; migrations run free of the request timeouts.
          dataSourceFactory: async (options) => {
            await runMigrations(config.databaseUrl);
            return new DataSource(options!);
          },
        }),
        GraphQLModule.forRoot<ApolloDriverConfig>(
          graphqlConfig(() => ({ loaders: new RequestLoaders() })),
        ),
        HttpCacheModule,
        DrainStateModule,
        ObservabilityModule,
        MailModule,
        PushModule,
        WebhooksModule,
        RateLimitsModule,
        SignInLimitsModule,
        UsersModule,
        AuthModule,
        ApiTokensModule,
        CoursesModule,
        CourseAuthoringModule,
        EducatorModule,
        PaymentsModule,
        CouponsModule,
        LearningModule,
        QuizzesModule,
        NotesModule,
        CommunityModule,
        NotificationsModule,
        AnnouncementsModule,
        RatingsModule,
        WishlistModule,
        AccountModule,
        CertificatesModule,
        CredentialsModule,
        SiteModule,
        TrafficModule,
        AnalyticsModule,
        AdminModule,
        RestModule,
        VideoModule,
        MentorshipModule,
        LiveModule,
        DemoSeedModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: RestExceptionFilter }],
    };
  }

  /** GraphQL multipart uploads (createCourse). One byte over the limit so UploadsService reports the size clearly. */
  configure(consumer: MiddlewareConsumer) {
    consumer
      .apply(graphqlUploadExpress({ maxFileSize: this.config.maxUploadBytes + 1, maxFiles: 1 }))
      .forRoutes('graphql');
  }
}
