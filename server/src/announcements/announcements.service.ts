import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  decodeTimeCursor,
  afterTimePosition,
  timeMicros,
  timePage,
  timeParams,
  pageSize,
} from '../common/pagination';
import { Checker } from '../common/validation';
import { CourseAccess } from '../courses/course-access';
import type { User } from '../users/user.entity';
import {
  ANNOUNCEMENT_BODY_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  ANNOUNCEMENT_WINDOW_DAYS,
  ANNOUNCEMENTS_PER_WINDOW,
} from './announcement-rules';
import { AnnouncementDelivery } from './announcement-delivery';
import { CourseAnnouncement } from './course-announcement.entity';
import type { AnnouncementConnection } from './dto/announcement-connection';

const CURSOR_KIND = 'announcement';

type Row = {
  id: string;
  course_id: string;
  author_id: string;
  author_name: string;
  title: string;
  body: string;
  created_at: Date;
  micros: string;
};

const toAnnouncement = (row: Row): CourseAnnouncement =>
  Object.assign(new CourseAnnouncement(), {
    id: row.id,
    courseId: row.course_id,
    authorId: row.author_id,
    authorName: row.author_name,
    title: row.title,
    body: row.body,
    createdAt: row.created_at,
  });

export const announcementLimit = (next: Date) =>
  `A course may post ${ANNOUNCEMENTS_PER_WINDOW} announcements in ${ANNOUNCEMENT_WINDOW_DAYS} days. The next may be posted from ${next.toISOString()}.`;

/**
 * Course announcements: the educator (or an admin) posts, and every enrolled learner gets an
 * `announcement` notice (AnnouncementDelivery, off the request).
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(AnnouncementDelivery) private readonly delivery: AnnouncementDelivery,
  ) {}

  /**
   * Posts an announcement and queues its delivery (AnnouncementDelivery) in one transaction. The
   * course row is locked first (FOR NO KEY UPDATE: enrolments, which only reference it, do not
   * wait), so racing posts count one another and the weekly cap holds under concurrency.
   */
  async post(author: User, courseId: unknown, title: unknown, body: unknown) {
    const course = await this.access.speakable(courseId, author);
    const check = new Checker();
    const text = {
      title: check.requiredText('title', 'Title', title, ANNOUNCEMENT_TITLE_MAX_LENGTH),
      body: check.requiredText('body', 'Body', body, ANNOUNCEMENT_BODY_MAX_LENGTH, {
        multiline: true,
      }),
    };
    check.done();
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM courses WHERE id = $1 FOR NO KEY UPDATE', [course.id]);
      const recent = await tx.query<{ created_at: Date }[]>(
        `SELECT created_at FROM course_announcements
         WHERE course_id = $1 AND created_at > now() - make_interval(days => $2)
         ORDER BY created_at DESC LIMIT $3`,
        [course.id, ANNOUNCEMENT_WINDOW_DAYS, ANNOUNCEMENTS_PER_WINDOW],
      );
      if (recent.length >= ANNOUNCEMENTS_PER_WINDOW) {
        const next = new Date(
          recent[ANNOUNCEMENTS_PER_WINDOW - 1].created_at.getTime() +
            ANNOUNCEMENT_WINDOW_DAYS * 86_400_000,
        );
        throw new DomainError(
          'TOO_MANY_REQUESTS',
          announcementLimit(next),
          [],
          Math.max(1, Math.ceil((next.getTime() - Date.now()) / 1000)),
        );
      }
      const [row] = await tx.query<Row[]>(
        `INSERT INTO course_announcements (course_id, author_id, title, body)
         VALUES ($1, $2, $3, $4)
         RETURNING id, course_id, author_id, $5::text AS author_name, title, body, created_at,
           ${timeMicros('created_at')} AS micros`,
        [course.id, author.id, text.title, text.body, author.name],
      );
      await this.delivery.schedule(tx, row.id);
      return toAnnouncement(row);
    });
  }

  /** Newest first, for the course's learners, its educator and admins. */
  async list(
    viewer: User,
    courseId: unknown,
    args: { first?: unknown; after?: unknown },
  ): Promise<AnnouncementConnection> {
    const course = await this.access.member(courseId, viewer);
    const check = new Checker();
    const first = pageSize(check, args.first, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
    check.done();
    const after = decodeTimeCursor(CURSOR_KIND, args.after);
    const rows = await this.db.query<Row[]>(
      `SELECT a.id, a.course_id, a.author_id, u.name AS author_name, a.title, a.body, a.created_at,
         ${timeMicros('a.created_at')} AS micros
       FROM course_announcements a JOIN users u ON u.id = a.author_id
       WHERE a.course_id = $1 AND ${afterTimePosition('a.created_at', 'a.id', 2)}
       ORDER BY a.created_at DESC, a.id DESC LIMIT $4`,
      [course.id, ...timeParams(after), first + 1],
    );
    const { page, pageInfo } = timePage(CURSOR_KIND, rows, first);
    return { nodes: page.map(toAnnouncement), pageInfo };
  }
}
