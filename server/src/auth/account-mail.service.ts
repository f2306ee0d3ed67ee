import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { JobQueue } from '../common/jobs/job-queue';
import { conflict, DomainError } from '../common/errors/domain-error';
import { formatDate, localeOr, translate } from '../common/i18n/translate';
import { linkOrigin } from '../common/public-url';
import { Checker, type RawInput } from '../common/validation';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { MailOutbox } from '../mail/mail-outbox';
import { User } from '../users/user.entity';
import { changeEmail, markEmailVerified, setPasswordHash } from '../users/user-writes';
import { AccountTokens } from './account-tokens';
import { TokenPurpose } from './account-token.entity';
import type { ChangeEmailInput } from './dto/change-email.input';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password-hasher';
import { assertNotDisabled } from './account-disabled';
import { revokeAllApiTokens } from '../api-tokens/revoke-all';

export const RESET_UNAVAILABLE =
  'Password reset by email is not available on this server. Contact the site’s support.';
export const EMAIL_TAKEN = 'An account with this email already exists';
/** The job a reset request leaves: looking the address up, issuing the token and mailing it. */
const PASSWORD_RESET = 'password-reset';
/** Per instance: a burst of requests for made-up addresses does not hold up real ones for long. */
const RESET_WORKERS = 2;

/**
 * What accounts do by mail: password reset, email verification and email change. Every message is
 * queued in the transaction that issues its token, so a token exists exactly when its mail does.
 */
