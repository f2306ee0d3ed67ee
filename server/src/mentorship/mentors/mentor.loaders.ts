import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { RequestLoaders } from '../../common/graphql/request-loaders';
import { MentorSlots } from '../availability/mentor-slots';
import { SessionType } from '../session-type.entity';
import type { MentorView } from './mentor.types';

/** nextAvailableSlot looks this far ahead. */
export const NEXT_SLOT_DAYS = 14;

/** Mentors, their session types and next free slots: one query per kind for a whole answer. */
@Injectable()
export class MentorLoaders {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MentorSlots) private readonly slots: MentorSlots,
  ) {}

  /** The mentor of that user id (active or not), or null when they are not one. */
  mentor(loaders: RequestLoaders, userId: string): Promise<MentorView | null> {
    return loaders.fromMap<MentorView | null>(
      'mentor',
      userId,
      async (ids) => {
        const rows = await this.db.query<MentorView[]>(
          `SELECT p.user_id AS id, u.name, u.image_url AS "imageUrl", p.headline, p.bio, p.topics,
             p.time_zone AS "timeZone", p.active
           FROM mentor_profiles p JOIN users u ON u.id = p.user_id WHERE p.user_id = ANY($1::uuid[])`,
          [ids],
        );
        return new Map(rows.map((r) => [r.id, r]));
      },
      null,
    );
  }

  /** Active mentors with an active session type, newest first (primed into the `mentor` loader). */
  async listed(loaders: RequestLoaders): Promise<MentorView[]> {
    const rows = await this.db.query<{ id: string }[]>(
      `SELECT p.user_id AS id FROM mentor_profiles p
       WHERE p.active AND EXISTS (SELECT 1 FROM session_types t WHERE t.mentor_id = p.user_id AND t.active)
       ORDER BY p.created_at DESC, p.user_id`,
    );
    const mentors = await Promise.all(rows.map((r) => this.mentor(loaders, r.id)));
    return mentors.filter((m): m is MentorView => m !== null);
  }

  /** A listed mentor (active, with an active session type), or null. */
  async listedOne(loaders: RequestLoaders, userId: string): Promise<MentorView | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const mentor = await this.mentor(loaders, userId);
    if (!mentor?.active) return null;
    return (await this.sessionTypes(loaders, userId, false)).length ? mentor : null;
  }

  /** A session type by id (active or not), or null. */
  sessionType(loaders: RequestLoaders, id: string): Promise<SessionType | null> {
    return loaders.fromMap<SessionType | null>(
      'sessionType',
      id,
      async (ids) => {
        const rows = await this.db.getRepository(SessionType).findBy({ id: In([...ids]) });
        return new Map(rows.map((r) => [r.id, r]));
      },
      null,
    );
  }

  /** A mentor's session types, shortest and cheapest first; archived ones too when `all`. */
  sessionTypes(loaders: RequestLoaders, mentorId: string, all: boolean): Promise<SessionType[]> {
    return loaders.perKey(`sessionTypes:${all}`, mentorId, async (ids) => {
      const rows = await this.db.getRepository(SessionType).find({
        where: { mentorId: In([...ids]), ...(all ? {} : { active: true }) },
        order: { durationMinutes: 'ASC', pricePaise: 'ASC', createdAt: 'ASC' },
      });
      return ids.map((id) => rows.filter((r) => r.mentorId === id));
    });
  }

  /** The mentor's first open slot of any active session type in the next NEXT_SLOT_DAYS days. */
  nextSlot(loaders: RequestLoaders, mentorId: string): Promise<Date | null> {
    return loaders.perKey('nextMentorSlot', mentorId, async (ids) => {
      const types = await this.db
        .getRepository(SessionType)
        .findBy({ mentorId: In([...ids]), active: true });
      const now = new Date();
      const until = new Date(now.getTime() + NEXT_SLOT_DAYS * 24 * 3600_000);
      const next = await this.slots.nextSlots(types, now, until);
      return ids.map((id) => next.get(id) ?? null);
    });
  }
}
