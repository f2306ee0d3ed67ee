import { Controller, Get } from '@nestjs/common';
import { Authenticated, CurrentUser } from '../common/auth/decorators';
import type { User } from '../users/user.entity';
import { restUser } from './rest-shapes';

@Controller('api/user')
export class RestUserController {
  @Get('data')
  @Authenticated()
  data(@CurrentUser() user: User) {
    return { success: true, user: restUser(user) };
  }
}
