import { Inject, Injectable } from '@nestjs/common';
import { discountOn } from '../../../../shared/pricing';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { notFound } from '../../common/errors/domain-error';
import { Checker, type RawInput } from '../../common/validation';
import { Category } from '../category.entity';
import { Chapter } from '../chapter.entity';
import { Course } from '../course.entity';
import { CourseAccess, NO_ACCESS } from '../course-access';
import { CourseThumbnailSource } from '../course-thumbnail-source.entity';
import { Lecture } from '../lecture.entity';
import { OwnerAudit } from '../owner-audit';
import { columnName } from '../../common/database/property-path';
import { Enrollment } from '../../enrollments/enrollment.entity';
import type { ImageSource } from '../../uploads/dto/image-source.types';
import { UploadsService, type StoredThumbnail } from '../../uploads/uploads.service';
import type { User } from '../../users/user.entity';
import { requireTeachingOwner } from './teaching-owner';
import { PriceDropNotice } from './price-drop-notice';
import { netPricePaise } from '../pricing';
import { webhookPayloads } from '../../webhooks/webhook-payloads';
import { WebhookEvents } from '../../webhooks/webhook-events.service';
import { changedFields, sameCurriculum } from './course-changes';
import { isHostedLecture } from '../course-catalog.queries';
import { LectureVideoPort } from './lecture-video-port';
import { requirePlayableLectures } from './playable-lectures';
import {
  parseCourseInput,
  requireLectureUrls,
  videoChoices,
  type ChapterDraft,
  type CourseDraft,
} from './course-input-parser';
import type { CreateCourseInput, UpdateCourseInput } from './dto/course.input';

export type DeleteOutcome = 'DELETED' | 'ARCHIVED';

export const DELETE_MESSAGES: Record<DeleteOutcome, string> = {
  DELETED: 'Course deleted successfully!',
  ARCHIVED:
    'Course deleted successfully! Its enrolled students keep access to it, and what they paid still counts in your earnings.',
};

