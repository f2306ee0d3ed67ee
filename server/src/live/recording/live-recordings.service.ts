import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DateTime } from 'luxon';
import { DataSource, type EntityManager } from 'typeorm';
import { invalidField } from '../../common/errors/domain-error';
import { isUuid } from '../../common/ids';
import { Checker } from '../../common/validation';
import { LectureVideoPort } from '../../courses/authoring/lecture-video-port';
import { Lecture } from '../../courses/lecture.entity';
import { addRecordingLecture } from '../../courses/recording-lectures';
import { Role, User } from '../../users/user.entity';
import { LiveNotices } from '../invites/live-notices';
import { LiveOccurrence, LiveOccurrenceStatus } from '../live-occurrence.entity';
import { liveOccurrenceNotFound, TITLE_MAX } from '../live-rules';
import { LiveSession } from '../live-session.entity';

/** The refusals of a meeting's recording, word for word (their Hindi: catalogs' errors.live.*). */
export const RECORDING_MESSAGES = {
  cancelled: 'This meeting was cancelled: it has no recording.',
  tooEarly: 'This meeting has not started yet: attach its recording once it has.',
};

/** " - 12 Mar 2027", in the host's zone and language. */
function dated(title: string, startsAt: Date, timeZone: string, locale: string): string {
  const day = DateTime.fromJSDate(startsAt, { zone: timeZone })
    .setLocale(locale)
    .toFormat('d LLL yyyy');
  const suffix = ` - ${day}`;
  return `${title.slice(0, TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
}

/**
 * A meeting's recording, published as a lecture of the course (docs/live-sessions.md,
 * "Recordings"): the host (or an admin) uploads a video over tus as for any lecture and attaches it
 * to a meeting that has started. The lecture, in the course's "Live sessions" chapter, plays it
 * once transcoded; `live_session.recording_ready` is recorded then (RecordingReady), or at once
 * when the upload was ready already.
 */
@Injectable()
export class LiveRecordings {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(LectureVideoPort) private readonly videos: LectureVideoPort,
    @Inject(LiveNotices) private readonly notices: LiveNotices,
  ) {}

  /**
   * Attaches `videoId` (an upload of the host's, or of the caller's when an admin) as the
   * recording of meeting `occurrenceId`. A meeting that has one already keeps its lecture, which
   * plays the new video once ready (the old one until then). Returns the meeting.
   */
  async attach(user: User, occurrenceId: unknown, videoId: unknown, now = new Date()) {
    if (!isUuid(occurrenceId)) throw liveOccurrenceNotFound();
    const found = await this.recordable(this.db.manager, user, occurrenceId, now);
    const check = new Checker();
    if (!isUuid(videoId))
      check.fail('videoId', 'The recording video is not one of your uploads', 'NOT_FOUND');
    else
      await this.videos.check(
        check,
        [
          {
            videoId,
            lectureId: found.occurrence.recordingLectureId ?? undefined,
            field: 'videoId',
            label: 'The recording',
          },
        ],
        [user.id, found.session.hostId],
      );
    check.done();
    const { occurrence, replaced } = await this.db.transaction(async (tx) => {
      // Locked: two attaches of one meeting at once make one lecture, not two.
      const { occurrence, session } = await this.recordable(tx, user, occurrenceId, now, true);
      const lectureId =
        occurrence.recordingLectureId ?? (await this.newLecture(tx, session, occurrence));
      if (occurrence.recordingLectureId !== lectureId) {
        occurrence.recordingLectureId = lectureId;
        await tx
          .getRepository(LiveOccurrence)
          .update({ id: occurrence.id }, { recordingLectureId: lectureId });
      }
      const before = await this.playing(tx, lectureId);
      const replaced = await this.videos.attach(tx, lectureId, videoId as string);
      // Ready already (transcoded before it was attached): the lecture plays it from now on.
      const after = await this.playing(tx, lectureId);
      if (after === videoId && before !== videoId)
        await this.notices.recordingReady(tx, session, occurrence, lectureId);
      return { occurrence, replaced };
    });
    await this.videos.removeReplaced([replaced]);
    return occurrence;
  }

  /**
   * The meeting and its session when `user` hosts it (or is an admin: else NOT_FOUND), and it
   * has started and is not cancelled (else BAD_USER_INPUT).
   */
  private async recordable(
    tx: EntityManager,
    user: User,
    occurrenceId: string,
    now: Date,
    lock = false,
  ) {
    const occurrence = await tx.getRepository(LiveOccurrence).findOne({
      where: { id: occurrenceId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    const session =
      occurrence &&
      (await tx.getRepository(LiveSession).findOneBy({ id: occurrence.liveSessionId }));
    if (!occurrence || !session || (session.hostId !== user.id && user.role !== Role.ADMIN))
      throw liveOccurrenceNotFound();
    if (occurrence.status === LiveOccurrenceStatus.CANCELLED)
      throw invalidField('occurrenceId', RECORDING_MESSAGES.cancelled);
    if (occurrence.startsAt > now) throw invalidField('occurrenceId', RECORDING_MESSAGES.tooEarly);
    return { occurrence, session };
  }

  private async newLecture(
    tx: EntityManager,
    session: LiveSession,
    occurrence: LiveOccurrence,
  ): Promise<string> {
    const host = await tx
      .getRepository(User)
      .findOne({ where: { id: session.hostId }, select: { id: true, locale: true } });
    return addRecordingLecture(tx, {
      courseId: session.courseId,
      liveSessionId: session.id,
      title: dated(session.title, occurrence.startsAt, session.timeZone, host?.locale ?? 'en'),
      description: session.agenda,
      minutes: session.durationMinutes,
    });
  }

  /** The video the lecture plays now, if any. */
  private async playing(tx: EntityManager, lectureId: string): Promise<string | null> {
    const lecture = await tx
      .getRepository(Lecture)
      .findOne({ where: { id: lectureId }, select: { id: true, videoId: true } });
    return lecture?.videoId ?? null;
  }
}
