import { Controller, Get, Inject } from '@nestjs/common';
import { Authenticated, CurrentUser } from '../common/auth/decorators';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

@Controller('api/educator')
export class RestEducatorController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Get('update-role')
  @Authenticated()
  async updateRole(@CurrentUser() user: User) {
    await this.users.becomeEducator(user);
    return { success: true, message: 'You are now an educator!' };
  }
}
