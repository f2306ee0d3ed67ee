import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { AuthRateLimited } from './auth-rate-limit.interceptor';
import { Authenticated, CurrentUser } from './decorators';
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
  @AuthRateLimited('registration')
  register(@Args('input') input: RegisterInput) {
    return this.auth.register(input);
  }

  @Mutation(() => AuthPayload)
  @AuthRateLimited('sign-in')
  login(@Args('input') input: LoginInput) {
    return this.auth.login(input);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Needs the current password. Signs out every other session of the account and returns a new token for this one: use it from now on, the token sent with this call no longer works.',
  })
  @Authenticated()
  changePassword(@CurrentUser() user: User, @Args('input') input: ChangePasswordInput) {
    return this.auth.changePassword(user, input);
  }

  @Mutation(() => Boolean, {
    description:
      'Revokes every token of the account, this one included, so every device must sign in again. Returns true.',
  })
  @Authenticated()
  async signOutEverywhere(@CurrentUser() user: User) {
    await this.auth.signOutEverywhere(user);
    return true;
  }
}
