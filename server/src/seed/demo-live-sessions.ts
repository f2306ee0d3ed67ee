import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { Course } from '../courses/course.entity';
import { LiveAccess } from '../live/live-session.entity';
import { LiveScheduling } from '../live/schedule/live-scheduling.service';
import { User } from '../users/user.entity';
import { DEMO_ACCOUNTS } from './demo-data';

/** The demo's weekly series: Monday 7 pm in Kolkata for six weeks, on Aarav's masterclass. */
export const DEMO_LIVE_SERIES = {
  educator: 'aarav',
  courseTitle: 'Personal Branding Masterclass',
  title: 'Weekly brand clinic',
  agenda:
    'Each Monday we review two members’ LinkedIn profiles live and answer your questions on positioning and content.',
  timeZone: 'Asia/Kolkata',
  weekday: 1,
  time: { hour: 19, minute: 0 },
  durationMinutes: 60,
  rrule: 'FREQ=WEEKLY;COUNT=6',
  capacity: 5,
} as const;

/**
 * Schedules the demo series through the service an educator's page uses, so its rows obey the
 * same rules; the first meeting is next Monday (Kolkata) at least a day ahead.
 */
@Injectable()
export class DemoLiveSessions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(LiveScheduling) private readonly scheduling: LiveScheduling,
  ) {}

  async seed(now = new Date()): Promise<void> {
    const series = DEMO_LIVE_SERIES;
    const host = await this.db
      .getRepository(User)
      .findOneBy({ email: DEMO_ACCOUNTS[series.educator].email });
    const course = await this.db
      .getRepository(Course)
      .findOneBy({ courseTitle: series.courseTitle });
    if (!host || !course) return;
    let start = DateTime.fromJSDate(now, { zone: series.timeZone })
      .plus({ days: 1 })
      .set({ ...series.time, second: 0, millisecond: 0 });
    while (start.weekday !== series.weekday) start = start.plus({ days: 1 });
    await this.scheduling.schedule(host, {
      courseId: course.id,
      title: series.title,
      agenda: series.agenda,
      startsAt: start.toJSDate(),
      durationMinutes: series.durationMinutes,
      timeZone: series.timeZone,
      rrule: series.rrule,
      capacity: series.capacity,
      access: LiveAccess.ENROLLED,
    });
  }
}
