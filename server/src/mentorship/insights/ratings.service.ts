import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { invalidField } from '../../common/errors/domain-error';
import { isUuid } from '../../common/ids';
import { Checker } from '../../common/validation';
import type { User } from '../../users/user.entity';
import { Booking, BookingStatus } from '../booking.entity';
import { bookingNotFound } from '../bookings/booking-rules';
import { RaterSide, SessionRating } from '../session-rating.entity';

export const RATING_COMMENT_MAX = 1000;
export const STARS_RANGE = 'Stars are a whole number from 1 to 5.';
export const RATING_TOO_EARLY = 'A session can be rated once it has ended.';
export const RATING_NOT_HELD = 'Only a session that took place can be rated.';

/** The statuses of a session that took place (or will): a cancelled booking or a lapsed hold never does. */
export const HELD_STATUSES = [BookingStatus.CONFIRMED, BookingStatus.COMPLETED];

/** Session ratings: each side of a booking rates it once after it ends; rating again edits it. */
@Injectable()
export class RatingsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async rate(
    viewer: User,
    bookingId: unknown,
    stars: unknown,
    comment: unknown,
  ): Promise<SessionRating> {
    const check = new Checker();
    const score = check.wholeNumber('stars', STARS_RANGE, stars, 1, 5);
    const text = check.optionalText('comment', 'Comment', comment, RATING_COMMENT_MAX, {
      multiline: true,
    });
    check.done();
    const booking = isUuid(bookingId)
      ? await this.db.getRepository(Booking).findOneBy({ id: bookingId })
      : null;
    const side =
      booking?.learnerId === viewer.id
        ? RaterSide.LEARNER
        : booking?.mentorId === viewer.id
          ? RaterSide.MENTOR
          : null;
    if (!booking || !side) throw bookingNotFound();
    if (!HELD_STATUSES.includes(booking.status)) throw invalidField('bookingId', RATING_NOT_HELD);
    if (booking.endsAt.getTime() > Date.now()) throw invalidField('bookingId', RATING_TOO_EARLY);
    const [saved] = await this.db.query<{ id: string }[]>(
      `INSERT INTO session_ratings (booking_id, side, rater_id, stars, comment)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (booking_id, side) DO UPDATE
         SET stars = EXCLUDED.stars, comment = EXCLUDED.comment, updated_at = now()
       RETURNING id`,
      [booking.id, side, viewer.id, score, text ?? ''],
    );
    return this.db.getRepository(SessionRating).findOneByOrFail({ id: saved.id });
  }
}