@Injectable()
export class AccountMailService implements OnModuleInit {
  private readonly logger = new Logger('Accounts');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(AccountTokens) private readonly tokens: AccountTokens,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.queue(PASSWORD_RESET, {
      retryLimit: 5,
      retryDelaySeconds: 10,
      expireSeconds: 60,
    });
    await this.jobs.work<{ email: string }>(
      PASSWORD_RESET,
      (job) => this.sendPasswordReset(job.data.email),
      RESET_WORKERS,
    );
  }

  private link(path: string, token: string) {
    return `${linkOrigin(this.config)}${path}?token=${encodeURIComponent(token)}`;
  }

  /** False beyond the per-account budget: the caller answers as if it sent. */
  private async withinBudget(tx: EntityManager, userId: string, purpose: TokenPurpose) {
    const { points, windowSeconds } = this.config.anonymousWriteLimits.accountMails;
    return (await this.tokens.issuedSince(tx, userId, purpose, windowSeconds)) < points;
  }

  /**
   * The same answer whether or not the account exists (true), in the same time: the request only
   * queues a job (one insert, whatever the address), and the job looks the account up and mails
   * it, so neither the answer nor its timing tells anybody who has an account.
   */
  async requestPasswordReset(rawEmail: unknown): Promise<boolean> {
    const check = new Checker();
    const email = check.email('email', rawEmail);
    check.done();
    if (!this.mail.sends) throw new DomainError('SERVICE_UNAVAILABLE', RESET_UNAVAILABLE);
    await this.jobs.sendAll(this.db.manager, PASSWORD_RESET, [{ email }]);
    return true;
  }

  /** The reset job: a token and its mail for the account with `email`, if there is one, within its budget. */
  private async sendPasswordReset(email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Locked, so jobs running at once for one account are counted against its budget in turn.
      const user = await tx
        .getRepository(User)
        .findOne({ where: { email }, lock: { mode: 'pessimistic_write' } });
      // A disabled account could not use the link (resetPassword refuses it): no mail.
      if (!user || user.disabledAt) return;
      if (!(await this.withinBudget(tx, user.id, TokenPurpose.PASSWORD_RESET))) {
        this.logger.warn(`Password reset for user ${user.id} not sent: too many in the last hour`);
        return;
      }
      const token = await this.tokens.issue(tx, user.id, TokenPurpose.PASSWORD_RESET);
      const locale = localeOr(user.locale);
      const t = translate.bind(null, locale);
      await this.mail.queue(tx, {
        kind: 'password_reset',
        locale,
        to: user.email,
        subject: t('mail.passwordReset.subject'),
        heading: t('mail.passwordReset.heading'),
        paragraphs: [t('mail.greeting', { name: user.name }), t('mail.passwordReset.body')],
        action: {
          label: t('mail.passwordReset.action'),
          url: this.link('/reset-password', token),
        },
        footnote: t('mail.passwordReset.footnote'),
      });
    });
  }

  /** Sets the password, ends every session and mails a notice; the caller signs this device in. */
  async resetPassword(token: unknown, newPassword: unknown): Promise<User> {
    const check = new Checker();
    const password = check.password('newPassword', 'New password', newPassword);
    check.done();
    const passwordHash = await hashPassword(password);
    const user = await this.db.transaction(async (tx) => {
      const redeemed = await this.tokens.redeem(tx, token, TokenPurpose.PASSWORD_RESET);
      // Refused before anything changes: the rollback also keeps the link unused.
      assertNotDisabled(await tx.getRepository(User).findOneByOrFail({ id: redeemed.userId }));
      await setPasswordHash(tx, redeemed.userId, passwordHash);
      // A reset is how people recover after a takeover: the intruder's API tokens end too.
      const revoked = await revokeAllApiTokens(tx, redeemed.userId);
      const updated = await tx.getRepository(User).findOneByOrFail({ id: redeemed.userId });
      await this.passwordChangedNotice(tx, updated, revoked);
      return updated;
    });
    return user;
  }

  /** `revokedApiTokens`: how many API tokens the change revoked (a reset does; a change does not). */
  async passwordChangedNotice(tx: EntityManager, user: User, revokedApiTokens = 0) {
    const locale = localeOr(user.locale);
    const t = translate.bind(null, locale);
    const now = new Date();
    // English keeps the UTC time it always printed; Hindi reads India's date and time.
    const when = locale === 'en' ? now.toUTCString() : formatDate(locale, now, true);
    await this.mail.queue(tx, {
      kind: 'password_changed',
      locale,
      to: user.email,
      subject: t('mail.passwordChanged.subject'),
      heading: t('mail.passwordChanged.heading'),
      paragraphs: [
        t('mail.greeting', { name: user.name }),
        t('mail.passwordChanged.body', { when, revoked: revokedApiTokens }),
        t('mail.passwordChanged.notYou'),
      ],
      action: {
        label: t('mail.passwordChanged.action'),
        url: `${linkOrigin(this.config)}/forgot-password`,
      },
    });
  }

  /** At registration, and on request: a link that proves the user reads mail at their address. */
  async sendVerification(tx: EntityManager, user: User): Promise<void> {
    const token = await this.tokens.issue(tx, user.id, TokenPurpose.EMAIL_VERIFICATION, user.email);
    const locale = localeOr(user.locale);
    const t = translate.bind(null, locale);
    await this.mail.queue(tx, {
      kind: 'email_verification',
      locale,
      to: user.email,
      subject: t('mail.verify.subject'),
      heading: t('mail.verify.heading'),
      paragraphs: [t('mail.verify.welcome', { name: user.name }), t('mail.verify.body')],
      action: { label: t('mail.verify.action'), url: this.link('/verify-email', token) },
      footnote: t('mail.verify.footnote'),
    });
  }

  /** True when a new link was mailed; false when the address is verified already. */
  async resendVerification(user: User): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const current = await tx.getRepository(User).findOneByOrFail({ id: user.id });
      if (current.emailVerifiedAt) return false;
      if (!(await this.withinBudget(tx, user.id, TokenPurpose.EMAIL_VERIFICATION)))
        throw new DomainError(
          'TOO_MANY_REQUESTS',
          'We sent you several links in the last hour. Check your mailbox, or try again later.',
          [],
          this.config.anonymousWriteLimits.accountMails.windowSeconds,
        );
      await this.sendVerification(tx, current);
      return true;
    });
  }

  /**
   * Redeems a verification link, or the confirmation of an email change (then the address changes
   * now, if nobody took it meanwhile). Returns the account as it now is.
   */
  async verifyEmail(token: unknown): Promise<User> {
    try {
      return await this.db.transaction(async (tx) => {
        const users = tx.getRepository(User);
        const change = await this.tokens.redeemAny(tx, token, [
          TokenPurpose.EMAIL_VERIFICATION,
          TokenPurpose.EMAIL_CHANGE,
        ]);
        const user = await users.findOneByOrFail({ id: change.userId });
        assertNotDisabled(user); // rolls back: the link stays unused
        if (change.purpose === TokenPurpose.EMAIL_CHANGE && change.email) {
          // Whoever held the old address loses every session and every link mailed there.
          await changeEmail(tx, user.id, change.email);
          await this.tokens.retire(tx, user.id, [
            TokenPurpose.PASSWORD_RESET,
            TokenPurpose.EMAIL_VERIFICATION,
          ]);
        } else if (change.email === user.email && !user.emailVerifiedAt) {
          await markEmailVerified(tx, user.id);
        }
        return users.findOneByOrFail({ id: user.id });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  }

  /** Needs the password. The new address gets a link that makes the change; the old one a notice. */
  async changeEmail(user: User, input: RawInput<ChangeEmailInput>): Promise<boolean> {
    const check = new Checker();
    const newEmail = check.email('newEmail', input.newEmail);
    const password = check.givenPassword(
      'currentPassword',
      'Current password',
      input.currentPassword,
    );
    check.done();
    const stored = await this.db
      .getRepository(User)
      .findOne({ where: { id: user.id }, select: { id: true, passwordHash: true } });
    if (!(await verifyPassword(stored?.passwordHash ?? DUMMY_HASH, password)))
      throw new DomainError('BAD_USER_INPUT', 'Current password is incorrect', [
        { field: 'currentPassword', message: 'Current password is incorrect', code: 'INCORRECT' },
      ]);
    if (newEmail === user.email)
      throw new DomainError('BAD_USER_INPUT', 'That is already your email address', [
        { field: 'newEmail', message: 'That is already your email address', code: 'UNCHANGED' },
      ]);
    await this.db.transaction(async (tx) => {
      if (await tx.getRepository(User).existsBy({ email: newEmail })) throw conflict(EMAIL_TAKEN);
      const token = await this.tokens.issue(tx, user.id, TokenPurpose.EMAIL_CHANGE, newEmail);
      const locale = localeOr(user.locale);
      const t = translate.bind(null, locale);
      const hi = t('mail.greeting', { name: user.name });
      await this.mail.queue(tx, {
        kind: 'email_change',
        locale,
        to: newEmail,
        subject: t('mail.emailChange.subject'),
        heading: t('mail.emailChange.heading'),
        paragraphs: [hi, t('mail.emailChange.body', { newEmail, oldEmail: user.email })],
        action: { label: t('mail.emailChange.action'), url: this.link('/verify-email', token) },
        footnote: t('mail.ignoreIfNotAsked'),
      });
      await this.mail.queue(tx, {
        kind: 'email_change_notice',
        locale,
        to: user.email,
        subject: t('mail.emailChangeNotice.subject'),
        heading: t('mail.emailChangeNotice.heading'),
        paragraphs: [
          hi,
          t('mail.emailChangeNotice.body', { newEmail }),
          t('mail.emailChangeNotice.notYou'),
        ],
      });
    });
    return true;
  }
}
