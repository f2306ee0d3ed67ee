import { Body, Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { AuthService } from '../auth/auth.service';
import { AuthRateLimited } from '../auth/auth-rate-limit.interceptor';
import { Authenticated, CurrentUser, SignInFrom } from '../auth/decorators';
import type { SignInDevice } from '../auth/sessions.service';
import { PublicBase } from '../common/public-url';
import { RequestLocale } from '../common/i18n/request-locale';
import type { Locale } from '../../../shared/locale';
import type { User } from '../users/user.entity';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import { UsersService } from '../users/users.service';
import { bodyFields, restUser } from './rest-shapes';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

@Controller('api/auth')
export class RestAuthController {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
  ) {}

  private async shape(user: User, base: string) {
    return restUser(user, base, await this.enrollments.enrolledCourseIds(user.id));
  }

  @Post('register')
  @HttpCode(201)
  @AuthRateLimited('registration')
  async register(
    @Body() body: unknown,
    @PublicBase() base: string,
    @SignInFrom() device: SignInDevice,
    @RequestLocale() locale: Locale,
  ) {
    const { message, token, user } = await this.auth.register(bodyFields(body), device, locale);
    return { success: true, message, token, user: await this.shape(user, base) };
  }

  @Post('login')
  @HttpCode(200)
  @AuthRateLimited('sign-in')
  async login(
    @Body() body: unknown,
    @PublicBase() base: string,
    @SignInFrom() device: SignInDevice,
  ) {
    const { message, token, user } = await this.auth.login(bodyFields(body), device);
    return { success: true, message, token, user: await this.shape(user, base) };
  }

  @Get('profile')
  @Authenticated()
  @ApiScopes('learning:read')
  async profile(@CurrentUser() user: User, @PublicBase() base: string) {
    return { success: true, user: await this.shape(user, base) };
  }

  @Put('profile')
  @Authenticated()
  async updateProfile(
    @CurrentUser() user: User,
    @Body() body: unknown,
    @PublicBase() base: string,
  ) {
    const updated = await this.users.updateProfile(user, bodyFields(body));
    return {
      success: true,
      message: 'Profile updated successfully',
      user: await this.shape(updated, base),
    };
  }

  @Put('change-password')
  @Authenticated()
  async changePassword(
    @CurrentUser() user: User,
    @Body() body: unknown,
    @SignInFrom() device: SignInDevice,
  ) {
    const { message, token } = await this.auth.changePassword(user, bodyFields(body), device);
    return { success: true, message, token };
  }
}
