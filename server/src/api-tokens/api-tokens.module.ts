import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiToken } from './api-token.entity';
import { ApiTokenAuth } from './api-token-auth';
import { ApiTokenMiddleware } from './api-token.middleware';
import { ApiTokensResolver } from './api-tokens.resolver';
import { ApiTokensService } from './api-tokens.service';

@Module({
  imports: [TypeOrmModule.forFeature([ApiToken])],
  // ApiTokenMiddleware is mounted by bootstrap.ts before every route.
  providers: [ApiTokenAuth, ApiTokensService, ApiTokensResolver, ApiTokenMiddleware],
  exports: [ApiTokenMiddleware],
})
export class ApiTokensModule {}
