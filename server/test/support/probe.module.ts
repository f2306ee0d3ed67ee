import { Controller, Get, Module } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../src/auth/decorators';
import type { User } from '../../src/users/user.entity';

/**
 * Test-only paths that exercise the shared guards and error mapping the same way every feature uses them.
 */
@Controller('api/probe')
class ProbeController {
  @Get('educator-only')
  @Roles('educator', 'admin')
  educatorOnly(@CurrentUser() user: User) {
    return { success: true, role: user.role };
  }

  @Get('crash')
  crash() {
    throw new Error('connection to 10.0.0.5 failed: password authentication for "postgres"');
  }
}

@Resolver()
class ProbeResolver {
  @Query(() => String)
  @Roles('educator', 'admin')
  probeEducatorOnly(@CurrentUser() user: User) {
    return user.role;
  }

  @Query(() => String)
  probeCrash(): string {
    throw new Error('relation "secret_table" does not exist');
  }
}

@Module({ controllers: [ProbeController], providers: [ProbeResolver] })
export class ProbeModule {}
