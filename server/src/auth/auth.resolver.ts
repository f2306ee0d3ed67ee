import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { AuthRateLimited } from '../common/auth/auth-rate-limit.guard';
import { Authenticated, CurrentUser } from '../common/auth/decorators';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { AuthPayload } from './dto/auth-payload';
import { ChangePasswordInput } from './dto/change-password.input';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';

@Resolver()
export class AuthResolver {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  @Mutation(() => AuthPayload, { description: 'Creates a student account and signs it in.' })
  @AuthRateLimited()
  register(@Args('input') input: RegisterInput) {
    return this.auth.register(input);
  }

  @Mutation(() => AuthPayload)
  @AuthRateLimited()
  login(@Args('input') input: LoginInput) {
    return this.auth.login(input);
  }

  @Mutation(() => Boolean, {
    description: 'Needs the current password. Returns true once changed.',
  })
  @Authenticated()
  async changePassword(@CurrentUser() user: User, @Args('input') input: ChangePasswordInput) {
    await this.auth.changePassword(user, input);
    return true;
  }
}
