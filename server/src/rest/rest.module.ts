import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { RestAuthController } from './auth.controller';
import { RestEducatorController } from './educator.controller';
import { HealthController } from './health.controller';
import { RestUserController } from './user.controller';

/** The original API under /api: thin adapters over the same services GraphQL uses. */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [RestAuthController, RestUserController, RestEducatorController, HealthController],
})
export class RestModule {}
