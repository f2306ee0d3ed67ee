import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { AuthRateLimited } from './auth-rate-limit.interceptor';
import { Authenticated, CurrentUser, SignInFrom } from './decorators';
import { User } from '../users/user.entity';
import { AccountMailService } from './account-mail.service';
import { AuthService } from './auth.service';
import type { SignInDevice } from './sessions.service';
import { AddressLimited } from '../common/rate-limits/address-limited.interceptor';
import { ChangeEmailInput } from './dto/change-email.input';
import { AuthPayload } from './dto/auth-payload';
import { ChangePasswordInput } from './dto/change-password.input';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { RequestLocale } from '../common/i18n/request-locale';
import type { Locale } from '../../../shared/locale';

@Resolver()
export class AuthResolver {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(AccountMailService) private readonly accountMail: AccountMailService,
  ) {}

  @Mutation(() => Boolean, {
    description:
      'Mails a single-use link (valid 1 hour) to reset the password of the account with this email, if there is one. Always true: the answer says nothing about which accounts exist. Limited per address and per account. SERVICE_UNAVAILABLE when this server sends no mail (siteSettings.passwordResetAvailable).',
  })
  @AddressLimited('passwordReset')
  requestPasswordReset(@Args('email') email: string) {
    return this.accountMail.requestPasswordReset(email);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Sets a new password with the token from the reset mail (once), signs out every session and returns a token for this device.',
  })
  @AuthRateLimited('registration')
  async resetPassword(
    @Args('token') token: string,
    @Args('newPassword') newPassword: string,
    @SignInFrom() device: SignInDevice,
  ) {
    const user = await this.accountMail.resetPassword(token, newPassword);
    return this.auth.signIn(user, 'Password reset. You are signed in.', device);
  }

  @Mutation(() => User, {
    description:
      'Confirms the email address with the token from a verification mail, or completes an email change. Returns the account as it now is.',
  })
  @AuthRateLimited('registration')
  verifyEmail(@Args('token') token: string) {
    return this.accountMail.verifyEmail(token);
  }

  @Mutation(() => Boolean, {
    description:
      'Mails a new verification link; false when the address is verified already. At most 3 an hour.',
  })
  @Authenticated()
  resendVerificationEmail(@CurrentUser() user: User) {
    return this.accountMail.resendVerification(user);
  }

  @Mutation(() => Boolean, {
    description:
      'Needs the current password. Mails a confirmation link to the new address (the change happens when it is opened, see verifyEmail) and a notice to the current one.',
  })
  @Authenticated()
  changeEmail(@CurrentUser() user: User, @Args('input') input: ChangeEmailInput) {
    return this.accountMail.changeEmail(user, input);
  }

  @Mutation(() => AuthPayload, { description: 'Creates a student account and signs it in.' })
  @AuthRateLimited('registration')
  register(
    @Args('input') input: RegisterInput,
    @SignInFrom() device: SignInDevice,
    @RequestLocale() locale: Locale,
  ) {
    return this.auth.register(input, device, locale);
  }

  @Mutation(() => AuthPayload)
  @AuthRateLimited('sign-in')
  login(@Args('input') input: LoginInput, @SignInFrom() device: SignInDevice) {
    return this.auth.login(input, device);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Needs the current password. Signs out every other session of the account and returns a new token for this one: use it from now on, the token sent with this call no longer works.',
  })
  @Authenticated()
  changePassword(
    @CurrentUser() user: User,
    @Args('input') input: ChangePasswordInput,
    @SignInFrom() device: SignInDevice,
  ) {
    return this.auth.changePassword(user, input, device);
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