/** Creating, editing and deleting courses: the owner's (or an admin's) business only. */
@Injectable()
export class CourseAuthoringService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(UploadsService) private readonly uploads: UploadsService,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
    @Inject(OwnerAudit) private readonly audit: OwnerAudit,
    @Inject(PriceDropNotice) private readonly priceDrops: PriceDropNotice,
    @Inject(LectureVideoPort) private readonly videos: LectureVideoPort,
  ) {}

  /** Validates everything before storing anything; a failed save leaves no file behind. */
  async create(
    educator: User,
    raw: RawInput<CreateCourseInput>,
    thumbnail: () => Promise<Buffer | undefined>,
  ): Promise<Course> {
    const check = new Checker();
    const draft = parseCourseInput(raw, 'create', check);
    requireLectureUrls(draft.chapters ?? [], check);
    await this.videos.check(check, videoChoices(draft.chapters ?? []), [educator.id]);
    await this.requireCategory(draft.categoryId, check);
    if (raw.publish !== undefined && raw.publish !== null && typeof raw.publish !== 'boolean')
      check.fail('publish', 'Publish must be true or false', 'INVALID');
    const bytes = await thumbnail();
    if (!bytes?.length) check.fail('thumbnail', 'Thumbnail Not Selected', 'REQUIRED_FIELD_EMPTY');
    check.done();
    const stored = await this.uploads.storeThumbnail(bytes);
    const replaced: (string | null)[] = [];
    try {
      const created = await this.db.transaction(async (tx) => {
        if (raw.publish !== false) await requireTeachingOwner(tx, educator.id);
        const course = await tx.getRepository(Course).save({
          courseTitle: draft.courseTitle!,
          courseDescription: draft.courseDescription ?? '',
          coursePrice: draft.coursePrice!,
          discount: discountOn(draft.coursePrice!, draft.discount ?? 0),
          courseThumbnail: stored.courseThumbnail,
          isPublished: raw.publish !== false,
          educatorId: educator.id,
          categoryId: draft.categoryId ?? null,
          level: draft.level,
          language: draft.language,
          tags: draft.tags ?? [],
          learningPoints: draft.learningPoints ?? [],
          requirements: draft.requirements ?? [],
        });
        await this.replaceThumbnailSources(tx, course.id, stored.thumbnailSources);
        await this.writeCurriculum(tx, course.id, draft.chapters ?? [], replaced);
        if (course.isPublished) await requirePlayableLectures(tx, course.id);
        if (course.isPublished)
          await this.webhooks.record(tx, 'course.published', course.id, () =>
            webhookPayloads.course(tx, course.id, 'course.published'),
          );
        return course;
      });
      await this.videos.removeReplaced(replaced);
      return created;
    } catch (error) {
      await this.uploads.removeThumbnail(stored);
      throw error;
    }
  }

  /**
   * Saves the fields sent. A new `thumbnail` (optional) is checked and stored like createCourse's
   * and replaces the old one, whose files are removed once the change is committed; a refused
   * edit removes the new files instead and changes nothing.
   */
  async update(
    user: User,
    id: unknown,
    raw: RawInput<UpdateCourseInput>,
    thumbnail: () => Promise<Buffer | undefined> = () => Promise.resolve(undefined),
  ): Promise<Course> {
    const course = await this.access.owned(id, user);
    const check = new Checker();
    const draft = parseCourseInput(raw, 'update', check);
    await this.videos.check(check, videoChoices(draft.chapters ?? []), [
      user.id,
      course.educatorId,
    ]);
    await this.requireCategory(draft.categoryId, check);
    check.done();
    const bytes = await thumbnail();
    const replacement = bytes ? await this.uploads.storeThumbnail(bytes) : undefined;
    let replaced: StoredThumbnail | undefined;
    const replacedVideos: (string | null)[] = [];
    let saved: Course;
    try {
      saved = await this.saveUpdate(user, course.id, draft, replacedVideos, async (tx, stored) => {
        if (!replacement) return {};
        replaced = {
          courseThumbnail: stored.courseThumbnail,
          thumbnailSources: await tx.getRepository(CourseThumbnailSource).find({
            where: { courseId: course.id },
            select: { url: true, width: true, type: true },
          }),
        };
        await this.replaceThumbnailSources(tx, course.id, replacement.thumbnailSources);
        return { courseThumbnail: replacement.courseThumbnail };
      });
    } catch (error) {
      if (replacement) await this.uploads.removeThumbnail(replacement);
      throw error;
    }
    // Only once the course points at the new files are the old ones unused.
    if (replaced) await this.uploads.removeThumbnail(replaced);
    await this.videos.removeReplaced(replacedVideos);
    return saved;
  }

  /** An admin's edit of someone else's course is audited in its transaction (OwnerAudit). */
  private saveUpdate(
    actor: User,
    courseId: string,
    draft: CourseDraft,
    replacedVideos: (string | null)[],
    thumbnailChange: (tx: EntityManager, stored: Course) => Promise<Partial<Course>>,
  ): Promise<Course> {
    const { chapters, ...fields } = draft; // the draft holds only the fields the caller sent
    return this.db.transaction(async (tx) => {
      const stored = await tx
        .getRepository(Course)
        .findOneOrFail({ where: { id: courseId }, lock: { mode: 'pessimistic_write' } });
      if (fields.coursePrice !== undefined || fields.discount !== undefined)
        fields.discount = discountOn(
          fields.coursePrice ?? stored.coursePrice,
          fields.discount ?? stored.discount,
        );
      const changed = { ...changedFields(stored, fields), ...(await thumbnailChange(tx, stored)) };
      const curriculumChanged = chapters
        ? await this.writeCurriculum(tx, courseId, chapters, replacedVideos)
        : false;
      // An edit that changes nothing writes nothing: updatedAt means "last changed".
      if (!Object.keys(changed).length && !curriculumChanged) return stored;
      // The courses row changes with every saved edit (updatedAt at least), so its trigger tells
      // the response cache, a new thumbnail's renditions included.
      await tx
        .getRepository(Course)
        .update({ id: courseId }, { ...changed, updatedAt: new Date() });
      // One event per saved edit, however many fields it changed.
      await this.webhooks.record(tx, 'course.updated', courseId, () =>
        webhookPayloads.course(tx, courseId, 'course.updated'),
      );
      if (stored.isPublished && ('coursePrice' in changed || 'discount' in changed))
        await this.priceDrops.lowered(
          tx,
          { id: courseId, courseTitle: changed.courseTitle ?? stored.courseTitle },
          netPricePaise(stored.coursePrice, stored.discount),
          netPricePaise(
            changed.coursePrice ?? stored.coursePrice,
            changed.discount ?? stored.discount,
          ),
        );
      const fieldsBefore = Object.fromEntries(
        Object.keys(changed).map((key) => [key, stored[key as keyof Course]]),
      );
      await this.audit.ifNotOwner(tx, actor, stored.educatorId, {
        action: 'course.edit',
        targetType: 'course',
        targetId: courseId,
        before: fieldsBefore,
        after: { ...changed, ...(curriculumChanged ? { curriculumChanged } : {}) },
      });
      return tx.getRepository(Course).findOneByOrFail({ id: courseId });
    });
  }

  /** A category the course names must exist (a top-level one or a subcategory). */
  private async requireCategory(categoryId: string | null | undefined, check: Checker) {
    if (!categoryId) return;
    if (!(await this.db.getRepository(Category).existsBy({ id: categoryId })))
      check.fail('categoryId', 'Unknown category', 'NOT_FOUND');
  }

  /**
   * Deletes a course nobody is enrolled in. One with learners is archived instead: unpublished and
   * gone from the educator's lists and edits, while its learners keep access and its earnings count.
   */
  async delete(user: User, id: unknown): Promise<DeleteOutcome> {
    const course = await this.access.owned(id, user);
    let thumbnailSources: ImageSource[] = [];
    const outcome = await this.db.transaction(async (tx): Promise<DeleteOutcome> => {
      // Locked so no enrollment slips in between; a concurrent delete may have removed or archived it.
      const locked = await tx.getRepository(Course).findOne({
        where: { id: course.id, archivedAt: IsNull() },
        select: { id: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!locked) throw notFound(NO_ACCESS);
      const audited = (outcome: DeleteOutcome) =>
        this.audit.ifNotOwner(tx, user, course.educatorId, {
          action: outcome === 'DELETED' ? 'course.delete' : 'course.archive',
          targetType: 'course',
          targetId: course.id,
          before: { title: course.courseTitle, published: course.isPublished },
          after: { outcome },
        });
      if (await tx.getRepository(Enrollment).existsBy({ courseId: course.id })) {
        await tx
          .getRepository(Course)
          .update({ id: course.id }, { isPublished: false, archivedAt: new Date() });
        await audited('ARCHIVED');
        return 'ARCHIVED';
      }
      // Read before the delete cascades to them, so their files can be removed after the commit.
      thumbnailSources = await tx
        .getRepository(CourseThumbnailSource)
        .find({ where: { courseId: course.id }, select: { url: true, width: true, type: true } });
      await tx.getRepository(Course).delete({ id: course.id });
      await audited('DELETED');
      return 'DELETED';
    });
    if (outcome === 'DELETED')
      await this.uploads.removeThumbnail({
        courseThumbnail: course.courseThumbnail,
        thumbnailSources,
      });
    return outcome;
  }

  /**
   * Makes the course's stored renditions exactly `sources` (a new upload replaces every row of the
   * previous one), inside the caller's transaction.
   */
  private async replaceThumbnailSources(
    tx: EntityManager,
    courseId: string,
    sources: ImageSource[],
  ): Promise<void> {
    const repo = tx.getRepository(CourseThumbnailSource);
    await repo.delete({ courseId });
    if (sources.length)
      await repo.insert(sources.map(({ url, width, type }) => ({ courseId, url, width, type })));
  }

  /**
   * Makes the stored curriculum match `chapters`: orders from 1 by position, named ids of this
   * course kept (so learners keep their progress), the rest created, and what is no longer listed removed.
   * Returns false, having written nothing, when it matches already. Lectures naming an uploaded
   * video get it (`LectureVideoPort.attach`); the videos that replaced others go to `replacedVideos`.
   */
  private async writeCurriculum(
    tx: EntityManager,
    courseId: string,
    chapters: ChapterDraft[],
    replacedVideos: (string | null)[],
  ): Promise<boolean> {
    const chapterRepo = tx.getRepository(Chapter);
    const lectureRepo = tx.getRepository(Lecture);
    const existingChapters = await chapterRepo.findBy({ courseId });
    const existingLectures = existingChapters.length
      ? await lectureRepo.findBy({ chapterId: In(existingChapters.map((c) => c.id)) })
      : [];
    const chapterIds = new Set(existingChapters.map((c) => c.id));
    const lecturesById = new Map(existingLectures.map((l) => [l.id, l]));

    const check = new Checker();
    requireLectureUrls(chapters, check, (id) => id !== undefined && lecturesById.has(id));
    check.done();
    if (sameCurriculum(existingChapters, existingLectures, chapters)) return false;

    // Free every order first, so the unique (parent, order) indexes hold while rows move.
    if (existingChapters.length) {
      await chapterRepo.update(
        { courseId },
        { chapterOrder: () => `-${columnName(chapterRepo, 'chapterOrder')}` },
      );
      await lectureRepo.update(
        { chapterId: In([...chapterIds]) },
        { lectureOrder: () => `-${columnName(lectureRepo, 'lectureOrder')}` },
      );
    }
    const keptChapters: string[] = [];
    const keptLectures: string[] = [];
    for (const [c, draft] of chapters.entries()) {
      let chapterId =
        draft.chapterId && chapterIds.has(draft.chapterId) ? draft.chapterId : undefined;
      if (chapterId) {
        await chapterRepo.update(
          { id: chapterId },
          { chapterTitle: draft.chapterTitle, chapterOrder: c + 1 },
        );
      } else {
        chapterId = (
          await chapterRepo.save({
            courseId,
            chapterTitle: draft.chapterTitle,
            chapterOrder: c + 1,
          })
        ).id;
      }
      keptChapters.push(chapterId);
      for (const [l, lecture] of draft.lectures.entries()) {
        const existing = lecture.lectureId ? lecturesById.get(lecture.lectureId) : undefined;
        // A video on its way leaves the stored link playing until it is ready; a link given to a
        // hosted lecture makes it a YouTube lecture again.
        const toYouTube = Boolean(lecture.lectureUrl && existing && isHostedLecture(existing));
        const values = {
          chapterId,
          lectureTitle: lecture.lectureTitle,
          lectureDuration: lecture.lectureDuration,
          lectureUrl:
            (lecture.videoId ? undefined : lecture.lectureUrl) ?? existing?.lectureUrl ?? '',
          ...(toYouTube ? { videoId: null } : {}),
          isPreviewFree: lecture.isPreviewFree,
          lectureOrder: l + 1,
        };
        let lectureId: string;
        if (existing) {
          await lectureRepo.update({ id: existing.id }, values);
          lectureId = existing.id;
        } else {
          lectureId = (await lectureRepo.save(values)).id;
        }
        keptLectures.push(lectureId);
        if (lecture.videoId)
          replacedVideos.push(await this.videos.attach(tx, lectureId, lecture.videoId));
        else if (toYouTube) await this.videos.detachAll(tx, lectureId);
      }
    }
    if (existingLectures.length) {
      await lectureRepo.delete({
        id: Not(In(keptLectures.length ? keptLectures : ['00000000-0000-0000-0000-000000000000'])),
        chapterId: In([...chapterIds]),
      });
    }
    if (existingChapters.length) {
      await chapterRepo.delete({
        courseId,
        id: Not(In(keptChapters.length ? keptChapters : ['00000000-0000-0000-0000-000000000000'])),
      });
    }
    return true;
  }
}
