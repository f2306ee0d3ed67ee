import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { Certificate } from '../certificates/certificate.entity';
import { DomainError } from '../common/errors/domain-error';
import { Checker } from '../common/validation';
import { Course } from '../courses/course.entity';
import { Enrollment } from '../enrollments/enrollment.entity';
import { LectureCompletion } from '../learning/lecture-completion.entity';
import { LecturePosition } from '../learning/lecture-position.entity';
import { OutboundMail } from '../mail/outbound-mail.entity';
import { Purchase } from '../payments/purchase.entity';
import { CreditNote } from '../payments/credit-note.entity';
import { Receipt } from '../payments/receipt.entity';
import { CourseRating } from '../ratings/course-rating.entity';
import { ContactMessage } from '../site/contact-message.entity';
import { NewsletterSubscription } from '../site/newsletter-subscription.entity';
import { User } from '../users/user.entity';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { revokeAllApiTokens } from '../api-tokens/revoke-all';
import { heldBy } from '../users/email-holdings';
import { anonymizeUser } from '../users/user-writes';
import { noticeDeliveries } from '../users/notice-deliveries';
import { forgetAccountTokens } from '../auth/account-tokens';
import { forgetSessions, signedInDevices } from '../auth/sessions.service';
import { forgetWebhookEndpoints } from '../webhooks/forget-endpoints';
import { forgetLearner } from '../learning/forget-progress';
import { forgetQuizAttempts } from '../quizzes/forget-attempts';
import { forgetLectureNotes } from '../notes/forget-notes';
import { LectureNote } from '../notes/lecture-note.entity';
import { unnameCertificates } from '../certificates/forget-learner';
import { unnameBuyer } from '../payments/forget-buyer';
import { forgetSubscriber, hideContactSender } from '../site/forget-sender';
import { forgetMailTo } from '../mail/forget-recipient';
import { forgetWishlist } from '../wishlist/forget-wishlist';
import { forgetPushSubscriptions } from '../push/forget-subscriptions';
import { PushSubscription } from '../push/push-subscription.entity';
import { forgetNotifications } from '../notifications/notification-writes';
import { Notification } from '../notifications/notification.entity';
import { WishlistItem } from '../wishlist/wishlist-item.entity';

export const FORMER_LEARNER = 'Former learner';
export const OWNS_COURSES =
  'You teach courses that are still live. Delete them, or archive them (they are archived when learners are enrolled), before deleting your account.';

/**
 * Deleting an account removes the person, not the history others rely on: the row stays as
 * "Former learner" at an address nobody owns, with no way to sign in, so reviews stay (under that
 * name), an educator's sales and enrolment counts stay true, and receipts are kept as the law
 * requires with the buyer's name and address removed. Certificates name the person, so they are
 * revoked. Everything else the person gave us goes: phone, avatar, progress, resume points, what
 * they watched, quiz attempts, lecture notes, notifications, sessions, mailed links and API tokens (revoked), webhooks, and the
 * mail we kept for them. Data matched by email follows `email_holdings`: the newsletter and the
 * contact messages are theirs only for an address they verified, and only what arrived while they
 * held it; contact messages stay in the admin inbox with the sender's address removed.
 */
