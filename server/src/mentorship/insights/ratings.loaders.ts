import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { RequestLoaders } from '../../common/graphql/request-loaders';
import { RaterSide, SessionRating } from '../session-rating.entity';

/** A mentor's figures on their page and in the list. */
export interface MentorRatingStats {
  /** Average of learners' stars, one decimal; null with none. */
  rating: number | null;
  ratingCount: number;
  /** Confirmed or completed bookings whose end has passed. */
  sessionCount: number;
}

const NO_SESSIONS: MentorRatingStats = { rating: null, ratingCount: 0, sessionCount: 0 };

/** Ratings and session counts, one query per list whatever its length. */
@Injectable()
export class RatingLoaders {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  stats(loaders: RequestLoaders, mentorId: string): Promise<MentorRatingStats> {
    return loaders.fromMap(
      'mentorRatingStats',
      mentorId,
      async (ids) => {
        const rows = await this.db.query<(MentorRatingStats & { mentorId: string })[]>(
          `SELECT b.mentor_id AS "mentorId", round(avg(r.stars), 1)::float AS rating,
             count(r.id)::int AS "ratingCount", count(*)::int AS "sessionCount"
           FROM bookings b
           LEFT JOIN session_ratings r ON r.booking_id = b.id AND r.side = $2
           WHERE b.mentor_id = ANY($1::uuid[]) AND b.status IN ('confirmed', 'completed')
             AND b.ends_at <= now()
           GROUP BY b.mentor_id`,
          [[...ids], RaterSide.LEARNER],
        );
        return new Map(rows.map(({ mentorId, ...stats }) => [mentorId, stats]));
      },
      NO_SESSIONS,
    );
  }

  /** The viewer's own rating of a booking, or null. */
  mine(loaders: RequestLoaders, viewerId: string, bookingId: string) {
    return loaders.fromMap<SessionRating | null>(
      `myRating:${viewerId}`,
      bookingId,
      async (ids) => {
        const rows = await this.db
          .getRepository(SessionRating)
          .findBy({ bookingId: In([...ids]), raterId: viewerId });
        return new Map(rows.map((r) => [r.bookingId, r]));
      },
      null,
    );
  }
}
