import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { hashPassword } from '../auth/password-hasher';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { Category } from '../courses/category.entity';
import { Chapter } from '../courses/chapter.entity';
import { Course } from '../courses/course.entity';
import { Lecture } from '../courses/lecture.entity';
import { Enrollment } from '../enrollments/enrollment.entity';
import { Purchase, PurchaseStatus } from '../payments/purchase.entity';
import { netPricePaise } from '../courses/pricing';
import { CourseRating } from '../ratings/course-rating.entity';
import { defaultAvatar } from '../users/default-avatar';
import { ThumbnailStore } from '../uploads/thumbnail-store';
import { Role, User } from '../users/user.entity';
import { takeBootLock } from '../common/database/boot-lock';
import { ensureCategories } from './category-seed';
import { DEMO_ACCOUNTS, DEMO_COURSES, DEMO_ENROLLMENTS, DEMO_PROFILES } from './demo-data';
import { DemoLiveSessions } from './demo-live-sessions';
import { DemoMentors } from './demo-mentors';
import { DemoVideos } from './demo-videos';
import { thumbnailSvg } from './thumbnail-svg';

const DAY = 86_400_000;
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * At every boot, adds the categories the database lacks (reference data, demo or not: educators
 * file their courses under them). Then, when demo data is on, fills an empty database with the
 * demo catalog so a newcomer sees live courses at once, and then (in the background: the server
 * is up meanwhile) gives a few demo lectures hosted videos.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DemoSeed');
  private videos: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(ThumbnailStore) private readonly thumbnails: ThumbnailStore,
    @Inject(DemoVideos) private readonly demoVideos: DemoVideos,
    @Inject(DemoMentors) private readonly demoMentors: DemoMentors,
    @Inject(DemoLiveSessions) private readonly demoLive: DemoLiveSessions,
  ) {}

  async onApplicationBootstrap() {
    const added = await ensureCategories(this.db);
    if (added) this.logger.log(`Added ${added} catalog categories`);
    if (!this.config.seedDemoData) return;
    if (await this.db.getRepository(User).exists()) return;
    if (!(await this.seedIfEmpty())) return;
    // After the catalog's commit, by the one instance that seeded it: the mentorship services
    // write in transactions of their own.
    const mentors = await this.demoMentors.seed();
    await this.demoLive.seed();
    this.logger.log(
      `Seeded ${DEMO_COURSES.length} demo courses and ${mentors} mentors; accounts are listed in the README`,
    );
    if (this.config.seedDemoVideos)
      this.videos = this.demoVideos.seed().catch((error: unknown) => {
        this.logger.error(`The demo videos were not made: ${String(error)}`);
      });
  }

  /** Lets the demo videos' ingest finish with the database still open. */
  async beforeApplicationShutdown() {
    await this.videos;
  }

  /** Seeds a database without users; false when it has some (another instance may have just seeded it). */
  private async seedIfEmpty(): Promise<boolean> {
    // One at a time, before the transaction: none is held open on the store, and an outage stops
    // at once. Names are fixed, so instances seeding together write the same objects.
    const thumbnailUrls: string[] = [];
    for (const demo of DEMO_COURSES) {
      const svg = thumbnailSvg(demo.title, demo.tag, demo.colors);
      const name = `seed/${slug(demo.title)}.svg`;
      thumbnailUrls.push(await this.thumbnails.put(name, Buffer.from(svg), 'image/svg+xml'));
    }
    return this.db.transaction(async (tx) => {
      await takeBootLock(tx);
      if (await tx.getRepository(User).exists()) return false;
      const users = await this.createAccounts(tx);
      const categories = new Map(
        (await tx.getRepository(Category).find()).map((category) => [category.slug, category.id]),
      );
      const courseIds = new Map<string, string>();
      for (const [index, demo] of DEMO_COURSES.entries()) {
        const course = await tx.getRepository(Course).save({
          courseTitle: demo.title,
          courseDescription: demo.description,
          courseThumbnail: thumbnailUrls[index],
          coursePrice: demo.price,
          discount: demo.discount,
          isPublished: true,
          educatorId: users[demo.educator].id,
          createdAt: new Date(Date.now() - demo.daysAgo * DAY),
          // ensureCategories ran first; a category deleted since leaves the course uncategorised.
          categoryId: categories.get(demo.category) ?? null,
          level: demo.level,
          language: demo.language,
          tags: demo.tags,
          learningPoints: demo.learningPoints,
          requirements: demo.requirements,
        });
        courseIds.set(demo.title, course.id);
        for (const [c, chapter] of demo.chapters.entries()) {
          const saved = await tx
            .getRepository(Chapter)
            .save({ courseId: course.id, chapterTitle: chapter.title, chapterOrder: c + 1 });
          await tx.getRepository(Lecture).insert(
            chapter.lectures.map((lecture, l) => ({
              chapterId: saved.id,
              lectureTitle: lecture.title,
              lectureDuration: lecture.minutes,
              lectureUrl: `https://youtu.be/${lecture.videoId}`,
              isPreviewFree: lecture.free ?? false,
              lectureOrder: l + 1,
            })),
          );
        }
      }
      for (const { student, course, rating } of DEMO_ENROLLMENTS) {
        const courseId = courseIds.get(course)!;
        const demo = DEMO_COURSES.find((c) => c.title === course)!;
        await tx.getRepository(Purchase).insert({
          userId: users[student].id,
          courseId,
          amountPaise: netPricePaise(demo.price, demo.discount),
          currency: this.config.payments.currency,
          status: PurchaseStatus.COMPLETED,
          completedAt: new Date(),
        });
        await tx.getRepository(Enrollment).insert({ userId: users[student].id, courseId });
        if (rating)
          await tx
            .getRepository(CourseRating)
            .insert({ userId: users[student].id, courseId, rating });
      }
      return true;
    });
  }

  private async createAccounts(tx: EntityManager) {
    const accounts = Object.entries(DEMO_ACCOUNTS);
    // Hashing is the slow part and runs in parallel; a transaction's queries go one at a time.
    const hashes = await Promise.all(accounts.map(([, account]) => hashPassword(account.password)));
    const users: Partial<Record<keyof typeof DEMO_ACCOUNTS, User>> = {};
    for (const [i, [key, account]] of accounts.entries()) {
      users[key as keyof typeof DEMO_ACCOUNTS] = await tx.getRepository(User).save({
        ...(key in DEMO_PROFILES ? DEMO_PROFILES[key as keyof typeof DEMO_PROFILES] : {}),
        name: account.name,
        email: account.email,
        role: account.role as Role,
        imageUrl: defaultAvatar(account.name, account.email),
        passwordHash: hashes[i],
        emailVerifiedAt: new Date(), // demo addresses receive no mail
      });
    }
    return users as Record<keyof typeof DEMO_ACCOUNTS, User>;
  }
}
