import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NOTE_MAX_LENGTH } from '../../../shared/lecture-note';
import { prop } from '../common/database/property-path';
import { notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import type { Chapter } from '../courses/chapter.entity';
import { Lecture } from '../courses/lecture.entity';
import { EnrollmentsService } from '../enrollments/enrollments.service';
import { MAX_POSITION_SECONDS, POSITION_RANGE } from '../learning/lecture-positions.service';
import { lectureNotInCourse } from '../learning/progress-errors';
import type { User } from '../users/user.entity';
import { LectureNote } from './lecture-note.entity';

export const NOTE_NOT_FOUND = 'Note not found';

/**
 * A learner's private notes on the lectures of a course. Reading and writing need the learner's
 * enrolment (CourseAccess's learner rule: not the owner, not an admin); a note is only ever found
 * for its author, so another user's id reads as not found. Deleting one's own note needs no
 * enrolment: it removes the author's own data.
 */
@Injectable()
export class NotesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(EnrollmentsService) private readonly enrollments: EnrollmentsService,
  ) {}

  /** The caller's notes in a course, in course order: chapter, lecture, then second. */
  async list(user: User, courseId: unknown): Promise<LectureNote[]> {
    const id = await this.enrollments.requireLearnerEnrollment(user, courseId);
    return this.db
      .getRepository(LectureNote)
      .createQueryBuilder('n')
      .innerJoin(prop<LectureNote>('n', 'lecture'), 'l')
      .innerJoin(prop<Lecture>('l', 'chapter'), 'c')
      .where({ userId: user.id, courseId: id })
      .orderBy(prop<Chapter>('c', 'chapterOrder'))
      .addOrderBy(prop<Lecture>('l', 'lectureOrder'))
      .addOrderBy(prop<LectureNote>('n', 'positionSeconds'))
      .addOrderBy(prop<LectureNote>('n', 'createdAt'))
      .getMany();
  }

  async add(
    user: User,
    courseId: unknown,
    lectureId: unknown,
    positionSeconds: unknown,
    body: unknown,
  ): Promise<LectureNote> {
    const check = new Checker();
    const text = this.checkBody(check, body);
    check.wholeNumber('positionSeconds', POSITION_RANGE, positionSeconds, 0, MAX_POSITION_SECONDS);
    check.done();
    const id = await this.enrollments.requireLearnerEnrollment(user, courseId);
    const inCourse =
      isUuid(lectureId) &&
      (await this.db.getRepository(Lecture).existsBy({ id: lectureId, chapter: { courseId: id } }));
    if (!inCourse) throw lectureNotInCourse();
    return this.db.getRepository(LectureNote).save({
      userId: user.id,
      courseId: id,
      lectureId,
      positionSeconds: positionSeconds as number,
      body: text,
    });
  }

  /** Replaces the text of the caller's note; its lecture and second stay. */
  async update(user: User, noteId: unknown, body: unknown): Promise<LectureNote> {
    const check = new Checker();
    const text = this.checkBody(check, body);
    check.done();
    const note = await this.own(user, noteId);
    await this.enrollments.requireLearnerEnrollment(user, note.courseId);
    note.body = text;
    return this.db.getRepository(LectureNote).save(note);
  }

  /** Deletes the caller's note; answers its id. */
  async remove(user: User, noteId: unknown): Promise<string> {
    const note = await this.own(user, noteId);
    await this.db.getRepository(LectureNote).delete({ id: note.id, userId: user.id });
    return note.id;
  }

  private async own(user: User, noteId: unknown): Promise<LectureNote> {
    const note = isUuid(noteId)
      ? await this.db.getRepository(LectureNote).findOneBy({ id: noteId, userId: user.id })
      : null;
    if (!note) throw notFound(NOTE_NOT_FOUND);
    return note;
  }

  private checkBody(check: Checker, body: unknown): string {
    return check.requiredText('body', 'Note', body, NOTE_MAX_LENGTH, { multiline: true });
  }
}
