import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module';
import { CatalogLoadersFactory } from './common/dataloaders/catalog.loaders';
import { DataLoadersModule } from './common/dataloaders/dataloaders.module';
import { RestExceptionFilter } from './common/errors/rest-exception.filter';
import { graphqlConfig } from './common/graphql/graphql.config';
import type { RuntimeConfig } from './config/app-config';
import { RuntimeConfigModule } from './config/config.module';
import { DemoSeedModule } from './database/seed/demo-seed.module';
import { typeormOptions } from './database/typeorm-options';
import { CoursesModule } from './courses/courses.module';
import { RestModule } from './rest/rest.module';
import { SiteModule } from './site/site.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: RuntimeConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        RuntimeConfigModule.forRoot(config),
        TypeOrmModule.forRoot({ ...typeormOptions(config.databaseUrl), migrationsRun: true }),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [DataLoadersModule],
          inject: [CatalogLoadersFactory],
          useFactory: graphqlConfig,
        }),
        ThrottlerModule.forRoot([
          { name: 'auth', ttl: 60_000, limit: config.authRateLimitPerMinute },
        ]),
        UsersModule,
        AuthModule,
        CoursesModule,
        SiteModule,
        RestModule,
        DemoSeedModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: RestExceptionFilter }],
    };
  }
}
