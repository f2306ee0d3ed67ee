import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiToken } from './api-token.entity';
import { ApiTokenAuth } from './api-token-auth';
import { ApiTokenMiddleware } from './api-token.middleware';
import { ApiTokensResolver } from './api-tokens.resolver';
import { ApiTokensService } from './api-tokens.service';

@Module({
  imports: [TypeOrmModule.forFeature([ApiToken])],
  providers: [ApiTokenAuth, ApiTokensService, ApiTokensResolver],
})
export class ApiTokensModule implements NestModule {
  /** Every path, so any guarded GraphQL operation or REST route can take an API token. */
  configure(consumer: MiddlewareConsumer) {
    consumer.apply(ApiTokenMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
