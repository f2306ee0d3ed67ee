import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RequestLoaders } from '../common/graphql/request-loaders';
import { LiveOccurrence, LiveOccurrenceStatus } from './live-occurrence.entity';
import { LiveSession, LiveSessionStatus } from './live-session.entity';

const groupBy = <T>(rows: T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** Live sessions and their meetings for a whole answer: one query per question. */
@Injectable()
export class LiveLoaders {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * A course's sessions still to meet (scheduled, with a scheduled meeting not yet ended), by
   * their next meeting; with `all`, every session it ever had, newest first.
   */
  courseSessions(loaders: RequestLoaders, courseId: string, all: boolean): Promise<LiveSession[]> {
    return loaders.fromMap<LiveSession[]>(
      `liveSessions:${all}`,
      courseId,
      async (ids) => {
        const query = this.db
          .getRepository(LiveSession)
          .createQueryBuilder('s')
          .where('s.course_id = ANY(:ids)', { ids });
        if (all) query.orderBy('s.first_starts_at', 'DESC');
        else
          query
            .andWhere('s.status = :scheduled', { scheduled: LiveSessionStatus.SCHEDULED })
            .innerJoin(
              (q) =>
                q
                  .select('o.live_session_id', 'session_id')
                  .addSelect('min(o.starts_at)', 'next_start')
                  .from(LiveOccurrence, 'o')
                  .where('o.status = :open AND o.ends_at > now()', {
                    open: LiveOccurrenceStatus.SCHEDULED,
                  })
                  .groupBy('o.live_session_id'),
              'n',
              'n.session_id = s.id',
            )
            .orderBy('n.next_start', 'ASC');
        return groupBy(await query.getMany(), (s) => s.courseId);
      },
      [],
    );
  }

  /** A session's meetings in time order; with `upcoming`, only scheduled ones not yet ended. */
  occurrences(
    loaders: RequestLoaders,
    sessionId: string,
    upcoming: boolean,
  ): Promise<LiveOccurrence[]> {
    return loaders.fromMap<LiveOccurrence[]>(
      `liveOccurrences:${upcoming}`,
      sessionId,
      async (ids) => {
        const query = this.db
          .getRepository(LiveOccurrence)
          .createQueryBuilder('o')
          .where('o.live_session_id = ANY(:ids)', { ids })
          .orderBy('o.starts_at', 'ASC');
        if (upcoming)
          query.andWhere('o.status = :open AND o.ends_at > now()', {
            open: LiveOccurrenceStatus.SCHEDULED,
          });
        return groupBy(await query.getMany(), (o) => o.liveSessionId);
      },
      [],
    );
  }

  /** The host's display name. */
  hostName(loaders: RequestLoaders, userId: string): Promise<string> {
    return loaders.fromMap<string>(
      'liveHostName',
      userId,
      async (ids) => {
        const rows = await this.db.query<{ id: string; name: string }[]>(
          'SELECT id, name FROM users WHERE id = ANY($1::uuid[])',
          [ids],
        );
        return new Map(rows.map((r) => [r.id, r.name]));
      },
      '',
    );
  }
}
