import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { conflict, DomainError } from '../common/errors/domain-error';
import { Checker, type RawInput } from '../common/validation';
import { defaultAvatar } from '../users/default-avatar';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locale';
import { Role, User } from '../users/user.entity';
import { endSessions, insertUser, setPasswordHash } from '../users/user-writes';
import { assertNotDisabled } from './account-disabled';
import { AccountMailService } from './account-mail.service';
import type { AuthPayload } from './dto/auth-payload';
import type { ChangePasswordInput } from './dto/change-password.input';
import type { LoginInput } from './dto/login.input';
import type { RegisterInput } from './dto/register.input';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password-hasher';
import { SessionsService, type SignInDevice } from './sessions.service';

export { ACCOUNT_DISABLED } from './account-disabled';

export interface TokenClaims {
  sub: string;
  /** The user's token version at issue; absent on tokens from before revocation existed, read as 0. */
  ver?: number;
  /** The session (signed-in device) the token belongs to; absent on tokens from before sessions. */
  sid?: string;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(JwtService) private readonly jwt: JwtService,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AccountMailService) private readonly accountMail: AccountMailService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  /** `locale`: the language the request asked for (Accept-Language), the account's from now on. */
  async register(
    input: RawInput<RegisterInput>,
    device: SignInDevice,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<AuthPayload> {
    const check = new Checker();
    const name = check.requiredText('name', 'Name', input.name, 100);
    const email = check.email('email', input.email);
    const password = check.password('password', 'Password', input.password);
    check.done();
    if (await this.users.existsBy({ email }))
      throw conflict('An account with this email already exists');
    const user = this.users.create({
      name,
      email,
      role: Role.STUDENT, // registration never grants more; see becomeEducator
      locale,
      imageUrl: defaultAvatar(name, email),
      passwordHash: await hashPassword(password),
    });
    try {
      // The account and its verification mail commit together.
      await this.db.transaction(async (tx) => {
        await insertUser(tx, user);
        await this.accountMail.sendVerification(tx, user);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict('An account with this email already exists');
      }
      throw error;
    }
    return this.signIn(
      await this.users.findOneByOrFail({ id: user.id }),
      'Registration successful!',
      device,
    );
  }

  async login(input: RawInput<LoginInput>, device: SignInDevice): Promise<AuthPayload> {
    const check = new Checker();
    const email = check.requiredText('email', 'Email', input.email, 254).toLowerCase();
    const password = check.givenPassword('password', 'Password', input.password);
    check.done();
    const found = await this.users.findOne({
      where: { email },
      select: { id: true, passwordHash: true },
    });
    const valid = await verifyPassword(found?.passwordHash ?? DUMMY_HASH, password);
    if (!found || !valid) throw new DomainError('UNAUTHENTICATED', 'Invalid email or password');
    const user = await this.users.findOneByOrFail({ id: found.id });
    return this.signIn(user, 'Login successful!', device);
  }

  /** Revokes every earlier token of the account and returns a fresh one for the caller's device. */
  async changePassword(
    user: User,
    input: RawInput<ChangePasswordInput>,
    device: SignInDevice,
  ): Promise<AuthPayload> {
    const check = new Checker();
    const currentPassword = check.givenPassword(
      'currentPassword',
      'Current password',
      input.currentPassword,
    );
    const newPassword = check.password('newPassword', 'New password', input.newPassword);
    check.done();
    const stored = await this.users.findOneOrFail({
      where: { id: user.id },
      select: { id: true, passwordHash: true },
    });
    if (!(await verifyPassword(stored.passwordHash, currentPassword))) {
      throw new DomainError('BAD_USER_INPUT', 'Current password is incorrect', [
        { field: 'currentPassword', message: 'Current password is incorrect', code: 'INCORRECT' },
      ]);
    }
    const passwordHash = await hashPassword(newPassword);
    const updated = await this.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash);
      const changed = await tx.getRepository(User).findOneByOrFail({ id: user.id });
      await this.accountMail.passwordChangedNotice(tx, changed);
      return changed;
    });
    return this.signIn(updated, 'Password changed successfully', device);
  }

  /** Revokes every token of the account, the caller's included. */
  async signOutEverywhere(user: User): Promise<void> {
    await endSessions(this.db.manager, user.id);
  }

  /** A token for `user` at their current token version, in a new session for `device`. */
  async signIn(user: User, message: string, device: SignInDevice): Promise<AuthPayload> {
    assertNotDisabled(user);
    const sid = this.sessions.newId();
    const claims: TokenClaims = { sub: user.id, ver: user.tokenVersion, sid };
    const token = await this.jwt.signAsync(claims);
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    await this.sessions.open(sid, user, device, new Date(exp * 1000));
    return { message, token, user };
  }
}
