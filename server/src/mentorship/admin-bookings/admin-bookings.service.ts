import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In } from 'typeorm';
import { AdminAuditEntry } from '../../admin/admin-audit-entry.entity';
import { adminPage, containing, searchText } from '../../admin/admin-page';
import { audit } from '../../admin/audit-log';
import type { AdminAuditLogEntry } from '../../admin/dto/admin.types';
import { isUuid } from '../../common/ids';
import { Checker } from '../../common/validation';
import { User } from '../../users/user.entity';
import { Booking, BookingStatus } from '../booking.entity';
import { bookingNotFound, CANCEL_REASON_MAX } from '../bookings/booking-rules';
import { BookingsService } from '../bookings/bookings.service';
import type { AdminBookingView } from './admin-booking.types';

const STATUSES = Object.values(BookingStatus) as string[];

const json = (value: Record<string, unknown> | null) =>
  value === null ? null : JSON.stringify(value);

/** The admin console's bookings: every booking, and cancelling one for its mentor (audited). */
@Injectable()
export class AdminBookingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(BookingsService) private readonly bookings: BookingsService,
  ) {}

  /** Latest start first; search matches part of either person's name or email, or the session's title. */
  async list(status: unknown, search: unknown, pageArg: unknown) {
    const check = new Checker();
    if (status != null && !STATUSES.includes(status as string))
      check.fail('status', 'Unknown booking status');
    check.done();
    const text = searchText(search).toLowerCase();
    const { page, offset, limit } = adminPage(pageArg);
    const query = this.db
      .getRepository(Booking)
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.mentor', 'm')
      .innerJoinAndSelect('b.learner', 'l')
      .innerJoin('b.sessionType', 't');
    if (status != null) query.andWhere('b.status = :status', { status });
    if (text)
      query.andWhere(
        new Brackets((w) =>
          w
            .where('lower(m.name) LIKE :text')
            .orWhere('m.email LIKE :text')
            .orWhere('lower(l.name) LIKE :text')
            .orWhere('l.email LIKE :text')
            .orWhere('lower(t.title) LIKE :text'),
        ),
        { text: containing(text) },
      );
    const [rows, totalCount] = await query
      .orderBy('b.startsAt', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { nodes: await this.views(rows), totalCount, page, pageSize: limit };
  }

  /**
   * Cancels through the bookings' own cancellation as the mentor's (so a paid booking is refunded
   * in full), recorded as the admin's, with its audit row in the cancellation's transaction. The
   * same refusals apply (started, already cancelled, lapsed hold).
   */
  async cancel(admin: User, id: unknown, reason: unknown): Promise<AdminBookingView> {
    const check = new Checker();
    const why = check.requiredText('reason', 'Reason', reason, CANCEL_REASON_MAX, {
      multiline: true,
    });
    check.done();
    const found = isUuid(id)
      ? await this.db.getRepository(Booking).findOne({ where: { id }, relations: { mentor: true } })
      : null;
    if (!found?.mentor) throw bookingNotFound();
    await this.bookings.cancel(found.mentor, found.id, why, {
      admin,
      audit: (tx, before, after) =>
        audit(tx, admin, {
          action: 'booking.cancel',
          targetType: 'booking',
          targetId: after.id,
          reason: why,
          before: { status: before.status, userId: after.learnerId },
          after: { status: after.status, amountPaise: after.pricePaise },
        }),
    });
    const [view] = await this.views([
      await this.db.getRepository(Booking).findOneOrFail({
        where: { id: found.id },
        relations: { mentor: true, learner: true },
      }),
    ]);
    return view;
  }

  /** A page's bookings with their cancellers' names and audit rows: one query each for the page. */
  private async views(rows: Booking[]): Promise<AdminBookingView[]> {
    const ids = rows.map((b) => b.id);
    const cancellerIds = [...new Set(rows.map((b) => b.cancelledBy).filter((c) => c !== null))];
    const [entries, cancellers] = await Promise.all([
      ids.length
        ? this.db.getRepository(AdminAuditEntry).find({
            where: { targetType: 'booking', targetId: In(ids) },
            order: { at: 'ASC', id: 'ASC' },
          })
        : [],
      cancellerIds.length
        ? this.db.getRepository(User).find({
            where: { id: In(cancellerIds) },
            select: { id: true, name: true },
          })
        : [],
    ]);
    const names = new Map(cancellers.map((u) => [u.id, u.name]));
    return rows.map(({ mentor, learner, ...booking }) => ({
      id: booking.id,
      booking: booking,
      mentorEmail: mentor!.email,
      learnerEmail: learner!.email,
      cancelledByName: booking.cancelledBy ? (names.get(booking.cancelledBy) ?? null) : null,
      audit: entries
        .filter((e) => e.targetId === booking.id)
        .map((e): AdminAuditLogEntry => ({ ...e, before: json(e.before), after: json(e.after) })),
    }));
  }
}
