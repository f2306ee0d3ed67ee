import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { localeOr, translate } from '../common/i18n/translate';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  decodeTimeCursor,
  encodeTimeCursor,
  pageSize,
} from '../common/pagination';
import { linkOrigin } from '../common/public-url';
import { SignedLinks } from '../common/signed-links';
import { Checker } from '../common/validation';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { CourseAccess } from '../courses/course-access';
import type { Course } from '../courses/course.entity';
import { Notices, type Notice } from '../push/notices';
import { NOTICE_PATHS } from '../users/notice-unsubscribe.controller';
import type { User } from '../users/user.entity';
import {
  ANNOUNCEMENT_BATCH,
  ANNOUNCEMENT_BODY_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  ANNOUNCEMENT_WINDOW_DAYS,
  ANNOUNCEMENTS_PER_WINDOW,
} from './announcement-rules';
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

type Learner = { id: string; name: string; email: string; locale: string };

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
 * Course announcements: the educator (or an admin) posts, every enrolled learner gets an
 * `announcement` notice (the bell and mail, as each chose), in their own language.
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(Notices) private readonly notices: Notices,
    @Inject(SignedLinks) private readonly links: SignedLinks,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  /**
   * Posts and delivers an announcement in one transaction. The course row is locked first (FOR NO
   * KEY UPDATE: enrolments, which only reference it, do not wait), so racing posts count one
   * another and the weekly cap holds under concurrency.
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
           (extract(epoch FROM created_at) * 1000000)::bigint::text AS micros`,
        [course.id, author.id, text.title, text.body, author.name],
      );
      await this.deliver(tx, course, author, row);
      return toAnnouncement(row);
    });
  }

  /**
   * One `announcement` notice per enrolled learner, in batches of ANNOUNCEMENT_BATCH: a bounded
   * number of statements per batch, never per learner.
   */
  private async deliver(tx: EntityManager, course: Course, author: User, row: Row) {
    const learners = await tx.query<Learner[]>(
      `SELECT u.id, u.name, u.email, u.locale FROM enrollments e JOIN users u ON u.id = e.user_id
       WHERE e.course_id = $1 AND u.id <> $2 AND u.disabled_at IS NULL
       ORDER BY e.user_id`,
      [course.id, author.id],
    );
    const path = `/course/${course.id}`;
    const url = `${linkOrigin(this.config)}${path}`;
    const courseTitle = course.courseTitle;
    const notice = (learner: Learner): Notice => {
      const locale = localeOr(learner.locale);
      const t = translate.bind(null, locale);
      return {
        kind: 'announcement',
        userId: learner.id,
        mail: {
          kind: 'course_announcement',
          locale,
          to: learner.email,
          subject: t('mail.announcement.subject', { course: courseTitle, title: row.title }),
          heading: row.title,
          paragraphs: [
            t('mail.announcement.intro', { name: author.name, course: courseTitle }),
            ...row.body.split(/\r?\n\s*\r?\n/).filter((p) => p.trim()),
          ],
          action: { label: t('mail.announcement.action'), url },
          footnote: t('mail.announcement.footnote', { course: courseTitle }),
          headers: this.links.unsubscribeHeaders(NOTICE_PATHS.announcements, learner.id),
        },
        push: {
          title: t('push.announcement.title', { course: courseTitle }),
          body: row.title,
          url: path,
          tag: `announcement-${row.id}`,
        },
      };
    };
    for (let i = 0; i < learners.length; i += ANNOUNCEMENT_BATCH)
      await this.notices.sendAll(tx, learners.slice(i, i + ANNOUNCEMENT_BATCH).map(notice));
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
         (extract(epoch FROM a.created_at) * 1000000)::bigint::text AS micros
       FROM course_announcements a JOIN users u ON u.id = a.author_id
       WHERE a.course_id = $1 AND ($2::text IS NULL OR (a.created_at, a.id) <
         (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::uuid))
       ORDER BY a.created_at DESC, a.id DESC LIMIT $4`,
      [course.id, after?.micros ?? null, after?.id ?? null, first + 1],
    );
    const page = rows.slice(0, first);
    const last = page.at(-1);
    return {
      nodes: page.map(toAnnouncement),
      pageInfo: {
        hasNextPage: rows.length > first,
        endCursor: last
          ? encodeTimeCursor(CURSOR_KIND, { micros: last.micros, id: last.id })
          : null,
      },
    };
  }
}
