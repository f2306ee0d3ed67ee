import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { learnerRefusal } from '../../../../shared/learner-policy';
import { forbidden, invalidField } from '../../common/errors/domain-error';
import { isUuid } from '../../common/ids';
import { CourseAccess } from '../../courses/course-access';
import { EnrollmentsService } from '../../enrollments/enrollments.service';
import { Role, type User } from '../../users/user.entity';
import { LiveSeat } from '../live-seat.entity';
import { liveSessionNotFound } from '../live-rules';
import { LiveSession, LiveSessionStatus } from '../live-session.entity';
import { seatNotFound, SEAT_MESSAGES } from './seat-rules';
import { hasMeetingLeft } from './seat-writes';

/**
 * Who may take a place in a live session: an enrolled learner of its course (enrollments), never
 * its owner nor an admin (shared/learner-policy.ts, as for enrolling). Someone who may not even see
 * the course gets NOT_FOUND, as for the session itself.
 */
@Injectable()
export class SeatAccess {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseAccess) private readonly courses: CourseAccess,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
  ) {}

  /** The session, if its course is one `user` (or a visitor) may open; else NOT_FOUND. */
  async viewable(id: unknown, user: User | undefined): Promise<LiveSession> {
    const session = await this.find(id);
    await this.courses.viewable(session.courseId, user).catch(() => {
      throw liveSessionNotFound();
    });
    return session;
  }

  /** The session, if `user` may take a place in it now; else the refusal saying why. */
  async takeable(user: User, id: unknown, now: Date): Promise<LiveSession> {
    const session = await this.find(id);
    await this.mayTake(user, session);
    await this.open(this.db.manager, session, now);
    return session;
  }

  private async find(id: unknown): Promise<LiveSession> {
    const session = isUuid(id) ? await this.db.getRepository(LiveSession).findOneBy({ id }) : null;
    if (!session) throw liveSessionNotFound();
    return session;
  }

  /** The learner rules alone (also when claiming an offer: they may have left the course since). */
  async mayTake(user: User, session: LiveSession): Promise<void> {
    const course = await this.courses.viewable(session.courseId, user).catch(() => {
      throw liveSessionNotFound();
    });
    const refusal = learnerRefusal(
      { id: user.id, isAdmin: user.role === Role.ADMIN },
      course.educatorId,
    );
    if (refusal) throw forbidden(refusal === 'OWNER' ? SEAT_MESSAGES.owner : SEAT_MESSAGES.admin);
    if (!(await this.enrollments.isEnrolled(user.id, course.id)))
      throw forbidden(SEAT_MESSAGES.enrol);
  }

  /** Refuses a cancelled session, or one whose meetings have all ended. */
  async open(manager: EntityManager, session: LiveSession, now: Date): Promise<void> {
    if (session.status === LiveSessionStatus.CANCELLED)
      throw invalidField('id', SEAT_MESSAGES.cancelled);
    if (!(await hasMeetingLeft(manager, session.id, now)))
      throw invalidField('id', SEAT_MESSAGES.over);
  }

  /** The user's own place `id`; anyone else's reads as unknown. */
  async own(user: User, id: unknown): Promise<LiveSeat> {
    const seat = isUuid(id) ? await this.db.getRepository(LiveSeat).findOneBy({ id }) : null;
    if (!seat || seat.userId !== user.id) throw seatNotFound();
    return seat;
  }
}
