import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/ids';
import { Role, type User } from '../../users/user.entity';
import { Booking } from '../booking.entity';

export enum BookingSide {
  LEARNER = 'learner',
  MENTOR = 'mentor',
}

/** The most bookings one list answers: a person's bookings are few, and this keeps a list one page. */
export const BOOKINGS_LIST_MAX = 200;

/** Reading bookings: a person's own, and one by id for its two people and admins. */
@Injectable()
export class BookingQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The viewer's bookings as learner or as mentor. Upcoming: held (unexpired) or confirmed ones not
   * yet over, soonest first. Otherwise the rest (over, cancelled, expired), latest first.
   */
  mine(viewer: User, side: BookingSide, upcoming: boolean): Promise<Booking[]> {
    const person = side === BookingSide.MENTOR ? 'b.mentorId' : 'b.learnerId';
    const live = `b.endsAt > :now AND (b.status = 'confirmed' OR (b.status = 'held' AND b.holdExpiresAt > :now))`;
    return this.db
      .getRepository(Booking)
      .createQueryBuilder('b')
      .where(`${person} = :viewer`, { viewer: viewer.id, now: new Date() })
      .andWhere(upcoming ? live : `NOT (${live})`)
      .orderBy('b.startsAt', upcoming ? 'ASC' : 'DESC')
      .addOrderBy('b.id', 'ASC')
      .take(BOOKINGS_LIST_MAX)
      .getMany();
  }

  /** A booking its learner, its mentor or an admin may read; null for anyone else. */
  async one(viewer: User, id: unknown): Promise<Booking | null> {
    if (!isUuid(id)) return null;
    const booking = await this.db.getRepository(Booking).findOneBy({ id });
    if (!booking) return null;
    const allowed =
      viewer.role === Role.ADMIN ||
      booking.learnerId === viewer.id ||
      booking.mentorId === viewer.id;
    return allowed ? booking : null;
  }
}