@Injectable()
export class AccountDeletionService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async deleteAccount(user: User, password: unknown): Promise<void> {
    const check = new Checker();
    const given = check.givenPassword('password', 'Password', password);
    check.done();
    const stored = await this.db.getRepository(User).findOneOrFail({
      where: { id: user.id },
      select: { id: true, passwordHash: true, email: true, emailVerifiedAt: true },
    });
    if (!(await verifyPassword(stored.passwordHash, given)))
      throw new DomainError('BAD_USER_INPUT', 'Password is incorrect', [
        { field: 'password', message: 'Password is incorrect', code: 'INCORRECT' },
      ]);
    if (await this.db.getRepository(Course).existsBy({ educatorId: user.id, archivedAt: IsNull() }))
      throw new DomainError('CONFLICT', OWNS_COURSES);
    const placeholder = `deleted-${user.id}@deleted.invalid`;
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await this.db.transaction(async (tx) => {
      await anonymizeUser(tx, user.id, { name: FORMER_LEARNER, email: placeholder, passwordHash });
      await forgetAccountTokens(tx, user.id);
      await forgetSessions(tx, user.id);
      await revokeAllApiTokens(tx, user.id);
      await forgetWebhookEndpoints(tx, user.id);
      await forgetLearner(tx, user.id);
      await forgetQuizAttempts(tx, user.id);
      await forgetWishlist(tx, user.id);
      await forgetPushSubscriptions(tx, user.id);
      await forgetLectureNotes(tx, user.id);
      await forgetNotifications(tx, user.id);
      await unnameCertificates(tx, user.id, FORMER_LEARNER);
      await unnameBuyer(tx, user.id, FORMER_LEARNER);
      if (stored.emailVerifiedAt) await forgetSubscriber(tx, stored.email);
      await hideContactSender(tx, user.id, placeholder);
      await forgetMailTo(tx, user.id);
    });
  }

  /** Everything stored about the caller, as one JSON document (GDPR article 20). */
  async export(user: User): Promise<string> {
    const id = user.id;
    const profile = await this.db.getRepository(User).findOneByOrFail({ id });
    const enrollments = await this.db
      .getRepository(Enrollment)
      .find({ where: { userId: id }, relations: { course: true }, order: { createdAt: 'ASC' } });
    const data = {
      exportedAt: new Date().toISOString(),
      profile: {
        id: profile.id,
        name: profile.name,
        email: profile.email,
        emailVerified: profile.emailVerifiedAt != null,
        phone: profile.phone,
        imageUrl: profile.imageUrl,
        role: profile.role,
        locale: profile.locale,
        createdAt: profile.createdAt,
      },
      enrollments: enrollments.map((e) => ({
        courseId: e.courseId,
        courseTitle: e.course?.courseTitle,
        enrolledAt: e.createdAt,
      })),
      completedLectures: await this.db
        .getRepository(LectureCompletion)
        .find({ where: { userId: id }, order: { createdAt: 'ASC' } }),
      resumePoints: await this.db.getRepository(LecturePosition).find({ where: { userId: id } }),
      // The session's id stays out: it names the token's session.
      signedInDevices: (await signedInDevices(this.db.manager, id)).map(
        ({ id: _session, ...device }) => device,
      ),
      wishlist: await this.db.getRepository(WishlistItem).find({
        where: { userId: id },
        select: { courseId: true, createdAt: true },
        order: { createdAt: 'ASC' },
      }),
      // The browsers pushed to; their keys stay out (they are the browser's, not the person's).
      pushSubscriptions: await this.db.getRepository(PushSubscription).find({
        where: { userId: id },
        select: { endpoint: true, createdAt: true },
        order: { createdAt: 'ASC' },
      }),
      // The bell's notifications, with the account's choice per kind of notice.
      notifications: await this.db.getRepository(Notification).find({
        where: { userId: id },
        select: { kind: true, title: true, body: true, url: true, createdAt: true, readAt: true },
        order: { createdAt: 'ASC' },
      }),
      noticeDeliveries: noticeDeliveries(profile),
      lectureNotes: await this.db.getRepository(LectureNote).find({
        where: { userId: id },
        select: {
          id: true,
          courseId: true,
          lectureId: true,
          positionSeconds: true,
          body: true,
          createdAt: true,
          updatedAt: true,
        },
        order: { createdAt: 'ASC' },
      }),
      ratingsAndReviews: await this.db.getRepository(CourseRating).find({
        where: { userId: id },
        select: {
          courseId: true,
          rating: true,
          review: true,
          createdAt: true,
          reviewUpdatedAt: true,
        },
      }),
      purchases: await this.db.getRepository(Purchase).find({
        where: { userId: id },
        select: {
          id: true,
          courseId: true,
          amountPaise: true,
          currency: true,
          status: true,
          provider: true,
          createdAt: true,
          completedAt: true,
          refundedAt: true,
          refundReason: true,
        },
      }),
      receipts: await this.db.getRepository(Receipt).find({ where: { userId: id } }),
      creditNotes: await this.db
        .getRepository(CreditNote)
        .find({ where: { receipt: { userId: id } } }),
      certificates: await this.db.getRepository(Certificate).find({ where: { userId: id } }),
      newsletter: profile.emailVerifiedAt
        ? await this.db.getRepository(NewsletterSubscription).findOneBy({ email: profile.email })
        : null,
      contactMessages: await this.db
        .getRepository(ContactMessage)
        .createQueryBuilder()
        .where(heldBy('email', 'created_at', true), { holder: id })
        .orderBy('created_at', 'ASC')
        .getMany(),
      mailSent: await this.db
        .getRepository(OutboundMail)
        .createQueryBuilder()
        .select(['kind', 'subject', 'status', 'created_at', 'sent_at'])
        .where(heldBy('to_address', 'created_at', false), { holder: id })
        .orderBy('created_at', 'ASC')
        .getRawMany<{
          kind: string;
          subject: string;
          status: string;
          created_at: Date;
          sent_at: Date | null;
        }>()
        .then((rows) =>
          rows.map((m) => ({
            kind: m.kind,
            subject: m.subject,
            status: m.status,
            createdAt: m.created_at,
            sentAt: m.sent_at,
          })),
        ),
    };
    return JSON.stringify(data, null, 2);
  }
}
